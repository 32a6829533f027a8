// cuBLAS and cuSOLVER in one file, one cublasFillMode_t for both. Ported for HIP 5.7 (the chroot's hipSOLVER is
// Debian's ROCm 5.5 package): hipSOLVER before 2.0 has enums of its own, distinct from hipBLAS's; the port defines
// HIPSOLVER_USE_HIPBLAS_ENUMS before the hipSOLVER include, with which Debian's hipSOLVER takes hipBLAS's enums as
// ROCm 6.0's does.
#include <cstdio>
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <cusolverDn.h>

int main() {
  const int n = 2;
  const float a[n * n] = {4, 2, 2, 3};  // column-major SPD
  float *dA = nullptr, *dB = nullptr, *work = nullptr;
  int* info = nullptr;
  cudaMalloc(&dA, sizeof a);
  cudaMalloc(&dB, sizeof a);
  cudaMalloc(&info, sizeof(int));
  cudaMemcpy(dA, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, a, sizeof a, cudaMemcpyHostToDevice);

  cublasHandle_t blas;
  cusolverDnHandle_t solver;
  if (cublasCreate(&blas) != CUBLAS_STATUS_SUCCESS || cusolverDnCreate(&solver) != CUSOLVER_STATUS_SUCCESS) return 1;
  cublasFillMode_t uplo = CUBLAS_FILL_MODE_LOWER;
  int lwork = 0;
  cusolverDnSpotrf_bufferSize(solver, uplo, n, dA, n, &lwork);
  cudaMalloc(&work, sizeof(float) * lwork);
  cusolverDnSpotrf(solver, uplo, n, dA, n, work, lwork, info);
  // B := L^-1 B with the factor cuSOLVER left in the lower triangle.
  const float one = 1.0f;
  cublasStrsm(blas, CUBLAS_SIDE_LEFT, uplo, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, n, n, &one, dA, n, dB, n);
  float out[n * n];
  cudaMemcpy(out, dB, sizeof out, cudaMemcpyDeviceToHost);
  std::printf("%g %g %g %g\n", out[0], out[1], out[2], out[3]);
  cusolverDnDestroy(solver);
  cublasDestroy(blas);
  cudaFree(work);
  cudaFree(info);
  cudaFree(dB);
  cudaFree(dA);
  return 0;
}
