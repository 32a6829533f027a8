// Inline PTX templates of several instructions as C++ (see inline_ptx.h: ptx_block). Each instruction is
// written by ptx_alu_statement on a statement of its own whose operands are locals: the asm's operands copied
// in at the start and out at the end (PTX reads every input before it writes an output), and the template's
// .reg registers. Carries (add.cc, addc, sub.cc, subc, mad.lo.cc, madc) keep the carry flag in a local; setp
// writes a predicate register, which guards instructions (@p, @!p) and selects (selp).
#include "port/inline_ptx.h"

#include <cctype>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::port {

namespace {

bool identifier_start(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$';
}
bool identifier_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$';
}
bool identifier(std::string_view s) {
  if (s.empty() || !identifier_start(s[0])) return false;
  for (char c : s)
    if (!identifier_char(c)) return false;
  return true;
}

// A local of the lambda: its name, C++ type and asm constraint ("r", "l", "h", "f", "d"; "p" a predicate; "n"
// an immediate operand, which has no local: `name` is its expression).
struct Local {
  std::string name;
  std::string_view cpp, constraint;
};

std::optional<Local> typed(std::string name, std::string_view type) {
  if (type == ".b16" || type == ".u16" || type == ".s16")
    return Local{std::move(name), "unsigned short", "h"};
  // a pair of halves is a 32-bit register of their bits
  if (type == ".b32" || type == ".u32" || type == ".s32" || type == ".f16x2" || type == ".bf16x2")
    return Local{std::move(name), "unsigned int", "r"};
  if (type == ".b64" || type == ".u64" || type == ".s64")
    return Local{std::move(name), "unsigned long long", "l"};
  if (type == ".f32") return Local{std::move(name), "float", "f"};
  if (type == ".f64") return Local{std::move(name), "double", "d"};
  if (type == ".pred") return Local{std::move(name), "bool", "p"};
  return std::nullopt;
}

std::optional<Local> constrained(std::string name, std::string_view c) {
  if (!c.empty() && (c[0] == '=' || c[0] == '+')) c.remove_prefix(1);
  if (c == "h") return Local{std::move(name), "unsigned short", "h"};
  if (c == "r") return Local{std::move(name), "unsigned int", "r"};
  if (c == "l") return Local{std::move(name), "unsigned long long", "l"};
  if (c == "f") return Local{std::move(name), "float", "f"};
  if (c == "d") return Local{std::move(name), "double", "d"};
  return std::nullopt;
}

class Block {
 public:
  explicit Block(const AsmStatement& st) : st_(st) {}

  bool write(PtxAlu& alu) {
    std::string_view t = ptx_trim(st_.templ);
    if (t.starts_with('{')) {
      if (!t.ends_with('}')) return false;
      t = ptx_trim(t.substr(1, t.size() - 2));
    }
    const std::size_t n_out = st_.outputs.size();
    for (std::size_t k = 0; k < n_out + st_.inputs.size(); ++k) {
      const AsmOperand& o = k < n_out ? st_.outputs[k] : st_.inputs[k - n_out];
      if (k < n_out && !o.constraint.starts_with('=') && !o.constraint.starts_with('+')) return false;
      if (o.constraint == "n") {
        operands_.push_back({ptx_argument(o.expr), "", "n"});
        continue;
      }
      std::optional<Local> l = constrained("crosswarp_ptx_" + std::to_string(k), o.constraint);
      if (!l) return false;
      operands_.push_back(std::move(*l));
    }
    std::string body;
    for (std::size_t at = 0; at < t.size();) {
      std::size_t semi = t.find(';', at);
      if (semi == std::string_view::npos) semi = t.size();
      const std::string_view ins = ptx_trim(t.substr(at, semi - at));
      at = semi + 1;
      if (ins.empty()) continue;
      if (ins.starts_with(".reg")) {
        if (!declare(ptx_trim(ins.substr(4)))) return false;
        continue;
      }
      std::string stmt;
      if (!instruction(ins, stmt)) return false;
      body += stmt;
    }
    if (instructions_ < 2 && declarations_.empty()) return false;  // one instruction: ptx_alu_statement's
    std::string hip = "[&] { ", out;
    for (std::size_t k = 0; k < operands_.size(); ++k) {
      const Local& o = operands_[k];
      if (o.constraint == "n") continue;
      const AsmOperand& a = k < n_out ? st_.outputs[k] : st_.inputs[k - n_out];
      // a 64-bit register may hold a pointer (an address, cp.async's source): read and written with C casts,
      // which give and take its bits as the register does
      const bool wide = o.constraint == "l";
      const std::string value = wide ? "(unsigned long long)(" + a.expr + ")" : ptx_argument(a.expr);
      if (k >= n_out)
        hip += "const " + std::string(o.cpp) + " " + o.name + " = " + value + "; ";
      else if (a.constraint.starts_with('+'))
        hip += std::string(o.cpp) + " " + o.name + " = " + value + "; ";
      else  // written by the block, perhaps only under a predicate: zero until then
        hip += std::string(o.cpp) + " " + o.name + "{}; ";
      if (k < n_out)
        out += ptx_operand(a.expr) + " = " +
               (wide ? "(__typeof__(" + a.expr + "))(" + o.name + ")" : o.name) + "; ";
    }
    for (const std::string& d : declarations_) hip += d + "; ";
    if (carry_) hip += "unsigned int crosswarp_ptx_cc = 0u; ";
    alu.close = st_.close;
    alu.hip = hip + body + out + "}()";
    alu.instruction = "{" + opcodes_ + "}";
    alu.function.clear();
    alu.definition = definitions_;
    alu.approximate = approximate_;
    alu.departure = departure_;
    return true;
  }

