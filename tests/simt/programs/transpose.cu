// Shared-memory matrix transpose: 32x32 tiles padded to 33 columns (no bank conflicts on NVIDIA),
// 32x8 threads per block, each thread moving four elements.
#include <cstdio>
#include <vector>

#define TILE 32
#define ROWS 8

__global__ void transpose(const float* in, float* out, int width, int height) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < width && y + j < height) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < height && y + j < width) out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  const int w = 300, h = 170;
  std::vector<float> a(w * h), t(w * h);
  for (int i = 0; i < w * h; ++i) a[i] = (float)(i % 1000);
  float *d, *o;
  cudaMalloc(&d, w * h * sizeof(float));
  cudaMalloc(&o, w * h * sizeof(float));
  cudaMemcpy(d, a.data(), w * h * sizeof(float), cudaMemcpyHostToDevice);
  dim3 grid((w + TILE - 1) / TILE, (h + TILE - 1) / TILE), block(TILE, ROWS);
  transpose<<<grid, block>>>(d, o, w, h);
  cudaMemcpy(t.data(), o, w * h * sizeof(float), cudaMemcpyDeviceToHost);
  bool ok = true;
  double checksum = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      ok = ok && t[x * h + y] == a[y * w + x];
      checksum += t[x * h + y] * ((x * 3 + y) % 7);
    }
  cudaFree(d);
  cudaFree(o);
  printf("transpose: checksum=%.0f %s\n", checksum, ok ? "ok" : "MISMATCH");
  return ok ? 0 : 1;
}
