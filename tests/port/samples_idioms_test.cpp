// Idioms of the public CUDA sample programs (bench/port/samples_compile.sh) that the translation has to carry
// over so that the ported program compiles with HIP 5.7's hipcc: tests of CUDA header include guards,
// calling-convention macros, default arguments HIP lacks, variables holding a full warp mask, the HIP
// cooperative-groups header's prerequisites, data types by the API they are passed to. Self-written inputs.
#include "port/inline_ptx.h"
#include "port/launch.h"
#include "port/lexer.h"

#include <crosswarp/port.h>

#include <gtest/gtest.h>

#include <string>

using namespace crosswarp::port;

namespace {

TranslateResult port(std::string_view src, std::string_view file = "x.cpp") {
  TranslateOptions o;
  o.hip_version = "5.7";
  return translate_source(src, file, o);
}

std::string tr(std::string_view src) { return port(src).text; }

bool reported(const TranslateResult& r, std::string_view rule) {
  for (const Diagnostic& d : r.diagnostics)
    if (d.rule == rule) return true;
  return false;
}

}  // namespace

// helper_cuda.h defines its error-string overloads only #ifdef the CUDA header that declares the type:
// each guard becomes the guard of the HIP header the include turns into, so the same test still holds.
TEST(PortSampleIdioms, CudaHeaderGuardsBecomeHipHeaderGuards) {
  EXPECT_EQ(tr("#ifdef __DRIVER_TYPES_H__\nint a;\n#endif"), "#ifdef HIP_INCLUDE_HIP_DRIVER_TYPES_H\nint a;\n#endif");
  EXPECT_EQ(tr("#if defined(__CUDA_RUNTIME_H__) && defined(CUBLAS_API_H_)\n#endif"),
            "#if defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) && defined(HIPBLAS_H)\n#endif");
  EXPECT_EQ(tr("#ifdef _CUFFT_H_\n#endif\n#ifdef CUSPARSEAPI\n#endif\n#ifdef CURAND_KERNEL_H_\n#endif"),
            "#ifdef HIPFFT_H_\n#endif\n#ifdef HIPSPARSE_EXPORT\n#endif\n#ifdef HIPRAND_KERNEL_H_\n#endif");
  EXPECT_EQ(tr("#ifdef __CUDACC__\n#endif\n#if CUDART_VERSION >= 4000\n#endif"),
            "#ifdef __HIPCC__\n#endif\n#if HIP_VERSION >= 4000\n#endif");
  EXPECT_EQ(tr("#ifdef CUSOLVER_COMMON_H_\n#endif"), "#ifdef HIPSOLVER_H\n#endif");
  // --roc: rocSPARSE's guard and export macro; cuSOLVER's status is then rocBLAS's, whose overload the cuBLAS
  // block defines, so cuSOLVER's guard is left (and reported) rather than enabling a second definition
  TranslateOptions o;
  o.roc = true;
  EXPECT_EQ(translate_source("#ifdef CUSPARSEAPI\n#endif\n#ifdef CUSPARSE_H_\n#endif", "x.cpp", o).text,
            "#ifdef ROCSPARSE_EXPORT\n#endif\n#ifdef _ROCSPARSE_H_\n#endif");
  EXPECT_TRUE(reported(translate_source("#ifdef CUSOLVER_COMMON_H_\n#endif", "x.cpp", o), "unsupported-api"));
}

// "case CUFFT_LICENSE_ERROR:" (an enumerator CUDA removed and hipFFT never had): no HIP value reaches the
// label, so the label goes and its statements stay.
TEST(PortSampleIdioms, CaseLabelWithoutHipEnumeratorDropped) {
  TranslateResult r = port("switch (e) {\n  case CUFFT_INVALID_PLAN:\n  case CUFFT_LICENSE_ERROR:\n    return \"x\";\n}");
  EXPECT_EQ(r.text, "switch (e) {\n  case HIPFFT_INVALID_PLAN:\n  \n    return \"x\";\n}");
  EXPECT_TRUE(reported(r, "dropped-case-label"));
  // the same under --roc for an enumerator with a hipBLAS name and no rocBLAS one (helper_cuda.h's cuBLAS switch)
  TranslateOptions roc;
  roc.roc = true;
  TranslateResult q = translate_source("switch (s) {\n  case CUBLAS_STATUS_LICENSE_ERROR:\n    return 1;\n}", "x.cpp", roc);
  EXPECT_EQ(q.text, "switch (s) {\n  \n    return 1;\n}");
  EXPECT_TRUE(reported(q, "dropped-case-label"));
  // not a case label: left and reported
  TranslateResult s = port("int x = CUFFT_LICENSE_ERROR;");
  EXPECT_EQ(s.text.find("CUFFT_LICENSE_ERROR") != std::string::npos, true);
  EXPECT_TRUE(reported(s, "unsupported-api"));
}

// The same for an enumerator the --hip-version release does not have yet (helper_cuda.h's switch over cuBLAS's
// statuses ported with --roc for ROCm 5.5, whose rocBLAS predates rocblas_status_arch_mismatch); with a release
// that has it, the label is translated.
TEST(PortSampleIdioms, CaseLabelNewerThanTheTargetReleaseDropped) {
  const std::string src = "switch (s) {\n  case CUBLAS_STATUS_ARCH_MISMATCH:\n    return \"x\";\n}";
  TranslateOptions o;
  o.roc = true;
  o.hip_version = "5.5";
  TranslateResult r = translate_source(src, "x.cpp", o);
  EXPECT_EQ(r.text, "switch (s) {\n  \n    return \"x\";\n}");
  EXPECT_TRUE(reported(r, "dropped-case-label"));
  EXPECT_FALSE(reported(r, "unsupported-api"));
  o.hip_version = "5.7";
  EXPECT_EQ(translate_source(src, "x.cpp", o).text,
            "switch (s) {\n  case rocblas_status_arch_mismatch:\n    return \"x\";\n}");
  // not a case label: left and reported
  o.hip_version = "5.5";
  EXPECT_TRUE(reported(translate_source("s = CUBLAS_STATUS_ARCH_MISMATCH;", "x.cpp", o), "unsupported-api"));
}

// hipSPARSE and hipFFT take HIP's hipDataType, hipBLAS its own: CUDA_R_32F follows the call it is passed to.
TEST(PortSampleIdioms, DataTypeByTheCallItIsPassedTo) {
  EXPECT_EQ(tr("cusparseCreateDnVec(&v, n, p, CUDA_R_32F);"), "hipsparseCreateDnVec(&v, n, p, HIP_R_32F);");
  std::string gemm = tr("cublasGemmEx(h, a, b, m, n, k, &al, A, CUDA_R_32F, m);");
  EXPECT_NE(gemm.find("HIPBLAS_R_32F"), std::string::npos) << gemm;
  EXPECT_EQ(gemm.find("HIP_R_32F"), std::string::npos) << gemm;
  EXPECT_EQ(tr("cufftXtMakePlanMany(p, 1, n, 0, 1, 1, CUDA_C_32F, 0, 1, 1, CUDA_C_32F, 1, &w, CUDA_C_32F);")
                .find("HIPBLAS"),
            std::string::npos);
  EXPECT_EQ(tr("cudaDataType t = CUDA_R_32F;"), "hipblasDatatype_t t = HIPBLAS_R_32F;");
}

// CUDART_CB is __stdcall on Windows and empty elsewhere; HIP has no such macro.
TEST(PortSampleIdioms, CallingConventionRemoved) {
  TranslateResult r = port("void CUDART_CB done(cudaStream_t s, cudaError_t e, void* p);");
  EXPECT_EQ(r.text, "void  done(hipStream_t s, hipError_t e, void* p);");
  EXPECT_TRUE(r.ok());
  EXPECT_TRUE(reported(r, "calling-convention"));
}

// HIP's surface functions take no boundary mode; cudaBoundaryModeTrap is CUDA's default, so it can go.
// Another mode cannot (the HIP call would not mean the same).
TEST(PortSampleIdioms, SurfaceDefaultBoundaryModeDropped) {
  EXPECT_EQ(tr("surf2Dwrite(v, s, x * 4, y, cudaBoundaryModeTrap);"), "surf2Dwrite(v, s, x * 4, y);");
  EXPECT_EQ(tr("surf3Dwrite(v, s, x, y, z,cudaBoundaryModeTrap );"), "surf3Dwrite(v, s, x, y, z );");
  EXPECT_EQ(tr("surf2Dwrite(v, s, x, y, cudaBoundaryModeClamp);"), "surf2Dwrite(v, s, x, y, hipBoundaryModeClamp);");
  EXPECT_EQ(tr("surf1Dread(&v, s, x, cudaBoundaryModeTrap);"), "surf1Dread(&v, s, x, hipBoundaryModeTrap);");
  EXPECT_EQ(tr("f(cudaBoundaryModeTrap);"), "f(hipBoundaryModeTrap);");
}

// cudaHostAlloc(&intPtr, ...) needs a T** overload, which hipHostAlloc (deprecated) lacks and hipHostMalloc has;
// make_cudaExtent & co. come from driver_functions.h.
TEST(PortSampleIdioms, HostAllocAndMakeExtent) {
  EXPECT_EQ(tr("cudaHostAlloc(&p, n, cudaHostAllocMapped);"), "hipHostMalloc(&p, n, hipHostMallocMapped);");
  EXPECT_EQ(tr("cudaExtent e = make_cudaExtent(w, h, d); cudaPos o = make_cudaPos(0, 0, 0);"),
            "hipExtent e = make_hipExtent(w, h, d); hipPos o = make_hipPos(0, 0, 0);");
}

