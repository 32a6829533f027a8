// The CPU backend's ops (src/cpu/ops/*): the built-in backend's op_variants/op_run entries.
// The CPU backend keeps device memory in host memory, so tensors' data pointers are host pointers.
// Every op runs inline on the calling thread (using the backend's thread pool); fp32 natively,
// f16/bf16 by staging to fp32 and back (correct, not fast: the CPU has no half arithmetic here).
#pragma once

#include <crosswarp/plugin_abi.h>

namespace crosswarp::cpu {

int op_variants(uint32_t op, cw_variant_info* out, int capacity, int* count);
int op_run(const cw_op_call* call);

// The calling thread's description of the last op_variants/op_run failure.
const char* last_error();

}  // namespace crosswarp::cpu
