// libcrosswarp-simt internals: error state, diagnostics and the launch record shared by the
// runtime's files.
#pragma once

#include <hip/hip_runtime_api.h>

#include "../include/crosswarp_simt/detail.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace crosswarp::simt::rt {

// Sets this host thread's last error (when e is not hipSuccess) and returns e.
hipError_t fail(hipError_t e);
// The launch error that the next synchronize call reports (kernels run synchronously here).
void set_pending_launch_error(hipError_t e);
hipError_t take_pending_launch_error();

// One kernel launch: its configuration and the diagnostics its blocks report.
struct Launch {
  detail::LaunchConfig config;
  void (*invoke)(void*);
  void* closure;
  int warp_size;
  std::uint64_t total_blocks;
  std::atomic<std::uint64_t> next_block{0};
  std::atomic<bool> stop{false};  // set after too many errors: later blocks are skipped

  std::mutex mutex;
  struct Finding {
    std::string text;  // the first occurrence, with its block
    std::uint64_t more_blocks = 0;
    bool error = true;
  };
  std::vector<Finding> findings;
  std::map<std::string, std::size_t> by_key;  // text without the block -> index in findings
  std::size_t errors = 0;

  // Records a diagnostic; `where` names the block, `what` the rest (the dedup key).
  void report(const std::string& where, const std::string& what, bool error);
};

// Runs one block of `launch` on this OS thread (its GPU threads as fibers).
void run_block(Launch& launch, std::uint64_t linear_block);

// Publishes a finished launch's diagnostics (stderr, CROSSWARP_SIMT_REPORT, last_diagnostic()).
void publish(Launch& launch);

std::size_t stack_bytes();
int worker_threads();
// How long threads may spin in __nanosleep while no thread of their block gets anywhere before they are
// reported and ended: CROSSWARP_SIMT_SPIN_SECONDS, default 10.
double spin_seconds();

}  // namespace crosswarp::simt::rt

namespace crosswarp::simt::rt {
hipError_t peek_last_error();
hipError_t take_last_error();
}  // namespace crosswarp::simt::rt