// For HIP older than 6.2 the warp-sync builtins lose their mask only where it is provably the full warp; a
// local variable initialised with a full mask and not changed before the call is.
TEST(PortSampleIdioms, FullMaskHeldInAVariable) {
  EXPECT_EQ(port("unsigned int mask = 0xffffffff;\nr = __any_sync(mask, v);").text,
            "unsigned int mask = 0xffffffff;\nr = __any(v);");
  EXPECT_EQ(port("int mask = 0xffffffff;\nif (__all_sync(mask, v)) {}").text,
            "int mask = 0xffffffff;\nif (__all(v)) {}");
  // changed, address taken, not full, or a parameter: the mask is not provably full, so the vote is HIP 6.2's
  // definition on __ballot and the mask (a lambda over the same arguments), a note
  const std::string any = "[](unsigned long long mask, int predicate) { return int((__ballot(predicate) & mask) != 0); }";
  const std::string ballot = "[](unsigned long long mask, int predicate) { return __ballot(predicate) & mask; }";
  for (std::string_view src : {"unsigned m = 0xffffffff; m >>= 1; r = __any_sync(m, v);",
                               "unsigned m = 0xffffffff; g(&m); r = __any_sync(m, v);",
                               "unsigned m = (1 << n) - 1; r = __ballot_sync(m, v);",
                               "__device__ int f(unsigned m, int v) { return __any_sync(m, v); }"}) {
    TranslateResult r = port(src);
    EXPECT_EQ(r.text.find("_sync(m"), std::string::npos) << src;
    EXPECT_NE(r.text.find((src.find("__ballot") != std::string_view::npos ? ballot : any) + "(m, v)"), std::string::npos)
        << r.text;
    EXPECT_TRUE(r.ok()) << src;
    EXPECT_TRUE(reported(r, "emulated-api")) << src;
  }
  EXPECT_EQ(port("if (__all_sync(m & 0xffff, v)) {}").text,
            "if ([](unsigned long long mask, int predicate) { return int((__ballot(predicate) & mask) == mask); }"
            "(m & 0xffff, v)) {}");
  // a full-mask declaration in a block that has closed is out of scope
  EXPECT_NE(port("{ unsigned m = 0xffffffff; } r = __any_sync(m, v);").text.find(any), std::string::npos);
  // or an object-like macro (HeCBench's vote: #define MASK 0xffffffff), its nearest #define or #undef deciding
  EXPECT_EQ(port("#define MASK 0xffffffffu\nr = __any_sync(MASK, v) + __ballot_sync(MASK, v);").text,
            "#define MASK 0xffffffffu\nr = __any(v) + __ballot(v);");
  for (std::string_view src : {"#define M 0xffffffff\n#undef M\nr = __any_sync(M, v);",
                               "#define M 0xffffffff\n#undef M\n#define M 0xffff\nr = __any_sync(M, v);",
                               "#define M(x) 0xffffffff\nr = __any_sync(M, v);",
                               "r = __any_sync(M, v);\n#define M 0xffffffff\n"}) {
    TranslateResult r = port(src);
    EXPECT_NE(r.text.find(any + "(M, v)"), std::string::npos) << src;
  }
  // porting the output again changes nothing
  const std::string once = port("unsigned m = __activemask(); r = __all_sync(m, v);").text;
  EXPECT_EQ(port(once).text, once);
}

// __syncwarp and __activemask, which HIP has from 6.2: for an older target __syncwarp(...) is crosswarpSyncwarp(...),
// defined once in the file (HIP 6.2's builtins on AMD, the platform's __syncwarp elsewhere), after the runtime include
// also in a file with no #include, and __activemask() is __ballot(1), HIP 6.2's definition. Porting the output again
// changes nothing and reports nothing unsupported; from 6.2 (and for the newest HIP) both stay.
TEST(PortSampleIdioms, SyncwarpAndActivemaskBeforeHip62) {
  const std::string src = "__global__ void k(int* p) {\n  p[threadIdx.x] = 1;\n  __syncwarp();\n"
                          "  unsigned long long a = __activemask();\n  __syncwarp(0xffffffff);\n  p[0] = a;\n}\n";
  TranslateResult r = port(src, "x.cu");
  EXPECT_TRUE(r.ok());
  EXPECT_TRUE(r.text.starts_with("#include <hip/hip_runtime.h>\n#ifndef CROSSWARP_SYNCWARP\n")) << r.text;
  EXPECT_NE(r.text.find("__builtin_amdgcn_wave_barrier();"), std::string::npos);
  EXPECT_NE(r.text.find("#define crosswarpSyncwarp __syncwarp\n"), std::string::npos);
  EXPECT_TRUE(r.text.ends_with("__global__ void k(int* p) {\n  p[threadIdx.x] = 1;\n  crosswarpSyncwarp();\n"
                               "  unsigned long long a = __ballot(1);\n  crosswarpSyncwarp(0xffffffff);\n  p[0] = a;\n}\n"))
      << r.text;
  EXPECT_EQ(r.text.find("#ifndef CROSSWARP_SYNCWARP"), r.text.rfind("#ifndef CROSSWARP_SYNCWARP"));  // defined once
  TranslateResult again = port(r.text, "x.hip");
  EXPECT_EQ(again.text, r.text);
  EXPECT_TRUE(again.ok());
  for (const char* v : {"6.2", ""}) {
    TranslateOptions o;
    o.hip_version = v;
    EXPECT_EQ(translate_source(src, "x.cu", o).text, "#include <hip/hip_runtime.h>\n" + src) << v;
  }
}

// cuda_bf16.h's float -> pair conversions, which HIP lacks, are HIP's __float22bfloat162_rn on a float2 (each
// argument evaluated once, in an immediately invoked lambda), on every target; not for crosswarp-simt, which has
// CUDA's names. Before 6.2 the bf16 class's block also gives __ldg its bf16 overloads (HeCBench's
// addBiasResidualLayerNorm loads bf16 through __ldg).
TEST(PortSampleIdioms, Bf16PairConversionsAndLdg) {
  const std::string src = "__global__ void k(const __nv_bfloat16* in, __nv_bfloat162* out, float f) {\n"
                          "  out[0] = __float2bfloat162_rn(f * 2);\n  out[1] = __floats2bfloat162_rn(f, -f);\n"
                          "  __nv_bfloat16 b = __ldg(in + 1);\n}\n";
  TranslateResult r = port(src, "x.cu");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find("out[0] = [](float a) { return __float22bfloat162_rn(make_float2(a, a)); }(f * 2);"),
            std::string::npos) << r.text;
  EXPECT_NE(r.text.find("out[1] = [](float a, float b) { return __float22bfloat162_rn(make_float2(a, b)); }(f, -f);"),
            std::string::npos) << r.text;
  EXPECT_NE(r.text.find("__device__ inline crosswarpBfloat16 __ldg(const crosswarpBfloat16* p) { return *p; }"),
            std::string::npos);
  EXPECT_NE(r.text.find("crosswarpBfloat16 b = __ldg(in + 1);"), std::string::npos);
  EXPECT_EQ(port(r.text, "x.hip").text, r.text);
  TranslateOptions newest;
  EXPECT_NE(translate_source(src, "x.cu", newest).text.find("__float22bfloat162_rn(make_float2(a, a))"), std::string::npos);
  TranslateOptions simt;
  simt.for_host_compiler = true;
  EXPECT_NE(translate_source(src, "x.cu", simt).text.find("= __float2bfloat162_rn(f * 2);"), std::string::npos);
}

// atomicAdd on __half / __half2 (CUDA, sm_70+) has no HIP 5.7 overload: for an explicit target before 6.0 a file that
// names __half and calls atomicAdd in device code gets overloads (a compare-and-swap loop on the 32-bit word), once,
// guarded HIP_VERSION < 6.0; not in a file with an atomicAdd of its own, not for 6.0 or the newest HIP, not in host
// code or C.
TEST(PortSampleIdioms, HalfAtomicAddBeforeHip60) {
  const std::string src = "#include <cuda_fp16.h>\n__global__ void k(__half* h, __half2* p) {\n"
                          "  atomicAdd(h, __float2half(1.f));\n  atomicAdd(p, __floats2half2_rn(1.f, 2.f));\n}\n";
  TranslateResult r = port(src, "x.cu");
  EXPECT_TRUE(r.ok());
  const std::size_t block = r.text.find("#ifndef CROSSWARP_HALF_ATOMIC_ADD\n");
  ASSERT_NE(block, std::string::npos) << r.text;
  EXPECT_EQ(block, r.text.rfind("#ifndef CROSSWARP_HALF_ATOMIC_ADD\n"));
  EXPECT_LT(block, r.text.find("__global__"));
  EXPECT_NE(r.text.find("#if defined(HIP_VERSION) && HIP_VERSION < 60000000\n"
                        "static __device__ inline __half atomicAdd(__half* address, __half val) {"),
            std::string::npos);
  EXPECT_NE(r.text.find("static __device__ inline __half2 atomicAdd(__half2* address, __half2 val) {"), std::string::npos);
  EXPECT_NE(r.text.find("  atomicAdd(h, __float2half(1.f));\n"), std::string::npos);
  EXPECT_TRUE(reported(r, "emulated-api"));
  EXPECT_EQ(port(r.text, "x.hip").text, r.text);
  for (const char* v : {"6.0", ""}) {
    TranslateOptions o;
    o.hip_version = v;
    EXPECT_EQ(translate_source(src, "x.cu", o).text.find("CROSSWARP_HALF_ATOMIC_ADD"), std::string::npos) << v;
  }
  for (std::string_view other :
       {"__global__ void k(float* f) { atomicAdd(f, 1.f); }",  // no __half in the file
        "__device__ __half atomicAdd(__half* a, __half v) { return v; }\n__global__ void k(__half* h) { atomicAdd(h, "
        "h[1]); }",                                            // the file's own overload
        "void f(__half* h) { atomicAdd(h, h[0]); }"})           // host code
    EXPECT_EQ(port(other, "x.cu").text.find("CROSSWARP_HALF_ATOMIC_ADD"), std::string::npos) << other;
}

// sm_80's __reduce_*_sync, which no HIP has: on a provably full mask a butterfly of __shfl_xor over the wavefront, on
// any other mask __shfl of each lane it names; on every target, each a lambda over the call's arguments (a note).
TEST(PortSampleIdioms, ReduceSyncWrittenWithShuffles) {
  TranslateResult r = port("__global__ void k(unsigned* o, unsigned m) {\n  o[0] = __reduce_add_sync(0xffffffff, o[1]);\n"
                           "  o[2] = __reduce_min_sync(m, o[3]);\n}\n", "x.cu");
  EXPECT_TRUE(r.ok());
  EXPECT_TRUE(reported(r, "emulated-api"));
  EXPECT_NE(r.text.find("o[0] = [](unsigned long long, auto value) { auto r = value; for (int offset = warpSize / 2; "
                        "offset > 0; offset /= 2) { auto o = __shfl_xor(r, offset); r = r + o; } return r; }(0xffffffff, "
                        "o[1]);"),
            std::string::npos) << r.text;
  EXPECT_NE(r.text.find("o[2] = [](unsigned long long mask, auto value) { auto r = value; for (int lane = 0; lane < "
                        "warpSize; ++lane) if ((mask >> lane) & 1) { auto o = __shfl(value, lane); r = o < r ? o : r; } "
                        "return r; }(m, o[3]);"),
            std::string::npos) << r.text;
  EXPECT_EQ(port(r.text, "x.hip").text, r.text);
  TranslateOptions newest;
  EXPECT_EQ(translate_source("__global__ void k(int* o) { o[0] = __reduce_xor_sync(~0u, o[1]); }", "x.cu", newest)
                .text.find("__reduce_xor_sync"),
            std::string::npos);
}

