// bench_kernels: every op x every variant the backend lists, on BERT-base and BERT-large encoder
// shapes, through the plugin ABI (crosswarp::PluginRegistry). Prints the time per call and the
// achieved rate as a fraction of the ceilings: memory-bound ops in GB/s (read + write) against
// the device copy bandwidth measured in the same run, GEMM and attention in TFLOP/s against the
// best GEMM rate measured in the same run (and against --peak-tflops, default 765 for H200 bf16).
//
//   bench_kernels [--backend cuda] [--dtype bf16] [--batch 32] [--seq 128,384] [--iters 50]
//                 [--only SUBSTR] [--variant SUBSTR] [--json out.json]
#include "bench_shapes.h"

#include "cpu/ops/convert.h"
#include "runtime/ops.h"

#include <CLI/CLI.hpp>
#include <crosswarp/runtime.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace crosswarp::bench {
namespace {

struct Device {
  std::shared_ptr<Backend> backend;
  const cw_backend_iface* api;
  cw_stream stream = nullptr;
  cw_event start = nullptr, stop = nullptr;

  void* alloc(size_t bytes) {
    void* p = nullptr;
    backend->check(api->malloc_device(0, bytes ? bytes : 1, &p), "malloc_device");
    return p;
  }
  // Times `fn` (which enqueues work on `stream`) over `iters` runs after 3 warm-up runs; ms per run.
  template <class F>
  double time_ms(int iters, F&& fn) {
    for (int i = 0; i < 3; ++i) fn();
    backend->check(api->stream_synchronize(stream), "stream_synchronize");
    backend->check(api->event_record(start, stream), "event_record");
    for (int i = 0; i < iters; ++i) fn();
    backend->check(api->event_record(stop, stream), "event_record");
    backend->check(api->event_synchronize(stop), "event_synchronize");
    float ms = 0;
    backend->check(api->event_elapsed_ms(start, stop, &ms), "event_elapsed_ms");
    return ms / iters;
  }
};

// Fills a device buffer with values a BERT layer sees (floats in [-1, 1), ids below the limit,
// 0/1 masks with some padding).
void fill(Device& d, void* ptr, const BufferSpec& b, std::mt19937& rng) {
  const size_t es = ops::dtype_size(b.dtype);
  std::vector<unsigned char> host(static_cast<size_t>(b.elements) * es);
  std::uniform_real_distribution<float> u(-1.f, 1.f);
  for (int64_t i = 0; i < b.elements; ++i) {
    unsigned char* p = host.data() + i * es;
    if (b.dtype == CW_I64 || b.dtype == CW_I32) {
      int64_t v = b.index_limit > 0 ? static_cast<int64_t>(rng() % static_cast<uint64_t>(b.index_limit))
                                    : (rng() % 8 != 0 ? 1 : 0);  // ~1/8 padding
      if (b.dtype == CW_I64) std::memcpy(p, &v, 8);
      else {
        const int32_t v32 = static_cast<int32_t>(v);
        std::memcpy(p, &v32, 4);
      }
    } else if (b.dtype == CW_F32) {
      const float f = u(rng);
      std::memcpy(p, &f, 4);
    } else {
      const float f = u(rng);
      const uint16_t h = b.dtype == CW_F16 ? cpu::float_to_half(f) : cpu::float_to_bf16(f);
      std::memcpy(p, &h, 2);
    }
  }
  // On the timing stream and waited for: a memcpy_sync from pageable memory may return before its
  // DMA lands, and the kernels run on a non-blocking stream (the harness race of fcc338b).
  d.backend->check(d.api->memcpy_async(d.stream, ptr, host.data(), host.size(), CW_H2D), "memcpy H2D");
  d.backend->check(d.api->stream_synchronize(d.stream), "stream_synchronize");
}

cw_tensor describe(const TensorRef& r, const std::vector<void*>& ptrs, const std::vector<BufferSpec>& specs) {
  cw_tensor t{};
  if (r.buffer < 0) return t;
  const BufferSpec& b = specs[r.buffer];
  t.dtype = b.dtype;
  t.ndim = static_cast<int32_t>(r.shape.size());
  for (size_t i = 0; i < r.shape.size(); ++i) t.shape[i] = r.shape[i];
  for (size_t i = 0; i < r.stride.size(); ++i) t.stride[i] = r.stride[i];
  t.data = static_cast<unsigned char*>(ptrs[r.buffer]) + r.offset * ops::dtype_size(b.dtype);
  return t;
}

struct Row {
  std::string label, variant;
  int64_t batch, seq;
  double ms, rate, fraction;
  bool flops;
};

int32_t parse_dtype(const std::string& s) {
  if (s == "f32" || s == "fp32") return CW_F32;
  if (s == "f16" || s == "fp16") return CW_F16;
  if (s == "bf16") return CW_BF16;
  throw Error(ErrorKind::Usage, "--dtype: expected f32, f16 or bf16, got " + s);
}

int run(int argc, char** argv) {
  CLI::App app{"Times every kernel variant on BERT-base/-large shapes through the plugin ABI"};
  std::string backend_name, dtype_name = "bf16", json_path, seq_list = "128,384", only, only_variant;
  int64_t batch = 32;
  int iters = 50;
  double peak_tflops = 765.0;
  app.add_option("--backend", backend_name, "cuda, hip, simt or cpu (default: the best available)");
  app.add_option("--dtype", dtype_name, "f32, f16 or bf16")->capture_default_str();
  app.add_option("--batch", batch, "batch size")->capture_default_str();
  app.add_option("--seq", seq_list, "sequence lengths, comma separated")->capture_default_str();
  app.add_option("--iters", iters, "timed runs per measurement")->capture_default_str();
  app.add_option("--peak-tflops", peak_tflops, "the device's dense GEMM peak for this dtype")->capture_default_str();
  app.add_option("--json", json_path, "also write the rows as JSON here");
  app.add_option("--only", only, "only the ops whose label contains this (e.g. \"LN\", \"attention fused\")");
  app.add_option("--variant", only_variant, "only the variants whose name contains this (e.g. fa2)");
  CLI11_PARSE(app, argc, argv);
  const int32_t dtype = parse_dtype(dtype_name);
  std::vector<int64_t> seqs;
  std::stringstream ss(seq_list);
  for (std::string item; std::getline(ss, item, ',');) seqs.push_back(std::stoll(item));

  PluginRegistry registry(PluginRegistry::Options{{std::string(CROSSWARP_BINARY_DIR) + "/lib/crosswarp"}, true});
  if (backend_name.empty())
    for (const char* n : {"cuda", "hip", "cpu"})
      if (registry.backend(n)) {
        backend_name = n;
        break;
      }
  Device d;
  d.backend = registry.backend(backend_name);
  if (!d.backend) {
    const BackendStatus* s = registry.status(backend_name);
    std::fprintf(stderr, "bench_kernels: backend %s unavailable: %s\n", backend_name.c_str(), s ? s->reason.c_str() : "unknown");
    return 2;
  }
  d.api = &d.backend->api();
  d.backend->check(d.api->stream_create(0, &d.stream), "stream_create");
  d.backend->check(d.api->event_create(0, &d.start), "event_create");
  d.backend->check(d.api->event_create(0, &d.stop), "event_create");
  cw_device_info info{};
  d.backend->check(d.api->device_info(0, &info), "device_info");
  std::printf("backend %s, device %s (%s, wavefront %d), dtype %s, batch %lld, %d timed runs each\n",
              backend_name.c_str(), info.name, info.arch, info.wavefront_size, ops::dtype_name(dtype),
              static_cast<long long>(batch), iters);

  // Ceiling 1: device-to-device copy of 1 GiB (256 MiB on the CPU backends), read + write counted.
  const size_t copy_bytes = backend_name == "cuda" || backend_name == "hip" ? size_t{1} << 30 : size_t{256} << 20;
  void* src = d.alloc(copy_bytes);
  void* dst = d.alloc(copy_bytes);
  const double copy_ms = d.time_ms(std::max(3, iters / 5), [&] {
    d.backend->check(d.api->memcpy_async(d.stream, dst, src, copy_bytes, CW_D2D), "memcpy D2D");
  });
  const double copy_gbs = 2.0 * copy_bytes / (copy_ms * 1e6);
  d.api->free_device(0, src);
  d.api->free_device(0, dst);
  std::printf("ceiling: device copy %.0f GB/s (read + write); GEMM peak given %.0f TFLOP/s\n\n", copy_gbs, peak_tflops);
  std::printf("%-34s %-26s %5s %9s %12s %8s\n", "op", "variant", "seq", "us", "rate", "of ceil");

  std::vector<Row> rows;
  std::mt19937 rng(1234);
  for (int64_t seq : seqs) {
    for (const Model& m : bert_models()) {
      for (const BenchCase& c : bench_cases(m, batch, seq, dtype)) {
        if (!only.empty() && c.label.find(only) == std::string::npos) continue;
        std::vector<void*> ptrs;
        for (const BufferSpec& b : c.buffers) {
          ptrs.push_back(d.alloc(static_cast<size_t>(b.elements) * ops::dtype_size(b.dtype)));
          fill(d, ptrs.back(), b, rng);
        }
        cw_op_call call{};
        call.op = c.op;
        call.n_inputs = static_cast<int>(c.inputs.size());
        call.n_outputs = static_cast<int>(c.outputs.size());
        for (size_t i = 0; i < c.inputs.size(); ++i) call.inputs[i] = describe(c.inputs[i], ptrs, c.buffers);
        for (size_t i = 0; i < c.outputs.size(); ++i) call.outputs[i] = describe(c.outputs[i], ptrs, c.buffers);
        std::memcpy(call.fparams, c.fparams, sizeof call.fparams);
        std::memcpy(call.iparams, c.iparams, sizeof call.iparams);
        int count = 0;
        d.api->op_variants(0, c.op, nullptr, 0, &count);
        std::vector<cw_variant_info> variants(count);
        if (count) d.api->op_variants(0, c.op, variants.data(), count, &count);
        for (int v = 0; v < count; ++v) {
          if (!only_variant.empty() && std::string(variants[v].name).find(only_variant) == std::string::npos) continue;
          call.variant = static_cast<uint32_t>(v);
          if (d.api->op_run(d.stream, &call) != CW_OK) {
            std::printf("%-34s %-26s %5lld  failed: %s\n", c.label.c_str(), variants[v].name,
                        static_cast<long long>(seq), d.api->last_error());
            continue;
          }
          const double ms = d.time_ms(iters, [&] { d.backend->check(d.api->op_run(d.stream, &call), "op_run"); });
          Row r{c.label, variants[v].name, batch, seq, ms, 0, 0, c.flops > 0};
          if (r.flops) {
            r.rate = c.flops / (ms * 1e9);  // TFLOP/s
            r.fraction = r.rate / peak_tflops;
          } else {
            r.rate = c.bytes / (ms * 1e6);  // GB/s
            r.fraction = r.rate / copy_gbs;
          }
          std::printf("%-34s %-26s %5lld %9.1f %8.1f %s %7.1f%%\n", r.label.c_str(), r.variant.c_str(),
                      static_cast<long long>(seq), ms * 1e3, r.rate, r.flops ? "TF/s" : "GB/s", 100 * r.fraction);
          std::fflush(stdout);
          rows.push_back(r);
        }
        for (void* p : ptrs) d.api->free_device(0, p);
      }
    }
  }
  if (!json_path.empty()) {
    std::ofstream out(json_path + ".tmp");
    out << "{\"backend\":\"" << backend_name << "\",\"device\":\"" << info.name << "\",\"dtype\":\""
        << ops::dtype_name(dtype) << "\",\"copy_gbs\":" << copy_gbs << ",\"peak_tflops\":" << peak_tflops << ",\"rows\":[";
    for (size_t i = 0; i < rows.size(); ++i) {
      const Row& r = rows[i];
      out << (i ? "," : "") << "{\"op\":\"" << r.label << "\",\"variant\":\"" << r.variant << "\",\"batch\":" << r.batch
          << ",\"seq\":" << r.seq << ",\"us\":" << r.ms * 1e3 << ",\"rate\":" << r.rate << ",\"unit\":\""
          << (r.flops ? "TFLOP/s" : "GB/s") << "\",\"fraction\":" << r.fraction << "}";
    }
    out << "]}\n";
    out.close();
    std::rename((json_path + ".tmp").c_str(), json_path.c_str());
  }
  d.api->event_destroy(d.start);
  d.api->event_destroy(d.stop);
  d.api->stream_destroy(d.stream);
  return 0;
}

}  // namespace
}  // namespace crosswarp::bench

int main(int argc, char** argv) {
  try {
    return crosswarp::bench::run(argc, argv);
  } catch (const crosswarp::Error& e) {
    std::fprintf(stderr, "bench_kernels: %s\n", e.what());
    return e.exit_code();
  }
}
