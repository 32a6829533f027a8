// A ring of reused pinned (page-locked) staging slots, each with an event that says when the DMA
// reading or writing it has finished. One pinned allocation, carved into `slots` views of
// `slot_bytes`; reconfiguring to a shape that fits reuses it (a "staging hit"), a larger shape
// reallocates. Not thread-safe: the engine holds its lock around every use.
#pragma once

#include <crosswarp/runtime.h>

#include <cstddef>
#include <string>
#include <vector>

namespace crosswarp::transfer {

class PinnedRing {
 public:
  struct Slot {
    char* data = nullptr;
    cw_event event = nullptr;
    bool pending = false;  // a DMA on this slot was issued and not yet waited for
  };

  PinnedRing(const Backend& backend, int device) : backend_(backend), device_(device) {}
  ~PinnedRing();
  PinnedRing(const PinnedRing&) = delete;
  PinnedRing& operator=(const PinnedRing&) = delete;

  // Shapes the ring as `slots` x `slot_bytes`, allocating pinned memory when what it holds is too
  // small. Returns false when the backend has no pinned memory or refused it (`why` says which);
  // the ring is then unusable until a later configure succeeds.
  bool configure(int slots, size_t slot_bytes, std::string* why);
  bool usable() const { return base_ != nullptr && slots_ > 0; }
  int slots() const { return slots_; }
  size_t slot_bytes() const { return slot_bytes_; }
  size_t capacity() const { return capacity_; }
  char* base() const { return base_; }
  uint64_t allocations() const { return allocations_; }

  // The next slot in ring order, after waiting for its pending DMA.
  int acquire();
  Slot& slot(int i) { return slot_[size_t(i)]; }
  void wait(int i);
  void wait_all();
  // Frees the pinned memory and events (waiting first).
  void release();

 private:
  const Backend& backend_;
  int device_;
  char* base_ = nullptr;
  size_t capacity_ = 0;
  int slots_ = 0;
  size_t slot_bytes_ = 0;
  int next_ = 0;
  uint64_t allocations_ = 0;
  std::vector<Slot> slot_;
};

}  // namespace crosswarp::transfer
