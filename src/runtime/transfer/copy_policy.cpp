// The size-aware copy policy: which path a pageable copy of N bytes takes, from the time models
// calibration fitted (or from the seed's rule when nothing was measured: < 1 MB synchronous,
// larger copies staged).
#include "runtime/transfer/copy_policy.h"

#include <algorithm>
#include <limits>

namespace crosswarp {

const char* to_string(CopyPath path) {
  switch (path) {
    case CopyPath::Direct: return "direct";
    case CopyPath::Driver: return "driver";
    case CopyPath::Staged: return "staged";
  }
  return "?";
}

const char* to_string(CopyDirection direction) {
  return direction == CopyDirection::HostToDevice ? "h2d" : "d2h";
}

double PathModel::seconds(size_t bytes) const {
  if (gbps <= 0) return std::numeric_limits<double>::infinity();
  return latency_us * 1e-6 + double(bytes) / (gbps * 1e9);
}

CopyPath CopyPolicy::choose(size_t bytes) const {
  if (bytes >= small_threshold) return CopyPath::Staged;
  if (staged_small_from > 0) return bytes >= staged_small_from ? CopyPath::Staged : CopyPath::Driver;
  // Below the threshold: whichever of the two small paths the probe measured cheaper. Unmeasured
  // (the seed policy) means synchronous, as the seed asks for copies under 1 MB.
  if (staged_small.usable() && driver.usable() && staged_small.seconds(bytes) < driver.seconds(bytes))
    return CopyPath::Staged;
  return CopyPath::Driver;
}

namespace transfer {

CopyPolicy seed_policy() {
  CopyPolicy p;
  p.small_threshold = size_t(1) << 20;
  p.chunk_bytes = size_t(4) << 20;
  p.streams = 1;
  p.ring_slots = 4;
  return p;
}

CopyPolicy driver_only_policy() {
  CopyPolicy p = seed_policy();
  p.small_threshold = std::numeric_limits<size_t>::max();
  return p;
}

PathModel fit(size_t n1, double t1, size_t n2, double t2) {
  PathModel m;
  if (n2 <= n1 || t2 <= 0) return m;
  if (t2 > t1 && t1 > 0) {
    m.gbps = double(n2 - n1) / (t2 - t1) / 1e9;
    m.latency_us = std::max(0.0, (t1 - double(n1) / (m.gbps * 1e9)) * 1e6);
  } else {
    m.gbps = double(n2) / t2 / 1e9;
  }
  return m;
}

size_t crossover(const CopyPolicy& p) {
  // With a mid-size class, the pipeline a copy just above the threshold runs is the mid one.
  const bool mid = p.mid_below && p.mid.chunk_bytes && p.mid_pipeline.usable();
  const PathModel& model = mid ? p.mid_pipeline : p.pipeline;
  const size_t chunk = mid ? p.mid.chunk_bytes : p.chunk_bytes;
  if (!model.usable()) return std::numeric_limits<size_t>::max();
  // Below one chunk the pipeline is a single slot — the staged-small path — and its model, fitted
  // on larger copies, would only extrapolate; so the search starts at one chunk.
  // From there on a staged copy is a pipeline whatever its stream count, so it competes only with
  // the driver.
  for (size_t n = std::max<size_t>(chunk, 4096); n <= (size_t(1) << 32); n *= 2)
    if (model.seconds(n) <= p.driver.seconds(n)) return n;
  return std::numeric_limits<size_t>::max();
}

}  // namespace transfer
}  // namespace crosswarp
