// shared-per-warp: __shared__ arrays sized by a 32-lane warp count (BLOCK / 32, BLOCK >> 5,
// BLOCK / WARP_SIZE with WARP_SIZE = 32), or of 32 slots indexed by the lane id.
#include "port/lint/rule.h"
#include "port/lint/rule_util.h"

namespace crosswarp::lint {
namespace {

bool is_warp32(const Unit& u, std::size_t i, const Function* fn) {
  if (u.number(i)) {
    auto v = parse_int_literal(u.text(i));
    return v && *v == 32;
  }
  if (!u.id(i) || !looks_like_warp_size_name(u.text(i))) return false;
  if (auto m = u.eval_macro(u.text(i), fn)) return m->constant && *m->constant == 32;
  if (auto* f = u.lookup(fn, u.text(i))) return f->value.constant && *f->value.constant == 32;
  return false;
}

// Whether tokens [b, e) divide by a 32-lane warp (directly or through a macro's body).
bool divides_by_warp32(const Unit& u, Range r, const Function* fn, int depth = 0) {
  for (std::size_t k = r.b; k < r.e; ++k) {
    if ((u.is(k, "/") && k + 1 < r.e && is_warp32(u, k + 1, fn)) ||
        (u.is(k, ">>") && k + 1 < r.e && u.number(k + 1) && parse_int_literal(u.text(k + 1)) == 5ULL))
      return true;
    if (u.id(k) && depth < 4) {
      auto it = u.macros.find(std::string(u.text(k)));
      if (it != u.macros.end()) {
        for (std::size_t j = 0; j + 1 < it->second.body.size(); ++j) {
          const auto& a = it->second.body[j];
          const auto& b = it->second.body[j + 1];
          auto v = parse_int_literal(b.text);
          if ((a.text == "/" && v && *v == 32) || (a.text == ">>" && v && *v == 5)) return true;
          if (a.text == "/" && b.kind == port::TokenKind::Identifier && looks_like_warp_size_name(b.text)) {
            auto m = u.eval_macro(b.text, fn);
            if (m && m->constant && *m->constant == 32) return true;
          }
        }
      }
    }
  }
  return false;
}

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  std::vector<const Function*> scopes{&u.file_scope};
  for (const auto& f : u.functions) scopes.push_back(&f);
  for (const Function* scope : scopes) {
    for (const auto& d : scope->decls) {
      if (!d.shared || d.dims.empty()) continue;
      const Function* fn = scope == &u.file_scope ? nullptr : scope;
      bool reported = false;
      // Sizing by BLOCK / 32 is a safe upper bound (32 is the narrowest warp); the bug is reading
      // that many slots back when a 64-lane wavefront wrote only half of them.
      for (auto dim : d.dims) {
        if (!divides_by_warp32(u, dim, fn)) continue;
        for (const auto& f : u.functions) {
          if (fn && fn != &f) continue;
          bool uses = false;
          for (std::size_t i = f.body.b; i < f.body.e && !uses; ++i) uses = u.is(i, d.name);
          if (!uses) continue;
          for (std::size_t i = f.body.b; i < f.body.e && !reported; ++i) {
            if (!(u.is(i, "<") || u.is(i, "<="))) continue;
            std::size_t e = i + 1;
            while (e < f.body.e && !u.is(e, ";") && !u.is(e, ")") && !u.is(e, "&&") && !u.is(e, "||") &&
                   !u.is(e, "?") && !u.is(e, ","))
              e = u.is(e, "(") && u.match[e] != SIZE_MAX ? u.match[e] + 1 : e + 1;
            if (!divides_by_warp32(u, {i + 1, e}, &f)) continue;
            ctx.report(info, dim.b, quoted(d.name).insert(0, "__shared__ ") + " holds one slot per 32-lane warp (" + u.join(dim) +
                                        ") and is read back over that count (line " + std::to_string(u.toks[i]->line) +
                                        "); with 64-lane wavefronts only half the slots are written, so the rest is stale");
            reported = true;
          }
          if (reported) break;
        }
        if (reported) break;
      }
      if (reported) continue;
      // 32 slots indexed by the lane id: lanes 32-63 write past the end.
      bool slots32 = false;
      for (auto dim : d.dims)
        if (dim.e == dim.b + 1 && is_warp32(u, dim.b, fn)) slots32 = true;
      if (!slots32) continue;
      for (const auto& f : u.functions) {
        if (fn && fn != &f) continue;
        bool hit = false;
        for (std::size_t i = f.body.b; i + 1 < f.body.e && !hit; ++i) {
          if (!u.is(i, d.name) || !u.is(i + 1, "[") || u.match[i + 1] == SIZE_MAX) continue;
          // Only writes: reads are usually guarded by "threadIdx.x < blockDim.x / warpSize".
          std::size_t after = u.match[i + 1] + 1;
          if (!(u.is(after, "=") || u.is(after, "+=") || u.is(after, "-=") || u.is(after, "*=") || u.is(after, "|=")))
            continue;
          Value idx = u.eval({i + 2, u.match[i + 1]}, &f);
          if (!idx.lane_id) continue;
          ctx.report(info, d.dims[0].b, "__shared__ '" + d.name + "' has 32 slots but is written at the lane id ('" +
                                            u.join({i + 2, u.match[i + 1]}) + "'): lanes 32-63 of a 64-lane wavefront write past its end");
          hit = true;
        }
        if (hit) break;
      }
    }
  }
}

}  // namespace

CW_LINT_RULE(RuleInfo{
                 "shared-per-warp",
                 Severity::Warning,
                 "__shared__ per-warp arrays read back over a 32-lane warp count, or 32-slot arrays written at the lane id.",
                 "A block of N threads has N/64 wavefronts on AMD CDNA, not N/32. A per-warp array sized "
                 "BLOCK/32 is then only half written, and the final pass that loops over BLOCK/32 entries "
                 "(or lets the first BLOCK/32 threads read them) combines uninitialised shared memory. An "
                 "array of 32 per-lane slots is overrun by lanes 32-63.",
                 "Size per-warp arrays for the smallest warp (BLOCK / 32 is a safe upper bound) but loop "
                 "over blockDim.x / warpSize at run time, or make the warp width a template parameter W and "
                 "size by BLOCK / W; give per-lane arrays 64 slots (or W).",
                 false},
             check);

}  // namespace crosswarp::lint
