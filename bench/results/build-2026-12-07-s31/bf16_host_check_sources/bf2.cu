#include <cstdio>
#include <cuda_bf16.h>
__global__ void k(__nv_bfloat162* a, const __nv_bfloat162* b) {
  int i = threadIdx.x;
  __nv_bfloat162 v = a[i] * b[i] + a[i];
  v = __hadd2(v, b[i]);
  if (v == b[i]) v = -v;
  a[i] = v;
  float f = (float)a[i].x + __bfloat162float(a[i].y);
  a[i].x = f;
}
int main() {
  __nv_bfloat162 p(1.5f, 2.0f), q(__float2bfloat16(0.25f), 3.0f);
  __nv_bfloat162 r = p * q - p;
  r += q;
  printf("%g %g %d %d %zu %zu\n", (float)r.x, (float)r.y, (int)(r == r), (int)(p < q), sizeof(r), alignof(__nv_bfloat162));
  return 0;
}
