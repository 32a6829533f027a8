// Inline PTX half-precision arithmetic (src/port/ptx_half.cpp): one instruction of add, sub, mul, fma, min,
// max, neg, abs on f16x2/bf16x2 ("r") or f16/bf16 ("h"), or cvt of floats ("f") to them, becomes an
// assignment of crosswarpPtx<Form>, defined once in the file in plain C++ after the helpers it calls.
// Anything else stays PTX and is reported. The values are the simt test's
// (tests/simt/emulate_inputs/ptx_half.cu) and tests/device/ptx_half_check.sh's.
#include "port/inline_ptx.h"
#include "ptx_test_util.h"

#include <crosswarp/port.h>

#include <gtest/gtest.h>

#include <cctype>
#include <string>

using namespace crosswarp::port;
using namespace ptx_test;

namespace {

// The statement of instruction `ptx` with one output and `inputs` inputs of constraint `in`.
std::string statement(const std::string& ptx, char out, char in, int inputs) {
  std::string s = "asm(\"" + ptx + " %0";
  for (int k = 1; k <= inputs; ++k) s += ", %" + std::to_string(k);
  s += ";\" : \"=" + std::string(1, out) + "\"(d) : ";
  for (int k = 0; k < inputs; ++k) s += std::string(k ? ", " : "") + "\"" + in + "\"(" + "xyz"[k] + ")";
  return s + ");";
}

}  // namespace

// The instructions of the kernels that need them: FasterTransformer's sub.f16x2 and fma.rn.f16x2 (on a "+r"
// accumulator) and fma.rn.bf16x2, vLLM's sub.bf16x2 and mul.bf16x2, flash-attention's max.f16x2, max.bf16x2
// and cvt.rn.relu.f16x2.f32 of two floats.
TEST(PtxHalf, KernelsInstructionsBecomeCalls) {
  TranslateResult r = port(
      "__device__ unsigned f(unsigned a, unsigned b, unsigned* o, float x, float y) {\n  unsigned d, acc = "
      "a;\n"
      "  asm volatile(\"sub.f16x2 %0, %1, %2;\\n\" : \"=r\"(d) : \"r\"(a), \"r\"(b));\n"
      "  asm volatile(\"fma.rn.f16x2 %0, %1, %2, %0;\" : \"+r\"(acc) : \"r\"(a), \"r\"(b));\n"
      "  asm(\"fma.rn.bf16x2 %0,%1,%2,%3;\" : \"=r\"(o[0]) : \"r\"(a), \"r\"(b), \"r\"(d));\n"
      "  asm(\"sub.bf16x2 %0, %1, %2;\" : \"=r\"(o[1]) : \"r\"(a), \"r\"(o[0] ^ b));\n"
      "  asm(\"mul.bf16x2 %0, %1, %2;\" : \"=r\"(o[2]) : \"r\"(a), \"r\"(b));\n"
      "  asm volatile(\"max.f16x2 %0, %1, %2;\" : \"=r\"(o[3]) : \"r\"(a), \"r\"(b));\n"
      "  asm volatile(\"max.bf16x2\\t%0, %1, %2;\" : \"=r\"(o[4]) : \"r\"(a), \"r\"(b));\n"
      "  asm volatile(\"cvt.rn.relu.f16x2.f32 %0, %1, %2;\\n\" : \"=r\"(o[5]) : \"f\"(x), \"f\"(y));\n"
      "  return d + acc;\n}\n");
  EXPECT_TRUE(r.ok());
  for (std::string_view line :
       {"  d = crosswarpPtxSubF16x2(a, b);\n", "  acc = crosswarpPtxFmaRnF16x2(a, b, acc);\n",
        "  (o[0]) = crosswarpPtxFmaRnBf16x2(a, b, d);\n", "  (o[1]) = crosswarpPtxSubBf16x2(a, o[0] ^ b);\n",
        "  (o[2]) = crosswarpPtxMulBf16x2(a, b);\n", "  (o[3]) = crosswarpPtxMaxF16x2(a, b);\n",
        "  (o[4]) = crosswarpPtxMaxBf16x2(a, b);\n", "  (o[5]) = crosswarpPtxCvtRnReluF16x2F32(x, y);\n"})
    EXPECT_NE(r.text.find(line), std::string::npos) << line << r.text;
  EXPECT_EQ(r.text.find("asm"), std::string::npos) << r.text;
  EXPECT_TRUE(reported(r, "emulated-api"));
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_EQ(r.rewritten_asm.size(), 8u);
  // each form once, each helper once in effect (guarded), before the forms
  for (std::string g : {"CROSSWARP_PTX_SUB_F16X2", "CROSSWARP_PTX_FMA_RN_F16X2", "CROSSWARP_PTX_MAX_BF16X2",
                        "CROSSWARP_PTX_CVT_RN_RELU_F16X2_F32"})
    EXPECT_EQ(count(r.text, "#ifndef " + g + "\n"), 1u) << g;
  EXPECT_LT(r.text.find("#define CROSSWARP_PTX_HALF_ROUND16\n"),
            r.text.find("#define CROSSWARP_PTX_SUB_F16X2\n"));
  EXPECT_LT(r.text.find("#define CROSSWARP_PTX_HALF_FMA_ODD\n"),
            r.text.find("#define CROSSWARP_PTX_FMA_RN_F16X2\n"));
  EXPECT_EQ(port(r.text).text, r.text);
  // in a template of several instructions (ptx_block), each is written the same way
  const std::string two =
      port(
          "__device__ unsigned f(unsigned a, unsigned b) { unsigned d; asm(\"sub.f16x2 %0, %1, "
          "%2; max.f16x2 %0, %0, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b)); return d; }")
          .text;
  EXPECT_EQ(two.find("asm"), std::string::npos) << two;
  EXPECT_EQ(count(two, " = crosswarpPtxSubF16x2("), 1u) << two;
  EXPECT_EQ(count(two, " = crosswarpPtxMaxF16x2("), 1u) << two;
}

