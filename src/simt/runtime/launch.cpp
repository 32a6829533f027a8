// Kernel launches: validate the configuration, run the blocks in parallel on a pool of worker OS
// threads (each block's GPU threads as fibers on one worker), then publish the diagnostics.
// Launches run to completion before hipLaunchKernelGGL returns: every stream is in order with the
// host, which is one legal schedule of the asynchronous HIP model.
#include "block_scheduler.h"
#include "internal.h"

#include <crosswarp_simt.h>

#include <condition_variable>
#include <cstdlib>
#include <thread>

namespace crosswarp::simt::rt {

void Launch::report(const std::string& where, const std::string& what, bool error) {
  std::lock_guard<std::mutex> lock(mutex);
  if (error) ++errors;
  auto it = by_key.find(what);
  if (it != by_key.end()) {
    ++findings[it->second].more_blocks;
    return;
  }
  by_key.emplace(what, findings.size());
  findings.push_back(Finding{where + ": " + what, 0, error});
  if (errors >= 64) stop = true;  // a bug in every block says enough after a while
}

namespace {

thread_local unsigned tl_worker_id = 0;  // the thread that launches works as worker 0

class WorkerPool {
 public:
  explicit WorkerPool(int n) {
    for (int i = 1; i < n; ++i)
      threads_.emplace_back([this, i] {
        tl_worker_id = unsigned(i);
        loop();
      });
  }
  ~WorkerPool() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      quit_ = true;
    }
    wake_.notify_all();
    for (auto& t : threads_) t.join();
  }
  // Runs every block of `launch`; the calling thread works too.
  void run(Launch& launch) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      job_ = &launch;
      ++generation_;
      busy_ = int(threads_.size());
    }
    wake_.notify_all();
    work(launch);
    std::unique_lock<std::mutex> lock(mutex_);
    done_.wait(lock, [this] { return busy_ == 0; });
    job_ = nullptr;
  }

 private:
  static void work(Launch& launch) {
    for (;;) {
      std::uint64_t b = launch.next_block.fetch_add(1);
      if (b >= launch.total_blocks || launch.stop) break;
      run_block(launch, b);
    }
  }
  void loop() {
    std::uint64_t seen = 0;
    for (;;) {
      Launch* job;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [&] { return quit_ || generation_ != seen; });
        if (quit_) return;
        seen = generation_;
        job = job_;
      }
      work(*job);
      std::lock_guard<std::mutex> lock(mutex_);
      if (--busy_ == 0) done_.notify_all();
    }
  }
  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::condition_variable wake_, done_;
  Launch* job_ = nullptr;
  std::uint64_t generation_ = 0;
  int busy_ = 0;
  bool quit_ = false;
};

WorkerPool& pool() {
  static WorkerPool p(worker_threads());
  return p;
}
std::mutex launch_mutex;  // one launch at a time: the pool runs one grid

}  // namespace

void run_block(Launch& launch, std::uint64_t linear) {
  const dim3& g = launch.config.grid;
  uint3 idx{unsigned(linear % g.x), unsigned((linear / g.x) % g.y), unsigned(linear / (std::uint64_t(g.x) * g.y))};
  BlockRun block(launch, idx);
  block.run();
}

int worker_threads() {
  static int n = [] {
    if (const char* e = std::getenv("CROSSWARP_SIMT_THREADS")) {
      int v = std::atoi(e);
      if (v > 0) return v;
    }
    unsigned h = std::thread::hardware_concurrency();
    return h ? int(h) : 1;
  }();
  return n;
}

std::size_t stack_bytes() {
  static std::size_t n = [] {
    std::size_t kb = 128;
    if (const char* e = std::getenv("CROSSWARP_SIMT_STACK_KB")) {
      long v = std::atol(e);
      if (v >= 16) kb = std::size_t(v);
    }
    return kb * 1024;
  }();
  return n;
}

double spin_seconds() {
  static double s = [] {
    if (const char* e = std::getenv("CROSSWARP_SIMT_SPIN_SECONDS")) {
      double v = std::atof(e);
      if (v > 0) return v;
    }
    return 10.0;
  }();
  return s;
}

}  // namespace crosswarp::simt::rt

namespace crosswarp::simt::detail {

unsigned worker_id() {
  return rt::tl_worker_id;
}

int launch_kernel(const LaunchConfig& config, void (*invoke)(void*), void* closure) {
  const dim3 &g = config.grid, &b = config.block;
  std::uint64_t threads = std::uint64_t(b.x) * b.y * b.z;
  if (!g.x || !g.y || !g.z || !threads || threads > 1024 || b.z > 1024 || g.y > 65535 || g.z > 65535)
    return rt::fail(hipErrorInvalidConfiguration);
  if (config.dynamic_shared_bytes > 64 * 1024) return rt::fail(hipErrorLaunchOutOfResources);
  if (tl_thread) return rt::fail(hipErrorNotSupported);  // no launches from device code

  std::lock_guard<std::mutex> lock(rt::launch_mutex);
  rt::Launch launch;
  launch.config = config;
  launch.invoke = invoke;
  launch.closure = closure;
  launch.warp_size = crosswarp::simt::warp_size();
  launch.total_blocks = std::uint64_t(g.x) * g.y * g.z;
  rt::pool().run(launch);
  rt::publish(launch);
  if (launch.errors) {
    rt::set_pending_launch_error(hipErrorLaunchFailure);
    return rt::fail(hipErrorLaunchFailure);
  }
  return hipSuccess;
}

}  // namespace crosswarp::simt::detail
