#include "runtime/transfer/pinned_ring.h"

namespace crosswarp::transfer {

PinnedRing::~PinnedRing() {
  try {
    release();
  } catch (...) {
    // A destructor must not throw; a failing runtime at exit has already reported itself.
  }
}

void PinnedRing::release() {
  wait_all();
  const auto& api = backend_.api();
  for (Slot& s : slot_)
    if (s.event) api.event_destroy(s.event);
  slot_.clear();
  if (base_) api.free_host_pinned(base_);
  base_ = nullptr;
  capacity_ = 0;
  slots_ = 0;
  slot_bytes_ = 0;
  next_ = 0;
}

bool PinnedRing::configure(int slots, size_t slot_bytes, std::string* why) {
  const auto& api = backend_.api();
  if (!api.malloc_host_pinned || !api.free_host_pinned) {
    if (why) *why = "backend '" + backend_.name() + "' has no pinned host memory";
    return false;
  }
  if (slots < 1 || slot_bytes == 0) {
    if (why) *why = "empty staging ring requested";
    return false;
  }
  size_t need = size_t(slots) * slot_bytes;
  wait_all();
  if (need > capacity_) {
    release();
    void* p = nullptr;
    int rc = api.malloc_host_pinned(need, &p);
    if (rc != CW_OK || !p) {
      if (why) {
        const char* detail = api.last_error ? api.last_error() : nullptr;
        *why = "pinned allocation of " + std::to_string(need) + " bytes refused" +
               (detail && *detail ? std::string(": ") + detail : std::string());
      }
      return false;
    }
    base_ = static_cast<char*>(p);
    capacity_ = need;
    ++allocations_;
  }
  while (slot_.size() < size_t(slots)) {
    Slot s;
    backend_.check(api.event_create(device_, &s.event), "event_create (staging slot)");
    slot_.push_back(s);
  }
  slots_ = slots;
  slot_bytes_ = slot_bytes;
  for (int i = 0; i < slots; ++i) slot_[size_t(i)].data = base_ + size_t(i) * slot_bytes;
  next_ = 0;
  return true;
}

void PinnedRing::wait(int i) {
  Slot& s = slot_[size_t(i)];
  if (!s.pending) return;
  s.pending = false;
  backend_.check(backend_.api().event_synchronize(s.event), "event_synchronize (staging slot)");
}

void PinnedRing::wait_all() {
  for (size_t i = 0; i < slot_.size(); ++i) wait(int(i));
}

int PinnedRing::acquire() {
  int i = next_;
  next_ = (next_ + 1) % slots_;
  wait(i);
  return i;
}

}  // namespace crosswarp::transfer
