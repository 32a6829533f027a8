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
#include <type_traits>

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

// Blocks of `threads` threads (no dynamic shared memory) the device keeps resident per SM for
// `kernel`, from its registers and shared memory; 0 when the runtime cannot say.
template <class Kernel>
inline int resident_blocks(Kernel* kernel, int threads) {
  int n = 0;
  return cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, kernel, threads, 0) == cudaSuccess ? n : 0;
}

}  // namespace crosswarp::gpu::vendor

// --- kernels area: names the kernels and BLAS code use (src/gpu/kernels, ops.hip, blas.hip) ------
// Template kernels with several arguments go through HIP_KERNEL_NAME so the launch macro sees one
// argument; the *_sync collectives are native here and take the low 32 bits of our 64-bit masks.
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#define hipDeviceAttributeWarpSize cudaDevAttrWarpSize
#define hipDeviceAttributeMultiprocessorCount cudaDevAttrMultiProcessorCount

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

// --- kernels area: warp-level tensor-core PTX for attention.fa2 (attention_fa2.hip) -------------
// mma.sync m16n8k16 (f16/bf16 in, fp32 accumulators), ldmatrix and cp.async (sm_80 and newer).
// Fragment layouts are PTX's ("Matrix Fragments for mma.m16n8k16"): with g = lane / 4 and
// t = lane % 4, accumulator c0,c1 are row g, columns 2t, 2t+1 and c2,c3 row g + 8; A's registers
// a0..a3 hold (row g, k 2t..2t+1), (g + 8, same), (g, k + 8), (g + 8, k + 8).
#define CW_HAS_MMA_SYNC 1
namespace crosswarp::gpu::ptx {

__device__ __forceinline__ uint32_t smem_addr(const void* p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}
// Four 8x8 b16 matrices from shared memory (an smem_addr address); lanes 8i..8i+7 give the row
// addresses of matrix i. .trans: each matrix transposed.
__device__ __forceinline__ void ldmatrix_x4(uint32_t (&r)[4], uint32_t a) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(a));
}
__device__ __forceinline__ void ldmatrix_x4_trans(uint32_t (&r)[4], uint32_t a) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(a));
}
// d += a * b for one 16x8 tile (k = 16); T is __half or __hip_bfloat16.
template <class T>
__device__ __forceinline__ void mma_16816(float (&d)[4], const uint32_t (&a)[4], uint32_t b0, uint32_t b1) {
  if constexpr (sizeof(T) == 2 && std::is_same_v<T, __half>) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
                 "{%0,%1,%2,%3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
  } else {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
                 "{%0,%1,%2,%3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
  }
}
// d = a * b + c for one 16x8 tile (k = 16), c in registers of its own (d's need no initialising).
template <class T>
__device__ __forceinline__ void mma_16816_c(float (&d)[4], const uint32_t (&a)[4], uint32_t b0, uint32_t b1,
                                            float c0, float c1, float c2, float c3) {
  if constexpr (std::is_same_v<T, __half>) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
                 "{%10,%11,%12,%13};\n"
                 : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
  } else {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
                 "{%10,%11,%12,%13};\n"
                 : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
  }
}
// Two floats rounded to one register of two T (the low half is `lo`).
template <class T>
__device__ __forceinline__ uint32_t pack2(float lo, float hi) {
  if constexpr (std::is_same_v<T, __half>) {
    const __half2 h = __floats2half2_rn(lo, hi);
    return *reinterpret_cast<const uint32_t*>(&h);
  } else {
    const __nv_bfloat162 h = __floats2bfloat162_rn(lo, hi);
    return *reinterpret_cast<const uint32_t*>(&h);
  }
}
// exp2 of two floats, rounded to two T in one register (low half = `lo`): two fp32 ex2.approx.ftz
// and one packing convert. (The packed ex2.approx.{f16x2,ftz.bf16x2} of sm_90 compiles to two
// half-width special-function ops plus a permute to repack, after rounding the arguments to T:
// more instructions and a less accurate result; H200 SASS, bench/RESULTS.md, session 17.)
template <class T>
__device__ __forceinline__ uint32_t exp2_pack(float lo, float hi) {
#if defined(__CUDA_ARCH__)
  float elo, ehi;
  asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(elo) : "f"(lo));
  asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(ehi) : "f"(hi));
  return pack2<T>(elo, ehi);
#else
  return pack2<T>(exp2f(lo), exp2f(hi));
#endif
}
// Two T of 1.0 in one register (a B operand of ones: an mma then sums A's rows).
template <class T>
__device__ __forceinline__ constexpr uint32_t ones2() {
  return std::is_same_v<T, __half> ? 0x3C003C00u : 0x3F803F80u;
}
// 16-byte asynchronous global->shared copy to an smem_addr address; `bytes` < 16 zero-fills the
// rest (0 = all zeros).
__device__ __forceinline__ void cp_async_16(uint32_t dst, const void* src, int bytes) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(dst), "l"(src), "r"(bytes));
}
// 4- or 8-byte asynchronous global->shared copy (through L1), zero-filled when `bytes` is 0.
template <int N>
__device__ __forceinline__ void cp_async_small(uint32_t dst, const void* src, int bytes) {
  static_assert(N == 4 || N == 8, "cp.async.ca moves 4, 8 or 16 bytes");
  asm volatile("cp.async.ca.shared.global [%0], [%1], %2, %3;\n" ::"r"(dst), "l"(src), "n"(N), "r"(bytes));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N>
__device__ __forceinline__ void cp_async_wait() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}

}  // namespace crosswarp::gpu::ptx
