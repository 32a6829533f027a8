// PTX special-register reads as HIP expressions (see inline_ptx.h).
#include "port/inline_ptx.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>
#include <utility>
#include <vector>

namespace crosswarp::port {

namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 23> kRegisters{{
    {"laneid", "__lane_id()"},
    {"WARP_SZ", "warpSize"},
    {"tid.x", "threadIdx.x"},
    {"tid.y", "threadIdx.y"},
    {"tid.z", "threadIdx.z"},
    {"ntid.x", "blockDim.x"},
    {"ntid.y", "blockDim.y"},
    {"ntid.z", "blockDim.z"},
    {"ctaid.x", "blockIdx.x"},
    {"ctaid.y", "blockIdx.y"},
    {"ctaid.z", "blockIdx.z"},
    {"nctaid.x", "gridDim.x"},
    {"nctaid.y", "gridDim.y"},
    {"nctaid.z", "gridDim.z"},
    {"clock", "clock()"},
    {"clock64", "clock64()"},
    // PTX promises a warp number unique within the block, the same for the threads of a warp (not a ranking,
    // and it may change over time): the wavefront's index in the block is one.
    {"warpid", "((threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) / warpSize)"},
    // The multiprocessor running the thread, which may change over time: HIP's __smid(), the compute unit and
    // shader engine (not contiguous numbers; neither are PTX's).
    {"smid", "__smid()"},
    // The lanes below, at, above ... the calling one, active or not (HIP's __lanemask_lt() and
    // __lanemask_gt() leave out the inactive lanes): 64 bits, as the wavefront is on 64-wide AMD GPUs.
    // Shifting twice keeps lane 63's shift under 64.
    {"lanemask_eq", "(1ull << __lane_id())"},
    {"lanemask_lt", "((1ull << __lane_id()) - 1)"},
    {"lanemask_le", "((2ull << __lane_id()) - 1)"},
    {"lanemask_gt", "(~0ull << __lane_id() << 1)"},
    {"lanemask_ge", "(~0ull << __lane_id())"},
}};

bool space(char c) { return c == ' ' || c == '\t'; }

// The text between the quotes of a plain "..." literal, or of adjacent ones joined, with \n and \t read as
// blanks and PTX's // comments left out; false for other escapes.
bool template_text(std::string_view v, std::string& s) {
  for (std::size_t k = 0; k < v.size(); ++k) {
    // a PTX comment, to the next \n (ccminer's "// xor1")
    if (v[k] == '/' && k + 1 < v.size() && v[k + 1] == '/') {
      const std::size_t eol = v.find("\\n", k);
      if (eol == std::string_view::npos) break;
      k = eol - 1;
      continue;
    }
    if (v[k] == '\\') {
      if (k + 1 >= v.size() || (v[k + 1] != 'n' && v[k + 1] != 't')) return false;
      s += ' ';
      ++k;
      continue;
    }
    s += v[k];
  }
  return true;
}

// A template that is one instruction in a scope of its own ("{\t\n ld.global.cg.u64 %0, [%1];\n\t }", as
// microbenchmarks write them) without the braces, which declare nothing; any other template as it is.
void drop_lone_scope(std::string& t) {
  const std::string_view v = ptx_statement_text(t);
  if (v.size() < 2 || v.front() != '{' || v.back() != '}') return;
  const std::string_view inner = ptx_statement_text(v.substr(1, v.size() - 2));
  // one instruction: no other ';', no declaration, no nested scope (an operand list "{%0, %1}" is not one)
  if (inner.empty() || inner.find(';') != std::string_view::npos || inner.front() == '.' ||
      inner.front() == '{' || inner.front() == '@')
    return;
  t = std::string(inner) + ";";
}

// template_text of a plain "..." literal; false for anything else (prefixes, raw strings).
bool literal_text(const Token& t, std::string& s) {
  std::string_view v = t.text;
  if (t.kind != TokenKind::String || v.size() < 2 || v.front() != '"' || v.back() != '"') return false;
  return template_text(v.substr(1, v.size() - 2), s);
}

// "mov.u32 %0, %%laneid;" (or "%laneid") -> "laneid"; "" when the template is not a single such mov.
std::string mov_source(std::string_view s) {
  std::size_t k = 0;
  auto skip = [&] {
    while (k < s.size() && space(s[k])) ++k;
  };
  auto take = [&](std::string_view w) {
    if (s.substr(k, w.size()) != w) return false;
    k += w.size();
    return true;
  };
  skip();
  if (!take("mov.")) return {};
  bool typed = false;
  for (std::string_view ty : {"u32", "s32", "b32", "u64", "s64", "b64"})
    if (take(ty)) {
      typed = true;
      break;
    }
  if (!typed || k >= s.size() || !space(s[k])) return {};
  skip();
  if (!take("%0")) return {};
  skip();
  if (!take(",")) return {};
  skip();
  // "%%reg"; nvcc also takes "%reg" (a single '%' before a letter is not an operand)
  if (!take("%%") && !(take("%") && k < s.size() && std::isalpha(static_cast<unsigned char>(s[k])))) return {};
  std::size_t b = k;
  while (k < s.size() && (std::isalnum(static_cast<unsigned char>(s[k])) || s[k] == '_' || s[k] == '.')) ++k;
  std::string reg(s.substr(b, k - b));
  skip();
  if (k < s.size() && s[k] == ';') ++k;
  skip();
  return k == s.size() ? reg : std::string();
}

}  // namespace

bool asm_keyword(const Token& t) {
  return t.is_identifier("asm") || t.is_identifier("__asm__") || t.is_identifier("__asm");
}

std::vector<std::string_view> ptx_operand_list(std::string_view operands) {
  std::vector<std::string_view> out;
  for (;;) {
    const std::size_t comma = operands.find(',');
    out.push_back(ptx_trim(operands.substr(0, comma)));
    if (comma == std::string_view::npos) return out;
    operands = operands.substr(comma + 1);
  }
}

bool asm_statement(const std::vector<Token>& toks, std::size_t i, AsmStatement& st) {
  if (i >= toks.size() || !asm_keyword(toks[i])) return false;
  std::size_t k = next_significant(toks, i);
  while (k < toks.size() && (toks[k].is_identifier("volatile") || toks[k].is_identifier("__volatile__")))
    k = next_significant(toks, k);
  if (k >= toks.size() || !toks[k].is_punct("(")) return false;
  k = next_significant(toks, k);
  // the template: one plain literal, or adjacent ones ("{ .reg .b32 x;\n\t" "mov.b64 {x,y}, %1;\n\t" ...),
  // joined before their comments are taken out (a comment runs to the next \n, which may be in a later
  // literal)
  std::string joined;
  int literals = 0;
  for (; k < toks.size() && toks[k].kind == TokenKind::String; k = next_significant(toks, k), ++literals) {
    const std::string_view v = toks[k].text;
    if (v.size() < 2 || v.front() != '"' || v.back() != '"') return false;
    joined.append(v.substr(1, v.size() - 2));
  }
  if (literals == 0 || !template_text(joined, st.templ)) return false;
  drop_lone_scope(st.templ);
  // Up to three sections after ':': outputs, inputs, clobbers (clobbers are only checked to be literals). "::" is
  // two of them with an empty section between ("asm(t :: inputs)").
  for (int section = 0; k < toks.size() && (toks[k].is_punct(":") || toks[k].is_punct("::")); ++section) {
    if (toks[k].is_punct("::")) ++section;
    st.sections = section + 1;
    k = next_significant(toks, k);
    while (k < toks.size() && !toks[k].is_punct(":") && !toks[k].is_punct("::") && !toks[k].is_punct(")")) {
      AsmOperand op;
      if (!literal_text(toks[k], op.constraint)) return false;
      k = next_significant(toks, k);
      if (section < 2) {
        if (k >= toks.size() || !toks[k].is_punct("(")) return false;
        int depth = 0;
        bool any = false;
        std::size_t j = k + 1;
        for (; j < toks.size(); ++j) {
          const Token& t = toks[j];
          if (t.kind == TokenKind::Directive || t.is_punct(";")) return false;
          if (t.is_punct("(") || t.is_punct("[") || t.is_punct("{")) ++depth;
          if (t.is_punct("]") || t.is_punct("}")) --depth;
          if (t.is_punct(")")) {
            if (depth == 0) break;
            --depth;
          }
          op.expr += t.text;
          any = any || !t.is_trivia();
        }
        if (j >= toks.size() || !any) return false;
        op.begin = k + 1;
        op.end = j;
        (section == 0 ? st.outputs : st.inputs).push_back(std::move(op));
        k = next_significant(toks, j);
      } else if (section > 2) {
        return false;
      }
      if (k < toks.size() && toks[k].is_punct(",")) k = next_significant(toks, k);
    }
  }
  if (k >= toks.size() || !toks[k].is_punct(")")) return false;
  st.close = k;
  return true;
}

