// The staged copy paths: pageable host memory moved through the pinned ring.
//
// Host->device: the CPU packs source bytes into a slot, issues the slot's DMA(s) on the next copy
// stream and records the slot's event, then packs the next slot while that DMA runs; a slot is
// refilled only after its event completed. Device->host: DMAs into up to `slots` slots are kept in
// flight while the CPU copies completed slots out, oldest first.
//
// Many small pieces share a slot; pieces whose device ranges are adjacent become one DMA.
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
  char* host;
  char* device;
  size_t bytes;
};

struct StagingPlan {
  size_t chunk_bytes;            // clamped to the ring's slot size
  int streams;                   // copy streams used round-robin, one per slot
  int copy_threads = 1;          // CPU threads for the host side of each slot
  HostCopier* copier = nullptr;  // needed when copy_threads > 1
  bool streaming = false;        // non-temporal stores for the host side (streaming_copy.h)
};

// Returns a bit mask of the copy streams that received DMAs (bit i = stream i). On return every
// source byte is in the ring or on the device; slots may still be in flight (their events pending).
uint32_t staged_h2d(const Backend& backend, PinnedRing& ring, CopyStreams& streams,
                    std::span<const Piece> pieces, const StagingPlan& plan);
// Returns when every byte is in its host destination.
void staged_d2h(const Backend& backend, PinnedRing& ring, CopyStreams& streams,
                std::span<const Piece> pieces, const StagingPlan& plan);

}  // namespace crosswarp::transfer
