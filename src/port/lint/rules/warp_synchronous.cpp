// warp-synchronous: implicit warp lockstep. Two or more consecutive shared-memory steps of the form
// s[i] += s[i + k] (through a volatile pointer or a __shared__ array) with no barrier in between:
// the classic unrolled "last warp" reduction.
#include "port/lint/rule.h"
#include "port/lint/rule_util.h"

namespace crosswarp::lint {
namespace {

bool is_shared_or_volatile(const Unit& u, const Function& fn, std::string_view name) {
  for (const Function* scope : {&fn, &u.file_scope})
    for (const auto& d : scope->decls)
      if (d.name == name && (d.shared || (d.is_volatile && (d.pointer || !d.dims.empty())))) return true;
  return false;
}

// Returns the array token if statement r is "X[a] op= X[b]" or "X[a] = f(X[a], X[b])" with b != a.
std::size_t lockstep_step(const Unit& u, const Function& fn, Range r) {
  if (!u.id(r.b) || !u.is(r.b + 1, "[") || u.match[r.b + 1] == SIZE_MAX) return SIZE_MAX;
  std::string_view name = u.text(r.b);
  std::size_t close = u.match[r.b + 1];
  std::size_t op = close + 1;
  if (!(u.is(op, "=") || u.is(op, "+=") || u.is(op, "*=") || u.is(op, "-=") || u.is(op, "|=") || u.is(op, "&=") ||
        u.is(op, "^=")))
    return SIZE_MAX;
  if (!is_shared_or_volatile(u, fn, name)) return SIZE_MAX;
  std::string lhs_index = u.join({r.b + 2, close});  // joined only for a shared/volatile array step
  for (std::size_t k = op + 1; k + 1 < r.e; ++k) {
    if (!u.is(k, name) || !u.is(k + 1, "[") || u.match[k + 1] == SIZE_MAX) continue;
    std::string idx = u.join({k + 2, u.match[k + 1]});
    if (idx != lhs_index && idx.rfind(lhs_index, 0) == 0) return r.b;  // s[tid + 16]
  }
  return SIZE_MAX;
}

bool is_barrier(const Unit& u, Range r) {
  for (std::size_t k = r.b; k < r.e; ++k)
    if (u.is(k, "__syncwarp") || u.is(k, "__syncthreads") || u.is(k, "__threadfence_block") || u.is(k, "sync"))
      return true;
  return false;
}

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  for (const auto& fn : u.functions) {
    std::size_t run_start = SIZE_MAX;
    int run = 0, block = -2;
    auto flush = [&] {
      if (run >= 2)
        ctx.report(info, run_start, quoted(u.text(run_start)) +
                                        " is reduced in unsynchronised steps that assume the warp's lanes run in "
                                        "lockstep; add __syncwarp() between steps or use shuffles");
      run = 0;
      run_start = SIZE_MAX;
    };
    for (const auto& s : fn.stmts) {
      if (s.block != block) {
        flush();
        block = s.block;
      }
      std::size_t at = lockstep_step(u, fn, s.range);
      if (at != SIZE_MAX) {
        if (run == 0) run_start = at;
        ++run;
      } else if (is_barrier(u, s.range) || true) {
        flush();
      }
    }
    flush();
  }
}

}  // namespace

CW_LINT_RULE(RuleInfo{
                 "warp-synchronous",
                 Severity::Warning,
                 "Implicit warp lockstep: unrolled s[i] += s[i + k] steps on shared memory with no barrier between them.",
                 "The pre-Volta idiom relies on all lanes of a warp executing each statement together. "
                 "Neither CUDA (independent thread scheduling since Volta) nor HIP guarantees that, and the "
                 "unrolled steps (+32, +16, ...) are written for 32-lane warps: on a 64-lane wavefront the "
                 "first step must combine s[i + 64] too. Without a barrier between steps the compiler may "
                 "also keep values in registers despite volatile-less access.",
                 "Replace the unrolled tail with a shuffle reduction over warpSize (for (o = warpSize / 2; "
                 "o > 0; o /= 2) v += __shfl_down(v, o)), or put __syncwarp() between the steps.",
                 false},
             check);

}  // namespace crosswarp::lint
