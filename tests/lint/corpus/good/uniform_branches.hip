// Collectives under warp-uniform branches (warp id, block id, kernel arguments), a collective with
// an __activemask() mask inside a lane-dependent branch, and a width template parameter.
#include <hip/hip_runtime.h>

template <int W>
__device__ float wave_max(float v) {
  for (int o = W / 2; o > 0; o /= 2) v = fmaxf(v, __shfl_xor(v, o, W));
  return v;
}

__global__ void softmax_rows(const float* x, float* y, int rows, int cols) {
  int row = blockIdx.x;
  if (row >= rows) return;
  int warp = threadIdx.x / warpSize;
  int lane = threadIdx.x % warpSize;
  float m = -1e30f;
  for (int c = lane; c < cols; c += warpSize) m = fmaxf(m, x[row * cols + c]);
  if (warp == 0) {
    m = warpSize == 64 ? wave_max<64>(m) : wave_max<32>(m);
  }
  if (cols > 128) {
    m = __shfl(m, 0);
  }
  if (lane < cols) {
    unsigned long long active = __activemask();
    float first = __shfl_sync(active, m, 0);
    y[row * cols + lane] = first;
  }
}
