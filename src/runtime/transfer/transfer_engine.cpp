// TransferEngine: picks a path per copy (policy), runs it (direct, driver or staged), times it,
// re-checks the staged paths against their calibrated models and demotes them when they regress.
#include "runtime/log.h"
#include "runtime/transfer/calibration.h"
#include "runtime/transfer/calibration_cache.h"
#include "runtime/transfer/copy_policy.h"
#include "runtime/transfer/pinned_ring.h"
#include "runtime/transfer/staged_copy.h"
#include "runtime/transfer/transfer_metrics.h"

#include <crosswarp/transfer.h>

#include <algorithm>
#include <chrono>
#include <iterator>
#include <cstdio>
#include <map>
#include <mutex>

#include <time.h>

namespace crosswarp {

using transfer::Piece;

namespace {

// Size classes of a staged copy: each has its own pipeline shape, model, re-check and demotion.
enum Klass { kSmall = 0, kMid = 1, kLarge = 2, kClasses = 3 };
const char* klass_name(int k) {
  return k == kSmall ? "small staged" : k == kMid ? "mid-size pipelined staged" : "pipelined staged";
}
const char* klass_from(int k) { return k == kSmall ? "staged-small" : k == kMid ? "staged-mid" : "staged-pipeline"; }

// How long a pointer_is_pinned answer is reused (the attribute query costs a runtime call on every
// small copy). A stale answer only picks a slower path, never a wrong one: a pageable buffer taken
// for pinned goes to memcpy_async, which the runtime stages itself (synchronous for the host,
// source reusable on return); a pinned one taken for pageable is staged.
constexpr int64_t kPinnedCacheLifeNs = 500'000'000;

// The cache's clock: CLOCK_MONOTONIC_COARSE (the kernel's last tick, a few ms of resolution, read
// without the TSC), because a 500 ms life needs no better and the precise clock costs as much as
// the rest of the engine's work on a 4 KiB copy.
int64_t coarse_now_ns() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC_COARSE, &ts);
  return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// A blocking driver copy below this size is timed for the metrics one time in
// kTimeSmallDriverEvery (the first of each run of them included), and only counted otherwise: the
// two clock reads cost 50-100 ns, ~1-3% of a 4 KiB cudaMemcpy (measured in a KVM guest, where
// clock_gettime was a fifth of the engine's time around a 4 KiB copy), and nothing but the
// metrics' GB/s uses that time.
constexpr size_t kUntimedDriverBelow = size_t(1) << 20;
constexpr uint32_t kTimeSmallDriverEvery = 16;

}  // namespace

struct TransferEngine::Impl {
  Impl(std::shared_ptr<Backend> b, int d, TransferOptions o)
      : backend(std::move(b)), device(d), options(std::move(o)), ring(*backend, d), streams(*backend, d) {
    options.strict = options.strict || strict_from_environment();
    if (!options.clock) options.clock = transfer::steady_seconds;
    options.retry_every = std::max(1, options.retry_every);
    metrics.h2d = transfer::empty_direction();
    metrics.d2h = transfer::empty_direction();
  }
  ~Impl() {
    try {
      ring.wait_all();
      streams.synchronize_all();
      sync_legacy();
    } catch (...) {
    }
    const auto& api = backend->api();
    for (const auto& [ptr, bytes] : registered)
      if (api.host_unregister) api.host_unregister(reinterpret_cast<void*>(ptr));
    if (join_event) api.event_destroy(join_event);
    if (legacy_event) api.event_destroy(legacy_event);
    for (cw_event e : done_events) api.event_destroy(e);
  }

