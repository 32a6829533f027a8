// The CPU backend's fp32 op implementations. cpu_ops.cpp validates each call against the op
// contract (src/runtime/ops.h), stages f16/bf16 tensors to fp32, and calls these.
#pragma once

#include <crosswarp/plugin_abi.h>

#include <cstdint>

namespace crosswarp::cpu {

// Each returns CW_OK or a CW_E_* code and sets the error message (set_error in cpu_ops.cpp).
int gemm_f32(const cw_op_call& call);
int embedding_layernorm_f32(const cw_op_call& call);
int layernorm_f32(const cw_op_call& call);
int bias_gelu_f32(const cw_op_call& call);
int softmax_f32(const cw_op_call& call);
int attention_f32(const cw_op_call& call);

// Shared math (activation.cpp): one value, and a row y[q] = act(x[q] + bias[q]) (bias may be
// null; x == y is allowed), vectorized.
float apply_activation(float v, int64_t act);
void bias_activation_row(const float* x, const float* bias, float* y, int64_t n, int64_t act);

// Reads a mask or id tensor element as int64 (I32 or I64).
inline int64_t index_at(const cw_tensor& t, int64_t i) {
  return t.dtype == CW_I64 ? static_cast<const int64_t*>(t.data)[i] : static_cast<const int32_t*>(t.data)[i];
}

void set_error(const char* fmt, ...);

}  // namespace crosswarp::cpu
