// The staged copy paths: pageable host memory moved through the pinned ring.
//
// Host->device: the copy threads pack source bytes into slot k while the calling thread issues
// slot k-1's DMA(s) on the next copy stream and records its event (the CPU cost of the runtime
// calls -- a few microseconds each -- hides behind the copy instead of sitting between chunks); a
// slot is refilled only after its event completed. Device->host: DMAs into every slot of the ring
// are issued up front; the copy threads drain slot k as soon as its event completes, while the
// calling thread issues the next DMA into the slot drained before it, so the link always has
// `slots - 1` loads queued.
//
// Many small pieces share a slot, each with its own DMA, unless a piece is `joinable` and its device
// range continues the previous one's (adjacent ranges may belong to different allocations, which
// one copy may not span, so only the caller can say). A
// host->device piece may come from a file (fd >= 0, no host pointer): the copy threads pread it
// into the slot (TransferEngine::upload_from_file).
#pragma once

#include "runtime/transfer/host_copier.h"
#include "runtime/transfer/pinned_ring.h"

#include <crosswarp/runtime.h>

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace crosswarp::transfer {

// The engine's copy streams, created on first use.
class CopyStreams {
 public:
  CopyStreams(const Backend& backend, int device) : backend_(backend), device_(device) {}
  ~CopyStreams();
  CopyStreams(const CopyStreams&) = delete;
  CopyStreams& operator=(const CopyStreams&) = delete;
  cw_stream get(int i);
  int created() const { return int(streams_.size()); }
  void synchronize_all();

 private:
  const Backend& backend_;
  int device_;
  std::vector<cw_stream> streams_;
};

struct Piece {
  char* host;      // null for a file piece
  char* device;
  size_t bytes;
  int fd = -1;     // host->device only: read the bytes from this file at file_offset
  uint64_t file_offset = 0;
  // The device range may share a DMA with the previous piece's when adjacent to it: the caller
  // knows both lie in one allocation.
  bool joinable = false;
};

// One staged copy's timeline (bench-copy --diag): per load, host steady-clock nanoseconds around
// its host copy and its DMA issue, and two timing events recorded on its stream around its DMAs.
// The caller creates `events` (two per load at least); a plan without a trace records nothing.
struct StageTrace {
  struct Load {
    size_t bytes = 0;
    int stream = 0;
    // The host side of the load (d2h: it starts when the slot's DMA was seen complete).
    uint64_t copy_start_ns = 0, copy_end_ns = 0;
    uint64_t issue_start_ns = 0, issue_end_ns = 0;  // its DMA(s) and event being enqueued
    cw_event dma_begin = nullptr, dma_end = nullptr;
  };
  std::vector<cw_event> events;
  std::vector<Load> loads;
};

struct StagingPlan {
  size_t chunk_bytes;            // clamped to the ring's slot size
  int streams;                   // copy streams used round-robin, one per slot
  int copy_threads = 1;          // CPU threads for the host side of each slot
  HostCopier* copier = nullptr;  // needed when copy_threads > 1
  bool streaming = false;        // non-temporal stores for the host side (streaming_copy.h)
  // The caller waits for the copy right after (a blocking copy): a copy that fits one slot then
  // skips the slot's event and synchronizes its stream instead (one runtime call fewer).
  bool blocking = false;
  bool ramp = false;  // PipelineShape::ramp: smaller first and last loads
  StageTrace* trace = nullptr;  // bench-copy --diag only
};

// The sizes of the loads (one slot's fill each) a copy of `total` bytes is cut into: slot-sized,
// the last one short; with `ramp` and at least four slots' worth, a quarter and a half of a slot at
// each end and the middle in near-equal loads of at most a slot.
std::vector<size_t> load_sizes(size_t total, size_t slot_bytes, bool ramp);

// Returns a bit mask of the copy streams that received DMAs (bit i = stream i). On return every
// source byte is in the ring or on the device; slots may still be in flight (their events pending),
// except with plan.blocking, where a one-slot copy has also finished on the device.
uint32_t staged_h2d(const Backend& backend, PinnedRing& ring, CopyStreams& streams,
                    std::span<const Piece> pieces, const StagingPlan& plan);
// Returns when every byte is in its host destination.
void staged_d2h(const Backend& backend, PinnedRing& ring, CopyStreams& streams,
                std::span<const Piece> pieces, const StagingPlan& plan);

}  // namespace crosswarp::transfer
