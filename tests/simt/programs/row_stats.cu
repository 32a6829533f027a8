// One warp per row: max, min and sum of the row with __shfl_xor_sync butterflies (every lane ends
// with the result), for any warp size.
#include <cstdio>
#include <vector>

__global__ void row_stats(const int* m, int rows, int cols, int* out) {
  int lane = threadIdx.x % warpSize;
  int row = blockIdx.x * (blockDim.x / warpSize) + threadIdx.x / warpSize;
  if (row >= rows) return;  // whole warps leave together
  int mx = -2147483647, mn = 2147483647, sum = 0;
  for (int c = lane; c < cols; c += warpSize) {
    int v = m[row * cols + c];
    mx = max(mx, v);
    mn = min(mn, v);
    sum += v;
  }
  for (int o = warpSize / 2; o > 0; o /= 2) {
    mx = max(mx, __shfl_xor_sync(~0ull, mx, o));
    mn = min(mn, __shfl_xor_sync(~0ull, mn, o));
    sum += __shfl_xor_sync(~0ull, sum, o);
  }
  if (lane == 0) {
    out[row * 3 + 0] = mx;
    out[row * 3 + 1] = mn;
    out[row * 3 + 2] = sum;
  }
}

int main() {
  const int rows = 200, cols = 333;
  std::vector<int> m(rows * cols), got(rows * 3);
  for (int i = 0; i < rows * cols; ++i) m[i] = (int)((i * 48271u) % 2001) - 1000;
  int *d, *o;
  cudaMalloc(&d, m.size() * sizeof(int));
  cudaMalloc(&o, got.size() * sizeof(int));
  cudaMemcpy(d, m.data(), m.size() * sizeof(int), cudaMemcpyHostToDevice);
  row_stats<<<(rows + 3) / 4, 256>>>(d, rows, cols, o);  // at least 4 warps per block
  cudaMemcpy(got.data(), o, got.size() * sizeof(int), cudaMemcpyDeviceToHost);
  bool ok = true;
  long long checksum = 0;
  for (int r = 0; r < rows; ++r) {
    int mx = -2147483647, mn = 2147483647, sum = 0;
    for (int c = 0; c < cols; ++c) {
      int v = m[r * cols + c];
      mx = v > mx ? v : mx;
      mn = v < mn ? v : mn;
      sum += v;
    }
    ok = ok && got[r * 3] == mx && got[r * 3 + 1] == mn && got[r * 3 + 2] == sum;
    checksum += (long long)got[r * 3] * 3 + got[r * 3 + 1] * 5 + got[r * 3 + 2];
  }
  cudaFree(d);
  cudaFree(o);
  printf("row_stats: checksum=%lld %s\n", checksum, ok ? "ok" : "MISMATCH");
  return ok ? 0 : 1;
}
