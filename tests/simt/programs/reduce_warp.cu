// Warp-shuffle reduction that is correct for any warp size: offsets start at warpSize/2, the mask
// is 64-bit, per-warp partials go through shared memory sized for the smallest warp (32).
#include <cstdio>
#include <vector>

__device__ int warp_sum(int v) {
  for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down_sync(~0ull, v, o);
  return v;
}

__global__ void sum(const int* in, int n, int* out) {
  __shared__ int warp_totals[1024 / 32];
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  int v = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += in[i];
  v = warp_sum(v);
  if (lane == 0) warp_totals[warp] = v;
  __syncthreads();
  int warps = blockDim.x / warpSize;
  if (warp == 0) {
    v = lane < warps ? warp_totals[lane] : 0;
    v = warp_sum(v);
    if (lane == 0) atomicAdd(out, v);
  }
}

int main() {
  const int n = 1 << 18;
  std::vector<int> h(n);
  long long expect = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = (i * 37) % 101 - 50;
    expect += h[i];
  }
  int *d, *out;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(out, 0, sizeof(int));
  sum<<<32, 256>>>(d, n, out);
  int got = 0;
  cudaMemcpy(&got, out, sizeof got, cudaMemcpyDeviceToHost);
  cudaFree(d);
  cudaFree(out);
  bool ok = got == expect;
  printf("reduce_warp: checksum=%d %s\n", got, ok ? "ok" : "MISMATCH");
  return ok ? 0 : 1;
}
