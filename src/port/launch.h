// Kernel launches: k<<<grid, block[, shmem[, stream]]>>>(args) -> hipLaunchKernelGGL(...), and the
// dynamic shared memory declaration the host compiler needs (`crosswarp emulate`).
#pragma once

#include "port/lexer.h"

#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::port {

struct LaunchStyle {
  bool ggl = false;          // rewrite to hipLaunchKernelGGL
  bool host_compiler = false;  // template kernels as (k<T>) instead of HIP_KERNEL_NAME(k<T>)
  // Names of the function templates declared __global__ in this file (template_kernel_names): a launch of
  // one without explicit template arguments (deduced) is still wrapped in HIP_KERNEL_NAME, as HIPIFY does.
  const std::vector<std::string_view>* template_kernels = nullptr;
};

// The names of `template <...> __global__ ... name(` declarations among the tokens.
std::vector<std::string_view> template_kernel_names(const std::vector<Token>& toks);

// Rewrites the launch whose "<<<" is toks[open]: out[i] holds each token's (already translated) text;
// the whole launch expression is put in out[first] and the other tokens' texts are cleared.
// Returns false (changing nothing) when the launch cannot be parsed.
bool rewrite_launch(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t open,
                    const LaunchStyle& style);

// Whether toks[i] lies in the body of a function declared __global__ or __device__ (a kernel launched from
// there is dynamic parallelism; asm there is PTX): some enclosing "{" is preceded by a declaration "... )"
// (const, noexcept, -> T may follow) that names __global__ or __device__.
bool in_device_function(const std::vector<Token>& toks, std::size_t i);

// in_device_function for every token at once, in one pass (the per-token form scans back to the start of the
// file for code outside device functions, which made ports of long files with many host launches quadratic).
std::vector<bool> device_function_tokens(const std::vector<Token>& toks);

// Whether __global__ or __device__ comes before toks[i] in the same declaration (read back to the previous ";",
// "{", "}" or directive): toks[i] is in a device function's header (return type, parameters) or in a device
// variable's declaration, which in_device_function (bodies only) does not cover.
bool in_device_declaration(const std::vector<Token>& toks, std::size_t i);

// The declaration head of the innermost function whose body holds toks[i]: tokens [first, paren) (specifiers,
// return type, name; paren is the parameter list's "("), and whether it says __host__. Blocks that are not
// function bodies (namespaces, classes, else) and the blocks of if, for, while, switch and catch are looked
// through. first == SIZE_MAX outside every function.
struct FunctionHead {
  std::size_t first = SIZE_MAX, paren = SIZE_MAX;
  bool host = false;
};
FunctionHead enclosing_function_head(const std::vector<Token>& toks, std::size_t i);

// `extern __shared__ T name[];` starting at toks[i] ("extern") -> `HIP_DYNAMIC_SHARED(T, name);`.
bool rewrite_dynamic_shared(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i);

}  // namespace crosswarp::port
