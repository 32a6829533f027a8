// crosswarp bench-copy [--backend B] [--sizes 4K,1M,...] [--sweep] [--diag] [--model DIR] [--json]: the
// transfer engine against plain memcpy_sync / memcpy_async on pageable and pinned memory, per size and
// direction; BERT-large's fp32 weights through upload_many against the pinned link rate; the
// stream-ordered pool; optionally the staged pipeline's configuration sweep (threads x chunk x
// streaming stores), the small-copy / copy-thread diagnostics, a real checkpoint's upload as the
// loader does it, and a pipelined-loop trace.
#include "command.h"

#include "model/weight_upload_bench.h"
#include "runtime/transfer/copy_bench.h"
#include "runtime/transfer/copy_diag.h"
#include "runtime/transfer/pipeline_trace.h"

#include <crosswarp/runtime.h>
#include <crosswarp/transfer.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

namespace {

int run_bench_copy(int argc, char** argv) {
  CLI::App app{"Benchmark host<->device copies: the transfer engine (from pageable memory) against plain\n"
               "memcpy_sync and memcpy_async on pageable and on pinned memory, GB/s per size and direction;\n"
               "then BERT-large's fp32 weights (1.34 GB, 391 tensors) uploaded with upload_many against the\n"
               "pinned link rate; the stream-ordered device pool. The engine calibrates first (or reads its\n"
               "cache, CROSSWARP_CACHE_DIR). --sweep adds, per direction and size, the staged pipeline at every\n"
               "(copy threads, chunk size, streaming stores on/off) next to memcpy_async from pinned memory,\n"
               "and the CPU side alone: which configuration is best and whether 0.8 of pinned is reachable.\n"
               "--model DIR uploads that checkpoint's fp32 weights as the loader does (out of the memory map,\n"
               "and with file ranges read into the pinned ring) and, for comparison, out of a fresh memory map\n"
               "three ways. --diag times the\n"
               "runtime calls a small copy is made of, the copy threads' answer after idle gaps, and the\n"
               "engine's 16 MiB copies one by one, and a per-load timeline of one staged 16 MiB copy each way\n"
               "(even and ramped loads: host copy, DMA enqueue, and the DMA on the device from timing events).",
               argv[0]};
  std::string backend_name, sizes_text, trace_path, sweep_sizes, sweep_threads, sweep_chunks, json_out;
  int device = 0, reps = 0, trace_steps = 8;
  bool json = false, no_bert = false, no_cache = false, strict = false, sweep = false, no_pool = false;
  bool diag = false, no_table = false, sweep_ramp = false;
  std::string model_dir;
  int model_reps = 3;
  int sweep_reps = 0, sweep_streams = 2;
  size_t probe = 0;
  app.add_option("--backend", backend_name, "auto, cpu, cuda, hip or simt (default: CROSSWARP_BACKEND, else auto)");
  app.add_option("--device", device, "device index (default 0)");
  app.add_option("--sizes", sizes_text, "comma-separated sizes (default 4K,64K,1M,16M,256M,1G)");
  app.add_option("--reps", reps, "timed repetitions per cell, median reported (default: ~1 GiB moved, 3..50)");
  app.add_flag("--no-bert", no_bert, "skip the BERT-large weight upload");
  app.add_flag("--no-pool", no_pool, "skip the stream-ordered device pool measurement");
  app.add_flag("--sweep", sweep, "also sweep the staged pipeline's configurations (about a minute on a GPU)");
  app.add_option("--sweep-sizes", sweep_sizes, "sizes of the sweep (default 16M,256M,1G)");
  app.add_option("--sweep-threads", sweep_threads, "copy threads of the sweep (default 1,2,4,8,12,16)");
  app.add_option("--sweep-chunks", sweep_chunks, "chunk sizes of the sweep (default 1M,4M,16M)");
  app.add_flag("--sweep-ramp", sweep_ramp,
               "sweep with ramped loads: a copy of four chunks or more starts and ends with a quarter and a half chunk");
  app.add_option("--sweep-streams", sweep_streams, "copy streams of the swept pipeline (default 2)")
      ->check(CLI::Range(1, 8));
  app.add_option("--sweep-reps", sweep_reps, "timed repetitions per sweep cell, median (default: 3..20 by size)");
  app.add_flag("--no-table", no_table, "skip the size table (and the BERT upload and pool that follow it)");
  app.add_flag("--diag", diag, "also time small-copy runtime calls, copy-thread wake-ups, 16 MiB copies one by one, and a per-load timeline of a 16 MiB staged copy");
  app.add_option("--model", model_dir,
                 "also upload this BERT checkpoint's fp32 weights as the loader does, against the pinned link rate "
                 "and copies out of a fresh memory map");
  app.add_option("--model-reps", model_reps, "repetitions of each --model variant, median (default 3)")
      ->check(CLI::Range(1, 100));
  app.add_flag("--no-cache", no_cache, "calibrate afresh and do not write the calibration cache");
  app.add_option("--probe-bytes", probe, "largest calibration probe in bytes (default 256 MiB; 4 MiB on simt)");
  app.add_option("--trace", trace_path,
                 "also run a pipelined inference loop (upload, compute stand-in, download), serial and "
                 "overlapped, and write its timeline as a Chrome trace (chrome://tracing, Perfetto) to this file");
  app.add_option("--trace-steps", trace_steps, "steps of the traced loop (default 8)");
  app.add_flag("--strict", strict, "a fallback (backend or transfer path) is an error");
  app.add_flag("--json", json, "print one JSON object instead of the table");
  app.add_option("--json-out", json_out, "also write the JSON object to this file (the table still prints)");
  return crosswarp::cli::run_command(app, argc, argv, [&] {
    using namespace crosswarp;
    transfer::CopyBenchOptions o;
    std::stringstream ss(sizes_text);
    for (std::string item; std::getline(ss, item, ',');)
      if (!item.empty()) o.sizes.push_back(transfer::parse_size(item));
    auto sizes_of = [](const std::string& text) {
      std::vector<size_t> out;
      std::stringstream list(text);
      for (std::string item; std::getline(list, item, ',');)
        if (!item.empty()) out.push_back(transfer::parse_size(item));
      return out;
    };
    o.reps = reps;
    o.bert = !no_bert;
    o.pool = !no_pool;
    o.sweep = sweep;
    o.sweep_options.sizes = sizes_of(sweep_sizes);
    o.sweep_options.chunks = sizes_of(sweep_chunks);
    o.sweep_options.threads = transfer::parse_int_list(sweep_threads, "--sweep-threads value");
    o.sweep_options.streams = sweep_streams;
    o.sweep_options.ramp = sweep_ramp;
    o.sweep_options.reps = sweep_reps;
    if (sweep) transfer::check_sweep_options(o.sweep_options);
    o.engine.use_cache = !no_cache;
    o.engine.probe_bytes = probe;
    o.engine.strict = strict;
    auto choice = choose_backend(PluginRegistry::instance(), backend_name, strict || strict_from_environment());
    for (const auto& f : choice.fallbacks)
      std::cerr << "crosswarp: fallback: " << f.from << " -> " << f.to << ": " << f.reason << "\n";
    nlohmann::json result = no_table ? nlohmann::json::object() : transfer::run_copy_bench(choice.backend, device, o);
    if (no_table && sweep) result["sweep"] = transfer::run_copy_sweep(*choice.backend, device, o.sweep_options);
    if (diag) result["diag"] = transfer::run_copy_diag(choice.backend, device, o.engine);
    if (!model_dir.empty()) {
      model::WeightUploadBenchOptions mo;
      mo.reps = model_reps;
      mo.engine = o.engine;
      result["model_upload"] = model::bench_weight_upload(choice.backend, device, model_dir, mo);
    }
    if (!trace_path.empty()) {
      transfer::PipelineTraceOptions t;
      t.steps = trace_steps;
      t.engine = o.engine;
      result["pipeline_trace"] = transfer::run_pipeline_trace(choice.backend, device, t, trace_path);
    }
    if (!json_out.empty()) {
      std::string tmp = json_out + ".tmp";
      {
        std::ofstream out(tmp, std::ios::trunc);
        out << result.dump(2) << "\n";
        if (!out) throw Error(ErrorKind::Input, json_out + ": cannot write the JSON result");
      }
      if (std::rename(tmp.c_str(), json_out.c_str()) != 0) {
        std::remove(tmp.c_str());
        throw Error(ErrorKind::Input, json_out + ": cannot write the JSON result");
      }
    }
    if (json) {
      std::cout << result.dump(2) << "\n";
    } else {
      if (!no_table) std::cout << transfer::copy_bench_text(result);
      if (no_table && result.contains("sweep")) std::cout << transfer::copy_sweep_text(result["sweep"]);
      if (result.contains("diag")) std::cout << transfer::copy_diag_text(result["diag"]);
      if (result.contains("model_upload")) std::cout << model::weight_upload_text(result["model_upload"]);
      std::cout << transfer::pipeline_trace_text(result);
    }
    return 0;
  });
}

}  // namespace

CW_COMMAND("bench-copy", "host<->device copy bandwidth: transfer engine vs plain copies, pageable and pinned",
           run_bench_copy);
