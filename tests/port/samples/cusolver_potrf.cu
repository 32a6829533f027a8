// Cholesky solve with cuSOLVER only (cusolverDn.h; no cuBLAS include): cuSOLVER takes cuBLAS's cublasFillMode_t.
// Ported for HIP 5.7 (the chroot's hipSOLVER is ROCm 5.5's): hipSOLVER before 2.0 (ROCm 6.0) has its own
// hipsolverFillMode_t and declares no hipBLAS enums, so hipblasFillMode_t (HIPIFY's name, right from 6.0) would not
// compile here; the port writes hipSOLVER's names, which every release has.
#include <cstdio>
#include <cuda_runtime.h>
#include <cusolverDn.h>

#define CHECK_SOLVER(call)                                                        \
  do {                                                                            \
    cusolverStatus_t s_ = (call);                                                 \
    if (s_ != CUSOLVER_STATUS_SUCCESS) {                                          \
      std::fprintf(stderr, "%s:%d: cuSOLVER error %d\n", __FILE__, __LINE__, (int)s_); \
      return 1;                                                                   \
    }                                                                             \
  } while (0)

int main() {
  const int n = 3;
  // Column-major SPD matrix and right-hand side.
  const double a[n * n] = {4, 2, 0, 2, 5, 1, 0, 1, 3};
  const double b[n] = {2, 1, 3};
  double *dA = nullptr, *dB = nullptr, *work = nullptr;
  int* info = nullptr;
  cudaMalloc(&dA, sizeof a);
  cudaMalloc(&dB, sizeof b);
  cudaMalloc(&info, sizeof(int));
  cudaMemcpy(dA, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, b, sizeof b, cudaMemcpyHostToDevice);

  cusolverDnHandle_t handle;
  CHECK_SOLVER(cusolverDnCreate(&handle));
  cublasFillMode_t uplo = CUBLAS_FILL_MODE_LOWER;
  int lwork = 0;
  CHECK_SOLVER(cusolverDnDpotrf_bufferSize(handle, uplo, n, dA, n, &lwork));
  cudaMalloc(&work, sizeof(double) * lwork);
  CHECK_SOLVER(cusolverDnDpotrf(handle, uplo, n, dA, n, work, lwork, info));
  CHECK_SOLVER(cusolverDnDpotrs(handle, CUBLAS_FILL_MODE_LOWER, n, 1, dA, n, dB, n, info));

  double x[n];
  cudaMemcpy(x, dB, sizeof x, cudaMemcpyDeviceToHost);
  std::printf("x = %g %g %g\n", x[0], x[1], x[2]);
  cusolverDnDestroy(handle);
  cudaFree(work);
  cudaFree(info);
  cudaFree(dB);
  cudaFree(dA);
  return 0;
}
