// DevicePool: stream-ordered device allocations (cudaMallocAsync / hipMallocAsync through the
// plugin's malloc_async) so that freeing and reusing memory between inference steps does not
// synchronize the device. Without the optional entries, malloc_device/free_device with a counted
// fallback event. The pool's release threshold and statistics go through the optional
// mempool_set_release_threshold / mempool_stats entries (include/crosswarp/plugin_abi.h).
#include "runtime/log.h"

#include <crosswarp/transfer.h>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace crosswarp {

DevicePool::DevicePool(std::shared_ptr<Backend> backend, int device, bool strict, uint64_t release_threshold)
    : backend_(std::move(backend)), device_(device), strict_(strict || strict_from_environment()) {
  if (!backend_) throw Error(ErrorKind::Usage, "DevicePool: no backend");
  const auto& api = backend_->api();
  stats_.stream_ordered = api.malloc_async && api.free_async;
  if (!stats_.stream_ordered) {
    fallback({"backend '" + backend_->name() + "' has no stream-ordered allocator", "device-alloc",
              "stream-ordered-pool", "malloc_device"});
    return;
  }
  if (api.mempool_set_release_threshold) {
    int rc = api.mempool_set_release_threshold(device_, release_threshold);
    if (rc == CW_OK) {
      stats_.release_threshold_set = true;
      stats_.release_threshold = release_threshold;
    } else {
      const char* detail = api.last_error ? api.last_error() : nullptr;
      fallback({"release threshold of the stream-ordered pool not set (" +
                    std::string(detail && *detail ? detail : "error " + std::to_string(rc)) +
                    "): the pool may return its memory at every synchronization",
                "device-alloc", "pool-release-threshold", "driver-default-threshold"});
    }
  }
}

void DevicePool::fallback(FallbackEvent e) {
  log::once(log::Level::Info, "device-pool-fallback:" + backend_->name() + ":" + e.from, "device pool: " + e.reason);
  fallbacks_.push_back(e);
  if (strict_) throw Error(ErrorKind::Strict, "device pool: " + e.reason + " and strict mode is on");
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
  Stats s;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    s = stats_;
  }
  const auto& api = backend_->api();
  cw_mempool_stats pool{};
  if (s.stream_ordered && api.mempool_stats && api.mempool_stats(device_, &pool) == CW_OK) {
    s.pool_stats = true;
    s.pool = pool;
  }
  return s;
}

std::vector<FallbackEvent> DevicePool::fallbacks() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return fallbacks_;
}

std::string DevicePool::stats_json() const {
  Stats s = stats();
  nlohmann::json j = {{"stream_ordered", s.stream_ordered},
                      {"allocations", s.allocations},
                      {"bytes_in_use", s.bytes_in_use},
                      {"peak_bytes", s.peak_bytes},
                      {"release_threshold", s.release_threshold_set ? nlohmann::json(s.release_threshold)
                                                                    : nlohmann::json(nullptr)}};
  if (s.pool_stats)
    j["pool"] = {{"reserved_current", s.pool.reserved_current},
                 {"reserved_high", s.pool.reserved_high},
                 {"used_current", s.pool.used_current},
                 {"used_high", s.pool.used_high}};
  else
    j["pool"] = nullptr;
  nlohmann::json fb = nlohmann::json::array();
  for (const auto& f : fallbacks()) fb.push_back({{"reason", f.reason}, {"op", f.op}, {"from", f.from}, {"to", f.to}});
  j["fallbacks"] = fb;
  return j.dump();
}

}  // namespace crosswarp
