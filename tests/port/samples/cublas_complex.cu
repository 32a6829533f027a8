// Complex BLAS with cuComplex values: y = a*x + y (caxpy) and a double-complex dot product (zdotc). Ported for HIP 5.7
// (the chroot's hipBLAS 0.54, ROCm 5.5), whose complex functions take hipBLAS's own complex structs unless
// ROCM_MATHLIBS_API_USE_HIP_COMPLEX makes them HIP's hipComplex, which cuComplex becomes.
#include <cstdio>
#include <cuComplex.h>
#include <cuda_runtime.h>
#include <cublas_v2.h>

int main() {
  const int n = 8;
  cuComplex *x, *y;
  cuDoubleComplex *u, *v;
  cudaMalloc(&x, n * sizeof(cuComplex));
  cudaMalloc(&y, n * sizeof(cuComplex));
  cudaMalloc(&u, n * sizeof(cuDoubleComplex));
  cudaMalloc(&v, n * sizeof(cuDoubleComplex));
  cudaMemset(x, 0, n * sizeof(cuComplex));
  cudaMemset(y, 0, n * sizeof(cuComplex));
  cudaMemset(u, 0, n * sizeof(cuDoubleComplex));
  cudaMemset(v, 0, n * sizeof(cuDoubleComplex));
  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) return 1;
  const cuComplex a = make_cuComplex(2.0f, -1.0f);
  cublasStatus_t st = cublasCaxpy(handle, n, &a, x, 1, y, 1);
  cuDoubleComplex dot = make_cuDoubleComplex(0.0, 0.0);
  if (st == CUBLAS_STATUS_SUCCESS) st = cublasZdotc(handle, n, u, 1, v, 1, &dot);
  std::printf("status %d, dot = (%f, %f)\n", static_cast<int>(st), cuCreal(dot), cuCimag(dot));
  cublasDestroy(handle);
  cudaFree(x);
  cudaFree(y);
  cudaFree(u);
  cudaFree(v);
  return 0;
}
