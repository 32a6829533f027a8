#include "runtime/transfer/host_copier.h"

#include <algorithm>
#include <cstring>

namespace crosswarp::transfer {

HostCopier::~HostCopier() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  for (auto& t : workers_) t.join();
}

void HostCopier::run(std::span<const Job> jobs, int threads) {
  size_t total = 0;
  for (const Job& j : jobs) total += j.bytes;
  // Below ~256 KiB per thread the hand-off costs more than the copy.
  threads = int(std::min<size_t>(size_t(std::max(threads, 1)), std::max<size_t>(total / (size_t(256) << 10), 1)));
  if (threads <= 1) {
    for (const Job& j : jobs)
      if (j.bytes) std::memcpy(j.dst, j.src, j.bytes);  // a zero-byte job may carry null pointers
    return;
  }
  std::unique_lock<std::mutex> lock(mutex_);
  while (int(workers_.size()) < threads - 1) workers_.emplace_back([this] { worker(); });
  // Tasks of about total / (2 * threads), so uneven jobs still balance.
  size_t piece = std::max<size_t>(size_t(64) << 10, total / size_t(2 * threads));
  tasks_.clear();
  for (const Job& j : jobs)
    for (size_t off = 0; off < j.bytes; off += piece)
      tasks_.push_back({j.dst + off, j.src + off, std::min(piece, j.bytes - off)});
  next_ = 0;
  remaining_ = tasks_.size();
  wanted_ = threads - 1;
  ++generation_;
  lock.unlock();
  wake_.notify_all();
  lock.lock();
  while (next_ < tasks_.size()) {
    Job t = tasks_[next_++];
    lock.unlock();
    if (t.bytes) std::memcpy(t.dst, t.src, t.bytes);
    lock.lock();
    --remaining_;
  }
  done_.wait(lock, [&] { return remaining_ == 0 && busy_ == 0; });
  wanted_ = 0;
}

void HostCopier::worker() {
  unsigned seen = 0;
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    wake_.wait(lock, [&] { return stop_ || (generation_ != seen && wanted_ > busy_); });
    if (stop_) return;
    seen = generation_;
    ++busy_;
    while (next_ < tasks_.size()) {
      Job t = tasks_[next_++];
      lock.unlock();
      if (t.bytes) std::memcpy(t.dst, t.src, t.bytes);
      lock.lock();
      --remaining_;
    }
    --busy_;
    done_.notify_all();
  }
}

}  // namespace crosswarp::transfer
