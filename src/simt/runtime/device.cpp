// The one simt device: the CPU, with the wavefront size chosen at run time. It reports itself like
// an AMD GPU of that wavefront: gfx90a (CDNA2, wave64) or gfx1100 (RDNA3, wave32).
#include "internal.h"

#include <atomic>

#include <crosswarp_simt.h>

#include <unistd.h>

#include <cstdio>
#include <cstring>

namespace crosswarp::simt::rt {
namespace {
thread_local hipError_t last_error = hipSuccess;
std::atomic<int> pending_launch_error{hipSuccess};
thread_local int current_device = 0;
}  // namespace

hipError_t fail(hipError_t e) {
  if (e != hipSuccess) last_error = e;
  return e;
}
void set_pending_launch_error(hipError_t e) { pending_launch_error = e; }
hipError_t take_pending_launch_error() { return hipError_t(pending_launch_error.exchange(hipSuccess)); }
hipError_t peek_last_error() { return last_error; }
hipError_t take_last_error() {
  hipError_t e = last_error;
  last_error = hipSuccess;
  return e;
}
bool valid_device(int d) { return d == 0; }
int device() { return current_device; }
void select_device(int d) { current_device = d; }

}  // namespace crosswarp::simt::rt

using namespace crosswarp::simt;

hipError_t hipGetDeviceCount(int* count) {
  if (!count) return rt::fail(hipErrorInvalidValue);
  *count = 1;
  return hipSuccess;
}
namespace {
std::atomic<unsigned> device_flags{0};
}
hipError_t hipDeviceCanAccessPeer(int* can_access, int device, int peer_device) {
  if (!can_access) return rt::fail(hipErrorInvalidValue);
  if (device != 0 || peer_device != 0) return rt::fail(hipErrorInvalidDevice);
  *can_access = 0;  // a device is not its own peer, as on a GPU
  return hipSuccess;
}
hipError_t hipDeviceGetP2PAttribute(int* value, hipDeviceP2PAttr attr, int src_device, int dst_device) {
  if (!value || int(attr) < 0 || int(attr) > int(hipDevP2PAttrHipArrayAccessSupported))
    return rt::fail(hipErrorInvalidValue);
  if (src_device != 0 || dst_device != 0) return rt::fail(hipErrorInvalidDevice);
  *value = 0;
  return hipSuccess;
}
hipError_t hipSetDeviceFlags(unsigned flags) {
  if (flags & ~unsigned(hipDeviceScheduleMask | hipDeviceMapHost | hipDeviceLmemResizeToMax))
    return rt::fail(hipErrorInvalidValue);
  device_flags = flags;
  return hipSuccess;
}
hipError_t hipGetDeviceFlags(unsigned* flags) {
  if (!flags) return rt::fail(hipErrorInvalidValue);
  *flags = device_flags;
  return hipSuccess;
}
hipError_t hipSetDevice(int device) {
  if (!rt::valid_device(device)) return rt::fail(hipErrorInvalidDevice);
  rt::select_device(device);
  return hipSuccess;
}
hipError_t hipGetDevice(int* device) {
  if (!device) return rt::fail(hipErrorInvalidValue);
  *device = rt::device();
  return hipSuccess;
}