 private:
  // .reg .type a, b, c
  bool declare(std::string_view rest) {
    const std::size_t sp = rest.find_first_of(" \t");
    if (sp == std::string_view::npos) return false;
    std::string decl;
    for (std::string_view name : ptx_operand_list(rest.substr(sp + 1))) {
      // no arrays (.reg .b32 r<4>), no name twice; a name may be "%%rx" (PTX's %rx, the asm's %% escape)
      const std::string_view bare = name.starts_with("%%") ? name.substr(2) : name;
      if (!identifier(bare) || registers_.count(name)) return false;
      std::optional<Local> l = typed("crosswarp_ptx_" + std::string(bare), rest.substr(0, sp));
      if (!l) return false;
      decl += decl.empty() ? std::string(l->cpp) + " " + l->name : ", " + l->name;
      registers_.emplace(std::string(name), std::move(*l));
    }
    declarations_.push_back(decl);
    return true;
  }

  // The local an operand names: %n (not an immediate) or a register.
  const Local* local(std::string_view op) const {
    if (const std::optional<std::size_t> n = ptx_operand_number(op)) {
      if (*n >= operands_.size() || operands_[*n].constraint == "n") return nullptr;
      return &operands_[*n];
    }
    const auto it = registers_.find(op);
    return it == registers_.end() ? nullptr : &it->second;
  }

  // A source operand's C++: a local, an immediate operand's expression, or an integer literal.
  std::optional<std::string> value(std::string_view op) const {
    if (const std::optional<std::size_t> n = ptx_operand_number(op); n && *n < operands_.size())
      return operands_[*n].name;
    if (const Local* l = local(op)) return l->constraint == "p" ? std::nullopt : std::optional(l->name);
    if (ptx_integer_literal(op)) return std::string(op);
    return std::nullopt;
  }

  // One instruction, optionally guarded (@p, @!p), as C++ statements.
  bool instruction(std::string_view ins, std::string& stmt) {
    std::string guard;
    if (ins.starts_with('@')) {
      const std::size_t sp = ins.find_first_of(" \t");
      if (sp == std::string_view::npos) return false;
      const bool negated = ins.size() > 1 && ins[1] == '!';
      const Local* p = local(ins.substr(negated ? 2 : 1, sp - (negated ? 2 : 1)));
      if (!p || p->constraint != "p") return false;
      guard = std::string(negated ? "!" : "") + p->name;
      ins = ptx_trim(ins.substr(sp));
    }
    const std::size_t sp = ins.find_first_of(" \t");
    if (sp == std::string_view::npos) return false;
    const std::string_view opcode = ins.substr(0, sp), ops = ptx_trim(ins.substr(sp + 1));
    std::string s;
    if (!carry(opcode, ops, s) && !compare(opcode, ops, s) && !async_copy(opcode, ops, s) &&
        !cache_policy(opcode, ops, s) && !elect(opcode, ops, s) && !generic(opcode, ops, s))
      return false;
    stmt = guard.empty() ? s : "if (" + guard + ") { " + s + "} ";
    ++instructions_;
    opcodes_ += (opcodes_.empty() ? "" : "; ") + std::string(opcode);
    return true;
  }

