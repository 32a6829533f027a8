// The host API: device queries follow the chosen wavefront, the memory API knows which memory is
// which (and refuses copies that would fault on a GPU), streams and events time real work, errors
// are reported and cleared like HIP's; __half and bfloat16 round like the hardware.
#include "simt_test_util.h"

#include <hip/hip_bf16.h>
#include <hip/hip_fp16.h>

#include <cfenv>
#include <chrono>
#include <cmath>
#include <cstring>
#include <thread>

namespace {

class Runtime : public WarpSizes {};

TEST_P(Runtime, DeviceQueriesFollowTheWavefront) {
  int count = 0, dev = -1;
  HIP_OK(hipGetDeviceCount(&count));
  EXPECT_EQ(count, 1);
  HIP_OK(hipSetDevice(0));
  HIP_OK(hipGetDevice(&dev));
  EXPECT_EQ(dev, 0);
  EXPECT_EQ(hipSetDevice(1), hipErrorInvalidDevice);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidDevice);
  EXPECT_EQ(hipGetLastError(), hipSuccess);  // cleared by reading

  hipDeviceProp_t p;
  HIP_OK(hipGetDeviceProperties(&p, 0));
  EXPECT_EQ(p.warpSize, W());
  EXPECT_STREQ(p.gcnArchName, W() == 64 ? "gfx90a" : "gfx1100");
  EXPECT_NE(std::strstr(p.name, "crosswarp-simt"), nullptr);
  EXPECT_GT(p.totalGlobalMem, 0u);
  EXPECT_EQ(p.sharedMemPerBlock, 64u * 1024u);
  EXPECT_EQ(p.maxThreadsPerBlock, 1024);
  EXPECT_GE(p.multiProcessorCount, 1);
  EXPECT_EQ(p.major, W() == 64 ? 9 : 11);

  int v = 0;
  HIP_OK(hipDeviceGetAttribute(&v, hipDeviceAttributeWarpSize, 0));
  EXPECT_EQ(v, W());
  HIP_OK(hipDeviceGetAttribute(&v, hipDeviceAttributeMultiprocessorCount, 0));
  EXPECT_EQ(v, p.multiProcessorCount);
  HIP_OK(hipDeviceGetAttribute(&v, hipDeviceAttributeMaxSharedMemoryPerBlock, 0));
  EXPECT_EQ(v, 65536);
  EXPECT_EQ(int(warpSize), W());  // the host-side value too
  // what cuda-samples' helper_cuda.h asks before it picks a device, and HIP's include guards it tests
  HIP_OK(hipDeviceGetAttribute(&v, hipDeviceAttributeComputeMode, 0));
  EXPECT_EQ(v, hipComputeModeDefault);
  unsigned flags = 99;
  HIP_OK(hipSetDeviceFlags(hipDeviceScheduleBlockingSync | hipDeviceMapHost));
  HIP_OK(hipGetDeviceFlags(&flags));
  EXPECT_EQ(flags, unsigned(hipDeviceScheduleBlockingSync | hipDeviceMapHost));
  EXPECT_EQ(hipSetDeviceFlags(0x100), hipErrorInvalidValue);
  (void)hipGetLastError();
  HIP_OK(hipSetDeviceFlags(0));
  HIP_OK(hipProfilerStart());
  HIP_OK(hipProfilerStop());
  HIP_OK(hipDeviceGetAttribute(&v, hipDeviceAttributeAsyncEngineCount, 0));
  EXPECT_EQ(v, 0);
  int least = 9, greatest = 9, can = 9;
  HIP_OK(hipDeviceGetStreamPriorityRange(&least, &greatest));
  EXPECT_EQ(least, 0);
  EXPECT_EQ(greatest, 0);
  HIP_OK(hipDeviceCanAccessPeer(&can, 0, 0));
  EXPECT_EQ(can, 0);
  EXPECT_EQ(hipDeviceCanAccessPeer(&can, 0, 1), hipErrorInvalidDevice);
  HIP_OK(hipDeviceGetP2PAttribute(&can, hipDevP2PAttrAccessSupported, 0, 0));
  EXPECT_EQ(can, 0);
  (void)hipGetLastError();
  float* pinned = nullptr;
  HIP_OK(hipHostAlloc(&pinned, 64, hipHostMallocMapped));
  hipPointerAttribute_t pa;
  HIP_OK(hipPointerGetAttributes(&pa, pinned));
  EXPECT_EQ(pa.type, hipMemoryTypeHost);
  HIP_OK(hipHostFree(pinned));
#if !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) || !defined(HIP_INCLUDE_HIP_DRIVER_TYPES_H) || \
    !defined(HIP_INCLUDE_HIP_HIP_FP16_H)
  ADD_FAILURE() << "HIP's include guards are not defined";
#endif

