// A block sum that is correct for 32- and 64-lane warps: run-time warpSize, 64-bit masks, per-warp
// slots bounded by the smallest warp, the final pass bounded by the real warp count.
#include <cuda_runtime.h>

__device__ float warp_reduce_sum(float val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffffffffffffull, val, offset);
  return val;
}

__global__ void block_sum(const float* in, float* out, int n) {
  __shared__ float partial[64];
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  float v = tid < n ? in[tid] : 0.0f;
  v = warp_reduce_sum(v);
  if (lane == 0) partial[wid] = v;
  __syncthreads();
  if (wid == 0) {
    v = (threadIdx.x < blockDim.x / warpSize) ? partial[lane] : 0.0f;
    v = warp_reduce_sum(v);
    if (lane == 0) atomicAdd(out, v);
  }
}
