// "Async" copies from malloc'ed and std::vector host memory: both are synchronous.
// expect: pageable-async-copy, pageable-async-copy
#include <cuda_runtime.h>
#include <cstdlib>
#include <vector>

__global__ void scale(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2.0f;
}

int main() {
  const int n = 1 << 20;
  size_t bytes = n * sizeof(float);
  float* h_in = (float*)malloc(bytes);
  std::vector<float> h_out(n);
  float* d = nullptr;
  cudaMalloc(&d, bytes);
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMemcpyAsync(d, h_in, bytes, cudaMemcpyHostToDevice, s);
  scale<<<(n + 255) / 256, 256, 0, s>>>(d, n);
  cudaMemcpyAsync(h_out.data(), d, bytes, cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  cudaFree(d);
  free(h_in);
  return 0;
}
