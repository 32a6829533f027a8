// Masked, scaled softmax on the CPU (rows in parallel), and fused attention: per (batch, head) two
// OpenBLAS GEMMs on strided views of the packed QKV buffer around a row softmax, with a score
// buffer of one head's [S, S] at a time (never the whole [B, H, S, S]).
#include <cblas.h>

#include "ops_f32.h"
#include "parallel.h"
#include "runtime/ops.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace crosswarp::cpu {
namespace {

// y = softmax(scale * x + mask) in place or out of place; mask_row may be null. A fully masked
// row becomes zeros.
template <typename MaskT>
void softmax_row(const float* x, float* y, int64_t n, float scale, const MaskT* mask_row) {
  float mx = -std::numeric_limits<float>::infinity();
  for (int64_t q = 0; q < n; ++q)
    if (!mask_row || mask_row[q] != 0) mx = std::max(mx, scale * x[q]);
  if (mx == -std::numeric_limits<float>::infinity()) {
    for (int64_t q = 0; q < n; ++q) y[q] = 0.f;
    return;
  }
  float sum = 0.f;
  for (int64_t q = 0; q < n; ++q) {
    const float e = (!mask_row || mask_row[q] != 0) ? std::exp(scale * x[q] - mx) : 0.f;
    y[q] = e;
    sum += e;
  }
  const float inv = 1.f / sum;
  for (int64_t q = 0; q < n; ++q) y[q] *= inv;
}

void softmax_row_any(const float* x, float* y, int64_t n, float scale, const cw_tensor& mask, int64_t mrow) {
  if (!ops::present(mask)) return softmax_row<int32_t>(x, y, n, scale, nullptr);
  if (mask.dtype == CW_I64) return softmax_row(x, y, n, scale, static_cast<const int64_t*>(mask.data) + mrow * n);
  softmax_row(x, y, n, scale, static_cast<const int32_t*>(mask.data) + mrow * n);
}

}  // namespace

int softmax_f32(const cw_op_call& c) {
  const cw_tensor& x = c.inputs[0];
  const cw_tensor mask = c.n_inputs > 1 ? c.inputs[1] : cw_tensor{};
  const int64_t R = ops::rows(x), N = ops::last_dim(x);
  const int64_t rows_per_mask = ops::present(mask) ? R / mask.shape[0] : 1;
  const float scale = static_cast<float>(c.fparams[0]);
  const float* in = static_cast<const float*>(x.data);
  float* out = static_cast<float*>(c.outputs[0].data);
  parallel_for(R, std::max<int64_t>(1, 8192 / std::max<int64_t>(N, 1)), [&](int64_t r0, int64_t r1) {
    for (int64_t r = r0; r < r1; ++r) softmax_row_any(in + r * N, out + r * N, N, scale, mask, r / rows_per_mask);
  });
  return CW_OK;
}

int attention_f32(const cw_op_call& c) {
  const cw_tensor& qkv = c.inputs[0];
  const cw_tensor mask = c.n_inputs > 1 ? c.inputs[1] : cw_tensor{};
  const int64_t B = qkv.shape[0], S = qkv.shape[1], Hd = qkv.shape[2] / 3, heads = c.iparams[0];
  const int64_t dh = Hd / heads;
  const float scale = static_cast<float>(c.fparams[0]);
  const float* base = static_cast<const float*>(qkv.data);
  float* out = static_cast<float*>(c.outputs[0].data);
  const blasint ld = static_cast<blasint>(3 * Hd), s = static_cast<blasint>(S), d = static_cast<blasint>(dh);
  // Each (b, h) runs its GEMMs single-threaded inside a pool worker: the pool parallelizes over
  // heads, which keeps OpenBLAS from oversubscribing the cores on these small matrices.
  const int prev_blas_threads = openblas_get_num_threads();
  openblas_set_num_threads(1);
  parallel_for(B * heads, 1, [&](int64_t i0, int64_t i1) {
    std::vector<float> scores(static_cast<size_t>(S * S));
    for (int64_t i = i0; i < i1; ++i) {
      const int64_t b = i / heads, h = i % heads;
      const float* q = base + b * S * 3 * Hd + h * dh;
      const float* k = q + Hd;
      const float* v = q + 2 * Hd;
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, s, s, d, 1.f, q, ld, k, ld, 0.f, scores.data(), s);
      for (int64_t r = 0; r < S; ++r) softmax_row_any(scores.data() + r * S, scores.data() + r * S, S, scale, mask, b);
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, s, d, s, 1.f, scores.data(), s, v, ld, 0.f,
                  out + b * S * Hd + h * dh, static_cast<blasint>(Hd));
    }
  });
  openblas_set_num_threads(prev_blas_threads);
  return CW_OK;
}

}  // namespace crosswarp::cpu
