// The CPU backend's ops (src/cpu/ops/*): the built-in backend's op_variants/op_run entries.
// The CPU backend keeps device memory in host memory, so tensors' data pointers are host pointers.
#pragma once

#include <crosswarp/plugin_abi.h>

namespace crosswarp::cpu {

int op_variants(uint32_t op, cw_variant_info* out, int capacity, int* count);
int op_run(const cw_op_call* call);

}  // namespace crosswarp::cpu
