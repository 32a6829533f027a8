// A per-lane bit built with a 32-bit shift, and a mask kept in a 32-bit parameter.
// expect: lane-mask-width, lane-mask-width
#include <cuda_runtime.h>

__device__ float broadcast_from(float v, int src, unsigned mask) {
  return __shfl_sync(mask, v, src);
}

__global__ void flags(const float* x, unsigned long long* bits, float* y) {
  int lane = threadIdx.x & (warpSize - 1);
  unsigned long long mine = 1 << lane;
  if (x[threadIdx.x] > 0.0f) atomicOr(bits, mine);
  y[threadIdx.x] = broadcast_from(x[threadIdx.x], 0, __activemask());
}
