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

// Re-check of one path: sums, over a window of copies, the path model's expected time, the
// alternative's (the driver path's) expected time and the measured time. When the window closes
// it reports a regression: measured more than `tolerance` slower than the model AND slower than
// the alternative would have been. The second condition keeps a path that is slower than when it
// was calibrated (a busy host, a cold cache) but still the faster choice.
class PathMonitor {
 public:
  // Returns true when a window just closed on a regression; `ratio` = expected / measured.
  bool add(double expected_s, double alternative_s, double measured_s, int window, double tolerance,
           double* ratio) {
    expected_ += expected_s;
    alternative_ += alternative_s;
    measured_ += measured_s;
    if (++copies_ < window) return false;
    double r = measured_ > 0 ? expected_ / measured_ : 1.0;
    bool regressed = r < 1.0 - tolerance && measured_ > alternative_;
    reset();
    if (ratio) *ratio = r;
    return regressed;
  }
  void reset() { expected_ = alternative_ = measured_ = 0, copies_ = 0; }

 private:
  double expected_ = 0, alternative_ = 0, measured_ = 0;
  int copies_ = 0;
};

}  // namespace crosswarp::transfer
