#include "async_link_backend.h"

#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <thread>

namespace cwtest {
namespace {

std::mutex alloc_mu;
std::map<uintptr_t, size_t> device_allocs, pinned_allocs;
thread_local const char* last = "";

bool in(const std::map<uintptr_t, size_t>& m, const void* p, size_t n) {
  std::lock_guard<std::mutex> lock(alloc_mu);
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

// One stream: a thread that runs queued operations in order.
struct Stream {
  std::mutex mu;
  std::condition_variable cv;
  std::deque<std::function<void()>> queue;
  uint64_t queued = 0, done = 0;
  bool stop = false;
  std::thread worker;
  Stream() : worker([this] { run(); }) {}
  ~Stream() {
    {
      std::lock_guard<std::mutex> lock(mu);
      stop = true;
    }
    cv.notify_all();
    worker.join();
  }
  void run() {
    for (;;) {
      std::function<void()> op;
      {
        std::unique_lock<std::mutex> lock(mu);
        cv.wait(lock, [&] { return stop || !queue.empty(); });
        if (queue.empty()) return;
        op = std::move(queue.front());
        queue.pop_front();
      }
      op();
      {
        std::lock_guard<std::mutex> lock(mu);
        ++done;
      }
      cv.notify_all();
    }
  }
  void push(std::function<void()> op) {
    {
      std::lock_guard<std::mutex> lock(mu);
      queue.push_back(std::move(op));
      ++queued;
    }
    cv.notify_all();
  }
  void drain() {
    std::unique_lock<std::mutex> lock(mu);
    uint64_t target = queued;
    cv.wait(lock, [&] { return done >= target; });
  }
};

// An event: the ticket of its last record and the ticket its stream has reached.
struct Event {
  std::mutex mu;
  std::condition_variable cv;
  uint64_t recorded = 0, reached = 0;
  std::chrono::steady_clock::time_point at{};  // when its stream last reached it (event_elapsed_ms)
  void wait() {
    std::unique_lock<std::mutex> lock(mu);
    uint64_t target = recorded;
    cv.wait(lock, [&] { return reached >= target; });
  }
};

Stream& legacy() {
  static Stream s;
  return s;
}
Stream& of(cw_stream s) { return s ? *reinterpret_cast<Stream*>(s) : legacy(); }

void dma(void* dst, const void* src, size_t n) {
  int latency = async_link().dma_latency_us.load();
  if (latency > 0) std::this_thread::sleep_for(std::chrono::microseconds(latency));
  auto* d = static_cast<char*>(dst);
  auto* s = static_cast<const char*>(src);
  for (size_t off = 0; off < n; off += 4096) {
    std::memcpy(d + off, s + off, std::min<size_t>(4096, n - off));
    std::this_thread::yield();
  }
}

bool direction_ok(const void* dst, const void* src, size_t bytes, int kind) {
  const void* host = kind == CW_H2D ? src : dst;
  const void* dev = kind == CW_H2D ? dst : src;
  if ((kind != CW_H2D && kind != CW_D2H) || !in(device_allocs, dev, bytes) || in(device_allocs, host, 1)) {
    async_link().direction_errors++;
    return false;
  }
  return true;
}

const char* last_error() { return last; }
int device_count(int* c) { return *c = 1, CW_OK; }
int device_info(int, cw_device_info* info) {
  std::memset(info, 0, sizeof *info);
  std::strcpy(info->name, "async link");
  std::strcpy(info->arch, "fake");
  std::strcpy(info->driver_version, "1");
  std::strcpy(info->runtime_version, "1");
  return CW_OK;
}
int alloc(std::map<uintptr_t, size_t>& m, size_t bytes, void** p) {
  *p = std::aligned_alloc(256, (bytes + 255) / 256 * 256);
  if (!*p) return fail("out of memory", CW_E_OOM);
  std::lock_guard<std::mutex> lock(alloc_mu);
  m[reinterpret_cast<uintptr_t>(*p)] = bytes;
  return CW_OK;
}
int release(std::map<uintptr_t, size_t>& m, void* p) {
  std::lock_guard<std::mutex> lock(alloc_mu);
  if (!m.erase(reinterpret_cast<uintptr_t>(p))) return fail("free of an unknown pointer", CW_E_INVALID);
  std::free(p);
  return CW_OK;
}
int malloc_device(int, size_t bytes, void** p) { return alloc(device_allocs, bytes, p); }
int free_device(int, void* p) { return release(device_allocs, p); }
int malloc_host_pinned(size_t bytes, void** p) { return alloc(pinned_allocs, bytes, p); }
int free_host_pinned(void* p) { return release(pinned_allocs, p); }
int pointer_is_pinned(const void* p, int* pinned) {
  async_link().pointer_queries++;
  *pinned = in(pinned_allocs, p, 1) ? 1 : 0;
  return CW_OK;
}
int stream_create(int, cw_stream* s) {
  *s = reinterpret_cast<cw_stream>(new Stream);
  return CW_OK;
}
int stream_destroy(cw_stream s) {
  delete reinterpret_cast<Stream*>(s);
  return CW_OK;
}
int stream_synchronize(cw_stream s) {
  async_link().stream_syncs++;
  of(s).drain();
  return CW_OK;
}
int memcpy_async(cw_stream s, void* d, const void* src, size_t n, int kind) {
  if (!n) return CW_OK;
  if (!direction_ok(d, src, n, kind)) return fail("async: copy direction does not match the memory", CW_E_INVALID);
  async_link().async_copies++;
  if (!in(pinned_allocs, kind == CW_H2D ? src : d, n)) {
    // Pageable memory: the runtime stages it, so the copy is synchronous for the caller.
    of(s).push([=] { std::memcpy(d, src, n); });
    of(s).drain();
    return CW_OK;
  }
  of(s).push([=] { dma(d, src, n); });
  return CW_OK;
}
int memcpy_sync(int, void* d, const void* src, size_t n, int kind) {
  if (!n) return CW_OK;
  if (!direction_ok(d, src, n, kind)) return fail("async: copy direction does not match the memory", CW_E_INVALID);
  async_link().sync_copies++;
  legacy().push([=] { std::memcpy(d, src, n); });
  legacy().drain();
  return CW_OK;
}
int memset_async(cw_stream s, void* d, int v, size_t n) {
  of(s).push([=] { std::memset(d, v, n); });
  return CW_OK;
}
int event_create(int, cw_event* e) {
  *e = reinterpret_cast<cw_event>(new Event);
  return CW_OK;
}
int event_destroy(cw_event e) {
  delete reinterpret_cast<Event*>(e);
  return CW_OK;
}
int event_record(cw_event ev, cw_stream s) {
  async_link().event_records++;
  if (!s) async_link().legacy_event_records++;
  auto* e = reinterpret_cast<Event*>(ev);
  uint64_t ticket;
  {
    std::lock_guard<std::mutex> lock(e->mu);
    ticket = ++e->recorded;
  }
  of(s).push([e, ticket] {
    {
      std::lock_guard<std::mutex> lock(e->mu);
      e->reached = std::max(e->reached, ticket);
      e->at = std::chrono::steady_clock::now();
    }
    e->cv.notify_all();
  });
  return CW_OK;
}
int event_synchronize(cw_event e) {
  reinterpret_cast<Event*>(e)->wait();
  return CW_OK;
}
int event_elapsed_ms(cw_event a, cw_event b, float* ms) {
  auto* ea = reinterpret_cast<Event*>(a);
  auto* eb = reinterpret_cast<Event*>(b);
  std::chrono::steady_clock::time_point ta, tb;
  {
    std::lock_guard<std::mutex> lock(ea->mu);
    if (ea->reached < ea->recorded || !ea->recorded) return CW_E_NOT_READY;
    ta = ea->at;
  }
  {
    std::lock_guard<std::mutex> lock(eb->mu);
    if (eb->reached < eb->recorded || !eb->recorded) return CW_E_NOT_READY;
    tb = eb->at;
  }
  *ms = std::chrono::duration<float, std::milli>(tb - ta).count();
  return CW_OK;
}
int stream_wait_event(cw_stream s, cw_event ev) {
  auto* e = reinterpret_cast<Event*>(ev);
  uint64_t target;
  {
    std::lock_guard<std::mutex> lock(e->mu);
    target = e->recorded;
  }
  of(s).push([e, target] {
    std::unique_lock<std::mutex> lock(e->mu);
    e->cv.wait(lock, [&] { return e->reached >= target; });
  });
  return CW_OK;
}
int event_query(cw_event ev) {
  auto* e = reinterpret_cast<Event*>(ev);
  std::lock_guard<std::mutex> lock(e->mu);
  return e->reached >= e->recorded ? CW_OK : CW_E_NOT_READY;
}
int op_variants(int, uint32_t, cw_variant_info*, int, int* count) { return *count = 0, CW_OK; }
int op_run(cw_stream, const cw_op_call*) { return fail("async: no ops", CW_E_UNSUPPORTED); }

const cw_backend_iface iface = {
    CW_PLUGIN_ABI_VERSION, "async", "async link 1", "fake", last_error, device_count, device_info,
    malloc_device, free_device, malloc_host_pinned, free_host_pinned, pointer_is_pinned,
    nullptr, nullptr,  // no stream-ordered pool
    stream_create, stream_destroy, stream_synchronize, memcpy_sync, memcpy_async, memset_async,
    event_create, event_destroy, event_record, event_synchronize, event_elapsed_ms, stream_wait_event,
    op_variants, op_run, nullptr,
    nullptr, nullptr, nullptr, nullptr, event_query,
    nullptr, nullptr, nullptr, nullptr};

}  // namespace

AsyncLink& async_link() {
  static AsyncLink link;
  return link;
}

void reset_async_link() {
  AsyncLink& l = async_link();
  l.async_copies = 0;
  l.sync_copies = 0;
  l.direction_errors = 0;
  l.pointer_queries = 0;
  l.event_records = 0;
  l.legacy_event_records = 0;
  l.stream_syncs = 0;
  l.dma_latency_us = 20;
}

std::shared_ptr<crosswarp::Backend> async_backend() {
  return std::make_shared<crosswarp::Backend>("async", &iface);
}

}  // namespace cwtest
