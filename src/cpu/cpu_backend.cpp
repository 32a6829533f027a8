#include "cpu/cpu_backend.h"

#include "cpu/cpu_ops.h"
#include "cpu/ops/blas.h"

#include <sys/sysinfo.h>
#include <sys/utsname.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>

struct cw_stream_s {
  int device;
};
struct cw_event_s {
  std::chrono::steady_clock::time_point when;
};

namespace crosswarp::cpu {
namespace {

thread_local char g_last_error[512];

void set_error(const char* msg) { std::snprintf(g_last_error, sizeof(g_last_error), "%s", msg); }
const char* last_error() { return g_last_error; }

std::string cpu_model_name() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("model name", 0) == 0)
      if (auto colon = line.find(':'); colon != std::string::npos) return line.substr(colon + 2);
  return "CPU";
}

// MemAvailable from /proc/meminfo (what a new allocation can get without swapping).
uint64_t memory_available() {
  std::ifstream in("/proc/meminfo");
  std::string key, unit;
  uint64_t kb = 0;
  while (in >> key >> kb >> unit)
    if (key == "MemAvailable:") return kb * 1024;
  struct sysinfo si {};
  return sysinfo(&si) == 0 ? static_cast<uint64_t>(si.freeram) * si.mem_unit : 0;
}

int device_count(int* count) {
  *count = 1;
  return CW_OK;
}

int device_info(int device, cw_device_info* info) {
  if (device != 0) {
    set_error("the CPU backend has one device (0)");
    return CW_E_NO_DEVICE;
  }
  std::memset(info, 0, sizeof(*info));
  std::snprintf(info->name, sizeof(info->name), "%s", cpu_model_name().c_str());
  struct utsname u {};
  uname(&u);
  std::snprintf(info->arch, sizeof(info->arch), "%.31s", u.machine);
  info->wavefront_size = 0;  // not applicable
  info->compute_units = static_cast<int32_t>(std::thread::hardware_concurrency());
  struct sysinfo si {};
  if (sysinfo(&si) == 0) info->memory_total = static_cast<uint64_t>(si.totalram) * si.mem_unit;
  info->memory_free = memory_available();
  info->arch_covered = 1;
  std::snprintf(info->runtime_version, sizeof(info->runtime_version), "built-in");
  return CW_OK;
}

int malloc_device(int, size_t bytes, void** ptr) {
  // 64-byte alignment: one cache line, and what AVX-512 loads want.
  *ptr = std::aligned_alloc(64, (bytes + 63) / 64 * 64 + (bytes == 0 ? 64 : 0));
  if (!*ptr) {
    set_error("out of host memory");
    return CW_E_OOM;
  }
  return CW_OK;
}

int free_device(int, void* ptr) {
  std::free(ptr);
  return CW_OK;
}

int stream_create(int device, cw_stream* out) {
  // OpenBLAS is opened on first use (cpu/ops/blas.h); a stream is what a run creates before its
  // first op, so the opening (a few ms of relocations and OpenBLAS's start-up) is done here and not
  // inside the first GEMM's, i.e. the first forward's, time. A failure is reported by the GEMM.
  (void)blas::load();
  *out = new cw_stream_s{device};
  return CW_OK;
}

int stream_destroy(cw_stream s) {
  delete s;
  return CW_OK;
}

int stream_synchronize(cw_stream) { return CW_OK; }

int memcpy_sync(int, void* dst, const void* src, size_t bytes, int) {
  if (bytes) std::memmove(dst, src, bytes);
  return CW_OK;
}

int memcpy_async(cw_stream, void* dst, const void* src, size_t bytes, int) {
  if (bytes) std::memmove(dst, src, bytes);
  return CW_OK;
}

int memset_async(cw_stream, void* dst, int value, size_t bytes) {
  std::memset(dst, value, bytes);
  return CW_OK;
}

int event_create(int, cw_event* out) {
  *out = new cw_event_s{};
  return CW_OK;
}

int event_destroy(cw_event e) {
  delete e;
  return CW_OK;
}

int event_record(cw_event e, cw_stream) {
  e->when = std::chrono::steady_clock::now();
  return CW_OK;
}

int event_synchronize(cw_event) { return CW_OK; }

int event_elapsed_ms(cw_event start, cw_event stop, float* ms) {
  *ms = std::chrono::duration<float, std::milli>(stop->when - start->when).count();
  return CW_OK;
}

// The ops keep their own error text (cpu_ops.h); the table's last_error() reports it.
int forward_op_error(int status) {
  if (status != CW_OK) set_error(crosswarp::cpu::last_error());
  return status;
}

int variants(int device, uint32_t op, cw_variant_info* out, int capacity, int* count) {
  if (device != 0) {
    set_error("the CPU backend has one device (0)");
    return CW_E_NO_DEVICE;
  }
  return forward_op_error(op_variants(op, out, capacity, count));
}

int run(cw_stream, const cw_op_call* call) { return forward_op_error(op_run(call)); }

const cw_backend_iface g_iface = {
    CW_PLUGIN_ABI_VERSION,
    "cpu",
    "built-in, OpenBLAS and threads",
    "*",
    last_error,
    device_count,
    device_info,
    malloc_device,
    free_device,
    nullptr,  // malloc_host_pinned: host memory is all there is
    nullptr,
    nullptr,
    nullptr,  // malloc_async
    nullptr,
    stream_create,
    stream_destroy,
    stream_synchronize,
    memcpy_sync,
    memcpy_async,
    memset_async,
    event_create,
    event_destroy,
    event_record,
    event_synchronize,
    event_elapsed_ms,
    nullptr,  // stream_wait_event: streams run in order at once
    variants,
    run,
    nullptr,  // set_warp_size
    nullptr,  // mempool_set_release_threshold
    nullptr,  // mempool_stats
    nullptr,  // host_register
    nullptr,  // host_unregister
    nullptr,  // event_query: work runs at once
    nullptr,  // graph_capture_begin: nothing to replay
    nullptr,
    nullptr,
    nullptr,
};

}  // namespace

const cw_backend_iface* backend_iface() { return &g_iface; }

}  // namespace crosswarp::cpu
