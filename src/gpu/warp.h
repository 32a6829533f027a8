// Our warp layer: warp-level operations with the width explicit and 64-bit lane masks.
//
// warp<W> is a logical warp of W lanes (W = 32 or 64). On hardware whose wavefront is wider than W
// (wave64 CDNA with W = 32, or simt with a 64-lane wavefront), a logical warp is an aligned W-lane
// subgroup of the wavefront and every collective names exactly that subgroup in its mask, so the
// two halves of a wave64 run independent 32-lane reductions. W wider than the wavefront is never
// launched (op_variants lists only the variants whose W fits the device: W = 64 needs a 64-lane
// wavefront, which NVIDIA and RDNA do not have).
//
// Device code never hard-codes 32 and never treats warpSize as a compile-time constant (it is a
// run-time value in ROCm 7 and in simt); masks are 64-bit everywhere (CUDA takes the low 32 bits,
// which are all there is on a 32-lane warp).
#pragma once

#include "gpu.h"

#include <cstdint>

// `#pragma unroll` for the device compilers (nvcc, hipcc); the host compiler of the simt build has
// no such pragma (GCC spells it differently) and the fibers gain nothing from unrolling.
#if defined(__CUDACC__) || defined(__HIP__)
#define CW_UNROLL _Pragma("unroll")
#else
#define CW_UNROLL
#endif

namespace crosswarp::gpu {

// The thread's linear index in its block (x fastest), as the hardware assigns lanes.
__device__ __forceinline__ int linear_thread_index() {
  return static_cast<int>(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z));
}

template <int W>
struct warp {
  static_assert(W == 32 || W == 64, "logical warps are 32 or 64 lanes");
  static constexpr int width = W;

  // Lane within the logical warp, and the logical warp's index in the block.
  __device__ __forceinline__ static int lane() { return linear_thread_index() & (W - 1); }
  __device__ __forceinline__ static int index() { return linear_thread_index() / W; }

  // The wavefront lanes of this logical warp: all lanes when W equals the wavefront size, else
  // the aligned W-lane subgroup holding this thread.
  __device__ __forceinline__ static uint64_t mask() {
    const int wave = warpSize;
    if (W >= wave) return wave >= 64 ? ~uint64_t{0} : ((uint64_t{1} << wave) - 1);
    constexpr uint64_t kLanes = W >= 64 ? ~uint64_t{0} : (uint64_t{1} << (W % 64)) - 1;
    const int base = (linear_thread_index() % wave) & ~(W - 1);
    return kLanes << base;
  }

  template <class T>
  __device__ __forceinline__ static T shfl_xor(T v, int lane_mask) {
    return __shfl_xor_sync(mask(), v, lane_mask, W);
  }
  template <class T>
  __device__ __forceinline__ static T shfl(T v, int src_lane) {
    return __shfl_sync(mask(), v, src_lane, W);
  }
  template <class T>
  __device__ __forceinline__ static T shfl_down(T v, unsigned delta) {
    return __shfl_down_sync(mask(), v, delta, W);
  }

  // Bit i set when logical lane i's predicate is true (bits >= W are 0).
  __device__ __forceinline__ static uint64_t ballot(int predicate) {
    const uint64_t m = mask();
    const uint64_t all = static_cast<uint64_t>(__ballot_sync(m, predicate)) & m;
    return all >> (__ffsll(static_cast<long long>(m)) - 1);
  }

  // Orders shared-memory writes of the logical warp before its later reads.
  __device__ __forceinline__ static void sync() { __syncwarp(mask()); }

  // Butterfly reductions: every lane gets the result.
  __device__ __forceinline__ static float reduce_sum(float v) {
CW_UNROLL
    for (int o = W / 2; o > 0; o >>= 1) v += shfl_xor(v, o);
    return v;
  }
  __device__ __forceinline__ static float reduce_max(float v) {
CW_UNROLL
    for (int o = W / 2; o > 0; o >>= 1) v = fmaxf(v, shfl_xor(v, o));
    return v;
  }

  // Segmented butterflies: each aligned L-lane segment of the logical warp (L a power of two
  // dividing W) reduces on its own, every lane getting its segment's result. Every lane of the
  // logical warp takes part (the xor partners of offsets below L stay inside the segment), so the
  // collective names the whole logical warp and control flow stays uniform.
  template <int L>
  __device__ __forceinline__ static float reduce_sum_within(float v) {
    static_assert(L >= 1 && L <= W && (L & (L - 1)) == 0, "segments are powers of two within the warp");
CW_UNROLL
    for (int o = L / 2; o > 0; o >>= 1) v += shfl_xor(v, o);
    return v;
  }
  template <int L>
  __device__ __forceinline__ static float reduce_max_within(float v) {
    static_assert(L >= 1 && L <= W && (L & (L - 1)) == 0, "segments are powers of two within the warp");
CW_UNROLL
    for (int o = L / 2; o > 0; o >>= 1) v = fmaxf(v, shfl_xor(v, o));
    return v;
  }
};

}  // namespace crosswarp::gpu