  std::shared_ptr<Backend> backend;
  int device;
  TransferOptions options;
  mutable std::mutex mutex;
  transfer::PinnedRing ring;
  transfer::CopyStreams streams;
  transfer::HostCopier copier;
  bool ready = false;
  bool staging = false;  // the ring holds pinned memory shaped for the policies
  CopyPolicy policy[2];
  // Re-check state per direction and size class.
  bool demoted[2][kClasses] = {};
  transfer::PathMonitor monitor[2][kClasses];
  int since_retry[2][kClasses] = {};
  TransferMetrics metrics;
  std::string cache_dir, cache_key;
  cw_event join_event = nullptr, legacy_event = nullptr;
  std::vector<cw_event> done_events;
  std::map<uintptr_t, size_t> registered;  // register_host ranges: start -> bytes
  // A blocking host->device memcpy_sync may still be in the legacy stream's DMA queue.
  bool legacy_pending = false;
  struct PinnedAnswer {
    uintptr_t ptr = 0;
    bool pinned = false;
    int64_t when_ns = 0;
  };
  PinnedAnswer pinned_cache[8];
  uint32_t small_driver_copies[2] = {0, 0};  // for timing one in kTimeSmallDriverEvery

  const cw_backend_iface& api() const { return backend->api(); }

  void fallback(FallbackEvent e) {
    log::once(log::Level::Warn, "transfer-fallback:" + e.from + ":" + e.to + ":" + e.reason,
              "transfer: " + e.from + " -> " + e.to + ": " + e.reason);
    metrics.fallbacks.push_back(e);
    if (options.strict)
      throw Error(ErrorKind::Strict, "transfer fell back from " + e.from + " to " + e.to + " (" + e.reason +
                                         ") and strict mode is on");
  }

  bool has_pinned() const { return api().malloc_host_pinned && api().free_host_pinned; }

  void ensure_ready() {
    if (ready) return;
    ready = true;
    if (!has_pinned()) {
      // The CPU backend: host memory is all there is, so a copy is a memcpy. Not a fallback.
      policy[0] = policy[1] = transfer::driver_only_policy();
      metrics.notes.push_back("backend '" + backend->name() + "' has no pinned memory: every copy is a driver copy");
      return;
    }
    cw_device_info info{};
    backend->check(api().device_info(device, &info), "device_info");
    cache_key = transfer::cache_key(backend->name(), info, api().build_info ? api().build_info : "");
    cache_dir = transfer::cache_directory(options.cache_dir);
    if (options.force_h2d || options.force_d2h) {
      policy[0] = options.force_h2d ? *options.force_h2d : transfer::seed_policy();
      policy[1] = options.force_d2h ? *options.force_d2h : transfer::seed_policy();
      metrics.notes.push_back("policy: forced by the caller");
    } else if (!options.calibrate) {
      policy[0] = policy[1] = transfer::seed_policy();
      metrics.notes.push_back("policy: seed (calibration off)");
    } else if (auto cached = options.use_cache ? transfer::load_calibration(cache_dir, cache_key) : std::nullopt) {
      policy[0] = cached->h2d;
      policy[1] = cached->d2h;
      metrics.notes.push_back("policy: cached calibration (" + transfer::cache_file(cache_dir) + ")");
    } else {
      transfer::Calibration c;
      std::string why;
      size_t probe = options.probe_bytes ? options.probe_bytes : transfer::default_probe_bytes(*backend);
      if (!transfer::calibrate(*backend, device, ring, streams, copier, probe, options.clock, &c, &why)) {
        pinned_refused(why);
        return;
      }
      policy[0] = c.h2d;
      policy[1] = c.d2h;
      char note[160];
      std::snprintf(note, sizeof note, "policy: calibrated in %.0f ms with %zu-byte probes", c.probe_ms, probe);
      metrics.notes.push_back(note);
      if (options.use_cache) transfer::store_calibration(cache_dir, cache_key, {c.h2d, c.d2h});
      // The probe held a probe-sized pinned buffer; keep only what the policies need.
      ring.release();
    }
    shape_ring();
  }

  void pinned_refused(const std::string& why) {
    policy[0] = policy[1] = transfer::driver_only_policy();
    staging = false;
    fallback({why, "transfer", "pinned", "pageable"});
  }

