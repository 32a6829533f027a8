// crosswarp-simt: __hip_bfloat16 (bfloat16: the top 16 bits of a float) with HIP's conversions,
// rounded to nearest even; NaN stays NaN.
#pragma once

#define HIP_INCLUDE_HIP_HIP_BF16_H  // HIP's include guard

#include <cmath>
#include <cstdint>
#include <cstring>

#include "hip_vector_types.h"

namespace crosswarp::simt::detail {
inline std::uint16_t float_to_bf16_bits(float f) {
  std::uint32_t x;
  std::memcpy(&x, &f, 4);
  if ((x & 0x7fffffffu) > 0x7f800000u) return std::uint16_t((x >> 16) | 0x40u);  // quiet NaN
  x += 0x7fffu + ((x >> 16) & 1u);
  return std::uint16_t(x >> 16);
}
inline float bf16_bits_to_float(std::uint16_t b) {
  std::uint32_t x = std::uint32_t(b) << 16;
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}
}  // namespace crosswarp::simt::detail

struct __hip_bfloat16_raw {
  unsigned short x;
};

struct __hip_bfloat16 {
  unsigned short data;
  __hip_bfloat16() = default;
  __hip_bfloat16(float f) : data(::crosswarp::simt::detail::float_to_bf16_bits(f)) {}
  __hip_bfloat16(double d) : __hip_bfloat16(float(d)) {}
  __hip_bfloat16(int i) : __hip_bfloat16(float(i)) {}
  __hip_bfloat16(__hip_bfloat16_raw r) : data(r.x) {}
  operator float() const { return ::crosswarp::simt::detail::bf16_bits_to_float(data); }
  __hip_bfloat16& operator+=(__hip_bfloat16 o) { return *this = __hip_bfloat16(float(*this) + float(o)); }
  __hip_bfloat16& operator*=(__hip_bfloat16 o) { return *this = __hip_bfloat16(float(*this) * float(o)); }
};
typedef __hip_bfloat16 hip_bfloat16;
struct __hip_bfloat162 {
  __hip_bfloat16 x, y;
};

inline __hip_bfloat16 operator+(__hip_bfloat16 a, __hip_bfloat16 b) { return __hip_bfloat16(float(a) + float(b)); }
inline __hip_bfloat16 operator-(__hip_bfloat16 a, __hip_bfloat16 b) { return __hip_bfloat16(float(a) - float(b)); }
inline __hip_bfloat16 operator*(__hip_bfloat16 a, __hip_bfloat16 b) { return __hip_bfloat16(float(a) * float(b)); }
inline __hip_bfloat16 operator/(__hip_bfloat16 a, __hip_bfloat16 b) { return __hip_bfloat16(float(a) / float(b)); }
inline bool operator<(__hip_bfloat16 a, __hip_bfloat16 b) { return float(a) < float(b); }
inline bool operator>(__hip_bfloat16 a, __hip_bfloat16 b) { return float(a) > float(b); }
inline bool operator==(__hip_bfloat16 a, __hip_bfloat16 b) { return float(a) == float(b); }

inline __hip_bfloat16 __float2bfloat16(float f) { return __hip_bfloat16(f); }
inline __hip_bfloat16 __float2bfloat16_rn(float f) { return __hip_bfloat16(f); }
inline float __bfloat162float(__hip_bfloat16 b) { return float(b); }
inline unsigned short __bfloat16_as_ushort(__hip_bfloat16 b) { return b.data; }
inline __hip_bfloat16 __ushort_as_bfloat16(unsigned short u) { return __hip_bfloat16_raw{u}; }
inline __hip_bfloat16 __hadd(__hip_bfloat16 a, __hip_bfloat16 b) { return a + b; }
inline __hip_bfloat16 __hsub(__hip_bfloat16 a, __hip_bfloat16 b) { return a - b; }
inline __hip_bfloat16 __hmul(__hip_bfloat16 a, __hip_bfloat16 b) { return a * b; }
inline __hip_bfloat16 __hfma(__hip_bfloat16 a, __hip_bfloat16 b, __hip_bfloat16 c) {
  return __hip_bfloat16(std::fma(float(a), float(b), float(c)));
}
inline __hip_bfloat162 __floats2bfloat162_rn(float a, float b) { return {__hip_bfloat16(a), __hip_bfloat16(b)}; }
inline __hip_bfloat162 __float22bfloat162_rn(float2 f) { return {__hip_bfloat16(f.x), __hip_bfloat16(f.y)}; }
inline float2 __bfloat1622float2(__hip_bfloat162 h) { return float2{float(h.x), float(h.y)}; }
inline float __low2float(__hip_bfloat162 h) { return float(h.x); }
inline float __high2float(__hip_bfloat162 h) { return float(h.y); }
