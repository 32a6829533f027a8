// crosswarp-simt: __half and __half2 with HIP's conversion and arithmetic intrinsics. Storage is
// IEEE binary16; arithmetic is done in float and rounded to nearest even, as the hardware does.
#pragma once

#define HIP_INCLUDE_HIP_HIP_FP16_H  // HIP's include guard

#include <cmath>
#include <cstdint>
#include <cstring>

#include "hip_vector_types.h"

namespace crosswarp::simt::detail {
inline std::uint16_t float_to_half_bits(float f) {
  std::uint32_t x;
  std::memcpy(&x, &f, 4);
  std::uint32_t sign = (x >> 16) & 0x8000u;
  std::uint32_t mag = x & 0x7fffffffu;
  if (mag >= 0x7f800000u) return std::uint16_t(sign | (mag > 0x7f800000u ? 0x7e00u : 0x7c00u));  // NaN, Inf
  if (mag >= 0x477ff000u) return std::uint16_t(sign | 0x7c00u);  // rounds past 65504: Inf
  if (mag < 0x38800000u) {                                       // subnormal or zero in half
    if (mag < 0x33000000u) return std::uint16_t(sign);           // below half the smallest subnormal
    std::uint32_t mant = (mag & 0x7fffffu) | 0x800000u;
    int shift = 126 - int(mag >> 23);  // 14..24 bits out
    std::uint32_t half = mant >> (shift);
    std::uint32_t rest = mant & ((1u << shift) - 1);
    std::uint32_t mid = 1u << (shift - 1);
    if (rest > mid || (rest == mid && (half & 1))) ++half;
    return std::uint16_t(sign | half);
  }
  std::uint32_t h = ((mag - 0x38000000u) >> 13);
  std::uint32_t rest = mag & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1))) ++h;
  return std::uint16_t(sign | h);
}
inline float half_bits_to_float(std::uint16_t h) {
  std::uint32_t sign = std::uint32_t(h & 0x8000u) << 16;
  std::uint32_t exp = (h >> 10) & 0x1f, mant = h & 0x3ffu, x;
  if (exp == 0x1f) {
    x = sign | 0x7f800000u | (mant << 13);
  } else if (exp != 0) {
    x = sign | ((exp + 112) << 23) | (mant << 13);
  } else if (mant == 0) {
    x = sign;
  } else {  // subnormal: normalise
    int e = -1;
    do {
      mant <<= 1;
      ++e;
    } while (!(mant & 0x400u));
    x = sign | std::uint32_t(112 - e) << 23 | ((mant & 0x3ffu) << 13);
  }
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}
}  // namespace crosswarp::simt::detail

struct __half_raw {
  unsigned short x;
};

struct __half {
  unsigned short data;
  __half() = default;
  __half(float f) : data(::crosswarp::simt::detail::float_to_half_bits(f)) {}
  __half(double d) : __half(float(d)) {}
  __half(int i) : __half(float(i)) {}
  __half(unsigned i) : __half(float(i)) {}
  __half(__half_raw r) : data(r.x) {}
  operator float() const { return ::crosswarp::simt::detail::half_bits_to_float(data); }
  operator __half_raw() const { return __half_raw{data}; }
  __half& operator+=(__half o) { return *this = __half(float(*this) + float(o)); }
  __half& operator-=(__half o) { return *this = __half(float(*this) - float(o)); }
  __half& operator*=(__half o) { return *this = __half(float(*this) * float(o)); }
  __half& operator/=(__half o) { return *this = __half(float(*this) / float(o)); }
};
typedef __half half;

struct __half2 {
  __half x, y;
};
typedef __half2 half2;

inline __half operator+(__half a, __half b) { return __half(float(a) + float(b)); }
inline __half operator-(__half a, __half b) { return __half(float(a) - float(b)); }
inline __half operator*(__half a, __half b) { return __half(float(a) * float(b)); }
inline __half operator/(__half a, __half b) { return __half(float(a) / float(b)); }
inline __half operator-(__half a) { return __half_raw{static_cast<unsigned short>(a.data ^ 0x8000u)}; }
inline bool operator==(__half a, __half b) { return float(a) == float(b); }
inline bool operator!=(__half a, __half b) { return float(a) != float(b); }
inline bool operator<(__half a, __half b) { return float(a) < float(b); }
inline bool operator>(__half a, __half b) { return float(a) > float(b); }
inline bool operator<=(__half a, __half b) { return float(a) <= float(b); }
inline bool operator>=(__half a, __half b) { return float(a) >= float(b); }

