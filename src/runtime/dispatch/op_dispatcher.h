// OpDispatcher: runs ops on one backend device, choosing a variant per (op, shape bucket) and
// falling back — as an event, never silently — when a variant or the backend fails.
//
// Choice, once per (op, bucket):
//   1. static rules: variants whose warp width does not match the device's wavefront size are
//      dropped (a W=64 kernel on a 32-lane device is wrong, not slow); callers drop shape- or
//      dtype-specific candidates before calling (e.g. fused attention above its head_dim limit).
//      One candidate left -> source "rule".
//   2. the disk cache (VariantCache) for this device, op and bucket -> "cache".
//   3. timing every candidate on the real call with the backend's events (one warm-up, then
//      kTuneReps launches each) -> "tuned", stored in the cache. Only calls that can be re-run
//      (no output aliases an input) are timed; others take the first candidate -> "rule".
// Re-check: one launch in `recheck_interval` per key is timed again. When two samples in a row are
// slower than the best known time / 0.9 (below 90% of the best known speed), every candidate is
// re-timed; if another one is now faster by more than 10%, the current one is demoted (remembered
// in the cache), the new winner is used and reported with source "demoted". If the current one is
// still the fastest, the whole device slowed down: the baseline is updated, nothing is demoted.
// Failure: a variant that returns an error falls back to the next candidate; when none is left, an
// ABI op runs on the built-in CPU backend (tensors copied over and back). Each is a FallbackEvent in
// the Monitor; strict mode turns it into Error(ErrorKind::Strict). CW_E_INVALID is a bug of the
// caller, never a fallback: it throws Error(Internal) naming the op and backend.
#pragma once

#include "runtime/dispatch/variant_cache.h"
#include "runtime/monitor.h"

#include <crosswarp/plugin_abi.h>
#include <crosswarp/runtime.h>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace crosswarp::dispatch {

struct DispatchOptions {
  bool tune = true;
  bool use_cache = true;
  std::string cache_dir;  // "" = VariantCache::default_dir()
  bool strict = false;
  int recheck_interval = 64;  // 0 = never re-time
  // Candidates faster than this per launch (eager) are timed again from a captured graph, where the
  // backend records graphs (op_dispatcher.cpp: time_candidate_graph).
  double graph_timing_below_ms = 0.05;
  // op -> variant name to use whenever it is a candidate (reported with source "rule"); for
  // tests, benchmarks and users who know better.
  std::map<std::string, std::string> force_variant;
};

// A way to run one op: an ABI variant of it, or a composite path (e.g. unfused attention).
struct Candidate {
  std::string name;
  int warp_width = 0;                // 0 = any wavefront
  std::function<int()> run;          // enqueues on the dispatcher's stream; CW_OK or a CW_E_* code
  std::function<std::string()> error;  // describes the last failure (the backend's last_error)
};

class OpDispatcher {
 public:
  OpDispatcher(std::shared_ptr<Backend> backend, int device, cw_stream stream, runtime::Monitor& monitor,
               DispatchOptions options);
  ~OpDispatcher();
  OpDispatcher(const OpDispatcher&) = delete;
  OpDispatcher& operator=(const OpDispatcher&) = delete;

  // Runs an ABI op (call.variant is chosen here).
  void run(const cw_op_call& call);
  // Runs `op` through one of `candidates` (ABI variants and/or composite paths). `rerunnable`: the
  // candidates may be run several times on the same inputs (needed to time them).
  void run_candidates(const std::string& op, const std::string& bucket, std::vector<Candidate> candidates,
                      bool rerunnable);

  // The ABI variants of `op` on this backend device as Candidates running `call` (static rules
  // applied); empty when the backend has none.
  std::vector<Candidate> abi_candidates(const cw_op_call& call);

  // Whether the options pin `op` to `variant`.
  bool forced(const std::string& op, const std::string& variant) const {
    auto it = options_.force_variant.find(op);
    return it != options_.force_variant.end() && it->second == variant;
  }
  bool forced(const std::string& op) const { return options_.force_variant.count(op) > 0; }
  const std::string& device_key() const { return device_key_; }
  const std::string& cache_path() const { return cache_.path(); }
  int wavefront_size() const { return wavefront_; }
  const Backend& backend() const { return *backend_; }

  // The bucket of a call: op, dtype, each tensor's dims rounded up to a power of two, int params.
  static std::string shape_bucket(const cw_op_call& call);

  // Graph capture (the caller records the stream into a graph and replays it): while on, every op
  // must already have its variant chosen and nothing may synchronize, so no tuning, no re-check
  // sample and no fallback happens; any of those throws Error(Runtime) ("... during graph
  // capture") and the caller abandons the capture and runs eagerly.
  void set_capturing(bool on) { capturing_ = on; }
  bool capturing() const { return capturing_; }
  // Changes whenever a key's chosen variant changes (tuning, demotion, failure): a graph captured
  // under an older generation replays stale choices and must be captured again.
  uint64_t generation() const { return generation_; }

 private:
  struct KeyState;
  KeyState& state(const std::string& op, const std::string& bucket);
  void choose(KeyState& st, const std::string& op, const std::string& bucket, std::vector<Candidate>& cands,
              bool rerunnable);
  double time_candidate(Candidate& c, int reps);  // ms per launch, < 0 on failure
  double time_candidate_graph(Candidate& c);       // the same from a captured graph, < 0 when not possible
  void report_failure(const std::string& op, const std::string& from, const std::string& to, const std::string& why);
  void run_on_cpu(const cw_op_call& call, const std::string& why);

  std::shared_ptr<Backend> backend_;
  std::shared_ptr<Backend> cpu_;
  int device_;
  cw_stream stream_;
  runtime::Monitor& monitor_;
  DispatchOptions options_;
  VariantCache cache_;
  std::string device_key_;
  int wavefront_ = 0;
  cw_event ev_start_ = nullptr, ev_stop_ = nullptr;
  std::map<std::string, std::unique_ptr<KeyState>> states_;
  // Steady-state fast path for ABI ops: a hash of the call's descriptors (op, dtypes, shapes,
  // strides, int params) -> the state and variant index chosen for it, so that a repeated launch
  // does not rebuild its bucket string or candidate list (a BERT-large forward is ~170 launches;
  // the slow path costs microseconds each, the fast path a hash and a map lookup).
  struct FastEntry {
    uint32_t op;
    uint32_t variant;
    KeyState* state;
    std::string name;
  };
  std::unordered_map<uint64_t, FastEntry> fast_;
  bool capturing_ = false;
  uint64_t generation_ = 0;
};

}  // namespace crosswarp::dispatch
