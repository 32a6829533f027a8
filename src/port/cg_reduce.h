// <cooperative_groups/reduce.h>, which HIP has only from 7.13 (<hip/cooperative_groups/hip_reduce.h>), emulated
// in place for older HIPs with what HIP 5.7 has:
//   cg::reduce(group, value, op) -> an immediately invoked lambda taking the same three arguments: a shfl_down
//     tree over the group's threads (correct for any group size, each step combining only threads that exist),
//     then the total broadcast from rank 0 with shfl, so every thread gets it, as in CUDA;
//   cg::plus<T>(), cg::less<T>(), cg::greater<T>(), cg::bit_and<T>(), cg::bit_or<T>(), cg::bit_xor<T>() -> lambdas
//     computing a + b, the lesser (by <), the greater (by <), a & b, a | b, a ^ b of two T.
// `cg` is cooperative_groups or any alias the file declares ("namespace cg = cooperative_groups;").
// The include itself is dropped by the translator. What reduce.h also declares (reduce_update_async,
// reduce_store_async, an operator used other than as T()) is not emulated and comes back as unsupported, as do
// cg::binary_partition and cg::labeled_partition (not in HIP 5.7's cooperative groups).
#pragma once

#include "port/lexer.h"

#include <cstddef>
#include <string>
#include <vector>

namespace crosswarp::port {

struct CgReduceResult {
  std::vector<std::size_t> emulated;     // name tokens rewritten (reduce, plus, ...)
  std::vector<std::size_t> unsupported;  // reduce.h names left as they are
};

// Rewrites out[] (each token's translated text) in place. With `native` (a HIP with hip_reduce.h: reduce and its
// six operators are HIP's own) nothing is rewritten; the names HIP still lacks are reported all the same.
CgReduceResult emulate_cg_reduce(const std::vector<Token>& toks, std::vector<std::string>& out, bool native = false);

}  // namespace crosswarp::port
