// Row routines shared by the row-wise kernels (layernorm, embedding_layernorm, softmax): one row
// per group (a logical warp or a block). Rows that fit in kCache values per thread stay in
// registers (one read of global memory); longer rows take three passes over global memory.
#pragma once

#include "common.h"

namespace crosswarp::gpu {

// Values per thread kept in registers: 1024 elements per logical warp (BERT-large's H = 1024 in
// one pass), 16 per thread for a 256-thread block (rows up to 4096).
template <class Group>
constexpr int row_cache() {
  return Group::size <= 64 ? 1024 / Group::size : 16;
}

// out = (v - mean) / sqrt(var + eps) * gamma + beta, v[i] = load(i).
template <class Group, class Load, class T>
__device__ __forceinline__ void layernorm_row(const Group& g, const Load& load, int64_t H, const T* gamma,
                                              const T* beta, float eps, T* out) {
  constexpr int kCache = row_cache<Group>();
  const int r = g.rank();
  const float inv_h = 1.f / static_cast<float>(H);
  if (H <= static_cast<int64_t>(kCache) * Group::size) {
    float v[kCache];
    float s = 0.f;
CW_UNROLL
    for (int k = 0; k < kCache; ++k) {
      const int64_t i = r + static_cast<int64_t>(k) * Group::size;
      v[k] = i < H ? load(i) : 0.f;
      s += v[k];
    }
    const float mean = g.sum(s) * inv_h;
    float q = 0.f;
CW_UNROLL
    for (int k = 0; k < kCache; ++k) {
      const int64_t i = r + static_cast<int64_t>(k) * Group::size;
      const float d = v[k] - mean;
      q += i < H ? d * d : 0.f;
    }
    const float rstd = rsqrtf(g.sum(q) * inv_h + eps);
CW_UNROLL
    for (int k = 0; k < kCache; ++k) {
      const int64_t i = r + static_cast<int64_t>(k) * Group::size;
      if (i < H) out[i] = from_f32<T>((v[k] - mean) * rstd * to_f32(gamma[i]) + to_f32(beta[i]));
    }
    return;
  }
  float s = 0.f;
  for (int64_t i = r; i < H; i += Group::size) s += load(i);
  const float mean = g.sum(s) * inv_h;
  float q = 0.f;
  for (int64_t i = r; i < H; i += Group::size) {
    const float d = load(i) - mean;
    q += d * d;
  }
  const float rstd = rsqrtf(g.sum(q) * inv_h + eps);
  for (int64_t i = r; i < H; i += Group::size)
    out[i] = from_f32<T>((load(i) - mean) * rstd * to_f32(gamma[i]) + to_f32(beta[i]));
}

// y = softmax(scale * x + mask); a fully masked row becomes zeros. mask may be null (data).
template <class Group, class T>
__device__ __forceinline__ void softmax_row(const Group& g, const T* x, T* y, int64_t n, float scale,
                                            const IndexView& mask, int64_t mask_offset) {
  constexpr int kCache = row_cache<Group>();
  const int r = g.rank();
  const bool has_mask = mask.data != nullptr;
  if (n <= static_cast<int64_t>(kCache) * Group::size) {
    float v[kCache];
    float mx = -INFINITY;
CW_UNROLL
    for (int k = 0; k < kCache; ++k) {
      const int64_t i = r + static_cast<int64_t>(k) * Group::size;
      const bool keep = i < n && (!has_mask || mask[mask_offset + i] != 0);
      v[k] = keep ? scale * to_f32(x[i]) : -INFINITY;
      mx = fmaxf(mx, v[k]);
    }
    mx = g.max(mx);
    float s = 0.f;
CW_UNROLL
    for (int k = 0; k < kCache; ++k) {
      v[k] = mx == -INFINITY ? 0.f : __expf(v[k] - mx);
      s += v[k];
    }
    s = g.sum(s);
    const float inv = s > 0.f ? 1.f / s : 0.f;
CW_UNROLL
    for (int k = 0; k < kCache; ++k) {
      const int64_t i = r + static_cast<int64_t>(k) * Group::size;
      if (i < n) y[i] = from_f32<T>(v[k] * inv);
    }
    return;
  }
  float mx = -INFINITY;
  for (int64_t i = r; i < n; i += Group::size)
    if (!has_mask || mask[mask_offset + i] != 0) mx = fmaxf(mx, scale * to_f32(x[i]));
  mx = g.max(mx);
  float s = 0.f;
  if (mx != -INFINITY)
    for (int64_t i = r; i < n; i += Group::size)
      if (!has_mask || mask[mask_offset + i] != 0) s += __expf(scale * to_f32(x[i]) - mx);
  s = g.sum(s);
  const float inv = s > 0.f ? 1.f / s : 0.f;
  for (int64_t i = r; i < n; i += Group::size) {
    const bool keep = mx != -INFINITY && (!has_mask || mask[mask_offset + i] != 0);
    y[i] = from_f32<T>(keep ? __expf(scale * to_f32(x[i]) - mx) * inv : 0.f);
  }
}

// Picks the storage type from a dtype and calls f(T{}).
template <class F>
int with_float_type(int32_t dtype, F&& f) {
  switch (dtype) {
    case CW_F32: return f(float{});
    case CW_F16: return f(__half{});
    case CW_BF16: return f(__hip_bfloat16{});
    default: return CW_E_UNSUPPORTED;
  }
}

constexpr int kRowBlockThreads = 256;  // threads per block for both the warp-per-row and block-per-row kernels

}  // namespace crosswarp::gpu
