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
// The smallest power-of-two size at which the pipeline model beats both small paths.
size_t crossover(const CopyPolicy& policy);

// Re-check of one path: sums the model's expected time and the measured time over a window of
// copies; when the window closes, reports whether the path ran more than `tolerance` slower.
class PathMonitor {
 public:
  // Returns true when a window just closed too slow; `ratio` = expected / measured over it.
  bool add(double expected_s, double measured_s, int window, double tolerance, double* ratio) {
    expected_ += expected_s;
    measured_ += measured_s;
    copies_ += 1;
    if (copies_ < window) return false;
    double r = measured_ > 0 ? expected_ / measured_ : 1.0;
    expected_ = measured_ = 0;
    copies_ = 0;
    if (ratio) *ratio = r;
    return r < 1.0 - tolerance;
  }
  void reset() { expected_ = measured_ = 0, copies_ = 0; }

 private:
  double expected_ = 0, measured_ = 0;
  int copies_ = 0;
};

}  // namespace crosswarp::transfer
