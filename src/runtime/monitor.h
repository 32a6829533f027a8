// Monitor: what a ModelDispatcher did — counters, fallback events, variant choices, latencies,
// device memory held — and, with CROSSWARP_TRACE=FILE, a Chrome/Perfetto trace of every infer step
// and op launch (open FILE in ui.perfetto.dev or chrome://tracing).
//
// Trace timestamps are host wall time. On a GPU backend an op's span is the time to enqueue it, not
// its device time (the ops are asynchronous); the infer step's span includes the final synchronize.
#pragma once

#include <crosswarp/crosswarp.h>

#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace crosswarp::runtime {

class Monitor {
 public:
  Monitor();  // reads CROSSWARP_TRACE
  ~Monitor();  // writes the trace when one was asked for
  Monitor(const Monitor&) = delete;
  Monitor& operator=(const Monitor&) = delete;

  void count(const std::string& name, std::int64_t n = 1);
  // Counts the event ("fallbacks" and "fallback:<op>"); keeps each distinct event once.
  void fallback(const FallbackEvent& event);
  // Records the latest choice for (op, bucket).
  void variant(const VariantChoice& choice);
  void infer_latency(double ms);
  void device_bytes(std::int64_t delta);  // + on allocation, - on free

  bool tracing() const { return !trace_path_.empty(); }
  // A complete span ("ph": "X") from `start` to now, when tracing.
  void span(const std::string& name, const char* category, std::chrono::steady_clock::time_point start,
            const std::string& args_json = "");
  void write_trace() const;

  Metrics snapshot() const;

 private:
  mutable std::mutex mutex_;
  std::map<std::string, std::int64_t> counters_;
  std::vector<FallbackEvent> fallbacks_;
  std::vector<VariantChoice> variants_;
  std::vector<double> latencies_;
  std::uint64_t bytes_ = 0, peak_bytes_ = 0;
  std::string trace_path_;
  std::chrono::steady_clock::time_point origin_;
  std::vector<std::string> trace_events_;  // serialized JSON objects
};

// Percentiles over a sample (nearest-rank on the sorted values); all zero for an empty sample.
LatencyStats latency_stats(std::vector<double> samples_ms);

}  // namespace crosswarp::runtime
