template <int lut> __device__ int lop3(int a, int b, int c) {
  int r; asm volatile("lop3.b32 %0, %1, %2, %3, %4;\n" : "=r"(r) : "r"(a), "r"(b), "r"(c), "n"(lut)); return r;
}
__device__ unsigned f(unsigned x, unsigned s, unsigned a, unsigned* o, unsigned long long w) {
  unsigned r;
  asm("vshr.u32.u32.u32.clamp.add %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(s), "r"(a));
  asm("prmt.b32.ecl %0, %1, %2, 0x5140U;" : "=r"(o[1]) : "r"(x), "r"(0));
  asm("bfi.b32 %0, %1, %0, 4, 8;" : "+r"(o[2]) : "r"(x));
  asm("bfe.s64 %0, %1, %2, %3;" : "=l"(w) : "l"(w), "r"(s), "r"(a));
  asm("dp2a.hi.s32.u32 %0, %1, %2, %0;" : "+r"(o[3]) : "r"(x), "r"(s));
  asm("bfind.shiftamt.u64 %0, %1;" : "=r"(o[4]) : "l"(w));
  asm("shf.r.clamp.b32 %0, %1, %2, %3" : "=r"(o[5]) : "r"(x), "r"(s), "r"(-1));
  asm("popc.b32 %0, %1; popc.b32 %0, %0;" : "=r"(r) : "r"(a));
  asm("mad.wide.s32 %0, %1, %2, %3;" : "=l"(w) : "r"(x), "r"(s), "l"(w));
  return r + lop3<0x96>(x, s, a);
}
