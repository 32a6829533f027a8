// crosswarp-simt: the host side of the HIP runtime API, implemented on the CPU (libcrosswarp-simt).
// Names, signatures and error codes follow HIP 6; the "device" is this machine's CPU with a 32- or
// 64-lane wavefront chosen at run time (CROSSWARP_SIMT_WARP=32|64, default 64).
#pragma once

// HIP's include guards for what this header declares (hip_runtime_api.h and driver_types.h there).
#define HIP_INCLUDE_HIP_HIP_RUNTIME_API_H
#define HIP_INCLUDE_HIP_DRIVER_TYPES_H

#include <cstddef>
#include <cstdint>

#include "hip_vector_types.h"

#define __HIP_PLATFORM_CROSSWARP_SIMT__ 1
#define HIP_VERSION_MAJOR 6
#define HIP_VERSION_MINOR 0
#define HIP_VERSION_PATCH 0
#define HIP_VERSION (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000 + HIP_VERSION_PATCH)

enum hipError_t {
  hipSuccess = 0,
  hipErrorInvalidValue = 1,
  hipErrorOutOfMemory = 2,
  hipErrorMemoryAllocation = 2,
  hipErrorNotInitialized = 3,
  hipErrorInvalidConfiguration = 9,
  hipErrorInvalidSymbol = 13,
  hipErrorInvalidDevicePointer = 17,
  hipErrorInvalidMemcpyDirection = 21,
  hipErrorNoDevice = 100,
  hipErrorInvalidDevice = 101,
  hipErrorInvalidHandle = 400,
  hipErrorInvalidResourceHandle = 400,
  hipErrorNotReady = 600,
  hipErrorIllegalAddress = 700,
  hipErrorLaunchOutOfResources = 701,
  hipErrorAssert = 710,
  hipErrorLaunchFailure = 719,
  hipErrorNotSupported = 801,
  hipErrorUnknown = 999,
};

enum hipMemcpyKind {
  hipMemcpyHostToHost = 0,
  hipMemcpyHostToDevice = 1,
  hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3,
  hipMemcpyDefault = 4,
};

enum hipMemoryType {
  hipMemoryTypeUnregistered = 0,
  hipMemoryTypeHost = 1,
  hipMemoryTypeDevice = 2,
  hipMemoryTypeManaged = 3,
  hipMemoryTypeArray = 10,
  hipMemoryTypeUnified = 11,
};

struct hipPointerAttribute_t {
  union {
    hipMemoryType type;
    hipMemoryType memoryType;  // the HIP 5 name
  };
  int device;
  void* devicePointer;
  void* hostPointer;
  int isManaged;
  unsigned allocationFlags;
};

struct hipDeviceProp_t {
  char name[256];
  char gcnArchName[256];
  size_t totalGlobalMem;
  size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;  // kHz
  int memoryClockRate;
  int memoryBusWidth;
  size_t totalConstMem;
  int major;
  int minor;
  int multiProcessorCount;
  int l2CacheSize;
  int maxThreadsPerMultiProcessor;
  int computeMode;
  int concurrentKernels;
  int pciDomainID;
  int pciBusID;
  int pciDeviceID;
  size_t maxSharedMemoryPerMultiProcessor;
  size_t sharedMemPerMultiprocessor;
  int isMultiGpuBoard;
  int canMapHostMemory;
  int integrated;
  int cooperativeLaunch;
  int managedMemory;
  int concurrentManagedAccess;
  int pageableMemoryAccess;
  int asyncEngineCount;
  int unifiedAddressing;
  size_t sharedMemPerBlockOptin;
  int gcnArch;
};

