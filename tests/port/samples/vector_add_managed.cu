// Vector add on unified memory (cudaMallocManaged), with error checks.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call)                                                              \
  do {                                                                           \
    cudaError_t err_ = (call);                                                   \
    if (err_ != cudaSuccess) {                                                   \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      return 1;                                                                  \
    }                                                                            \
  } while (0)

__global__ void add(int n, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (; i < n; i += blockDim.x * gridDim.x) y[i] = x[i] + y[i];
}

int main() {
  const int n = 1 << 20;
  float *x = nullptr, *y = nullptr;
  CHECK(cudaMallocManaged(&x, n * sizeof(float)));
  CHECK(cudaMallocManaged(&y, n * sizeof(float), cudaMemAttachGlobal));
  for (int i = 0; i < n; ++i) { x[i] = 1.0f; y[i] = 2.0f; }
  int device = 0;
  CHECK(cudaGetDevice(&device));
  CHECK(cudaMemPrefetchAsync(x, n * sizeof(float), device, 0));
  add<<<(n + 255) / 256, 256>>>(n, x, y);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::printf("y[0] = %f\n", y[0]);
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  return 0;
}