namespace {

// The __ATOMIC_* constant of a PTX memory order (relaxed, acquire, release, acq_rel).
std::string atomic_order(std::string_view order) {
  return order == "relaxed"   ? "__ATOMIC_RELAXED"
         : order == "acquire" ? "__ATOMIC_ACQUIRE"
         : order == "release" ? "__ATOMIC_RELEASE"
                              : "__ATOMIC_ACQ_REL";
}

// "%3" -> 3, "{%0, %1}" -> {0, 1}; empty on anything else.
std::vector<std::size_t> ptx_registers(std::string_view s) {
  std::vector<std::size_t> out;
  s = ptx_trim(s);
  const bool list = !s.empty() && s.front() == '{';
  if (list) {
    if (s.back() != '}') return {};
    s = s.substr(1, s.size() - 2);
  }
  while (!s.empty()) {
    std::size_t comma = s.find(',');
    std::string_view r = ptx_trim(s.substr(0, comma));
    if (r.size() < 2 || r[0] != '%') return {};
    std::size_t n = 0;
    for (char c : r.substr(1)) {
      if (c < '0' || c > '9') return {};
      n = n * 10 + static_cast<std::size_t>(c - '0');
    }
    out.push_back(n);
    if (comma == std::string_view::npos) break;
    s = s.substr(comma + 1);
  }
  if (!list && out.size() != 1) return {};
  return out;
}

// An opcode's dot-separated parts: "ld.global.nc.u32" -> ld, global, nc, u32.
std::vector<std::string_view> opcode_parts(std::string_view opcode) {
  std::vector<std::string_view> parts;
  for (std::string_view r = opcode; !r.empty();) {
    const std::size_t dot = r.find('.');
    parts.push_back(r.substr(0, dot));
    if (dot == std::string_view::npos) break;
    r = r.substr(dot + 1);
  }
  return parts;
}

// The asm statement at toks[i] (asm_statement) when its template is one instruction (no ';' inside; trailing
// ';' and blanks dropped): the instruction's name, its operands' text (empty when it has none, and then
// only with `bare`), and the name's opcode_parts. The views point into st.templ.
bool one_instruction(const std::vector<Token>& toks, std::size_t i, AsmStatement& st,
                     std::string_view& instruction, std::string_view& operands,
                     std::vector<std::string_view>& parts, bool bare = false) {
  if (!asm_statement(toks, i, st)) return false;
  const std::string_view t = ptx_statement_text(st.templ);
  const std::size_t blank = t.find_first_of(" \t");
  if ((blank == std::string_view::npos && !bare) || t.find(';') != std::string_view::npos) return false;
  instruction = t.substr(0, blank);
  operands = blank == std::string_view::npos ? std::string_view() : t.substr(blank + 1);
  parts = opcode_parts(instruction);
  return true;
}

}  // namespace

namespace {
constexpr std::string_view shared_window_note =
    " (its shared-window address made a pointer by crosswarpCvtaSharedToGeneric, defined in the file)";
}  // namespace

namespace {

// ld|st . global {.hint} [.v2|.v4] .type, the statement's one instruction (`instruction` and `operands`
// view its text, `parts` the instruction's opcode_parts).
bool global_access(const AsmStatement& st, std::string_view instruction, std::string_view operands,
                   const std::vector<std::string_view>& parts, PtxGlobalAccess& access) {
  if (parts.size() < 3 || (parts[0] != "ld" && parts[0] != "st")) return false;
  const bool load = parts[0] == "ld";
  static constexpr std::pair<std::string_view, std::string_view> kTypes[] = {
      {"u8", "unsigned char"},  {"s8", "signed char"}, {"b8", "unsigned char"},  {"u16", "unsigned short"},
      {"s16", "short"},         {"b16", "unsigned short"}, {"u32", "unsigned int"}, {"s32", "int"},
      {"b32", "unsigned int"},  {"u64", "unsigned long long"}, {"s64", "long long"},
      {"b64", "unsigned long long"}, {"f32", "float"}, {"f64", "double"}};
  std::string_view type;
  for (const auto& [ptx, cpp] : kTypes)
    if (parts.back() == ptx) type = cpp;
  if (type.empty()) return false;
  std::size_t lanes = 1;
  bool is_volatile = false, global = false, shared = false, scope = false;
  std::string_view order;  // a memory order (relaxed, acquire, release): an atomic access
  for (std::size_t p = 1; p + 1 < parts.size(); ++p) {
    const std::string_view q = parts[p];
    if (q == "global") {
      global = true;
    } else if (q == "shared" || q == "shared::cta") {
      shared = true;
    } else if (q == "v2" || q == "v4") {
      lanes = q == "v2" ? 2 : 4;
    } else if ((q == "cv" && load) || q == "volatile") {
      is_volatile = true;
    } else if (q == "sys" && is_volatile) {
      // ld.volatile.sys (NCCL's pre-Volta acquire): a volatile access, which is at system scope already
    } else if (q == "relaxed" || (q == "acquire" && load) || (q == "release" && !load)) {
      order = q;
    } else if (q == "cta" || q == "gpu" || q == "sys" || q == "cluster") {
      scope = true;
    } else if (!(q == "nc" || q == "ca" || q == "cg" || q == "cs" || q == "lu" || q == "wb" || q == "wt" ||
                 q == "L1::no_allocate" || q == "L1::evict_first" || q == "L1::evict_last" ||
                 q == "L1::evict_normal" || q == "L1::evict_unchanged" || q == "L2::evict_first" ||
                 q == "L2::evict_last" || q == "L2::evict_normal" || q == "L2::64B" || q == "L2::128B" ||
                 q == "L2::256B")) {
      return false;
    }
  }
  // The global state space, or a generic address for an atomic or volatile access (a C++ pointer is generic
  // too). A scope needs an order; an order takes one value.
  if (global && shared) return false;
  if (!global && !shared && order.empty() && !is_volatile) return false;
  if (scope != !order.empty() || (!order.empty() && is_volatile)) return false;
  // ld: DATA, [%a]   st: [%a], DATA   (the comma that separates them is outside any {})
  const std::size_t bracket = operands.find('[');
  const std::size_t bracket_end = operands.find(']');
  if (bracket == std::string_view::npos || bracket_end == std::string_view::npos || bracket_end < bracket) return false;
  const std::vector<std::size_t> address = ptx_registers(operands.substr(bracket + 1, bracket_end - bracket - 1));
  std::string_view data = load ? operands.substr(0, bracket) : operands.substr(bracket_end + 1);
  const std::string_view rest = ptx_trim(load ? operands.substr(bracket_end + 1) : operands.substr(0, bracket));
  while (!data.empty() && (space(data.front()) || data.front() == ',')) data.remove_prefix(1);
  while (!data.empty() && (space(data.back()) || data.back() == ',')) data.remove_suffix(1);
  if (!rest.empty() || address.size() != 1) return false;
  const std::vector<std::size_t> regs = ptx_registers(data);
  if (regs.size() != lanes) return false;
  // Operands: outputs are %0.., inputs follow. A load writes outputs ("=..."), a store reads inputs.
  const std::size_t n_out = st.outputs.size();
  auto operand = [&](std::size_t n) -> const AsmOperand* {
    return n < n_out ? &st.outputs[n] : n - n_out < st.inputs.size() ? &st.inputs[n - n_out] : nullptr;
  };
  const AsmOperand* addr = operand(address[0]);
  // 64 bits ("l"), or 32 ("r"): a shared-window address, or a pointer of a 32-bit host (msieve's
  // PTR_CONSTRAINT(x) is "r"(x) where pointers are 32 bits wide); the C++ is the same pointer
  if (!addr || address[0] < n_out || !(addr->constraint == "l" || addr->constraint == "r")) return false;
  if (load ? n_out != lanes || st.inputs.size() != 1 : n_out != 0 || st.inputs.size() != lanes + 1) return false;
  std::string pointer = std::string(load ? "const " : "") + (is_volatile ? "volatile " : "") + std::string(type) + "*";
  const std::string address_expr = shared ? shared_window_pointer(addr->expr) : addr->expr;
  if (shared) access.definitions.emplace_back(shared_window_definition());
  std::string hip = "[&] { " + pointer + " crosswarp_ptx_p = " +
                    // a store's address may be a pointer to const (the register does not care; DeepEP's
                    // st_na_global takes one): a C cast, which reinterpret_cast is not allowed to be
                    (load ? "reinterpret_cast<" + pointer + ">(" + address_expr + ");"
                          : "(" + pointer + ")(" + address_expr + ");");
  if (!order.empty()) {
    // an atomic load or store of that order (clang's __atomic builtins: system scope on AMD GPUs, which is at
    // least the instruction's scope); a vector's elements one by one, as the PTX memory model reads a vector
    // access ("a set of equivalent memory operations with a scalar data type, executed in an unspecified
    // order on the elements in the vector", PTX ISA 8.2.4)
    for (std::size_t l = 0; l < lanes; ++l) {
      const AsmOperand* op = operand(regs[l]);
      if (!op || (load ? regs[l] >= n_out || op->constraint.empty() || op->constraint[0] != '='
                       : regs[l] < n_out || op->constraint.empty() || op->constraint[0] == '='))
        return false;
      const std::string v = "crosswarp_ptx_v" + (lanes > 1 ? std::to_string(l) : std::string());
      const std::string p = "crosswarp_ptx_p" + (l > 0 ? " + " + std::to_string(l) : std::string());
      hip += " " + std::string(type) + " " + v + (load ? "" : " = " + op->expr) + ";";
      hip += std::string(load ? " __atomic_load(" : " __atomic_store(") + p + ", &" + v + ", " +
             atomic_order(order) + ");";
      if (load) hip += " " + op->expr + " = " + v + ";";
    }
    access.close = st.close;
    access.hip = std::move(hip) + " }()";
    access.instruction = std::string(instruction);
    access.what = std::string("an atomic ") + (load ? "load" : "store") + " of the same order (" +
                  std::string(order) + ", at system scope)";
    if (lanes > 1) access.what += " of each element (the PTX memory model's reading of a vector access)";
    if (shared) access.what += shared_window_note;
    return true;
  }
  for (std::size_t l = 0; l < lanes; ++l) {
    const AsmOperand* op = operand(regs[l]);
    if (!op || (load ? regs[l] >= n_out || op->constraint.empty() || op->constraint[0] != '='
                     : regs[l] < n_out || op->constraint.empty() || op->constraint[0] == '='))
      return false;
    hip += load ? " " + op->expr + " = crosswarp_ptx_p[" + std::to_string(l) + "];"
                : " crosswarp_ptx_p[" + std::to_string(l) + "] = " + op->expr + ";";
  }
  hip += " }()";
  access.close = st.close;
  access.hip = std::move(hip);
  access.instruction = std::string(instruction);
  access.what = is_volatile ? "the same volatile access in C++"
                : shared    ? "the same access in C++"
                            : "the same access in C++ (its cache hint dropped)";
  if (shared) access.what += shared_window_note;
  return true;
}

}  // namespace

