// lane-spin-lock: a spin lock each lane takes for itself, a loop that goes round until this lane's
// acquire succeeds:
//
//   while (atomicCAS(&lock, 0, 1) != 0) {}     // or atomicExch(&lock, 1), a do-while, an
//   ... critical section ...                   // `if (atomicCAS(...) == 0) break;`, a lock() helper
//   atomicExch(&lock, 0);
//
// An AMD wavefront runs its lanes in lockstep: the lane that takes the lock waits, masked off, for
// the others to leave the loop, and they wait for it to release the lock. The kernel hangs (so did
// NVIDIA's before Volta; Volta's independent thread scheduling is what lets it work there now).
//
// The form that releases within the iteration (`while (!done) { if (atomicCAS(...) == 0) { ...;
// atomicExch(...); done = true; } }`) is reported too: hipcc 5.7 -O2 for gfx90a compiles it to the
// same loop, the critical section and the release moved after it (bench/results/build-2026-12-07-s39).
//
// Not reported: a loop run by one lane of the wavefront at a time (under `if (threadIdx.x == 0)`,
// `lane == 0`, `lane == leader` with a warp-uniform leader, after `if (tid != 0) return;`);
// compare-and-swap update loops (the expected value is a variable); waits that only read the word
// (atomicCAS(p, v, v)); claims that try another address each time (hash probing).
#include "port/lint/rule.h"
#include "port/lint/rule_util.h"

#include <algorithm>
#include <cctype>

