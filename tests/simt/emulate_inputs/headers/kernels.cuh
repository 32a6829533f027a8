// The kernel and its launch, included by main.cu.
#pragma once
#include <util/check.h>

__global__ void iota_times(float* out, int n, int k) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = float(k * i);
}

inline void scale_iota(float* out, int n, int k) {
  iota_times<<<(n + 127) / 128, 128>>>(out, n, k);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
}
