// The CPU backend's op entry points: validate against the op contract, stage f16/bf16 tensors to
// fp32, run the fp32 implementation, write results back.
#include "cpu/cpu_ops.h"

#include "convert.h"
#include "ops_f32.h"
#include "runtime/ops.h"

#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace crosswarp::cpu {
namespace {

thread_local char t_error[512];

struct VariantRow {
  uint32_t op;
  const char* name;
  const char* description;
};

// One variant per op: the CPU has no warp width; threads and OpenBLAS do the work.
constexpr VariantRow kVariants[] = {
    {ops::kGemm, "gemm.openblas", "OpenBLAS cblas_sgemm per batch, then a threaded bias/activation pass"},
    {ops::kEmbeddingLayerNorm, "embedding_layernorm.rows", "tokens in parallel; gather, sum, two-pass LN"},
    {ops::kLayerNorm, "layernorm.rows", "rows in parallel; residual+bias fused, two-pass mean/variance"},
    {ops::kBiasGelu, "bias_gelu.rows", "rows in parallel, one vectorizable loop per row"},
    {ops::kSoftmax, "softmax.rows", "rows in parallel; max, exp-sum, scale; fully masked row -> zeros"},
    {ops::kAttention, "attention.blas_heads",
     "(batch, head) pairs in parallel; sgemm QK^T on strided QKV views, softmax, sgemm PV; one SxS buffer per thread"},
};

// Stages a f16/bf16 tensor (any strides) as a dense fp32 copy; write_back copies it back.
struct Staged {
  cw_tensor* slot = nullptr;
  cw_tensor original{};
  std::vector<float> data;
};

template <typename F>
void for_each_index(const cw_tensor& t, F&& f) {
  int64_t st[4];
  ops::effective_strides(t, st);
  int64_t shape[4] = {1, 1, 1, 1}, s4[4] = {0, 0, 0, 0};
  for (int i = 0; i < t.ndim; ++i) {
    shape[4 - t.ndim + i] = t.shape[i];
    s4[4 - t.ndim + i] = st[i];
  }
  int64_t dense = 0;
  for (int64_t a = 0; a < shape[0]; ++a)
    for (int64_t b = 0; b < shape[1]; ++b)
      for (int64_t c = 0; c < shape[2]; ++c)
        for (int64_t d = 0; d < shape[3]; ++d) f(dense++, a * s4[0] + b * s4[1] + c * s4[2] + d * s4[3]);
}

float load(const cw_tensor& t, int64_t off) {
  const uint16_t v = static_cast<const uint16_t*>(t.data)[off];
  return t.dtype == CW_F16 ? half_to_float(v) : bf16_to_float(v);
}

void stage(cw_tensor* slot, bool copy_in, std::vector<Staged>& staged) {
  if (!ops::present(*slot) || (slot->dtype != CW_F16 && slot->dtype != CW_BF16)) return;
  Staged s;
  s.slot = slot;
  s.original = *slot;
  s.data.resize(static_cast<size_t>(ops::numel(*slot)));
  if (copy_in) for_each_index(*slot, [&](int64_t i, int64_t off) { s.data[i] = load(s.original, off); });
  slot->data = s.data.data();
  slot->dtype = CW_F32;
  for (int i = 0; i < 4; ++i) slot->stride[i] = 0;
  staged.push_back(std::move(s));
}

void write_back(const Staged& s) {
  uint16_t* p = static_cast<uint16_t*>(s.original.data);
  const bool half = s.original.dtype == CW_F16;
  for_each_index(s.original, [&](int64_t i, int64_t off) {
    p[off] = half ? float_to_half(s.data[i]) : float_to_bf16(s.data[i]);
  });
}

int run_f32(const cw_op_call& c) {
  switch (c.op) {
    case ops::kGemm: return gemm_f32(c);
    case ops::kEmbeddingLayerNorm: return embedding_layernorm_f32(c);
    case ops::kLayerNorm: return layernorm_f32(c);
    case ops::kBiasGelu: return bias_gelu_f32(c);
    case ops::kSoftmax: return softmax_f32(c);
    case ops::kAttention: return attention_f32(c);
    default: set_error("cpu: unknown op %u", c.op); return CW_E_UNSUPPORTED;
  }
}

}  // namespace

void set_error(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::vsnprintf(t_error, sizeof t_error, fmt, ap);
  va_end(ap);
}

const char* last_error() { return t_error; }

int op_variants(uint32_t op, cw_variant_info* out, int capacity, int* count) {
  if (!count) return CW_E_INVALID;
  int n = 0;
  for (const VariantRow& row : kVariants) {
    if (row.op != op) continue;
    if (out && n < capacity) {
      cw_variant_info& v = out[n];
      std::memset(&v, 0, sizeof v);
      std::snprintf(v.name, sizeof v.name, "%s", row.name);
      std::snprintf(v.description, sizeof v.description, "%s", row.description);
      v.warp_width = 0;
    }
    ++n;
  }
  *count = n;
  if (n == 0) {
    set_error("cpu: op %u is not implemented", op);
    return CW_E_UNSUPPORTED;
  }
  return CW_OK;
}

int op_run(const cw_op_call* call) {
  if (!call) {
    set_error("cpu: op_run: null call");
    return CW_E_INVALID;
  }
  const std::string problem = ops::validate(*call);
  if (!problem.empty()) {
    set_error("cpu: %s", problem.c_str());
    return CW_E_INVALID;
  }
  if (call->variant != 0) {
    set_error("cpu: %s has no variant %u", ops::op_name(call->op), call->variant);
    return CW_E_UNSUPPORTED;
  }
  if (call->outputs[0].dtype == CW_F32) return run_f32(*call);
  cw_op_call c = *call;
  std::vector<Staged> staged;
  staged.reserve(CW_OP_MAX_INPUTS + 1);
  for (int i = 0; i < c.n_inputs; ++i) stage(&c.inputs[i], true, staged);
  const bool reads_output = c.op == ops::kGemm && c.fparams[1] != 0.0;
  const size_t first_output = staged.size();
  stage(&c.outputs[0], reads_output, staged);
  const int rc = run_f32(c);
  if (rc == CW_OK)
    for (size_t i = first_output; i < staged.size(); ++i) write_back(staged[i]);
  return rc;
}

}  // namespace crosswarp::cpu
