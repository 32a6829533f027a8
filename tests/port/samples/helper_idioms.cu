// Idioms of CUDA sample programs and their helper headers (self-written): error checks defined only when
// CUDA's driver_types.h was included (tested through its include guard), cooperative groups included before
// the runtime, pinned allocations of typed pointers, 3D extents, kernel cache preferences, a full warp mask
// held in a variable, version and compiler tests.
#include <cooperative_groups.h>
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

namespace cg = cooperative_groups;

#ifdef __DRIVER_TYPES_H__
static const char *errorName(cudaError_t e) { return cudaGetErrorName(e); }
#define CHECK(call)                                                           \
  do {                                                                        \
    cudaError_t e_ = (call);                                                  \
    if (e_ != cudaSuccess) {                                                  \
      std::fprintf(stderr, "%s failed: %s\n", #call, errorName(e_));          \
      std::exit(1);                                                           \
    }                                                                         \
  } while (0)
#endif

#if defined(__CUDACC__) && CUDART_VERSION >= 9000
#define HAVE_COOPERATIVE_GROUPS 1
#endif

__global__ void warpSum(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  unsigned int mask = 0xffffffff;
  int v = in[block.thread_rank()];
  for (int offset = 16; offset > 0; offset /= 2) v += __shfl_xor_sync(mask, v, offset, 32);
  if (block.thread_rank() % 32 == 0) out[block.thread_rank() / 32] = v;
}

int main() {
  int *hostIn = nullptr, *hostOut = nullptr;
  CHECK(cudaHostAlloc(&hostIn, 64 * sizeof(int), cudaHostAllocDefault));
  CHECK(cudaHostAlloc(&hostOut, 2 * sizeof(int), cudaHostAllocPortable));
  for (int i = 0; i < 64; ++i) hostIn[i] = i;

  int *in = nullptr, *out = nullptr;
  CHECK(cudaMalloc(&in, 64 * sizeof(int)));
  CHECK(cudaMalloc(&out, 2 * sizeof(int)));
  CHECK(cudaMemcpy(in, hostIn, 64 * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaFuncSetCacheConfig(warpSum, cudaFuncCachePreferShared));
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, warpSum));
  warpSum<<<1, 64>>>(in, out);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hostOut, out, 2 * sizeof(int), cudaMemcpyDeviceToHost));

  cudaPitchedPtr volume;
  cudaExtent extent = make_cudaExtent(16 * sizeof(float), 16, 4);
  CHECK(cudaMalloc3D(&volume, extent));
  CHECK(cudaMemset3D(volume, 0, extent));
  CHECK(cudaFree(volume.ptr));

#ifdef HAVE_COOPERATIVE_GROUPS
  std::printf("sums %d %d (%d registers)\n", hostOut[0], hostOut[1], attr.numRegs);
#endif
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  CHECK(cudaFreeHost(hostIn));
  CHECK(cudaFreeHost(hostOut));
  return 0;
}
