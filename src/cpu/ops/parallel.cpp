#include "parallel.h"

#include "blas.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <thread>
#include <vector>

namespace crosswarp::cpu {
namespace {

thread_local bool t_inside_pool = false;

class Pool {
 public:
  explicit Pool(int workers) {
    for (int i = 0; i < workers; ++i) threads_.emplace_back([this] { worker(); });
  }
  ~Pool() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      stop_ = true;
    }
    cv_.notify_all();
    for (auto& t : threads_) t.join();
  }

  int size() const { return static_cast<int>(threads_.size()) + 1; }

  // One job at a time: concurrent callers from different threads queue on job_mu_.
  void run(int64_t chunks, const std::function<void(int64_t)>& chunk_fn) {
    std::lock_guard<std::mutex> job_lock(job_mu_);
    {
      std::lock_guard<std::mutex> lock(mu_);
      fn_ = &chunk_fn;
      chunks_ = chunks;
      next_.store(0);
      pending_ = chunks;
      ++generation_;
    }
    cv_.notify_all();
    t_inside_pool = true;
    drain();
    t_inside_pool = false;
    std::unique_lock<std::mutex> lock(mu_);
    done_cv_.wait(lock, [this] { return pending_ == 0; });
    fn_ = nullptr;
  }

 private:
  void drain() {
    int64_t done = 0;
    for (int64_t c; (c = next_.fetch_add(1)) < chunks_;) {
      (*fn_)(c);
      ++done;
    }
    if (done) {
      std::lock_guard<std::mutex> lock(mu_);
      pending_ -= done;
      if (pending_ == 0) done_cv_.notify_all();
    }
  }

  void worker() {
    t_inside_pool = true;
    uint64_t seen = 0;
    for (;;) {
      {
        std::unique_lock<std::mutex> lock(mu_);
        cv_.wait(lock, [&] { return stop_ || (generation_ != seen && fn_ != nullptr); });
        if (stop_) return;
        seen = generation_;
      }
      drain();
    }
  }

  std::vector<std::thread> threads_;
  std::mutex mu_, job_mu_;
  std::condition_variable cv_, done_cv_;
  const std::function<void(int64_t)>* fn_ = nullptr;
  int64_t chunks_ = 0, pending_ = 0;
  std::atomic<int64_t> next_{0};
  uint64_t generation_ = 0;
  bool stop_ = false;
};

int configured_threads() {
  if (const char* env = std::getenv("CROSSWARP_CPU_THREADS")) {
    int n = std::atoi(env);
    if (n > 0) return n;
  }
  return std::max(1u, std::thread::hardware_concurrency());
}

// Every OpenBLAS call runs inside one of the pool's tasks (gemm.cpp, softmax.cpp), so OpenBLAS itself
// runs single-threaded: its own pthread workers would compete with the pool's for the same cores.
// blas::load() opens it and sets that (blas.h); it is done here, as the pool starts, so that a
// model's first GEMM does not pay the opening (a failure is reported by the op that needs BLAS).
int pool_workers() {
  (void)blas::load();
  return configured_threads() - 1;
}

Pool& pool() {
  static Pool p(pool_workers());
  return p;
}

}  // namespace

int thread_count() { return pool().size(); }

void parallel_for(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& fn) {
  if (n <= 0) return;
  grain = std::max<int64_t>(1, grain);
  const int threads = t_inside_pool ? 1 : thread_count();
  if (threads == 1 || n <= grain) {
    fn(0, n);
    return;
  }
  const int64_t chunks = std::min<int64_t>((n + grain - 1) / grain, int64_t{threads} * 4);
  const int64_t per = (n + chunks - 1) / chunks;
  pool().run(chunks, [&](int64_t c) {
    const int64_t b = c * per, e = std::min(n, b + per);
    if (b < e) fn(b, e);
  });
}

}  // namespace crosswarp::cpu