bool ptx_global_access(const std::vector<Token>& toks, std::size_t i, PtxGlobalAccess& access) {
  AsmStatement st;
  std::string_view instruction, operands;
  std::vector<std::string_view> parts;
  if (one_instruction(toks, i, st, instruction, operands, parts))
    return global_access(st, instruction, operands, parts, access);
  // An access and a fence in one template, in either order (NCCL's pre-Volta acquire and release:
  // "ld.volatile.sys.global.u64 %0, [%1]; membar.gl;", "membar.sys; st.volatile.global.u64 [%0], %1;"): the
  // two in that order, a comma expression.
  st = AsmStatement{};
  if (!asm_statement(toks, i, st)) return false;
  const std::string_view t = ptx_statement_text(st.templ);
  const std::size_t semi = t.find(';');
  if (semi == std::string_view::npos ||
      ptx_statement_text(t.substr(semi + 1)).find(';') != std::string_view::npos)
    return false;
  const std::string_view first = ptx_statement_text(t.substr(0, semi)),
                         second = ptx_statement_text(t.substr(semi + 1));
  const bool fence_first = !ptx_fence(first).empty();
  const std::string_view fence = ptx_fence(fence_first ? first : second);
  if (fence.empty()) return false;
  AsmStatement one = st;
  one.templ = std::string(fence_first ? second : first);
  const std::size_t blank = one.templ.find_first_of(" \t");
  if (blank == std::string::npos) return false;
  const std::string_view text = one.templ;
  if (!global_access(one, text.substr(0, blank), text.substr(blank + 1), opcode_parts(text.substr(0, blank)),
                     access))
    return false;
  access.hip = fence_first ? "(" + std::string(fence) + ", " + access.hip + ")"
                           : "(" + access.hip + ", " + std::string(fence) + ")";
  access.instruction = std::string(t);
  access.what =
      fence_first ? std::string(fence) + " then " + access.what : access.what + " then " + std::string(fence);
  return true;
}

bool ptx_atomic(const std::vector<Token>& toks, std::size_t i, PtxGlobalAccess& access) {
  AsmStatement st;
  std::string_view instruction, operands;
  std::vector<std::string_view> parts;
  if (!one_instruction(toks, i, st, instruction, operands, parts)) return false;
  if (parts.size() < 3 || (parts[0] != "red" && parts[0] != "atom")) return false;
  const bool red = parts[0] == "red";
  static constexpr std::pair<std::string_view, std::string_view> kTypes[] = {
      {"u32", "unsigned int"},       {"s32", "int"},       {"b32", "unsigned int"},
      {"u64", "unsigned long long"}, {"s64", "long long"}, {"b64", "unsigned long long"}};
  std::string_view type;
  for (const auto& [ptx, cpp] : kTypes)
    if (parts.back() == ptx) type = cpp;
  if (type.empty()) return false;
  // a scope (cta, gpu, sys, cluster) changes nothing: the builtins' system scope is at least as wide
  std::string_view order = "relaxed", op;
  bool shared = false;
  for (std::size_t p = 1; p + 1 < parts.size(); ++p) {
    const std::string_view q = parts[p];
    if (q == "global" || q == "cta" || q == "gpu" || q == "sys" || q == "cluster") continue;
    if (q == "shared" || q == "shared::cta") {
      shared = true;
      continue;
    }
    if (q == "relaxed" || q == "acquire" || q == "release" || q == "acq_rel")
      order = q;
    else if (op.empty() &&
             (q == "add" || q == "and" || q == "or" || q == "xor" || (!red && (q == "exch" || q == "cas"))))
      op = q;
    else
      return false;
  }
  if (op.empty() || (parts.back()[0] == 's' && op != "add") || (parts.back()[0] == 'b' && op == "add"))
    return false;
  // red: [%a], %b   atom: %d, [%a], %b(, %c for cas)
  const std::vector<std::string_view> ops = ptx_operand_list(operands);
  const std::size_t first = red ? 0 : 1;
  if (ops.size() != first + (op == "cas" ? 3 : 2)) return false;
  const std::string_view address = ops[first];
  if (address.size() < 3 || address.front() != '[' || address.back() != ']') return false;
  const std::size_t n_out = st.outputs.size();
  auto operand = [&](std::string_view text, bool output) -> const AsmOperand* {
    const std::vector<std::size_t> r = ptx_registers(text);
    if (r.size() != 1) return nullptr;
    if (output)
      return r[0] < n_out && st.outputs[r[0]].constraint.starts_with('=') ? &st.outputs[r[0]] : nullptr;
    return r[0] >= n_out && r[0] - n_out < st.inputs.size() ? &st.inputs[r[0] - n_out] : nullptr;
  };
  const AsmOperand* addr = operand(address.substr(1, address.size() - 2), false);
  const AsmOperand* value = operand(ops[first + 1], false);
  const AsmOperand* swap = op == "cas" ? operand(ops[first + 2], false) : nullptr;
  const AsmOperand* out = red ? nullptr : operand(ops[0], true);
  if (!addr || !(addr->constraint == "l" || (shared && addr->constraint == "r")) || !value ||
      (op == "cas" && !swap) || (!red && !out))
    return false;
  if (n_out != (red ? 0u : 1u) || st.inputs.size() != (op == "cas" ? 3u : 2u)) return false;
  const std::string ty(type);
  const std::string address_expr = shared ? shared_window_pointer(addr->expr) : addr->expr;
  if (shared) access.definitions.emplace_back(shared_window_definition());
  std::string hip =
      "[&] { " + ty + "* crosswarp_ptx_p = reinterpret_cast<" + ty + "*>(" + address_expr + "); ";
  std::string call;
  if (op == "cas") {
    const std::string failure =
        order == "acquire" || order == "acq_rel" ? "__ATOMIC_ACQUIRE" : "__ATOMIC_RELAXED";
    hip += ty + " crosswarp_ptx_v = static_cast<" + ty + ">(" + value->expr +
           "); __atomic_compare_exchange_n(" + "crosswarp_ptx_p, &crosswarp_ptx_v, static_cast<" + ty + ">(" +
           swap->expr + "), false, " + atomic_order(order) + ", " + failure + "); " + out->expr +
           " = crosswarp_ptx_v; }()";
  } else {
    call = (op == "exch" ? "__atomic_exchange_n(" : "__atomic_fetch_" + std::string(op) + "(") +
           std::string("crosswarp_ptx_p, static_cast<") + ty + ">(" + value->expr + "), " +
           atomic_order(order) + ")";
    hip += (red ? "" : out->expr + " = ") + call + "; }()";
  }
  access.close = st.close;
  access.hip = std::move(hip);
  access.instruction = std::string(instruction);
  access.what = "the same atomic operation in C++ (" + std::string(order) + ", at system scope)";
  if (shared) access.what += shared_window_note;
  return true;
}

