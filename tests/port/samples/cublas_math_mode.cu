// An SGEMM with the TF32 switch training code has (llm.c's `cublasSetMathMode(handle, enable_tf32 ?
// CUBLAS_TF32_TENSOR_OP_MATH : CUBLAS_DEFAULT_MATH)`), then the mode read back. hipBLAS has math modes from ROCm 6.1;
// for 5.7 the port defines cublasMath_t and the two calls in the file (hipBLAS computes in FP32, which TF32 mode allows).
// Checks the product against the host's within TF32's precision.
#include <cmath>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include <cublas_v2.h>

#define CUBLAS_CHECK(call)                                                   \
  do {                                                                       \
    cublasStatus_t s_ = (call);                                              \
    if (s_ != CUBLAS_STATUS_SUCCESS) {                                       \
      std::printf("%s:%d: cuBLAS status %d\n", __FILE__, __LINE__, (int)s_); \
      return 1;                                                              \
    }                                                                        \
  } while (0)

int main(int argc, char** argv) {
  const bool tf32 = argc < 2;  // `cublas_math_mode pedantic` asks for full FP32
  const int m = 96, n = 64, k = 128;
  std::vector<float> a(m * k), b(k * n), c(m * n);
  for (int i = 0; i < m * k; ++i) a[i] = static_cast<float>((i * 7) % 13) / 13.0f;
  for (int i = 0; i < k * n; ++i) b[i] = static_cast<float>((i * 5) % 11) / 11.0f - 0.5f;
  float *da, *db, *dc;
  cudaMalloc(&da, a.size() * sizeof(float));
  cudaMalloc(&db, b.size() * sizeof(float));
  cudaMalloc(&dc, c.size() * sizeof(float));
  cudaMemcpy(da, a.data(), a.size() * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), b.size() * sizeof(float), cudaMemcpyHostToDevice);
  cublasHandle_t handle;
  CUBLAS_CHECK(cublasCreate(&handle));
  CUBLAS_CHECK(cublasSetMathMode(handle, tf32 ? CUBLAS_TF32_TENSOR_OP_MATH : CUBLAS_PEDANTIC_MATH));
  cublasMath_t mode;
  CUBLAS_CHECK(cublasGetMathMode(handle, &mode));
  const float alpha = 1.0f, beta = 0.0f;
  CUBLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, da, m, db, k, &beta, dc, m));
  cudaMemcpy(c.data(), dc, c.size() * sizeof(float), cudaMemcpyDeviceToHost);
  double worst = 0.0;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      double want = 0.0;
      for (int p = 0; p < k; ++p) want += static_cast<double>(a[p * m + i]) * b[j * k + p];
      worst = std::fmax(worst, std::fabs(want - c[j * m + i]));
    }
  // TF32 keeps 10 mantissa bits: over k = 128 products of values below 1, an error near 1e-2 is within it
  const bool ok = worst < (tf32 ? 5e-2 : 1e-3);
  std::printf("math mode %d, largest error %.2e: %s\n", static_cast<int>(mode), worst, ok ? "ok" : "wrong");
  cublasDestroy(handle);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  return ok ? 0 : 1;
}
