#include "runtime/transfer/staged_copy.h"

#include <crosswarp/error.h>

#include <algorithm>
#include <memory>

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

// The host side of a stretch of one slot: a host range or a file range.
struct HostSegment {
  size_t offset;
  char* host;
  size_t bytes;
  int fd;
  uint64_t file_offset;
};

// What one slot carries: its DMAs and its host copies.
struct Load {
  std::vector<Run> runs;
  std::vector<HostSegment> segments;
};

}  // namespace

std::vector<size_t> load_sizes(size_t total, size_t slot_bytes, bool ramp) {
  std::vector<size_t> sizes;
  if (!total || !slot_bytes) return sizes;
  const size_t quarter = slot_bytes / 4, half = slot_bytes / 2;
  if (!ramp || total < 4 * slot_bytes || !quarter) {
    for (size_t done = 0; done < total; done += std::min(slot_bytes, total - done))
      sizes.push_back(std::min(slot_bytes, total - done));
    return sizes;
  }
  // quarter, half, the middle in near-equal loads of at most a slot (64 KiB multiples, so that
  // the loads' host copies and DMAs start aligned), half, quarter.
  const size_t middle = total - 2 * (quarter + half);
  const size_t n_mid = (middle + slot_bytes - 1) / slot_bytes;
  const size_t grain = size_t(64) << 10;
  size_t each = (middle + n_mid - 1) / n_mid;
  each = std::min(slot_bytes, (each + grain - 1) / grain * grain);
  sizes.push_back(quarter);
  sizes.push_back(half);
  for (size_t done = 0; done < middle; done += std::min(each, middle - done)) sizes.push_back(std::min(each, middle - done));
  sizes.push_back(half);
  sizes.push_back(quarter);
  return sizes;
}

namespace {

// Cuts the pieces, in order, into loads of load_sizes() (at most a slot each).
std::vector<Load> plan_loads(std::span<const Piece> pieces, size_t slot_bytes, bool ramp) {
  size_t total = 0;
  for (const Piece& p : pieces) total += p.bytes;
  const std::vector<size_t> sizes = load_sizes(total, slot_bytes, ramp);
  std::vector<Load> loads;
  loads.reserve(sizes.size());
  size_t cap = 0, fill = 0;  // the current load's size and how much of it is planned
  for (const Piece& p : pieces) {
    size_t done = 0;
    while (done < p.bytes) {
      if (fill == cap) {
        cap = sizes[loads.size()];
        loads.emplace_back();
        fill = 0;
      }
      Load& l = loads.back();
      size_t n = std::min(p.bytes - done, cap - fill);
      // A piece whose device range continues the previous run's joins it only when the caller
      // said they share an allocation: two buffers can be adjacent (cudaMalloc carves small ones
      // from one region), and a copy from one allocation into the next is refused (invalid argument).
      char* dev = p.device + done;
      if (p.joinable && !l.runs.empty() && l.runs.back().device + l.runs.back().bytes == dev)
        l.runs.back().bytes += n;
      else
        l.runs.push_back({fill, dev, n});
      l.segments.push_back({fill, p.host ? p.host + done : nullptr, n, p.fd, p.file_offset + done});
      fill += n;
      done += n;
    }
  }
  return loads;
}

void jobs_for(const Load& l, char* slot, bool into_slot, std::vector<HostCopier::Job>& jobs) {
  jobs.clear();
  for (const HostSegment& s : l.segments) {
    if (s.fd >= 0)
      jobs.push_back({slot + s.offset, nullptr, s.bytes, s.fd, s.file_offset});
    else if (into_slot)
      jobs.push_back({slot + s.offset, s.host, s.bytes});
    else
      jobs.push_back({s.host, slot + s.offset, s.bytes});
  }
}

// The plan's copier, or one of this call's own (one thread, no workers) when it has none.
struct CopierRef {
  std::unique_ptr<HostCopier> own;
  HostCopier* c;
  int threads;
  explicit CopierRef(const StagingPlan& plan)
      : c(plan.copier), threads(plan.copier ? std::max(1, plan.copy_threads) : 1) {
    if (!c) {
      own = std::make_unique<HostCopier>();
      c = own.get();
    }
  }
};

// The trace's record of load k (sized on first use, its bytes and events filled in), or null
// without a trace.
StageTrace::Load* trace_load(const StagingPlan& plan, const std::vector<Load>& loads, size_t k) {
  if (!plan.trace) return nullptr;
  StageTrace& t = *plan.trace;
  if (t.loads.size() != loads.size()) t.loads.assign(loads.size(), {});
  if (t.events.size() < 2 * loads.size()) throw Error(ErrorKind::Usage, "transfer: a stage trace needs two events per load");
  StageTrace::Load& l = t.loads[k];
  l.bytes = 0;
  for (const Run& r : loads[k].runs) l.bytes += r.bytes;
  l.dma_begin = t.events[2 * k];
  l.dma_end = t.events[2 * k + 1];
  return &l;
}

// Closes a round left open by an exception (a failed runtime call between start() and finish()):
// the workers must be done with the jobs before they go out of scope.
struct RoundGuard {
  HostCopier* c;
  ~RoundGuard() {
    if (c->round_open()) try {
        c->finish();
      } catch (...) {
      }
  }
};

}  // namespace

