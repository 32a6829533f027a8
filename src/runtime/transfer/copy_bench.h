// The copy benchmark behind `crosswarp bench-copy`: per size and direction, the engine (from
// pageable memory) against plain memcpy_sync and memcpy_async on pageable and on pinned memory;
// BERT-large's fp32 weights uploaded through upload_many against the pinned link rate (also from
// page-locked, host_register'ed memory); the stream-ordered pool's cost and statistics; optionally
// the pipeline's configuration sweep (copy_sweep.h) and a pipelined-loop timeline (pipeline_trace.h).
#pragma once

#include "runtime/transfer/copy_sweep.h"

#include <crosswarp/transfer.h>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace crosswarp::transfer {

struct CopyBenchOptions {
  std::vector<size_t> sizes;  // empty = 4K 64K 1M 16M 256M 1G
  int reps = 0;               // 0 = enough to move ~1 GiB per measurement (3..50)
  bool bert = true;
  bool pool = true;           // stream-ordered pool: alloc/free cost and the pool's statistics
  bool sweep = false;         // the pipeline's configuration sweep (copy_sweep.h), after the table
  SweepOptions sweep_options;
  TransferOptions engine;
};

// The tensor sizes (bytes) of BERT-large's fp32 weights in checkpoint order (~1.34 GB, 391 tensors).
std::vector<size_t> bert_large_fp32_tensor_bytes();

nlohmann::json run_copy_bench(const std::shared_ptr<Backend>& backend, int device, const CopyBenchOptions& options);
std::string copy_bench_text(const nlohmann::json& result);

// "4K", "16M", "1G", or plain bytes -> bytes; throws Error(Usage) on anything else.
size_t parse_size(const std::string& text);
std::string format_size(size_t bytes);

}  // namespace crosswarp::transfer
