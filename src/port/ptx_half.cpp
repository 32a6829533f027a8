// Inline PTX half-precision arithmetic as C++ (see inline_ptx.h): add, sub, mul, fma, min, max, neg and abs
// on two packed f16 or bf16 in a 32-bit register ("r": f16x2, bf16x2) or on one in a 16-bit register ("h":
// f16, bf16), and cvt of floats to them ("f"). Each form becomes a function crosswarpPtx<Form> on the raw
// bits, in plain C++ (no hip_fp16.h): the halves decoded to float exactly, add/sub/mul computed in float and
// fma in double (rounded to odd), then rounded once to nearest even by hand. The bits are the instruction's,
// as an H100 gives them: every NaN result is the canonical NaN 0x7fff (neg and abs of a NaN too), subnormals
// are kept (flushed only by .ftz: operands, and results tiny after rounding to 11 bits with an unbounded
// exponent), -0 is below +0 for min and max. tests/device/ptx_half_check.sh checks every form against the
// instruction on an NVIDIA GPU, exhaustively over one half's operand pairs.
#include "port/inline_ptx.h"

#include <cctype>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace crosswarp::port {

namespace {

// The helpers the forms call: each a guarded block of its own, written before the forms that call it.
enum Helper : unsigned {
  kF16Float = 1,
  kBf16Float = 2,
  kRound = 4,
  kFtz = 8,
  kSat = 16,
  kRelu = 32,
  kFma = 64,
  kMinMax = 128
};
// clang-format off
constexpr std::string_view kHelpers[] = {
R"cw(#ifndef CROSSWARP_PTX_HALF_F16_FLOAT
#define CROSSWARP_PTX_HALF_F16_FLOAT
// f16 bits (the low 16 of h) to float, exactly (crosswarp port)
static __device__ inline float crosswarpPtxF16Float(unsigned int h) {
  const unsigned int e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  const unsigned int u = (e == 0x1fu ? 0x7f800000u : (e + 112u) << 23) | m << 13;  // normal, infinity or NaN
  float f;
  __builtin_memcpy(&f, &u, 4);
  if (e == 0u) f = static_cast<float>(m) * 5.9604644775390625e-8f;  // zero or subnormal: m * 2^-24
  return (h & 0x8000u) ? -f : f;
}
#endif
)cw",
R"cw(#ifndef CROSSWARP_PTX_HALF_BF16_FLOAT
#define CROSSWARP_PTX_HALF_BF16_FLOAT
// bf16 bits (the low 16 of h) to float, exactly (crosswarp port)
static __device__ inline float crosswarpPtxBf16Float(unsigned int h) {
  const unsigned int u = (h & 0xffffu) << 16;
  float f;
  __builtin_memcpy(&f, &u, 4);
  return f;
}
#endif
)cw",
R"cw(#ifndef CROSSWARP_PTX_HALF_ROUND16
#define CROSSWARP_PTX_HALF_ROUND16
// x rounded to nearest even into f16 (man 10, bias 15) or bf16 (man 7, bias 127) bits; a NaN as 0x7fff, the
// canonical NaN of NVIDIA GPUs (crosswarp port)
static __device__ inline unsigned int crosswarpPtxRound16(double x, int man, int bias) {
  unsigned long long u;
  __builtin_memcpy(&u, &x, 8);
  const unsigned int sign = static_cast<unsigned int>(u >> 48) & 0x8000u, inf = 0x7fffu >> man << man;
  u &= 0x7fffffffffffffffull;
  if (u > 0x7ff0000000000000ull) return 0x7fffu;
  const int e = static_cast<int>(u >> 52) - 1023 + bias;  // the result's biased exponent (x is no double subnormal)
  if (e >= static_cast<int>(inf >> man)) return sign | inf;
  const int drop = 52 - man + (e < 1 ? 1 - e : 0);  // the bits of x's significand below the result's last one
  if (drop > 53) return sign;                       // zero, or under half the smallest subnormal
  const unsigned long long m = (u & 0xfffffffffffffull) | 0x10000000000000ull, half = 1ull << (drop - 1);
  const unsigned long long rest = m & (2u * half - 1u);
  unsigned long long r = m >> drop;
  if (rest > half || (rest == half && (r & 1u))) ++r;
  // a subnormal's r is its bits; a normal's holds the implicit 1, and a carry out of it moves into the exponent
  return sign | static_cast<unsigned int>(e < 1 ? r : (static_cast<unsigned long long>(e - 1) << man) + r);
}
#endif
)cw",
R"cw(#ifndef CROSSWARP_PTX_HALF_F16_FTZ
#define CROSSWARP_PTX_HALF_F16_FTZ
// .ftz: a subnormal f16 operand (the low 16 bits of h) as the zero of its sign; a result too, found before its
// rounding as an H100 does: tiny when, rounded to 11 bits with no least exponent, it is under 2^-14, so when it is
// under 2^-14 - 2^-26 (crosswarp port)
static __device__ inline unsigned int crosswarpPtxF16Ftz(unsigned int h) {
  h &= 0xffffu;
  return (h & 0x7c00u) ? h : h & 0x8000u;
}
static __device__ inline double crosswarpPtxF16FtzResult(double x) {
  return x > -6.102025508880615e-05 && x < 6.102025508880615e-05 ? x * 0.0 : x;  // x * 0.0: the zero of x's sign
}
#endif
)cw",
R"cw(#ifndef CROSSWARP_PTX_HALF_F16_SAT
#define CROSSWARP_PTX_HALF_F16_SAT
// .sat: an f16 clamped to [0, 1], NaN as +0 (crosswarp port)
static __device__ inline unsigned int crosswarpPtxF16Sat(unsigned int h) {
  return (h & 0x8000u) || h > 0x7c00u ? 0u : h > 0x3c00u ? 0x3c00u : h;
}
#endif
)cw",
R"cw(#ifndef CROSSWARP_PTX_HALF_RELU16
#define CROSSWARP_PTX_HALF_RELU16
// .relu: a negative f16 or bf16 as +0 (the canonical NaN 0x7fff stays) (crosswarp port)
static __device__ inline unsigned int crosswarpPtxRelu16(unsigned int h) {
  return (h & 0x8000u) ? 0u : h;
}
#endif
)cw",
R"cw(#ifndef CROSSWARP_PTX_HALF_FMA_ODD
#define CROSSWARP_PTX_HALF_FMA_ODD
// a * b + c of f16 or bf16 values in double, rounded to odd (the last bit set where inexact), so that rounding it to 16
// bits rounds the exact value once: the product is exact, and TwoSum gives what the sum lost (crosswarp port)
static __device__ inline double crosswarpPtxFmaOdd(double a, double b, double c) {
  const double p = a * b, s = p + c, v = s - p, lost = (p - (s - v)) + (c - v);
  unsigned long long u;
  __builtin_memcpy(&u, &s, 8);
  if ((lost < 0.0 || lost > 0.0) && !(u & 1u)) u = (lost > 0.0) == (s > 0.0) ? u + 1u : u - 1u;  // toward p + c
  double d;
  __builtin_memcpy(&d, &u, 8);
  return d;
}
#endif
)cw",
R"cw(#ifndef CROSSWARP_PTX_HALF_MINMAX16
#define CROSSWARP_PTX_HALF_MINMAX16
// PTX's min and max of two f16 or bf16 (inf: their infinity's bits): -0 is below +0; a NaN operand gives the other
// one, two NaNs (or one, with .NaN) the canonical NaN 0x7fff (crosswarp port)
static __device__ inline unsigned int crosswarpPtxMinMax16(unsigned int a, unsigned int b, unsigned int inf, bool max,
                                                           bool nan) {
  a &= 0xffffu, b &= 0xffffu;
  const bool a_nan = (a & 0x7fffu) > inf, b_nan = (b & 0x7fffu) > inf;
  if (a_nan || b_nan) return (a_nan && b_nan) || nan ? 0x7fffu : a_nan ? b : a;
  // the values' order as unsigned integers: the negative ones reversed, below the positive ones
  const unsigned int ka = (a & 0x8000u) ? 0xffffu - a : a | 0x8000u, kb = (b & 0x8000u) ? 0xffffu - b : b | 0x8000u;
  return (ka < kb) == max ? b : a;
}
#endif
)cw",
};

