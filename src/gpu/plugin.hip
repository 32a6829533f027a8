// The GPU backend plugin: the ABI table (include/crosswarp/plugin_abi.h) over the HIP runtime API.
// One source, compiled as crosswarp-cuda, crosswarp-hip and crosswarp-simt (src/gpu/targets/*).
// Exports exactly crosswarp_backend_init and crosswarp_backend_score (everything else is hidden).
#include "gpu.h"
#include "gpu_ops.h"

#include <crosswarp/plugin_abi.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#ifndef CW_COMPILED_ARCHS
#error "the target's CMakeLists.txt defines CW_COMPILED_ARCHS (e.g. \"sm_80,sm_90,compute_90\")"
#endif
#ifndef CW_BUILD_INFO
#define CW_BUILD_INFO "unknown toolchain"
#endif

struct cw_stream_s {
  int device;
  hipStream_t stream;
};
struct cw_event_s {
  int device;
  hipEvent_t event;
};
#if CW_VENDOR_HAS_GRAPHS
struct cw_graph_s {
  int device;
  hipGraphExec_t exec;
};
#endif

namespace crosswarp::gpu {
namespace {

thread_local char g_last_error[1024];

#define CW_CHECK(expr)                                                                      \
  do {                                                                                      \
    hipError_t cw_err_ = (expr);                                                            \
    if (cw_err_ != hipSuccess) {                                                            \
      set_last_error("%s failed: %s", #expr, hipGetErrorString(cw_err_));                    \
      return cw_err_ == hipErrorOutOfMemory ? CW_E_OOM : CW_E_RUNTIME;                      \
    }                                                                                       \
  } while (0)

const char* last_error() { return g_last_error; }

int device_count(int* count) {
  *count = 0;
  CW_CHECK(hipGetDeviceCount(count));
  return CW_OK;
}

int select_device(int device) {
  int count = 0;
  if (hipGetDeviceCount(&count) != hipSuccess || device < 0 || device >= count) {
    set_last_error("device %d does not exist (%d visible)", device, count);
    return CW_E_NO_DEVICE;
  }
  CW_CHECK(hipSetDevice(device));
  return CW_OK;
}

// Whether the plugin carries code for `arch`: an exact SASS/code-object match, or (CUDA) PTX for a
// compute capability no newer than the device's, which the driver compiles at load time.
bool arch_covered(const char* arch) {
  std::string list = CW_COMPILED_ARCHS;
  size_t start = 0;
  while (start <= list.size()) {
    size_t end = list.find(',', start);
    if (end == std::string::npos) end = list.size();
    std::string item = list.substr(start, end - start);
    if (item == arch || item == "*") return true;
    if (item.rfind("compute_", 0) == 0 && std::strncmp(arch, "sm_", 3) == 0 &&
        std::atoi(item.c_str() + 8) <= std::atoi(arch + 3))
      return true;
    start = end + 1;
  }
  return false;
}

int device_info(int device, cw_device_info* info) {
  if (int rc = select_device(device)) return rc;
  std::memset(info, 0, sizeof(*info));
  hipDeviceProp_t p{};
  CW_CHECK(hipGetDeviceProperties(&p, device));
  std::snprintf(info->name, sizeof(info->name), "%.127s", p.name);
  vendor::arch_name(p, info->arch, sizeof(info->arch));
  info->wavefront_size = vendor::wavefront_size(p);
  info->compute_units = p.multiProcessorCount;
  size_t free_b = 0, total_b = 0;
  CW_CHECK(hipMemGetInfo(&free_b, &total_b));
  info->memory_total = total_b;
  info->memory_free = free_b;
  info->arch_covered = arch_covered(info->arch) ? 1 : 0;
  int drv = 0, rt = 0;
  (void)hipDriverGetVersion(&drv);
  (void)hipRuntimeGetVersion(&rt);
  std::snprintf(info->driver_version, sizeof(info->driver_version), "%d", drv);
  std::snprintf(info->runtime_version, sizeof(info->runtime_version), "%d", rt);
  std::snprintf(info->bus_id, sizeof(info->bus_id), "%04x:%02x:%02x.0", p.pciDomainID, p.pciBusID,
                p.pciDeviceID);
  return CW_OK;
}

int malloc_device(int device, size_t bytes, void** ptr) {
  if (int rc = select_device(device)) return rc;
  CW_CHECK(hipMalloc(ptr, bytes));
  return CW_OK;
}

int free_device(int device, void* ptr) {
  if (int rc = select_device(device)) return rc;
  CW_CHECK(hipFree(ptr));
  return CW_OK;
}

int malloc_host_pinned(size_t bytes, void** ptr) {
  CW_CHECK(hipHostMalloc(ptr, bytes, hipHostMallocDefault));
  return CW_OK;
}

int free_host_pinned(void* ptr) {
  CW_CHECK(hipHostFree(ptr));
  return CW_OK;
}

int pointer_is_pinned(const void* ptr, int* pinned) {
  CW_CHECK(vendor::pointer_is_pinned(ptr, pinned));
  return CW_OK;
}

int malloc_async(cw_stream s, size_t bytes, void** ptr) {
  if (int rc = select_device(s->device)) return rc;
  CW_CHECK(hipMallocAsync(ptr, bytes, s->stream));
  return CW_OK;
}

int free_async(cw_stream s, void* ptr) {
  if (int rc = select_device(s->device)) return rc;
  CW_CHECK(hipFreeAsync(ptr, s->stream));
  return CW_OK;
}

int stream_create(int device, cw_stream* out) {
  if (int rc = select_device(device)) return rc;
  hipStream_t s{};
  CW_CHECK(hipStreamCreateWithFlags(&s, hipStreamNonBlocking));
  *out = new cw_stream_s{device, s};
  return CW_OK;
}

int stream_destroy(cw_stream s) {
  if (!s) return CW_OK;
  (void)select_device(s->device);
  hipError_t e = hipStreamDestroy(s->stream);
  delete s;
  CW_CHECK(e);
  return CW_OK;
}

int stream_synchronize(cw_stream s) {
  if (int rc = select_device(s->device)) return rc;
  CW_CHECK(hipStreamSynchronize(s->stream));
  return CW_OK;
}

hipMemcpyKind to_kind(int kind) {
  switch (kind) {
    case CW_H2D: return hipMemcpyHostToDevice;
    case CW_D2H: return hipMemcpyDeviceToHost;
    case CW_D2D: return hipMemcpyDeviceToDevice;
    default: return hipMemcpyHostToHost;
  }
}

int memcpy_sync(int device, void* dst, const void* src, size_t bytes, int kind) {
  if (int rc = select_device(device)) return rc;
  CW_CHECK(hipMemcpy(dst, src, bytes, to_kind(kind)));
  return CW_OK;
}

int memcpy_async(cw_stream s, void* dst, const void* src, size_t bytes, int kind) {
  if (int rc = select_device(s->device)) return rc;
  CW_CHECK(hipMemcpyAsync(dst, src, bytes, to_kind(kind), s->stream));
  return CW_OK;
}

int memset_async(cw_stream s, void* dst, int value, size_t bytes) {
  if (int rc = select_device(s->device)) return rc;
  CW_CHECK(hipMemsetAsync(dst, value, bytes, s->stream));
  return CW_OK;
}

int event_create(int device, cw_event* out) {
  if (int rc = select_device(device)) return rc;
  hipEvent_t e{};
  CW_CHECK(hipEventCreate(&e));
  *out = new cw_event_s{device, e};
  return CW_OK;
}

int event_destroy(cw_event e) {
  if (!e) return CW_OK;
  hipError_t err = hipEventDestroy(e->event);
  delete e;
  CW_CHECK(err);
  return CW_OK;
}

int event_record(cw_event e, cw_stream s) {
  CW_CHECK(hipEventRecord(e->event, s ? s->stream : nullptr));
  return CW_OK;
}

int event_synchronize(cw_event e) {
  CW_CHECK(hipEventSynchronize(e->event));
  return CW_OK;
}

int event_elapsed_ms(cw_event start, cw_event stop, float* ms) {
  CW_CHECK(hipEventElapsedTime(ms, start->event, stop->event));
  return CW_OK;
}

int stream_wait_event(cw_stream s, cw_event e) {
  CW_CHECK(hipStreamWaitEvent(s->stream, e->event, 0));
  return CW_OK;
}

int plugin_op_variants(int device, uint32_t op, cw_variant_info* out, int capacity, int* count) {
  if (int rc = select_device(device)) return rc;
  return op_variants(device, op, out, capacity, count);
}

int plugin_op_run(cw_stream s, const cw_op_call* call) {
  if (!s || !call) {
    set_last_error("op_run: null stream or call");
    return CW_E_INVALID;
  }
  if (int rc = select_device(s->device)) return rc;
  return op_run(s->stream, s->device, call);
}

int set_warp_size(int warp) { return vendor::set_warp_size(warp); }

int host_register(void* ptr, size_t bytes) {
  CW_CHECK(hipHostRegister(ptr, bytes, hipHostRegisterDefault));
  return CW_OK;
}

int host_unregister(void* ptr) {
  CW_CHECK(hipHostUnregister(ptr));
  return CW_OK;
}

int event_query(cw_event e) {
  hipError_t err = hipEventQuery(e->event);
  if (err == hipErrorNotReady) return CW_E_NOT_READY;
  CW_CHECK(err);
  return CW_OK;
}

#if CW_VENDOR_HAS_MEMPOOL
int mempool_set_release_threshold(int device, uint64_t bytes) {
  if (int rc = select_device(device)) return rc;
  hipMemPool_t pool{};
  CW_CHECK(hipDeviceGetDefaultMemPool(&pool, device));
  uint64_t value = bytes;
  CW_CHECK(hipMemPoolSetAttribute(pool, hipMemPoolAttrReleaseThreshold, &value));
  return CW_OK;
}

int mempool_stats(int device, cw_mempool_stats* stats) {
  if (int rc = select_device(device)) return rc;
  hipMemPool_t pool{};
  CW_CHECK(hipDeviceGetDefaultMemPool(&pool, device));
  CW_CHECK(hipMemPoolGetAttribute(pool, hipMemPoolAttrReservedMemCurrent, &stats->reserved_current));
  CW_CHECK(hipMemPoolGetAttribute(pool, hipMemPoolAttrReservedMemHigh, &stats->reserved_high));
  CW_CHECK(hipMemPoolGetAttribute(pool, hipMemPoolAttrUsedMemCurrent, &stats->used_current));
  CW_CHECK(hipMemPoolGetAttribute(pool, hipMemPoolAttrUsedMemHigh, &stats->used_high));
  return CW_OK;
}
#endif

#if CW_VENDOR_HAS_GRAPHS
int graph_capture_begin(cw_stream s) {
  if (int rc = select_device(s->device)) return rc;
  CW_CHECK(hipStreamBeginCapture(s->stream, hipStreamCaptureModeThreadLocal));
  return CW_OK;
}

int graph_capture_end(cw_stream s, cw_graph* out) {
  if (int rc = select_device(s->device)) return rc;
  hipGraph_t graph{};
  CW_CHECK(hipStreamEndCapture(s->stream, &graph));
  hipGraphExec_t exec{};
  hipError_t err = hipGraphInstantiateWithFlags(&exec, graph, 0);
  (void)hipGraphDestroy(graph);
  CW_CHECK(err);
  *out = new cw_graph_s{s->device, exec};
  return CW_OK;
}

int graph_launch(cw_graph g, cw_stream s) {
  CW_CHECK(hipGraphLaunch(g->exec, s->stream));
  return CW_OK;
}

int graph_destroy(cw_graph g) {
  if (!g) return CW_OK;
  hipError_t err = hipGraphExecDestroy(g->exec);
  delete g;
  CW_CHECK(err);
  return CW_OK;
}
#endif

const cw_backend_iface g_iface = {
    CW_PLUGIN_ABI_VERSION,
    CW_GPU_VENDOR_NAME,
    CW_BUILD_INFO,
    CW_COMPILED_ARCHS,
    last_error,
    device_count,
    device_info,
    malloc_device,
    free_device,
    malloc_host_pinned,
    free_host_pinned,
    pointer_is_pinned,
    malloc_async,
    free_async,
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
    stream_wait_event,
    plugin_op_variants,
    plugin_op_run,
    set_warp_size,
#if CW_VENDOR_HAS_MEMPOOL
    mempool_set_release_threshold,
    mempool_stats,
#else
    nullptr,
    nullptr,
#endif
    host_register,
    host_unregister,
    event_query,
#if CW_VENDOR_HAS_GRAPHS
    graph_capture_begin,
    graph_capture_end,
    graph_launch,
    graph_destroy,
#else
    nullptr,
    nullptr,
    nullptr,
    nullptr,
#endif
};

}  // namespace

void set_last_error(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::vsnprintf(g_last_error, sizeof(g_last_error), fmt, ap);
  va_end(ap);
}

}  // namespace crosswarp::gpu

extern "C" CW_PLUGIN_EXPORT int crosswarp_backend_score(char* reason, size_t reason_size) {
  if (reason && reason_size) reason[0] = '\0';
  char scratch[512];
  if (!reason || reason_size == 0) {
    reason = scratch;
    reason_size = sizeof(scratch);
  }
  return crosswarp::gpu::vendor::probe(reason, reason_size);
}

extern "C" CW_PLUGIN_EXPORT const cw_backend_iface* crosswarp_backend_init(void) {
  return &crosswarp::gpu::g_iface;
}
