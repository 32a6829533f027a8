// Policy helpers shared by the engine and the calibration (the public types are in transfer.h).
#pragma once

#include <crosswarp/transfer.h>

namespace crosswarp::transfer {

// The seed's rule, used when calibration is off: < 1 MB driver copies, larger ones staged in
// 4 MiB chunks on one stream.
CopyPolicy seed_policy();
// For backends without pinned memory: every pageable copy is a driver copy.
CopyPolicy driver_only_policy();
// The line through (n1, t1) and (n2, t2): latency and bandwidth.
PathModel fit(size_t n1, double t1, size_t n2, double t2);
// The smallest size (one chunk times a power of two) at which the pipeline model beats the driver.
size_t crossover(const CopyPolicy& policy);

// Re-check of one path: sums, over a window of timed copies, the path model's expected time and
// the measured time. When the window closes it reports whether the path ran more than `tolerance`
// slower than its model. (The engine then times one driver copy before demoting: a path slower
// than at calibration — a busy host, a colder cache — is kept while it is still the faster one.)
class PathMonitor {
 public:
  struct Window {
    double ratio;  // expected / measured
    double gbps;   // measured over the window
  };
  // Returns true when a window just closed too slow.
  bool add(double expected_s, double measured_s, size_t bytes, int window, double tolerance, Window* out) {
    expected_ += expected_s;
    measured_ += measured_s;
    bytes_ += double(bytes);
    if (++copies_ < window) return false;
    Window w{measured_ > 0 ? expected_ / measured_ : 1.0, measured_ > 0 ? bytes_ / measured_ / 1e9 : 0.0};
    reset();
    if (out) *out = w;
    return w.ratio < 1.0 - tolerance;
  }
  void reset() { expected_ = measured_ = bytes_ = 0, copies_ = 0; }

 private:
  double expected_ = 0, measured_ = 0, bytes_ = 0;
  int copies_ = 0;
};

}  // namespace crosswarp::transfer
