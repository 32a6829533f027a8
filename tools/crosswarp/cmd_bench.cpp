// crosswarp bench MODEL_DIR --batch B --seq S: latency percentiles and throughput of infer_step on
// random ids (within the vocabulary), optionally with a share of padding (mixed lengths).
#include "command.h"
#include "model_report.h"

#include "cpu/ops/parallel.h"
#include "runtime/monitor.h"

#include <crosswarp/crosswarp.h>

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <random>
#include <thread>

namespace {

// Sequence b gets length S * (1 - 2F * (b + 0.5) / B) for F <= 0.5 (lengths fall linearly from
// about S, so the padding share is F), and S * (1 - F) for all sequences when F > 0.5.
crosswarp::Batch random_batch(std::int64_t B, std::int64_t S, double F, std::int64_t vocab, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<std::int64_t> id(0, vocab - 1);
  crosswarp::Batch b;
  b.batch = B;
  b.seq = S;
  b.source = "random batch";
  const auto n = static_cast<std::size_t>(B * S);
  b.input_ids.resize(n);
  b.token_type_ids.assign(n, 0);
  b.attention_mask.assign(n, 0);
  for (std::int64_t i = 0; i < B; ++i) {
    const double keep = F <= 0.5 ? 1.0 - 2.0 * F * (static_cast<double>(i) + 0.5) / static_cast<double>(B) : 1.0 - F;
    const auto len = std::max<std::int64_t>(1, std::min<std::int64_t>(S, std::llround(static_cast<double>(S) * keep)));
    for (std::int64_t s = 0; s < S; ++s) {
      const auto k = static_cast<std::size_t>(i * S + s);
      b.input_ids[k] = s < len ? id(rng) : 0;
      b.attention_mask[k] = s < len;
    }
  }
  return b;
}

int run_bench(int argc, char** argv) {
  CLI::App app{"Benchmarks BERT inference (infer_step: inputs to the device, encoder + pooler, outputs back)\n"
               "on random ids within the vocabulary. Prints latency percentiles, throughput and the peak\n"
               "device memory the model held (weights + activations).",
               argv[0]};
  std::string dir;
  std::int64_t batch = 1, seq = 128;
  int warmup = 3, iters = 20;
  double padding = 0.0;
  std::uint64_t seed = 0;
  bool json = false;
  std::string outputs = "host";
  crosswarp::cli::ModelRunOptions run_options;
  app.add_option("MODEL_DIR", dir, "Hugging Face BERT directory")->required();
  app.add_option("--batch", batch, "sequences per batch")->required()->check(CLI::Range(1, 1 << 20));
  app.add_option("--seq", seq, "sequence length (padded)")->required()->check(CLI::Range(1, 1 << 20));
  run_options.add_to(app);
  app.add_option("--warmup", warmup, "untimed runs first (default 3)")->check(CLI::Range(0, 1000000));
  app.add_option("--iters", iters, "timed runs (default 20)")->check(CLI::Range(1, 1000000));
  app.add_option("--padding-fraction", padding, "share of padding tokens, mixed lengths (default 0)")
      ->check(CLI::Range(0.0, 0.99));
  app.add_option("--seed", seed, "random ids seed (default 0)");
  app.add_option("--outputs", outputs,
                 "host: each step returns F32 outputs on the host (one InferOutputs reused across steps, as a "
                 "serving loop would); device: they stay on the device (infer_step_on_device), timing the device "
                 "work alone")
      ->check(CLI::IsMember({"host", "device"}))
      ->capture_default_str();
  app.add_flag("--json", json, "print one JSON object");
  return crosswarp::cli::run_command(app, argc, argv, [&] {
    const auto t_load = std::chrono::steady_clock::now();
    auto model = crosswarp::ModelDispatcher::load_model(dir, run_options.load_options());
    const double load_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t_load).count();
    const crosswarp::Batch b = random_batch(batch, seq, padding, model->info().vocab_size, seed);
    bool packed = false;
    crosswarp::InferOutputs host_out;
    auto step = [&]() -> double {
      if (outputs == "device") {
        const crosswarp::DeviceOutputs d = model->infer_step_on_device(b);
        packed = d.packed;
        return d.latency_ms;
      }
      model->infer_step(b, host_out);
      packed = host_out.packed;
      return host_out.latency_ms;
    };
    for (int i = 0; i < warmup; ++i) step();
    std::vector<double> lat;
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < iters; ++i) lat.push_back(step());
    const double total_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const crosswarp::LatencyStats st = crosswarp::runtime::latency_stats(lat);
    const double seq_per_s = static_cast<double>(batch) * iters / total_s;
    const crosswarp::Metrics m = model->metrics();
    if (json) {
      nlohmann::json j = crosswarp::cli::model_json(*model);
      j["batch"] = batch;
      j["seq"] = seq;
      j["padding_fraction"] = b.padding_fraction();
      j["packed"] = packed;
      j["outputs"] = outputs;
      j["warmup"] = warmup;
      j["iters"] = iters;
      j["load_ms"] = load_ms;
      j["latency_ms"] = {{"p50", st.p50_ms}, {"p90", st.p90_ms}, {"p99", st.p99_ms},
                         {"mean", st.mean_ms}, {"min", st.min_ms}, {"max", st.max_ms}};
      j["throughput_seq_per_s"] = seq_per_s;
      j["peak_device_bytes"] = m.peak_device_bytes;
      // The CPU backend's whole thread count (CROSSWARP_CPU_THREADS; OpenBLAS runs inside its tasks).
      j["cpu_threads"] = crosswarp::cpu::thread_count();
      j["hardware_threads"] = std::thread::hardware_concurrency();
      j["variants"] = crosswarp::cli::variants_json(m);
      j["fallbacks"] = crosswarp::cli::fallbacks_json(m);
      j["counters"] = m.counters;  // op launches, graph captures/replays, tunings, fallbacks
      std::cout << j.dump() << "\n";
      return 0;
    }
    const auto& i = model->info();
    std::printf("backend %s | device %s | %s | model %s (hidden %lld, %lld layers)\n", i.backend.c_str(),
                i.device.c_str(), i.dtype.c_str(), i.model_dir.c_str(), (long long)i.hidden_size, (long long)i.num_layers);
    std::printf("batch %lld x seq %lld, padding %.0f%%%s, %d warm-up + %d timed runs, outputs on the %s\n",
                (long long)batch, (long long)seq, 100 * b.padding_fraction(), packed ? " (packed)" : "", warmup, iters,
                outputs.c_str());
    std::printf("latency ms: p50 %.3f  p90 %.3f  p99 %.3f  mean %.3f  min %.3f\n", st.p50_ms, st.p90_ms, st.p99_ms,
                st.mean_ms, st.min_ms);
    std::printf("throughput: %.1f sequences/s\n", seq_per_s);
    std::printf("peak device memory held by the model: %.1f MiB\n", static_cast<double>(m.peak_device_bytes) / (1 << 20));
    for (const auto& f : m.fallbacks)
      std::printf("fallback: %s from %s to %s (%s)\n", f.op.c_str(), f.from.c_str(), f.to.c_str(), f.reason.c_str());
    return 0;
  });
}

}  // namespace

CW_COMMAND("bench", "latency percentiles and throughput of BERT inference", run_bench);
