// Each rule on small programs: it fires on its bug and stays quiet on the portable twin. The
// negative cases are the ones a pattern matcher gets wrong (a GEMM's 32, a lane-0 broadcast, a
// pinned buffer, a warp-uniform branch).
#include "lint_test_util.h"

#include <gtest/gtest.h>

using cwtest::lint_ids;
using V = std::vector<std::string>;

TEST(LintWarpSizeLiteral, LaneAndWarpMathOnThreadIndex) {
  EXPECT_EQ(lint_ids(R"(__global__ void k(float* x) {
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  x[warp] = __shfl_sync(__activemask(), x[lane], 0);
})"),
            (V{"warp-size-literal", "warp-size-literal"}));
  // Taint through a local variable.
  EXPECT_EQ(lint_ids(R"(__global__ void k(float* x) {
  int t = threadIdx.x;
  int id = t + 0;
  int lane = id % 32;
  x[lane] = __shfl_xor_sync(~0ull, x[lane], 1);
})"),
            V{"warp-size-literal"});
}

TEST(LintWarpSizeLiteral, TileSizesAndAlignmentsAreNotWarpSizes) {
  EXPECT_EQ(lint_ids(R"(#define TILE 32
__global__ void gemm(const float* a, float* c) {
  __shared__ float t[TILE][TILE + 1];
  int tx = threadIdx.x % 32, ty = threadIdx.x / 32;
  t[ty][tx] = a[blockIdx.x * 32 + tx];
  __syncthreads();
  c[ty * 32 + tx] = t[tx][ty];
}
size_t round_up(size_t n) { return (n + 31) / 32 * 32; }
)"),
            V{});
}

TEST(LintWarpSizeLiteral, ShuffleReductionsWrittenFor32Lanes) {
  EXPECT_EQ(lint_ids(R"(__device__ float r(float v) {
  for (int i = 1; i < 32; i *= 2) v += __shfl_xor_sync(0xffffffffffffffffull, v, i);
  return v;
}
__device__ float s(float v) {
  v += __shfl_down_sync(0xffffffffffffffffull, v, 16);
  v += __shfl_down_sync(0xffffffffffffffffull, v, 8);
  return v;
})"),
            (V{"warp-size-literal", "warp-size-literal"}));
  EXPECT_EQ(lint_ids(R"(template <int W> __device__ float r(float v) {
  for (int o = W / 2; o > 0; o /= 2) v += __shfl_xor(v, o, W);
  for (int o = warpSize / 2; o > 0; o >>= 1) v += __shfl_down(v, o);
  return v;
})"),
            V{});
}

TEST(LintWarpSizeLiteral, NamedConstants) {
  EXPECT_EQ(lint_ids("#define WARP_SIZE 32\nconstexpr int kWarpSize = 32;\n"), (V{"warp-size-literal", "warp-size-literal"}));
  // Chosen per vendor: not an assumption.
  EXPECT_EQ(lint_ids("#ifdef __HIP_PLATFORM_AMD__\n#define WARP_SIZE 64\n#else\n#define WARP_SIZE 32\n#endif\n"), V{});
  // A mutable host default filled in from the device properties.
  EXPECT_EQ(lint_ids("struct Ctx { int warp_size = 32; };\n"), V{});
}

TEST(LintLaneMaskWidth, FullMasksAndNarrowTypes) {
  EXPECT_EQ(lint_ids(R"(__device__ float f(float v) {
  v += __shfl_xor_sync(0xFFFFFFFFu, v, 1);
  v += __shfl_xor_sync(~0u, v, 2);
  v += __shfl_xor_sync(0xffffffffull, v, 4);
  __syncwarp(0xffffffff);
  uint32_t m = 0xffffffff;
  return __shfl_sync(m, v, 0);
})"),
            (V{"lane-mask-width", "lane-mask-width", "lane-mask-width", "lane-mask-width", "lane-mask-width"}));
  EXPECT_EQ(lint_ids(R"(__device__ float f(float v, unsigned long long m) {
  v += __shfl_xor_sync(0xffffffffffffffffull, v, 1);
  v += __shfl_xor_sync(~0ull, v, 2);
  v += __shfl_xor_sync(m, v, 4);
  uint64_t a = __activemask();
  __syncwarp();
  return __shfl_sync(a, v, 0);
}
unsigned host_flags() { unsigned f = 0xffffffff; return f >> 1; })"),
            V{});
}

