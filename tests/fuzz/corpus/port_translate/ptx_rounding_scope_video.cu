// Seed: PTX the port writes since session 36 -- IEEE operations in a rounding mode, a lone instruction in braces,
// video forms where the H100 departs from the ISA's text, cvt of float bits in "r" registers.
__device__ float rz(float a, float b, double x, double y) {
  float d; double e = 0;
  asm("mul.rz.f32 %0, %1, %2;" : "=f"(d) : "f"(a), "f"(b));
  asm("fma.rm.f64 %0, %1, %2, %0;" : "+d"(e) : "d"(x), "d"(y));
  asm volatile("{\t\n" "ld.global.cg.u64 %0, [%1];\n\t" "}" : "=l"(e) : "l"(&y) : "memory");
  return d + __fdiv_rz(a, b) + e;
}
__device__ unsigned video(unsigned a, unsigned b, unsigned c) {
  unsigned r;
  asm("vadd.u32.u32.u32.sat %0.h1, %1.h1, %2.h1, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  asm("vsub.s32.s32.s32.sat %0.b1, %1, %2, %0;" : "+r"(r) : "r"(a), "r"(b));
  asm("vmin.u32.s32.s32.max %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(r), "r"(c));
  asm("vset.s32.s32.lt.max %0, %1.h1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(r));
  asm volatile("cvt.rn.relu.f16x2.f32 %0, %1, %2;\n" : "=r"(r) : "r"(b), "r"(a));
  return r;
}
