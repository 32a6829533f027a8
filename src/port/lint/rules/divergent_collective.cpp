// divergent-collective: a warp collective (shuffle, vote, ballot, match, __syncwarp, or a local
// function that performs one such as warpReduceSum) executed under a branch, loop bound or early
// return whose condition depends on the lane (taint from threadIdx / lane ids through locals).
// Branches on warp-uniform values (warp id = threadIdx.x / warpSize, blockIdx, kernel arguments)
// are fine. A collective whose mask comes from __activemask() or a ballot of the same condition
// names its participants and is not reported.
#include "port/lint/rule.h"
#include "port/lint/rule_util.h"

namespace crosswarp::lint {
namespace {

bool mask_from_active_lanes(const Unit& u, const Function& fn, const Call& c) {
  if (!is_sync_collective(c.name) || c.args.empty()) return false;
  Value m = u.eval(c.args[0], &fn);
  return m.ballot;
}

bool cooperative_tile_call(const Unit& u, const Function& fn, const Call& c) {
  if (c.object.empty()) return false;
  static const char* members[] = {"shfl", "shfl_down", "shfl_up", "shfl_xor", "ballot", "any", "all",
                                  "match_any", "match_all", "sync"};
  bool member = false;
  for (auto* m : members) member |= c.name == m;
  if (!member) return false;
  for (const auto& d : fn.decls) {
    if (d.name != c.object) continue;
    for (std::size_t k = d.type.b; k < d.type.e; ++k)
      if (u.is(k, "thread_block_tile")) return true;
    for (std::size_t k = d.init.b; k < d.init.e; ++k) {
      if (u.is(k, "coalesced_threads")) return false;  // coalesced groups are made for divergence
      if (u.is(k, "tiled_partition")) return true;
    }
  }
  return false;
}

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  for (const auto& fn : u.functions) {
    for (const auto& c : fn.calls) {
      if (c.control != Level::Varying) continue;
      bool builtin = is_warp_collective(c.name);
      bool local = !builtin && u.is_local_warp_function(c.name) && c.name != fn.name;
      bool tile = !builtin && !local && cooperative_tile_call(u, fn, c);
      if (!builtin && !local && !tile) continue;
      if (builtin && mask_from_active_lanes(u, fn, c)) continue;
      // HIP's maskless votes are defined over the active lanes (a ballot in a branch returns the
      // lanes that took it), so they are not divergence bugs; shuffles read lanes that may be off.
      if (c.name == "__ballot" || c.name == "__any" || c.name == "__all" || c.name == "__activemask") continue;
      std::string what = local ? quoted(c.name) + " performs a warp collective and is called" : "warp collective '" + c.name + "' runs";
      ctx.report(info, c.name_tok,
                 what + " under a lane-dependent condition; lanes that skip it leave the wavefront partially "
                        "active and the result is undefined (AMD executes 64 lanes in lockstep with an exec mask)");
    }
  }
}

}  // namespace

CW_LINT_RULE(RuleInfo{
                 "divergent-collective",
                 Severity::Warning,
                 "A warp collective (shuffle, vote, ballot, match, __syncwarp or a helper that does one) under a lane-dependent branch.",
                 "Warp collectives assume every lane named by the mask reaches them. Under a branch on the "
                 "thread or lane index (or after a lane-dependent early return) some lanes are inactive: on "
                 "AMD, shuffles read from inactive lanes return unspecified data and HIP's mask-checked *_sync "
                 "functions trap when the mask names an inactive lane; on NVIDIA it is undefined behaviour. "
                 "Code that happened to work on 32-lane warps breaks once the branch splits a 64-lane "
                 "wavefront.",
                 "Hoist the collective out of the branch so that all lanes execute it (let the inactive lanes "
                 "contribute a neutral value), or pass the exact set of participating lanes as the mask "
                 "(__activemask() or __ballot_sync of the branch condition).",
                 false},
             check);

}  // namespace crosswarp::lint