bool looks_like_ptx(const std::vector<Token>& toks, std::size_t i) {
  if (i >= toks.size() || !asm_keyword(toks[i])) return false;
  std::size_t k = next_significant(toks, i);
  while (k < toks.size() && (toks[k].is_identifier("volatile") || toks[k].is_identifier("__volatile__")))
    k = next_significant(toks, k);
  if (k >= toks.size() || !toks[k].is_punct("(")) return false;
  k = next_significant(toks, k);
  if (k >= toks.size() || toks[k].kind != TokenKind::String) return false;
  std::string_view v = toks[k].text;
  const std::size_t quote = v.find('"');
  if (quote == std::string_view::npos) return false;
  v.remove_prefix(quote + 1);
  // the first instruction: past blanks, escapes, braces and // comments
  for (;;) {
    if (!v.empty() && (space(v.front()) || v.front() == '{')) {
      v.remove_prefix(1);
    } else if (v.size() >= 2 && v[0] == '\\') {
      v.remove_prefix(2);
    } else if (v.starts_with("//")) {
      const std::size_t eol = v.find("\\n");
      if (eol == std::string_view::npos) return false;
      v.remove_prefix(eol);
    } else {
      break;
    }
  }
  if (v.starts_with(".reg") || v.starts_with(".pred")) return true;  // PTX's register declarations
  std::size_t n = 0;
  while (n < v.size() &&
         (std::islower(static_cast<unsigned char>(v[n])) || std::isdigit(static_cast<unsigned char>(v[n]))))
    ++n;
  const std::string_view base = v.substr(0, n);
  // clang-format off
  static constexpr std::string_view kOpcodes[] = {
      "abs", "activemask", "add", "addc", "and", "atom", "bar", "barrier", "bfe", "bfi", "bfind", "brev", "clz",
      "cos", "cp", "createpolicy", "cvt", "cvta", "discard", "div", "dp2a", "dp4a", "elect", "ex2", "fence", "fma",
      "griddepcontrol", "isspacep", "ld", "ldmatrix", "lg2", "lop3", "mad", "madc", "match", "max", "mbarrier",
      "membar", "min", "mma", "mov", "mul", "multimem", "nanosleep", "neg", "not", "or", "popc", "prefetch", "prmt",
      "rcp", "red", "redux", "rem", "rsqrt", "sad", "selp", "set", "setp", "shf", "shfl", "shl", "shr", "sin",
      "slct", "sqrt", "st", "stmatrix", "sub", "subc", "suld", "sust", "tanh", "testp", "tex", "vabsdiff", "vadd",
      "vmad", "vmax", "vmin", "vote", "vset", "vshl", "vshr", "vsub", "wgmma", "wmma", "xor"};
  // clang-format on
  const bool opcode = std::find(std::begin(kOpcodes), std::end(kOpcodes), base) != std::end(kOpcodes);
  // a PTX opcode with its type or modifiers after a dot (x86 and AArch64 mnemonics have none, or are not
  // these), or one of PTX's bare control instructions
  return (opcode && n < v.size() && v[n] == '.') || ((base == "trap" || base == "exit" || base == "brkpt") &&
                                                     n < v.size() && (v[n] == ';' || space(v[n])));
}

bool ptx_register_read(const std::vector<Token>& toks, std::size_t i, PtxRegisterRead& read) {
  AsmStatement st;
  if (!asm_statement(toks, i, st)) return false;
  std::string reg = mov_source(st.templ);
  if (reg.empty()) return false;
  std::string_view hip;
  for (const auto& [r, h] : kRegisters)
    if (r == reg) hip = h;
  if (hip.empty()) return false;
  // one output and no inputs (a "memory" clobber may follow: a register read needs no ordering against
  // memory)
  if (st.outputs.size() != 1 || !st.inputs.empty()) return false;
  const AsmOperand& out = st.outputs[0];
  if (out.constraint != "=r" && out.constraint != "=l" && out.constraint != "+r" && out.constraint != "+l") return false;
  read.close = st.close;
  read.lvalue_begin = out.begin;
  read.lvalue_end = out.end;
  read.reg = std::move(reg);
  read.hip = std::string(hip);
  read.wide = out.constraint[1] == 'l';
  return true;
}

std::string_view shared_window_definition() {
  return "#ifndef CROSSWARP_SHARED_WINDOW\n"
         "#define CROSSWARP_SHARED_WINDOW\n"
         "// CUDA's shared-window addresses (crosswarp port): __cvta_generic_to_shared and back, and the "
         "addresses of PTX's\n"
         "// .shared instructions. On AMD GPUs the offset in the workgroup's LDS (an address-space cast); a "
         "global address\n"
         "// is the generic one\n"
         "#if defined(__HIP_PLATFORM_AMD__)\n"
         "static __device__ inline size_t crosswarpCvtaGenericToShared(const void* p) {\n"
         "#if defined(__HIP_DEVICE_COMPILE__)\n"
         "  return (unsigned int)(size_t)(__attribute__((address_space(3))) const char*)p;\n"
         "#else\n"
         "  return (size_t)p;\n"
         "#endif\n"
         "}\n"
         "static __device__ inline void* crosswarpCvtaSharedToGeneric(size_t a) {\n"
         "#if defined(__HIP_DEVICE_COMPILE__)\n"
         "  return (void*)(__attribute__((address_space(3))) char*)(unsigned int)a;\n"
         "#else\n"
         "  return (void*)a;\n"
         "#endif\n"
         "}\n"
         "static __device__ inline size_t crosswarpCvtaGenericToGlobal(const void* p) { return (size_t)p; }\n"
         "static __device__ inline void* crosswarpCvtaGlobalToGeneric(size_t a) { return (void*)a; }\n"
         "#else\n"
         "#define crosswarpCvtaGenericToShared __cvta_generic_to_shared\n"
         "#define crosswarpCvtaSharedToGeneric __cvta_shared_to_generic\n"
         "#define crosswarpCvtaGenericToGlobal __cvta_generic_to_global\n"
         "#define crosswarpCvtaGlobalToGeneric __cvta_global_to_generic\n"
         "#endif\n"
         "#endif\n";
}

std::string shared_window_pointer(std::string_view expr) {
  return "crosswarpCvtaSharedToGeneric((size_t)(" + std::string(expr) + "))";
}

std::string cp_async_call(std::string_view dst, std::string_view src, std::string_view size,
                          std::string_view bytes) {
  return "crosswarpPtxCpAsync(" + shared_window_pointer(dst) + ", (const void*)(" + std::string(src) + "), " +
         std::string(size) + ", " + std::string(bytes) + ")";
}

