// Parallel host memcpy for the staging ring. One CPU thread copies about 10-20 GB/s on a server
// host, well below a PCIe Gen5 link's 55 GB/s pinned rate (H200 host: the engine with 4 threads
// reached only 0.29-0.39 of the pinned rate host->device, bench/RESULTS.md), so the pipeline's CPU
// side splits each slot over k threads (calibration picks k, 1..min(hardware threads, 16)): the k
// threads fill one chunk while the DMA drains the previous one.
//
// The workers are persistent (created once, on the first round that needs them, and kept for the
// copier's life). A round splits the bytes into k equal, cache-line aligned shares (the caller
// copies share 0), so no task queue and no lock sit on the copy path. Between rounds a worker spins
// for a short while (kSpinMicros) before it sleeps on a futex; while a Hold is alive (a staged copy
// of many chunks) it keeps spinning, yielding now and then, because chunks arrive every 20-300 us
// and a sleeping thread takes tens of microseconds to wake.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <span>
#include <thread>
#include <vector>

namespace crosswarp::transfer {

class HostCopier {
 public:
  struct Job {
    char* dst;
    const char* src;
    size_t bytes;
  };
  // The most threads a round uses (the caller included).
  static constexpr int kMaxThreads = 64;
  // Shares smaller than this are not worth a thread.
  static constexpr size_t kMinShareBytes = size_t(64) << 10;
  static constexpr int kSpinMicros = 100;

  HostCopier() = default;
  ~HostCopier();
  HostCopier(const HostCopier&) = delete;
  HostCopier& operator=(const HostCopier&) = delete;

  // Copies every job, split over `threads` threads (the caller is one of them), with non-temporal
  // stores when `streaming` (streaming_copy.h); returns when every byte is in place and visible.
  void run(std::span<const Job> jobs, int threads, bool streaming = false);

  // Keeps the workers spinning between rounds for its lifetime (one pipelined copy).
  class Hold {
   public:
    explicit Hold(HostCopier* c) : c_(c) {
      if (c_) c_->hold_.fetch_add(1, std::memory_order_relaxed);
    }
    ~Hold() {
      if (c_) c_->hold_.fetch_sub(1, std::memory_order_relaxed);
    }
    Hold(const Hold&) = delete;
    Hold& operator=(const Hold&) = delete;

   private:
    HostCopier* c_;
  };

  // Worker threads created so far (they persist: a second round at the same width creates none).
  int workers() const { return int(workers_.size()); }
  // Rounds run with more than one thread.
  uint64_t parallel_rounds() const { return rounds_; }

 private:
  void worker(int index, uint64_t seen_generation);
  void copy_share(int share, int shares);
  // state_: generation << 8 | participants (threads in the current round, caller included);
  // kStop in the low byte ends the workers.
  static constexpr uint64_t kStop = 0xff;
  // Each on its own cache line: workers spin on state_ and hold_ while others retire pending_.
  alignas(64) std::atomic<uint64_t> state_{0};
  alignas(64) std::atomic<int> pending_{0};  // worker shares of the current round not yet done
  alignas(64) std::atomic<int> hold_{0};     // live Holds: spin, do not sleep
  std::vector<std::thread> workers_;
  // The current round (written before state_ is published, read only by its participants).
  std::span<const Job> jobs_;
  size_t total_ = 0;
  bool streaming_ = false;
  uint64_t rounds_ = 0;
};

}  // namespace crosswarp::transfer
