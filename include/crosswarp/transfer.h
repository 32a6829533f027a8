// crosswarp transfer engine: host<->device copies that keep the link busy.
//
// Why: an "async" copy from pageable memory is synchronous in practice and slow (H200: pageable
// host->device 7 GB/s at 1 GiB against 55 GB/s from pinned memory). The engine stages pageable data
// through a ring of reused pinned buffers, the CPU's memcpy of chunk k+1 overlapping the DMA of
// chunk k, copies already-pinned memory directly (or memory the caller page-locks in place with
// register_host), and sends small copies down whichever path the per-device calibration measured
// cheaper. The CPU side of the pipeline -- the copy into or out of each staging chunk -- is split
// over up to 16 persistent threads (they claim pieces of each chunk, so a late thread stalls
// nothing) with non-temporal stores where that measures faster (host_copier.h, streaming_copy.h);
// mid-size copies (probed at 16 MiB) and large ones (256 MiB, cold source) each get the pipeline
// shape measured best for them; `crosswarp bench-copy --sweep` shows the whole space, `--diag`
// the small-copy and thread costs. A checkpoint goes from its file straight into the ring
// (upload_from_file), without faulting a memory map in. It works against the plugin ABI alone, so every backend
// runs the same code: on the CPU backend every copy is a memcpy; on crosswarp-simt the staged paths
// run for real (CI exercises them); on CUDA/HIP they move data at link rate.
//
// Typical use (model loader, infer_step):
//
//   crosswarp::TransferEngine engine(backend, device);      // calibrates on first copy (cached)
//   engine.upload_from_file(file_items);                    // all weights from the checkpoint, blocking
//   engine.upload_many(items);                              // or from memory
//   engine.copy_to_device(d_ids, ids.data(), bytes, stream);  // stream-ordered input upload
//   ... ops on `stream` ...
//   engine.copy_to_host(out.data(), d_out, bytes, stream);  // pageable dst: returns when data is there
//   std::puts(engine.metrics().to_text().c_str());
//
// Semantics of the `stream` argument (nullptr = blocking):
//  - nullptr: the call returns when the data is at its destination, as cudaMemcpy/hipMemcpy's does:
//    small copies that take the synchronous path (the "small copies synchronous") ARE a
//    memcpy_sync, and a host->device one of at most 64 KiB from pageable memory may, like
//    cudaMemcpy's, still be in the DMA queue of the legacy default stream when the call returns.
//    Work on the legacy stream or a blocking stream is ordered after it; the engine orders its own
//    later copies (its copy streams and the stream passed to it) and synchronize() after it too. Work
//    you queue on a non-blocking stream of your own should follow a stream-ordered engine copy on
//    that stream, or synchronize().
//  - a stream of the same device: the copy runs after the work already queued on `stream`, and work
//    queued on `stream` afterwards sees its result. The source may be reused as soon as the call
//    returns, EXCEPT a source in pinned memory (copied directly by DMA), which must stay unchanged
//    until the stream reaches this point. copy_to_host into pageable memory always returns with the
//    data in place (the CPU does the last copy out of the staging ring).
// All calls are thread-safe (one engine-wide lock); errors throw crosswarp::Error.
#pragma once

#include <crosswarp/plugin_abi.h>
#include <crosswarp/runtime.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace crosswarp {

enum class CopyDirection { HostToDevice = 0, DeviceToHost = 1 };

// The ways a copy can go. Metrics count each; calibration times each; the policy picks per size.
enum class CopyPath {
  Direct = 0,  // host side already pinned: one memcpy_async
  Driver = 1,  // memcpy_async from pageable memory (the driver stages it; synchronous in practice)
  Staged = 2,  // through the pinned ring: CPU memcpy into a slot, DMA from it, slots pipelined
};
const char* to_string(CopyPath path);
const char* to_string(CopyDirection direction);  // "h2d", "d2h"