std::string_view shared_window_function(std::string_view cuda_name) {
  if (cuda_name == "__cvta_generic_to_shared") return "crosswarpCvtaGenericToShared";
  if (cuda_name == "__cvta_shared_to_generic") return "crosswarpCvtaSharedToGeneric";
  if (cuda_name == "__cvta_generic_to_global") return "crosswarpCvtaGenericToGlobal";
  if (cuda_name == "__cvta_global_to_generic") return "crosswarpCvtaGlobalToGeneric";
  return {};
}

std::string_view nanosleep_definition() {
  return "#ifndef CROSSWARP_NANOSLEEP\n"
         "#define CROSSWARP_NANOSLEEP\n"
         "// CUDA's __nanosleep (crosswarp port), which HIP does not have: a sleep of about ns nanoseconds "
         "(PTX allows\n"
         "// anywhere from 0 to 2 * ns). On AMD GPUs the wave sleeps ns / 64 times 64 clocks (s_sleep 1): ns "
         "nanoseconds\n"
         "// at 1 GHz, about half that at 2 GHz. No clock is read (gfx11's cycle counter is 20 bits wide)\n"
         "#if defined(__HIP_PLATFORM_AMD__)\n"
         "static __device__ inline void crosswarpNanosleep(unsigned int ns) {\n"
         "#if defined(__HIP_DEVICE_COMPILE__)\n"
         "  for (unsigned int i = 0; i < (ns + 63u) / 64u; ++i) __builtin_amdgcn_s_sleep(1);\n"
         "#else\n"
         "  (void)ns;\n"
         "#endif\n"
         "}\n"
         "#else\n"
         "#define crosswarpNanosleep __nanosleep\n"
         "#endif\n"
         "#endif\n";
}

std::string_view cp_async_definition() {
  return "#ifndef CROSSWARP_PTX_CP_ASYNC\n"
         "#define CROSSWARP_PTX_CP_ASYNC\n"
         "// PTX's cp.async (crosswarp port): the copy at once, in the issuing thread, so commit_group and "
         "wait_group\n"
         "// have nothing to wait for; bytes past src_size are zeros. size is 4, 8 or 16 and both addresses "
         "are\n"
         "// aligned to it, as cp.async requires\n"
         "static __device__ __forceinline__ void crosswarpPtxCpAsync(void* dst, const void* src, unsigned "
         "int size,\n"
         "                                                          unsigned int src_size) {\n"
         "  unsigned char* d = (unsigned char*)dst;\n"
         "  const unsigned char* s = (const unsigned char*)src;\n"
         "  if (src_size >= size && size == 16) {\n"
         "    __builtin_memcpy(__builtin_assume_aligned(d, 16), __builtin_assume_aligned(s, 16), 16);\n"
         "  } else if (src_size >= size && size == 8) {\n"
         "    __builtin_memcpy(__builtin_assume_aligned(d, 8), __builtin_assume_aligned(s, 8), 8);\n"
         "  } else if (src_size >= size && size == 4) {\n"
         "    __builtin_memcpy(__builtin_assume_aligned(d, 4), __builtin_assume_aligned(s, 4), 4);\n"
         "  } else {\n"
         "    for (unsigned int i = 0; i < size; ++i) d[i] = i < src_size ? s[i] : 0;\n"
         "  }\n"
         "}\n"
         "#endif\n";
}

bool cp_async_opcode(std::string_view opcode, bool& cache_hint) {
  const std::vector<std::string_view> parts = opcode_parts(opcode);
  if (parts.size() < 5 || parts[0] != "cp" || parts[1] != "async" || (parts[2] != "ca" && parts[2] != "cg") ||
      (parts[3] != "shared" && parts[3] != "shared::cta") || parts[4] != "global")
    return false;
  cache_hint = false;
  for (std::size_t p = 5; p < parts.size(); ++p) {
    if (parts[p] == "L2::cache_hint" && !cache_hint)
      cache_hint = true;
    else if (parts[p] != "L2::64B" && parts[p] != "L2::128B" && parts[p] != "L2::256B")
      return false;
  }
  return true;
}

namespace {

// The operand behind "%n" of a statement: an input (outputs first, then inputs); null for anything else.
const AsmOperand* ptx_input(const AsmStatement& st, std::string_view text) {
  const std::optional<std::size_t> n = ptx_operand_number(ptx_trim(text));
  if (!n || *n < st.outputs.size() || *n - st.outputs.size() >= st.inputs.size()) return nullptr;
  return &st.inputs[*n - st.outputs.size()];
}

// An integer operand's C++: a literal PTX and C++ read alike, or an "n"/"r" input's expression.
std::string ptx_integer_operand(const AsmStatement& st, std::string_view text) {
  text = ptx_trim(text);
  if (ptx_integer_literal(text)) return std::string(text);
  const AsmOperand* o = ptx_input(st, text);
  if (!o || (o->constraint != "n" && o->constraint != "r")) return {};
  return "(" + o->expr + ")";
}

// "[%n]" -> the input operand n; null for anything else (an offset, a name).
const AsmOperand* ptx_address(const AsmStatement& st, std::string_view text) {
  text = ptx_trim(text);
  if (text.size() < 3 || text.front() != '[' || text.back() != ']') return nullptr;
  return ptx_input(st, text.substr(1, text.size() - 2));
}

// Every input is an operand the instruction names ("%n" or "[%n]"): none that the C++ would drop.
bool all_inputs_named(const AsmStatement& st, const std::vector<std::string_view>& ops) {
  std::size_t named = 0;
  for (std::string_view op : ops) {
    std::string_view o = ptx_trim(op);
    if (o.size() > 2 && o.front() == '[' && o.back() == ']') o = o.substr(1, o.size() - 2);
    named += ptx_input(st, o) != nullptr;
  }
  return named == st.inputs.size();
}

// An L2 cache policy operand (the last of a .L2::cache_hint form): a 64-bit input.
bool cache_policy_operand(const AsmStatement& st, std::string_view op) {
  const AsmOperand* policy = ptx_input(st, op);
  return policy && policy->constraint == "l";
}

}  // namespace

