#include "runtime/dispatch/op_dispatcher.h"

#include "runtime/log.h"
#include "runtime/ops.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <set>

namespace crosswarp::dispatch {
namespace {

// Launches per candidate when tuning (after one warm-up). Three keep first use cheap on the CPU
// (one BERT-base GEMM is milliseconds there) while smoothing one-off noise.
constexpr int kTuneReps = 3;
constexpr int kGraphTimingReps = 20;
// "below 90% of the best known speed": time > best / 0.9.
constexpr double kDemoteSpeedRatio = 0.9;
// Consecutive slow samples before re-timing, so that one noisy sample does not demote.
constexpr int kSlowSamplesToRecheck = 2;

std::string round_pow2(int64_t v) {
  int64_t p = 1;
  while (p < v) p <<= 1;
  return std::to_string(p);
}

bool tensors_overlap(const cw_tensor& a, const cw_tensor& b);

// Byte range [begin, end) a tensor view touches.
std::pair<uintptr_t, uintptr_t> extent(const cw_tensor& t) {
  int64_t st[4];
  ops::effective_strides(t, st);
  int64_t last = 0;
  for (int i = 0; i < t.ndim; ++i) {
    if (t.shape[i] == 0) return {0, 0};
    last += (t.shape[i] - 1) * st[i];
  }
  const auto begin = reinterpret_cast<uintptr_t>(t.data);
  return {begin, begin + static_cast<uintptr_t>(last + 1) * ops::dtype_size(t.dtype)};
}

bool tensors_overlap(const cw_tensor& a, const cw_tensor& b) {
  auto [a0, a1] = extent(a);
  auto [b0, b1] = extent(b);
  return a0 < b1 && b0 < a1;
}

// A call can be re-run on the same inputs (and so timed) when no output overlaps an input and a
// GEMM does not accumulate into C.
bool rerunnable(const cw_op_call& call) {
  if (call.op == ops::kGemm && call.fparams[1] != 0.0) return false;
  for (int o = 0; o < call.n_outputs; ++o)
    for (int i = 0; i < call.n_inputs; ++i)
      if (ops::present(call.inputs[i]) && tensors_overlap(call.outputs[o], call.inputs[i])) return false;
  return true;
}

uint64_t call_hash(const cw_op_call& c) {
  uint64_t h = 1469598103934665603ull;
  auto mix = [&](uint64_t v) {
    h ^= v;
    h *= 1099511628211ull;
  };
  mix(c.op);
  mix(static_cast<uint64_t>(c.n_inputs) << 8 | static_cast<uint64_t>(c.n_outputs));
  auto tensor = [&](const cw_tensor& t) {
    mix(ops::present(t));
    mix(static_cast<uint64_t>(t.dtype) << 8 | static_cast<uint64_t>(t.ndim));
    for (int i = 0; i < t.ndim && i < 4; ++i) {
      mix(static_cast<uint64_t>(t.shape[i]));
      mix(static_cast<uint64_t>(t.stride[i]));
    }
  };
  for (int i = 0; i < c.n_inputs; ++i) tensor(c.inputs[i]);
  for (int i = 0; i < c.n_outputs; ++i) tensor(c.outputs[i]);
  for (int64_t p : c.iparams) mix(static_cast<uint64_t>(p));
  mix(c.fparams[1] != 0.0);  // beta decides whether the call can be re-run
  return h;
}

}  // namespace

struct OpDispatcher::KeyState {
  std::string key;
  std::string chosen;
  std::string source;
  double best_ms = 0;
  int64_t launches = 0;
  int slow_streak = 0;
  std::set<std::string> failed, demoted;
  std::map<std::string, double> timings;
};

OpDispatcher::OpDispatcher(std::shared_ptr<Backend> backend, int device, cw_stream stream, runtime::Monitor& monitor,
                           DispatchOptions options)
    : backend_(std::move(backend)),
      device_(device),
      stream_(stream),
      monitor_(monitor),
      options_(std::move(options)),
      cache_(options_.cache_dir) {
  cpu_ = PluginRegistry::instance().backend("cpu");
  cw_device_info info{};
  backend_->check(backend_->api().device_info(device_, &info), "device_info");
  wavefront_ = info.wavefront_size;
  device_key_ = backend_->name() + "|" + info.name + "|" + info.arch + "|wave" + std::to_string(info.wavefront_size) +
                "|" + info.driver_version + "|" + info.runtime_version + "|" +
                (backend_->api().build_info ? backend_->api().build_info : "") + "|crosswarp " CROSSWARP_VERSION;
  backend_->check(backend_->api().event_create(device_, &ev_start_), "event_create");
  backend_->check(backend_->api().event_create(device_, &ev_stop_), "event_create");
}

OpDispatcher::~OpDispatcher() {
  if (ev_start_) backend_->api().event_destroy(ev_start_);
  if (ev_stop_) backend_->api().event_destroy(ev_stop_);
}

std::string OpDispatcher::shape_bucket(const cw_op_call& call) {
  std::string b = ops::dtype_name(call.outputs[0].dtype);
  auto add = [&](const cw_tensor& t) {
    b += ' ';
    if (!ops::present(t)) {
      b += '-';
      return;
    }
    for (int i = 0; i < t.ndim; ++i) {
      if (i) b += 'x';
      b += round_pow2(t.shape[i]);
    }
  };
  for (int i = 0; i < call.n_inputs; ++i) add(call.inputs[i]);
  for (int i = 0; i < call.n_outputs; ++i) add(call.outputs[i]);
  b += " p";
  for (int i = 0; i < CW_OP_MAX_PARAMS; ++i)
    if (call.iparams[i]) b += std::to_string(i) + "=" + std::to_string(call.iparams[i]) + ",";
  return b;
}

OpDispatcher::KeyState& OpDispatcher::state(const std::string& op, const std::string& bucket) {
  const std::string key = op + "|" + bucket;
  auto& p = states_[key];
  if (!p) {
    p = std::make_unique<KeyState>();
    p->key = device_key_ + "|" + key;
    if (options_.use_cache)
      if (auto cached = cache_.find(p->key)) p->demoted.insert(cached->demoted.begin(), cached->demoted.end());
  }
  return *p;
}

std::vector<Candidate> OpDispatcher::abi_candidates(const cw_op_call& call) {
  const cw_backend_iface& api = backend_->api();
  cw_variant_info infos[16];
  int count = 0;
  if (api.op_variants(device_, call.op, infos, 16, &count) != CW_OK || count <= 0) return {};
  std::vector<Candidate> out;
  for (int i = 0; i < std::min(count, 16); ++i) {
    Candidate c;
    c.name = infos[i].name;
    c.warp_width = infos[i].warp_width;
    c.run = [this, call, i] {
      cw_op_call v = call;
      v.variant = static_cast<uint32_t>(i);
      return backend_->api().op_run(stream_, &v);
    };
    c.error = [this] {
      const char* e = backend_->api().last_error ? backend_->api().last_error() : nullptr;
      return std::string(e && *e ? e : "no description");
    };
    out.push_back(std::move(c));
  }
  return out;
}

void OpDispatcher::report_failure(const std::string& op, const std::string& from, const std::string& to,
                                  const std::string& why) {
  FallbackEvent e{why, op, from, to};
  if (options_.strict || strict_from_environment())
    throw Error(ErrorKind::Strict, op + " on " + from + " failed (" + why +
                                       ") and strict mode forbids falling back to " + to);
  monitor_.fallback(e);
  log::once(log::Level::Warn, "fallback:" + op + ":" + from + ":" + to,
            op + ": " + why + "; running on " + to + " instead of " + from);
}

double OpDispatcher::time_candidate(Candidate& c, int reps) {
  const cw_backend_iface& api = backend_->api();
  if (c.run() != CW_OK) return -1;
  backend_->check(api.event_record(ev_start_, stream_), "event_record");
  for (int r = 0; r < reps; ++r)
    if (c.run() != CW_OK) return -1;
  backend_->check(api.event_record(ev_stop_, stream_), "event_record");
  backend_->check(api.event_synchronize(ev_stop_), "event_synchronize");
  float ms = 0;
  backend_->check(api.event_elapsed_ms(ev_start_, ev_stop_, &ms), "event_elapsed_ms");
  const double eager = static_cast<double>(ms) / reps;
  if (eager >= options_.graph_timing_below_ms || !stream_) return eager;
  const double graphed = time_candidate_graph(c);
  return graphed > 0 ? graphed : eager;
}

// A launch of a few microseconds is shorter than the host takes to enqueue the next one, so
// back-to-back launches time the host and every candidate comes out alike (on the H200, BERT-large
// at batch 1 x 128 chose layernorm.block or layernorm.vec_w32 from run to run, and the steady state
// runs as a replayed graph, where only the device time counts). Where the backend records graphs,
// kGraphTimingReps launches are captured into one graph, replayed once to warm it, and one replay
// is timed. Returns ms per launch, or < 0 when the backend cannot (no graphs, capture refused),
// and the caller keeps the eager figure.
double OpDispatcher::time_candidate_graph(Candidate& c) {
  const cw_backend_iface& api = backend_->api();
  if (!api.graph_capture_begin || !api.graph_capture_end || !api.graph_launch || !api.graph_destroy) return -1;
  if (api.graph_capture_begin(stream_) != CW_OK) return -1;
  bool ok = true;
  for (int r = 0; r < kGraphTimingReps && ok; ++r) ok = c.run() == CW_OK;
  cw_graph graph = nullptr;
  const int end = api.graph_capture_end(stream_, &graph);
  if (!ok || end != CW_OK || !graph) {
    if (graph) api.graph_destroy(graph);
    return -1;
  }
  double result = -1;
  if (api.graph_launch(graph, stream_) == CW_OK && api.event_record(ev_start_, stream_) == CW_OK &&
      api.graph_launch(graph, stream_) == CW_OK && api.event_record(ev_stop_, stream_) == CW_OK &&
      api.event_synchronize(ev_stop_) == CW_OK) {
    float ms = 0;
    if (api.event_elapsed_ms(ev_start_, ev_stop_, &ms) == CW_OK && ms > 0) result = static_cast<double>(ms) / kGraphTimingReps;
  }
  api.graph_destroy(graph);
  monitor_.count("variant_graph_timings");
  return result;
}

void OpDispatcher::choose(KeyState& st, const std::string& op, const std::string& bucket,
                          std::vector<Candidate>& cands, bool can_time) {
  std::optional<CacheEntry> cached;
  if (options_.use_cache) cached = cache_.find(st.key);
  std::string source;
  auto forced = options_.force_variant.find(op);
  if (forced != options_.force_variant.end() &&
      std::any_of(cands.begin(), cands.end(), [&](auto& c) { return c.name == forced->second; })) {
    st.chosen = forced->second;
    source = "rule";
  } else if (cands.size() == 1) {
    st.chosen = cands[0].name;
    source = "rule";
  } else if (cached && std::any_of(cands.begin(), cands.end(), [&](auto& c) { return c.name == cached->variant; }) &&
             !st.demoted.count(cached->variant)) {
    st.chosen = cached->variant;
    st.best_ms = cached->ms;
    st.timings = cached->timings;
    source = "cache";
  } else if (options_.tune && can_time) {
    st.timings.clear();
    double best = -1;
    for (auto& c : cands) {
      const double ms = time_candidate(c, kTuneReps);
      if (ms < 0) {
        st.failed.insert(c.name);
        report_failure(op, backend_->name() + ":" + c.name, backend_->name() + ":other variants",
                       "variant failed while tuning: " + c.error());
        continue;
      }
      st.timings[c.name] = ms;
      if (best < 0 || ms < best) {
        best = ms;
        st.chosen = c.name;
      }
    }
    if (best < 0) return;  // all failed; the caller falls back
    st.best_ms = best;
    source = "tuned";
    monitor_.count("variant_tunings");
    if (options_.use_cache)
      cache_.store(st.key, {st.chosen, best, st.timings, {st.demoted.begin(), st.demoted.end()}});
  } else {
    st.chosen = cands[0].name;
    source = "rule";
  }
  st.source = source;
  ++generation_;
  monitor_.variant({op, bucket, st.chosen, source});
}

void OpDispatcher::run_candidates(const std::string& op, const std::string& bucket, std::vector<Candidate> cands,
                                  bool can_time) {
  KeyState& st = state(op, bucket);
  // Static rule: a kernel built for another warp width is wrong here, not slow.
  std::vector<Candidate> fit;
  for (auto& c : cands)
    if (c.warp_width == 0 || c.warp_width == wavefront_ || wavefront_ == 0) fit.push_back(c);
  if (!fit.empty()) cands = std::move(fit);
  for (;;) {
    std::erase_if(cands, [&](const Candidate& c) { return st.failed.count(c.name) > 0; });
    std::vector<Candidate> live = cands;
    std::erase_if(live, [&](const Candidate& c) { return st.demoted.count(c.name) > 0; });
    if (!live.empty()) cands = std::move(live);
    if (cands.empty()) throw Error(ErrorKind::Unsupported, op + ": no usable variant on backend " + backend_->name());
    auto find = [&](const std::string& n) {
      return std::find_if(cands.begin(), cands.end(), [&](const Candidate& c) { return c.name == n; });
    };
    if (st.chosen.empty() || find(st.chosen) == cands.end()) {
      if (capturing_)
        throw Error(ErrorKind::Runtime, op + ": no variant chosen yet for " + bucket + " during graph capture");
      st.chosen.clear();
      choose(st, op, bucket, cands, can_time);
      if (st.chosen.empty()) continue;  // every candidate failed while tuning
    }
    Candidate& c = *find(st.chosen);
    ++st.launches;
    const bool sample = !capturing_ && can_time && options_.recheck_interval > 0 && cands.size() > 1 && st.best_ms > 0 &&
                        st.launches % options_.recheck_interval == 0;
    const cw_backend_iface& api = backend_->api();
    int rc;
    if (sample) {
      backend_->check(api.event_record(ev_start_, stream_), "event_record");
      rc = c.run();
      backend_->check(api.event_record(ev_stop_, stream_), "event_record");
    } else {
      rc = c.run();
    }
    if (rc == CW_E_INVALID)
      throw Error(ErrorKind::Internal, op + " (" + c.name + ") on backend " + backend_->name() +
                                           " rejected its arguments: " + c.error());
    if (rc != CW_OK && capturing_)
      throw Error(ErrorKind::Runtime, op + " (" + c.name + ") failed during graph capture: " + c.error());
    if (rc != CW_OK) {
      const std::string why = "variant failed: " + c.error();
      st.failed.insert(c.name);
      std::string next = "cpu";
      for (auto& o : cands)
        if (o.name != c.name && !st.failed.count(o.name)) {
          next = backend_->name() + ":" + o.name;
          break;
        }
      if (next == "cpu") {
        if (cands.size() == 1 || std::all_of(cands.begin(), cands.end(), [&](auto& o) { return st.failed.count(o.name) > 0; }))
          throw Error(static_cast<ErrorKind>(rc == CW_E_UNSUPPORTED ? ErrorKind::Unsupported : ErrorKind::Runtime),
                      op + " failed on backend " + backend_->name() + " (" + c.name + "): " + c.error());
      }
      report_failure(op, backend_->name() + ":" + c.name, next, why);
      st.chosen.clear();
      continue;
    }
    if (sample) {
      backend_->check(api.event_synchronize(ev_stop_), "event_synchronize");
      float ms = 0;
      backend_->check(api.event_elapsed_ms(ev_start_, ev_stop_, &ms), "event_elapsed_ms");
      monitor_.count("variant_rechecks");
      st.slow_streak = ms > st.best_ms / kDemoteSpeedRatio ? st.slow_streak + 1 : 0;
      if (st.slow_streak >= kSlowSamplesToRecheck) {
        st.slow_streak = 0;
        std::map<std::string, double> times;
        for (auto& o : cands)
          if (double t = time_candidate(o, kTuneReps); t >= 0) times[o.name] = t;
        const std::string current = st.chosen;
        std::string best_name = current;
        for (auto& [n, t] : times)
          if (!times.count(best_name) || t < times[best_name]) best_name = n;
        if (best_name != current && times.count(current) && times[best_name] < times[current] * kDemoteSpeedRatio) {
          st.demoted.insert(current);
          st.chosen = best_name;
          ++generation_;
          st.source = "demoted";
          monitor_.count("variant_demotions");
          monitor_.variant({op, bucket, st.chosen, "demoted"});
          log::once(log::Level::Info, "demote:" + st.key + current,
                    op + ": variant " + current + " fell below 90% of the best known speed; now " + best_name);
        } else {
          monitor_.count("variant_rebaselines");
        }
        st.best_ms = times.count(st.chosen) ? times[st.chosen] : st.best_ms;
        for (auto& [n, t] : times) st.timings[n] = t;
        if (options_.use_cache)
          cache_.store(st.key, {st.chosen, st.best_ms, st.timings, {st.demoted.begin(), st.demoted.end()}});
        // The re-timing left the op's output from the last candidate timed; run the chosen one so
        // that the output is what the chosen variant computes.
        if (find(st.chosen)->run() != CW_OK) st.chosen.clear();
      }
    }
    return;
  }
}

void OpDispatcher::run(const cw_op_call& call) {
  const auto t0 = std::chrono::steady_clock::now();
  monitor_.count("op_launches");
  const uint64_t hash = call_hash(call);
  // The hash does not see pointers (aliasing decides whether a call may be timed): re-checks always
  // go through the slow path, which looks at the pointers again.
  if (auto it = fast_.find(hash); it != fast_.end() && it->second.op == call.op) {
    FastEntry& f = it->second;
    KeyState& st = *f.state;
    const bool recheck_due =
        !capturing_ && options_.recheck_interval > 0 && (st.launches + 1) % options_.recheck_interval == 0;
    if (st.chosen == f.name && !recheck_due) {
      cw_op_call v = call;
      v.variant = f.variant;
      if (backend_->api().op_run(stream_, &v) == CW_OK) {
        ++st.launches;
        if (monitor_.tracing()) monitor_.span(ops::op_name(call.op), "op", t0);
        return;
      }
      if (capturing_)
        throw Error(ErrorKind::Runtime, std::string(ops::op_name(call.op)) + " (" + f.name +
                                            ") failed during graph capture");
      // fall through: the slow path re-runs the call and handles the failure as an event
    }
  }
  const std::string op = ops::op_name(call.op);
  std::vector<Candidate> cands = abi_candidates(call);
  if (cands.empty()) {
    if (backend_->name() == "cpu")
      throw Error(ErrorKind::Unsupported, op + " is not implemented on the cpu backend");
    const char* e = backend_->api().last_error ? backend_->api().last_error() : "";
    run_on_cpu(call, std::string("op unsupported on ") + backend_->name() + (e && *e ? ": " + std::string(e) : ""));
  } else {
    try {
      const std::string bucket = shape_bucket(call);
      std::vector<std::string> names;
      for (const auto& c : cands) names.push_back(c.name);
      run_candidates(op, bucket, std::move(cands), rerunnable(call));
      KeyState& st = state(op, bucket);
      for (size_t i = 0; i < names.size(); ++i)
        if (names[i] == st.chosen) fast_[hash] = {call.op, static_cast<uint32_t>(i), &st, st.chosen};
    } catch (const Error& e) {
      if ((e.kind() != ErrorKind::Unsupported && e.kind() != ErrorKind::Runtime) || backend_->name() == "cpu") throw;
      run_on_cpu(call, e.what());
    }
  }
  if (monitor_.tracing()) monitor_.span(op, "op", t0);
}

void OpDispatcher::run_on_cpu(const cw_op_call& call, const std::string& why) {
  if (capturing_)
    throw Error(ErrorKind::Runtime, std::string(ops::op_name(call.op)) + " would fall back to the cpu (" + why +
                                        ") during graph capture");
  if (!cpu_) throw Error(ErrorKind::Internal, "the built-in cpu backend is missing");
  const std::string op = ops::op_name(call.op);
  report_failure(op, backend_->name(), "cpu", why);
  const cw_backend_iface& api = backend_->api();
  backend_->check(api.stream_synchronize(stream_), "stream_synchronize");
  // Merge the byte ranges every tensor touches into regions; copy each region to the host once.
  struct Region {
    uintptr_t begin, end;
    std::vector<std::byte> host;
    bool written = false;
  };
  std::vector<Region> regions;
  auto note = [&](const cw_tensor& t) {
    if (!ops::present(t)) return;
    auto [b, e] = extent(t);
    if (b == e) return;
    regions.push_back({b, e, {}, false});
  };
  for (int i = 0; i < call.n_inputs; ++i) note(call.inputs[i]);
  for (int i = 0; i < call.n_outputs; ++i) note(call.outputs[i]);
  std::sort(regions.begin(), regions.end(), [](auto& a, auto& b) { return a.begin < b.begin; });
  std::vector<Region> merged;
  for (auto& r : regions) {
    if (!merged.empty() && r.begin <= merged.back().end)
      merged.back().end = std::max(merged.back().end, r.end);
    else
      merged.push_back(std::move(r));
  }
  for (auto& r : merged) {
    r.host.resize(r.end - r.begin);
    backend_->check(api.memcpy_sync(device_, r.host.data(), reinterpret_cast<void*>(r.begin), r.host.size(), CW_D2H),
                    "memcpy to host for the cpu fallback of " + op);
  }
  auto translate = [&](cw_tensor& t, bool output) {
    if (!ops::present(t)) return;
    const auto p = reinterpret_cast<uintptr_t>(t.data);
    for (auto& r : merged)
      if (p >= r.begin && p < r.end) {
        t.data = r.host.data() + (p - r.begin);
        r.written = r.written || output;
        return;
      }
  };
  cw_op_call c = call;
  c.variant = 0;
  c.workspace = nullptr;
  c.workspace_size = 0;
  for (int i = 0; i < c.n_inputs; ++i) translate(c.inputs[i], false);
  for (int i = 0; i < c.n_outputs; ++i) translate(c.outputs[i], true);
  if (int rc = cpu_->api().op_run(nullptr, &c); rc != CW_OK)
    throw Error(ErrorKind::Runtime, op + " failed on the cpu fallback: " + std::string(cpu_->api().last_error()));
  // On the op stream and waited for: a blocking host->device memcpy_sync of pageable memory may
  // return with its DMA still queued on the legacy stream, which the (non-blocking) op stream's
  // next kernels would not wait for. (A backend without memcpy_async gets memcpy_sync.)
  for (auto& r : merged) {
    if (!r.written) continue;
    void* dst = reinterpret_cast<void*>(r.begin);
    backend_->check(api.memcpy_async ? api.memcpy_async(stream_, dst, r.host.data(), r.host.size(), CW_H2D)
                                     : api.memcpy_sync(device_, dst, r.host.data(), r.host.size(), CW_H2D),
                    "memcpy to device after the cpu fallback of " + op);
  }
  backend_->check(api.stream_synchronize(stream_), "stream_synchronize after the cpu fallback of " + op);
  monitor_.variant({op, "cpu-fallback", "cpu:" + op, "rule"});
}

}  // namespace crosswarp::dispatch
