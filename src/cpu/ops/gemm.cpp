// GEMM on the CPU: OpenBLAS cblas_sgemm per batch (OpenBLAS threads each call), then the bias and
// activation epilogue as a parallel pass over C.
#include <cblas.h>

#include "ops_f32.h"
#include "parallel.h"
#include "runtime/ops.h"

#include <algorithm>

namespace crosswarp::cpu {

int gemm_f32(const cw_op_call& c) {
  const cw_tensor &A = c.inputs[0], &B = c.inputs[1], &C = c.outputs[0];
  const int n = C.ndim;
  const bool ta = c.iparams[0] != 0, tb = c.iparams[1] != 0;
  const int64_t M = C.shape[n - 2], N = C.shape[n - 1];
  const int64_t K = ta ? A.shape[n - 2] : A.shape[n - 1];
  int64_t sa[4], sb[4], sc[4];
  ops::effective_strides(A, sa);
  ops::effective_strides(B, sb);
  ops::effective_strides(C, sc);
  // Batch dims: up to two ([B1, B2, rows, cols]); a dim of size 1 in A or B broadcasts.
  int64_t b1 = 1, b2 = 1, as1 = 0, as2 = 0, bs1 = 0, bs2 = 0, cs1 = 0, cs2 = 0;
  if (n == 3) {
    b2 = C.shape[0];
    as2 = A.shape[0] == 1 ? 0 : sa[0];
    bs2 = B.shape[0] == 1 ? 0 : sb[0];
    cs2 = sc[0];
  } else if (n == 4) {
    b1 = C.shape[0];
    b2 = C.shape[1];
    as1 = A.shape[0] == 1 ? 0 : sa[0];
    as2 = A.shape[1] == 1 ? 0 : sa[1];
    bs1 = B.shape[0] == 1 ? 0 : sb[0];
    bs2 = B.shape[1] == 1 ? 0 : sb[1];
    cs1 = sc[0];
    cs2 = sc[1];
  }
  // cblas wants ld >= the row length even for single-row views.
  const int64_t lda = std::max<int64_t>(sa[n - 2], ta ? M : K);
  const int64_t ldb = std::max<int64_t>(sb[n - 2], tb ? K : N);
  const int64_t ldc = std::max<int64_t>(sc[n - 2], N);
  const float alpha = static_cast<float>(c.fparams[0]), beta = static_cast<float>(c.fparams[1]);
  const float* a = static_cast<const float*>(A.data);
  const float* b = static_cast<const float*>(B.data);
  float* out = static_cast<float*>(C.data);
  auto one = [&](int64_t batch) {
    const int64_t i = batch / b2, j = batch % b2;
    float* cij = out + i * cs1 + j * cs2;
    if (K == 0) {  // cblas with K = 0 still scales by beta; make beta == 0 not read C
      for (int64_t r = 0; r < M; ++r)
        for (int64_t q = 0; q < N; ++q) cij[r * ldc + q] = beta == 0.f ? 0.f : beta * cij[r * ldc + q];
      return;
    }
    cblas_sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans,
                static_cast<blasint>(M), static_cast<blasint>(N), static_cast<blasint>(K), alpha,
                a + i * as1 + j * as2, static_cast<blasint>(lda), b + i * bs1 + j * bs2, static_cast<blasint>(ldb),
                beta, cij, static_cast<blasint>(ldc));
  };
  const int64_t batches = b1 * b2;
  // Many small GEMMs (attention's per-head products): one single-threaded sgemm per pool task,
  // rather than OpenBLAS threading each small product (its fork/join costs more than the work).
  // Large GEMMs: OpenBLAS threads each one.
  if (batches >= thread_count() && M * N * K <= (int64_t{1} << 21)) {
    const int prev = openblas_get_num_threads();
    openblas_set_num_threads(1);
    parallel_for(batches, 1, [&](int64_t b0, int64_t e) {
      for (int64_t x = b0; x < e; ++x) one(x);
    });
    openblas_set_num_threads(prev);
  } else {
    for (int64_t x = 0; x < batches; ++x) one(x);
  }
  const int64_t epi = c.iparams[2];
  if (epi == ops::kEpilogueNone) return CW_OK;
  const int64_t act = epi == ops::kEpilogueBiasGeluErf    ? ops::kActGeluErf
                      : epi == ops::kEpilogueBiasGeluTanh ? ops::kActGeluTanh
                      : epi == ops::kEpilogueBiasRelu     ? ops::kActRelu
                                                          : ops::kActIdentity;
  const float* bias = static_cast<const float*>(c.inputs[2].data);
  const int64_t total_rows = b1 * b2 * M;
  parallel_for(total_rows, std::max<int64_t>(1, 16384 / std::max<int64_t>(N, 1)), [&](int64_t r0, int64_t r1) {
    for (int64_t r = r0; r < r1; ++r) {
      const int64_t i = r / (b2 * M), j = (r / M) % b2, row = r % M;
      float* p = out + i * cs1 + j * cs2 + row * ldc;
      if (act == ops::kActIdentity) {
        for (int64_t q = 0; q < N; ++q) p[q] += bias[q];
      } else {
        for (int64_t q = 0; q < N; ++q) p[q] = apply_activation(p[q] + bias[q], act);
      }
    }
  });
  return CW_OK;
}

}  // namespace crosswarp::cpu
