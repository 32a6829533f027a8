// A warp reduction written for 32-lane warps only: a 32-bit full mask. Under a 64-lane wavefront
// the upper half-wave calls the shuffle with a mask that leaves it out; emulate must exit 1.
#include <cstdio>

__global__ void warp_sum(const int* in, int* out) {
  int v = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
  if (threadIdx.x == 0) *out = v;
}

int main() {
  int h[64], *d, *out, got = 0;
  for (int i = 0; i < 64; ++i) h[i] = 1;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&out, sizeof(int));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  warp_sum<<<1, 32>>>(d, out);
  cudaMemcpy(&got, out, sizeof(int), cudaMemcpyDeviceToHost);
  printf("sum=%d\n", got);
  warp_sum<<<1, 64>>>(d, out);
  cudaDeviceSynchronize();
  return 0;  // the program does not check: emulate's diagnostics must catch the bug
}