// Time model of one path: seconds(bytes) = latency_s + bytes / (gbps * 1e9). Fitted from two
// probe sizes; the re-check compares measured time against it. A window of copies that ran more
// than the tolerance below it is judged on the copy that closed it: the same bytes once more by the
// staged path and once by the driver. The driver faster: that size class is demoted (a fallback
// event with both figures) and retried every retry_every copies, re-promoted when it wins again;
// the staged path back near its model: kept (a cold source -- first touch, a map faulting in -- or a
// busy host is not the path's fault); in between: the model is re-baselined.
struct PathModel {
  double latency_us = 0;
  double gbps = 0;  // 0 = not measured / unusable
  double seconds(size_t bytes) const;
  bool usable() const { return gbps > 0; }
};

// How the chunked pipeline runs: its chunk size, copy streams, host copy threads and store kind.
struct PipelineShape {
  size_t chunk_bytes = 0;  // 0 = unset
  int streams = 1;
  int copy_threads = 1;
  bool streaming_stores = false;
  // A copy of four or more chunks starts and ends with loads of a quarter and a half of a chunk:
  // the pipeline's fill (the first load's host copy, before any DMA) and drain (the last load's
  // DMA or host copy, after the other side is done) take the small loads' time, not a chunk's.
  bool ramp = false;
};

// What calibration decided for one direction of one device.
//
// A pageable copy of N bytes goes: below staged_small_from, the driver (a synchronous copy); below
// small_threshold, one staging slot (no pipeline); below mid_below, the pipeline shaped by `mid`
// (probed at 16 MiB: a short copy is dominated by filling and draining the pipeline, so it wants
// smaller chunks -- on the H200 the best 16 MiB cells and the best 256 MiB-1 GiB cells differed in
// chunk size and thread count, bench_copy_sweep.txt); from there on, the pipeline shaped by the
// top-level chunk_bytes/streams/copy_threads/streaming_stores (probed at 256 MiB from a source
// larger than the last-level cache).
struct CopyPolicy {
  size_t chunk_bytes = size_t(4) << 20;  // staging slot size for the pipeline
  int streams = 1;                       // copy streams the pipeline round-robins over
  int ring_slots = 4;                    // staging slots (>= 2 * streams)
  int copy_threads = 1;                  // CPU threads for the host-side memcpy of each slot
  bool streaming_stores = false;         // non-temporal stores for the host-side copies (x86)
  bool ramp = false;                     // PipelineShape::ramp for the large-copy pipeline
  size_t small_threshold = size_t(1) << 20;  // below: the cheaper of Driver and one-slot Staged
  // Below small_threshold, copies of at least this many bytes take the one-slot staged path and
  // smaller ones the driver, as the probe measured at 4 KiB, 64 KiB, 256 KiB and 1 MiB (a line
  // through two points mispredicted one end or the other on the H200). 0: the two models decide.
  size_t staged_small_from = 0;
  // Copies in [small_threshold, mid_below) run the pipeline shaped by `mid`; 0 = no such class
  // (the top-level shape, its chunk halved for short copies down to 8 chunks per copy).
  size_t mid_below = 0;
  PipelineShape mid;
  PathModel driver;                      // pageable copy by the driver (memcpy_sync when blocking)
  PathModel staged_small;                // one slot: memcpy into the ring, one DMA
  PathModel mid_pipeline;                // the pipeline shaped by `mid`
  PathModel pipeline;                    // the chunked pipeline at (chunk_bytes, streams)
  PathModel direct;                      // from/to pinned memory: the link rate
  // The path for a pageable copy of `bytes` when nothing is demoted.
  CopyPath choose(size_t bytes) const;
  // The top-level (large-copy) shape.
  PipelineShape large() const { return {chunk_bytes, streams, copy_threads, streaming_stores, ramp}; }
};

