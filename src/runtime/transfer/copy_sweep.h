// `crosswarp bench-copy --sweep`: the staged pipeline's configuration space, measured in one run.
//
// For each direction and size (default 16M, 256M, 1G), every (copy threads, chunk size, streaming
// stores on/off) runs the engine's own pipeline code (staged_h2d / staged_d2h through a pinned ring,
// no policy, no re-check) from pageable memory, next to memcpy_async from pinned memory measured in
// the same run. It also times the CPU side alone (the ring filled or drained with no DMA) and the
// DMA side alone (the ring's chunks moved with no CPU copy), so one run tells which configuration
// is best and whether the host can feed the link at all: a pipeline can reach at most
// min(cpu-only rate, dma-only rate).
#pragma once

#include <crosswarp/runtime.h>

#include <nlohmann/json.hpp>

#include <cstddef>
#include <functional>
#include <limits>
#include <string>
#include <vector>

namespace crosswarp::transfer {

struct SweepOptions {
  std::vector<size_t> sizes;   // empty = 16M, 256M, 1G
  std::vector<int> threads;    // empty = 1, 2, 4, 8, 12, 16
  std::vector<size_t> chunks;  // empty = 1M, 4M, 16M
  int streams = 2;             // copy streams of the pipeline (the ring has max(4, 2 x streams) slots)
  bool ramp = false;           // every cell with ramped loads (PipelineShape::ramp)
  int reps = 0;                // timed repetitions per cell, median; 0 = clamp(1 GiB / size, 3, 20)
  size_t cpu_only_bytes = 0;   // bytes per CPU-only measurement; 0 = min(256M, largest size)
  double goal = 0.8;           // the ratio to pinned that counts as reached
  double time_budget_s = 110;  // cells not started by then are left out (expected: under a minute)
};

// What the measured numbers depend on besides the code: CPU model, hardware threads, the threads
// this process may run on, NUMA nodes, transparent huge pages, the streaming-store ISA.
nlohmann::json host_info();

// Throws Error(Usage) on a zero size, a chunk below 4K, threads outside 1..64, negative reps.
void check_sweep_options(const SweepOptions& options);

// Returns {"skipped": reason} when the backend has no pinned memory.
nlohmann::json run_copy_sweep(const Backend& backend, int device, const SweepOptions& options);
std::string copy_sweep_text(const nlohmann::json& sweep);

// "1,2,4" -> {1, 2, 4}; throws Error(Usage) naming `what` on anything else.
std::vector<int> parse_int_list(const std::string& text, const std::string& what);

// Median of `reps` timed runs of fn after one warm-up; fewer runs (at least one) when the warm-up
// says they would take more than `budget_s` in all. Shared by bench-copy's table and the sweep.
// `all`, when given, receives every timed run's seconds, sorted.
double median_seconds(int reps, const std::function<void()>& fn,
                      double budget_s = std::numeric_limits<double>::infinity(), std::vector<double>* all = nullptr);

}  // namespace crosswarp::transfer
