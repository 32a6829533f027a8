// Recording into TransferMetrics (the public struct is in transfer.h).
#pragma once

#include <crosswarp/transfer.h>

namespace crosswarp::transfer {

TransferMetrics::Direction empty_direction();
// Buckets: <64K, 64K-1M, 1M-16M, 16M-256M, >=256M.
size_t bucket_index(size_t bytes);
// One copy (or one batch of upload_many); `timed` when `seconds` covers it end to end.
void record(TransferMetrics& m, CopyDirection dir, CopyPath path, size_t bytes, bool timed, double seconds);

}  // namespace crosswarp::transfer
