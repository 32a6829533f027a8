// A grid-stride accumulation (lane-dependent trip count, no collectives inside) followed by a
// full-wavefront reduction that every lane reaches; first-warp gating compares with warpSize.
#include <hip/hip_runtime.h>

__device__ float wave_sum(float v) {
  for (int o = warpSize / 2; o > 0; o >>= 1) v += __shfl_xor(v, o);
  return v;
}

__global__ void dot(const float* a, const float* b, float* out, int n) {
  __shared__ float partial[1024 / 32];
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) acc += a[i] * b[i];
  acc = wave_sum(acc);
  int lane = threadIdx.x % warpSize;
  int warp = threadIdx.x / warpSize;
  if (lane == 0) partial[warp] = acc;
  __syncthreads();
  if (threadIdx.x < warpSize) {
    float v = threadIdx.x < blockDim.x / warpSize ? partial[threadIdx.x] : 0.0f;
    v = wave_sum(v);
    if (threadIdx.x == 0) atomicAdd(out, v);
  }
}
