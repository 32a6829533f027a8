// 1-D stencil (radius 3) with the block's tile and halo in dynamic shared memory.
#include <cstdio>
#include <vector>

#define RADIUS 3

__global__ void stencil(const int* in, int* out, int n) {
  extern __shared__ int tile[];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + RADIUS;
  tile[l] = g < n ? in[g] : 0;
  if (threadIdx.x < RADIUS) {
    int left = g - RADIUS, right = g + blockDim.x;
    tile[l - RADIUS] = left >= 0 && left < n ? in[left] : 0;
    tile[l + blockDim.x] = right < n ? in[right] : 0;
  }
  __syncthreads();
  if (g < n) {
    int s = 0;
    for (int k = -RADIUS; k <= RADIUS; ++k) s += tile[l + k] * (k + 4);
    out[g] = s;
  }
}

int main() {
  const int n = 12345, threads = 128;
  std::vector<int> h(n), got(n);
  for (int i = 0; i < n; ++i) h[i] = i % 23 - 11;
  int *d, *o;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&o, n * sizeof(int));
  cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  stencil<<<(n + threads - 1) / threads, threads, (threads + 2 * RADIUS) * sizeof(int)>>>(d, o, n);
  cudaMemcpy(got.data(), o, n * sizeof(int), cudaMemcpyDeviceToHost);
  bool ok = true;
  long long checksum = 0;
  for (int i = 0; i < n; ++i) {
    int s = 0;
    for (int k = -RADIUS; k <= RADIUS; ++k) s += (i + k >= 0 && i + k < n ? h[i + k] : 0) * (k + 4);
    ok = ok && got[i] == s;
    checksum += (long long)got[i] * (i % 11 + 1);
  }
  cudaFree(d);
  cudaFree(o);
  printf("stencil: checksum=%lld %s\n", checksum, ok ? "ok" : "MISMATCH");
  return ok ? 0 : 1;
}
