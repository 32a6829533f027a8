// crosswarp-simt: HIP's device math on the host: the C library's functions plus the CUDA/HIP
// intrinsics (fast-math forms computed exactly; bit casts; integer bit tricks).
#pragma once

#include <math.h>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace crosswarp::simt::detail {
template <class To, class From>
inline To bits(From f) {
  static_assert(sizeof(To) == sizeof(From));
  To t;
  std::memcpy(&t, &f, sizeof(To));
  return t;
}

// op() computed in the C library's rounding mode `mode` (FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD), for HIP's
// directed-rounding intrinsics. op reads its operands through volatile objects, so the compiler computes
// between the two fesetround calls, not at compile time or before the switch; the mode is restored.
template <class T, class Op>
inline T rounded(int mode, Op op) {
  const int saved = std::fegetround();
  std::fesetround(mode);
  volatile T r = op();
  std::fesetround(saved);
  return r;
}
}  // namespace crosswarp::simt::detail

// HIP's __fadd_rz & co. (add, sub, mul, fma in each rounding mode; _rd toward -inf, _ru toward +inf), which
// HIP declares under OCML_BASIC_ROUNDED_OPERATIONS: correctly rounded here in the host's mode of that name.
#define CROSSWARP_SIMT_ROUNDED(name, T, mode, expr)          \
  inline T name(T x, T y) {                                  \
    return ::crosswarp::simt::detail::rounded<T>(mode, [&] { \
      const volatile T a = x, b = y;                         \
      return expr;                                           \
    });                                                      \
  }
#define CROSSWARP_SIMT_ROUNDED_MODES(stem, T, expr)         \
  CROSSWARP_SIMT_ROUNDED(stem##_rz, T, FE_TOWARDZERO, expr) \
  CROSSWARP_SIMT_ROUNDED(stem##_rd, T, FE_DOWNWARD, expr)   \
  CROSSWARP_SIMT_ROUNDED(stem##_ru, T, FE_UPWARD, expr)
CROSSWARP_SIMT_ROUNDED_MODES(__fadd, float, a + b)
CROSSWARP_SIMT_ROUNDED_MODES(__fsub, float, a - b)
CROSSWARP_SIMT_ROUNDED_MODES(__fmul, float, a* b)
CROSSWARP_SIMT_ROUNDED_MODES(__dadd, double, a + b)
CROSSWARP_SIMT_ROUNDED_MODES(__dsub, double, a - b)
CROSSWARP_SIMT_ROUNDED_MODES(__dmul, double, a* b)
#undef CROSSWARP_SIMT_ROUNDED_MODES
#undef CROSSWARP_SIMT_ROUNDED
#define CROSSWARP_SIMT_ROUNDED_FMA(name, T, mode)                               \
  inline T name(T x, T y, T z) {                                                \
    return ::crosswarp::simt::detail::rounded<T>(mode, [&] {                    \
      const volatile T a = x, b = y, c = z;                                     \
      return std::fma(static_cast<T>(a), static_cast<T>(b), static_cast<T>(c)); \
    });                                                                         \
  }
CROSSWARP_SIMT_ROUNDED_FMA(__fmaf_rz, float, FE_TOWARDZERO)
CROSSWARP_SIMT_ROUNDED_FMA(__fmaf_rd, float, FE_DOWNWARD)
CROSSWARP_SIMT_ROUNDED_FMA(__fmaf_ru, float, FE_UPWARD)
CROSSWARP_SIMT_ROUNDED_FMA(__fma_rz, double, FE_TOWARDZERO)
CROSSWARP_SIMT_ROUNDED_FMA(__fma_rd, double, FE_DOWNWARD)
CROSSWARP_SIMT_ROUNDED_FMA(__fma_ru, double, FE_UPWARD)
#undef CROSSWARP_SIMT_ROUNDED_FMA

inline float rsqrtf(float x) { return 1.0f / std::sqrt(x); }
inline double rsqrt(double x) { return 1.0 / std::sqrt(x); }
inline float rcbrtf(float x) { return 1.0f / std::cbrt(x); }
inline float __expf(float x) { return std::exp(x); }
inline float __exp10f(float x) { return std::pow(10.0f, x); }
inline float __logf(float x) { return std::log(x); }
inline float __log2f(float x) { return std::log2(x); }
inline float __log10f(float x) { return std::log10(x); }
inline float __powf(float x, float y) { return std::pow(x, y); }
inline float __sinf(float x) { return std::sin(x); }
inline float __cosf(float x) { return std::cos(x); }
inline float __tanf(float x) { return std::tan(x); }
inline void __sincosf(float x, float* s, float* c) { *s = std::sin(x); *c = std::cos(x); }
inline float __fdividef(float x, float y) { return x / y; }
inline float __fdiv_rn(float x, float y) { return x / y; }
inline float __frcp_rn(float x) { return 1.0f / x; }
inline float __fsqrt_rn(float x) { return std::sqrt(x); }
inline float __frsqrt_rn(float x) { return 1.0f / std::sqrt(x); }
inline float __fadd_rn(float x, float y) { return x + y; }
inline float __fsub_rn(float x, float y) { return x - y; }
inline float __fmul_rn(float x, float y) { return x * y; }
inline float __fmaf_rn(float x, float y, float z) { return std::fma(x, y, z); }
inline double __dadd_rn(double x, double y) { return x + y; }
inline double __dsub_rn(double x, double y) { return x - y; }
inline double __dmul_rn(double x, double y) { return x * y; }
inline double __fma_rn(double x, double y, double z) { return std::fma(x, y, z); }
inline float __saturatef(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }

inline float __int_as_float(int x) { return ::crosswarp::simt::detail::bits<float>(x); }
inline int __float_as_int(float x) { return ::crosswarp::simt::detail::bits<int>(x); }
inline float __uint_as_float(unsigned x) { return ::crosswarp::simt::detail::bits<float>(x); }
inline unsigned __float_as_uint(float x) { return ::crosswarp::simt::detail::bits<unsigned>(x); }
inline double __longlong_as_double(long long x) { return ::crosswarp::simt::detail::bits<double>(x); }
inline long long __double_as_longlong(double x) { return ::crosswarp::simt::detail::bits<long long>(x); }
inline int __float2int_rn(float x) { return int(std::nearbyint(x)); }
inline int __float2int_rz(float x) { return int(x); }
inline int __float2int_rd(float x) { return int(std::floor(x)); }
inline int __float2int_ru(float x) { return int(std::ceil(x)); }
inline unsigned __float2uint_rn(float x) { return unsigned(std::nearbyint(x)); }
inline unsigned __float2uint_rz(float x) { return unsigned(x); }
inline float __int2float_rn(int x) { return float(x); }
inline float __uint2float_rn(unsigned x) { return float(x); }
inline long long __float2ll_rn(float x) { return (long long)std::nearbyint(x); }
inline float __double2float_rn(double x) { return float(x); }

inline int __popc(unsigned x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __ffs(unsigned x) { return __builtin_ffs(int(x)); }
inline int __ffs(int x) { return __builtin_ffs(x); }
inline int __ffsll(unsigned long long x) { return __builtin_ffsll((long long)x); }
inline int __ffsll(long long x) { return __builtin_ffsll(x); }
inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz(unsigned(x)); }
inline int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll((unsigned long long)x); }
inline unsigned __brev(unsigned x) {
  unsigned r = 0;
  for (int i = 0; i < 32; ++i) r |= ((x >> i) & 1u) << (31 - i);
  return r;
}
inline unsigned long long __brevll(unsigned long long x) {
  unsigned long long r = 0;
  for (int i = 0; i < 64; ++i) r |= ((x >> i) & 1ull) << (63 - i);
  return r;
}
inline int __mul24(int x, int y) { return ((x << 8) >> 8) * ((y << 8) >> 8); }
inline unsigned __umul24(unsigned x, unsigned y) { return (x & 0xffffffu) * (y & 0xffffffu); }
inline int __mulhi(int x, int y) { return int(((long long)x * y) >> 32); }
inline unsigned __umulhi(unsigned x, unsigned y) { return unsigned(((unsigned long long)x * y) >> 32); }
inline unsigned long long __umul64hi(unsigned long long x, unsigned long long y) {
  return (unsigned long long)(((unsigned __int128)x * y) >> 64);
}
inline unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned shift) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return unsigned((v << (shift & 31)) >> 32);
}
inline unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned shift) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return unsigned(v >> (shift & 31));
}
inline unsigned __sad(int x, int y, unsigned z) { return unsigned(x > y ? x - y : y - x) + z; }

