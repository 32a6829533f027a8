// LayerNorm (with fused residual + bias) and the embedding gather fused with LayerNorm, on the
// CPU: rows in parallel. Each row is summed into the output row itself (no scratch), then two
// vectorized passes: mean and variance (two-pass, no catastrophic cancellation), then the affine
// normalization in place.
#include "ops_f32.h"
#include "parallel.h"
#include "runtime/ops.h"
#include "vec_math.h"

#include <algorithm>
#include <cmath>

namespace crosswarp::cpu {
namespace {

// Sum of v[0..n) with 8 independent partial sums (the loop vectorizes without -ffast-math).
inline float row_sum(const float* v, int64_t n) {
  float acc[8] = {0.f, 0.f, 0.f, 0.f, 0.f, 0.f, 0.f, 0.f};
  int64_t q = 0;
  for (; q + 8 <= n; q += 8)
    for (int k = 0; k < 8; ++k) acc[k] += v[q + k];
  float s = ((acc[0] + acc[1]) + (acc[2] + acc[3])) + ((acc[4] + acc[5]) + (acc[6] + acc[7]));
  for (; q < n; ++q) s += v[q];
  return s;
}

inline float row_sq_dev(const float* v, int64_t n, float mean) {
  float acc[8] = {0.f, 0.f, 0.f, 0.f, 0.f, 0.f, 0.f, 0.f};
  int64_t q = 0;
  for (; q + 8 <= n; q += 8)
    for (int k = 0; k < 8; ++k) acc[k] += (v[q + k] - mean) * (v[q + k] - mean);
  float s = ((acc[0] + acc[1]) + (acc[2] + acc[3])) + ((acc[4] + acc[5]) + (acc[6] + acc[7]));
  for (; q < n; ++q) s += (v[q] - mean) * (v[q] - mean);
  return s;
}

// y holds the row to normalize; normalized in place with gamma/beta. Inlined into the callers'
// clones, so it is compiled for each of their instruction sets.
inline void normalize_in_place(float* y, int64_t H, const float* gamma, const float* beta, float eps) {
  const float mean = row_sum(y, H) / static_cast<float>(H);
  const float var = row_sq_dev(y, H, mean) / static_cast<float>(H);
  const float rstd = 1.f / std::sqrt(var + eps);
  for (int64_t q = 0; q < H; ++q) y[q] = (y[q] - mean) * rstd * gamma[q] + beta[q];
}

// y = x + res + bias (res, bias may be null), then LayerNorm. y may be x or res.
CW_VEC_CLONES
void add_layernorm_row(const float* x, const float* res, const float* bias, int64_t H, const float* gamma,
                       const float* beta, float eps, float* y) {
  if (res && bias) {
    for (int64_t q = 0; q < H; ++q) y[q] = x[q] + res[q] + bias[q];
  } else if (res) {
    for (int64_t q = 0; q < H; ++q) y[q] = x[q] + res[q];
  } else if (bias) {
    for (int64_t q = 0; q < H; ++q) y[q] = x[q] + bias[q];
  } else {
    for (int64_t q = 0; q < H; ++q) y[q] = x[q];
  }
  normalize_in_place(y, H, gamma, beta, eps);
}

CW_VEC_CLONES
void embedding_row(const float* w, const float* p, const float* t, int64_t H, const float* gamma,
                   const float* beta, float eps, float* y) {
  for (int64_t q = 0; q < H; ++q) y[q] = w[q] + p[q] + t[q];
  normalize_in_place(y, H, gamma, beta, eps);
}

int64_t row_grain(int64_t H) { return std::max<int64_t>(1, 16384 / std::max<int64_t>(H, 1)); }

}  // namespace

int layernorm_f32(const cw_op_call& c) {
  const cw_tensor& x = c.inputs[0];
  const int64_t R = ops::rows(x), H = ops::last_dim(x);
  const float* in = static_cast<const float*>(x.data);
  const float* res = static_cast<const float*>(c.inputs[1].data);
  const float* bias = static_cast<const float*>(c.inputs[2].data);
  const float* gamma = static_cast<const float*>(c.inputs[3].data);
  const float* beta = static_cast<const float*>(c.inputs[4].data);
  float* out = static_cast<float*>(c.outputs[0].data);
  const float eps = static_cast<float>(c.fparams[0]);
  parallel_for(R, row_grain(H), [&](int64_t r0, int64_t r1) {
    for (int64_t r = r0; r < r1; ++r)
      add_layernorm_row(in + r * H, res ? res + r * H : nullptr, bias, H, gamma, beta, eps, out + r * H);
  });
  return CW_OK;
}

int embedding_layernorm_f32(const cw_op_call& c) {
  const cw_tensor &ids = c.inputs[0], &tt = c.inputs[1], &word = c.inputs[2], &pos = c.inputs[3],
                  &type = c.inputs[4];
  const int64_t S = ids.shape[1], tokens = ops::numel(ids), H = word.shape[1];
  const int64_t V = word.shape[0], T = type.shape[0], offset = c.iparams[0];
  for (int64_t t = 0; t < tokens; ++t) {
    const int64_t id = index_at(ids, t), ty = ops::present(tt) ? index_at(tt, t) : 0;
    if (id < 0 || id >= V) {
      set_error("embedding_layernorm: input id %lld at token %lld is outside the vocabulary [0, %lld)",
                static_cast<long long>(id), static_cast<long long>(t), static_cast<long long>(V));
      return CW_E_INVALID;
    }
    if (ty < 0 || ty >= T) {
      set_error("embedding_layernorm: token type %lld at token %lld is outside [0, %lld)",
                static_cast<long long>(ty), static_cast<long long>(t), static_cast<long long>(T));
      return CW_E_INVALID;
    }
  }
  const float* wt = static_cast<const float*>(word.data);
  const float* pt = static_cast<const float*>(pos.data);
  const float* tyt = static_cast<const float*>(type.data);
  const float* gamma = static_cast<const float*>(c.inputs[5].data);
  const float* beta = static_cast<const float*>(c.inputs[6].data);
  float* out = static_cast<float*>(c.outputs[0].data);
  const float eps = static_cast<float>(c.fparams[0]);
  parallel_for(tokens, row_grain(H), [&](int64_t t0, int64_t t1) {
    for (int64_t t = t0; t < t1; ++t) {
      const float* w = wt + index_at(ids, t) * H;
      const float* p = pt + (t % S + offset) * H;
      const float* y = tyt + (ops::present(tt) ? index_at(tt, t) : 0) * H;
      embedding_row(w, p, y, H, gamma, beta, eps, out + t * H);
    }
  });
  return CW_OK;
}

}  // namespace crosswarp::cpu
