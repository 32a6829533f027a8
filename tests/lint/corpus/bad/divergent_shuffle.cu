// A warp reduction called only by the threads that have an element: the shuffle runs with part of
// the wavefront inactive.
// expect: divergent-collective
#include <cuda_runtime.h>

__device__ float warp_sum(float v) {
  for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_xor_sync(0xffffffffffffffffull, v, o);
  return v;
}

__global__ void row_sums(const float* x, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = 0.0f;
  if (i < n) {
    v = x[i];
    v = warp_sum(v);
  }
  if (threadIdx.x % warpSize == 0) atomicAdd(out, v);
}
