// __cvta_generic_to_shared of an address that is not in the block's shared memory (a global one): CUDA
// leaves the result undefined; crosswarp-simt reports the thread and the call's line and ends the thread.
#include <hip/hip_runtime.h>
#include <cstdio>

__global__ void window(const int* global, unsigned* out) {
  __shared__ int s[64];
  out[threadIdx.x] = static_cast<unsigned>(__cvta_generic_to_shared(&s[threadIdx.x]));
  if (threadIdx.x == 3) out[threadIdx.x] = static_cast<unsigned>(__cvta_generic_to_shared(global));
}

int main() {
  int* global = nullptr;
  unsigned* out = nullptr;
  hipMalloc(&global, 64 * sizeof(int));
  hipMallocManaged(&out, 64 * sizeof(unsigned));
  hipLaunchKernelGGL(window, dim3(1), dim3(64), 0, 0, global, out);
  const hipError_t e = hipDeviceSynchronize();
  // the other threads' addresses are 4 bytes apart, as on a GPU
  std::printf("window %s, step %u\n", hipGetErrorName(e), out[1] - out[0]);
  return 0;
}
