// `crosswarp bench-copy --diag`: where the microseconds of a small copy go, how long the copy
// threads take to answer a round after being idle, the engine's copy-by-copy times at 16 MiB, and
// where a 16 MiB pipeline's time goes per load -- the measurements behind the engine's choices
// (host_copier.h, transfer_engine.cpp), in one run.
#pragma once

#include <crosswarp/runtime.h>
#include <crosswarp/transfer.h>

#include <nlohmann/json.hpp>

#include <memory>
#include <string>

namespace crosswarp::transfer {

// One staged copy of `bytes` with this pipeline shape, timed `reps` times (after two warm-ups): the
// median run's timeline per load (host copy, DMA enqueue, DMA on the device, microseconds from the
// start), when the first DMA starts, the link's idle time between DMAs, its busy time and rate,
// and what follows the last DMA. Needs pinned memory (the ring) and timing events.
nlohmann::json stage_timeline(const std::shared_ptr<Backend>& backend, int device, CopyDirection dir,
                              const PipelineShape& shape, bool ramp, size_t bytes, int reps);

nlohmann::json run_copy_diag(const std::shared_ptr<Backend>& backend, int device, const TransferOptions& engine);
std::string copy_diag_text(const nlohmann::json& diag);

}  // namespace crosswarp::transfer