enum hipDeviceAttribute_t {
  hipDeviceAttributeWarpSize,
  hipDeviceAttributeMaxThreadsPerBlock,
  hipDeviceAttributeMaxBlockDimX,
  hipDeviceAttributeMaxBlockDimY,
  hipDeviceAttributeMaxBlockDimZ,
  hipDeviceAttributeMaxGridDimX,
  hipDeviceAttributeMaxGridDimY,
  hipDeviceAttributeMaxGridDimZ,
  hipDeviceAttributeMaxSharedMemoryPerBlock,
  hipDeviceAttributeSharedMemPerBlockOptin,
  hipDeviceAttributeMaxSharedMemoryPerMultiprocessor,
  hipDeviceAttributeMultiprocessorCount,
  hipDeviceAttributeComputeCapabilityMajor,
  hipDeviceAttributeComputeCapabilityMinor,
  hipDeviceAttributeClockRate,
  hipDeviceAttributeMemoryClockRate,
  hipDeviceAttributeMemoryBusWidth,
  hipDeviceAttributeL2CacheSize,
  hipDeviceAttributeMaxThreadsPerMultiProcessor,
  hipDeviceAttributeTotalConstantMemory,
  hipDeviceAttributeIntegrated,
  hipDeviceAttributeConcurrentKernels,
  hipDeviceAttributeManagedMemory,
  hipDeviceAttributeCanMapHostMemory,
  hipDeviceAttributeCooperativeLaunch,
  hipDeviceAttributeMaxRegistersPerBlock,
  hipDeviceAttributePciBusId,
  hipDeviceAttributePciDeviceId,
  hipDeviceAttributeUnifiedAddressing,
  hipDeviceAttributeWallClockRate,  // kHz of wall_clock64()
  hipDeviceAttributeComputeMode,    // a hipComputeMode: always hipComputeModeDefault here
  hipDeviceAttributeAsyncEngineCount,
};

// Peer access between devices: there is one device here.
enum hipDeviceP2PAttr {
  hipDevP2PAttrPerformanceRank = 0,
  hipDevP2PAttrAccessSupported,
  hipDevP2PAttrNativeAtomicSupported,
  hipDevP2PAttrHipArrayAccessSupported,
};

enum hipComputeMode {
  hipComputeModeDefault = 0,
  hipComputeModeExclusive = 1,
  hipComputeModeProhibited = 2,
  hipComputeModeExclusiveProcess = 3,
};

struct ihipStream_t;
struct ihipEvent_t;
typedef ihipStream_t* hipStream_t;
typedef ihipEvent_t* hipEvent_t;

#define hipStreamDefault 0x0
#define hipStreamNonBlocking 0x1
#define hipEventDefault 0x0
#define hipEventBlockingSync 0x1
#define hipEventDisableTiming 0x2
#define hipHostMallocDefault 0x0
#define hipHostRegisterDefault 0x0
#define hipHostRegisterPortable 0x1
#define hipHostRegisterMapped 0x2
#define hipHostRegisterIoMemory 0x4
#define hipHostRegisterReadOnly 0x08
#define hipDeviceScheduleAuto 0x0
#define hipDeviceScheduleSpin 0x1
#define hipDeviceScheduleYield 0x2
#define hipDeviceScheduleBlockingSync 0x4
#define hipDeviceScheduleMask 0x7
#define hipDeviceMapHost 0x8
#define hipDeviceLmemResizeToMax 0x10
#define hipHostMallocPortable 0x1
#define hipHostMallocMapped 0x2
#define hipHostMallocWriteCombined 0x4
#define hipMemAttachGlobal 0x1
#define hipMemAttachHost 0x2
#define hipStreamPerThread ((hipStream_t)2)