hipError_t hipGetDeviceProperties(hipDeviceProp_t* p, int device) {
  if (!p) return rt::fail(hipErrorInvalidValue);
  if (!rt::valid_device(device)) return rt::fail(hipErrorInvalidDevice);
  std::memset(static_cast<void*>(p), 0, sizeof *p);
  int w = warp_size();
  std::snprintf(p->name, sizeof p->name, "crosswarp-simt (CPU, wave%d)", w);
  std::snprintf(p->gcnArchName, sizeof p->gcnArchName, "%s", w == 64 ? "gfx90a" : "gfx1100");
  p->gcnArch = w == 64 ? 910 : 1100;
  p->major = w == 64 ? 9 : 11;
  p->minor = 0;
  p->warpSize = w;
  size_t free_bytes = 0, total = 0;
  hipMemGetInfo(&free_bytes, &total);
  p->totalGlobalMem = total;
  p->sharedMemPerBlock = 64 * 1024;
  p->sharedMemPerBlockOptin = 64 * 1024;
  p->maxSharedMemoryPerMultiProcessor = 64 * 1024;
  p->sharedMemPerMultiprocessor = 64 * 1024;
  p->regsPerBlock = 65536;
  p->memPitch = size_t(1) << 31;
  p->maxThreadsPerBlock = 1024;
  p->maxThreadsDim[0] = 1024;
  p->maxThreadsDim[1] = 1024;
  p->maxThreadsDim[2] = 1024;
  p->maxGridSize[0] = 2147483647;
  p->maxGridSize[1] = 65535;
  p->maxGridSize[2] = 65535;
  p->clockRate = 1000000;
  p->memoryClockRate = 1000000;
  p->memoryBusWidth = 64;
  p->totalConstMem = 64 * 1024;
  p->multiProcessorCount = worker_count();
  p->l2CacheSize = 1 << 20;
  p->maxThreadsPerMultiProcessor = 2048;
  p->concurrentKernels = 0;
  p->canMapHostMemory = 1;
  p->integrated = 1;
  p->managedMemory = 1;
  p->concurrentManagedAccess = 1;
  p->pageableMemoryAccess = 1;
  p->unifiedAddressing = 1;
  p->asyncEngineCount = 0;
  return hipSuccess;
}

hipError_t hipDeviceGetAttribute(int* value, hipDeviceAttribute_t attr, int device) {
  if (!value) return rt::fail(hipErrorInvalidValue);
  hipDeviceProp_t p;
  if (hipError_t e = hipGetDeviceProperties(&p, device); e != hipSuccess) return e;
  switch (attr) {
    case hipDeviceAttributeWarpSize: *value = p.warpSize; break;
    case hipDeviceAttributeMaxThreadsPerBlock: *value = p.maxThreadsPerBlock; break;
    case hipDeviceAttributeMaxBlockDimX: *value = p.maxThreadsDim[0]; break;
    case hipDeviceAttributeMaxBlockDimY: *value = p.maxThreadsDim[1]; break;
    case hipDeviceAttributeMaxBlockDimZ: *value = p.maxThreadsDim[2]; break;
    case hipDeviceAttributeMaxGridDimX: *value = p.maxGridSize[0]; break;
    case hipDeviceAttributeMaxGridDimY: *value = p.maxGridSize[1]; break;
    case hipDeviceAttributeMaxGridDimZ: *value = p.maxGridSize[2]; break;
    case hipDeviceAttributeMaxSharedMemoryPerBlock: *value = int(p.sharedMemPerBlock); break;
    case hipDeviceAttributeSharedMemPerBlockOptin: *value = int(p.sharedMemPerBlockOptin); break;
    case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor: *value = int(p.maxSharedMemoryPerMultiProcessor); break;
    case hipDeviceAttributeMultiprocessorCount: *value = p.multiProcessorCount; break;
    case hipDeviceAttributeComputeCapabilityMajor: *value = p.major; break;
    case hipDeviceAttributeComputeCapabilityMinor: *value = p.minor; break;
    case hipDeviceAttributeClockRate: *value = p.clockRate; break;
    case hipDeviceAttributeMemoryClockRate: *value = p.memoryClockRate; break;
    case hipDeviceAttributeMemoryBusWidth: *value = p.memoryBusWidth; break;
    case hipDeviceAttributeL2CacheSize: *value = p.l2CacheSize; break;
    case hipDeviceAttributeMaxThreadsPerMultiProcessor: *value = p.maxThreadsPerMultiProcessor; break;
    case hipDeviceAttributeTotalConstantMemory: *value = int(p.totalConstMem); break;
    case hipDeviceAttributeIntegrated: *value = p.integrated; break;
    case hipDeviceAttributeConcurrentKernels: *value = p.concurrentKernels; break;
    case hipDeviceAttributeManagedMemory: *value = p.managedMemory; break;
    case hipDeviceAttributeCanMapHostMemory: *value = p.canMapHostMemory; break;
    case hipDeviceAttributeCooperativeLaunch: *value = p.cooperativeLaunch; break;
    case hipDeviceAttributeMaxRegistersPerBlock: *value = p.regsPerBlock; break;
    case hipDeviceAttributePciBusId: *value = p.pciBusID; break;
    case hipDeviceAttributePciDeviceId: *value = p.pciDeviceID; break;
    case hipDeviceAttributeUnifiedAddressing: *value = p.unifiedAddressing; break;
    case hipDeviceAttributeWallClockRate:
      *value = p.clockRate;
      break;  // both clocks count nanoseconds
    case hipDeviceAttributeComputeMode:
      *value = hipComputeModeDefault;
      break;
    case hipDeviceAttributeAsyncEngineCount:
      *value = p.asyncEngineCount;
      break;
    default: return rt::fail(hipErrorInvalidValue);
  }
  return hipSuccess;
}

