// Block-wide inclusive scan built from warp scans (__shfl_up_sync) for any warp size, then a scan
// of the warp totals by the first warp.
#include <cstdio>
#include <vector>

__device__ int warp_scan(int v) {
  int lane = threadIdx.x % warpSize;
  for (int o = 1; o < warpSize; o *= 2) {
    int u = __shfl_up_sync(~0ull, v, o);
    if (lane >= o) v += u;
  }
  return v;
}

__global__ void scan(const int* in, int* out, int n) {
  __shared__ int totals[1024 / 32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize, warps = blockDim.x / warpSize;
  int v = warp_scan(i < n ? in[i] : 0);
  if (lane == warpSize - 1) totals[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int t = lane < warps ? totals[lane] : 0;
    t = warp_scan(t);
    if (lane < warps) totals[lane] = t;
  }
  __syncthreads();
  if (warp > 0) v += totals[warp - 1];
  if (i < n) out[i] = v;
}

int main() {
  const int n = 10000, threads = 256;
  std::vector<int> h(n), got(n);
  for (int i = 0; i < n; ++i) h[i] = (i % 5 == 0) ? 3 : (i % 7) - 2;
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
    checksum = checksum * 31 % 1000000007 + got[i];
  }
  cudaFree(d);
  cudaFree(o);
  printf("scan_warp: checksum=%lld %s\n", checksum, ok ? "ok" : "MISMATCH");
  return ok ? 0 : 1;
}
