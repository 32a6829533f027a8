// Unified memory with CUDA 13's location forms: cudaMemAdvise and cudaMemPrefetchAsync take a cudaMemLocation
// (and the prefetch a flags argument, 0) where CUDA 12 took a device number. HIP has those forms from 7.1
// (hipMemAdvise_v2, hipMemPrefetchAsync_v2); ported for an older HIP (the chroot's 5.7), the calls become HIP's
// device-number functions: a device location gives its id, a host location hipCpuDeviceId.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call)                                                                     \
  do {                                                                                  \
    cudaError_t err_ = (call);                                                          \
    if (err_ != cudaSuccess) {                                                          \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      return 1;                                                                         \
    }                                                                                   \
  } while (0)

__global__ void scale(int n, float a, float* x) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) x[i] *= a;
}

int main() {
  const int n = 1 << 20;
  const size_t bytes = n * sizeof(float);
  float* x = nullptr;
  CHECK(cudaMallocManaged(&x, bytes));
  for (int i = 0; i < n; ++i) x[i] = 1.0f + (float)(i % 7);
  int device = 0;
  CHECK(cudaGetDevice(&device));
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));

  cudaMemLocation gpu = {cudaMemLocationTypeDevice, device};
  CHECK(cudaMemAdvise(x, bytes, cudaMemAdviseSetPreferredLocation, gpu));
  CHECK(cudaMemAdvise(x, bytes, cudaMemAdviseSetAccessedBy, {cudaMemLocationTypeHost, 0}));
  CHECK(cudaMemPrefetchAsync(x, bytes, gpu, 0, stream));
  scale<<<(n + 255) / 256, 256, 0, stream>>>(n, 2.0f, x);
  CHECK(cudaGetLastError());
  CHECK(cudaMemPrefetchAsync(x, bytes, cudaMemLocation{cudaMemLocationTypeHost, 0}, 0, stream));
  CHECK(cudaStreamSynchronize(stream));

  int bad = 0;
  for (int i = 0; i < n; ++i) bad += x[i] != 2.0f * (1.0f + (float)(i % 7));
  std::printf("%s: %d of %d wrong\n", bad ? "FAILED" : "ok", bad, n);
  CHECK(cudaStreamDestroy(stream));
  CHECK(cudaFree(x));
  return bad ? 1 : 0;
}
