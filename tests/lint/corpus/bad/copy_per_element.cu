// Copies results back one float at a time.
// expect: small-copy-in-loop
#include <cuda_runtime.h>

void fetch(const float* d_vals, float* h_vals, int n) {
  for (int i = 0; i < n; ++i) {
    cudaMemcpy(&h_vals[i], d_vals + i, sizeof(float), cudaMemcpyDeviceToHost);
  }
}