namespace crosswarp::lint {
namespace {

// The variable an address expression is based on: `mutex` in mutex, &lock, &locks[i], (int*)p + 1.
std::string address_root(const Unit& u, Range r) {
  for (std::size_t k = r.b; k < r.e; ++k) {
    if (u.is(k, "(") && u.match[k] != SIZE_MAX && u.match[k] < r.e && !u.id(k + 1)) continue;
    if (u.id(k) && !u.has_class(k, Unit::kTypeWord | Unit::kSpecifier) && !u.is(k + 1, "<") &&
        !u.is(k + 1, "::"))
      return std::string(u.text(k));
  }
  return {};
}

// Whether `c` takes a lock: atomicCAS(p, a, b) with constants a != b, atomicExch(p, c) with a constant
// c != 0, or libcu++'s flag.test_and_set(...) / word.exchange(c).
bool acquires(const Unit& u, const Function& fn, const Call& c) {
  auto constant = [&](Range r) { return u.eval(r, &fn).constant; };
  const std::string_view n = c.name;
  if (n.starts_with("atomicCAS") && c.args.size() == 3) {
    auto a = constant(c.args[1]), b = constant(c.args[2]);
    return a && b && *a != *b && !address_root(u, c.args[0]).empty();
  }
  if (n.starts_with("atomicExch") && c.args.size() == 2) {
    auto v = constant(c.args[1]);
    return v && *v != 0 && !address_root(u, c.args[0]).empty();
  }
  return !c.object.empty() &&
         (n == "test_and_set" || (n == "exchange" && !c.args.empty() && constant(c.args[0])));
}

// Whether a name the acquire's address is computed from changes in the loop: the next slot of a probe.
bool address_moves(const Unit& u, const Loop& loop, const Call& acquire) {
  Range whole{loop.keyword, std::max({loop.body.e, loop.cond.e, loop.inc.e})};
  std::vector<std::string_view> names;
  if (acquire.object.empty() && !acquire.args.empty())
    for (std::size_t k = acquire.args[0].b; k < acquire.args[0].e; ++k)
      if (u.id(k)) names.push_back(u.text(k));
  for (std::size_t k = whole.b; k < whole.e; ++k) {
    if (!u.id(k) || std::find(names.begin(), names.end(), u.text(k)) == names.end()) continue;
    // a store through the pointer (*m = 0, the release) is not a change of it
    const bool deref =
        u.is(k - 1, "*") && !(u.id(k - 2) || u.number(k - 2) || u.is(k - 2, ")") || u.is(k - 2, "]"));
    if (deref) continue;
    if (u.is(k - 1, "++") || u.is(k - 1, "--") || u.is(k + 1, "++") || u.is(k + 1, "--") ||
        u.has_class(k + 1, Unit::kAssignOp))
      return true;
  }
  return false;
}

// How the loop ends once the acquire succeeds: the acquire in the loop's condition, its value assigned
// to a variable the condition tests (do { old = atomicCAS(...); } while (old != 0)), or the acquire in
// an if whose statement leaves the loop (Exit); the acquire in an if whose statement sets a variable the
// condition tests, the release usually in it too (Flag); or not at all (None: a bounded try, not a spin).
enum class Ends { None, Exit, Flag };
Ends loop_ends_on(const Unit& u, const Function& fn, const Loop& loop, const Call& acquire) {
  auto tested = [&](std::string_view name) {
    for (std::size_t k = loop.cond.b; k < loop.cond.e; ++k)
      if (u.is(k, name)) return true;
    return false;
  };
  if (acquire.name_tok >= loop.cond.b && acquire.name_tok < loop.cond.e) return Ends::Exit;
  for (const auto& a : fn.assigns)
    if (acquire.name_tok >= a.rhs.b && acquire.name_tok < a.rhs.e && tested(a.name)) return Ends::Exit;
  for (std::size_t k = loop.body.b; k < loop.body.e; ++k) {
    if (!u.is(k, "if") || !u.is(k + 1, "(") || u.match[k + 1] == SIZE_MAX) continue;
    std::size_t close = u.match[k + 1];
    if (acquire.name_tok <= k + 1 || acquire.name_tok >= close) continue;
    std::size_t s = close + 1;
    if (u.is(s, "{")) ++s;
    if (u.is(s, "break") || u.is(s, "return")) return Ends::Exit;
    std::size_t then_end = u.statement_end(close + 1, loop.body.e);
    for (const auto& a : fn.assigns)
      if (a.name_tok > close && a.name_tok < then_end && !a.element && tested(a.name)) return Ends::Flag;
    return Ends::None;
  }
  return Ends::None;
}

// Whether tokens [b, e) fold several threads onto one value anywhere, in parentheses too: x % K or x & K
// (unless K is a multiple of 64: one thread of each 64 or more), x / K, x >> K.
bool folds_threads(const Unit& u, const Function& fn, Range r) {
  for (std::size_t k = r.b; k < r.e; ++k) {
    if (u.is(k, "/") || u.is(k, ">>")) return true;
    if (u.is(k, "%") || u.is(k, "&")) {
      if (u.is(k, "&") && (k == r.b || !(u.id(k - 1) || u.number(k - 1) || u.is(k - 1, ")"))))
        continue;  // &x
      std::size_t e = k + 1;
      while (e < r.e && (u.id(e) || u.number(e) || u.is(e, "::") || u.is(e, "."))) ++e;
      auto c = u.eval({k + 1, e}, &fn).constant;
      if (!c || *c <= 0 || *c % 64 != 0) return true;
    }
  }
  return false;
}

// Whether one side of a comparison names one thread or lane: a lane id (x % warpSize, __lane_id()), a
// thread index that no %, &, / or >> folds (in the expression or in the definitions of the name it is), or
// an identifier named like one (CUTLASS passes `thread_idx` in).
bool lane_index(const Unit& u, const Function& fn, Range r) {
  Value v = u.eval(r, &fn);
  if (v.level == Level::Varying && v.lane_id) return true;
  if (v.level == Level::Varying && v.thread_index) {
    if (folds_threads(u, fn, r)) return false;
    if (r.e == r.b + 1 && u.id(r.b)) {
      for (const auto& d : fn.decls)
        if (d.name == u.text(r.b) && folds_threads(u, fn, d.init)) return false;
      for (const auto& a : fn.assigns)
        if (a.name == u.text(r.b) && !a.element && folds_threads(u, fn, a.rhs)) return false;
    }
    return true;
  }
  if (r.e != r.b + 1 || !u.id(r.b)) return false;
  std::string lower(u.text(r.b));
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char ch) { return std::tolower(ch); });
  return lower == "tid" || lower.find("thread") != std::string::npos ||
         lower.find("lane") != std::string::npos;
}

// The tokens of `op` in r outside parentheses and brackets.
std::vector<std::size_t> top_level_ops(const Unit& u, Range r, std::string_view op) {
  std::vector<std::size_t> at;
  for (std::size_t k = r.b; k < r.e; ++k) {
    if ((u.is(k, "(") || u.is(k, "[")) && u.match[k] != SIZE_MAX && u.match[k] < r.e)
      k = u.match[k];
    else if (u.is(k, op))
      at.push_back(k);
  }
  return at;
}

