// A backend as the differential harness drives it: through the plugin ABI's function table
// (memory, streams, op_variants, op_run), found by crosswarp::PluginRegistry in the build tree's
// plugin folder (the built-in CPU backend comes from the same registry).
#pragma once

#include <crosswarp/plugin_abi.h>

#include <memory>
#include <string>
#include <vector>

namespace crosswarp::test {

class BackendUnderTest {
 public:
  virtual ~BackendUnderTest() = default;
  virtual std::string name() const = 0;
  virtual std::vector<cw_variant_info> variants(uint32_t op) = 0;
  virtual void* alloc(size_t bytes) = 0;
  virtual void release(void* p) = 0;
  virtual void to_device(void* dst, const void* src, size_t bytes) = 0;
  virtual void to_host(void* dst, const void* src, size_t bytes) = 0;
  // Runs and synchronizes; returns the op's status and fills `error` on failure.
  virtual int run(const cw_op_call& call, std::string& error) = 0;
};

// "cpu", or a plugin name ("simt", "cuda", "hip"). Returns nullptr and sets `why` when the
// backend cannot be used here (no plugin file, score 0, ...).
std::unique_ptr<BackendUnderTest> open_backend(const std::string& name, std::string& why);

}  // namespace crosswarp::test
