// Op dispatch for the GPU plugins (first version: no ops yet; the kernels area fills this in).
#include "gpu_ops.h"

namespace crosswarp::gpu {

int op_variants(int, uint32_t, cw_variant_info*, int, int* count) {
  *count = 0;
  return CW_OK;
}

int op_run(hipStream_t, int, const cw_op_call* call) {
  set_last_error("op %u is not implemented by this backend yet", call->op);
  return CW_E_UNSUPPORTED;
}

}  // namespace crosswarp::gpu