// __match_any_sync / __match_all_sync for a target before 6.2 (HIP 6.2 added them): __shfl of each lane's value bits,
// kept where they are from the mask's lanes (the whole wavefront for a provably full mask); a note. Newer targets keep
// HIP's own.
TEST(PortSampleIdioms, MatchSyncBeforeHip62WrittenWithShuffles) {
  TranslateResult r = port("__global__ void k(unsigned* o, double* d, int* p, unsigned m) {\n  o[0] = "
                           "__match_any_sync(0xffffffff, o[1]);\n  o[2] = __match_all_sync(m, d[0], p);\n}\n",
                           "x.cu");
  EXPECT_TRUE(r.ok());
  EXPECT_TRUE(reported(r, "emulated-api"));
  EXPECT_NE(r.text.find("o[0] = [](unsigned long long, auto value) { const unsigned long long lanes = ~0ull >> (64 - "
                        "warpSize); unsigned long long bits = 0, same = 0; __builtin_memcpy(&bits, &value, sizeof value); "
                        "for (int lane = 0; lane < warpSize; ++lane) if (__shfl(bits, lane) == bits && ((lanes >> lane) "
                        "& 1)) same |= 1ull << lane; return same; }(0xffffffff, o[1]);"),
            std::string::npos) << r.text;
  EXPECT_NE(r.text.find("o[2] = [](unsigned long long mask, auto value, int* pred) { const unsigned long long lanes = "
                        "mask; "),
            std::string::npos) << r.text;
  EXPECT_NE(r.text.find("*pred = same == lanes; return same == lanes ? lanes : 0ull; }(m, d[0], p);"), std::string::npos)
      << r.text;
  EXPECT_EQ(port(r.text, "x.hip").text, r.text);
  TranslateOptions newest;
  EXPECT_NE(translate_source("__global__ void k(unsigned* o) { o[0] = __match_any_sync(~0u, o[1]); }", "x.cu", newest)
                .text.find("__match_any_sync(~0u, o[1])"),
            std::string::npos);
}

