// A template kernel launched with explicit and deduced template arguments, and a __constant__ table.
#include <cstdio>
#include <cuda_runtime.h>

__constant__ float coeffs[4];

template <typename T, int Unroll>
__global__ void axpy(T a, const T* __restrict__ x, T* __restrict__ y, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * Unroll;
#pragma unroll
  for (int u = 0; u < Unroll; ++u) {
    int i = base + u;
    if (i < n) y[i] = a * x[i] * coeffs[u % 4] + y[i];
  }
}

template <typename T>
__global__ void fill(T* p, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

int main() {
  const int n = 4096;
  const float h_coeffs[4] = {1.0f, 1.0f, 1.0f, 1.0f};
  cudaMemcpyToSymbol(coeffs, h_coeffs, sizeof(h_coeffs));
  float *x, *y;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  dim3 block(128), grid((n + 128 * 4 - 1) / (128 * 4));
  fill<<<(n + 127) / 128, 128>>>(x, 1.0f, n);
  fill<float><<<(n + 127) / 128, 128>>>(y, 2.0f, n);
  axpy<float, 4><<<grid, block, 0, 0>>>(2.0f, x, y, n);
  cudaDeviceSynchronize();
  float y0 = 0.0f;
  cudaMemcpy(&y0, y, sizeof(float), cudaMemcpyDeviceToHost);
  std::printf("y[0] = %f\n", y0);
  cudaFree(x);
  cudaFree(y);
  return 0;
}
