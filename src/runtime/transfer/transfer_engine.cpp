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
#include <cstdio>
#include <map>
#include <mutex>

namespace crosswarp {

using transfer::Piece;

struct TransferEngine::Impl {
  Impl(std::shared_ptr<Backend> b, int d, TransferOptions o)
      : backend(std::move(b)), device(d), options(std::move(o)), ring(*backend, d), streams(*backend, d) {
    options.strict = options.strict || strict_from_environment();
    if (!options.clock) options.clock = transfer::steady_seconds;
    metrics.h2d = transfer::empty_direction();
    metrics.d2h = transfer::empty_direction();
  }
  ~Impl() {
    try {
      ring.wait_all();
      streams.synchronize_all();
    } catch (...) {
    }
    const auto& api = backend->api();
    for (const auto& [ptr, bytes] : registered)
      if (api.host_unregister) api.host_unregister(reinterpret_cast<void*>(ptr));
    if (join_event) api.event_destroy(join_event);
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
  bool demoted_small[2] = {false, false}, demoted_pipeline[2] = {false, false};
  transfer::PathMonitor monitor_small[2], monitor_pipeline[2];
  // A staged path that regressed gets one timed driver copy (a trial) before it is demoted.
  // [dir][small]: the regressed window's expected/measured ratio, 0 = no trial pending.
  double trial_staged_ratio[2][2] = {{0, 0}, {0, 0}};
  TransferMetrics metrics;
  std::string cache_dir, cache_key;
  cw_event join_event = nullptr;
  std::vector<cw_event> done_events;
  std::map<uintptr_t, size_t> registered;  // register_host ranges: start -> bytes

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
    size_t chunk = std::max(policy[0].chunk_bytes, policy[1].chunk_bytes);
    std::string why;
    if (!ring.configure(slots, chunk, &why)) return pinned_refused(why);
    staging = true;
  }