// CUDA's SIMD video intrinsics and DPX functions, which no HIP has: crosswarp<Name>, defined once in the file (CUDA's
// own function on HIP's NVIDIA platform, a loop over the lanes elsewhere), for every target; a note each. A file's own
// declaration keeps its name, and the port's output ported again is unchanged (the #define naming CUDA's function
// stays).
TEST(PortSampleIdioms, SimdVideoAndDpxFunctionsDefinedInTheFile) {
  TranslateResult r = port("__global__ void k(unsigned* o, int* s, bool* p) {\n  o[0] = __vmaxs4(o[1], o[2]) + "
                           "__vmaxs4(o[3], o[4]);\n  o[5] = __vsadu2(o[6], o[7]);\n  s[0] = __vibmax_s32(s[1], s[2], p);\n}\n",
                           "x.cu");
  EXPECT_TRUE(r.ok());
  EXPECT_TRUE(reported(r, "emulated-api"));
  EXPECT_NE(r.text.find("o[0] = crosswarpVmaxs4(o[1], o[2]) + crosswarpVmaxs4(o[3], o[4]);"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("o[5] = crosswarpVsadu2(o[6], o[7]);"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("s[0] = crosswarpVibmax_s32(s[1], s[2], p);"), std::string::npos) << r.text;
  // one definition each, before the kernel; the byte lanes read signed, the DPX function is a host function too
  const std::size_t def = r.text.find("#ifndef CROSSWARP_SIMD_VMAXS4");
  ASSERT_NE(def, std::string::npos) << r.text;
  EXPECT_EQ(r.text.find("#ifndef CROSSWARP_SIMD_VMAXS4", def + 1), std::string::npos) << r.text;
  EXPECT_LT(def, r.text.find("__global__"));
  EXPECT_NE(r.text.find("#if defined(__HIP_PLATFORM_NVIDIA__)\n#define crosswarpVmaxs4 __vmaxs4\n#else\n"
                        "static __device__ inline unsigned int crosswarpVmaxs4(unsigned int a, unsigned int b) {\n"
                        "  unsigned int r = 0;\n  for (int i = 0; i < 32; i += 8) {\n"
                        "    const int x = static_cast<signed char>(a >> i), y = static_cast<signed char>(b >> i);\n"
                        "    const int v = x > y ? x : y;\n    r |= (static_cast<unsigned int>(v) & 0xffu) << i;\n  }\n"
                        "  return r;\n}\n#endif\n"),
            std::string::npos) << r.text;
  EXPECT_NE(r.text.find("r += static_cast<unsigned int>(v);"), std::string::npos) << r.text;  // __vsadu2's sum
  EXPECT_NE(r.text.find("static __host__ __device__ inline int crosswarpVibmax_s32(int a, int b, bool* const pred) {"),
            std::string::npos) << r.text;
  EXPECT_EQ(port(r.text, "x.hip").text, r.text);
  // for the newest HIP too; a file's own declaration keeps its name
  TranslateOptions newest;
  EXPECT_NE(translate_source("__global__ void k(unsigned* o) { o[0] = __vsubss2(o[1], o[2]); }", "x.cu", newest)
                .text.find("crosswarpVsubss2(o[1], o[2])"),
            std::string::npos);
  TranslateResult own = port("__device__ unsigned __vadd4(unsigned a, unsigned b);", "x.cu");
  EXPECT_EQ(own.text.find("crosswarp"), std::string::npos) << own.text;
  // not every name of the form is one of them
  EXPECT_EQ(port("int __vmaxs8(int); int __vimax_u32_relu(int);", "x.cu").text.find("crosswarp"), std::string::npos);
}

// A shuffle's value does not depend on its mask (HIP 6.2's __shfl*_sync checks it in debug builds and calls
// __shfl*), so for HIP 5.7 any mask without side effects is dropped: shfl_scan's partial-warp scan
// `int mask = (1 << (blockDim.x / warpSize)) - 1; __shfl_up_sync(mask, ...)`. A mask that calls or assigns
// something stays (and is reported).
TEST(PortSampleIdioms, ShuffleMaskDroppedWhateverItsValue) {
  TranslateResult r = port("int mask = (1 << (blockDim.x / warpSize)) - 1;\nint n = __shfl_up_sync(mask, s, i, w);");
  EXPECT_EQ(r.text, "int mask = (1 << (blockDim.x / warpSize)) - 1;\nint n = __shfl_up(s, i, w);");
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(port("v = __shfl_xor_sync(m & 0xffff, v, 1, 16);").text, "v = __shfl_xor(v, 1, 16);");
  EXPECT_EQ(port("v = __shfl_sync(p->mask[i], v, 0);").text, "v = __shfl(v, 0);");
  for (std::string_view src : {"v = __shfl_sync(next_mask(), v, 0);", "v = __shfl_down_sync(m++, v, 1);",
                               "v = __shfl_up_sync(m = 3, v, 1);"}) {
    TranslateResult k = port(src);
    EXPECT_NE(k.text.find("_sync("), std::string::npos) << src;
    EXPECT_FALSE(k.ok()) << src;
  }
}

// HIP 5.7's hip_cooperative_groups.h needs hip_runtime.h before it (CUDA's cooperative_groups.h does not).
TEST(PortSampleIdioms, CooperativeGroupsHeaderGetsTheRuntimeFirst) {
  std::string out = port("#include <cooperative_groups.h>\n#include <cuda_runtime.h>\n__global__ void k() {}\n", "x.cu").text;
  EXPECT_LT(out.find("#include <hip/hip_runtime.h>"), out.find("#include <hip/hip_cooperative_groups.h>"));
  EXPECT_EQ(out.find("#include <hip/hip_runtime.h>", out.find("#include <hip/hip_runtime.h>") + 1), std::string::npos);
  std::string after = port("#include <cuda_runtime.h>\n#include <cooperative_groups.h>\n", "x.cu").text;
  EXPECT_EQ(after, "#include <hip/hip_runtime.h>\n#include <hip/hip_cooperative_groups.h>\n");
}

// auto tile = cg::tiled_partition<32>(block): HIP 5.7's parent-typed tile has ambiguous thread_rank()/size().
TEST(PortSampleIdioms, TiledPartitionResultGetsTheParentlessTileType) {
  TranslateResult r = port("const auto tile = cg::tiled_partition<32>(cta);\nauto t2 = tiled_partition<16>(cta);\n"
                           "auto g = cg::tiled_partition(cta, 4);\n");
  EXPECT_EQ(r.text, "const cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);\n"
                    "thread_block_tile<16> t2 = tiled_partition<16>(cta);\nauto g = cg::tiled_partition(cta, 4);\n");
  EXPECT_TRUE(reported(r, "typed-tile"));
}

// helper_math.h's component-wise operator* and operator/ of two vectors are HIP_vector_type's own friend
// operators in HIP: a second definition makes a * b ambiguous. Only those exact bodies go.
TEST(PortSampleIdioms, ComponentWiseVectorOperatorsHipDefinesRemoved) {
  TranslateResult r = port(
      "inline __host__ __device__ float2 operator*(float2 a, float2 b)\n{\n    return make_float2(a.x * b.x, a.y * b.y);\n}\n"
      "inline __host__ __device__ float2 operator*(float2 a, float b)\n{\n    return make_float2(a.x * b, a.y * b);\n}\n"
      "inline __host__ __device__ int3 operator/(int3 a, int3 b) { return make_int3(a.x / b.x, a.y / b.y, a.z / b.z); }\n");
  EXPECT_EQ(r.text,
            "/* operator*(float2, float2): HIP's vector types define it (component-wise) */\n"
            "inline __host__ __device__ float2 operator*(float2 a, float b)\n{\n    return make_float2(a.x * b, a.y * b);\n}\n"
            "/* operator/(int3, int3): HIP's vector types define it (component-wise) */\n");
  EXPECT_TRUE(reported(r, "hip-defines-operator"));
  // another meaning (a dot product, a swapped component) stays
  for (std::string_view src : {"float2 operator*(float2 a, float2 b) { return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }",
                               "float2 operator*(float2 a, float2 b) { return make_float2(a.x * b.y, a.y * b.x); }",
                               "float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }"}) {
    EXPECT_EQ(port(src).text, src);
  }
}

// nvcc includes cuda_runtime.h before everything in a .cu file, so a project header included first
// (helper_cuda.h, which tests __DRIVER_TYPES_H__) sees the runtime: the HIP runtime goes in front of it.
TEST(PortSampleIdioms, RuntimeBeforeAProjectHeaderIncludedFirst) {
  EXPECT_EQ(port("#include <assert.h>\n#include <helper_cuda.h>\n#include <cuda_runtime.h>\n", "x.cu").text,
            "#include <hip/hip_runtime.h>\n#include <assert.h>\n#include <helper_cuda.h>\n#include <hip/hip_runtime.h>\n");
  // standard headers first: nothing added
  EXPECT_EQ(port("#include <stdio.h>\n#include <vector>\n#include <cuda_runtime.h>\n", "x.cu").text,
            "#include <stdio.h>\n#include <vector>\n#include <hip/hip_runtime.h>\n");
  // not a .cu file: nvcc includes nothing there either
  EXPECT_EQ(port("#include \"mine.h\"\n#include <cuda_runtime.h>\n", "x.cpp").text,
            "#include \"mine.h\"\n#include <hip/hip_runtime.h>\n");
}

// HIP's cudaFuncSetCacheConfig/cudaFuncGetAttributes counterparts take const void*; CUDA's template overloads
// take the kernel itself (a function, or *pointer).
TEST(PortSampleIdioms, KernelArgumentsCastForFuncApis) {
  EXPECT_EQ(tr("cudaFuncSetCacheConfig(*f, cudaFuncCachePreferShared); cudaFuncGetAttributes(&a, k);"),
            "hipFuncSetCacheConfig(reinterpret_cast<const void*>(*f), hipFuncCachePreferShared); "
            "hipFuncGetAttributes(&a, reinterpret_cast<const void*>(k));");
}

// System-scope atomics: HIP has atomicAdd_system & co. under the same names, but no atomicInc_system /
// atomicDec_system; those are reported rather than left to fail in the compiler.
TEST(PortSampleIdioms, SystemScopeIncDecEmulated) {
  TranslateResult r = port("atomicAdd_system(p, 1); atomicInc_system((unsigned int *)&a[4], 17); atomicDec_system(q, n);");
  EXPECT_TRUE(r.ok());
  EXPECT_TRUE(reported(r, "emulated-api"));
  EXPECT_EQ(r.text.find("atomicInc_system"), std::string::npos);
  EXPECT_EQ(r.text.find("atomicDec_system"), std::string::npos);
  EXPECT_TRUE(r.text.starts_with("atomicAdd_system(p, 1); [](unsigned int* address, unsigned int val) {"));
  // the call's arguments are kept, once, after the lambda
  EXPECT_NE(r.text.find("return old; }((unsigned int *)&a[4], 17);"), std::string::npos);
  EXPECT_NE(r.text.find("assumed >= val ? 0u : assumed + 1u"), std::string::npos);
  EXPECT_NE(r.text.find("return old; }(q, n);"), std::string::npos);
  EXPECT_NE(r.text.find("(assumed == 0u || assumed > val) ? val : assumed - 1u"), std::string::npos);
  // not a call (its address taken): nothing to emulate, reported
  TranslateResult f = port("auto fp = &atomicInc_system;");
  EXPECT_EQ(f.text, "auto fp = &atomicInc_system;");
  EXPECT_FALSE(f.ok());
  EXPECT_TRUE(reported(f, "unsupported-api"));
}

// <cooperative_groups/reduce.h> (in no HIP release): the include goes, cg::reduce(g, v, op) becomes a lambda
// called with the same arguments (shfl_down tree, shfl broadcast), cg::plus<T>() & co. become lambdas; under
// any alias of cooperative_groups. std::plus or thrust::reduce are left alone; what is not emulated is reported.
TEST(PortSampleIdioms, CooperativeGroupsReduceEmulated) {
  TranslateResult r = port(
      "#include <cooperative_groups.h>\n#include <cooperative_groups/reduce.h>\nnamespace cg = cooperative_groups;\n"
      "__device__ double f(cg::thread_block_tile<32> t, double v) { return cg::reduce(t, v, cg::plus<double>()); }\n"
      "__device__ int g(cg::coalesced_group c, int v) { return cooperative_groups::reduce(c, v, cg::greater<int>()); }\n"
      "int h(int a) { return std::plus<int>()(a, a) + thrust::reduce(p, q); }\n",
      "x.cu");
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.text.find("cooperative_groups/reduce.h"), std::string::npos);
  EXPECT_EQ(r.text.find("cg::reduce"), std::string::npos);
  EXPECT_EQ(r.text.find("cooperative_groups::reduce"), std::string::npos);
  EXPECT_NE(r.text.find("return [](auto group, auto value, auto op) {"), std::string::npos);
  EXPECT_NE(r.text.find("CrosswarpT other = shfl(value, offset, true); if (rank + offset < n) value = op(value, other); } "
                        "return shfl(value, 0, false); }(t, v, [](double a, double b) -> double { return a + b; });"),
            std::string::npos);
  // a value that is no integer or floating-point number (a struct, a __half) is shuffled 32 bits at a time
  EXPECT_NE(r.text.find("__builtin_memcpy(w, &v, sizeof(CrosswarpT)); for (unsigned int k = 0; k < words; ++k) w[k] = down ? "
                        "group.shfl_down(w[k], a) : group.shfl(w[k], a);"),
            std::string::npos);
  EXPECT_NE(r.text.find("}(c, v, [](int a, int b) -> int { return a < b ? b : a; });"), std::string::npos);
  EXPECT_NE(r.text.find("std::plus<int>()(a, a) + thrust::reduce(p, q)"), std::string::npos);
  EXPECT_TRUE(reported(r, "emulated-api"));
  EXPECT_EQ(port(r.text, "x.cu").text, r.text);  // porting the output again changes nothing
  // less is the lesser by <; the bitwise ones; an operator object not constructed as T() is reported
  EXPECT_EQ(tr("namespace cg = cooperative_groups; x = cg::less<float>();"),
            "namespace cg = cooperative_groups; x = [](float a, float b) -> float { return b < a ? b : a; };");
  EXPECT_EQ(tr("y = cooperative_groups::bit_xor<unsigned int>();"),
            "y = [](unsigned int a, unsigned int b) -> unsigned int { return a ^ b; };");
  // value-initialized with braces, as llm.c writes them: cg::reduce(warp, sum, cg::plus<float>{})
  EXPECT_EQ(tr("namespace cg = cooperative_groups; m = cg::reduce(w, v, cg::greater<float>{});"),
            "namespace cg = cooperative_groups; m = " + std::string(
                "[](auto group, auto value, auto op) { using CrosswarpT = decltype(value); "
                "auto shfl = [&group](CrosswarpT v, unsigned int a, bool down) { "
                "if constexpr (std::is_integral<CrosswarpT>::value || std::is_floating_point<CrosswarpT>::value) { "
                "return down ? group.shfl_down(v, a) : group.shfl(v, a); } else { "
                "constexpr unsigned int words = (sizeof(CrosswarpT) + 3) / 4; unsigned int w[words] = {}; "
                "__builtin_memcpy(w, &v, sizeof(CrosswarpT)); "
                "for (unsigned int k = 0; k < words; ++k) w[k] = down ? group.shfl_down(w[k], a) : group.shfl(w[k], a); "
                "__builtin_memcpy(&v, w, sizeof(CrosswarpT)); return v; } }; "
                "const unsigned int n = group.size(), rank = group.thread_rank(); "
                "for (unsigned int offset = 1; offset < n; offset *= 2) { CrosswarpT other = shfl(value, offset, true); "
                "if (rank + offset < n) value = op(value, other); } return shfl(value, 0, false); }") +
                "(w, v, [](float a, float b) -> float { return a < b ? b : a; });");
  for (std::string_view src : {"namespace cg = cooperative_groups; using P = cg::plus<int>;",
                               "namespace cg = cooperative_groups; cg::reduce_update_async(t, a, v, op);",
                               "namespace cg = cooperative_groups; auto s = cg::binary_partition(t, x & 1);",
                               "auto g = cooperative_groups::labeled_partition(active, bucket);"}) {
    TranslateResult k = port(src);
    EXPECT_FALSE(k.ok()) << src;
    EXPECT_TRUE(reported(k, "unsupported-api")) << src;
  }
}

// From HIP 7.13 (--hip-version 7.13 or later) <cooperative_groups/reduce.h> is HIP's
// <hip/cooperative_groups/hip_reduce.h> and cg::reduce and its operators are HIP's own: nothing is emulated; what
// HIP still lacks (reduce_update_async, reduce_store_async) is reported as before. Without --hip-version the
// emulation is written: it compiles on every HIP, where the header exists only from 7.13.
TEST(PortSampleIdioms, CooperativeGroupsReduceNativeFromHip713) {
  const char* src =
      "#include <cooperative_groups.h>\n#include <cooperative_groups/reduce.h>\nnamespace cg = cooperative_groups;\n"
      "__device__ int f(cg::thread_block_tile<32> t, int v) { return cg::reduce(t, v, cg::plus<int>()); }\n";
  const char* want =
      "#include <hip/hip_cooperative_groups.h>\n#include <hip/cooperative_groups/hip_reduce.h>\n"
      "namespace cg = cooperative_groups;\n"
      "__device__ int f(cg::thread_block_tile<32> t, int v) { return cg::reduce(t, v, cg::plus<int>()); }\n";
  for (const char* v : {"7.13", "10.0"}) {
    TranslateOptions o;
    o.hip_version = v;
    TranslateResult r = translate_source(src, "x.cu", o);
    EXPECT_TRUE(r.ok()) << v;
    EXPECT_NE(r.text.find(want), std::string::npos) << v << "\n" << r.text;
    EXPECT_FALSE(reported(r, "emulated-api")) << v;
    EXPECT_EQ(translate_source(r.text, "x.cu", o).text, r.text) << v;
    TranslateResult u = translate_source("namespace cg = cooperative_groups; void g() { cg::reduce_update_async(t, a, v, op); }",
                                         "x.cu", o);
    EXPECT_FALSE(u.ok()) << v;
  }
  // one release before, and no --hip-version: emulated
  for (const char* v : {"7.12", ""}) {
    TranslateOptions o;
    o.hip_version = v;
    TranslateResult e = translate_source(src, "x.cu", o);
    EXPECT_EQ(e.text.find("cooperative_groups/reduce.h"), std::string::npos) << v;  // the include dropped
    EXPECT_EQ(e.text.find("cg::reduce"), std::string::npos) << v;
    EXPECT_EQ(e.text.find("hip_reduce.h"), std::string::npos) << v;
    EXPECT_TRUE(reported(e, "emulated-api")) << v;
  }
}

// Group shuffles: CUDA's take any trivially copyable type, HIP's static_assert an integer or a float (shfl_scan
// shuffles uint4 members with tile.shfl_xor). A shfl/shfl_up/shfl_down/shfl_xor call on a variable declared as a
// tile or coalesced group (type, or initialized from tiled_partition / coalesced_threads; parameters too)
// becomes a lambda taking the group and both arguments: the group's own shuffle for arithmetic values, else
// word by word. Other receivers and calls of another shape are left alone; the output ports to itself.
TEST(PortSampleIdioms, CooperativeGroupShufflesOfAnyType) {
  const std::string lambda =
      "[](const auto& g, auto v, auto a) { using CrosswarpT = decltype(v); if constexpr (std::is_integral<CrosswarpT>::value || "
      "std::is_floating_point<CrosswarpT>::value) { return g.shfl_xor(v, a); } else { constexpr unsigned int n = (sizeof(CrosswarpT) + "
      "3) / 4; unsigned int w[n] = {}; __builtin_memcpy(w, &v, sizeof(CrosswarpT)); for (unsigned int k = 0; k < n; ++k) "
      "w[k] = g.shfl_xor(w[k], a); __builtin_memcpy(&v, w, sizeof(CrosswarpT)); return v; } }";
  TranslateResult r = port("namespace cg = cooperative_groups;\n"
                           "__device__ void f(uint4& r) {\n"
                           "  const auto tile = cg::tiled_partition<32>(cg::this_thread_block());\n"
                           "  r.y = tile.shfl_xor(r.y, 1);\n}\n",
                           "x.cu");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find("  r.y = " + lambda + "(tile, r.y, 1);\n"), std::string::npos) << r.text;
  EXPECT_TRUE(reported(r, "emulated-api"));
  EXPECT_EQ(port(r.text, "x.cu").text, r.text);
  // every shuffle, every way of declaring the group; nested calls
  std::string t = tr("__device__ P f(cg::thread_block_tile<16> const& t, P p) { return t.shfl_down(p, 1); }\n"
                     "__device__ P g(coalesced_group c, P p) { return c.shfl(c.shfl_up(p, 2), 0); }\n"
                     "void h() { auto w = cooperative_groups::coalesced_threads(); q = w.shfl(q, 3); }\n");
  for (std::string_view s : {"return g.shfl_down(v, a);", "return g.shfl(v, a);", "return g.shfl_up(v, a);"})
    EXPECT_NE(t.find(s), std::string::npos) << s;
  EXPECT_NE(t.find("}(t, p, 1); }"), std::string::npos) << t;
  EXPECT_NE(t.find("}(c, p, 2), 0); }"), std::string::npos) << t;
  EXPECT_NE(t.find("}(w, q, 3); }"), std::string::npos) << t;
  // not a group variable, a member receiver, not two arguments: unchanged
  for (std::string_view src : {"x = obj.shfl_xor(v, 1);", "thread_block_tile<32> t; x = s.t.shfl(v, 0);",
                               "thread_block_tile<32> t; x = t.shfl(v);", "thread_block_tile<32> t; x = t.shfl;",
                               "coalesced_group c; x = c.shfl(v, 0, 1);", "coalesced_group c; x = c.thread_rank();"})
    EXPECT_EQ(tr(src), src);
}