  // Shapes the ring for both directions' policies; a refusal is the pinned->pageable fallback.
  void shape_ring() {
    bool wants = policy[0].small_threshold != SIZE_MAX || policy[1].small_threshold != SIZE_MAX ||
                 policy[0].staged_small.usable() || policy[1].staged_small.usable();
    if (!wants) return;
    int slots = std::max(policy[0].ring_slots, policy[1].ring_slots);
    size_t chunk = 0;
    for (const CopyPolicy& p : policy) chunk = std::max({chunk, p.chunk_bytes, p.mid.chunk_bytes});
    std::string why;
    if (!ring.configure(slots, chunk, &why)) return pinned_refused(why);
    staging = true;
  }

  int klass(CopyDirection dir, size_t bytes) const {
    const CopyPolicy& p = policy[int(dir)];
    if (bytes < p.small_threshold) return kSmall;
    if (p.mid_below && p.mid.chunk_bytes && bytes < p.mid_below) return kMid;
    return kLarge;
  }

  PathModel& model_of(CopyDirection dir, int k) {
    CopyPolicy& p = policy[int(dir)];
    return k == kSmall ? p.staged_small : k == kMid ? p.mid_pipeline : p.pipeline;
  }

  CopyPath choose(CopyDirection dir, size_t bytes) const {
    CopyPath path = policy[int(dir)].choose(bytes);
    if (path != CopyPath::Staged) return path;
    if (!staging || demoted[int(dir)][klass(dir, bytes)]) return CopyPath::Driver;
    return path;
  }

  // Whether [p, p + bytes) lies in one range this engine registered.
  bool in_registered(const void* p, size_t bytes) const {
    auto a = reinterpret_cast<uintptr_t>(p);
    auto it = registered.upper_bound(a);
    if (it == registered.begin()) return false;
    --it;
    return a + bytes <= it->first + it->second;
  }

  bool host_pinned(const void* p, size_t bytes) {
    if (!p) return false;
    if (!registered.empty() && in_registered(p, bytes)) return true;
    if (!api().pointer_is_pinned) return false;
    auto a = reinterpret_cast<uintptr_t>(p);
    PinnedAnswer& slot = pinned_cache[(a >> 6) % std::size(pinned_cache)];
    const int64_t now = coarse_now_ns();
    if (slot.ptr == a && now - slot.when_ns < kPinnedCacheLifeNs) return slot.pinned;
    int pinned = 0;
    bool is = api().pointer_is_pinned(p, &pinned) == CW_OK && pinned;
    slot = {a, is, now};
    return is;
  }

  void forget_pinned_answers() {
    for (PinnedAnswer& a : pinned_cache) a = {};
  }

  cw_event done_event(int i) {
    while (int(done_events.size()) <= i) {
      cw_event e = nullptr;
      backend->check(api().event_create(device, &e), "event_create (transfer join)");
      done_events.push_back(e);
    }
    return done_events[size_t(i)];
  }

  // `waiter` runs after `event` completes: on the device when the backend can, else on the host.
  void wait_on(cw_stream waiter, cw_event event) {
    if (api().stream_wait_event)
      backend->check(api().stream_wait_event(waiter, event), "stream_wait_event (transfer)");
    else
      backend->check(api().event_synchronize(event), "event_synchronize (transfer)");
  }

  // Orders the engine's streams (and `extra`) after a host->device memcpy_sync that may still be in
  // the legacy stream's queue, once, before the next copy that does not go through the legacy stream.
  void fence_legacy(cw_stream extra) {
    if (!legacy_pending) return;
    legacy_pending = false;
    if (!legacy_event) backend->check(api().event_create(device, &legacy_event), "event_create (transfer fence)");
    backend->check(api().event_record(legacy_event, nullptr), "event_record (legacy stream)");
    for (int i = 0; i < streams.created(); ++i) wait_on(streams.get(i), legacy_event);
    if (extra) wait_on(extra, legacy_event);
  }

  void sync_legacy() {
    if (!legacy_pending) return;
    legacy_pending = false;
    if (!legacy_event) backend->check(api().event_create(device, &legacy_event), "event_create (transfer fence)");
    backend->check(api().event_record(legacy_event, nullptr), "event_record (legacy stream)");
    backend->check(api().event_synchronize(legacy_event), "event_synchronize (legacy stream)");
  }

