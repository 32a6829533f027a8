// Inline PTX video instructions (src/port/ptx_video.cpp) and templates of several instructions
// (ptx_block.cpp): what the port writes for each kind of form, and what it leaves. Their values are checked
// elsewhere: the simt tests run tests/simt/emulate_inputs/ptx_video.cu and ptx_block.cu against an H100's
// hashes, and tests/device/ptx_check.sh compares the port's C++ with the instructions on a GPU.
#include "port/inline_ptx.h"
#include "ptx_test_util.h"

#include <crosswarp/port.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <utility>

using namespace crosswarp::port;
using namespace ptx_test;

namespace {

// The body of a device function holding `asm`, with operands a, b, r (unsigned).
std::string in_function(std::string_view asm_statement) {
  return "__device__ unsigned f(unsigned a, unsigned b, unsigned r) {\n  " + std::string(asm_statement) +
         "\n  return r;\n}\n";
}

// The statement the port wrote for the function's asm.
std::string statement(const TranslateResult& r) {
  const std::size_t at = r.text.find("__device__ unsigned f(");
  if (at == std::string::npos) return "";
  const std::size_t begin = r.text.find("\n  ", at) + 3, end = r.text.find('\n', begin);
  return r.text.substr(begin, end - begin);
}

}  // namespace

// SIMD forms on their default lanes: the port's emulation of CUDA's SIMD intrinsic of the same computation.
TEST(PortPtxVideo, SimdFormsBecomeTheSimdIntrinsicEmulation) {
  const struct {
    const char* ptx;
    const char* call;
  } cases[] = {
      {"vadd2.u32.u32.u32", "crosswarpVadd2"},
      {"vadd4.s32.s32.s32", "crosswarpVadd4"},
      {"vadd2.u32.u32.u32.sat", "crosswarpVaddus2"},
      {"vadd4.s32.s32.s32.sat", "crosswarpVaddss4"},
      {"vsub4.u32.u32.u32.sat", "crosswarpVsubus4"},
      {"vsub2.s32.s32.s32.sat", "crosswarpVsubss2"},
      {"vavrg4.u32.u32.u32", "crosswarpVavgu4"},
      {"vavrg2.s32.s32.s32", "crosswarpVavgs2"},
      {"vabsdiff4.u32.u32.u32.sat", "crosswarpVabsdiffu4"},
      {"vabsdiff2.s32.s32.s32", "crosswarpVabsdiffs2"},
      {"vmin4.u32.u32.u32", "crosswarpVminu4"},
      {"vmax2.s32.s32.s32", "crosswarpVmaxs2"},
      {"vset2.u32.u32.eq", "crosswarpVseteq2"},
      {"vset4.u32.u32.ne", "crosswarpVsetne4"},
      {"vset4.u32.u32.ge", "crosswarpVsetgeu4"},
      {"vset2.s32.s32.lt", "crosswarpVsetlts2"},
  };
  for (const auto& c : cases) {
    const std::string src = in_function(std::string("asm(\"") + c.ptx +
                                        " %0, %1, %2, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));");
    const TranslateResult r = port(src);
    EXPECT_EQ(statement(r), std::string("r = ") + c.call + "(a, b);") << c.ptx << "\n" << r.text;
    EXPECT_NE(r.text.find("static __device__ inline unsigned int " + std::string(c.call) + "("),
              std::string::npos)
        << r.text;
    EXPECT_FALSE(reported(r, "inline-asm")) << c.ptx;
    EXPECT_EQ(r.rewritten_asm.size(), 1u) << c.ptx;
    EXPECT_EQ(port(r.text).text, r.text);  // idempotent
  }
}

// The note the port gave for the asm statement (rule emulated-api).
std::string note(const TranslateResult& r) {
  for (const Diagnostic& d : r.diagnostics)
    if (d.rule == "emulated-api") return d.message;
  return "";
}

