// Inline PTX half-precision instructions that `crosswarp port` writes in C++ (src/port/inline_ptx.h: ptx_packed_half):
// every form (add, sub, mul, fma, min, max, neg, abs on f16x2/bf16x2 in 32-bit registers and f16/bf16 in 16-bit ones,
// with .rn, .ftz, .sat, .relu, .NaN; cvt of floats to them), each in a function of its own, on 8192 fixed inputs: all
// pairs of 64 edge values in the low half (zeros, subnormals, the smallest normals, 1 and its neighbours, the largest
// finite values, infinities, NaNs with and without payloads, of both formats) with edge values in the high half and in
// the third operand; then operands of near exponents (rounding ties, cancellation, fma's product near the addend),
// then hashed bits. cvt takes its floats from the fourth operand: edge values (rounding ties of both formats, the
// overflow thresholds, subnormals), then floats at or next to rounding ties, then hashed bits. The program hashes each
// form's 8192 results (64-bit FNV-1a) and compares them with the hashes an NVIDIA H100 gave for this program built
// with nvcc (CUDA 13, sm_90): "ptx half ok", or each form that differs and exit 3. With --print it prints its own
// hashes. The simt test runs the port of this file under both wavefront sizes; tests/device/ptx_half_check.sh compares
// the port's functions with the instructions on an NVIDIA GPU exhaustively (the region between the two "forms" lines is
// what it takes from this file and from the port's output).
#include <cstdio>
#include <cstring>

#define N 8192