  // cp.async.{ca,cg}.shared{::cta}.global{hints} [d], [s], size{, src-size | ignore-src}{, policy} (Marlin's
  // predicated copy): crosswarpPtxCpAsync, which copies at once (inline_ptx.h: ptx_async_copy). An
  // ignore-src predicate copies zeros.
  bool async_copy(std::string_view opcode, std::string_view ops, std::string& s) {
    bool hint = false;
    if (!cp_async_opcode(opcode, hint)) return false;
    const std::vector<std::string_view> o = ptx_operand_list(ops);
    if (o.size() < 3u + hint || o.size() > 4u + hint) return false;
    auto address = [&](std::string_view a) -> const Local* {
      if (a.size() < 3 || a.front() != '[' || a.back() != ']') return nullptr;
      return local(ptx_trim(a.substr(1, a.size() - 2)));
    };
    const Local* dst = address(o[0]);
    const Local* src = address(o[1]);
    if (!dst || !src || (dst->constraint != "r" && dst->constraint != "l") || src->constraint != "l")
      return false;
    // the size: a literal or an immediate operand
    const std::optional<std::size_t> n = ptx_operand_number(o[2]);
    if (!(n ? *n < operands_.size() && operands_[*n].constraint == "n" : ptx_integer_literal(o[2])))
      return false;
    const std::string size = *value(o[2]);
    if (ptx_integer_literal(o[2]) &&
        (opcode.starts_with("cp.async.cg") ? size != "16" : size != "4" && size != "8" && size != "16"))
      return false;
    std::string bytes = size;
    if (o.size() == 4u + hint) {
      if (const Local* p = local(o[3]); p && p->constraint == "p") {
        bytes = "(" + p->name + " ? 0u : " + size + ")";
      } else {
        const std::optional<std::string> v = value(o[3]);
        if (!v) return false;
        bytes = *v;
      }
    }
    if (hint) {
      const Local* policy = local(o.back());
      if (!policy || policy->constraint != "l") return false;
    }
    s = cp_async_call(dst->name, src->name, size, bytes) + "; ";
    for (std::string_view d : {shared_window_definition(), cp_async_definition()})
      if (definitions_.find(d) == std::string::npos) definitions_ += d;
    return true;
  }

  // elect.sync d|p, membermask (DeepEP's elect_one_sync): PTX elects one thread of the mask, the same one for
  // the same mask every time, and every thread of the mask executes it; here the lowest lane of the mask. d
  // is its lane in the CUDA warp (or "_"), p whether the thread is it (each half of a 64-lane wavefront is
  // one warp, as for the port's shuffles).
  bool elect(std::string_view opcode, std::string_view ops, std::string& s) {
    if (opcode != "elect.sync") return false;
    const std::vector<std::string_view> o = ptx_operand_list(ops);
    if (o.size() != 2) return false;
    const std::size_t bar = o[0].find('|');
    if (bar == std::string_view::npos) return false;
    const std::string_view dn = ptx_trim(o[0].substr(0, bar)), pn = ptx_trim(o[0].substr(bar + 1));
    const Local* d = dn == "_" ? nullptr : local(dn);
    const Local* p = local(pn);
    const std::optional<std::string> mask = value(o[1]);
    if ((dn != "_" && (!d || d->constraint != "r")) || !p || p->constraint != "p" || !mask) return false;
    s = "{ const unsigned int crosswarp_ptx_e = static_cast<unsigned int>(__ffs(static_cast<unsigned int>(" +
        *mask + ")) - 1); ";
    if (d) s += d->name + " = crosswarp_ptx_e; ";
    s += p->name + " = (__lane_id() & 31u) == crosswarp_ptx_e; } ";
    return true;
  }

  // createpolicy.*.b64 p, ...: an L2 cache policy, which only the cache-hinted forms read, and the port drops
  // their hints: a policy of 0 in a register of the template.
  bool cache_policy(std::string_view opcode, std::string_view ops, std::string& s) {
    if (!opcode.starts_with("createpolicy.") || !opcode.ends_with(".b64")) return false;
    const std::vector<std::string_view> o = ptx_operand_list(ops);
    const auto it = o.empty() ? registers_.end() : registers_.find(o[0]);
    if (it == registers_.end() || it->second.constraint != "l") return false;
    s = it->second.name + " = 0ull; ";
    return true;
  }

