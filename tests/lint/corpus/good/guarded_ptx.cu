// Inline PTX behind an NVIDIA-only guard with a portable path, lanes from __lane_id-style math,
// and tiles sized by a template parameter.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ unsigned lane_index() {
#if defined(__CUDA_ARCH__) && !defined(__HIP_PLATFORM_AMD__)
  unsigned id;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));
  return id;
#else
  return threadIdx.x % warpSize;
#endif
}

template <int W>
__global__ void tile_sum(const float* x, float* out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<W> tile = cg::tiled_partition<W>(block);
  float v = x[block.thread_rank()];
  for (int o = tile.size() / 2; o > 0; o /= 2) v += tile.shfl_down(v, o);
  if (tile.thread_rank() == 0) atomicAdd(out, v);
}
