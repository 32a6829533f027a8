// The state of one running block: its GPU threads (lanes, fibers) and what each waits at.
#pragma once

#include <boost/context/detail/fcontext.hpp>

#include "../include/crosswarp_simt/detail.h"

#include <cstdint>
#include <string>
#include <vector>

namespace crosswarp::simt::rt {

struct Launch;

enum class LaneState : std::uint8_t { Ready, Running, AtWarpOp, AtBarrier, Exited };

struct BarrierSite {
  detail::BarrierKind kind;
  bool predicate;
  const char* file;
  unsigned line;
  const char* function;
};

struct Lane {
  boost::context::detail::fcontext_t context = nullptr;
  LaneState state = LaneState::Ready;
  int index = 0;  // linear thread index in the block
  detail::WarpOp* op = nullptr;
  BarrierSite barrier{};
  int barrier_result = 0;
  const char* yield_what = nullptr;  // the call where the thread last yielded (__nanosleep, atomicCAS)
  const char* yield_file = nullptr;
  unsigned yield_line = 0;
  bool end_requested = false;  // set by the scheduler: the thread ends when resumed (a spin nothing releases)
  detail::ThreadState ts{};
};

class BlockRun {
 public:
  BlockRun(Launch& l, uint3 idx) : launch(&l), block_idx(idx) {}
  void run();

  // Called from a fiber: back to the scheduler until resumed.
  void suspend();
  void report_thread(const Lane& lane, const std::string& what);

  Launch* launch;
  uint3 block_idx;
  Lane* lanes = nullptr;
  int nthreads = 0, warp_size = 0, nwarps = 0;
  int current = 0;
  boost::context::detail::fcontext_t scheduler = nullptr;
  const void* scheduler_stack = nullptr;  // for AddressSanitizer's fiber annotations
  std::size_t scheduler_stack_size = 0;

 private:
  std::string where() const;
  std::string where_warp(int warp, std::uint64_t lanes_mask) const;
  // Resolves the warp collectives whose lanes have all met; with force, reports and resolves the
  // rest (nothing else can move). Returns whether any lane was released.
  bool resolve_warps(bool force);
  // Releases the barrier when every live thread waits at one (reporting mismatched call sites and
  // threads that exited without reaching it). Returns whether it did.
  bool release_barrier();
  // After a round in which threads yielded (__nanosleep) and nothing else can move: when no thread has
  // reached a barrier, a warp collective or its end for spin_seconds() of such rounds, reports the threads
  // still spinning and ends them (a spin-wait nothing releases, which would hang on a GPU too).
  void end_endless_spin(bool progressed);
  std::uint64_t idle_rounds = 0;
  double idle_since = 0;  // steady-clock seconds at the last progress
  void check_red_zones(const unsigned char* shared, std::size_t dyn, std::size_t right_zone);

  // One group: lanes of one warp at the same collective call site (and, for *_sync, the same mask).
  struct Group {
    int warp;
    std::uint64_t lanes;  // bits relative to the warp's first thread
    detail::WarpOp* op;   // the first lane's record: kind, site, mask
  };
  std::vector<Group> groups_of(int warp) const;
  bool satisfied(const Group& g, const std::vector<Group>& all, std::string* why) const;
  void resolve(const Group& g);
  std::string describe_lanes_elsewhere(int warp, std::uint64_t lanes) const;
  Lane& lane_of(int warp, int lane) const { return lanes[warp * warp_size + lane]; }
  std::uint64_t existing_lanes(int warp) const;
  std::uint64_t lanes_in_state(int warp, LaneState s) const;
};

std::string lane_list(std::uint64_t mask);

// Fault handling (fault_handler.cpp): SIGSEGV/SIGBUS in a guard page of ours (dynamic shared memory
// out of bounds, a GPU thread's stack overflow) prints what happened before the default action.
void ensure_fault_handler();
// Implemented with the scheduler: fills msg when address is one of this thread's guard pages.
bool explain_fault(const void* address, char* msg, std::size_t n);
const char* op_name(const detail::WarpOp& op);

}  // namespace crosswarp::simt::rt
