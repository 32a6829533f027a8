#include <cublas_v2.h>
#define FULL 0xffffffff
__device__ unsigned __vadd4(unsigned a, unsigned b);
__global__ void k(unsigned* o, int* s, bool* p, float* f) {
  o[0] = __vmaxs4(o[1], o[2]) + __vsadu2(o[3], __vabsss4(o[4]));
  s[0] = __vibmax_s32(s[1], s[2], p) + __viaddmin_s16x2_relu(o[5], o[6], o[7]);
  bool q; o[8] = __vibmin_u16x2(o[9], o[10], p, &q);
  o[11] = __match_any_sync(FULL, o[12]);
  int pred; o[13] = __match_all_sync(__activemask(), f[0], &pred);
  o[14] = __vmaxs8(o[1], o[2]) + __vimax_u32_relu(1, 2);
}
void g(cublasHandle_t h) {
  cublasMath_t m;
  cublasSetMathMode(h, (cublasMath_t)(CUBLAS_TF32_TENSOR_OP_MATH | CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION));
  cublasGetMathMode(h, &m);
}