bool ptx_async_copy(const std::vector<Token>& toks, std::size_t i, PtxGlobalAccess& access) {
  AsmStatement st;
  std::string_view instruction, operands;
  std::vector<std::string_view> parts;
  if (!one_instruction(toks, i, st, instruction, operands, parts, true)) return false;
  const std::vector<std::string_view> ops =
      ptx_trim(operands).empty() ? std::vector<std::string_view>() : ptx_operand_list(operands);
  access.close = st.close;
  access.instruction = std::string(instruction);
  // cp.async.commit_group, cp.async.wait_all, cp.async.wait_group n, and the bulk copies'
  // cp.async.bulk.commit_group, cp.async.bulk.wait_group{.read} n: nothing is in flight
  const bool bulk = instruction.starts_with("cp.async.bulk.");
  if (instruction == "cp.async.commit_group" || instruction == "cp.async.wait_all" ||
      instruction == "cp.async.wait_group" || instruction == "cp.async.bulk.commit_group" ||
      instruction == "cp.async.bulk.wait_group" || instruction == "cp.async.bulk.wait_group.read") {
    const bool wait_group = instruction.find(".wait_group") != std::string_view::npos;
    if (!st.outputs.empty() || ops.size() != (wait_group ? 1u : 0u)) return false;
    if (wait_group && ptx_integer_operand(st, ops[0]).empty()) return false;
    if (!all_inputs_named(st, ops)) return false;
    access.hip = "(void)0";
    access.what = bulk ? "nothing: the port's bulk copies complete at issue, so no copy is in flight"
                       : "nothing: the port's cp.async copies at once, so no copy is in flight";
    return true;
  }
  // cvta{.to}.{shared,global}{::cta}.u{32,64} %d, %a
  if (parts.size() >= 3 && parts[0] == "cvta") {
    const bool to = parts[1] == "to";
    if (parts.size() != (to ? 4u : 3u)) return false;
    const std::string_view space = parts[to ? 2 : 1], type = parts.back();
    const bool shared = space == "shared" || space == "shared::cta";
    if ((!shared && space != "global") || (type != "u64" && type != "u32") || (!shared && type != "u64"))
      return false;
    if (ops.size() != 2 || st.outputs.size() != 1 || st.inputs.size() != 1) return false;
    const AsmOperand& out = st.outputs[0];
    const AsmOperand* in = ptx_input(st, ops[1]);
    const std::optional<std::size_t> d = ptx_operand_number(ops[0]);
    if (!d || *d != 0 || !in || out.constraint != (type == "u64" ? "=l" : "=r")) return false;
    // a generic address is 64 bits; a shared-window one 32 or 64
    if (to ? in->constraint != "l" : in->constraint != (type == "u64" ? "l" : "r")) return false;
    const std::string function =
        std::string(shared_window_function(std::string(to ? "__cvta_generic_to_" : "__cvta_") +
                                           (shared ? "shared" : "global") + (to ? "" : "_to_generic")));
    const std::string value = function + (to ? "((const void*)(" : "((size_t)(") + in->expr + "))";
    access.hip = ptx_operand(out.expr) + " = (__typeof__(" + out.expr + "))(" + value + ")";
    access.definitions.emplace_back(shared_window_definition());
    access.what = function + ", defined in the file" +
                  (shared ? std::string(" (on AMD GPUs the offset in the workgroup's LDS)") : std::string());
    return true;
  }
  // cp.async.{ca,cg}.shared{::cta}.global{.L2::cache_hint}{.L2::64B,128B,256B} [%d], [%s], size{, src-size}
  // {, policy}
  bool hint = false;
  if (!cp_async_opcode(instruction, hint)) return false;
  if (!st.outputs.empty() || ops.size() < 3u + hint || ops.size() > 4u + hint) return false;
  const AsmOperand* dst = ptx_address(st, ops[0]);
  const AsmOperand* src = ptx_address(st, ops[1]);
  if (!dst || !src || (dst->constraint != "r" && dst->constraint != "l") || src->constraint != "l")
    return false;
  const std::string size = ptx_integer_operand(st, ops[2]);
  if (size.empty()) return false;
  // .cg copies 16 bytes; .ca 4, 8 or 16 (a literal is checked here, an "n" operand by the compiler: the
  // helper copies byte by byte for any other size)
  if (ptx_integer_literal(ptx_trim(ops[2])) &&
      (instruction.starts_with("cp.async.cg") ? size != "16" : size != "4" && size != "8" && size != "16"))
    return false;
  const bool src_size = ops.size() == 4u + hint;
  const std::string bytes = src_size ? ptx_integer_operand(st, ops[3]) : size;
  if (bytes.empty()) return false;
  if ((hint && !cache_policy_operand(st, ops.back())) || !all_inputs_named(st, ops)) return false;
  access.hip = cp_async_call(dst->expr, src->expr, size, bytes);
  access.definitions.emplace_back(shared_window_definition());
  access.definitions.emplace_back(cp_async_definition());
  access.what = std::string("crosswarpPtxCpAsync, defined in the file, which copies at once") +
                (src_size ? " (bytes past the source size are zeros)" : "") +
                (hint ? " (its cache policy dropped)" : "");
  return true;
}

