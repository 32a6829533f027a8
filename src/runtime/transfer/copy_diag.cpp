#include "runtime/transfer/copy_diag.h"

#include "runtime/transfer/copy_bench.h"
#include "runtime/transfer/host_copier.h"

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
  return out;
}

}  // namespace crosswarp::transfer