struct TransferOptions {
  bool calibrate = true;         // probe on first use; false = seed policy (1 MB threshold, 4 MiB chunks)
  bool use_cache = true;         // read and write the calibration cache
  std::string cache_dir;         // "" = $CROSSWARP_CACHE_DIR, $XDG_CACHE_HOME/crosswarp, ~/.cache/crosswarp
  size_t probe_bytes = 0;        // largest probe copy; 0 = 256 MiB on GPUs, 4 MiB on simt (about 2 s once, cached)
  double recheck_tolerance = 0.25;  // demote a path measured this far below its model
  int recheck_window = 8;        // timed copies per re-check window
  // While a staged path is demoted, every this many timed copies of its size class run one timed
  // staged copy next to the driver's on the same (warm) data; it is re-promoted when it is at
  // least 10% faster again.
  int retry_every = 32;
  bool strict = false;           // every fallback throws Error(Strict); also CROSSWARP_STRICT=1
  // The time source for calibration and re-check, in seconds; empty = std::chrono::steady_clock.
  // Tests inject a virtual clock so that timing decisions are deterministic on a loaded machine.
  std::function<double()> clock;
  // Forced policies (tests, bench): used instead of calibrating when set.
  std::shared_ptr<const CopyPolicy> force_h2d, force_d2h;
};

struct UploadItem {
  void* dst;        // device
  const void* src;  // host
  size_t bytes;
};
struct DownloadItem {
  void* dst;        // host
  const void* src;  // device
  size_t bytes;
};
// `bytes` bytes of an open file, from `offset`, to device memory (upload_from_file).
struct FileUploadItem {
  void* dst;  // device
  int fd;
  uint64_t offset;
  size_t bytes;
};

// Bytes and time per direction and size bucket, path counts, staging use, fallbacks.
struct TransferMetrics {
  struct Bucket {
    std::string name;           // "<64K", "64K-1M", "1M-16M", "16M-256M", ">=256M"
    uint64_t copies = 0;
    uint64_t bytes = 0;
    uint64_t timed_bytes = 0;   // bytes of copies timed end to end (blocking ones; of the driver's
                                // copies below 1 MiB, one in 16)
    double timed_seconds = 0;
    double gbps() const { return timed_seconds > 0 ? double(timed_bytes) / timed_seconds / 1e9 : 0; }
  };
  struct Direction {
    std::vector<Bucket> buckets;
    uint64_t path_copies[3] = {0, 0, 0};  // indexed by CopyPath
    uint64_t bytes() const;
  };
  Direction h2d, d2h;
  uint64_t staging_hits = 0;    // staged copies served by the existing pinned ring
  uint64_t staging_allocs = 0;  // pinned ring (re)allocations
  uint64_t file_bytes = 0;      // bytes upload_from_file read from files
  std::vector<FallbackEvent> fallbacks;
  std::vector<std::string> notes;  // calibration source, demotions in words
  std::string to_text() const;
  std::string to_json() const;   // one JSON object
};

class TransferEngine {
 public:
  TransferEngine(std::shared_ptr<Backend> backend, int device, TransferOptions options = {});
  ~TransferEngine();
  TransferEngine(const TransferEngine&) = delete;
  TransferEngine& operator=(const TransferEngine&) = delete;

  void copy_to_device(void* dst, const void* src, size_t bytes, cw_stream stream = nullptr);
  void copy_to_host(void* dst, const void* src, size_t bytes, cw_stream stream = nullptr);
  // Many tensors at once: pageable sources are packed into staging slots, one DMA per item. With
  // `one_allocation` the caller promises that every destination lies in one device allocation:
  // items whose destinations are adjacent (dst[i] + bytes[i] == dst[i+1]) then go as one DMA per
  // slot, so thousands of small tensors cost a few large copies. Without that promise adjacent
  // destinations are not joined: separate buffers are often adjacent (cudaMalloc carves small ones
  // from one region) and one copy may not span two allocations (the runtime refuses it).
  void upload_many(std::span<const UploadItem> items, cw_stream stream = nullptr, bool one_allocation = false);
  void download_many(std::span<const DownloadItem> items, cw_stream stream = nullptr);
  // Reads file ranges straight into the pinned staging ring (the copy threads pread them, several at
  // once) and DMAs them to the device, so a checkpoint in the page cache reaches the device without
  // a memory map being faulted in page by page -- a copy from a freshly mapped file spends most of
  // its time in page faults. Without pinned memory the ranges are read into a pageable buffer and
  // copied by the driver. The file may be closed once the call returns. A read error or a file
  // shorter than an item throws Error(Runtime) naming the offset. Not re-checked against the
  // pipeline's model (a cold page cache is not the path's fault); counted as staged copies.
  // `one_allocation`: as for upload_many (every destination in one device allocation, so adjacent
  // destinations may share a DMA).
  void upload_from_file(std::span<const FileUploadItem> items, cw_stream stream = nullptr, bool one_allocation = false);
  // Waits for every copy this engine issued.
  void synchronize();

