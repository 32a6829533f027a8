// DevicePool: stream-ordered device allocations (cudaMallocAsync / hipMallocAsync through the
// plugin's malloc_async) so that freeing and reusing memory between inference steps does not
// synchronize the device. Without the optional entries, malloc_device/free_device with a counted
// fallback event.
#include "runtime/log.h"

#include <crosswarp/transfer.h>

#include <algorithm>

namespace crosswarp {

DevicePool::DevicePool(std::shared_ptr<Backend> backend, int device, bool strict)
    : backend_(std::move(backend)), device_(device), strict_(strict || strict_from_environment()) {
  if (!backend_) throw Error(ErrorKind::Usage, "DevicePool: no backend");
  const auto& api = backend_->api();
  stats_.stream_ordered = api.malloc_async && api.free_async;
  if (!stats_.stream_ordered) {
    FallbackEvent e{"backend '" + backend_->name() + "' has no stream-ordered allocator", "device-alloc",
                    "stream-ordered-pool", "malloc_device"};
    log::once(log::Level::Info, "device-pool-fallback:" + backend_->name(), "device pool: " + e.reason);
    fallbacks_.push_back(e);
    if (strict_) throw Error(ErrorKind::Strict, "device pool: " + e.reason + " and strict mode is on");
  }
}

DevicePool::~DevicePool() {
  const auto& api = backend_->api();
  for (auto& [ptr, bytes] : live_) api.free_device(device_, ptr);
}

void* DevicePool::allocate(size_t bytes, cw_stream stream) {
  const auto& api = backend_->api();
  void* p = nullptr;
  if (bytes == 0) return nullptr;
  if (stats_.stream_ordered && stream)
    backend_->check(api.malloc_async(stream, bytes, &p), "malloc_async (" + std::to_string(bytes) + " bytes)");
  else
    backend_->check(api.malloc_device(device_, bytes, &p), "malloc_device (" + std::to_string(bytes) + " bytes)");
  std::lock_guard<std::mutex> lock(mutex_);
  live_[p] = bytes;
  stats_.allocations += 1;
  stats_.bytes_in_use += bytes;
  stats_.peak_bytes = std::max(stats_.peak_bytes, stats_.bytes_in_use);
  return p;
}

void DevicePool::release(void* ptr, cw_stream stream) {
  if (!ptr) return;
  size_t bytes = 0;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = live_.find(ptr);
    if (it == live_.end()) throw Error(ErrorKind::Usage, "DevicePool::release: pointer not from this pool");
    bytes = it->second;
    live_.erase(it);
    stats_.bytes_in_use -= bytes;
  }
  const auto& api = backend_->api();
  // Memory from malloc_async may be freed with either; memory from malloc_device only with
  // free_device (cudaFreeAsync accepts both, but a plugin without pools has no free_async).
  if (stats_.stream_ordered && stream)
    backend_->check(api.free_async(stream, ptr), "free_async");
  else
    backend_->check(api.free_device(device_, ptr), "free_device");
}

DevicePool::Stats DevicePool::stats() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return stats_;
}

std::vector<FallbackEvent> DevicePool::fallbacks() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return fallbacks_;
}

}  // namespace crosswarp
