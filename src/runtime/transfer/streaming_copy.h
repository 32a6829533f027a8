// Host memcpy with non-temporal (streaming) stores, for filling and draining the pinned staging ring.
//
// Why: a regular store to a line that is not in the cache first reads it (read-for-ownership), so
// a copy of N bytes into cold memory moves 3N bytes over the memory bus, and the dirty lines then
// sit in the cache where the DMA engine has to snoop them out. glibc's memcpy switches to
// non-temporal stores only above its own threshold (a fraction of the last-level cache, often tens
// of MB: more than one staging chunk), so each chunk of the pipeline paid the read-for-ownership.
// Streaming stores write whole lines straight to memory: 2N bytes of traffic and nothing to snoop.
// Calibration and `crosswarp bench-copy --sweep` measure both ways; the policy records the winner.
#pragma once

#include <cstddef>

namespace crosswarp::transfer {

// Pieces below this many bytes are copied with memcpy even when streaming is asked for: the
// alignment head/tail and the store fence cost more than the read-for-ownership saved.
inline constexpr size_t kStreamingMinBytes = size_t(64) << 10;

// "avx2", "sse2" (x86-64, checked at run time with __builtin_cpu_supports) or "none" (elsewhere:
// streaming requests fall back to memcpy).
const char* streaming_isa();
bool streaming_supported();

// Copies `bytes` from `src` to `dst` (no overlap; any alignment). With `streaming` and a piece of at
// least kStreamingMinBytes on a CPU that has them, the stores are non-temporal and the function
// ends with a store fence, so the data is globally visible (to a DMA issued afterwards by any
// thread that synchronized with this one) when it returns. Otherwise it is memcpy.
void copy_bytes(void* dst, const void* src, size_t bytes, bool streaming);

}  // namespace crosswarp::transfer
