// warpsize-constexpr: warpSize used where a compile-time constant is required (array bounds,
// template arguments, constexpr/static initialisers, static_assert, case labels).
#include "port/lint/rule.h"
#include "port/lint/rule_util.h"

namespace crosswarp::lint {
namespace {

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  auto in_dims = [&](const Function& fn, std::size_t i) {
    for (const auto& d : fn.decls)
      for (auto r : d.dims)
        if (i >= r.b && i < r.e) return true;
    return false;
  };
  for (std::size_t i = 0; i < u.toks.size(); ++i) {
    if (!u.is(i, "warpSize") || (i > 0 && (u.is(i - 1, ".") || u.is(i - 1, "->")))) continue;
    // A declaration of warpSize itself (a HIP-on-CPU runtime defines it), not a use.
    if (i > 0 && (u.id(i - 1) || u.is(i - 1, ">")) && (u.is(i + 1, "{") || u.is(i + 1, "=") || u.is(i + 1, ";")))
      continue;
    const Function* fn = function_at(u, i);
    bool constant = in_dims(fn ? *fn : u.file_scope, i) || (!fn && !u.file_scope.decls.empty() && false);
    std::string where = "an array bound";
    // Scan back over the statement for a constant-expression introducer.
    int angle = 0;
    for (std::size_t k = i; k > 0 && !constant; --k) {
      std::size_t j = k - 1;
      auto t = u.text(j);
      if (t == ";" || t == "{" || t == "}") break;
      if (t == ">") angle--;
      if (t == "<") {
        if (angle == 0 && j > 0 && u.id(j - 1) && u.text(j - 1) != "i") {
          // name< ... warpSize ... > : a template argument if a '>' closes it before ';' or ')'.
          for (std::size_t m = i + 1; m < u.toks.size() && m < i + 12; ++m) {
            if (u.is(m, ";") || u.is(m, "{")) break;
            if (u.is(m, ">") && (u.is(m + 1, "(") || u.is(m + 1, "::") || u.id(m + 1) || u.is(m + 1, ">") || u.is(m + 1, ";"))) {
              constant = true;
              where = "a template argument";
              break;
            }
          }
        }
        angle++;
      }
      if (t == "constexpr" || t == "static_assert" || t == "case" || (t == "static" && fn == nullptr)) {
        constant = true;
        where = t == "case" ? "a case label" : t == "static_assert" ? "static_assert" : "a constexpr initialiser";
      }
    }
    if (!constant) continue;
    ctx.report(info, i, "warpSize used in " + where + ": since ROCm 7 warpSize is not a compile-time constant, so this does not compile for AMD");
  }
}

}  // namespace

CW_LINT_RULE(RuleInfo{
                 "warpsize-constexpr",
                 Severity::Error,
                 "warpSize used as a compile-time constant (array bounds, template arguments, constexpr, static_assert).",
                 "Since ROCm 7.0 HIP's warpSize is an ordinary run-time variable, not constexpr (ROCm 6.3/6.4 "
                 "release notes announced it; projects such as rocHPL, Apex and bitsandbytes had to patch "
                 "builds). A given AMD GPU may run 32- or 64-lane wavefronts, so the width is only known on "
                 "the device at run time.",
                 "Make the width a template parameter (template <int W>) instantiated for 32 and 64 and "
                 "chosen by the host from hipDeviceProp_t::warpSize, or size arrays for the largest width "
                 "(64) and index them with the run-time warpSize.",
                 false},
             check);

}  // namespace crosswarp::lint
