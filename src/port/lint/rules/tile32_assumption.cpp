// tile32-assumption: cooperative-groups tiles of exactly 32 threads (tiled_partition<32>,
// thread_block_tile<32>, tiled_partition(g, 32)) standing in for "a warp".
#include "port/lint/rule.h"
#include "port/lint/rule_util.h"

namespace crosswarp::lint {
namespace {

bool is_32(const Unit& u, std::size_t i, const Function* fn) {
  if (u.number(i)) {
    auto v = parse_int_literal(u.text(i));
    return v && *v == 32;
  }
  if (u.id(i)) {
    if (auto m = u.eval_macro(u.text(i), fn)) return m->constant && *m->constant == 32 && m->warp_size;
    if (auto* f = u.lookup(fn, u.text(i))) return f->value.warp_size && f->value.constant && *f->value.constant == 32;
  }
  return false;
}

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  std::uint32_t last_line = 0;
  for (std::size_t i = 0; i + 3 < u.toks.size(); ++i) {
    const std::string_view t = u.toks[i]->text;  // tiled_partition (15 bytes), thread_block_tile (17)
    if ((t.size() != 15 && t.size() != 17) || t[0] != 't') continue;
    bool tpl = (u.is(i, "tiled_partition") || u.is(i, "thread_block_tile")) && u.is(i + 1, "<") && u.is(i + 3, ">");
    bool dyn = u.is(i, "tiled_partition") && u.is(i + 1, "(");
    if (!tpl && !dyn) continue;
    const Function* fn = function_at(u, i);
    std::size_t arg = SIZE_MAX;
    if (tpl && is_32(u, i + 2, fn)) arg = i + 2;
    if (dyn && u.match[i + 1] != SIZE_MAX) {
      auto args = u.split_commas({i + 2, u.match[i + 1]});
      if (args.size() == 2 && args[1].e == args[1].b + 1 && is_32(u, args[1].b, fn)) arg = args[1].b;
    }
    if (arg == SIZE_MAX || u.toks[i]->line == last_line) continue;
    last_line = u.toks[i]->line;
    ctx.report(info, i, "a 32-thread tile is only a sub-group of a 64-lane AMD wavefront; code that treats it as the hardware warp (full-warp masks, warp-indexed storage, __syncwarp) breaks there");
  }
}

}  // namespace

CW_LINT_RULE(RuleInfo{
                 "tile32-assumption",
                 Severity::Warning,
                 "tiled_partition<32>, thread_block_tile<32> and tiled_partition(g, 32) used as the warp.",
                 "HIP's cooperative groups support tiles of any power of two up to the wavefront size, so a "
                 "32-thread tile compiles on AMD, but on CDNA it is half of a 64-lane wavefront: two tiles "
                 "share one hardware wavefront, their ballots are 64-bit masks with the tile's bits shifted, "
                 "and code that pairs the tile with raw warp intrinsics, full-warp masks or per-warp shared "
                 "slots silently mixes the two halves.",
                 "Make the tile width a template parameter chosen from the device's warpSize (32 or 64), or "
                 "keep the 32-wide tile and use only the tile's own members (tile.shfl_down, tile.ballot, "
                 "tile.sync, tile.meta_group_rank) for everything warp-like.",
                 false},
             check);

}  // namespace crosswarp::lint
