// C = alpha * A * B + beta * C with cuBLAS (column-major).
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include <cublas_v2.h>

int main() {
  const int m = 64, n = 32, k = 16;
  std::vector<float> a(m * k, 1.0f), b(k * n, 2.0f), c(m * n, 0.0f);
  float *da, *db, *dc;
  cudaMalloc(&da, a.size() * sizeof(float));
  cudaMalloc(&db, b.size() * sizeof(float));
  cudaMalloc(&dc, c.size() * sizeof(float));
  cudaMemcpy(da, a.data(), a.size() * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), b.size() * sizeof(float), cudaMemcpyHostToDevice);
  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) return 1;
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cublasSetStream(handle, stream);
  const float alpha = 1.0f, beta = 0.0f;
  cublasStatus_t st = cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, da, m, db, k, &beta, dc, m);
  if (st != CUBLAS_STATUS_SUCCESS) std::printf("sgemm failed: %d\n", static_cast<int>(st));
  cudaStreamSynchronize(stream);
  cudaMemcpy(c.data(), dc, c.size() * sizeof(float), cudaMemcpyDeviceToHost);
  std::printf("c[0] = %f\n", c[0]);
  cublasDestroy(handle);
  cudaStreamDestroy(stream);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  return 0;
}
