#include "runtime/transfer/host_copier.h"

#include "runtime/transfer/streaming_copy.h"

#include <crosswarp/error.h>

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define CW_CPU_RELAX() _mm_pause()
#else
#define CW_CPU_RELAX() std::atomic_signal_fence(std::memory_order_seq_cst)
#endif

namespace crosswarp::transfer {

namespace {

// The claim word's fields (host_copier.h).
constexpr uint64_t make_claim(uint32_t round, int participants, int pieces) {
  return (uint64_t(round & 0xffffff) << 40) | (uint64_t(unsigned(participants) & 0xff) << 32) |
         (uint64_t(unsigned(pieces) & 0xffff) << 16);
}
constexpr int participants_of(uint64_t c) { return int((c >> 32) & 0xff); }
constexpr int pieces_of(uint64_t c) { return int((c >> 16) & 0xffff); }
constexpr int next_of(uint64_t c) { return int(c & 0xffff); }

constexpr int kEndOfFile = -1;  // read_errno_ for a pread that returned 0 bytes early

}  // namespace

uint64_t HostCopier::now_ns() {
  return uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(
                      std::chrono::steady_clock::now().time_since_epoch())
                      .count());
}

HostCopier::Hold::~Hold() {
  if (c_ && c_->hold_.fetch_sub(1, std::memory_order_relaxed) == 1)
    c_->linger_until_ns_.store(now_ns() + uint64_t(kLingerMicros) * 1000, std::memory_order_relaxed);
}

HostCopier::~HostCopier() {
  stop_.store(true, std::memory_order_seq_cst);
  for (size_t i = 0; i < workers_.size(); ++i) {
    sleep_[i].wake.fetch_add(1, std::memory_order_seq_cst);
    sleep_[i].wake.notify_one();
  }
  for (auto& t : workers_) t.join();
}

void HostCopier::copy_piece(int piece) {
  const size_t begin = size_t(piece) * piece_bytes_, end = std::min(total_, begin + piece_bytes_);
  // The last job starting at or before `begin` (a slot may hold hundreds of small tensors).
  size_t first = size_t(std::upper_bound(starts_.begin(), starts_.end(), begin) - starts_.begin());
  first = first ? first - 1 : 0;
  for (size_t i = first; i < jobs_.size(); ++i) {
    const Job& j = jobs_[i];
    size_t jb = starts_[i], je = jb + j.bytes;
    if (je <= begin) continue;
    if (jb >= end) break;
    size_t from = std::max(begin, jb) - jb, to = std::min(end, je) - jb;
    if (j.fd < 0) {
      copy_bytes(j.dst + from, j.src + from, to - from, streaming_);
      continue;
    }
    char* d = j.dst + from;
    size_t n = to - from;
    uint64_t off = j.file_offset + from;
    while (n) {
      ssize_t r = ::pread(j.fd, d, n, off_t(off));
      if (r < 0 && errno == EINTR) continue;
      if (r <= 0) {
        int expected = 0;
        if (read_errno_.compare_exchange_strong(expected, r < 0 ? errno : kEndOfFile))
          read_error_offset_.store(off, std::memory_order_relaxed);
        break;
      }
      d += r, off += uint64_t(r), n -= size_t(r);
    }
  }
}

int HostCopier::claim_and_copy(int index, bool caller) {
  int copied = 0;
  uint64_t c = claim_.load(std::memory_order_acquire);
  for (;;) {
    int next = next_of(c);
    if (next >= pieces_of(c)) break;
    if (!caller && index + 1 >= participants_of(c)) break;
    if (!claim_.compare_exchange_weak(c, c + 1, std::memory_order_acq_rel, std::memory_order_acquire)) continue;
    copy_piece(next);
    ++copied;
    c = claim_.load(std::memory_order_acquire);
  }
  if (copied) {
    // One update per run of pieces, not per piece: these two lines are what every participant
    // of a round contends for.
    if (!caller) worker_pieces_.fetch_add(uint64_t(copied), std::memory_order_relaxed);
    done_.fetch_add(copied, std::memory_order_release);
  }
  return copied;
}