TEST(LintLaneMaskWidth, LaneBitsAndFullBallotCompare) {
  EXPECT_EQ(lint_ids(R"(__global__ void k(int* out) {
  int lane = threadIdx.x % warpSize;
  unsigned long long lt = (1u << lane) - 1;
  unsigned long long b = __ballot_sync(~0ull, out[threadIdx.x] > 0);
  if (b == 0xffffffff) out[0] = 1;
  out[1] = lt;
})"),
            (V{"lane-mask-width", "lane-mask-width"}));
  EXPECT_EQ(lint_ids("__global__ void k(int* o) { int lane = threadIdx.x % warpSize; o[0] = 1ull << lane; o[1] = 1 << 4; }"), V{});
}

TEST(LintBallotTruncation, StoresCastsAndBitCounts) {
  EXPECT_EQ(lint_ids(R"(__global__ void k(int* out) {
  int m = __ballot(out[threadIdx.x]);
  unsigned long long w = __ballot_sync(~0ull, 1);
  out[0] = __ffs(w);
  out[1] = (unsigned)__activemask();
  out[2] = m;
})"),
            (V{"ballot-truncation", "ballot-truncation", "ballot-truncation"}));
  EXPECT_EQ(lint_ids(R"(__global__ void k(int* out) {
  unsigned long long w = __ballot_sync(~0ull, out[threadIdx.x] > 0);
  out[0] = __popcll(w);
  out[1] = __ffsll(w);
  bool any = __ballot_sync(~0ull, 1);
  out[2] = __popc(out[3]);
  out[4] = any;
})"),
            V{});
}

TEST(LintDivergentCollective, LaneDependentBranchesLoopsAndExits) {
  EXPECT_EQ(lint_ids(R"(__global__ void k(float* x, int n) {
  int lane = threadIdx.x % warpSize;
  float v = x[threadIdx.x];
  if (lane < 16) v += __shfl_down_sync(~0ull, v, 1);
  for (int i = threadIdx.x; i < n; i += blockDim.x) v += __shfl_xor_sync(~0ull, v, 1);
  x[threadIdx.x] = v;
})"),
            (V{"divergent-collective", "divergent-collective"}));
}

TEST(LintDivergentCollective, UniformBranchesAndActiveMasksAreFine) {
  EXPECT_EQ(lint_ids(R"(__global__ void k(float* x, int n, int mode) {
  int warp = threadIdx.x / warpSize;
  int lane = threadIdx.x % warpSize;
  float v = x[threadIdx.x];
  if (blockIdx.x >= n) return;
  if (mode == 2) v += __shfl_xor_sync(~0ull, v, 1);
  if (warp == 0) v += __shfl_xor_sync(~0ull, v, 2);
  if (threadIdx.x < warpSize) v += __shfl_xor_sync(~0ull, v, 4);
  int base = 0;
  if (lane == 0) base = n;
  base = __shfl_sync(~0ull, base, 0);
  if (base > 3) v += __shfl_xor_sync(~0ull, v, 8);
  if (lane < n) {
    unsigned long long active = __activemask();
    v += __shfl_sync(active, v, 0);
    unsigned long long took = __ballot(1);  // HIP: the lanes that took the branch
    v += __popcll(took);
  }
  x[threadIdx.x] = v;
})"),
            V{});
}

TEST(LintWarpSynchronous, VolatileStepsWithoutBarrier) {
  const char* bad = R"(__global__ void k(float* out) {
  __shared__ float s[64];
  s[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  if (threadIdx.x < 32) {
    s[threadIdx.x] += s[threadIdx.x + 16];
    s[threadIdx.x] += s[threadIdx.x + 8];
  }
})";
  EXPECT_EQ(lint_ids(bad), V{"warp-synchronous"});
  const char* good = R"(__global__ void k(float* out) {
  __shared__ float s[64];
  s[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  for (int st = 16; st > 0; st /= 2) {
    if (threadIdx.x < st) s[threadIdx.x] += s[threadIdx.x + st];
    __syncthreads();
  }
})";
  EXPECT_EQ(lint_ids(good), V{});
}

