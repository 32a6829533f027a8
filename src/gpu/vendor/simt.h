// crosswarp-simt: HIP on the CPU (src/simt/). The names are HIP's; the device is the CPU with a
// 32- or 64-lane wavefront chosen at run time. The only simt-specific code in src/gpu.
#pragma once

#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <hip/hip_bf16.h>
#include <crosswarp_simt.h>

#include <cstdio>
#include <cstdint>
#include <cstring>

#define CW_GPU_VENDOR_NAME "simt"
// crosswarp-simt runs work at once: it has no memory pool statistics and no graphs.
#define CW_VENDOR_HAS_MEMPOOL 0
#define CW_VENDOR_HAS_GRAPHS 0

namespace crosswarp::gpu::vendor {

inline void arch_name(const hipDeviceProp_t& p, char* out, size_t n) {
  std::snprintf(out, n, "%.31s", p.gcnArchName);
  if (char* colon = std::strchr(out, ':')) *colon = '\0';
}

inline hipError_t pointer_is_pinned(const void* ptr, int* pinned) {
  hipPointerAttribute_t attr{};
  hipError_t e = hipPointerGetAttributes(&attr, ptr);
  if (e != hipSuccess) {
    (void)hipGetLastError();
    *pinned = 0;
    return hipSuccess;
  }
  *pinned = attr.type == hipMemoryTypeHost ? 1 : 0;
  return hipSuccess;
}

inline int wavefront_size(const hipDeviceProp_t& p) { return p.warpSize; }

}  // namespace crosswarp::gpu::vendor

namespace crosswarp::gpu::vendor {

// simt always runs: it is the CPU. Its low score keeps `--backend auto` from choosing an emulator.
inline int probe(char*, size_t) { return 1; }

// The wavefront size is chosen at run time (CROSSWARP_SIMT_WARP, or here): 32 or 64.
inline int set_warp_size(int warp) {
  if (warp != 32 && warp != 64) return -1;  // CW_E_INVALID
  crosswarp::simt::set_warp_size(warp);
  return 0;
}

// simt has no registers to run out of: as many blocks as 2048 threads per "SM" (a worker) make.
template <class Kernel>
inline int resident_blocks(Kernel*, int threads) {
  return threads > 0 ? (2048 / threads > 0 ? 2048 / threads : 1) : 0;
}

}  // namespace crosswarp::gpu::vendor