// ---- forms begin
namespace forms {
__device__ unsigned long long add_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("add.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long add_rn_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("add.rn.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long sub_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("sub.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long sub_rn_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("sub.rn.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long mul_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mul.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long mul_rn_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mul.rn.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long add_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("add.sat.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long add_rn_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("add.rn.sat.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long sub_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("sub.sat.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long sub_rn_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("sub.rn.sat.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long mul_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mul.sat.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long mul_rn_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mul.rn.sat.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long fma_rn_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return d;
}
__device__ unsigned long long fma_rn_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("fma.rn.sat.f16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return d;
}
__device__ unsigned long long fma_rn_relu_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("fma.rn.relu.f16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return d;
}
__device__ unsigned long long min_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("min.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long max_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("max.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long min_NaN_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("min.NaN.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long max_NaN_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("max.NaN.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long neg_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("neg.f16x2 %0, %1;" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return d;
}
__device__ unsigned long long abs_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("abs.f16x2 %0, %1;" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return d;
}
__device__ unsigned long long add_ftz_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("add.ftz.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long add_rn_ftz_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("add.rn.ftz.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long sub_ftz_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("sub.ftz.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long sub_rn_ftz_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("sub.rn.ftz.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long mul_ftz_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mul.ftz.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long mul_rn_ftz_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mul.rn.ftz.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long add_ftz_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("add.ftz.sat.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long add_rn_ftz_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("add.rn.ftz.sat.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long sub_ftz_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("sub.ftz.sat.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long sub_rn_ftz_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("sub.rn.ftz.sat.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long mul_ftz_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mul.ftz.sat.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long mul_rn_ftz_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mul.rn.ftz.sat.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long fma_rn_ftz_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("fma.rn.ftz.f16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return d;
}
__device__ unsigned long long fma_rn_ftz_sat_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("fma.rn.ftz.sat.f16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return d;
}
__device__ unsigned long long fma_rn_ftz_relu_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("fma.rn.ftz.relu.f16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return d;
}
__device__ unsigned long long min_ftz_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("min.ftz.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long max_ftz_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("max.ftz.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long min_ftz_NaN_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("min.ftz.NaN.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long max_ftz_NaN_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("max.ftz.NaN.f16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long neg_ftz_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("neg.ftz.f16x2 %0, %1;" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return d;
}
__device__ unsigned long long abs_ftz_f16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("abs.ftz.f16x2 %0, %1;" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return d;
}
__device__ unsigned long long add_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("add.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long add_rn_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("add.rn.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long sub_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("sub.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long sub_rn_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("sub.rn.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long mul_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("mul.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long mul_rn_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("mul.rn.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long add_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("add.sat.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long add_rn_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("add.rn.sat.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long sub_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("sub.sat.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long sub_rn_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("sub.rn.sat.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long mul_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("mul.sat.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long mul_rn_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("mul.rn.sat.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long fma_rn_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("fma.rn.f16 %0, %1, %2, %3;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)), "h"(static_cast<unsigned short>(C)));
  return d;
}
__device__ unsigned long long fma_rn_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("fma.rn.sat.f16 %0, %1, %2, %3;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)), "h"(static_cast<unsigned short>(C)));
  return d;
}
__device__ unsigned long long fma_rn_relu_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("fma.rn.relu.f16 %0, %1, %2, %3;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)), "h"(static_cast<unsigned short>(C)));
  return d;
}
__device__ unsigned long long min_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("min.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long max_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("max.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long min_NaN_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("min.NaN.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long max_NaN_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("max.NaN.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long neg_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("neg.f16 %0, %1;" : "=h"(d) : "h"(static_cast<unsigned short>(A)));
  return d;
}
__device__ unsigned long long abs_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("abs.f16 %0, %1;" : "=h"(d) : "h"(static_cast<unsigned short>(A)));
  return d;
}
__device__ unsigned long long add_ftz_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("add.ftz.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long add_rn_ftz_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("add.rn.ftz.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long sub_ftz_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("sub.ftz.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long sub_rn_ftz_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("sub.rn.ftz.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long mul_ftz_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("mul.ftz.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long mul_rn_ftz_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("mul.rn.ftz.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long add_ftz_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("add.ftz.sat.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long add_rn_ftz_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("add.rn.ftz.sat.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long sub_ftz_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("sub.ftz.sat.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long sub_rn_ftz_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("sub.rn.ftz.sat.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long mul_ftz_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("mul.ftz.sat.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long mul_rn_ftz_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("mul.rn.ftz.sat.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long fma_rn_ftz_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("fma.rn.ftz.f16 %0, %1, %2, %3;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)), "h"(static_cast<unsigned short>(C)));
  return d;
}
__device__ unsigned long long fma_rn_ftz_sat_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("fma.rn.ftz.sat.f16 %0, %1, %2, %3;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)), "h"(static_cast<unsigned short>(C)));
  return d;
}
__device__ unsigned long long fma_rn_ftz_relu_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("fma.rn.ftz.relu.f16 %0, %1, %2, %3;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)), "h"(static_cast<unsigned short>(C)));
  return d;
}
__device__ unsigned long long min_ftz_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("min.ftz.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long max_ftz_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("max.ftz.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long min_ftz_NaN_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("min.ftz.NaN.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long max_ftz_NaN_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("max.ftz.NaN.f16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long neg_ftz_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("neg.ftz.f16 %0, %1;" : "=h"(d) : "h"(static_cast<unsigned short>(A)));
  return d;
}
__device__ unsigned long long abs_ftz_f16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("abs.ftz.f16 %0, %1;" : "=h"(d) : "h"(static_cast<unsigned short>(A)));
  return d;
}
__device__ unsigned long long cvt_rn_f16x2_f32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(__uint_as_float(static_cast<unsigned int>(D))), "f"(__uint_as_float(static_cast<unsigned int>(D >> 32))));
  return d;
}
__device__ unsigned long long cvt_rn_f16_f32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(d) : "f"(__uint_as_float(static_cast<unsigned int>(D))));
  return d;
}
__device__ unsigned long long cvt_rn_relu_f16x2_f32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("cvt.rn.relu.f16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(__uint_as_float(static_cast<unsigned int>(D))), "f"(__uint_as_float(static_cast<unsigned int>(D >> 32))));
  return d;
}
__device__ unsigned long long cvt_rn_relu_f16_f32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("cvt.rn.relu.f16.f32 %0, %1;" : "=h"(d) : "f"(__uint_as_float(static_cast<unsigned int>(D))));
  return d;
}
__device__ unsigned long long add_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("add.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long add_rn_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("add.rn.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long sub_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("sub.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long sub_rn_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("sub.rn.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long mul_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mul.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long mul_rn_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("mul.rn.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long fma_rn_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("fma.rn.bf16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return d;
}
__device__ unsigned long long fma_rn_relu_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("fma.rn.relu.bf16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return d;
}
__device__ unsigned long long min_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("min.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long max_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("max.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long min_NaN_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("min.NaN.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long max_NaN_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("max.NaN.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long neg_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("neg.bf16x2 %0, %1;" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return d;
}
__device__ unsigned long long abs_bf16x2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("abs.bf16x2 %0, %1;" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return d;
}
__device__ unsigned long long add_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("add.bf16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long add_rn_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("add.rn.bf16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long sub_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("sub.bf16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long sub_rn_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("sub.rn.bf16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long mul_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("mul.bf16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long mul_rn_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("mul.rn.bf16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long fma_rn_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("fma.rn.bf16 %0, %1, %2, %3;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)), "h"(static_cast<unsigned short>(C)));
  return d;
}
__device__ unsigned long long fma_rn_relu_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("fma.rn.relu.bf16 %0, %1, %2, %3;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)), "h"(static_cast<unsigned short>(C)));
  return d;
}
__device__ unsigned long long min_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("min.bf16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long max_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("max.bf16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long min_NaN_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("min.NaN.bf16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long max_NaN_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("max.NaN.bf16 %0, %1, %2;" : "=h"(d) : "h"(static_cast<unsigned short>(A)), "h"(static_cast<unsigned short>(B)));
  return d;
}
__device__ unsigned long long neg_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("neg.bf16 %0, %1;" : "=h"(d) : "h"(static_cast<unsigned short>(A)));
  return d;
}
__device__ unsigned long long abs_bf16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("abs.bf16 %0, %1;" : "=h"(d) : "h"(static_cast<unsigned short>(A)));
  return d;
}
__device__ unsigned long long cvt_rn_bf16x2_f32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(__uint_as_float(static_cast<unsigned int>(D))), "f"(__uint_as_float(static_cast<unsigned int>(D >> 32))));
  return d;
}
__device__ unsigned long long cvt_rn_bf16_f32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(d) : "f"(__uint_as_float(static_cast<unsigned int>(D))));
  return d;
}
__device__ unsigned long long cvt_rn_relu_bf16x2_f32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("cvt.rn.relu.bf16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(__uint_as_float(static_cast<unsigned int>(D))), "f"(__uint_as_float(static_cast<unsigned int>(D >> 32))));
  return d;
}
__device__ unsigned long long cvt_rn_relu_bf16_f32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned short d;
  asm("cvt.rn.relu.bf16.f32 %0, %1;" : "=h"(d) : "f"(__uint_as_float(static_cast<unsigned int>(D))));
  return d;
}
__device__ unsigned long long fma_rn_f16x2_inout(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int acc = static_cast<unsigned int>(C);
  asm volatile("fma.rn.f16x2 %0, %1, %2, %0;\n" : "+r"(acc) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return acc;
}
__device__ unsigned long long max_bf16x2_tabs(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("max.bf16x2\t%0,\t%1, %2;\n\t" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long cvt_rn_bf16x2_f32_swapped(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("cvt.rn.bf16x2.f32 %0, %2, %1;" : "=r"(d) : "f"(__uint_as_float(static_cast<unsigned int>(D))), "f"(__uint_as_float(static_cast<unsigned int>(D >> 32))));
  return d;
}
__device__ unsigned long long cvt_rn_relu_f16x2_f32_bits(unsigned long long A, unsigned long long B,
                                                         unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("cvt.rn.relu.f16x2.f32 %0, %1, %2;\n"
               : "=r"(d)
               : "r"(static_cast<unsigned int>(D)), "r"(static_cast<unsigned int>(D >> 32)));
  return d;
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

// A half of near exponent: sign and mantissa from r, the exponent field e clamped to [0, top] (f16: 10 mantissa bits,
// top 30; bf16: 7, 254).
__host__ __device__ unsigned int near(unsigned int r, int e, int man, int top) {
  e = e < 0 ? 0 : e > top ? top : e;
  return (r & 0x8000u) | (static_cast<unsigned int>(e) << man) | (r & ((1u << man) - 1u));
}

// Operand k (0-2) of input t: two halves in the low 32 bits. Operand 3: two floats.
__host__ __device__ unsigned long long input(unsigned int t, unsigned int k) {
  const unsigned short edges[64] = {
      0x0000, 0x8000, 0x0001, 0x8001, 0x0002, 0x03ff, 0x83ff, 0x0400, 0x8400, 0x0401, 0x3c00, 0xbc00,
      0x3bff, 0x3c01, 0x4000, 0xc000, 0x3555, 0x7bff, 0xfbff, 0x7bfe, 0x7c00, 0xfc00, 0x7e00, 0xfe00,
      0x7c01, 0x7fff, 0xffff, 0x1400, 0x0200, 0x3800, 0x7e01, 0x3e00, 0x007f, 0x807f, 0x0080, 0x8080,
      0x0081, 0x3f80, 0xbf80, 0x3f81, 0x3f7f, 0x7f7f, 0xff7f, 0x7f7e, 0x7f80, 0xff80, 0x7fc0, 0xffc0,
      0x7f81, 0x7fa1, 0x4040, 0x3eab, 0x0040, 0x00ff, 0x0100, 0x0101, 0x3f00, 0x3fc0, 0xfe01, 0x2000,
      0x4b00, 0x5bff, 0x3400, 0xc040,
  };
  const unsigned int floats[64] = {
      0x00000000u, 0x80000000u, 0x3f800000u, 0xbf800000u, 0x7f800000u, 0xff800000u,
      0x7fc00000u, 0xffc00000u, 0x7f800001u, 0x7fc01234u, 0x7fffffffu, 0xffffffffu,
      0x7f7fffffu, 0xff7fffffu, 0x00000001u, 0x80000001u, 0x007fffffu, 0x00800000u,
      0x477fe000u, 0x477fefffu, 0x477ff000u, 0xc77ff000u, 0x477ff001u, 0x47800000u,
      0x38800000u, 0x387fffffu, 0x387fc000u, 0x33800000u, 0x33000000u, 0x33000001u,
      0x32ffffffu, 0x33c00000u, 0x34200000u, 0x32800000u, 0x3f801000u, 0x3f803000u,
      0x3f801001u, 0x3f800fffu, 0x3f808000u, 0x3f818000u, 0xbf808001u, 0xbf817fffu,
      0x7f7f7fffu, 0x7f7f8000u, 0x7f7fc000u, 0x00008000u, 0x00018000u, 0x00007fffu,
      0x80008001u, 0xbfc00000u, 0x3dcccccdu, 0x40490fd0u, 0xc77fe000u, 0x322bcc77u,
      0xb22bcc77u, 0x7149f2cau, 0xf149f2cau, 0x387ba882u, 0xb8800000u, 0xb3000000u,
      0x3f000000u, 0xbe800000u, 0xff800001u, 0x47c35000u,
  };
  if (k == 3) {
    unsigned int a = mix(t, 3), b = mix(t, 7);
    if (t < 4096) {
      a = floats[t & 63], b = floats[t >> 6];
    } else if (t < 6144) {  // at or next to a tie: f16's (13 bits dropped) or bf16's (16 bits, subnormals too)
      const unsigned int lo = t & 1 ? 0x8000u : 0x1000u, mask = t & 1 ? 0xffffu : 0x1fffu;
      const unsigned int ea = t & 1 ? mix(t, 11) % 255u : 101u + mix(t, 11) % 43u, eb = t & 1 ? mix(t, 12) % 255u : 101u + mix(t, 12) % 43u;
      a = (a & 0x807fffffu & ~mask) | (ea << 23) | ((lo + mix(t, 13) % 3u - 1u) & mask);
      b = (b & 0x807fffffu & ~mask) | (eb << 23) | ((lo + mix(t, 14) % 3u - 1u) & mask);
    }
    return (static_cast<unsigned long long>(b) << 32) | a;
  }
  unsigned int lo = mix(t, k), hi = mix(t, k + 4);
  if (t < 4096) {
    lo = edges[k == 0 ? t & 63 : k == 1 ? t >> 6 : mix(t, 8) & 63];
    hi = edges[mix(t, k + 12) & 63];
  } else if (t < 6144) {  // b's exponent at or below a's, c's near the product's: f16 (even t) or bf16 (odd t)
    const bool bf = t & 1;
    const int man = bf ? 7 : 10, top = bf ? 254 : 30, bias = bf ? 127 : 15;
    unsigned int h[2];
    for (unsigned int l = 0; l < 2; ++l) {
      const int ea = 1 + static_cast<int>(mix(t, 20 + l) % static_cast<unsigned int>(top));
      const int eb = ea - static_cast<int>(mix(t, 22 + l) % (bf ? 10u : 14u));
      const int ec = ea + eb - bias + static_cast<int>(mix(t, 24 + l) % 3u) - 1;
      const unsigned int r = mix(t, 26 + l * 3 + k);
      h[l] = near(r, k == 0 ? ea : k == 1 ? eb : ec, man, top);
    }
    lo = h[0], hi = h[1];
  }
  return (static_cast<unsigned long long>(mix(t, k + 30)) << 32) | (hi << 16) | (lo & 0xffffu);
}

#define FORMS 124

__global__ void half(unsigned long long* out) {
  const unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= N) return;
  const unsigned long long A = input(t, 0), B = input(t, 1), C = input(t, 2), D = input(t, 3);
  unsigned long long* o = out + t;
  int f = 0;
  o[N * f++] = forms::add_f16x2(A, B, C, D);
  o[N * f++] = forms::add_rn_f16x2(A, B, C, D);
  o[N * f++] = forms::sub_f16x2(A, B, C, D);
  o[N * f++] = forms::sub_rn_f16x2(A, B, C, D);
  o[N * f++] = forms::mul_f16x2(A, B, C, D);
  o[N * f++] = forms::mul_rn_f16x2(A, B, C, D);
  o[N * f++] = forms::add_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::add_rn_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::sub_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::sub_rn_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::mul_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::mul_rn_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::fma_rn_f16x2(A, B, C, D);
  o[N * f++] = forms::fma_rn_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::fma_rn_relu_f16x2(A, B, C, D);
  o[N * f++] = forms::min_f16x2(A, B, C, D);
  o[N * f++] = forms::max_f16x2(A, B, C, D);
  o[N * f++] = forms::min_NaN_f16x2(A, B, C, D);
  o[N * f++] = forms::max_NaN_f16x2(A, B, C, D);
  o[N * f++] = forms::neg_f16x2(A, B, C, D);
  o[N * f++] = forms::abs_f16x2(A, B, C, D);
  o[N * f++] = forms::add_ftz_f16x2(A, B, C, D);
  o[N * f++] = forms::add_rn_ftz_f16x2(A, B, C, D);
  o[N * f++] = forms::sub_ftz_f16x2(A, B, C, D);
  o[N * f++] = forms::sub_rn_ftz_f16x2(A, B, C, D);
  o[N * f++] = forms::mul_ftz_f16x2(A, B, C, D);
  o[N * f++] = forms::mul_rn_ftz_f16x2(A, B, C, D);
  o[N * f++] = forms::add_ftz_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::add_rn_ftz_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::sub_ftz_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::sub_rn_ftz_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::mul_ftz_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::mul_rn_ftz_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::fma_rn_ftz_f16x2(A, B, C, D);
  o[N * f++] = forms::fma_rn_ftz_sat_f16x2(A, B, C, D);
  o[N * f++] = forms::fma_rn_ftz_relu_f16x2(A, B, C, D);
  o[N * f++] = forms::min_ftz_f16x2(A, B, C, D);
  o[N * f++] = forms::max_ftz_f16x2(A, B, C, D);
  o[N * f++] = forms::min_ftz_NaN_f16x2(A, B, C, D);
  o[N * f++] = forms::max_ftz_NaN_f16x2(A, B, C, D);
  o[N * f++] = forms::neg_ftz_f16x2(A, B, C, D);
  o[N * f++] = forms::abs_ftz_f16x2(A, B, C, D);
  o[N * f++] = forms::add_f16(A, B, C, D);
  o[N * f++] = forms::add_rn_f16(A, B, C, D);
  o[N * f++] = forms::sub_f16(A, B, C, D);
  o[N * f++] = forms::sub_rn_f16(A, B, C, D);
  o[N * f++] = forms::mul_f16(A, B, C, D);
  o[N * f++] = forms::mul_rn_f16(A, B, C, D);
  o[N * f++] = forms::add_sat_f16(A, B, C, D);
  o[N * f++] = forms::add_rn_sat_f16(A, B, C, D);
  o[N * f++] = forms::sub_sat_f16(A, B, C, D);
  o[N * f++] = forms::sub_rn_sat_f16(A, B, C, D);
  o[N * f++] = forms::mul_sat_f16(A, B, C, D);
  o[N * f++] = forms::mul_rn_sat_f16(A, B, C, D);
  o[N * f++] = forms::fma_rn_f16(A, B, C, D);
  o[N * f++] = forms::fma_rn_sat_f16(A, B, C, D);
  o[N * f++] = forms::fma_rn_relu_f16(A, B, C, D);
  o[N * f++] = forms::min_f16(A, B, C, D);
  o[N * f++] = forms::max_f16(A, B, C, D);
  o[N * f++] = forms::min_NaN_f16(A, B, C, D);
  o[N * f++] = forms::max_NaN_f16(A, B, C, D);
  o[N * f++] = forms::neg_f16(A, B, C, D);
  o[N * f++] = forms::abs_f16(A, B, C, D);
  o[N * f++] = forms::add_ftz_f16(A, B, C, D);
  o[N * f++] = forms::add_rn_ftz_f16(A, B, C, D);
  o[N * f++] = forms::sub_ftz_f16(A, B, C, D);
  o[N * f++] = forms::sub_rn_ftz_f16(A, B, C, D);
  o[N * f++] = forms::mul_ftz_f16(A, B, C, D);
  o[N * f++] = forms::mul_rn_ftz_f16(A, B, C, D);
  o[N * f++] = forms::add_ftz_sat_f16(A, B, C, D);
  o[N * f++] = forms::add_rn_ftz_sat_f16(A, B, C, D);
  o[N * f++] = forms::sub_ftz_sat_f16(A, B, C, D);
  o[N * f++] = forms::sub_rn_ftz_sat_f16(A, B, C, D);
  o[N * f++] = forms::mul_ftz_sat_f16(A, B, C, D);
  o[N * f++] = forms::mul_rn_ftz_sat_f16(A, B, C, D);
  o[N * f++] = forms::fma_rn_ftz_f16(A, B, C, D);
  o[N * f++] = forms::fma_rn_ftz_sat_f16(A, B, C, D);
  o[N * f++] = forms::fma_rn_ftz_relu_f16(A, B, C, D);
  o[N * f++] = forms::min_ftz_f16(A, B, C, D);
  o[N * f++] = forms::max_ftz_f16(A, B, C, D);
  o[N * f++] = forms::min_ftz_NaN_f16(A, B, C, D);
  o[N * f++] = forms::max_ftz_NaN_f16(A, B, C, D);
  o[N * f++] = forms::neg_ftz_f16(A, B, C, D);
  o[N * f++] = forms::abs_ftz_f16(A, B, C, D);
  o[N * f++] = forms::cvt_rn_f16x2_f32(A, B, C, D);
  o[N * f++] = forms::cvt_rn_f16_f32(A, B, C, D);
  o[N * f++] = forms::cvt_rn_relu_f16x2_f32(A, B, C, D);
  o[N * f++] = forms::cvt_rn_relu_f16_f32(A, B, C, D);
  o[N * f++] = forms::add_bf16x2(A, B, C, D);
  o[N * f++] = forms::add_rn_bf16x2(A, B, C, D);
  o[N * f++] = forms::sub_bf16x2(A, B, C, D);
  o[N * f++] = forms::sub_rn_bf16x2(A, B, C, D);
  o[N * f++] = forms::mul_bf16x2(A, B, C, D);
  o[N * f++] = forms::mul_rn_bf16x2(A, B, C, D);
  o[N * f++] = forms::fma_rn_bf16x2(A, B, C, D);
  o[N * f++] = forms::fma_rn_relu_bf16x2(A, B, C, D);
  o[N * f++] = forms::min_bf16x2(A, B, C, D);
  o[N * f++] = forms::max_bf16x2(A, B, C, D);
  o[N * f++] = forms::min_NaN_bf16x2(A, B, C, D);
  o[N * f++] = forms::max_NaN_bf16x2(A, B, C, D);
  o[N * f++] = forms::neg_bf16x2(A, B, C, D);
  o[N * f++] = forms::abs_bf16x2(A, B, C, D);
  o[N * f++] = forms::add_bf16(A, B, C, D);
  o[N * f++] = forms::add_rn_bf16(A, B, C, D);
  o[N * f++] = forms::sub_bf16(A, B, C, D);
  o[N * f++] = forms::sub_rn_bf16(A, B, C, D);
  o[N * f++] = forms::mul_bf16(A, B, C, D);
  o[N * f++] = forms::mul_rn_bf16(A, B, C, D);
  o[N * f++] = forms::fma_rn_bf16(A, B, C, D);
  o[N * f++] = forms::fma_rn_relu_bf16(A, B, C, D);
  o[N * f++] = forms::min_bf16(A, B, C, D);
  o[N * f++] = forms::max_bf16(A, B, C, D);
  o[N * f++] = forms::min_NaN_bf16(A, B, C, D);
  o[N * f++] = forms::max_NaN_bf16(A, B, C, D);
  o[N * f++] = forms::neg_bf16(A, B, C, D);
  o[N * f++] = forms::abs_bf16(A, B, C, D);
  o[N * f++] = forms::cvt_rn_bf16x2_f32(A, B, C, D);
  o[N * f++] = forms::cvt_rn_bf16_f32(A, B, C, D);
  o[N * f++] = forms::cvt_rn_relu_bf16x2_f32(A, B, C, D);
  o[N * f++] = forms::cvt_rn_relu_bf16_f32(A, B, C, D);
  o[N * f++] = forms::fma_rn_f16x2_inout(A, B, C, D);
  o[N * f++] = forms::max_bf16x2_tabs(A, B, C, D);
  o[N * f++] = forms::cvt_rn_bf16x2_f32_swapped(A, B, C, D);
  o[N * f++] = forms::cvt_rn_relu_f16x2_f32_bits(A, B, C, D);
}

static const char* const kNames[FORMS] = {
    "add.f16x2",
    "add.rn.f16x2",
    "sub.f16x2",
    "sub.rn.f16x2",
    "mul.f16x2",
    "mul.rn.f16x2",
    "add.sat.f16x2",
    "add.rn.sat.f16x2",
    "sub.sat.f16x2",
    "sub.rn.sat.f16x2",
    "mul.sat.f16x2",
    "mul.rn.sat.f16x2",
    "fma.rn.f16x2",
    "fma.rn.sat.f16x2",
    "fma.rn.relu.f16x2",
    "min.f16x2",
    "max.f16x2",
    "min.NaN.f16x2",
    "max.NaN.f16x2",
    "neg.f16x2",
    "abs.f16x2",
    "add.ftz.f16x2",
    "add.rn.ftz.f16x2",
    "sub.ftz.f16x2",
    "sub.rn.ftz.f16x2",
    "mul.ftz.f16x2",
    "mul.rn.ftz.f16x2",
    "add.ftz.sat.f16x2",
    "add.rn.ftz.sat.f16x2",
    "sub.ftz.sat.f16x2",
    "sub.rn.ftz.sat.f16x2",
    "mul.ftz.sat.f16x2",
    "mul.rn.ftz.sat.f16x2",
    "fma.rn.ftz.f16x2",
    "fma.rn.ftz.sat.f16x2",
    "fma.rn.ftz.relu.f16x2",
    "min.ftz.f16x2",
    "max.ftz.f16x2",
    "min.ftz.NaN.f16x2",
    "max.ftz.NaN.f16x2",
    "neg.ftz.f16x2",
    "abs.ftz.f16x2",
    "add.f16",
    "add.rn.f16",
    "sub.f16",
    "sub.rn.f16",
    "mul.f16",
    "mul.rn.f16",
    "add.sat.f16",
    "add.rn.sat.f16",
    "sub.sat.f16",
    "sub.rn.sat.f16",
    "mul.sat.f16",
    "mul.rn.sat.f16",
    "fma.rn.f16",
    "fma.rn.sat.f16",
    "fma.rn.relu.f16",
    "min.f16",
    "max.f16",
    "min.NaN.f16",
    "max.NaN.f16",
    "neg.f16",
    "abs.f16",
    "add.ftz.f16",
    "add.rn.ftz.f16",
    "sub.ftz.f16",
    "sub.rn.ftz.f16",
    "mul.ftz.f16",
    "mul.rn.ftz.f16",
    "add.ftz.sat.f16",
    "add.rn.ftz.sat.f16",
    "sub.ftz.sat.f16",
    "sub.rn.ftz.sat.f16",
    "mul.ftz.sat.f16",
    "mul.rn.ftz.sat.f16",
    "fma.rn.ftz.f16",
    "fma.rn.ftz.sat.f16",
    "fma.rn.ftz.relu.f16",
    "min.ftz.f16",
    "max.ftz.f16",
    "min.ftz.NaN.f16",
    "max.ftz.NaN.f16",
    "neg.ftz.f16",
    "abs.ftz.f16",
    "cvt.rn.f16x2.f32",
    "cvt.rn.f16.f32",
    "cvt.rn.relu.f16x2.f32",
    "cvt.rn.relu.f16.f32",
    "add.bf16x2",
    "add.rn.bf16x2",
    "sub.bf16x2",
    "sub.rn.bf16x2",
    "mul.bf16x2",
    "mul.rn.bf16x2",
    "fma.rn.bf16x2",
    "fma.rn.relu.bf16x2",
    "min.bf16x2",
    "max.bf16x2",
    "min.NaN.bf16x2",
    "max.NaN.bf16x2",
    "neg.bf16x2",
    "abs.bf16x2",
    "add.bf16",
    "add.rn.bf16",
    "sub.bf16",
    "sub.rn.bf16",
    "mul.bf16",
    "mul.rn.bf16",
    "fma.rn.bf16",
    "fma.rn.relu.bf16",
    "min.bf16",
    "max.bf16",
    "min.NaN.bf16",
    "max.NaN.bf16",
    "neg.bf16",
    "abs.bf16",
    "cvt.rn.bf16x2.f32",
    "cvt.rn.bf16.f32",
    "cvt.rn.relu.bf16x2.f32",
    "cvt.rn.relu.bf16.f32",
    "fma.rn.f16x2 with a \"+r\" accumulator",
    "max.bf16x2 with tabs and a newline",
    "cvt.rn.bf16x2.f32 of b, a",
    "cvt.rn.relu.f16x2.f32 of floats' bits in \"r\" registers",
};

// FNV-1a (64-bit) of each form's results, from the program's run on an H100 (--print).
static const unsigned long long kExpected[FORMS] = {
    0xc7320bbb2a3edb9bull,  // add.f16x2
    0xc7320bbb2a3edb9bull,  // add.rn.f16x2
    0xd56cb423f5feae11ull,  // sub.f16x2
    0xd56cb423f5feae11ull,  // sub.rn.f16x2
    0x8ceadd707c606c02ull,  // mul.f16x2
    0x8ceadd707c606c02ull,  // mul.rn.f16x2
    0x9f60b06c21cb4e41ull,  // add.sat.f16x2
    0x9f60b06c21cb4e41ull,  // add.rn.sat.f16x2
    0xd49dadc06c1543e5ull,  // sub.sat.f16x2
    0xd49dadc06c1543e5ull,  // sub.rn.sat.f16x2
    0xd48df9b43030aaaaull,  // mul.sat.f16x2
    0xd48df9b43030aaaaull,  // mul.rn.sat.f16x2
    0x88cd6d86830f909eull,  // fma.rn.f16x2
    0x14e302bfc891313aull,  // fma.rn.sat.f16x2
    0xa195a4136eede647ull,  // fma.rn.relu.f16x2
    0xd5d07511c3f5bc5full,  // min.f16x2
    0x01f341f8a8e5732cull,  // max.f16x2
    0x95d55bf398df8d15ull,  // min.NaN.f16x2
    0xf8b897e83ed9e466ull,  // max.NaN.f16x2
    0xdaad645c2b277bf9ull,  // neg.f16x2
    0x8602434898c37bf9ull,  // abs.f16x2
    0xfddf0a95804b0455ull,  // add.ftz.f16x2
    0xfddf0a95804b0455ull,  // add.rn.ftz.f16x2
    0xa5b68a7300ced256ull,  // sub.ftz.f16x2
    0xa5b68a7300ced256ull,  // sub.rn.ftz.f16x2
    0x1c947442cfb4972bull,  // mul.ftz.f16x2
    0x1c947442cfb4972bull,  // mul.rn.ftz.f16x2
    0x197d55d171167cc9ull,  // add.ftz.sat.f16x2
    0x197d55d171167cc9ull,  // add.rn.ftz.sat.f16x2
    0x11fde4b5faa1487bull,  // sub.ftz.sat.f16x2
    0x11fde4b5faa1487bull,  // sub.rn.ftz.sat.f16x2
    0xce3e932a52769650ull,  // mul.ftz.sat.f16x2
    0xce3e932a52769650ull,  // mul.rn.ftz.sat.f16x2
    0xb180eb6dc2087c84ull,  // fma.rn.ftz.f16x2
    0x9cd4312420c03edbull,  // fma.rn.ftz.sat.f16x2
    0x1a97c2b0a3811372ull,  // fma.rn.ftz.relu.f16x2
    0xb1e49f7584b1164aull,  // min.ftz.f16x2
    0xdcb9e381412f5409ull,  // max.ftz.f16x2
    0x87f3d89110c34cdbull,  // min.ftz.NaN.f16x2
    0xb2498862c2ae7e18ull,  // max.ftz.NaN.f16x2
    0xdec3bc8e1f3637b5ull,  // neg.ftz.f16x2
    0xf0c05c0fceec37b5ull,  // abs.ftz.f16x2
    0xb2d70a4bfa2ddb9bull,  // add.f16
    0xb2d70a4bfa2ddb9bull,  // add.rn.f16
    0xce202370317cae11ull,  // sub.f16
    0xce202370317cae11ull,  // sub.rn.f16
    0xb1bcb1ef09b76c02ull,  // mul.f16
    0xb1bcb1ef09b76c02ull,  // mul.rn.f16
    0x21bd9e5b11334e41ull,  // add.sat.f16
    0x21bd9e5b11334e41ull,  // add.rn.sat.f16
    0xe23494d7e21f43e5ull,  // sub.sat.f16
    0xe23494d7e21f43e5ull,  // sub.rn.sat.f16
    0x7f0631e645c9aaaaull,  // mul.sat.f16
    0x7f0631e645c9aaaaull,  // mul.rn.sat.f16
    0xa191179e113b909eull,  // fma.rn.f16
    0x880bf0df3c44313aull,  // fma.rn.sat.f16
    0xfe873f001f89e647ull,  // fma.rn.relu.f16
    0xfb6ed5f00acabc5full,  // min.f16
    0xcc3ddd1079ff732cull,  // max.f16
    0x744b3d6d9fd08d15ull,  // min.NaN.f16
    0xbe457c56ce59e466ull,  // max.NaN.f16
    0x9f889c840c9f7bf9ull,  // neg.f16
    0xfca6a977b9437bf9ull,  // abs.f16
    0x2c8764ce73e50455ull,  // add.ftz.f16
    0x2c8764ce73e50455ull,  // add.rn.ftz.f16
    0x18aaa2da187ed256ull,  // sub.ftz.f16
    0x18aaa2da187ed256ull,  // sub.rn.ftz.f16
    0xe32d814651e4972bull,  // mul.ftz.f16
    0xe32d814651e4972bull,  // mul.rn.ftz.f16
    0x42cca7e3125d7cc9ull,  // add.ftz.sat.f16
    0x42cca7e3125d7cc9ull,  // add.rn.ftz.sat.f16
    0x67ee80a00d04487bull,  // sub.ftz.sat.f16
    0x67ee80a00d04487bull,  // sub.rn.ftz.sat.f16
    0xe1e776cffd189650ull,  // mul.ftz.sat.f16
    0xe1e776cffd189650ull,  // mul.rn.ftz.sat.f16
    0x5d1729df123f7c84ull,  // fma.rn.ftz.f16
    0x75698ee612bc3edbull,  // fma.rn.ftz.sat.f16
    0xd9478b13c7c71372ull,  // fma.rn.ftz.relu.f16
    0x8903322c9557164aull,  // min.ftz.f16
    0x4a7a072e18805409ull,  // max.ftz.f16
    0x24ec14f68b444cdbull,  // min.ftz.NaN.f16
    0xe6277a6f98ac7e18ull,  // max.ftz.NaN.f16
    0xeb07c763453e37b5ull,  // neg.ftz.f16
    0x4b0a2eacb84637b5ull,  // abs.ftz.f16
    0xa12d3058e089b5c5ull,  // cvt.rn.f16x2.f32
    0x2f67473f4b9e472eull,  // cvt.rn.f16.f32
    0x9cfc5724e20097e4ull,  // cvt.rn.relu.f16x2.f32
    0xb346c336c861ca08ull,  // cvt.rn.relu.f16.f32
    0x8c90cddb948984eaull,  // add.bf16x2
    0x8c90cddb948984eaull,  // add.rn.bf16x2
    0x8e10b14cd05b27ffull,  // sub.bf16x2
    0x8e10b14cd05b27ffull,  // sub.rn.bf16x2
    0x733a174917f03bfaull,  // mul.bf16x2
    0x733a174917f03bfaull,  // mul.rn.bf16x2
    0x1c8618c41bcb4b88ull,  // fma.rn.bf16x2
    0x3de6723973c8219cull,  // fma.rn.relu.bf16x2
    0x0e517583a552f981ull,  // min.bf16x2
    0xcb620030c1ab7b62ull,  // max.bf16x2
    0x513e517ab7f01b21ull,  // min.NaN.bf16x2
    0xf09b316ecfc2f2f2ull,  // max.NaN.bf16x2
    0x252bdad3899dcdc6ull,  // neg.bf16x2
    0x7a5acce6931bcdc6ull,  // abs.bf16x2
    0x0720c8299ab384eaull,  // add.bf16
    0x0720c8299ab384eaull,  // add.rn.bf16
    0x7b4de4f273ff27ffull,  // sub.bf16
    0x7b4de4f273ff27ffull,  // sub.rn.bf16
    0xcd48e9e29a343bfaull,  // mul.bf16
    0xcd48e9e29a343bfaull,  // mul.rn.bf16
    0x60bc016f93394b88ull,  // fma.rn.bf16
    0x29e20a2272a9219cull,  // fma.rn.relu.bf16
    0xffa9a804d902f981ull,  // min.bf16
    0xfc77dc9e43b57b62ull,  // max.bf16
    0xf1fe3ac61c511b21ull,  // min.NaN.bf16
    0x3142d849db53f2f2ull,  // max.NaN.bf16
    0x8fb60db800d9cdc6ull,  // neg.bf16
    0xbd37e969588dcdc6ull,  // abs.bf16
    0xf401c4c71f552e2dull,  // cvt.rn.bf16x2.f32
    0x70770280ea9a6a2dull,  // cvt.rn.bf16.f32
    0xd275811e93035f70ull,  // cvt.rn.relu.bf16x2.f32
    0x69e8edfece4a17c1ull,  // cvt.rn.relu.bf16.f32
    0x88cd6d86830f909eull,  // fma.rn.f16x2 with a "+r" accumulator
    0xcb620030c1ab7b62ull,  // max.bf16x2 with tabs and a newline
    0x0f462810adae6a2dull,  // cvt.rn.bf16x2.f32 of b, a
    0x9cfc5724e20097e4ull,  // cvt.rn.relu.f16x2.f32 of floats' bits in "r" registers: cvt.rn.relu.f16x2.f32's
};

int main(int argc, char** argv) {
  const bool print = argc > 1 && std::strcmp(argv[1], "--print") == 0;
  unsigned long long* d = nullptr;
  if (cudaMalloc(&d, sizeof(unsigned long long) * N * FORMS) != cudaSuccess) return 2;
  if (cudaMemset(d, 0, sizeof(unsigned long long) * N * FORMS) != cudaSuccess) return 2;
  half<<<N / 64, 64>>>(d);
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
    std::printf("ptx half wrong: %d of %d differ\n", wrong, FORMS);
    return 3;
  }
  std::printf("ptx half ok\n");
  return 0;
}
