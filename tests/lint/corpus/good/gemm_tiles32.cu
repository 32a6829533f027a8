// A shared-memory GEMM with 32x32 tiles and 32-byte aligned loads: every 32 here is a tile size.
#include <cuda_runtime.h>
#define TILE 32

__global__ void sgemm(const float* A, const float* B, float* C, int M, int N, int K) {
  __shared__ float As[TILE][TILE + 1];
  __shared__ float Bs[TILE][TILE + 1];
  int tx = threadIdx.x % 32, ty = threadIdx.x / 32;
  int row = blockIdx.y * 32 + ty, col = blockIdx.x * 32 + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += 32) {
    As[ty][tx] = (row < M && k0 + tx < K) ? A[row * K + k0 + tx] : 0.0f;
    Bs[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * N + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < 32; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  if (row < M && col < N) C[row * N + col] = acc;
}

size_t aligned_bytes(size_t n) { return (n * sizeof(float) + 31) / 32 * 32; }
