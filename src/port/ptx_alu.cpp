// Inline PTX integer instructions as C++ (see inline_ptx.h). Each form's semantics are the PTX ISA's; every
// definition here was checked against the instruction itself on an H100 (tests/device/ptx_check.sh).
#include "port/inline_ptx.h"

#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace crosswarp::port {

namespace {

// One instruction form: `function` is a HIP intrinsic (no body) or the name of the function `body` defines.
struct AluForm {
  std::string_view ptx;        // "bfe.u32"
  std::string_view function;   // "crosswarpPtxBfeU32" / "__popc"
  int inputs;                  // source operands
  std::string_view what;       // for the definition's comment
  std::string_view signature;  // "unsigned int (unsigned int a, unsigned int b, unsigned int c)"
  std::string_view body;
  bool approximate =
      false;  // a float instruction of approximate result: "f" operands, HIP's function of that math
  char floating =
      0;  // a float instruction of exact result on "f" (f32) or "d" (f64) operands: HIP's intrinsic
};

// The definitions are C++ text built from string literals; their layout is the output's.
// clang-format off
// prmt's modes: for c & 3, the source byte of each result byte, d.b3 to d.b0 as nibbles (PTX ISA, prmt).
#define CW_PRMT_MODE(mode, fn, table)                                                                                \
  AluForm {                                                                                                          \
    "prmt.b32." mode, fn, 3, "byte permute, ." mode " mode",                               \
        "unsigned int (unsigned int a, unsigned int b, unsigned int c)",                                            \
        "  const unsigned long long x = (static_cast<unsigned long long>(b) << 32) | a;\n"                           \
        "  const unsigned int s = static_cast<unsigned int>(" table "ull >> (16u * (c & 3u))) & 0xffffu;\n"          \
        "  unsigned int d = 0u;\n"                                                                                   \
        "  for (unsigned int n = 0u; n < 4u; ++n) d |= (static_cast<unsigned int>(x >> (8u * ((s >> (4u * n)) & 7u))) & 0xffu) << (8u * n);\n" \
        "  return d;\n"                                                                                              \
  }

// A bit field extract of `bits` (32 or 64) bits; `T` the unsigned type. The 32-bit forms take the position and the
// length modulo 256, as the PTX ISA says; the 64-bit ones take the whole 32-bit operands, as an H100 does (a position
// of 0x104 extracts nothing there: tests/device/ptx_check.sh). `mask` is " & 0xffu" or "".
#define CW_BFE_UNSIGNED(ptx, fn, T, bits, mask)                                                                      \
  AluForm {                                                                                                          \
    ptx, fn, 3, "bit field extract", T " (" T " a, unsigned int b, unsigned int c)",                                 \
        "  const unsigned int pos = b" mask ", len = c" mask ";\n"                                                   \
        "  if (pos > " #bits "u - 1u || len == 0u) return 0u;\n"                                                     \
        "  const unsigned int n = len < " #bits "u - pos ? len : " #bits "u - pos;\n"                                \
        "  return n == " #bits "u ? a : (a >> pos) & ((static_cast<" T ">(1) << n) - 1u);\n"                          \
  }
#define CW_BFE_SIGNED(ptx, fn, S, T, bits, mask)                                                                     \
  AluForm {                                                                                                          \
    ptx, fn, 3, "bit field extract, sign-extended", S " (" S " a, unsigned int b, unsigned int c)",                  \
        "  const " T " x = static_cast<" T ">(a);\n"                                                                 \
        "  const unsigned int pos = b" mask ", len = c" mask ";\n"                                                   \
        "  if (len == 0u) return 0;\n"                                                                               \
        "  const unsigned long long end = static_cast<unsigned long long>(pos) + len - 1u;\n"                        \
        "  const unsigned int top = end < " #bits "u - 1u ? static_cast<unsigned int>(end) : " #bits "u - 1u;\n"     \
        "  const unsigned int n = pos > " #bits "u - 1u ? 0u : len < " #bits "u - pos ? len : " #bits "u - pos;\n"   \
        "  " T " d = n == 0u ? 0u : n == " #bits "u ? x : (x >> pos) & ((static_cast<" T ">(1) << n) - 1u);\n"      \
        "  if (((x >> top) & 1u) && n < " #bits "u) d |= ~static_cast<" T ">(0) << n;\n"                            \
        "  return static_cast<" S ">(d);\n"                                                                          \
  }
#define CW_BFI(ptx, fn, T, bits, mask)                                                                               \
  AluForm {                                                                                                          \
    ptx, fn, 4, "bit field insert", T " (" T " a, " T " b, unsigned int c, unsigned int d)",                         \
        "  const unsigned int pos = c" mask ", len = d" mask ";\n"                                                   \
        "  if (pos > " #bits "u - 1u || len == 0u) return b;\n"                                                      \
        "  const unsigned int n = len < " #bits "u - pos ? len : " #bits "u - pos;\n"                                \
        "  const " T " mask = (n == " #bits "u ? ~static_cast<" T ">(0) : (static_cast<" T ">(1) << n) - 1u) << pos;\n" \
        "  return (b & ~mask) | ((a << pos) & mask);\n"                                                              \
  }
// bfind: the most significant 1 bit (signed: the most significant bit that differs from the sign), 0xffffffff
// when there is none; .shiftamt gives the left shift that brings it to the top instead.
#define CW_BFIND(ptx, fn, S, T, bits, is_signed, shiftamt)                                                          \
  AluForm {                                                                                                          \
    ptx, fn, 1, shiftamt ? "the left shift that brings the most significant non-sign bit to the top"           \
                         : "the position of the most significant non-sign bit", "unsigned int (" S " a)",                                 \
        "  " T " x = static_cast<" T ">(a);\n"                                                                       \
        "  if (" #is_signed " && (x >> (" #bits " - 1)) != 0u) x = ~x;\n"                                            \
        "  if (x == 0u) return 0xffffffffu;\n"                                                                       \
        "  unsigned int p = 0u;\n"                                                                                   \
        "  for (unsigned int w = " #bits "u / 2u; w > 0u; w /= 2u)\n"                                                \
        "    if (x >> w) x >>= w, p += w;\n"                                                                         \
        "  return " #shiftamt " ? " #bits "u - 1u - p : p;\n"                                                        \
  }
// dp4a: c plus the four products of a's and b's bytes; dp2a: c plus a's two halfwords times two bytes of b (.lo:
// bytes 0 and 1, .hi: 2 and 3). `sa`/`sb`: whether a's/b's parts are signed.
#define CW_DP4A(ptx, fn, R, sa, sb)                                                                                  \
  AluForm {                                                                                                          \
    ptx, fn, 3, "four-way byte dot product and accumulate",                                                         \
        R " (unsigned int a, unsigned int b, unsigned int c)",                                                      \
        "  unsigned int d = c;\n"                                                                                    \
        "  for (unsigned int i = 0u; i < 32u; i += 8u) {\n"                                                          \
        "    const int x = " #sa " ? static_cast<int>(static_cast<signed char>((a >> i) & 0xffu)) : static_cast<int>((a >> i) & 0xffu);\n" \
        "    const int y = " #sb " ? static_cast<int>(static_cast<signed char>((b >> i) & 0xffu)) : static_cast<int>((b >> i) & 0xffu);\n" \
        "    d += static_cast<unsigned int>(x * y);\n"                                                               \
        "  }\n"                                                                                                      \
        "  return static_cast<" R ">(d);\n"                                                                          \
  }
#define CW_DP2A(ptx, fn, R, sa, sb, first)                                                                           \
  AluForm {                                                                                                          \
    ptx, fn, 3, "two-way halfword-by-byte dot product and accumulate",                                              \
        R " (unsigned int a, unsigned int b, unsigned int c)",                                                      \
        "  unsigned int d = c;\n"                                                                                    \
        "  for (unsigned int i = 0u; i < 2u; ++i) {\n"                                                               \
        "    const unsigned int h = (a >> (16u * i)) & 0xffffu, y8 = (b >> (8u * (" #first "u + i))) & 0xffu;\n"      \
        "    const int x = " #sa " ? static_cast<int>(static_cast<short>(h)) : static_cast<int>(h);\n"              \
        "    const int y = " #sb " ? static_cast<int>(static_cast<signed char>(y8)) : static_cast<int>(y8);\n"      \
        "    d += static_cast<unsigned int>(x * y);\n"                                                               \
        "  }\n"                                                                                                      \
        "  return static_cast<" R ">(d);\n"                                                                          \
  }

#define U32 "unsigned int"
#define S32 "int"
#define U64 "unsigned long long"
#define S64 "long long"

const AluForm kForms[] = {
    // prmt.b32 (no mode): each result byte is the byte of {b, a} its selector nibble names (bits 0-2); bit 3 of the
    // nibble replicates that byte's sign bit instead. CUDA's __byte_perm ignores bit 3, so it is not this.
    {"prmt.b32", "crosswarpPtxPrmtB32", 3, "byte permute", U32 " (" U32 " a, " U32 " b, " U32 " c)",
     "  const unsigned long long x = (static_cast<unsigned long long>(b) << 32) | a;\n"
     "  unsigned int d = 0u;\n"
     "  for (unsigned int n = 0u; n < 4u; ++n) {\n"
     "    const unsigned int s = (c >> (4u * n)) & 0xfu;\n"
     "    unsigned int byte = static_cast<unsigned int>(x >> (8u * (s & 7u))) & 0xffu;\n"
     "    if (s & 8u) byte = (byte & 0x80u) ? 0xffu : 0u;\n"
     "    d |= byte << (8u * n);\n"
     "  }\n"
     "  return d;\n"},
    CW_PRMT_MODE("f4e", "crosswarpPtxPrmtB32F4e", "0x6543543243213210"),
    CW_PRMT_MODE("b4e", "crosswarpPtxPrmtB32B4e", "0x0123701267015670"),
    CW_PRMT_MODE("rc8", "crosswarpPtxPrmtB32Rc8", "0x3333222211110000"),
    CW_PRMT_MODE("ecl", "crosswarpPtxPrmtB32Ecl", "0x3333322232113210"),
    CW_PRMT_MODE("ecr", "crosswarpPtxPrmtB32Ecr", "0x3210221011100000"),
    CW_PRMT_MODE("rc16", "crosswarpPtxPrmtB32Rc16", "0x3232101032321010"),
    CW_BFE_UNSIGNED("bfe.u32", "crosswarpPtxBfeU32", U32, 32, " & 0xffu"),
    CW_BFE_UNSIGNED("bfe.u64", "crosswarpPtxBfeU64", U64, 64, ""),
    CW_BFE_SIGNED("bfe.s32", "crosswarpPtxBfeS32", S32, U32, 32, " & 0xffu"),
    CW_BFE_SIGNED("bfe.s64", "crosswarpPtxBfeS64", S64, U64, 64, ""),
    // bfi: the position and length as bfe's
    CW_BFI("bfi.b32", "crosswarpPtxBfiB32", U32, 32, " & 0xffu"),
    CW_BFI("bfi.b64", "crosswarpPtxBfiB64", U64, 64, ""),
    // lop3.b32 d, a, b, c, immLut: bit k of the table is the result where a, b, c have bits k>>2, k>>1, k (PTX
    // defines the table as F(0xF0, 0xCC, 0xAA)).
    {"lop3.b32", "crosswarpPtxLop3B32", 4, "three-input logic operation",
     U32 " (" U32 " a, " U32 " b, " U32 " c, " U32 " lut)",
     "  unsigned int d = 0u;\n"
     "  for (unsigned int k = 0u; k < 8u; ++k)\n"
     "    if ((lut >> k) & 1u) d |= ((k & 4u) ? a : ~a) & ((k & 2u) ? b : ~b) & ((k & 1u) ? c : ~c);\n"
     "  return d;\n"},
    // Funnel shifts of the 64 bits {b, a}: .wrap takes c modulo 32, .clamp caps it at 32.
    {"shf.l.wrap.b32", "crosswarpPtxShfLWrapB32", 3, "funnel shift left, amount modulo 32",
     U32 " (" U32 " a, " U32 " b, " U32 " c)",
     "  const unsigned int n = c & 31u;\n"
     "  return static_cast<unsigned int>((((static_cast<unsigned long long>(b) << 32) | a) << n) >> 32);\n"},
    {"shf.l.clamp.b32", "crosswarpPtxShfLClampB32", 3, "funnel shift left, amount capped at 32",
     U32 " (" U32 " a, " U32 " b, " U32 " c)",
     "  const unsigned int n = c < 32u ? c : 32u;\n"
     "  return static_cast<unsigned int>((((static_cast<unsigned long long>(b) << 32) | a) << n) >> 32);\n"},
    {"shf.r.wrap.b32", "crosswarpPtxShfRWrapB32", 3, "funnel shift right, amount modulo 32",
     U32 " (" U32 " a, " U32 " b, " U32 " c)",
     "  const unsigned int n = c & 31u;\n"
     "  return static_cast<unsigned int>(((static_cast<unsigned long long>(b) << 32) | a) >> n);\n"},
    {"shf.r.clamp.b32", "crosswarpPtxShfRClampB32", 3, "funnel shift right, amount capped at 32",
     U32 " (" U32 " a, " U32 " b, " U32 " c)",
     "  const unsigned int n = c < 32u ? c : 32u;\n"
     "  return static_cast<unsigned int>(((static_cast<unsigned long long>(b) << 32) | a) >> n);\n"},
    CW_DP4A("dp4a.u32.u32", "crosswarpPtxDp4aU32U32", U32, false, false),
    CW_DP4A("dp4a.u32.s32", "crosswarpPtxDp4aU32S32", S32, false, true),
    CW_DP4A("dp4a.s32.u32", "crosswarpPtxDp4aS32U32", S32, true, false),
    CW_DP4A("dp4a.s32.s32", "crosswarpPtxDp4aS32S32", S32, true, true),
    CW_DP2A("dp2a.lo.u32.u32", "crosswarpPtxDp2aLoU32U32", U32, false, false, 0),
    CW_DP2A("dp2a.lo.u32.s32", "crosswarpPtxDp2aLoU32S32", S32, false, true, 0),
    CW_DP2A("dp2a.lo.s32.u32", "crosswarpPtxDp2aLoS32U32", S32, true, false, 0),
    CW_DP2A("dp2a.lo.s32.s32", "crosswarpPtxDp2aLoS32S32", S32, true, true, 0),
    CW_DP2A("dp2a.hi.u32.u32", "crosswarpPtxDp2aHiU32U32", U32, false, false, 2),
    CW_DP2A("dp2a.hi.u32.s32", "crosswarpPtxDp2aHiU32S32", S32, false, true, 2),
    CW_DP2A("dp2a.hi.s32.u32", "crosswarpPtxDp2aHiS32U32", S32, true, false, 2),
    CW_DP2A("dp2a.hi.s32.s32", "crosswarpPtxDp2aHiS32S32", S32, true, true, 2),
    CW_BFIND("bfind.u32", "crosswarpPtxBfindU32", U32, U32, 32, false, false),
    CW_BFIND("bfind.s32", "crosswarpPtxBfindS32", S32, U32, 32, true, false),
    CW_BFIND("bfind.u64", "crosswarpPtxBfindU64", U64, U64, 64, false, false),
    CW_BFIND("bfind.s64", "crosswarpPtxBfindS64", S64, U64, 64, true, false),
    CW_BFIND("bfind.shiftamt.u32", "crosswarpPtxBfindShiftamtU32", U32, U32, 32, false, true),
    CW_BFIND("bfind.shiftamt.s32", "crosswarpPtxBfindShiftamtS32", S32, U32, 32, true, true),
    CW_BFIND("bfind.shiftamt.u64", "crosswarpPtxBfindShiftamtU64", U64, U64, 64, false, true),
    CW_BFIND("bfind.shiftamt.s64", "crosswarpPtxBfindShiftamtS64", S64, U64, 64, true, true),
    // sad: c plus |a - b|, the difference taken without overflow.
    {"sad.u32", "crosswarpPtxSadU32", 3, "sum of absolute difference", U32 " (" U32 " a, " U32 " b, " U32 " c)",
     "  return c + (a > b ? a - b : b - a);\n"},
    {"sad.s32", "crosswarpPtxSadS32", 3, "sum of absolute difference", S32 " (" S32 " a, " S32 " b, " S32 " c)",
     "  const unsigned int x = static_cast<unsigned int>(a), y = static_cast<unsigned int>(b);\n"
     "  return static_cast<int>(static_cast<unsigned int>(c) + (a > b ? x - y : y - x));\n"},
    // Video shifts of unsigned words: .clamp caps the amount at 32 (a shift by 32 gives 0), .wrap takes it modulo
    // 32; .add adds c to the 32-bit result. (The .min/.max secondary operations see more than 32 bits of a left
    // shift and are not written.)
    {"vshl.u32.u32.u32.clamp", "crosswarpPtxVshlU32U32U32Clamp", 2, "video shift left, amount capped at 32",
     U32 " (" U32 " a, " U32 " b)", "  return b >= 32u ? 0u : a << b;\n"},
    {"vshl.u32.u32.u32.wrap", "crosswarpPtxVshlU32U32U32Wrap", 2, "video shift left, amount modulo 32",
     U32 " (" U32 " a, " U32 " b)", "  return a << (b & 31u);\n"},
    {"vshr.u32.u32.u32.clamp", "crosswarpPtxVshrU32U32U32Clamp", 2, "video shift right, amount capped at 32",
     U32 " (" U32 " a, " U32 " b)", "  return b >= 32u ? 0u : a >> b;\n"},
    {"vshr.u32.u32.u32.wrap", "crosswarpPtxVshrU32U32U32Wrap", 2, "video shift right, amount modulo 32",
     U32 " (" U32 " a, " U32 " b)", "  return a >> (b & 31u);\n"},
    {"vshl.u32.u32.u32.clamp.add", "crosswarpPtxVshlU32U32U32ClampAdd", 3,
     "video shift left, amount capped at 32, then add", U32 " (" U32 " a, " U32 " b, " U32 " c)",
     "  return (b >= 32u ? 0u : a << b) + c;\n"},
    {"vshl.u32.u32.u32.wrap.add", "crosswarpPtxVshlU32U32U32WrapAdd", 3,
     "video shift left, amount modulo 32, then add", U32 " (" U32 " a, " U32 " b, " U32 " c)",
     "  return (a << (b & 31u)) + c;\n"},
    {"vshr.u32.u32.u32.clamp.add", "crosswarpPtxVshrU32U32U32ClampAdd", 3,
     "video shift right, amount capped at 32, then add", U32 " (" U32 " a, " U32 " b, " U32 " c)",
     "  return (b >= 32u ? 0u : a >> b) + c;\n"},
    {"vshr.u32.u32.u32.wrap.add", "crosswarpPtxVshrU32U32U32WrapAdd", 3,
     "video shift right, amount modulo 32, then add", U32 " (" U32 " a, " U32 " b, " U32 " c)",
     "  return (a >> (b & 31u)) + c;\n"},
    // Multiplies: .lo the low half of the product, .hi the high half, .wide the whole product of 32-bit operands;
    // mad adds c to that.
    {"mul.lo.u32", "crosswarpPtxMulLoU32", 2, "multiply, low half", U32 " (" U32 " a, " U32 " b)",
     "  return a * b;\n"},
    {"mul.lo.s32", "crosswarpPtxMulLoS32", 2, "multiply, low half", S32 " (" S32 " a, " S32 " b)",
     "  return static_cast<int>(static_cast<unsigned int>(a) * static_cast<unsigned int>(b));\n"},
    {"mul.lo.u64", "crosswarpPtxMulLoU64", 2, "multiply, low half", U64 " (" U64 " a, " U64 " b)",
     "  return a * b;\n"},
    {"mul.lo.s64", "crosswarpPtxMulLoS64", 2, "multiply, low half", S64 " (" S64 " a, " S64 " b)",
     "  return static_cast<long long>(static_cast<unsigned long long>(a) * static_cast<unsigned long long>(b));\n"},
    {"mul.hi.u32", "__umulhi", 2, "", "", ""},
    {"mul.hi.s32", "__mulhi", 2, "", "", ""},
    {"mul.hi.u64", "__umul64hi", 2, "", "", ""},
    {"mul.wide.u32", "crosswarpPtxMulWideU32", 2, "multiply, whole product", U64 " (" U32 " a, " U32 " b)",
     "  return static_cast<unsigned long long>(a) * b;\n"},
    {"mul.wide.s32", "crosswarpPtxMulWideS32", 2, "multiply, whole product", S64 " (" S32 " a, " S32 " b)",
     "  return static_cast<long long>(a) * b;\n"},
    {"mad.lo.u32", "crosswarpPtxMadLoU32", 3, "multiply, low half, and add",
     U32 " (" U32 " a, " U32 " b, " U32 " c)", "  return a * b + c;\n"},
    {"mad.lo.s32", "crosswarpPtxMadLoS32", 3, "multiply, low half, and add",
     S32 " (" S32 " a, " S32 " b, " S32 " c)",
     "  return static_cast<int>(static_cast<unsigned int>(a) * static_cast<unsigned int>(b) + "
     "static_cast<unsigned int>(c));\n"},
    {"mad.hi.u32", "crosswarpPtxMadHiU32", 3, "multiply, high half, and add",
     U32 " (" U32 " a, " U32 " b, " U32 " c)",
     "  return static_cast<unsigned int>((static_cast<unsigned long long>(a) * b) >> 32) + c;\n"},
    {"mad.hi.s32", "crosswarpPtxMadHiS32", 3, "multiply, high half, and add",
     S32 " (" S32 " a, " S32 " b, " S32 " c)",
     "  return static_cast<int>(static_cast<unsigned int>(static_cast<unsigned long long>(static_cast<long long>(a) * b) >> 32) + "
     "static_cast<unsigned int>(c));\n"},
    {"mad.wide.u32", "crosswarpPtxMadWideU32", 3, "multiply, whole product, and add",
     U64 " (" U32 " a, " U32 " b, " U64 " c)", "  return static_cast<unsigned long long>(a) * b + c;\n"},
    {"mad.wide.s32", "crosswarpPtxMadWideS32", 3, "multiply, whole product, and add",
     S64 " (" S32 " a, " S32 " b, " S64 " c)",
     "  return static_cast<long long>(static_cast<unsigned long long>(static_cast<long long>(a) * b) + "
     "static_cast<unsigned long long>(c));\n"},
    // Bit counts and reversal: HIP has CUDA's intrinsics for these.
    {"popc.b32", "__popc", 1, "", "", ""},
    {"popc.b64", "__popcll", 1, "", "", ""},
    {"clz.b32", "__clz", 1, "", "", ""},
    {"clz.b64", "__clzll", 1, "", "", ""},
    {"brev.b32", "__brev", 1, "", "", ""},
    {"brev.b64", "__brevll", 1, "", "", ""},
    // Bitwise operations and shifts: a shift by the register's width or more gives 0 (the sign for shr.s), as PTX
    // clamps the amount to the width.
    {"not.b32", "crosswarpPtxNotB32", 1, "bitwise not", U32 " (" U32 " a)", "  return ~a;\n"},
    {"not.b64", "crosswarpPtxNotB64", 1, "bitwise not", U64 " (" U64 " a)", "  return ~a;\n"},
    {"and.b32", "crosswarpPtxAndB32", 2, "bitwise and", U32 " (" U32 " a, " U32 " b)", "  return a & b;\n"},
    {"and.b64", "crosswarpPtxAndB64", 2, "bitwise and", U64 " (" U64 " a, " U64 " b)", "  return a & b;\n"},
    {"or.b32", "crosswarpPtxOrB32", 2, "bitwise or", U32 " (" U32 " a, " U32 " b)", "  return a | b;\n"},
    {"or.b64", "crosswarpPtxOrB64", 2, "bitwise or", U64 " (" U64 " a, " U64 " b)", "  return a | b;\n"},
    {"xor.b32", "crosswarpPtxXorB32", 2, "bitwise exclusive or", U32 " (" U32 " a, " U32 " b)", "  return a ^ b;\n"},
    {"xor.b64", "crosswarpPtxXorB64", 2, "bitwise exclusive or", U64 " (" U64 " a, " U64 " b)", "  return a ^ b;\n"},
    {"shl.b32", "crosswarpPtxShlB32", 2, "shift left", U32 " (" U32 " a, " U32 " b)",
     "  return b > 31u ? 0u : a << b;\n"},
    {"shl.b64", "crosswarpPtxShlB64", 2, "shift left", U64 " (" U64 " a, " U32 " b)",
     "  return b > 63u ? 0ull : a << b;\n"},
    {"shr.b32", "crosswarpPtxShrB32", 2, "shift right", U32 " (" U32 " a, " U32 " b)",
     "  return b > 31u ? 0u : a >> b;\n"},
    {"shr.u32", "crosswarpPtxShrU32", 2, "shift right", U32 " (" U32 " a, " U32 " b)",
     "  return b > 31u ? 0u : a >> b;\n"},
    {"shr.b64", "crosswarpPtxShrB64", 2, "shift right", U64 " (" U64 " a, " U32 " b)",
     "  return b > 63u ? 0ull : a >> b;\n"},
    {"shr.u64", "crosswarpPtxShrU64", 2, "shift right", U64 " (" U64 " a, " U32 " b)",
     "  return b > 63u ? 0ull : a >> b;\n"},
    {"shr.s32", "crosswarpPtxShrS32", 2, "arithmetic shift right", S32 " (" S32 " a, " U32 " b)",
     "  return a >> (b > 31u ? 31u : b);\n"},
    {"shr.s64", "crosswarpPtxShrS64", 2, "arithmetic shift right", S64 " (" S64 " a, " U32 " b)",
     "  return a >> (b > 63u ? 63u : b);\n"},
    // Integer additions and subtractions, wrapping at the register's width.
    {"add.u32", "crosswarpPtxAddU32", 2, "add", U32 " (" U32 " a, " U32 " b)", "  return a + b;\n"},
    {"add.s32", "crosswarpPtxAddS32", 2, "add", S32 " (" S32 " a, " S32 " b)",
     "  return static_cast<int>(static_cast<unsigned int>(a) + static_cast<unsigned int>(b));\n"},
    {"add.u64", "crosswarpPtxAddU64", 2, "add", U64 " (" U64 " a, " U64 " b)", "  return a + b;\n"},
    {"add.s64", "crosswarpPtxAddS64", 2, "add", S64 " (" S64 " a, " S64 " b)",
     "  return static_cast<long long>(static_cast<unsigned long long>(a) + static_cast<unsigned long long>(b));\n"},
    {"sub.u32", "crosswarpPtxSubU32", 2, "subtract", U32 " (" U32 " a, " U32 " b)", "  return a - b;\n"},
    {"sub.s32", "crosswarpPtxSubS32", 2, "subtract", S32 " (" S32 " a, " S32 " b)",
     "  return static_cast<int>(static_cast<unsigned int>(a) - static_cast<unsigned int>(b));\n"},
    {"sub.u64", "crosswarpPtxSubU64", 2, "subtract", U64 " (" U64 " a, " U64 " b)", "  return a - b;\n"},
    {"sub.s64", "crosswarpPtxSubS64", 2, "subtract", S64 " (" S64 " a, " S64 " b)",
     "  return static_cast<long long>(static_cast<unsigned long long>(a) - static_cast<unsigned long long>(b));\n"},
    // Approximate float instructions (fast-math exp2 in softmax and attention kernels, tanh in GELU): HIP's function
    // of the same math. The instruction's result and the function's agree to within the instruction's error bound,
    // not bit for bit; .ftz (subnormals flushed) is not kept.
    {"ex2.approx.f32", "exp2f", 1, "", "", "", true},
    {"ex2.approx.ftz.f32", "exp2f", 1, "", "", "", true},
    {"lg2.approx.f32", "log2f", 1, "", "", "", true},
    {"lg2.approx.ftz.f32", "log2f", 1, "", "", "", true},
    {"rcp.approx.f32", "__frcp_rn", 1, "", "", "", true},
    {"rcp.approx.ftz.f32", "__frcp_rn", 1, "", "", "", true},
    {"rsqrt.approx.f32", "rsqrtf", 1, "", "", "", true},
    {"rsqrt.approx.ftz.f32", "rsqrtf", 1, "", "", "", true},
    {"sqrt.approx.f32", "sqrtf", 1, "", "", "", true},
    {"sqrt.approx.ftz.f32", "sqrtf", 1, "", "", "", true},
    {"sin.approx.f32", "__sinf", 1, "", "", "", true},
    {"sin.approx.ftz.f32", "__sinf", 1, "", "", "", true},
    {"cos.approx.f32", "__cosf", 1, "", "", "", true},
    {"cos.approx.ftz.f32", "__cosf", 1, "", "", "", true},
    {"tanh.approx.f32", "tanhf", 1, "", "", "", true},
    // IEEE operations in a stated rounding mode (CUB's FMUL_RZ/FFMA_RZ): HIP's intrinsic of that mode, as CUDA's
    // __fmul_rz & co. become. HIP declares the directed ones (rz, rm, rp) only with OCML_BASIC_ROUNDED_OPERATIONS
    // defined on the command line (translate_lexed reports it). Not div, sqrt and rcp: ROCm 5.7's device library lacks
    // the directed division and square root (and, with that define, even __fdiv_rn's), and HIP's __frcp_* is
    // approximate.
#define CW_ROUNDED(op, n, type, c, f)                                                                                  \
  {op ".rn." type, f "_rn", n, "", "", "", false, c}, {op ".rz." type, f "_rz", n, "", "", "", false, c},              \
      {op ".rm." type, f "_rd", n, "", "", "", false, c}, {op ".rp." type, f "_ru", n, "", "", "", false, c}
    CW_ROUNDED("add", 2, "f32", 'f', "__fadd"), CW_ROUNDED("sub", 2, "f32", 'f', "__fsub"),
    CW_ROUNDED("mul", 2, "f32", 'f', "__fmul"), CW_ROUNDED("fma", 3, "f32", 'f', "__fmaf"),
    CW_ROUNDED("add", 2, "f64", 'd', "__dadd"), CW_ROUNDED("sub", 2, "f64", 'd', "__dsub"),
    CW_ROUNDED("mul", 2, "f64", 'd', "__dmul"), CW_ROUNDED("fma", 3, "f64", 'd', "__fma"),
#undef CW_ROUNDED
};

// Barriers and fences without operands: HIP's of the same scope (a seq_cst fence for PTX's acq_rel ones: stronger);
// trap.
constexpr std::pair<std::string_view, std::string_view> kSyncForms[] = {
    {"bar.sync 0", "__syncthreads()"},
    {"barrier.sync 0", "__syncthreads()"},
    {"barrier.sync.aligned 0", "__syncthreads()"},
    {"membar.cta", "__threadfence_block()"},
    {"membar.gl", "__threadfence()"},
    {"membar.sys", "__threadfence_system()"},
    {"fence.sc.cta", "__threadfence_block()"},
    {"fence.acq_rel.cta", "__threadfence_block()"},
    {"fence.sc.gpu", "__threadfence()"},
    {"fence.acq_rel.gpu", "__threadfence()"},
    {"fence.sc.sys", "__threadfence_system()"},
    {"fence.acq_rel.sys", "__threadfence_system()"},
    {"trap", "__builtin_trap()"},  // ends the kernel with an error, as trap does
};

// clang-format on

#undef U32
#undef S32
#undef U64
#undef S64

bool blank(char c) {
  return c == ' ' || c == '\t';
}

std::string definition(const AluForm& f) {
  const std::string_view sig = f.signature;
  const std::size_t open = sig.find(" (");
  const std::string g = ptx_guard(f.ptx);
  return "#ifndef " + g + "\n#define " + g + "\n// PTX's " + std::string(f.ptx) +
         " in C++: " + std::string(f.what) + " (crosswarp port)\nstatic __device__ inline " +
         std::string(sig.substr(0, open)) + " " + std::string(f.function) +
         std::string(sig.substr(open + 1)) + " {\n" + std::string(f.body) + "}\n#endif\n";
}

}  // namespace

