// `crosswarp bench-copy --model DIR`: a checkpoint's fp32 weights uploaded the two ways the loader
// can (upload_bert_weights: out of the memory map by default, or file ranges read into the pinned
// ring), with the time of its one device allocation, against the pinned link rate and against three ways of copying out of a freshly made memory map (the loader's old per-tensor
// copies, one upload_many, and upload_many after MADV_POPULATE_READ). Every repetition loads the
// checkpoint afresh, so each variant starts from a mapping nothing has touched, as a loader does;
// the page cache is warmed once first (a read of the whole file, timed and reported).
#pragma once

#include <crosswarp/runtime.h>
#include <crosswarp/transfer.h>

#include <nlohmann/json.hpp>

#include <memory>
#include <string>

namespace crosswarp::model {

struct WeightUploadBenchOptions {
  int reps = 3;
  TransferOptions engine;
};

nlohmann::json bench_weight_upload(const std::shared_ptr<Backend>& backend, int device, const std::string& dir,
                                   const WeightUploadBenchOptions& options);
std::string weight_upload_text(const nlohmann::json& result);

}  // namespace crosswarp::model
