// attention.fa2: fused attention on tensor cores with the score tile and P kept in registers
// (flash-attention 2's forward). What it changes from attention.flash_mma, which lost 3.6x to
// PyTorch's SDPA at seq 384 on the H200 (bench/RESULTS.md): P·V no longer goes through shared
// memory (the accumulator layout of Q·Kᵀ is the A-operand layout of P·V, so P is rounded in
// registers), K/V tiles are double-buffered with cp.async so the next tile loads while this one is
// computed, and fragments are read with ldmatrix from rows padded by 16 bytes (no bank conflicts).
//
// Each block: one (sequence, head), NW warps of MT x 16 query rows (attention.fa2: 4 warps, MT = 1,
// 64 rows; attention.fa2_m32: MT = 2, 128 rows, so every K/V fragment read from shared memory feeds
// two products and each K/V tile is read from L2 by half as many blocks; attention.fa2_w8: 8 warps,
// MT = 1, 128 rows: the K/V tiles shared by twice the warps at fa2's registers per warp; and, for
// every variant, one-warp blocks when the batch has fewer 64-row tiles than the device has SMs),
// key tiles of 64. Per warp and
// m-tile the scores are 16 x 64 = 8 mma.m16n8k16 n-tiles; softmax runs in fp32 registers, exp2 with
// the scale folded into log2(e); each thread keeps partial row sums, reduced across its quad at the
// end. Head dims above 64 run MT = 1 in both variants (MT = 2 would not fit the registers).
//
// Padded batches ([B, S, 3Hd] with an optional key-padding mask) and packed batches
// (kAttentionVarlen: [T, 3Hd] with sequence starts) share the kernel. Head dims up to 64 run the
// DH = 64 instance, up to 128 the DH = 128 one; columns past dh are zero-filled by cp.async.
// Needs dh % 8 == 0 and 16-byte aligned rows (so every cp.async moves 16 bytes); otherwise, and for
// f32, the launcher runs flash_w32 (common.h), as the variant's description says.
#include "rows.h"

#if defined(CW_HAS_MMA_SYNC)

#include <cstdint>