std::string ptx_flat(std::string_view text) {
  std::string flat;
  for (char c : ptx_statement_text(text))
    if (!blank(c) || (!flat.empty() && flat.back() != ' ')) flat += blank(c) ? ' ' : c;
  return flat;
}

std::string_view ptx_fence(std::string_view instruction) {
  const std::string flat = ptx_flat(instruction);
  for (const auto& [ptx, hip] : kSyncForms)
    if (flat == ptx && (ptx.starts_with("membar") || ptx.starts_with("fence"))) return hip;
  return {};
}

std::string_view ptx_trim(std::string_view v) {
  while (!v.empty() && blank(v.front())) v.remove_prefix(1);
  while (!v.empty() && blank(v.back())) v.remove_suffix(1);
  return v;
}

std::string_view ptx_statement_text(std::string_view v) {
  v = ptx_trim(v);
  while (!v.empty() && (blank(v.back()) || v.back() == ';')) v.remove_suffix(1);
  return v;
}

std::string ptx_guard(std::string_view ptx) {
  std::string g = "CROSSWARP_PTX_";
  for (char c : ptx) g += c == '.' ? '_' : static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return g;
}

std::string ptx_camel(std::string_view ptx) {
  std::string s;
  bool start = true;
  for (char c : ptx) {
    if (c != '.') s += start ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    start = c == '.';
  }
  return s;
}

