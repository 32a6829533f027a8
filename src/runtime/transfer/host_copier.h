// Parallel host memcpy for the staging ring. One CPU thread copies about 10-20 GB/s on a server
// host, well below a PCIe Gen5 link's 55 GB/s pinned rate (H200 host: the engine with 4 threads
// reached only 0.29-0.39 of the pinned rate host->device, bench/RESULTS.md), so the pipeline's CPU
// side splits each slot over k threads (calibration picks k, 1..min(hardware threads, 16)): the k
// threads fill one chunk while the DMA drains the previous one.
//
// The workers are persistent (created once, on the first round that needs them, and kept for the
// copier's life). A round's bytes are cut into cache-line aligned pieces (one to four per thread,
// at least 256 KiB each where the round allows), and every participant -- the caller included --
// claims pieces with one compare-and-swap on a shared word until none is left. Claiming, not fixed equal shares: with fixed shares a round took
// as long as its slowest thread, and a worker that was asleep (tens of microseconds to wake on a
// VM, longer when the host is busy) stalled every round it was in; now the others take its pieces
// and it joins when it is up. (In the H200 sweep of 2026-12-01, bench_copy_sweep.txt, 16 MiB copies
// with 8-16 threads ran at 0.16-0.60 of the link against 0.74 with 4, while 256 MiB-1 GiB copies
// wanted 12: more threads, more chances of one late thread per round -- one explanation, which this
// design takes out of play; `bench-copy --diag` times rounds after idle gaps.)
//
// start() opens a round and returns at once, so the caller can issue the previous chunk's DMA while
// the workers copy this one; finish() has the caller claim what is left and wait for the round.
// Between rounds a worker of the latest round spins (pause) and then sleeps on a futex: while a
// Hold is alive (one pipelined copy) it keeps spinning, yielding now and then, because chunks
// arrive every 20-300 us; for kLingerMicros after the last Hold ended it still spins (back-to-back
// copies: the next one finds it awake); after that kSpinMicros of spinning, then sleep. A worker
// the latest round did not include sleeps at once (it would only take a core from those that work).
//
// A job may also read from a file (fd >= 0): its pieces are pread() straight into the destination,
// which is how the loader moves a checkpoint from the page cache into the pinned ring without
// faulting a memory map in (TransferEngine::upload_from_file).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <thread>
#include <vector>

namespace crosswarp::transfer {

class HostCopier {
 public:
  struct Job {
    char* dst;
    const char* src;    // unused when fd >= 0
    size_t bytes;
    int fd = -1;        // >= 0: read `bytes` from this file at `file_offset` (pread) instead of src
    uint64_t file_offset = 0;
  };
  // The most threads a round uses (the caller included).
  static constexpr int kMaxThreads = 64;
  // Pieces smaller than this are not worth a claim (and streaming stores want 64 KiB, streaming_copy.h).
  static constexpr size_t kMinShareBytes = size_t(64) << 10;
  // Pieces per participant: enough that a late or descheduled thread costs at most a quarter of its share.
  static constexpr int kPiecesPerThread = 4;
  static constexpr size_t kTargetPieceBytes = size_t(256) << 10;
  static constexpr int kMaxPieces = 4096;
  static constexpr int kSpinMicros = 100;
  static constexpr int kLingerMicros = 300;

  HostCopier() = default;
  ~HostCopier();
  HostCopier(const HostCopier&) = delete;
  HostCopier& operator=(const HostCopier&) = delete;

  // Copies every job, on up to `threads` threads (the caller is one of them), with non-temporal
  // stores when `streaming` (streaming_copy.h); returns when every byte is in place and visible.
  // Throws Error(Runtime) when a file job's read fails or hits the end of the file.
  void run(std::span<const Job> jobs, int threads, bool streaming = false);
  // run() in two halves. `jobs` must stay alive until finish() returns; one round at a time.
  void start(std::span<const Job> jobs, int threads, bool streaming = false);
  void finish();
  bool round_open() const { return open_; }

  // Keeps the workers spinning between rounds for its lifetime (one pipelined copy).
  class Hold {
   public:
    explicit Hold(HostCopier* c) : c_(c) {
      if (c_) c_->hold_.fetch_add(1, std::memory_order_relaxed);
    }
    ~Hold();
    Hold(const Hold&) = delete;
    Hold& operator=(const Hold&) = delete;

   private:
    HostCopier* c_;
  };

  // Worker threads created so far (they persist: a second round at the same width creates none).
  int workers() const { return int(workers_.size()); }
  // Rounds run with more than one thread.
  uint64_t parallel_rounds() const { return rounds_; }
  // Pieces copied by worker threads (not the caller), over the copier's life: a test can see that
  // the workers took part.
  uint64_t worker_pieces() const { return worker_pieces_.load(std::memory_order_relaxed); }
  // Pieces of the latest round.
  int last_round_pieces() const { return pieces_; }
  // steady_clock nanoseconds (also the stage traces' clock, staged_copy.h).
  static uint64_t now_ns();

 private:
  void worker(int index);
  void copy_piece(int piece);
  // Claims and copies pieces of the open round until none is left to this thread; returns how many.
  int claim_and_copy(int index, bool caller);
  // The claim word: round (24 bits) | participants (8) | pieces (16) | next piece (16). One
  // compare-and-swap claims a piece of the round that is open now, so a late worker can never take
  // a piece of a round that has already finished (its descriptors may be rewritten by then).
  alignas(64) std::atomic<uint64_t> claim_{0};
  alignas(64) std::atomic<int> done_{0};  // pieces of the open round finished
  // Per worker: it sleeps on `wake` (bumped by start() when the round includes it) with `asleep`
  // set, so that a round wakes only its own participants, and a worker the policy does not use
  // sleeps instead of spinning next to the ones it does.
  struct alignas(64) Sleep {
    std::atomic<uint32_t> wake{0};
    std::atomic<bool> asleep{false};
  };
  std::unique_ptr<Sleep[]> sleep_{new Sleep[kMaxThreads]};
  std::atomic<bool> stop_{false};
  alignas(64) std::atomic<int> hold_{0};             // live Holds: spin, do not sleep
  std::atomic<uint64_t> linger_until_ns_{0};         // spin until then after the last Hold ended
  std::atomic<uint64_t> worker_pieces_{0};
  std::atomic<int> read_errno_{0};                   // first failed pread of the round (EIO: end of file)
  std::atomic<uint64_t> read_error_offset_{0};
  std::vector<std::thread> workers_;
  // The open round (written before claim_ is published, read by participants after a claim).
  std::span<const Job> jobs_;
  std::vector<size_t> starts_;  // each job's offset in the round's byte stream
  size_t total_ = 0;
  size_t piece_bytes_ = 0;
  int pieces_ = 0;
  bool streaming_ = false;
  bool open_ = false;
  bool solo_ = false;  // the open round is the caller's alone (one thread)
  uint32_t round_ = 0;
  uint64_t rounds_ = 0;
};

}  // namespace crosswarp::transfer
