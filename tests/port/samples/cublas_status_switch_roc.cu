// crosswarp-port-options: --roc
// The error-string helper that CUDA code bases carry (cuda-samples' helper_cuda.h has one): a switch over every
// cuBLAS status, ported to rocBLAS. Each status must become a different rocblas_status, or the switch gets
// duplicate case labels and does not compile. CUBLAS_STATUS_ARCH_MISMATCH is left out: its rocBLAS counterpart
// (rocblas_status_arch_mismatch) came with ROCm 5.7's rocBLAS, and the HIP chroot's rocBLAS is ROCm 5.5's (2.47).
#include <cstdio>
#include <cuda_runtime.h>
#include <cublas_v2.h>

static const char* blas_status_name(cublasStatus_t s) {
  switch (s) {
    case CUBLAS_STATUS_SUCCESS: return "CUBLAS_STATUS_SUCCESS";
    case CUBLAS_STATUS_NOT_INITIALIZED: return "CUBLAS_STATUS_NOT_INITIALIZED";
    case CUBLAS_STATUS_ALLOC_FAILED: return "CUBLAS_STATUS_ALLOC_FAILED";
    case CUBLAS_STATUS_INVALID_VALUE: return "CUBLAS_STATUS_INVALID_VALUE";
    case CUBLAS_STATUS_MAPPING_ERROR: return "CUBLAS_STATUS_MAPPING_ERROR";
    case CUBLAS_STATUS_EXECUTION_FAILED: return "CUBLAS_STATUS_EXECUTION_FAILED";
    case CUBLAS_STATUS_INTERNAL_ERROR: return "CUBLAS_STATUS_INTERNAL_ERROR";
    case CUBLAS_STATUS_NOT_SUPPORTED: return "CUBLAS_STATUS_NOT_SUPPORTED";
    default: return "<unknown>";
  }
}

int main() {
  cublasHandle_t handle;
  cublasStatus_t st = cublasCreate(&handle);
  std::printf("create: %s\n", blas_status_name(st));
  if (st != CUBLAS_STATUS_SUCCESS) return 1;
  const int n = 4;
  float* x;
  cudaMalloc(&x, n * sizeof(float));
  cudaMemset(x, 0, n * sizeof(float));
  float result = 0.0f;
  st = cublasSnrm2(handle, n, x, 1, &result);
  std::printf("nrm2: %s, %f\n", blas_status_name(st), result);
  cublasDestroy(handle);
  cudaFree(x);
  return 0;
}