const AsmOperand* ptx_source_operand(const AsmStatement& st, std::string_view op, bool output_read) {
  const std::optional<std::size_t> n = ptx_operand_number(op);
  if (!n) return nullptr;
  if (*n == 0) return output_read && !st.outputs.empty() ? &st.outputs[0] : nullptr;
  return *n - 1 < st.inputs.size() ? &st.inputs[*n - 1] : nullptr;
}

// "%3" -> 3; nullopt for anything else.
std::optional<std::size_t> ptx_operand_number(std::string_view r) {
  if (r.size() < 2 || r[0] != '%') return std::nullopt;
  std::size_t n = 0;
  for (char c : r.substr(1)) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + static_cast<std::size_t>(c - '0');
  }
  return n;
}

// `e` as a call's argument: in parentheses only where a comma at its top level would split it.
std::string ptx_argument(std::string_view e) {
  e = ptx_trim(e);
  int depth = 0;
  bool comma = false;
  for (char c : e) {
    depth += (c == '(' || c == '[' || c == '{') - (c == ')' || c == ']' || c == '}');
    comma = comma || (c == ',' && depth == 0);
  }
  std::string s;
  if (comma) s += '(';
  s.append(e);
  if (comma) s += ')';
  return s;
}

// A PTX integer literal (decimal, 0x hexadecimal, 0b binary, 0 octal; an optional U suffix; an optional
// minus), which C++ reads the same.
bool ptx_integer_literal(std::string_view r) {
  if (!r.empty() && r.front() == '-') r.remove_prefix(1);
  if (!r.empty() && (r.back() == 'U' || r.back() == 'u')) r.remove_suffix(1);
  if (r.empty()) return false;
  std::string_view digits = r;
  bool hex = false, bin = false;
  if (r.size() > 2 && r[0] == '0' && (r[1] == 'x' || r[1] == 'X'))
    hex = true, digits = r.substr(2);
  else if (r.size() > 2 && r[0] == '0' && (r[1] == 'b' || r[1] == 'B'))
    bin = true, digits = r.substr(2);
  for (char c : digits) {
    const bool ok = hex   ? std::isxdigit(static_cast<unsigned char>(c)) != 0
                    : bin ? (c == '0' || c == '1')
                          : (c >= '0' && c <= '9');
    if (!ok) return false;
  }
  return true;
}