uint32_t staged_h2d(const Backend& backend, PinnedRing& ring, CopyStreams& streams,
                    std::span<const Piece> pieces, const StagingPlan& plan) {
  const auto& api = backend.api();
  const size_t slot_bytes = std::min(plan.chunk_bytes, ring.slot_bytes());
  const std::vector<Load> loads = plan_loads(pieces, slot_bytes, plan.ramp);
  if (loads.empty()) return 0;
  const int n_streams = std::max(1, plan.streams);
  CopierRef copier(plan);
  HostCopier::Hold hold(copier.threads > 1 && loads.size() > 1 ? copier.c : nullptr);
  std::vector<HostCopier::Job> jobs;
  int next_stream = 0;
  uint32_t used = 0;

  if (loads.size() == 1 && plan.blocking && !plan.trace) {
    // One slot, and the caller waits: no event, the stream is synchronized instead.
    int slot = ring.acquire();
    jobs_for(loads[0], ring.slot(slot).data, true, jobs);
    copier.c->run(jobs, copier.threads, plan.streaming);
    cw_stream s = streams.get(0);
    for (const Run& r : loads[0].runs)
      backend.check(api.memcpy_async(s, r.device, ring.slot(slot).data + r.offset, r.bytes, CW_H2D),
                    "memcpy_async (staged host->device)");
    backend.check(api.stream_synchronize(s), "stream_synchronize (staged host->device)");
    return 1u;
  }

  auto issue = [&](int slot, const Load& l) {
    int si = next_stream;
    next_stream = (next_stream + 1) % n_streams;
    cw_stream s = streams.get(si);
    PinnedRing::Slot& sl = ring.slot(slot);
    StageTrace::Load* tl = trace_load(plan, loads, size_t(&l - loads.data()));
    if (tl) {
      tl->stream = si;
      tl->issue_start_ns = HostCopier::now_ns();
      backend.check(api.event_record(tl->dma_begin, s), "event_record (stage trace)");
    }
    for (const Run& r : l.runs)
      backend.check(api.memcpy_async(s, r.device, sl.data + r.offset, r.bytes, CW_H2D),
                    "memcpy_async (staged host->device)");
    if (tl) backend.check(api.event_record(tl->dma_end, s), "event_record (stage trace)");
    backend.check(api.event_record(sl.event, s), "event_record (staging slot)");
    sl.pending = true;
    used |= 1u << si;
    if (tl) tl->issue_end_ns = HostCopier::now_ns();
  };
  // Slot k's DMA is issued while the threads fill slot k+1; with one slot there is nothing to
  // overlap (and the slot must be sent before it is refilled).
  const bool defer = ring.slots() >= 2;
  int deferred_slot = -1;
  const Load* deferred = nullptr;
  for (const Load& l : loads) {
    int slot = ring.acquire();  // waits for the DMA of the load `slots` back, issued long since
    jobs_for(l, ring.slot(slot).data, true, jobs);
    StageTrace::Load* tl = trace_load(plan, loads, size_t(&l - loads.data()));
    if (tl) tl->copy_start_ns = HostCopier::now_ns();
    copier.c->start(jobs, copier.threads, plan.streaming);
    RoundGuard guard{copier.c};
    if (deferred) issue(deferred_slot, *deferred);
    deferred = nullptr;
    copier.c->finish();
    if (tl) tl->copy_end_ns = HostCopier::now_ns();
    if (defer) {
      deferred = &l;
      deferred_slot = slot;
    } else {
      issue(slot, l);
    }
  }
  if (deferred) issue(deferred_slot, *deferred);
  return used;
}

