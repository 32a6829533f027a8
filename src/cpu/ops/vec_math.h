// Branch-free float math for the CPU backend's loops: exp, erf and the activations, written so that
// GCC vectorizes a loop calling them (no libm calls, no data-dependent branches). std::erf and
// std::exp are scalar library calls; measured on BERT-base 1 x 128 (perf, 1 thread) the erf-GELU
// epilogue through std::erf took 8% of the forward and the softmax's std::exp 3%.
//
// CW_VEC_CLONES on a loop function compiles it twice, for x86-64-v3 (AVX2 + FMA: 8 lanes) and the
// baseline (SSE2: 4 lanes), and picks one at load time (GCC function multi-versioning), because
// the project builds for plain x86-64.
#pragma once

#include <cstdint>
#include <cstring>

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__ELF__)
#define CW_VEC_CLONES __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define CW_VEC_CLONES
#endif

namespace crosswarp::cpu::vec {

inline float as_float(int32_t i) {
  float f;
  std::memcpy(&f, &i, 4);
  return f;
}
inline int32_t as_int(float f) {
  int32_t i;
  std::memcpy(&i, &f, 4);
  return i;
}

// e^x, relative error < 2e-7 on [-87, 88]; inputs below -87.3 give about 1e-38 (not 0: callers
// that need exact zeros, like masked softmax, select them), above 88 give e^88; NaN stays NaN.
inline float exp(float x) {
  x = x < -87.3f ? -87.3f : x;
  x = x > 88.0f ? 88.0f : x;
  // n = round(x / ln 2) through the 1.5 * 2^23 trick (no floor/round instruction needed)
  constexpr float kMagic = 12582912.f;
  const float t = x * 1.44269504088896341f + kMagic;
  const float n = t - kMagic;
  // r = x - n ln2 in two parts (Cody-Waite), |r| <= ln2 / 2
  const float r = (x - n * 0.693145751953125f) - n * 1.42860682030941723212e-6f;
  // e^r: Taylor to degree 7 (truncation error < r^8 / 8! < 6e-9)
  float p = 1.f / 5040.f;
  p = p * r + 1.f / 720.f;
  p = p * r + 1.f / 120.f;
  p = p * r + 1.f / 24.f;
  p = p * r + 1.f / 6.f;
  p = p * r + 0.5f;
  p = p * r + 1.f;
  p = p * r + 1.f;
  const int32_t ni = as_int(t) - as_int(kMagic);  // the integer n
  return p * as_float((ni + 127) << 23);
}

// erf(x): x P(x^2) / Q(x^2) on |x| <= 4 (erf(4) = 1 - 1.5e-8), clamped to [-1, 1]. The
// coefficients are our own weighted least-squares rational fit (degree 6/5 in x^2) against
// math.erf; the max |error| evaluated in float32 is 3.7e-7.
inline float erf(float x) {
  x = x < -4.f ? -4.f : x;
  x = x > 4.f ? 4.f : x;
  const float z = x * x;
  float p = -1.3756709549284096e-08f;
  p = p * z + 4.79907930639456e-06f;
  p = p * z + 0.00038335006684064865f;
  p = p * z + 0.0038393083959817886f;
  p = p * z + 0.05434102192521095f;
  p = p * z + 0.18465246260166168f;
  p = p * z + 1.128379225730896f;
  float q = 6.418643897632137e-05f;
  q = q * z + 0.0013104291865602136f;
  q = q * z + 0.015455293469130993f;
  q = q * z + 0.11381664872169495f;
  q = q * z + 0.4969775378704071f;
  q = q * z + 1.f;
  float y = x * p / q;
  y = y < -1.f ? -1.f : y;
  return y > 1.f ? 1.f : y;
}

// tanh(u) = 1 - 2 / (e^{2u} + 1): exact limits +-1, absolute error < 1e-7.
inline float tanh(float u) { return 1.f - 2.f / (vec::exp(2.f * u) + 1.f); }

inline float gelu_erf(float v) { return 0.5f * v * (1.f + vec::erf(v * 0.70710678118654752f)); }
inline float gelu_tanh(float v) {
  return 0.5f * v * (1.f + vec::tanh(0.7978845608028654f * (v + 0.044715f * v * v * v)));
}
inline float relu(float v) { return v > 0.f ? v : 0.f; }

}  // namespace crosswarp::cpu::vec
