// The ops every backend implements, and how a cw_op_call carries each one's tensors and
// parameters. This is the contract between the dispatcher (src/runtime, src/model) and the
// backends (src/cpu, src/gpu). Owner: the kernels area; keep it in step with the kernels.
#pragma once

#include <crosswarp/plugin_abi.h>

#include <cstdint>

namespace crosswarp::ops {

enum OpId : uint32_t {
  kGemm = 1,              // see the per-op comments in this file once the kernels land
  kEmbeddingLayerNorm = 2,
  kLayerNorm = 3,
  kBiasGelu = 4,
  kSoftmax = 5,
  kAttention = 6,
  kOpCount
};

const char* op_name(uint32_t op);

}  // namespace crosswarp::ops