  // Copy streams start after the work queued on the caller's stream.
  void join_after(cw_stream user, int n) {
    if (!join_event) backend->check(api().event_create(device, &join_event), "event_create (transfer join)");
    backend->check(api().event_record(join_event, user), "event_record (transfer join)");
    for (int i = 0; i < n; ++i) wait_on(streams.get(i), join_event);
  }

  // The caller's stream continues after the DMAs on the copy streams in `used`.
  void join_before(cw_stream user, uint32_t used) {
    for (int i = 0; i < 32; ++i) {
      if (!(used & (1u << i))) continue;
      cw_event e = done_event(i);
      backend->check(api().event_record(e, streams.get(i)), "event_record (transfer join)");
      wait_on(user, e);
    }
  }

  // Direct or driver copies of each piece. Blocking driver copies are memcpy_sync (cudaMemcpy):
  // for small copies from pageable memory it is the cheapest call there is (H200, 4 KiB h2d:
  // cudaMemcpy 6.6 us, the engine's memcpy_async + stream_synchronize 7.7 us, bench/RESULTS.md; for
  // up to 64 KiB cudaMemcpy returns once the bytes are staged, before the DMA lands). Everything
  // else is one memcpy_async per piece on the caller's stream, or on copy stream 0 and waited for.
  void plain_copies(CopyDirection dir, CopyPath path, std::span<const Piece> pieces, cw_stream user) {
    const bool up = dir == CopyDirection::HostToDevice;
    if (!user && path == CopyPath::Driver) {
      for (const Piece& p : pieces) {
        if (!p.bytes) continue;
        if (up)
          backend->check(api().memcpy_sync(device, p.device, p.host, p.bytes, CW_H2D), "memcpy_sync (host->device)");
        else
          backend->check(api().memcpy_sync(device, p.host, p.device, p.bytes, CW_D2H), "memcpy_sync (device->host)");
      }
      legacy_pending = legacy_pending || up;
      return;
    }
    fence_legacy(user);
    cw_stream s = user ? user : streams.get(0);
    for (const Piece& p : pieces) {
      if (!p.bytes) continue;
      if (up)
        backend->check(api().memcpy_async(s, p.device, p.host, p.bytes, CW_H2D), "memcpy_async (host->device)");
      else
        backend->check(api().memcpy_async(s, p.host, p.device, p.bytes, CW_D2H), "memcpy_async (device->host)");
    }
    if (!user) backend->check(api().stream_synchronize(s), "stream_synchronize (copy stream)");
  }

  // Without a mid-size class: a copy of only a few chunks spends much of its time filling the
  // pipeline (the first chunk is copied by the CPU before any DMA starts, the last is DMA'd after
  // the CPU is done), so such copies use smaller chunks, down to 8 per copy but not below 1 MiB
  // (nor below the calibrated chunk when that is smaller).
  static size_t pipeline_chunk(const CopyPolicy& p, size_t total) {
    const size_t floor = std::min(p.chunk_bytes, size_t(1) << 20);
    size_t chunk = p.chunk_bytes;
    while (chunk / 2 >= floor && total / chunk < 8) chunk /= 2;
    return chunk;
  }

  transfer::StagingPlan plan_for(CopyDirection dir, size_t total, bool blocking) {
    const CopyPolicy& p = policy[int(dir)];
    const bool has_mid = p.mid_below && p.mid.chunk_bytes;
    int k = klass(dir, total);
    PipelineShape s = k == kMid ? p.mid : p.large();
    size_t chunk = s.chunk_bytes;
    if (k == kSmall) {
      // One slot, one stream: below the threshold a pipeline does not pay. The host side as the
      // pipeline for the nearest size runs it (the copier shares it out only from 64 KiB a thread).
      if (has_mid) s = p.mid;
      s.streams = 1;
      chunk = ring.slot_bytes();
    } else if (k == kLarge && !has_mid) {
      chunk = pipeline_chunk(p, total);
    }
    return {chunk, s.streams, s.copy_threads, &copier, s.streaming_stores, blocking, k != kSmall && s.ramp};
  }