hipError_t hipGetDeviceCount(int* count);
hipError_t hipSetDevice(int device);
// Flags of how the host waits and whether host memory is mapped: kept and read back (the CPU is the device,
// so every host allocation is "mapped" and waits are plain joins).
hipError_t hipSetDeviceFlags(unsigned flags);
hipError_t hipGetDeviceFlags(unsigned* flags);
hipError_t hipGetDevice(int* device);
hipError_t hipGetDeviceProperties(hipDeviceProp_t* prop, int device);
hipError_t hipDeviceGetAttribute(int* value, hipDeviceAttribute_t attr, int device);
hipError_t hipDeviceSynchronize();
hipError_t hipDeviceReset();
// Profiler control (HIP's, deprecated there): nothing to start or stop on the CPU.
inline hipError_t hipProfilerStart() {
  return hipSuccess;
}
inline hipError_t hipProfilerStop() {
  return hipSuccess;
}
hipError_t hipMemGetInfo(size_t* free_bytes, size_t* total_bytes);
hipError_t hipDriverGetVersion(int* version);
hipError_t hipRuntimeGetVersion(int* version);

hipError_t hipGetLastError();
hipError_t hipPeekAtLastError();
const char* hipGetErrorString(hipError_t error);
const char* hipGetErrorName(hipError_t error);

hipError_t hipMalloc(void** ptr, size_t size);
hipError_t hipFree(void* ptr);
hipError_t hipMallocManaged(void** ptr, size_t size, unsigned flags = hipMemAttachGlobal);
hipError_t hipHostMalloc(void** ptr, size_t size, unsigned flags = hipHostMallocDefault);
hipError_t hipHostFree(void* ptr);
hipError_t hipMallocHost(void** ptr, size_t size);
hipError_t hipFreeHost(void* ptr);
hipError_t hipHostRegister(void* ptr, size_t size, unsigned flags);
hipError_t hipHostUnregister(void* ptr);
hipError_t hipHostGetDevicePointer(void** device_ptr, void* host_ptr, unsigned flags);
hipError_t hipMallocAsync(void** ptr, size_t size, hipStream_t stream);
hipError_t hipFreeAsync(void* ptr, hipStream_t stream);
hipError_t hipPointerGetAttributes(hipPointerAttribute_t* attributes, const void* ptr);
hipError_t hipMemcpy(void* dst, const void* src, size_t size, hipMemcpyKind kind);
hipError_t hipMemcpyAsync(void* dst, const void* src, size_t size, hipMemcpyKind kind, hipStream_t stream = nullptr);
hipError_t hipMemcpyHtoD(void* dst, const void* src, size_t size);
hipError_t hipMemcpyDtoH(void* dst, const void* src, size_t size);
hipError_t hipMemcpyDtoD(void* dst, const void* src, size_t size);
hipError_t hipMemcpy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                       hipMemcpyKind kind);
hipError_t hipMemset(void* dst, int value, size_t size);
hipError_t hipMemsetAsync(void* dst, int value, size_t size, hipStream_t stream = nullptr);
hipError_t hipMemsetD32(void* dst, int value, size_t count);

hipError_t hipStreamCreate(hipStream_t* stream);
hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned flags);
hipError_t hipStreamCreateWithPriority(hipStream_t* stream, unsigned flags, int priority);
// One priority (0): the range is [0, 0] and every stream has it.
hipError_t hipDeviceGetStreamPriorityRange(int* least_priority, int* greatest_priority);
hipError_t hipStreamGetPriority(hipStream_t stream, int* priority);
hipError_t hipDeviceCanAccessPeer(int* can_access, int device, int peer_device);
hipError_t hipDeviceGetP2PAttribute(int* value, hipDeviceP2PAttr attr, int src_device, int dst_device);
hipError_t hipStreamDestroy(hipStream_t stream);
hipError_t hipStreamSynchronize(hipStream_t stream);
hipError_t hipStreamQuery(hipStream_t stream);
hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned flags = 0);

hipError_t hipEventCreate(hipEvent_t* event);
hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags);
hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream = nullptr);
hipError_t hipEventSynchronize(hipEvent_t event);
hipError_t hipEventQuery(hipEvent_t event);
hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop);
hipError_t hipEventDestroy(hipEvent_t event);

