// Fused multi-head self-attention over the packed QKV buffer (ops.h kAttention), flash-attention
// style: each block owns 16 query rows of one (batch, head), streams the keys in tiles of 32
// through shared memory, and keeps a running max, sum and output per row (online softmax), so the
// score matrix is never written. fp32 math on CUDA cores (no tensor cores yet).
//
// Variants: attention.flash_w32 (4 logical warps of 32 lanes; lane j scores key j of the tile) and
// attention.flash_w64 (4 wavefronts of 64 lanes; the two halves of a wavefront split the head
// dim for the scores and the output dims for P@V, so each tile needs half the serial work per
// lane).
#include "rows.h"

namespace crosswarp::gpu {
namespace {

constexpr int kWarps = 4, kRowsPerWarp = 4, kQueries = kWarps * kRowsPerWarp, kKeys = 32;

size_t attention_shared_bytes(int dh) {
  return sizeof(float) * (static_cast<size_t>(kQueries) * dh + static_cast<size_t>(kKeys) * (dh + 1) +
                          static_cast<size_t>(kKeys) * dh + kWarps * kRowsPerWarp * kKeys + kKeys);
}
// Qs + Ks + Vs = 80 * dh + 32 floats: Ps (float4) starts 16-byte aligned for every dh.

template <class T, int W>
__global__ void __launch_bounds__(kWarps * W)
    attention_flash_kernel(const T* qkv, const int64_t* starts, IndexView mask, T* out, int64_t S, int heads, int dh,
                           float scale) {
  static_assert(kRowsPerWarp == 4, "a warp's rows travel as one float4");
  HIP_DYNAMIC_SHARED(float, smem)
  constexpr int kPer = ops::kMaxHeadDim / W;  // output dims per lane
  constexpr int kParts = W / kKeys;           // lanes per key when scoring
  // Layout (floats; every part starts 16-byte aligned): Qs [dh][kQueries] transposed and pre-scaled,
  // so a warp's 4 rows at one d are one float4; Ks [kKeys][dh + 1] (padded: lanes read different
  // rows); Vs [kKeys][dh]; Ps [kWarps][kKeys] float4 (a key's p for the warp's 4 rows); keep [kKeys].
  float* Qs = smem;
  float* Ks = Qs + kQueries * dh;
  float* Vs = Ks + kKeys * (dh + 1);
  float4* Ps = reinterpret_cast<float4*>(Vs + kKeys * dh);
  float* keep = reinterpret_cast<float*>(Ps + kWarps * kKeys);

  const int64_t Hd = static_cast<int64_t>(heads) * dh, ld = 3 * Hd;
  const int64_t b = blockIdx.y / heads, h = blockIdx.y % heads, q0 = static_cast<int64_t>(blockIdx.x) * kQueries;
  // Padded: sequence b is rows [b * S, b * S + S). Packed (kAttentionVarlen): rows
  // [starts[b], starts[b + 1]); S is then the longest length (the grid's extent).
  const int64_t row0 = starts ? starts[b] : b * S;
  const int64_t len = starts ? starts[b + 1] - row0 : S;
  if (q0 >= len) return;
  const T* base = qkv + row0 * ld + h * dh;
  const int tid = threadIdx.x, nthreads = kWarps * W;
  const int wi = warp<W>::index(), lane = warp<W>::lane();
  const int key = lane % kKeys, part = lane / kKeys;
  const int dspan = (dh + kParts - 1) / kParts;
  const int d_begin = part * dspan, d_end = d_begin + dspan < dh ? d_begin + dspan : dh;

  for (int e = tid; e < kQueries * dh; e += nthreads) {
    const int qi = e / dh, d = e % dh;
    const int64_t q = q0 + qi;
    Qs[d * kQueries + qi] = q < len ? to_f32(base[q * ld + d]) * scale : 0.f;
  }
  float m[kRowsPerWarp], l[kRowsPerWarp], acc[kRowsPerWarp][kPer];
CW_UNROLL
  for (int r = 0; r < kRowsPerWarp; ++r) {
    m[r] = -INFINITY;
    l[r] = 0.f;
CW_UNROLL
    for (int i = 0; i < kPer; ++i) acc[r][i] = 0.f;
  }
  const float4* q4 = reinterpret_cast<const float4*>(Qs) + wi;  // q4[d * kWarps]: this warp's rows at d

  for (int64_t k0 = 0; k0 < len; k0 += kKeys) {
    __syncthreads();  // the previous tile's readers are done (and Qs is complete)
    for (int e = tid; e < kKeys * dh; e += nthreads) {
      const int j = e / dh, d = e % dh;
      const int64_t kk = k0 + j;
      const bool exists = kk < len;
      Ks[j * (dh + 1) + d] = exists ? to_f32(base[kk * ld + Hd + d]) : 0.f;
      Vs[j * dh + d] = exists ? to_f32(base[kk * ld + 2 * Hd + d]) : 0.f;
    }
    for (int j = tid; j < kKeys; j += nthreads) {
      const int64_t kk = k0 + j;
      keep[j] = (kk < len && (starts || !mask.data || mask[b * S + kk] != 0)) ? 1.f : 0.f;
    }
    __syncthreads();
    // Scores of this lane's key for the warp's 4 rows: one K load feeds 4 FMAs.
    const float* k = Ks + key * (dh + 1);
    float s[kRowsPerWarp] = {0.f, 0.f, 0.f, 0.f};
    for (int d = d_begin; d < d_end; ++d) {
      const float kd = k[d];
      const float4 q = q4[d * kWarps];
      s[0] += q.x * kd, s[1] += q.y * kd, s[2] += q.z * kd, s[3] += q.w * kd;
    }
    const bool ok = keep[key] != 0.f;
    float p[kRowsPerWarp], corr[kRowsPerWarp];
CW_UNROLL
    for (int r = 0; r < kRowsPerWarp; ++r) {
      if (kParts > 1) s[r] += warp<W>::shfl_xor(s[r], kKeys);
      const float sr = ok ? s[r] : -INFINITY;
      const float m_new = fmaxf(m[r], warp<W>::reduce_max(sr));
      p[r] = (ok && m_new != -INFINITY) ? __expf(sr - m_new) : 0.f;
      corr[r] = m[r] == -INFINITY ? 0.f : __expf(m[r] - m_new);
      l[r] = l[r] * corr[r] + warp<W>::reduce_sum(part == 0 ? p[r] : 0.f);
      m[r] = m_new;
    }
    if (part == 0) Ps[wi * kKeys + key] = make_float4(p[0], p[1], p[2], p[3]);
    warp<W>::sync();
    // P @ V: one V load and one broadcast float4 of p feed 4 FMAs.
    const float4* pw = Ps + wi * kKeys;
CW_UNROLL
    for (int i = 0; i < kPer; ++i) {
      const int d = lane + i * W;
      if (d < dh) {
        float a0 = acc[0][i] * corr[0], a1 = acc[1][i] * corr[1], a2 = acc[2][i] * corr[2], a3 = acc[3][i] * corr[3];
        for (int j = 0; j < kKeys; ++j) {
          const float v = Vs[j * dh + d];
          const float4 pj = pw[j];
          a0 += pj.x * v, a1 += pj.y * v, a2 += pj.z * v, a3 += pj.w * v;
        }
        acc[0][i] = a0, acc[1][i] = a1, acc[2][i] = a2, acc[3][i] = a3;
      }
    }
  }
CW_UNROLL
  for (int r = 0; r < kRowsPerWarp; ++r) {
    const int64_t q = q0 + wi * kRowsPerWarp + r;
    if (q >= len) continue;
    const float inv = l[r] > 0.f ? 1.f / l[r] : 0.f;  // all keys padded -> zeros
    T* o = out + (row0 + q) * Hd + h * dh;
CW_UNROLL
    for (int i = 0; i < kPer; ++i) {
      const int d = lane + i * W;
      if (d < dh) o[d] = from_f32<T>(acc[r][i] * inv);
    }
  }
}

}  // namespace

int launch_attention_flash(const LaunchContext& lc, const cw_op_call& c, int width, bool varlen) {
  const cw_tensor& qkv = c.inputs[0];
  const AttentionBatch a = attention_batch(c, varlen);
  const int64_t B = a.B, S = a.S, heads = a.heads, dh = a.dh;
  const int64_t* starts = a.starts;
  const IndexView mask = a.mask;
  if (B == 0 || S == 0) return CW_OK;
  if (B * heads > 65535) {
    set_last_error("attention: batch * heads = %lld exceeds the grid's y limit (65535)", static_cast<long long>(B * heads));
    return CW_E_UNSUPPORTED;
  }
  const float scale = static_cast<float>(c.fparams[0]);
  const dim3 grid(static_cast<unsigned>((S + kQueries - 1) / kQueries), static_cast<unsigned>(B * heads));
  const size_t shmem = attention_shared_bytes(static_cast<int>(dh));
  return with_float_type(qkv.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* in = static_cast<const T*>(qkv.data);
    T* out = static_cast<T*>(c.outputs[0].data);
    if (width == 64)
      hipLaunchKernelGGL(HIP_KERNEL_NAME(attention_flash_kernel<T, 64>), grid, dim3(kWarps * 64), shmem, lc.stream, in,
                         starts, mask, out, S, static_cast<int>(heads), static_cast<int>(dh), scale);
    else
      hipLaunchKernelGGL(HIP_KERNEL_NAME(attention_flash_kernel<T, 32>), grid, dim3(kWarps * 32), shmem, lc.stream, in,
                         starts, mask, out, S, static_cast<int>(heads), static_cast<int>(dh), scale);
    return check_launch("attention");
  });
}

}  // namespace crosswarp::gpu