  void staged(CopyDirection dir, std::span<const Piece> pieces, size_t total, cw_stream user) {
    transfer::StagingPlan plan = plan_for(dir, total, user == nullptr);
    metrics.staging_hits += 1;
    fence_legacy(user);
    if (user) join_after(user, plan.streams);
    if (dir == CopyDirection::HostToDevice) {
      uint32_t used = transfer::staged_h2d(*backend, ring, streams, pieces, plan);
      if (user)
        join_before(user, used);
      else
        ring.wait_all();
    } else {
      transfer::staged_d2h(*backend, ring, streams, pieces, plan);
    }
  }

  void execute(CopyDirection dir, CopyPath path, std::span<const Piece> pieces, size_t total, cw_stream user) {
    if (path == CopyPath::Staged)
      staged(dir, pieces, total, user);
    else
      plain_copies(dir, path, pieces, user);
  }

  // One more blocking copy of the same pieces, timed and counted (re-check trials).
  double timed_again(CopyDirection dir, CopyPath path, std::span<const Piece> pieces, size_t total) {
    double t0 = options.clock();
    execute(dir, path, pieces, total, nullptr);
    double seconds = options.clock() - t0;
    transfer::record(metrics, dir, path, total, true, seconds);
    return seconds;
  }

  // Runs one group of pageable pieces (or pinned ones, as Direct) as one copy of `total` bytes.
  // `recheckable`: whether its time says anything about the path (not so for file sources).
  void run(CopyDirection dir, CopyPath path, std::span<const Piece> pieces, size_t total, cw_stream user,
           bool recheckable = true) {
    const bool timed = user == nullptr;  // a stream-ordered copy may still be in flight
    const int k = klass(dir, total);
    // A driver copy only because its class is demoted (not one the policy sends to the driver anyway).
    if (timed && recheckable && path == CopyPath::Driver && demoted[int(dir)][k] && staging &&
        policy[int(dir)].choose(total) == CopyPath::Staged && ++since_retry[int(dir)][k] >= options.retry_every) {
      since_retry[int(dir)][k] = 0;
      return retry_staged(dir, k, pieces, total);
    }
    if (timed && path == CopyPath::Driver && total < kUntimedDriverBelow &&
        small_driver_copies[int(dir)]++ % kTimeSmallDriverEvery != 0) {
      execute(dir, path, pieces, total, user);
      transfer::record(metrics, dir, path, total, false, 0.0);
      return;
    }
    double t0 = options.clock();
    execute(dir, path, pieces, total, user);
    double seconds = options.clock() - t0;
    transfer::record(metrics, dir, path, total, timed, seconds);
    if (timed && recheckable && path == CopyPath::Staged) recheck(dir, k, pieces, total, seconds);
  }

  void recheck(CopyDirection dir, int k, std::span<const Piece> pieces, size_t total, double seconds) {
    const PathModel& model = model_of(dir, k);
    if (!model.usable()) return;  // forced or seed policy without a model: nothing to compare with
    // Small copies are noisier (tens of microseconds): a longer window before judging them.
    int window = k == kSmall ? 4 * options.recheck_window : options.recheck_window;
    transfer::PathMonitor::Window w{};
    if (!monitor[int(dir)][k].add(model.seconds(total), seconds, total, window, options.recheck_tolerance, &w)) return;
    char note[256];
    std::snprintf(note, sizeof note, "%s %s path ran at %.0f%% of its calibrated speed over %d copies (%.2f GB/s); "
                  "timing it and one driver copy again on the same data before deciding",
                  to_string(dir), klass_name(k), 100.0 * w.ratio, window, w.gbps);
    log::info(std::string("transfer: ") + note);
    judge(dir, k, pieces, total, w);
  }

