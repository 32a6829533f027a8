// Spin-wait back-offs (CUDA's __nanosleep, PTX's nanosleep.u32) and inline PTX whose operands' constraints
// come from a function-like macro of the file (msieve's PTR_CONSTRAINT). Their behaviour is checked
// elsewhere: the simt test ports and runs tests/simt/emulate_inputs/ptx_nanosleep.cu under both wavefront
// sizes.
#include "ptx_test_util.h"

#include <crosswarp/port.h>

#include <gtest/gtest.h>

#include <string>

using namespace crosswarp::port;
using namespace ptx_test;

// __nanosleep has no HIP equivalent: crosswarpNanosleep, defined once in the file (s_sleep for about as many
// clocks as nanoseconds on AMD GPUs, CUDA's __nanosleep elsewhere), with a note; nanosleep.u32 on
// a register, an "n" operand or a literal becomes the same call.
TEST(PortNanosleep, CudaFunctionAndPtxBecomeTheFilesDefinition) {
  TranslateResult r = port(
      "__device__ void f(volatile int* flag, unsigned ns) {\n"
      "  while (*flag == 0) __nanosleep(ns);\n"
      "  asm volatile(\"nanosleep.u32 %0;\" ::\"r\"(ns * 2));\n"
      "  asm volatile(\"nanosleep.u32 %0;\" ::\"n\"(64));\n"
      "  asm volatile(\"nanosleep.u32 0x100;\");\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find("while (*flag == 0) crosswarpNanosleep(ns);"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("  crosswarpNanosleep(ns * 2);\n"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("  crosswarpNanosleep(64);\n"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("  crosswarpNanosleep(0x100);\n"), std::string::npos) << r.text;
  EXPECT_EQ(count(r.text, "#define CROSSWARP_NANOSLEEP"), 1u) << r.text;
  EXPECT_NE(r.text.find("for (unsigned int i = 0; i < (ns + 63u) / 64u; ++i) __builtin_amdgcn_s_sleep(1);"),
            std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("#define crosswarpNanosleep __nanosleep"), std::string::npos) << r.text;
  EXPECT_FALSE(reported(r, "unsupported-api"));
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_TRUE(reported(r, "emulated-api"));
  // the output ported again is the output, without a report on the definition's own CUDA name
  TranslateResult again = port(r.text);
  EXPECT_EQ(again.text, r.text);
  EXPECT_FALSE(reported(again, "unsupported-api"));
  // a declaration is no call; an output operand, a 64-bit one or another type is not the instruction
  r = port("__device__ void __nanosleep(unsigned int ns);\n");
  EXPECT_EQ(r.text.find("crosswarpNanosleep"), std::string::npos) << r.text;
  for (std::string_view src : {
           "__device__ void f(unsigned long long ns) { asm volatile(\"nanosleep.u32 %0;\" ::\"l\"(ns)); }\n",
           "__device__ void f(unsigned ns) { asm volatile(\"nanosleep.u32 %0;\" : \"+r\"(ns)); }\n",
           "__device__ void f(unsigned ns) { asm volatile(\"nanosleep.u64 %0;\" ::\"r\"(ns)); }\n",
       }) {
    TranslateResult k = port(src);
    EXPECT_NE(k.text.find("asm volatile("), std::string::npos) << k.text;
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
  }
}

// A constraint made by a function-like macro of the file (msieve: PTR_CONSTRAINT(x) is "l"(x) on LP64 hosts
// and "r"(x) elsewhere): the statement is written for each definition, and where every definition gives the
// same C++ (a pointer is the same pointer, whatever its register width), that C++.
TEST(PortPtxMacro, OperandConstraintMacrosAreWrittenPerDefinition) {
  const std::string defs =
      "#if defined(_WIN64) || defined(__LP64__)\n#define PTR_CONSTRAINT(x) \"l\"(x)\n#else\n"
      "#define PTR_CONSTRAINT(x) \"r\"(x)\n#endif\n";
  TranslateResult r =
      port(defs +
           "__device__ unsigned long long load_bypassL1(unsigned long long* addr) {\n"
           "  unsigned long long res;\n"
           "  asm(\"ld.global.cg.u64 %0, [%1]; \\n\\t\" : \"=l\"(res) : PTR_CONSTRAINT(addr));\n"
           "  return res;\n}\n"
           "__device__ void store_streaming(unsigned x, unsigned* addr) {\n"
           "  asm(\"st.global.cs.u32 [%0], %1; \\n\\t\" : : PTR_CONSTRAINT(addr), \"r\"(x));\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find("  [&] { const unsigned long long* crosswarp_ptx_p = reinterpret_cast<const unsigned "
                        "long long*>(addr); res = crosswarp_ptx_p[0]; }();\n"),
            std::string::npos)
      << r.text;
  EXPECT_NE(
      r.text.find("  [&] { unsigned int* crosswarp_ptx_p = (unsigned int*)(addr); crosswarp_ptx_p[0] = x; "
                  "}();\n"),
      std::string::npos)
      << r.text;
  EXPECT_FALSE(reported(r, "inline-asm"));
  bool noted = false;
  for (const Diagnostic& d : r.diagnostics)
    noted = noted || d.message.find(
                         "(an operand's constraint given by PTR_CONSTRAINT, the same C++ for each of "
                         "its 2 definitions)") != std::string::npos;
  EXPECT_TRUE(noted);
  EXPECT_EQ(port(r.text).text, r.text);
  // Left: a constraint macro of another shape, one defined otherwise too, a use after #undef, an identifier
  // in an operand list that is no macro of the file, and a constraint macro next to a template macro.
  for (const std::string src : {
           std::string("#define C(x) \"l\"((x) + 1)\n"),
           std::string("#ifdef A\n#define C(x) \"l\"(x)\n#else\n#define C(x) OTHER(x)\n#endif\n"),
           std::string("#define C(x) \"l\"(x)\n#undef C\n"),
           std::string("#define D(x) \"l\"(x)\n"),
       }) {
    TranslateResult k = port(src +
                             "__device__ void f(int& v, const int* p) { asm(\"ld.global.cg.s32 %0, [%1];\" : "
                             "\"=r\"(v) : C(p)); }\n");
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
    EXPECT_NE(k.text.find("asm("), std::string::npos) << k.text;
  }
  TranslateResult k = port(
      "#define C(x) \"l\"(x)\n#define LD \"ld.global.cg\"\n"
      "__device__ void f(int& v, const int* p) { asm(LD \".s32 %0, [%1];\" : \"=r\"(v) : C(p)); }\n");
  EXPECT_TRUE(reported(k, "inline-asm"));
}

// For the host compiler (crosswarp emulate), an asm statement of several lines written as one line of C++
// keeps its line breaks, so a diagnostic about a later line names the source's line; ported code does not
// get them.
TEST(PortNanosleep, HostCompilerOutputKeepsTheLinesOfMultiLineAsm) {
  const std::string src =
      "__device__ void f(unsigned ns, int* p) {\n"
      "  asm volatile(\n"
      "      \"nanosleep.u32 %0;\"\n"
      "      ::\"r\"(ns));\n"
      "  int marker = *p;\n"  // line 5
      "}\n";
  TranslateOptions o;
  o.hip_version = "5.7";
  o.for_host_compiler = true;
  const TranslateResult r = translate_source(src, "x.cu", o);
  const std::size_t at = r.text.find("#line ");
  ASSERT_NE(at, std::string::npos) << r.text;
  const int first = std::stoi(r.text.substr(at + 6));
  int line = first - 1;  // the #line directive names the line after it
  for (std::size_t k = at; k < r.text.find("int marker"); ++k) line += r.text[k] == '\n';
  EXPECT_EQ(line, 5) << r.text;
  EXPECT_NE(r.text.find("  crosswarpNanosleep(ns)\n\n;\n  int marker"), std::string::npos) << r.text;
  // the port itself writes one line
  EXPECT_NE(port(src).text.find("  crosswarpNanosleep(ns);\n  int marker"), std::string::npos);
}

// A global access and a fence in one template, in either order (NCCL's acquire and release before Volta,
// which is the branch a HIP build compiles: __CUDA_ARCH__ is not defined there): the two in that order.
// Anything else of two instructions stays PTX.
TEST(PortPtxFence, AnAccessAndAFenceInOneTemplateAreWrittenInOrder) {
  TranslateResult r = port(
      "__device__ unsigned long long acquire(unsigned long long* p) {\n  unsigned long long v;\n"
      "  asm(\"ld.volatile.sys.global.u64 %0, [%1]; membar.gl;\" : \"=l\"(v) : \"l\"(p));\n  return v;\n}\n"
      "__device__ void release(unsigned long long* p, unsigned long long v) {\n"
      "  asm volatile(\"membar.sys; st.volatile.global.u64 [%0], %1;\" :: \"l\"(p), \"l\"(v) : "
      "\"memory\");\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(
      r.text.find("  ([&] { const volatile unsigned long long* crosswarp_ptx_p = reinterpret_cast<const "
                  "volatile unsigned long long*>(p); v = crosswarp_ptx_p[0]; }(), __threadfence());\n"),
      std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("  (__threadfence_system(), [&] { volatile unsigned long long* crosswarp_ptx_p = "
                        "(volatile unsigned long long*)(p); crosswarp_ptx_p[0] = v; }());\n"),
            std::string::npos)
      << r.text;
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_EQ(port(r.text).text, r.text);
  for (std::string_view src : {
           "__device__ void f(int* p, int& v) { asm(\"ld.volatile.global.u32 %0, [%1]; "
           "ld.volatile.global.u32 "
           "%0, [%1];\" : \"=r\"(v) : \"l\"(p)); }\n",
           "__device__ void f() { asm(\"membar.gl; membar.sys;\"); }\n",
           "__device__ void f(int* p, int& v) { asm(\"ld.volatile.global.u32 %0, [%1]; bar.sync 0;\" : "
           "\"=r\"(v) : \"l\"(p)); }\n",
           "__device__ void f(int* p, int& v) { asm(\"membar.gl; ld.volatile.global.u32 %0, [%1]; "
           "membar.gl;\" "
           ": \"=r\"(v) : \"l\"(p)); }\n",
       }) {
    TranslateResult k = port(src);
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
    EXPECT_NE(k.text.find("asm("), std::string::npos) << k.text;
  }
}

// elect.sync d|p, mask in a template with registers written %%rx (DeepEP's elect_one_sync): the mask's lowest
// lane, which PTX allows (one lane of the mask, the same for the same mask), in the lane's CUDA warp. A
// special register written %% stays PTX.
TEST(PortPtxBlock, ElectSyncPicksTheMasksLowestLane) {
  TranslateResult r = port(
      "__device__ unsigned elect_one_sync(int lane_id) {\n  unsigned pred = 0;\n"
      "  asm volatile(\"{\\n.reg .b32 %%rx;\\n.reg .pred %%px;\\n elect.sync %%rx|%%px, %2;\\n"
      "@%%px mov.s32 %1, 1;\\n mov.s32 %0, %%rx;\\n}\\n\" : \"+r\"(lane_id), \"+r\"(pred) : "
      "\"r\"(0xffffffff));\n"
      "  return pred;\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find(
                "unsigned int crosswarp_ptx_rx; bool crosswarp_ptx_px; { const unsigned int crosswarp_ptx_e "
                "= static_cast<unsigned int>(__ffs(static_cast<unsigned int>(crosswarp_ptx_2)) - 1); "
                "crosswarp_ptx_rx = crosswarp_ptx_e; crosswarp_ptx_px = (__lane_id() & 31u) == "
                "crosswarp_ptx_e; } if (crosswarp_ptx_px) { crosswarp_ptx_1 = 1; } crosswarp_ptx_0 = "
                "crosswarp_ptx_rx;"),
            std::string::npos)
      << r.text;
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_EQ(port(r.text).text, r.text);
  // "_" for d; a %% name the template did not declare is a special register
  r = port(
      "__device__ bool f() { unsigned p; asm(\"{ .reg .pred q; elect.sync _|q, 0xff; selp.u32 %0, 1, 0, q; "
      "}\" "
      ": \"=r\"(p)); return p; }\n");
  EXPECT_NE(r.text.find("crosswarp_ptx_q = (__lane_id() & 31u) == crosswarp_ptx_e;"), std::string::npos)
      << r.text;
  r = port(
      "__device__ unsigned f() { unsigned w; asm(\"{ .reg .b32 %%t; mov.u32 %%t, %%warpid; mov.u32 %0, %%t; "
      "}\" : "
      "\"=r\"(w)); return w; }\n");
  EXPECT_TRUE(reported(r, "inline-asm"));
}

