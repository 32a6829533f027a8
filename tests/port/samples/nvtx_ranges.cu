// NVTX profiler ranges around a kernel (the toolkit's nvtx3 header-only API). Ported to roctx, roctracer's
// annotations (<roctracer/roctx.h>; a program links -lroctx64; compiled here only).
#include <cstdio>
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExt.h>

__global__ void scale(float* x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

struct Range {  // RAII range, as training code writes it
  explicit Range(const char* name) { nvtxRangePush(name); }
  ~Range() { nvtxRangePop(); }
};

int main() {
  const int n = 1024;
  float* x = nullptr;
  cudaMalloc(&x, n * sizeof(float));
  nvtxMarkA("start");
  nvtxRangeId_t whole = nvtxRangeStartA("whole run");
  {
    Range r("scale");
    scale<<<(n + 255) / 256, 256>>>(x, 2.0f, n);
    cudaDeviceSynchronize();
  }
  nvtxRangeEnd(whole);
  cudaFree(x);
  std::printf("done\n");
  return 0;
}
