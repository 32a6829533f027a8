// Parallel host memcpy for the staging ring. One CPU thread copies about 10-20 GB/s on a server
// host, well below a PCIe Gen5 link's 55 GB/s pinned rate, so the pipeline's CPU side splits each
// slot's copies over a few threads (calibration picks how many: 1, 2, 4 or 8).
#pragma once

#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <span>
#include <thread>
#include <vector>

namespace crosswarp::transfer {

class HostCopier {
 public:
  struct Job {
    char* dst;
    const char* src;
    size_t bytes;
  };
  HostCopier() = default;
  ~HostCopier();
  HostCopier(const HostCopier&) = delete;
  HostCopier& operator=(const HostCopier&) = delete;

  // Copies every job, split over `threads` threads (the caller is one of them); returns when done.
  void run(std::span<const Job> jobs, int threads);

 private:
  void worker();
  std::mutex mutex_;
  std::condition_variable wake_, done_;
  std::vector<std::thread> workers_;
  std::vector<Job> tasks_;
  size_t next_ = 0;        // next task to take (under mutex_)
  size_t remaining_ = 0;   // tasks not finished
  int busy_ = 0;           // workers inside the current round
  int wanted_ = 0;         // workers the current round may use
  unsigned generation_ = 0;
  bool stop_ = false;
};

}  // namespace crosswarp::transfer