// Splits r on a top-level operator (&& or ||).
std::vector<Range> split_on(const Unit& u, Range r, std::string_view op) {
  std::vector<Range> parts;
  std::size_t start = r.b;
  for (std::size_t k : top_level_ops(u, r, op)) {
    parts.push_back({start, k});
    start = k + 1;
  }
  parts.push_back({start, r.e});
  return parts;
}

// `a OP b` at top level of r: the operator's token, else SIZE_MAX.
std::size_t top_level(const Unit& u, Range r, std::string_view op) {
  auto at = top_level_ops(u, r, op);
  return at.empty() ? SIZE_MAX : at.front();
}

Range unparenthesised(const Unit& u, Range r) {
  while (r.e > r.b + 1 && u.is(r.b, "(") && u.match[r.b] == r.e - 1) r = {r.b + 1, r.e - 1};
  return r;
}

// Whether lanes for which `r` holds are one lane of their warp: `lane == 0`, `threadIdx.x == k`,
// `!tid`. `equal` false asks the opposite: whether `r` holds for every lane but one (`tid != 0`,
// `tid > 0`, `tid`), as the condition of an early return.
bool one_lane(const Unit& u, const Function& fn, Range r, bool equal) {
  r = unparenthesised(u, r);
  if (std::size_t op = top_level(u, r, equal ? "==" : "!="); op != SIZE_MAX) {
    Range a{r.b, op}, b{op + 1, r.e};
    // the other side is the same for the lanes of a wavefront, or a lane picked from a lane mask (a ballot's
    // lowest lane: `lane == __ffsll(todo) - 1` runs one lane at a time even where the analysis, after an
    // early return, takes the mask for lane-varying)
    auto uniform = [&](Range x) {
      if (u.eval(x, &fn).level != Level::Varying) return true;
      for (std::size_t k = x.b; k + 1 < x.e; ++k)
        if ((u.is(k, "__ffs") || u.is(k, "__ffsll") || u.is(k, "__fns") || u.is(k, "__fns64")) &&
            u.is(k + 1, "(") && u.match[k + 1] != SIZE_MAX && u.match[k + 1] < x.e &&
            u.eval({k + 2, u.match[k + 1]}, &fn).ballot)
          return true;
      return false;
    };
    return (lane_index(u, fn, a) && uniform(b)) || (lane_index(u, fn, b) && uniform(a));
  }
  if (equal) return u.is(r.b, "!") && lane_index(u, fn, unparenthesised(u, {r.b + 1, r.e}));
  if (std::size_t op = top_level(u, r, ">"); op != SIZE_MAX) {
    auto zero = u.eval({op + 1, r.e}, &fn).constant;
    return zero && *zero == 0 && lane_index(u, fn, {r.b, op});
  }
  // A bare index (`tid`, `threadIdx.x`, `lane_id()`), true for every lane but lane 0.
  for (std::size_t k = r.b; k < r.e; ++k)
    if (!u.id(k) && !u.is(k, ".") && !u.is(k, "->") && !u.is(k, "::") && !u.is(k, "(") && !u.is(k, ")"))
      return false;
  return lane_index(u, fn, r);
}

// Whether token `pos` of `fn` runs in at most one lane of each warp: inside `if (one lane)`, or after
// an `if (all lanes but one) return;` in a block around it.
bool single_lane(const Unit& u, const Function& fn, std::size_t pos) {
  for (std::size_t k = fn.body.b; k < pos; ++k) {
    if (!u.is(k, "if") || !u.is(k + 1, "(") || u.match[k + 1] == SIZE_MAX) continue;
    std::size_t close = u.match[k + 1];
    Range cond{k + 2, close};
    std::size_t then_end = u.statement_end(close + 1, fn.body.e);
    if (pos > close && pos < then_end) {
      for (Range part : split_on(u, cond, "&&"))
        if (one_lane(u, fn, part, true)) return true;
      continue;
    }
    std::size_t s = close + 1;
    if (u.is(s, "{")) ++s;
    if (pos < then_end || !u.is(s, "return")) continue;
    // An early return: its block must hold pos too (an innermost '{' before the if that closes after pos).
    bool encloses = true;
    for (std::size_t j = k; j > fn.body.b; --j)
      if (u.is(j - 1, "{") && u.match[j - 1] != SIZE_MAX) {
        if (u.match[j - 1] > k) {
          encloses = u.match[j - 1] > pos;
          break;
        }
      }
    if (!encloses) continue;
    for (Range part : split_on(u, cond, "||"))
      if (one_lane(u, fn, part, false)) return true;
  }
  return false;
}