namespace {

std::string_view mbarrier_body() {
  return "#ifndef CROSSWARP_PTX_MBARRIER\n"
         "#define CROSSWARP_PTX_MBARRIER\n"
         "// PTX's mbarrier objects and bulk (TMA) copies (crosswarp port). An mbarrier is a 64-bit word in "
         "shared memory\n"
         "// whose contents PTX leaves opaque; here: the current phase's pending arrivals (bits 0-20), the "
         "expected\n"
         "// arrivals (21-41), the transaction count in bytes (42-62, two's complement) and the phase's "
         "parity "
         "(63). A\n"
         "// phase completes when its pending arrivals and its transaction count are both zero. A bulk copy "
         "happens at\n"
         "// issue, in the issuing thread, then completes its bytes on the mbarrier (the count may go below "
         "zero until the\n"
         "// expect_tx that announces them)\n"
         "static __device__ inline void crosswarpPtxMbarrierInit(void* bar, unsigned int count) {\n"
         "  const unsigned long long c = count & 0x1fffffu;\n"
         "  __atomic_store_n((unsigned long long*)bar, c | c << 21, __ATOMIC_RELAXED);\n"
         "}\n"
         "static __device__ inline void crosswarpPtxMbarrierInval(void* bar) {\n"
         "  __atomic_store_n((unsigned long long*)bar, 0ull, __ATOMIC_RELAXED);\n"
         "}\n"
         "// `arrivals` arrivals and `tx` bytes more expected (less than zero: completed); the state before\n"
         "static __device__ inline unsigned long long crosswarpPtxMbarrierUpdate(void* bar, unsigned int "
         "arrivals,\n"
         "                                                                     long long tx) {\n"
         "  unsigned long long* p = (unsigned long long*)bar;\n"
         "  unsigned long long old = __atomic_load_n(p, __ATOMIC_RELAXED), next;\n"
         "  do {\n"
         "    unsigned long long pending = old & 0x1fffffull, phase = old >> 63;\n"
         "    const unsigned long long expected = old >> 21 & 0x1fffffull;\n"
         "    long long count = (long long)(old >> 42 & 0x1fffffull);\n"
         "    if (count & 0x100000) count -= 0x200000;\n"
         "    count += tx;\n"
         "    pending = pending > arrivals ? pending - arrivals : 0;\n"
         "    if (pending == 0 && count == 0) {\n"
         "      pending = expected;\n"
         "      phase ^= 1;\n"
         "    }\n"
         "    next = pending | expected << 21 | ((unsigned long long)count & 0x1fffffull) << 42 | phase << "
         "63;\n"
         "  } while (!__atomic_compare_exchange_n(p, &old, next, true, __ATOMIC_ACQ_REL, "
         "__ATOMIC_RELAXED));\n"
         "  return old;\n"
         "}\n"
         "// whether the phase of that parity has completed (the current phase's parity is the other one)\n"
         "static __device__ inline bool crosswarpPtxMbarrierTestParity(void* bar, unsigned int parity) {\n"
         "  return (__atomic_load_n((unsigned long long*)bar, __ATOMIC_ACQUIRE) >> 63) != (parity & 1u);\n"
         "}\n"
         "// try_wait may suspend the thread a while before it answers: a short sleep when the phase is not "
         "done\n"
         "static __device__ inline bool crosswarpPtxMbarrierTryWaitParity(void* bar, unsigned int parity) {\n"
         "  if (crosswarpPtxMbarrierTestParity(bar, parity)) return true;\n"
         "  crosswarpNanosleep(32);\n"
         "  return crosswarpPtxMbarrierTestParity(bar, parity);\n"
         "}\n"
         "static __device__ inline void crosswarpPtxMbarrierWaitParity(void* bar, unsigned int parity) {\n"
         "  while (!crosswarpPtxMbarrierTestParity(bar, parity)) crosswarpNanosleep(32);\n"
         "}\n"
         "// size is a multiple of 16 and both addresses are 16-byte aligned, as cp.async.bulk requires\n"
         "static __device__ inline void crosswarpPtxBulkCopy(void* dst, const void* src, unsigned int size) "
         "{\n"
         "  unsigned char* d = (unsigned char*)dst;\n"
         "  const unsigned char* s = (const unsigned char*)src;\n"
         "  for (unsigned int i = 0; i < size; i += 16)\n"
         "    __builtin_memcpy(__builtin_assume_aligned(d + i, 16), __builtin_assume_aligned(s + i, 16), "
         "16);\n"
         "}\n"
         "static __device__ inline void crosswarpPtxBulkCopyToShared(void* dst, const void* src, unsigned "
         "int "
         "size,\n"
         "                                                          void* bar) {\n"
         "  crosswarpPtxBulkCopy(dst, src, size);\n"
         "  crosswarpPtxMbarrierUpdate(bar, 0, -(long long)size);\n"
         "}\n"
         "#endif\n";
}

// An mbarrier's address operand "[%n]" as a pointer: a shared-window address ("r" or "l") with .shared, a
// generic pointer ("l") without.
std::string mbarrier_pointer(const AsmStatement& st, std::string_view text, bool shared) {
  const AsmOperand* a = ptx_address(st, text);
  if (!a || (a->constraint != "l" && !(shared && a->constraint == "r"))) return {};
  return shared ? shared_window_pointer(a->expr) : "(void*)(" + a->expr + ")";
}

// mbarrier.{init,inval,arrive,arrive.expect_tx,expect_tx,complete_tx} with optional .sem/.scope and
// .shared{::cta}, .b64.
bool mbarrier_instruction(const AsmStatement& st, const std::vector<std::string_view>& parts,
                          const std::vector<std::string_view>& ops, PtxGlobalAccess& access) {
  std::size_t p = 2;  // past the operation
  std::string_view op = parts.size() > 1 ? parts[1] : "";
  if (op == "arrive" && parts.size() > 2 && parts[2] == "expect_tx") op = "arrive.expect_tx", p = 3;
  if (op != "init" && op != "inval" && op != "arrive" && op != "arrive.expect_tx" && op != "expect_tx" &&
      op != "complete_tx")
    return false;
  bool shared = false;
  for (; p + 1 < parts.size(); ++p) {
    const std::string_view q = parts[p];
    if (q == "shared" || q == "shared::cta")
      shared = true;
    else if (!(q == "release" || q == "relaxed" || q == "cta"))
      return false;  // no cluster scope
  }
  if (p + 1 != parts.size() || parts.back() != "b64") return false;
  const bool arrive = op.starts_with("arrive");
  // arrive's state: "_" or a 64-bit output; the mbarrier; then the count or the bytes
  const std::size_t first = arrive ? 1 : 0;
  if (ops.size() < first + 1) return false;
  const std::string bar = mbarrier_pointer(st, ops[first], shared);
  if (bar.empty() || !all_inputs_named(st, ops)) return false;
  std::string state;
  if (arrive) {
    const std::string_view s = ptx_trim(ops[0]);
    if (s != "_") {
      const std::optional<std::size_t> n = ptx_operand_number(s);
      if (!n || *n != 0 || st.outputs.size() != 1 || st.outputs[0].constraint != "=l") return false;
      state = ptx_operand(st.outputs[0].expr) + " = (__typeof__(" + st.outputs[0].expr + "))";
    }
  }
  if (state.empty() && !st.outputs.empty()) return false;
  const std::size_t operands = op == "inval" ? 1 : op == "arrive" ? (ops.size() == 3 ? 3 : 2) : first + 2;
  if (ops.size() != operands) return false;
  std::string value;
  if (ops.size() > first + 1) {
    value = ptx_integer_operand(st, ops[first + 1]);
    if (value.empty()) return false;
  }
  if (op == "init") {
    access.hip = "crosswarpPtxMbarrierInit(" + bar + ", " + value + ")";
  } else if (op == "inval") {
    access.hip = "crosswarpPtxMbarrierInval(" + bar + ")";
  } else {
    const std::string arrivals = op == "arrive"             ? (value.empty() ? "1" : value)
                                 : op == "arrive.expect_tx" ? "1"
                                                            : "0";
    const std::string tx = op == "arrive"        ? "0"
                           : op == "complete_tx" ? "-(long long)" + value
                                                 : "(long long)" + value;
    access.hip = state + "crosswarpPtxMbarrierUpdate(" + bar + ", " + arrivals + ", " + tx + ")";
  }
  access.what =
      "the port's mbarrier, defined in the file (a 64-bit word of arrivals, bytes and the phase, "
      "updated atomically)";
  return true;
}

// A try_wait loop (CUTLASS's and DeepEP's wait):
//   { .reg .pred P; L: mbarrier.try_wait.parity{.sem}{.scope}.shared{::cta}.b64 P, [%a], %b{, %c};
//     @P bra D; bra L; D: }      or      ... @!P bra L; }
// and a test as a value: { .reg .pred P; mbarrier.{try,test}_wait.parity... P, [%a], %b{, %c}; selp.b32 %d,
// 1, 0, P; }
bool mbarrier_wait_template(const AsmStatement& st, PtxGlobalAccess& access) {
  std::string_view t = ptx_statement_text(st.templ);
  if (t.size() < 2 || t.front() != '{' || t.back() != '}') return false;
  t = ptx_trim(t.substr(1, t.size() - 2));
  std::vector<std::string> ins;  // the instructions, blanks as one space
  for (std::size_t at = 0; at <= t.size();) {
    std::size_t semi = t.find(';', at);
    if (semi == std::string_view::npos) semi = t.size();
    if (std::string flat = ptx_flat(t.substr(at, semi - at)); !flat.empty()) ins.push_back(std::move(flat));
    at = semi + 1;
  }
  if (ins.size() < 3 || !ins[0].starts_with(".reg .pred ")) return false;
  const std::string pred = ins[0].substr(11);
  std::string label;  // the loop's label, before the try_wait
  std::string& wait = ins[1];
  if (const std::size_t colon = wait.find(": "); colon != std::string::npos && wait.find('.') > colon) {
    label = wait.substr(0, colon);
    wait.erase(0, colon + 2);
  }
  const std::size_t space = wait.find(' ');
  if (space == std::string::npos) return false;
  const std::vector<std::string_view> parts = opcode_parts(std::string_view(wait).substr(0, space));
  const std::vector<std::string_view> ops = ptx_operand_list(std::string_view(wait).substr(space + 1));
  if (parts.size() < 5 || parts[0] != "mbarrier" || (parts[1] != "try_wait" && parts[1] != "test_wait") ||
      parts[2] != "parity" || parts.back() != "b64")
    return false;
  bool shared = false;
  for (std::size_t p = 3; p + 1 < parts.size(); ++p) {
    const std::string_view q = parts[p];
    if (q == "shared" || q == "shared::cta")
      shared = true;
    else if (!(q == "acquire" || q == "relaxed" || q == "cta"))
      return false;
  }
  // P, [bar], parity{, suspend-time hint}
  if (ops.size() < 3 || ops.size() > 4 || ptx_trim(ops[0]) != pred ||
      (ops.size() == 4 && parts[1] != "try_wait"))
    return false;
  const std::string bar = mbarrier_pointer(st, ops[1], shared);
  const std::string parity = ptx_integer_operand(st, ops[2]);
  if (bar.empty() || parity.empty() || !all_inputs_named(st, ops)) return false;
  if (ops.size() == 4 && ptx_integer_operand(st, ops[3]).empty()) return false;
  const bool loop = !label.empty() && parts[1] == "try_wait" &&
                    ((ins.size() == 5 && ins[2].starts_with("@" + pred + " bra ") &&
                      ins[3] == "bra " + label && ins[4] == ins[2].substr(pred.size() + 6) + ":") ||
                     (ins.size() == 3 && ins[2] == "@!" + pred + " bra " + label));
  if (loop) {
    if (!st.outputs.empty()) return false;
    access.hip = "crosswarpPtxMbarrierWaitParity(" + bar + ", " + parity + ")";
    access.what = "a wait on the port's mbarrier, defined in the file, that sleeps between tests";
    return true;
  }
  // selp.{b32,u32,s32} %0, 1, 0, P
  if (!label.empty() || ins.size() != 3 || st.outputs.size() != 1 || st.outputs[0].constraint != "=r")
    return false;
  if (ins[2] != "selp.b32 %0, 1, 0, " + pred && ins[2] != "selp.u32 %0, 1, 0, " + pred &&
      ins[2] != "selp.s32 %0, 1, 0, " + pred)
    return false;
  const std::string test =
      parts[1] == "try_wait" ? "crosswarpPtxMbarrierTryWaitParity(" : "crosswarpPtxMbarrierTestParity(";
  access.hip = ptx_operand(st.outputs[0].expr) + " = " + test + bar + ", " + parity + ") ? 1u : 0u";
  access.what = "a test of the port's mbarrier, defined in the file";
  return true;
}

}  // namespace

