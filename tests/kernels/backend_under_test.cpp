#include "backend_under_test.h"

#include "cpu/cpu_ops.h"

#include <crosswarp/runtime.h>

#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace crosswarp::test {
namespace {

class PluginBackend : public BackendUnderTest {
 public:
  explicit PluginBackend(std::shared_ptr<Backend> backend)
      : name_(backend->name()), backend_(std::move(backend)), iface_(&backend_->api()) {
    check(iface_->stream_create(0, &stream_), "stream_create");
  }
  ~PluginBackend() override {
    if (stream_) iface_->stream_destroy(stream_);
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
  // On the op stream and waited for, not memcpy_sync: a cudaMemcpy/hipMemcpy host->device from
  // pageable memory may return before its DMA has landed, and the ops run on a non-blocking stream
  // that does not wait for the legacy stream. (On the H200 the 0xFF fill of a 1.1 MB output landed
  // after softmax.vec_w32 had written it, in 6 of 25 runs: session 17, call f.)
  void to_device(void* dst, const void* src, size_t n) override {
    check(iface_->memcpy_async(stream_, dst, src, n, CW_H2D), "memcpy H2D");
    check(iface_->stream_synchronize(stream_), "stream_synchronize after memcpy H2D");
  }
  void to_host(void* dst, const void* src, size_t n) override {
    check(iface_->memcpy_sync(0, dst, src, n, CW_D2H), "memcpy D2H");
  }
  int run(const cw_op_call& call, std::string& error) override {
    int rc = iface_->op_run(stream_, &call);
    if (rc == CW_OK) rc = iface_->stream_synchronize(stream_);
    if (rc != CW_OK) error = describe();
    return rc;
  }

 private:
  // The built-in CPU backend's table keeps its own last_error; its ops report through cpu::last_error.
  std::string describe() const {
    std::string e = iface_->last_error ? iface_->last_error() : "";
    if (e.empty() && name_ == "cpu") e = cpu::last_error();
    return e;
  }
  void check(int rc, const char* what) {
    if (rc != CW_OK) throw std::runtime_error(name_ + ": " + what + " failed: " + describe());
  }
  std::string name_;
  std::shared_ptr<Backend> backend_;
  const cw_backend_iface* iface_;
  cw_stream stream_ = nullptr;
};

}  // namespace

std::unique_ptr<BackendUnderTest> open_backend(const std::string& name, std::string& why) {
  // The registry over the build tree's plugin folder only, so a test never picks up an installed
  // plugin from another build — unless CROSSWARP_PLUGIN_PATH says where to look (a build tree
  // copied to another machine). simt reads CROSSWARP_SIMT_WARP when it starts.
  static PluginRegistry registry(PluginRegistry::Options{{std::string(CROSSWARP_BINARY_DIR) + "/lib/crosswarp"},
                                                         std::getenv("CROSSWARP_PLUGIN_PATH") != nullptr});
  std::shared_ptr<Backend> backend = registry.backend(name);
  if (!backend) {
    const BackendStatus* status = registry.status(name);
    why = name + " unavailable: " + (status ? status->reason : std::string("no such backend"));
    return nullptr;
  }
  if (const char* warp = std::getenv("CROSSWARP_SIMT_WARP"); warp && name == "simt" && backend->api().set_warp_size)
    backend->api().set_warp_size(std::atoi(warp));
  return std::make_unique<PluginBackend>(std::move(backend));
}

}  // namespace crosswarp::test
