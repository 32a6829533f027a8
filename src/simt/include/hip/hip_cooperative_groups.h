// crosswarp-simt: the block and tile groups of HIP's cooperative groups (namespace cooperative_groups, as in
// HIP and CUDA): this_thread_block(), thread_block, thread_group, tiled_partition (static tiles of 1..64
// lanes and dynamic ones), and their sync, ranks, sizes, shuffles and votes, on crosswarp-simt's warp
// collectives. A tile is a run of lanes of one wavefront, as on AMD GPUs: its collectives name exactly its
// lanes, so a tile wider than the wavefront, or a tile whose lanes do not all arrive, is reported like any
// *_sync misuse. Not here: grid and multi-grid groups (this_grid() needs a cooperative launch),
// coalesced_threads(), binary_partition, labeled partitions.
#pragma once

#define HIP_INCLUDE_HIP_HIP_COOPERATIVE_GROUP_H  // HIP's include guard

#include "hip_runtime.h"

// The caller's file and line, so that a collective's report names the user's code.
#define CW_SIMT_CG_LOC                                      \
  const ::crosswarp::simt::detail::SourceLocation& cw_loc = \
      ::crosswarp::simt::detail::SourceLocation::current()

namespace cooperative_groups {

namespace detail {
inline unsigned block_rank() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
inline unsigned block_size() {
  return blockDim.x * blockDim.y * blockDim.z;
}
// The lanes of the calling lane's tile of `n` lanes (n a power of two up to 64).
inline unsigned long long tile_mask(unsigned n) {
  if (n >= 64) return ~0ull;
  const unsigned base = __lane_id() / n * n;
  return ((1ull << n) - 1) << base;
}
}  // namespace detail

// A group of threads of the block: the whole block (tile 0) or a tile of `tile` lanes.
class thread_group {
 public:
  unsigned thread_rank() const { return tile_ ? detail::block_rank() % tile_ : detail::block_rank(); }
  unsigned size() const { return tile_ ? tile_ : detail::block_size(); }
  unsigned num_threads() const { return size(); }
  void sync(CW_SIMT_CG_LOC) const {
    if (tile_)
      __syncwarp(detail::tile_mask(tile_), cw_loc);
    else
      __syncthreads(cw_loc);
  }

 protected:
  explicit thread_group(unsigned tile) : tile_(tile) {}
  unsigned tile_;  // 0: the whole block
  friend thread_group tiled_partition(const thread_group& parent, unsigned tile_size);
};

class thread_block : public thread_group {
 public:
  thread_block() : thread_group(0) {}
  dim3 group_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  dim3 thread_index() const { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  dim3 group_dim() const { return blockDim; }
  dim3 dim_threads() const { return blockDim; }
};

inline thread_block this_thread_block() {
  return thread_block();
}

// A tile of N lanes (1 <= N <= 64, a power of two), as tiled_partition<N>(block) makes.
template <unsigned N>
class thread_block_tile : public thread_group {
  static_assert(N >= 1 && N <= 64 && (N & (N - 1)) == 0, "a tile is a power of two of at most 64 lanes");

 public:
  thread_block_tile() : thread_group(N) {}
  unsigned thread_rank() const { return detail::block_rank() % N; }
  static constexpr unsigned size() { return N; }
  static constexpr unsigned num_threads() { return N; }
  unsigned meta_group_rank() const { return detail::block_rank() / N; }
  unsigned meta_group_size() const { return (detail::block_size() + N - 1) / N; }
  void sync(CW_SIMT_CG_LOC) const { __syncwarp(detail::tile_mask(N), cw_loc); }
  template <class T>
  T shfl(T var, int src_rank, CW_SIMT_CG_LOC) const {
    return __shfl_sync(detail::tile_mask(N), var, src_rank, int(N), cw_loc);
  }
  template <class T>
  T shfl_down(T var, unsigned delta, CW_SIMT_CG_LOC) const {
    return __shfl_down_sync(detail::tile_mask(N), var, delta, int(N), cw_loc);
  }
  template <class T>
  T shfl_up(T var, unsigned delta, CW_SIMT_CG_LOC) const {
    return __shfl_up_sync(detail::tile_mask(N), var, delta, int(N), cw_loc);
  }
  template <class T>
  T shfl_xor(T var, int lane_mask, CW_SIMT_CG_LOC) const {
    return __shfl_xor_sync(detail::tile_mask(N), var, lane_mask, int(N), cw_loc);
  }
  int any(int predicate, CW_SIMT_CG_LOC) const { return __any_sync(detail::tile_mask(N), predicate, cw_loc); }
  int all(int predicate, CW_SIMT_CG_LOC) const { return __all_sync(detail::tile_mask(N), predicate, cw_loc); }
  // The tile's lanes whose predicate holds, bit i for the tile's rank i.
  unsigned long long ballot(int predicate, CW_SIMT_CG_LOC) const {
    const unsigned long long m = detail::tile_mask(N);
    const unsigned long long b = __ballot_sync(m, predicate, cw_loc) & m;
    return N >= 64 ? b : b >> (__lane_id() / N * N);
  }
};

template <unsigned N>
thread_block_tile<N> tiled_partition(const thread_block&) {
  return thread_block_tile<N>();
}

// A dynamic partition of the block into tiles of tile_size lanes (a power of two up to the wavefront).
inline thread_group tiled_partition(const thread_group& parent, unsigned tile_size) {
  (void)parent;
  return thread_group(tile_size);
}

template <class Group>
void sync(const Group& g, CW_SIMT_CG_LOC) {
  g.sync(cw_loc);
}
template <class Group>
unsigned thread_rank(const Group& g) {
  return g.thread_rank();
}
template <class Group>
unsigned group_size(const Group& g) {
  return g.size();
}

}  // namespace cooperative_groups

#undef CW_SIMT_CG_LOC