  // add.cc, addc{.cc}, sub.cc, subc{.cc} on 32 or 64 bits; mad.lo.cc, mad.hi.cc, madc.{lo,hi}{.cc} on 32
  // bits. The carry flag: a carry out of an addition, a borrow out of a subtraction (PTX's CC.CF).
  bool carry(std::string_view opcode, std::string_view ops, std::string& s) {
    std::string_view op = opcode.substr(0, opcode.find('.'));
    const bool carry_in = op == "addc" || op == "subc" || op == "madc";
    const bool carry_out = opcode.find(".cc") != std::string_view::npos;
    if (!carry_in && !carry_out) return false;
    if (carry_in) op.remove_suffix(1);
    const std::string_view type = opcode.substr(opcode.size() - 4);
    const bool wide = type == ".u64" || type == ".s64";
    if (!wide && type != ".u32" && type != ".s32") return false;
    const bool mad = op == "mad";
    if (op != "add" && op != "sub" && !mad) return false;
    std::string_view part;  // mad's .lo / .hi
    if (mad) {
      if (wide || opcode.size() < 7) return false;
      part = opcode.substr(carry_in ? 5 : 4, 2);
      if (part != "lo" && part != "hi") return false;
    }
    const std::string expected = std::string(op) + (carry_in ? "c" : "") +
                                 (mad ? "." + std::string(part) : "") + (carry_out ? ".cc" : "") +
                                 std::string(type);
    if (opcode != expected) return false;
    const std::vector<std::string_view> o = ptx_operand_list(ops);
    if (o.size() != (mad ? 4u : 3u)) return false;
    const Local* d = local(o[0]);
    std::optional<std::string> a = value(o[1]), b = value(o[2]),
                               c = mad ? value(o[3]) : std::optional<std::string>("");
    if (!d || d->constraint != (wide ? "l" : "r") || !a || !b || !c) return false;
    carry_ = true;
    const std::string cf = "crosswarp_ptx_cc";
    if (!wide) {
      // the sum or difference in 64 bits; the carry is bit 32 (a borrow: the wrapped difference's bit 32)
      std::string first = "static_cast<unsigned long long>(static_cast<unsigned int>(" + *a + "))";
      if (mad) {
        const std::string x = "static_cast<unsigned int>(" + *a + ")",
                          y = "static_cast<unsigned int>(" + *b + ")";
        const bool is_signed = type == ".s32";
        first = part == "lo" ? "static_cast<unsigned long long>(" + x + " * " + y + ")"
                : is_signed  ? "(static_cast<unsigned long long>(static_cast<long long>(static_cast<int>(" +
                                  x + ")) * static_cast<int>(" + y + ")) >> 32 & 0xffffffffull)"
                            : "(static_cast<unsigned long long>(" + x + ") * " + y + " >> 32)";
      }
      const std::string second = "static_cast<unsigned int>(" + (mad ? *c : *b) + ")";
      const char sign = op == "sub" ? '-' : '+';
      s = "{ const unsigned long long crosswarp_ptx_s = " + first + " " + sign + " " + second +
          (carry_in ? std::string(" ") + sign + " " + cf : "") + "; ";
      if (carry_out) s += cf + " = static_cast<unsigned int>(crosswarp_ptx_s >> 32) & 1u; ";
      s += d->name + " = static_cast<unsigned int>(crosswarp_ptx_s); } ";
      return true;
    }
    // 64 bits: the carry from comparisons
    s = "{ const unsigned long long crosswarp_ptx_x = " + *a + ", crosswarp_ptx_y = " + *b + "; ";
    s += "const unsigned int crosswarp_ptx_c = " + std::string(carry_in ? cf : "0u") + "; ";
    if (op == "add") {
      s += "const unsigned long long crosswarp_ptx_s = crosswarp_ptx_x + crosswarp_ptx_y + crosswarp_ptx_c; ";
      if (carry_out)
        s += cf +
             " = crosswarp_ptx_s < crosswarp_ptx_x || (crosswarp_ptx_c && crosswarp_ptx_s == "
             "crosswarp_ptx_x); ";
    } else {
      s += "const unsigned long long crosswarp_ptx_s = crosswarp_ptx_x - crosswarp_ptx_y - crosswarp_ptx_c; ";
      if (carry_out)
        s += cf +
             " = crosswarp_ptx_x < crosswarp_ptx_y || (crosswarp_ptx_c && crosswarp_ptx_x == "
             "crosswarp_ptx_y); ";
    }
    s += d->name + " = crosswarp_ptx_s; } ";
    return true;
  }