// Scalar forms: one function per form and selectors, computing in 64 bits what PTX computes in 34, as an H100
// does where it departs from the ISA's text (the note says so).
TEST(PortPtxVideo, ScalarFormsBecomeFunctionsDefinedInTheFile) {
  // OpenCV's per-halfword saturating add: a merge into c through d's selector. An H100 takes the saturated
  // result's own high half (0) where the ISA's text says its low half
  TranslateResult r = port(in_function(
      "asm(\"vadd.u32.u32.u32.sat %0.h1, %1.h1, %2.h1, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));"));
  EXPECT_EQ(statement(r), "r = crosswarpPtxVaddU32U32U32SatDH1AH1BH1(a, b, r);") << r.text;
  EXPECT_NE(
      r.text.find(
          "#ifndef CROSSWARP_PTX_VADDU32U32U32SATDH1AH1BH1\n"
          "#define CROSSWARP_PTX_VADDU32U32U32SATDH1AH1BH1\n"
          "// PTX's vadd.u32.u32.u32.sat d.h1, a.h1, b.h1, c in C++ as an NVIDIA H100 computes it: video "
          "instruction (crosswarp port)\n"
          "static __device__ inline unsigned int crosswarpPtxVaddU32U32U32SatDH1AH1BH1(unsigned int a, "
          "unsigned int b, unsigned int c) {\n"
          "  const long long x = static_cast<long long>(static_cast<unsigned short>(a >> 16u)), y = "
          "static_cast<long long>(static_cast<unsigned short>(b >> 16u));\n"
          "  long long t = x + y;\n"
          "  t = t < 0 || t > 65535 ? 65535 : t;  // as an H100: a negative result is large\n"
          "  return (static_cast<unsigned int>(t) & 0xffff0000u) | (c & 0xffffu);  // as an H100\n"
          "}\n#endif\n"),
      std::string::npos)
      << r.text;
  EXPECT_NE(
      note(r).find("as an NVIDIA H100 computes it, which departs from the PTX ISA's text: the merge into "
                   "c's high half takes the result's own high half, not its low one)"),
      std::string::npos)
      << note(r);
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_EQ(port(r.text).text, r.text);
  // the low half and bytes are merged as the ISA says; an unsigned sum of halves cannot go negative: no note
  r = port(in_function(
      "asm(\"vadd.u32.u32.u32.sat %0.h0, %1.h0, %2.h0, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));"));
  EXPECT_NE(r.text.find("  return ((static_cast<unsigned int>(t) & 0xffffu)) | (c & ~(0xffffu));\n"),
            std::string::npos)
      << r.text;
  EXPECT_EQ(note(r).find("departs"), std::string::npos) << note(r);
  // each other departure, named where the form's operands can reach it
  for (const auto& [ptx, departure] : std::initializer_list<std::pair<std::string_view, std::string_view>>{
           {"vsub.u32.u32.u32.sat %0.b1, %1.b1, %2.b1, %3",
            "a negative result saturates to the destination's largest value"},
           {"vadd.u32.u32.u32.sat %0, %1, %2", "a u32 result over 2^32 - 1 wraps instead of saturating"},
           {"vadd.u32.u32.u32.min %0, %1.h1, %2, %3",
            "c is compared with the result's low 32 bits sign-extended to 33"},
           {"vsub.s32.s32.s32.max %0, %1, %2, %3",
            "c is compared with the result's low 32 bits sign-extended to 33"},
           {"vset.s32.s32.lt.max %0, %1, %2, %3", "c is compared as signed"},
           {"vmin.u32.s32.u32.max %0, %1, %2, %3",
            "c is compared with a negative result read as a large unsigned one"},
       }) {
    const bool three = std::count(ptx.begin(), ptx.end(), '%') == 3;
    r = port(in_function("asm(\"" + std::string(ptx) + ";\" : \"=r\"(r) : \"r\"(a), \"r\"(b)" +
                         (three ? "" : ", \"r\"(r)") + ");"));
    EXPECT_NE(note(r).find(departure), std::string::npos) << ptx << "\n" << note(r);
  }
  for (std::string_view ptx : {"vabsdiff.u32.u32.u32.sat %0.b1, %1.b1, %2.b1, %3",  // never negative
                               "vadd.u32.u32.u32.sat %0, %1.b0, %2.h1",             // under 2^32
                               "vsub.s32.s32.s32.sat.min %0, %1, %2, %3",           // saturated to s32 first
                               "vmin.u32.u32.u32.max %0, %1, %2, %3",               // only vadd/vsub
                               "vset.u32.u32.lt.max %0, %1, %2, %3", "vset.s32.s32.lt.add %0, %1, %2, %3"}) {
    const bool three = std::count(ptx.begin(), ptx.end(), '%') == 3;
    r = port(in_function("asm(\"" + std::string(ptx) + ";\" : \"=r\"(r) : \"r\"(a), \"r\"(b)" +
                         (three ? "" : ", \"r\"(r)") + ");"));
    EXPECT_FALSE(note(r).empty()) << ptx << "\n" << r.text;
    EXPECT_EQ(note(r).find("departs"), std::string::npos) << ptx << "\n" << note(r);
  }

  // CUB's vadd with a secondary add: c extended by d's type, the sum wrapped to 32 bits
  r = port(in_function(
      "asm(\"vadd.u32.u32.u32.add %0, %1, %2, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));"));
  EXPECT_EQ(statement(r), "r = crosswarpPtxVaddU32U32U32Add(a, b, r);");
  EXPECT_NE(r.text.find("  const long long z = static_cast<long long>(c);\n  t += z;\n"), std::string::npos);

  // signed types, a byte selector on a, saturation to the whole signed word, no c
  r = port(in_function("asm(\"vsub.s32.s32.u32.sat %0, %1.b2, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));"));
  EXPECT_EQ(statement(r), "r = crosswarpPtxVsubS32S32U32SatAB2(a, b);");
  EXPECT_NE(r.text.find("x = static_cast<long long>(static_cast<signed char>(a >> 16u)), y = "
                        "static_cast<long long>(b);"),
            std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("t = t < -2147483648ll ? -2147483648ll : t > 2147483647 ? 2147483647 : t;"),
            std::string::npos);

  // vset: 1 or 0, then .max with c; a "+r" output read as %0; a literal operand
  r = port(in_function("asm(\"vset.s32.s32.lt.max %0, %1.h0, %2, %0;\" : \"+r\"(r) : \"r\"(a), \"r\"(b));"));
  EXPECT_EQ(statement(r), "r = crosswarpPtxVsetS32S32LtMaxAH0(a, b, r);");
  EXPECT_NE(r.text.find("long long t = x < y ? 1 : 0;"), std::string::npos);
  r = port(in_function("asm(\"vmin.u32.u32.u32 %0, %1, 255;\" : \"=r\"(r) : \"r\"(a));"));
  EXPECT_EQ(statement(r), "r = crosswarpPtxVminU32U32U32(a, 255);");
}

