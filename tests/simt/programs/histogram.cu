// 256-bin histogram: per-block bins in shared memory with atomicAdd, merged with global atomics.
#include <cstdio>
#include <vector>

__global__ void histogram(const unsigned char* data, int n, unsigned* bins) {
  __shared__ unsigned local[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    if (local[b]) atomicAdd(&bins[b], local[b]);
}

int main() {
  const int n = 1 << 20;
  std::vector<unsigned char> h(n);
  std::vector<unsigned> expect(256, 0), got(256);
  unsigned s = 99;
  for (int i = 0; i < n; ++i) {
    s = s * 1103515245u + 12345u;
    h[i] = (unsigned char)((s >> 16) % 200 + (i % 56));
    ++expect[h[i]];
  }
  unsigned char* d;
  unsigned* bins;
  cudaMalloc(&d, n);
  cudaMalloc(&bins, 256 * sizeof(unsigned));
  cudaMemcpy(d, h.data(), n, cudaMemcpyHostToDevice);
  cudaMemset(bins, 0, 256 * sizeof(unsigned));
  histogram<<<64, 256>>>(d, n, bins);
  cudaMemcpy(got.data(), bins, 256 * sizeof(unsigned), cudaMemcpyDeviceToHost);
  unsigned long long checksum = 0;
  for (int b = 0; b < 256; ++b) checksum += (unsigned long long)got[b] * (b + 1);
  bool ok = got == expect;
  cudaFree(d);
  cudaFree(bins);
  printf("histogram: checksum=%llu %s\n", checksum, ok ? "ok" : "MISMATCH");
  return ok ? 0 : 1;
}
