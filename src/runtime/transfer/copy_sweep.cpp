#include "runtime/transfer/copy_sweep.h"

#include "runtime/transfer/calibration.h"
#include "runtime/transfer/copy_bench.h"
#include "runtime/transfer/host_copier.h"
#include "runtime/transfer/pinned_ring.h"
#include "runtime/transfer/staged_copy.h"
#include "runtime/transfer/streaming_copy.h"

#include <sched.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <thread>

namespace crosswarp::transfer {

using nlohmann::json;

namespace {

using Clock = std::chrono::steady_clock;

// A sweep cell may take at most this long (median_seconds' budget): a very slow cell must not stall
// the whole sweep.
constexpr double kCellBudgetS = 2.0;

double gbps(size_t bytes, double s) { return s > 0 ? double(bytes) / s / 1e9 : 0; }

std::string trim(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ' || s.back() == '\t')) s.pop_back();
  size_t i = s.find_first_not_of(" \t");
  return i == std::string::npos ? "" : s.substr(i);
}

std::string cpu_model() {
  std::ifstream in("/proc/cpuinfo");
  for (std::string line; std::getline(in, line);)
    if (line.rfind("model name", 0) == 0) {
      size_t colon = line.find(':');
      if (colon != std::string::npos) return trim(line.substr(colon + 1));
    }
  return "unknown";
}

int numa_nodes() {
  std::error_code ec;
  int n = 0;
  for (const auto& e : std::filesystem::directory_iterator("/sys/devices/system/node", ec)) {
    std::string name = e.path().filename().string();
    if (name.size() > 4 && name.rfind("node", 0) == 0 && std::isdigit(static_cast<unsigned char>(name[4]))) ++n;
  }
  return n;
}

int allowed_cpus() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) != 0) return 0;
  return CPU_COUNT(&set);
}

std::string first_line(const char* path) {
  std::ifstream in(path);
  std::string line;
  std::getline(in, line);
  return in ? trim(line) : "unknown";
}

// Device, pinned and pageable buffers of the sweep, freed on every exit.
struct Buffers {
  const Backend& b;
  int device;
  void* dev = nullptr;
  void* pinned = nullptr;
  std::vector<char> pageable;
  ~Buffers() {
    if (dev) b.api().free_device(device, dev);
    if (pinned) b.api().free_host_pinned(pinned);
  }
};

std::string config_key(int threads, size_t chunk, bool streaming) {
  return std::to_string(threads) + " thread(s), " + format_size(chunk) + " chunks, " +
         (streaming ? "streaming stores" : "plain stores");
}

}  // namespace

json host_info() {
  return {{"cpu", cpu_model()},
          {"hardware_threads", int(std::thread::hardware_concurrency())},
          {"allowed_cpus", allowed_cpus()},
          {"numa_nodes", numa_nodes()},
          {"transparent_hugepages", first_line("/sys/kernel/mm/transparent_hugepage/enabled")},
          {"streaming_isa", streaming_isa()}};
}

std::vector<int> parse_int_list(const std::string& text, const std::string& what) {
  std::vector<int> out;
  std::stringstream ss(text);
  for (std::string item; std::getline(ss, item, ',');) {
    if (item.empty()) continue;
    size_t pos = 0;
    int v = 0;
    try {
      v = std::stoi(item, &pos);
    } catch (const std::exception&) {
      pos = 0;
    }
    if (pos != item.size() || v < 1 || v > HostCopier::kMaxThreads)
      throw Error(ErrorKind::Usage, "bad " + what + " '" + item + "' (want integers 1.." +
                                        std::to_string(HostCopier::kMaxThreads) + ", comma-separated)");
    out.push_back(v);
  }
  return out;
}

void check_sweep_options(const SweepOptions& o) {
  for (size_t v : o.sizes)
    if (!v) throw Error(ErrorKind::Usage, "sweep size 0: sizes must be positive");
  for (size_t v : o.chunks)
    if (v < 4096) throw Error(ErrorKind::Usage, "sweep chunk " + format_size(v) + " is below 4K");
  for (int t : o.threads)
    if (t < 1 || t > HostCopier::kMaxThreads)
      throw Error(ErrorKind::Usage, "sweep threads " + std::to_string(t) + " outside 1.." +
                                        std::to_string(HostCopier::kMaxThreads));
  if (o.reps < 0) throw Error(ErrorKind::Usage, "sweep reps must not be negative");
}

