#include <driver_functions.h>
#include <vector_functions.h>
#include <cudnn_ops.h>
#include <cupti.h>
#include <cuda_fp16.h>
__global__ void k(half* x, half y) { x[0] = x[0] > y ? x[0] : y; }
int argmax(const half* v, int n, half floor) {
  int best = 0;
  for (int i = 1; i < n; ++i) if (v[i] > v[best] && v[i] >= floor) best = i;
  half s = v[0]; s += floor; s = -s * v[1];
  return best;
}
void tune() {
  cudaFuncSetAttribute(k, cudaFuncAttributePreferredSharedMemoryCarveout, cudaSharedmemCarveoutMaxShared);
  cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT, CU_SHAREDMEM_CARVEOUT_MAX_L1);
  cudaMemPrefetchAsync(p, n, (struct cudaMemLocation){cudaMemLocationTypeDevice, 0}, 0);
}