// PTX in a function lint cannot tell to be device code (declared through a macro of another header) is
// reported by its first instruction; host asm is not.
TEST(LintInlinePtx, PtxInFunctionsNotKnownAsDeviceCode) {
  EXPECT_EQ(
      lint_ids("CUTLASS_DEVICE unsigned f(unsigned h) { asm volatile(\"sub.f16x2 %0, %1, %2;\" : \"=r\"(h) : "
               "\"r\"(h), \"r\"(h)); return h; }"),
      V{"inline-ptx"});
  EXPECT_EQ(lint_ids("void f(int& x) { asm(\"movl %%eax, %0\" : \"=r\"(x)); asm volatile(\"pause\"); }"),
            V{});
}

TEST(LintInlinePtx, AsmIsReportedUnlessNvidiaOnly) {
  EXPECT_EQ(lint_ids("__device__ int f() { int r; asm(\"mov.u32 %0, %%warpid;\" : \"=r\"(r)); return r; }"), V{"inline-ptx"});
  EXPECT_EQ(lint_ids("__device__ int f() {\n#ifdef __CUDA_ARCH__\n  int r; asm(\"mov.u32 %0, 1;\" : \"=r\"(r)); return r;\n#else\n  return 1;\n#endif\n}"), V{});
}

// The PTX forms crosswarp port rewrites are still reported (this source does not compile for AMD), and say so.
TEST(LintInlinePtx, SaysWhatThePortRewrites) {
  auto message = [](const std::string& src) {
    auto f = crosswarp::lint::lint_source(src, "test.cu");
    return f.size() == 1 ? f[0].message : std::string("(") + std::to_string(f.size()) + " findings)";
  };
  EXPECT_NE(message("__device__ unsigned f() { unsigned l; asm(\"mov.u32 %0, %%laneid;\" : \"=r\"(l)); return l; }")
                .find("crosswarp port writes this register read as __lane_id()"),
            std::string::npos);
  EXPECT_NE(
      message("__device__ unsigned f(const unsigned* p) { unsigned v; asm(\"ld.global.nc.u32 %0, [%1];\" : "
              "\"=r\"(v) : \"l\"(p)); return v; }")
          .find("crosswarp port writes this as the same access in C++ (its cache hint dropped)"),
      std::string::npos);
  EXPECT_NE(message("__device__ unsigned f(unsigned a, unsigned b) { unsigned v; asm(\"prmt.b32 %0, %1, %2, "
                    "0x5410;\" : "
                    "\"=r\"(v) : \"r\"(a), \"r\"(b)); return v; }")
                .find("crosswarp port writes this prmt.b32 as crosswarpPtxPrmtB32, in C++"),
            std::string::npos);
  EXPECT_NE(
      message("__device__ unsigned f(const unsigned* p) { unsigned v; asm(\"ld.acquire.gpu.global.u32 %0, "
              "[%1];\" : "
              "\"=r\"(v) : \"l\"(p)); return v; }")
          .find("crosswarp port writes this as an atomic load of the same order (acquire, at system scope)"),
      std::string::npos);
  EXPECT_NE(
      message("__device__ void f(int* p) { asm(\"red.release.gpu.global.add.s32 [%0], %1;\" :: \"l\"(p), "
              "\"r\"(1)); }")
          .find("crosswarp port writes this as the same atomic operation in C++ (release, at system scope)"),
      std::string::npos);
  EXPECT_NE(
      message("__device__ void f(unsigned d, const void* s) { asm volatile(\"cp.async.cg.shared.global [%0], "
              "[%1], 16;\" :: \"r\"(d), \"l\"(s)); }")
          .find(
              "crosswarp port writes this as crosswarpPtxCpAsync, defined in the file, which copies at once"),
      std::string::npos);
  EXPECT_EQ(message("__device__ unsigned f(const unsigned* p) { unsigned v; asm(\"ld.local.u32 %0, [%1];\" : "
                    "\"=r\"(v) : \"l\"(p)); return v; }")
                .find("crosswarp port writes"),
            std::string::npos);
}