// `e` as an operand of a call or an assignment: in parentheses unless it is a name, a member or a number.
std::string ptx_operand(std::string_view e) {
  e = ptx_trim(e);
  bool simple = !e.empty();
  for (char c : e) simple = simple && (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.');
  std::string s;
  if (!simple) s += '(';
  s.append(e);
  if (!simple) s += ')';
  return s;
}

std::vector<std::string> ptx_alu_instructions() {
  std::vector<std::string> out;
  for (const AluForm& f : kForms) out.emplace_back(f.ptx);
  for (const auto& [ptx, hip] : kSyncForms) out.emplace_back(ptx);
  for (const char* mov : {"mov.b64 (pack)", "mov.b64 (unpack)", "mov.b32 (pack)", "mov.b32 (unpack)"})
    out.emplace_back(mov);
  return out;
}

// mov.b64 / mov.b32 between a register and a vector of two halves (the first the low half): packing,
//   mov.b64 %0, {%1, %2};  ->  d = crosswarpPtxMovB64Pack(lo, hi)
// and unpacking, whose two outputs an immediately invoked lambda writes:
//   mov.b64 {%0, %1}, %2;  ->  [&] { const unsigned long long crosswarp_ptx_v = x; lo = ...; hi = ...; }()
// b64 takes 32-bit halves ("r"), b32 16-bit ones ("h").
bool mov_pack(const AsmStatement& st, std::string_view t, PtxAlu& alu) {
  const bool wide = t.starts_with("mov.b64"), narrow = t.starts_with("mov.b32");
  if (!wide && !narrow) return false;
  std::string flat;  // the operands without blanks
  for (char c : t.substr(7))
    if (!blank(c)) flat += c;
  const std::string_view half_c = wide ? "r" : "h", whole_c = wide ? "l" : "r";
  const std::string half_t = wide ? "unsigned int" : "unsigned short";
  const std::string whole_t = wide ? "unsigned long long" : "unsigned int";
  const std::string bits = wide ? "32" : "16";
  const std::size_t n_out = st.outputs.size();
  auto input = [&](std::optional<std::size_t> n, std::string_view c) -> const AsmOperand* {
    if (!n || *n < n_out || *n - n_out >= st.inputs.size() || st.inputs[*n - n_out].constraint != c)
      return nullptr;
    return &st.inputs[*n - n_out];
  };
  auto output = [&](std::optional<std::size_t> n, std::string_view c) -> const AsmOperand* {
    if (!n || *n >= n_out) return nullptr;
    const std::string_view oc = st.outputs[*n].constraint;
    if (!oc.starts_with('=') || oc.substr(1) != c) return nullptr;
    return &st.outputs[*n];
  };
  const std::size_t open = flat.find('{'), close = flat.find('}'), comma = flat.find(',', open);
  if (open == std::string::npos || close == std::string::npos || comma == std::string::npos || comma > close)
    return false;
  const std::string_view f = flat;
  const std::string_view first = f.substr(open + 1, comma - open - 1),
                         second = f.substr(comma + 1, close - comma - 1);
  if (open > 0) {  // %d,{%a,%b}
    if (f.substr(open - 1, 1) != "," || close + 1 != f.size()) return false;
    const AsmOperand* d = output(ptx_operand_number(f.substr(0, open - 1)), whole_c);
    const AsmOperand *lo = input(ptx_operand_number(first), half_c),
                     *hi = input(ptx_operand_number(second), half_c);
    if (!d || !lo || !hi || n_out != 1 || st.inputs.size() != 2) return false;
    alu.function = wide ? "crosswarpPtxMovB64Pack" : "crosswarpPtxMovB32Pack";
    alu.instruction = wide ? "mov.b64 (pack)" : "mov.b32 (pack)";
    alu.hip = ptx_operand(d->expr) + " = " + alu.function + "(" + ptx_argument(lo->expr) + ", " +
              ptx_argument(hi->expr) + ")";
    const std::string g = wide ? "CROSSWARP_PTX_MOV_B64_PACK" : "CROSSWARP_PTX_MOV_B32_PACK";
    alu.definition =
        "#ifndef " + g + "\n#define " + g + "\n// PTX's " + std::string(wide ? "mov.b64" : "mov.b32") +
        " d, {lo, hi} in C++: two halves into one register (crosswarp port)\nstatic __device__ inline " +
        whole_t + " " + alu.function + "(" + half_t + " lo, " + half_t + " hi) {\n  return (static_cast<" +
        whole_t + ">(hi) << " + bits + ") | lo;\n}\n#endif\n";
  } else {  // {%a,%b},%x
    if (close + 2 >= f.size() || f[close + 1] != ',') return false;
    const AsmOperand *lo = output(ptx_operand_number(first), half_c),
                     *hi = output(ptx_operand_number(second), half_c);
    const AsmOperand* x = input(ptx_operand_number(f.substr(close + 2)), whole_c);
    if (!lo || !hi || !x || n_out != 2 || st.inputs.size() != 1) return false;
    alu.function = "";
    alu.instruction = wide ? "mov.b64 (unpack)" : "mov.b32 (unpack)";
    alu.hip = "[&] { const " + whole_t + " crosswarp_ptx_v = " + ptx_argument(x->expr) + "; " +
              ptx_operand(lo->expr) + " = static_cast<" + half_t + ">(crosswarp_ptx_v); " +
              ptx_operand(hi->expr) + " = static_cast<" + half_t + ">(crosswarp_ptx_v >> " + bits + "); }()";
    alu.definition.clear();
  }
  alu.close = st.close;
  alu.approximate = false;
  return true;
}

// shfl.sync.{up,down,bfly,idx}.b32 d, a, b, c, membermask and the older shfl.{mode}.b32 d, a, b, c: PTX's
// shuffle among the 32 lanes of a CUDA warp, b the lane or offset, c the clamp (bits 0-4) and segment mask
// (bits 8-12) that __shfl*_sync's width becomes. Written as the PTX ISA defines it on the lane's position in
// its 32-lane half of the wavefront, reading through HIP's __shfl of width 32 from the same half: on a
// 64-lane wavefront each half is one CUDA warp, as the code was written for. The member mask is dropped
// (HIP's shuffles take none). "r" or "f" operands (a float through its bits); no predicate output.
// nanosleep.u32 t, t a register ("r"), an immediate ("n") or a literal: crosswarpNanosleep(t).
static bool ptx_nanosleep(const AsmStatement& st, std::string_view flat, PtxAlu& alu) {
  if (!flat.starts_with("nanosleep.u32 ") || !st.outputs.empty()) return false;
  const std::string_view op = ptx_trim(flat.substr(14));
  std::string arg;
  if (ptx_integer_literal(op)) {
    arg = std::string(op);
  } else {
    const std::optional<std::size_t> n = ptx_operand_number(op);
    if (!n || *n >= st.inputs.size() || (st.inputs[*n].constraint != "r" && st.inputs[*n].constraint != "n"))
      return false;
    arg = ptx_argument(st.inputs[*n].expr);
  }
  alu.close = st.close;
  alu.function = "crosswarpNanosleep";
  alu.hip = alu.function + "(" + arg + ")";
  alu.instruction = "nanosleep.u32";
  alu.definition = std::string(nanosleep_definition());
  alu.approximate = false;
  return true;
}

bool shfl(const AsmStatement& st, std::string_view t, PtxAlu& alu) {
  if (!t.starts_with("shfl.")) return false;
  const std::size_t space = t.find_first_of(" \t");
  if (space == std::string_view::npos) return false;
  std::string_view opcode = t.substr(0, space);
  const bool sync = opcode.starts_with("shfl.sync.");
  std::string_view mode = opcode.substr(sync ? 10 : 5);
  if (!mode.ends_with(".b32")) return false;
  mode.remove_suffix(4);
  if (mode != "up" && mode != "down" && mode != "bfly" && mode != "idx") return false;
  const std::vector<std::string_view> ops = ptx_operand_list(t.substr(space + 1));
  if (ops.size() != (sync ? 5u : 4u) || st.outputs.size() != 1 || st.sections > 3) return false;
  const std::string& oc = st.outputs[0].constraint;
  if (oc != "=r" && oc != "=f") return false;
  const std::optional<std::size_t> d = ptx_operand_number(ops[0]), a = ptx_operand_number(ops[1]);
  if (!d || *d != 0 || !a || *a == 0 || *a - 1 >= st.inputs.size() ||
      st.inputs[*a - 1].constraint != oc.substr(1))
    return false;
  std::string args[3];
  for (std::size_t k = 0; k + 2 < ops.size();
       ++k) {  // b, c and the member mask: operands "r"/"n" or literals
    const std::string_view op = ops[k + 2];
    if (ptx_integer_literal(op)) {
      args[k] = std::string(op);
      continue;
    }
    const std::optional<std::size_t> n = ptx_operand_number(op);
    if (!n || *n == 0 || *n - 1 >= st.inputs.size()) return false;
    const AsmOperand& in = st.inputs[*n - 1];
    if (in.constraint != "r" && in.constraint != "n") return false;
    args[k] = ptx_argument(in.expr);
  }
  const std::string form = "shfl." + std::string(mode) + ".b32";
  alu.function = "crosswarpPtx" + ptx_camel(form);
  const bool is_float = oc == "=f";
  const std::string value = ptx_argument(st.inputs[*a - 1].expr);
  const std::string call = alu.function + "(" + (is_float ? "__float_as_uint(" + value + ")" : value) + ", " +
                           args[0] + ", " + args[1] + ")";
  alu.hip = ptx_operand(st.outputs[0].expr) + " = " + (is_float ? "__uint_as_float(" + call + ")" : call);
  const std::string source =
      mode == "up"     ? "  const int j = static_cast<int>(lane) - static_cast<int>(b & 31u);\n"
                         "  const bool in = j >= static_cast<int>(max_lane);\n"
      : mode == "down" ? "  const int j = static_cast<int>(lane + (b & 31u));\n"
                         "  const bool in = j <= static_cast<int>(max_lane);\n"
      : mode == "bfly" ? "  const int j = static_cast<int>(lane ^ (b & 31u));\n"
                         "  const bool in = j <= static_cast<int>(max_lane);\n"
                       : "  const int j = static_cast<int>(min_lane | (b & 31u & ~seg));\n"
                         "  const bool in = j <= static_cast<int>(max_lane);\n";
  const std::string g = ptx_guard(form);
  alu.definition =
      "#ifndef " + g + "\n#define " + g + "\n// PTX's " + form +
      " in C++: a shuffle among a CUDA warp's 32 lanes; on a 64-lane wavefront, each half is one "
      "warp (crosswarp port)\nstatic __device__ inline unsigned int " +
      alu.function +
      "(unsigned int a, unsigned int b, unsigned int c) {\n"
      "  const unsigned int lane = __lane_id() & 31u, seg = (c >> 8) & 31u;\n"
      "  const unsigned int max_lane = (lane & seg) | (c & 31u & ~seg), min_lane = lane & seg;\n" +
      source +
      "  return static_cast<unsigned int>(__shfl(static_cast<int>(a), in ? j : static_cast<int>(lane), "
      "32));\n"
      "}\n#endif\n";
  if (mode != "idx") {
    // min_lane is idx's alone
    const std::size_t at = alu.definition.find(", min_lane = lane & seg");
    alu.definition.erase(at, std::string_view(", min_lane = lane & seg").size());
  }
  alu.instruction = std::string(opcode);
  alu.close = st.close;
  alu.approximate = false;
  return true;
}

bool ptx_alu(const std::vector<Token>& toks, std::size_t i, PtxAlu& alu) {
  AsmStatement st;
  if (!asm_statement(toks, i, st)) return false;
  return ptx_alu_statement(st, alu) || ptx_block(st, alu);
}

namespace {
// A local that ptx_block declared for a template's operand or register (crosswarp_ptx_1, crosswarp_ptx_x).
bool port_local(std::string_view e) {
  if (!e.starts_with("crosswarp_ptx_")) return false;
  for (char c : e)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}
}  // namespace

bool ptx_alu_statement(const AsmStatement& st, PtxAlu& alu) {
  const std::string_view t = ptx_statement_text(st.templ);
  if (t.find(';') != std::string_view::npos) return false;  // one instruction
  if (mov_pack(st, t, alu)) return true;                    // the forms with braces
  if (ptx_matrix(st, t, alu)) return true;
  if (t.find('{') != std::string_view::npos) return false;
  if (ptx_packed_half(st, t, alu)) return true;
  if (ptx_video(st, t, alu)) return true;
  if (shfl(st, t, alu)) return true;
  // a barrier or fence: no operands at all (a "memory" clobber may follow)
  const std::string flat = ptx_flat(t);
  for (const auto& [ptx, hip] : kSyncForms) {
    if (flat != ptx) continue;
    if (!st.outputs.empty() || !st.inputs.empty()) return false;
    alu.close = st.close;
    alu.hip = std::string(hip);
    alu.instruction = std::string(ptx);
    alu.function = std::string(hip.substr(0, hip.find('(')));
    alu.definition.clear();
    alu.approximate = false;
    return true;
  }
  if (ptx_nanosleep(st, flat, alu)) return true;
  const std::size_t space = t.find_first_of(" \t");
  if (space == std::string_view::npos) return false;
  const std::string_view instruction = t.substr(0, space);
  const AluForm* form = nullptr;
  for (const AluForm& f : kForms)
    if (f.ptx == instruction) form = &f;
  if (!form) return false;
  // d, then the sources: operands %n or integer literals
  const std::vector<std::string_view> ops = ptx_operand_list(t.substr(space + 1));
  if (ops.size() != static_cast<std::size_t>(form->inputs) + 1) return false;
  // One output, written by the instruction ("=r", "=l"; "+r"/"+l" may also be read); inputs "r", "l" or "n".
  // Float forms: "f" (or "d" for f64) throughout.
  if (st.outputs.size() != 1 || st.sections > 3) return false;
  const std::string& oc = st.outputs[0].constraint;
  const char fc = form->floating ? form->floating : form->approximate ? 'f' : 0;
  if (fc ? oc.size() != 2 || (oc[0] != '=' && oc[0] != '+') || oc[1] != fc
         : oc != "=r" && oc != "=l" && oc != "+r" && oc != "+l")
    return false;
  for (const AsmOperand& in : st.inputs)
    if (fc ? in.constraint.size() != 1 || in.constraint[0] != fc
           : in.constraint != "r" && in.constraint != "l" && in.constraint != "n")
      return false;
  const std::optional<std::size_t> d = ptx_operand_number(ops[0]);
  if (!d || *d != 0) return false;
  auto expression = [&](std::string_view op, std::string& e) {
    if (!fc && ptx_integer_literal(op)) {
      e = std::string(op);
      return true;
    }
    const AsmOperand* o = ptx_source_operand(st, op, oc[0] == '+');
    if (!o) return false;
    // a 64-bit register may hold a pointer (address arithmetic): a C cast gives its bits, as the register
    // does (not for a template's own locals, ptx_block's crosswarp_ptx_*, which are unsigned long long
    // already)
    e = o->constraint.ends_with('l') && !port_local(o->expr) ? "(unsigned long long)(" + o->expr + ")"
                                                             : ptx_argument(o->expr);
    return true;
  };
  std::string call = std::string(form->function) + "(";
  for (std::size_t k = 1; k < ops.size(); ++k) {
    std::string e;
    if (!expression(ops[k], e)) return false;
    call += (k > 1 ? ", " : "") + e;
  }
  call += ")";
  alu.close = st.close;
  // a 64-bit result may go to a pointer: cast to the output's own type
  alu.hip = ptx_operand(st.outputs[0].expr) + " = " +
            (oc[1] == 'l' && !port_local(st.outputs[0].expr)
                 ? "(__typeof__(" + st.outputs[0].expr + "))(" + call + ")"
                 : call);
  alu.instruction = std::string(instruction);
  alu.definition = form->body.empty() ? std::string() : definition(*form);
  alu.function = std::string(form->function);
  alu.approximate = form->approximate;
  return true;
}

}  // namespace crosswarp::port
