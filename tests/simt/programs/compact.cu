// Stream compaction keeping the odd values: each warp ballots, one lane reserves the warp's slots
// with a single atomicAdd, each lane finds its slot with popc of the lanes below it. Output order
// between warps varies, so the check sorts by value.
#include <algorithm>
#include <cstdio>
#include <vector>

__global__ void compact(const int* in, int n, int* out, int* count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int v = i < n ? in[i] : 0;
  int keep = i < n && (v & 1);
  unsigned long long votes = __ballot_sync(~0ull, keep);
  int base = 0;
  if (lane == 0) base = atomicAdd(count, __popcll(votes));
  base = __shfl_sync(~0ull, base, 0);
  unsigned long long below = lane == 0 ? 0ull : (votes & (~0ull >> (64 - lane)));
  if (keep) out[base + __popcll(below)] = v;
}

int main() {
  const int n = 50000;
  std::vector<int> h(n), expect;
  for (int i = 0; i < n; ++i) {
    h[i] = (int)((i * 7919u) % 100003);
    if (h[i] & 1) expect.push_back(h[i]);
  }
  int *d, *o, *count;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&o, n * sizeof(int));
  cudaMalloc(&count, sizeof(int));
  cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(count, 0, sizeof(int));
  compact<<<(n + 127) / 128, 128>>>(d, n, o, count);
  int got_n = 0;
  cudaMemcpy(&got_n, count, sizeof(int), cudaMemcpyDeviceToHost);
  std::vector<int> got(got_n);
  cudaMemcpy(got.data(), o, got_n * sizeof(int), cudaMemcpyDeviceToHost);
  std::sort(got.begin(), got.end());
  std::sort(expect.begin(), expect.end());
  long long checksum = got_n;
  for (int v : got) checksum = (checksum * 131 + v) % 1000000007;
  bool ok = got == expect;
  cudaFree(d);
  cudaFree(o);
  cudaFree(count);
  printf("compact: checksum=%lld %s\n", checksum, ok ? "ok" : "MISMATCH");
  return ok ? 0 : 1;
}
