// Warp collectives and block barriers: when the lanes of a warp have met, compute each lane's
// result; when they cannot meet, say which lanes are where and why that is misuse.
#include "block_scheduler.h"
#include "internal.h"

#include <cstdio>
#include <cstring>

namespace crosswarp::simt::rt {

using detail::OpKind;
using detail::WarpOp;

namespace {

// __syncwarp may be reached from different call sites (CUDA allows it since Volta); every other
// collective must be the same call.
bool same_site(const WarpOp& a, const WarpOp& b) {
  if (a.kind == OpKind::SyncWarp && b.kind == OpKind::SyncWarp) return true;
  return a.kind == b.kind && a.sync == b.sync && a.line == b.line &&
         (a.file == b.file || std::strcmp(a.file, b.file) == 0);
}

std::string site(const char* file, unsigned line) {
  const char* slash = std::strrchr(file, '/');
  return std::string(slash ? slash + 1 : file) + ":" + std::to_string(line);
}

std::string hex_mask(std::uint64_t m) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%016llx", static_cast<unsigned long long>(m));
  return buf;
}

}  // namespace

const char* op_name(const WarpOp& op) {
  switch (op.kind) {
    case OpKind::Shfl: return op.sync ? "__shfl_sync" : "__shfl";
    case OpKind::ShflUp: return op.sync ? "__shfl_up_sync" : "__shfl_up";
    case OpKind::ShflDown: return op.sync ? "__shfl_down_sync" : "__shfl_down";
    case OpKind::ShflXor: return op.sync ? "__shfl_xor_sync" : "__shfl_xor";
    case OpKind::Ballot: return op.sync ? "__ballot_sync" : "__ballot";
    case OpKind::Any: return op.sync ? "__any_sync" : "__any";
    case OpKind::All: return op.sync ? "__all_sync" : "__all";
    case OpKind::ActiveMask: return "__activemask";
    case OpKind::SyncWarp: return "__syncwarp";
    case OpKind::MatchAny: return "__match_any_sync";
    case OpKind::MatchAll: return "__match_all_sync";
  }
  return "collective";
}

std::string lane_list(std::uint64_t mask) {
  // Every k-th lane (k > 1, at least 3 lanes): "1-63 step 2" instead of 32 numbers.
  int n = __builtin_popcountll(mask);
  if (n >= 3) {
    int first = __builtin_ctzll(mask), last = 63 - __builtin_clzll(mask);
    int step = (last - first) / (n - 1);
    if (step > 1 && (last - first) % (n - 1) == 0) {
      std::uint64_t m = 0;
      for (int l = first; l <= last; l += step) m |= 1ull << l;
      if (m == mask) return std::to_string(first) + "-" + std::to_string(last) + " step " + std::to_string(step);
    }
  }
  std::string out;
  for (int i = 0; i < 64;) {
    if (!(mask >> i & 1)) {
      ++i;
      continue;
    }
    int j = i;
    while (j + 1 < 64 && (mask >> (j + 1) & 1)) ++j;
    if (!out.empty()) out += ",";
    out += std::to_string(i);
    if (j > i) {
      out += '-';
      out += std::to_string(j);
    }
    i = j + 1;
  }
  return out.empty() ? "none" : out;
}

std::string BlockRun::where_warp(int warp, std::uint64_t m) const {
  return where() + " warp " + std::to_string(warp) + " lanes " + lane_list(m);
}

std::uint64_t BlockRun::existing_lanes(int warp) const {
  int n = std::min(warp_size, nthreads - warp * warp_size);
  return n >= 64 ? ~0ull : ((1ull << n) - 1);
}

std::uint64_t BlockRun::lanes_in_state(int warp, LaneState s) const {
  std::uint64_t m = 0, exist = existing_lanes(warp);
  for (int l = 0; l < warp_size; ++l)
    if ((exist >> l & 1) && lane_of(warp, l).state == s) m |= 1ull << l;
  return m;
}

std::vector<BlockRun::Group> BlockRun::groups_of(int warp) const {
  std::vector<Group> groups;
  std::uint64_t waiting = lanes_in_state(warp, LaneState::AtWarpOp);
  for (int l = 0; l < warp_size; ++l) {
    if (!(waiting >> l & 1)) continue;
    WarpOp* op = lane_of(warp, l).op;
    bool placed = false;
    for (auto& g : groups)
      if (same_site(*g.op, *op) && (!op->sync || g.op->mask == op->mask)) {
        g.lanes |= 1ull << l;
        placed = true;
        break;
      }
    if (!placed) groups.push_back(Group{warp, 1ull << l, op});
  }
  return groups;
}

