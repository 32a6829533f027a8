// System-scope atomics on managed memory (atomicInc_system / atomicDec_system have no HIP name: the port
// emulates them with atomicCAS_system) and a two-level warp scan whose second level shuffles among only the
// first blockDim.x / warpSize lanes, under a partial mask.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void counters(unsigned int* c, int rounds) {
  for (int i = 0; i < rounds; ++i) {
    atomicAdd_system(&c[0], 1u);
    atomicInc_system(&c[1], 17u);
    atomicDec_system(&c[2], 137u);
  }
}

__global__ void block_scan(int* data) {
  extern __shared__ int warp_sums[];
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize, warps = blockDim.x / warpSize;
  int v = data[blockIdx.x * blockDim.x + threadIdx.x];
  for (int d = 1; d < warpSize; d *= 2) {
    int n = __shfl_up_sync(0xffffffff, v, d);
    if (lane >= d) v += n;
  }
  if (lane == warpSize - 1) warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0 && lane < warps) {
    int s = warp_sums[lane];
    unsigned int mask = (1u << warps) - 1;
    for (int d = 1; d < warps; d *= 2) {
      int n = __shfl_up_sync(mask, s, d, warps);
      if (lane >= d) s += n;
    }
    warp_sums[lane] = s;
  }
  __syncthreads();
  if (warp > 0) v += warp_sums[warp - 1];
  data[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

int main() {
  unsigned int* c;
  cudaMallocManaged(&c, 3 * sizeof(unsigned int));
  c[0] = c[1] = c[2] = 0;
  counters<<<64, 256>>>(c, 10);
  cudaDeviceSynchronize();
  std::printf("add %u inc %u dec %u\n", c[0], c[1], c[2]);
  int* d;
  cudaMalloc(&d, 1024 * sizeof(int));
  cudaMemset(d, 0, 1024 * sizeof(int));
  block_scan<<<4, 256, 8 * sizeof(int)>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  cudaFree(c);
  return 0;
}
