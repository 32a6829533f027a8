// lane-spin-lock: a spin lock that every lane acquires for itself, the loop exiting only once this
// lane has taken it:
//
//   while (atomicCAS(&lock, 0, 1) != 0) {}     // or atomicExch(&lock, 1), a do-while, an
//   ... critical section ...                   // `if (atomicCAS(...) == 0) break;`, a lock() helper
//   atomicExch(&lock, 0);
//
// An AMD wavefront runs its lanes in lockstep: the lane that takes the lock waits, masked off, for
// the others to leave the loop, and they wait for it to release the lock. The kernel hangs (so did
// NVIDIA's before Volta; Volta's independent thread scheduling is what lets it work there now).
//
// Not reported: the acquire and the release in one iteration of the loop (the portable form); a
// loop run by one lane (under `if (threadIdx.x == 0)`, `lane == 0`, after `if (tid != 0) return;`);
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
bool acquires(const Unit& u, const Function& fn, const Call& c, std::string* root) {
  auto constant = [&](Range r) { return u.eval(r, &fn).constant; };
  const std::string_view n = c.name;
  if (n.starts_with("atomicCAS") && c.args.size() == 3) {
    auto a = constant(c.args[1]), b = constant(c.args[2]);
    if (!a || !b || *a == *b) return false;
    *root = address_root(u, c.args[0]);
  } else if (n.starts_with("atomicExch") && c.args.size() == 2) {
    auto v = constant(c.args[1]);
    if (!v || *v == 0) return false;
    *root = address_root(u, c.args[0]);
  } else if (!c.object.empty() &&
             (n == "test_and_set" || (n == "exchange" && !c.args.empty() && constant(c.args[0])))) {
    *root = c.object;
  } else {
    return false;
  }
  return !root->empty();
}

// Whether the loop contains something that gives the lock back or moves on: another atomic on the
// same variable, a store to it, a call whose name says unlock/release, or a change of a variable of
// the address (the next slot of a probe).
bool releases_or_moves(const Unit& u, const Function& fn, const Loop& loop, const Call& acquire,
                       const std::string& root) {
  Range whole{loop.keyword, std::max({loop.body.e, loop.cond.e, loop.inc.e})};
  for (const auto& c : fn.calls) {
    if (c.name_tok < whole.b || c.name_tok >= whole.e || c.name_tok == acquire.name_tok) continue;
    std::string lower(c.name);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char ch) { return std::tolower(ch); });
    if (lower.find("unlock") != std::string::npos || lower.find("release") != std::string::npos) return true;
    if (c.object == root && (c.name == "clear" || c.name == "store" || c.name == "exchange")) return true;
    if (c.name.starts_with("atomic") || c.name.starts_with("__atomic") || c.name.starts_with("__hip_atomic"))
      if (!c.args.empty() && address_root(u, c.args[0]) == root) return true;
  }
  for (const auto& a : fn.assigns)  // a store to the lock (lock = 0, *lock = 0, locks[i] = 0)
    if (a.name_tok >= whole.b && a.name_tok < whole.e && a.name == root) return true;
  // A change of a name the acquire's address is computed from: the next slot of a probe.
  std::vector<std::string_view> names;
  if (acquire.object.empty() && !acquire.args.empty())
    for (std::size_t k = acquire.args[0].b; k < acquire.args[0].e; ++k)
      if (u.id(k)) names.push_back(u.text(k));
  for (std::size_t k = whole.b; k < whole.e; ++k) {
    if (!u.id(k) || std::find(names.begin(), names.end(), u.text(k)) == names.end()) continue;
    if (u.is(k - 1, "++") || u.is(k - 1, "--") || u.is(k + 1, "++") || u.is(k + 1, "--") ||
        u.has_class(k + 1, Unit::kAssignOp))
      return true;
  }
  return false;
}

// Whether the loop ends once the acquire succeeds: the acquire in the loop's condition, its value
// assigned to a variable the condition tests (do { old = atomicCAS(...); } while (old != 0)), or the
// acquire in an if whose statement leaves the loop.
bool loop_exits_on(const Unit& u, const Function& fn, const Loop& loop, const Call& acquire) {
  if (acquire.name_tok >= loop.cond.b && acquire.name_tok < loop.cond.e) return true;
  for (const auto& a : fn.assigns)
    if (acquire.name_tok >= a.rhs.b && acquire.name_tok < a.rhs.e)
      for (std::size_t k = loop.cond.b; k < loop.cond.e; ++k)
        if (u.is(k, a.name)) return true;
  for (std::size_t k = loop.body.b; k < loop.body.e; ++k) {
    if (!u.is(k, "if") || !u.is(k + 1, "(") || u.match[k + 1] == SIZE_MAX) continue;
    std::size_t close = u.match[k + 1];
    if (acquire.name_tok <= k + 1 || acquire.name_tok >= close) continue;
    std::size_t s = close + 1;
    if (u.is(s, "{")) ++s;
    return u.is(s, "break") || u.is(s, "return");
  }
  return false;
}