// Where lanes of `warp` other than the ones meeting are: at a barrier, another collective, exited.
std::string BlockRun::describe_lanes_elsewhere(int warp, std::uint64_t m) const {
  std::string out;
  std::uint64_t at_barrier = 0, exited = 0;
  std::vector<std::pair<const WarpOp*, std::uint64_t>> at_ops;
  for (int l = 0; l < warp_size; ++l) {
    if (!(m >> l & 1)) continue;
    const Lane& ln = lane_of(warp, l);
    if (ln.state == LaneState::AtBarrier) at_barrier |= 1ull << l;
    if (ln.state == LaneState::Exited) exited |= 1ull << l;
    if (ln.state == LaneState::AtWarpOp) {
      bool placed = false;
      for (auto& [op, mm] : at_ops)
        if (same_site(*op, *ln.op) && op->mask == ln.op->mask) mm |= 1ull << l, placed = true;
      if (!placed) at_ops.push_back({ln.op, 1ull << l});
    }
  }
  auto add = [&](const std::string& s) { out += (out.empty() ? "" : "; ") + s; };
  if (at_barrier) {
    const Lane& first = lane_of(warp, __builtin_ctzll(at_barrier));
    add("lanes " + lane_list(at_barrier) + " wait at __syncthreads (" + site(first.barrier.file, first.barrier.line) + ")");
  }
  for (auto& [op, mm] : at_ops) {
    std::string s = "lanes " + lane_list(mm) + " are at " + op_name(*op) + " (" + site(op->file, op->line) + ")";
    if (op->sync) s += " with mask " + hex_mask(op->mask);
    add(s);
  }
  if (exited) add("lanes " + lane_list(exited) + " have exited");
  return out;
}

bool BlockRun::satisfied(const Group& g, const std::vector<Group>& all, std::string* why) const {
  const WarpOp& op = *g.op;
  std::uint64_t exist = existing_lanes(g.warp);
  if (op.sync) {
    std::uint64_t required = op.mask & exist & ~lanes_in_state(g.warp, LaneState::Exited);
    std::uint64_t missing = required & ~g.lanes;
    if (missing && why)
      *why = std::string(op_name(op)) + " (" + site(op.file, op.line) + ") mask " + hex_mask(op.mask) +
             " names lanes " + lane_list(missing) + " that never arrive here (" + describe_lanes_elsewhere(g.warp, missing) + ")";
    return !missing;
  }
  // A non-sync collective runs with the lanes active now: it must wait while other lanes of the
  // warp are at other collectives (they may yet come here), and is misuse if they never do.
  std::uint64_t others = 0;
  for (const auto& o : all)
    if (o.op != g.op) others |= o.lanes;
  if (others && why)
    *why = std::string("lanes of one warp reach different collectives: lanes ") + lane_list(g.lanes) + " at " +
           op_name(op) + " (" + site(op.file, op.line) + "); " + describe_lanes_elsewhere(g.warp, others);
  return !others;
}

void BlockRun::resolve(const Group& g) {
  const WarpOp& head = *g.op;
  std::uint64_t readable = head.sync ? (g.lanes & head.mask) : g.lanes;
  if (head.sync && (g.lanes & ~head.mask))
    launch->report(where_warp(g.warp, g.lanes & ~head.mask),
                   std::string(op_name(head)) + " (" + site(head.file, head.line) + ") mask " + hex_mask(head.mask) +
                       " leaves out the calling lanes",
                   true);
  std::uint64_t exist = existing_lanes(g.warp);
  std::uint64_t ballot = 0;
  for (int l = 0; l < warp_size; ++l)
    if ((readable >> l & 1) && lane_of(g.warp, l).op->arg) ballot |= 1ull << l;

  bool is_shuffle = head.kind == OpKind::Shfl || head.kind == OpKind::ShflUp || head.kind == OpKind::ShflDown ||
                    head.kind == OpKind::ShflXor;
  std::uint64_t bad_readers[4] = {}, bad_sources[4] = {};
  for (int l = 0; l < warp_size; ++l) {
    if (!(g.lanes >> l & 1)) continue;
    Lane& lane = lane_of(g.warp, l);
    WarpOp& op = *lane.op;
    if (is_shuffle) {
      int width = op.width;
      if (width <= 0 || width > warp_size || (width & (width - 1))) {
        launch->report(where_warp(g.warp, 1ull << l),
                       std::string(op_name(op)) + " (" + site(op.file, op.line) + ") width " + std::to_string(width) +
                           " is not a power of two from 1 to the wavefront size " + std::to_string(warp_size),
                       true);
        width = warp_size;
      }
      int base = l & ~(width - 1), src = l;
      switch (op.kind) {
        case OpKind::Shfl: src = base + (op.arg & (width - 1)); break;
        case OpKind::ShflUp: src = (l - base) >= op.arg ? l - op.arg : l; break;
        case OpKind::ShflDown: src = (l - base) + op.arg < width ? l + op.arg : l; break;
        default: {
          int x = l ^ op.arg;
          src = (x >= base && x < base + width) ? x : l;
        }
      }
      const unsigned char* from = op.value;
      if (src != l) {
        if (src >= 0 && src < 64 && (readable >> src & 1)) {
          from = lane_of(g.warp, src).op->value;
        } else if (!head.sync || (head.mask >> l & 1)) {  // lanes outside their mask are reported above
          int why;
          if (src < 0 || src >= warp_size || !(exist >> src & 1))
            why = 0;
          else if (lane_of(g.warp, src).state == LaneState::Exited)
            why = 1;
          else if (head.sync && !(head.mask >> src & 1))
            why = 2;
          else
            why = 3;
          bad_readers[why] |= 1ull << l;
          if (src >= 0 && src < 64) bad_sources[why] |= 1ull << src;
        }
      }
      std::memcpy(op.result, from, sizeof op.result);
    } else {
      switch (op.kind) {
        case OpKind::Ballot: op.result_mask = ballot; break;
        case OpKind::Any: op.result_mask = ballot != 0; break;
        case OpKind::All: op.result_mask = ballot == readable; break;
        case OpKind::ActiveMask: op.result_mask = g.lanes; break;
        case OpKind::MatchAny:
        case OpKind::MatchAll: {
          std::uint64_t same = 0;
          for (int k = 0; k < warp_size; ++k)
            if ((readable >> k & 1) && !std::memcmp(lane_of(g.warp, k).op->value, op.value, op.value_size))
              same |= 1ull << k;
          if (op.kind == OpKind::MatchAny) {
            op.result_mask = same;
          } else {
            op.result[0] = same == readable;
            op.result_mask = same == readable ? readable : 0;
          }
          break;
        }
        default: op.result_mask = 0;
      }
    }
  }
  for (int why = 0; why < 4; ++why) {
    if (!bad_readers[why]) continue;
    std::string what;
    switch (why) {
      case 0: what = "which do not exist in this " + std::string(exist == (warp_size == 64 ? ~0ull : (1ull << warp_size) - 1) ? "wavefront" : "partial warp"); break;
      case 1: what = "which have exited"; break;
      case 2: what = "which are outside the mask " + hex_mask(head.mask); break;
      default: what = "which are not taking part (" + describe_lanes_elsewhere(g.warp, bad_sources[why]) + ")";
    }
    launch->report(where_warp(g.warp, bad_readers[why]),
                   std::string(op_name(head)) + " (" + site(head.file, head.line) + ") reads lanes " +
                       (bad_sources[why] ? lane_list(bad_sources[why]) : std::string("beyond the wavefront")) + ", " + what +
                       "; those reads return the reader's own value",
                   true);
  }
}

