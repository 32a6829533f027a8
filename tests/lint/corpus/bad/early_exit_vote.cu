// Threads past the end return early, then the rest vote with a full mask.
// expect: divergent-collective
#include <cuda_runtime.h>

__global__ void any_negative(const float* x, int* flag, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int neg = x[i] < 0.0f;
  if (__any_sync(~0ull, neg)) atomicExch(flag, 1);
}
