// Streams and events. Work runs when it is enqueued, so a stream is always idle by the time the
// host sees it; events record the host time at which they are reached in stream order, which is
// when the preceding work finished, so hipEventElapsedTime measures the work between them.
#include "internal.h"

#include <chrono>
#include <mutex>
#include <set>

struct ihipStream_t {
  unsigned flags;
};
struct ihipEvent_t {
  unsigned flags;
  bool recorded = false;
  std::chrono::steady_clock::time_point when;
};

namespace crosswarp::simt::rt {
namespace {
std::mutex handle_mutex;
std::set<const void*> streams, events;

bool valid_stream(hipStream_t s) {
  if (!s || s == hipStreamPerThread) return true;
  std::lock_guard<std::mutex> lock(handle_mutex);
  return streams.count(s) != 0;
}
bool valid_event(hipEvent_t e) {
  std::lock_guard<std::mutex> lock(handle_mutex);
  return e && events.count(e) != 0;
}
}  // namespace
}  // namespace crosswarp::simt::rt

using namespace crosswarp::simt;

hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned flags) {
  if (!stream) return rt::fail(hipErrorInvalidValue);
  *stream = new ihipStream_t{flags};
  std::lock_guard<std::mutex> lock(rt::handle_mutex);
  rt::streams.insert(*stream);
  return hipSuccess;
}
hipError_t hipStreamCreate(hipStream_t* stream) { return hipStreamCreateWithFlags(stream, hipStreamDefault); }
hipError_t hipStreamCreateWithPriority(hipStream_t* stream, unsigned flags, int) {
  return hipStreamCreateWithFlags(stream, flags);
}
hipError_t hipDeviceGetStreamPriorityRange(int* least_priority, int* greatest_priority) {
  if (least_priority) *least_priority = 0;
  if (greatest_priority) *greatest_priority = 0;
  return hipSuccess;
}
hipError_t hipStreamGetPriority(hipStream_t stream, int* priority) {
  if (!priority) return rt::fail(hipErrorInvalidValue);
  (void)stream;
  *priority = 0;
  return hipSuccess;
}
hipError_t hipStreamDestroy(hipStream_t stream) {
  if (!stream || stream == hipStreamPerThread) return rt::fail(hipErrorInvalidHandle);
  std::lock_guard<std::mutex> lock(rt::handle_mutex);
  if (!rt::streams.erase(stream)) return rt::fail(hipErrorInvalidHandle);
  delete stream;
  return hipSuccess;
}
hipError_t hipStreamSynchronize(hipStream_t stream) {
  if (!rt::valid_stream(stream)) return rt::fail(hipErrorInvalidHandle);
  return rt::fail(rt::take_pending_launch_error());
}
hipError_t hipStreamQuery(hipStream_t stream) {
  if (!rt::valid_stream(stream)) return rt::fail(hipErrorInvalidHandle);
  return hipSuccess;
}
hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned) {
  if (!rt::valid_stream(stream) || !rt::valid_event(event)) return rt::fail(hipErrorInvalidHandle);
  return hipSuccess;
}

hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags) {
  if (!event) return rt::fail(hipErrorInvalidValue);
  *event = new ihipEvent_t{flags, false, {}};
  std::lock_guard<std::mutex> lock(rt::handle_mutex);
  rt::events.insert(*event);
  return hipSuccess;
}
hipError_t hipEventCreate(hipEvent_t* event) { return hipEventCreateWithFlags(event, hipEventDefault); }
hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) {
  if (!rt::valid_event(event) || !rt::valid_stream(stream)) return rt::fail(hipErrorInvalidHandle);
  event->when = std::chrono::steady_clock::now();
  event->recorded = true;
  return hipSuccess;
}
hipError_t hipEventSynchronize(hipEvent_t event) {
  if (!rt::valid_event(event)) return rt::fail(hipErrorInvalidHandle);
  return hipSuccess;
}
hipError_t hipEventQuery(hipEvent_t event) {
  if (!rt::valid_event(event)) return rt::fail(hipErrorInvalidHandle);
  return hipSuccess;
}
hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop) {
  if (!ms) return rt::fail(hipErrorInvalidValue);
  if (!rt::valid_event(start) || !rt::valid_event(stop)) return rt::fail(hipErrorInvalidHandle);
  if ((start->flags | stop->flags) & hipEventDisableTiming) return rt::fail(hipErrorInvalidHandle);
  if (!start->recorded || !stop->recorded) return rt::fail(hipErrorNotReady);
  *ms = std::chrono::duration<float, std::milli>(stop->when - start->when).count();
  return hipSuccess;
}
hipError_t hipEventDestroy(hipEvent_t event) {
  std::lock_guard<std::mutex> lock(rt::handle_mutex);
  if (!event || !rt::events.erase(event)) return rt::fail(hipErrorInvalidHandle);
  delete event;
  return hipSuccess;
}
