// A 32-thread tile standing in for the warp.
// expect: tile32-assumption
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tile_sum(const float* x, float* out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  float v = x[block.thread_rank()];
  for (int o = tile.size() / 2; o > 0; o /= 2) v += tile.shfl_down(v, o);
  if (tile.thread_rank() == 0) atomicAdd(out, v);
}
