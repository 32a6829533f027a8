#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_bf16.h>
typedef __nv_bfloat16 floatX;
__global__ void axpy(floatX* y, const floatX* x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { floatX t = (floatX)(a * (float)x[i]); y[i] += t; if (y[i] > (floatX)100.0f) y[i] = -y[i]; }
}
int dtype(float*) { return 0; }
int dtype(nv_bfloat16*) { return 1; }
int main() {
  floatX h[4] = {1.0f, 2.5f, 3, -0.1f};
  floatX* p = h;
  floatX s = 0.0f;
  for (int i = 0; i < 4; ++i) s += h[i] * (floatX)2.0f;
  s++; --s;
  int k = (int)s;
  printf("%d %g %g %d %d\n", dtype(p), (float)s, __bfloat162float(h[3]), k, (int)(h[0] < h[1]));
  floatX big = 1.00390625f;  // halfway: rounds to even (1.0)
  printf("%g %g\n", (float)big, (float)(floatX)1.01171875f);
  return 0;
}
