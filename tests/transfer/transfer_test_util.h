// Helpers for the transfer tests: backends by name (skipping with a reason when absent), forced
// policies that drive each path, device buffers with guard bytes. Device memory is read and
// written with the backend's plain memcpy_sync, independent of the engine, so a bug that is
// symmetric in both engine directions cannot hide (and the tests run on cuda too, on a GPU).
#pragma once

#include "fake_link_backend.h"

#include <crosswarp/runtime.h>
#include <crosswarp/transfer.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <vector>

namespace cwtest {

inline std::shared_ptr<crosswarp::Backend> backend_named(const std::string& name, std::string* why) {
  if (name == "fake") return fake_backend();
  auto& reg = crosswarp::PluginRegistry::instance();
  auto b = reg.backend(name);
  if (!b && why) {
    const auto* s = reg.status(name);
    *why = name + " backend unavailable: " + (s ? s->reason : std::string("not found"));
  }
  return b;
}

inline std::vector<unsigned char> pattern(size_t n, unsigned seed) {
  std::vector<unsigned char> v(n);
  uint32_t x = seed * 2654435761u + 1;
  for (auto& c : v) {
    x = x * 1664525u + 1013904223u;
    c = static_cast<unsigned char>(x >> 24);
  }
  return v;
}

constexpr size_t kChunk = size_t(64) << 10;

inline std::shared_ptr<const crosswarp::CopyPolicy> forced_policy(const std::string& name) {
  auto p = std::make_shared<crosswarp::CopyPolicy>();
  p->chunk_bytes = kChunk;
  p->ring_slots = 3;
  p->streams = 2;
  if (name == "driver") {
    p->small_threshold = std::numeric_limits<size_t>::max();
  } else if (name == "staged") {
    p->small_threshold = 0;  // every pageable copy goes through the pipeline
  } else if (name == "small-staged") {
    p->small_threshold = std::numeric_limits<size_t>::max();
    p->driver = {0, 1};
    p->staged_small = {0, 100};  // cheaper than the driver at every size: one-stream staging
  }
  return p;
}

inline std::vector<unsigned char> read_device(const crosswarp::Backend& b, const void* p, size_t n) {
  std::vector<unsigned char> v(n);
  if (n) b.check(b.api().memcpy_sync(0, v.data(), p, n, CW_D2H), "memcpy_sync (test readback)");
  return v;
}

// Device memory with 64 guard bytes after the payload.
struct DeviceBuffer {
  std::shared_ptr<crosswarp::Backend> b;
  char* ptr = nullptr;
  size_t bytes;
  static constexpr size_t kGuard = 64;
  DeviceBuffer(std::shared_ptr<crosswarp::Backend> backend, size_t n) : b(std::move(backend)), bytes(n) {
    void* p = nullptr;
    b->check(b->api().malloc_device(0, n + kGuard, &p), "malloc_device");
    ptr = static_cast<char*>(p);
    std::vector<unsigned char> fill(n + kGuard, 0xAB);
    b->check(b->api().memcpy_sync(0, ptr, fill.data(), fill.size(), CW_H2D), "memcpy_sync (test fill)");
  }
  ~DeviceBuffer() { b->api().free_device(0, ptr); }
  bool guard_intact() const {
    for (unsigned char c : read_device(*b, ptr + bytes, kGuard))
      if (c != 0xAB) return false;
    return true;
  }
  std::vector<unsigned char> contents() const { return read_device(*b, ptr, bytes); }
};

}  // namespace cwtest
