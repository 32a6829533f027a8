#include "backend_under_test.h"

#include "cpu/cpu_ops.h"

#include <dlfcn.h>

#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace crosswarp::test {
namespace {

class CpuBackend : public BackendUnderTest {
 public:
  std::string name() const override { return "cpu"; }
  std::vector<cw_variant_info> variants(uint32_t op) override {
    int count = 0;
    cpu::op_variants(op, nullptr, 0, &count);
    std::vector<cw_variant_info> v(count);
    if (count) cpu::op_variants(op, v.data(), count, &count);
    return v;
  }
  void* alloc(size_t bytes) override { return std::malloc(bytes ? bytes : 1); }
  void release(void* p) override { std::free(p); }
  void to_device(void* dst, const void* src, size_t n) override { std::memcpy(dst, src, n); }
  void to_host(void* dst, const void* src, size_t n) override { std::memcpy(dst, src, n); }
  int run(const cw_op_call& call, std::string& error) override {
    const int rc = cpu::op_run(&call);
    if (rc != CW_OK) error = cpu::last_error();
    return rc;
  }
};

class PluginBackend : public BackendUnderTest {
 public:
  PluginBackend(std::string name, void* handle, const cw_backend_iface* iface)
      : name_(std::move(name)), handle_(handle), iface_(iface) {
    check(iface_->stream_create(0, &stream_), "stream_create");
  }
  ~PluginBackend() override {
    if (stream_) iface_->stream_destroy(stream_);
    // The plugin stays loaded: vendor runtimes do not like being unloaded mid-process.
  }
  std::string name() const override { return name_; }
  std::vector<cw_variant_info> variants(uint32_t op) override {
    int count = 0;
    if (iface_->op_variants(0, op, nullptr, 0, &count) != CW_OK) return {};
    std::vector<cw_variant_info> v(count);
    if (count) iface_->op_variants(0, op, v.data(), count, &count);
    v.resize(count);
    return v;
  }
  void* alloc(size_t bytes) override {
    void* p = nullptr;
    check(iface_->malloc_device(0, bytes ? bytes : 1, &p), "malloc_device");
    return p;
  }
  void release(void* p) override { iface_->free_device(0, p); }
  void to_device(void* dst, const void* src, size_t n) override {
    check(iface_->memcpy_sync(0, dst, src, n, CW_H2D), "memcpy H2D");
  }
  void to_host(void* dst, const void* src, size_t n) override {
    check(iface_->memcpy_sync(0, dst, src, n, CW_D2H), "memcpy D2H");
  }
  int run(const cw_op_call& call, std::string& error) override {
    int rc = iface_->op_run(stream_, &call);
    if (rc == CW_OK) rc = iface_->stream_synchronize(stream_);
    if (rc != CW_OK) error = iface_->last_error();
    return rc;
  }

 private:
  void check(int rc, const char* what) {
    if (rc != CW_OK) throw std::runtime_error(name_ + ": " + what + " failed: " + iface_->last_error());
  }
  std::string name_;
  void* handle_;
  const cw_backend_iface* iface_;
  cw_stream stream_ = nullptr;
};

}  // namespace

std::unique_ptr<BackendUnderTest> open_backend(const std::string& name, std::string& why) {
  if (name == "cpu") return std::make_unique<CpuBackend>();
  const std::string path = std::string(CROSSWARP_BINARY_DIR) + "/lib/crosswarp/libcrosswarp-backend-" + name + ".so";
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    why = std::string("cannot open ") + path + ": " + dlerror();
    return nullptr;
  }
  auto score = reinterpret_cast<cw_backend_score_fn>(dlsym(handle, CW_PLUGIN_SCORE_SYMBOL));
  auto init = reinterpret_cast<cw_backend_init_fn>(dlsym(handle, CW_PLUGIN_INIT_SYMBOL));
  if (!score || !init) {
    why = path + " does not export the plugin symbols";
    return nullptr;
  }
  char reason[512] = {};
  if (score(reason, sizeof reason) <= 0) {
    why = name + " unavailable: " + reason;
    return nullptr;
  }
  const cw_backend_iface* iface = init();
  if (!iface || iface->abi_version != CW_PLUGIN_ABI_VERSION) {
    why = path + ": ABI version mismatch";
    return nullptr;
  }
  if (const char* warp = std::getenv("CROSSWARP_SIMT_WARP"); warp && iface->set_warp_size)
    iface->set_warp_size(std::atoi(warp));
  return std::make_unique<PluginBackend>(name, handle, iface);
}

}  // namespace crosswarp::test
