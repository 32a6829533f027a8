// Bitonic sort of 1024 keys per block in shared memory, a barrier after every compare-exchange step.
#include <algorithm>
#include <cstdio>
#include <vector>

__global__ void bitonic(int* data) {
  __shared__ int s[1024];
  int t = threadIdx.x;
  int* d = data + blockIdx.x * 1024;
  s[t] = d[t];
  s[t + 512] = d[t + 512];
  __syncthreads();
  for (int k = 2; k <= 1024; k *= 2)
    for (int j = k / 2; j > 0; j /= 2) {
      for (int i = t; i < 1024; i += 512) {
        int p = i ^ j;
        if (p > i) {
          bool up = (i & k) == 0;
          if ((s[i] > s[p]) == up) {
            int tmp = s[i];
            s[i] = s[p];
            s[p] = tmp;
          }
        }
      }
      __syncthreads();
    }
  d[t] = s[t];
  d[t + 512] = s[t + 512];
}

int main() {
  const int blocks = 6, n = blocks * 1024;
  std::vector<int> h(n), got(n);
  for (int i = 0; i < n; ++i) h[i] = (int)((i * 1103515245u + 12345u) >> 8) % 50000;
  int* d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  bitonic<<<blocks, 512>>>(d);
  cudaMemcpy(got.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < blocks; ++b) std::sort(h.begin() + b * 1024, h.begin() + (b + 1) * 1024);
  long long checksum = 0;
  for (int i = 0; i < n; ++i) checksum += (long long)got[i] * (i % 17 + 1);
  bool ok = got == h;
  cudaFree(d);
  printf("bitonic_sort: checksum=%lld %s\n", checksum, ok ? "ok" : "MISMATCH");
  return ok ? 0 : 1;
}