  // Page-locks host memory the caller owns (a memory-mapped checkpoint, an input buffer reused every
  // step) through the backend's host_register, so copies from and to it go direct at link rate with
  // no staging. Returns false -- and counts a fallback event (an error under strict) -- when the
  // backend has no host_register or refuses; copies then stage as before. Registration costs time
  // (the pages are faulted in and locked): worth it for memory that is copied more than once or is
  // large. unregister_host (once the stream-ordered copies that use it are done) before freeing
  // the memory; the engine unregisters what is left when it is destroyed.
  bool register_host(void* ptr, size_t bytes);
  void unregister_host(void* ptr);

  // The policy in force (calibrating first if needed).
  const CopyPolicy& policy(CopyDirection direction);
  // Forgets demotions and the cached calibration for this device, and probes again.
  void recalibrate();
  // Whether the re-check demoted the staged path to driver copies, for copies below the small
  // threshold (small = true) or for the pipeline (small = false: either pipeline size class).
  bool staged_demoted(CopyDirection direction, bool small) const;
  TransferMetrics metrics() const;
  const std::string& backend_name() const;
  int device() const;

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

// Device memory from the backend's stream-ordered pool (malloc_async / free_async: cudaMallocAsync,
// hipMallocAsync) when it has one; otherwise malloc_device / free_device with a counted fallback
// event. Where the backend exposes its pool (mempool_set_release_threshold, mempool_stats), the
// pool's release threshold is set at construction -- by default to "keep everything": with the
// driver's default of 0 the pool hands its memory back at every synchronization and the next
// step's allocations go to the driver again -- and stats() reads the pool's own statistics
// (reserved and used, current and high-water) next to the counts kept here.
class DevicePool {
 public:
  static constexpr uint64_t kKeepReserved = UINT64_MAX;
  struct Stats {
    uint64_t allocations = 0;
    uint64_t bytes_in_use = 0;
    uint64_t peak_bytes = 0;
    bool stream_ordered = false;
    // The release threshold as set on the backend's pool; false when the backend has no entry
    // for it or refused it (the latter is a fallback event).
    bool release_threshold_set = false;
    uint64_t release_threshold = 0;
    // The backend pool's own statistics (mempool_stats); false when the backend does not report them.
    bool pool_stats = false;
    cw_mempool_stats pool{};
  };
  DevicePool(std::shared_ptr<Backend> backend, int device, bool strict = false,
             uint64_t release_threshold = kKeepReserved);
  ~DevicePool();  // frees what is still allocated (synchronously)
  DevicePool(const DevicePool&) = delete;
  DevicePool& operator=(const DevicePool&) = delete;

  // `stream` orders the allocation (nullptr: usable at once by any stream after a device sync).
  void* allocate(size_t bytes, cw_stream stream = nullptr);
  void release(void* ptr, cw_stream stream = nullptr);
  // The counts kept here, and the backend pool's statistics read now where it reports them.
  Stats stats() const;
  std::vector<FallbackEvent> fallbacks() const;
  std::string stats_json() const;  // one JSON object

 private:
  void fallback(FallbackEvent e);
  std::shared_ptr<Backend> backend_;
  int device_;
  bool strict_;
  mutable std::mutex mutex_;
  Stats stats_;
  std::vector<FallbackEvent> fallbacks_;
  std::unordered_map<void*, size_t> live_;
};

}  // namespace crosswarp
