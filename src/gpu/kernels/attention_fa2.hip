// attention.fa2: fused attention on tensor cores with the score tile and P kept in registers
// (flash-attention 2's forward). What it changes from attention.flash_mma, which lost 3.6x to
// PyTorch's SDPA at seq 384 on the H200 (bench/RESULTS.md): P·V no longer goes through shared
// memory (the accumulator layout of Q·Kᵀ is the A-operand layout of P·V, so P is rounded in
// registers), K/V tiles are staged with cp.async so the next tile (two, for fa2_m32) loads while
// this one is computed, and fragments are read with ldmatrix from rows padded by 16 bytes (no bank
// conflicts).
//
// Each block: one (sequence, head), NW warps of MT x 16 query rows (attention.fa2: 4 warps, MT = 1,
// 64 rows; attention.fa2_m32: MT = 2, 128 rows, so every K/V fragment read from shared memory feeds
// two products and each K/V tile is read from L2 by half as many blocks; attention.fa2_w8: 8 warps,
// MT = 1, 128 rows: the K/V tiles shared by twice the warps at fa2's registers per warp; and, for
// every variant, one-warp blocks when the batch has fewer 64-row tiles than the device has SMs),
// key tiles of 64. Per warp and
// m-tile the scores are 16 x 64 = 8 mma.m16n8k16 n-tiles; softmax runs in fp32 registers, exp2 with
// the scale folded into log2(e) and the running maximum in one FMA per score, the key biases as the
// initial accumulators of Q·Kᵀ; the row sums are one more n-tile of P·V, P times ones. Head dims
// above 64 run MT = 1 in both variants (MT = 2 would not fit the registers).
//
// Padded batches ([B, S, 3Hd] with an optional key-padding mask) and packed batches
// (kAttentionVarlen: [T, 3Hd] with sequence starts) share the kernel. Head dims up to 64 run the
// DH = 64 instance, up to 128 the DH = 128 one; columns past dh are zero-filled by cp.async.
// Needs dh % 8 == 0, a positive scale and 16-byte aligned rows (so every cp.async moves 16 bytes);
// otherwise, and for f32, the launcher runs flash_w32 (common.h), as the variant's description says.
#include "rows.h"

#if defined(CW_HAS_MMA_SYNC)

#include <cmath>
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
  // K/V stages in flight: three for the 32-row shape (two blocks per SM by its registers, so the
  // third stage costs no residency; the next two tiles load while one is computed), two otherwise.
  // H200, BERT-large bf16 seq 384, against two stages in the same call (session 17, call c):
  // fa2_m32 batch 32 / 128 94.4 / 334.8 -> 88.7 / 322.4 us; fa2_w8, also two blocks per SM, lost
  // with three (93.3 / 347.9 -> 94.5 / 361.9); fa2's four blocks per SM would drop to three.
  static constexpr int kStages = MT == 2 ? 3 : 2;
  static constexpr size_t q = 0, k = size_t{2} * kBr * kLd, v = k + kStages * kTile, mask = v + kStages * kTile,
                          total = mask + 8 * kStages * kBc;  // Q, K[S], V[S], mask values[S] (8 bytes a key)
};

// One thread's part of a ROWS-row tile of one head's Q, K or V, moved into shared memory ([ROWS][DH +
// 8]) with cp.async: column chunk t % kChunks of rows t / kChunks + i * kStep, i < kIters, a count
// known at compile time, so the loop unrolls with no remainder and its addresses are immediate
// offsets. `src` points at this thread's first element (row r0 + t / kChunks); `rows_left` is the
// sequence's length minus that row. Rows past the sequence and columns >= dh are zero-filled (the
// cp.async reads nothing for them: a src-size of 0).
template <class T, int DH, int kThreads, int ROWS>
struct TileLoad {
  static constexpr int kChunks = DH / 8, kLd = DH + 8, kStep = kThreads / kChunks, kIters = ROWS / kStep;
  static_assert(kThreads % kChunks == 0 && ROWS % kStep == 0, "whole rows per pass, whole passes per tile");
  static __device__ __forceinline__ int row() { return static_cast<int>(threadIdx.x) / kChunks; }
  static __device__ __forceinline__ int col() { return (static_cast<int>(threadIdx.x) % kChunks) * 8; }
  // This thread's first chunk in the tile, in bytes.
  static __device__ __forceinline__ uint32_t offset() {
    return static_cast<uint32_t>((row() * kLd + col()) * sizeof(T));
  }
  static __device__ __forceinline__ void issue(uint32_t sm, const T* src, int64_t ld, int rows_left, bool col_ok) {
CW_UNROLL
    for (int i = 0; i < kIters; ++i) {
      const bool ok = col_ok && i * kStep < rows_left;
      ptx::cp_async_16(sm + static_cast<uint32_t>(i * kStep * kLd * sizeof(T)), src + i * kStep * ld, ok ? 16 : 0);
    }
  }
};