  size_t free_b = 0, total_b = 0;
  HIP_OK(hipMemGetInfo(&free_b, &total_b));
  EXPECT_GT(total_b, 0u);
  EXPECT_LE(free_b, total_b);
  int drv = 0, rtv = 0;
  HIP_OK(hipDriverGetVersion(&drv));
  HIP_OK(hipRuntimeGetVersion(&rtv));
  EXPECT_GT(drv, 0);
  EXPECT_EQ(drv, rtv);
}

TEST_P(Runtime, MemoryKindsAndCopies) {
  float *d = nullptr, *h = nullptr, *m = nullptr;
  HIP_OK(hipMalloc(&d, 64 * sizeof(float)));
  HIP_OK(hipHostMalloc(&h, 64 * sizeof(float)));
  HIP_OK(hipMallocManaged(&m, 64 * sizeof(float)));
  hipPointerAttribute_t a;
  HIP_OK(hipPointerGetAttributes(&a, d + 3));
  EXPECT_EQ(a.type, hipMemoryTypeDevice);
  HIP_OK(hipPointerGetAttributes(&a, h));
  EXPECT_EQ(a.type, hipMemoryTypeHost);
  HIP_OK(hipPointerGetAttributes(&a, m));
  EXPECT_EQ(a.type, hipMemoryTypeManaged);
  EXPECT_TRUE(a.isManaged);
  std::vector<float> pageable(64, 2.5f), back(64, 0.0f);
  HIP_OK(hipPointerGetAttributes(&a, pageable.data()));
  EXPECT_EQ(a.type, hipMemoryTypeUnregistered);

  HIP_OK(hipMemcpy(d, pageable.data(), 64 * sizeof(float), hipMemcpyHostToDevice));
  HIP_OK(hipMemcpyAsync(m, d, 64 * sizeof(float), hipMemcpyDeviceToDevice, nullptr));
  HIP_OK(hipMemcpy(back.data(), m, 64 * sizeof(float), hipMemcpyDeviceToHost));
  EXPECT_EQ(back, pageable);
  // Pageable host memory passed as device memory faults on a GPU: refused here.
  EXPECT_EQ(hipMemcpy(back.data(), pageable.data(), 4, hipMemcpyHostToDevice), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(d + 60, pageable.data(), 8 * sizeof(float), hipMemcpyHostToDevice), hipErrorInvalidValue);
  (void)hipGetLastError();
  HIP_OK(hipMemset(d, 0, 64 * sizeof(float)));
  HIP_OK(hipMemsetAsync(d, 0, 64 * sizeof(float), nullptr));
  HIP_OK(hipMemcpy(back.data(), d, 64 * sizeof(float), hipMemcpyDeviceToHost));
  EXPECT_EQ(back[17], 0.0f);

  void* p = nullptr;
  HIP_OK(hipMallocAsync(&p, 100, nullptr));
  HIP_OK(hipFreeAsync(p, nullptr));
  EXPECT_EQ(hipFree(h), hipErrorInvalidDevicePointer);  // pinned host memory goes to hipHostFree
  HIP_OK(hipHostFree(h));
  HIP_OK(hipFree(d));
  HIP_OK(hipFree(m));
  HIP_OK(hipFree(nullptr));
  (void)hipGetLastError();
}