TEST(LintPageableAsyncCopy, KnowsPinnedFromPageable) {
  EXPECT_EQ(lint_ids(R"(void run(float* d, cudaStream_t s, size_t n) {
  float* a = new float[n];
  float stack[256];
  float* p = nullptr;
  cudaMallocHost(&p, n * 4);
  float* r = (float*)malloc(n * 4);
  cudaHostRegister(r, n * 4, 0);
  float* alias = a + 16;
  cudaMemcpyAsync(d, a, n * 4, cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(stack, d, 1024, cudaMemcpyDeviceToHost, s);
  cudaMemcpyAsync(d, p, n * 4, cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(d, r, n * 4, cudaMemcpyHostToDevice, s);
  hipMemcpyAsync(d, alias, n * 4, hipMemcpyHostToDevice, s);
})"),
            (V{"pageable-async-copy", "pageable-async-copy", "pageable-async-copy"}));
  // Elements of a host array of device pointers are not host memory; &v[0] is.
  EXPECT_EQ(lint_ids(R"(void gather(std::vector<float*>& parts, float* d, size_t n, cudaStream_t s) {
  std::vector<float*> ptrs(4);
  std::vector<float> h(n);
  for (int i = 0; i < 4; ++i) cudaMemcpyAsync(d + i * n, ptrs[i], n * 4, cudaMemcpyDefault, s);
  cudaMemcpyAsync(d, &h[0], n * 4, cudaMemcpyHostToDevice, s);
})"),
            V{"pageable-async-copy"});
  // A host pointer from the caller: unknown, so quiet.
  EXPECT_EQ(lint_ids("void up(float* d, const float* h, size_t n, cudaStream_t s) { cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s); }"), V{});
}

TEST(LintSmallCopyInLoop, SmallConstantCopiesOnly) {
  EXPECT_EQ(lint_ids("void f(float* d, float* h, int n) { for (int i = 0; i < n; ++i) hipMemcpy(d + i, h + i, sizeof(float), hipMemcpyHostToDevice); }"),
            V{"small-copy-in-loop"});
  EXPECT_EQ(lint_ids(R"(void f(float* d, float* h, int n, size_t chunk) {
  for (int i = 0; i < n; ++i) cudaMemcpy(d + i * chunk, h + i * chunk, chunk, cudaMemcpyHostToDevice);
  for (int i = 0; i < 2; ++i) cudaMemcpy(d + i, h + i, sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(d, h, sizeof(float), cudaMemcpyHostToDevice);
})"),
            V{});
}

TEST(LintUnsupportedApi, HopperOnlyFeatures) {
  EXPECT_EQ(lint_ids("void f(CUtensorMap* m) { cuTensorMapEncodeTiled(m); __pipeline_commit(); }"),
            (V{"unsupported-api", "unsupported-api", "unsupported-api"}));
  EXPECT_EQ(lint_ids("struct S { int wmma; }; int g(S s) { return s.wmma; }"), V{});
}

TEST(LintTile32, TemplateAndDynamicTiles) {
  EXPECT_EQ(lint_ids("__global__ void k() { auto b = cg::this_thread_block(); auto t = cg::tiled_partition(b, 32); t.sync(); }"),
            V{"tile32-assumption"});
  EXPECT_EQ(lint_ids("__global__ void k() { auto b = cg::this_thread_block(); auto t = cg::tiled_partition<16>(b); t.sync(); }"), V{});
}

TEST(LintSharedPerWarp, LaneIndexedSlotsAndCountsReadBack) {
  EXPECT_EQ(lint_ids(R"(__global__ void k(float* x) {
  __shared__ float per_lane[32];
  int lane = threadIdx.x % warpSize;
  per_lane[lane] = x[threadIdx.x];
})"),
            V{"shared-per-warp"});
  EXPECT_EQ(lint_ids(R"(__global__ void k(float* x) {
  __shared__ float per_warp[256 / 32];
  per_warp[threadIdx.x / warpSize] = x[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) { float s = 0; for (int w = 0; w < blockDim.x / warpSize; ++w) s += per_warp[w]; x[0] = s; }
})"),
            V{});
}

TEST(LintWarpSizeConstexpr, ConstantContexts) {
  EXPECT_EQ(lint_ids(R"(constexpr int W = warpSize;
template <int N> __device__ int g() { return N; }
__global__ void k(int* o) {
  static_assert(warpSize == 64, "wave64");
  o[0] = g<warpSize>();
})"),
            (V{"warpsize-constexpr", "warpsize-constexpr", "warpsize-constexpr"}));
  EXPECT_EQ(lint_ids("__global__ void k(int* o) { int w = warpSize; o[threadIdx.x % warpSize] = w < 64; }\nint h(cudaDeviceProp p) { return p.warpSize; }"), V{});
  // A HIP-on-CPU runtime declaring warpSize itself.
  EXPECT_EQ(lint_ids("struct WarpSizeValue { operator int() const; };\ninline constexpr WarpSizeValue warpSize{};\n"), V{});
}

