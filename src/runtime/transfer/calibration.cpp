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

int ring_slots_for(int streams) { return std::max(4, 2 * streams); }

namespace {

// Best of `reps` runs after one warm-up: the probe wants what the path can do, not the noise.
double best_seconds(const std::function<double()>& clock, const std::function<void()>& fn, int reps = 3) {
  fn();
  double best = std::numeric_limits<double>::infinity();
  for (int i = 0; i < reps; ++i) {
    double t0 = clock();
    fn();
    best = std::min(best, clock() - t0);
  }
  return best;
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

class Prober {
 public:
  Prober(const Backend& b, int device, PinnedRing& ring, CopyStreams& streams, HostCopier& copier, size_t probe,
         const std::function<double()>& clock)
      : b_(b), ring_(ring), streams_(streams), copier_(copier), probe_(probe), clock_(clock), dev_(b, device, probe), host_(probe) {
    std::memset(host_.data(), 1, probe);  // fault the pages in: first touch is not what we measure
  }

  CopyPolicy direction(CopyDirection dir) {
    dir_ = dir;
    CopyPolicy p;
    const size_t small1 = std::min<size_t>(size_t(64) << 10, probe_ / 16);
    const size_t small2 = std::min<size_t>(size_t(1) << 20, probe_ / 4);
    p.driver = fit(small1, driver(small1), probe_, driver(probe_));
    p.direct = fit(probe_ / 4, direct(probe_ / 4), probe_, direct(probe_));
    // One slot, no overlap: the cost of one small staged copy.
    shape(4, probe_ / 4, 1);
    p.staged_small = fit(small1, staged(small1), small2, staged(small2));
    // Pipeline. The CPU side is what limits it on a fast link (one thread copies 10-20 GB/s; a Gen5
    // link moves 55), so the host-side copy is chosen first -- threads and streaming stores, at a
    // middle chunk size on two streams -- then the chunk size, then the stream count. A candidate
    // must win by 3% to replace a simpler one (fewer threads, plain stores, the earlier chunk size).
    double best = std::numeric_limits<double>::infinity();
    auto consider = [&](size_t chunk, int streams, int threads, bool streaming) {
      int slots = ring_slots_for(streams);
      shape(slots, chunk, streams, threads, streaming);
      double t = staged(probe_);
      if (log::enabled(log::Level::Debug)) {
        char line[200];
        std::snprintf(line, sizeof line, "transfer: probe %s: chunk %zu KiB, %d stream(s), %d thread(s), %s stores: %.2f GB/s",
                      to_string(dir), chunk >> 10, streams, threads, streaming ? "streaming" : "plain",
                      double(probe_) / t / 1e9);
        log::debug(line);
      }
      if (t < best * 0.97) {
        best = t;
        p.chunk_bytes = chunk, p.streams = streams, p.ring_slots = slots;
        p.copy_threads = threads, p.streaming_stores = streaming;
      }
    };
    std::vector<size_t> chunks = chunk_candidates(probe_);
    size_t mid_chunk = chunks[chunks.size() / 2];
    int start_streams = probe_ / mid_chunk >= 4 ? 2 : 1;
    for (int t : copy_thread_candidates())
      for (bool streaming : {false, true})
        if (!streaming || streaming_supported()) consider(mid_chunk, start_streams, t, streaming);
    int threads = p.copy_threads;
    bool streaming = p.streaming_stores;
    for (size_t chunk : chunks)
      if (chunk != mid_chunk) consider(chunk, start_streams, threads, streaming);
    for (int s : {1, 2, 4})
      if (s != start_streams && probe_ / p.chunk_bytes >= size_t(s)) consider(p.chunk_bytes, s, threads, streaming);
    shape(p.ring_slots, p.chunk_bytes, p.streams, p.copy_threads, p.streaming_stores);
    p.pipeline = fit(probe_ / 4, staged(probe_ / 4), probe_, best);
    // Which small path wins, measured as the engine runs it (one stream, the pipeline's chunk, copy
    // threads and store kind): the staged path from the smallest of these
    // sizes from which it is faster at every larger one (the boundary taken halfway, in log scale,
    // from the size below). On the H200 the driver won at 4 KiB (7.4 us vs 11.4) and the staged
    // path at 64 KiB and 1 MiB (1.5x, 1.7x): models fitted through 64 KiB and 1 MiB chose staged at 4 KiB.
    {
      shape(p.ring_slots, p.chunk_bytes, 1, p.copy_threads, p.streaming_stores);
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
      shape(p.ring_slots, p.chunk_bytes, p.streams, p.copy_threads, p.streaming_stores);
    }

    p.small_threshold = crossover(p);
    return p;
  }

 private:
  void shape(int slots, size_t chunk, int streams, int threads = 1, bool streaming = false) {
    std::string why;
    if (!ring_.configure(slots, chunk, &why)) throw Error(ErrorKind::Runtime, "calibration: " + why);
    plan_ = {chunk, streams, threads, &copier_, streaming};
  }
  cw_memcpy_kind kind() const { return dir_ == CopyDirection::HostToDevice ? CW_H2D : CW_D2H; }
  void async_copy(void* host, size_t n) {
    cw_stream s = streams_.get(0);
    void* dst = dir_ == CopyDirection::HostToDevice ? dev_.ptr : host;
    const void* src = dir_ == CopyDirection::HostToDevice ? host : dev_.ptr;
    b_.check(b_.api().memcpy_async(s, dst, src, n, kind()), "memcpy_async (calibration)");
    b_.check(b_.api().stream_synchronize(s), "stream_synchronize (calibration)");
  }
  double driver(size_t n) {
    return best_seconds(clock_, [&] { async_copy(host_.data(), n); });
  }
  double direct(size_t n) {
    // The probe's pinned buffer is the ring itself (it holds at least probe_ bytes, see calibrate).
    shape(1, probe_, 1);
    return best_seconds(clock_, [&] { async_copy(ring_.base(), n); });
  }
  double staged(size_t n) {
    Piece piece{host_.data(), static_cast<char*>(dev_.ptr), n};
    return best_seconds(clock_, [&] {
      if (dir_ == CopyDirection::HostToDevice) {
        staged_h2d(b_, ring_, streams_, {&piece, 1}, plan_);
        ring_.wait_all();
      } else {
        staged_d2h(b_, ring_, streams_, {&piece, 1}, plan_);
      }
    });
  }

  const Backend& b_;
  PinnedRing& ring_;
  CopyStreams& streams_;
  HostCopier& copier_;
  size_t probe_;
  const std::function<double()>& clock_;
  DeviceBuffer dev_;
  std::vector<char> host_;
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