__global__ void system_atomics(unsigned* w, int* prio_out, hipStream_t) {
  atomicOr_system(w, 1u << (threadIdx.x % 8));
  atomicAnd_system(w + 1, ~(1u << (threadIdx.x % 8)));
  atomicXor_system(w + 2, 1u);
  atomicSub_system(w + 3, 1u);
  (void)prio_out;
}

// The _system atomics cuda-samples' systemWideAtomics calls, and a stream with a priority.
TEST_P(Runtime, SystemAtomicsAndStreamPriority) {
  std::vector<unsigned> init = {0u, 0xffffffffu, 0u, 1000u};
  DeviceBuffer<unsigned> w(init);
  hipStream_t s;
  HIP_OK(hipStreamCreateWithPriority(&s, hipStreamNonBlocking, 0));
  int prio = 7;
  HIP_OK(hipStreamGetPriority(s, &prio));
  EXPECT_EQ(prio, 0);
  hipLaunchKernelGGL(system_atomics, 2, 64, 0, s, w.ptr, nullptr, s);
  HIP_OK(hipStreamSynchronize(s));
  HIP_OK(hipStreamDestroy(s));
  auto h = w.host();
  EXPECT_EQ(h[0], 0xffu);
  EXPECT_EQ(h[1], 0xffffff00u);
  EXPECT_EQ(h[2], 0u);  // 128 flips
  EXPECT_EQ(h[3], 1000u - 128u);
}

__global__ void fill_with_defaults(int* out, int value = 7, int* second = nullptr) {
  out[threadIdx.x] = value;
  if (second) second[threadIdx.x] = value + 1;
}

// A launch may leave out parameters that have default arguments, as a <<<>>> launch may (cuda-samples'
// shfl_scan): hipLaunchKernelGGL then calls the kernel by name.
TEST_P(Runtime, LaunchUsesTheKernelsDefaultArguments) {
  DeviceBuffer<int> a(64), b(64);
  hipLaunchKernelGGL(fill_with_defaults, 1, 64, 0, 0, a.ptr);
  HIP_OK(hipDeviceSynchronize());
  EXPECT_EQ(a.host()[63], 7);
  hipLaunchKernelGGL(fill_with_defaults, 1, 64, 0, 0, a.ptr, 3);
  HIP_OK(hipDeviceSynchronize());
  EXPECT_EQ(a.host()[0], 3);
  EXPECT_EQ(b.host()[0], 0);
  hipLaunchKernelGGL(fill_with_defaults, 1, 64, 0, 0, a.ptr, 5, b.ptr);
  HIP_OK(hipDeviceSynchronize());
  EXPECT_EQ(b.host()[10], 6);
}

__device__ int symbol_words[8];

