// warpSize used as a compile-time constant and the removed wavefront-size macro.
// expect: warpsize-constexpr, wavefront-size-macro
#include <hip/hip_runtime.h>

#if __AMDGCN_WAVEFRONT_SIZE == 64
#define WIDE 1
#endif

__global__ void stash(const float* x, float* y) {
  __shared__ float lanes[warpSize];
  lanes[threadIdx.x % warpSize] = x[threadIdx.x];
  __syncthreads();
  y[threadIdx.x] = lanes[(threadIdx.x + 1) % warpSize];
}