// The definitions: each half decoded exactly and the result rounded once to nearest even, by hand; the low
// half first. cvt puts its first float in the upper half, as PTX does.
TEST(PtxHalf, DefinitionsAreCppOnTheBits) {
  const std::string text = port(
                               "__device__ unsigned f(unsigned a, unsigned b) { unsigned d; asm(\"sub.f16x2 "
                               "%0, %1, %2;\" : \"=r\"(d) : "
                               "\"r\"(a), \"r\"(b)); return d; }")
                               .text;
  EXPECT_NE(
      text.find(
          "#ifndef CROSSWARP_PTX_SUB_F16X2\n#define CROSSWARP_PTX_SUB_F16X2\n"
          "// PTX's sub{.rn}.f16x2 in C++: difference of each half, rounded to nearest even (crosswarp "
          "port)\n"
          "static __device__ inline unsigned int crosswarpPtxSubF16x2(unsigned int a, unsigned int b) {\n"
          "  unsigned int d = 0u;\n"
          "  for (unsigned int s = 0u; s < 32u; s += 16u) {  // the low half, then the high\n"
          "    const float x = crosswarpPtxF16Float(a >> s), y = crosswarpPtxF16Float(b >> s);\n"
          "    d |= crosswarpPtxRound16(x - y, 10, 15) << s;\n"
          "  }\n  return d;\n}\n#endif\n"),
      std::string::npos)
      << text;
  for (std::string_view helper :
       {"static __device__ inline float crosswarpPtxF16Float(unsigned int h) {",
        "static __device__ inline unsigned int crosswarpPtxRound16(double x, int man, int bias) {"})
    EXPECT_NE(text.find(helper), std::string::npos) << helper;
  EXPECT_EQ(text.find("hip_fp16"), std::string::npos);
  EXPECT_EQ(text.find("_Float16"), std::string::npos);
  const std::string cvt =
      port(
          "__device__ unsigned f(float a, float b) { unsigned d; asm(\"cvt.rn.bf16x2.f32 %0, %1, "
          "%2;\" : \"=r\"(d) : \"f\"(a), \"f\"(b)); return d; }")
          .text;
  EXPECT_NE(
      cvt.find("static __device__ inline unsigned int crosswarpPtxCvtRnBf16x2F32(float a, float b) {\n"
               "  return (crosswarpPtxRound16(a, 7, 127) << 16) | crosswarpPtxRound16(b, 7, 127);\n}\n"),
      std::string::npos)
      << cvt;
  EXPECT_NE(cvt.find("d = crosswarpPtxCvtRnBf16x2F32(a, b);"), std::string::npos) << cvt;
  // on one half in a 16-bit register; .ftz flushes the operands and, before rounding, the result; .sat clamps
  // the rounded result, .relu makes a negative one +0
  const std::string one =
      port(
          "__device__ unsigned short f(unsigned short a, unsigned short b) { unsigned short d; "
          "asm(\"fma.rn.relu.f16 %0, %1, %2, %0;\" : \"+h\"(d) : \"h\"(a), \"h\"(b)); "
          "asm(\"add.rn.ftz.sat.f16 %0, %1, %2;\" : \"=h\"(d) : \"h\"(a), \"h\"(d)); return d; }")
          .text;
  EXPECT_NE(
      one.find(
          "static __device__ inline unsigned short crosswarpPtxFmaRnReluF16(unsigned short a, unsigned "
          "short b, unsigned short c) {\n"
          "  const double x = crosswarpPtxF16Float(a), y = crosswarpPtxF16Float(b), z = "
          "crosswarpPtxF16Float(c);\n"
          "  return static_cast<unsigned short>(crosswarpPtxRelu16(crosswarpPtxRound16(crosswarpPtxFmaOdd("
          "x, y, z), 10, 15)));\n}\n"),
      std::string::npos)
      << one;
  EXPECT_NE(
      one.find("static __device__ inline unsigned short crosswarpPtxAddFtzSatF16(unsigned short a, unsigned "
               "short b) {\n"
               "  const float x = crosswarpPtxF16Float(crosswarpPtxF16Ftz(a)), y = "
               "crosswarpPtxF16Float(crosswarpPtxF16Ftz(b));\n"
               "  return static_cast<unsigned short>(crosswarpPtxF16Sat(crosswarpPtxRound16("
               "crosswarpPtxF16FtzResult(x + y), 10, 15)));\n}\n"),
      std::string::npos)
      << one;
  EXPECT_NE(one.find("d = crosswarpPtxFmaRnReluF16(a, b, d); d = crosswarpPtxAddFtzSatF16(a, d);"),
            std::string::npos)
      << one;
}

