#include "runtime/transfer/copy_bench.h"

#include "runtime/transfer/transfer_metrics.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>

namespace crosswarp::transfer {

using nlohmann::json;

size_t parse_size(const std::string& text) {
  size_t pos = 0;
  unsigned long long v = 0;
  try {
    v = std::stoull(text, &pos);
  } catch (const std::exception&) {
    throw Error(ErrorKind::Usage, "bad size '" + text + "' (want e.g. 4096, 64K, 16M, 1G)");
  }
  std::string unit = text.substr(pos);
  size_t mult = 1;
  if (unit == "K" || unit == "k" || unit == "KiB") mult = size_t(1) << 10;
  else if (unit == "M" || unit == "MiB") mult = size_t(1) << 20;
  else if (unit == "G" || unit == "GiB") mult = size_t(1) << 30;
  else if (!unit.empty()) throw Error(ErrorKind::Usage, "bad size '" + text + "' (units: K, M, G)");
  return size_t(v) * mult;
}

std::string format_size(size_t b) {
  char buf[32];
  if (b >= (size_t(1) << 30) && b % (size_t(1) << 30) == 0) std::snprintf(buf, sizeof buf, "%zuG", b >> 30);
  else if (b >= (size_t(1) << 20) && b % (size_t(1) << 20) == 0) std::snprintf(buf, sizeof buf, "%zuM", b >> 20);
  else if (b >= 1024 && b % 1024 == 0) std::snprintf(buf, sizeof buf, "%zuK", b >> 10);
  else std::snprintf(buf, sizeof buf, "%zu", b);
  return buf;
}

std::vector<size_t> bert_large_fp32_tensor_bytes() {
  const size_t h = 1024, ffn = 4096, f = 4;
  std::vector<size_t> t = {30522 * h * f, 512 * h * f, 2 * h * f, h * f, h * f};  // embeddings + LN
  for (int layer = 0; layer < 24; ++layer) {
    for (int qkvo = 0; qkvo < 4; ++qkvo) t.insert(t.end(), {h * h * f, h * f});  // q, k, v, attn out
    t.insert(t.end(), {h * f, h * f});                                              // attention LN
    t.insert(t.end(), {ffn * h * f, ffn * f, h * ffn * f, h * f});                 // intermediate, output
    t.insert(t.end(), {h * f, h * f});                                              // output LN
  }
  t.insert(t.end(), {h * h * f, h * f});  // pooler
  return t;
}

namespace {

using Clock = std::chrono::steady_clock;

json gbps(size_t bytes, double s) { return s > 0 ? json(double(bytes) / s / 1e9) : json(nullptr); }

struct Buffers {
  const Backend& b;
  int device;
  void* dev = nullptr;
  void* pinned = nullptr;
  std::vector<char> pageable;
  Buffers(const Backend& backend, int d, size_t bytes) : b(backend), device(d), pageable(bytes, 1) {
    b.check(b.api().malloc_device(d, bytes, &dev), "malloc_device (" + format_size(bytes) + ", bench)");
    if (b.api().malloc_host_pinned && b.api().malloc_host_pinned(bytes, &pinned) != CW_OK) pinned = nullptr;
    if (pinned) std::memset(pinned, 1, bytes);
  }
  ~Buffers() {
    b.api().free_device(device, dev);
    if (pinned) b.api().free_host_pinned(pinned);
  }
};

json policy_json(const CopyPolicy& p) {
  auto model = [](const PathModel& m) { return json{{"latency_us", m.latency_us}, {"gbps", m.gbps}}; };
  return {{"chunk_bytes", p.chunk_bytes}, {"streams", p.streams},          {"ring_slots", p.ring_slots}, {"copy_threads", p.copy_threads},
          {"streaming_stores", p.streaming_stores}, {"ramp", p.ramp},
          {"small_threshold", p.small_threshold == SIZE_MAX ? json(nullptr) : json(p.small_threshold)},
          {"staged_small_from", p.staged_small_from == SIZE_MAX ? json(nullptr) : json(p.staged_small_from)},
          {"mid_below", p.mid_below},
          {"mid", {{"chunk_bytes", p.mid.chunk_bytes}, {"streams", p.mid.streams}, {"copy_threads", p.mid.copy_threads},
                   {"streaming_stores", p.mid.streaming_stores}, {"ramp", p.mid.ramp}}},
          {"mid_pipeline", model(p.mid_pipeline)},
          {"driver", model(p.driver)},  {"staged_small", model(p.staged_small)},
          {"pipeline", model(p.pipeline)}, {"direct", model(p.direct)}};
}

const char* path_of(const TransferMetrics& before, const TransferMetrics& after, CopyDirection dir) {
  const auto& a = dir == CopyDirection::HostToDevice ? after.h2d : after.d2h;
  const auto& b = dir == CopyDirection::HostToDevice ? before.h2d : before.d2h;
  for (int p = 2; p >= 0; --p)
    if (a.path_copies[p] != b.path_copies[p]) return to_string(CopyPath(p));
  return "none";
}

json bert_upload(const std::shared_ptr<Backend>& backend, int device, TransferEngine& engine, int reps) {
  const auto& api = backend->api();
  auto sizes = bert_large_fp32_tensor_bytes();
  size_t total = 0;
  for (size_t s : sizes) total += s;
  Buffers buf(*backend, device, total);  // one device arena, one pageable "checkpoint", pinned for the link rate
  std::vector<UploadItem> items;
  size_t off = 0;
  for (size_t s : sizes) {
    items.push_back({static_cast<char*>(buf.dev) + off, buf.pageable.data() + off, s});
    off += s;
  }
  reps = std::max(3, std::min(reps, 5));
  double t_engine = median_seconds(reps, [&] { engine.upload_many(items); });
  double t_naive = median_seconds(reps, [&] {
    for (const auto& it : items)
      backend->check(api.memcpy_sync(device, it.dst, it.src, it.bytes, CW_H2D), "memcpy_sync (bench)");
  });
  json link = nullptr;
  double t_link = 0;
  if (buf.pinned) {
    cw_stream s = nullptr;
    backend->check(api.stream_create(device, &s), "stream_create (bench)");
    t_link = median_seconds(reps, [&] {
      backend->check(api.memcpy_async(s, buf.dev, buf.pinned, total, CW_H2D), "memcpy_async (bench)");
      backend->check(api.stream_synchronize(s), "stream_synchronize (bench)");
    });
    api.stream_destroy(s);
    link = gbps(total, t_link);
  }
  json r = {{"tensors", sizes.size()},
            {"bytes", total},
            {"engine_upload_many_gbps", gbps(total, t_engine)},
            {"per_tensor_memcpy_sync_gbps", gbps(total, t_naive)},
            {"pinned_link_gbps", link},
            {"engine_vs_link", t_link > 0 ? json(t_link / t_engine) : json(nullptr)},
            {"engine_seconds", t_engine}};
  // The same checkpoint page-locked in place (host_register, as a loader could do with a mapped
  // file): then every tensor goes direct. Registration is timed apart: it is paid once per buffer.
  r["registered"] = nullptr;
  if (api.host_register && api.host_unregister) {
    auto t0 = Clock::now();
    bool ok = engine.register_host(buf.pageable.data(), total);
    double t_reg = std::chrono::duration<double>(Clock::now() - t0).count();
    if (ok) {
      double t_up = median_seconds(reps, [&] { engine.upload_many(items); });
      t0 = Clock::now();
      engine.unregister_host(buf.pageable.data());
      double t_unreg = std::chrono::duration<double>(Clock::now() - t0).count();
      r["registered"] = {{"register_ms", t_reg * 1e3},
                         {"unregister_ms", t_unreg * 1e3},
                         {"upload_many_gbps", gbps(total, t_up)},
                         {"vs_link", t_link > 0 ? json(t_link / t_up) : json(nullptr)},
                         {"register_and_upload_once_gbps", gbps(total, t_reg + t_up)}};
    }
  }
  return r;
}

// The stream-ordered pool against plain device allocations: an allocate/release pair per step on
// one stream (what an inference loop does with its activations), and the pool's statistics.
json pool_bench(const std::shared_ptr<Backend>& backend, int device) {
  const auto& api = backend->api();
  if (!api.malloc_async || !api.free_async)
    return {{"skipped", "backend '" + backend->name() + "' has no stream-ordered allocator"}};
  DevicePool pool(backend, device);
  cw_stream s = nullptr;
  backend->check(api.stream_create(device, &s), "stream_create (pool bench)");
  const size_t bytes = backend->name() == "simt" ? size_t(1) << 20 : size_t(64) << 20;
  const int steps = 50;
  auto per_pair_us = [&](const std::function<void()>& step) {
    step();  // warm-up: the pool reserves its memory here
    backend->check(api.stream_synchronize(s), "stream_synchronize (pool bench)");
    auto t0 = Clock::now();
    for (int i = 0; i < steps; ++i) step();
    backend->check(api.stream_synchronize(s), "stream_synchronize (pool bench)");
    return std::chrono::duration<double, std::micro>(Clock::now() - t0).count() / steps;
  };
  double pooled = per_pair_us([&] {
    void* p = pool.allocate(bytes, s);
    backend->check(api.memset_async(s, p, 0, 4096), "memset_async (pool bench)");
    pool.release(p, s);
  });
  double plain = per_pair_us([&] {
    void* p = nullptr;
    backend->check(api.malloc_device(device, bytes, &p), "malloc_device (pool bench)");
    backend->check(api.memset_async(s, p, 0, 4096), "memset_async (pool bench)");
    backend->check(api.stream_synchronize(s), "stream_synchronize (pool bench)");
    backend->check(api.free_device(device, p), "free_device (pool bench)");
  });
  api.stream_destroy(s);
  json r = json::parse(pool.stats_json());
  r["bytes_per_allocation"] = bytes;
  r["steps"] = steps;
  r["pool_pair_us"] = pooled;
  r["malloc_free_pair_us"] = plain;
  return r;
}

}  // namespace

json run_copy_bench(const std::shared_ptr<Backend>& backend, int device, const CopyBenchOptions& options) {
  const auto& api = backend->api();
  std::vector<size_t> sizes = options.sizes;
  if (sizes.empty())
    sizes = {size_t(4) << 10, size_t(64) << 10, size_t(1) << 20, size_t(16) << 20, size_t(256) << 20, size_t(1) << 30};
  size_t largest = *std::max_element(sizes.begin(), sizes.end());
  cw_device_info info{};
  backend->check(api.device_info(device, &info), "device_info");
  TransferEngine engine(backend, device, options.engine);
  auto cal_t0 = Clock::now();
  const CopyPolicy h2d = engine.policy(CopyDirection::HostToDevice);
  const CopyPolicy d2h = engine.policy(CopyDirection::DeviceToHost);
  double cal_ms = std::chrono::duration<double, std::milli>(Clock::now() - cal_t0).count();

  json rows = json::array();
  {  // the table's buffers are freed before the BERT upload and the sweep allocate theirs
    Buffers buf(*backend, device, std::max<size_t>(largest, 1));
    cw_stream s = nullptr;
    backend->check(api.stream_create(device, &s), "stream_create (bench)");
    for (size_t n : sizes) {
      int reps = options.reps ? options.reps : int(std::clamp<size_t>((size_t(1) << 30) / std::max<size_t>(n, 1), 3, 50));
      for (auto dir : {CopyDirection::HostToDevice, CopyDirection::DeviceToHost}) {
        bool up = dir == CopyDirection::HostToDevice;
        int kind = up ? CW_H2D : CW_D2H;
        auto sync_copy = [&](void* host) {
          void* dst = up ? buf.dev : host;
          const void* src = up ? host : buf.dev;
          backend->check(api.memcpy_sync(device, dst, src, n, kind), "memcpy_sync (bench)");
        };
        auto async_copy = [&](void* host) {
          void* dst = up ? buf.dev : host;
          const void* src = up ? host : buf.dev;
          backend->check(api.memcpy_async(s, dst, src, n, kind), "memcpy_async (bench)");
          backend->check(api.stream_synchronize(s), "stream_synchronize (bench)");
        };
        TransferMetrics before = engine.metrics();
        double t_engine = median_seconds(reps, [&] {
          if (up)
            engine.copy_to_device(buf.dev, buf.pageable.data(), n);
          else
            engine.copy_to_host(buf.pageable.data(), buf.dev, n);
        });
        const char* path = path_of(before, engine.metrics(), dir);
        double t_sync_pg = median_seconds(reps, [&] { sync_copy(buf.pageable.data()); });
        double t_async_pg = median_seconds(reps, [&] { async_copy(buf.pageable.data()); });
        double t_sync_pin = buf.pinned ? median_seconds(reps, [&] { sync_copy(buf.pinned); }) : 0;
        double t_async_pin = buf.pinned ? median_seconds(reps, [&] { async_copy(buf.pinned); }) : 0;
        rows.push_back({{"bytes", n},
                        {"size", format_size(n)},
                        {"direction", to_string(dir)},
                        {"reps", reps},
                        {"engine_path", path},
                        {"engine_gbps", gbps(n, t_engine)},
                        {"memcpy_sync_pageable_gbps", gbps(n, t_sync_pg)},
                        {"memcpy_async_pageable_gbps", gbps(n, t_async_pg)},
                        {"memcpy_sync_pinned_gbps", gbps(n, t_sync_pin)},
                        {"memcpy_async_pinned_gbps", gbps(n, t_async_pin)},
                        {"engine_vs_async_pinned", t_async_pin > 0 ? json(t_async_pin / t_engine) : json(nullptr)},
                        {"engine_vs_sync_pageable", json(t_sync_pg / t_engine)}});
      }
    }
    api.stream_destroy(s);
  }
  json result = {{"backend", backend->name()},
                 {"device", info.name},
                 {"driver", info.driver_version},
                 {"runtime", info.runtime_version},
                 {"calibration_ms", cal_ms},
                 {"policy", {{"h2d", policy_json(h2d)}, {"d2h", policy_json(d2h)}}},
                 {"rows", rows}};
  if (options.bert) result["bert_large_fp32_upload"] = bert_upload(backend, device, engine, options.reps ? options.reps : 3);
  if (options.pool) result["device_pool"] = pool_bench(backend, device);
  result["host"] = host_info();
  result["metrics"] = json::parse(engine.metrics().to_json());
  if (options.sweep) {
    engine.synchronize();
    result["sweep"] = run_copy_sweep(*backend, device, options.sweep_options);
  }
  return result;
}

std::string copy_bench_text(const json& r) {
  std::string out;
  char line[512];
  auto num = [](const json& v) -> std::string {
    if (v.is_null()) return "n/a";
    char b[32];
    std::snprintf(b, sizeof b, "%.2f", v.get<double>());
    return b;
  };
  std::snprintf(line, sizeof line, "bench-copy: backend %s, device %s (driver %s, runtime %s); calibration %.0f ms\n",
                r["backend"].get<std::string>().c_str(), r["device"].get<std::string>().c_str(),
                r["driver"].get<std::string>().c_str(), r["runtime"].get<std::string>().c_str(),
                r["calibration_ms"].get<double>());
  out += line;
  for (const char* d : {"h2d", "d2h"}) {
    const json& p = r["policy"][d];
    std::snprintf(line, sizeof line,
                  "policy %s: small threshold %s (staged from %s), chunk %s, %d stream(s), %d slots, %d copy thread(s), "
                  "%s stores; models GB/s: driver %s, staged-small %s, pipeline %s, pinned %s\n",
                  d, p["small_threshold"].is_null() ? "none" : format_size(p["small_threshold"].get<size_t>()).c_str(),
                  !p.contains("staged_small_from") || p["staged_small_from"].is_null()
                      ? "never"
                      : p["staged_small_from"].get<size_t>() == 0 ? "models"
                                                                  : format_size(p["staged_small_from"].get<size_t>()).c_str(),
                  format_size(p["chunk_bytes"].get<size_t>()).c_str(), p["streams"].get<int>(), p["ring_slots"].get<int>(),
                  p["copy_threads"].get<int>(), p["streaming_stores"].get<bool>() ? "streaming" : "plain",
                  num(p["driver"]["gbps"]).c_str(), num(p["staged_small"]["gbps"]).c_str(),
                  num(p["pipeline"]["gbps"]).c_str(), num(p["direct"]["gbps"]).c_str());
    out += line;
    if (p.contains("mid_below") && p["mid_below"].get<size_t>() > 0) {
      const json& m = p["mid"];
      std::snprintf(line, sizeof line,
                    "policy %s, copies below %s: chunk %s%s, %d stream(s), %d copy thread(s), %s stores; model %s GB/s\n", d,
                    format_size(p["mid_below"].get<size_t>()).c_str(), format_size(m["chunk_bytes"].get<size_t>()).c_str(),
                    m.value("ramp", false) ? " (ramped: quarter and half chunks at both ends)" : "",
                    m["streams"].get<int>(), m["copy_threads"].get<int>(),
                    m["streaming_stores"].get<bool>() ? "streaming" : "plain", num(p["mid_pipeline"]["gbps"]).c_str());
      out += line;
    }
  }
  out += "GB/s; engine copies from pageable memory; ratio = engine / memcpy_async(pinned) and engine / memcpy_sync(pageable)\n";
  std::snprintf(line, sizeof line, "%-6s %-4s %-7s %8s %10s %10s %10s %10s %9s %9s\n", "size", "dir", "path", "engine",
                "sync-page", "async-page", "sync-pin", "async-pin", "vs-pin", "vs-page");
  out += line;
  for (const json& row : r["rows"]) {
    std::snprintf(line, sizeof line, "%-6s %-4s %-7s %8s %10s %10s %10s %10s %9s %9s\n",
                  row["size"].get<std::string>().c_str(), row["direction"].get<std::string>().c_str(),
                  row["engine_path"].get<std::string>().c_str(), num(row["engine_gbps"]).c_str(),
                  num(row["memcpy_sync_pageable_gbps"]).c_str(), num(row["memcpy_async_pageable_gbps"]).c_str(),
                  num(row["memcpy_sync_pinned_gbps"]).c_str(), num(row["memcpy_async_pinned_gbps"]).c_str(),
                  num(row["engine_vs_async_pinned"]).c_str(), num(row["engine_vs_sync_pageable"]).c_str());
    out += line;
  }
  if (r.contains("bert_large_fp32_upload")) {
    const json& b = r["bert_large_fp32_upload"];
    std::snprintf(line, sizeof line,
                  "BERT-large fp32 weights (%zu tensors, %.2f GB): upload_many %s GB/s, per-tensor memcpy_sync %s GB/s, "
                  "pinned link %s GB/s, engine/link %s\n",
                  b["tensors"].get<size_t>(), b["bytes"].get<double>() / 1e9, num(b["engine_upload_many_gbps"]).c_str(),
                  num(b["per_tensor_memcpy_sync_gbps"]).c_str(), num(b["pinned_link_gbps"]).c_str(),
                  num(b["engine_vs_link"]).c_str());
    out += line;
    if (b.contains("registered") && !b["registered"].is_null()) {
      const json& g = b["registered"];
      std::snprintf(line, sizeof line,
                    "  from page-locked memory (host_register %.0f ms, unregister %.0f ms): upload_many %s GB/s, "
                    "engine/link %s; register + one upload %s GB/s\n",
                    g["register_ms"].get<double>(), g["unregister_ms"].get<double>(), num(g["upload_many_gbps"]).c_str(),
                    num(g["vs_link"]).c_str(), num(g["register_and_upload_once_gbps"]).c_str());
      out += line;
    }
  }
  if (r.contains("device_pool")) {
    const json& p = r["device_pool"];
    if (p.contains("skipped")) {
      out += "device pool: skipped: " + p["skipped"].get<std::string>() + "\n";
    } else {
      std::snprintf(line, sizeof line,
                    "device pool: %s allocate+release per step %.1f us (malloc_device+free_device %.1f us); release "
                    "threshold %s; pool reserved %s / used high %s bytes\n",
                    format_size(p["bytes_per_allocation"].get<size_t>()).c_str(), p["pool_pair_us"].get<double>(),
                    p["malloc_free_pair_us"].get<double>(),
                    p["release_threshold"].is_null() ? "not set (no entry)" : "set (keep reserved)",
                    p["pool"].is_null() ? "n/a" : std::to_string(p["pool"]["reserved_current"].get<uint64_t>()).c_str(),
                    p["pool"].is_null() ? "n/a" : std::to_string(p["pool"]["used_high"].get<uint64_t>()).c_str());
      out += line;
    }
  }
  if (r.contains("sweep")) out += copy_sweep_text(r["sweep"]);
  for (const json& f : r["metrics"]["fallbacks"])
    out += "fallback: " + f["from"].get<std::string>() + " -> " + f["to"].get<std::string>() + ": " +
           f["reason"].get<std::string>() + "\n";
  for (const json& n : r["metrics"]["notes"]) out += "note: " + n.get<std::string>() + "\n";
  return out;
}

}  // namespace crosswarp::transfer
