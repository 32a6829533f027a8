// Row statistics with CUDA's cache-streaming loads and stores (__ldcs / __stcs on float and float4) and cg::reduce
// with operator objects value-initialized by braces (cg::plus<float>{}), as training code such as llm.c writes
// them. HIP declares __ldcs only for __half and no __stcs, and HIP before 7.13 has no cg::reduce: the port writes
// plain loads and stores and its cg::reduce emulation.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__global__ void row_max_and_scale(float* out, float* row_max, const float* in, int rows, int cols) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int row = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
  if (row >= rows) return;
  const float* x = in + row * cols;
  float m = -1e30f, s = 0.0f;
  for (int i = warp.thread_rank(); i < cols; i += warp.size()) {
    float v = __ldcs(x + i);
    m = fmaxf(m, v);
    s += v;
  }
  m = cg::reduce(warp, m, cg::greater<float>{});
  s = cg::reduce(warp, s, cg::plus<float>{});
  if (warp.thread_rank() == 0) __stcs(row_max + row, m);
  for (int i = warp.thread_rank(); i < cols; i += warp.size()) __stcs(out + row * cols + i, __ldcs(&x[i]) / s);
}

__global__ void copy4(float4* dst, const float4* src, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) __stcs(dst + i, __ldcs(src + i));
}

int main() {
  const int rows = 4, cols = 64;
  float *in = nullptr, *out = nullptr, *mx = nullptr;
  cudaMalloc(&in, rows * cols * sizeof(float));
  cudaMalloc(&out, rows * cols * sizeof(float));
  cudaMalloc(&mx, rows * sizeof(float));
  cudaMemset(in, 0, rows * cols * sizeof(float));
  row_max_and_scale<<<rows, 32>>>(out, mx, in, rows, cols);
  copy4<<<1, 64>>>(reinterpret_cast<float4*>(out), reinterpret_cast<const float4*>(in), rows * cols / 4);
  cudaDeviceSynchronize();
  float h[rows];
  cudaMemcpy(h, mx, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
  cudaFree(mx);
  cudaFree(out);
  cudaFree(in);
  return 0;
}
