// Masked, scaled softmax on the CPU (rows in parallel), and fused attention: per (batch, head) two
// single-threaded OpenBLAS GEMMs on strided views of the packed QKV buffer around a row softmax,
// with a score buffer of one head's [S, S] per thread (kept between calls), never the whole
// [B, H, S, S]. The pool parallelizes over (batch, head) pairs.
#include "blas.h"
#include "ops_f32.h"
#include "parallel.h"
#include "runtime/ops.h"
#include "vec_math.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace crosswarp::cpu {
namespace {

constexpr float kNegInf = -std::numeric_limits<float>::infinity();

// y = softmax(scale * x) over the keys with keep[q] != 0 (keep == nullptr: all keys); masked keys
// and a fully masked row give 0. y may be x. exp through vec::exp (relative error < 2e-7).
CW_VEC_CLONES
void softmax_row(const float* x, float* y, int64_t n, float scale, const float* keep) {
  float m8[8] = {kNegInf, kNegInf, kNegInf, kNegInf, kNegInf, kNegInf, kNegInf, kNegInf};
  int64_t q = 0;
  if (keep) {
    for (; q + 8 <= n; q += 8)
      for (int k = 0; k < 8; ++k) {
        const float v = keep[q + k] != 0.f ? scale * x[q + k] : kNegInf;
        m8[k] = v > m8[k] ? v : m8[k];
      }
  } else {
    for (; q + 8 <= n; q += 8)
      for (int k = 0; k < 8; ++k) {
        const float v = scale * x[q + k];
        m8[k] = v > m8[k] ? v : m8[k];
      }
  }
  float mx = kNegInf;
  for (float v : m8) mx = v > mx ? v : mx;
  for (; q < n; ++q)
    if (!keep || keep[q] != 0.f) mx = std::max(mx, scale * x[q]);
  if (mx == kNegInf) {  // every key masked (or the row is -inf): zeros, as the op contract says
    for (q = 0; q < n; ++q) y[q] = 0.f;
    return;
  }
  float s8[8] = {0.f, 0.f, 0.f, 0.f, 0.f, 0.f, 0.f, 0.f};
  q = 0;
  if (keep) {
    for (; q + 8 <= n; q += 8)
      for (int k = 0; k < 8; ++k) {
        const float e = vec::exp(scale * x[q + k] - mx);
        const float v = keep[q + k] != 0.f ? e : 0.f;
        y[q + k] = v;
        s8[k] += v;
      }
    for (; q < n; ++q) {
      const float v = keep[q] != 0.f ? vec::exp(scale * x[q] - mx) : 0.f;
      y[q] = v;
      s8[0] += v;
    }
  } else {
    for (; q + 8 <= n; q += 8)
      for (int k = 0; k < 8; ++k) {
        const float e = vec::exp(scale * x[q + k] - mx);
        y[q + k] = e;
        s8[k] += e;
      }
    for (; q < n; ++q) {
      const float e = vec::exp(scale * x[q] - mx);
      y[q] = e;
      s8[0] += e;
    }
  }
  const float sum = ((s8[0] + s8[1]) + (s8[2] + s8[3])) + ((s8[4] + s8[5]) + (s8[6] + s8[7]));
  const float inv = 1.f / sum;
  for (q = 0; q < n; ++q) y[q] *= inv;
}

// The key mask as floats (1 keep, 0 masked), one row of n per mask row, in a buffer of the calling
// thread that is reused between calls. Returns nullptr when there is no mask.
const float* keep_rows(const cw_tensor& mask, int64_t mask_rows, int64_t n) {
  if (!ops::present(mask)) return nullptr;
  thread_local std::vector<float> keep;
  keep.resize(static_cast<size_t>(mask_rows * n));
  for (int64_t i = 0; i < mask_rows * n; ++i) keep[static_cast<size_t>(i)] = index_at(mask, i) != 0 ? 1.f : 0.f;
  return keep.data();
}

}  // namespace

int softmax_f32(const cw_op_call& c) {
  const cw_tensor& x = c.inputs[0];
  const cw_tensor mask = c.n_inputs > 1 ? c.inputs[1] : cw_tensor{};
  const int64_t R = ops::rows(x), N = ops::last_dim(x);
  const int64_t mask_rows = ops::present(mask) ? mask.shape[0] : 1;
  const int64_t rows_per_mask = R / mask_rows;
  const float scale = static_cast<float>(c.fparams[0]);
  const float* in = static_cast<const float*>(x.data);
  float* out = static_cast<float*>(c.outputs[0].data);
  const float* keep = keep_rows(mask, mask_rows, N);
  parallel_for(R, std::max<int64_t>(1, 8192 / std::max<int64_t>(N, 1)), [&](int64_t r0, int64_t r1) {
    for (int64_t r = r0; r < r1; ++r)
      softmax_row(in + r * N, out + r * N, N, scale, keep ? keep + (r / rows_per_mask) * N : nullptr);
  });
  return CW_OK;
}

int attention_f32(const cw_op_call& c) {
  const cw_tensor& qkv = c.inputs[0];
  const cw_tensor mask = c.n_inputs > 1 ? c.inputs[1] : cw_tensor{};
  const int64_t B = qkv.shape[0], S = qkv.shape[1], Hd = qkv.shape[2] / 3, heads = c.iparams[0];
  const int64_t dh = Hd / heads;
  const float scale = static_cast<float>(c.fparams[0]);
  if (!blas::load()) {
    set_error("attention: %s", blas::error());
    return CW_E_RUNTIME;
  }
  const float* base = static_cast<const float*>(qkv.data);
  float* out = static_cast<float*>(c.outputs[0].data);
  const blasint ld = static_cast<blasint>(3 * Hd), s = static_cast<blasint>(S), d = static_cast<blasint>(dh);
  const float* keep = keep_rows(mask, B, S);
  // OpenBLAS runs single-threaded (parallel.cpp); the pool spreads the (b, h) pairs.
  parallel_for(B * heads, 1, [&](int64_t i0, int64_t i1) {
    thread_local std::vector<float> scores;
    scores.resize(static_cast<size_t>(S * S));
    for (int64_t i = i0; i < i1; ++i) {
      const int64_t b = i / heads, h = i % heads;
      const float* q = base + b * S * 3 * Hd + h * dh;
      const float* k = q + Hd;
      const float* v = q + 2 * Hd;
      // scale folded into the GEMM: scores = scale * Q K^T
      blas::sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, s, s, d, scale, q, ld, k, ld, 0.f, scores.data(), s);
      const float* kb = keep ? keep + b * S : nullptr;
      for (int64_t r = 0; r < S; ++r) softmax_row(scores.data() + r * S, scores.data() + r * S, S, 1.f, kb);
      blas::sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, s, d, s, 1.f, scores.data(), s, v, ld, 0.f,
                  out + b * S * Hd + h * dh, static_cast<blasint>(Hd));
    }
  });
  return CW_OK;
}

}  // namespace crosswarp::cpu