// Whether one side of a comparison names the thread or lane: a lane-varying thread or lane index, or
// an identifier named like one (CUTLASS passes `thread_idx` in).
bool lane_index(const Unit& u, const Function& fn, Range r) {
  Value v = u.eval(r, &fn);
  if (v.level == Level::Varying && (v.thread_index || v.lane_id)) return true;
  if (r.e != r.b + 1 || !u.id(r.b)) return false;
  std::string lower(u.text(r.b));
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char ch) { return std::tolower(ch); });
  return lower == "tid" || lower.find("thread") != std::string::npos ||
         lower.find("lane") != std::string::npos;
}

// Splits [b, e) on a top-level operator (&& or ||).
std::vector<Range> split_on(const Unit& u, Range r, std::string_view op) {
  std::vector<Range> parts;
  std::size_t start = r.b;
  for (std::size_t k = r.b; k < r.e; ++k) {
    if ((u.is(k, "(") || u.is(k, "[")) && u.match[k] != SIZE_MAX && u.match[k] < r.e)
      k = u.match[k];
    else if (u.is(k, op)) {
      parts.push_back({start, k});
      start = k + 1;
    }
  }
  parts.push_back({start, r.e});
  return parts;
}

// `a OP b` at top level of r: the operator's token, else SIZE_MAX.
std::size_t top_level(const Unit& u, Range r, std::string_view op) {
  for (std::size_t k = r.b; k < r.e; ++k) {
    if ((u.is(k, "(") || u.is(k, "[")) && u.match[k] != SIZE_MAX && u.match[k] < r.e)
      k = u.match[k];
    else if (u.is(k, op))
      return k;
  }
  return SIZE_MAX;
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
    auto uniform = [&](Range x) { return u.eval(x, &fn).level != Level::Varying; };
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
};

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  std::vector<SpinLoop> found;
  for (const auto& fn : u.functions) {
    if (!fn.device) continue;
    for (const auto& c : fn.calls) {
      std::string root;
      if (!acquires(u, fn, c, &root)) continue;
      if (nvidia_only(u, u.toks[c.name_tok]->offset)) continue;
      // The innermost loop around the call (a while loop's condition is recorded with the loop outside).
      const Loop* loop = nullptr;
      for (const auto& l : fn.loops) {
        std::size_t end = std::max({l.body.e, l.cond.e, l.inc.e});
        if (c.name_tok > l.keyword && c.name_tok < end && (!loop || l.keyword > loop->keyword)) loop = &l;
      }
      if (!loop || !loop_exits_on(u, fn, *loop, c) || releases_or_moves(u, fn, *loop, c, root)) continue;
      if (single_lane(u, fn, loop->keyword)) continue;
      found.push_back({&fn, &c});
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
      "NVIDIA "
      "GPUs since Volta, independent thread scheduling lets it run)";
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
                     "' takes the lock" + why);
      continue;
    }
    for (const auto& [caller, c] : sites)
      ctx.report(info, c->name_tok,
                 quoted(fn.name) + ", called by each lane that gets here, spins until its own '" +
                     s.acquire->name + "' (line " + line_of(s.acquire->name_tok) + ") takes the lock" + why);
  }
}

}  // namespace

CW_LINT_RULE(
    RuleInfo{
        "lane-spin-lock", Severity::Error,
        "A spin lock each lane takes for itself: a loop that ends only once this lane's atomicCAS/atomicExch "
        "took the lock, with the critical section after it.",
        "The lanes of an AMD wavefront execute in lockstep under an exec mask. When several lanes of one "
        "wavefront spin on the same lock, the winner is masked off until the losers leave the loop, and "
        "they leave only after the winner releases the lock: a deadlock (LLVM's OpenMP runtime takes "
        "its amdgcn locks with one lane for this reason). It works on NVIDIA GPUs since Volta only "
        "because of independent thread scheduling, and hung on earlier NVIDIA GPUs too.",
        "Take the lock, do the work and release it in one iteration of the loop: `bool done = false; "
        "while (!done) { if (atomicCAS(&lock, 0, 1) == 0) { /* work */ __threadfence(); "
        "atomicExch(&lock, 0); done = true; } }`; or take it with one lane of the wavefront "
        "(`if (lane == 0)`) and share the work; or replace the lock by atomics on the data.",
        false},
    check);

}  // namespace crosswarp::lint
