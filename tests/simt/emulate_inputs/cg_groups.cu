// Cooperative groups of a block as CUDA programs use them (cuda-samples' simpleCooperativeGroups,
// transpose, simpleCudaGraphs): the block and cg::sync, static tiles of 32 and 16 lanes reducing with
// shfl_down, a tile ballot, meta_group_rank, and a dynamic partition passed as a thread_group. Run under both
// wavefront sizes: a 32-lane tile is a whole warp on a 32-lane wavefront and half of one on a 64-lane one.
#include <cooperative_groups.h>
#include <cstdio>

namespace cg = cooperative_groups;

__device__ int sum_group(cg::thread_group g, int* scratch, int v) {
  const unsigned r = g.thread_rank();
  for (unsigned half = g.size() / 2; half > 0; half /= 2) {
    scratch[r] = v;
    g.sync();
    if (r < half) v += scratch[r + half];
    g.sync();
  }
  return v;  // rank 0 holds the group's sum
}

__global__ void groups(const int* x, int* out) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ int scratch[128];
  const unsigned t = block.thread_rank();
  int v = x[blockIdx.x * block.size() + t];

  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(block);
  int s32 = v;
  for (int o = tile32.size() / 2; o > 0; o /= 2) s32 += tile32.shfl_down(s32, o);
  if (tile32.thread_rank() == 0) out[blockIdx.x * 16 + tile32.meta_group_rank()] = s32;

  cg::thread_block_tile<16> tile16 = cg::tiled_partition<16>(block);
  const unsigned long long odd = tile16.ballot(v & 1);
  if (tile16.thread_rank() == 0) out[64 + blockIdx.x * 16 + tile16.meta_group_rank()] = int(odd);
  const int first = tile16.shfl(v, 0);
  if (tile16.any(v == first + 100000)) out[200] = -1;  // never: the values differ by less

  cg::sync(block);
  cg::thread_group tile8 = cg::tiled_partition(block, 8);
  const int s8 = sum_group(tile8, scratch + t / 8 * 8, v);
  if (tile8.thread_rank() == 0) atomicAdd(&out[128 + blockIdx.x], s8);
  block.sync();
}

int main() {
  const int blocks = 2, threads = 128, n = blocks * threads;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 37) % 101;
  int *x, *out;
  cudaMalloc(&x, sizeof h);
  cudaMalloc(&out, 256 * sizeof(int));
  cudaMemset(out, 0, 256 * sizeof(int));
  cudaMemcpy(x, h, sizeof h, cudaMemcpyHostToDevice);
  groups<<<blocks, threads>>>(x, out);
  int o[256];
  cudaMemcpy(o, out, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < blocks; ++b) {
    int total = 0;
    for (int w = 0; w < threads / 32; ++w) {
      int s = 0;
      for (int i = 0; i < 32; ++i) s += h[b * threads + w * 32 + i];
      bad += o[b * 16 + w] != s;
    }
    for (int w = 0; w < threads / 16; ++w) {
      unsigned long long m = 0;
      for (int i = 0; i < 16; ++i) m |= (unsigned long long)(h[b * threads + w * 16 + i] & 1) << i;
      bad += (unsigned long long)(unsigned)o[64 + b * 16 + w] != m;
    }
    for (int i = 0; i < threads; ++i) total += h[b * threads + i];
    bad += o[128 + b] != total;
  }
  bad += o[200] != 0;
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  if (bad) {
    std::printf("cg groups FAILED: %d wrong\n", bad);
    return 1;
  }
  std::printf("cg groups ok (warp %d)\n", warp);
  return 0;
}
