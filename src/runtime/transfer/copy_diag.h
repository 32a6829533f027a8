// `crosswarp bench-copy --diag`: where the microseconds of a small copy go, how long the copy
// threads take to answer a round after being idle, and the engine's copy-by-copy times at 16 MiB --
// the measurements behind the engine's choices (host_copier.h, transfer_engine.cpp), in one run.
#pragma once

#include <crosswarp/runtime.h>
#include <crosswarp/transfer.h>

#include <nlohmann/json.hpp>

#include <memory>
#include <string>

namespace crosswarp::transfer {

nlohmann::json run_copy_diag(const std::shared_ptr<Backend>& backend, int device, const TransferOptions& engine);
std::string copy_diag_text(const nlohmann::json& diag);

}  // namespace crosswarp::transfer