  // A slow window is judged on the copy that closed it, whose source (or destination) is now warm:
  // the staged path and the driver each move the same bytes once more. The driver faster: the
  // staged path is demoted for this size class. The staged path back near its model: the window was
  // slow for a reason the path does not own -- a source faulted in or read from cold memory on
  // first touch (the loader's memory-mapped checkpoint), a busy host -- and nothing changes. Still
  // slow but faster than the driver: its model is re-baselined to what it does now.
  void judge(CopyDirection dir, int k, std::span<const Piece> pieces, size_t total, const transfer::PathMonitor::Window& w) {
    double t_driver = timed_again(dir, CopyPath::Driver, pieces, total);
    double t_staged = timed_again(dir, CopyPath::Staged, pieces, total);
    PathModel& model = model_of(dir, k);
    const double expected = model.seconds(total);
    const double staged_gbps = double(total) / t_staged / 1e9, driver_gbps = double(total) / t_driver / 1e9;
    char reason[400];
    if (t_driver < t_staged) {
      demoted[int(dir)][k] = true;
      since_retry[int(dir)][k] = 0;
      std::snprintf(reason, sizeof reason,
                    "%s %s path fell more than %.0f%% below its calibrated %.2f GB/s (%.0f%% over %d copies, %.2f GB/s); "
                    "on the same data again it moved %.2f GB/s and a driver copy measured %.2f GB/s",
                    to_string(dir), klass_name(k), 100.0 * options.recheck_tolerance, model.gbps, 100.0 * w.ratio,
                    k == kSmall ? 4 * options.recheck_window : options.recheck_window, w.gbps, staged_gbps, driver_gbps);
      metrics.notes.push_back(std::string("demoted: ") + reason);
      fallback({reason, "transfer", klass_from(k), "driver"});
      return;
    }
    double ratio = t_staged > 0 ? expected / t_staged : 1.0;
    if (ratio >= 1.0 - options.recheck_tolerance) {
      std::snprintf(reason, sizeof reason,
                    "kept: %s %s path's slow window (%.0f%% of calibrated, %.2f GB/s) did not repeat on the same data "
                    "(%.2f GB/s, %.0f%%; driver %.2f GB/s): a cold source or a busy host, not the path",
                    to_string(dir), klass_name(k), 100.0 * w.ratio, w.gbps, staged_gbps, 100.0 * ratio, driver_gbps);
      metrics.notes.push_back(reason);
      log::info(std::string("transfer: ") + reason);
      return;
    }
    std::snprintf(reason, sizeof reason,
                  "re-baselined: %s %s path now %.2f GB/s at this size (calibrated %.2f), still faster than a driver copy "
                  "(%.2f GB/s)",
                  to_string(dir), klass_name(k), staged_gbps, model.gbps, driver_gbps);
    metrics.notes.push_back(reason);
    log::info(std::string("transfer: ") + reason);
    model.gbps *= ratio;
    model.latency_us /= ratio;
  }

  // A demoted class, every retry_every copies: the copy goes by the driver as demoted, then the
  // staged path moves the same bytes again; at least 10% faster, it is re-promoted.
  void retry_staged(CopyDirection dir, int k, std::span<const Piece> pieces, size_t total) {
    double t_driver = timed_again(dir, CopyPath::Driver, pieces, total);
    double t_staged = timed_again(dir, CopyPath::Staged, pieces, total);
    if (!(t_staged < 0.9 * t_driver)) return;
    demoted[int(dir)][k] = false;
    monitor[int(dir)][k].reset();
    PathModel& model = model_of(dir, k);
    double ratio = model.usable() && t_staged > 0 ? model.seconds(total) / t_staged : 1.0;
    char note[320];
    std::snprintf(note, sizeof note, "re-promoted: %s %s path moved %.2f GB/s against a driver copy's %.2f GB/s on the same data",
                  to_string(dir), klass_name(k), double(total) / t_staged / 1e9, double(total) / t_driver / 1e9);
    metrics.notes.push_back(note);
    log::info(std::string("transfer: ") + note);
    if (ratio < 1.0 - options.recheck_tolerance) {
      model.gbps *= ratio;
      model.latency_us /= ratio;
    }
  }

