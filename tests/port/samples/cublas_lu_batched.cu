// Batched LU solve with cuBLAS, the factors passed as const arrays as cuBLAS declares them (const float* const[]).
// hipBLAS's getrs/getri/trsm Batched take T* const A[] in every release, so such an argument is const_cast by the
// port (the routines only read it); a float** argument converts as it is.
#include <cstdio>
#include <vector>
#include <cublas_v2.h>
#include <cuda_runtime.h>

int main() {
  const int n = 2, batch = 2;
  const float a[n * n] = {4, 1, 2, 3};  // column-major, both batch entries the same
  const float b[n] = {1, 2};
  std::vector<float*> hA(batch), hB(batch);
  for (int k = 0; k < batch; ++k) {
    cudaMalloc(&hA[k], sizeof a);
    cudaMalloc(&hB[k], sizeof b);
    cudaMemcpy(hA[k], a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(hB[k], b, sizeof b, cudaMemcpyHostToDevice);
  }
  float **dA = nullptr, **dB = nullptr;
  int *pivots = nullptr, *infos = nullptr;
  cudaMalloc(&dA, batch * sizeof(float*));
  cudaMalloc(&dB, batch * sizeof(float*));
  cudaMalloc(&pivots, batch * n * sizeof(int));
  cudaMalloc(&infos, batch * sizeof(int));
  cudaMemcpy(dA, hA.data(), batch * sizeof(float*), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, hB.data(), batch * sizeof(float*), cudaMemcpyHostToDevice);

  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) return 1;
  cublasSgetrfBatched(handle, n, dA, n, pivots, infos, batch);
  const float* const* factors = dA;  // read-only from here on
  int info = 0;
  cublasSgetrsBatched(handle, CUBLAS_OP_N, n, 1, factors, n, pivots, dB, n, &info, batch);
  const float one = 1.0f;
  cublasStrsmBatched(handle, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, n, 1, &one,
                     factors, n, dB, n, batch);
  float x[n];
  cudaMemcpy(x, hB[0], sizeof x, cudaMemcpyDeviceToHost);
  std::printf("info %d, x = %g %g\n", info, x[0], x[1]);
  cublasDestroy(handle);
  for (int k = 0; k < batch; ++k) {
    cudaFree(hA[k]);
    cudaFree(hB[k]);
  }
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(pivots);
  cudaFree(infos);
  return 0;
}
