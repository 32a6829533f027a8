// crosswarp-simt: HIP's vector types (float4, int2, ...) and dim3, as plain aggregates with make_*
// helpers and element-wise arithmetic (HIP's vector types have operators; CUDA's do not).
#pragma once

#define HIP_INCLUDE_HIP_HIP_VECTOR_TYPES_H  // HIP's include guard

#define CW_SIMT_VEC2(T, N)                                                                     \
  struct N##2 {                                                                               \
    T x, y;                                                                                   \
  };                                                                                          \
  inline N##2 make_##N##2(T x, T y) { return N##2{x, y}; }
#define CW_SIMT_VEC3(T, N)                                                                     \
  struct N##3 {                                                                               \
    T x, y, z;                                                                                \
  };                                                                                          \
  inline N##3 make_##N##3(T x, T y, T z) { return N##3{x, y, z}; }
#define CW_SIMT_VEC4(T, N)                                                                     \
  struct alignas(sizeof(T) * 4 <= 16 ? sizeof(T) * 4 : 16) N##4 {                             \
    T x, y, z, w;                                                                             \
  };                                                                                          \
  inline N##4 make_##N##4(T x, T y, T z, T w) { return N##4{x, y, z, w}; }
#define CW_SIMT_VEC1(T, N)                                                                     \
  struct N##1 {                                                                               \
    T x;                                                                                      \
  };                                                                                          \
  inline N##1 make_##N##1(T x) { return N##1{x}; }
#define CW_SIMT_VECS(T, N) CW_SIMT_VEC1(T, N) CW_SIMT_VEC2(T, N) CW_SIMT_VEC3(T, N) CW_SIMT_VEC4(T, N)

CW_SIMT_VECS(float, float)
CW_SIMT_VECS(double, double)
CW_SIMT_VECS(int, int)
CW_SIMT_VECS(unsigned int, uint)
CW_SIMT_VECS(signed char, char)
CW_SIMT_VECS(unsigned char, uchar)
CW_SIMT_VECS(short, short)
CW_SIMT_VECS(unsigned short, ushort)
CW_SIMT_VECS(long, long)
CW_SIMT_VECS(unsigned long, ulong)
CW_SIMT_VECS(long long, longlong)
CW_SIMT_VECS(unsigned long long, ulonglong)

#undef CW_SIMT_VEC1
#undef CW_SIMT_VEC2
#undef CW_SIMT_VEC3
#undef CW_SIMT_VEC4
#undef CW_SIMT_VECS

// Element-wise + - * / for the float vectors, as HIP provides.
#define CW_SIMT_VEC_OPS(V, OP)                                                                  \
  inline V##2 operator OP(V##2 a, V##2 b) { return {a.x OP b.x, a.y OP b.y}; }                  \
  inline V##4 operator OP(V##4 a, V##4 b) { return {a.x OP b.x, a.y OP b.y, a.z OP b.z, a.w OP b.w}; }
CW_SIMT_VEC_OPS(float, +)
CW_SIMT_VEC_OPS(float, -)
CW_SIMT_VEC_OPS(float, *)
CW_SIMT_VEC_OPS(float, /)
CW_SIMT_VEC_OPS(int, +)
CW_SIMT_VEC_OPS(int, -)
CW_SIMT_VEC_OPS(double, +)
CW_SIMT_VEC_OPS(double, *)
#undef CW_SIMT_VEC_OPS

struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int x_ = 1, unsigned int y_ = 1, unsigned int z_ = 1) : x(x_), y(y_), z(z_) {}
  constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  constexpr operator uint3() const { return uint3{x, y, z}; }
};