// What HIP cannot express is reported where it is (exit 1), not left for hipcc to trip on: a kernel launched
// from device code (dynamic parallelism) and inline assembly in device code (PTX). Host launches and host asm
// are fine.
TEST(PortSampleIdioms, DeviceLaunchAndDeviceAsmReported) {
  TranslateResult r = port(
      "__global__ void child(int d) {}\n"
      "__global__ void parent(int d) {\n  if (d > 0) { child<<<1, 1>>>(d - 1); }\n}\n"
      "void host() { child<<<2, 2>>>(3); }\n",
      "x.cu");
  EXPECT_FALSE(r.ok());
  ASSERT_TRUE(reported(r, "dynamic-parallelism"));
  int launches = 0;
  for (const Diagnostic& d : r.diagnostics)
    if (d.rule == "dynamic-parallelism") {
      ++launches;
      EXPECT_EQ(d.line, 3u);
    }
  EXPECT_EQ(launches, 1);
  TranslateResult a = port(
      "__device__ __forceinline__ unsigned add(unsigned x, unsigned y) { unsigned l; "
      "asm(\"add.sat.s32 %0, %1, %2;\" : \"=r\"(l) : \"r\"(x), \"r\"(y)); return l; }\n",
      "x.cu");
  EXPECT_FALSE(a.ok());
  EXPECT_TRUE(reported(a, "inline-asm"));
  TranslateResult h = port("static inline void pause() { __asm__ volatile(\"pause\"); }\nnamespace n { void f() { asm(\"nop\"); } }\n",
                           "x.cpp");
  EXPECT_TRUE(h.ok());
  EXPECT_FALSE(reported(h, "inline-asm"));
}

// Inline PTX that only reads a special register into its one output (inlinePTX's %laneid) is that register's
// HIP expression, assigned (a note); anything more -- another instruction, inputs, clobbers, an unknown
// register, two instructions -- stays and is reported as before.
TEST(PortSampleIdioms, PtxSpecialRegisterReadsBecomeExpressions) {
  TranslateResult r = port(
      "__global__ void k(unsigned* d) {\n  unsigned int laneid;\n  asm(\"mov.u32 %0, %%laneid;\" : \"=r\"(laneid));\n"
      "  d[0] = laneid;\n  asm volatile(\"mov.u32 %0, %%tid.y;\\n\\t\" : \"=r\"(d[1]));\n"
      "  long long c; __asm__ __volatile__(\"mov.u64 %0, %%clock64;\" : \"=l\"(c));\n}\n",
      "x.cu");
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.text,
            "#include <hip/hip_runtime.h>\n__global__ void k(unsigned* d) {\n  unsigned int laneid;\n  laneid = __lane_id();\n  d[0] = laneid;\n"
            "  (d[1]) = threadIdx.y;\n  long long c; c = clock64();\n}\n");
  EXPECT_TRUE(reported(r, "emulated-api"));
  EXPECT_EQ(port(r.text, "x.cu").text, r.text);
  // a "memory" clobber does not matter to a register read (accel-sim's timing loops: %clock between memory
  // accesses)
  EXPECT_EQ(port("__device__ void f(unsigned& t) { asm volatile(\"mov.u32 %0, %%clock;\" : "
                 "\"=r\"(t)::\"memory\"); }",
                 "x.cu")
                .text,
            "#include <hip/hip_runtime.h>\n__device__ void f(unsigned& t) { t = clock(); }");
  // CUB's WarpId and profilers' SM ids: the wavefront's index in the block (unique among its wavefronts, the
  // same for their lanes, as PTX promises of %warpid) and HIP's __smid();
  // tests/simt/emulate_inputs/ptx_ids.cu runs them.
  TranslateResult ids = port(
      "__device__ void f(unsigned& w, unsigned& s) {\n"
      "  asm(\"mov.u32 %0, %%warpid;\" : \"=r\"(w));\n"
      "  asm volatile(\"mov.u32 %0, %%smid;\" : \"=r\"(s));\n}\n",
      "x.cu");
  EXPECT_TRUE(ids.ok());
  EXPECT_EQ(ids.text,
            "#include <hip/hip_runtime.h>\n__device__ void f(unsigned& w, unsigned& s) {\n"
            "  w = ((threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) / warpSize);\n"
            "  s = __smid();\n}\n");
  EXPECT_EQ(port(ids.text, "x.cu").text, ids.text);
  for (std::string_view src :
       {"__device__ void f(unsigned& l) { asm(\"mov.u32 %0, %%nwarpid;\" : \"=r\"(l)); }",
        "__device__ void f(unsigned& l) { asm(\"mov.u32 %0, %%laneid; mov.u32 %0, 1;\" : \"=r\"(l)); }",
        "__device__ void f(unsigned& l) { asm(\"mov.u32 %0, %1;\" : \"=r\"(l) : \"r\"(3)); }",
        "__device__ void f(unsigned& l) { asm(\"mov.u32 %0, %%laneid;\" : \"=r\"()); }",
        "__device__ void f(unsigned& l) { asm(\"mov.u32 %0, %%laneid;\"); }"}) {
    TranslateResult k = port(src, "x.cu");
    EXPECT_FALSE(k.ok()) << src;
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
    EXPECT_EQ(k.text, "#include <hip/hip_runtime.h>\n" + std::string(src));
  }
}

