// Our own GEMM (gemm.tiled): 64x64 output tiles per 256-thread block, K in steps of 16 through
// shared memory (converted to fp32 on load), a 4x4 register tile per thread, fp32 accumulation,
// alpha/beta and the bias/activation epilogue fused. Handles transposes, two batch dims and
// arbitrary row/batch strides (ops.h kGemm). It is what simt runs and the baseline the vendor
// BLAS must beat; it does not use tensor cores.
#include "rows.h"

namespace crosswarp::gpu {
namespace {

constexpr int kTile = 64, kStep = 16, kThreads = 256;

struct GemmArgs {
  int64_t M, N, K;
  int64_t lda, ldb, ldc;
  int64_t b2;                     // size of the inner batch dim (blockIdx.z = i * b2 + j)
  int64_t as1, as2, bs1, bs2, cs1, cs2;  // batch strides (0 = broadcast)
  int ta, tb, act, has_bias;
  float alpha, beta;
};

template <class T>
__global__ void __launch_bounds__(kThreads) gemm_tiled_kernel(const T* A, const T* B, const T* bias, T* C, GemmArgs g) {
  __shared__ float As[kStep][kTile + 1];  // As[k][m]
  __shared__ float Bs[kStep][kTile + 1];  // Bs[k][n]
  const int64_t z = blockIdx.z, bi = z / g.b2, bj = z % g.b2;
  A += bi * g.as1 + bj * g.as2;
  B += bi * g.bs1 + bj * g.bs2;
  C += bi * g.cs1 + bj * g.cs2;
  const int64_t m0 = static_cast<int64_t>(blockIdx.y) * kTile, n0 = static_cast<int64_t>(blockIdx.x) * kTile;
  const int tid = threadIdx.x, tm = tid / 16, tn = tid % 16;  // thread's 4x4 tile at (tm*4, tn*4)
  float acc[4][4] = {};
  for (int64_t k0 = 0; k0 < g.K; k0 += kStep) {
    // 64x16 elements of each operand, 4 per thread.
    for (int e = tid; e < kTile * kStep; e += kThreads) {
      int kk, mm;
      if (g.ta) kk = e / kTile, mm = e % kTile;  // A stored [K, M]: consecutive m are contiguous
      else mm = e / kStep, kk = e % kStep;       // A stored [M, K]
      const int64_t gm = m0 + mm, gk = k0 + kk;
      float v = 0.f;
      if (gm < g.M && gk < g.K) v = to_f32(g.ta ? A[gk * g.lda + gm] : A[gm * g.lda + gk]);
      As[kk][mm] = v;
      int kb, nn;
      if (g.tb) nn = e / kStep, kb = e % kStep;  // B stored [N, K]
      else kb = e / kTile, nn = e % kTile;       // B stored [K, N]
      const int64_t gn = n0 + nn, gkb = k0 + kb;
      float w = 0.f;
      if (gn < g.N && gkb < g.K) w = to_f32(g.tb ? B[gn * g.ldb + gkb] : B[gkb * g.ldb + gn]);
      Bs[kb][nn] = w;
    }
    __syncthreads();
CW_UNROLL
    for (int kk = 0; kk < kStep; ++kk) {
      float a[4], b[4];
CW_UNROLL
      for (int i = 0; i < 4; ++i) a[i] = As[kk][tm * 4 + i], b[i] = Bs[kk][tn * 4 + i];
CW_UNROLL
      for (int i = 0; i < 4; ++i)
CW_UNROLL
        for (int j = 0; j < 4; ++j) acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }
CW_UNROLL
  for (int i = 0; i < 4; ++i) {
    const int64_t gm = m0 + tm * 4 + i;
    if (gm >= g.M) continue;
CW_UNROLL
    for (int j = 0; j < 4; ++j) {
      const int64_t gn = n0 + tn * 4 + j;
      if (gn >= g.N) continue;
      T* p = C + gm * g.ldc + gn;
      float v = g.alpha * acc[i][j];
      if (g.beta != 0.f) v += g.beta * to_f32(*p);
      if (g.has_bias) v = activate(v + to_f32(bias[gn]), g.act);
      *p = from_f32<T>(v);
    }
  }
}

}  // namespace

int launch_gemm_tiled(const LaunchContext& lc, const cw_op_call& c) {
  const cw_tensor &A = c.inputs[0], &B = c.inputs[1], &C = c.outputs[0];
  const int n = C.ndim;
  GemmArgs g{};
  g.ta = c.iparams[0] != 0;
  g.tb = c.iparams[1] != 0;
  g.M = C.shape[n - 2];
  g.N = C.shape[n - 1];
  g.K = g.ta ? A.shape[n - 2] : A.shape[n - 1];
  int64_t sa[4], sb[4], sc[4];
  ops::effective_strides(A, sa);
  ops::effective_strides(B, sb);
  ops::effective_strides(C, sc);
  g.lda = sa[n - 2], g.ldb = sb[n - 2], g.ldc = sc[n - 2];
  int64_t b1 = 1;
  g.b2 = 1;
  if (n == 3) {
    g.b2 = C.shape[0];
    g.as2 = A.shape[0] == 1 ? 0 : sa[0], g.bs2 = B.shape[0] == 1 ? 0 : sb[0], g.cs2 = sc[0];
  } else if (n == 4) {
    b1 = C.shape[0], g.b2 = C.shape[1];
    g.as1 = A.shape[0] == 1 ? 0 : sa[0], g.as2 = A.shape[1] == 1 ? 0 : sa[1];
    g.bs1 = B.shape[0] == 1 ? 0 : sb[0], g.bs2 = B.shape[1] == 1 ? 0 : sb[1];
    g.cs1 = sc[0], g.cs2 = sc[1];
  }
  const int64_t epi = c.iparams[2];
  g.has_bias = epi != ops::kEpilogueNone;
  g.act = epi == ops::kEpilogueBiasGeluErf    ? ops::kActGeluErf
          : epi == ops::kEpilogueBiasGeluTanh ? ops::kActGeluTanh
          : epi == ops::kEpilogueBiasRelu     ? ops::kActRelu
                                              : ops::kActIdentity;
  g.alpha = static_cast<float>(c.fparams[0]);
  g.beta = static_cast<float>(c.fparams[1]);
  if (g.M == 0 || g.N == 0 || b1 * g.b2 == 0) return CW_OK;
  if (b1 * g.b2 > 65535) {
    set_last_error("gemm.tiled: %lld batches exceed the grid's z limit (65535)", static_cast<long long>(b1 * g.b2));
    return CW_E_UNSUPPORTED;
  }
  const dim3 grid(static_cast<unsigned>((g.N + kTile - 1) / kTile), static_cast<unsigned>((g.M + kTile - 1) / kTile),
                  static_cast<unsigned>(b1 * g.b2));
  return with_float_type(C.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* bias = g.has_bias ? static_cast<const T*>(c.inputs[2].data) : nullptr;
    hipLaunchKernelGGL(HIP_KERNEL_NAME(gemm_tiled_kernel<T>), grid, dim3(kThreads), 0, lc.stream,
                       static_cast<const T*>(A.data), static_cast<const T*>(B.data), bias, static_cast<T*>(C.data), g);
    return check_launch("gemm.tiled");
  });
}

}  // namespace crosswarp::gpu