// Prefetches (prefetch{.global}.L2{::evict_last}, prefetchu.L1, cp.async.bulk.prefetch.L2.global) are hints
// with no effect on results: their operands evaluated and dropped. Other prefetch forms (tensor maps) stay
// PTX.
TEST(PortPtxPrefetch, PrefetchesAreDroppedWithTheirOperandsEvaluated) {
  TranslateResult r = port(
      "__device__ void f(const float* p, unsigned n, unsigned long long pol) {\n"
      "  asm volatile(\"prefetch.global.L2 [%0];\" :: \"l\"(p));\n"
      "  asm volatile(\"prefetch.global.L2::evict_last [%0];\" :: \"l\"(p + 1));\n"
      "  asm volatile(\"prefetchu.L1 [%0];\" :: \"l\"(p));\n"
      "  asm volatile(\"cp.async.bulk.prefetch.L2.global [%0], %1;\" :: \"l\"(p), \"r\"(n));\n"
      "  asm volatile(\"cp.async.bulk.prefetch.L2.global.L2::cache_hint [%0], %1, %2;\" :: \"l\"(p), "
      "\"n\"(256), "
      "\"l\"(pol));\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(
      r.text.find("  (void)(p);\n  (void)(p + 1);\n  (void)(p);\n  ((void)(p), (void)(n));\n  ((void)(p), "
                  "(void)(pol));\n"),
      std::string::npos)
      << r.text;
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_EQ(port(r.text).text, r.text);
  for (std::string_view src : {
           "__device__ void f(const void* m) { asm volatile(\"prefetch.tensormap [%0];\" :: \"l\"(m)); }\n",
           "__device__ void f(unsigned a) { asm volatile(\"prefetch.global.L2 [%0];\" :: \"r\"(a)); }\n",
           "__device__ void f(const float* p) { asm volatile(\"prefetch.global.L2 [%0+64];\" :: \"l\"(p)); "
           "}\n",
       }) {
    TranslateResult k = port(src);
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
  }
}
