// A HIP program (already hipLaunchKernelGGL, HIP_DYNAMIC_SHARED) that prints its arguments and the
// wavefront it ran with, and exits with the code given as its first argument.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>

__global__ void lanes(int* out) {
  HIP_DYNAMIC_SHARED(int, s)
  s[threadIdx.x] = warpSize;
  __syncthreads();
  if (threadIdx.x == 0) *out = s[blockDim.x - 1];
}

int main(int argc, char** argv) {
  int* d;
  int w = 0;
  hipMalloc(&d, sizeof(int));
  hipLaunchKernelGGL(lanes, dim3(1), dim3(128), 128 * sizeof(int), 0, d);
  hipMemcpy(&w, d, sizeof(int), hipMemcpyDeviceToHost);
  printf("warp=%d", w);
  for (int i = 1; i < argc; ++i) printf(" arg=%s", argv[i]);
  printf("\n");
  return argc > 1 ? std::atoi(argv[1]) : 0;
}
