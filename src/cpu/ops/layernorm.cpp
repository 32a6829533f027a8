// LayerNorm (with fused residual + bias) and the embedding gather fused with LayerNorm, on the
// CPU: rows in parallel; each row sums into a small stack buffer, then two vectorizable passes.
#include "ops_f32.h"
#include "parallel.h"
#include "runtime/ops.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace crosswarp::cpu {
namespace {

// Normalizes v[0..H) into y with gamma/beta. Two-pass mean/variance (no catastrophic cancellation).
void normalize_row(const float* v, int64_t H, const float* gamma, const float* beta, float eps, float* y) {
  float sum = 0.f;
  for (int64_t q = 0; q < H; ++q) sum += v[q];
  const float mean = sum / static_cast<float>(H);
  float var = 0.f;
  for (int64_t q = 0; q < H; ++q) var += (v[q] - mean) * (v[q] - mean);
  const float rstd = 1.f / std::sqrt(var / static_cast<float>(H) + eps);
  for (int64_t q = 0; q < H; ++q) y[q] = (v[q] - mean) * rstd * gamma[q] + beta[q];
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
    std::vector<float> v(static_cast<size_t>(H));
    for (int64_t r = r0; r < r1; ++r) {
      const float* xi = in + r * H;
      for (int64_t q = 0; q < H; ++q) v[q] = xi[q];
      if (res)
        for (int64_t q = 0; q < H; ++q) v[q] += res[r * H + q];
      if (bias)
        for (int64_t q = 0; q < H; ++q) v[q] += bias[q];
      normalize_row(v.data(), H, gamma, beta, eps, out + r * H);
    }
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
    std::vector<float> v(static_cast<size_t>(H));
    for (int64_t t = t0; t < t1; ++t) {
      const float* w = wt + index_at(ids, t) * H;
      const float* p = pt + (t % S + offset) * H;
      const float* y = tyt + (ops::present(tt) ? index_at(tt, t) : 0) * H;
      for (int64_t q = 0; q < H; ++q) v[q] = w[q] + p[q] + y[q];
      normalize_row(v.data(), H, gamma, beta, eps, out + t * H);
    }
  });
  return CW_OK;
}

}  // namespace crosswarp::cpu