// One instruction in a scope of its own, as microbenchmarks write their loads ("{\t\n ld.global.cg.u64 %0,
// [%1];\n\t }"), is that instruction: the braces declare nothing.
TEST(PortPtxBlock, OneInstructionInBracesIsThatInstruction) {
  TranslateResult r = port(
      "__device__ unsigned long long f(const unsigned long long* p) {\n  unsigned long long v;\n"
      "  asm volatile(\"{\\t\\n\" \"ld.global.cg.u64 %0, [%1];\\n\\t\" \"}\" : \"=l\"(v) : \"l\"(p) : "
      "\"memory\");\n"
      "  return v;\n}\n");
  EXPECT_NE(r.text.find("v = crosswarp_ptx_p[0];"), std::string::npos) << r.text;
  EXPECT_EQ(r.text.find("asm"), std::string::npos) << r.text;
  r = port(in_function(
      "asm(\"{ vadd.u32.u32.u32.add %0, %1, %2, %3; }\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));"));
  EXPECT_EQ(statement(r), "r = crosswarpPtxVaddU32U32U32Add(a, b, r);") << r.text;
  // a declaration or a second instruction makes it a template of several (ptx_block); a vector operand list
  // is no scope
  r = port(
      in_function("asm(\"{ .reg .b32 t; vadd.u32.u32.u32.add %0, %1, %2, %3; }\" : \"=r\"(r) : \"r\"(a), "
                  "\"r\"(b), \"r\"(r));"));
  EXPECT_NE(statement(r).find("[&]"), std::string::npos) << r.text;
}

