// Small helpers the rules share.
#pragma once

#include "port/lint/analysis.h"

namespace crosswarp::lint {

// The function whose body contains significant token `tok`, or null (file scope).
const Function* function_at(const Unit& u, std::size_t tok);
// Whether an expression at `tok` is evaluated at run time inside a function body, so that
// replacing a literal by the run-time `warpSize` keeps the program valid: not in array bounds,
// template arguments, constexpr/static initialisers, static_assert or case labels.
bool runtime_context(const Unit& u, std::size_t tok);
// 0xffffffff with any suffix (the 32-lane full mask).
bool is_full32_literal(std::string_view text);
// Whether tokens [b, e) spell a 32-lane full mask: 0xffffffff, 4294967295, ~0u, ~0, -1, (unsigned)-1.
bool is_full32_mask_expr(const Unit& u, Range r, std::size_t* literal_tok);
// Whether a macro's body is a 32-lane full mask literal (offset of that literal in the source).
bool macro_is_full32(const Unit& u, std::string_view name, std::size_t* offset, std::size_t* length);

}  // namespace crosswarp::lint

namespace crosswarp::lint {
// Whether byte `offset` lies in a preprocessor branch compiled only for NVIDIA
// (#ifdef __CUDA_ARCH__ / __HIP_PLATFORM_NVIDIA__ ..., or the #else of #ifdef __HIP_PLATFORM_AMD__).
bool nvidia_only(const Unit& u, std::size_t offset);
}  // namespace crosswarp::lint
