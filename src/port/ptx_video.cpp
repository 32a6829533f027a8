// Inline PTX video instructions as C++ (see inline_ptx.h: ptx_video). Each form computes what an NVIDIA H100
// computes, which is the PTX ISA's text (scalar video instructions: operands extended to 33 bits from their
// selected byte, halfword or word, the operation, optional saturation to the destination's range, then a
// secondary operation with c or a merge into c) except in the cases scalar_definition lists;
// tests/device/ptx_check.sh checks them against the instructions on an NVIDIA GPU.
#include "port/inline_ptx.h"
#include "port/simd.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::port {

namespace {

std::vector<std::string_view> dot_parts(std::string_view s) {
  std::vector<std::string_view> parts;
  for (std::size_t at = 0;;) {
    const std::size_t dot = s.find('.', at);
    parts.push_back(s.substr(at, dot == std::string_view::npos ? std::string_view::npos : dot - at));
    if (dot == std::string_view::npos) return parts;
    at = dot + 1;
  }
}

// A byte (b0-b3) or halfword (h0, h1) of a register; none: the whole word.
struct Selector {
  char kind = 0;  // 'b', 'h' or 0
  unsigned index = 0;
};

std::optional<Selector> selector(std::string_view s) {
  if (s.size() != 2 || (s[0] != 'b' && s[0] != 'h')) return std::nullopt;
  const unsigned index = static_cast<unsigned>(s[1] - '0');
  if (s[1] < '0' || index > (s[0] == 'b' ? 3u : 1u)) return std::nullopt;
  return Selector{s[0], index};
}

// An operand as written: "%1.h0" -> register "%1", selector h0.
struct VideoOperand {
  std::string_view reg;
  Selector sel;
};

std::optional<VideoOperand> video_operand(std::string_view op) {
  const std::size_t dot = op.find('.');
  if (dot == std::string_view::npos) return VideoOperand{op, {}};
  const std::optional<Selector> sel = selector(op.substr(dot + 1));
  if (!sel) return std::nullopt;
  return VideoOperand{op.substr(0, dot), *sel};
}

// "D", "A" or "B" and the selector in capitals ("AH1"); nothing without a selector.
std::string selector_name(char operand, Selector s) {
  if (!s.kind) return "";
  const char name[] = {operand, static_cast<char>(s.kind - 'a' + 'A'), static_cast<char>('0' + s.index)};
  return std::string(name, 3);
}

// C++ for register `name` (unsigned int) of PTX type `type` (u32/s32), its selected part extended to long
// long.
std::string extended(std::string_view name, std::string_view type, Selector s) {
  const bool is_signed = type == "s32";
  const std::string n(name);
  if (!s.kind) return "static_cast<long long>(" + (is_signed ? "static_cast<int>(" + n + ")" : n) + ")";
  const unsigned shift = (s.kind == 'b' ? 8u : 16u) * s.index;
  const std::string part = shift ? n + " >> " + std::to_string(shift) + "u" : n;
  const char* narrow = s.kind == 'b' ? (is_signed ? "signed char" : "unsigned char")
                                     : (is_signed ? "short" : "unsigned short");
  return "static_cast<long long>(static_cast<" + std::string(narrow) + ">(" + part + "))";
}

bool is_type(std::string_view t) {
  return t == "u32" || t == "s32";
}

// The scalar forms: vop.dtype.atype.btype{.sat}{.op2} d{.dsel}, a{.asel}, b{.bsel}{, c} and
// vset.atype.btype.cmp{.op2} d{.dsel}, a{.asel}, b{.bsel}{, c}.
struct ScalarForm {
  std::string_view op;  // vadd, vsub, vabsdiff, vmin, vmax, vset
  std::string_view dtype, atype, btype, cmp, op2;
  bool sat = false;
};

std::optional<ScalarForm> scalar_form(const std::vector<std::string_view>& p) {
  ScalarForm f;
  f.op = p[0];
  std::size_t k = 1;
  if (f.op == "vset") {
    if (p.size() < 4 || !is_type(p[1]) || !is_type(p[2])) return std::nullopt;
    f.dtype = "u32", f.atype = p[1], f.btype = p[2], f.cmp = p[3];
    if (f.cmp != "eq" && f.cmp != "ne" && f.cmp != "lt" && f.cmp != "le" && f.cmp != "gt" && f.cmp != "ge")
      return std::nullopt;
    k = 4;
  } else {
    if (f.op != "vadd" && f.op != "vsub" && f.op != "vabsdiff" && f.op != "vmin" && f.op != "vmax")
      return std::nullopt;
    if (p.size() < 4 || !is_type(p[1]) || !is_type(p[2]) || !is_type(p[3])) return std::nullopt;
    f.dtype = p[1], f.atype = p[2], f.btype = p[3];
    k = 4;
    if (k < p.size() && p[k] == "sat") f.sat = true, ++k;
  }
  if (k < p.size() && (p[k] == "add" || p[k] == "min" || p[k] == "max")) f.op2 = p[k++];
  if (k != p.size()) return std::nullopt;
  return f;
}

// The values an operand of PTX type `type` (u32/s32) with selector `s` takes.
struct Range {
  long long lo, hi;
};

Range operand_range(std::string_view type, Selector s) {
  const int bits = s.kind == 'b' ? 8 : s.kind == 'h' ? 16 : 32;
  if (type == "s32") return {-(1ll << (bits - 1)), (1ll << (bits - 1)) - 1};
  return {0, (1ll << bits) - 1};
}

// The function computing `f` with selectors d, a, b (d: a merge into c), and its name. Where an H100 departs
// from the ISA's text (found by tests/device/ptx_check.sh over 2^24 inputs of each form of
// tests/simt/emulate_inputs/ptx_video.cu, bench/results/build-2026-12-07-s36), the function computes what the
// H100 does, and `departure` says what differs for the inputs the form can take:
// - .sat on a byte or halfword destination clamps a negative result to the destination's largest value
//   (127/255 or 32767/65535), not its smallest;
// - .sat on a u32 word clamps a negative result to 0 but wraps one over 2^32 - 1;
// - a merge into c's high halfword (d.h1) takes the result's own high half, where a byte merge moves the
//   result's low byte into place;
// - .min/.max after vadd/vsub compare c with the result's low 32 bits sign-extended to 33 bits (read as
//   unsigned for a u32 destination); after vmin/vmax with a u32 destination, with the result as 33 bits read
//   as unsigned (a negative one is large);
// - vset's .min/.max compare with c read as signed when a is s32.
std::string scalar_definition(const ScalarForm& f, Selector d, Selector a, Selector b, bool with_c,
                              const std::string& name, std::string_view what, std::string& departure) {
  const std::string x = extended("a", f.atype, a), y = extended("b", f.btype, b);
  const Range ra = operand_range(f.atype, a), rb = operand_range(f.btype, b);
  std::string op;
  Range r{0, 1};
  if (f.op == "vadd") op = "x + y", r = {ra.lo + rb.lo, ra.hi + rb.hi};
  if (f.op == "vsub") op = "x - y", r = {ra.lo - rb.hi, ra.hi - rb.lo};
  if (f.op == "vabsdiff") op = "x < y ? y - x : x - y", r = {0, std::max(ra.hi - rb.lo, rb.hi - ra.lo)};
  if (f.op == "vmin") op = "x < y ? x : y", r = {std::min(ra.lo, rb.lo), std::min(ra.hi, rb.hi)};
  if (f.op == "vmax") op = "x > y ? x : y", r = {std::max(ra.lo, rb.lo), std::max(ra.hi, rb.hi)};
  if (f.op == "vset") {
    const std::string_view c = f.cmp;
    op = std::string("x ") +
         (c == "eq"   ? "=="
          : c == "ne" ? "!="
          : c == "lt" ? "<"
          : c == "le" ? "<="
          : c == "gt" ? ">"
                      : ">=") +
         " y ? 1 : 0";
  }
  std::vector<std::string> departs;
  std::string body = "  const long long x = " + x + ", y = " + y + ";\n  long long t = " + op + ";\n";
  const bool s = f.dtype == "s32";
  if (f.sat && d.kind) {
    const long long top = d.kind == 'b' ? (s ? 127 : 255) : (s ? 32767 : 65535);
    body += "  t = t < 0 || t > " + std::to_string(top) + " ? " + std::to_string(top) +
            " : t;  // as an H100: a negative result is large\n";
    if (r.lo < 0) departs.push_back("a negative result saturates to the destination's largest value");
    r = {0, top};
  } else if (f.sat && s) {
    body += "  t = t < -2147483648ll ? -2147483648ll : t > 2147483647 ? 2147483647 : t;\n";
    r = {std::max(r.lo, -2147483648ll), std::min(r.hi, 2147483647ll)};
  } else if (f.sat) {
    body += "  t = t < 0 ? 0 : static_cast<unsigned int>(t);  // as an H100: over 2^32 - 1 wraps\n";
    if (r.hi > 4294967295ll) departs.push_back("a u32 result over 2^32 - 1 wraps instead of saturating");
    r = {0, r.hi > 4294967295ll ? 4294967295ll : r.hi};
  }
  if (!f.op2.empty()) {
    const bool c_signed = (f.op == "vset" ? f.atype : f.dtype) == "s32";
    body += "  const long long z = " + extended("c", c_signed ? "s32" : "u32", {}) + ";\n";
    if (f.op == "vset" && c_signed && f.op2 != "add") departs.push_back("c is compared as signed");
    if (f.op2 != "add" && (f.op == "vadd" || f.op == "vsub")) {
      // as an H100: the low 32 bits sign-extended to 33
      body += s ? "  t = static_cast<int>(static_cast<unsigned int>(t));  // as an H100\n"
                : "  t = static_cast<int>(static_cast<unsigned int>(t)) & 0x1ffffffffll;  // as an H100\n";
      if (s ? r.lo < -2147483648ll || r.hi > 2147483647ll : r.lo < 0 || r.hi > 2147483647ll)
        departs.push_back("c is compared with the result's low 32 bits sign-extended to 33");
    } else if (f.op2 != "add" && f.op != "vset" && !s) {
      body += "  t &= 0x1ffffffffll;  // as an H100: a negative result is large\n";
      if (r.lo < 0) departs.push_back("c is compared with a negative result read as a large unsigned one");
    }
    body += f.op2 == "add"   ? "  t += z;\n"
            : f.op2 == "min" ? "  t = t < z ? t : z;\n"
                             : "  t = t > z ? t : z;\n";
  }
  if (d.kind == 'h' && d.index == 1) {
    body += "  return (static_cast<unsigned int>(t) & 0xffff0000u) | (c & 0xffffu);  // as an H100\n";
    departs.push_back("the merge into c's high half takes the result's own high half, not its low one");
  } else if (d.kind) {
    const unsigned shift = (d.kind == 'b' ? 8u : 16u) * d.index;
    const std::string mask = d.kind == 'b' ? "0xffu" : "0xffffu";
    const std::string sh = shift ? " << " + std::to_string(shift) + "u" : "";
    body +=
        "  return ((static_cast<unsigned int>(t) & " + mask + ")" + sh + ") | (c & ~(" + mask + sh + "));\n";
  } else {
    body += "  return static_cast<unsigned int>(t);\n";
  }
  departure.clear();
  for (const std::string& e : departs) departure += (departure.empty() ? "" : "; ") + e;
  const std::string guard = ptx_guard(name.substr(std::string_view("crosswarpPtx").size()));
  return "#ifndef " + guard + "\n#define " + guard + "\n// PTX's " + std::string(what) +
         " in C++ as an NVIDIA H100 computes it: video instruction (crosswarp port)\n"
         "static __device__ inline unsigned int " +
         name + "(unsigned int a, unsigned int b" + (with_c ? ", unsigned int c" : "") + ") {\n" + body +
         "}\n#endif\n";
}

// The SIMD forms on their default lanes, without a mask (c unused) or an accumulate: CUDA's SIMD intrinsic of
// the same computation, "__vaddus4" for vadd4.u32.u32.u32.sat. Empty where there is none.
std::string simd_intrinsic(const std::vector<std::string_view>& p) {
  const std::string_view op = p[0];
  if (op.size() < 2) return "";
  const char lanes = op.back();
  if (lanes != '2' && lanes != '4') return "";
  const std::string_view base = op.substr(0, op.size() - 1);
  if (base == "vset") {
    if (p.size() != 4 || !is_type(p[1]) || p[1] != p[2]) return "";
    const std::string_view c = p[3];
    const char sign = p[1] == "s32" ? 's' : 'u';
    std::string stem;
    if (c == "eq" || c == "ne")
      stem = "set" + std::string(c);
    else if (c == "lt" || c == "le" || c == "gt" || c == "ge")
      stem = "set" + std::string(c) + sign;
    else
      return "";
    return "__v" + stem + lanes;
  }
  if (p.size() < 4 || p.size() > 5 || !is_type(p[1]) || p[1] != p[2] || p[1] != p[3]) return "";
  const bool sat = p.size() == 5;
  if (sat && p[4] != "sat") return "";
  const bool s = p[1] == "s32";
  std::string stem;
  if (base == "vadd") stem = sat ? (s ? "addss" : "addus") : "add";
  if (base == "vsub") stem = sat ? (s ? "subss" : "subus") : "sub";
  if (base == "vavrg") stem = s ? "avgs" : "avgu";
  if (base == "vabsdiff" && !(s && sat))
    stem = s ? "absdiffs" : "absdiffu";  // |x - y| of signed lanes: sat caps it
  if (base == "vmin") stem = s ? "mins" : "minu";
  if (base == "vmax") stem = s ? "maxs" : "maxu";
  return stem.empty() ? "" : "__v" + stem + lanes;
}

}  // namespace