hipError_t hipDeviceSynchronize() { return rt::fail(rt::take_pending_launch_error()); }
hipError_t hipDeviceReset() {
  rt::take_pending_launch_error();
  rt::take_last_error();
  return hipSuccess;
}
hipError_t hipDriverGetVersion(int* version) {
  if (!version) return rt::fail(hipErrorInvalidValue);
  *version = HIP_VERSION;
  return hipSuccess;
}
hipError_t hipRuntimeGetVersion(int* version) { return hipDriverGetVersion(version); }

hipError_t hipGetLastError() { return rt::take_last_error(); }
hipError_t hipPeekAtLastError() { return rt::peek_last_error(); }

const char* hipGetErrorName(hipError_t e) {
  switch (e) {
    case hipSuccess: return "hipSuccess";
    case hipErrorInvalidValue: return "hipErrorInvalidValue";
    case hipErrorOutOfMemory: return "hipErrorOutOfMemory";
    case hipErrorNotInitialized: return "hipErrorNotInitialized";
    case hipErrorInvalidConfiguration: return "hipErrorInvalidConfiguration";
    case hipErrorInvalidSymbol: return "hipErrorInvalidSymbol";
    case hipErrorInvalidDevicePointer: return "hipErrorInvalidDevicePointer";
    case hipErrorInvalidMemcpyDirection: return "hipErrorInvalidMemcpyDirection";
    case hipErrorNoDevice: return "hipErrorNoDevice";
    case hipErrorInvalidDevice: return "hipErrorInvalidDevice";
    case hipErrorInvalidHandle: return "hipErrorInvalidHandle";
    case hipErrorNotReady: return "hipErrorNotReady";
    case hipErrorIllegalAddress: return "hipErrorIllegalAddress";
    case hipErrorLaunchOutOfResources: return "hipErrorLaunchOutOfResources";
    case hipErrorLaunchFailure: return "hipErrorLaunchFailure";
    case hipErrorNotSupported: return "hipErrorNotSupported";
    default: return "hipErrorUnknown";
  }
}

const char* hipGetErrorString(hipError_t e) {
  switch (e) {
    case hipSuccess: return "no error";
    case hipErrorInvalidValue: return "invalid argument";
    case hipErrorOutOfMemory: return "out of memory";
    case hipErrorNotInitialized: return "initialization error";
    case hipErrorInvalidConfiguration: return "invalid configuration argument";
    case hipErrorInvalidSymbol: return "invalid device symbol";
    case hipErrorInvalidDevicePointer: return "invalid device pointer";
    case hipErrorInvalidMemcpyDirection: return "invalid copy direction for memcpy";
    case hipErrorNoDevice: return "no ROCm-capable device is detected";
    case hipErrorInvalidDevice: return "invalid device ordinal";
    case hipErrorInvalidHandle: return "invalid resource handle";
    case hipErrorNotReady: return "device not ready";
    case hipErrorIllegalAddress: return "an illegal memory access was encountered";
    case hipErrorLaunchOutOfResources: return "too many resources requested for launch";
    case hipErrorLaunchFailure: return "unspecified launch failure (warp-level misuse: see crosswarp::simt::last_diagnostic())";
    case hipErrorNotSupported: return "operation not supported";
    default: return "unknown error";
  }
}