  void copy(CopyDirection dir, std::span<const Piece> pieces, cw_stream user) {
    std::lock_guard<std::mutex> lock(mutex);
    ensure_ready();
    if (pieces.size() == 1 && pieces[0].bytes && pieces[0].host && pieces[0].device) {
      // One copy (the common case): no partitioning, no allocation.
      const Piece& p = pieces[0];
      CopyPath path = host_pinned(p.host, p.bytes) ? CopyPath::Direct : choose(dir, p.bytes);
      return run(dir, path, pieces, p.bytes, user);
    }
    std::vector<Piece> pageable, pinned;
    size_t pageable_bytes = 0, pinned_bytes = 0;
    for (const Piece& p : pieces) {
      if (!p.bytes) continue;
      if (!p.host || !p.device)
        throw Error(ErrorKind::Usage, std::string("transfer: null pointer in a ") + to_string(dir) + " copy of " +
                                          std::to_string(p.bytes) + " bytes");
      if (host_pinned(p.host, p.bytes)) {
        pinned.push_back(p);
        pinned_bytes += p.bytes;
      } else {
        pageable.push_back(p);
        pageable_bytes += p.bytes;
      }
    }
    if (!pinned.empty()) run(dir, CopyPath::Direct, pinned, pinned_bytes, user);
    if (!pageable.empty()) run(dir, choose(dir, pageable_bytes), pageable, pageable_bytes, user);
  }

  void upload_file(std::span<const FileUploadItem> items, cw_stream user, bool one_allocation) {
    std::lock_guard<std::mutex> lock(mutex);
    ensure_ready();
    std::vector<Piece> pieces;
    size_t total = 0;
    for (const FileUploadItem& it : items) {
      if (!it.bytes) continue;
      if (!it.dst || it.fd < 0)
        throw Error(ErrorKind::Usage, "upload_from_file: null device pointer or bad file descriptor (" +
                                          std::to_string(it.bytes) + " bytes)");
      pieces.push_back({nullptr, static_cast<char*>(it.dst), it.bytes, it.fd, it.offset, one_allocation});
      total += it.bytes;
    }
    if (pieces.empty()) return;
    metrics.file_bytes += total;
    if (staging) return run(CopyDirection::HostToDevice, CopyPath::Staged, pieces, total, user, /*recheckable=*/false);
    // No pinned ring: read into a pageable buffer, a slice at a time, and let the driver copy it.
    double t0 = options.clock();
    const size_t slice = std::min<size_t>(total, size_t(16) << 20);
    std::vector<char> buf(slice);
    const int threads = std::max(policy[0].copy_threads, 1);
    for (const Piece& p : pieces)
      for (size_t done = 0; done < p.bytes;) {
        size_t n = std::min(slice, p.bytes - done);
        transfer::HostCopier::Job job{buf.data(), nullptr, n, p.fd, p.file_offset + done};
        copier.run({&job, 1}, threads, false);
        Piece part{buf.data(), p.device + done, n};
        plain_copies(CopyDirection::HostToDevice, CopyPath::Driver, {&part, 1}, user);
        if (user) backend->check(api().stream_synchronize(user), "stream_synchronize (file upload)");
        done += n;
      }
    transfer::record(metrics, CopyDirection::HostToDevice, CopyPath::Driver, total, user == nullptr,
                     options.clock() - t0);
  }
};

TransferEngine::TransferEngine(std::shared_ptr<Backend> backend, int device, TransferOptions options) {
  if (!backend) throw Error(ErrorKind::Usage, "TransferEngine: no backend");
  impl_ = std::make_unique<Impl>(std::move(backend), device, std::move(options));
}

TransferEngine::~TransferEngine() = default;

void TransferEngine::copy_to_device(void* dst, const void* src, size_t bytes, cw_stream stream) {
  Piece p{const_cast<char*>(static_cast<const char*>(src)), static_cast<char*>(dst), bytes};
  impl_->copy(CopyDirection::HostToDevice, {&p, 1}, stream);
}

void TransferEngine::copy_to_host(void* dst, const void* src, size_t bytes, cw_stream stream) {
  Piece p{static_cast<char*>(dst), const_cast<char*>(static_cast<const char*>(src)), bytes};
  impl_->copy(CopyDirection::DeviceToHost, {&p, 1}, stream);
}

