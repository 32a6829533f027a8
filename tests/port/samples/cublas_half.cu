// Half-precision GEMM with cuBLAS, including only cublas_v2.h for __half (cublas_api.h includes cuda_fp16.h).
// Ported for HIP 5.7 (the chroot's hipBLAS 0.54): hipblas.h declares no __half, so hip/hip_fp16.h is included after
// it, and hipblasHgemm takes hipblasHalf (a uint16_t) unless HIPBLAS_USE_HIP_HALF makes it __half.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include <cublas_v2.h>

__global__ void fill(__half* p, int n, float v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = __float2half(v);
}

int main() {
  const int m = 32, n = 16, k = 8;
  __half *a, *b, *c;
  cudaMalloc(&a, m * k * sizeof(__half));
  cudaMalloc(&b, k * n * sizeof(__half));
  cudaMalloc(&c, m * n * sizeof(__half));
  fill<<<(m * k + 127) / 128, 128>>>(a, m * k, 1.0f);
  fill<<<(k * n + 127) / 128, 128>>>(b, k * n, 0.5f);
  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) return 1;
  const __half alpha = __float2half(1.0f), beta = __float2half(0.0f);
  cublasStatus_t st = cublasHgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, a, m, b, k, &beta, c, m);
  std::vector<__half> host(m * n);
  cudaMemcpy(host.data(), c, host.size() * sizeof(__half), cudaMemcpyDeviceToHost);
  std::printf("status %d, c[0] = %f\n", static_cast<int>(st), __half2float(host[0]));
  cublasDestroy(handle);
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
  return 0;
}
