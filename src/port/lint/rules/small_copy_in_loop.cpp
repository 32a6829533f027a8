// small-copy-in-loop: a host<->device copy of a small constant size (a few elements) issued once per
// loop iteration.
#include "port/lint/rule.h"
#include "port/lint/rule_util.h"

#include <map>

namespace crosswarp::lint {
namespace {

// Copies below this many bytes are dominated by the fixed per-call cost. 4 KiB: one page.
constexpr long long kSmallBytes = 4096;

const std::map<std::string, int>& copy_size_arg() {
  static const std::map<std::string, int> m = {
      {"cudaMemcpy", 2}, {"cudaMemcpyAsync", 2}, {"hipMemcpy", 2}, {"hipMemcpyAsync", 2},
      {"hipMemcpyHtoD", 2}, {"hipMemcpyDtoH", 2}, {"hipMemcpyHtoDAsync", 2}, {"hipMemcpyDtoHAsync", 2},
      {"cudaMemcpyToSymbol", 2}, {"cudaMemcpyFromSymbol", 2}, {"hipMemcpyToSymbol", 2},
      {"hipMemcpyFromSymbol", 2}, {"cuMemcpyHtoD", 2}, {"cuMemcpyDtoH", 2}};
  return m;
}

// Trip count of a loop "for (i = a; i < b; ++i)" when both bounds are constants, else -1.
long long trip_count(const Unit& u, const Function& fn, const Loop& l) {
  if (l.var.empty() || l.cond.empty()) return -1;
  long long start = -1;
  for (std::size_t k = l.init.b; k < l.init.e; ++k)
    if (u.is(k, "=")) {
      Value v = u.eval({k + 1, l.init.e}, &fn);
      if (v.constant) start = *v.constant;
    }
  for (std::size_t k = l.cond.b; k < l.cond.e; ++k)
    if (u.is(k, "<") || u.is(k, "<=")) {
      Value v = u.eval({k + 1, l.cond.e}, &fn);
      if (v.constant && start >= 0) return *v.constant - start + (u.is(k, "<=") ? 1 : 0);
    }
  return -1;
}

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  for (const auto& fn : u.functions) {
    if (fn.device) continue;
    for (const auto& c : fn.calls) {
      if (c.loop < 0) continue;
      auto it = copy_size_arg().find(c.name);
      if (it == copy_size_arg().end() || c.args.size() <= static_cast<std::size_t>(it->second)) continue;
      Value size = u.eval(c.args[static_cast<std::size_t>(it->second)], &fn);
      if (!size.constant || *size.constant <= 0 || *size.constant >= kSmallBytes) continue;
      // Every enclosing loop with a known short trip count (<= 4) makes the copy count small: quiet.
      bool short_loop = false;
      for (int l = c.loop; l >= 0; l = fn.loops[static_cast<std::size_t>(l)].parent) {
        long long n = trip_count(u, fn, fn.loops[static_cast<std::size_t>(l)]);
        if (n >= 0 && n <= 4) short_loop = true;
      }
      if (short_loop) continue;
      // Element-wise copies move along with the loop (h + i, &h[i]); a fixed readback per iteration
      // (a loss value per training step) is not what this rule is about.
      bool moves = false;
      for (int l = c.loop; l >= 0 && !moves; l = fn.loops[static_cast<std::size_t>(l)].parent) {
        const Loop& loop = fn.loops[static_cast<std::size_t>(l)];
        std::vector<std::string> vars;
        if (!loop.var.empty()) vars.push_back(loop.var);
        for (const auto& a : fn.assigns)
          if (a.name_tok >= loop.body.b && a.name_tok < loop.body.e) vars.push_back(a.name);
        for (std::size_t arg = 0; arg < 2 && arg < c.args.size(); ++arg)
          for (std::size_t k = c.args[arg].b; k < c.args[arg].e; ++k)
            for (const auto& v : vars)
              if (u.is(k, v)) moves = true;
      }
      if (!moves) continue;
      ctx.report(info, c.name_tok,
                 c.name + " of " + std::to_string(*size.constant) +
                     " bytes inside a loop: every call pays the fixed copy latency, so the loop is bound by "
                     "call overhead instead of bandwidth");
    }
  }
}

}  // namespace

CW_LINT_RULE(RuleInfo{
                 "small-copy-in-loop",
                 Severity::Warning,
                 "Element-wise host<->device copies: a small constant size (under 4 KiB) at an address that moves with a loop.",
                 "Each cudaMemcpy/hipMemcpy is a separate command with a fixed cost of several microseconds "
                 "(driver call, DMA setup, completion signal), and the synchronous forms also wait for the "
                 "device. A loop of element-sized copies therefore runs at a tiny fraction of the link's "
                 "bandwidth on both vendors; on AMD each synchronous hipMemcpy additionally waits for the "
                 "stream to drain.",
                 "Gather the elements into one contiguous buffer and copy it once (or use "
                 "cudaMemcpy2D/hipMemcpy2D for strided data), or let a kernel read the values from a "
                 "single pinned or device buffer.",
                 false},
             check);

}  // namespace crosswarp::lint
