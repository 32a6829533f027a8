// bias + activation on the CPU: one vectorizable pass per row, rows in parallel.
#include "ops_f32.h"
#include "parallel.h"
#include "runtime/ops.h"

#include <algorithm>
#include <cmath>

namespace crosswarp::cpu {

float apply_activation(float v, int64_t act) {
  switch (act) {
    case ops::kActGeluErf: return 0.5f * v * (1.f + std::erf(v * 0.70710678118654752f));
    case ops::kActGeluTanh: {
      const float u = 0.7978845608028654f * (v + 0.044715f * v * v * v);
      return 0.5f * v * (1.f + std::tanh(u));
    }
    case ops::kActRelu: return v > 0.f ? v : 0.f;
    default: return v;
  }
}

int bias_gelu_f32(const cw_op_call& c) {
  const cw_tensor& x = c.inputs[0];
  const int64_t R = ops::rows(x), N = ops::last_dim(x), act = c.iparams[0];
  const float* in = static_cast<const float*>(x.data);
  const float* bias = c.n_inputs > 1 ? static_cast<const float*>(c.inputs[1].data) : nullptr;
  float* out = static_cast<float*>(c.outputs[0].data);
  parallel_for(R, std::max<int64_t>(1, 16384 / std::max<int64_t>(N, 1)), [&](int64_t r0, int64_t r1) {
    for (int64_t r = r0; r < r1; ++r) {
      const float* xi = in + r * N;
      float* yi = out + r * N;
      for (int64_t q = 0; q < N; ++q) yi[q] = apply_activation(xi[q] + (bias ? bias[q] : 0.f), act);
    }
  });
  return CW_OK;
}

}  // namespace crosswarp::cpu
