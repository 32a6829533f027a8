#include "runtime/transfer/calibration.h"

#include "runtime/log.h"
#include "runtime/transfer/copy_policy.h"
#include "runtime/transfer/streaming_copy.h"

#include <cmath>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <limits>
#include <thread>
#include <vector>

namespace crosswarp::transfer {

size_t default_probe_bytes(const Backend& backend) {
  return backend.name() == "simt" ? size_t(4) << 20 : size_t(256) << 20;
}

std::vector<int> copy_thread_candidates() {
  int cap = std::min(kMaxCopyThreads, int(std::max(1u, std::thread::hardware_concurrency())));
  std::vector<int> out;
  for (int t : {1, 2, 4, 8, 12, 16})
    if (t <= cap) out.push_back(t);
  if (out.back() != cap) out.push_back(cap);  // e.g. 6 on a 6-thread host
  return out;
}

std::vector<size_t> chunk_candidates(size_t probe_bytes) {
  std::vector<size_t> out;
  for (size_t mib : {1, 2, 4, 8, 16})
    if ((mib << 20) * 4 <= probe_bytes) out.push_back(mib << 20);
  if (out.size() >= 2) return out;
  // A small probe (crosswarp-simt, tests): fractions of it, as a GPU probe's chunks are of its size.
  out.clear();
  for (size_t d : {32, 16, 8, 4}) out.push_back(std::max<size_t>(probe_bytes / d, size_t(64) << 10));
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<int> large_copy_thread_candidates() {
  std::vector<int> all = copy_thread_candidates(), out;
  if (all.back() < 8) return all;
  for (int t : all)
    if (t >= 4) out.push_back(t);
  return out;
}

int ring_slots_for(int streams) { return std::max(4, 2 * streams); }

namespace {

double median_of(std::vector<double> v) {
  if (v.empty()) return std::numeric_limits<double>::infinity();
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// `reps` timed runs after one warm-up.
std::vector<double> timed_runs(const std::function<double()>& clock, const std::function<void()>& fn, int reps) {
  fn();
  std::vector<double> t;
  for (int i = 0; i < reps; ++i) {
    double t0 = clock();
    fn();
    t.push_back(clock() - t0);
  }
  return t;
}

// Best of `reps` runs after one warm-up: the probe wants what a simple path can do, not the noise.
double best_seconds(const std::function<double()>& clock, const std::function<void()>& fn, int reps = 3) {
  auto t = timed_runs(clock, fn, reps);
  return *std::min_element(t.begin(), t.end());
}

struct DeviceBuffer {
  const Backend& backend;
  int device;
  void* ptr = nullptr;
  DeviceBuffer(const Backend& b, int d, size_t bytes) : backend(b), device(d) {
    b.check(b.api().malloc_device(d, bytes, &ptr), "malloc_device (calibration probe)");
  }
  ~DeviceBuffer() { backend.api().free_device(device, ptr); }
};

// One pipeline configuration and what the probe measured for it.
struct Cell {
  PipelineShape shape;
  double seconds = std::numeric_limits<double>::infinity();
};

// The host side of the large probe cycles through this many probe-sized windows, so that a copy's
// source (or destination) was last touched two probes ago: colder than any last-level cache a
// 256 MiB probe can fit in. With one reused buffer the H200 host's cache held most of it, and the
// probe rated 4 copy threads best where 12 were (bench/RESULTS.md, 64 vs 256 MiB probes).
constexpr int kColdWindows = 3;

class Prober {
 public:
  Prober(const Backend& b, int device, PinnedRing& ring, CopyStreams& streams, HostCopier& copier, size_t probe,
         const std::function<double()>& clock)
      : b_(b), ring_(ring), streams_(streams), copier_(copier), probe_(probe), clock_(clock), dev_(b, device, probe),
        host_(probe * kColdWindows) {
    std::memset(host_.data(), 1, host_.size());  // fault the pages in: first touch is not what we measure
  }

  CopyPolicy direction(CopyDirection dir) {
    dir_ = dir;
    CopyPolicy p;
    const size_t small1 = std::min<size_t>(size_t(64) << 10, probe_ / 16);
    const size_t small2 = std::min<size_t>(size_t(1) << 20, probe_ / 4);
    p.driver = fit(small1, driver(small1), probe_, driver(probe_));
    p.direct = fit(probe_ / 4, direct(probe_ / 4), probe_, direct(probe_));
    // One slot, no overlap: the cost of one small staged copy.
    shape({probe_ / 4, 1, 1, false}, 4);
    p.staged_small = fit(small1, staged(small1), small2, staged(small2));

    // The large-copy pipeline, from a cold source. The CPU side is what limits it on a fast link
    // (one thread copies 10-20 GB/s; a Gen5 link moves 55), so threads, chunk and store kind are
    // searched together (the H200 sweep's best cells -- 12 threads, 16 MiB chunks -- were not
    // where a one-axis-at-a-time search from 4 MiB chunks landed), then the stream count.
    cold_ = true;
    const std::vector<size_t> large_chunks = chunk_candidates(probe_);
    std::vector<size_t> lc(large_chunks.end() - std::min<long>(3, long(large_chunks.size())), large_chunks.end());
    Cell large = search(probe_, large_copy_thread_candidates(), lc);
    p.chunk_bytes = large.shape.chunk_bytes, p.streams = large.shape.streams;
    p.copy_threads = large.shape.copy_threads, p.streaming_stores = large.shape.streaming_stores;
    shape(large.shape);
    p.pipeline = fit(probe_ / 4, median_of(timed_runs(clock_, [&] { copy_staged(probe_ / 4); }, 3)), probe_,
                     large.seconds);

    // The mid-size pipeline at 16 MiB (a quarter of a small probe), its source reused as a short
    // copy's often is: filling and draining the pipeline dominate, so it wants its own chunk size
    // and thread count. Which of the two shapes runs 64 MiB copies decides where the classes meet.
    cold_ = false;
    const size_t mid_n = probe_ >= (size_t(64) << 20) ? size_t(16) << 20 : std::max<size_t>(probe_ / 4, 4096);
    std::vector<size_t> mc = chunk_candidates(mid_n);
    if (mc.size() > 3) mc.resize(3);
    // The short copy's fill and drain are a large share of it: ramped loads are tried too.
    Cell mid = search(mid_n, copy_thread_candidates(), mc, /*try_ramp=*/true);
    p.mid = mid.shape;
    shape(mid.shape);
    p.mid_pipeline = fit(mid_n / 4, median_of(timed_runs(clock_, [&] { copy_staged(mid_n / 4); }, 5)), mid_n, mid.seconds);
    const size_t meet = probe_ >= (size_t(256) << 20) ? size_t(64) << 20 : probe_ / 2;
    double t_mid = median_of(timed_runs(clock_, [&] { copy_staged(meet); }, 3));
    shape(large.shape);
    double t_large = median_of(timed_runs(clock_, [&] { copy_staged(meet); }, 3));
    p.mid_below = t_mid < t_large ? 2 * meet : meet;
    p.ring_slots = std::max(ring_slots_for(p.streams), ring_slots_for(p.mid.streams));
    if (log::enabled(log::Level::Debug)) {
      char line[240];
      std::snprintf(line, sizeof line, "transfer: probe %s: at %zu MiB the mid shape took %.3f ms, the large %.3f ms: "
                    "mid shape below %zu MiB", to_string(dir), meet >> 20, t_mid * 1e3, t_large * 1e3, p.mid_below >> 20);
      log::debug(line);
    }

    // Which small path wins, measured as the engine runs it (one stream, one slot, the mid shape's
    // copy threads and store kind, a blocking copy against memcpy_sync): the staged path from the
    // smallest of these sizes from which it is faster at every larger one (the boundary taken
    // halfway, in log scale, from the size below). On the H200 the driver won at 4 KiB (7.4 us vs
    // 11.4) and the staged path at 64 KiB and 1 MiB (1.5x, 1.7x): models fitted through 64 KiB and
    // 1 MiB chose staged at 4 KiB.
    {
      PipelineShape one = p.mid;
      one.streams = 1;
      one.chunk_bytes = ring_.slot_bytes();
      shape(one);
      const size_t sizes[] = {size_t(4) << 10, size_t(64) << 10, size_t(256) << 10, size_t(1) << 20};
      size_t from = std::numeric_limits<size_t>::max();
      for (int i = 3; i >= 0; --i) {
        if (sizes[i] > probe_ / 4) continue;
        if (staged(sizes[i]) < driver(sizes[i]))
          from = i == 0 ? 1 : size_t(std::sqrt(double(sizes[i - 1]) * double(sizes[i])));
        else
          break;
      }
      p.staged_small_from = from;
    }
    p.small_threshold = crossover(p);
    return p;
  }

 private:
  // Threads x chunks x store kinds at `n` bytes (two runs each after a warm-up, the better kept),
  // then the four fastest again (and the simplest cell within 3% of the fastest), five runs each,
  // interleaved so that a drift of the host touches them alike, ranked by median; among those
  // within 3% of the best median, the simplest: fewest threads (less CPU taken from the
  // application), plain stores, the larger chunk. Then 1, 2 and 4 copy streams at that cell, a
  // change kept when 3% faster.
  Cell search(size_t n, const std::vector<int>& threads, const std::vector<size_t>& chunks, bool try_ramp = false) {
    std::vector<Cell> cells;
    for (size_t chunk : chunks)
      for (int t : threads)
        for (bool nt : {false, true})
          for (bool ramp : {false, true}) {
            if (nt && !streaming_supported()) continue;
            if (ramp && (!try_ramp || n < 4 * chunk)) continue;  // (fewer than four loads: no ramp)
            Cell c{{chunk, n / chunk >= 4 ? 2 : 1, t, nt, ramp}};
            shape(c.shape);
            c.seconds = best_seconds(clock_, [&] { copy_staged(n); }, 2);
            debug_cell(n, c, "");
            cells.push_back(c);
          }
    // Simpler first: fewer threads, plain stores, even loads, larger chunks.
    auto simpler = [](const Cell& a, const Cell& b) {
      if (a.shape.copy_threads != b.shape.copy_threads) return a.shape.copy_threads < b.shape.copy_threads;
      if (a.shape.streaming_stores != b.shape.streaming_stores) return !a.shape.streaming_stores;
      if (a.shape.ramp != b.shape.ramp) return !a.shape.ramp;
      return a.shape.chunk_bytes > b.shape.chunk_bytes;
    };
    std::stable_sort(cells.begin(), cells.end(), [](const Cell& a, const Cell& b) { return a.seconds < b.seconds; });
    // The four fastest, and the simplest within 3% of the fastest if it is not among them.
    std::vector<Cell> finalists(cells.begin(), cells.begin() + long(std::min<size_t>(cells.size(), 4)));
    const Cell* simplest = nullptr;
    for (const Cell& c : cells)
      if (c.seconds <= cells.front().seconds * 1.03 && (!simplest || simpler(c, *simplest))) simplest = &c;
    bool listed = false;
    for (const Cell& c : finalists) listed = listed || !(simpler(c, *simplest) || simpler(*simplest, c));
    if (!listed) finalists.push_back(*simplest);
    std::vector<std::vector<double>> runs(finalists.size());
    for (auto& c : finalists) {  // a warm-up per cell, then rounds over all of them
      shape(c.shape);
      copy_staged(n);
    }
    for (int r = 0; r < 5; ++r)
      for (size_t i = 0; i < finalists.size(); ++i) {
        shape(finalists[i].shape);
        double t0 = clock_();
        copy_staged(n);
        runs[i].push_back(clock_() - t0);
      }
    double best = std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < finalists.size(); ++i) {
      finalists[i].seconds = median_of(runs[i]);
      best = std::min(best, finalists[i].seconds);
      debug_cell(n, finalists[i], " (re-measured, median of 5)");
    }
    Cell pick = finalists.front();
    bool have = false;
    for (const Cell& c : finalists) {
      if (c.seconds > best * 1.03) continue;
      if (!have || simpler(c, pick)) pick = c, have = true;
    }
    for (int st : {1, 2, 4}) {
      if (st == pick.shape.streams || n / pick.shape.chunk_bytes < size_t(st)) continue;
      Cell c = pick;
      c.shape.streams = st;
      shape(c.shape);
      c.seconds = median_of(timed_runs(clock_, [&] { copy_staged(n); }, 3));
      debug_cell(n, c, " (streams)");
      if (c.seconds < pick.seconds * 0.97) pick = c;
    }
    return pick;
  }

  void debug_cell(size_t n, const Cell& c, const char* what) {
    if (!log::enabled(log::Level::Debug)) return;
    char line[240];
    std::snprintf(line, sizeof line,
                  "transfer: probe %s %zu KiB%s: chunk %zu KiB%s, %d stream(s), %d thread(s), %s stores: %.2f GB/s%s",
                  to_string(dir_), n >> 10, cold_ ? " (cold source)" : "", c.shape.chunk_bytes >> 10,
                  c.shape.ramp ? " ramped" : "", c.shape.streams, c.shape.copy_threads,
                  c.shape.streaming_stores ? "streaming" : "plain", double(n) / c.seconds / 1e9, what);
    log::debug(line);
  }

  void shape(const PipelineShape& s, int slots = 0) {
    std::string why;
    if (!slots) slots = ring_slots_for(s.streams);
    if (!ring_.configure(slots, s.chunk_bytes, &why)) throw Error(ErrorKind::Runtime, "calibration: " + why);
    plan_ = {s.chunk_bytes, s.streams, s.copy_threads, &copier_, s.streaming_stores, /*blocking=*/true, s.ramp};
  }
  cw_memcpy_kind kind() const { return dir_ == CopyDirection::HostToDevice ? CW_H2D : CW_D2H; }
  // The host side of the next probe copy of `n` bytes: one of kColdWindows windows in turn when
  // probing from a cold source, else the start of the buffer.
  char* host_for(size_t n) {
    if (!cold_) return host_.data();
    size_t windows = std::max<size_t>(1, host_.size() / std::max<size_t>(n, 1));
    return host_.data() + (window_++ % windows) * n;
  }
  void async_copy(void* host, size_t n) {
    cw_stream s = streams_.get(0);
    void* dst = dir_ == CopyDirection::HostToDevice ? dev_.ptr : host;
    const void* src = dir_ == CopyDirection::HostToDevice ? host : dev_.ptr;
    b_.check(b_.api().memcpy_async(s, dst, src, n, kind()), "memcpy_async (calibration)");
    b_.check(b_.api().stream_synchronize(s), "stream_synchronize (calibration)");
  }
  // The driver path as a blocking copy takes it: memcpy_sync.
  double driver(size_t n) {
    return best_seconds(clock_, [&] {
      void* host = host_.data();
      void* dst = dir_ == CopyDirection::HostToDevice ? dev_.ptr : host;
      const void* src = dir_ == CopyDirection::HostToDevice ? host : dev_.ptr;
      b_.check(b_.api().memcpy_sync(0, dst, src, n, kind()), "memcpy_sync (calibration)");
    });
  }
  double direct(size_t n) {
    // The probe's pinned buffer is the ring itself (it holds at least probe_ bytes, see calibrate).
    std::string why;
    if (!ring_.configure(1, probe_, &why)) throw Error(ErrorKind::Runtime, "calibration: " + why);
    return best_seconds(clock_, [&] { async_copy(ring_.base(), n); });
  }
  void copy_staged(size_t n) {
    Piece piece{host_for(n), static_cast<char*>(dev_.ptr), n};
    if (dir_ == CopyDirection::HostToDevice) {
      staged_h2d(b_, ring_, streams_, {&piece, 1}, plan_);
      ring_.wait_all();
    } else {
      staged_d2h(b_, ring_, streams_, {&piece, 1}, plan_);
    }
  }
  double staged(size_t n) {
    return best_seconds(clock_, [&] { copy_staged(n); });
  }

  const Backend& b_;
  PinnedRing& ring_;
  CopyStreams& streams_;
  HostCopier& copier_;
  size_t probe_;
  const std::function<double()>& clock_;
  DeviceBuffer dev_;
  std::vector<char> host_;
  bool cold_ = false;
  size_t window_ = 0;
  CopyDirection dir_ = CopyDirection::HostToDevice;
  StagingPlan plan_{0, 1, 1, nullptr};
};

}  // namespace

double steady_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

bool calibrate(const Backend& backend, int device, PinnedRing& ring, CopyStreams& streams, HostCopier& copier,
               size_t probe_bytes, const std::function<double()>& clock, Calibration* out, std::string* why) {
  probe_bytes = std::max<size_t>(probe_bytes, size_t(256) << 10);
  probe_bytes &= ~size_t(4095);
  // Reserve the probe's pinned memory first: a refusal here is the pinned->pageable fallback.
  if (!ring.configure(1, probe_bytes, why)) return false;
  auto t0 = std::chrono::steady_clock::now();
  Prober prober(backend, device, ring, streams, copier, probe_bytes, clock);
  out->h2d = prober.direction(CopyDirection::HostToDevice);
  out->d2h = prober.direction(CopyDirection::DeviceToHost);
  out->probe_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  log::info("transfer: calibrated " + backend.name() + " device " + std::to_string(device) + " in " +
            std::to_string(int(out->probe_ms)) + " ms");
  return true;
}

}  // namespace crosswarp::transfer
