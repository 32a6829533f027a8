// warp-size-literal: a literal 32 (or 31, 16, >> 5, & 31) used as the warp size in lane math,
// warp-id math, shuffle reductions or a warp-size constant.
//
// Only literals whose role the data flow can show are reported: the operand must be a thread or
// lane index (taint from threadIdx / __lane_id), the constant must be named like a warp size, or the
// literal must drive a shuffle's offset. A 32 that is a GEMM tile or an alignment stays quiet.
#include "port/lint/rule.h"
#include "port/lint/rule_util.h"

#include <set>

namespace crosswarp::lint {
namespace {

bool named_lane_or_warp(std::string_view name) {
  std::string s;
  for (char c : name) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s.find("lane") != std::string::npos || s.find("warp") != std::string::npos || s == "wid" ||
         s == "wl" || s.find("wave") != std::string::npos;
}

long long literal(const Unit& u, std::size_t i) {
  if (!u.number(i)) return -1;
  auto v = parse_int_literal(u.text(i));
  return v ? static_cast<long long>(*v) : -1;
}

// The statement's destination name, for "int lane = threadIdx.x % 32;" and "lane = ...".
std::string destination(const Unit& u, const Function& fn, std::size_t tok) {
  for (const auto& d : fn.decls)
    if (!d.init.empty() && tok >= d.init.b && tok < d.init.e) return d.name;
  for (const auto& a : fn.assigns)
    if (tok >= a.rhs.b && tok < a.rhs.e) return a.name;
  (void)u;
  return {};
}

// The operand to the left of binary operator `op`: a primary/postfix expression ending at op-1.
Range left_operand(const Unit& u, std::size_t op) {
  std::size_t e = op, b = op;
  while (b > 0) {
    std::size_t k = b - 1;
    if ((u.is(k, ")") || u.is(k, "]")) && u.match[k] != SIZE_MAX) {
      b = u.match[k];
      if (b > 0 && u.id(b - 1)) --b;  // call or subscript
      continue;
    }
    if (u.id(k)) {
      b = k;
      if (b > 0 && (u.is(b - 1, ".") || u.is(b - 1, "->") || u.is(b - 1, "::"))) {
        --b;
        continue;
      }
      break;
    }
    break;
  }
  return {b, e};
}

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  // 1. Warp-size constants: #define WARP_SIZE 32, constexpr int kWarpSize = 32.
  for (const auto& [name, m] : u.macros) {
    if (!looks_like_warp_size_name(name) || m.definitions > 1) continue;
    if (m.body.size() == 1 && m.body[0].kind == port::TokenKind::Number) {
      auto v = parse_int_literal(m.body[0].text);
      if (v && *v == 32)
        ctx.report_at(info, m.body[0].offset,
                      quoted(name) + " hard-codes a 32-lane warp; AMD CDNA wavefronts have 64 lanes");
    }
  }
  auto check_decls = [&](const Function& fn) {
    for (const auto& d : fn.decls) {
      if (!looks_like_warp_size_name(d.name) || d.init.empty() || d.init.e != d.init.b + 1) continue;
      if (literal(u, d.init.b) != 32) continue;
      // A constant (or device-side variable) that fixes the width; a mutable host variable or field
      // initialised to 32 is a default that the program fills from the device properties.
      if (!d.is_const && !fn.device) continue;
      auto& f = ctx.report(info, d.init.b, quoted(d.name) + " hard-codes a 32-lane warp; AMD CDNA wavefronts have 64 lanes");
      if (runtime_context(u, d.init.b) && !d.constexpr_ && !d.is_static)
        f.fix = Fix{"use the run-time warpSize", {ctx.replace(d.init.b, d.init.e, "warpSize")}};
    }
  };
  check_decls(u.file_scope);
  for (const auto& fn : u.functions) {
    check_decls(fn);
    // Shuffles with an explicit constant width work on logical warps of that width (32-lane
    // subgroups are legal on a 64-lane wavefront): the function's 32s are that width, not an
    // assumption about the hardware.
    bool explicit_width = false;
    for (const auto& c : fn.calls) {
      if (!is_shuffle(c.name)) continue;
      bool sync = c.name.size() > 5 && c.name.substr(c.name.size() - 5) == "_sync";
      std::size_t width_arg = sync ? 3 : 2;
      if (c.args.size() > width_arg && u.eval(c.args[width_arg], &fn).constant) explicit_width = true;
    }
    if (explicit_width) continue;
    // 2. Lane and warp-id math on thread indices: x % 32, x & 31, x / 32, x >> 5, and
    // 3. thread index compared with 32 (the first warp) and lane compared with 31 (the last lane).
    // One pass over the body for both (each token is one operator or neither; a finding's place in
    // the list does not matter, lint_unit sorts them), the literal read only after an operator.
    for (std::size_t i = fn.body.b; i + 1 < fn.body.e; ++i) {
      auto op = u.text(i);
      if (op.empty() || op.size() > 2) continue;
      if (op == "%" || op == "&" || op == "/" || op == ">>") {
        long long lit = literal(u, i + 1);
        bool lane_op = (op == "%" && lit == 32) || (op == "&" && lit == 31);
        bool warp_op = (op == "/" && lit == 32) || (op == ">>" && lit == 5);
        if (!lane_op && !warp_op) continue;
        // The literal must be the whole right operand (not "x / 32 * 4" where 32 binds first anyway).
        Range lhs = left_operand(u, i);
        if (lhs.empty()) continue;
        Value v = u.eval(lhs, &fn);
        std::string dest = destination(u, fn, i);
        bool lane_math = v.thread_index || v.lane_id;
        bool warp_count = warp_op && v.block_dim;
        if (!lane_math && !warp_count) continue;
        if (!(fn.warp_context || named_lane_or_warp(dest))) continue;
        // Shared-array bounds are reported by shared-per-warp.
        bool in_dims = false;
        for (const auto& d : fn.decls)
          for (auto r : d.dims)
            if (i >= r.b && i < r.e) in_dims = true;
        if (in_dims) continue;
        std::string what = lane_op ? "lane index" : "warp index";
        auto& f = ctx.report(info, i + 1,
                             quoted(std::string(op) + " " + std::string(u.text(i + 1))) + " computes a " + what +
                                 " for a 32-lane warp; on a 64-lane wavefront it is wrong");
        if (!runtime_context(u, i + 1)) continue;
        if (op == "%") f.fix = Fix{"use warpSize", {ctx.replace(i + 1, i + 2, "warpSize")}};
        if (op == "&") f.fix = Fix{"use warpSize - 1", {ctx.replace(i + 1, i + 2, "(warpSize - 1)")}};
        if (op == "/") f.fix = Fix{"use warpSize", {ctx.replace(i + 1, i + 2, "warpSize")}};
        if (op == ">>")
          f.fix = Fix{"divide by warpSize",
                      {ctx.replace(lhs.b, i + 2, std::string(1, '(').append(u.join(lhs)).append(" / warpSize)"))}};
        continue;
      }
      if (op != "<" && op != ">=" && op != "==" && op != "!=") continue;
      long long lit = literal(u, i + 1);
      if (lit != 32 && lit != 31) continue;
      if (!fn.warp_context) continue;
      Range lhs = left_operand(u, i);
      if (lhs.empty()) continue;
      Value v = u.eval(lhs, &fn);
      bool first_warp = lit == 32 && (op == "<" || op == ">=") && v.thread_index && !v.lane_id;
      bool last_lane = lit == 31 && (op == "==" || op == "!=") && v.lane_id;
      if (!first_warp && !last_lane) continue;
      auto& f = ctx.report(info, i + 1,
                           first_warp ? quoted(std::string(op) + " 32") + " selects the first 32-lane warp; a 64-lane wavefront is twice as wide"
                                      : "lane 31 is the last lane only on a 32-lane warp");
      if (runtime_context(u, i + 1))
        f.fix = Fix{"use warpSize", {ctx.replace(i + 1, i + 2, first_warp ? "warpSize" : "(warpSize - 1)")}};
    }
    // 4. Shuffle reductions: an offset loop starting at 16 (or bounded by 32), a first offset of 16.
    for (const auto& c : fn.calls) {
      if (!is_shuffle(c.name)) continue;
      bool sync = c.name.size() > 5 && c.name.substr(c.name.size() - 5) == "_sync";
      bool stepped = c.name.find("down") != std::string::npos || c.name.find("xor") != std::string::npos ||
                     c.name.find("up") != std::string::npos;
      std::size_t arg = sync ? 2 : 1;
      if (!stepped || c.args.size() <= arg) continue;
      Range off = c.args[arg];
      if (off.e == off.b + 1 && literal(u, off.b) == 16 && c.name.find("up") == std::string::npos) {
        ctx.report(info, off.b, "shuffle offset 16 starts a 32-lane reduction; lanes 32-63 of a 64-lane wavefront are never combined");
        continue;
      }
      if (off.e != off.b + 1 || !u.id(off.b) || c.loop < 0) continue;
      const Loop& l = fn.loops[static_cast<std::size_t>(c.loop)];
      if (l.var != u.text(off.b)) continue;
      // init "offset = 16" or cond "offset < 32"
      for (std::size_t k = l.init.b; k + 1 < l.init.e; ++k)
        if (u.is(k, "=") && l.init.e == k + 2 && literal(u, k + 1) == 16) {
          auto& f = ctx.report(info, k + 1, "shuffle loop starts at offset 16, half of a 32-lane warp; on a 64-lane wavefront lanes 32-63 are never combined");
          f.fix = Fix{"start at warpSize / 2", {ctx.replace(k + 1, k + 2, "warpSize / 2")}};
        }
      for (std::size_t k = l.cond.b; k + 1 < l.cond.e; ++k)
        if ((u.is(k, "<") || u.is(k, "<=")) && l.cond.e == k + 2 && literal(u, k + 1) == (u.is(k, "<") ? 32 : 16)) {
          auto& f = ctx.report(info, k + 1, "shuffle loop is bounded by a 32-lane warp; on a 64-lane wavefront lanes 32-63 are never combined");
          f.fix = Fix{"bound by warpSize", {ctx.replace(k + 1, k + 2, u.is(k, "<") ? "warpSize" : "warpSize / 2")}};
        }
    }
  }
}

}  // namespace

CW_LINT_RULE(RuleInfo{
                 "warp-size-literal",
                 Severity::Warning,
                 "A literal 32 (31, 16, >> 5, & 31) used as the warp size in lane math, warp ids or shuffle reductions.",
                 "AMD CDNA GPUs (MI200, MI300) run 64-lane wavefronts, and HIP's warpSize is 64 there (32 on "
                 "RDNA). Lane ids computed with % 32, warp ids with / 32 and shuffle reductions that start at "
                 "offset 16 silently cover only half of a wavefront. Since ROCm 7 warpSize is not a "
                 "compile-time constant either, so the width must come from warpSize at run time or from a "
                 "template parameter.",
                 "Use warpSize at run time (lane = threadIdx.x % warpSize; for (int o = warpSize / 2; o > 0; o /= "
                 "2)), or make the width a template parameter (template <int W> ... with W = 32 or 64 chosen "
                 "by the host from hipDeviceProp_t::warpSize).",
                 true},
             check);

}  // namespace crosswarp::lint
