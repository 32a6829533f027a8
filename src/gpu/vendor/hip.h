// HIP on AMD (ROCm): the names are native. The only HIP-specific code in src/gpu.
#pragma once

#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <hip/hip_bf16.h>

#include <cstdio>
#include <cstdint>
#include <cstring>

#define CW_GPU_VENDOR_NAME "hip"
#define CW_VENDOR_HAS_MEMPOOL 1  // stream-ordered allocator: HIP 5.2 and later
#define CW_VENDOR_HAS_GRAPHS 1

namespace crosswarp::gpu::vendor {

// "gfx942" from gcnArchName, which reads like "gfx942:sramecc+:xnack-".
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
#if HIP_VERSION_MAJOR >= 6
  *pinned = attr.type == hipMemoryTypeHost ? 1 : 0;
#else
  *pinned = attr.memoryType == hipMemoryTypeHost ? 1 : 0;
#endif
  return hipSuccess;
}

inline int wavefront_size(const hipDeviceProp_t& p) { return p.warpSize; }

}  // namespace crosswarp::gpu::vendor

#include <cstdlib>

namespace crosswarp::gpu::vendor {

// Whether the HIP plugin can run here, and why not in words a user can act on. 0 = cannot.
inline int probe(char* reason, size_t n) {
  int count = 0;
  hipError_t e = hipGetDeviceCount(&count);
  if (e == hipErrorNoDevice || (e == hipSuccess && count == 0)) {
    const char* hip_vis = std::getenv("HIP_VISIBLE_DEVICES");
    const char* rocr_vis = std::getenv("ROCR_VISIBLE_DEVICES");
    std::snprintf(reason, n,
                  "no AMD GPU found (check that /dev/kfd and /dev/dri are accessible%s%s%s%s)",
                  hip_vis ? "; HIP_VISIBLE_DEVICES=" : "", hip_vis ? hip_vis : "",
                  rocr_vis ? "; ROCR_VISIBLE_DEVICES=" : "", rocr_vis ? rocr_vis : "");
    return 0;
  }
  if (e == hipErrorInsufficientDriver) {
    std::snprintf(reason, n, "the amdgpu kernel driver is older than the HIP runtime: update ROCm's driver");
    return 0;
  }
  if (e != hipSuccess) {
    std::snprintf(reason, n, "hipGetDeviceCount failed: %s", hipGetErrorString(e));
    return 0;
  }
  return 100;
}

// The wavefront size is the hardware's (64 on CDNA, 32 on RDNA); it cannot be chosen.
inline int set_warp_size(int) { return -4; }

// Blocks of `threads` threads (no dynamic shared memory) the device keeps resident per CU for
// `kernel`, from its registers and LDS; 0 when the runtime cannot say.
template <class Kernel>
inline int resident_blocks(Kernel* kernel, int threads) {
  int n = 0;
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, reinterpret_cast<const void*>(kernel), threads, 0) ==
                 hipSuccess
             ? n
             : 0;
}

}  // namespace crosswarp::gpu::vendor

// --- kernels area: warp collectives with masks on ROCm before 7 --------------------------------------
// HIP has CUDA's *_sync collectives (64-bit masks) from ROCm 6.2 behind HIP_ENABLE_WARP_SYNC_BUILTINS
// and by default from ROCm 7; ROCm 5.7 has none. On AMD a wavefront executes in lockstep, so the
// backfill runs the unmasked collective over the width's lanes; the mask is still honoured by the
// ballot (and checked by crosswarp-simt, which runs the same code on CI).
#if HIP_VERSION < 70000000 && !defined(HIP_ENABLE_WARP_SYNC_BUILTINS)
template <class T>
__device__ inline T __shfl_xor_sync(unsigned long long, T v, int lane_mask, int width = warpSize) {
  return __shfl_xor(v, lane_mask, width);
}
template <class T>
__device__ inline T __shfl_sync(unsigned long long, T v, int src_lane, int width = warpSize) {
  return __shfl(v, src_lane, width);
}
template <class T>
__device__ inline T __shfl_down_sync(unsigned long long, T v, unsigned delta, int width = warpSize) {
  return __shfl_down(v, delta, width);
}
template <class T>
__device__ inline T __shfl_up_sync(unsigned long long, T v, unsigned delta, int width = warpSize) {
  return __shfl_up(v, delta, width);
}
__device__ inline unsigned long long __ballot_sync(unsigned long long mask, int predicate) {
  return __ballot(predicate) & mask;
}
__device__ inline void __syncwarp(unsigned long long = ~0ull) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}
#endif
