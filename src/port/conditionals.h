// Which tokens lie in preprocessor branches that are certainly not compiled, for
// --skip-excluded-preprocessor-conditional-blocks (HIPIFY leaves such code untouched).
//
// The translator does not read the headers a file includes, so a condition is decided only from what the
// file itself shows: macros it #defines/#undefs before the condition (and -D defines given on the command
// line), integer literals, defined(), !, &&, ||, comparisons and arithmetic. A name the toolchain or the
// CUDA headers define (CUDA_VERSION, __CUDA_ARCH__, __cplusplus, ...) is unknown, and a branch whose
// condition is unknown is kept (translated), as is every later branch of that #if. A plain name nobody
// defines is 0, as the preprocessor has it.
#pragma once

#include "port/lexer.h"

#include <string>
#include <vector>

namespace crosswarp::port {

// excluded[i] is true for tokens of toks inside a branch that is certainly dead. Directives that open,
// switch or close a conditional are never excluded themselves (unless nested in a dead branch).
// `defines` are NAME or NAME=VALUE strings (as -D takes them).
std::vector<bool> excluded_conditional_blocks(const std::vector<Token>& toks, const std::vector<std::string>& defines);

// Whether the #if / #elif directive `directive` uses the value of __CUDA_ARCH__ (not just defined(__CUDA_ARCH__)):
// hip-clang defines no __CUDA_ARCH__, so such a condition reads 0 in both of HIP's passes and a branch meant
// for an architecture ("#if __CUDA_ARCH__ >= 700") is never compiled, on the host or the device.
bool compares_cuda_arch(const Token& directive);

}  // namespace crosswarp::port
