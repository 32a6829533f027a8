#include "runtime/transfer/pipeline_trace.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <vector>

namespace crosswarp::transfer {

using nlohmann::json;

namespace {

using Clock = std::chrono::steady_clock;

class Loop {
 public:
  Loop(const std::shared_ptr<Backend>& b, int device, const PipelineTraceOptions& o)
      : b_(b), api_(b->api()), device_(device), o_(o), engine_(b, device, o.engine),
        h_in_(o.input_bytes, 3), h_out_(o.output_bytes) {
    for (void** p : {&d_in_[0], &d_in_[1], &d_act_, &d_out_}) *p = nullptr;
    check(api_.malloc_device(device, o.input_bytes, &d_in_[0]), "malloc_device");
    check(api_.malloc_device(device, o.input_bytes, &d_in_[1]), "malloc_device");
    check(api_.malloc_device(device, o.compute_bytes, &d_act_), "malloc_device");
    check(api_.malloc_device(device, o.output_bytes, &d_out_), "malloc_device");
    check(api_.stream_create(device, &compute_), "stream_create");
    check(api_.stream_create(device, &upload_), "stream_create");
  }
  ~Loop() {
    for (cw_event e : events_) api_.event_destroy(e);
    api_.stream_destroy(compute_);
    api_.stream_destroy(upload_);
    for (void* p : {d_in_[0], d_in_[1], d_act_, d_out_}) api_.free_device(device_, p);
  }

  json run(const std::string& trace_path) {
    engine_.policy(CopyDirection::HostToDevice);  // calibrate before anything is timed
    // Size the compute stand-in to about one upload.
    double t_up = host_time([&] { engine_.copy_to_device(d_in_[0], h_in_.data(), o_.input_bytes); });
    double t_memset = host_time([&] {
      compute(0);
      check(api_.stream_synchronize(compute_), "stream_synchronize");
    });
    repeats_ = std::max(1, int(std::lround(t_up / std::max(t_memset, 1e-9))));
    cw_event base = event();
    check(api_.event_record(base, compute_), "event_record");
    check(api_.event_synchronize(base), "event_synchronize");
    origin_ = Clock::now();
    base_ = base;
    double serial = host_time([&] { serial_loop(); });
    double overlapped = host_time([&] { overlapped_loop(); });
    write_trace(trace_path);
    return {{"serial_ms", serial * 1e3},
            {"overlapped_ms", overlapped * 1e3},
            {"speedup", serial / overlapped},
            {"steps", o_.steps},
            {"input_bytes", o_.input_bytes},
            {"output_bytes", o_.output_bytes},
            {"compute_stand_in", "memset_async x" + std::to_string(repeats_) + " over " +
                                     std::to_string(o_.compute_bytes) + " bytes"},
            {"trace_file", trace_path}};
  }

 private:
  void check(int rc, const char* what) { b_->check(rc, what); }
  cw_event event() {
    cw_event e = nullptr;
    check(api_.event_create(device_, &e), "event_create");
    events_.push_back(e);
    return e;
  }
  double now_us() const { return std::chrono::duration<double, std::micro>(Clock::now() - origin_).count(); }
  template <class F>
  double host_time(F&& f) {
    auto t0 = Clock::now();
    f();
    return std::chrono::duration<double>(Clock::now() - t0).count();
  }
  void compute(int step) {
    for (int i = 0; i < std::max(1, repeats_); ++i)
      check(api_.memset_async(compute_, d_act_, step & 0xff, o_.compute_bytes), "memset_async (compute stand-in)");
  }
  void wait(cw_stream s, cw_event e) {
    if (api_.stream_wait_event)
      check(api_.stream_wait_event(s, e), "stream_wait_event");
    else
      check(api_.event_synchronize(e), "event_synchronize");
  }
  void host_span(const std::string& row, const std::string& name, double t0) { spans_.push_back({row, name, t0, now_us() - t0}); }
  // A device interval between two events, placed on the host time line through the base event.
  struct DeviceSpan {
    std::string row, name;
    cw_event a, b;
  };

  void serial_loop() {
    for (int k = 0; k < o_.steps; ++k) {
      double t = now_us();
      engine_.copy_to_device(d_in_[0], h_in_.data(), o_.input_bytes);
      host_span("serial", "upload " + std::to_string(k), t);
      t = now_us();
      compute(k);
      check(api_.stream_synchronize(compute_), "stream_synchronize");
      host_span("serial", "compute " + std::to_string(k), t);
      t = now_us();
      engine_.copy_to_host(h_out_.data(), d_out_, o_.output_bytes);
      host_span("serial", "download " + std::to_string(k), t);
    }
  }

