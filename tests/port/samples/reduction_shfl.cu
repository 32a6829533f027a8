// Block sum: warp shuffles inside each warp, shared memory across warps, atomicAdd across blocks.
#include <cstdio>
#include <cuda_runtime.h>

__inline__ __device__ float warp_sum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_xor_sync(0xffffffff, v, offset, warpSize);
  return v;
}

__global__ void block_sum(const float* in, float* out, int n) {
  extern __shared__ float partial[];
  float v = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += in[i];
  v = warp_sum(v);
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  int warps = (blockDim.x + warpSize - 1) / warpSize;
  v = threadIdx.x < warps ? partial[lane] : 0.0f;
  if (warp == 0) v = warp_sum(v);
  if (threadIdx.x == 0) atomicAdd(out, v);
}

int main() {
  const int n = 1 << 22, threads = 256, blocks = 120;
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, sizeof(float));
  cudaMemset(out, 0, sizeof(float));
  int warps = threads / 32;
  block_sum<<<blocks, threads, warps * sizeof(float)>>>(in, out, n);
  float sum = 0.0f;
  cudaMemcpy(&sum, out, sizeof(float), cudaMemcpyDeviceToHost);
  std::printf("sum = %f\n", sum);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