  // setp.cmp.type p, a, b (integer and float types; one predicate, no boolean operation) and selp.type d, a,
  // b, p.
  bool compare(std::string_view opcode, std::string_view ops, std::string& s) {
    const std::vector<std::string_view> o = ptx_operand_list(ops);
    if (opcode.starts_with("selp.")) {
      if (!typed("", opcode.substr(4)) || o.size() != 4) return false;
      const Local *d = local(o[0]), *p = local(o[3]);
      const std::optional<std::string> a = value(o[1]), b = value(o[2]);
      if (!d || d->constraint == "p" || !p || p->constraint != "p" || !a || !b) return false;
      s = d->name + " = " + p->name + " ? " + *a + " : " + *b + "; ";
      return true;
    }
    if (!opcode.starts_with("setp.")) return false;
    const std::size_t dot = opcode.find('.', 5);
    if (dot == std::string_view::npos || o.size() != 3) return false;
    const std::string_view cmp = opcode.substr(5, dot - 5), type = opcode.substr(dot + 1);
    const bool is_float = type == "f32" || type == "f64", bits = type[0] == 'b';
    const bool is_signed = type[0] == 's';
    std::string cast;
    if (type == "u32" || type == "b32") cast = "unsigned int";
    if (type == "s32") cast = "int";
    if (type == "u64" || type == "b64") cast = "unsigned long long";
    if (type == "s64") cast = "long long";
    if (type == "f32") cast = "float";
    if (type == "f64") cast = "double";
    if (cast.empty()) return false;
    const bool unsigned_only = cmp == "lo" || cmp == "ls" || cmp == "hi" || cmp == "hs";
    std::string_view op = cmp == "eq"                  ? "=="
                          : cmp == "ne"                ? "!="
                          : cmp == "lt" || cmp == "lo" ? "<"
                          : cmp == "le" || cmp == "ls" ? "<="
                          : cmp == "gt" || cmp == "hi" ? ">"
                          : cmp == "ge" || cmp == "hs" ? ">="
                                                       : "";
    if (op.empty() || (unsigned_only && (is_signed || is_float)) || (bits && cmp != "eq" && cmp != "ne"))
      return false;
    const Local* p = local(o[0]);
    const std::optional<std::string> a = value(o[1]), b = value(o[2]);
    if (!p || p->constraint != "p" || !a || !b) return false;
    if (is_float && (ptx_integer_literal(o[1]) || ptx_integer_literal(o[2])))
      return false;  // PTX's 0f... literals
    const std::string x = "static_cast<" + cast + ">(" + *a + ")",
                      y = "static_cast<" + cast + ">(" + *b + ")";
    // a float ne is ordered in PTX (false when either is NaN), unlike C++'s !=
    s = p->name + " = " +
        (is_float && cmp == "ne" ? x + " < " + y + " || " + x + " > " + y
                                 : x + " " + std::string(op) + " " + y) +
        "; ";
    return true;
  }