  void overlapped_loop() {
    std::vector<cw_event> up_start, up_end, c_start, c_end;
    for (int k = 0; k < o_.steps; ++k)
      for (auto* v : {&up_start, &up_end, &c_start, &c_end}) v->push_back(event());
    auto upload = [&](int k) {
      if (k >= 2) wait(upload_, c_end[size_t(k - 2)]);  // its buffer was read by step k-2
      check(api_.event_record(up_start[size_t(k)], upload_), "event_record");
      double t = now_us();
      engine_.copy_to_device(d_in_[k % 2], h_in_.data(), o_.input_bytes, upload_);
      host_span("host", "stage input " + std::to_string(k), t);
      check(api_.event_record(up_end[size_t(k)], upload_), "event_record");
      device_spans_.push_back({"upload stream", "upload " + std::to_string(k), up_start[size_t(k)], up_end[size_t(k)]});
    };
    upload(0);
    for (int k = 0; k < o_.steps; ++k) {
      wait(compute_, up_end[size_t(k)]);
      check(api_.event_record(c_start[size_t(k)], compute_), "event_record");
      compute(k);
      check(api_.event_record(c_end[size_t(k)], compute_), "event_record");
      device_spans_.push_back({"compute stream", "compute " + std::to_string(k), c_start[size_t(k)], c_end[size_t(k)]});
      if (k + 1 < o_.steps) upload(k + 1);
      double t = now_us();
      engine_.copy_to_host(h_out_.data(), d_out_, o_.output_bytes, compute_);
      host_span("host", "download " + std::to_string(k), t);
    }
    check(api_.stream_synchronize(upload_), "stream_synchronize");
  }

  void write_trace(const std::string& path) {
    json events = json::array();
    auto add = [&](const std::string& row, const std::string& name, double ts, double dur) {
      events.push_back({{"name", name}, {"ph", "X"}, {"pid", 1}, {"tid", row}, {"ts", ts}, {"dur", std::max(dur, 0.0)}});
    };
    for (const auto& s : spans_) add(s.row, s.name, s.t0, s.dur);
    for (const auto& d : device_spans_) {
      float a = 0, b = 0;
      check(api_.event_elapsed_ms(base_, d.a, &a), "event_elapsed_ms");
      check(api_.event_elapsed_ms(base_, d.b, &b), "event_elapsed_ms");
      add(d.row, d.name, double(a) * 1e3, double(b - a) * 1e3);
    }
    json doc = {{"traceEvents", events},
                {"displayTimeUnit", "ms"},
                {"otherData", {{"backend", b_->name()}, {"note", "serial rows first, then the overlapped loop"}}}};
    std::string tmp = path + ".tmp";
    {
      std::ofstream out(tmp, std::ios::trunc);
      out << doc.dump() << "\n";
      if (!out) throw Error(ErrorKind::Input, tmp + ": cannot write the trace");
    }
    std::filesystem::rename(tmp, path);
  }

  struct Span {
    std::string row, name;
    double t0, dur;
  };
  std::shared_ptr<Backend> b_;
  const cw_backend_iface& api_;
  int device_;
  PipelineTraceOptions o_;
  TransferEngine engine_;
  std::vector<char> h_in_, h_out_;
  void* d_in_[2];
  void* d_act_;
  void* d_out_;
  cw_stream compute_ = nullptr, upload_ = nullptr;
  std::vector<cw_event> events_;
  cw_event base_ = nullptr;
  Clock::time_point origin_;
  int repeats_ = 1;
  std::vector<Span> spans_;
  std::vector<DeviceSpan> device_spans_;
};

}  // namespace

json run_pipeline_trace(const std::shared_ptr<Backend>& backend, int device, const PipelineTraceOptions& options,
                        const std::string& trace_path) {
  Loop loop(backend, device, options);
  return loop.run(trace_path);
}

std::string pipeline_trace_text(const json& r) {
  if (!r.contains("pipeline_trace")) return "";
  const json& t = r["pipeline_trace"];
  char line[512];
  std::snprintf(line, sizeof line,
                "pipelined loop (%d steps, %s): serial %.1f ms, overlapped %.1f ms, speedup %.2fx; trace: %s\n",
                t["steps"].get<int>(), t["compute_stand_in"].get<std::string>().c_str(), t["serial_ms"].get<double>(),
                t["overlapped_ms"].get<double>(), t["speedup"].get<double>(), t["trace_file"].get<std::string>().c_str());
  return line;
}

}  // namespace crosswarp::transfer
