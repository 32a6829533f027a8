// Inclusive scan of each 512-element block (Hillis-Steele, double-buffered shared memory).
#include <cstdio>
#include <vector>

__global__ void scan(const int* in, int* out, int n) {
  __shared__ int buf[2][512];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  int cur = 0;
  buf[cur][t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int o = 1; o < (int)blockDim.x; o *= 2) {
    int v = buf[cur][t];
    if (t >= o) v += buf[cur][t - o];
    buf[1 - cur][t] = v;
    cur = 1 - cur;
    __syncthreads();
  }
  if (i < n) out[i] = buf[cur][t];
}

int main() {
  const int n = 5000, threads = 512;
  std::vector<int> h(n), got(n);
  for (int i = 0; i < n; ++i) h[i] = (i * 7 + 3) % 19;
  int *d, *o;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&o, n * sizeof(int));
  cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  scan<<<(n + threads - 1) / threads, threads>>>(d, o, n);
  cudaMemcpy(got.data(), o, n * sizeof(int), cudaMemcpyDeviceToHost);
  bool ok = true;
  long long checksum = 0;
  int run = 0;
  for (int i = 0; i < n; ++i) {
    if (i % threads == 0) run = 0;
    run += h[i];
    ok = ok && got[i] == run;
    checksum += (long long)got[i] * (i % 13 + 1);
  }
  cudaFree(d);
  cudaFree(o);
  printf("scan_block: checksum=%lld %s\n", checksum, ok ? "ok" : "MISMATCH");
  return ok ? 0 : 1;
}