// Symbols as HIP's AMD platform takes them (HIP_SYMBOL(sym) is sym): copies by reference, bounds checked,
// and hipGetSymbolAddress's address is device memory that hipFree refuses.
TEST_P(Runtime, SymbolsCopyAndTheirAddressIsDeviceMemory) {
  const int in[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  int out[8] = {};
  HIP_OK(hipMemcpyToSymbol(HIP_SYMBOL(symbol_words), in, sizeof in));
  HIP_OK(hipMemcpyFromSymbolAsync(out, HIP_SYMBOL(symbol_words), 4 * sizeof(int), 4 * sizeof(int),
                                  hipMemcpyDeviceToHost, nullptr));
  EXPECT_EQ(out[0], 5);
  EXPECT_EQ(out[3], 8);
  EXPECT_EQ(
      hipMemcpyToSymbolAsync(HIP_SYMBOL(symbol_words), in, sizeof in, 4, hipMemcpyHostToDevice, nullptr),
      hipErrorInvalidValue);
  size_t size = 0;
  HIP_OK(hipGetSymbolSize(&size, HIP_SYMBOL(symbol_words)));
  EXPECT_EQ(size, sizeof in);
  void* address = nullptr;
  HIP_OK(hipGetSymbolAddress(&address, HIP_SYMBOL(symbol_words)));
  EXPECT_EQ(address, static_cast<void*>(symbol_words));
  hipPointerAttribute_t a;
  HIP_OK(hipPointerGetAttributes(&a, static_cast<int*>(address) + 7));
  EXPECT_EQ(a.type, hipMemoryTypeDevice);
  HIP_OK(hipMemcpy(out, address, sizeof out, hipMemcpyDeviceToHost));
  EXPECT_EQ(out[6], 7);
  EXPECT_EQ(hipMemcpy(out, address, sizeof out + 4, hipMemcpyDeviceToHost), hipErrorInvalidValue);
  EXPECT_EQ(hipFree(address), hipErrorInvalidDevicePointer);
  (void)hipGetLastError();
}

__global__ void busy(float* x, int n) {
  float v = 0;
  for (int i = 0; i < n; ++i) v = v * 0.5f + 1.0f;
  x[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void where_and_when(unsigned* sm, long long* ticks) {
  const unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  const long long start = clock64();
  sm[t] = __smid();
  ticks[t] = wall_clock64() >= start && clock64() >= start ? 1 : 0;
}

// __smid() names the worker running the block (one of multiProcessorCount, the same for the whole block);
// clock64() and wall_clock64() count nanoseconds, as both clock rates (1 GHz) say.
TEST_P(Runtime, SmIdAndClocks) {
  int sms = 0, rate = 0, wall = 0;
  HIP_OK(hipDeviceGetAttribute(&sms, hipDeviceAttributeMultiprocessorCount, 0));
  HIP_OK(hipDeviceGetAttribute(&rate, hipDeviceAttributeClockRate, 0));
  HIP_OK(hipDeviceGetAttribute(&wall, hipDeviceAttributeWallClockRate, 0));
  EXPECT_EQ(rate, 1000000);
  EXPECT_EQ(wall, 1000000);
  DeviceBuffer<unsigned> sm(8 * 96);
  DeviceBuffer<long long> ticks(8 * 96);
  hipLaunchKernelGGL(where_and_when, 8, 96, 0, 0, sm.ptr, ticks.ptr);
  HIP_OK(hipDeviceSynchronize());
  auto s = sm.host();
  auto t = ticks.host();
  for (int b = 0; b < 8; ++b)
    for (int i = 0; i < 96; ++i) {
      EXPECT_LT(s[b * 96 + i], unsigned(sms));
      EXPECT_EQ(s[b * 96 + i], s[b * 96]) << "block " << b;
      EXPECT_EQ(t[b * 96 + i], 1);
    }
  const long long a = clock64();
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  EXPECT_GE(clock64() - a, 2000000);  // nanoseconds
}

TEST_P(Runtime, StreamsAndEventsTimeTheWork) {
  hipStream_t s;
  HIP_OK(hipStreamCreate(&s));
  hipEvent_t a, b, never;
  HIP_OK(hipEventCreate(&a));
  HIP_OK(hipEventCreate(&b));
  HIP_OK(hipEventCreate(&never));
  DeviceBuffer<float> x(256);
  HIP_OK(hipEventRecord(a, s));
  hipLaunchKernelGGL(busy, 4, 64, 0, s, x.ptr, 20000);
  HIP_OK(hipEventRecord(b, s));
  HIP_OK(hipStreamWaitEvent(s, b, 0));
  HIP_OK(hipEventSynchronize(b));
  HIP_OK(hipStreamSynchronize(s));
  EXPECT_EQ(hipStreamQuery(s), hipSuccess);
  float ms = -1;
  HIP_OK(hipEventElapsedTime(&ms, a, b));
  EXPECT_GT(ms, 0.0f);
  EXPECT_EQ(x.host()[5], 2.0f);
  EXPECT_EQ(hipEventElapsedTime(&ms, a, never), hipErrorNotReady);
  HIP_OK(hipEventDestroy(a));
  HIP_OK(hipEventDestroy(b));
  HIP_OK(hipEventDestroy(never));
  HIP_OK(hipStreamDestroy(s));
  EXPECT_EQ(hipStreamDestroy(s), hipErrorInvalidHandle);
  (void)hipGetLastError();
}

__global__ void noop() {}

TEST_P(Runtime, BadLaunchConfigurations) {
  hipLaunchKernelGGL(noop, 1, 2048, 0, 0);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidConfiguration);
  hipLaunchKernelGGL(noop, 0, 64, 0, 0);
  EXPECT_EQ(hipPeekAtLastError(), hipErrorInvalidConfiguration);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidConfiguration);
  hipLaunchKernelGGL(noop, 1, 64, 1 << 20, 0);
  EXPECT_EQ(hipGetLastError(), hipErrorLaunchOutOfResources);
  hipLaunchKernelGGL(noop, 1, 64, 0, 0);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  EXPECT_STREQ(hipGetErrorName(hipErrorInvalidConfiguration), "hipErrorInvalidConfiguration");
  EXPECT_STRNE(hipGetErrorString(hipErrorOutOfMemory), "");
}

__global__ void math_kernel(float* out) {
  float x = 0.5f;
  out[0] = expf(x) - __expf(x);
  out[1] = erff(x);
  out[2] = rsqrtf(4.0f);
  out[3] = fmaxf(x, 2.0f) + fminf(x, 2.0f);
  out[4] = __saturatef(3.0f);
  out[5] = float(__popcll(~0ull) + __ffs(8) + __clz(1) + __popc(0xf0u));
  out[6] = max(3, 7) + min(2.0f, -1.0f);
  out[7] = __int_as_float(__float_as_int(1.25f));
}

TEST_P(Runtime, MathFunctions) {
  DeviceBuffer<float> out(8);
  hipLaunchKernelGGL(math_kernel, 1, 1, 0, 0, out.ptr);
  auto h = out.host();
  EXPECT_FLOAT_EQ(h[0], 0.0f);
  EXPECT_FLOAT_EQ(h[1], std::erf(0.5f));
  EXPECT_FLOAT_EQ(h[2], 0.5f);
  EXPECT_FLOAT_EQ(h[3], 2.5f);
  EXPECT_FLOAT_EQ(h[4], 1.0f);
  EXPECT_FLOAT_EQ(h[5], float(64 + 4 + 31 + 4));
  EXPECT_FLOAT_EQ(h[6], 6.0f);
  EXPECT_FLOAT_EQ(h[7], 1.25f);
}

// HIP's directed-rounding intrinsics (what the port writes for PTX's mul.rz.f32 & co. and keeps of CUDA's
// __fmul_rz): one ulp apart where the exact result lies between two floats, equal where it is one; the host's
// rounding mode is left as it was.
TEST(SimtMath, DirectedRoundingIntrinsics) {
  const float tiny = 1e-10f, third = 1.0f / 3.0f;
  EXPECT_EQ(__fadd_rz(1.0f, tiny), 1.0f);
  EXPECT_EQ(__fadd_rd(1.0f, tiny), 1.0f);
  EXPECT_EQ(__fadd_ru(1.0f, tiny), std::nextafter(1.0f, 2.0f));
  EXPECT_EQ(__fsub_rz(-1.0f, tiny), -1.0f);
  EXPECT_EQ(__fsub_rd(-1.0f, tiny), std::nextafter(-1.0f, -2.0f));
  EXPECT_EQ(__fmul_ru(third, 3.0f), std::nextafter(1.0f, 2.0f));  // 3 * fl(1/3) = 1 + 2^-25
  EXPECT_EQ(__fmul_rz(third, 3.0f), 1.0f);
  EXPECT_EQ(__fmul_rd(-third, 3.0f), std::nextafter(-1.0f, -2.0f));
  EXPECT_EQ(__fmul_rz(2.0f, 3.0f), 6.0f);              // exact: every mode agrees
  EXPECT_EQ(__fmaf_rz(third, 3.0f, -1.0f), 0x1p-25f);  // exact: fma rounds once
  EXPECT_EQ(__fmaf_ru(1.0f, 1.0f, tiny), std::nextafter(1.0f, 2.0f));
  EXPECT_EQ(__fmaf_rd(1.0f, 1.0f, -tiny), std::nextafter(1.0f, 0.0f));
  EXPECT_EQ(__dadd_ru(1.0, 1e-30), std::nextafter(1.0, 2.0));
  EXPECT_EQ(__dsub_rz(1.0, 1e-30), std::nextafter(1.0, 0.0));
  EXPECT_EQ(__dmul_rd(-1.0 / 3.0, 3.0), -1.0);
  EXPECT_EQ(__fma_rz(1.0, 1.0, -1e-30), std::nextafter(1.0, 0.0));
  EXPECT_EQ(__dsub_rn(1.0, 0.25), 0.75);
  EXPECT_EQ(std::fegetround(), FE_TONEAREST);
}

TEST(SimtTypes, HalfRoundsToNearestEven) {
  EXPECT_EQ(__half_as_ushort(__float2half(1.0f)), 0x3c00);
  EXPECT_EQ(__half_as_ushort(__float2half(65504.0f)), 0x7bff);
  EXPECT_EQ(__half_as_ushort(__float2half(65520.0f)), 0x7c00);  // rounds to inf
  EXPECT_EQ(__half_as_ushort(__float2half(1.0f + 1.0f / 2048)), 0x3c00);  // tie to even
  EXPECT_EQ(__half_as_ushort(__float2half(1.0f + 3.0f / 2048)), 0x3c02);
  EXPECT_EQ(__half_as_ushort(__float2half(5.9604645e-08f)), 0x0001);  // smallest subnormal
  EXPECT_EQ(__half2float(__ushort_as_half(0x0001)), 5.9604645e-08f);
  EXPECT_TRUE(std::isnan(__half2float(__float2half(NAN))));
  for (int b = 0; b < 0x7c00; b += 7) EXPECT_EQ(__half_as_ushort(__float2half(__half2float(__ushort_as_half(b)))), b);
  __half2 h2 = __floats2half2_rn(1.5f, -2.0f);
  EXPECT_EQ(__low2float(h2), 1.5f);
  EXPECT_EQ(__high2float(h2), -2.0f);
  EXPECT_EQ(__half2float(__hmul(__float2half(3.0f), __float2half(0.5f))), 1.5f);
}

TEST(SimtTypes, Bfloat16RoundsToNearestEven) {
  EXPECT_EQ(__bfloat16_as_ushort(__float2bfloat16(1.0f)), 0x3f80);
  EXPECT_EQ(__bfloat162float(__float2bfloat16(3.25f)), 3.25f);
  // 1 + 2^-8 is a tie between 1 and 1 + 2^-7: even is 1.
  EXPECT_EQ(__bfloat162float(__float2bfloat16(1.0f + 1.0f / 256)), 1.0f);
  EXPECT_EQ(__bfloat162float(__float2bfloat16(1.0f + 3.0f / 256)), 1.0f + 1.0f / 64);
  EXPECT_TRUE(std::isnan(__bfloat162float(__float2bfloat16(NAN))));
}

TEST(SimtApi, WarpSizeSetting) {
  EXPECT_THROW(crosswarp::simt::set_warp_size(48), std::invalid_argument);
  crosswarp::simt::set_warp_size(32);
  EXPECT_EQ(crosswarp::simt::warp_size(), 32);
  crosswarp::simt::set_warp_size(64);
  EXPECT_EQ(crosswarp::simt::warp_size(), 64);
  EXPECT_GE(crosswarp::simt::worker_count(), 1);
}

CW_BOTH_WAVES(Runtime);

}  // namespace
