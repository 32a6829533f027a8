// Locks and __device__ symbols under crosswarp emulate. keep_min takes a lock with every lane for itself, and
// add_locked releases it within the iteration that took it: both are lint's lane-spin-lock (they hang on
// AMD's lockstep wavefronts, the second once hipcc moves its critical section after the loop, as 5.7 does at
// -O2); both complete here, where an atomicCAS that finds the lock taken lets the other threads of the block
// run first, and on NVIDIA since Volta. add_serialized lets one lane of the wavefront at a time take the
// lock, the form that runs everywhere. The symbols travel through cudaMemcpyToSymbol/FromSymbol, their Async
// forms, cudaGetSymbolAddress and cudaGetSymbolSize, which the port writes with HIP_SYMBOL.
#include <cstdio>

__device__ int min_lock;
__device__ int min_value;
__device__ int sum_lock;
__device__ long long sum_value;
__constant__ int bias[4];

__global__ void keep_min(const int* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  while (atomicCAS(&min_lock, 0, 1) != 0) {
  }
  __threadfence();
  if (x[i] < min_value) min_value = x[i];
  __threadfence();
  atomicExch(&min_lock, 0);
}

__global__ void add_locked(const int* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  bool done = false;
  while (!done) {
    if (atomicCAS(&sum_lock, 0, 1) == 0) {
      __threadfence();
      sum_value += x[i] + bias[i % 4];
      __threadfence();
      atomicExch(&sum_lock, 0);
      done = true;
    }
  }
}

__global__ void add_serialized(const int* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int lane = threadIdx.x % warpSize;
  for (unsigned long long todo = __activemask(); todo; todo &= todo - 1) {
    if (lane == __ffsll(todo) - 1) {
      while (atomicCAS(&sum_lock, 0, 1) != 0) {
      }
      __threadfence();
      sum_value += x[i] + bias[i % 4];
      __threadfence();
      atomicExch(&sum_lock, 0);
    }
  }
}

int main() {
  const int n = 300;
  int h[n];
  long long want_sum = 0;
  int want_min = 1 << 30;
  const int hb[4] = {1, 2, 3, 4};
  for (int i = 0; i < n; ++i) {
    h[i] = (i * 7919) % 1009 - 500;
    want_sum += 2 * (h[i] + hb[i % 4]);
    want_min = h[i] < want_min ? h[i] : want_min;
  }
  int* d = nullptr;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  const int start = 1 << 30;
  const long long zero = 0;
  cudaMemcpyToSymbol(min_value, &start, sizeof start);
  cudaMemcpyToSymbolAsync(sum_value, &zero, sizeof zero, 0, cudaMemcpyHostToDevice, 0);
  cudaMemcpyToSymbol(bias, hb, sizeof hb);
  size_t bias_size = 0;
  void* sum_address = nullptr;
  cudaGetSymbolSize(&bias_size, bias);
  cudaGetSymbolAddress(&sum_address, sum_value);
  keep_min<<<3, 128>>>(d, n);
  add_locked<<<3, 128>>>(d, n);
  add_serialized<<<3, 128>>>(d, n);
  int got_min = 0;
  long long got_sum = 0, through_address = 0;
  cudaMemcpyFromSymbol(&got_min, min_value, sizeof got_min);
  cudaMemcpyFromSymbolAsync(&got_sum, sum_value, sizeof got_sum, 0, cudaMemcpyDeviceToHost, 0);
  cudaMemcpy(&through_address, sum_address, sizeof through_address, cudaMemcpyDeviceToHost);
  cudaError_t e = cudaDeviceSynchronize();
  cudaFree(d);
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  if (e != cudaSuccess || got_min != want_min || got_sum != want_sum || through_address != want_sum ||
      bias_size != sizeof hb) {
    std::printf("locks symbols FAILED: %s min %d/%d sum %lld/%lld/%lld size %zu\n", cudaGetErrorString(e),
                got_min, want_min, got_sum, through_address, want_sum, bias_size);
    return 1;
  }
  std::printf("locks symbols ok (warp %d)\n", warp);
  return 0;
}
