// Cooperative-groups shuffles of any trivially copyable type, which CUDA has and HIP does not:
// CUDA's thread_block_tile / coalesced_group shfl, shfl_up, shfl_down and shfl_xor take any trivially copyable
// T (shuffled 32 bits at a time); HIP's (5.7 and, so far, later) static_assert that T is an integer or a
// floating-point type, so `tile.shfl_xor(v, 1)` with a uint4, a struct or a __half does not compile.
//
// A call `g.shfl_xor(value, arg)` (and shfl, shfl_up, shfl_down) on a variable g the file declares as a group
// (a thread_block_tile<...> or coalesced_group variable or parameter, or one initialized from
// [cg::]tiled_partition / [cg::]coalesced_threads) becomes an immediately invoked generic lambda taking g and
// the same two arguments: for an integral or floating-point value it calls g's own shuffle, unchanged; for any
// other type it copies the value into 32-bit words, shuffles each word with g's shuffle (same lane argument,
// same group width) and copies them back -- what CUDA does.
// Receivers that are not such variables (a member, a call's result, a template parameter's value) are left as
// they are.
#pragma once

#include "port/lexer.h"

#include <cstddef>
#include <string>
#include <vector>

namespace crosswarp::port {

// Rewrites out[] (each token's translated text) in place; returns the indices of the member names rewritten
// (shfl, shfl_up, ...). `excluded` marks tokens the translator leaves as they are.
std::vector<std::size_t> emulate_cg_shuffles(const std::vector<Token>& toks, std::vector<std::string>& out,
                                             const std::vector<bool>& excluded);

}  // namespace crosswarp::port