// clang-format on

// One of the two 16-bit formats.
struct Format {
  std::string_view ptx;     // "f16"
  std::string_view decode;  // its helper to float
  unsigned decoder;         // that helper's bit
  std::string_view round;   // crosswarpPtxRound16's other arguments
  std::string_view inf;     // its infinity's bits
};
constexpr Format kF16{"f16", "crosswarpPtxF16Float", kF16Float, ", 10, 15)", "0x7c00u"};
constexpr Format kBf16{"bf16", "crosswarpPtxBf16Float", kBf16Float, ", 7, 127)", "0x7f80u"};

// mul.ftz and fma.rn.ftz (f16, f16x2; {.sat}, {.relu}): an H100 flushes a result that rounds up to 2^-14 from
// below 2^-14 - 2^-26 (tests/device/ptx_half_check.sh found it: 14 forms mismatched in
// bench/results/build-2026-12-07-s35/ptx_half_exhaustive_h100_first_run.txt). crosswarpPtxF16FtzResult does that;
// the check then passed on all 123 forms (bench/results/build-2026-12-07-s36/ptx_half_exhaustive_h100_ftz.txt).
// add/sub.ftz are the same function (a sum under 2^-14 is exact).

// One written form: an instruction spelling and the function it becomes.
struct HalfForm {
  std::string ptx;       // "add.rn.f16x2"
  std::string function;  // "crosswarpPtxAddF16x2"
  std::size_t inputs;    // source operands
  char in, out;          // their constraint letters: 'r', 'h' or 'f'; 'r' or 'h'
  std::string definition;
};

