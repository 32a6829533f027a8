// A pipelined inference loop, traced: each step uploads an input (pageable, through the engine),
// runs "compute" and downloads an output. Run twice — serial (each phase waits for the last) and
// overlapped (the upload of step k+1 staged and DMA'd on an upload stream while step k computes) —
// and written as a Chrome trace (chrome://tracing or ui.perfetto.dev) with one row per stream.
//
// The compute stand-in is memset_async over a device buffer, repeated to take about as long as one
// upload: the ABI has no generic kernel to launch, and a memset is a real device kernel on CUDA and
// HIP. It says nothing about BERT's compute; it shows whether copies and device work overlap.
#pragma once

#include <crosswarp/transfer.h>

#include <nlohmann/json.hpp>

#include <string>

namespace crosswarp::transfer {

struct PipelineTraceOptions {
  int steps = 8;
  size_t input_bytes = size_t(64) << 20;
  size_t output_bytes = size_t(16) << 20;
  size_t compute_bytes = size_t(256) << 20;
  TransferOptions engine;
};

// Returns {serial_ms, overlapped_ms, speedup, compute_repeats, trace_file}; writes the trace.
nlohmann::json run_pipeline_trace(const std::shared_ptr<Backend>& backend, int device,
                                  const PipelineTraceOptions& options, const std::string& trace_path);
// One line for the table output ("" when the result has no pipeline_trace).
std::string pipeline_trace_text(const nlohmann::json& bench_result);

}  // namespace crosswarp::transfer
