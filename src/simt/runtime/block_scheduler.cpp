// Runs one block: its GPU threads are fibers (Boost.Context fcontext) on this OS thread. A fiber runs
// until it reaches a warp collective, a barrier or its end; when every fiber is stopped, the
// scheduler resolves what can be resolved (collectives whose lanes have all met, then the barrier),
// and when nothing can be it reports the misuse and forces progress instead of hanging.
#include "block_scheduler.h"

#include "internal.h"

#include <sys/mman.h>

#if defined(__SANITIZE_ADDRESS__)
#define CW_SIMT_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CW_SIMT_ASAN 1
#endif
#endif
#ifdef CW_SIMT_ASAN
#include <sanitizer/common_interface_defs.h>
#endif

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <exception>
#include <stdexcept>

namespace crosswarp::simt::detail {
__thread ThreadState* tl_thread = nullptr;
}  // namespace crosswarp::simt::detail

namespace crosswarp::simt::rt {

namespace ctx = boost::context::detail;

namespace {

// Dynamic shared memory: one region per worker at a fixed address (HIP_DYNAMIC_SHARED caches it).
// Layout: [no-access page][page whose last 256 bytes are the left red zone][64 KiB buffer][no-access
// page]. For each block, the buffer's pages past the launch's size (plus a 256-byte red zone) are
// made no-access, so reads and writes beyond them fault at once and the fault handler names the
// thread; writes into the red zones are found by checking them when the block ends.
constexpr std::size_t kPage = 4096;
// PROT_NONE below each GPU thread's stack. More than one page: a frame larger than the guard (a
// kernel's local array, like the 4 KiB frames of SimtFaults.StackOverflowIsNamed) can step over a
// one-page guard into whatever is mapped below, often the next thread's stack, and then the
// overflow corrupts it or faults where explain_fault cannot name it.
constexpr std::size_t kStackGuard = 64 * 1024;
constexpr std::size_t kMaxDynamicShared = 64 * 1024;
constexpr std::size_t kRedZone = 256;
constexpr unsigned char kRedByte = 0xcb;
constexpr unsigned char kFreshByte = 0xff;  // fresh shared memory reads as NaN, as garbage should

// Thrown in a GPU thread after a misuse that leaves it no defined way on (reported first): ends the thread.
struct ThreadEnded {};

std::size_t round_up_page(std::size_t n) { return (n + kPage - 1) / kPage * kPage; }

struct WorkerResources {
  std::vector<void*> stacks;
  std::vector<Lane> lanes;
  unsigned char* region = nullptr;  // kPage * 2 + kMaxDynamicShared + kPage
  unsigned char* shared = nullptr;  // the buffer: region + 2 * kPage
  std::size_t accessible = kMaxDynamicShared;
  WorkerResources() {
    std::size_t size = 3 * kPage + kMaxDynamicShared;
    void* p = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    region = static_cast<unsigned char*>(p);
    shared = region + 2 * kPage;
    mprotect(region, kPage, PROT_NONE);
    mprotect(shared + kMaxDynamicShared, kPage, PROT_NONE);
  }
  ~WorkerResources() {
    for (void* s : stacks) munmap(static_cast<unsigned char*>(s) - kStackGuard, kStackGuard + stack_bytes());
    munmap(region, 3 * kPage + kMaxDynamicShared);
  }
  // Makes exactly the pages holding `bytes` (and the right red zone) accessible.
  void limit_shared(std::size_t bytes) {
    std::size_t want = std::min(round_up_page(bytes + kRedZone), kMaxDynamicShared);
    if (want == accessible) return;
    if (want > accessible) mprotect(shared + accessible, want - accessible, PROT_READ | PROT_WRITE);
    else mprotect(shared + want, accessible - want, PROT_NONE);
    accessible = want;
  }
  // The lowest address of GPU thread i's stack (stack_bytes() long, kStackGuard of guard below it).
  void* stack(std::size_t i) {
    while (stacks.size() <= i) {
      void* p = mmap(nullptr, kStackGuard + stack_bytes(), PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      if (p == MAP_FAILED) throw std::bad_alloc();
      mprotect(p, kStackGuard, PROT_NONE);  // guard: a stack overflow faults instead of corrupting
      stacks.push_back(static_cast<unsigned char*>(p) + kStackGuard);
    }
    return stacks[i];
  }
};
thread_local WorkerResources tl_resources;
thread_local BlockRun* tl_block = nullptr;

// AddressSanitizer must be told about every stack switch (CROSSWARP_SANITIZE=ON builds); without
// it these are no-ops.
inline void switch_start([[maybe_unused]] void** fake_stack, [[maybe_unused]] const void* bottom,
                         [[maybe_unused]] std::size_t size) {
#ifdef CW_SIMT_ASAN
  __sanitizer_start_switch_fiber(fake_stack, bottom, size);
#endif
}
inline void switch_finish([[maybe_unused]] void* fake_stack, [[maybe_unused]] const void** bottom,
                          [[maybe_unused]] std::size_t* size) {
#ifdef CW_SIMT_ASAN
  __sanitizer_finish_switch_fiber(fake_stack, bottom, size);
#endif
}

void fiber_entry(ctx::transfer_t t) {
  auto* b = static_cast<BlockRun*>(t.data);
  switch_finish(nullptr, &b->scheduler_stack, &b->scheduler_stack_size);
  b->scheduler = t.fctx;
  Lane& lane = b->lanes[b->current];
  try {
    b->launch->invoke(b->launch->closure);
  } catch (const ThreadEnded&) {
    // reported where it was thrown
  } catch (const std::exception& e) {
    b->report_thread(lane, std::string("kernel threw an exception: ") + e.what());
  } catch (...) {
    b->report_thread(lane, "kernel threw an exception");
  }
  lane.state = LaneState::Exited;
  switch_start(nullptr, b->scheduler_stack, b->scheduler_stack_size);  // this fiber ends
  ctx::jump_fcontext(b->scheduler, nullptr);                            // never resumed
}

}  // namespace

void BlockRun::suspend() {
  void* fake = nullptr;
  switch_start(&fake, scheduler_stack, scheduler_stack_size);
  ctx::transfer_t t = ctx::jump_fcontext(scheduler, nullptr);
  switch_finish(fake, nullptr, nullptr);
  scheduler = t.fctx;
}

std::string BlockRun::where() const {
  char buf[256];
  std::snprintf(buf, sizeof buf, "kernel '%s' block (%u,%u,%u)", launch->config.kernel_name, block_idx.x,
                block_idx.y, block_idx.z);
  return buf;
}

void BlockRun::report_thread(const Lane& lane, const std::string& what) {
  char buf[128];
  std::snprintf(buf, sizeof buf, " thread (%u,%u,%u)", lane.ts.thread_idx.x, lane.ts.thread_idx.y,
                lane.ts.thread_idx.z);
  launch->report(where() + buf, what, true);
}

void BlockRun::run() {
  const auto& cfg = launch->config;
  nthreads = int(cfg.block.x * cfg.block.y * cfg.block.z);
  warp_size = launch->warp_size;
  nwarps = (nthreads + warp_size - 1) / warp_size;
  auto& res = tl_resources;
  if (res.lanes.size() < std::size_t(nthreads)) res.lanes.resize(nthreads);
  lanes = res.lanes.data();

  unsigned char* shared = res.shared;
  std::size_t dyn = cfg.dynamic_shared_bytes;
  ensure_fault_handler();
  res.limit_shared(dyn);
  std::memset(shared - kRedZone, kRedByte, kRedZone);
  std::memset(shared, kFreshByte, dyn);
  std::memset(shared + dyn, kRedByte, res.accessible - dyn);

  for (int i = 0; i < nthreads; ++i) {
    Lane& l = lanes[i];
    l = Lane{};
    l.index = i;
    l.ts.thread_idx = uint3{unsigned(i) % cfg.block.x, (unsigned(i) / cfg.block.x) % cfg.block.y,
                            unsigned(i) / (cfg.block.x * cfg.block.y)};
    l.ts.block_idx = block_idx;
    l.ts.block_dim = cfg.block;
    l.ts.grid_dim = cfg.grid;
    l.ts.warp_size = warp_size;
    l.ts.lane = i % warp_size;
    char* stack = static_cast<char*>(res.stack(i));
    l.context = ctx::make_fcontext(stack + stack_bytes(), stack_bytes(), fiber_entry);
    l.state = LaneState::Ready;
  }

  BlockRun* outer = tl_block;
  tl_block = this;
  idle_rounds = 0;
  for (;;) {
    bool progressed = false, yielded = false;
    for (int i = 0; i < nthreads; ++i) {
      if (lanes[i].state != LaneState::Ready) continue;
      lanes[i].state = LaneState::Running;
      current = i;
      detail::tl_thread = &lanes[i].ts;
      void* fake = nullptr;
      switch_start(&fake, res.stack(i), stack_bytes());
      ctx::transfer_t t = ctx::jump_fcontext(lanes[i].context, this);
      switch_finish(fake, nullptr, nullptr);
      lanes[i].context = t.fctx;
      (lanes[i].state == LaneState::Ready ? yielded : progressed) = true;
    }
    detail::tl_thread = nullptr;
    if (std::all_of(lanes, lanes + nthreads, [](const Lane& l) { return l.state == LaneState::Exited; })) break;
    if (resolve_warps(false) || release_barrier()) {
      idle_rounds = 0;
      continue;
    }
    if (yielded) {  // threads spin (__nanosleep): run them again
      end_endless_spin(progressed);
      continue;
    }
    resolve_warps(true);  // stuck: report and force progress
  }
  tl_block = outer;

  check_red_zones(shared, dyn, res.accessible - dyn);
}

namespace {
double steady_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
}  // namespace

void BlockRun::end_endless_spin(bool progressed) {
  if (progressed || idle_rounds == 0) {
    idle_rounds = progressed ? 0 : 1;
    idle_since = steady_seconds();
    return;
  }
  if (++idle_rounds % 256 != 0 || steady_seconds() - idle_since < spin_seconds()) return;
  char what[320];
  for (int i = 0; i < nthreads; ++i) {
    Lane& l = lanes[i];
    if (l.state != LaneState::Ready) continue;
    const char* file = l.yield_file ? l.yield_file : "?";
    if (const char* slash = std::strrchr(file, '/')) file = slash + 1;
    std::snprintf(
        what, sizeof what,
        "spins in %s (%s:%u) with nothing to release it: for %g s no thread of the block "
        "reached a barrier, a warp collective or its end (this would hang on a GPU too); the thread "
        "is ended",
        l.yield_what ? l.yield_what : "__nanosleep", file, l.yield_line, spin_seconds());
    report_thread(l, what);
    l.end_requested = true;
  }
  idle_rounds = 0;
}

void BlockRun::check_red_zones(const unsigned char* shared, std::size_t dyn, std::size_t right_zone) {
  std::size_t last = 0, first = kRedZone;
  for (std::size_t i = 0; i < right_zone; ++i)
    if (shared[dyn + i] != kRedByte) last = i + 1;
  for (std::size_t i = 0; i < kRedZone; ++i)
    if (shared[-std::ptrdiff_t(kRedZone) + std::ptrdiff_t(i)] != kRedByte) {
      first = i;
      break;
    }
  char buf[256];
  if (last) {
    std::snprintf(buf, sizeof buf,
                  "dynamic shared memory written out of bounds: up to byte %zu past the end of the %zu-byte "
                  "allocation (launch at %s:%u)",
                  last, dyn, launch->config.file, launch->config.line);
    launch->report(where(), buf, true);
  }
  if (first < kRedZone) {
    std::snprintf(buf, sizeof buf,
                  "dynamic shared memory written out of bounds: %zu bytes before its start (launch at %s:%u)",
                  kRedZone - first, launch->config.file, launch->config.line);
    launch->report(where(), buf, true);
  }
}

bool explain_fault(const void* address, char* msg, std::size_t n) {
  BlockRun* b = tl_block;
  if (!b || !detail::tl_thread) return false;
  const auto* a = static_cast<const unsigned char*>(address);
  WorkerResources& res = tl_resources;
  const Lane& lane = b->lanes[b->current];
  const auto& cfg = b->launch->config;
  const uint3& t = lane.ts.thread_idx;
  if (a >= res.region && a < res.shared + kMaxDynamicShared + kPage) {
    std::snprintf(msg, n,
                  "crosswarp-simt: error: kernel '%s' block (%u,%u,%u) thread (%u,%u,%u): dynamic shared memory "
                  "accessed out of bounds at byte %td of the %zu-byte allocation (launch at %s:%u)\n",
                  cfg.kernel_name, b->block_idx.x, b->block_idx.y, b->block_idx.z, t.x, t.y, t.z, a - res.shared,
                  cfg.dynamic_shared_bytes, cfg.file, cfg.line);
    return true;
  }
  if (std::size_t(b->current) < res.stacks.size()) {
    const auto* stack = static_cast<const unsigned char*>(res.stacks[b->current]);
    if (a >= stack - kStackGuard - kPage && a < stack) {
      std::snprintf(msg, n,
                    "crosswarp-simt: error: kernel '%s' block (%u,%u,%u) thread (%u,%u,%u): stack overflow (each GPU "
                    "thread has %zu KiB: raise CROSSWARP_SIMT_STACK_KB)\n",
                    cfg.kernel_name, b->block_idx.x, b->block_idx.y, b->block_idx.z, t.x, t.y, t.z,
                    stack_bytes() / 1024);
      return true;
    }
  }
  return false;
}

}  // namespace crosswarp::simt::rt

namespace crosswarp::simt::detail {

void* dynamic_shared_base() { return rt::tl_resources.shared; }

namespace {
// The encoding of shared-window addresses (device.h): statics from 0x40000000, the dynamic buffer from
// 0xc0000000. A static lies within kStaticReach of the anchor (one TLS block holds them all).
constexpr std::uintptr_t kStaticWindow = 0x40000000, kDynamicWindow = 0xc0000000;
constexpr std::intptr_t kStaticReach = 0x3fff0000;
}  // namespace

std::size_t generic_to_shared(const void* p, const void* anchor, const char* file, unsigned line) {
  const auto a = reinterpret_cast<std::uintptr_t>(p);
  const auto dynamic = reinterpret_cast<std::uintptr_t>(rt::tl_resources.shared);
  if (a >= dynamic && a <= dynamic + rt::kMaxDynamicShared) return kDynamicWindow + (a - dynamic);
  const auto offset = static_cast<std::intptr_t>(a - reinterpret_cast<std::uintptr_t>(anchor));
  if (offset > -kStaticReach && offset < kStaticReach) return kStaticWindow + offset;
  char what[256];
  std::snprintf(
      what, sizeof what,
      "__cvta_generic_to_shared (%s:%u) of %p, which is not in the block's shared memory (the result is "
      "undefined on a GPU)",
      file, line, p);
  rt::BlockRun* b = rt::tl_block;
  if (!b || !tl_thread) throw std::logic_error(std::string("crosswarp-simt: ") + what);
  b->report_thread(b->lanes[b->current], what);
  throw rt::ThreadEnded{};
}

void* shared_to_generic(std::size_t address, void* anchor) {
  // A generic pointer to shared memory where a shared-window address belongs (DeepEP passes its int* to
  // atom.shared::cta, which works on NVIDIA GPUs, and on AMD ones through the port's cast, which keeps the
  // low 32 bits: the LDS offset): here it is the pointer.
  if (address >> 32 != 0) return reinterpret_cast<void*>(address);
  if (address >= (kStaticWindow + kDynamicWindow) / 2)
    return rt::tl_resources.shared +
           (static_cast<std::intptr_t>(address) - static_cast<std::intptr_t>(kDynamicWindow));
  return static_cast<unsigned char*>(anchor) +
         (static_cast<std::intptr_t>(address) - static_cast<std::intptr_t>(kStaticWindow));
}

void warp_collective(WarpOp& op) {
  rt::BlockRun* b = rt::tl_block;
  if (!b || !tl_thread) throw std::logic_error("crosswarp-simt: a warp collective called outside a kernel");
  rt::Lane& lane = b->lanes[b->current];
  lane.op = &op;
  lane.state = rt::LaneState::AtWarpOp;
  b->suspend();
}

void thread_yield(const char* what, const char* file, unsigned line) {
  rt::BlockRun* b = rt::tl_block;
  if (!b || !tl_thread) return;  // host code: nothing else to run
  rt::Lane& lane = b->lanes[b->current];
  lane.yield_what = what;
  lane.yield_file = file;
  lane.yield_line = line;
  lane.state = rt::LaneState::Ready;
  b->suspend();
  if (lane.end_requested) throw rt::ThreadEnded{};  // reported by the scheduler
}

int block_barrier(BarrierKind kind, int predicate, const char* file, unsigned line, const char* function) {
  rt::BlockRun* b = rt::tl_block;
  if (!b || !tl_thread) throw std::logic_error("crosswarp-simt: __syncthreads called outside a kernel");
  rt::Lane& lane = b->lanes[b->current];
  lane.barrier = rt::BarrierSite{kind, predicate != 0, file, line, function};
  lane.state = rt::LaneState::AtBarrier;
  b->suspend();
  return lane.barrier_result;
}

}  // namespace crosswarp::simt::detail
