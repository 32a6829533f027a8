// Max over segments of 8 consecutive elements with width-8 shuffles: the segment logic does not
// depend on the warp size (8 divides 32 and 64).
#include <cstdio>
#include <vector>

__global__ void segmax(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : -1;
  for (int o = 4; o > 0; o /= 2) {
    int u = __shfl_xor_sync(~0ull, v, o, 8);
    v = u > v ? u : v;
  }
  int first = __shfl_sync(~0ull, i, 0, 8);  // the segment's first index, from its lane 0
  if (i < n && i == first) out[i / 8] = v;
}

int main() {
  const int n = 8 * 4000;
  std::vector<int> h(n), got(n / 8);
  for (int i = 0; i < n; ++i) h[i] = (int)((i * 2246822519u) >> 12) % 100000;
  int *d, *o;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&o, n / 8 * sizeof(int));
  cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  segmax<<<(n + 255) / 256, 256>>>(d, o, n);
  cudaMemcpy(got.data(), o, n / 8 * sizeof(int), cudaMemcpyDeviceToHost);
  bool ok = true;
  long long checksum = 0;
  for (int s = 0; s < n / 8; ++s) {
    int m = -1;
    for (int k = 0; k < 8; ++k) m = h[s * 8 + k] > m ? h[s * 8 + k] : m;
    ok = ok && got[s] == m;
    checksum += got[s];
  }
  cudaFree(d);
  cudaFree(o);
  printf("segmented_max: checksum=%lld %s\n", checksum, ok ? "ok" : "MISMATCH");
  return ok ? 0 : 1;
}
