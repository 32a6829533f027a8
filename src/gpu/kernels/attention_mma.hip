// attention.flash_mma: the fused attention of attention.hip on tensor cores (f16/bf16, any head dim
// up to 128, padded to 64 or 128 with zeros). What it changes from flash_w32: Q·Kᵀ and P·V are
// 16x16x16 matrix products with fp32 accumulators (the vendor's fragments, vendor/*.h mma::),
// each block owns 64 query rows (4 warps x 16) and streams the keys in tiles of 64; the online
// softmax runs in fp32 registers (2 lanes per query row), P is rounded to the storage type for the
// second product (the row sum uses the rounded values, so P·V / l stays consistent).
// Compiled only where the vendor header has the fragments (CW_HAS_MMA: CUDA); f32 calls run the
// scalar flash_w32 kernel.
#include "pack.h"

#if defined(CW_HAS_MMA)

#include <atomic>
#include <cstdint>

namespace crosswarp::gpu {
namespace {

constexpr int kWarps = 4, kRows = mma::kTile, kQueries = kWarps * kRows, kKeys = 64;
constexpr int kThreads = kWarps * 32;

// Shared-memory layout for head dim DH (padded; elements unless said otherwise). Row strides are
// padded by 16 bytes against bank conflicts and stay multiples of 16 bytes, and every region and
// every fragment's first element start on 32 bytes, as the fragment loads and stores require.
template <int DH>
struct Layout {
  static constexpr int kLdKV = DH + 8;                          // Ks, Vs (and Qs, aliasing Ks): T
  static constexpr int kLdS = (DH > kKeys ? DH : kKeys) + 4;    // per-warp scores / P·V tile: float
  static constexpr int kLdP = kKeys + 8;                        // per-warp P: T
  static constexpr size_t kKsBytes = size_t{2} * kKeys * kLdKV;  // also holds Qs [kQueries][kLdKV]
  static constexpr size_t kSBytes = size_t{4} * kRows * kLdS;    // per warp
  static constexpr size_t kPBytes = size_t{2} * kRows * kLdP;    // per warp
  static constexpr size_t ks = 0, vs = kKsBytes, ss = 2 * kKsBytes, ps = ss + kWarps * kSBytes,
                          keep = ps + kWarps * kPBytes, total = keep + sizeof(float) * kKeys;
  static_assert(kQueries == kKeys, "Qs is loaded into the Ks region");
  static_assert(kKsBytes % 32 == 0 && kSBytes % 32 == 0 && kPBytes % 32 == 0, "regions on 32 bytes");
};

// Copies rows [r0, r0 + n) of one head's Q, K or V (column offset `col` into the packed qkv row)
// into sm [n][ld], zero for rows >= S and for columns >= dh (so padded dims add nothing).
template <class T, int DH>
__device__ __forceinline__ void load_tile(T* sm, int ld, const T* base, int64_t ldq, int64_t col, int64_t r0, int n,
                                          int64_t S, int dh, bool packed) {
  const T zero = from_f32<T>(0.f);
  if (packed) {  // dh % 8 == 0 and the buffer 16-byte aligned: 8 elements per load
    constexpr int N = Pack<T>::n, kPerRow = DH / N;
    for (int e = threadIdx.x; e < n * kPerRow; e += kThreads) {
      const int j = e / kPerRow, d = (e % kPerRow) * N;
      const int64_t r = r0 + j;
      Pack<T> v;
      if (r < S && d < dh) {
        v = load_pack(base + r * ldq + col + d);
      } else {
CW_UNROLL
        for (int i = 0; i < N; ++i) v.v[i] = zero;
      }
      store_pack(sm + j * ld + d, v);
    }
  } else {
    for (int e = threadIdx.x; e < n * DH; e += kThreads) {
      const int j = e / DH, d = e % DH;
      const int64_t r = r0 + j;
      sm[j * ld + d] = (r < S && d < dh) ? base[r * ldq + col + d] : zero;
    }
  }
}

template <class T, int DH>
__global__ void __launch_bounds__(kThreads)
    attention_mma_kernel(const T* qkv, IndexView mask, T* out, int64_t S, int heads, int dh, float scale, int packed) {
  using L = Layout<DH>;
  CW_MMA_DYNAMIC_SHARED(smem)
  T* Ks = reinterpret_cast<T*>(smem + L::ks);
  T* Vs = reinterpret_cast<T*>(smem + L::vs);
  float* keep = reinterpret_cast<float*>(smem + L::keep);
  const int wi = warp<32>::index(), lane = warp<32>::lane();
  float* Sw = reinterpret_cast<float*>(smem + L::ss + wi * L::kSBytes);  // [kRows][kLdS]
  T* Pw = reinterpret_cast<T*>(smem + L::ps + wi * L::kPBytes);          // [kRows][kLdP]

  const int64_t Hd = static_cast<int64_t>(heads) * dh, ld = 3 * Hd;
  const int64_t b = blockIdx.y / heads, h = blockIdx.y % heads, q0 = static_cast<int64_t>(blockIdx.x) * kQueries;
  const T* base = qkv + b * S * ld + h * dh;

  // Q: the block's 64 rows through the Ks region into this warp's fragments (kept for all tiles).
  load_tile<T, DH>(Ks, L::kLdKV, base, ld, 0, q0, kQueries, S, dh, packed != 0);
  __syncthreads();
  mma::FragA<T> qf[DH / mma::kTile];
CW_UNROLL
  for (int kk = 0; kk < DH / mma::kTile; ++kk) mma::load(qf[kk], Ks + wi * kRows * L::kLdKV + kk * mma::kTile, L::kLdKV);

  // Lane `lane` owns query row r = lane / 2 of the warp's 16, keys [half * 32, half * 32 + 32) of a
  // tile for the softmax, and output dims [half * DH / 2, (half + 1) * DH / 2) of its row.
  const int r = lane / 2, half = lane % 2;
  constexpr int kOut = DH / 2;
  float o[kOut];
CW_UNROLL
  for (int i = 0; i < kOut; ++i) o[i] = 0.f;
  float m = -INFINITY, l = 0.f;

  for (int64_t k0 = 0; k0 < S; k0 += kKeys) {
    __syncthreads();  // Q fragments loaded / the previous tile's readers are done
    load_tile<T, DH>(Ks, L::kLdKV, base, ld, Hd, k0, kKeys, S, dh, packed != 0);
    load_tile<T, DH>(Vs, L::kLdKV, base, ld, 2 * Hd, k0, kKeys, S, dh, packed != 0);
    for (int j = threadIdx.x; j < kKeys; j += kThreads) {
      const int64_t kk = k0 + j;
      keep[j] = (kk < S && (!mask.data || mask[b * S + kk] != 0)) ? 1.f : 0.f;
    }
    __syncthreads();

    // Scores S = Q Kᵀ for the warp's 16 rows x 64 keys: B(k = d, n = key) = Ks[key][d], column-major.
CW_UNROLL
    for (int n = 0; n < kKeys / mma::kTile; ++n) {
      mma::FragAcc acc;
      mma::zero(acc);
CW_UNROLL
      for (int kk = 0; kk < DH / mma::kTile; ++kk) {
        mma::FragBCol<T> kf;
        mma::load(kf, Ks + n * mma::kTile * L::kLdKV + kk * mma::kTile, L::kLdKV);
        mma::mma(acc, qf[kk], kf);
      }
      mma::store_row_major(Sw + n * mma::kTile, acc, L::kLdS);
    }
    warp<32>::sync();

    // Online softmax of row r over this lane's 32 keys; the partner lane (lane ^ 1) has the others.
    const float* srow = Sw + r * L::kLdS + half * 32;
    float tile_max = -INFINITY;
    for (int j = 0; j < 32; ++j)
      if (keep[half * 32 + j] != 0.f) tile_max = fmaxf(tile_max, srow[j] * scale);
    tile_max = fmaxf(tile_max, warp<32>::shfl_xor(tile_max, 1));
    const float m_new = fmaxf(m, tile_max);
    const float corr = m == -INFINITY ? 0.f : __expf(m - m_new);
    T* prow = Pw + r * L::kLdP + half * 32;
    float sum = 0.f;
    for (int j = 0; j < 32; ++j) {
      const bool ok = keep[half * 32 + j] != 0.f && m_new != -INFINITY;
      const T p = from_f32<T>(ok ? __expf(srow[j] * scale - m_new) : 0.f);
      prow[j] = p;
      sum += to_f32(p);
    }
    sum += warp<32>::shfl_xor(sum, 1);
    l = l * corr + sum;
    m = m_new;
    warp<32>::sync();  // P complete, and every lane has read its scores (Sw is reused below)

    // P·V for the warp's 16 rows x DH: A = P [16][64] row-major, B = V [64][DH] row-major; the
    // result goes through Sw, and each lane folds its part into its registers.
    mma::FragA<T> pf[kKeys / mma::kTile];
CW_UNROLL
    for (int kk = 0; kk < kKeys / mma::kTile; ++kk) mma::load(pf[kk], Pw + kk * mma::kTile, L::kLdP);
CW_UNROLL
    for (int t = 0; t < DH / mma::kTile; ++t) {
      mma::FragAcc acc;
      mma::zero(acc);
CW_UNROLL
      for (int kk = 0; kk < kKeys / mma::kTile; ++kk) {
        mma::FragBRow<T> vf;
        mma::load(vf, Vs + kk * mma::kTile * L::kLdKV + t * mma::kTile, L::kLdKV);
        mma::mma(acc, pf[kk], vf);
      }
      mma::store_row_major(Sw + t * mma::kTile, acc, L::kLdS);
    }
    warp<32>::sync();
    const float* pv = Sw + r * L::kLdS + half * kOut;
CW_UNROLL
    for (int i = 0; i < kOut; ++i) o[i] = o[i] * corr + pv[i];
    // The next tile's first __syncthreads orders these reads before Sw is written again.
  }

  const int64_t q = q0 + wi * kRows + r;
  if (q < S) {
    const float inv = l > 0.f ? 1.f / l : 0.f;  // every key padded -> zeros
    T* orow = out + (b * S + q) * Hd + h * dh;
    if (packed) {  // 16-byte stores (dh % 8 == 0, out aligned; kOut is a multiple of 8)
      constexpr int N = Pack<T>::n;
CW_UNROLL
      for (int i = 0; i < kOut; i += N) {
        const int d = half * kOut + i;
        if (d < dh) {
          Pack<T> v;
CW_UNROLL
          for (int e = 0; e < N; ++e) v.v[e] = from_f32<T>(o[i + e] * inv);
          store_pack(orow + d, v);
        }
      }
    } else {
CW_UNROLL
      for (int i = 0; i < kOut; ++i) {
        const int d = half * kOut + i;
        if (d < dh) orow[d] = from_f32<T>(o[i] * inv);
      }
    }
  }
}

template <class T, int DH>
int launch_mma(const LaunchContext& lc, const T* qkv, IndexView mask, T* out, int64_t B, int64_t S, int heads, int dh,
               float scale) {
  using L = Layout<DH>;
  // Above 48 KB the kernel must ask (per device and function; cheap, so asked every launch).
  if (L::total > 48 * 1024 && mma::allow_shared(attention_mma_kernel<T, DH>, L::total) != 0) {
    set_last_error("attention.flash_mma: cannot use %zu bytes of shared memory", L::total);
    return CW_E_RUNTIME;
  }
  const int64_t Hd = static_cast<int64_t>(heads) * dh;
  const bool packed = dh % Pack<T>::n == 0 && packs_fit<T>(3 * Hd, {qkv}) && packs_fit<T>(Hd, {out});
  const dim3 grid(static_cast<unsigned>((S + kQueries - 1) / kQueries), static_cast<unsigned>(B * heads));
  hipLaunchKernelGGL(HIP_KERNEL_NAME(attention_mma_kernel<T, DH>), grid, dim3(kThreads), L::total, lc.stream, qkv,
                     mask, out, S, heads, dh, scale, packed ? 1 : 0);
  return check_launch("attention.flash_mma");
}

}  // namespace

// Read once per device: op_run asks on every launch.
bool attention_mma_supported(int device) {
  constexpr int kCached = 64;
  static std::atomic<int> cache[kCached];  // 0 unknown, 1 yes, 2 no
  if (device < 0 || device >= kCached) return mma::device_supported(device);
  int v = cache[device].load(std::memory_order_relaxed);
  if (v == 0) {
    v = mma::device_supported(device) ? 1 : 2;
    cache[device].store(v, std::memory_order_relaxed);
  }
  return v == 1;
}

int launch_attention_mma(const LaunchContext& lc, const cw_op_call& c) {
  const cw_tensor& qkv = c.inputs[0];
  if (qkv.dtype == CW_F32) return launch_attention_flash(lc, c, 32);  // no fp32 fragments: the scalar kernel
  const int64_t B = qkv.shape[0], S = qkv.shape[1], heads = c.iparams[0], dh = qkv.shape[2] / 3 / heads;
  if (B == 0 || S == 0) return CW_OK;
  if (B * heads > 65535) {
    set_last_error("attention: batch * heads = %lld exceeds the grid's y limit (65535)", static_cast<long long>(B * heads));
    return CW_E_UNSUPPORTED;
  }
  const IndexView mask = c.n_inputs > 1 && ops::present(c.inputs[1]) ? index_view(c.inputs[1]) : IndexView{nullptr, 0};
  const float scale = static_cast<float>(c.fparams[0]);
  const int h = static_cast<int>(heads), d = static_cast<int>(dh);
  if (qkv.dtype == CW_F16) {
    const auto* in = static_cast<const __half*>(qkv.data);
    auto* o = static_cast<__half*>(c.outputs[0].data);
    return d <= 64 ? launch_mma<__half, 64>(lc, in, mask, o, B, S, h, d, scale)
                   : launch_mma<__half, 128>(lc, in, mask, o, B, S, h, d, scale);
  }
  const auto* in = static_cast<const __hip_bfloat16*>(qkv.data);
  auto* o = static_cast<__hip_bfloat16*>(c.outputs[0].data);
  return d <= 64 ? launch_mma<__hip_bfloat16, 64>(lc, in, mask, o, B, S, h, d, scale)
                 : launch_mma<__hip_bfloat16, 128>(lc, in, mask, o, B, S, h, d, scale);
}

}  // namespace crosswarp::gpu

#endif  // CW_HAS_MMA
