// lint_source on tokens lexed already: crosswarp port lexes a file once and hands the same tokens to
// the translator and to the linter (see tools/crosswarp/cmd_port.cpp).
#pragma once

#include "port/lexer.h"

#include <crosswarp/lint.h>

#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::lint {

class AnalysisShare;  // analysis.h

// Exactly lint_source(source, file), with `lexed` = port::lex(source) (read only: several threads may
// share it). With `share`, another thread may call share->help() meanwhile to analyse some of the
// functions (same findings); help() returns by the time this returns.
std::vector<Finding> lint_lexed(std::string_view source, const port::LexResult& lexed, const std::string& file,
                                AnalysisShare* share = nullptr);

}  // namespace crosswarp::lint
