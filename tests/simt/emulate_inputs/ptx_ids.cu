// Special registers as PTX reads them (CUB's WarpId, profilers' smid): %warpid must be the same for the
// threads of a warp and differ between the warps of a block, %smid the same for a whole block (it runs
// on one multiprocessor), %laneid the thread's lane, and %clock64 must not run backwards. The port
// writes them as the wavefront's index in the block, HIP's __smid(), __lane_id() and clock64().
#include <cstdio>

__device__ __forceinline__ unsigned warp_id() {
  unsigned r;
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(r));
  return r;
}
__device__ __forceinline__ unsigned sm_id() {
  unsigned r;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(r));
  return r;
}

__global__ void ids(int* bad) {
  __shared__ unsigned warp[256], sm[256];
  long long t0, t1;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(t0));
  const unsigned tid = threadIdx.x + blockDim.x * threadIdx.y;
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  warp[tid] = warp_id();
  sm[tid] = sm_id();
  __syncthreads();
  const unsigned n = blockDim.x * blockDim.y;
  for (unsigned j = 0; j < n; ++j) {
    const bool same_warp = tid / warpSize == j / warpSize;
    if (same_warp != (warp[tid] == warp[j])) atomicAdd(bad, 1);
    if (sm[j] != sm[tid]) atomicAdd(bad + 1, 1);
  }
  if (lane != tid % warpSize) atomicAdd(bad + 2, 1);
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(t1));
  if (t1 < t0) atomicAdd(bad + 3, 1);
}

int main() {
  int* bad = nullptr;
  cudaMalloc(&bad, 4 * sizeof(int));
  cudaMemset(bad, 0, 4 * sizeof(int));
  ids<<<4, dim3(64, 4)>>>(bad);
  ids<<<3, dim3(96, 1)>>>(bad);
  int h[4] = {-1, -1, -1, -1};
  cudaMemcpy(h, bad, sizeof h, cudaMemcpyDeviceToHost);
  cudaError_t e = cudaGetLastError();
  cudaFree(bad);
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  if (e != cudaSuccess || h[0] || h[1] || h[2] || h[3]) {
    std::printf("ptx ids FAILED: %s warpid %d smid %d laneid %d clock %d\n", cudaGetErrorString(e), h[0],
                h[1], h[2], h[3]);
    return 1;
  }
  std::printf("ptx ids ok (warp %d)\n", warp);
  return 0;
}