// HIP's typed overloads: hipMalloc(&float_ptr, bytes).
template <class T>
hipError_t hipMalloc(T** ptr, size_t size) { return hipMalloc(reinterpret_cast<void**>(ptr), size); }
template <class T>
hipError_t hipMallocManaged(T** ptr, size_t size, unsigned flags = hipMemAttachGlobal) {
  return hipMallocManaged(reinterpret_cast<void**>(ptr), size, flags);
}
template <class T>
hipError_t hipHostMalloc(T** ptr, size_t size, unsigned flags = hipHostMallocDefault) {
  return hipHostMalloc(reinterpret_cast<void**>(ptr), size, flags);
}
template <class T>
hipError_t hipMallocAsync(T** ptr, size_t size, hipStream_t stream) {
  return hipMallocAsync(reinterpret_cast<void**>(ptr), size, stream);
}
template <class T>
hipError_t hipMallocHost(T** ptr, size_t size) { return hipMallocHost(reinterpret_cast<void**>(ptr), size); }
// HIP's older name of hipHostMalloc (deprecated there; CUDA's cudaHostAlloc).
inline hipError_t hipHostAlloc(void** ptr, size_t size, unsigned flags) {
  return hipHostMalloc(ptr, size, flags);
}
template <class T>
hipError_t hipHostAlloc(T** ptr, size_t size, unsigned flags) {
  return hipHostMalloc(reinterpret_cast<void**>(ptr), size, flags);
}

// Copies to and from __device__/__constant__ variables: on the CPU they are ordinary globals. As on
// HIP's AMD platform, HIP_SYMBOL(sym) is the variable itself (the port writes it around symbol
// arguments) and the functions take it by reference.
#define HIP_SYMBOL(X) X
namespace crosswarp::simt::detail {
// Records a symbol's bytes as device memory (not to be freed): its address from hipGetSymbolAddress
// then copies and answers hipPointerGetAttributes as a device pointer, as on a GPU.
void register_symbol(const void* address, size_t size);
}  // namespace crosswarp::simt::detail
template <class T>
hipError_t hipMemcpyToSymbol(const T& symbol, const void* src, size_t size, size_t offset = 0,
                             hipMemcpyKind kind = hipMemcpyHostToDevice) {
  (void)kind;
  if (offset + size > sizeof(T)) return hipErrorInvalidValue;
  return hipMemcpy(reinterpret_cast<char*>(const_cast<T*>(&symbol)) + offset, src, size, hipMemcpyHostToHost);
}
template <class T>
hipError_t hipMemcpyFromSymbol(void* dst, const T& symbol, size_t size, size_t offset = 0,
                               hipMemcpyKind kind = hipMemcpyDeviceToHost) {
  (void)kind;
  if (offset + size > sizeof(T)) return hipErrorInvalidValue;
  return hipMemcpy(dst, reinterpret_cast<const char*>(&symbol) + offset, size, hipMemcpyHostToHost);
}
// The Async forms: copies here complete before they return, on any stream.
template <class T>
hipError_t hipMemcpyToSymbolAsync(const T& symbol, const void* src, size_t size, size_t offset,
                                  hipMemcpyKind kind, hipStream_t stream = nullptr) {
  (void)stream;
  return hipMemcpyToSymbol(symbol, src, size, offset, kind);
}
template <class T>
hipError_t hipMemcpyFromSymbolAsync(void* dst, const T& symbol, size_t size, size_t offset,
                                    hipMemcpyKind kind, hipStream_t stream = nullptr) {
  (void)stream;
  return hipMemcpyFromSymbol(dst, symbol, size, offset, kind);
}
template <class T>
hipError_t hipGetSymbolAddress(void** address, const T& symbol) {
  if (!address) return hipErrorInvalidValue;
  ::crosswarp::simt::detail::register_symbol(&symbol, sizeof(T));
  *address = const_cast<T*>(&symbol);
  return hipSuccess;
}
template <class T>
hipError_t hipGetSymbolSize(size_t* size, const T& symbol) {
  if (!size) return hipErrorInvalidValue;
  *size = sizeof(symbol);
  return hipSuccess;
}