bool ptx_video(const AsmStatement& st, std::string_view t, PtxAlu& alu) {
  if (!t.starts_with('v')) return false;
  const std::size_t space = t.find_first_of(" \t");
  if (space == std::string_view::npos) return false;
  const std::string_view opcode = t.substr(0, space);
  const std::vector<std::string_view> parts = dot_parts(opcode);
  const std::vector<std::string_view> ops = ptx_operand_list(t.substr(space + 1));
  // One output "=r" (or "+r", read as %0 too), inputs "r", "n" or integer literals.
  if (st.outputs.size() != 1 || st.sections > 3) return false;
  const std::string& oc = st.outputs[0].constraint;
  if (oc != "=r" && oc != "+r") return false;
  for (const AsmOperand& in : st.inputs)
    if (in.constraint != "r" && in.constraint != "n") return false;
  if (ops.size() < 3 || ops.size() > 4) return false;
  std::vector<VideoOperand> vo;
  for (std::string_view op : ops) {
    const std::optional<VideoOperand> v = video_operand(op);
    if (!v) return false;
    vo.push_back(*v);
  }
  const std::optional<std::size_t> d = ptx_operand_number(vo[0].reg);
  if (!d || *d != 0) return false;
  auto expression = [&](const VideoOperand& v, std::string& e) {
    if (ptx_integer_literal(v.reg) && !v.sel.kind) {
      e = std::string(v.reg);
      return true;
    }
    const AsmOperand* o = ptx_source_operand(st, v.reg, oc[0] == '+');
    if (!o) return false;
    e = ptx_argument(o->expr);
    return true;
  };
  std::vector<std::string> args;
  for (std::size_t k = 1; k < vo.size(); ++k) {
    std::string e;
    if (!expression(vo[k], e)) return false;
    args.push_back(std::move(e));
  }

  std::string call, what(opcode);
  const std::string simd = simd_intrinsic(parts);
  if (!simd.empty()) {
    // d, a, b, c on the default lanes; c is read only under a mask, and there is none
    for (const VideoOperand& v : vo)
      if (v.sel.kind) return false;
    if (vo.size() != 4) return false;
    const std::optional<SimdEmulation> e = simd_emulation(simd);
    if (!e) return false;
    call = e->name + "(" + args[0] + ", " + args[1] + ")";
    alu.function = e->name;
    alu.definition = e->definition;
  } else {
    const std::optional<ScalarForm> f = scalar_form(parts);
    if (!f) return false;
    const Selector dsel = vo[0].sel;
    // three operands: no c; a secondary operation or a merge (d's selector) needs c; not both
    const bool with_c = vo.size() == 4;
    if (with_c != (!f->op2.empty() || dsel.kind != 0) || (!f->op2.empty() && dsel.kind)) return false;
    std::string name = "crosswarpPtx" + ptx_camel(opcode);
    name += selector_name('D', dsel) + selector_name('A', vo[1].sel) + selector_name('B', vo[2].sel);
    what = std::string(opcode);
    const char* letters[] = {"d", "a", "b", "c"};
    for (std::size_t k = 0; k < vo.size(); ++k) {
      what += std::string(k ? ", " : " ") + letters[k];
      if (vo[k].sel.kind) what += "." + std::string(1, vo[k].sel.kind) + std::to_string(vo[k].sel.index);
    }
    call = name + "(";
    for (std::size_t k = 0; k < args.size(); ++k) call += (k ? ", " : "") + args[k];
    call += ")";
    alu.definition = scalar_definition(*f, dsel, vo[1].sel, vo[2].sel, with_c, name, what, alu.departure);
    alu.function = name;
  }
  alu.close = st.close;
  alu.hip = ptx_operand(st.outputs[0].expr) + " = " + call;
  alu.instruction = what;
  alu.approximate = false;
  return true;
}

}  // namespace crosswarp::port
