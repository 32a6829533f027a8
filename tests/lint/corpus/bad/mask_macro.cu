// A full-mask macro defined for 32 lanes and a first-warp test with a literal 32 (which leaves half
// of a 64-lane wavefront out of the shuffles).
// expect: lane-mask-width, warp-size-literal, divergent-collective
#include <cuda_runtime.h>
#define FULL_MASK 0xffffffff

__global__ void first_warp_max(const int* x, int* out) {
  int v = x[threadIdx.x];
  if (threadIdx.x < 32) {
    for (int o = warpSize / 2; o > 0; o /= 2) v = max(v, __shfl_xor_sync(FULL_MASK, v, o));
    if (threadIdx.x == 0) *out = v;
  }
}
