// A block sum written for 32-lane warps: lane/warp ids with % 32 and / 32, a shuffle loop from 16,
// and a 32-bit full mask.
// expect: warp-size-literal, warp-size-literal, warp-size-literal, lane-mask-width
#include <cuda_runtime.h>

__device__ float warp_reduce_sum(float val) {
  for (int offset = 16; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffff, val, offset);
  return val;
}

__global__ void block_sum(const float* in, float* out, int n) {
  __shared__ float partial[32];
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  int wid = threadIdx.x / 32;
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
