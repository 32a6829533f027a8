// lane-mask-width: 32-bit lane masks. A full mask 0xffffffff (or ~0u, -1, 0xffffffffull) given to a
// *_sync collective, a mask kept in a 32-bit variable or parameter, 1 << lane computed in 32 bits,
// and a ballot compared with the 32-lane full mask.
#include "port/lint/rule.h"
#include "port/lint/rule_util.h"

#include <set>

namespace crosswarp::lint {
namespace {

const char* kWide = "0xffffffffffffffffull";

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  std::set<std::string> reported_macros;
  std::set<std::size_t> reported_decls;
  for (const auto& fn : u.functions) {
    // 1. The mask argument of *_sync collectives.
    for (const auto& c : fn.calls) {
      if (!is_sync_collective(c.name) || c.args.empty()) continue;
      Range m = c.args[0];
      std::size_t lit = 0;
      if (is_full32_mask_expr(u, m, &lit)) {
        auto& f = ctx.report(info, lit, quoted(u.join(m)) + " is a 32-lane mask: it leaves out lanes 32-63 of a 64-lane wavefront, and HIP (ROCm >= 6.2) rejects a mask narrower than 64 bits in " + c.name);
        f.fix = Fix{"use a full 64-bit mask", {ctx.replace(m.b, m.e, kWide)}};
        continue;
      }
      if (m.e == m.b + 1 && u.number(m.b)) {  // 0xffffffffull: 64-bit type, 32-lane value
        bool ll = false;
        auto v = parse_int_literal(u.text(m.b), &ll);
        if (v && *v == 0xffffffffULL) {
          auto& f = ctx.report(info, m.b, quoted(u.text(m.b)) + " has only 32 lane bits set: lanes 32-63 of a 64-lane wavefront are left out of " + c.name);
          f.fix = Fix{"use a full 64-bit mask", {ctx.replace(m.b, m.e, kWide)}};
        }
        continue;
      }
      if (m.e != m.b + 1 || !u.id(m.b)) continue;
      std::string name(u.text(m.b));
      std::size_t off = 0, len = 0;
      if (macro_is_full32(u, name, &off, &len)) {
        if (reported_macros.insert(name).second) {
          auto& f = ctx.report_at(info, off, quoted(name) + " is a 32-lane full mask used with " + c.name + "; it leaves out lanes 32-63 of a 64-lane wavefront and HIP (ROCm >= 6.2) rejects masks narrower than 64 bits");
          f.fix = Fix{"define it as a full 64-bit mask", {ctx.replace_bytes(off, len, kWide)}};
        }
        continue;
      }
      // A variable or parameter of 32-bit type.
      const VarFacts* vf = u.lookup(&fn, name);
      if (vf && vf->value.ballot) continue;  // reported by ballot-truncation at its declaration
      for (const Function* scope : {&fn, &u.file_scope}) {
        for (const auto& d : scope->decls) {
          if (d.name != name || d.pointer || !is_32bit_int_type(u, d.type)) continue;
          if (!reported_decls.insert(d.name_tok).second) continue;
          auto& f = ctx.report(info, d.type.b, "lane mask '" + name + "' is kept in a 32-bit '" + u.join(d.type) + "'; a 64-lane wavefront needs 64 bits and HIP (ROCm >= 6.2) rejects narrower masks in " + c.name);
          Fix fix{"widen to unsigned long long", {ctx.replace(d.type.b, d.type.e, "unsigned long long")}};
          std::size_t l2 = 0;
          if (!d.init.empty() && is_full32_mask_expr(u, d.init, &l2)) fix.replacements.push_back(ctx.replace(d.init.b, d.init.e, kWide));
          bool const_type = false;
          for (std::size_t k = d.type.b; k < d.type.e; ++k) const_type |= u.is(k, "const");
          if (!const_type) f.fix = fix;
        }
      }
    }
    // 2. 1 << lane in 32 bits.
    for (std::size_t i = fn.body.b; i + 2 < fn.body.e; ++i) {
      if (!u.number(i) || !u.is(i + 1, "<<")) continue;
      bool ll = false;
      auto one = parse_int_literal(u.text(i), &ll);
      if (!one || *one != 1 || ll) continue;
      std::size_t rb = i + 2, re = rb + 1;
      if (u.is(rb, "(") && u.match[rb] != SIZE_MAX) re = u.match[rb] + 1;
      else
        while (re < fn.body.e && (u.is(re, ".") || u.is(re, "->")) && u.id(re + 1)) re += 2;
      Value v = u.eval({rb, re}, &fn);
      if (!v.lane_id) continue;
      auto& f = ctx.report(info, i, quoted(std::string(u.text(i)) + " << " + u.join({rb, re})) + " is a 32-bit lane bit: undefined for lanes 32-63 of a 64-lane wavefront");
      f.fix = Fix{"shift a 64-bit one", {ctx.replace(i, i + 1, "1ull")}};
    }
    // 3. A ballot compared with the 32-lane full mask.
    for (std::size_t i = fn.body.b; i + 1 < fn.body.e; ++i) {
      if (!(u.is(i, "==") || u.is(i, "!="))) continue;
      std::size_t lit = i + 1;
      if (!u.number(lit) || !is_full32_literal(u.text(lit))) continue;
      std::size_t lb = i - 1;
      if (u.is(lb, ")") && u.match[lb] != SIZE_MAX) lb = u.match[lb] > 0 && u.id(u.match[lb] - 1) ? u.match[lb] - 1 : u.match[lb];
      Value v = u.eval({lb, i}, &fn);
      if (!v.ballot) continue;
      auto& f = ctx.report(info, lit, "ballot compared with the 32-lane full mask; on a 64-lane wavefront all lanes set is 0xffffffffffffffff");
      f.fix = Fix{"compare with the full 64-bit mask", {ctx.replace(lit, lit + 1, kWide)}};
    }
  }
}

}  // namespace

CW_LINT_RULE(RuleInfo{
                 "lane-mask-width",
                 Severity::Error,
                 "32-bit lane masks: 0xffffffff or ~0u given to *_sync collectives, masks kept in 32-bit types, 1 << lane in 32 bits.",
                 "HIP's lane masks are 64-bit: __ballot returns unsigned long long, and since ROCm 6.2 the "
                 "*_sync functions static_assert that the mask type is 64 bits wide (\"The mask must be a "
                 "64-bit integer\"). A 32-bit full mask therefore fails to compile, and where it is widened "
                 "(0xffffffffull) it leaves lanes 32-63 of a 64-lane wavefront out of the collective. "
                 "1 << lane is undefined for lanes 32-63.",
                 "Use a 64-bit full mask (0xffffffffffffffffull, ~0ull) or __activemask(), keep masks in "
                 "unsigned long long (or uint64_t), and build lane bits with 1ull << lane. On CUDA the "
                 "64-bit constant converts to the same 32-lane full mask.",
                 true},
             check);

}  // namespace crosswarp::lint
