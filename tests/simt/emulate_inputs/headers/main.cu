// A program in several files, as real ones are: a kernel and its launch in a header next to it, an error
// check from an include folder (crosswarp emulate -I inc), and a macro given on the command line
// (-D SCALE=3). crosswarp emulate translates the headers too; the launch and the CUDA names in them would
// not build against crosswarp-simt otherwise.
#include <util/check.h>
#include <cstdio>
#include "kernels.cuh"

#ifndef SCALE
#error "build with -D SCALE=..."
#endif

int main() {
  const int n = 1000;
  float* d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  scale_iota(d, n, SCALE);
  float h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));
  for (int i = 0; i < n; ++i)
    if (h[i] != float(SCALE * i)) {
      std::printf("headers FAILED at %d: %g\n", i, h[i]);
      return 1;
    }
  std::printf("headers ok, scale %d\n", SCALE);
  return 0;
}
