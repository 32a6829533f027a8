// Block reduction with cooperative groups' reduce (<cooperative_groups/reduce.h>, which HIP lacks: the port
// emulates cg::reduce and cg::plus / cg::greater in place) over 32-thread tiles and a coalesced group, in a kernel
// template whose parameter is named T (as llm.c's global_norm): the emulation's own names must not shadow it.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

template <class T>
__global__ void tile_sums(const T* in, T* out, int* max_out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  T v = i < n ? in[i] : T(0);
  T s = cg::reduce(tile, v, cg::plus<T>());
  if (tile.thread_rank() == 0) atomicAdd(out, s);
  if (i < n && in[i] > T(0)) {
    cg::coalesced_group active = cg::coalesced_threads();
    int m = cg::reduce(active, i, cg::greater<int>());
    if (active.thread_rank() == 0) atomicMax(max_out, m);
  }
}

int main() {
  const int n = 1 << 16;
  double *in, *out;
  int* max_out;
  cudaMalloc(&in, n * sizeof(double));
  cudaMalloc(&out, sizeof(double));
  cudaMalloc(&max_out, sizeof(int));
  cudaMemset(in, 0, n * sizeof(double));
  cudaMemset(out, 0, sizeof(double));
  cudaMemset(max_out, 0, sizeof(int));
  tile_sums<double><<<n / 256, 256>>>(in, out, max_out, n);
  double sum = 0.0;
  cudaMemcpy(&sum, out, sizeof(double), cudaMemcpyDeviceToHost);
  std::printf("sum = %f\n", sum);
  cudaFree(in);
  cudaFree(out);
  cudaFree(max_out);
  return 0;
}
