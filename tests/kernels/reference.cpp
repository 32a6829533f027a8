#include "reference.h"

#include "runtime/ops.h"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <vector>

namespace crosswarp::test {
namespace {

using ops::numel;

double* f64(const cw_tensor& t) { return static_cast<double*>(t.data); }
const int64_t* i64(const cw_tensor& t) { return static_cast<const int64_t*>(t.data); }

double act(double v, int64_t a) {
  switch (a) {
    case ops::kActGeluErf: return 0.5 * v * (1.0 + std::erf(v / std::sqrt(2.0)));
    case ops::kActGeluTanh: return 0.5 * v * (1.0 + std::tanh(std::sqrt(2.0 / M_PI) * (v + 0.044715 * v * v * v)));
    case ops::kActRelu: return v > 0 ? v : 0;
    default: return v;
  }
}

void gemm(const cw_op_call& c) {
  const cw_tensor &A = c.inputs[0], &B = c.inputs[1], &C = c.outputs[0];
  const int n = C.ndim;
  const bool ta = c.iparams[0] != 0, tb = c.iparams[1] != 0;
  const int64_t M = C.shape[n - 2], N = C.shape[n - 1], K = ta ? A.shape[n - 2] : A.shape[n - 1];
  int64_t sa[4], sb[4], sc[4];
  ops::effective_strides(A, sa);
  ops::effective_strides(B, sb);
  ops::effective_strides(C, sc);
  int64_t batch[2] = {1, 1}, oa[2] = {0, 0}, ob[2] = {0, 0}, oc[2] = {0, 0};
  for (int d = 0; d < n - 2; ++d) {
    const int slot = 2 - (n - 2) + d;
    batch[slot] = C.shape[d];
    oa[slot] = A.shape[d] == 1 ? 0 : sa[d];
    ob[slot] = B.shape[d] == 1 ? 0 : sb[d];
    oc[slot] = sc[d];
  }
  const double alpha = c.fparams[0], beta = c.fparams[1];
  const int64_t epi = c.iparams[2];
  const double* bias = epi ? f64(c.inputs[2]) : nullptr;
  const int64_t a_act = epi == ops::kEpilogueBiasGeluErf    ? ops::kActGeluErf
                        : epi == ops::kEpilogueBiasGeluTanh ? ops::kActGeluTanh
                        : epi == ops::kEpilogueBiasRelu     ? ops::kActRelu
                                                            : ops::kActIdentity;
  for (int64_t i = 0; i < batch[0]; ++i)
    for (int64_t j = 0; j < batch[1]; ++j) {
      const double* a = f64(A) + i * oa[0] + j * oa[1];
      const double* b = f64(B) + i * ob[0] + j * ob[1];
      double* out = f64(C) + i * oc[0] + j * oc[1];
      for (int64_t r = 0; r < M; ++r)
        for (int64_t q = 0; q < N; ++q) {
          double acc = 0;
          for (int64_t k = 0; k < K; ++k) {
            const double av = ta ? a[k * sa[n - 2] + r] : a[r * sa[n - 2] + k];
            const double bv = tb ? b[q * sb[n - 2] + k] : b[k * sb[n - 2] + q];
            acc += av * bv;
          }
          double& o = out[r * sc[n - 2] + q];
          double v = alpha * acc + (beta != 0 ? beta * o : 0.0);
          if (bias) v = act(v + bias[q], a_act);
          o = v;
        }
    }
}

void normalize(const std::vector<double>& v, const double* g, const double* b, double eps, double* y) {
  const int64_t H = static_cast<int64_t>(v.size());
  double mean = 0;
  for (double x : v) mean += x;
  mean /= H;
  double var = 0;
  for (double x : v) var += (x - mean) * (x - mean);
  var /= H;
  const double rstd = 1.0 / std::sqrt(var + eps);
  for (int64_t q = 0; q < H; ++q) y[q] = (v[q] - mean) * rstd * g[q] + b[q];
}

void embedding_layernorm(const cw_op_call& c) {
  const cw_tensor &ids = c.inputs[0], &tt = c.inputs[1], &word = c.inputs[2];
  const int64_t S = ids.shape[1], H = word.shape[1];
  std::vector<double> v(H);
  for (int64_t t = 0; t < numel(ids); ++t) {
    const int64_t id = i64(ids)[t], ty = ops::present(tt) ? i64(tt)[t] : 0, p = t % S + c.iparams[0];
    for (int64_t q = 0; q < H; ++q)
      v[q] = f64(word)[id * H + q] + f64(c.inputs[3])[p * H + q] + f64(c.inputs[4])[ty * H + q];
    normalize(v, f64(c.inputs[5]), f64(c.inputs[6]), c.fparams[0], f64(c.outputs[0]) + t * H);
  }
}

void layernorm(const cw_op_call& c) {
  const cw_tensor& x = c.inputs[0];
  const int64_t R = ops::rows(x), H = ops::last_dim(x);
  std::vector<double> v(H);
  for (int64_t r = 0; r < R; ++r) {
    for (int64_t q = 0; q < H; ++q) {
      v[q] = f64(x)[r * H + q];
      if (ops::present(c.inputs[1])) v[q] += f64(c.inputs[1])[r * H + q];
      if (ops::present(c.inputs[2])) v[q] += f64(c.inputs[2])[q];
    }
    normalize(v, f64(c.inputs[3]), f64(c.inputs[4]), c.fparams[0], f64(c.outputs[0]) + r * H);
  }
}

void bias_gelu(const cw_op_call& c) {
  const cw_tensor& x = c.inputs[0];
  const int64_t R = ops::rows(x), N = ops::last_dim(x);
  const bool has_bias = c.n_inputs > 1 && ops::present(c.inputs[1]);
  for (int64_t r = 0; r < R; ++r)
    for (int64_t q = 0; q < N; ++q)
      f64(c.outputs[0])[r * N + q] = act(f64(x)[r * N + q] + (has_bias ? f64(c.inputs[1])[q] : 0.0), c.iparams[0]);
}

// softmax(scale * x + mask) of one row; zeros when every key is masked.
void softmax_row(const double* x, double* y, int64_t n, double scale, const int64_t* mask) {
  double mx = -std::numeric_limits<double>::infinity();
  for (int64_t q = 0; q < n; ++q)
    if (!mask || mask[q]) mx = std::max(mx, scale * x[q]);
  double sum = 0;
  std::vector<double> e(n, 0.0);
  for (int64_t q = 0; q < n; ++q)
    if ((!mask || mask[q]) && std::isfinite(mx)) sum += (e[q] = std::exp(scale * x[q] - mx));
  for (int64_t q = 0; q < n; ++q) y[q] = sum > 0 ? e[q] / sum : 0.0;
}

void softmax(const cw_op_call& c) {
  const cw_tensor& x = c.inputs[0];
  const int64_t R = ops::rows(x), N = ops::last_dim(x);
  const bool has_mask = c.n_inputs > 1 && ops::present(c.inputs[1]);
  const int64_t per = has_mask ? R / c.inputs[1].shape[0] : 1;
  std::vector<double> row(N);
  for (int64_t r = 0; r < R; ++r) {
    softmax_row(f64(x) + r * N, row.data(), N, c.fparams[0], has_mask ? i64(c.inputs[1]) + (r / per) * N : nullptr);
    for (int64_t q = 0; q < N; ++q) f64(c.outputs[0])[r * N + q] = row[q];
  }
}

void attention(const cw_op_call& c) {
  const cw_tensor& qkv = c.inputs[0];
  const int64_t B = qkv.shape[0], S = qkv.shape[1], Hd = qkv.shape[2] / 3, heads = c.iparams[0], dh = Hd / heads;
  const bool has_mask = c.n_inputs > 1 && ops::present(c.inputs[1]);
  std::vector<double> s(S), p(S);
  for (int64_t b = 0; b < B; ++b)
    for (int64_t h = 0; h < heads; ++h)
      for (int64_t i = 0; i < S; ++i) {
        const double* q = f64(qkv) + (b * S + i) * 3 * Hd + h * dh;
        for (int64_t j = 0; j < S; ++j) {
          const double* k = f64(qkv) + (b * S + j) * 3 * Hd + Hd + h * dh;
          double acc = 0;
          for (int64_t d = 0; d < dh; ++d) acc += q[d] * k[d];
          s[j] = acc;
        }
        softmax_row(s.data(), p.data(), S, c.fparams[0], has_mask ? i64(c.inputs[1]) + b * S : nullptr);
        double* o = f64(c.outputs[0]) + (b * S + i) * Hd + h * dh;
        for (int64_t d = 0; d < dh; ++d) {
          double acc = 0;
          for (int64_t j = 0; j < S; ++j) acc += p[j] * f64(qkv)[(b * S + j) * 3 * Hd + 2 * Hd + h * dh + d];
          o[d] = acc;
        }
      }
}

// Packed batch: sequence b is rows [starts[b], starts[b + 1]) of qkv; no mask.
void attention_varlen(const cw_op_call& c) {
  const cw_tensor& qkv = c.inputs[0];
  const int64_t Hd = qkv.shape[1] / 3, heads = c.iparams[0], dh = Hd / heads, B = c.inputs[1].shape[0] - 1;
  const int64_t* starts = i64(c.inputs[1]);
  for (int64_t b = 0; b < B; ++b) {
    const int64_t r0 = starts[b], S = starts[b + 1] - starts[b];
    std::vector<double> s(static_cast<size_t>(S)), p(static_cast<size_t>(S));
    for (int64_t h = 0; h < heads; ++h)
      for (int64_t i = 0; i < S; ++i) {
        const double* q = f64(qkv) + (r0 + i) * 3 * Hd + h * dh;
        for (int64_t j = 0; j < S; ++j) {
          const double* k = f64(qkv) + (r0 + j) * 3 * Hd + Hd + h * dh;
          double acc = 0;
          for (int64_t d = 0; d < dh; ++d) acc += q[d] * k[d];
          s[j] = acc;
        }
        softmax_row(s.data(), p.data(), S, c.fparams[0], nullptr);
        double* o = f64(c.outputs[0]) + (r0 + i) * Hd + h * dh;
        for (int64_t d = 0; d < dh; ++d) {
          double acc = 0;
          for (int64_t j = 0; j < S; ++j) acc += p[j] * f64(qkv)[(r0 + j) * 3 * Hd + 2 * Hd + h * dh + d];
          o[d] = acc;
        }
      }
  }
}

}  // namespace

void reference_run(const cw_op_call& c) {
  switch (c.op) {
    case ops::kGemm: return gemm(c);
    case ops::kEmbeddingLayerNorm: return embedding_layernorm(c);
    case ops::kLayerNorm: return layernorm(c);
    case ops::kBiasGelu: return bias_gelu(c);
    case ops::kSoftmax: return softmax(c);
    case ops::kAttention: return attention(c);
    case ops::kAttentionVarlen: return attention_varlen(c);
    default: throw std::runtime_error("reference: unknown op");
  }
}

}  // namespace crosswarp::test