struct SpinLoop {
  const Function* fn;
  const Call* acquire;
  bool releases_inside;  // the done-flag form
};

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  std::vector<SpinLoop> found;
  for (const auto& fn : u.functions) {
    if (!fn.device) continue;
    for (const auto& c : fn.calls) {
      if (!acquires(u, fn, c)) continue;
      if (nvidia_only(u, u.toks[c.name_tok]->offset)) continue;
      // The innermost loop around the call (a while loop's condition is recorded with the loop outside).
      const Loop* loop = nullptr;
      for (const auto& l : fn.loops) {
        std::size_t end = std::max({l.body.e, l.cond.e, l.inc.e});
        if (c.name_tok > l.keyword && c.name_tok < end && (!loop || l.keyword > loop->keyword)) loop = &l;
      }
      if (!loop || address_moves(u, *loop, c)) continue;
      const Ends ends = loop_ends_on(u, fn, *loop, c);
      if (ends == Ends::None || single_lane(u, fn, loop->keyword)) continue;
      found.push_back({&fn, &c, ends == Ends::Flag});
    }
  }
  auto line_of = [&](std::size_t tok) {
    std::uint32_t line = 0, col = 0;
    u.line_col(u.toks[tok]->offset, line, col);
    return std::to_string(line);
  };
  const std::string why =
      ": an AMD wavefront runs its lanes in lockstep, so the lane holding the lock waits, masked off, for "
      "the "
      "others to leave the loop, which they leave only once it releases the lock; the kernel hangs (on "
      "NVIDIA GPUs "
      "since Volta, independent thread scheduling lets it run)";
  const std::string flag =
      "; releasing it within the iteration does not help: hipcc 5.7 -O2 for gfx90a compiles this form to the "
      "same "
      "loop, the critical section and the release moved after it";
  for (const auto& s : found) {
    const Function& fn = *s.fn;
    // In a helper (lock(m)), the call sites decide: report those that every lane reaches. A helper
    // nothing here calls (a header's) is reported itself.
    bool called = false;
    std::vector<std::pair<const Function*, const Call*>> sites;
    if (!fn.global)
      for (const auto& caller : u.functions)
        for (const auto& c : caller.calls)
          if (c.name == fn.name && &caller != &fn) {
            called = true;
            if (!single_lane(u, caller, c.name_tok) && !nvidia_only(u, u.toks[c.name_tok]->offset))
              sites.push_back({&caller, &c});
          }
    if (!called) {
      ctx.report(info, s.acquire->name_tok,
                 "each lane that reaches this loop spins until its own '" + s.acquire->name +
                     "' takes the lock" + why + (s.releases_inside ? flag : ""));
      continue;
    }
    for (const auto& [caller, c] : sites)
      ctx.report(info, c->name_tok,
                 quoted(fn.name) + ", called by each lane that gets here, spins until its own '" +
                     s.acquire->name + "' (line " + line_of(s.acquire->name_tok) + ") takes the lock" + why +
                     (s.releases_inside ? flag : ""));
  }
}

}  // namespace

CW_LINT_RULE(
    RuleInfo{
        "lane-spin-lock", Severity::Error,
        "A spin lock each lane takes for itself: a loop that goes round until this lane's "
        "atomicCAS/atomicExch "
        "takes the lock.",
        "The lanes of an AMD wavefront execute in lockstep under an exec mask. When several lanes of one "
        "wavefront spin on the same lock, the winner is masked off until the losers leave the loop, and "
        "they leave only after the winner releases the lock: a deadlock (LLVM's OpenMP runtime takes "
        "its amdgcn locks with one lane for this reason). Releasing the lock inside the loop's iteration "
        "does not save it: the compiler may move the critical section after the loop, as hipcc 5.7 does "
        "at -O2 for gfx90a. It works on NVIDIA GPUs since Volta only because of independent thread "
        "scheduling, and hung on earlier NVIDIA GPUs too.",
        "Let one lane of the wavefront at a time take the lock, the loop over the lanes being the same for "
        "the whole wavefront: `for (unsigned long long todo = __ballot(1); todo; todo &= todo - 1) if "
        "(__lane_id() == __ffsll(todo) - 1) { while (atomicCAS(&lock, 0, 1) != 0) {} /* work */ "
        "__threadfence(); atomicExch(&lock, 0); }`; or take it once for the wavefront with one lane "
        "(`if (lane == 0)`) and share the work; or replace the lock by atomics on the data.",
        false},
    check);

}  // namespace crosswarp::lint