void staged_d2h(const Backend& backend, PinnedRing& ring, CopyStreams& streams,
                std::span<const Piece> pieces, const StagingPlan& plan) {
  const auto& api = backend.api();
  for (const Piece& p : pieces)
    if (p.fd >= 0) throw Error(ErrorKind::Usage, "transfer: a device->host copy cannot write into a file");
  const size_t slot_bytes = std::min(plan.chunk_bytes, ring.slot_bytes());
  const std::vector<Load> loads = plan_loads(pieces, slot_bytes, plan.ramp);
  if (loads.empty()) return;
  // The drain below takes the loads in order, so their DMAs must finish in order: each load's DMA
  // waits for the previous load's on another stream. (Unordered, the H200 ran a ramped copy's
  // loads 5 and 6 before 2 and 3 on four streams, and the drain sat idle for them: session 16's
  // --diag timeline.) A backend that cannot order streams gets one stream.
  const int n_streams = api.stream_wait_event ? std::max(1, plan.streams) : 1;
  CopierRef copier(plan);
  HostCopier::Hold hold(copier.threads > 1 && loads.size() > 1 ? copier.c : nullptr);
  std::vector<HostCopier::Job> jobs;
  std::vector<int> slot_of(loads.size(), -1);
  size_t issued = 0;
  int next_stream = 0;
  cw_event prev_event = nullptr;
  int prev_stream = -1;

  if (loads.size() == 1 && plan.blocking && !plan.trace) {
    int slot = ring.acquire();
    cw_stream s = streams.get(0);
    for (const Run& r : loads[0].runs)
      backend.check(api.memcpy_async(s, ring.slot(slot).data + r.offset, r.device, r.bytes, CW_D2H),
                    "memcpy_async (staged device->host)");
    backend.check(api.stream_synchronize(s), "stream_synchronize (staged device->host)");
    jobs_for(loads[0], ring.slot(slot).data, false, jobs);
    copier.c->run(jobs, copier.threads, plan.streaming);
    return;
  }

  auto issue = [&] {
    size_t k = issued++;
    int slot = ring.acquire();  // its previous load was drained (and waited for) already
    slot_of[k] = slot;
    int si = next_stream;
    next_stream = (next_stream + 1) % n_streams;
    cw_stream s = streams.get(si);
    PinnedRing::Slot& sl = ring.slot(slot);
    if (prev_event && prev_stream != si)
      backend.check(api.stream_wait_event(s, prev_event), "stream_wait_event (staged device->host order)");
    StageTrace::Load* tl = trace_load(plan, loads, k);
    if (tl) {
      tl->stream = si;
      tl->issue_start_ns = HostCopier::now_ns();
      backend.check(api.event_record(tl->dma_begin, s), "event_record (stage trace)");
    }
    for (const Run& r : loads[k].runs)
      backend.check(api.memcpy_async(s, sl.data + r.offset, r.device, r.bytes, CW_D2H),
                    "memcpy_async (staged device->host)");
    if (tl) backend.check(api.event_record(tl->dma_end, s), "event_record (stage trace)");
    backend.check(api.event_record(sl.event, s), "event_record (staging slot)");
    sl.pending = true;
    prev_event = sl.event;
    prev_stream = si;
    if (tl) tl->issue_end_ns = HostCopier::now_ns();
  };
  const size_t slots = size_t(std::max(1, ring.slots()));
  // A load may be queued while load `draining` is drained when its slot's previous load is
  // drained already: fewer than `slots` loads ahead.
  auto room = [&](size_t draining) { return issued < loads.size() && issued < draining + slots; };
  // Load 0, then more while its DMA runs -- but the drain starts as soon as load 0 has landed and
  // two are queued, not after every slot's DMA was enqueued: an enqueue costs the caller 5-10 us,
  // and with eight slots that held the first host copy back ~50 us after load 0 landed (H200,
  // session 16's --diag timeline). The rest are queued by the drain rounds below.
  issue();
  while (room(0)) {
    if (issued >= 2 && api.event_query && api.event_query(ring.slot(slot_of[0]).event) == CW_OK) break;
    issue();
  }
  for (size_t k = 0; k < loads.size(); ++k) {
    int slot = slot_of[k];
    ring.wait(slot);
    jobs_for(loads[k], ring.slot(slot).data, false, jobs);
    StageTrace::Load* tl = trace_load(plan, loads, k);
    if (tl) tl->copy_start_ns = HostCopier::now_ns();
    copier.c->start(jobs, copier.threads, plan.streaming);
    RoundGuard guard{copier.c};
    // Queue up to two more loads into slots already drained, while the threads copy this one out.
    for (int n = 0; n < 2 && room(k); ++n) issue();
    copier.c->finish();
    if (tl) tl->copy_end_ns = HostCopier::now_ns();
    // With one slot the next load can only go in once this one is out.
    if (slots < 2 && room(k + 1)) issue();
  }
}

}  // namespace crosswarp::transfer
