__device__ unsigned v(unsigned a, unsigned b, unsigned r) {
  asm("vadd.u32.u32.u32.sat %0.h1, %1.h1, %2.h1, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(r));
  asm("vset4.u32.u32.ge %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(r));
  asm("{ .reg .pred p; .reg .u32 t; setp.lt.s32 p, %1, %2; selp.b32 t, %1, %2, p; @!p add.u32 t, t, 1;\n\t"
      "add.cc.u32 %0, t, %2; addc.u32 %0, %0, 0; }" : "=r"(r) : "r"(a), "r"(b));
  asm("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}
__device__ unsigned long long s(unsigned long long x) {
  unsigned long long y;
  asm("{ .reg .b32 lo, hi; // swap\n\t" "mov.b64 {lo,hi}, %1;\n\t" "mov.b64 %0, {hi,lo};\n\t" "}" : "=l"(y) : "l"(x));
  return y;
}
