// A small parallel-for over a persistent pool of std::threads, for the CPU backend's ops.
// The calling thread takes part; a parallel_for called from inside a worker runs inline (no
// nested oversubscription). CROSSWARP_CPU_THREADS sets the number of threads, the caller included
// (default: the hardware concurrency); it is the CPU backend's whole thread count, because the pool
// sets OpenBLAS to one thread and runs every BLAS call inside its tasks (OPENBLAS_NUM_THREADS has
// no effect on the CPU backend's ops).
#pragma once

#include <cstdint>
#include <functional>

namespace crosswarp::cpu {

// Runs fn(begin, end) over [0, n) in chunks of at least `grain` items.
void parallel_for(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& fn);

int thread_count();

}  // namespace crosswarp::cpu
