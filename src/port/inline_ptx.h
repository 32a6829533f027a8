// Inline PTX that only reads a special register, which HIP has as an expression:
//   asm("mov.u32 %0, %%laneid;" : "=r"(lane));   ->   lane = __lane_id();
// `asm`, `__asm__` or `__asm` (optionally volatile / __volatile__) with one string holding a single
// "mov.{u32,s32,b32,u64,s64,b64} %0, %%REG;" and one output operand "=r" / "=l" (or "+r" / "+l") and nothing
// else. Registers: laneid -> __lane_id() (the lane in the wavefront: 0 .. warpSize - 1, as HIP's warpSize is
// the wavefront's), WARP_SZ -> warpSize, tid/ntid/ctaid/nctaid.{x,y,z} -> threadIdx/blockDim/blockIdx/gridDim,
// clock -> clock(), clock64 -> clock64(). Any other asm stays PTX and is reported by the translator.
#pragma once

#include "port/lexer.h"

#include <cstddef>
#include <string>
#include <vector>

namespace crosswarp::port {

struct PtxRegisterRead {
  std::size_t close = 0;        // the ")" closing the asm statement's operand list
  std::size_t lvalue_begin = 0;  // the output operand's expression: tokens [lvalue_begin, lvalue_end)
  std::size_t lvalue_end = 0;
  std::string reg;              // "laneid", "tid.x", ...
  std::string hip;              // "__lane_id()", "threadIdx.x", ...
};

// Whether the asm keyword at toks[i] starts such a statement; fills `read` when it does.
bool ptx_register_read(const std::vector<Token>& toks, std::size_t i, PtxRegisterRead& read);

}  // namespace crosswarp::port