// Every form on its operands: "r" for the packed ones, "h" for one half, "f" for cvt's floats. add/sub/mul
// with and without .rn (their only rounding) are one function.
TEST(PtxHalf, EveryFormIsWritten) {
  const std::vector<std::string> forms = ptx_half_instructions();
  // add/sub/mul: f16 8 spellings ({.rn}{.ftz}{.sat}), bf16 2 each, packed or not: 2 * 30;
  // fma.rn{.ftz}{.sat,.relu}: f16 6, bf16 2, twice; min/max: 4 + 2, twice each; neg/abs: 2 + 1, twice each;
  // cvt.rn{.relu} to 4 types; set.cmp{.ftz}.u32.f16x2 and set.cmp.u32.bf16x2: 14 comparisons, 3 times
  EXPECT_EQ(forms.size(), 60u + 16u + 24u + 12u + 8u + 42u);
  for (const std::string& ptx : forms) {
    const bool cvt = ptx.ends_with(".f32"), packed = ptx.find("x2") != std::string::npos;
    const int inputs = ptx.starts_with("fma")                             ? 3
                       : ptx.starts_with("neg") || ptx.starts_with("abs") ? 1
                       : cvt                                              ? (packed ? 2 : 1)
                                                                          : 2;
    const char reg = packed ? 'r' : 'h';
    TranslateResult r = port("__device__ void f() { " + statement(ptx, reg, cvt ? 'f' : reg, inputs) + " }");
    std::string name = "crosswarpPtx";
    std::string canonical = ptx;
    if (canonical.starts_with("add.rn") || canonical.starts_with("sub.rn") || canonical.starts_with("mul.rn"))
      canonical.erase(3, 3);
    bool start = true;
    for (char c : canonical) {
      if (c != '.') name += start ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
      start = c == '.';
    }
    std::string call = "d = " + name + "(x";
    if (inputs > 1) call += ", y";
    if (inputs > 2) call += ", z";
    EXPECT_NE(r.text.find(call + ");"), std::string::npos) << ptx << "\n" << r.text;
    EXPECT_LT(r.text.find(" " + name + (cvt ? "(float a" : "(unsigned")), r.text.find(call))
        << ptx;  // defined
    EXPECT_EQ(r.text.find("asm"), std::string::npos) << ptx;
    EXPECT_FALSE(reported(r, "inline-asm")) << ptx;
  }
}