std::string replace_all(std::string s, std::string_view from, std::string_view to) {
  for (std::size_t k = s.find(from); k != std::string::npos; k = s.find(from, k + to.size()))
    s.replace(k, from.size(), to);
  return s;
}

}  // namespace

std::string ptx_half_float_helpers() {
  return std::string(kHelpers[0]) + std::string(kHelpers[1]);
}

namespace {

// The definition of `canonical`'s function (`signature`: "unsigned int (float a, float b)", `body` its
// statements), the helper blocks it calls first. `spelling` names the forms it serves in the comment
// ("add{.rn}.f16x2").
std::string definition(std::string_view spelling, std::string_view canonical, std::string_view what,
                       std::string_view signature, const std::string& body, unsigned helpers) {
  std::string text;
  for (unsigned k = 0; k < std::size(kHelpers); ++k)
    if (helpers & (1u << k)) text += kHelpers[k];
  const std::string g = ptx_guard(canonical);
  const std::size_t open = signature.find(" (");
  return text + "#ifndef " + g + "\n#define " + g + "\n// PTX's " + std::string(spelling) +
         " in C++: " + std::string(what) + " (crosswarp port)\nstatic __device__ inline " +
         std::string(signature.substr(0, open)) + " crosswarpPtx" + ptx_camel(canonical) +
         std::string(signature.substr(open + 1)) + " {\n" + body + "}\n#endif\n";
}

// One 16-bit result of a form: declarations of the lane's values and the result's expression, of the
// operands' bits written as OPERAND(a), OPERAND(b), OPERAND(c).
struct Lane {
  std::string decl, result;
  unsigned helpers;
};

// A function of f16/bf16 operands computing each 16-bit result as `lane` says: `packed`, on the low then the
// high half of 32-bit registers; else on one half in a 16-bit register.
std::string lane_definition(std::string_view spelling, std::string_view canonical, std::string_view what,
                            bool packed, std::size_t inputs, const Lane& lane) {
  const std::string word = packed ? "unsigned int" : "unsigned short";
  std::string signature = word + " (";
  for (std::size_t k = 0; k < inputs; ++k)
    signature += (k ? ", " : "") + word + " " + static_cast<char>('a' + k);
  signature += ")";
  const std::string shift = packed ? " >> s" : "";
  auto operands = [&](std::string s) {
    for (const std::string n : {"a", "b", "c"}) {
      if (packed) s = replace_all(s, "OPERAND(" + n + ") &", "(" + n + shift + ") &");
      s = replace_all(s, "OPERAND(" + n + ")", n + shift);
    }
    return s;
  };
  const std::string decl = operands(lane.decl), result = operands(lane.result);
  std::string body;
  if (packed) {
    body =
        "  unsigned int d = 0u;\n"
        "  for (unsigned int s = 0u; s < 32u; s += 16u) {  // the low half, then the high\n";
    if (!decl.empty()) body += "    " + decl + "\n";
    const bool conditional = result.find('?') != std::string::npos;
    body += "    d |= " + (conditional ? "(" + result + ")" : result) + " << s;\n  }\n  return d;\n";
  } else {
    if (!decl.empty()) body += "  " + decl + "\n";
    body += "  return static_cast<unsigned short>(" + result + ");\n";
  }
  return definition(spelling, canonical, what, signature, body, lane.helpers);
}

void add(std::vector<HalfForm>& forms, std::string ptx, std::string_view canonical, std::size_t inputs,
         char in, char out, const std::string& definition) {
  forms.push_back({std::move(ptx), "crosswarpPtx" + ptx_camel(canonical), inputs, in, out, definition});
}

std::vector<HalfForm> make_forms() {
  std::vector<HalfForm> forms;
  for (const Format* f : {&kF16, &kBf16}) {
    const bool h = f == &kF16;  // f16 has .ftz and .sat, bf16 neither
    const std::string decode(f->decode), round(f->round), inf(f->inf);
    for (bool packed : {true, false}) {
      const std::string type = std::string(f->ptx) + (packed ? "x2" : "");
      const char reg = packed ? 'r' : 'h';
      const std::string each = packed ? " of each half" : "";
      for (bool ftz : {false, true}) {
        if (ftz && !h) continue;
        const std::string z = ftz ? ".ftz" : "", flushed = ftz ? ", subnormals flushed to zero" : "";
        const unsigned flush = ftz ? kFtz : 0u;
        auto in = [&](char n) {
          const std::string o = "OPERAND(" + std::string(1, n) + ")";
          return ftz ? "crosswarpPtxF16Ftz(" + o + ")" : o;
        };
        auto value = [&](char n) { return decode + "(" + in(n) + ")"; };
        // add, sub, mul: in float, rounded once (float's 24 bits make rounding twice innocuous); .sat. .ftz
        // flushes a result under 2^-14 before rounding: float holds such a product or sum of f16 exactly.
        for (bool sat : {false, true}) {
          if (sat && !h) continue;
          const std::string s = sat ? ".sat" : "";
          for (const auto& [op, sign, noun] :
               {std::tuple{"add", "+", "sum"}, std::tuple{"sub", "-", "difference"},
                std::tuple{"mul", "*", "product"}}) {
            std::string v = "x " + std::string(sign) + " y";
            if (ftz) v = "crosswarpPtxF16FtzResult(" + v + ")";
            std::string r = "crosswarpPtxRound16(" + v + round;
            if (sat) r = "crosswarpPtxF16Sat(" + r + ")";
            const Lane lane{"const float x = " + value('a') + ", y = " + value('b') + ";", r,
                            f->decoder | kRound | flush | (sat ? kSat : 0u)};
            const std::string canonical = op + z + s + "." + type;
            const std::string def = lane_definition(
                op + std::string("{.rn}") + z + s + "." + type, canonical,
                noun + each + ", rounded to nearest even" + flushed + (sat ? ", clamped to [0, 1]" : ""),
                packed, 2, lane);
            add(forms, canonical, canonical, 2, reg, reg, def);
            add(forms, op + std::string(".rn") + z + s + "." + type, canonical, 2, reg, reg, def);
          }
        }
        // fma: a * b + c rounded once; .sat, .relu. Rounded to odd, a value keeps its side of 2^-14 (.ftz).
        for (std::string_view mod : {"", ".sat", ".relu"}) {
          if (mod == ".sat" && !h) continue;
          std::string v = "crosswarpPtxFmaOdd(x, y, z)";
          if (ftz) v = "crosswarpPtxF16FtzResult(" + v + ")";
          std::string r = "crosswarpPtxRound16(" + v + round;
          if (mod == ".sat") r = "crosswarpPtxF16Sat(" + r + ")";
          if (mod == ".relu") r = "crosswarpPtxRelu16(" + r + ")";
          const Lane lane{
              "const double x = " + value('a') + ", y = " + value('b') + ", z = " + value('c') + ";", r,
              f->decoder | kRound | kFma | flush | (mod == ".sat" ? kSat : 0u) |
                  (mod == ".relu" ? kRelu : 0u)};
          const std::string canonical = "fma.rn" + z + std::string(mod) + "." + type;
          add(forms, canonical, canonical, 3, reg, reg,
              lane_definition(canonical, canonical,
                              "fused multiply-add" + each + ", rounded once to nearest even" + flushed +
                                  (mod == ".sat"    ? ", clamped to [0, 1]"
                                   : mod == ".relu" ? ", negative results as +0"
                                                    : ""),
                              packed, 3, lane));
        }
        // min, max; .NaN: a NaN operand gives NaN
        for (bool nan : {false, true}) {
          for (bool max : {false, true}) {
            const Lane lane{"",
                            "crosswarpPtxMinMax16(" + in('a') + ", " + in('b') + ", " + inf + ", " +
                                (max ? "true" : "false") + ", " + (nan ? "true" : "false") + ")",
                            kMinMax | flush};
            const std::string canonical =
                std::string(max ? "max" : "min") + z + (nan ? ".NaN" : "") + "." + type;
            add(forms, canonical, canonical, 2, reg, reg,
                lane_definition(canonical, canonical,
                                std::string(max ? "the larger" : "the smaller") +
                                    (packed ? " in each half" : "") + (nan ? ", NaN where either is" : "") +
                                    flushed,
                                packed, 2, lane));
          }
        }
        // set.cmp.u32 on packed halves (flash-attention's relu2 before sm_80: set.gtu.u32.f16x2 then
        // and.b32): 0xffff in each half where the comparison holds, else 0. The ordered ones are false on a
        // NaN, the unordered ones (..u) true; num and nan test for NaNs.
        for (const auto& [cmp, test] :
             {std::pair{"eq", "x == y"}, std::pair{"ne", "x < y || x > y"}, std::pair{"lt", "x < y"},
              std::pair{"le", "x <= y"}, std::pair{"gt", "x > y"}, std::pair{"ge", "x >= y"},
              std::pair{"equ", "!(x < y || x > y)"}, std::pair{"neu", "x != y"},
              std::pair{"ltu", "!(x >= y)"}, std::pair{"leu", "!(x > y)"}, std::pair{"gtu", "!(x <= y)"},
              std::pair{"geu", "!(x < y)"}, std::pair{"num", "x == x && y == y"},
              std::pair{"nan", "x != x || y != y"}}) {
          if (!packed) break;
          const Lane lane{"const float x = " + value('a') + ", y = " + value('b') + ";",
                          "(" + std::string(test) + ") ? 0xffffu : 0u", f->decoder | flush};
          const std::string canonical = "set." + std::string(cmp) + z + ".u32." + type;
          add(forms, canonical, canonical, 2, reg, reg,
              lane_definition(
                  canonical, canonical,
                  std::string("a comparison (") + cmp + ") of each half, 0xffff where it holds" + flushed,
                  packed, 2, lane));
        }
        // neg, abs: the sign bit; a NaN as the canonical NaN
        for (bool neg : {true, false}) {
          const Lane lane{"const unsigned int x = " + (ftz ? in('a') : "OPERAND(a) & 0xffffu") + ";",
                          "(x & 0x7fffu) > " + inf + " ? 0x7fffu : x " + (neg ? "^ 0x8000u" : "& 0x7fffu"),
                          flush};
          const std::string canonical = std::string(neg ? "neg" : "abs") + z + "." + type;
          add(forms, canonical, canonical, 1, reg, reg,
              lane_definition(canonical, canonical,
                              std::string(neg ? "negation" : "absolute value") + each + flushed, packed, 1,
                              lane));
        }
      }
    }
    // cvt.rn{.relu}.f16x2.f32 d, a, b: a into the upper half, b into the lower; cvt.rn{.relu}.f16.f32 d, a
    for (bool relu : {false, true}) {
      for (bool packed : {true, false}) {
        const std::string canonical = std::string("cvt.rn") + (relu ? ".relu" : "") + "." +
                                      std::string(f->ptx) + (packed ? "x2" : "") + ".f32";
        auto r = [&](char v) {
          const std::string e = "crosswarpPtxRound16(" + std::string(1, v) + round;
          return relu ? "crosswarpPtxRelu16(" + e + ")" : e;
        };
        const std::string what =
            (packed ? "two floats rounded to nearest even into one register, a into the upper half"
                    : "a float rounded to nearest even") +
            std::string(relu ? ", negative ones as +0" : "");
        const std::string def =
            packed ? definition(canonical, canonical, what, "unsigned int (float a, float b)",
                                "  return (" + r('a') + " << 16) | " + r('b') + ";\n",
                                kRound | (relu ? kRelu : 0u))
                   : definition(canonical, canonical, what, "unsigned short (float a)",
                                "  return static_cast<unsigned short>(" + r('a') + ");\n",
                                kRound | (relu ? kRelu : 0u));
        add(forms, canonical, canonical, packed ? 2 : 1, 'f', packed ? 'r' : 'h', def);
      }
    }
  }
  return forms;
}

const std::vector<HalfForm>& forms() {
  static const std::vector<HalfForm> all = make_forms();
  return all;
}

}  // namespace