namespace crosswarp::gpu {
namespace {

constexpr int kBc = 64;

template <int DH, int MT, int NW>
struct Fa2Layout {
  static constexpr int kThreads = NW * 32;
  static constexpr int kLd = DH + 8;                  // row stride in elements: 16 bytes of padding per row
  static constexpr int kBr = NW * 16 * MT;            // query rows per block
  static constexpr size_t kTile = size_t{2} * kBc * kLd;  // bytes of one 64-row K or V tile
  static constexpr size_t q = 0, k = size_t{2} * kBr * kLd, v = k + 2 * kTile, bias = v + 2 * kTile,
                          total = bias + sizeof(float) * 2 * kBc;  // Q, K[2], V[2], key bias[2]
};

// Rows [r0, r0 + rows) of one head's Q, K or V into the shared tile at address `sm` ([rows][DH + 8])
// with cp.async; rows >= len and columns >= dh are zero-filled. Thread t always moves column chunk
// t % kChunks of rows t / kChunks + i * (kThreads / kChunks): no division in the loop.
template <class T, int DH, int kThreads>
__device__ __forceinline__ void load_tile_async(uint32_t sm, int rows, const T* head, int64_t ld, int64_t r0,
                                                int64_t len, int dh) {
  constexpr int kChunks = DH / 8, kLd = DH + 8, kStep = kThreads / kChunks;  // 16-byte chunks per row
  static_assert(kThreads % kChunks == 0, "whole rows per pass");
  const int c = (threadIdx.x % kChunks) * 8;
  int r = threadIdx.x / kChunks;
  uint32_t dst = sm + static_cast<uint32_t>((r * kLd + c) * sizeof(T));
  const T* src = head + (r0 + r) * ld + c;
  const bool col_ok = c < dh;
  for (; r < rows; r += kStep, dst += kStep * kLd * sizeof(T), src += kStep * ld) {
    const bool ok = col_ok && r0 + r < len;
    ptx::cp_async_16(dst, ok ? static_cast<const void*>(src) : static_cast<const void*>(head), ok ? 16 : 0);
  }
}

template <class T, int DH, int MT, int NW>
__global__ void __launch_bounds__(NW * 32, NW == 1 ? 8 : NW == 8 ? (DH <= 64 ? 2 : 1) : (DH <= 64 && MT == 1) ? 4 : 2)
    attention_fa2_kernel(const T* qkv, const int64_t* starts, IndexView mask, T* out, int64_t S, int heads, int dh,
                         float scale_log2) {
  using L = Fa2Layout<DH, MT, NW>;
  constexpr int kLd = L::kLd, kDT = DH / 8, kKS = DH / 16, kThreads = L::kThreads;  // output n-tiles, k-steps of Q·Kᵀ
  CW_MMA_DYNAMIC_SHARED(smem)
  float* kbias = reinterpret_cast<float*>(smem + L::bias);

  const int64_t b = blockIdx.z, h = blockIdx.y, q0 = static_cast<int64_t>(blockIdx.x) * L::kBr;
  const int64_t row0 = starts ? starts[b] : b * S;
  const int64_t len = starts ? starts[b + 1] - row0 : S;
  if (q0 >= len) return;
  const int64_t Hd = static_cast<int64_t>(heads) * dh, ld = 3 * Hd;
  const T* qh = qkv + row0 * ld + h * dh;
  const T* kh = qh + Hd;
  const T* vh = qh + 2 * Hd;
  const int tid = threadIdx.x, wi = warp<32>::index(), lane = warp<32>::lane(), g = lane / 4, t4 = lane % 4;
  // ldmatrix.x4 row addresses: K (non-transposed; matrices = two 8-key n-tiles x two 8-dim halves)
  // and V (transposed; matrices = two 8-key halves x two 8-dim n-tiles), as byte offsets in a tile.
  const uint32_t k_lane = static_cast<uint32_t>(((((lane >> 4) << 3) + (lane & 7)) * kLd + ((lane >> 3) & 1) * 8) * sizeof(T));
  const uint32_t v_lane = static_cast<uint32_t>((((lane & 7) + ((lane >> 3) & 1) * 8) * kLd + (lane >> 4) * 8) * sizeof(T));

  // Returns whether this thread's key of the tile is attended to (threads >= kBc: false), so that
  // a block can skip a tile whose keys are all padding (a right-padded batch's tail).
  const uint32_t sbase = ptx::smem_addr(smem);
  auto stage_keys = [&](int stage, int64_t k0) {
    load_tile_async<T, DH, kThreads>(sbase + static_cast<uint32_t>(L::k + stage * L::kTile), kBc, kh, ld, k0, len, dh);
    load_tile_async<T, DH, kThreads>(sbase + static_cast<uint32_t>(L::v + stage * L::kTile), kBc, vh, ld, k0, len, dh);
    bool any = false;
CW_UNROLL
    for (int j = tid; j < kBc; j += kThreads) {  // one key per thread, two with one-warp blocks
      const int64_t kk = k0 + j;
      const bool keep = kk < len && (starts || !mask.data || mask[b * S + kk] != 0);
      kbias[stage * kBc + j] = keep ? 0.f : -INFINITY;
      any = any || keep;
    }
    return any;
  };

  load_tile_async<T, DH, kThreads>(sbase + static_cast<uint32_t>(L::q), L::kBr, qh, ld, q0, len, dh);
  bool live = stage_keys(0, 0);
  ptx::cp_async_commit();

  // Warp wi owns rows [wi * 16 * MT, (wi + 1) * 16 * MT) of the block's query tile, m-tile mt the
  // 16 starting at wi * 16 * MT + mt * 16; a thread holds rows g and g + 8 of each m-tile.
  // Q fragments: in registers for MT = 2 (it has the registers), re-read from shared memory at
  // every k-step otherwise: with Q's 16 registers live through the loop the 128-register budget of
  // four 4-warp blocks per SM spilled in the hot loop (H200 ncu: 418K local-memory requests per launch).
  constexpr bool kQInRegs = MT > 1;
  uint32_t qf[kQInRegs ? MT : 1][kQInRegs ? kKS : 1][4];
  const uint32_t q_lane =
      sbase + static_cast<uint32_t>(L::q + ((wi * MT * 16 + (lane & 15)) * kLd + (lane >> 4) * 8) * sizeof(T));
  float o[MT][kDT][4];
  float m[MT][2], l[MT][2];
CW_UNROLL
  for (int mt = 0; mt < MT; ++mt) {
    m[mt][0] = m[mt][1] = -INFINITY;
    l[mt][0] = l[mt][1] = 0.f;
CW_UNROLL
    for (int j = 0; j < kDT; ++j) o[mt][j][0] = o[mt][j][1] = o[mt][j][2] = o[mt][j][3] = 0.f;
  }

  // One barrier per key tile: after it, tile `tile` is in shared memory for every thread and every
  // warp is done with tile - 1, whose stage the next tile's cp.async then refills while this tile
  // is computed.
  const int ntiles = static_cast<int>((len + kBc - 1) / kBc);
  for (int tile = 0; tile < ntiles; ++tile) {
    const int stage = tile & 1;
    ptx::cp_async_wait<0>();  // this thread's copies of tile `tile` (the only group in flight)
    const bool any_live = __syncthreads_or(live) != 0;
    if (tile + 1 < ntiles) {
      live = stage_keys(stage ^ 1, static_cast<int64_t>(tile + 1) * kBc);
      ptx::cp_async_commit();
    }
    if (kQInRegs && tile == 0) {
CW_UNROLL
      for (int mt = 0; mt < MT; ++mt)
CW_UNROLL
        for (int kk = 0; kk < kKS; ++kk)
          ptx::ldmatrix_x4(qf[kQInRegs ? mt : 0][kQInRegs ? kk : 0],
                           q_lane + static_cast<uint32_t>((mt * 16 * kLd + kk * 16) * sizeof(T)));
    }
    if (any_live) {
      // This lane's ldmatrix row addresses in the stage's K and V tiles (bytes); the loops add
      // compile-time offsets.
      const uint32_t ks = sbase + static_cast<uint32_t>(L::k + stage * L::kTile) + k_lane,
                     vs = sbase + static_cast<uint32_t>(L::v + stage * L::kTile) + v_lane;
      const float* kb = kbias + stage * kBc;

      // S = Q Kᵀ: 8 n-tiles of 8 keys, two per ldmatrix.x4 of K rows, each fragment used by every m-tile.
      float s[MT][8][4];
CW_UNROLL
      for (int mt = 0; mt < MT; ++mt)
CW_UNROLL
        for (int j = 0; j < 8; ++j) s[mt][j][0] = s[mt][j][1] = s[mt][j][2] = s[mt][j][3] = 0.f;
CW_UNROLL
      for (int kk = 0; kk < kKS; ++kk) {
        uint32_t qk[4];
        if constexpr (!kQInRegs) ptx::ldmatrix_x4(qk, q_lane + static_cast<uint32_t>(kk * 16 * sizeof(T)));
CW_UNROLL
        for (int np = 0; np < 4; ++np) {
          uint32_t r[4];
          ptx::ldmatrix_x4(r, ks + static_cast<uint32_t>((np * 16 * kLd + kk * 16) * sizeof(T)));
CW_UNROLL
          for (int mt = 0; mt < MT; ++mt) {
            const uint32_t(&a)[4] = kQInRegs ? qf[kQInRegs ? mt : 0][kQInRegs ? kk : 0] : qk;
            ptx::mma_16816<T>(s[mt][2 * np], a, r[0], r[1]);
            ptx::mma_16816<T>(s[mt][2 * np + 1], a, r[2], r[3]);
          }
        }
      }

      // Online softmax in the log2 domain; masked keys carry -inf. P is rounded to T, two per
      // register: p[mt][j][0] row g, keys 8j + 2t..; p[mt][j][1] row g + 8. The row sums add the
      // rounded values, so that P·V / l stays consistent.
      uint32_t p[MT][8][2];
CW_UNROLL
      for (int mt = 0; mt < MT; ++mt) {
        float mx0 = -INFINITY, mx1 = -INFINITY;
CW_UNROLL
        for (int j = 0; j < 8; ++j) {
          const float2 bb = *reinterpret_cast<const float2*>(kb + j * 8 + 2 * t4);
          const float b0 = bb.x, b1 = bb.y;
          s[mt][j][0] = s[mt][j][0] * scale_log2 + b0;
          s[mt][j][1] = s[mt][j][1] * scale_log2 + b1;
          s[mt][j][2] = s[mt][j][2] * scale_log2 + b0;
          s[mt][j][3] = s[mt][j][3] * scale_log2 + b1;
          mx0 = fmaxf(mx0, fmaxf(s[mt][j][0], s[mt][j][1]));
          mx1 = fmaxf(mx1, fmaxf(s[mt][j][2], s[mt][j][3]));
        }
        mx0 = fmaxf(mx0, warp<32>::shfl_xor(mx0, 1));
        mx0 = fmaxf(mx0, warp<32>::shfl_xor(mx0, 2));
        mx1 = fmaxf(mx1, warp<32>::shfl_xor(mx1, 1));
        mx1 = fmaxf(mx1, warp<32>::shfl_xor(mx1, 2));
        const float n0 = fmaxf(m[mt][0], mx0), n1 = fmaxf(m[mt][1], mx1);
        const float u0 = n0 == -INFINITY ? 0.f : n0, u1 = n1 == -INFINITY ? 0.f : n1;  // all masked so far
        const float c0 = exp2f(m[mt][0] - u0), c1 = exp2f(m[mt][1] - u1);
        m[mt][0] = n0, m[mt][1] = n1;
        float sum0 = 0.f, sum1 = 0.f;
CW_UNROLL
        for (int j = 0; j < 8; ++j) {
          p[mt][j][0] = ptx::exp2_pack<T>(s[mt][j][0] - u0, s[mt][j][1] - u0);
          p[mt][j][1] = ptx::exp2_pack<T>(s[mt][j][2] - u1, s[mt][j][3] - u1);
          const float2 f0 = ptx::unpack2<T>(p[mt][j][0]), f1 = ptx::unpack2<T>(p[mt][j][1]);
          sum0 += f0.x + f0.y;
          sum1 += f1.x + f1.y;
        }
        l[mt][0] = l[mt][0] * c0 + sum0;
        l[mt][1] = l[mt][1] * c1 + sum1;
CW_UNROLL
        for (int j = 0; j < kDT; ++j) {
          o[mt][j][0] *= c0, o[mt][j][1] *= c0;
          o[mt][j][2] *= c1, o[mt][j][3] *= c1;
        }
      }

      // O += P V: P's accumulator layout is the A layout (keys 16kk..16kk+15 = n-tiles 2kk, 2kk+1).
CW_UNROLL
      for (int kk = 0; kk < 4; ++kk) {
CW_UNROLL
        for (int dp = 0; dp < kDT / 2; ++dp) {
          uint32_t r[4];
          ptx::ldmatrix_x4_trans(r, vs + static_cast<uint32_t>((kk * 16 * kLd + dp * 16) * sizeof(T)));
CW_UNROLL
          for (int mt = 0; mt < MT; ++mt) {
            const uint32_t a[4] = {p[mt][2 * kk][0], p[mt][2 * kk][1], p[mt][2 * kk + 1][0], p[mt][2 * kk + 1][1]};
            ptx::mma_16816<T>(o[mt][2 * dp], a, r[0], r[1]);
            ptx::mma_16816<T>(o[mt][2 * dp + 1], a, r[2], r[3]);
          }
        }
      }
    }
  }

CW_UNROLL
  for (int mt = 0; mt < MT; ++mt) {
    float l0 = l[mt][0], l1 = l[mt][1];
    l0 += warp<32>::shfl_xor(l0, 1);
    l0 += warp<32>::shfl_xor(l0, 2);
    l1 += warp<32>::shfl_xor(l1, 1);
    l1 += warp<32>::shfl_xor(l1, 2);
    const float i0 = l0 > 0.f ? 1.f / l0 : 0.f, i1 = l1 > 0.f ? 1.f / l1 : 0.f;  // every key masked -> zeros
    const int64_t qa = q0 + (wi * MT + mt) * 16 + g, qb = qa + 8;
    T* oa = out + (row0 + qa) * Hd + h * dh;
    T* ob = out + (row0 + qb) * Hd + h * dh;
CW_UNROLL
    for (int j = 0; j < kDT; ++j) {
      const int d = j * 8 + 2 * t4;
      if (d >= dh) continue;
      if (qa < len) *reinterpret_cast<uint32_t*>(oa + d) = ptx::pack2<T>(o[mt][j][0] * i0, o[mt][j][1] * i0);
      if (qb < len) *reinterpret_cast<uint32_t*>(ob + d) = ptx::pack2<T>(o[mt][j][2] * i1, o[mt][j][3] * i1);
    }
  }
}

template <class T, int DH, int MT, int NW>
int launch_fa2(const LaunchContext& lc, const T* qkv, const int64_t* starts, IndexView mask, T* out, int64_t B,
               int64_t S, int heads, int dh, float scale) {
  using L = Fa2Layout<DH, MT, NW>;
  if (L::total > 48 * 1024 && mma::allow_shared(attention_fa2_kernel<T, DH, MT, NW>, L::total) != 0) {
    set_last_error("attention.fa2: cannot use %zu bytes of shared memory", L::total);
    return CW_E_RUNTIME;
  }
  const dim3 grid(static_cast<unsigned>((S + L::kBr - 1) / L::kBr), static_cast<unsigned>(heads),
                  static_cast<unsigned>(B));
  constexpr float kLog2e = 1.4426950408889634f;
  hipLaunchKernelGGL(HIP_KERNEL_NAME(attention_fa2_kernel<T, DH, MT, NW>), grid, dim3(L::kThreads), L::total, lc.stream, qkv,
                     starts, mask, out, S, heads, dh, scale * kLog2e);
  return check_launch("attention.fa2");
}

template <class T>
int dispatch_fa2(const LaunchContext& lc, const cw_op_call& c, const int64_t* starts, IndexView mask, int64_t B,
                 int64_t S, int heads, int dh, Fa2Shape shape) {
  const T* in = static_cast<const T*>(c.inputs[0].data);
  T* o = static_cast<T*>(c.outputs[0].data);
  const float scale = static_cast<float>(c.fparams[0]);
  // A batch too small to give every SM a 4-warp block (BERT at batch 1 x 128: 2 x 16 blocks on
  // 132 SMs) runs one-warp blocks of 16 query rows instead: four times the blocks, each reading its
  // own K/V tiles, so the work spreads over the SMs instead of queueing in a few.
  const bool small = (S + 63) / 64 * heads * B < sm_count(lc.device);
  if (dh > 64) {
    if (small) return launch_fa2<T, 128, 1, 1>(lc, in, starts, mask, o, B, S, heads, dh, scale);
    return shape == Fa2Shape::kWarps8 ? launch_fa2<T, 128, 1, 8>(lc, in, starts, mask, o, B, S, heads, dh, scale)
                                      : launch_fa2<T, 128, 1, 4>(lc, in, starts, mask, o, B, S, heads, dh, scale);
  }
  if (small) return launch_fa2<T, 64, 1, 1>(lc, in, starts, mask, o, B, S, heads, dh, scale);
  switch (shape) {
    case Fa2Shape::kMt2: return launch_fa2<T, 64, 2, 4>(lc, in, starts, mask, o, B, S, heads, dh, scale);
    case Fa2Shape::kWarps8: return launch_fa2<T, 64, 1, 8>(lc, in, starts, mask, o, B, S, heads, dh, scale);
    default: return launch_fa2<T, 64, 1, 4>(lc, in, starts, mask, o, B, S, heads, dh, scale);
  }
}

}  // namespace

int launch_attention_fa2(const LaunchContext& lc, const cw_op_call& c, bool varlen, Fa2Shape shape) {
  const cw_tensor& qkv = c.inputs[0];
  const AttentionBatch a = attention_batch(c, varlen);
  const bool fits = qkv.dtype != CW_F32 && a.dh % 8 == 0 && a.dh <= 128 &&
                    (reinterpret_cast<uintptr_t>(qkv.data) & 15u) == 0 &&
                    (reinterpret_cast<uintptr_t>(c.outputs[0].data) & 15u) == 0;
  if (!fits) return launch_attention_flash(lc, c, 32, varlen);
  if (a.B == 0 || a.S == 0) return CW_OK;
  if (a.B > 65535 || a.heads > 65535) {
    set_last_error("attention.fa2: batch %lld or heads %lld exceeds the grid limit (65535)", static_cast<long long>(a.B),
                   static_cast<long long>(a.heads));
    return CW_E_UNSUPPORTED;
  }
  const int h = static_cast<int>(a.heads), d = static_cast<int>(a.dh);
  return qkv.dtype == CW_F16 ? dispatch_fa2<__half>(lc, c, a.starts, a.mask, a.B, a.S, h, d, shape)
                             : dispatch_fa2<__hip_bfloat16>(lc, c, a.starts, a.mask, a.B, a.S, h, d, shape);
}

}  // namespace crosswarp::gpu

#endif  // CW_HAS_MMA_SYNC
