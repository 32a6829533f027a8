// Shuffles of non-arithmetic values through cooperative groups (CUDA shuffles any trivially copyable type
// 32 bits at a time; HIP's group shuffles take only integers and floats: the port emulates the rest).
#include <cstdio>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

struct Pair {
  float key;
  int index;
};

struct Packed {
  uint4 lo, hi;
};

__device__ Pair arg_max(cg::thread_block_tile<32> tile, Pair p) {
  for (int offset = tile.size() / 2; offset > 0; offset /= 2) {
    Pair other = tile.shfl_down(p, offset);
    if (other.key > p.key) p = other;
  }
  return tile.shfl(p, 0);
}

__global__ void shuffles(const float* in, Pair* best, uint4* rotated, __half* halves, int n) {
  cg::thread_block block = cg::this_thread_block();
  const auto tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Pair p{i < n ? in[i] : -1.0f, i};
  p = arg_max(cg::tiled_partition<32>(block), p);
  if (tile.thread_rank() == 0) best[blockIdx.x * (blockDim.x / 32) + tile.meta_group_rank()] = p;
  Packed v;
  v.lo = make_uint4(i, i + 1, i + 2, i + 3);
  v.hi = v.lo;
  v.lo = tile.shfl_xor(v.lo, 1);
  v = tile.shfl_up(v, 2);
  int lane = tile.thread_rank();
  int sum = tile.shfl_xor(lane, 3);
  if (i < n) rotated[i] = make_uint4(v.lo.x, v.hi.y, sum, 0);
  __half h = __float2half(i < n ? in[i] : 0.0f);
  h = tile.shfl_down(h, 1);
  if (i < n) halves[i] = h;
  if (i < n && in[i] > 0.0f) {
    cg::coalesced_group active = cg::coalesced_threads();
    Pair q = active.shfl(p, 0);
    if (i < n) best[0].index += q.index * 0;
  }
}

int main() {
  const int n = 1 << 12;
  float* in;
  Pair* best;
  uint4* rotated;
  __half* halves;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&best, n / 32 * sizeof(Pair));
  cudaMalloc(&rotated, n * sizeof(uint4));
  cudaMalloc(&halves, n * sizeof(__half));
  cudaMemset(in, 0, n * sizeof(float));
  shuffles<<<n / 256, 256>>>(in, best, rotated, halves, n);
  Pair first;
  cudaMemcpy(&first, best, sizeof(Pair), cudaMemcpyDeviceToHost);
  std::printf("best of tile 0: %f at %d\n", first.key, first.index);
  cudaFree(in);
  cudaFree(best);
  cudaFree(rotated);
  cudaFree(halves);
  return 0;
}