// Forms the port does not write stay PTX and are reported.
TEST(PortPtxVideo, OtherFormsAreLeftAndReported) {
  for (const char* a : {
           // SIMD: a mask, lane selectors, the accumulate, mixed types, signed saturated absdiff
           "asm(\"vadd2.u32.u32.u32 %0.h0, %1, %2, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));",
           "asm(\"vadd4.u32.u32.u32 %0, %1.b0000, %2, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));",
           "asm(\"vadd4.u32.u32.u32.add %0, %1, %2, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));",
           "asm(\"vadd2.u32.s32.s32.sat %0, %1, %2, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));",
           "asm(\"vabsdiff4.s32.s32.s32.sat %0, %1, %2, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));",
           // scalar: a merge and a secondary operation together, a merge without c, c without either, an
           // unknown
           // selector or type or modifier, vmad, a 64-bit operand
           "asm(\"vadd.u32.u32.u32.add %0.b0, %1, %2, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));",
           "asm(\"vadd.u32.u32.u32 %0.b0, %1, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));",
           "asm(\"vadd.u32.u32.u32 %0, %1, %2, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));",
           "asm(\"vadd.u32.u32.u32 %0, %1.b4, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));",
           "asm(\"vadd.u16.u32.u32 %0, %1, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));",
           "asm(\"vadd.u32.u32.u32.rn %0, %1, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));",
           "asm(\"vmad.u32.u32.u32 %0, %1, %2, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));",
           "asm(\"vadd.u32.u32.u32 %0, %1, %2;\" : \"=r\"(r) : \"l\"(a), \"r\"(b));",
       }) {
    const TranslateResult r = port(in_function(a));
    EXPECT_TRUE(reported(r, "inline-asm")) << a;
    EXPECT_EQ(statement(r), a);
    EXPECT_TRUE(r.rewritten_asm.empty()) << a;
  }
}