  // Any instruction ptx_alu_statement writes, on the locals (renamed to %0 .. for the destination(s), then
  // the sources), or a register move.
  bool generic(std::string_view opcode, std::string_view ops, std::string& s) {
    if (opcode.find('@') != std::string_view::npos || ops.find('@') != std::string_view::npos)
      return false;  // '@' marks the sources below
    // the destination: up to the first comma outside braces
    std::size_t dest_end = 0;
    for (int depth = 0; dest_end < ops.size(); ++dest_end) {
      depth += (ops[dest_end] == '{') - (ops[dest_end] == '}');
      if (ops[dest_end] == ',' && depth == 0) break;
    }
    if (dest_end >= ops.size()) return false;
    AsmStatement one;
    one.sections = 2;
    std::string templ = std::string(opcode) + " ";
    for (std::size_t k = 0; k < ops.size();) {
      const char c = ops[k];
      const bool dest = k < dest_end;
      std::size_t e = k + 1;
      if (c == '%' && k + 2 < ops.size() && ops[k + 1] == '%' && identifier_start(ops[k + 2])) {
        // %%name: a register the template declared (else a special register: not this)
        e = k + 2;
        while (e < ops.size() && identifier_char(ops[e])) ++e;
        if (!registers_.count(ops.substr(k, e - k))) return false;
      } else if (c == '%') {
        while (e < ops.size() && std::isdigit(static_cast<unsigned char>(ops[e]))) ++e;
        if (e == k + 1) return false;
      } else if (identifier_start(c) && (k == 0 || !identifier_char(ops[k - 1]))) {
        while (e < ops.size() && identifier_char(ops[e])) ++e;
      } else if (c == '.' ||
                 std::isalnum(static_cast<unsigned char>(c))) {  // a number, or .h0 after a register
        while (e < ops.size() && (identifier_char(ops[e]) || ops[e] == '.')) ++e;
        templ.append(ops.substr(k, e - k));
        k = e;
        continue;
      } else {
        templ += c;
        ++k;
        continue;
      }
      const std::string_view name = ops.substr(k, e - k);
      k = e;
      AsmOperand o;
      if (const std::optional<std::size_t> n = ptx_operand_number(name);
          n && *n < operands_.size() && operands_[*n].constraint == "n") {
        if (dest) return false;  // an immediate: an "n" input of the instruction too
        o.constraint = "n";
        o.expr = operands_[*n].name;
      } else if (const Local* l = local(name)) {
        if (l->constraint == "p") return false;
        o.constraint = l->constraint;
        o.expr = l->name;
      } else if (c == '%') {
        return false;
      } else {  // not a register: a literal's letters (0x1f) or a selector (.h0)
        templ.append(name);
        continue;
      }
      if (dest) {
        o.constraint.insert(o.constraint.begin(), '=');
        templ += '%';
        templ += std::to_string(one.outputs.size());
        one.outputs.push_back(o);
      } else {
        templ += '@';  // numbered once the outputs are known
        templ += std::to_string(one.inputs.size());
        one.inputs.push_back(o);
      }
    }
    // the inputs follow the outputs: @i -> %(outputs + i)
    std::string final_templ;
    for (std::size_t k = 0; k < templ.size(); ++k) {
      if (templ[k] != '@') {
        final_templ += templ[k];
        continue;
      }
      std::size_t e = k + 1;
      while (e < templ.size() && std::isdigit(static_cast<unsigned char>(templ[e]))) ++e;
      final_templ += '%';
      final_templ += std::to_string(one.outputs.size() + std::stoul(templ.substr(k + 1, e - k - 1)));
      k = e - 1;
    }
    one.templ = final_templ + ";";
    // a register move: d = a
    const std::string_view source = ptx_trim(std::string_view(final_templ).substr(final_templ.find(',') + 1));
    if ((opcode.starts_with("mov.b") || opcode.starts_with("mov.u") || opcode.starts_with("mov.s")) &&
        opcode.size() == 7 && one.outputs.size() == 1 && final_templ.find('{') == std::string::npos &&
        (one.inputs.size() == 1 || (one.inputs.empty() && ptx_integer_literal(source)))) {
      s = one.outputs[0].expr + " = " +
          (one.inputs.empty() ? std::string(source) : ptx_argument(one.inputs[0].expr)) + "; ";
      return true;
    }
    PtxAlu w;
    if (!ptx_alu_statement(one, w)) return false;
    s = w.hip + "; ";
    approximate_ = approximate_ || w.approximate;
    if (!w.departure.empty() && departure_.find(w.departure) == std::string::npos)
      departure_ += (departure_.empty() ? "" : "; ") + w.departure;
    if (!w.definition.empty() && definitions_.find(w.definition) == std::string::npos)
      definitions_ += w.definition;
    return true;
  }

  const AsmStatement& st_;
  std::vector<Local> operands_;                          // %n
  std::map<std::string, Local, std::less<>> registers_;  // .reg names
  std::vector<std::string> declarations_;                // "unsigned int crosswarp_ptx_x, crosswarp_ptx_y"
  std::string definitions_;
  std::string opcodes_;  // for the note: "mov.b64; prmt.b32; ..."
  std::size_t instructions_ = 0;
  bool approximate_ = false;
  std::string departure_;  // the instructions' departures from the ISA's text (PtxAlu::departure)
  bool carry_ = false;     // the carry flag is used
};

}  // namespace

bool ptx_block(const AsmStatement& st, PtxAlu& alu) {
  return Block(st).write(alu);
}

}  // namespace crosswarp::port
