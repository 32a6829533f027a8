// Stream compaction that keeps the ballot in 32 bits and counts it with __popc.
// expect: ballot-truncation, ballot-truncation, ballot-truncation, lane-mask-width
#include <cuda_runtime.h>

__global__ void compact(const int* in, int* out, int* count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  bool keep = i < n && in[i] > 0;
  unsigned int mask = __ballot_sync(0xffffffff, keep);
  int before = __popc(mask & ((1ull << lane) - 1));
  int total = __popc(mask);
  if (lane == 0) atomicAdd(count, total);
  if (keep) out[before] = in[i];
}