// The lane-mask registers (PTX: 32-bit) are the masks of the lanes below, at, above ... the calling one, from
// __lane_id(): 64-bit, active or not (HIP's own __lanemask_lt/gt leave out inactive lanes). A 32-bit operand is
// reported (lane-mask-width): lanes 32-63 do not fit. nvcc also takes a single '%' before the register (HeCBench's
// bscan); a single '%' before a digit is an operand and stays. tests/simt/emulate_inputs/lanemask_ptx.cu runs them.
TEST(PortSampleIdioms, PtxLaneMaskReadsBecomeMasksOfTheLaneId) {
  TranslateResult r = port(
      "__device__ unsigned f() {\n  unsigned int m, n, o, p, q;\n  asm(\"mov.u32 %0, %lanemask_lt;\" : \"=r\"(m));\n"
      "  asm(\"mov.u32 %0, %%lanemask_le;\" : \"=r\"(n));\n  asm(\"mov.u32 %0, %%lanemask_eq;\" : \"=r\"(o));\n"
      "  asm(\"mov.u32 %0, %%lanemask_gt;\" : \"=r\"(p));\n  asm(\"mov.u32 %0, %%lanemask_ge;\" : \"=r\"(q));\n"
      "  return m ^ n ^ o ^ p ^ q;\n}\n",
      "x.cu");
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.text,
            "#include <hip/hip_runtime.h>\n__device__ unsigned f() {\n  unsigned int m, n, o, p, q;\n"
            "  m = ((1ull << __lane_id()) - 1);\n  n = ((2ull << __lane_id()) - 1);\n  o = (1ull << __lane_id());\n"
            "  p = (~0ull << __lane_id() << 1);\n  q = (~0ull << __lane_id());\n  return m ^ n ^ o ^ p ^ q;\n}\n");
  int narrow = 0;
  for (const Diagnostic& d : r.diagnostics) narrow += d.rule == "lane-mask-width";
  EXPECT_EQ(narrow, 5);
  EXPECT_EQ(port(r.text, "x.cu").text, r.text);
  TranslateResult k = port("__device__ void f(unsigned& l) { asm(\"mov.u32 %0, %1;\" : \"=r\"(l) : \"r\"(3)); }", "x.cu");
  EXPECT_TRUE(reported(k, "inline-asm"));
}

// Inline PTX that is one global load or store with only cache hints (llama_cu_awq's weight loads with
// L1::no_allocate, say) is the same access in C++: an immediately invoked lambda over the operands, a note.
TEST(PortSampleIdioms, PtxCacheHintedGlobalAccessesBecomeCpp) {
  TranslateResult r = port(
      "__device__ uint4 f(const uint4* ptr) {\n  uint4 ret;\n"
      "  asm volatile(\"ld.global.L1::no_allocate.v4.u32 {%0,%1,%2,%3}, [%4];\" : \"=r\"(ret.x), \"=r\"(ret.y), "
      "\"=r\"(ret.z), \"=r\"(ret.w) : \"l\"(ptr));\n  return ret;\n}\n"
      "__device__ void g(float* out, float v, const unsigned short* h, unsigned short& t) {\n"
      "  asm(\"st.global.cs.f32 [%0], %1;\" :: \"l\"(out + 1), \"f\"(v) : \"memory\");\n"
      "  asm volatile(\"ld.global.cv.u16 %0, [%1];\" : \"=h\"(t) : \"l\"(h));\n}\n",
      "x.cu");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find("  [&] { const unsigned int* crosswarp_ptx_p = reinterpret_cast<const unsigned int*>(ptr); "
                        "ret.x = crosswarp_ptx_p[0]; ret.y = crosswarp_ptx_p[1]; ret.z = crosswarp_ptx_p[2]; "
                        "ret.w = crosswarp_ptx_p[3]; }();\n"),
            std::string::npos)
      << r.text;
  // a store's pointer is C-cast: it may point to const, as the asm's register allows
  EXPECT_NE(r.text.find("  [&] { float* crosswarp_ptx_p = (float*)(out + 1); crosswarp_ptx_p[0] = v; }();\n"),
            std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("[&] { const volatile unsigned short* crosswarp_ptx_p = reinterpret_cast<const volatile "
                        "unsigned short*>(h); t = crosswarp_ptx_p[0]; }();"),
            std::string::npos)
      << r.text;
  EXPECT_TRUE(reported(r, "emulated-api"));
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_EQ(port(r.text, "x.cu").text, r.text);
  // Not a plain access: another state space, an unknown qualifier (mmio) or a cache-policy operand, two
  // instructions, an address with an offset, operands that do not match the vector, an output the template
  // does not write.
  for (std::string_view src :
       {"__device__ void f(unsigned& v, const unsigned* p) { asm(\"ld.local.u32 %0, [%1];\" : \"=r\"(v) : "
        "\"l\"(p)); }",
        "__device__ void f(unsigned& v, const unsigned* p) { asm(\"ld.global.mmio.relaxed.sys.u32 %0, "
        "[%1];\" : \"=r\"(v) : \"l\"(p)); }",
        "__device__ void f(unsigned& v, const unsigned* p, unsigned long long c) { "
        "asm(\"ld.global.L2::cache_hint.u32 %0, [%1], %2;\" : \"=r\"(v) : \"l\"(p), \"l\"(c)); }",
        "__device__ void f(unsigned& v, const unsigned* p) { asm(\"ld.global.u32 %0, [%1]; add.u32 %0, %0, "
        "1;\" : \"=r\"(v) : \"l\"(p)); }",
        "__device__ void f(unsigned& v, const unsigned* p) { asm(\"ld.global.u32 %0, [%1+4];\" : \"=r\"(v) : "
        "\"l\"(p)); }",
        "__device__ void f(unsigned& v, const unsigned* p) { asm(\"ld.global.v2.u32 {%0}, [%1];\" : "
        "\"=r\"(v) : \"l\"(p)); }",
        "__device__ void f(unsigned& v, const unsigned* p) { asm(\"ld.global.u32 %1, [%0];\" : \"=r\"(v) : "
        "\"l\"(p)); }"}) {
    TranslateResult k = port(src, "x.cu");
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
    EXPECT_EQ(k.text, "#include <hip/hip_runtime.h>\n" + std::string(src));
  }
}

