// Integer matrix multiply with square tiles in dynamic shared memory (two tiles per block).
#include <cstdio>
#include <vector>

__global__ void matmul(const int* a, const int* b, int* c, int n, int tile) {
  extern __shared__ int smem[];
  int* ta = smem;
  int* tb = smem + tile * tile;
  int row = blockIdx.y * tile + threadIdx.y, col = blockIdx.x * tile + threadIdx.x;
  int acc = 0;
  for (int k0 = 0; k0 < n; k0 += tile) {
    ta[threadIdx.y * tile + threadIdx.x] = row < n && k0 + (int)threadIdx.x < n ? a[row * n + k0 + threadIdx.x] : 0;
    tb[threadIdx.y * tile + threadIdx.x] = col < n && k0 + (int)threadIdx.y < n ? b[(k0 + threadIdx.y) * n + col] : 0;
    __syncthreads();
    for (int k = 0; k < tile; ++k) acc += ta[threadIdx.y * tile + k] * tb[k * tile + threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n) c[row * n + col] = acc;
}

int main() {
  const int n = 70, tile = 16;
  std::vector<int> a(n * n), b(n * n), c(n * n);
  for (int i = 0; i < n * n; ++i) {
    a[i] = i % 9 - 4;
    b[i] = (i * 5) % 11 - 5;
  }
  int *da, *db, *dc;
  cudaMalloc(&da, n * n * sizeof(int));
  cudaMalloc(&db, n * n * sizeof(int));
  cudaMalloc(&dc, n * n * sizeof(int));
  cudaMemcpy(da, a.data(), n * n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), n * n * sizeof(int), cudaMemcpyHostToDevice);
  dim3 grid((n + tile - 1) / tile, (n + tile - 1) / tile), block(tile, tile);
  matmul<<<grid, block, 2 * tile * tile * sizeof(int)>>>(da, db, dc, n, tile);
  cudaMemcpy(c.data(), dc, n * n * sizeof(int), cudaMemcpyDeviceToHost);
  bool ok = true;
  long long checksum = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      int s = 0;
      for (int k = 0; k < n; ++k) s += a[i * n + k] * b[k * n + j];
      ok = ok && c[i * n + j] == s;
      checksum += (long long)c[i * n + j] * ((i + 2 * j) % 5 + 1);
    }
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  printf("matmul_tiled: checksum=%lld %s\n", checksum, ok ? "ok" : "MISMATCH");
  return ok ? 0 : 1;
}