void HostCopier::start(std::span<const Job> jobs, int threads, bool streaming) {
  size_t total = 0;
  starts_.resize(jobs.size());
  for (size_t i = 0; i < jobs.size(); ++i) {
    starts_[i] = total;
    total += jobs[i].bytes;
  }
  threads = int(std::min<size_t>({size_t(std::clamp(threads, 1, kMaxThreads)),
                                  std::max<size_t>(total / kMinShareBytes, 1)}));
  jobs_ = jobs;
  total_ = total;
  streaming_ = streaming;
  open_ = true;
  read_errno_.store(0, std::memory_order_relaxed);
  solo_ = threads <= 1;
  if (solo_) {  // the caller copies everything in finish(); nothing is published
    pieces_ = total ? 1 : 0;
    piece_bytes_ = total;
    return;
  }
  while (int(workers_.size()) < threads - 1) {
    int index = int(workers_.size());
    workers_.emplace_back([this, index] { worker(index); });
  }
  // Every thread gets a piece; up to kPiecesPerThread each while pieces stay at least
  // kTargetPieceBytes (a claim is a compare-and-swap on one line all participants share: about
  // 0.1 us each under contention, which a 1 MiB chunk -- 20 us on the link -- cannot afford 32 of).
  int pieces = int(std::clamp<size_t>(total / kTargetPieceBytes, size_t(threads), size_t(threads) * kPiecesPerThread));
  pieces = std::min(pieces, kMaxPieces);
  pieces = int(std::min<size_t>(size_t(pieces), std::max<size_t>(total / kMinShareBytes, 1)));
  piece_bytes_ = ((total + size_t(pieces) - 1) / size_t(pieces) + 63) & ~size_t(63);
  pieces_ = int((total + piece_bytes_ - 1) / piece_bytes_);
  ++rounds_;
  done_.store(0, std::memory_order_relaxed);
  round_ = (round_ + 1) & 0xffffff;
  claim_.store(make_claim(round_, threads, pieces_), std::memory_order_seq_cst);
  for (int i = 0; i < threads - 1; ++i)
    if (sleep_[size_t(i)].asleep.load(std::memory_order_seq_cst)) {
      sleep_[size_t(i)].wake.fetch_add(1, std::memory_order_seq_cst);
      sleep_[size_t(i)].wake.notify_one();
    }
}

void HostCopier::finish() {
  if (!open_) return;
  open_ = false;
  if (solo_) {
    if (pieces_) copy_piece(0);
  } else {
    claim_and_copy(0, true);
    // Pieces claimed by others: they are copying them now. Spin briefly, then yield (a loaded
    // machine may have parked that worker on this core).
    auto t0 = std::chrono::steady_clock::now();
    for (unsigned spins = 0; done_.load(std::memory_order_acquire) != pieces_; ++spins) {
      if (spins < 4096 || std::chrono::steady_clock::now() - t0 < std::chrono::microseconds(kSpinMicros))
        CW_CPU_RELAX();
      else
        std::this_thread::yield();
    }
  }
  int err = read_errno_.load(std::memory_order_relaxed);
  if (err != 0) {
    uint64_t off = read_error_offset_.load(std::memory_order_relaxed);
    throw Error(ErrorKind::Runtime, err == kEndOfFile
                                        ? "reading at offset " + std::to_string(off) + ": the file ends early"
                                        : "reading at offset " + std::to_string(off) + ": " + std::strerror(err));
  }
}

void HostCopier::run(std::span<const Job> jobs, int threads, bool streaming) {
  start(jobs, threads, streaming);
  finish();
}

void HostCopier::worker(int index) {
  Sleep& me = sleep_[size_t(index)];
  unsigned spins = 0;
  uint64_t idle_since = now_ns();
  for (;;) {
    if (stop_.load(std::memory_order_relaxed)) return;
    if (claim_and_copy(index, false)) {
      spins = 0;
      idle_since = 0;
      continue;
    }
    bool member = index + 1 < participants_of(claim_.load(std::memory_order_relaxed));
    if (member) {
      if (++spins % 64 != 0) {
        CW_CPU_RELAX();
        continue;
      }
      uint64_t t = now_ns();
      if (idle_since == 0) idle_since = t;
      if (hold_.load(std::memory_order_relaxed) > 0) {
        // A pipeline is running: stay awake, but let a busy machine run the others.
        if (spins % 4096 == 0) std::this_thread::yield();
        idle_since = t;
        continue;
      }
      if (t < linger_until_ns_.load(std::memory_order_relaxed)) {
        idle_since = t;
        continue;
      }
      if (t - idle_since < uint64_t(kSpinMicros) * 1000) continue;
    }
    // Sleep until a round includes this worker (or the end). The seq_cst order of asleep / claim_
    // here and claim_ / asleep in start() means start() either sees this worker asleep and wakes
    // it, or this worker sees the new round.
    uint32_t w = me.wake.load(std::memory_order_seq_cst);
    me.asleep.store(true, std::memory_order_seq_cst);
    uint64_t c = claim_.load(std::memory_order_seq_cst);
    bool work = next_of(c) < pieces_of(c) && index + 1 < participants_of(c);
    if (!work && !stop_.load(std::memory_order_seq_cst)) me.wake.wait(w, std::memory_order_seq_cst);
    me.asleep.store(false, std::memory_order_seq_cst);
    spins = 0;
    idle_since = now_ns();
  }
}

}  // namespace crosswarp::transfer
