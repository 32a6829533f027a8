// ballot-truncation: a 64-bit ballot (__ballot*, __activemask, __match_*) stored in 32 bits, cast
// to 32 bits, or fed to the 32-bit bit functions (__popc, __ffs, __clz, __brev).
#include "port/lint/rule.h"
#include "port/lint/rule_util.h"

#include <map>
#include <set>

namespace crosswarp::lint {
namespace {

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  static const std::map<std::string, std::string> widen = {{"__popc", "__popcll"}, {"__ffs", "__ffsll"},
                                                            {"__clz", ""}, {"__brev", ""}};
  // Every finding below needs a value that is a ballot mask, and a value becomes one only through a call
  // to one of these names (Eval::call), in the function itself, in file-scope code (whose facts the
  // function can read) or in an object-like macro's body. Functions none of those can reach are skipped
  // without evaluating their expressions.
  static const WordSet sources = {"__ballot",    "__ballot_sync",    "__activemask",     "__match_any", "__match_all",
                                  "__match_any_sync", "__match_all_sync", "ballot", "match_any"};
  // Those names are 6-16 bytes long and start with '_', 'b' or 'm': most tokens are rejected on that.
  auto source = [&](std::string_view t) {
    return t.size() >= 6 && t.size() <= 16 && (t[0] == '_' || t[0] == 'b' || t[0] == 'm') && sources.contains(t);
  };
  bool reachable_everywhere = false;
  for (std::size_t i = 0; i < u.toks.size() && !reachable_everywhere; ++i)
    if ((i >= u.function_of.size() || u.function_of[i] < 0) && source(u.text(i))) reachable_everywhere = true;
  for (const auto& [name, m] : u.macros)
    for (const auto& t : m.body)
      if (source(t.text)) reachable_everywhere = true;
  for (const auto& fn : u.functions) {
    if (!reachable_everywhere) {
      bool here = false;
      for (std::size_t k = fn.params.b; k < fn.body.e && k < u.toks.size() && !here; ++k) here = source(u.text(k));
      if (!here) continue;
    }
    std::set<std::string> truncated;
    // 1. Declarations of 32-bit type initialised or assigned from a ballot.
    for (const auto& d : fn.decls) {
      if (d.pointer || !is_32bit_int_type(u, d.type)) continue;
      bool ballot = !d.init.empty() && u.eval(d.init, &fn).ballot;
      for (const auto& a : fn.assigns)
        if (a.name == d.name && !a.element && u.eval(a.rhs, &fn).ballot) ballot = true;
      if (!ballot) continue;
      truncated.insert(d.name);
      auto& f = ctx.report(info, d.type.b, "ballot mask '" + d.name + "' is stored in a 32-bit '" + u.join(d.type) + "'; HIP's ballot is 64 bits and lanes 32-63 are lost");
      bool const_type = false;
      for (std::size_t k = d.type.b; k < d.type.e; ++k) const_type |= u.is(k, "const");
      Fix fix{"widen to unsigned long long", {ctx.replace(d.type.b, d.type.e, const_type ? "const unsigned long long" : "unsigned long long")}};
      f.fix = fix;
    }
    // 2. 32-bit bit functions applied to a ballot.
    for (const auto& c : fn.calls) {
      auto it = widen.find(c.name);
      if (it == widen.end() || c.args.size() != 1) continue;
      Value v = u.eval(c.args[0], &fn);
      if (!v.ballot) continue;
      auto& f = ctx.report(info, c.name_tok, c.name + " takes 32 bits; the ballot is 64 bits on HIP so lanes 32-63 are ignored");
      if (!it->second.empty())
        f.fix = Fix{"use " + it->second, {ctx.replace(c.name_tok, c.name_tok + 1, it->second)}};
    }
    // 3. Casts to 32 bits: (unsigned)__ballot(...), static_cast<uint32_t>(mask).
    for (std::size_t i = fn.body.b; i + 2 < fn.body.e; ++i) {
      Range type;
      std::size_t operand = 0;
      if (u.is(i, "(") && u.match[i] != SIZE_MAX && u.match[i] < fn.body.e && is_32bit_int_type(u, {i + 1, u.match[i]})) {
        type = {i + 1, u.match[i]};
        operand = u.match[i] + 1;
      } else if (u.is(i, "static_cast") && u.is(i + 1, "<")) {
        std::size_t k = i + 2;
        while (k < fn.body.e && !u.is(k, ">")) ++k;
        if (!is_32bit_int_type(u, {i + 2, k}) || !u.is(k + 1, "(")) continue;
        type = {i + 2, k};
        operand = k + 1;
      } else {
        continue;
      }
      std::size_t oe = operand + 1;
      if (u.is(operand, "(") && u.match[operand] != SIZE_MAX) oe = u.match[operand] + 1;
      else if (u.id(operand) && u.is(operand + 1, "(") && u.match[operand + 1] != SIZE_MAX) oe = u.match[operand + 1] + 1;
      if (!u.eval({operand, oe}, &fn).ballot) continue;
      // Skip the case already reported as a declaration: "unsigned m = (unsigned)__ballot(..)".
      auto& f = ctx.report(info, type.b, "cast of a 64-bit ballot to 32-bit '" + u.join(type) + "' drops lanes 32-63");
      f.fix = Fix{"cast to unsigned long long", {ctx.replace(type.b, type.e, "unsigned long long")}};
      i = operand;
    }
  }
}

}  // namespace

CW_LINT_RULE(RuleInfo{
                 "ballot-truncation",
                 Severity::Error,
                 "A __ballot*/__activemask/__match_* result kept in 32 bits or passed to __popc/__ffs/__clz/__brev.",
                 "HIP's __ballot, __ballot_sync and __activemask return unsigned long long: one bit per lane of "
                 "a 64-lane wavefront. Storing the result in unsigned/int/uint32_t, casting it to 32 bits or "
                 "counting it with the 32-bit __popc/__ffs drops lanes 32-63, so counts, leaders and "
                 "compaction offsets come out wrong on MI200/MI300.",
                 "Keep masks in unsigned long long (or uint64_t) and use the 64-bit bit functions: __popcll, "
                 "__ffsll, __clzll, __brevll (index arithmetic such as 31 - __clz(m) becomes 63 - __clzll(m)).",
                 true},
             check);

}  // namespace crosswarp::lint