// Templates of several instructions: a lambda that copies the inputs into locals, runs each instruction as
// C++ on locals for the operands and the .reg registers, and assigns the outputs at the end.
TEST(PortPtxBlock, InstructionsInSequenceBecomeALambdaOverLocals) {
  // ccminer's SWAB64, in adjacent literals with a PTX comment
  TranslateResult r = port(
      "__device__ unsigned long long f(unsigned long long x) {\n  unsigned long long result;\n"
      "  asm(\"{ .reg .b32 x, y; // swab64\\n\\t\"\n      \"mov.b64 {x,y}, %1;\\n\\t\"\n"
      "      \"prmt.b32 x, x, 0, 0x0123;\\n\\t\"\n      \"prmt.b32 y, y, 0, 0x0123;\\n\\t\"\n"
      "      \"mov.b64 %0, {y,x};\\n\\t\"\n      \"}\\n\" : \"=l\"(result): \"l\"(x));\n  return "
      "result;\n}\n");
  EXPECT_NE(
      r.text.find(
          "  [&] { unsigned long long crosswarp_ptx_0{}; const unsigned long long crosswarp_ptx_1 = "
          "(unsigned long "
          "long)(x); unsigned "
          "int crosswarp_ptx_x, crosswarp_ptx_y; [&] { const unsigned long long crosswarp_ptx_v = "
          "crosswarp_ptx_1; crosswarp_ptx_x = static_cast<unsigned int>(crosswarp_ptx_v); crosswarp_ptx_y = "
          "static_cast<unsigned int>(crosswarp_ptx_v >> 32); }(); crosswarp_ptx_x = "
          "crosswarpPtxPrmtB32(crosswarp_ptx_x, 0, 0x0123); crosswarp_ptx_y = "
          "crosswarpPtxPrmtB32(crosswarp_ptx_y, 0, 0x0123); crosswarp_ptx_0 = "
          "crosswarpPtxMovB64Pack(crosswarp_ptx_y, crosswarp_ptx_x); result = "
          "(__typeof__(result))(crosswarp_ptx_0); }();\n"),
      std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("#define CROSSWARP_PTX_PRMT_B32\n"), std::string::npos);
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_EQ(r.rewritten_asm.size(), 1u);
  EXPECT_EQ(port(r.text).text, r.text);

  // "+r" read in and written back, an "n" operand in place, moves of an operand and of a literal
  r = port(in_function(
      "asm(\"{ .reg .u32 t; mov.u32 t, %1; mov.b32 %0, 5; add.u32 %0, %0, t; bfe.u32 %0, %0, %2, 8; }\" : "
      "\"+r\"(r) : \"r\"(a), \"n\"(4));"));
  EXPECT_EQ(statement(r),
            "[&] { unsigned int crosswarp_ptx_0 = r; const unsigned int crosswarp_ptx_1 = a; unsigned int "
            "crosswarp_ptx_t; crosswarp_ptx_t = crosswarp_ptx_1; crosswarp_ptx_0 = 5; crosswarp_ptx_0 = "
            "crosswarpPtxAddU32(crosswarp_ptx_0, crosswarp_ptx_t); crosswarp_ptx_0 = "
            "crosswarpPtxBfeU32(crosswarp_ptx_0, 4, 8); r = crosswarp_ptx_0; }();")
      << r.text;

  // a predicate from setp guarding an instruction; a carry through the carry flag
  r =
      port(in_function("asm(\"{ .reg .pred p; setp.lt.u32 p, %1, 32; @!p mov.b32 %0, %1; }\" : \"=r\"(r) : "
                       "\"r\"(a));"));
  EXPECT_EQ(
      statement(r),
      "[&] { unsigned int crosswarp_ptx_0{}; const unsigned int crosswarp_ptx_1 = a; bool crosswarp_ptx_p; "
      "crosswarp_ptx_p = static_cast<unsigned int>(crosswarp_ptx_1) < static_cast<unsigned int>(32); if "
      "(!crosswarp_ptx_p) { crosswarp_ptx_0 = crosswarp_ptx_1; } r = crosswarp_ptx_0; }();");
  r = port(
      in_function("asm(\"add.cc.u32 %0, %1, %2; addc.u32 %0, %0, 0;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));"));
  EXPECT_EQ(
      statement(r),
      "[&] { unsigned int crosswarp_ptx_0{}; const unsigned int crosswarp_ptx_1 = a; const unsigned int "
      "crosswarp_ptx_2 = b; unsigned int crosswarp_ptx_cc = 0u; { const unsigned long long crosswarp_ptx_s = "
      "static_cast<unsigned long long>(static_cast<unsigned int>(crosswarp_ptx_1)) + static_cast<unsigned "
      "int>(crosswarp_ptx_2); crosswarp_ptx_cc = static_cast<unsigned int>(crosswarp_ptx_s >> 32) & 1u; "
      "crosswarp_ptx_0 = static_cast<unsigned int>(crosswarp_ptx_s); } { const unsigned long long "
      "crosswarp_ptx_s = static_cast<unsigned long long>(static_cast<unsigned int>(crosswarp_ptx_0)) + "
      "static_cast<unsigned int>(0) + crosswarp_ptx_cc; crosswarp_ptx_0 = static_cast<unsigned "
      "int>(crosswarp_ptx_s); } r = crosswarp_ptx_0; }();");

  // Not written: a predicate pair or a boolean operation in setp, a float literal, a special register, a
  // memory operation, a register array, an instruction not written alone either, a guard on an undeclared
  // predicate
  for (const char* a : {
           "asm(\"{ .reg .pred p, q; setp.lt.u32 p|q, %1, 32; @p mov.b32 %0, %1; }\" : \"=r\"(r) : "
           "\"r\"(a));",
           "asm(\"{ .reg .pred p; setp.lt.and.u32 p, %1, 32, p; @p mov.b32 %0, %1; }\" : \"=r\"(r) : "
           "\"r\"(a));",
           "asm(\"{ .reg .pred p; setp.lt.f32 p, %1, 0f3F800000; @p mov.b32 %0, %1; }\" : \"=r\"(r) : "
           "\"r\"(a));",
           "asm(\"{ .reg .u32 t; @q mov.u32 t, %1; add.u32 %0, t, %1; }\" : \"=r\"(r) : \"r\"(a));",
           "asm(\"{ .reg .u32 t; mov.u32 t, %%laneid; add.u32 %0, t, %1; }\" : \"=r\"(r) : \"r\"(a));",
           "asm(\"ld.global.u32 %0, [%1]; add.u32 %0, %0, 1;\" : \"=r\"(r) : \"l\"(&a));",
           "asm(\"{ .reg .b32 t<2>; add.u32 t0, %1, %1; mov.b32 %0, t0; }\" : \"=r\"(r) : \"r\"(a));",
           "asm(\"add.u32 %0, %1, %1; cvt.rna.tf32.f32 %0, %0;\" : \"=r\"(r) : \"r\"(a));",
       }) {
    const TranslateResult k = port(in_function(a));
    EXPECT_TRUE(reported(k, "inline-asm")) << a;
    EXPECT_EQ(statement(k), a);
    EXPECT_TRUE(k.rewritten_asm.empty()) << a;
  }
}