TEST(LintWavefrontSizeMacro, CodeAndDirectives) {
  EXPECT_EQ(lint_ids("#ifdef __AMDGCN_WAVEFRONT_SIZE__\n#endif\nint w = __AMDGCN_WAVEFRONT_SIZE;\n"),
            (V{"wavefront-size-macro", "wavefront-size-macro"}));
}

TEST(LintLaneSpinLock, LocksEveryLaneTakesForItself) {
  // The acquire in the condition, in a do-while through a variable, in an if that breaks out; a
  // back-off or __syncwarp in the loop changes nothing.
  EXPECT_EQ(lint_ids(R"(__device__ int m;
__global__ void a(int* c) {
  while (atomicCAS(&m, 0, 1) != 0) { __syncwarp(); }
  c[0]++;
  atomicExch(&m, 0);
}
__global__ void b(int* l, int* c) {
  int old;
  do { old = atomicExch(l, 1); } while (old != 0);
  c[0]++;
  atomicExch(l, 0);
}
__global__ void d(int* l, int* c) {
  for (;;) { if (atomicCAS(l, 0, 1) == 0) break; __nanosleep(64); }
  c[threadIdx.x]++;
  atomicExch(l, 0);
}
__global__ void e(int* l, int* c) {
  if (threadIdx.x < 32) { while (atomicExch_system(l, 1)) {} c[0]++; atomicExch_system(l, 0); }
}
__global__ void every_eighth(int* l, int* c) {
  int t = threadIdx.x;
  int sub = t & 7;
  if (t % 8 == 0) { while (atomicCAS(l, 0, 1)) {} c[0]++; atomicExch(l, 0); }
  if (sub == 0) { while (atomicCAS(l, 0, 1)) {} c[1]++; atomicExch(l, 0); }
  if (t / 16 == 0) { while (atomicCAS(l, 0, 1)) {} c[2]++; atomicExch(l, 0); }
})"),
            (V{"lane-spin-lock", "lane-spin-lock", "lane-spin-lock", "lane-spin-lock", "lane-spin-lock",
               "lane-spin-lock", "lane-spin-lock"}));
  // Released within the iteration that took it: hipcc 5.7 -O2 (gfx90a) compiles it to the loop above, the
  // critical section after it, and the message says so.
  auto in_loop = crosswarp::lint::lint_source(R"(__global__ void in_loop(int* m, int* c) {
  bool done = false;
  while (!done) {
    if (atomicCAS(m, 0, 1) == 0) { c[0]++; __threadfence(); atomicExch(m, 0); done = true; }
  }
}
__global__ void in_loop_store(int* m, int* c) {
  for (bool done = false; !done;) {
    if (atomicExch(m, 1) == 0) { c[0]++; __threadfence(); *m = 0; done = true; }
  }
})",
                                              "in_loop.cu");
  ASSERT_EQ(in_loop.size(), 2u);
  for (const auto& f : in_loop) {
    EXPECT_EQ(f.rule, "lane-spin-lock");
    EXPECT_NE(f.message.find("releasing it within the iteration does not help"), std::string::npos)
        << f.message;
  }
  // A helper: reported where every lane calls it, not where one lane does, nor in the helper.
  auto findings = crosswarp::lint::lint_source(R"(__device__ void lock(int* m) { while (atomicCAS(m, 0, 1)); }
__device__ void unlock(int* m) { atomicExch(m, 0); }
__global__ void each(int* m, int* c, int n) {
  if (blockIdx.x * blockDim.x + threadIdx.x >= n) return;
  lock(m); c[0]++; unlock(m);
}
__global__ void one(int* m, int* c) {
  if (threadIdx.x) return;
  lock(m); c[0]++; unlock(m);
})",
                                               "helper.cu");
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_EQ(findings[0].rule, "lane-spin-lock");
  EXPECT_EQ(findings[0].line, 5u);
  EXPECT_NE(findings[0].message.find("'lock'"), std::string::npos) << findings[0].message;
  EXPECT_NE(findings[0].message.find("line 1"), std::string::npos) << findings[0].message;
  // libcu++'s flag and atomic spellings.
  EXPECT_EQ(lint_ids(R"(__global__ void k(cuda::atomic_flag& f, cuda::atomic<int>& w, int* c) {
  while (f.test_and_set(cuda::memory_order_acquire)) {}
  c[0]++;
  f.clear(cuda::memory_order_release);
  while (w.exchange(1, cuda::memory_order_acquire) != 0) {}
  c[1]++;
  w.store(0, cuda::memory_order_release);
})"),
            (V{"lane-spin-lock", "lane-spin-lock"}));
}

