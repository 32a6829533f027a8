// CUDA: the HIP names that src/gpu uses, mapped to CUDA. The only CUDA-specific code in src/gpu.
// Written by hand on purpose: Debian's HIP-on-NVIDIA headers do not build with CUDA 13, and a blind
// macro map drops the masks of the *_sync collectives silently (ARCHITECTURE.md).
#pragma once

#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#include <cstdio>
#include <cstdint>
#include <cstring>

#define CW_GPU_VENDOR_NAME "cuda"

// --- types and status -------------------------------------------------------------------------
using hipError_t = cudaError_t;
using hipStream_t = cudaStream_t;
using hipEvent_t = cudaEvent_t;
using hipDeviceProp_t = cudaDeviceProp;
using hipMemcpyKind = cudaMemcpyKind;
using __hip_bfloat16 = __nv_bfloat16;
#define hipSuccess cudaSuccess
#define hipErrorOutOfMemory cudaErrorMemoryAllocation
#define hipErrorNoDevice cudaErrorNoDevice
#define hipErrorInsufficientDriver cudaErrorInsufficientDriver
#define hipMemcpyHostToDevice cudaMemcpyHostToDevice
#define hipMemcpyDeviceToHost cudaMemcpyDeviceToHost
#define hipMemcpyDeviceToDevice cudaMemcpyDeviceToDevice
#define hipMemcpyHostToHost cudaMemcpyHostToHost
#define hipMemcpyDefault cudaMemcpyDefault
#define hipStreamNonBlocking cudaStreamNonBlocking
#define hipHostMallocDefault cudaHostAllocDefault
#define hipHostMallocPortable cudaHostAllocPortable
#define hipEventDefault cudaEventDefault
#define hipEventDisableTiming cudaEventDisableTiming
#define hipMemPoolAttrReleaseThreshold cudaMemPoolAttrReleaseThreshold
#define hipMemPoolAttrReservedMemCurrent cudaMemPoolAttrReservedMemCurrent
#define hipMemPoolAttrUsedMemCurrent cudaMemPoolAttrUsedMemCurrent
#define hipMemPoolAttrReservedMemHigh cudaMemPoolAttrReservedMemHigh
#define hipMemPoolAttrUsedMemHigh cudaMemPoolAttrUsedMemHigh
#define hipErrorNotReady cudaErrorNotReady
#define hipHostRegisterDefault cudaHostRegisterDefault
#define hipStreamCaptureModeThreadLocal cudaStreamCaptureModeThreadLocal
using hipMemPool_t = cudaMemPool_t;
using hipGraph_t = cudaGraph_t;
using hipGraphExec_t = cudaGraphExec_t;
#define CW_VENDOR_HAS_MEMPOOL 1
#define CW_VENDOR_HAS_GRAPHS 1

// --- runtime API --------------------------------------------------------------------------------
#define hipGetErrorString cudaGetErrorString
#define hipGetErrorName cudaGetErrorName
#define hipGetLastError cudaGetLastError
#define hipPeekAtLastError cudaPeekAtLastError
#define hipGetDeviceCount cudaGetDeviceCount
#define hipSetDevice cudaSetDevice
#define hipGetDevice cudaGetDevice
#define hipGetDeviceProperties cudaGetDeviceProperties
#define hipDeviceGetAttribute cudaDeviceGetAttribute
#define hipDeviceSynchronize cudaDeviceSynchronize
#define hipDriverGetVersion cudaDriverGetVersion
#define hipRuntimeGetVersion cudaRuntimeGetVersion
#define hipMemGetInfo cudaMemGetInfo
#define hipMalloc cudaMalloc
#define hipFree cudaFree
#define hipHostMalloc cudaHostAlloc
#define hipHostFree cudaFreeHost
#define hipMallocAsync cudaMallocAsync
#define hipFreeAsync cudaFreeAsync
#define hipDeviceGetDefaultMemPool cudaDeviceGetDefaultMemPool
#define hipMemPoolSetAttribute cudaMemPoolSetAttribute
#define hipMemPoolGetAttribute cudaMemPoolGetAttribute
#define hipMemcpy cudaMemcpy
#define hipMemcpyAsync cudaMemcpyAsync
#define hipMemset cudaMemset
#define hipMemsetAsync cudaMemsetAsync
#define hipStreamCreate cudaStreamCreate
#define hipStreamCreateWithFlags cudaStreamCreateWithFlags
#define hipStreamDestroy cudaStreamDestroy
#define hipStreamSynchronize cudaStreamSynchronize
#define hipStreamWaitEvent cudaStreamWaitEvent
#define hipEventCreate cudaEventCreate
#define hipEventCreateWithFlags cudaEventCreateWithFlags
#define hipEventDestroy cudaEventDestroy
#define hipEventRecord cudaEventRecord
#define hipEventSynchronize cudaEventSynchronize
#define hipEventElapsedTime cudaEventElapsedTime
#define hipEventQuery cudaEventQuery
#define hipHostRegister cudaHostRegister
#define hipHostUnregister cudaHostUnregister
#define hipStreamBeginCapture cudaStreamBeginCapture
#define hipStreamEndCapture cudaStreamEndCapture
#define hipGraphInstantiateWithFlags cudaGraphInstantiateWithFlags
#define hipGraphLaunch cudaGraphLaunch
#define hipGraphDestroy cudaGraphDestroy
#define hipGraphExecDestroy cudaGraphExecDestroy

// --- kernel launch and shared memory --------------------------------------------------------------
#define hipLaunchKernelGGL(kernel, grid, block, shmem, stream, ...) \
  kernel<<<(grid), (block), (shmem), (stream)>>>(__VA_ARGS__)
#define HIP_DYNAMIC_SHARED(type, name) extern __shared__ type name[];

