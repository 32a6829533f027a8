// translate_source on tokens lexed already: crosswarp port lexes a file once and hands the same tokens
// to the translator and to the linter (see tools/crosswarp/cmd_port.cpp).
#pragma once

#include "port/lexer.h"

#include <crosswarp/port.h>

#include <string_view>

namespace crosswarp::port {

// Exactly translate_source(source, filename, options), with `lexed` = lex(source) (read only).
TranslateResult translate_lexed(std::string_view source, const LexResult& lexed, std::string_view filename,
                                const TranslateOptions& options);

}  // namespace crosswarp::port