TEST(LintLaneSpinLock, PortableLocksAndCasLoopsAreFine) {
  EXPECT_EQ(lint_ids(R"(__device__ void lock(int* m) { while (atomicCAS(m, 0, 1) != 0) {} }
__device__ void unlock(int* m) { atomicExch(m, 0); }
__global__ void one_at_a_time(int* m, int* c, int n) {
  if (threadIdx.x >= n) return;
  for (unsigned long long todo = __ballot(1); todo; todo &= todo - 1)
    if (__lane_id() == __ffsll(todo) - 1) { lock(m); c[0]++; unlock(m); }
}
__global__ void one_per_wave(int* m, int* c) {
  int t = threadIdx.x + blockDim.x * threadIdx.y;
  int g = t % 128;
  if (g == 0) { lock(m); c[0]++; unlock(m); }
  if (t % 64 == 0) { lock(m); c[1]++; unlock(m); }
  if (blockIdx.x * blockDim.x + threadIdx.x == 7) { lock(m); c[2]++; unlock(m); }
}
__global__ void bounded_tries(int* flag, int* c) {
  for (int k = 0; k < 4; ++k)
    if (atomicExch(flag, 1) == 0) c[k]++;
}
__global__ void lane0(int* m, int* c) {
  int lane = threadIdx.x % warpSize;
  if (lane == 0) { while (atomicExch(m, 1)) {} c[0]++; atomicExch(m, 0); }
  if (!threadIdx.x) { lock(m); c[1]++; unlock(m); }
}
__global__ void first(int* m, int* c) {
  if (threadIdx.x != 0 || blockIdx.y > 0) return;
  while (atomicCAS(m, 0, 1)) {}
  c[0]++;
  atomicExch(m, 0);
}
__device__ void wait_eq_reset(int* flag, int thread_idx, int val) {
  if (thread_idx == 0) { while (atomicCAS(flag, 1, 0) != 1) {} }
  __syncthreads();
}
__global__ void cas_add(double* a, double v) {
  unsigned long long* p = (unsigned long long*)a;
  unsigned long long old = *p, assumed;
  do { assumed = old; old = atomicCAS(p, assumed, __double_as_longlong(v + __longlong_as_double(assumed))); } while (assumed != old);
}
__global__ void wait_only(int* f) { while (atomicCAS(f, 1, 1) != 1) {} }
__global__ void probe(int* slots, int n, const int* keys) {
  int h = keys[threadIdx.x] % n;
  while (atomicCAS(&slots[h], 0, 1) != 0) h = (h + 1) % n;
  int g = keys[threadIdx.x] % n;
  while (atomicExch(&slots[g], 1) == 1) ++g;
}
void host(int* m) { while (atomicCAS(m, 0, 1)) {} }
)"),
            V{});
  // Compiled only for NVIDIA (Volta and later): another path serves AMD.
  EXPECT_EQ(lint_ids("#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700\n__global__ void k(int* m) { while "
                     "(atomicCAS(m, 0, 1)) {} atomicExch(m, 0); }\n#endif\n"),
            V{});
}

TEST(LintSuppression, NolintComments) {
  EXPECT_EQ(lint_ids("__device__ float f(float v) { return __shfl_sync(0xffffffff, v, 0); } // NOLINT(lane-mask-width)"), V{});
  EXPECT_EQ(lint_ids("// NOLINTNEXTLINE\n__device__ float f(float v) { return __shfl_sync(0xffffffff, v, 0); }"), V{});
  EXPECT_EQ(lint_ids("__device__ float f(float v) { return __shfl_sync(0xffffffff, v, 0); } // NOLINT(inline-ptx)"), V{"lane-mask-width"});
}

