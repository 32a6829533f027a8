// Per-device calibration of the copy paths: a short probe (about 2 s on a GPU, once: cached) that
// fits a time model to each path and picks the two pipeline shapes (mid-size and large copies).
#pragma once

#include "runtime/transfer/pinned_ring.h"
#include "runtime/transfer/staged_copy.h"

#include <crosswarp/transfer.h>

#include <functional>
#include <string>
#include <vector>

namespace crosswarp::transfer {

struct Calibration {
  CopyPolicy h2d, d2h;
  double probe_ms = 0;  // wall time the probe took
};

// The default largest probe: 256 MiB on GPUs, 4 MiB on crosswarp-simt, where every "DMA" is a CPU
// memcpy and a large probe only costs CI time. Measured on the H200 host (bench-copy --probe-bytes,
// bench/RESULTS.md): a 64 MiB probe's source sits largely in the host's last-level cache, so it
// rated 4 copy threads best and the engine then moved 1 GiB at 0.67 (h2d) / 0.45 (d2h) of the
// pinned rate; probing with 256 MiB chose 12 threads (h2d) and reached 0.80 / 0.90. The large
// probe now also cycles through three probe-sized windows (768 MiB of host memory during the
// probe), so even a last-level cache of a few hundred MB cannot hold its source.
size_t default_probe_bytes(const Backend& backend);

// Host copy threads the probe may pick: at most min(hardware threads, kMaxCopyThreads).
inline constexpr int kMaxCopyThreads = 16;
// 1, 2, 4, 8, 12, 16 up to that cap, and the cap itself.
std::vector<int> copy_thread_candidates();
// The copy threads the large-copy probe tries: 4 and up where the host has 8 hardware threads or
// more (one or two threads never came near a Gen5 link on the H200 host: 8-16 GB/s), every
// candidate on a small host.
std::vector<int> large_copy_thread_candidates();
// Staging chunk sizes the probe tries: 1, 2, 4, 8, 16 MiB where four fit in the probe; for a small
// probe, 1/32 .. 1/4 of it (at least 64 KiB).
std::vector<size_t> chunk_candidates(size_t probe_bytes);
// Staging slots for a pipeline on `streams` copy streams: two per stream, at least four.
int ring_slots_for(int streams);

// Probes both directions. The ring is reshaped for the probe (the caller reshapes it to the chosen
// policy afterwards). Returns false when the ring could not get pinned memory (`why` says why).
// `clock` returns seconds (TransferOptions::clock, or steady_clock).
bool calibrate(const Backend& backend, int device, PinnedRing& ring, CopyStreams& streams, HostCopier& copier,
               size_t probe_bytes, const std::function<double()>& clock, Calibration* out, std::string* why);

// steady_clock in seconds.
double steady_seconds();

}  // namespace crosswarp::transfer
