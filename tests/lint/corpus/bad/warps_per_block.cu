// Per-warp partial sums sized and iterated with a 32-lane warp count.
// expect: warp-size-literal, shared-per-warp
#include <cuda_runtime.h>
#define BLOCK 256
#define WARP_SIZE 32

__global__ void sums(const float* x, float* out) {
  __shared__ float partial[BLOCK / WARP_SIZE];
  int w = threadIdx.x / warpSize;
  float v = x[blockIdx.x * BLOCK + threadIdx.x];
  for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down_sync(__activemask(), v, o);
  if (threadIdx.x % warpSize == 0) partial[w] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0.0f;
    for (int i = 0; i < BLOCK / WARP_SIZE; ++i) s += partial[i];
    out[blockIdx.x] = s;
  }
}
