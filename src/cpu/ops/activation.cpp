// bias + activation on the CPU: one vectorized pass per row (vec_math.h), rows in parallel. The
// GEMM's epilogue (gemm.cpp) runs the same row function on each tile while it is in cache.
#include "ops_f32.h"
#include "parallel.h"
#include "runtime/ops.h"
#include "vec_math.h"

#include <algorithm>

namespace crosswarp::cpu {
namespace {

template <typename F>
inline void bias_act_loop(const float* x, const float* bias, float* y, int64_t n, F f) {
  if (bias) {
    for (int64_t q = 0; q < n; ++q) y[q] = f(x[q] + bias[q]);
  } else {
    for (int64_t q = 0; q < n; ++q) y[q] = f(x[q]);
  }
}

}  // namespace

float apply_activation(float v, int64_t act) {
  switch (act) {
    case ops::kActGeluErf: return vec::gelu_erf(v);
    case ops::kActGeluTanh: return vec::gelu_tanh(v);
    case ops::kActRelu: return vec::relu(v);
    default: return v;
  }
}

CW_VEC_CLONES
void bias_activation_row(const float* x, const float* bias, float* y, int64_t n, int64_t act) {
  switch (act) {
    case ops::kActGeluErf: return bias_act_loop(x, bias, y, n, [](float v) { return vec::gelu_erf(v); });
    case ops::kActGeluTanh: return bias_act_loop(x, bias, y, n, [](float v) { return vec::gelu_tanh(v); });
    case ops::kActRelu: return bias_act_loop(x, bias, y, n, [](float v) { return vec::relu(v); });
    default: return bias_act_loop(x, bias, y, n, [](float v) { return v; });
  }
}

int bias_gelu_f32(const cw_op_call& c) {
  const cw_tensor& x = c.inputs[0];
  const int64_t R = ops::rows(x), N = ops::last_dim(x), act = c.iparams[0];
  const float* in = static_cast<const float*>(x.data);
  const float* bias = c.n_inputs > 1 ? static_cast<const float*>(c.inputs[1].data) : nullptr;
  float* out = static_cast<float*>(c.outputs[0].data);
  parallel_for(R, std::max<int64_t>(1, 16384 / std::max<int64_t>(N, 1)), [&](int64_t r0, int64_t r1) {
    for (int64_t r = r0; r < r1; ++r) bias_activation_row(in + r * N, bias, out + r * N, N, act);
  });
  return CW_OK;
}

}  // namespace crosswarp::cpu
