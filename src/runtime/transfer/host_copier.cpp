#include "runtime/transfer/host_copier.h"

#include "runtime/transfer/streaming_copy.h"

#include <algorithm>
#include <chrono>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define CW_CPU_RELAX() _mm_pause()
#else
#define CW_CPU_RELAX() std::atomic_signal_fence(std::memory_order_seq_cst)
#endif

namespace crosswarp::transfer {

namespace {

using Clock = std::chrono::steady_clock;

// Share boundaries fall on 64-byte multiples of the round's byte stream, so that no two threads
// write one cache line of a slot (false sharing) and streaming stores stay line-aligned.
size_t share_begin(size_t total, int share, int shares) {
  if (share >= shares) return total;
  size_t b = size_t((unsigned __int128)total * unsigned(share) / unsigned(shares));
  return std::min(total, b & ~size_t(63));
}

}  // namespace

HostCopier::~HostCopier() {
  state_.store(((state_.load() >> 8) + 1) << 8 | kStop, std::memory_order_release);
  state_.notify_all();
  for (auto& t : workers_) t.join();
}

void HostCopier::copy_share(int share, int shares) {
  size_t begin = share_begin(total_, share, shares), end = share_begin(total_, share + 1, shares);
  size_t pos = 0;  // start of the current job in the round's byte stream
  for (const Job& j : jobs_) {
    size_t jb = pos, je = pos + j.bytes;
    pos = je;
    if (je <= begin) continue;
    if (jb >= end) break;
    size_t from = std::max(begin, jb) - jb, to = std::min(end, je) - jb;
    copy_bytes(j.dst + from, j.src + from, to - from, streaming_);
  }
}

void HostCopier::run(std::span<const Job> jobs, int threads, bool streaming) {
  size_t total = 0;
  for (const Job& j : jobs) total += j.bytes;
  threads = int(std::min<size_t>({size_t(std::clamp(threads, 1, kMaxThreads)),
                                  std::max<size_t>(total / kMinShareBytes, 1)}));
  if (threads <= 1) {
    for (const Job& j : jobs) copy_bytes(j.dst, j.src, j.bytes, streaming);
    return;
  }
  while (int(workers_.size()) < threads - 1) {
    // The worker starts from the generation before this round's, so it cannot miss this round.
    int index = int(workers_.size());
    uint64_t generation = state_.load(std::memory_order_relaxed) >> 8;
    workers_.emplace_back([this, index, generation] { worker(index, generation); });
  }
  jobs_ = jobs;
  total_ = total;
  streaming_ = streaming;
  ++rounds_;
  pending_.store(threads - 1, std::memory_order_relaxed);
  uint64_t next = ((state_.load(std::memory_order_relaxed) >> 8) + 1) << 8 | uint64_t(threads);
  state_.store(next, std::memory_order_release);
  state_.notify_all();
  copy_share(0, threads);
  // Equal shares finish together: spin briefly, then yield (a loaded machine may have parked a worker).
  auto t0 = Clock::now();
  for (unsigned spins = 0; pending_.load(std::memory_order_acquire) != 0; ++spins) {
    if (spins < 4096 || Clock::now() - t0 < std::chrono::microseconds(kSpinMicros))
      CW_CPU_RELAX();
    else
      std::this_thread::yield();
  }
}

void HostCopier::worker(int index, uint64_t seen) {
  for (;;) {
    uint64_t s = state_.load(std::memory_order_acquire);
    if ((s >> 8) == seen) {
      // Spin, then sleep until state_ changes.
      auto t0 = Clock::now();
      unsigned spins = 0;
      while ((s = state_.load(std::memory_order_acquire)) >> 8 == seen) {
        if (++spins % 64 != 0) {
          CW_CPU_RELAX();
        } else if (hold_.load(std::memory_order_relaxed) > 0) {
          // A pipeline is running: stay awake, but let a busy machine run the others.
          if (spins % 4096 == 0) std::this_thread::yield();
          t0 = Clock::now();
        } else if (Clock::now() - t0 > std::chrono::microseconds(kSpinMicros)) {
          state_.wait(s, std::memory_order_acquire);
          t0 = Clock::now();
        }
      }
    }
    seen = s >> 8;
    int participants = int(s & 0xff);
    if (uint64_t(participants) == kStop) return;
    int share = index + 1;
    if (share >= participants) continue;
    copy_share(share, participants);
    pending_.fetch_sub(1, std::memory_order_acq_rel);
  }
}

}  // namespace crosswarp::transfer
