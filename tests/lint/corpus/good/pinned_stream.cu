// Async copies from pinned host buffers (cudaMallocHost, cudaHostAlloc, cudaHostRegister), in
// large chunks.
#include <cuda_runtime.h>
#include <cstdlib>

__global__ void scale(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2.0f;
}

int main() {
  const int n = 1 << 24;
  size_t bytes = n * sizeof(float);
  float* h_in = nullptr;
  float* h_out = nullptr;
  cudaMallocHost(&h_in, bytes);
  cudaHostAlloc((void**)&h_out, bytes, cudaHostAllocDefault);
  float* h_extra = (float*)malloc(bytes);
  cudaHostRegister(h_extra, bytes, cudaHostRegisterDefault);
  float* d = nullptr;
  cudaMalloc(&d, bytes);
  cudaStream_t s;
  cudaStreamCreate(&s);
  const int chunks = 8;
  size_t chunk = bytes / chunks;
  for (int c = 0; c < chunks; ++c) {
    cudaMemcpyAsync((char*)d + c * chunk, (char*)h_in + c * chunk, chunk, cudaMemcpyHostToDevice, s);
  }
  cudaMemcpyAsync(d, h_extra, bytes, cudaMemcpyHostToDevice, s);
  scale<<<(n + 255) / 256, 256, 0, s>>>(d, n);
  cudaMemcpyAsync(h_out, d, bytes, cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  cudaHostUnregister(h_extra);
  free(h_extra);
  cudaFreeHost(h_in);
  cudaFreeHost(h_out);
  cudaFree(d);
  return 0;
}