// --- what differs between vendors, as functions ----------------------------------------------------
namespace crosswarp::gpu::vendor {

// "sm_90" from the device's compute capability.
inline void arch_name(const hipDeviceProp_t& p, char* out, size_t n) {
  std::snprintf(out, n, "sm_%d%d", p.major, p.minor);
}

inline hipError_t pointer_is_pinned(const void* ptr, int* pinned) {
  cudaPointerAttributes attr{};
  cudaError_t e = cudaPointerGetAttributes(&attr, ptr);
  if (e != cudaSuccess) {
    cudaGetLastError();  // an unregistered host pointer is not an error worth keeping
    *pinned = 0;
    return cudaSuccess;
  }
  *pinned = attr.type == cudaMemoryTypeHost ? 1 : 0;
  return cudaSuccess;
}

inline int wavefront_size(const hipDeviceProp_t& p) { return p.warpSize; }

}  // namespace crosswarp::gpu::vendor

#include <dlfcn.h>

namespace crosswarp::gpu::vendor {

// Whether the CUDA plugin can run here, and why not in words a user can act on. 0 = cannot.
inline int probe(char* reason, size_t n) {
  void* driver = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
  if (!driver) {
    std::snprintf(reason, n,
                  "NVIDIA driver library libcuda.so.1 not found (%s): install the NVIDIA driver, or "
                  "check LD_LIBRARY_PATH",
                  dlerror());
    return 0;
  }
  dlclose(driver);
  int count = 0;
  cudaError_t e = cudaGetDeviceCount(&count);
  if (e == cudaErrorInsufficientDriver) {
    int drv = 0, rt = 0;
    cudaDriverGetVersion(&drv);
    cudaRuntimeGetVersion(&rt);
    std::snprintf(reason, n,
                  "the NVIDIA driver (supports CUDA %d.%d) is older than the CUDA runtime this plugin "
                  "was built with (%d.%d): update the driver",
                  drv / 1000, (drv % 1000) / 10, rt / 1000, (rt % 1000) / 10);
    return 0;
  }
  if (e == cudaErrorNoDevice || (e == cudaSuccess && count == 0)) {
    const char* vis = std::getenv("CUDA_VISIBLE_DEVICES");
    std::snprintf(reason, n, "no CUDA device found%s%s%s", vis ? " (CUDA_VISIBLE_DEVICES=" : "",
                  vis ? vis : "", vis ? ")" : "");
    return 0;
  }
  if (e != cudaSuccess) {
    std::snprintf(reason, n, "cudaGetDeviceCount failed: %s (%s)", cudaGetErrorName(e), cudaGetErrorString(e));
    return 0;
  }
  return 100;
}

// NVIDIA warps are 32 lanes, fixed by the hardware.
inline int set_warp_size(int warp) { return warp == 32 ? 0 : -4; }

}  // namespace crosswarp::gpu::vendor

// --- kernels area: names the kernels and BLAS code use (src/gpu/kernels, ops.hip, blas.hip) ------
// Template kernels with several arguments go through HIP_KERNEL_NAME so the launch macro sees one
// argument; the *_sync collectives are native here and take the low 32 bits of our 64-bit masks.
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#define hipDeviceAttributeWarpSize cudaDevAttrWarpSize

// --- kernels area: matrix fragments for the tensor-core attention (attention.flash_mma) ----------
// nvcuda::wmma 16x16x16 tiles of f16 or bf16 with fp32 accumulators (sm_80 and newer, which is
// every arch this plugin is built for). CW_HAS_MMA says the build has them: the kernel that uses
// them compiles, and ops.hip lists its variant, only then (HIP and simt do not define it).
#include <mma.h>
#define CW_HAS_MMA 1
// Dynamic shared memory aligned for fragment loads and stores (they need 32-byte addresses).
#define CW_MMA_DYNAMIC_SHARED(name) extern __shared__ __align__(128) unsigned char name[];

namespace crosswarp::gpu::mma {

constexpr int kTile = 16;  // every fragment is a 16x16 tile; the product's depth is 16
template <class T>
using FragA = nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, T, nvcuda::wmma::row_major>;
template <class T>  // B stored row-major: element (k, n) at p[k * ld + n]
using FragBRow = nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, T, nvcuda::wmma::row_major>;
template <class T>  // B stored column-major: element (k, n) at p[n * ld + k] (a transposed operand)
using FragBCol = nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, T, nvcuda::wmma::col_major>;
using FragAcc = nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float>;

// All of these are warp-collective: every lane of the (32-lane) warp calls them together.
template <class Frag, class T>
__device__ __forceinline__ void load(Frag& f, const T* p, unsigned ld) {
  nvcuda::wmma::load_matrix_sync(f, p, ld);
}
__device__ __forceinline__ void zero(FragAcc& c) { nvcuda::wmma::fill_fragment(c, 0.f); }
template <class A, class B>
__device__ __forceinline__ void mma(FragAcc& c, const A& a, const B& b) {
  nvcuda::wmma::mma_sync(c, a, b, c);
}
__device__ __forceinline__ void store_row_major(float* p, const FragAcc& c, unsigned ld) {
  nvcuda::wmma::store_matrix_sync(p, c, ld, nvcuda::wmma::mem_row_major);
}

// Whether the device has the fragments (compute capability 8.0 or newer).
inline bool device_supported(int device) {
  int major = 0;
  return cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, device) == cudaSuccess && major >= 8;
}

// Lets `kernel` use `bytes` of dynamic shared memory (above the default 48 KB). 0 on success.
template <class Kernel>
inline int allow_shared(Kernel* kernel, size_t bytes) {
  return cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, static_cast<int>(bytes)) ==
                 cudaSuccess
             ? 0
             : -1;
}

}  // namespace crosswarp::gpu::mma
