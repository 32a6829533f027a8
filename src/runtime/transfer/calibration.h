// Per-device calibration of the copy paths: a short probe (a few sizes, a few hundred ms at most)
// that fits a time model to each path and picks the pipeline's chunk size and stream count.
#pragma once

#include "runtime/transfer/pinned_ring.h"
#include "runtime/transfer/staged_copy.h"

#include <crosswarp/transfer.h>

#include <functional>
#include <string>

namespace crosswarp::transfer {

struct Calibration {
  CopyPolicy h2d, d2h;
  double probe_ms = 0;  // wall time the probe took
};

// The default largest probe: 32 MiB on GPUs (0.6 ms at 55 GB/s, 5 ms pageable at 7 GB/s), 4 MiB on
// crosswarp-simt, where every "DMA" is a CPU memcpy and a large probe only costs CI time.
size_t default_probe_bytes(const Backend& backend);

// Probes both directions. The ring is reshaped for the probe (the caller reshapes it to the chosen
// policy afterwards). Returns false when the ring could not get pinned memory (`why` says why).
// `clock` returns seconds (TransferOptions::clock, or steady_clock).
bool calibrate(const Backend& backend, int device, PinnedRing& ring, CopyStreams& streams, HostCopier& copier,
               size_t probe_bytes, const std::function<double()>& clock, Calibration* out, std::string* why);

// steady_clock in seconds.
double steady_seconds();

}  // namespace crosswarp::transfer