  CopyPath choose(CopyDirection dir, size_t bytes, bool timed) const {
    const CopyPolicy& p = policy[int(dir)];
    CopyPath path = p.choose(bytes);
    if (path != CopyPath::Staged) return path;
    bool small = bytes < p.small_threshold;
    if (!staging || (small ? demoted_small[int(dir)] : demoted_pipeline[int(dir)])) return CopyPath::Driver;
    if (timed && trial_staged_ratio[int(dir)][small] > 0) return CopyPath::Driver;  // the trial copy
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

  bool host_pinned(const void* p, size_t bytes) const {
    if (!p) return false;
    if (!registered.empty() && in_registered(p, bytes)) return true;
    if (!api().pointer_is_pinned) return false;
    int pinned = 0;
    return api().pointer_is_pinned(p, &pinned) == CW_OK && pinned;
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

  // One memcpy_async per piece on the caller's stream, or on copy stream 0 and waited for.
  void plain_copies(CopyDirection dir, std::span<const Piece> pieces, cw_stream user) {
    cw_stream s = user ? user : streams.get(0);
    for (const Piece& p : pieces) {
      if (!p.bytes) continue;
      if (dir == CopyDirection::HostToDevice)
        backend->check(api().memcpy_async(s, p.device, p.host, p.bytes, CW_H2D), "memcpy_async (host->device)");
      else
        backend->check(api().memcpy_async(s, p.host, p.device, p.bytes, CW_D2H), "memcpy_async (device->host)");
    }
    if (!user) backend->check(api().stream_synchronize(s), "stream_synchronize (copy stream)");
  }

  // A copy of only a few chunks spends much of its time filling the pipeline (the first chunk is
  // copied by the CPU before any DMA starts, the last is DMA'd after the CPU is done): such copies
  // use smaller chunks, down to 8 per copy but not below 1 MiB (nor below the calibrated chunk when
  // that is smaller). E.g. 16 MiB chunks, a 16 MiB copy: 2 MiB chunks; 256 MiB and up: unchanged.
  static size_t pipeline_chunk(const CopyPolicy& p, size_t total) {
    const size_t floor = std::min(p.chunk_bytes, size_t(1) << 20);
    size_t chunk = p.chunk_bytes;
    while (chunk / 2 >= floor && total / chunk < 8) chunk /= 2;
    return chunk;
  }

  void staged(CopyDirection dir, std::span<const Piece> pieces, size_t total, cw_stream user) {
    const CopyPolicy& p = policy[int(dir)];
    bool small = total < p.small_threshold;
    transfer::StagingPlan plan{pipeline_chunk(p, total), small ? 1 : p.streams, p.copy_threads, &copier,
                               p.streaming_stores};
    metrics.staging_hits += 1;
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

  // Runs one group of pageable pieces (or pinned ones, as Direct) as one copy of `total` bytes.
  void run(CopyDirection dir, CopyPath path, std::span<const Piece> pieces, size_t total, cw_stream user) {
    double t0 = options.clock();
    if (path == CopyPath::Staged)
      staged(dir, pieces, total, user);
    else
      plain_copies(dir, pieces, user);
    double seconds = options.clock() - t0;
    bool timed = user == nullptr;  // a stream-ordered copy may still be in flight
    transfer::record(metrics, dir, path, total, timed, seconds);
    if (timed) recheck(dir, path, total, seconds);
  }

  void recheck(CopyDirection dir, CopyPath path, size_t total, double seconds) {
    const CopyPolicy& p = policy[int(dir)];
    bool small = total < p.small_threshold;
    double& trial = trial_staged_ratio[int(dir)][small];
    if (path == CopyPath::Driver && trial > 0) return judge_trial(dir, small, total, seconds);
    if (path != CopyPath::Staged) return;
    const PathModel& model = small ? p.staged_small : p.pipeline;
    if (!model.usable()) return;  // forced or seed policy without a model: nothing to compare with
    // Small copies are noisier (tens of microseconds): a longer window before judging them.
    int window = small ? 4 * options.recheck_window : options.recheck_window;
    transfer::PathMonitor::Window w{};
    auto& monitor = small ? monitor_small[int(dir)] : monitor_pipeline[int(dir)];
    if (!monitor.add(model.seconds(total), seconds, total, window, options.recheck_tolerance, &w)) return;
    trial = std::max(w.ratio, 1e-9);
    char note[256];
    std::snprintf(note, sizeof note, "%s %s path ran at %.0f%% of its calibrated speed over %d copies (%.2f GB/s); "
                  "timing one driver copy before deciding", to_string(dir), small ? "small staged" : "pipelined staged",
                  100.0 * w.ratio, window, w.gbps);
    log::info(std::string("transfer: ") + note);
  }

  // The trial driver copy decides: demote the staged path when the driver was faster than the staged
  // path is now (its model slowed by the window's ratio, at the trial's size), else keep it and
  // re-baseline its model to that (so the re-check compares against the new normal).
  void judge_trial(CopyDirection dir, bool small, size_t total, double seconds) {
    double& trial = trial_staged_ratio[int(dir)][small];
    double ratio = trial;
    trial = 0;
    CopyPolicy& p = policy[int(dir)];
    PathModel& model = small ? p.staged_small : p.pipeline;
    double staged_now_s = model.seconds(total) / ratio;
    double staged_gbps = double(total) / staged_now_s / 1e9;
    double driver_gbps = seconds > 0 ? double(total) / seconds / 1e9 : 0;
    char reason[320];
    if (driver_gbps > staged_gbps) {
      (small ? demoted_small : demoted_pipeline)[int(dir)] = true;
      std::snprintf(reason, sizeof reason,
                    "%s %s path fell more than %.0f%% below its calibrated %.2f GB/s (now %.2f GB/s at this size); "
                    "a driver copy measured %.2f GB/s",
                    to_string(dir), small ? "small staged" : "pipelined staged", 100.0 * options.recheck_tolerance,
                    model.gbps, staged_gbps, driver_gbps);
      metrics.notes.push_back(std::string("demoted: ") + reason);
      fallback({reason, "transfer", small ? "staged-small" : "staged-pipeline", "driver"});
      return;
    }
    double scale = ratio;
    std::snprintf(reason, sizeof reason,
                  "re-baselined: %s %s path now %.2f GB/s at this size (calibrated %.2f), still faster than a driver copy "
                  "(%.2f GB/s)",
                  to_string(dir), small ? "small staged" : "pipelined staged", staged_gbps, model.gbps, driver_gbps);
    metrics.notes.push_back(reason);
    model.gbps *= scale;
    model.latency_us /= scale;
  }

  void copy(CopyDirection dir, std::span<const Piece> pieces, cw_stream user) {
    std::lock_guard<std::mutex> lock(mutex);
    ensure_ready();
    if (pieces.size() == 1 && pieces[0].bytes && pieces[0].host && pieces[0].device) {
      // One copy (the common case): no partitioning, no allocation.
      const Piece& p = pieces[0];
      CopyPath path = host_pinned(p.host, p.bytes) ? CopyPath::Direct : choose(dir, p.bytes, user == nullptr);
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
    if (!pageable.empty()) run(dir, choose(dir, pageable_bytes, user == nullptr), pageable, pageable_bytes, user);
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

void TransferEngine::upload_many(std::span<const UploadItem> items, cw_stream stream) {
  std::vector<Piece> pieces;
  pieces.reserve(items.size());
  for (const auto& it : items)
    pieces.push_back({const_cast<char*>(static_cast<const char*>(it.src)), static_cast<char*>(it.dst), it.bytes});
  impl_->copy(CopyDirection::HostToDevice, pieces, stream);
}

void TransferEngine::download_many(std::span<const DownloadItem> items, cw_stream stream) {
  std::vector<Piece> pieces;
  pieces.reserve(items.size());
  for (const auto& it : items)
    pieces.push_back({static_cast<char*>(it.dst), const_cast<char*>(static_cast<const char*>(it.src)), it.bytes});
  impl_->copy(CopyDirection::DeviceToHost, pieces, stream);
}

void TransferEngine::synchronize() {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  impl_->ring.wait_all();
  impl_->streams.synchronize_all();
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
  m.registered.erase(it);
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
  for (int d = 0; d < 2; ++d) {
    m.demoted_small[d] = m.demoted_pipeline[d] = false;
    m.monitor_small[d].reset();
    m.monitor_pipeline[d].reset();
    m.trial_staged_ratio[d][0] = m.trial_staged_ratio[d][1] = 0;
  }
  m.ready = false;
  m.staging = false;
  m.ensure_ready();
}

bool TransferEngine::staged_demoted(CopyDirection direction, bool small) const {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  return (small ? impl_->demoted_small : impl_->demoted_pipeline)[int(direction)];
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