// Warp shuffles: PTX's source lane computed on the lane's position in its 32-lane half, read through HIP's
// __shfl of width 32 (each half of a 64-lane wavefront is one CUDA warp); the member mask dropped; a float
// through its bits.
TEST(PortPtxShfl, ShufflesBecomeFunctionsOverThe32LaneHalf) {
  TranslateResult r = port(
      "__device__ float f(float x, int delta) {\n  float y;\n"
      "  asm volatile(\"shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;\" : \"=f\"(y) : \"f\"(x), "
      "\"r\"(delta));\n"
      "  return y;\n}\n");
  EXPECT_NE(r.text.find("  y = __uint_as_float(crosswarpPtxShflBflyB32(__float_as_uint(x), delta, 0x1f));\n"),
            std::string::npos)
      << r.text;
  EXPECT_NE(
      r.text.find(
          "static __device__ inline unsigned int crosswarpPtxShflBflyB32(unsigned int a, unsigned int b, "
          "unsigned int c) {\n"
          "  const unsigned int lane = __lane_id() & 31u, seg = (c >> 8) & 31u;\n"
          "  const unsigned int max_lane = (lane & seg) | (c & 31u & ~seg);\n"
          "  const int j = static_cast<int>(lane ^ (b & 31u));\n"
          "  const bool in = j <= static_cast<int>(max_lane);\n"
          "  return static_cast<unsigned int>(__shfl(static_cast<int>(a), in ? j : "
          "static_cast<int>(lane), 32));\n}\n"),
      std::string::npos)
      << r.text;
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_EQ(port(r.text).text, r.text);
  // CUB's older shfl without .sync, its clamp and segment mask an operand
  r = port(in_function("asm(\"shfl.idx.b32 %0, %1, %2, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(r));"));
  EXPECT_EQ(statement(r), "r = crosswarpPtxShflIdxB32(a, b, r);");
  EXPECT_NE(r.text.find("const int j = static_cast<int>(min_lane | (b & 31u & ~seg));"), std::string::npos);
  // Not written: a predicate output, another type, a 64-bit value, a missing mask
  for (const char* a : {
           "asm(\"shfl.sync.idx.b32 %0|p, %1, %2, 0x1f, 0xffffffff;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));",
           "asm(\"shfl.sync.idx.b64 %0, %1, %2, 0x1f, 0xffffffff;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));",
           "asm(\"shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;\" : \"=l\"(r) : \"l\"(a), \"r\"(b));",
           "asm(\"shfl.sync.idx.b32 %0, %1, %2, 0x1f;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));",
       }) {
    const TranslateResult k = port(in_function(a));
    EXPECT_TRUE(reported(k, "inline-asm")) << a;
    EXPECT_EQ(statement(k), a);
  }
}