std::vector<std::string> ptx_half_instructions() {
  std::vector<std::string> out;
  for (const HalfForm& f : forms()) out.push_back(f.ptx);
  return out;
}

// One instruction of a half-precision form, "%0" its destination and "%n" its sources (%0 too where the
// output is
// "+r"/"+h"); every input of the statement of the form's constraint. Immediates and other operands stay PTX.
bool ptx_packed_half(const AsmStatement& st, std::string_view t, PtxAlu& alu) {
  const std::size_t space = t.find_first_of(" \t");
  if (space == std::string_view::npos) return false;
  const std::string_view instruction = t.substr(0, space);
  const HalfForm* form = nullptr;
  for (const HalfForm& f : forms())
    if (f.ptx == instruction) form = &f;
  if (!form) return false;
  const std::vector<std::string_view> ops = ptx_operand_list(t.substr(space + 1));
  if (ops.size() != form->inputs + 1 || st.outputs.size() != 1 || st.sections > 3) return false;
  const std::string& oc = st.outputs[0].constraint;
  if (oc.size() != 2 || (oc[0] != '=' && oc[0] != '+') || oc[1] != form->out) return false;
  // cvt's floats may come as their bits in "r" registers (flash-attention's convert_relu2): PTX reads a
  // 32-bit register as f32
  for (const AsmOperand& in : st.inputs)
    if (in.constraint.size() != 1 ||
        (in.constraint[0] != form->in && !(form->in == 'f' && in.constraint == "r")))
      return false;
  const std::optional<std::size_t> d = ptx_operand_number(ops[0]);
  if (!d || *d != 0) return false;
  std::string call = form->function + "(";
  for (std::size_t k = 1; k < ops.size(); ++k) {
    const AsmOperand* o = ptx_source_operand(st, ops[k], oc[0] == '+' && form->in == form->out);
    if (!o) return false;
    const std::string arg = ptx_argument(o->expr);
    call += (k > 1 ? ", " : "") +
            (form->in == 'f' && o->constraint == "r" ? "__uint_as_float(" + arg + ")" : arg);
  }
  alu.close = st.close;
  alu.hip = ptx_operand(st.outputs[0].expr) + " = " + call + ")";
  alu.instruction = std::string(instruction);
  alu.function = form->function;
  alu.definition = form->definition;
  alu.approximate = false;
  return true;
}

}  // namespace crosswarp::port
