#include "runtime/transfer/staged_copy.h"

#include "runtime/transfer/streaming_copy.h"

#include <algorithm>
#include <cstring>
#include <deque>

namespace crosswarp::transfer {

CopyStreams::~CopyStreams() {
  for (cw_stream s : streams_) backend_.api().stream_destroy(s);
}

cw_stream CopyStreams::get(int i) {
  while (int(streams_.size()) <= i) {
    cw_stream s = nullptr;
    backend_.check(backend_.api().stream_create(device_, &s), "stream_create (copy stream)");
    streams_.push_back(s);
  }
  return streams_[size_t(i)];
}

void CopyStreams::synchronize_all() {
  for (cw_stream s : streams_)
    backend_.check(backend_.api().stream_synchronize(s), "stream_synchronize (copy stream)");
}

namespace {

// A contiguous stretch of one slot and the device range it maps to.
struct Run {
  size_t offset;   // in the slot
  char* device;
  size_t bytes;
};

// Fills slots from the pieces in order, calling `emit(slot, runs, host_segments)` per full slot.
struct HostSegment {
  size_t offset;
  char* host;
  size_t bytes;
};

// The host side of one slot: into it (h2d) or out of it (d2h), on the plan's threads.
void host_copy(const StagingPlan& plan, char* slot, const std::vector<HostSegment>& segments, bool into_slot) {
  std::vector<HostCopier::Job> jobs;
  jobs.reserve(segments.size());
  for (const HostSegment& s : segments)
    jobs.push_back(into_slot ? HostCopier::Job{slot + s.offset, s.host, s.bytes}
                             : HostCopier::Job{s.host, slot + s.offset, s.bytes});
  if (plan.copier && plan.copy_threads > 1)
    plan.copier->run(jobs, plan.copy_threads, plan.streaming);
  else
    for (const auto& j : jobs) copy_bytes(j.dst, j.src, j.bytes, plan.streaming);
}

template <class Emit>
void pack(PinnedRing& ring, std::span<const Piece> pieces, size_t slot_bytes, Emit&& emit, std::deque<int>* order) {
  int slot = -1;
  size_t fill = 0;
  std::vector<Run> runs;
  std::vector<HostSegment> segments;
  auto flush = [&] {
    if (slot < 0) return;
    emit(slot, runs, segments);
    slot = -1;
    fill = 0;
    runs.clear();
    segments.clear();
  };
  for (const Piece& p : pieces) {
    size_t done = 0;
    while (done < p.bytes) {
      if (slot < 0) slot = order ? -1 : ring.acquire();
      if (slot < 0) {  // device->host: the caller picks the slot (it may have to drain one first)
        slot = order->front();
        order->pop_front();
      }
      size_t n = std::min(p.bytes - done, slot_bytes - fill);
      char* dev = p.device + done;
      if (!runs.empty() && runs.back().device + runs.back().bytes == dev)
        runs.back().bytes += n;
      else
        runs.push_back({fill, dev, n});
      segments.push_back({fill, p.host + done, n});
      fill += n;
      done += n;
      if (fill == slot_bytes) flush();
    }
  }
  flush();
}

}  // namespace

uint32_t staged_h2d(const Backend& backend, PinnedRing& ring, CopyStreams& streams,
                    std::span<const Piece> pieces, const StagingPlan& plan) {
  const auto& api = backend.api();
  size_t slot_bytes = std::min(plan.chunk_bytes, ring.slot_bytes());
  int n_streams = std::max(1, plan.streams);
  int next_stream = 0;
  uint32_t used = 0;
  HostCopier::Hold hold(plan.copy_threads > 1 ? plan.copier : nullptr);
  pack(
      ring, pieces, slot_bytes,
      [&](int slot, const std::vector<Run>& runs, const std::vector<HostSegment>& segments) {
        int si = next_stream;
        next_stream = (next_stream + 1) % n_streams;
        cw_stream s = streams.get(si);
        PinnedRing::Slot& sl = ring.slot(slot);
        host_copy(plan, sl.data, segments, true);
        for (const Run& r : runs)
          backend.check(api.memcpy_async(s, r.device, sl.data + r.offset, r.bytes, CW_H2D),
                        "memcpy_async (staged host->device)");
        backend.check(api.event_record(sl.event, s), "event_record (staging slot)");
        sl.pending = true;
        used |= 1u << si;
      },
      nullptr);
  return used;
}

void staged_d2h(const Backend& backend, PinnedRing& ring, CopyStreams& streams,
                std::span<const Piece> pieces, const StagingPlan& plan) {
  const auto& api = backend.api();
  size_t slot_bytes = std::min(plan.chunk_bytes, ring.slot_bytes());
  int n_streams = std::max(1, plan.streams);
  int next_stream = 0;
  HostCopier::Hold hold(plan.copy_threads > 1 ? plan.copier : nullptr);
  struct Inflight {
    int slot;
    std::vector<HostSegment> segments;
  };
  std::deque<Inflight> inflight;
  auto drain_one = [&] {
    Inflight& f = inflight.front();
    ring.wait(f.slot);
    host_copy(plan, ring.slot(f.slot).data, f.segments, false);
    inflight.pop_front();
  };
  // The slot for the next load: the next in ring order, after copying out the load it held.
  std::deque<int> order;
  auto next_slot = [&] {
    if (int(inflight.size()) == ring.slots()) drain_one();
    order.push_back(ring.acquire());
  };
  // pack() takes the slot from `order`; refill it before each new slot is needed.
  next_slot();
  pack(
      ring, pieces, slot_bytes,
      [&](int slot, const std::vector<Run>& runs, const std::vector<HostSegment>& segments) {
        int si = next_stream;
        next_stream = (next_stream + 1) % n_streams;
        cw_stream s = streams.get(si);
        PinnedRing::Slot& sl = ring.slot(slot);
        for (const Run& r : runs)
          backend.check(api.memcpy_async(s, sl.data + r.offset, r.device, r.bytes, CW_D2H),
                        "memcpy_async (staged device->host)");
        backend.check(api.event_record(sl.event, s), "event_record (staging slot)");
        sl.pending = true;
        inflight.push_back({slot, segments});
        next_slot();
      },
      &order);
  while (!inflight.empty()) drain_one();
  // The slot reserved for a load that never came is free (nothing was issued on it).
}

}  // namespace crosswarp::transfer