json run_copy_sweep(const Backend& backend, int device, const SweepOptions& options) {
  const auto& api = backend.api();
  std::vector<size_t> sizes = options.sizes, chunks = options.chunks;
  std::vector<int> threads = options.threads;
  if (sizes.empty()) sizes = {size_t(16) << 20, size_t(256) << 20, size_t(1) << 30};
  if (chunks.empty()) chunks = {size_t(1) << 20, size_t(4) << 20, size_t(16) << 20};
  if (threads.empty()) threads = {1, 2, 4, 8, 12, 16};
  check_sweep_options(options);
  if (!api.malloc_host_pinned || !api.free_host_pinned)
    return {{"skipped", "backend '" + backend.name() + "' has no pinned host memory: nothing to stage through"}};
  std::sort(sizes.begin(), sizes.end());
  const size_t largest = sizes.back(), max_chunk = *std::max_element(chunks.begin(), chunks.end());
  const int n_streams = std::max(1, options.streams), slots = ring_slots_for(n_streams);
  std::vector<bool> modes = {false};
  if (streaming_supported()) modes.push_back(true);

  Buffers buf{backend, device, nullptr, nullptr, {}};
  backend.check(api.malloc_device(device, largest, &buf.dev), "malloc_device (" + format_size(largest) + ", sweep)");
  if (api.malloc_host_pinned(largest, &buf.pinned) != CW_OK || !buf.pinned) {
    buf.pinned = nullptr;
    return {{"skipped", "pinned allocation of " + format_size(largest) + " refused"}};
  }
  std::memset(buf.pinned, 1, largest);
  buf.pageable.assign(largest, 1);  // faulted in: first touch is not what we measure
  PinnedRing ring(backend, device);
  CopyStreams streams(backend, device);
  HostCopier copier;
  std::string why;
  if (!ring.configure(slots, max_chunk, &why)) return {{"skipped", why}};
  cw_stream s = streams.get(0);
  auto t_start = Clock::now();

  json results = json::array();
  // config -> direction -> (smallest ratio to pinned over the sizes, sizes measured)
  std::map<std::string, std::map<std::string, std::pair<double, size_t>>> worst;
  // A sweep that runs far slower than expected (a host starved of CPU) stops measuring rather than
  // hold the command for many minutes; the cells it left out are reported as such.
  bool stopped = false;
  auto over_budget = [&] {
    stopped = stopped || std::chrono::duration<double>(Clock::now() - t_start).count() > options.time_budget_s;
    return stopped;
  };
  for (CopyDirection dir : {CopyDirection::HostToDevice, CopyDirection::DeviceToHost}) {
    const bool up = dir == CopyDirection::HostToDevice;
    for (size_t n : sizes) {
      int reps = options.reps ? options.reps : int(std::clamp<size_t>((size_t(1) << 30) / n, 3, 20));
      double t_pin = median_seconds(reps, [&] {
        void* dst = up ? buf.dev : buf.pinned;
        const void* src = up ? buf.pinned : buf.dev;
        backend.check(api.memcpy_async(s, dst, src, n, up ? CW_H2D : CW_D2H), "memcpy_async (sweep, pinned)");
        backend.check(api.stream_synchronize(s), "stream_synchronize (sweep)");
      }, kCellBudgetS);
      double pin = gbps(n, t_pin);
      json cells = json::array();
      json best = nullptr;
      for (size_t chunk : chunks) {
        if (!ring.configure(slots, chunk, &why)) return {{"skipped", why}};
        for (int t : threads)
          for (bool streaming : modes) {
            if (over_budget()) continue;
            StagingPlan plan{chunk, n_streams, t, &copier, streaming};
            plan.ramp = options.ramp;
            Piece piece{buf.pageable.data(), static_cast<char*>(buf.dev), n};
            std::vector<double> runs;
            double sec = median_seconds(reps, [&] {
              if (up) {
                staged_h2d(backend, ring, streams, {&piece, 1}, plan);
                ring.wait_all();
              } else {
                staged_d2h(backend, ring, streams, {&piece, 1}, plan);
              }
            }, kCellBudgetS, &runs);
            double g = gbps(n, sec), ratio = pin > 0 ? g / pin : 0;
            // The tail: a copy thread the OS parks for a time slice stalls its whole round (the
            // median hides it; the engine's re-check sees it as a slow window).
            int stalled = 0;
            for (double r : runs) stalled += r > 2 * sec;
            json cell = {{"threads", t}, {"chunk_bytes", chunk}, {"streaming", streaming}, {"gbps", g},
                         {"vs_pinned", ratio}, {"runs", runs.size()}, {"slowest_gbps", gbps(n, runs.back())},
                         {"runs_over_twice_the_median", stalled}};
            cells.push_back(cell);
            if (best.is_null() || g > best["gbps"].get<double>()) best = cell;
            std::string key = config_key(t, chunk, streaming);
            auto& w = worst[key][to_string(dir)];
            w.first = w.second ? std::min(w.first, ratio) : ratio;
            w.second += 1;
          }
      }
      results.push_back({{"direction", to_string(dir)}, {"size", format_size(n)}, {"bytes", n}, {"reps", reps},
                         {"pinned_async_gbps", pin}, {"cells", cells}, {"best", best},
                         {"goal_reached", !best.is_null() && best["vs_pinned"].get<double>() >= options.goal}});
    }
  }

  // The CPU side alone: the same host copies into (h2d) or out of (d2h) the ring's slots, no DMA.
  size_t cpu_n = options.cpu_only_bytes ? std::min(options.cpu_only_bytes, largest) : std::min(largest, size_t(256) << 20);
  json cpu_cells = json::array();
  for (CopyDirection dir : {CopyDirection::HostToDevice, CopyDirection::DeviceToHost}) {
    const bool up = dir == CopyDirection::HostToDevice;
    for (size_t chunk : chunks) {
      if (!ring.configure(slots, chunk, &why)) return {{"skipped", why}};
      for (int t : threads)
        for (bool streaming : modes) {
          if (over_budget()) continue;
          double sec = median_seconds(3, [&] {
            HostCopier::Hold hold(t > 1 ? &copier : nullptr);  // as staged_h2d/staged_d2h hold it
            int slot = 0;
            for (size_t off = 0; off < cpu_n; off += chunk, slot = (slot + 1) % slots) {
              size_t k = std::min(chunk, cpu_n - off);
              char* ring_ptr = ring.slot(slot).data;
              char* host = buf.pageable.data() + off;
              HostCopier::Job job = up ? HostCopier::Job{ring_ptr, host, k} : HostCopier::Job{host, ring_ptr, k};
              if (t > 1)
                copier.run({&job, 1}, t, streaming);
              else
                copy_bytes(job.dst, job.src, job.bytes, streaming);
            }
          }, kCellBudgetS);
          cpu_cells.push_back({{"direction", to_string(dir)}, {"threads", t}, {"chunk_bytes", chunk},
                               {"streaming", streaming}, {"gbps", gbps(cpu_n, sec)}});
        }
    }
  }

  // The DMA side alone: the same chunks from (h2d) or into (d2h) the ring's slots, round-robin on the
  // pipeline's streams with its slot discipline, no CPU copy. With cpu_only this bounds the pipeline:
  // it can reach at most the smaller of the two, less what memory traffic the two sides share.
  json dma_cells = json::array();
  for (CopyDirection dir : {CopyDirection::HostToDevice, CopyDirection::DeviceToHost}) {
    const bool up = dir == CopyDirection::HostToDevice;
    for (size_t chunk : chunks) {
      if (!ring.configure(slots, chunk, &why)) return {{"skipped", why}};
      if (over_budget()) continue;
      double sec = median_seconds(3, [&] {
        int i = 0;
        for (size_t off = 0; off < cpu_n; off += chunk, ++i) {
          size_t k = std::min(chunk, cpu_n - off);
          int slot = ring.acquire();
          PinnedRing::Slot& sl = ring.slot(slot);
          cw_stream st = streams.get(i % n_streams);
          char* dev = static_cast<char*>(buf.dev) + off;
          backend.check(up ? api.memcpy_async(st, dev, sl.data, k, CW_H2D) : api.memcpy_async(st, sl.data, dev, k, CW_D2H),
                        "memcpy_async (sweep, DMA only)");
          backend.check(api.event_record(sl.event, st), "event_record (sweep)");
          sl.pending = true;
        }
        ring.wait_all();
      }, kCellBudgetS);
      dma_cells.push_back({{"direction", to_string(dir)}, {"chunk_bytes", chunk}, {"gbps", gbps(cpu_n, sec)}});
    }
  }

  // One configuration for all sizes: the one whose worst ratio over the sizes is highest.
  json summary = json::object();
  for (const char* d : {"h2d", "d2h"}) {
    std::string best_key;
    double best_ratio = -1;
    for (const auto& [key, per_dir] : worst) {
      auto it = per_dir.find(d);  // only configurations measured at every size
      if (it != per_dir.end() && it->second.second == sizes.size() && it->second.first > best_ratio)
        best_ratio = it->second.first, best_key = key;
    }
    summary[d] = {{"config", best_key}, {"worst_ratio_over_sizes", best_ratio},
                  {"goal_reached_at_every_size", best_ratio >= options.goal}};
  }
  return {{"host", host_info()},
          {"streams", n_streams},
          {"ring_slots", slots},
          {"ramp", options.ramp},
          {"goal", options.goal},
          {"results", results},
          {"cpu_only_bytes", cpu_n},
          {"cpu_only", cpu_cells},
          {"dma_only", dma_cells},
          {"summary", summary},
          {"stopped_by_time_budget", stopped},
          {"seconds", std::chrono::duration<double>(Clock::now() - t_start).count()}};
}

