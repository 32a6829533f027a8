// The classic pre-Volta reduction tail: lockstep volatile steps written for 32 lanes.
// expect: warp-synchronous
#include <cuda_runtime.h>

__global__ void reduce6(const float* in, float* out) {
  __shared__ float sdata[256];
  unsigned int tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) {
    volatile float* v = sdata;
    v[tid] += v[tid + 32];
    v[tid] += v[tid + 16];
    v[tid] += v[tid + 8];
    v[tid] += v[tid + 4];
    v[tid] += v[tid + 2];
    v[tid] += v[tid + 1];
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}