TEST(LintRobustness, GarbageInputDoesNotCrash) {
  std::string junk = "__global__ void k( { if ( ) for (;;) }}} ) ] asm( \"x\" \x01\xff /* unterminated";
  EXPECT_NO_THROW(crosswarp::lint::lint_source(junk, "junk.cu"));
  EXPECT_NO_THROW(crosswarp::lint::lint_source("", "empty.cu"));
}

TEST(LintPrecision, PortableIdiomsThatLookSuspicious) {
  // 32-lane logical warps with an explicit shuffle width are legal on a 64-lane wavefront.
  EXPECT_EQ(lint_ids(R"(__device__ float seg_sum(float v) {
  for (int o = 16; o > 0; o /= 2) v += __shfl_xor_sync(0xffffffffffffffffull, v, o, 32);
  return v;
})"),
            V{});
  // A compiler barrier, host asm, a pinned-allocator vector, a per-step loss readback.
  EXPECT_EQ(lint_ids(R"(__device__ void fence() { asm volatile("" ::: "memory"); }
static inline void pause() { __asm__ __volatile__("pause"); }
void step(float* d_loss, float* d, cudaStream_t s, int steps) {
  std::vector<float, PinnedAllocator<float>> host(1024);
  cudaMemcpyAsync(host.data(), d, 4096, cudaMemcpyDeviceToHost, s);
  float loss = 0;
  for (int i = 0; i < steps; ++i) cudaMemcpy(&loss, d_loss, sizeof(float), cudaMemcpyDeviceToHost);
})"),
            V{});
  // ...while the pageable twins are still reported.
  EXPECT_EQ(lint_ids(R"(void step(float* d, cudaStream_t s) {
  thrust::host_vector<float> host(1024);
  cudaMemcpyAsync(thrust::raw_pointer_cast(host.data()), d, 4096, cudaMemcpyDeviceToHost, s);
  std::vector<float> v(1024);
  cudaMemcpyAsync(v.data(), d, 4096, cudaMemcpyDeviceToHost, s);
})"),
            (V{"pageable-async-copy", "pageable-async-copy"}));
}

TEST(LintPrecision, WarpPerRowKernelWithEarlyExit) {
  EXPECT_EQ(lint_ids(R"(__global__ void rows(const float* x, float* y, int m, int n) {
  int row = blockIdx.x * (blockDim.x / warpSize) + threadIdx.x / warpSize;
  if (row >= m) return;
  int lane = threadIdx.x % warpSize;
  float v = 0.0f;
  for (int c = lane; c < n; c += warpSize) v += x[row * n + c];
  for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffffffffffull, v, o);
  if (lane == 0) y[row] = v;
})"),
            V{});
}

// Facts found after a first walk of the function still reach the branches and loops before the
// assignment that made them (the walk is repeated when a name it looked up has new facts, and only
// then: Unit::analyze): a parameter assigned a lane id later in the loop, and an induction variable
// assigned one after the loop, make the collective's condition lane-dependent; block-uniform
// values do not.
TEST(LintAnalysis, FactsFromLaterAssignmentsReachEarlierConditions) {
  EXPECT_EQ(lint_ids(R"(__global__ void k(float* out, float v, int n) {
  for (int i = 0; i < 4; ++i) {
    if (n > 0) v += __shfl_xor_sync(~0ull, v, 1);
    n = threadIdx.x;
  }
  out[0] = v;
})"),
            V{"divergent-collective"});
  EXPECT_EQ(lint_ids(R"(__global__ void k(float* out, float v, int n) {
  for (int i = 0; i < 4; ++i) {
    if (n > 0) v += __shfl_xor_sync(~0ull, v, 1);
    n = blockIdx.x;
  }
  out[0] = v;
})"),
            V{});
  EXPECT_EQ(lint_ids(R"(__global__ void k(float* out, float v) {
  int i = 0;
  for (i = 0; i < 4; ++i) v += __shfl_xor_sync(~0ull, v, 1);
  i = threadIdx.x;
  out[i] = v;
})"),
            V{"divergent-collective"});
  EXPECT_EQ(lint_ids(R"(__global__ void k(float* out, float v) {
  int i = 0;
  for (i = 0; i < 4; ++i) v += __shfl_xor_sync(~0ull, v, 1);
  i = blockIdx.x;
  out[i] = v;
})"),
            V{});
}
