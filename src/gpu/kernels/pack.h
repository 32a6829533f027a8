// 16-byte packs for the memory-bound kernels: 4 floats or 8 halves/bfloat16 moved by one 128-bit
// load or store (what the hardware moves per lane at full bandwidth), converted to fp32 in
// registers. The vectorized paths run only when the row length is a multiple of the pack and every
// pointer is 16-byte aligned (checked on the host at launch: packs_fit); otherwise the launcher
// runs the scalar kernel.
#pragma once

#include "rows.h"

#include <cstdint>
#include <initializer_list>
#include <type_traits>

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

// Element i of a pack as a float. bf16 is the top half of an fp32, so each 32-bit word of a bf16
// pack unpacks with a shift and a mask (ptxas kept more registers live through the generic
// conversion: layernorm.vec's bf16 rows kernel needed 97 against fp16's 75).
template <class T>
__device__ __forceinline__ float pack_f32(const Pack<T>& p, int i) {
  return to_f32(p.v[i]);
}
template <>
__device__ __forceinline__ float pack_f32<__hip_bfloat16>(const Pack<__hip_bfloat16>& p, int i) {
  uint32_t w;  // memcpy, not a cast: the simt build is host C++ under strict aliasing
  __builtin_memcpy(&w, &p.v[i & ~1], sizeof w);
  return __uint_as_float(i % 2 == 0 ? w << 16 : w & 0xffff0000u);
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

// The packs per lane a row of `cols` needs on a W-lane warp, rounded up to a power of two (the
// streaming kernels are instantiated for 1, 2, 4 and, for f32, 8).
template <class T>
inline int packs_needed(int64_t cols, int W) {
  const int64_t np = cols / Pack<T>::n;
  int k = 1;
  while (static_cast<int64_t>(k) * W < np) k *= 2;
  return k;
}

// Calls f(std::integral_constant<int, KP>) for the KP = packs_needed(cols, W) (<= packs_per_lane).
template <class T, class F>
inline int with_packs_per_lane(int64_t cols, int W, F&& f) {
  switch (packs_needed<T>(cols, W)) {
    case 1: return f(std::integral_constant<int, 1>{});
    case 2: return f(std::integral_constant<int, 2>{});
    case 4: return f(std::integral_constant<int, 4>{});
    default:
      if constexpr (packs_per_lane<T>() >= 8) return f(std::integral_constant<int, 8>{});
      return -1;
  }
}

// Streaming row kernels (layernorm.vec_*, softmax.vec_*): a grid of one wave of resident blocks
// (as many as the kernel's registers let each SM/CU hold), each logical warp taking a contiguous
// run of `chunk` rows: a warp's rows then share their key-padding mask row (softmax) and the grid
// has no tail wave (softmax.vec_* caps the run and so takes more waves on long batches: softmax.hip,
// kMaxPassesPerWarp). Short batches (fewer rows than warp slots) get one row per warp.
struct StreamGrid {
  unsigned blocks;
  int64_t chunk;  // rows per logical warp
};
inline StreamGrid stream_grid(int device, int64_t rows, int64_t warps, int resident) {
  int64_t blocks = (rows + warps - 1) / warps;
  const int sms = sm_count(device);
  if (sms > 0) {
    const int64_t cap = static_cast<int64_t>(sms) * (resident > 0 ? resident : 2);
    if (blocks > cap) blocks = cap;
  }
  const int64_t slots = blocks * warps;
  return {static_cast<unsigned>(blocks), (rows + slots - 1) / slots};
}

// Below this many rows the row kernels take the latency-first form (see layernorm.hip).
constexpr int64_t kEarlyRows = 4096;

// Logical warps per block for `rows` rows: 256 threads' worth, halved while there are fewer than
// 512 rows per warp slot, so that a short batch spreads over the SMs/CUs instead of filling a few
// (BERT at batch 1 x 128: 128 rows on 128 one-warp blocks instead of 16 blocks of 8 warps).
inline int64_t stream_warps_per_block(int64_t rows, int W) {
  int64_t warps = kRowBlockThreads / W;
  while (warps > 1 && rows < warps * 512) warps /= 2;
  return warps;
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

// Whether each of the N mask entries from `off` is non-zero (attend), read in 16-byte loads: the
// launcher runs the packed kernels only when the mask is 16-byte aligned, so that the N entries of
// a pack (N * 4 or N * 8 bytes, N >= 4) start on a 16-byte boundary. Scalar loads of an int64
// mask (8 per pack, with the width test each) cost more than the row's data at BERT's shapes.
template <int N>
__device__ __forceinline__ void mask_pack(const IndexView& mask, int64_t off, bool (&keep)[N]) {
  if (mask.is64) {
    const longlong2* p = reinterpret_cast<const longlong2*>(static_cast<const int64_t*>(mask.data) + off);
CW_UNROLL
    for (int i = 0; i < N / 2; ++i) {
      const longlong2 v = p[i];
      keep[2 * i] = v.x != 0, keep[2 * i + 1] = v.y != 0;
    }
  } else {
    const int4* p = reinterpret_cast<const int4*>(static_cast<const int32_t*>(mask.data) + off);
CW_UNROLL
    for (int i = 0; i < N / 4; ++i) {
      const int4 v = p[i];
      keep[4 * i] = v.x != 0, keep[4 * i + 1] = v.y != 0, keep[4 * i + 2] = v.z != 0, keep[4 * i + 3] = v.w != 0;
    }
  }
}

}  // namespace crosswarp::gpu
