#include "runtime/monitor.h"

#include "runtime/log.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <thread>
#include <unistd.h>

namespace crosswarp::runtime {

Monitor::Monitor() : origin_(std::chrono::steady_clock::now()) {
  if (const char* t = std::getenv("CROSSWARP_TRACE"); t && *t) trace_path_ = t;
}

Monitor::~Monitor() {
  try {
    write_trace();
  } catch (const std::exception& e) {
    log::warn(std::string("could not write the trace: ") + e.what());
  }
}

void Monitor::count(const std::string& name, std::int64_t n) {
  std::lock_guard lock(mutex_);
  counters_[name] += n;
}

void Monitor::fallback(const FallbackEvent& e) {
  std::lock_guard lock(mutex_);
  counters_["fallbacks"] += 1;
  counters_["fallback:" + e.op] += 1;
  for (const auto& f : fallbacks_)
    if (f.reason == e.reason && f.op == e.op && f.from == e.from && f.to == e.to) return;
  fallbacks_.push_back(e);
}

void Monitor::variant(const VariantChoice& c) {
  std::lock_guard lock(mutex_);
  for (auto& v : variants_)
    if (v.op == c.op && v.bucket == c.bucket) {
      v = c;
      return;
    }
  variants_.push_back(c);
}

void Monitor::infer_latency(double ms) {
  std::lock_guard lock(mutex_);
  latencies_.push_back(ms);
}

void Monitor::device_bytes(std::int64_t delta) {
  std::lock_guard lock(mutex_);
  bytes_ = static_cast<std::uint64_t>(static_cast<std::int64_t>(bytes_) + delta);
  peak_bytes_ = std::max(peak_bytes_, bytes_);
}

void Monitor::span(const std::string& name, const char* category, std::chrono::steady_clock::time_point start,
                   const std::string& args_json) {
  if (trace_path_.empty()) return;
  const auto now = std::chrono::steady_clock::now();
  const double ts = std::chrono::duration<double, std::micro>(start - origin_).count();
  const double dur = std::chrono::duration<double, std::micro>(now - start).count();
  nlohmann::json ev = {{"name", name}, {"cat", category}, {"ph", "X"}, {"ts", ts}, {"dur", dur},
                       {"pid", static_cast<int>(getpid())},
                       {"tid", static_cast<std::uint64_t>(std::hash<std::thread::id>{}(std::this_thread::get_id()) % 100000)}};
  if (!args_json.empty()) ev["args"] = nlohmann::json::parse(args_json, nullptr, false);
  std::lock_guard lock(mutex_);
  trace_events_.push_back(ev.dump());
}

void Monitor::write_trace() const {
  if (trace_path_.empty()) return;
  std::lock_guard lock(mutex_);
  const std::string tmp = trace_path_ + ".tmp." + std::to_string(getpid());
  {
    std::ofstream out(tmp, std::ios::trunc);
    if (!out) throw Error(ErrorKind::Runtime, trace_path_ + ": cannot write the trace (CROSSWARP_TRACE)");
    out << "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n";
    for (size_t i = 0; i < trace_events_.size(); ++i) out << (i ? ",\n" : "") << trace_events_[i];
    out << "\n]}\n";
    if (!out.flush()) throw Error(ErrorKind::Runtime, trace_path_ + ": write failed");
  }
  if (std::rename(tmp.c_str(), trace_path_.c_str()) != 0) {
    std::remove(tmp.c_str());
    throw Error(ErrorKind::Runtime, trace_path_ + ": cannot rename the trace into place");
  }
}

Metrics Monitor::snapshot() const {
  std::lock_guard lock(mutex_);
  Metrics m;
  m.counters = counters_;
  m.variants = variants_;
  m.fallbacks = fallbacks_;
  m.infer_latency = latency_stats(latencies_);
  m.device_bytes_in_use = bytes_;
  m.peak_device_bytes = peak_bytes_;
  return m;
}

LatencyStats latency_stats(std::vector<double> s) {
  LatencyStats st;
  if (s.empty()) return st;
  std::sort(s.begin(), s.end());
  auto rank = [&](double p) {
    const size_t n = s.size();
    size_t k = static_cast<size_t>(std::ceil(p * static_cast<double>(n)));
    return s[std::min(n - 1, k == 0 ? 0 : k - 1)];
  };
  st.count = static_cast<std::int64_t>(s.size());
  double sum = 0;
  for (double v : s) sum += v;
  st.mean_ms = sum / static_cast<double>(s.size());
  st.p50_ms = rank(0.50);
  st.p90_ms = rank(0.90);
  st.p99_ms = rank(0.99);
  st.min_ms = s.front();
  st.max_ms = s.back();
  return st;
}

}  // namespace crosswarp::runtime