template <class T, int DH, int MT, int NW>
__global__ void __launch_bounds__(NW * 32, NW == 1 ? 8 : NW == 8 ? (DH <= 64 ? 2 : 1) : (DH <= 64 && MT == 1) ? 4 : 2)
    attention_fa2_kernel(const T* qkv, const int64_t* starts, IndexView mask, T* out, int64_t S, int heads, int dh,
                         float scale_log2) {
  using L = Fa2Layout<DH, MT, NW>;
  constexpr int kLd = L::kLd, kDT = DH / 8, kKS = DH / 16, kThreads = L::kThreads;  // output n-tiles, k-steps of Q·Kᵀ
  CW_MMA_DYNAMIC_SHARED(smem)

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

  // A tile's keys: stage_tile starts the cp.async of its K and V rows and, for a key-padding mask,
  // of its 64 mask values (into the stage's mask area, zero past the sequence), all in the tile's
  // commit group. After the tile's barrier each warp reads the keys' state itself (below).
  const bool has_mask = !starts && mask.data;
  const int slen = static_cast<int>(len);  // < 2^31 (the launcher checks)
  const uint32_t sbase = ptx::smem_addr(smem);
  using KV = TileLoad<T, DH, kThreads, kBc>;
  const bool col_ok = KV::col() < dh;
  const int kv_row = KV::row();
  const uint32_t kv_off = KV::offset();
  const int64_t kv_first = static_cast<int64_t>(kv_row) * ld + KV::col();  // this thread's first element
  const int mbytes = mask.is64 ? 8 : 4;
  auto stage_tile = [&](int stage, int k0) {
    const int64_t at = static_cast<int64_t>(k0) * ld + kv_first;
    KV::issue(sbase + static_cast<uint32_t>(L::k + stage * L::kTile) + kv_off, kh + at, ld, slen - k0 - kv_row, col_ok);
    KV::issue(sbase + static_cast<uint32_t>(L::v + stage * L::kTile) + kv_off, vh + at, ld, slen - k0 - kv_row, col_ok);
    if (has_mask) {
      // Which thread stages key j: with MT = 2 every warp takes kBc / NW keys (its first lanes),
      // so that no warp reaches the next barrier later than the others for this work; otherwise
      // thread j (two keys per thread with one-warp blocks). H200, BERT-large bf16 seq 384
      // (session 17, calls c and d): fa2_m32 batch 32 / 128 92.5 / 329.4 us -> 88.7 / 322.4 with
      // the even spread, while fa2 lost 0.5 us at batch 32 with it and fa2_w8 did not gain.
      constexpr int kPerWarp = kBc / NW, kPerLane = MT == 2 ? (kPerWarp + 31) / 32 : (kBc + kThreads - 1) / kThreads;
CW_UNROLL
      for (int i = 0; i < kPerLane; ++i) {
        const int jl = lane + 32 * i;
        const int j = MT == 2 ? wi * kPerWarp + jl : tid + i * kThreads, kk = k0 + j;
        if (MT == 2 ? jl >= kPerWarp : j >= kBc) continue;
        const uint32_t dst = sbase + static_cast<uint32_t>(L::mask + (stage * kBc + j) * 8);
        const void* src = static_cast<const unsigned char*>(mask.data) + (b * S + kk) * mbytes;
        if (mask.is64) ptx::cp_async_small<8>(dst, src, kk < slen ? 8 : 0);
        else ptx::cp_async_small<4>(dst, src, kk < slen ? 4 : 0);
      }
    }
  };

  {
    using QL = TileLoad<T, DH, kThreads, L::kBr>;
    const int qr = QL::row();
    QL::issue(sbase + static_cast<uint32_t>(L::q) + QL::offset(), qh + (q0 + qr) * ld + QL::col(), ld,
              static_cast<int>(len - q0) - qr, QL::col() < dh);
  }
  constexpr int kStages = L::kStages;
  const int ntiles = static_cast<int>((len + kBc - 1) / kBc);
  stage_tile(0, 0);  // ntiles >= 1: len > q0 >= 0
  ptx::cp_async_commit();
CW_UNROLL
  for (int t = 1; t < kStages - 1; ++t) {  // one commit group per tile, empty past the last
    if (t < ntiles) stage_tile(t, t * kBc);
    ptx::cp_async_commit();
  }

  // Warp wi owns rows [wi * 16 * MT, (wi + 1) * 16 * MT) of the block's query tile, m-tile mt the
  // 16 starting at wi * 16 * MT + mt * 16; a thread holds rows g and g + 8 of each m-tile.
  // Q fragments: in registers for MT = 2 (it has the registers), re-read from shared memory at
  // every k-step otherwise: with Q's 16 registers live through the loop the 128-register budget of
  // four 4-warp blocks per SM spilled in the hot loop (H200 ncu: 418K local-memory requests per launch).
  constexpr bool kQInRegs = MT > 1;
  uint32_t qf[kQInRegs ? MT : 1][kQInRegs ? kKS : 1][4];
  const uint32_t q_lane =
      sbase + static_cast<uint32_t>(L::q + ((wi * MT * 16 + (lane & 15)) * kLd + (lane >> 4) * 8) * sizeof(T));
  // o[mt][0, kDT): the output tile; o[mt][kDT]: the row sums of P, accumulated by the tensor cores
  // as P times a B operand of ones (every column of that n-tile is the row's sum, so each thread
  // holds its rows' whole sums: no unpacking of P and no quad reduction at the end).
  float o[MT][kDT + 1][4];
  float m[MT][2];  // running row maxima of the unscaled scores
CW_UNROLL
  for (int mt = 0; mt < MT; ++mt) {
    m[mt][0] = m[mt][1] = -INFINITY;
CW_UNROLL
    for (int j = 0; j <= kDT; ++j) o[mt][j][0] = o[mt][j][1] = o[mt][j][2] = o[mt][j][3] = 0.f;
  }
  const uint32_t ones = ptx::ones2<T>();

  // One barrier per key tile: after it, tile `tile` is in shared memory for every thread and every
  // warp is done with tile - 1, whose stage the cp.async of tile + kStages - 1 then refills while
  // this tile is computed.
  int stage_ring = 0;  // tile % kStages, counted (kStages = 3)
  for (int tile = 0; tile < ntiles; ++tile) {
    const int stage = kStages == 2 ? (tile & 1) : stage_ring;
    ptx::cp_async_wait<kStages - 2>();  // this thread's copies of tile `tile` (groups are one per tile)
    __syncthreads();
    if constexpr (kStages == 2) {
      if (tile + 1 < ntiles) {  // the only group in flight (wait<0> above)
        stage_tile(stage ^ 1, (tile + 1) * kBc);
        ptx::cp_async_commit();
      }
    } else {  // one group per tile, empty past the last, so that wait<kStages - 2> counts tiles
      if (tile + kStages - 1 < ntiles) stage_tile(stage == 0 ? kStages - 1 : stage - 1, (tile + kStages - 1) * kBc);
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
    // Which of the tile's keys are attended to, as two warp ballots: lane l's bit in `even` is key
    // 2l, in `odd` key 2l + 1. A warp skips a tile whose keys are all padding (a right-padded
    // batch's tail).
    const int k0 = tile * kBc;
    bool keep_e = k0 + 2 * lane < slen, keep_o = k0 + 2 * lane + 1 < slen;
    if (has_mask) {  // keys 2l and 2l + 1 sit in 8-byte slots, 16 bytes from lane l's
      const uint4 mv = *reinterpret_cast<const uint4*>(smem + L::mask + (stage * kBc + 2 * lane) * 8);
      keep_e = keep_e && (mv.x | (mask.is64 ? mv.y : 0u)) != 0;
      keep_o = keep_o && (mv.z | (mask.is64 ? mv.w : 0u)) != 0;
    }
    const uint32_t even = static_cast<uint32_t>(warp<32>::ballot(keep_e)),
                   odd = static_cast<uint32_t>(warp<32>::ballot(keep_o));
    if ((even | odd) != 0) {
      // This lane's ldmatrix row addresses in the stage's K and V tiles (bytes); the loops add
      // compile-time offsets.
      const uint32_t ks = sbase + static_cast<uint32_t>(L::k + stage * L::kTile) + k_lane,
                     vs = sbase + static_cast<uint32_t>(L::v + stage * L::kTile) + v_lane;

      // Key biases (0, or -inf for a masked key) of this thread's columns, 8j + 2t4 and 8j + 2t4 + 1
      // of n-tile j, from the ballots. They are the accumulators' initial values, so a masked
      // score is -inf from the first product on and masking costs no pass over the scores.
      const uint32_t ev = even >> t4, od = odd >> t4;
      float kb[8][2];
CW_UNROLL
      for (int j = 0; j < 8; ++j) {
        kb[j][0] = (ev >> (4 * j)) & 1u ? 0.f : -INFINITY;
        kb[j][1] = (od >> (4 * j)) & 1u ? 0.f : -INFINITY;
      }

      // S = Q Kᵀ + bias: 8 n-tiles of 8 keys, two per ldmatrix.x4 of K rows, each fragment used by
      // every m-tile.
      float s[MT][8][4];
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
            if (kk == 0) {
              const int j0 = 2 * np, j1 = 2 * np + 1;
              ptx::mma_16816_c<T>(s[mt][j0], a, r[0], r[1], kb[j0][0], kb[j0][1], kb[j0][0], kb[j0][1]);
              ptx::mma_16816_c<T>(s[mt][j1], a, r[2], r[3], kb[j1][0], kb[j1][1], kb[j1][0], kb[j1][1]);
            } else {
              ptx::mma_16816<T>(s[mt][2 * np], a, r[0], r[1]);
              ptx::mma_16816<T>(s[mt][2 * np + 1], a, r[2], r[3]);
            }
          }
        }
      }

      // Online softmax in the log2 domain, on the unscaled scores (scale > 0, so their maximum is the
      // scaled scores' too): p = exp2(s * scale_log2 - m * scale_log2), one FMA per score; masked
      // scores are -inf already. P is rounded to T, two per register:
      // p[mt][j][0] row g, keys 8j + 2t..; p[mt][j][1] row g + 8. The row sums come from the tensor
      // cores (o[mt][kDT], below) and so add the rounded values: P·V / l stays consistent.
      uint32_t p[MT][8][2];
CW_UNROLL
      for (int mt = 0; mt < MT; ++mt) {
        float mx0 = -INFINITY, mx1 = -INFINITY;
CW_UNROLL
        for (int j = 0; j < 8; ++j) {
          mx0 = fmaxf(mx0, fmaxf(s[mt][j][0], s[mt][j][1]));
          mx1 = fmaxf(mx1, fmaxf(s[mt][j][2], s[mt][j][3]));
        }
        mx0 = fmaxf(mx0, warp<32>::shfl_xor(mx0, 1));
        mx0 = fmaxf(mx0, warp<32>::shfl_xor(mx0, 2));
        mx1 = fmaxf(mx1, warp<32>::shfl_xor(mx1, 1));
        mx1 = fmaxf(mx1, warp<32>::shfl_xor(mx1, 2));
        const float n0 = fmaxf(m[mt][0], mx0), n1 = fmaxf(m[mt][1], mx1);
        const float u0 = n0 == -INFINITY ? 0.f : n0 * scale_log2, u1 = n1 == -INFINITY ? 0.f : n1 * scale_log2;
        const float c0 = exp2f(m[mt][0] * scale_log2 - u0), c1 = exp2f(m[mt][1] * scale_log2 - u1);
        m[mt][0] = n0, m[mt][1] = n1;
CW_UNROLL
        for (int j = 0; j < 8; ++j) {
          p[mt][j][0] = ptx::exp2_pack<T>(fmaf(s[mt][j][0], scale_log2, -u0), fmaf(s[mt][j][1], scale_log2, -u0));
          p[mt][j][1] = ptx::exp2_pack<T>(fmaf(s[mt][j][2], scale_log2, -u1), fmaf(s[mt][j][3], scale_log2, -u1));
        }
CW_UNROLL
        for (int j = 0; j < kDT; ++j) {
          o[mt][j][0] *= c0, o[mt][j][1] *= c0;
          o[mt][j][2] *= c1, o[mt][j][3] *= c1;
        }
        o[mt][kDT][0] *= c0, o[mt][kDT][2] *= c1;  // the row sums ([1] and [3] repeat them, unread)
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
CW_UNROLL
        for (int mt = 0; mt < MT; ++mt) {  // row sums: P times ones
          const uint32_t a[4] = {p[mt][2 * kk][0], p[mt][2 * kk][1], p[mt][2 * kk + 1][0], p[mt][2 * kk + 1][1]};
          ptx::mma_16816<T>(o[mt][kDT], a, ones, ones);
        }
      }
    }
    if constexpr (kStages != 2) stage_ring = stage_ring + 1 == kStages ? 0 : stage_ring + 1;
  }

CW_UNROLL
  for (int mt = 0; mt < MT; ++mt) {
    const float l0 = o[mt][kDT][0], l1 = o[mt][kDT][2];
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
  // scale > 0: the softmax takes the maximum of the unscaled scores.
  const bool fits = qkv.dtype != CW_F32 && a.dh % 8 == 0 && a.dh <= 128 && c.fparams[0] > 0 &&
                    std::isfinite(c.fparams[0]) &&
                    (reinterpret_cast<uintptr_t>(qkv.data) & 15u) == 0 &&
                    (reinterpret_cast<uintptr_t>(c.outputs[0].data) & 15u) == 0;
  if (!fits) return launch_attention_flash(lc, c, 32, varlen);
  if (a.B == 0 || a.S == 0) return CW_OK;
  if (a.S > INT32_MAX) {
    set_last_error("attention.fa2: sequence length %lld exceeds 2^31 - 1", static_cast<long long>(a.S));
    return CW_E_UNSUPPORTED;
  }
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
