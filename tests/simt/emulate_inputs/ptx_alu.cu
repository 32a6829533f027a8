// Inline PTX integer instructions that `crosswarp port` writes in C++ (src/port/inline_ptx.h: ptx_alu): every form,
// each in a function of its own, on 4096 fixed inputs: edge values (0, 1, 31, 32, 33, 255, the signed extremes, ...),
// then hashed values with small shift amounts and bit positions, then hashed values. The program hashes each form's
// 4096 results (64-bit FNV-1a) and compares them with the hashes an NVIDIA H100 gave for this program built with nvcc
// (CUDA 13, sm_90): "ptx alu ok", or each form that differs and exit 3. With --print it prints its own hashes.
// The simt test runs the port of this file under both wavefront sizes; tests/device/ptx_check.sh compares the
// port's functions with the instructions on an NVIDIA GPU over 2^24 inputs each (the region between the two "forms"
// lines is what it takes from this file and from the port's output).
#include <cstdio>
#include <cstring>

#define N 4096

// ---- forms begin
namespace forms {
__device__ unsigned long long prmt_b32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long prmt_b32_f4e(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("prmt.b32.f4e %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long prmt_b32_b4e(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("prmt.b32.b4e %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long prmt_b32_rc8(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("prmt.b32.rc8 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long prmt_b32_ecl(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("prmt.b32.ecl %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long prmt_b32_ecr(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("prmt.b32.ecr %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long prmt_b32_rc16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("prmt.b32.rc16 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long bfe_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long bfe_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("bfe.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long bfe_u64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("bfe.u64 %0, %1, %2, %3;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long bfe_s64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  long long d;
  asm("bfe.s64 %0, %1, %2, %3;" : "=l"(d) : "l"(static_cast<long long>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long bfi_b32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)), "r"(static_cast<unsigned int>(D)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long bfi_b64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("bfi.b64 %0, %1, %2, %3, %4;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)), "l"(static_cast<unsigned long long>(B)), "r"(static_cast<unsigned int>(C)), "r"(static_cast<unsigned int>(D)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long shf_l_wrap(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long shf_l_clamp(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("shf.l.clamp.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long shf_r_wrap(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("shf.r.wrap.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long shf_r_clamp(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long dp4a_u32_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("dp4a.u32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long dp4a_u32_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("dp4a.u32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long dp4a_s32_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("dp4a.s32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long dp4a_s32_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("dp4a.s32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long dp2a_lo_u32_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("dp2a.lo.u32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long dp2a_lo_u32_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("dp2a.lo.u32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long dp2a_lo_s32_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("dp2a.lo.s32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long dp2a_lo_s32_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("dp2a.lo.s32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long dp2a_hi_u32_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("dp2a.hi.u32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long dp2a_hi_u32_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("dp2a.hi.u32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long dp2a_hi_s32_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("dp2a.hi.s32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long dp2a_hi_s32_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("dp2a.hi.s32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long bfind_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("bfind.u32 %0, %1;" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long bfind_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("bfind.s32 %0, %1;" : "=r"(d) : "r"(static_cast<int>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long bfind_u64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("bfind.u64 %0, %1;" : "=r"(d) : "l"(static_cast<unsigned long long>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long bfind_s64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("bfind.s64 %0, %1;" : "=r"(d) : "l"(static_cast<long long>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long bfind_shiftamt_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("bfind.shiftamt.u32 %0, %1;" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long bfind_shiftamt_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("bfind.shiftamt.s32 %0, %1;" : "=r"(d) : "r"(static_cast<int>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long bfind_shiftamt_u64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("bfind.shiftamt.u64 %0, %1;" : "=r"(d) : "l"(static_cast<unsigned long long>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long bfind_shiftamt_s64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("bfind.shiftamt.s64 %0, %1;" : "=r"(d) : "l"(static_cast<long long>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long sad_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("sad.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long sad_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("sad.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<int>(A)), "r"(static_cast<int>(B)), "r"(static_cast<int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long vshl_clamp(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("vshl.u32.u32.u32.clamp %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long vshl_clamp_add(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("vshl.u32.u32.u32.clamp.add %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long vshl_wrap(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("vshl.u32.u32.u32.wrap %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long vshl_wrap_add(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("vshl.u32.u32.u32.wrap.add %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long vshr_clamp(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("vshr.u32.u32.u32.clamp %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long vshr_clamp_add(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("vshr.u32.u32.u32.clamp.add %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long vshr_wrap(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("vshr.u32.u32.u32.wrap %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long vshr_wrap_add(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("vshr.u32.u32.u32.wrap.add %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long mul_lo_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mul.lo.u32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long mul_lo_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("mul.lo.s32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<int>(A)), "r"(static_cast<int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long mul_lo_u64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("mul.lo.u64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)), "l"(static_cast<unsigned long long>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long mul_lo_s64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  long long d;
  asm("mul.lo.s64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<long long>(A)), "l"(static_cast<long long>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long mul_hi_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mul.hi.u32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long mul_hi_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("mul.hi.s32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<int>(A)), "r"(static_cast<int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long mul_hi_u64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("mul.hi.u64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)), "l"(static_cast<unsigned long long>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long mul_wide_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("mul.wide.u32 %0, %1, %2;" : "=l"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long mul_wide_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  long long d;
  asm("mul.wide.s32 %0, %1, %2;" : "=l"(d) : "r"(static_cast<int>(A)), "r"(static_cast<int>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long mad_lo_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mad.lo.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long mad_lo_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("mad.lo.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<int>(A)), "r"(static_cast<int>(B)), "r"(static_cast<int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long mad_hi_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mad.hi.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long mad_hi_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("mad.hi.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<int>(A)), "r"(static_cast<int>(B)), "r"(static_cast<int>(C)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long mad_wide_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("mad.wide.u32 %0, %1, %2, %3;" : "=l"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "l"(static_cast<unsigned long long>(C)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long mad_wide_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  long long d;
  asm("mad.wide.s32 %0, %1, %2, %3;" : "=l"(d) : "r"(static_cast<int>(A)), "r"(static_cast<int>(B)), "l"(static_cast<long long>(C)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long popc_b32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("popc.b32 %0, %1;" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long popc_b64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("popc.b64 %0, %1;" : "=r"(d) : "l"(static_cast<unsigned long long>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long clz_b32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("clz.b32 %0, %1;" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long clz_b64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("clz.b64 %0, %1;" : "=r"(d) : "l"(static_cast<unsigned long long>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long brev_b32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("brev.b32 %0, %1;" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long brev_b64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("brev.b64 %0, %1;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long not_b32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("not.b32 %0, %1;" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long not_b64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("not.b64 %0, %1;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long and_b32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("and.b32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long and_b64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("and.b64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)), "l"(static_cast<unsigned long long>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long or_b32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("or.b32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long or_b64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("or.b64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)), "l"(static_cast<unsigned long long>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long xor_b32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("xor.b32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long xor_b64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("xor.b64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)), "l"(static_cast<unsigned long long>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long shl_b32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("shl.b32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long shl_b64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("shl.b64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long shr_b32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("shr.b32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long shr_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("shr.u32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long shr_b64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("shr.b64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long shr_u64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("shr.u64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long shr_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("shr.s32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long shr_s64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  long long d;
  asm("shr.s64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<long long>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long mov_b64_pack(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("mov.b64 %0, {%1, %2};" : "=l"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long mov_b64_unpack(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int lo, hi;
  asm("mov.b64 {%0,%1},%2; \n\t" : "=r"(lo), "=r"(hi) : "l"(A * 0x9e3779b97f4a7c15ull));
  return (static_cast<unsigned long long>(lo) << 32) ^ hi;
}
__device__ unsigned long long mov_b32_pack(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mov.b32 %0, {%1, %2};" : "=r"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B >> 7)));
  return d;
}
__device__ unsigned long long mov_b32_unpack(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short lo, hi;
  asm("mov.b32 {%0, %1}, %2;" : "=h"(lo), "=h"(hi) : "r"(static_cast<unsigned int>(A)));
  return (static_cast<unsigned long long>(lo) << 40) | hi;
}
__device__ unsigned long long xor_b64_commented(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("xor.b64 %0, %1, %2; // xor1\n\t" : "=l"(d) : "l"(A), "l"(C));
  return d;
}
template <int L>
__device__ unsigned long long lop3(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)), "n"(L));
  return d;
}
__device__ unsigned long long lop3_literal(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("lop3.b32 %0, %1, %2, %3, 0xE8;\n" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return d;
}
__device__ unsigned long long bfe_literal(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("bfe.u32 %0, %1, 8, 0x4;" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return d;
}
__device__ unsigned long long bfi_inout(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int x = static_cast<unsigned int>(B);
  asm("bfi.b32 %0, %1, %0, %2, %3;" : "+r"(x) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(C)), "r"(static_cast<unsigned int>(D)));
  return x;
}
__device__ unsigned long long add_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("add.u32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long add_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("add.s32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<int>(A)), "r"(static_cast<int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long add_u64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("add.u64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)), "l"(static_cast<unsigned long long>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long add_s64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  long long d;
  asm("add.s64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<long long>(A)), "l"(static_cast<long long>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long sub_u32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("sub.u32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long sub_s32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  int d;
  asm("sub.s32 %0, %1, %2;" : "=r"(d) : "r"(static_cast<int>(A)), "r"(static_cast<int>(B)));
  return static_cast<unsigned int>(d);
}
__device__ unsigned long long sub_u64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("sub.u64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<unsigned long long>(A)), "l"(static_cast<unsigned long long>(B)));
  return static_cast<unsigned long long>(d);
}
__device__ unsigned long long sub_s64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  long long d;
  asm("sub.s64 %0, %1, %2;" : "=l"(d) : "l"(static_cast<long long>(A)), "l"(static_cast<long long>(B)));
  return static_cast<unsigned long long>(d);
}
}  // namespace forms
// ---- forms end

__host__ __device__ unsigned int mix(unsigned int t, unsigned int k) {
  unsigned int x = t * 0x9e3779b9u + k * 0x85ebca6bu + 0x165667b1u;  // murmur3's finalizer
  x ^= x >> 16;
  x *= 0x85ebca6bu;
  x ^= x >> 13;
  x *= 0xc2b2ae35u;
  x ^= x >> 16;
  return x;
}

// Operand k (0-3) of input t: 64 bits (the 32-bit forms take the low half).
__host__ __device__ unsigned long long input(unsigned int t, unsigned int k) {
  const unsigned int edges[16] = {0u, 1u, 0x104u, 7u, 8u, 16u, 31u, 32u, 33u, 63u, 64u, 255u,
                                  0x80000000u, 0x7fffffffu, 0xffffffffu, 0xfffffffeu};
  unsigned int lo = mix(t, k);
  unsigned int hi = mix(t, k + 4);
  if (t < 256) {
    lo = edges[k == 0 ? t & 15 : k == 1 ? (t >> 4) & 15 : k == 2 ? (t * 7 + 3) & 15 : (t * 11 + 5) & 15];
    hi = (t >> 1) & 1 ? 0xffffffffu : (t & 1) ? 0x80000000u : 0u;
  } else if (t < 2048 && (k == 1 || k == 2 || (k == 3 && t >= 1152))) {
    lo &= (t & 1) ? 0x3fu : 0x1ffu;  // small shift amounts, bit positions and lengths
  }
  return (static_cast<unsigned long long>(hi) << 32) | lo;
}

#define FORMS 110

__global__ void alu(unsigned long long* out) {
  const unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= N) return;
  const unsigned long long A = input(t, 0), B = input(t, 1), C = input(t, 2), D = input(t, 3);
  unsigned long long* o = out + t;
  int f = 0;
  o[N * f++] = forms::prmt_b32(A, B, C, D);
  o[N * f++] = forms::prmt_b32_f4e(A, B, C, D);
  o[N * f++] = forms::prmt_b32_b4e(A, B, C, D);
  o[N * f++] = forms::prmt_b32_rc8(A, B, C, D);
  o[N * f++] = forms::prmt_b32_ecl(A, B, C, D);
  o[N * f++] = forms::prmt_b32_ecr(A, B, C, D);
  o[N * f++] = forms::prmt_b32_rc16(A, B, C, D);
  o[N * f++] = forms::bfe_u32(A, B, C, D);
  o[N * f++] = forms::bfe_s32(A, B, C, D);
  o[N * f++] = forms::bfe_u64(A, B, C, D);
  o[N * f++] = forms::bfe_s64(A, B, C, D);
  o[N * f++] = forms::bfi_b32(A, B, C, D);
  o[N * f++] = forms::bfi_b64(A, B, C, D);
  o[N * f++] = forms::shf_l_wrap(A, B, C, D);
  o[N * f++] = forms::shf_l_clamp(A, B, C, D);
  o[N * f++] = forms::shf_r_wrap(A, B, C, D);
  o[N * f++] = forms::shf_r_clamp(A, B, C, D);
  o[N * f++] = forms::dp4a_u32_u32(A, B, C, D);
  o[N * f++] = forms::dp4a_u32_s32(A, B, C, D);
  o[N * f++] = forms::dp4a_s32_u32(A, B, C, D);
  o[N * f++] = forms::dp4a_s32_s32(A, B, C, D);
  o[N * f++] = forms::dp2a_lo_u32_u32(A, B, C, D);
  o[N * f++] = forms::dp2a_lo_u32_s32(A, B, C, D);
  o[N * f++] = forms::dp2a_lo_s32_u32(A, B, C, D);
  o[N * f++] = forms::dp2a_lo_s32_s32(A, B, C, D);
  o[N * f++] = forms::dp2a_hi_u32_u32(A, B, C, D);
  o[N * f++] = forms::dp2a_hi_u32_s32(A, B, C, D);
  o[N * f++] = forms::dp2a_hi_s32_u32(A, B, C, D);
  o[N * f++] = forms::dp2a_hi_s32_s32(A, B, C, D);
  o[N * f++] = forms::bfind_u32(A, B, C, D);
  o[N * f++] = forms::bfind_s32(A, B, C, D);
  o[N * f++] = forms::bfind_u64(A, B, C, D);
  o[N * f++] = forms::bfind_s64(A, B, C, D);
  o[N * f++] = forms::bfind_shiftamt_u32(A, B, C, D);
  o[N * f++] = forms::bfind_shiftamt_s32(A, B, C, D);
  o[N * f++] = forms::bfind_shiftamt_u64(A, B, C, D);
  o[N * f++] = forms::bfind_shiftamt_s64(A, B, C, D);
  o[N * f++] = forms::sad_u32(A, B, C, D);
  o[N * f++] = forms::sad_s32(A, B, C, D);
  o[N * f++] = forms::vshl_clamp(A, B, C, D);
  o[N * f++] = forms::vshl_clamp_add(A, B, C, D);
  o[N * f++] = forms::vshl_wrap(A, B, C, D);
  o[N * f++] = forms::vshl_wrap_add(A, B, C, D);
  o[N * f++] = forms::vshr_clamp(A, B, C, D);
  o[N * f++] = forms::vshr_clamp_add(A, B, C, D);
  o[N * f++] = forms::vshr_wrap(A, B, C, D);
  o[N * f++] = forms::vshr_wrap_add(A, B, C, D);
  o[N * f++] = forms::mul_lo_u32(A, B, C, D);
  o[N * f++] = forms::mul_lo_s32(A, B, C, D);
  o[N * f++] = forms::mul_lo_u64(A, B, C, D);
  o[N * f++] = forms::mul_lo_s64(A, B, C, D);
  o[N * f++] = forms::mul_hi_u32(A, B, C, D);
  o[N * f++] = forms::mul_hi_s32(A, B, C, D);
  o[N * f++] = forms::mul_hi_u64(A, B, C, D);
  o[N * f++] = forms::mul_wide_u32(A, B, C, D);
  o[N * f++] = forms::mul_wide_s32(A, B, C, D);
  o[N * f++] = forms::mad_lo_u32(A, B, C, D);
  o[N * f++] = forms::mad_lo_s32(A, B, C, D);
  o[N * f++] = forms::mad_hi_u32(A, B, C, D);
  o[N * f++] = forms::mad_hi_s32(A, B, C, D);
  o[N * f++] = forms::mad_wide_u32(A, B, C, D);
  o[N * f++] = forms::mad_wide_s32(A, B, C, D);
  o[N * f++] = forms::popc_b32(A, B, C, D);
  o[N * f++] = forms::popc_b64(A, B, C, D);
  o[N * f++] = forms::clz_b32(A, B, C, D);
  o[N * f++] = forms::clz_b64(A, B, C, D);
  o[N * f++] = forms::brev_b32(A, B, C, D);
  o[N * f++] = forms::brev_b64(A, B, C, D);
  o[N * f++] = forms::not_b32(A, B, C, D);
  o[N * f++] = forms::not_b64(A, B, C, D);
  o[N * f++] = forms::and_b32(A, B, C, D);
  o[N * f++] = forms::and_b64(A, B, C, D);
  o[N * f++] = forms::or_b32(A, B, C, D);
  o[N * f++] = forms::or_b64(A, B, C, D);
  o[N * f++] = forms::xor_b32(A, B, C, D);
  o[N * f++] = forms::xor_b64(A, B, C, D);
  o[N * f++] = forms::shl_b32(A, B, C, D);
  o[N * f++] = forms::shl_b64(A, B, C, D);
  o[N * f++] = forms::shr_b32(A, B, C, D);
  o[N * f++] = forms::shr_u32(A, B, C, D);
  o[N * f++] = forms::shr_b64(A, B, C, D);
  o[N * f++] = forms::shr_u64(A, B, C, D);
  o[N * f++] = forms::shr_s32(A, B, C, D);
  o[N * f++] = forms::shr_s64(A, B, C, D);
  o[N * f++] = forms::mov_b64_pack(A, B, C, D);
  o[N * f++] = forms::mov_b64_unpack(A, B, C, D);
  o[N * f++] = forms::mov_b32_pack(A, B, C, D);
  o[N * f++] = forms::mov_b32_unpack(A, B, C, D);
  o[N * f++] = forms::xor_b64_commented(A, B, C, D);
  o[N * f++] = forms::lop3<0x00>(A, B, C, D);
  o[N * f++] = forms::lop3<0xff>(A, B, C, D);
  o[N * f++] = forms::lop3<0x80>(A, B, C, D);
  o[N * f++] = forms::lop3<0x96>(A, B, C, D);
  o[N * f++] = forms::lop3<0xe8>(A, B, C, D);
  o[N * f++] = forms::lop3<0xca>(A, B, C, D);
  o[N * f++] = forms::lop3<0xf8>(A, B, C, D);
  o[N * f++] = forms::lop3<0x1e>(A, B, C, D);
  o[N * f++] = forms::lop3<0x6a>(A, B, C, D);
  o[N * f++] = forms::lop3<0xfe>(A, B, C, D);
  o[N * f++] = forms::lop3_literal(A, B, C, D);
  o[N * f++] = forms::bfe_literal(A, B, C, D);
  o[N * f++] = forms::bfi_inout(A, B, C, D);
  o[N * f++] = forms::add_u32(A, B, C, D);
  o[N * f++] = forms::add_s32(A, B, C, D);
  o[N * f++] = forms::add_u64(A, B, C, D);
  o[N * f++] = forms::add_s64(A, B, C, D);
  o[N * f++] = forms::sub_u32(A, B, C, D);
  o[N * f++] = forms::sub_s32(A, B, C, D);
  o[N * f++] = forms::sub_u64(A, B, C, D);
  o[N * f++] = forms::sub_s64(A, B, C, D);
}

static const char* const kNames[FORMS] = {
    "prmt.b32",
    "prmt.b32.f4e",
    "prmt.b32.b4e",
    "prmt.b32.rc8",
    "prmt.b32.ecl",
    "prmt.b32.ecr",
    "prmt.b32.rc16",
    "bfe.u32",
    "bfe.s32",
    "bfe.u64",
    "bfe.s64",
    "bfi.b32",
    "bfi.b64",
    "shf.l.wrap.b32",
    "shf.l.clamp.b32",
    "shf.r.wrap.b32",
    "shf.r.clamp.b32",
    "dp4a.u32.u32",
    "dp4a.u32.s32",
    "dp4a.s32.u32",
    "dp4a.s32.s32",
    "dp2a.lo.u32.u32",
    "dp2a.lo.u32.s32",
    "dp2a.lo.s32.u32",
    "dp2a.lo.s32.s32",
    "dp2a.hi.u32.u32",
    "dp2a.hi.u32.s32",
    "dp2a.hi.s32.u32",
    "dp2a.hi.s32.s32",
    "bfind.u32",
    "bfind.s32",
    "bfind.u64",
    "bfind.s64",
    "bfind.shiftamt.u32",
    "bfind.shiftamt.s32",
    "bfind.shiftamt.u64",
    "bfind.shiftamt.s64",
    "sad.u32",
    "sad.s32",
    "vshl.u32.u32.u32.clamp",
    "vshl.u32.u32.u32.clamp.add",
    "vshl.u32.u32.u32.wrap",
    "vshl.u32.u32.u32.wrap.add",
    "vshr.u32.u32.u32.clamp",
    "vshr.u32.u32.u32.clamp.add",
    "vshr.u32.u32.u32.wrap",
    "vshr.u32.u32.u32.wrap.add",
    "mul.lo.u32",
    "mul.lo.s32",
    "mul.lo.u64",
    "mul.lo.s64",
    "mul.hi.u32",
    "mul.hi.s32",
    "mul.hi.u64",
    "mul.wide.u32",
    "mul.wide.s32",
    "mad.lo.u32",
    "mad.lo.s32",
    "mad.hi.u32",
    "mad.hi.s32",
    "mad.wide.u32",
    "mad.wide.s32",
    "popc.b32",
    "popc.b64",
    "clz.b32",
    "clz.b64",
    "brev.b32",
    "brev.b64",
    "not.b32",
    "not.b64",
    "and.b32",
    "and.b64",
    "or.b32",
    "or.b64",
    "xor.b32",
    "xor.b64",
    "shl.b32",
    "shl.b64",
    "shr.b32",
    "shr.u32",
    "shr.b64",
    "shr.u64",
    "shr.s32",
    "shr.s64",
    "mov.b64 (pack)",
    "mov.b64 (unpack)",
    "mov.b32 (pack)",
    "mov.b32 (unpack)",
    "xor.b64 with a // comment",
    "lop3.b32 0x00",
    "lop3.b32 0xff",
    "lop3.b32 0x80",
    "lop3.b32 0x96",
    "lop3.b32 0xe8",
    "lop3.b32 0xca",
    "lop3.b32 0xf8",
    "lop3.b32 0x1e",
    "lop3.b32 0x6a",
    "lop3.b32 0xfe",
    "lop3.b32 0xE8 (in the template)",
    "bfe.u32 8, 0x4 (in the template)",
    "bfi.b32 with a \"+r\" operand",
    "add.u32",
    "add.s32",
    "add.u64",
    "add.s64",
    "sub.u32",
    "sub.s32",
    "sub.u64",
    "sub.s64",
};

// FNV-1a (64-bit) of each form's results, from the program's run on an H100 (--print).
static const unsigned long long kExpected[FORMS] = {
    0x088d1809c1e4ffe8ull,  // prmt.b32
    0xe104d326c76e9370ull,  // prmt.b32.f4e
    0x6d6c1e7f483f7670ull,  // prmt.b32.b4e
    0x138d573a4fe49670ull,  // prmt.b32.rc8
    0x55654e7f04a24a70ull,  // prmt.b32.ecl
    0x7ea02dec4056196bull,  // prmt.b32.ecr
    0x1c5d976cdf9fd41dull,  // prmt.b32.rc16
    0x18febbb75f10e830ull,  // bfe.u32
    0x419e0e223dcab422ull,  // bfe.s32
    0x32f46200ff28a195ull,  // bfe.u64
    0xd3f230836d247062ull,  // bfe.s64
    0x69c250a667b1c4dcull,  // bfi.b32
    0x864cd1c7026bae01ull,  // bfi.b64
    0x3f08bee0c4de3f28ull,  // shf.l.wrap.b32
    0xd02c5df89cc74b38ull,  // shf.l.clamp.b32
    0xf0aa011ce0c840f0ull,  // shf.r.wrap.b32
    0x62cd378653b61997ull,  // shf.r.clamp.b32
    0xb527586e40358a0aull,  // dp4a.u32.u32
    0x4a0fb0b5e99e9d0aull,  // dp4a.u32.s32
    0x3162b81d2de1430aull,  // dp4a.s32.u32
    0xd9c68956a6d0340aull,  // dp4a.s32.s32
    0xf7218d42fbdd4be2ull,  // dp2a.lo.u32.u32
    0xf2204411ae562ce2ull,  // dp2a.lo.u32.s32
    0x2501056734a74be2ull,  // dp2a.lo.s32.u32
    0x86787c03cf002ce2ull,  // dp2a.lo.s32.s32
    0xc8d43118f832b4feull,  // dp2a.hi.u32.u32
    0x6352370adc0e02feull,  // dp2a.hi.u32.s32
    0xd6ce0265b257b4feull,  // dp2a.hi.s32.u32
    0xefc34e25be1d02feull,  // dp2a.hi.s32.s32
    0x9ef6c22d835c0e27ull,  // bfind.u32
    0xeee3436035674beeull,  // bfind.s32
    0x4e851a5dbcd2d596ull,  // bfind.u64
    0x40f9a37c7cb669ebull,  // bfind.s64
    0xb25ba8cb3fb73f27ull,  // bfind.shiftamt.u32
    0x52957256a7c3d06eull,  // bfind.shiftamt.s32
    0xbeac80e34a379566ull,  // bfind.shiftamt.u64
    0xc8503de9b084033bull,  // bfind.shiftamt.s64
    0x4b1ad4453149a958ull,  // sad.u32
    0xe17c4729a0e9238aull,  // sad.s32
    0x820d1f4c8f74942eull,  // vshl.u32.u32.u32.clamp
    0x9cd90cc0d36426a1ull,  // vshl.u32.u32.u32.clamp.add
    0x4e64587d1f41f806ull,  // vshl.u32.u32.u32.wrap
    0xd0f3cd8a3e68a1a9ull,  // vshl.u32.u32.u32.wrap.add
    0x84b29b73658958daull,  // vshr.u32.u32.u32.clamp
    0x8b447855c00e6d67ull,  // vshr.u32.u32.u32.clamp.add
    0x14eecc81548f3dadull,  // vshr.u32.u32.u32.wrap
    0xfe6a82c454f44696ull,  // vshr.u32.u32.u32.wrap.add
    0x8e24b633ea21bb26ull,  // mul.lo.u32
    0x8e24b633ea21bb26ull,  // mul.lo.s32
    0x90e5eedaf44cf8c7ull,  // mul.lo.u64
    0x90e5eedaf44cf8c7ull,  // mul.lo.s64
    0x49cb41afc8e97226ull,  // mul.hi.u32
    0xb0bb555a24e26381ull,  // mul.hi.s32
    0x4ac2d1d595ca8b60ull,  // mul.hi.u64
    0x270d1b8f55d62243ull,  // mul.wide.u32
    0x7715a2caf366fc22ull,  // mul.wide.s32
    0x5f4803a6898ae9abull,  // mad.lo.u32
    0x5f4803a6898ae9abull,  // mad.lo.s32
    0x20b155e29e5dfdb1ull,  // mad.hi.u32
    0xc5c699e64f69553cull,  // mad.hi.s32
    0xc0f6b9a799b88827ull,  // mad.wide.u32
    0x250df1d533b63794ull,  // mad.wide.s32
    0xe8717b620ffdc00full,  // popc.b32
    0x425236afca4549cfull,  // popc.b64
    0x33d2174eb4187827ull,  // clz.b32
    0x417961d4f16f9566ull,  // clz.b64
    0x5bc7de6c10a4e4b1ull,  // brev.b32
    0x659a5dd0f2c9d5bdull,  // brev.b64
    0x13333f59ed83cb2bull,  // not.b32
    0xc953887218b11e79ull,  // not.b64
    0x58cc3ad5757914eeull,  // and.b32
    0xffbbf9d4b72b9f36ull,  // and.b64
    0x59d28104b47f2a18ull,  // or.b32
    0x4b8f8bf9ed84b749ull,  // or.b64
    0x537e52c1752595d3ull,  // xor.b32
    0xcc510a0ff4aca21eull,  // xor.b64
    0x820d1f4c8f74942eull,  // shl.b32
    0x5cc01813c6d6f017ull,  // shl.b64
    0x84b29b73658958daull,  // shr.b32
    0x84b29b73658958daull,  // shr.u32
    0x8a1795c285e6963aull,  // shr.b64
    0x8a1795c285e6963aull,  // shr.u64
    0x9924066841e6cb9dull,  // shr.s32
    0xd6d947e99e68c454ull,  // shr.s64
    0x9590e262f377aa47ull,  // mov.b64 (pack)
    0x551ba3e39560fb45ull,  // mov.b64 (unpack)
    0x8e63fe4bb29e816bull,  // mov.b32 (pack)
    0x3100cd226ff7caaeull,  // mov.b32 (unpack)
    0xb44dbd8dbfc14865ull,  // xor.b64 with a // comment
    0xb9d103fd6854a325ull,  // lop3.b32 0x00
    0x62f62b058f35e325ull,  // lop3.b32 0xff
    0x041f2a2f6ee2ffa6ull,  // lop3.b32 0x80
    0x97836ec653ac6b34ull,  // lop3.b32 0x96
    0x45ac315aaaab3e0dull,  // lop3.b32 0xe8
    0x420a46236d0726f2ull,  // lop3.b32 0xca
    0xc7c230d069b7c150ull,  // lop3.b32 0xf8
    0x8e72548fc5fc307cull,  // lop3.b32 0x1e
    0x6302fda142b341a9ull,  // lop3.b32 0x6a
    0xa530d094a7a499ffull,  // lop3.b32 0xfe
    0x45ac315aaaab3e0dull,  // lop3.b32 0xE8 (in the template)
    0xb80be3d33be59331ull,  // bfe.u32 8, 0x4 (in the template)
    0x69c250a667b1c4dcull,  // bfi.b32 with a "+r" operand
    // add/sub (session 35): the wrapped sum and difference in Python (tests/device/ptx_model.py's inputs); the H100
    // gave the same in session 36 (bench/results/build-2026-12-07-s36/ptx_alu_cuda_h100.txt)
    0x2245b15d07f33391ull,  // add.u32
    0x2245b15d07f33391ull,  // add.s32
    0xd37480b33b85dc02ull,  // add.u64
    0xd37480b33b85dc02ull,  // add.s64
    0x4718832d76b6142dull,  // sub.u32
    0x4718832d76b6142dull,  // sub.s32
    0x4eb15c88c8a3f1c3ull,  // sub.u64
    0x4eb15c88c8a3f1c3ull,  // sub.s64
};

int main(int argc, char** argv) {
  const bool print = argc > 1 && std::strcmp(argv[1], "--print") == 0;
  unsigned long long* d = nullptr;
  if (cudaMalloc(&d, sizeof(unsigned long long) * N * FORMS) != cudaSuccess) return 2;
  if (cudaMemset(d, 0, sizeof(unsigned long long) * N * FORMS) != cudaSuccess) return 2;
  alu<<<N / 64, 64>>>(d);
  static unsigned long long h[N * FORMS];
  if (cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess) return 2;
  if (cudaFree(d) != cudaSuccess) return 2;
  int wrong = 0;
  for (int f = 0; f < FORMS; ++f) {
    unsigned long long hash = 14695981039346656037ull;
    for (int t = 0; t < N; ++t) {
      hash = (hash ^ (h[N * f + t] & 0xffffffffu)) * 1099511628211ull;
      hash = (hash ^ (h[N * f + t] >> 32)) * 1099511628211ull;
    }
    if (print) {
      std::printf("    0x%016llxull,  // %s\n", hash, kNames[f]);
    } else if (hash != kExpected[f]) {
      std::printf("%s differs\n", kNames[f]);
      ++wrong;
    }
  }
  if (print) return 0;
  if (wrong) {
    std::printf("ptx alu wrong: %d of %d differ\n", wrong, FORMS);
    return 3;
  }
  std::printf("ptx alu ok\n");
  return 0;
}
