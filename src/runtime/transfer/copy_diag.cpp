#include "runtime/transfer/copy_diag.h"

#include "runtime/transfer/copy_bench.h"
#include "runtime/transfer/calibration.h"
#include "runtime/transfer/host_copier.h"
#include "runtime/transfer/pinned_ring.h"
#include "runtime/transfer/staged_copy.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <thread>
#include <vector>

namespace crosswarp::transfer {

using nlohmann::json;

namespace {

using Clock = std::chrono::steady_clock;

double us_since(Clock::time_point t0) { return std::chrono::duration<double, std::micro>(Clock::now() - t0).count(); }

struct Stats {
  double median, p10, p90, min;
};

Stats stats(std::vector<double> t) {
  std::sort(t.begin(), t.end());
  auto at = [&](double q) { return t[std::min(t.size() - 1, size_t(q * double(t.size())))]; };
  return {at(0.5), at(0.1), at(0.9), t.front()};
}

json stats_json(const Stats& s) { return {{"median_us", s.median}, {"p10_us", s.p10}, {"p90_us", s.p90}, {"min_us", s.min}}; }

// Per-call microseconds of fn, `n` calls after 20 warm-ups.
Stats per_call(int n, const std::function<void()>& fn) {
  for (int i = 0; i < 20; ++i) fn();
  std::vector<double> t;
  t.reserve(size_t(n));
  for (int i = 0; i < n; ++i) {
    auto t0 = Clock::now();
    fn();
    t.push_back(us_since(t0));
  }
  return stats(t);
}

void spin_for_us(double us) {
  auto t0 = Clock::now();
  while (us_since(t0) < us) {
  }
}

}  // namespace

// A staged copy's timeline (copy_diag.h), the median of `reps` by total time: per load its host copy,
// its DMA's enqueue and its DMA on the device, microseconds from the start of the copy. Device
// times come from timing events around each load's DMAs, placed on the host's clock by an event
// recorded on an idle stream at the start (so they are late by that event's latency, about a
// microsecond). Also: when the first DMA starts (the fill), the link idle between DMAs, and the
// time after the last DMA ends (the drain and the synchronization).
json stage_timeline(const std::shared_ptr<Backend>& backend, int device, CopyDirection dir, const PipelineShape& shape,
                    bool ramp, size_t bytes, int reps) {
  if (reps < 1 || !bytes || !shape.chunk_bytes) throw Error(ErrorKind::Usage, "stage_timeline: reps, bytes and chunk must be positive");
  const auto& api = backend->api();
  const bool up = dir == CopyDirection::HostToDevice;
  PinnedRing ring(*backend, device);
  CopyStreams streams(*backend, device);
  HostCopier copier;
  std::string why;
  if (!ring.configure(ring_slots_for(shape.streams), shape.chunk_bytes, &why)) return {{"skipped", why}};
  void* dev = nullptr;
  backend->check(api.malloc_device(device, bytes, &dev), "malloc_device (diag timeline)");
  std::vector<char> host(bytes, 1);
  StageTrace trace;
  const size_t n_loads = load_sizes(bytes, std::min(shape.chunk_bytes, ring.slot_bytes()), ramp).size();
  trace.events.resize(2 * n_loads + 1);
  for (cw_event& e : trace.events) backend->check(api.event_create(device, &e), "event_create (diag timeline)");
  cw_event base = trace.events.back();
  StagingPlan plan{shape.chunk_bytes, shape.streams, shape.copy_threads, &copier, shape.streaming_stores, true, ramp};
  plan.trace = &trace;
  Piece piece{host.data(), static_cast<char*>(dev), bytes};
  cw_stream s0 = streams.get(0);
  struct Run {
    double total_us;
    json loads;
    double first_dma_us, last_dma_end_us, dma_gaps_us, dma_busy_us;
  };
  std::vector<Run> runs;
  for (int i = 0; i < reps + 2; ++i) {  // two warm-ups
    backend->check(api.stream_synchronize(s0), "stream_synchronize (diag timeline)");
    const uint64_t t0 = HostCopier::now_ns();
    backend->check(api.event_record(base, s0), "event_record (diag timeline)");
    if (up) {
      staged_h2d(*backend, ring, streams, {&piece, 1}, plan);
      ring.wait_all();
    } else {
      staged_d2h(*backend, ring, streams, {&piece, 1}, plan);
    }
    const uint64_t t1 = HostCopier::now_ns();
    streams.synchronize_all();
    if (i < 2) continue;
    Run r{double(t1 - t0) * 1e-3, json::array(), 0, 0, 0, 0};
    std::vector<std::pair<double, double>> dma;
    for (const StageTrace::Load& l : trace.loads) {
      float b = 0, e = 0;
      backend->check(api.event_elapsed_ms(base, l.dma_begin, &b), "event_elapsed_ms (diag timeline)");
      backend->check(api.event_elapsed_ms(base, l.dma_end, &e), "event_elapsed_ms (diag timeline)");
      auto us = [&](uint64_t ns) { return double(int64_t(ns - t0)) * 1e-3; };
      dma.push_back({double(b) * 1e3, double(e) * 1e3});
      r.loads.push_back({{"bytes", l.bytes}, {"stream", l.stream}, {"copy_us", {us(l.copy_start_ns), us(l.copy_end_ns)}},
                         {"issue_us", {us(l.issue_start_ns), us(l.issue_end_ns)}}, {"dma_us", {dma.back().first, dma.back().second}}});
    }
    // The link's busy time: the union of the DMA intervals (two streams may overlap).
    std::vector<std::pair<double, double>> sorted = dma;
    std::sort(sorted.begin(), sorted.end());
    double busy = 0, end = -1e300, gaps = 0;
    for (auto [b, e] : sorted) {
      if (end > -1e300 && b > end) gaps += b - end;
      if (b > end) {
        busy += e - b;
        end = e;
      } else if (e > end) {
        busy += e - end;
        end = e;
      }
    }
    r.first_dma_us = sorted.empty() ? 0 : sorted.front().first;
    r.last_dma_end_us = end;
    r.dma_gaps_us = gaps;
    r.dma_busy_us = busy;
    runs.push_back(std::move(r));
  }
  for (cw_event e : trace.events) api.event_destroy(e);
  api.free_device(device, dev);
  std::sort(runs.begin(), runs.end(), [](const Run& a, const Run& b) { return a.total_us < b.total_us; });
  const Run& m = runs[runs.size() / 2];
  return {{"direction", to_string(dir)}, {"bytes", bytes}, {"chunk_bytes", shape.chunk_bytes}, {"streams", shape.streams},
          {"copy_threads", shape.copy_threads}, {"streaming_stores", shape.streaming_stores}, {"ramp", ramp},
          {"reps", reps}, {"total_us", m.total_us}, {"min_total_us", runs.front().total_us},
          {"first_dma_start_us", m.first_dma_us}, {"last_dma_end_us", m.last_dma_end_us},
          {"dma_gaps_us", m.dma_gaps_us}, {"dma_busy_us", m.dma_busy_us},
          {"dma_busy_gbps", m.dma_busy_us > 0 ? double(bytes) / m.dma_busy_us / 1e3 : 0.0}, {"loads", m.loads}};
}

json run_copy_diag(const std::shared_ptr<Backend>& backend, int device, const TransferOptions& engine_options) {
  const auto& api = backend->api();
  json r = json::object();
  const bool pinned_ok = api.malloc_host_pinned && api.free_host_pinned;
  // 1. Small copies: the runtime calls the engine chooses between, and the engine itself.
  {
    const size_t sizes[] = {size_t(4) << 10, size_t(64) << 10};
    const size_t n_max = sizes[1];
    void* dev = nullptr;
    backend->check(api.malloc_device(device, n_max, &dev), "malloc_device (diag)");
    std::vector<char> pageable(n_max, 1);
    void* pinned = nullptr;
    if (pinned_ok && api.malloc_host_pinned(n_max, &pinned) != CW_OK) pinned = nullptr;
    if (pinned) std::memset(pinned, 1, n_max);
    cw_stream s = nullptr;
    backend->check(api.stream_create(device, &s), "stream_create (diag)");
    cw_event e = nullptr;
    backend->check(api.event_create(device, &e), "event_create (diag)");
    TransferEngine engine(backend, device, engine_options);
    engine.policy(CopyDirection::HostToDevice);
    json calls = json::array();
    auto add = [&](const std::string& what, size_t bytes, const Stats& st) {
      json c = stats_json(st);
      c["call"] = what;
      c["bytes"] = bytes;
      calls.push_back(c);
    };
    const int n = 300;
    for (size_t b : sizes) {
      for (int kind : {CW_H2D, CW_D2H}) {
        const bool up = kind == CW_H2D;
        const std::string d = up ? "h2d" : "d2h";
        auto dst_of = [&](void* host) { return up ? dev : host; };
        auto src_of = [&](void* host) { return up ? static_cast<const void*>(host) : static_cast<const void*>(dev); };
        add("memcpy_sync pageable " + d, b, per_call(n, [&] {
              backend->check(api.memcpy_sync(device, dst_of(pageable.data()), src_of(pageable.data()), b, kind), "diag");
            }));
        add("memcpy_async+stream_synchronize pageable " + d, b, per_call(n, [&] {
              backend->check(api.memcpy_async(s, dst_of(pageable.data()), src_of(pageable.data()), b, kind), "diag");
              backend->check(api.stream_synchronize(s), "diag");
            }));
        if (pinned) {
          add("memcpy_async+stream_synchronize pinned " + d, b, per_call(n, [&] {
                backend->check(api.memcpy_async(s, dst_of(pinned), src_of(pinned), b, kind), "diag");
                backend->check(api.stream_synchronize(s), "diag");
              }));
          add("memcpy_async+event_record+event_synchronize pinned " + d, b, per_call(n, [&] {
                backend->check(api.memcpy_async(s, dst_of(pinned), src_of(pinned), b, kind), "diag");
                backend->check(api.event_record(e, s), "diag");
                backend->check(api.event_synchronize(e), "diag");
              }));
          add("memcpy_sync pinned " + d, b, per_call(n, [&] {
                backend->check(api.memcpy_sync(device, dst_of(pinned), src_of(pinned), b, kind), "diag");
              }));
        }
        add("engine blocking copy, pageable " + d, b, per_call(n, [&] {
              if (up)
                engine.copy_to_device(dev, pageable.data(), b);
              else
                engine.copy_to_host(pageable.data(), dev, b);
            }));
      }
    }
    if (api.pointer_is_pinned) {
      int pin = 0;
      add("pointer_is_pinned (pageable pointer)", 0, per_call(n, [&] { api.pointer_is_pinned(pageable.data(), &pin); }));
      if (pinned) add("pointer_is_pinned (pinned pointer)", 0, per_call(n, [&] { api.pointer_is_pinned(pinned, &pin); }));
    }
    add("event_record", 0, per_call(n, [&] { backend->check(api.event_record(e, s), "diag"); }));
    add("stream_synchronize (idle stream)", 0, per_call(n, [&] { backend->check(api.stream_synchronize(s), "diag"); }));
    r["small_calls"] = calls;
    json paths = json::object();
    auto m = engine.metrics();
    for (auto dir : {CopyDirection::HostToDevice, CopyDirection::DeviceToHost}) {
      const auto& dm = dir == CopyDirection::HostToDevice ? m.h2d : m.d2h;
      paths[to_string(dir)] = {{"direct", dm.path_copies[0]}, {"driver", dm.path_copies[1]}, {"staged", dm.path_copies[2]}};
    }
    r["small_engine_paths"] = paths;
    api.event_destroy(e);
    api.stream_destroy(s);
    if (pinned) api.free_host_pinned(pinned);
    api.free_device(device, dev);
  }
  // 2. The copy threads: a round of one 1 MiB job at k threads, back to back and after idle gaps
  //    (the workers spin kSpinMicros, linger only after a pipeline, then sleep on a futex).
  {
    HostCopier copier;
    const size_t bytes = size_t(1) << 20;
    std::vector<char> src(bytes, 1), dst(bytes, 0);
    HostCopier::Job job{dst.data(), src.data(), bytes};
    json rows = json::array();
    Stats one = per_call(100, [&] { std::memcpy(dst.data(), src.data(), bytes); });
    rows.push_back({{"threads", 1}, {"gap_us", 0}, {"round", stats_json(one)}});
    int hw = int(std::max(1u, std::thread::hardware_concurrency()));
    for (int k : {4, 8, 12, 16}) {
      if (k > hw) continue;
      copier.run({&job, 1}, k);  // create the workers
      for (double gap : {0.0, 200.0, 2000.0, 20000.0}) {
        std::vector<double> t;
        uint64_t w0 = copier.worker_pieces();
        const int rounds = gap >= 20000 ? 15 : 60;
        for (int i = 0; i < rounds; ++i) {
          if (gap > 0) {
            if (gap >= 2000)
              std::this_thread::sleep_for(std::chrono::microseconds(int(gap)));
            else
              spin_for_us(gap);
          }
          auto t0 = Clock::now();
          copier.run({&job, 1}, k);
          t.push_back(us_since(t0));
        }
        double pieces = double(copier.worker_pieces() - w0) / rounds;
        rows.push_back({{"threads", k}, {"gap_us", gap}, {"round", stats_json(stats(t))},
                        {"worker_pieces_per_round", pieces}, {"pieces_per_round", copier.last_round_pieces()}});
      }
    }
    r["copier_rounds_1MiB"] = rows;
  }
  // 3. The engine's 16 MiB copies one by one, from a fresh engine (cached policy): is the first
  //    window slower than the rest (warm-up), or all of them?
  if (pinned_ok) {
    const size_t bytes = size_t(16) << 20;
    void* dev = nullptr;
    backend->check(api.malloc_device(device, bytes, &dev), "malloc_device (diag)");
    std::vector<char> host(bytes, 1);
    TransferEngine engine(backend, device, engine_options);
    engine.policy(CopyDirection::HostToDevice);
    json series = json::object();
    for (auto dir : {CopyDirection::HostToDevice, CopyDirection::DeviceToHost}) {
      std::vector<double> t;
      for (int i = 0; i < 40; ++i) {
        auto t0 = Clock::now();
        if (dir == CopyDirection::HostToDevice)
          engine.copy_to_device(dev, host.data(), bytes);
        else
          engine.copy_to_host(host.data(), dev, bytes);
        t.push_back(us_since(t0));
      }
      series[to_string(dir)] = t;
    }
    r["engine_16MiB_copy_us"] = series;
    r["engine_16MiB_metrics"] = json::parse(engine.metrics().to_json());
    api.free_device(device, dev);
    // 4. Where a 16 MiB pipeline's time goes: the shape the engine runs at this size, even and ramped.
    json timelines = json::array();
    for (auto d : {CopyDirection::HostToDevice, CopyDirection::DeviceToHost}) {
      const CopyPolicy& p = engine.policy(d);
      const PipelineShape shape = p.mid_below > bytes && p.mid.chunk_bytes ? p.mid : p.large();
      if (bytes < p.small_threshold) continue;  // the engine does not pipeline this size
      for (bool ramp : {false, true}) timelines.push_back(stage_timeline(backend, device, d, shape, ramp, bytes, 15));
    }
    r["timeline_16MiB"] = timelines;
  }
  return r;
}

std::string copy_diag_text(const json& r) {
  std::string out;
  char line[400];
  if (r.contains("small_calls")) {
    out += "diag: small calls, microseconds per call (median, p10-p90)\n";
    for (const json& c : r["small_calls"]) {
      std::snprintf(line, sizeof line, "  %-58s %6s %8.2f  (%.2f-%.2f)\n", c["call"].get<std::string>().c_str(),
                    c["bytes"].get<size_t>() ? format_size(c["bytes"].get<size_t>()).c_str() : "", c["median_us"].get<double>(),
                    c["p10_us"].get<double>(), c["p90_us"].get<double>());
      out += line;
    }
    out += "  engine paths taken: " + r["small_engine_paths"].dump() + "\n";
  }
  if (r.contains("copier_rounds_1MiB")) {
    out += "diag: copy-thread rounds of 1 MiB, microseconds (median, p90), after an idle gap; pieces the workers took\n";
    for (const json& row : r["copier_rounds_1MiB"]) {
      std::snprintf(line, sizeof line, "  %2d threads, gap %7.0f us: %7.1f us (p90 %7.1f)%s\n", row["threads"].get<int>(),
                    row["gap_us"].get<double>(), row["round"]["median_us"].get<double>(), row["round"]["p90_us"].get<double>(),
                    row.contains("worker_pieces_per_round")
                        ? (", workers took " + std::to_string(row["worker_pieces_per_round"].get<double>()).substr(0, 5) +
                           " of " + std::to_string(row["pieces_per_round"].get<int>()) + " pieces")
                              .c_str()
                        : " (one thread, memcpy)");
      out += line;
    }
  }
  if (r.contains("engine_16MiB_copy_us")) {
    for (const char* d : {"h2d", "d2h"}) {
      const json& t = r["engine_16MiB_copy_us"][d];
      std::string s = std::string("diag: engine 16M ") + d + " copy by copy, GB/s:";
      for (const json& v : t) {
        std::snprintf(line, sizeof line, " %.1f", double(16 << 20) / v.get<double>() / 1e3);
        s += line;
      }
      out += s + "\n";
    }
    for (const json& n : r["engine_16MiB_metrics"]["notes"]) out += "  note: " + n.get<std::string>() + "\n";
    for (const json& f : r["engine_16MiB_metrics"]["fallbacks"]) out += "  fallback: " + f["reason"].get<std::string>() + "\n";
  }
  if (r.contains("timeline_16MiB")) {
    for (const json& t : r["timeline_16MiB"]) {
      if (t.contains("skipped")) {
        out += "diag: timeline skipped: " + t["skipped"].get<std::string>() + "\n";
        continue;
      }
      const double bytes = double(t["bytes"].get<size_t>());
      std::snprintf(line, sizeof line,
                    "diag: timeline of a 16M %s copy (chunk %s, %d stream(s), %d thread(s), %s stores%s), median of %d: "
                    "%.1f us = %.2f GB/s; first DMA starts %.1f, last ends %.1f, link idle between DMAs %.1f, "
                    "DMA busy %.1f us = %.2f GB/s, after the last DMA %.1f us\n",
                    t["direction"].get<std::string>().c_str(), format_size(t["chunk_bytes"].get<size_t>()).c_str(),
                    t["streams"].get<int>(), t["copy_threads"].get<int>(), t["streaming_stores"].get<bool>() ? "streaming" : "plain",
                    t["ramp"].get<bool>() ? ", ramped" : "", t["reps"].get<int>(), t["total_us"].get<double>(),
                    bytes / t["total_us"].get<double>() / 1e3, t["first_dma_start_us"].get<double>(),
                    t["last_dma_end_us"].get<double>(), t["dma_gaps_us"].get<double>(), t["dma_busy_us"].get<double>(),
                    t["dma_busy_gbps"].get<double>(), t["total_us"].get<double>() - t["last_dma_end_us"].get<double>());
      out += line;
      out += "  load     bytes  stream  host copy (us)      DMA enqueued      DMA on the device\n";
      int k = 0;
      for (const json& l : t["loads"]) {
        std::snprintf(line, sizeof line, "  %4d %9s  %6d  %7.1f-%7.1f  %7.1f-%7.1f  %7.1f-%7.1f\n", k++,
                      format_size(l["bytes"].get<size_t>()).c_str(), l["stream"].get<int>(), l["copy_us"][0].get<double>(),
                      l["copy_us"][1].get<double>(), l["issue_us"][0].get<double>(), l["issue_us"][1].get<double>(),
                      l["dma_us"][0].get<double>(), l["dma_us"][1].get<double>());
        out += line;
      }
    }
  }
  return out;
}

}  // namespace crosswarp::transfer