std::string copy_sweep_text(const json& r) {
  if (r.contains("skipped")) return "sweep: skipped: " + r["skipped"].get<std::string>() + "\n";
  std::string out;
  char line[640];
  const json& h = r["host"];
  std::snprintf(line, sizeof line,
                "sweep: host %s, %d hardware threads (%d allowed), %d NUMA node(s), THP %s, streaming stores: %s; "
                "pipeline on %d copy stream(s), %d slots%s; %.1f s\n",
                h["cpu"].get<std::string>().c_str(), h["hardware_threads"].get<int>(), h["allowed_cpus"].get<int>(),
                h["numa_nodes"].get<int>(), h["transparent_hugepages"].get<std::string>().c_str(),
                h["streaming_isa"].get<std::string>().c_str(), r["streams"].get<int>(), r["ring_slots"].get<int>(),
                r.value("ramp", false) ? ", ramped loads (quarter and half chunks at both ends)" : "",
                r["seconds"].get<double>());
  out += line;
  // Columns: chunk x stores, in the order measured; rows: threads.
  auto columns_of = [](const json& cells) {
    std::vector<std::pair<size_t, bool>> cols;
    for (const json& c : cells) {
      std::pair<size_t, bool> k{c["chunk_bytes"].get<size_t>(), c["streaming"].get<bool>()};
      if (std::find(cols.begin(), cols.end(), k) == cols.end()) cols.push_back(k);
    }
    return cols;
  };
  auto header = [&](const std::vector<std::pair<size_t, bool>>& cols) {
    std::string s = "threads";
    for (const auto& [chunk, nt] : cols) {
      std::snprintf(line, sizeof line, " %13s", (format_size(chunk) + (nt ? " nt" : " plain")).c_str());
      s += line;
    }
    return s + "\n";
  };
  auto table = [&](const json& cells, bool ratios) {
    auto cols = columns_of(cells);
    std::string s = header(cols);
    std::vector<int> rows;
    for (const json& c : cells)
      if (std::find(rows.begin(), rows.end(), c["threads"].get<int>()) == rows.end()) rows.push_back(c["threads"]);
    for (int t : rows) {
      std::snprintf(line, sizeof line, "%-7d", t);
      s += line;
      for (const auto& col : cols) {
        std::string cell = "-";
        for (const json& c : cells)
          if (c["threads"].get<int>() == t && c["chunk_bytes"].get<size_t>() == col.first &&
              c["streaming"].get<bool>() == col.second) {
            char b[48];
            if (ratios)
              std::snprintf(b, sizeof b, "%.2f (%.2f)", c["gbps"].get<double>(), c["vs_pinned"].get<double>());
            else
              std::snprintf(b, sizeof b, "%.2f", c["gbps"].get<double>());
            cell = b;
          }
        std::snprintf(line, sizeof line, " %13s", cell.c_str());
        s += line;
      }
      s += "\n";
    }
    return s;
  };
  double goal = r["goal"].get<double>();
  for (const json& res : r["results"]) {
    std::snprintf(line, sizeof line,
                  "sweep %s %s: memcpy_async from pinned %.2f GB/s; staged pipeline from pageable, GB/s (ratio to "
                  "pinned), %d reps, median\n",
                  res["direction"].get<std::string>().c_str(), res["size"].get<std::string>().c_str(),
                  res["pinned_async_gbps"].get<double>(), res["reps"].get<int>());
    out += line;
    out += table(res["cells"], true);
    std::string stalls;
    for (const json& c : res["cells"])
      if (c.value("runs_over_twice_the_median", 0) > 0)
        stalls += (stalls.empty() ? "" : ", ") +
                  config_key(c["threads"].get<int>(), c["chunk_bytes"].get<size_t>(), c["streaming"].get<bool>()) + " " +
                  std::to_string(c["runs_over_twice_the_median"].get<int>()) + "/" + std::to_string(c["runs"].get<size_t>());
    out += "runs slower than twice their cell's median: " + (stalls.empty() ? std::string("none") : stalls) + "\n";
    const json& b = res["best"];
    if (b.is_null()) {
      out += "best " + res["direction"].get<std::string>() + " " + res["size"].get<std::string>() +
             ": not measured (time budget)\n";
      continue;
    }
    std::snprintf(line, sizeof line, "best %s %s: %s: %.2f GB/s = %.2f of pinned (goal %.2f: %s)\n",
                  res["direction"].get<std::string>().c_str(), res["size"].get<std::string>().c_str(),
                  config_key(b["threads"].get<int>(), b["chunk_bytes"].get<size_t>(), b["streaming"].get<bool>()).c_str(),
                  b["gbps"].get<double>(), b["vs_pinned"].get<double>(), goal,
                  res["goal_reached"].get<bool>() ? "reached" : "NOT reached");
    out += line;
  }
  for (const char* d : {"h2d", "d2h"}) {
    json cells = json::array();
    for (const json& c : r["cpu_only"])
      if (c["direction"] == d) cells.push_back(c);
    std::snprintf(line, sizeof line, "cpu only %s (host copies %s the ring, no DMA), %s, GB/s\n", d,
                  std::string(d) == "h2d" ? "into" : "out of", format_size(r["cpu_only_bytes"].get<size_t>()).c_str());
    out += line;
    out += table(cells, false);
  }
  out += "dma only (chunks from/to the ring's slots on the pipeline's streams, no CPU copy), " +
         format_size(r["cpu_only_bytes"].get<size_t>()) + ", GB/s:";
  for (const json& c : r["dma_only"]) {
    std::snprintf(line, sizeof line, " %s %s %.2f;", c["direction"].get<std::string>().c_str(),
                  format_size(c["chunk_bytes"].get<size_t>()).c_str(), c["gbps"].get<double>());
    out += line;
  }
  out += "\n";
  if (r["stopped_by_time_budget"].get<bool>())
    out += "sweep: stopped by its time budget (cells marked - were not measured)\n";
  for (const char* d : {"h2d", "d2h"}) {
    const json& s = r["summary"][d];
    if (s["config"].get<std::string>().empty()) {
      out += std::string("summary ") + d + ": no configuration measured at every size\n";
      continue;
    }
    std::snprintf(line, sizeof line, "summary %s: one configuration for every size: %s, worst ratio to pinned %.2f (%s)\n",
                  d, s["config"].get<std::string>().c_str(), s["worst_ratio_over_sizes"].get<double>(),
                  s["goal_reached_at_every_size"].get<bool>() ? "goal reached at every size" : "goal not reached at every size");
    out += line;
  }
  return out;
}

double median_seconds(int reps, const std::function<void()>& fn, double budget_s, std::vector<double>* all) {
  auto w0 = Clock::now();
  fn();  // warm-up: lazy stream creation, first use of a ring shape, first-touch faults
  double warm = std::chrono::duration<double>(Clock::now() - w0).count();
  if (warm > 0) reps = int(std::clamp(budget_s / warm, 1.0, double(std::max(reps, 1))));
  std::vector<double> t;
  for (int i = 0; i < reps; ++i) {
    auto t0 = Clock::now();
    fn();
    t.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
  }
  std::sort(t.begin(), t.end());
  if (all) *all = t;
  return t[t.size() / 2];
}

}  // namespace crosswarp::transfer
