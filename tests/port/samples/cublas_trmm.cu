// Triangular matrix product with cuBLAS's out-of-place trmm, C = L * B with C distinct from B (the only form
// cuBLAS's v2 API has). hipBLAS before 2.0 (ROCm 6.0; the chroot's is ROCm 5.5's) has only the in-place trmm,
// B = L * B: ported for HIP 5.7, the call goes to a function the port defines in the file, which copies B to C on
// the handle's stream and multiplies C in place. Checked on the host.
#include <cmath>
#include <cstdio>
#include <cublas_v2.h>
#include <cuda_runtime.h>

#define CHECK_BLAS(call)                                                               \
  do {                                                                                 \
    cublasStatus_t s_ = (call);                                                        \
    if (s_ != CUBLAS_STATUS_SUCCESS) {                                                 \
      std::fprintf(stderr, "%s:%d: cuBLAS error %d\n", __FILE__, __LINE__, (int)s_);   \
      return 1;                                                                        \
    }                                                                                  \
  } while (0)

int main() {
  const int m = 3, n = 2, ldb = 4, ldc = 3;            // B has a padded leading dimension
  const double L[m * m] = {1, 2, 3, 0, 4, 5, 0, 0, 6};  // column-major, lower triangle used
  const double B[ldb * n] = {1, 1, 1, -7, 2, 0, 1, -7};
  double *dL = nullptr, *dB = nullptr, *dC = nullptr;
  cudaMalloc(&dL, sizeof L);
  cudaMalloc(&dB, sizeof B);
  cudaMalloc(&dC, sizeof(double) * ldc * n);
  cudaMemcpy(dL, L, sizeof L, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, B, sizeof B, cudaMemcpyHostToDevice);

  cublasHandle_t handle;
  cudaStream_t stream;
  CHECK_BLAS(cublasCreate(&handle));
  cudaStreamCreate(&stream);
  CHECK_BLAS(cublasSetStream(handle, stream));
  const double alpha = 2.0;
  CHECK_BLAS(cublasDtrmm(handle, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, m, n,
                         &alpha, dL, m, dB, ldb, dC, ldc));
  double C[ldc * n];
  cudaMemcpyAsync(C, dC, sizeof C, cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);

  int bad = 0;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      double want = 0;
      for (int k = 0; k <= i; ++k) want += L[i + k * m] * B[k + j * ldb];
      bad += std::fabs(C[i + j * ldc] - alpha * want) > 1e-12;
    }
  std::printf("%s: %d of %d wrong\n", bad ? "FAILED" : "ok", bad, m * n);
  cublasDestroy(handle);
  cudaStreamDestroy(stream);
  cudaFree(dC);
  cudaFree(dB);
  cudaFree(dL);
  return bad ? 1 : 0;
}
