// A fake backend for the transfer tests: host memory stands in for the device, but the "link" is
// shaped like a GPU's, on a virtual clock (fake_clock_seconds, given to TransferOptions::clock):
// each copy advances it by bytes / `pageable_gbps` from pageable memory or by bytes / `pinned_gbps`
// plus `pinned_extra_ns_per_byte` from pinned memory (raise that to make the staged path regress;
// `transient_*` for a slowdown that lasts a given number of copies).
// CPU work (the engine's own memcpys) costs no virtual time, so timing decisions are deterministic
// however loaded the machine is. Pinned allocations can be refused. Copies check their direction (a host
// pointer passed as device memory fails), so path mix-ups are caught.
// fake_pool_backend() adds a stream-ordered pool with statistics and host_register.
#pragma once

#include <crosswarp/runtime.h>

#include <atomic>
#include <memory>

namespace cwtest {

struct FakeLink {
  std::atomic<bool> refuse_pinned{false};
  std::atomic<double> pageable_gbps{1.0};
  std::atomic<double> pinned_gbps{8.0};
  std::atomic<double> pinned_extra_ns_per_byte{0.0};
  // The next `transient_copies` pinned copies cost this much more per byte (a source that is cold
  // only the first time it is read), then none.
  std::atomic<long> transient_copies{0};
  std::atomic<double> transient_extra_ns_per_byte{0.0};
  std::atomic<long> sync_copies{0};
  std::atomic<long> async_copies{0};
  std::atomic<long> pinned_allocations{0};
  std::atomic<long> direction_errors{0};
  // fake_pool_backend() only: its stream-ordered pool and host_register.
  std::atomic<bool> refuse_threshold{false};
  std::atomic<bool> refuse_register{false};
  std::atomic<uint64_t> release_threshold{0};
  std::atomic<long> registrations{0};
};

// The one fake link (the ABI's function table is plain C: no closure state).
FakeLink& fake_link();
void reset_fake_link();
double fake_clock_seconds();
std::shared_ptr<crosswarp::Backend> fake_backend();
// The same link with the optional entries the first one lacks: a stream-ordered pool
// (malloc_async/free_async) with a release threshold and statistics, and host_register. The pool
// keeps freed bytes reserved unless the threshold is below what it holds (then it releases them).
std::shared_ptr<crosswarp::Backend> fake_pool_backend();

}  // namespace cwtest
