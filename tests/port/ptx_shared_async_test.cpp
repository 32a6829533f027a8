// The PTX of Ampere kernels (src/port/inline_ptx.cpp, ptx_block.cpp, ptx_mma.cpp): shared-window addresses
// (CUDA's __cvta_* functions, PTX's cvta, ld/st/atom on the shared state space), cp.async, templates built
// with a string macro of the file, ldmatrix and mma.sync, and 64-bit operands that hold pointers. Their
// values are checked elsewhere: the simt tests port and run tests/simt/emulate_inputs/ptx_cp_async.cu and
// ptx_mma.cu under both wavefront sizes.
#include "port/inline_ptx.h"
#include "ptx_test_util.h"

#include <crosswarp/port.h>

#include <gtest/gtest.h>

#include <string>

using namespace crosswarp::port;
using namespace ptx_test;

// __cvta_generic_to_shared and its three siblings have no HIP equivalent: the port's crosswarpCvta*, defined
// once in the file (an address-space cast on AMD GPUs, CUDA's own name elsewhere), with a note each.
TEST(PortSharedWindow, CvtaFunctionsBecomeTheFilesDefinitions) {
  TranslateResult r = port(
      "__device__ void f(int* g) {\n  __shared__ int s[32];\n"
      "  unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(&s[threadIdx.x]));\n"
      "  int* back = static_cast<int*>(__cvta_shared_to_generic(a));\n"
      "  size_t ga = __cvta_generic_to_global(g);\n  int* gb = (int*)__cvta_global_to_generic(ga);\n"
      "  *back = *gb;\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find("unsigned a = static_cast<unsigned>(crosswarpCvtaGenericToShared(&s[threadIdx.x]));"),
            std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("static_cast<int*>(crosswarpCvtaSharedToGeneric(a));"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("size_t ga = crosswarpCvtaGenericToGlobal(g);"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("(int*)crosswarpCvtaGlobalToGeneric(ga);"), std::string::npos) << r.text;
  EXPECT_EQ(count(r.text, "#define CROSSWARP_SHARED_WINDOW"), 1u) << r.text;
  EXPECT_NE(r.text.find("(__attribute__((address_space(3))) const char*)p"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("#define crosswarpCvtaGenericToShared __cvta_generic_to_shared"), std::string::npos)
      << r.text;
  EXPECT_FALSE(reported(r, "unsupported-api"));
  EXPECT_TRUE(reported(r, "emulated-api"));
  // the output ported again is the output, without a report on the definition's own CUDA names
  TranslateResult again = port(r.text);
  EXPECT_EQ(again.text, r.text);
  EXPECT_FALSE(reported(again, "unsupported-api"));
  // a declaration of the function is no call
  r = port("size_t __cvta_generic_to_shared(const void* p);\n");
  EXPECT_EQ(r.text.find("crosswarpCvta"), std::string::npos) << r.text;
}

// PTX's cvta between generic and shared or global addresses: the same conversions, the result cast to the
// output's type (NCCL keeps a shared-window address in a uint64_t*).
TEST(PortSharedWindow, CvtaInstructionsBecomeConversions) {
  TranslateResult r = port(
      "__device__ void f(volatile unsigned long long* generic, unsigned* g) {\n"
      "  unsigned long long* window;\n"
      "  asm volatile(\"cvta.to.shared.u64 %0, %1;\" : \"=l\"(window) : \"l\"(generic));\n"
      "  unsigned* p;\n  asm(\"cvta.shared.u64 %0, %1;\" : \"=l\"(p) : \"l\"(unsigned long long(window)));\n"
      "  unsigned w32;\n  asm(\"cvta.to.shared.u32 %0, %1;\" : \"=r\"(w32) : \"l\"(p));\n"
      "  unsigned long long ga;\n  asm(\"cvta.to.global.u64 %0, %1;\" : \"=l\"(ga) : \"l\"(g));\n"
      "  asm(\"cvta.global.u64 %0, %1;\" : \"=l\"(g) : \"l\"(ga));\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(
      r.text.find("window = (__typeof__(window))(crosswarpCvtaGenericToShared((const void*)(generic)));"),
      std::string::npos)
      << r.text;
  EXPECT_NE(
      r.text.find("p = (__typeof__(p))(crosswarpCvtaSharedToGeneric((size_t)(unsigned long long(window))));"),
      std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("w32 = (__typeof__(w32))(crosswarpCvtaGenericToShared((const void*)(p)));"),
            std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("ga = (__typeof__(ga))(crosswarpCvtaGenericToGlobal((const void*)(g)));"),
            std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("g = (__typeof__(g))(crosswarpCvtaGlobalToGeneric((size_t)(ga)));"),
            std::string::npos)
      << r.text;
  EXPECT_EQ(count(r.text, "#define CROSSWARP_SHARED_WINDOW"), 1u) << r.text;
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_EQ(port(r.text).text, r.text);
}

// ld and st on the shared state space take a shared-window address, 32 bits ("r") or 64 ("l"): the same
// access in C++ through crosswarpCvtaSharedToGeneric.
TEST(PortSharedWindow, SharedLoadsAndStoresGoThroughTheWindow) {
  TranslateResult r = port(
      "__device__ void f(unsigned a, unsigned long long* w, unsigned& v, unsigned long long& x, "
      "unsigned long long& y) {\n"
      "  asm(\"ld.shared.b32 %0, [%1];\" : \"=r\"(v) : \"r\"(a));\n"
      "  asm volatile(\"st.shared::cta.u32 [%0], %1;\" :: \"r\"(a + 4), \"r\"(v));\n"
      "  asm volatile(\"ld.volatile.shared.v2.u64 {%0,%1}, [%2];\" : \"=l\"(x), \"=l\"(y) : \"l\"(w));\n"
      "  asm volatile(\"ld.acquire.cta.shared::cta.u32 %0, [%1];\" : \"=r\"(v) : \"r\"(a));\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find("[&] { const unsigned int* crosswarp_ptx_p = reinterpret_cast<const unsigned int*>("
                        "crosswarpCvtaSharedToGeneric((size_t)(a))); v = crosswarp_ptx_p[0]; }();"),
            std::string::npos)
      << r.text;
  EXPECT_NE(
      r.text.find(
          "[&] { unsigned int* crosswarp_ptx_p = (unsigned int*)(crosswarpCvtaSharedToGeneric((size_t)(a "
          "+ 4))); crosswarp_ptx_p[0] = v; }();"),
      std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("reinterpret_cast<const volatile unsigned long long*>(crosswarpCvtaSharedToGeneric("
                        "(size_t)(w))); x = crosswarp_ptx_p[0]; y = crosswarp_ptx_p[1]; }();"),
            std::string::npos)
      << r.text;
  // with a memory order: an atomic load of it through the same pointer
  EXPECT_NE(
      r.text.find(
          "reinterpret_cast<const unsigned int*>(crosswarpCvtaSharedToGeneric((size_t)(a))); unsigned "
          "int crosswarp_ptx_v; __atomic_load(crosswarp_ptx_p, &crosswarp_ptx_v, __ATOMIC_ACQUIRE); v = "
          "crosswarp_ptx_v; }();"),
      std::string::npos)
      << r.text;
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_EQ(port(r.text).text, r.text);
}

// cp.async (llama.cpp's, Marlin's, flash-attention's spellings): crosswarpPtxCpAsync, which copies at once;
// commit_group and wait_group then have nothing to wait for and become (void)0.
TEST(PortAsyncCopy, CpAsyncCopiesAtOnceAndItsWaitsAreNothing) {
  TranslateResult r = port(
      "template <int N> __device__ void wait() { asm volatile(\"cp.async.wait_group %0;\\n\" :: \"n\"(N)); "
      "}\n"
      "template <int B> __device__ void ca(unsigned d, const void* s) {\n"
      "  asm volatile(\"cp.async.ca.shared.global [%0], [%1], %2;\\n\" :: \"r\"(d), \"l\"(s), \"n\"(B));\n}\n"
      "__device__ void f(unsigned dst, const int* src, int n, unsigned long long policy) {\n"
      "  asm volatile(\"cp.async.cg.shared.global.L2::256B [%0], [%1], 16;\" : : \"r\"(dst), \"l\"(src));\n"
      "  asm volatile(\"cp.async.cg.shared.global [%0], [%1], 16, %2;\" :: \"r\"(dst), \"l\"(src), "
      "\"r\"(n));\n"
      "  asm volatile(\"cp.async.ca.shared.global.L2::cache_hint [%0], [%1], 8, %2;\" :: \"r\"(dst), "
      "\"l\"(src), \"l\"(policy));\n"
      "  asm volatile(\"cp.async.commit_group;\\n\" ::);\n  asm volatile(\"cp.async.wait_all;\");\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.text.find("asm"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("template <int N> __device__ void wait() { (void)0; }"), std::string::npos) << r.text;
  EXPECT_NE(
      r.text.find(
          "crosswarpPtxCpAsync(crosswarpCvtaSharedToGeneric((size_t)(d)), (const void*)(s), (B), (B));"),
      std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find(
                "crosswarpPtxCpAsync(crosswarpCvtaSharedToGeneric((size_t)(dst)), (const void*)(src), 16, "
                "16);\n  crosswarpPtxCpAsync(crosswarpCvtaSharedToGeneric((size_t)(dst)), (const "
                "void*)(src), 16, (n));\n  crosswarpPtxCpAsync(crosswarpCvtaSharedToGeneric((size_t)(dst)), "
                "(const void*)(src), 8, 8);\n  (void)0;\n  (void)0;\n"),
            std::string::npos)
      << r.text;
  EXPECT_EQ(count(r.text, "#define CROSSWARP_PTX_CP_ASYNC"), 1u) << r.text;
  EXPECT_EQ(count(r.text, "#define CROSSWARP_SHARED_WINDOW"), 1u) << r.text;
  EXPECT_NE(r.text.find("for (unsigned int i = 0; i < size; ++i) d[i] = i < src_size ? s[i] : 0;"),
            std::string::npos)
      << r.text;
  EXPECT_FALSE(reported(r, "inline-asm"));
  bool noted = false;
  for (const Diagnostic& d : r.diagnostics)
    noted =
        noted || (d.rule == "emulated-api" && d.message.find("cache policy dropped") != std::string::npos);
  EXPECT_TRUE(noted);
  EXPECT_EQ(port(r.text).text, r.text);
}

// Forms that are not written: tensor (TMA) copies, distributed shared memory, a .cg copy of other than 16
// bytes, an address with an offset, a shared-window conversion with the wrong register width, operands the
// template does not name, an output the copy does not have.
TEST(PortAsyncCopy, OtherFormsStayPtxAndAreReported) {
  for (std::string_view src : {
           "__device__ void f(unsigned d, const void* m, int x, unsigned b) { asm "
           "volatile(\"cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], "
           "[%1, "
           "{%2}], [%3];\" :: \"r\"(d), \"l\"(m), \"r\"(x), \"r\"(b) : \"memory\"); }",
           "__device__ void f(unsigned& v, unsigned a) { asm(\"ld.shared::cluster.u32 %0, [%1];\" : "
           "\"=r\"(v) : "
           "\"r\"(a)); }",
           "__device__ void f(unsigned d, const void* s) { asm volatile(\"cp.async.cg.shared.global [%0], "
           "[%1], "
           "8;\" :: \"r\"(d), \"l\"(s)); }",
           "__device__ void f(unsigned d, const void* s) { asm volatile(\"cp.async.ca.shared.global [%0+16], "
           "[%1], 4;\" :: \"r\"(d), \"l\"(s)); }",
           "__device__ void f(unsigned d, const void* s) { asm volatile(\"cp.async.ca.shared.global [%0], "
           "[%1], "
           "4;\" :: \"l\"(d), \"r\"(s)); }",
           "__device__ void f(unsigned d, const void* s, int k) { asm volatile(\"cp.async.ca.shared.global "
           "[%0], "
           "[%1], 4;\" :: \"r\"(d), \"l\"(s), \"r\"(k)); }",
           "__device__ void f(unsigned long long& w, const void* p) { asm(\"cvta.to.shared.u64 %0, %1;\" : "
           "\"=r\"(w) : \"l\"(p)); }",
           "__device__ void f(unsigned& w, unsigned p) { asm(\"cvta.to.shared.u32 %0, %1;\" : \"=r\"(w) : "
           "\"r\"(p)); }",
           "__device__ void f(unsigned long long& w, const void* p) { asm(\"cvta.to.local.u64 %0, %1;\" : "
           "\"=l\"(w) : \"l\"(p)); }",
           "__device__ void f(int& x) { asm volatile(\"cp.async.wait_all %0;\" : \"=r\"(x)); }",
       }) {
    TranslateResult k = port(src);
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
    EXPECT_EQ(k.text, "#include <hip/hip_runtime.h>\n" + std::string(src));
  }
}

// In a template of several instructions (Marlin's cp_async4_pred and cp_async4_stream): a predicated copy, a
// copy whose ignore-src predicate writes zeros, and createpolicy, whose policy only the dropped cache hint
// reads (0). The source operand, a pointer, is copied into its 64-bit local with a cast.
TEST(PortAsyncCopy, CpAsyncInTemplatesOfSeveralInstructions) {
  TranslateResult r = port(
      "__device__ void pred(void* smem_ptr, const void* glob_ptr, bool pred) {\n  const int BYTES = 16;\n"
      "  unsigned smem = static_cast<unsigned>(__cvta_generic_to_shared(smem_ptr));\n"
      "  asm volatile(\"{\\n   .reg .pred p;\\n   setp.ne.b32 p, %0, 0;\\n"
      "   @p cp.async.cg.shared.global [%1], [%2], %3;\\n}\\n\" :: \"r\"((int) pred), \"r\"(smem), "
      "\"l\"(glob_ptr), \"n\"(BYTES));\n}\n"
      "__device__ void stream(unsigned smem, const int* g, bool zeros) {\n"
      "  asm volatile(\"{ .reg .pred p; .reg .b64 q; setp.ne.b32 p, %2, 0; createpolicy.fractional."
      "L2::evict_first.b64 q, 1.0; cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, p, q; }\" :: "
      "\"r\"(smem), \"l\"(g), \"r\"((int)zeros));\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.text.find("asm"), std::string::npos) << r.text;
  EXPECT_NE(
      r.text.find("const unsigned long long crosswarp_ptx_2 = (unsigned long long)(glob_ptr); bool "
                  "crosswarp_ptx_p; crosswarp_ptx_p = static_cast<unsigned int>(crosswarp_ptx_0) != "
                  "static_cast<unsigned int>(0); if (crosswarp_ptx_p) { crosswarpPtxCpAsync("
                  "crosswarpCvtaSharedToGeneric((size_t)(crosswarp_ptx_1)), (const void*)(crosswarp_ptx_2), "
                  "BYTES, BYTES); } }();"),
      std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find(
                "crosswarp_ptx_q = 0ull; crosswarpPtxCpAsync(crosswarpCvtaSharedToGeneric((size_t)("
                "crosswarp_ptx_0)), (const void*)(crosswarp_ptx_1), 16, (crosswarp_ptx_p ? 0u : 16)); }();"),
            std::string::npos)
      << r.text;
  EXPECT_EQ(count(r.text, "#define CROSSWARP_PTX_CP_ASYNC"), 1u) << r.text;
  EXPECT_EQ(count(r.text, "#define CROSSWARP_SHARED_WINDOW"), 1u) << r.text;
  EXPECT_EQ(port(r.text).text, r.text) << r.text;
  // a policy in an asm operand (C++ could read it) or a cp.async whose source is a 32-bit register stays PTX
  for (std::string_view src :
       {"__device__ void f(unsigned long long& q) { asm(\"{ .reg .b32 t; mov.b32 t, 0; "
        "createpolicy.fractional."
        "L2::evict_first.b64 %0, 1.0; }\" : \"=l\"(q)); }",
        "__device__ void f(unsigned d, unsigned s) { asm volatile(\"{ .reg .pred p; setp.ne.b32 p, %1, 0; @p "
        "cp.async.ca.shared.global [%0], [%1], 4; }\" :: \"r\"(d), \"r\"(s)); }"}) {
    TranslateResult k = port(src);
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
  }
}

// Atomics on the shared state space (DeepEP's lock takes an int* to atom.shared::cta): the same atomic
// through crosswarpCvtaSharedToGeneric, whose cast keeps a generic pointer's low 32 bits, the LDS offset on
// AMD GPUs.
TEST(PortSharedWindow, SharedAtomicsGoThroughTheWindow) {
  TranslateResult r = port(
      "__device__ int cas(int* addr, int x, int y) {\n  int ret;\n"
      "  asm volatile(\"atom.acquire.cta.shared::cta.cas.b32 %0, [%1], %2, %3;\" : \"=r\"(ret) : "
      "\"l\"(addr), "
      "\"r\"(x), \"r\"(y) : \"memory\");\n  return ret;\n}\n"
      "__device__ void add(unsigned a, int x) { asm volatile(\"red.shared.add.u32 [%0], %1;\" :: \"r\"(a), "
      "\"r\"(x)); }\n");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(
      r.text.find(
          "[&] { unsigned int* crosswarp_ptx_p = reinterpret_cast<unsigned int*>("
          "crosswarpCvtaSharedToGeneric((size_t)(addr))); unsigned int crosswarp_ptx_v = "
          "static_cast<unsigned int>(x); __atomic_compare_exchange_n(crosswarp_ptx_p, &crosswarp_ptx_v, "
          "static_cast<unsigned int>(y), false, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); ret = "
          "crosswarp_ptx_v; }();"),
      std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find(
                "reinterpret_cast<unsigned int*>(crosswarpCvtaSharedToGeneric((size_t)(a))); "
                "__atomic_fetch_add(crosswarp_ptx_p, static_cast<unsigned int>(x), __ATOMIC_RELAXED); }();"),
            std::string::npos)
      << r.text;
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_EQ(port(r.text).text, r.text);
}

// A template built with a string-literal macro of the file (DeepEP's LD_NC_FUNC and ST_NA_FUNC, NCCL's
// PTX_relaxed_gpu): written for each definition. The same C++ for all: that C++; otherwise the #if group that
// defines the macro around each branch's C++, so the build picks what it picked for the macro.
TEST(PortPtxMacro, TemplatesBuiltWithAStringMacroAreWrittenPerDefinition) {
  TranslateResult r = port(
      "#ifndef DISABLE_AGGRESSIVE\n#define LD_NC \"ld.global.nc.L1::no_allocate\"\n#define ST_NA "
      "\"st.global.L1::no_allocate\"\n#else\n#define LD_NC \"ld.volatile.global\"\n#define ST_NA "
      "\"st.global\"\n"
      "#endif\n#define ONE \"ld.global.cg\"\n"
      "__device__ int ld(const int* ptr) {\n  int ret;\n"
      "  asm volatile(LD_NC \".s32 %0, [%1];\" : \"=r\"(ret) : \"l\"(ptr));\n  return ret;\n}\n"
      "__device__ void st(const int* ptr, int v) { asm volatile(ST_NA \".s32 [%0], %1;\" :: \"l\"(ptr), "
      "\"r\"(v)); }\n"
      "__device__ int cg(const int* ptr) {\n  int ret;\n"
      "  asm(ONE \".s32 %0, [%1];\" : \"=r\"(ret) : \"l\"(ptr));\n  return ret;\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(
      r.text.find(
          "  \n#ifndef DISABLE_AGGRESSIVE\n[&] { const int* crosswarp_ptx_p = reinterpret_cast<const "
          "int*>(ptr); ret = crosswarp_ptx_p[0]; }()\n#else\n[&] { const volatile int* crosswarp_ptx_p = "
          "reinterpret_cast<const volatile int*>(ptr); ret = crosswarp_ptx_p[0]; }()\n#endif\n;\n"),
      std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("{ [&] { int* crosswarp_ptx_p = (int*)(ptr); crosswarp_ptx_p[0] = v; }(); }"),
            std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("  [&] { const int* crosswarp_ptx_p = reinterpret_cast<const int*>(ptr); ret = "
                        "crosswarp_ptx_p[0]; }();"),
            std::string::npos)
      << r.text;
  EXPECT_FALSE(reported(r, "inline-asm"));
  bool noted = false;
  for (const Diagnostic& d : r.diagnostics)
    noted = noted || d.message.find("the same C++ for each of its 2 definitions") != std::string::npos;
  EXPECT_TRUE(noted);
  EXPECT_EQ(port(r.text).text, r.text);
  // the group around the statement is the defining one as translated: a CUDA macro in its condition renamed
  // alike
  TranslateResult v = port(
      "#if CUDART_VERSION >= 11000\n#define LD \"ld.global.nc\"\n#else\n#define LD \"ld.global.cv\"\n#endif\n"
      "__device__ int f(const int* p) { int v; asm(LD \".s32 %0, [%1];\" : \"=r\"(v) : \"l\"(p)); return v; "
      "}\n");
  EXPECT_EQ(count(v.text, "#if HIP_VERSION >= 11000\n"), 2u) << v.text;
  EXPECT_EQ(v.text.find("CUDART_VERSION"), std::string::npos) << v.text;
  // Left: a branch without a definition (no #else), a use after #undef, a macro defined otherwise too, a
  // function-like macro, two macros in one template.
  for (std::string_view src : {
           "#ifdef A\n#define LD \"ld.global.nc\"\n#elif B\n#define LD \"ld.global.cg\"\n#endif\n"
           "__device__ void f(int& v, const int* p) { asm(LD \".s32 %0, [%1];\" : \"=r\"(v) : \"l\"(p)); }\n",
           "#define LD \"ld.global.nc\"\n#undef LD\n"
           "__device__ void f(int& v, const int* p) { asm(LD \".s32 %0, [%1];\" : \"=r\"(v) : \"l\"(p)); }\n",
           "#ifdef A\n#define LD \"ld.global.nc\"\n#else\n#define LD LOAD_OF(nc)\n#endif\n"
           "__device__ void f(int& v, const int* p) { asm(LD \".s32 %0, [%1];\" : \"=r\"(v) : \"l\"(p)); }\n",
           "#define LD(x) \"ld.global.\" x\n"
           "__device__ void f(int& v, const int* p) { asm(LD(\"nc\") \".s32 %0, [%1];\" : \"=r\"(v) : "
           "\"l\"(p)); }\n",
           "#define LD \"ld.\"\n#define SP \"global\"\n"
           "__device__ void f(int& v, const int* p) { asm(LD SP \".s32 %0, [%1];\" : \"=r\"(v) : \"l\"(p)); "
           "}\n",
       }) {
    TranslateResult k = port(src);
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
    EXPECT_NE(k.text.find("asm("), std::string::npos) << k.text;
  }
}

// ldmatrix and mma.sync (Marlin's spellings): a lambda that reads the operands into arrays, calls the
// function defined in the file, and writes the outputs; C may be D itself ("+f"). The values are checked by
// the simt test's ptx_mma.cu under both wavefront sizes.
TEST(PortPtxMatrix, LdmatrixAndMmaBecomeFunctionsOverTheWarp) {
  TranslateResult r = port(
      "__device__ void mma(const unsigned* a, const unsigned* b, float* c) {\n"
      "  asm volatile(\"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, "
      "{%8,%9}, "
      "{%10,%11,%12,%13};\\n\" : \"=f\"(c[0]), \"=f\"(c[1]), \"=f\"(c[2]), \"=f\"(c[3]) : \"r\"(a[0]), "
      "\"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b[0]), \"r\"(b[1]), \"f\"(c[0]), \"f\"(c[1]), "
      "\"f\"(c[2]), "
      "\"f\"(c[3]));\n}\n"
      "__device__ void acc(const unsigned* a, unsigned b, float* d) {\n"
      "  asm(\"mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, "
      "{%0,%1,%2,%3};\" : "
      "\"+f\"(d[0]), \"+f\"(d[1]), \"+f\"(d[2]), \"+f\"(d[3]) : \"r\"(a[0]), \"r\"(a[1]), \"r\"(b));\n}\n"
      "__device__ void ldsm(unsigned* a, unsigned smem) {\n"
      "  asm volatile(\"ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\\n\" : "
      "\"=r\"(a[0]), "
      "\"=r\"(a[1]), \"=r\"(a[2]), \"=r\"(a[3]) : \"r\"(smem));\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.text.find("asm"), std::string::npos) << r.text;
  EXPECT_NE(
      r.text.find(
          "[&] { const unsigned int crosswarp_ptx_a[4] = {a[0], a[1], a[2], a[3]}; const unsigned int "
          "crosswarp_ptx_b[2] = {b[0], b[1]}; const float crosswarp_ptx_c[4] = {c[0], c[1], c[2], c[3]}; "
          "float crosswarp_ptx_d[4]; crosswarpPtxMmaM16n8k16F32F16(crosswarp_ptx_d, crosswarp_ptx_a, "
          "crosswarp_ptx_b, crosswarp_ptx_c); (c[0]) = crosswarp_ptx_d[0]; (c[1]) = crosswarp_ptx_d[1]; "
          "(c[2]) = crosswarp_ptx_d[2]; (c[3]) = crosswarp_ptx_d[3]; }();"),
      std::string::npos)
      << r.text;
  EXPECT_NE(
      r.text.find(
          "const unsigned int crosswarp_ptx_a[2] = {a[0], a[1]}; const unsigned int crosswarp_ptx_b[1] = "
          "{b}; const float crosswarp_ptx_c[4] = {d[0], d[1], d[2], d[3]}; float crosswarp_ptx_d[4]; "
          "crosswarpPtxMmaM16n8k8F32Bf16("),
      std::string::npos)
      << r.text;
  EXPECT_NE(
      r.text.find("[&] { unsigned int crosswarp_ptx_d[4]; crosswarpPtxLdmatrix(crosswarp_ptx_d, 4u, true, "
                  "(unsigned long long)(smem)); (a[0]) = crosswarp_ptx_d[0];"),
      std::string::npos)
      << r.text;
  for (std::string_view def :
       {"#define CROSSWARP_PTX_LDMATRIX", "#define CROSSWARP_PTX_MMA_M16N8K16_F32_F16",
        "#define CROSSWARP_PTX_MMA_M16N8K8_F32_BF16", "#define CROSSWARP_PTX_HALF_F16_FLOAT",
        "#define CROSSWARP_PTX_HALF_BF16_FLOAT", "#define CROSSWARP_SHARED_WINDOW"})
    EXPECT_EQ(count(r.text, def), 1u) << def << "\n" << r.text;
  EXPECT_NE(r.text.find("__shfl(static_cast<int>(a[j]), static_cast<int>(4u * group + s), 32)"),
            std::string::npos)
      << r.text;
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_EQ(port(r.text).text, r.text);
  // Left: f16 accumulators, other shapes and layouts, an operand the template does not name, a D that is an
  // input
  for (std::string_view src : {
           "__device__ void f(unsigned* d, const unsigned* a, const unsigned* b, const unsigned* c) { "
           "asm(\"mma.sync."
           "aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%8,%9};\" : "
           "\"=r\"(d[0]), "
           "\"=r\"(d[1]) : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b[0]), \"r\"(b[1]), "
           "\"r\"(c[0]), "
           "\"r\"(c[1])); }",
           "__device__ void f(float* d, const unsigned* a, const unsigned* b) { "
           "asm(\"mma.sync.aligned.m16n8k16.col."
           "row.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\" : \"+f\"(d[0]), "
           "\"+f\"(d[1]), "
           "\"+f\"(d[2]), \"+f\"(d[3]) : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b[0]), "
           "\"r\"(b[1])); }",
           "__device__ void f(unsigned* a, unsigned smem, unsigned x) { asm "
           "volatile(\"ldmatrix.sync.aligned.m8n8.x2."
           "shared.b16 {%0,%1}, [%2];\" : \"=r\"(a[0]), \"=r\"(a[1]) : \"r\"(smem), \"r\"(x)); }",
           "__device__ void f(unsigned* a, unsigned smem) { asm "
           "volatile(\"ldmatrix.sync.aligned.m8n8.x2.shared.b16 "
           "{%1,%2}, [%0];\" :: \"r\"(smem), \"r\"(a[0]), \"r\"(a[1])); }",
       }) {
    TranslateResult k = port(src);
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
    EXPECT_NE(k.text.find("asm"), std::string::npos) << k.text;
  }
}

// A 64-bit register may hold a pointer: address arithmetic in PTX (add.u64 on a float*, a template's and.b64
// that aligns one) reads it and writes it back through C casts, which give and take the bits as the register
// does (an implicit conversion between a pointer and unsigned long long does not compile).
TEST(PortPtxPointers, SixtyFourBitOperandsMayBePointers) {
  TranslateResult r = port(
      "__device__ float* f(float* q, unsigned long long n) {\n  float* r;\n"
      "  asm(\"add.u64 %0, %1, %2;\" : \"=l\"(r) : \"l\"(q), \"l\"(n));\n"
      "  asm(\"{ .reg .b64 t; add.u64 t, %1, 15; and.b64 %0, t, -16; }\" : \"=l\"(r) : \"l\"(r));\n  return "
      "r;\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find(
                "r = (__typeof__(r))(crosswarpPtxAddU64((unsigned long long)(q), (unsigned long long)(n)));"),
            std::string::npos)
      << r.text;
  EXPECT_NE(
      r.text.find("const unsigned long long crosswarp_ptx_1 = (unsigned long long)(r); unsigned long long "
                  "crosswarp_ptx_t; crosswarp_ptx_t = crosswarpPtxAddU64(crosswarp_ptx_1, 15);"),
      std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("r = (__typeof__(r))(crosswarp_ptx_0); }();"), std::string::npos) << r.text;
  EXPECT_EQ(port(r.text).text, r.text);
}
