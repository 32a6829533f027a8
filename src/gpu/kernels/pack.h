// 16-byte packs for the memory-bound kernels: 4 floats or 8 halves/bfloat16 moved by one 128-bit
// load or store (what the hardware moves per lane at full bandwidth), converted to fp32 in
// registers. The vectorized paths run only when the row length is a multiple of the pack and every
// pointer is 16-byte aligned (checked on the host at launch: packs_fit); otherwise the launcher
// runs the scalar kernel.
#pragma once

#include "rows.h"

#include <cstdint>
#include <initializer_list>

namespace crosswarp::gpu {

template <class T>
struct alignas(16) Pack {
  static constexpr int n = 16 / static_cast<int>(sizeof(T));
  T v[n];
};

template <class T>
__device__ __forceinline__ Pack<T> load_pack(const T* p) {
  return *reinterpret_cast<const Pack<T>*>(p);
}
template <class T>
__device__ __forceinline__ void store_pack(T* p, const Pack<T>& v) {
  *reinterpret_cast<Pack<T>*>(p) = v;
}

// Whether a row of `cols` elements of T splits into whole packs and every pointer (null = absent,
// ignored) is 16-byte aligned, so that every row of a dense tensor starts on a pack.
template <class T>
inline bool packs_fit(int64_t cols, std::initializer_list<const void*> ptrs) {
  if (cols % Pack<T>::n != 0) return false;
  for (const void* p : ptrs)
    if (p && (reinterpret_cast<uintptr_t>(p) & 15u) != 0) return false;
  return true;
}

// Packs per lane kept in registers by the vectorized row kernels: 32 fp32 values per lane, so a
// 32-lane warp holds rows up to 1024 elements (BERT-large's H) and a 64-lane one up to 2048.
template <class T>
constexpr int packs_per_lane() {
  return 32 / Pack<T>::n;
}

}  // namespace crosswarp::gpu

namespace crosswarp::gpu {

// LayerNorm of one row by one logical warp, over packs: lane l owns packs l, l + W, ... and keeps
// them in registers (the launcher checks H / n <= packs_per_lane * W). load(c, f) fills f with the
// fp32 values of pack c. Every element is read before the same lane writes it (aliasing is safe).
template <int W, class T, class LoadPack>
__device__ __forceinline__ void layernorm_row_packed(const LoadPack& load, int64_t H, const T* gamma, const T* beta,
                                                     float eps, T* out) {
  constexpr int N = Pack<T>::n, kP = packs_per_lane<T>();
  const int lane = warp<W>::lane();
  const int np = static_cast<int>(H / N);
  const float inv_h = 1.f / static_cast<float>(H);
  float v[kP][N];
  float s = 0.f;
CW_UNROLL
  for (int k = 0; k < kP; ++k) {
    const int c = lane + k * W;
    if (c < np) {
      load(c, v[k]);
    } else {
CW_UNROLL
      for (int i = 0; i < N; ++i) v[k][i] = 0.f;
    }
CW_UNROLL
    for (int i = 0; i < N; ++i) s += v[k][i];
  }
  const float mean = warp<W>::reduce_sum(s) * inv_h;
  float q = 0.f;
CW_UNROLL
  for (int k = 0; k < kP; ++k) {
    if (lane + k * W < np) {
CW_UNROLL
      for (int i = 0; i < N; ++i) {
        const float d = v[k][i] - mean;
        q += d * d;
      }
    }
  }
  const float rstd = rsqrtf(warp<W>::reduce_sum(q) * inv_h + eps);
CW_UNROLL
  for (int k = 0; k < kP; ++k) {
    const int c = lane + k * W;
    if (c < np) {
      const Pack<T> g = load_pack(gamma + static_cast<int64_t>(c) * N);
      const Pack<T> b = load_pack(beta + static_cast<int64_t>(c) * N);
      Pack<T> o;
CW_UNROLL
      for (int i = 0; i < N; ++i) o.v[i] = from_f32<T>((v[k][i] - mean) * rstd * to_f32(g.v[i]) + to_f32(b.v[i]));
      store_pack(out + static_cast<int64_t>(c) * N, o);
    }
  }
}

// softmax(scale * x + mask) of one row by one logical warp over packs (n / N <= packs_per_lane * W,
// checked by the launcher); a fully masked row becomes zeros. The mask is read per element.
template <int W, class T>
__device__ __forceinline__ void softmax_row_packed(const T* x, T* y, int64_t n, float scale, const IndexView& mask,
                                                   int64_t mask_offset) {
  constexpr int N = Pack<T>::n, kP = packs_per_lane<T>();
  const int lane = warp<W>::lane();
  const int np = static_cast<int>(n / N);
  const bool has_mask = mask.data != nullptr;
  float v[kP][N];
  float mx = -INFINITY;
CW_UNROLL
  for (int k = 0; k < kP; ++k) {
    const int c = lane + k * W;
    if (c < np) {
      const Pack<T> p = load_pack(x + static_cast<int64_t>(c) * N);
CW_UNROLL
      for (int i = 0; i < N; ++i) {
        const bool keep = !has_mask || mask[mask_offset + static_cast<int64_t>(c) * N + i] != 0;
        v[k][i] = keep ? scale * to_f32(p.v[i]) : -INFINITY;
        mx = fmaxf(mx, v[k][i]);
      }
    } else {
CW_UNROLL
      for (int i = 0; i < N; ++i) v[k][i] = -INFINITY;
    }
  }
  mx = warp<W>::reduce_max(mx);
  float s = 0.f;
CW_UNROLL
  for (int k = 0; k < kP; ++k) {
CW_UNROLL
    for (int i = 0; i < N; ++i) {
      v[k][i] = mx == -INFINITY ? 0.f : __expf(v[k][i] - mx);
      s += v[k][i];
    }
  }
  s = warp<W>::reduce_sum(s);
  const float inv = s > 0.f ? 1.f / s : 0.f;
CW_UNROLL
  for (int k = 0; k < kP; ++k) {
    const int c = lane + k * W;
    if (c < np) {
      Pack<T> o;
CW_UNROLL
      for (int i = 0; i < N; ++i) o.v[i] = from_f32<T>(v[k][i] * inv);
      store_pack(y + static_cast<int64_t>(c) * N, o);
    }
  }
}

}  // namespace crosswarp::gpu
