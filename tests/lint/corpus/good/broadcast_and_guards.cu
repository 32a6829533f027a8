// Lane 0 reserves space and broadcasts it; the broadcast value is warp-uniform, so the collectives
// under it are fine. Vendor-guarded constants pick the width per platform.
#include <cuda_runtime.h>

#if defined(__HIP_PLATFORM_AMD__)
constexpr int kWarpSize = 64;
#define FULL_MASK 0xffffffffffffffffull
#else
constexpr int kWarpSize = 32;
#define FULL_MASK 0xffffffffu
#endif

__global__ void append(const int* in, int* out, int* cursor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  bool keep = i < n && in[i] != 0;
  unsigned long long votes = __ballot_sync(FULL_MASK, keep);
  int base = 0;
  if (lane == 0) base = atomicAdd(cursor, __popcll(votes));
  base = __shfl_sync(FULL_MASK, base, 0);
  if (base >= 0) {
    int total = __shfl_sync(FULL_MASK, base, 0);
    (void)total;
  }
  if (keep) out[base + __popcll(votes & ((1ull << lane) - 1))] = in[i];
}

int host_threads(const cudaDeviceProp& prop) { return prop.warpSize * 4 + kWarpSize * 0; }
