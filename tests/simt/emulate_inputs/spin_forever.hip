// A spin-wait that nothing releases: thread 5 waits for a flag no thread sets, backing off with __nanosleep,
// while the rest of the block waits at a barrier. On a GPU this hangs; crosswarp-simt lets the thread spin
// for CROSSWARP_SIMT_SPIN_SECONDS (default 10) with no thread of the block getting anywhere, then reports it
// with the line of its __nanosleep and ends it, so the barrier opens and the launch fails. The same for a lock
// that no thread releases: thread 7 spins on atomicCAS, whose failures let the block run, and is reported with
// the line of its atomicCAS.
#include <hip/hip_runtime.h>
#include <cstdio>

__global__ void wait_forever(int* flag, int* out) {
  if (threadIdx.x == 5)
    while (atomicAdd(flag, 0) == 0) __nanosleep(100);
  __syncthreads();
  out[threadIdx.x] = 1;
}

__global__ void lock_forever(int* lock, int* out) {
  if (threadIdx.x == 7)
    while (atomicCAS(lock, 0, 1) != 0) {
    }
  __syncthreads();
  out[threadIdx.x] = 2;
}

int main() {
  int *flag = nullptr, *out = nullptr;
  hipMalloc(&flag, sizeof(int));
  hipMemset(flag, 0, sizeof(int));
  hipMallocManaged(&out, 64 * sizeof(int));
  hipLaunchKernelGGL(wait_forever, dim3(1), dim3(64), 0, 0, flag, out);
  const hipError_t e = hipDeviceSynchronize();
  std::printf("spin %s, thread 0 wrote %d\n", hipGetErrorName(e), out[0]);
  hipMemset(flag, 0xff, sizeof(int));  // taken, by nobody
  hipLaunchKernelGGL(lock_forever, dim3(1), dim3(64), 0, 0, flag, out);
  const hipError_t f = hipDeviceSynchronize();
  std::printf("lock %s, thread 0 wrote %d\n", hipGetErrorName(f), out[0]);
  return 0;
}
