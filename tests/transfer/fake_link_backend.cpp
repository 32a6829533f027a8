#include "fake_link_backend.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>

#include <sys/mman.h>

namespace cwtest {
namespace {

struct cw_stream_fake {};
std::mutex mu;
std::map<uintptr_t, size_t> device_allocs, pinned_allocs;
thread_local const char* last = "";

bool in(const std::map<uintptr_t, size_t>& m, const void* p, size_t n) {
  std::lock_guard<std::mutex> lock(mu);
  auto a = reinterpret_cast<uintptr_t>(p);
  auto it = m.upper_bound(a);
  if (it == m.begin()) return false;
  --it;
  return a + n <= it->first + it->second;
}

int fail(const char* why, int code) {
  last = why;
  return code;
}

const char* last_error() { return last; }
int device_count(int* c) { return *c = 1, CW_OK; }
int device_info(int, cw_device_info* info) {
  std::memset(info, 0, sizeof *info);
  std::strcpy(info->name, "fake link");
  std::strcpy(info->arch, "fake");
  std::strcpy(info->driver_version, "1");
  std::strcpy(info->runtime_version, "1");
  return CW_OK;
}
int alloc(std::map<uintptr_t, size_t>& m, size_t bytes, void** p) {
  *p = std::aligned_alloc(256, (bytes + 255) / 256 * 256);
  if (!*p) return fail("out of memory", CW_E_OOM);
  std::lock_guard<std::mutex> lock(mu);
  m[reinterpret_cast<uintptr_t>(*p)] = bytes;
  return CW_OK;
}
int release(std::map<uintptr_t, size_t>& m, void* p) {
  std::lock_guard<std::mutex> lock(mu);
  if (!m.erase(reinterpret_cast<uintptr_t>(p))) return fail("free of an unknown pointer", CW_E_INVALID);
  std::free(p);
  return CW_OK;
}
// Device memory as cudaMalloc hands it out: carved one allocation after another from one large
// region, each rounded up to 256 bytes, so consecutive buffers are often adjacent -- and a copy
// that runs from one allocation into the next fails, as cudaMemcpy* does on CUDA (invalid argument).
// Freed ranges are given back to the kernel but never reused.
constexpr size_t kArenaBytes = size_t(64) << 30;
char* arena = nullptr;
size_t arena_used = 0;
int alloc_device(size_t bytes, void** p) {
  std::lock_guard<std::mutex> lock(mu);
  if (!arena) {
    void* m = mmap(nullptr, kArenaBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m == MAP_FAILED) return fail("fake: cannot reserve the device arena", CW_E_OOM);
    arena = static_cast<char*>(m);
  }
  size_t n = std::max<size_t>((bytes + 255) / 256 * 256, 256);
  if (n > kArenaBytes - arena_used) return fail("out of memory", CW_E_OOM);
  *p = arena + arena_used;
  arena_used += n;
  device_allocs[reinterpret_cast<uintptr_t>(*p)] = bytes;
  return CW_OK;
}
int release_device(void* p) {
  std::lock_guard<std::mutex> lock(mu);
  auto it = device_allocs.find(reinterpret_cast<uintptr_t>(p));
  if (it == device_allocs.end()) return fail("free of an unknown pointer", CW_E_INVALID);
  const uintptr_t page = 4096, lo = (it->first + page - 1) / page * page, hi = (it->first + it->second) / page * page;
  if (hi > lo) madvise(reinterpret_cast<void*>(lo), hi - lo, MADV_DONTNEED);
  device_allocs.erase(it);
  return CW_OK;
}
int malloc_device(int, size_t bytes, void** p) { return alloc_device(bytes, p); }
int free_device(int, void* p) { return release_device(p); }
int malloc_host_pinned(size_t bytes, void** p) {
  if (fake_link().refuse_pinned) return fail("fake: page-locked memory limit reached", CW_E_OOM);
  fake_link().pinned_allocations++;
  return alloc(pinned_allocs, bytes, p);
}
int free_host_pinned(void* p) { return release(pinned_allocs, p); }
int pointer_is_pinned(const void* p, int* pinned) {
  *pinned = in(pinned_allocs, p, 1) ? 1 : 0;
  return CW_OK;
}
int stream_create(int, cw_stream* s) {
  *s = reinterpret_cast<cw_stream>(new cw_stream_fake);
  return CW_OK;
}
int stream_destroy(cw_stream s) {
  delete reinterpret_cast<cw_stream_fake*>(s);
  return CW_OK;
}
int stream_synchronize(cw_stream) { return CW_OK; }

std::atomic<double> virtual_ns{0};
void sleep_ns(double ns) {
  double cur = virtual_ns.load();
  while (!virtual_ns.compare_exchange_weak(cur, cur + ns)) {
  }
}

int copy(void* dst, const void* src, size_t bytes, int kind) {
  if (bytes == 0) return CW_OK;
  const void* host = kind == CW_H2D ? src : dst;
  const void* dev = kind == CW_H2D ? dst : src;
  if ((kind != CW_H2D && kind != CW_D2H) || !in(device_allocs, dev, bytes) || in(device_allocs, host, 1)) {
    fake_link().direction_errors++;
    return fail("fake: copy direction does not match the memory", CW_E_INVALID);
  }
  std::memcpy(dst, src, bytes);
  sleep_ns(10000);  // 10 us per copy, a DMA's launch latency
  if (in(pinned_allocs, host, bytes)) {
    double extra = fake_link().pinned_extra_ns_per_byte;
    if (fake_link().transient_copies.fetch_sub(1) > 0) extra += fake_link().transient_extra_ns_per_byte;
    sleep_ns(double(bytes) / fake_link().pinned_gbps + extra * double(bytes));
  }
  else
    sleep_ns(double(bytes) / fake_link().pageable_gbps);
  return CW_OK;
}
int memcpy_sync(int, void* d, const void* s, size_t n, int kind) {
  fake_link().sync_copies++;
  return copy(d, s, n, kind);
}
int memcpy_async(cw_stream, void* d, const void* s, size_t n, int kind) {
  fake_link().async_copies++;
  return copy(d, s, n, kind);
}
int memset_async(cw_stream, void* d, int v, size_t n) { return std::memset(d, v, n), CW_OK; }
struct FakeEvent {
  std::chrono::steady_clock::time_point t;
};
int event_create(int, cw_event* e) {
  *e = reinterpret_cast<cw_event>(new FakeEvent);
  return CW_OK;
}
int event_destroy(cw_event e) {
  delete reinterpret_cast<FakeEvent*>(e);
  return CW_OK;
}
int event_record(cw_event e, cw_stream) {
  reinterpret_cast<FakeEvent*>(e)->t = std::chrono::steady_clock::now();
  return CW_OK;
}
int event_synchronize(cw_event) { return CW_OK; }
int event_elapsed_ms(cw_event a, cw_event b, float* ms) {
  *ms = std::chrono::duration<float, std::milli>(reinterpret_cast<FakeEvent*>(b)->t -
                                                 reinterpret_cast<FakeEvent*>(a)->t)
            .count();
  return CW_OK;
}
int op_variants(int, uint32_t, cw_variant_info*, int, int* count) { return *count = 0, CW_OK; }
int op_run(cw_stream, const cw_op_call*) { return fail("fake: no ops", CW_E_UNSUPPORTED); }

const cw_backend_iface iface = {
    CW_PLUGIN_ABI_VERSION, "fake", "fake link 1", "fake", last_error, device_count, device_info,
    malloc_device, free_device, malloc_host_pinned, free_host_pinned, pointer_is_pinned,
    nullptr, nullptr,  // no stream-ordered pool
    stream_create, stream_destroy, stream_synchronize, memcpy_sync, memcpy_async, memset_async,
    event_create, event_destroy, event_record, event_synchronize, event_elapsed_ms,
    nullptr,  // stream_wait_event: the engine waits on the host instead
    op_variants, op_run, nullptr,
    nullptr, nullptr, nullptr, nullptr, nullptr,  // no pool statistics, host_register, event_query
    nullptr, nullptr, nullptr, nullptr};          // no graphs

// The pool of fake_pool_backend: device allocations counted as used; freed bytes stay reserved up
// to the release threshold.
uint64_t pool_used = 0, pool_used_high = 0, pool_reserved = 0, pool_reserved_high = 0;
std::map<uintptr_t, size_t> pool_allocs;

int malloc_async(cw_stream, size_t bytes, void** p) {
  if (int rc = alloc_device(bytes, p)) return rc;
  std::lock_guard<std::mutex> lock(mu);
  pool_allocs[reinterpret_cast<uintptr_t>(*p)] = bytes;
  pool_used += bytes;
  pool_used_high = std::max(pool_used_high, pool_used);
  pool_reserved = std::max(pool_reserved, pool_used);
  pool_reserved_high = std::max(pool_reserved_high, pool_reserved);
  return CW_OK;
}
int free_async(cw_stream, void* p) {
  {
    std::lock_guard<std::mutex> lock(mu);
    auto it = pool_allocs.find(reinterpret_cast<uintptr_t>(p));
    if (it != pool_allocs.end()) {
      pool_used -= it->second;
      pool_allocs.erase(it);
      if (pool_reserved > fake_link().release_threshold.load()) pool_reserved = std::max(pool_used, fake_link().release_threshold.load());
    }
  }
  return release_device(p);
}
int mempool_set_release_threshold(int, uint64_t bytes) {
  if (fake_link().refuse_threshold) return fail("fake: pool attribute not supported", CW_E_RUNTIME);
  fake_link().release_threshold = bytes;
  return CW_OK;
}
int mempool_stats(int, cw_mempool_stats* s) {
  std::lock_guard<std::mutex> lock(mu);
  *s = {pool_reserved, pool_reserved_high, pool_used, pool_used_high};
  return CW_OK;
}
int host_register(void* p, size_t bytes) {
  if (fake_link().refuse_register) return fail("fake: cannot lock that much memory", CW_E_OOM);
  fake_link().registrations++;
  std::lock_guard<std::mutex> lock(mu);
  pinned_allocs[reinterpret_cast<uintptr_t>(p)] = bytes;
  return CW_OK;
}
int host_unregister(void* p) {
  std::lock_guard<std::mutex> lock(mu);
  if (!pinned_allocs.erase(reinterpret_cast<uintptr_t>(p))) return fail("fake: not registered", CW_E_INVALID);
  return CW_OK;
}

const cw_backend_iface pool_iface = {
    CW_PLUGIN_ABI_VERSION, "fake-pool", "fake link 1", "fake", last_error, device_count, device_info,
    malloc_device, free_device, malloc_host_pinned, free_host_pinned, pointer_is_pinned,
    malloc_async, free_async,
    stream_create, stream_destroy, stream_synchronize, memcpy_sync, memcpy_async, memset_async,
    event_create, event_destroy, event_record, event_synchronize, event_elapsed_ms,
    nullptr,
    op_variants, op_run, nullptr,
    mempool_set_release_threshold, mempool_stats, host_register, host_unregister, nullptr,
    nullptr, nullptr, nullptr, nullptr};

}  // namespace

FakeLink& fake_link() {
  static FakeLink link;
  return link;
}

void reset_fake_link() {
  FakeLink& l = fake_link();
  l.refuse_pinned = false;
  l.pageable_gbps = 1.0;
  l.pinned_gbps = 8.0;
  l.pinned_extra_ns_per_byte = 0.0;
  l.transient_copies = 0;
  l.transient_extra_ns_per_byte = 0.0;
  l.sync_copies = 0;
  l.async_copies = 0;
  l.pinned_allocations = 0;
  l.direction_errors = 0;
  l.refuse_threshold = false;
  l.refuse_register = false;
  l.release_threshold = 0;
  l.registrations = 0;
  std::lock_guard<std::mutex> lock(mu);
  pool_used = pool_used_high = pool_reserved = pool_reserved_high = 0;
}

double fake_clock_seconds() { return virtual_ns.load() * 1e-9; }

std::shared_ptr<crosswarp::Backend> fake_backend() {
  return std::make_shared<crosswarp::Backend>("fake", &iface);
}

std::shared_ptr<crosswarp::Backend> fake_pool_backend() {
  return std::make_shared<crosswarp::Backend>("fake-pool", &pool_iface);
}

}  // namespace cwtest
