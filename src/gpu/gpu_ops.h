// The GPU plugins' ops (src/gpu/kernels/* and src/gpu/ops.hip): one source for cuda, hip and simt.
// plugin.hip forwards the ABI's op_variants/op_run here.
#pragma once

#include "gpu.h"

#include <crosswarp/plugin_abi.h>

namespace crosswarp::gpu {

// Device properties the op code needs (warp size, arch), filled by plugin.hip per device.
struct DeviceContext {
  int device = 0;
  int warp_size = 32;
  int arch_major = 0, arch_minor = 0;
  char arch_name[32] = {};
};



int op_variants(int device, uint32_t op, cw_variant_info* out, int capacity, int* count);
int op_run(hipStream_t stream, int device, const cw_op_call* call);

// Sets the thread-local error message behind the ABI's last_error().
void set_last_error(const char* fmt, ...);

}  // namespace crosswarp::gpu
