// Counts elements above a threshold with one ballot per warp and one atomic per warp (warp-
// aggregated atomics); the ballot is kept in 64 bits so wave64 loses nothing.
#include <cstdio>
#include <vector>

__global__ void count_above(const int* in, int n, int threshold, int* count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int pred = i < n && in[i] > threshold;
  unsigned long long votes = __ballot_sync(~0ull, pred);
  if (threadIdx.x % warpSize == 0) atomicAdd(count, __popcll(votes));
}

int main() {
  const int n = 77777;
  std::vector<int> h(n);
  int expect = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = (i * 2654435761u) % 1000;
    expect += h[i] > 700;
  }
  int *d, *count;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&count, sizeof(int));
  cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(count, 0, sizeof(int));
  count_above<<<(n + 255) / 256, 256>>>(d, n, 700, count);
  int got = 0;
  cudaMemcpy(&got, count, sizeof got, cudaMemcpyDeviceToHost);
  cudaFree(d);
  cudaFree(count);
  bool ok = got == expect;
  printf("vote_count: checksum=%d %s\n", got, ok ? "ok" : "MISMATCH");
  return ok ? 0 : 1;
}