bool BlockRun::resolve_warps(bool force) {
  bool any = false;
  for (int w = 0; w < nwarps; ++w) {
    auto groups = groups_of(w);
    // Decide (and explain) for every group before any lane moves on, so that each explanation sees
    // where the other lanes are now.
    std::vector<const Group*> chosen;
    for (const auto& g : groups) {
      std::string why;
      if (satisfied(g, groups, force ? &why : nullptr)) {
        chosen.push_back(&g);
      } else if (force) {
        launch->report(where_warp(w, g.lanes), why, true);
        chosen.push_back(&g);  // resolved with the lanes that are here: report, do not hang
      }
    }
    for (const Group* g : chosen) resolve(*g);
    for (const Group* g : chosen)
      for (int l = 0; l < warp_size; ++l)
        if (g->lanes >> l & 1) lane_of(w, l).state = LaneState::Ready;
    any = any || !chosen.empty();
  }
  return any;
}

bool BlockRun::release_barrier() {
  std::vector<int> waiting;
  std::uint64_t exited = 0;
  for (int i = 0; i < nthreads; ++i) {
    // a thread at a collective, or one still running (it yielded in a spin-wait), may yet come here
    if (lanes[i].state == LaneState::AtWarpOp || lanes[i].state == LaneState::Ready) return false;
    if (lanes[i].state == LaneState::AtBarrier) waiting.push_back(i);
    if (lanes[i].state == LaneState::Exited) ++exited;
  }
  if (waiting.empty()) return false;
  const BarrierSite& first = lanes[waiting[0]].barrier;
  int count = 0;
  bool all = true, some = false;
  std::string mismatch;
  for (int i : waiting) {
    const BarrierSite& b = lanes[i].barrier;
    count += b.predicate;
    all = all && b.predicate;
    some = some || b.predicate;
    if (mismatch.empty() && (b.line != first.line || std::strcmp(b.file, first.file) != 0 || b.kind != first.kind))
      mismatch = "thread " + std::to_string(i) + " waits at __syncthreads (" + site(b.file, b.line) + ")";
  }
  if (!mismatch.empty())
    launch->report(where(), "__syncthreads (" + site(first.file, first.line) + ") is not reached by every live thread: thread " +
                                std::to_string(waiting[0]) + " waits there, " + mismatch,
                   true);
  if (exited)
    launch->report(where(), "__syncthreads (" + site(first.file, first.line) + ") reached by " + std::to_string(waiting.size()) +
                                " threads; " + std::to_string(exited) + " threads of the block exited without reaching it",
                   false);
  for (int i : waiting) {
    Lane& l = lanes[i];
    switch (l.barrier.kind) {
      case detail::BarrierKind::Count: l.barrier_result = count; break;
      case detail::BarrierKind::And: l.barrier_result = all; break;
      case detail::BarrierKind::Or: l.barrier_result = some; break;
      default: l.barrier_result = 0;
    }
    l.state = LaneState::Ready;
  }
  return true;
}

}  // namespace crosswarp::simt::rt