// Inline PTX that is one integer instruction (the dequantization kernels' prmt and lop3, CUB's SHR_ADD, bfe,
// ...) is an assignment of HIP's intrinsic or of crosswarpPtx<Form>, defined once in the file; literals and
// "n" operands are passed as they are, a "+r" output is read as %0, and the port of the output is the output.
TEST(PortSampleIdioms, PtxIntegerInstructionsBecomeCpp) {
  TranslateResult r = port(
      "template <int lut> __device__ int lop3(int a, int b, int c) {\n  int res;\n"
      "  asm volatile(\"lop3.b32 %0, %1, %2, %3, %4;\\n\" : \"=r\"(res) : \"r\"(a), \"r\"(b), \"r\"(c), "
      "\"n\"(lut));\n"
      "  return res;\n}\n"
      "__device__ unsigned f(unsigned x, unsigned s, unsigned a, unsigned* o) {\n  unsigned r;\n"
      "  asm(\"vshr.u32.u32.u32.clamp.add %0, %1, %2, %3;\" : \"=r\"(r) : \"r\"(x), \"r\"(s), \"r\"(a));\n"
      "  asm(\"prmt.b32 %0, %1, %2, 0x5140;\" : \"=r\"(o[1]) : \"r\"(x), \"r\"(0));\n"
      "  asm(\"bfi.b32 %0, %1, %0, 4, 8;\" : \"+r\"(o[2]) : \"r\"(x));\n"
      "  asm(\"popc.b32 %0, %1;\" : \"=r\"(o[3]) : \"r\"(x ^ s));\n"
      "  asm(\"prmt.b32 %0, %1, %2, %3;\" : \"=r\"(o[4]) : \"r\"(x), \"r\"(s), \"r\"(a));\n"
      "  return r;\n}\n",
      "x.cu");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find("  res = crosswarpPtxLop3B32(a, b, c, lut);\n"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("  r = crosswarpPtxVshrU32U32U32ClampAdd(x, s, a);\n"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("  (o[1]) = crosswarpPtxPrmtB32(x, 0, 0x5140);\n"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("  (o[2]) = crosswarpPtxBfiB32(x, o[2], 4, 8);\n"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("  (o[3]) = __popc(x ^ s);\n"), std::string::npos) << r.text;
  for (std::string_view g : {"CROSSWARP_PTX_LOP3_B32", "CROSSWARP_PTX_VSHR_U32_U32_U32_CLAMP_ADD",
                             "CROSSWARP_PTX_PRMT_B32", "CROSSWARP_PTX_BFI_B32"}) {
    const std::string guard = "#ifndef " + std::string(g) + "\n";
    EXPECT_NE(r.text.find(guard), std::string::npos) << g;
    EXPECT_EQ(r.text.find(guard), r.text.rfind(guard)) << g;  // defined once
  }
  EXPECT_EQ(r.text.find("POPC"), std::string::npos);  // HIP's __popc: nothing defined
  EXPECT_EQ(r.text.find("asm"), std::string::npos) << r.text;
  EXPECT_TRUE(reported(r, "emulated-api"));
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_EQ(r.rewritten_asm.size(), 6u);
  // in a device function declared through a macro of another header (CUTLASS_DEVICE), which the port cannot
  // tell from a host one: PTX's syntax is no host asm's
  EXPECT_EQ(port("CUTLASS_DEVICE unsigned f(unsigned a) { unsigned d; asm(\"brev.b32 %0, %1;\" : \"=r\"(d) : "
                 "\"r\"(a)); "
                 "return d; }",
                 "x.cu")
                .text,
            "#include <hip/hip_runtime.h>\nCUTLASS_DEVICE unsigned f(unsigned a) { unsigned d; d = "
            "__brev(a); return d; }");
  EXPECT_EQ(port(r.text, "x.cu").text, r.text);
  // Every form has a definition or is an intrinsic, and the definitions compile on their own in C++ (the simt
  // test and tests/device/ptx_check.sh check their values).
  // 93 integer forms, 15 approximate float ones, 32 IEEE ones in a stated rounding mode, 12 barriers and
  // fences and trap, 4 packing and unpacking moves
  EXPECT_EQ(ptx_alu_instructions().size(), 157u);
  // moves between a register and its two halves (the first the low one); a // comment in the template is no
  // operand
  EXPECT_EQ(
      port("__device__ void f(unsigned long long& x, unsigned& lo, unsigned& hi) {\n"
           "  asm(\"mov.b64 {%0,%1},%2; // unpack\\n\\t\" : \"=r\"(lo), \"=r\"(hi) : \"l\"(x));\n"
           "  asm(\"mov.b64 %0, {%1, %2};\" : \"=l\"(x) : \"r\"(hi), \"r\"(lo));\n}\n",
           "x.cu")
          .text,
      "#include <hip/hip_runtime.h>\n#ifndef CROSSWARP_PTX_MOV_B64_PACK\n#define CROSSWARP_PTX_MOV_B64_PACK\n"
      "// PTX's mov.b64 d, {lo, hi} in C++: two halves into one register (crosswarp port)\n"
      "static __device__ inline unsigned long long crosswarpPtxMovB64Pack(unsigned int lo, unsigned int hi) "
      "{\n"
      "  return (static_cast<unsigned long long>(hi) << 32) | lo;\n}\n#endif\n"
      "__device__ void f(unsigned long long& x, unsigned& lo, unsigned& hi) {\n"
      "  [&] { const unsigned long long crosswarp_ptx_v = x; lo = static_cast<unsigned "
      "int>(crosswarp_ptx_v); "
      "hi = static_cast<unsigned int>(crosswarp_ptx_v >> 32); }();\n"
      "  x = crosswarpPtxMovB64Pack(hi, lo);\n}\n");
  // Not written: two instructions, one of them not written alone, an unknown form or modifier (.min: wider
  // than 32 bits), a 16-bit operand, an output read without "+", an operand that does not exist, a predicate
  // operand, the wrong operand count.
  for (std::string_view src :
       {"__device__ void f(unsigned& v, unsigned a) { asm(\"popc.b32 %0, %1; brkpt;\" : \"=r\"(v) "
        ": \"r\"(a)); }",
        "__device__ void f(unsigned& v, unsigned a) { asm(\"vshl.u32.u32.u32.clamp.min %0, %1, %1, %1;\" : "
        "\"=r\"(v) : \"r\"(a)); }",
        "__device__ void f(unsigned short& v, unsigned short a) { asm(\"popc.b32 %0, %1;\" : \"=h\"(v) : "
        "\"h\"(a)); }",
        "__device__ void f(unsigned& v, unsigned a) { asm(\"bfi.b32 %0, %1, %0, 4, 8;\" : \"=r\"(v) : "
        "\"r\"(a)); }",
        "__device__ void f(unsigned& v, unsigned a) { asm(\"brev.b32 %0, %2;\" : \"=r\"(v) : \"r\"(a)); }",
        "__device__ void f(unsigned& v, unsigned a) { asm(\"add.cc.u32 %0, %1, %1;\" : \"=r\"(v) : "
        "\"r\"(a)); }",
        "__device__ void f(unsigned& v, unsigned a) { asm(\"bfe.u32 %0, %1, 4;\" : \"=r\"(v) : \"r\"(a)); "
        "}"}) {
    TranslateResult k = port(src, "x.cu");
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
    EXPECT_EQ(k.text, "#include <hip/hip_runtime.h>\n" + std::string(src));
    EXPECT_TRUE(k.rewritten_asm.empty());
  }
}

// IEEE add, sub, mul and fma in a stated rounding mode (CUB's FMUL_RZ and FFMA_RZ) become HIP's intrinsic of
// that mode, as CUDA's __fmul_rz does. HIP declares the directed ones only with OCML_BASIC_ROUNDED_OPERATIONS
// defined on the command line: a warning says so, for the PTX written and for CUDA's own intrinsics alike.
TEST(PortSampleIdioms, PtxRoundedFloatInstructionsBecomeHipsIntrinsics) {
  TranslateResult r = port(
      "__device__ float f(float a, float b, double x, double y) {\n  float d; double e = 0;\n"
      "  asm(\"mul.rz.f32 %0, %1, %2;\" : \"=f\"(d) : \"f\"(a), \"f\"(b));\n"
      "  asm(\"fma.rm.f64 %0, %1, %2, %0;\" : \"+d\"(e) : \"d\"(x), \"d\"(y));\n"
      "  asm(\"add.rp.f32 %0, %0, %1;\" : \"+f\"(d) : \"f\"(a));\n  return d + e;\n}\n",
      "x.cu");
  for (std::string_view line :
       {"  d = __fmul_rz(a, b);\n", "  e = __fma_rd(x, y, e);\n", "  d = __fadd_ru(d, a);\n"})
    EXPECT_NE(r.text.find(line), std::string::npos) << line << r.text;
  EXPECT_EQ(r.text.find("asm"), std::string::npos) << r.text;
  EXPECT_TRUE(reported(r, "compile-flag"));
  EXPECT_EQ(port(r.text, "x.cu").text, r.text);
  // .rn needs no flag
  r = port(
      "__device__ float f(float a, float b) { float d; asm(\"sub.rn.f32 %0, %1, %2;\" : \"=f\"(d) : "
      "\"f\"(a), \"f\"(b)); return d; }",
      "x.cu");
  EXPECT_NE(r.text.find("d = __fsub_rn(a, b);"), std::string::npos) << r.text;
  EXPECT_FALSE(reported(r, "compile-flag"));
  // CUDA's own directed intrinsic, kept by name, gets the same warning; a file that defines the switch does
  // not
  EXPECT_TRUE(reported(port("__global__ void k(float* x) { x[0] = __fdiv_rz(x[1], x[2]); }", "x.cu"),
                       "compile-flag"));
  EXPECT_FALSE(reported(port("#ifndef OCML_BASIC_ROUNDED_OPERATIONS\n#error build with it\n#endif\n"
                             "__global__ void k(float* x) { x[0] = __fmul_rz(x[1], x[2]); }",
                             "x.cu"),
                        "compile-flag"));
  // Not written: div/sqrt/rcp in a rounding mode (ROCm 5.7 lacks them; HIP's directed rcp is approximate),
  // .ftz, integer registers
  for (
      std::string_view src :
      {"__device__ void f(float& d, float a) { asm(\"div.rz.f32 %0, %1, %1;\" : \"=f\"(d) : \"f\"(a)); }",
       "__device__ void f(float& d, float a) { asm(\"sqrt.rn.f32 %0, %1;\" : \"=f\"(d) : \"f\"(a)); }",
       "__device__ void f(float& d, float a) { asm(\"mul.rz.ftz.f32 %0, %1, %1;\" : \"=f\"(d) : \"f\"(a)); }",
       "__device__ void f(unsigned& d, unsigned a) { asm(\"mul.rz.f32 %0, %1, %1;\" : \"=r\"(d) : \"r\"(a)); "
       "}",
       "__device__ void f(double& d, float a) { asm(\"add.rz.f64 %0, %1, %1;\" : \"=d\"(d) : \"f\"(a)); }"}) {
    TranslateResult k = port(src, "x.cu");
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
    EXPECT_TRUE(k.rewritten_asm.empty()) << src;
  }
}

// Approximate float instructions become HIP's function of the same math (noted as approximate), barriers and
// fences without operands HIP's of the same scope, trap __builtin_trap(); a named barrier with a thread count
// has none and stays, reported.
TEST(PortSampleIdioms, PtxApproximateMathBarriersAndFencesBecomeHips) {
  TranslateResult r = port(
      "__global__ void k(float* x) {\n  float y;\n"
      "  asm(\"ex2.approx.ftz.f32 %0, %1;\" : \"=f\"(y) : \"f\"(x[threadIdx.x] * 1.4426950f));\n"
      "  asm volatile(\"bar.sync 0;\");\n"
      "  asm volatile(\"membar.gl;\" ::: \"memory\");\n"
      "  asm volatile(\"fence.acq_rel.sys;\\n\");\n"
      "  asm(\"tanh.approx.f32 %0, %0;\" : \"+f\"(y));\n"
      "  asm(\"rcp.approx.f32 %0, %1;\" : \"=f\"(x[0]) : \"f\"(y));\n"
      "  if (y < 0) asm(\"trap;\");\n"
      "  x[threadIdx.x] = y;\n}\n",
      "x.cu");
  EXPECT_TRUE(r.ok());
  for (std::string_view line : {"  y = exp2f(x[threadIdx.x] * 1.4426950f);\n", "  __syncthreads();\n",
                                "  __threadfence();\n", "  __threadfence_system();\n", "  y = tanhf(y);\n",
                                "  (x[0]) = __frcp_rn(y);\n", "  if (y < 0) __builtin_trap();\n"})
    EXPECT_NE(r.text.find(line), std::string::npos) << line << r.text;
  EXPECT_EQ(r.text.find("asm"), std::string::npos) << r.text;
  bool approximate = false;
  for (const Diagnostic& d : r.diagnostics)
    approximate =
        approximate || (d.rule == "emulated-api" && d.message.find("approximate") != std::string::npos);
  EXPECT_TRUE(approximate);
  EXPECT_EQ(port(r.text, "x.cu").text, r.text);
  // Not written: a named barrier with a thread count, a float form on integer registers, a float literal
  // operand.
  for (std::string_view src :
       {"__device__ void f() { asm volatile(\"bar.sync 1, 64;\"); }",
        "__device__ void f(unsigned& v, unsigned a) { asm(\"ex2.approx.f32 %0, %1;\" : "
        "\"=r\"(v) : \"r\"(a)); }",
        "__device__ void f(float& v) { asm(\"ex2.approx.f32 %0, 0f3F800000;\" : \"=f\"(v)); }",
        "__device__ void f(unsigned& v) { asm volatile(\"membar.gl;\" : \"=r\"(v)); }"}) {
    TranslateResult k = port(src, "x.cu");
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
    EXPECT_EQ(k.text, "#include <hip/hip_runtime.h>\n" + std::string(src));
  }
}

// Loads and stores with a memory order (global or generic, qualifiers in either order as CUTLASS writes
// them), volatile ones, and red/atom on integers become clang's __atomic builtins of the same order (system
// scope on AMD GPUs).
TEST(PortSampleIdioms, PtxMemoryOrderedAccessesAndAtomicsBecomeAtomicBuiltins) {
  TranslateResult r = port(
      "__device__ int f(int* flag, unsigned long long* p, unsigned long long v, int* counter) {\n  int s, "
      "old;\n"
      "  asm volatile(\"ld.global.acquire.gpu.b32 %0, [%1];\\n\" : \"=r\"(s) : \"l\"(flag));\n"
      "  asm volatile(\"st.release.sys.global.u64 [%0], %1;\" :: \"l\"(p), \"l\"(v) : \"memory\");\n"
      "  asm volatile(\"ld.volatile.global.u64 %0, [%1];\" : \"=l\"(v) : \"l\"(p));\n"
      "  asm volatile(\"red.relaxed.gpu.global.add.s32 [%0], %1;\" :: \"l\"(counter), \"r\"(1));\n"
      "  asm volatile(\"atom.acquire.gpu.global.cas.b32 %0, [%1], %2, %3;\" : \"=r\"(old) : \"l\"(flag), "
      "\"r\"(0), "
      "\"r\"(1));\n"
      "  return s + old;\n}\n",
      "x.cu");
  EXPECT_TRUE(r.ok());
  for (std::string_view piece :
       {"const unsigned int* crosswarp_ptx_p = reinterpret_cast<const unsigned int*>(flag); unsigned int "
        "crosswarp_ptx_v; "
        "__atomic_load(crosswarp_ptx_p, &crosswarp_ptx_v, __ATOMIC_ACQUIRE); s = crosswarp_ptx_v; }();",
        "unsigned long long crosswarp_ptx_v = v; __atomic_store(crosswarp_ptx_p, &crosswarp_ptx_v, "
        "__ATOMIC_RELEASE); }();",
        "const volatile unsigned long long* crosswarp_ptx_p",
        "__atomic_fetch_add(crosswarp_ptx_p, static_cast<int>(1), "
        "__ATOMIC_RELAXED); }();",
        "__atomic_compare_exchange_n(crosswarp_ptx_p, &crosswarp_ptx_v, static_cast<unsigned int>(1), false, "
        "__ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); old = crosswarp_ptx_v; }();"})
    EXPECT_NE(r.text.find(piece), std::string::npos) << piece << "\n" << r.text;
  EXPECT_EQ(r.text.find("asm"), std::string::npos) << r.text;
  EXPECT_EQ(port(r.text, "x.cu").text, r.text);
  // An order on a vector: each element's access of that order (the PTX memory model: a vector access is its
  // elements' scalar accesses in an unspecified order), as NCCL's ld.relaxed.gpu.global.v2.b64 and DeepEP's
  // st.relaxed.gpu.global.L1::no_allocate.v4.s32 write it.
  TranslateResult v = port(
      "__device__ void f(uint2& v, const void* p, int4 w, int* q) {\n"
      "  asm(\"ld.acquire.gpu.global.v2.u32 {%0, %1}, [%2];\" : \"=r\"(v.x), \"=r\"(v.y) : \"l\"(p));\n"
      "  asm volatile(\"st.relaxed.gpu.global.L1::no_allocate.v4.s32 [%0], {%1, %2, %3, %4};\" : : \"l\"(q), "
      "\"r\"(w.x), \"r\"(w.y), \"r\"(w.z), \"r\"(w.w));\n}\n",
      "x.cu");
  EXPECT_NE(
      v.text.find("  [&] { const unsigned int* crosswarp_ptx_p = reinterpret_cast<const unsigned int*>(p); "
                  "unsigned int crosswarp_ptx_v0; __atomic_load(crosswarp_ptx_p, &crosswarp_ptx_v0, "
                  "__ATOMIC_ACQUIRE); v.x = crosswarp_ptx_v0; unsigned int crosswarp_ptx_v1; "
                  "__atomic_load(crosswarp_ptx_p + 1, &crosswarp_ptx_v1, __ATOMIC_ACQUIRE); v.y = "
                  "crosswarp_ptx_v1; }();\n"),
      std::string::npos)
      << v.text;
  EXPECT_NE(v.text.find("int crosswarp_ptx_v3 = w.w; __atomic_store(crosswarp_ptx_p + 3, &crosswarp_ptx_v3, "
                        "__ATOMIC_RELAXED); }();"),
            std::string::npos)
      << v.text;
  EXPECT_FALSE(reported(v, "inline-asm"));
  // Not written: a distributed shared-memory access, a scope without an order, a float reduction, a plain
  // generic load, an acquire store, a volatile access with an order.
  for (std::string_view src :
       {"__device__ void f(unsigned& v, unsigned long long p) { asm(\"ld.acquire.gpu.shared::cluster.u32 %0, "
        "[%1];\" "
        ": \"=r\"(v) : \"l\"(p)); }",
        "__device__ void f(uint2& v, const void* p) { asm(\"ld.volatile.acquire.gpu.global.v2.u32 {%0, %1}, "
        "[%2];\" : \"=r\"(v.x), \"=r\"(v.y) : \"l\"(p)); }",
        "__device__ void f(unsigned& v, const void* p) { asm(\"ld.gpu.global.u32 %0, [%1];\" : \"=r\"(v) : "
        "\"l\"(p)); }",
        "__device__ void f(float* p, float v) { asm(\"red.global.add.f32 [%0], %1;\" :: \"l\"(p), \"f\"(v)); "
        "}",
        "__device__ void f(unsigned& v, const void* p) { asm(\"ld.u32 %0, [%1];\" : \"=r\"(v) : \"l\"(p)); }",
        "__device__ void f(unsigned v, void* p) { asm(\"st.acquire.gpu.global.u32 [%0], %1;\" :: \"l\"(p), "
        "\"r\"(v)); }"}) {
    TranslateResult k = port(src, "x.cu");
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
    EXPECT_EQ(k.text, "#include <hip/hip_runtime.h>\n" + std::string(src));
  }
}

// PTX the port does not write is reported also in a function it cannot tell to be device code
// (CUTLASS_DEVICE, a macro of another header), by its first instruction; host asm (x86, AArch64, a compiler
// barrier) is not.
TEST(PortSampleIdioms, PtxIsReportedInFunctionsNotKnownAsDeviceCode) {
  for (std::string_view src :
       {"CUTLASS_DEVICE void f(unsigned& h) { asm volatile(\"cvt.rna.tf32.f32 %0, %1;\\n\" : \"=r\"(h) : "
        "\"r\"(h)); }",
        "CUTLASS_DEVICE void f(unsigned& h) { asm volatile(\"{\\n\\t.reg .b32 t;\\n\\tcvt.rna.tf32.f32 t, "
        "%0;\\n\\t}\" : \"+r\"(h)); }",
        "CUTLASS_DEVICE void f() { asm volatile(\"// stop\\n\\texit;\"); }"}) {
    TranslateResult k = port(src, "x.cu");
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
    EXPECT_FALSE(k.ok()) << src;
  }
  for (std::string_view src :
       {"void f(int& x) { asm(\"movl %%eax, %0\" : \"=r\"(x)); }", "void f() { asm volatile(\"pause\"); }",
        "void f() { asm volatile(\"\" ::: \"memory\"); }", "void f() { asm volatile(\"mov x0, x1\"); }",
        "void f() { asm volatile(\"b.eq 1f\\n1:\"); }",
        "void f(int& x) { __asm__ __volatile__(\"rdtsc\" : \"=a\"(x)); }",
        "void f(long& x) { asm(\"add %1, %0\" : \"+r\"(x) : \"r\"(1L)); }"}) {
    TranslateResult k = port(src, "x.cpp");
    EXPECT_FALSE(reported(k, "inline-asm")) << src;
  }
}

// device_function_tokens (one pass, what the translator uses) answers as in_device_function does token by token:
// nested blocks, lambdas, namespaces and classes, unbalanced braces, headers cut by directives.
TEST(PortSampleIdioms, DeviceFunctionTokensMatchPerTokenScan) {
  for (std::string_view src :
       {"namespace n { __global__ void k(int* p) { if (p) { asm(\"x\"); } auto f = [] { return 1; }; }\n"
        "void h() { k<<<1, 1>>>(0); { int a; } } struct S { __device__ int g() const { return 2; } }; }",
        "__device__\n#if 1\nint f()\n#endif\n{ return 1; }\n}} void g() { { __device__ int x; } }",
        "__global__ void a() { } } } __device__ void b() { { { x; } } } {{ __global__ void c() {"}) {
    auto toks = lex(src).tokens;
    std::vector<bool> all = device_function_tokens(toks);
    ASSERT_EQ(all.size(), toks.size());
    for (std::size_t i = 0; i < toks.size(); ++i)
      EXPECT_EQ(all[i], in_device_function(toks, i)) << src << " token " << i << " '" << toks[i].text << "'";
  }
}

// cudaDeviceProp fields HIP 5.7's hipDeviceProp_t lacks: renamed where HIP 5.7 has the same property under
// another name, reported otherwise (deviceQuery's layered-texture limits, asyncEngineCount, ...). Only as
// members, only for a HIP older than 6.0.
TEST(PortSampleIdioms, DevicePropFieldsHip57Lacks) {
  EXPECT_EQ(tr("s = prop.sharedMemPerMultiprocessor; t = p->sharedMemPerMultiprocessor;"),
            "s = prop.maxSharedMemoryPerMultiProcessor; t = p->maxSharedMemoryPerMultiProcessor;");
  TranslateResult r = port("printf(\"%d %d\", prop.maxTexture1DLayered[0], prop.asyncEngineCount);");
  EXPECT_FALSE(r.ok());
  int n = 0;
  for (const Diagnostic& d : r.diagnostics) n += d.rule == "unsupported-api";
  EXPECT_EQ(n, 2);
  EXPECT_TRUE(port("int asyncEngineCount = 2; x = prop.totalGlobalMem + prop.l2CacheSize;").ok());
  TranslateOptions o;
  o.hip_version = "6.2";
  EXPECT_TRUE(translate_source("n = prop.asyncEngineCount;", "x.cpp", o).ok());
}

// hip-clang defines no __CUDA_ARCH__: "#if __CUDA_ARCH__ >= 700" reads 0 in both passes and its code silently
// disappears from the HIP build; reported (exit 1). defined(__CUDA_ARCH__) / #ifdef are not value tests.
TEST(PortSampleIdioms, CudaArchComparisonReported) {
  TranslateResult r = port("#if __CUDA_ARCH__ >= 700\nint a;\n#elif (__CUDA_ARCH__ < 300)\nint b;\n#endif\n");
  EXPECT_FALSE(r.ok());
  int n = 0;
  for (const Diagnostic& d : r.diagnostics) n += d.rule == "cuda-arch";
  EXPECT_EQ(n, 2);
  for (std::string_view src : {"#ifdef __CUDA_ARCH__\nint a;\n#endif\n", "#if defined(__CUDA_ARCH__)\nint a;\n#endif\n",
                               "#if !defined __CUDA_ARCH__\nint a;\n#endif\n", "// #if __CUDA_ARCH__ >= 700\n"})
    EXPECT_FALSE(reported(port(src), "cuda-arch")) << src;
}
