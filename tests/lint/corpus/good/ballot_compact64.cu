// Stream compaction with 64-bit ballots, __popcll and an active-lane mask.
#include <cuda_runtime.h>

__global__ void compact(const int* in, int* out, int* count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  bool keep = i < n && in[i] > 0;
  unsigned long long mask = __ballot_sync(~0ull, keep);
  int before = __popcll(mask & ((1ull << lane) - 1));
  int total = __popcll(mask);
  if (lane == 0) atomicAdd(count, total);
  if (keep) out[before] = in[i];
  unsigned long long active = __activemask();
  (void)active;
}
