// llm.c-style kernel: a WARP_SIZE macro of 32U, a 32-wide cooperative-groups tile as the warp, a
// 32-bit full mask, and host buffers from malloc fed to async copies.
// expect: warp-size-literal, tile32-assumption, lane-mask-width, pageable-async-copy
#include <cooperative_groups.h>
#include <cstdlib>
namespace cg = cooperative_groups;
#define WARP_SIZE 32U

__device__ float warp_sum(float v) {
  for (int o = WARP_SIZE / 2; o > 0; o /= 2) v += __shfl_xor_sync(0xFFFFFFFF, v, o);
  return v;
}

__global__ void layernorm(float* out, const float* inp, int N, int C) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int idx = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
  if (idx >= N) return;
  const float* x = inp + idx * C;
  float sum = 0.0f;
  for (int i = warp.thread_rank(); i < C; i += warp.size()) sum += x[i];
  sum = cg::reduce(warp, sum, cg::plus<float>{});
  float m = sum / C;
  for (int i = warp.thread_rank(); i < C; i += warp.size()) out[idx * C + i] = x[i] - m;
}

void run(float* d_out, float* d_in, int N, int C, cudaStream_t s) {
  float* h_in = (float*)malloc(N * C * sizeof(float));
  cudaMemcpyAsync(d_in, h_in, N * C * sizeof(float), cudaMemcpyHostToDevice, s);
  layernorm<<<N / 4, 128, 0, s>>>(d_out, d_in, N, C);
  free(h_in);
}