void TransferEngine::upload_many(std::span<const UploadItem> items, cw_stream stream, bool one_allocation) {
  std::vector<Piece> pieces;
  pieces.reserve(items.size());
  for (const auto& it : items) {
    pieces.push_back({const_cast<char*>(static_cast<const char*>(it.src)), static_cast<char*>(it.dst), it.bytes});
    pieces.back().joinable = one_allocation;
  }
  impl_->copy(CopyDirection::HostToDevice, pieces, stream);
}

void TransferEngine::download_many(std::span<const DownloadItem> items, cw_stream stream) {
  std::vector<Piece> pieces;
  pieces.reserve(items.size());
  for (const auto& it : items)
    pieces.push_back({static_cast<char*>(it.dst), const_cast<char*>(static_cast<const char*>(it.src)), it.bytes});
  impl_->copy(CopyDirection::DeviceToHost, pieces, stream);
}

void TransferEngine::upload_from_file(std::span<const FileUploadItem> items, cw_stream stream, bool one_allocation) {
  impl_->upload_file(items, stream, one_allocation);
}

void TransferEngine::synchronize() {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  impl_->ring.wait_all();
  impl_->streams.synchronize_all();
  impl_->sync_legacy();
}

bool TransferEngine::register_host(void* ptr, size_t bytes) {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  Impl& m = *impl_;
  if (!ptr || !bytes) throw Error(ErrorKind::Usage, "register_host: null pointer or zero bytes");
  const auto& api = m.api();
  std::string why;
  if (!api.host_register || !api.host_unregister) {
    why = "backend '" + m.backend->name() + "' cannot page-lock existing memory (no host_register)";
  } else {
    int rc = api.host_register(ptr, bytes);
    if (rc == CW_OK) {
      m.registered[reinterpret_cast<uintptr_t>(ptr)] = bytes;
      m.forget_pinned_answers();
      return true;
    }
    const char* detail = api.last_error ? api.last_error() : nullptr;
    why = "host_register of " + std::to_string(bytes) + " bytes refused" +
          (detail && *detail ? std::string(": ") + detail : std::string());
  }
  m.fallback({why, "transfer", "registered", "staged"});
  return false;
}

void TransferEngine::unregister_host(void* ptr) {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  Impl& m = *impl_;
  auto it = m.registered.find(reinterpret_cast<uintptr_t>(ptr));
  if (it == m.registered.end()) throw Error(ErrorKind::Usage, "unregister_host: pointer was not registered with this engine");
  // Copies on the engine's streams may still read or write it.
  m.ring.wait_all();
  m.streams.synchronize_all();
  m.sync_legacy();
  m.registered.erase(it);
  m.forget_pinned_answers();
  m.backend->check(m.api().host_unregister(ptr), "host_unregister");
}

const CopyPolicy& TransferEngine::policy(CopyDirection direction) {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  impl_->ensure_ready();
  return impl_->policy[int(direction)];
}

void TransferEngine::recalibrate() {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  Impl& m = *impl_;
  m.ring.wait_all();
  m.streams.synchronize_all();
  if (!m.cache_key.empty()) transfer::forget_calibration(m.cache_dir, m.cache_key);
  for (int d = 0; d < 2; ++d)
    for (int k = 0; k < kClasses; ++k) {
      m.demoted[d][k] = false;
      m.monitor[d][k].reset();
      m.since_retry[d][k] = 0;
    }
  m.ready = false;
  m.staging = false;
  m.ensure_ready();
}

bool TransferEngine::staged_demoted(CopyDirection direction, bool small) const {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  const bool* d = impl_->demoted[int(direction)];
  return small ? d[kSmall] : d[kMid] || d[kLarge];
}

TransferMetrics TransferEngine::metrics() const {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  TransferMetrics m = impl_->metrics;
  m.staging_allocs = impl_->ring.allocations();
  return m;
}

const std::string& TransferEngine::backend_name() const { return impl_->backend->name(); }
int TransferEngine::device() const { return impl_->device; }

}  // namespace crosswarp
