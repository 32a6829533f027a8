// crosswarp-simt internals shared by the headers and libcrosswarp-simt: the state of the GPU thread
// (fiber) now running on this OS thread, and the records a lane hands to the block scheduler when it
// reaches a collective. Not API: names here may change.
#pragma once

#include <cstddef>
#include <cstdint>

#include "../hip/hip_vector_types.h"

namespace crosswarp::simt::detail {

// What device code reads through threadIdx, blockIdx, blockDim, gridDim and warpSize. One per GPU
// thread; the scheduler points tl_thread at the running one.
struct ThreadState {
  uint3 thread_idx;
  uint3 block_idx;
  dim3 block_dim;
  dim3 grid_dim;
  int warp_size;
  int lane;
};

// The GPU thread running on this OS thread (null on the host). __thread, not thread_local: no TLS
// wrapper call on every threadIdx read.
extern __thread ThreadState* tl_thread;

enum class OpKind : std::uint8_t {
  Shfl,
  ShflUp,
  ShflDown,
  ShflXor,
  Ballot,
  Any,
  All,
  ActiveMask,
  SyncWarp,
  MatchAny,
  MatchAll,
};

// A lane's part in a warp collective. The lane fills the inputs, warp_collective() suspends it
// until the warp's lanes meet, and the scheduler fills the outputs.
struct WarpOp {
  OpKind kind;
  bool sync;            // a *_sync form: mask names the lanes that take part
  std::uint64_t mask;   // *_sync only
  int arg;              // source lane, delta or xor mask
  int width;            // shuffle segment width
  unsigned value_size;  // bytes of value in use
  alignas(16) unsigned char value[16];
  const char* file;
  unsigned line;
  const char* function;
  alignas(16) unsigned char result[16];  // shuffles, match
  std::uint64_t result_mask;             // ballot, any, all, activemask, match
};

void warp_collective(WarpOp& op);

enum class BarrierKind : std::uint8_t { Plain, Count, And, Or };
int block_barrier(BarrierKind kind, int predicate, const char* file, unsigned line, const char* function);
// A point where the calling GPU thread lets the others of its block run (__nanosleep, a compare-and-swap or
// exchange that found the word taken): it is resumed after they have run, so a spin-wait completes once
// another thread sets what it waits for. `what` names the call in the report of a spin nothing releases.
void thread_yield(const char* what, const char* file, unsigned line);
// The worker OS thread running the calling GPU thread's block (0 .. multiProcessorCount - 1): __smid().
unsigned worker_id();

// The launch interface behind hipLaunchKernelGGL: invoke(closure) runs the kernel body for the
// current GPU thread.
struct LaunchConfig {
  const char* kernel_name;
  dim3 grid;
  dim3 block;
  std::size_t dynamic_shared_bytes;
  void* stream;
  const char* file;
  unsigned line;
};
int launch_kernel(const LaunchConfig& config, void (*invoke)(void* closure), void* closure);

// This OS thread's dynamic shared memory buffer (the same address for every block it runs).
void* dynamic_shared_base();

// Host-side current wavefront size (the one the next launch uses).
int host_warp_size();

}  // namespace crosswarp::simt::detail