// cvt's floats given as their bits in "r" registers, as flash-attention's convert_relu2 does: PTX reads the
// 32-bit register as f32, the port passes __uint_as_float of it.
TEST(PtxHalf, CvtTakesFloatBitsInIntegerRegisters) {
  const TranslateResult r = port(
      "__device__ unsigned f(float2 x) {\n  unsigned res;\n"
      "  const unsigned a = reinterpret_cast<const unsigned&>(x.x), b = reinterpret_cast<const "
      "unsigned&>(x.y);\n"
      "  asm volatile(\"cvt.rn.relu.f16x2.f32 %0, %1, %2;\\n\" : \"=r\"(res) : \"r\"(b), \"r\"(a));\n"
      "  asm(\"cvt.rn.bf16x2.f32 %0, %1, %2;\" : \"=r\"(res) : \"f\"(x.x), \"r\"(b));\n  return res;\n}\n");
  EXPECT_NE(r.text.find("res = crosswarpPtxCvtRnReluF16x2F32(__uint_as_float(b), __uint_as_float(a));"),
            std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("res = crosswarpPtxCvtRnBf16x2F32(x.x, __uint_as_float(b));"), std::string::npos)
      << r.text;
  EXPECT_EQ(r.text.find("asm"), std::string::npos) << r.text;
}

// Not written (stays PTX, reported): rounding modes other than .rn, modifiers a type does not have or in
// another order, forms PTX lacks, operands of the wrong constraint or mixed, immediates, an output read
// without "+", a missing operand, a wrong operand count, two outputs.
TEST(PtxHalf, OtherFormsStayPtx) {
  for (std::string_view src : {
           "asm(\"add.rz.f16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));",
           "asm(\"add.sat.bf16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));",
           "asm(\"add.ftz.rn.f16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));",
           "asm(\"fma.f16x2 %0, %1, %2, %3;\" : \"=r\"(d) : \"r\"(a), \"r\"(b), \"r\"(c));",
           "asm(\"fma.rn.sat.bf16x2 %0, %1, %2, %3;\" : \"=r\"(d) : \"r\"(a), \"r\"(b), \"r\"(c));",
           "asm(\"mul.ftz.bf16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));",
           "asm(\"fma.rn.ftz.relu.bf16x2 %0, %1, %2, %3;\" : \"=r\"(d) : \"r\"(a), \"r\"(b), \"r\"(c));",
           "asm(\"fma.rn.oob.f16x2 %0, %1, %2, %3;\" : \"=r\"(d) : \"r\"(a), \"r\"(b), \"r\"(c));",
           "asm(\"min.xorsign.abs.f16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));",
           "asm(\"max.relu.f16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));",
           "asm(\"cvt.rz.f16x2.f32 %0, %1, %2;\" : \"=r\"(d) : \"f\"(x), \"f\"(y));",
           "asm(\"cvt.rn.satfinite.bf16x2.f32 %0, %1, %2;\" : \"=r\"(d) : \"f\"(x), \"f\"(y));",
           "asm(\"cvt.f32.f16 %0, %1;\" : \"=f\"(x) : \"h\"(h));",
           "asm(\"add.f32 %0, %1, %2;\" : \"=f\"(x) : \"f\"(x), \"f\"(y));",
           "asm(\"add.f16x2 %0, %1, %2;\" : \"=h\"(h) : \"h\"(h), \"h\"(h));",
           "asm(\"add.f16 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));",
           "asm(\"add.f16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"h\"(h));",
           "asm(\"mul.bf16x2 %0, %1, %2;\" : \"=l\"(w) : \"l\"(w), \"l\"(w));",
           "asm(\"cvt.rn.f16.f32 %0, %1;\" : \"=r\"(d) : \"f\"(x));",
           "asm(\"cvt.rn.f16x2.f32 %0, %1, %2;\" : \"=r\"(d) : \"h\"(h), \"f\"(x));",
           "asm(\"add.f16x2 %0, %1, 0x3c003c00;\" : \"=r\"(d) : \"r\"(a));",
           "asm(\"add.f16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"n\"(0x3c003c00));",
           "asm(\"fma.rn.f16x2 %0, %1, %2, %0;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));",
           "asm(\"sub.f16x2 %0, %1, %3;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));",
           "asm(\"sub.f16x2 %0, %1;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));",
           "asm(\"neg.f16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));",
           "asm(\"sub.f16x2 %1, %2, %3;\" : \"=r\"(d), \"=r\"(c) : \"r\"(a), \"r\"(b));",
       }) {
    const std::string text =
        "__device__ void f(unsigned a, unsigned b, unsigned c, unsigned long long w, unsigned "
        "short h, float x, float y) { unsigned d; " +
        std::string(src) + " }";
    TranslateResult k = port(text);
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
    EXPECT_EQ(k.text, "#include <hip/hip_runtime.h>\n" + text) << src;
    EXPECT_TRUE(k.rewritten_asm.empty()) << src;
  }
}