bool ptx_mbarrier(const std::vector<Token>& toks, std::size_t i, PtxGlobalAccess& access) {
  AsmStatement st;
  std::string_view instruction, operands;
  std::vector<std::string_view> parts;
  bool written = false;
  if (one_instruction(toks, i, st, instruction, operands, parts, true)) {
    const std::vector<std::string_view> ops =
        ptx_trim(operands).empty() ? std::vector<std::string_view>() : ptx_operand_list(operands);
    access.instruction = std::string(instruction);
    if (instruction == "fence.proxy.async" || instruction == "fence.proxy.async.shared::cta" ||
        instruction == "fence.proxy.async.shared::cluster" || instruction == "fence.proxy.async.global" ||
        instruction == "fence.mbarrier_init.release.cluster") {
      if (!ops.empty() || !st.outputs.empty() || !st.inputs.empty()) return false;
      access.close = st.close;
      access.hip = "__threadfence_block()";
      access.what =
          "__threadfence_block() (the port's bulk copies and mbarriers are ordinary memory "
          "operations of the block, so no other proxy needs ordering)";
      return true;
    }
    // prefetch{.global,.local}.{L1,L2,L2::evict_last,L2::evict_normal} [a], prefetchu.L1 [a] and
    // cp.async.bulk.prefetch.L2.global{.L2::cache_hint} [a], size{, policy}: hints without an effect on the
    // program's results, which AMD GPUs' C++ has no spelling for. The operands are still evaluated.
    const bool bulk_prefetch = instruction == "cp.async.bulk.prefetch.L2.global" ||
                               instruction == "cp.async.bulk.prefetch.L2.global.L2::cache_hint";
    if (instruction == "prefetch.L1" || instruction == "prefetch.L2" || instruction == "prefetch.global.L1" ||
        instruction == "prefetch.global.L2" || instruction == "prefetch.local.L1" ||
        instruction == "prefetch.local.L2" || instruction == "prefetch.global.L2::evict_last" ||
        instruction == "prefetch.global.L2::evict_normal" || instruction == "prefetchu.L1" || bulk_prefetch) {
      const std::size_t n = bulk_prefetch ? (instruction.ends_with("cache_hint") ? 3u : 2u) : 1u;
      const AsmOperand* a = ops.empty() ? nullptr : ptx_address(st, ops[0]);
      if (!st.outputs.empty() || ops.size() != n || !a || a->constraint != "l") return false;
      if (bulk_prefetch && ptx_integer_operand(st, ops[1]).empty()) return false;
      if ((n == 3 && !cache_policy_operand(st, ops[2])) || !all_inputs_named(st, ops)) return false;
      std::string hip;
      for (const AsmOperand& in : st.inputs)
        if (in.constraint != "n") hip += (hip.empty() ? "(void)(" : ", (void)(") + in.expr + ")";
      access.close = st.close;
      access.hip = st.inputs.size() > 1 ? "(" + hip + ")" : hip;
      access.what =
          "its operands, evaluated and dropped: a prefetch is a hint, which HIP's C++ has no spelling for";
      return true;
    }
    if (!parts.empty() && parts[0] == "mbarrier") {
      written = mbarrier_instruction(st, parts, ops, access);
    } else if (parts.size() >= 4 && parts[0] == "cp" && parts[1] == "async" && parts[2] == "bulk") {
      // cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes{.L2::cache_hint} [d], [s], n,
      // [bar]{, policy} cp.async.bulk.global.shared::cta.bulk_group{.L2::cache_hint} [d], [s], n{, policy}
      const bool to_shared = (parts[3] == "shared::cluster" || parts[3] == "shared::cta") &&
                             parts.size() >= 6 && parts[4] == "global" &&
                             parts[5] == "mbarrier::complete_tx::bytes";
      const bool to_global =
          parts[3] == "global" && parts.size() >= 6 && parts[4] == "shared::cta" && parts[5] == "bulk_group";
      const bool hint = parts.size() == 7 && parts[6] == "L2::cache_hint";
      if ((!to_shared && !to_global) || (parts.size() != 6 && !hint)) return false;
      if (!st.outputs.empty() || ops.size() != (to_shared ? 4u : 3u) + hint) return false;
      const AsmOperand* dst = ptx_address(st, ops[0]);
      const AsmOperand* src = ptx_address(st, ops[1]);
      const std::string size = ptx_integer_operand(st, ops[2]);
      const AsmOperand* window = to_shared ? dst : src;
      const AsmOperand* global = to_shared ? src : dst;
      if (!dst || !src || size.empty() || global->constraint != "l" ||
          (window->constraint != "r" && window->constraint != "l"))
        return false;
      if ((hint && !cache_policy_operand(st, ops.back())) || !all_inputs_named(st, ops)) return false;
      if (to_shared) {
        const std::string bar = mbarrier_pointer(st, ops[3], true);
        if (bar.empty()) return false;
        access.hip = "crosswarpPtxBulkCopyToShared(" + shared_window_pointer(dst->expr) + ", (const void*)(" +
                     src->expr + "), " + size + ", " + bar + ")";
        access.what =
            "crosswarpPtxBulkCopyToShared, defined in the file, which copies at once and completes the "
            "bytes on the port's mbarrier";
      } else {
        access.hip = "crosswarpPtxBulkCopy((void*)(" + dst->expr + "), " + shared_window_pointer(src->expr) +
                     ", " + size + ")";
        access.what = "crosswarpPtxBulkCopy, defined in the file, which copies at once";
      }
      if (hint) access.what += " (its cache policy dropped)";
      written = true;
    }
  } else if (st = AsmStatement{}; asm_statement(toks, i, st)) {  // (asm_statement appends to the template)
    written = mbarrier_wait_template(st, access);
    access.instruction = "mbarrier.try_wait.parity (a loop)";
    if (written && access.hip.find(" = ") != std::string::npos) access.instruction = "mbarrier.test (selp)";
  }
  if (!written) return false;
  access.close = st.close;
  access.definitions.emplace_back(shared_window_definition());
  access.definitions.emplace_back(std::string(nanosleep_definition()) + std::string(mbarrier_body()));
  return true;
}

const PtxMacros::Macro* PtxMacros::find(std::string_view name) const {
  for (const Macro& m : macros)
    if (m.name == name) return &m;
  return nullptr;
}

PtxMacros ptx_macros(const std::vector<Token>& toks) {
  PtxMacros m;
  std::vector<std::string_view> invalid;                  // defined otherwise, or again after an #undef
  std::vector<std::pair<std::size_t, std::size_t>> open;  // the #if groups around: (group, branch)
  for (const Token& t : toks) {
    if (t.kind != TokenKind::Directive) continue;
    const std::string_view name = directive_name(t);
    if (name == "if" || name == "ifdef" || name == "ifndef") {
      open.emplace_back(m.groups.size(), 0);
      m.groups.push_back({&t});
      continue;
    }
    if (name == "elif" || name == "elifdef" || name == "elifndef" || name == "else" || name == "endif") {
      if (open.empty()) continue;
      m.groups[open.back().first].push_back(&t);
      if (name == "endif")
        open.pop_back();
      else
        ++open.back().second;
      continue;
    }
    if (name != "define" && name != "undef") continue;
    const LexResult in = lex_directive(t);
    std::vector<const Token*> sig;
    for (const Token& x : in.tokens)
      if (!x.is_trivia()) sig.push_back(&x);
    const std::size_t k = !sig.empty() && sig[0]->is_punct("#") ? 1 : 0;  // past '#', at the keyword
    if (sig.size() < k + 2 || sig[k + 1]->kind != TokenKind::Identifier) continue;
    const Token& macro = *sig[k + 1];
    auto it =
        std::find_if(m.macros.begin(), m.macros.end(), [&](const auto& e) { return e.name == macro.text; });
    if (name == "undef") {
      if (it != m.macros.end() && it->undefined_at == SIZE_MAX) it->undefined_at = t.offset;
      continue;
    }
    // NAME then one plain string literal: an object-like macro. NAME(x) "c"(x): an operand's constraint (a
    // '(' right after the name makes it function-like).
    const bool function_like = sig.size() > k + 2 && sig[k + 2]->is_punct("(") &&
                               sig[k + 2]->offset == macro.offset + macro.text.size();
    const bool constraint = function_like && sig.size() == k + 9 &&
                            sig[k + 3]->kind == TokenKind::Identifier && sig[k + 4]->is_punct(")") &&
                            sig[k + 6]->is_punct("(") && sig[k + 7]->text == sig[k + 3]->text &&
                            sig[k + 8]->is_punct(")");
    const Token* literal = constraint                              ? sig[k + 5]
                           : sig.size() == k + 3 && !function_like ? sig[k + 2]
                                                                   : nullptr;
    if (!literal || literal->kind != TokenKind::String || !literal->text.starts_with('"') ||
        (it != m.macros.end() && (it->undefined_at != SIZE_MAX || it->constraint != constraint))) {
      invalid.push_back(macro.text);
      continue;
    }
    PtxMacroDefinition d;
    d.literal = *literal;
    if (!open.empty()) {
      d.group = open.back().first;
      d.branch = open.back().second;
    }
    if (it == m.macros.end())
      m.macros.push_back({macro.text, {d}, SIZE_MAX, constraint});
    else
      it->definitions.push_back(d);
  }
  std::erase_if(m.macros, [&](const auto& e) {
    return std::find(invalid.begin(), invalid.end(), e.name) != invalid.end();
  });
  return m;
}

}  // namespace crosswarp::port