inline __half __float2half(float f) { return __half(f); }
inline __half __float2half_rn(float f) { return __half(f); }
inline float __half2float(__half h) { return float(h); }
inline __half __int2half_rn(int i) { return __half(float(i)); }
inline int __half2int_rn(__half h) { return int(std::nearbyint(float(h))); }
inline int __half2int_rz(__half h) { return int(float(h)); }
inline unsigned short __half_as_ushort(__half h) { return h.data; }
inline short __half_as_short(__half h) { return short(h.data); }
inline __half __ushort_as_half(unsigned short u) { return __half_raw{u}; }
inline __half __short_as_half(short s) { return __half_raw{static_cast<unsigned short>(s)}; }
inline __half __hadd(__half a, __half b) { return a + b; }
inline __half __hsub(__half a, __half b) { return a - b; }
inline __half __hmul(__half a, __half b) { return a * b; }
inline __half __hdiv(__half a, __half b) { return a / b; }
inline __half __hfma(__half a, __half b, __half c) { return __half(std::fma(float(a), float(b), float(c))); }
inline __half __hneg(__half a) { return -a; }
inline __half __habs(__half a) { return __half_raw{static_cast<unsigned short>(a.data & 0x7fffu)}; }
inline __half __hmax(__half a, __half b) { return float(a) < float(b) ? b : a; }
inline __half __hmin(__half a, __half b) { return float(b) < float(a) ? b : a; }
inline bool __heq(__half a, __half b) { return a == b; }
inline bool __hne(__half a, __half b) { return a != b; }
inline bool __hlt(__half a, __half b) { return a < b; }
inline bool __hle(__half a, __half b) { return a <= b; }
inline bool __hgt(__half a, __half b) { return a > b; }
inline bool __hge(__half a, __half b) { return a >= b; }
inline bool __hisnan(__half a) { return (a.data & 0x7fffu) > 0x7c00u; }
inline bool __hisinf(__half a) { return (a.data & 0x7fffu) == 0x7c00u; }
inline __half hexp(__half a) { return __half(std::exp(float(a))); }
inline __half hlog(__half a) { return __half(std::log(float(a))); }
inline __half hsqrt(__half a) { return __half(std::sqrt(float(a))); }
inline __half hrsqrt(__half a) { return __half(1.0f / std::sqrt(float(a))); }
inline __half htanh(__half a) { return __half(std::tanh(float(a))); }

inline __half2 __halves2half2(__half a, __half b) { return __half2{a, b}; }
inline __half2 __half2half2(__half a) { return __half2{a, a}; }
inline __half2 __float2half2_rn(float f) { return __half2{__half(f), __half(f)}; }
inline __half2 __floats2half2_rn(float a, float b) { return __half2{__half(a), __half(b)}; }
inline float2 __half22float2(__half2 h) { return float2{float(h.x), float(h.y)}; }
inline __half2 __float22half2_rn(float2 f) { return __half2{__half(f.x), __half(f.y)}; }
inline __half __low2half(__half2 h) { return h.x; }
inline __half __high2half(__half2 h) { return h.y; }
inline float __low2float(__half2 h) { return float(h.x); }
inline float __high2float(__half2 h) { return float(h.y); }
inline __half2 __hadd2(__half2 a, __half2 b) { return __half2{a.x + b.x, a.y + b.y}; }
inline __half2 __hsub2(__half2 a, __half2 b) { return __half2{a.x - b.x, a.y - b.y}; }
inline __half2 __hmul2(__half2 a, __half2 b) { return __half2{a.x * b.x, a.y * b.y}; }
inline __half2 __hfma2(__half2 a, __half2 b, __half2 c) { return __half2{__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)}; }
inline __half2 operator+(__half2 a, __half2 b) { return __hadd2(a, b); }
inline __half2 operator*(__half2 a, __half2 b) { return __hmul2(a, b); }
