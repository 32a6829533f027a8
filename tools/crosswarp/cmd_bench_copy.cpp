// crosswarp bench-copy [--backend B] [--sizes 4K,1M,...] [--json]: the transfer engine against plain
// memcpy_sync / memcpy_async on pageable and pinned memory, per size and direction; BERT-large's
// fp32 weights through upload_many against the pinned link rate; optionally a pipelined-loop trace.
#include "command.h"

#include "runtime/transfer/copy_bench.h"
#include "runtime/transfer/pipeline_trace.h"

#include <crosswarp/runtime.h>
#include <crosswarp/transfer.h>

#include <iostream>
#include <sstream>

namespace {

int run_bench_copy(int argc, char** argv) {
  CLI::App app{"Benchmark host<->device copies: the transfer engine (from pageable memory) against plain\n"
               "memcpy_sync and memcpy_async on pageable and on pinned memory, GB/s per size and direction;\n"
               "then BERT-large's fp32 weights (1.34 GB, 391 tensors) uploaded with upload_many against the\n"
               "pinned link rate. The engine calibrates first (or reads its cache, CROSSWARP_CACHE_DIR).",
               argv[0]};
  std::string backend_name, sizes_text, trace_path;
  int device = 0, reps = 0, trace_steps = 8;
  bool json = false, no_bert = false, no_cache = false, strict = false;
  size_t probe = 0;
  app.add_option("--backend", backend_name, "auto, cpu, cuda, hip or simt (default: CROSSWARP_BACKEND, else auto)");
  app.add_option("--device", device, "device index (default 0)");
  app.add_option("--sizes", sizes_text, "comma-separated sizes (default 4K,64K,1M,16M,256M,1G)");
  app.add_option("--reps", reps, "timed repetitions per cell, median reported (default: ~1 GiB moved, 3..50)");
  app.add_flag("--no-bert", no_bert, "skip the BERT-large weight upload");
  app.add_flag("--no-cache", no_cache, "calibrate afresh and do not write the calibration cache");
  app.add_option("--probe-bytes", probe, "largest calibration probe in bytes (default 32 MiB; 4 MiB on simt)");
  app.add_option("--trace", trace_path,
                 "also run a pipelined inference loop (upload, compute stand-in, download), serial and "
                 "overlapped, and write its timeline as a Chrome trace (chrome://tracing, Perfetto) to this file");
  app.add_option("--trace-steps", trace_steps, "steps of the traced loop (default 8)");
  app.add_flag("--strict", strict, "a fallback (backend or transfer path) is an error");
  app.add_flag("--json", json, "print one JSON object instead of the table");
  return crosswarp::cli::run_command(app, argc, argv, [&] {
    using namespace crosswarp;
    transfer::CopyBenchOptions o;
    std::stringstream ss(sizes_text);
    for (std::string item; std::getline(ss, item, ',');)
      if (!item.empty()) o.sizes.push_back(transfer::parse_size(item));
    o.reps = reps;
    o.bert = !no_bert;
    o.engine.use_cache = !no_cache;
    o.engine.probe_bytes = probe;
    o.engine.strict = strict;
    auto choice = choose_backend(PluginRegistry::instance(), backend_name, strict || strict_from_environment());
    for (const auto& f : choice.fallbacks)
      std::cerr << "crosswarp: fallback: " << f.from << " -> " << f.to << ": " << f.reason << "\n";
    auto result = transfer::run_copy_bench(choice.backend, device, o);
    if (!trace_path.empty()) {
      transfer::PipelineTraceOptions t;
      t.steps = trace_steps;
      t.engine = o.engine;
      result["pipeline_trace"] = transfer::run_pipeline_trace(choice.backend, device, t, trace_path);
    }
    if (json)
      std::cout << result.dump(2) << "\n";
    else
      std::cout << transfer::copy_bench_text(result) << transfer::pipeline_trace_text(result);
    return 0;
  });
}

}  // namespace

CW_COMMAND("bench-copy", "host<->device copy bandwidth: transfer engine vs plain copies, pageable and pinned",
           run_bench_copy);
