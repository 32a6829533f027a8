// Copy/compute overlap over several streams, timed with events; the last stream waits for the others' copies with
// CUDA's two-argument cudaStreamWaitEvent (flags default to 0; HIP 5.7 has no default), and the timing uses a
// `register` variable as older samples do (nvcc accepts it in C++17; hip-clang does not).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale(float* p, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= s;
}

int main() {
  const int streams = 4, chunk = 1 << 18, n = streams * chunk;
  float *host, *dev;
  cudaMallocHost(&host, n * sizeof(float));
  cudaMalloc(&dev, n * sizeof(float));
  cudaStream_t s[streams];
  for (int i = 0; i < streams; ++i) cudaStreamCreateWithFlags(&s[i], cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreateWithFlags(&stop, cudaEventBlockingSync);
  cudaEventRecord(start, 0);
  for (int i = 0; i < streams; ++i) {
    float* h = host + i * chunk;
    float* d = dev + i * chunk;
    cudaMemcpyAsync(d, h, chunk * sizeof(float), cudaMemcpyHostToDevice, s[i]);
    scale<<<(chunk + 255) / 256, 256, 0, s[i]>>>(d, chunk, 2.0f);
    cudaMemcpyAsync(h, d, chunk * sizeof(float), cudaMemcpyDeviceToHost, s[i]);
  }
  cudaEvent_t copied[streams - 1];
  for (int i = 0; i + 1 < streams; ++i) {
    cudaEventCreateWithFlags(&copied[i], cudaEventDisableTiming);
    cudaEventRecord(copied[i], s[i]);
    cudaStreamWaitEvent(s[streams - 1], copied[i]);
  }
  cudaEventRecord(stop, s[streams - 1]);
  cudaEventSynchronize(stop);
  register float ms = 0.0f;
  cudaEventElapsedTime(&ms, start, stop);
  std::printf("%.3f ms\n", ms);
  for (int i = 0; i + 1 < streams; ++i) cudaEventDestroy(copied[i]);
  for (int i = 0; i < streams; ++i) cudaStreamDestroy(s[i]);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaFreeHost(host);
  cudaFree(dev);
  return 0;
}