template <class T>
inline T __ldg(const T* p) { return *p; }
// CUDA's cache-hint loads and stores: on the CPU a plain load or store (not __ldcv, a volatile load).
template <class T>
inline T __ldcs(const T* p) { return *p; }
template <class T>
inline T __ldcg(const T* p) { return *p; }
template <class T>
inline T __ldca(const T* p) { return *p; }
template <class T>
inline T __ldlu(const T* p) { return *p; }
template <class T>
inline void __stcs(T* p, T v) { *p = v; }
template <class T>
inline void __stcg(T* p, T v) { *p = v; }
template <class T>
inline void __stwb(T* p, T v) { *p = v; }
template <class T>
inline void __stwt(T* p, T v) { *p = v; }

// CUDA's and HIP's global min/max overloads.
namespace crosswarp::simt::detail {
using ulong_t = unsigned long;
using llong_t = long long;
using ullong_t = unsigned long long;
}  // namespace crosswarp::simt::detail
#define CW_SIMT_MINMAX(R, A, B)                                              \
  inline R min(A a, B b) { return R(a) < R(b) ? R(a) : R(b); } \
  inline R max(A a, B b) { return R(a) < R(b) ? R(b) : R(a); }
CW_SIMT_MINMAX(int, int, int)
CW_SIMT_MINMAX(unsigned, unsigned, unsigned)
CW_SIMT_MINMAX(unsigned, int, unsigned)
CW_SIMT_MINMAX(unsigned, unsigned, int)
CW_SIMT_MINMAX(long, long, long)
CW_SIMT_MINMAX(::crosswarp::simt::detail::ulong_t, ::crosswarp::simt::detail::ulong_t, ::crosswarp::simt::detail::ulong_t)
CW_SIMT_MINMAX(::crosswarp::simt::detail::llong_t, ::crosswarp::simt::detail::llong_t, ::crosswarp::simt::detail::llong_t)
CW_SIMT_MINMAX(::crosswarp::simt::detail::ullong_t, ::crosswarp::simt::detail::ullong_t, ::crosswarp::simt::detail::ullong_t)
CW_SIMT_MINMAX(float, float, float)
CW_SIMT_MINMAX(double, double, double)
CW_SIMT_MINMAX(double, float, double)
CW_SIMT_MINMAX(double, double, float)
#undef CW_SIMT_MINMAX
// CUDA's integer min/max, which `crosswarp port --for-host-compiler` (crosswarp emulate) leaves as they are
inline unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
inline unsigned umax(unsigned a, unsigned b) { return a < b ? b : a; }
inline long long llmin(long long a, long long b) { return a < b ? a : b; }
inline long long llmax(long long a, long long b) { return a < b ? b : a; }
inline unsigned long long ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
inline unsigned long long ullmax(unsigned long long a, unsigned long long b) { return a < b ? b : a; }
