// A backend whose streams really are asynchronous: each stream is a thread running its queue in
// order, a DMA copies in 4 KiB slices with a yield between them (so a copy is in flight for a
// while), events complete when their stream reaches them, stream_wait_event makes a stream wait.
// The fake link and simt run every copy inside the call, so they cannot catch a pipeline that
// refills a staging slot before its DMA has read it, or drains one before its DMA has written it;
// this one does (the bytes come out wrong). Device memory is host memory; pinned memory is tracked
// so pointer_is_pinned answers, and copies check their direction like the fake link's.
#pragma once

#include <crosswarp/runtime.h>

#include <atomic>
#include <memory>

namespace cwtest {

struct AsyncLink {
  std::atomic<long> async_copies{0};
  std::atomic<long> sync_copies{0};
  std::atomic<long> direction_errors{0};
  std::atomic<long> pointer_queries{0};
  std::atomic<long> event_records{0};
  std::atomic<long> legacy_event_records{0};  // event_record on the legacy (null) stream
  std::atomic<long> stream_syncs{0};
  // Microseconds each DMA waits before it starts (a launch latency), to widen the race windows.
  std::atomic<int> dma_latency_us{20};
};

AsyncLink& async_link();
void reset_async_link();
std::shared_ptr<crosswarp::Backend> async_backend();

}  // namespace cwtest
