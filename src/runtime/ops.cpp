// The op contract's helpers and validator (see ops.h). Compiled into libcrosswarp (through
// src/cpu/ops/CMakeLists.txt) and into each GPU plugin (src/gpu/kernels/op_contract.hip includes
// this file), because the plugins do not link libcrosswarp.
#include "ops.h"

#include <cstdio>
#include <string>

// GCC 12 reports a false -Wrestrict inside std::string's operator+ at -O2/-O3 (GCC bug 105329).
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif

namespace crosswarp::ops {

const char* op_name(uint32_t op) {
  switch (op) {
    case kGemm: return "gemm";
    case kEmbeddingLayerNorm: return "embedding_layernorm";
    case kLayerNorm: return "layernorm";
    case kBiasGelu: return "bias_gelu";
    case kSoftmax: return "softmax";
    case kAttention: return "attention";
    case kAttentionVarlen: return "attention_varlen";
    default: return "unknown";
  }
}

bool is_optional_op(uint32_t op) { return op == kAttentionVarlen; }

const char* dtype_name(int32_t dtype) {
  switch (dtype) {
    case CW_F32: return "f32";
    case CW_F16: return "f16";
    case CW_BF16: return "bf16";
    case CW_F64: return "f64";
    case CW_I32: return "i32";
    case CW_I64: return "i64";
    case CW_U8: return "u8";
    default: return "unknown";
  }
}

size_t dtype_size(int32_t dtype) {
  switch (dtype) {
    case CW_F32: case CW_I32: return 4;
    case CW_F16: case CW_BF16: return 2;
    case CW_F64: case CW_I64: return 8;
    case CW_U8: return 1;
    default: return 0;
  }
}

bool is_float_dtype(int32_t dtype) { return dtype == CW_F32 || dtype == CW_F16 || dtype == CW_BF16; }

int64_t numel(const cw_tensor& t) {
  int64_t n = 1;
  for (int i = 0; i < t.ndim; ++i) n *= t.shape[i];
  return n;
}

int64_t rows(const cw_tensor& t) {
  int64_t n = 1;
  for (int i = 0; i + 1 < t.ndim; ++i) n *= t.shape[i];
  return n;
}

int64_t last_dim(const cw_tensor& t) { return t.ndim > 0 ? t.shape[t.ndim - 1] : 1; }

void effective_strides(const cw_tensor& t, int64_t out[4]) {
  bool all_zero = true;
  for (int i = 0; i < t.ndim; ++i) all_zero = all_zero && t.stride[i] == 0;
  int64_t s = 1;
  for (int i = 3; i >= 0; --i) {
    if (i >= t.ndim) {
      out[i] = 0;
      continue;
    }
    out[i] = all_zero ? s : t.stride[i];
    s *= t.shape[i];
  }
}

bool is_dense(const cw_tensor& t) {
  int64_t st[4];
  effective_strides(t, st);
  int64_t s = 1;
  for (int i = t.ndim - 1; i >= 0; --i) {
    if (t.shape[i] != 1 && st[i] != s) return false;
    s *= t.shape[i];
  }
  return true;
}

bool present(const cw_tensor& t) { return t.data != nullptr; }

cw_tensor make_tensor(void* data, int32_t dtype, std::initializer_list<int64_t> shape) {
  cw_tensor t{};
  t.data = data;
  t.dtype = dtype;
  t.ndim = static_cast<int32_t>(shape.size());
  int i = 0;
  for (int64_t d : shape) t.shape[i++] = d;
  return t;
}

namespace {

std::string fmt(const char* op, const char* what) { return std::string(op) + ": " + what; }

std::string shape_str(const cw_tensor& t) {
  std::string s = "[";
  for (int i = 0; i < t.ndim; ++i) s += (i ? ", " : "") + std::to_string(t.shape[i]);
  return s + "]";
}

bool is_index_dtype(int32_t d) { return d == CW_I32 || d == CW_I64; }

// Checks a required or optional dense float tensor of `n` elements with dtype `dtype`.
std::string check_vec(const char* op, const char* name, const cw_tensor& t, int64_t n, int32_t dtype,
                      bool required) {
  if (!present(t)) return required ? fmt(op, name) + " is required" : "";
  if (t.dtype != dtype) return fmt(op, name) + " has dtype " + dtype_name(t.dtype) + ", expected " + dtype_name(dtype);
  if (numel(t) != n)
    return fmt(op, name) + " has " + std::to_string(numel(t)) + " elements, expected " + std::to_string(n);
  if (!is_dense(t)) return fmt(op, name) + " must be dense";
  return "";
}

std::string check_same(const char* op, const char* name, const cw_tensor& t, const cw_tensor& ref) {
  if (t.dtype != ref.dtype) return fmt(op, name) + " has dtype " + dtype_name(t.dtype) + ", expected " + dtype_name(ref.dtype);
  if (t.ndim != ref.ndim) return fmt(op, name) + " has shape " + shape_str(t) + ", expected " + shape_str(ref);
  for (int i = 0; i < t.ndim; ++i)
    if (t.shape[i] != ref.shape[i]) return fmt(op, name) + " has shape " + shape_str(t) + ", expected " + shape_str(ref);
  if (!is_dense(t)) return fmt(op, name) + " must be dense";
  return "";
}

std::string check_io(const cw_op_call& c, const char* op, int min_in) {
  if (c.n_inputs < min_in || c.n_inputs > CW_OP_MAX_INPUTS)
    return fmt(op, "expected at least ") + std::to_string(min_in) + " input slots, got " + std::to_string(c.n_inputs);
  if (c.n_outputs < 1 || !present(c.outputs[0])) return fmt(op, "output 0 is required");
  for (int i = 0; i < c.n_inputs; ++i)
    if (present(c.inputs[i]) && (c.inputs[i].ndim < 1 || c.inputs[i].ndim > 4))
      return fmt(op, "input ") + std::to_string(i) + " has ndim " + std::to_string(c.inputs[i].ndim);
  if (c.outputs[0].ndim < 1 || c.outputs[0].ndim > 4) return fmt(op, "output has bad ndim");
  if (!is_float_dtype(c.outputs[0].dtype)) return fmt(op, "output dtype must be f32, f16 or bf16");
  return "";
}

#define CW_TRY(expr)                      \
  do {                                    \
    std::string e_ = (expr);              \
    if (!e_.empty()) return e_;           \
  } while (0)

std::string validate_gemm(const cw_op_call& c) {
  const char* op = "gemm";
  CW_TRY(check_io(c, op, 2));
  const cw_tensor &A = c.inputs[0], &B = c.inputs[1], &C = c.outputs[0];
  if (!present(A) || !present(B)) return fmt(op, "A and B are required");
  if (A.dtype != C.dtype || B.dtype != C.dtype) return fmt(op, "A, B and C must share one dtype");
  if (A.ndim < 2 || B.ndim < 2 || C.ndim < 2) return fmt(op, "A, B and C need at least 2 dims");
  if (A.ndim != C.ndim || B.ndim != C.ndim) return fmt(op, "A, B and C must have the same number of dims");
  const bool ta = c.iparams[0] != 0, tb = c.iparams[1] != 0;
  const int n = C.ndim;
  const int64_t M = C.shape[n - 2], N = C.shape[n - 1];
  const int64_t am = ta ? A.shape[n - 1] : A.shape[n - 2], ak = ta ? A.shape[n - 2] : A.shape[n - 1];
  const int64_t bk = tb ? B.shape[n - 1] : B.shape[n - 2], bn = tb ? B.shape[n - 2] : B.shape[n - 1];
  if (am != M || bn != N || ak != bk)
    return fmt(op, "shapes do not chain: A ") + shape_str(A) + ", B " + shape_str(B) + ", C " + shape_str(C);
  int64_t sa[4], sb[4], sc[4];
  effective_strides(A, sa);
  effective_strides(B, sb);
  effective_strides(C, sc);
  if (sa[n - 1] != 1 || sb[n - 1] != 1 || sc[n - 1] != 1) return fmt(op, "the last dim of A, B and C must have stride 1");
  for (int i = 0; i < n - 2; ++i) {
    if (A.shape[i] != C.shape[i] && !(A.shape[i] == 1)) return fmt(op, "A's batch dims do not match C's");
    if (B.shape[i] != C.shape[i] && !(B.shape[i] == 1)) return fmt(op, "B's batch dims do not match C's");
  }
  const int64_t epi = c.iparams[2];
  if (epi < kEpilogueNone || epi > kEpilogueBiasRelu) return fmt(op, "unknown epilogue ") + std::to_string(epi);
  if (epi != kEpilogueNone) {
    if (c.n_inputs < 3) return fmt(op, "the epilogue needs a bias (input 2)");
    CW_TRY(check_vec(op, "bias", c.inputs[2], N, C.dtype, true));
  }
  return "";
}

std::string validate_embedding(const cw_op_call& c) {
  const char* op = "embedding_layernorm";
  CW_TRY(check_io(c, op, 7));
  const cw_tensor &ids = c.inputs[0], &tt = c.inputs[1], &word = c.inputs[2], &pos = c.inputs[3],
                  &type = c.inputs[4], &out = c.outputs[0];
  if (!present(ids) || ids.ndim != 2 || !is_index_dtype(ids.dtype) || !is_dense(ids))
    return fmt(op, "input_ids must be a dense [B, S] i32/i64 tensor");
  if (present(tt) && (check_same(op, "token_type_ids", tt, ids) != ""))
    return fmt(op, "token_type_ids must match input_ids' shape and dtype");
  for (const cw_tensor* t : {&word, &pos, &type})
    if (!present(*t) || t->ndim != 2 || !is_dense(*t) || t->dtype != out.dtype)
      return fmt(op, "embedding tables must be dense [rows, H] tensors of the output dtype");
  const int64_t H = word.shape[1];
  if (pos.shape[1] != H || type.shape[1] != H) return fmt(op, "embedding tables disagree on H");
  if (out.ndim != 3 || out.shape[0] != ids.shape[0] || out.shape[1] != ids.shape[1] || out.shape[2] != H ||
      !is_dense(out))
    return fmt(op, "output must be dense [B, S, H]");
  if (ids.shape[1] + c.iparams[0] > pos.shape[0] || c.iparams[0] < 0)
    return fmt(op, "sequence length plus offset exceeds the position table");
  CW_TRY(check_vec(op, "gamma", c.inputs[5], H, out.dtype, true));
  CW_TRY(check_vec(op, "beta", c.inputs[6], H, out.dtype, true));
  return "";
}

std::string validate_layernorm(const cw_op_call& c) {
  const char* op = "layernorm";
  CW_TRY(check_io(c, op, 5));
  const cw_tensor &x = c.inputs[0], &y = c.outputs[0];
  if (!present(x)) return fmt(op, "x is required");
  CW_TRY(check_same(op, "y", y, x));
  if (present(c.inputs[1])) CW_TRY(check_same(op, "residual", c.inputs[1], x));
  const int64_t H = last_dim(x);
  CW_TRY(check_vec(op, "bias", c.inputs[2], H, x.dtype, false));
  CW_TRY(check_vec(op, "gamma", c.inputs[3], H, x.dtype, true));
  CW_TRY(check_vec(op, "beta", c.inputs[4], H, x.dtype, true));
  return "";
}

std::string validate_bias_gelu(const cw_op_call& c) {
  const char* op = "bias_gelu";
  CW_TRY(check_io(c, op, 1));
  const cw_tensor& x = c.inputs[0];
  if (!present(x)) return fmt(op, "x is required");
  CW_TRY(check_same(op, "y", c.outputs[0], x));
  if (c.n_inputs > 1) CW_TRY(check_vec(op, "bias", c.inputs[1], last_dim(x), x.dtype, false));
  if (c.iparams[0] < kActGeluErf || c.iparams[0] > kActIdentity) return fmt(op, "unknown activation");
  return "";
}

std::string check_mask(const char* op, const cw_tensor& m, int64_t b_rows, int64_t cols) {
  if (!present(m)) return "";
  if (!is_index_dtype(m.dtype) || m.ndim != 2 || !is_dense(m)) return fmt(op, "mask must be a dense [B, S] i32/i64 tensor");
  if (m.shape[1] != cols) return fmt(op, "mask has ") + std::to_string(m.shape[1]) + " columns, expected " + std::to_string(cols);
  if (m.shape[0] < 1 || b_rows % m.shape[0] != 0) return fmt(op, "mask batch does not divide the rows");
  return "";
}

std::string validate_softmax(const cw_op_call& c) {
  const char* op = "softmax";
  CW_TRY(check_io(c, op, 1));
  const cw_tensor& x = c.inputs[0];
  if (!present(x)) return fmt(op, "x is required");
  CW_TRY(check_same(op, "y", c.outputs[0], x));
  if (c.n_inputs > 1) CW_TRY(check_mask(op, c.inputs[1], rows(x), last_dim(x)));
  return "";
}

// The packed QKV row of an attention call: 3 * Hd columns split into `heads` heads of at most
// kMaxHeadDim. Sets *hd.
std::string check_heads(const char* op, int64_t qkv_cols, int64_t heads, int64_t* hd) {
  if (heads < 1 || qkv_cols % (3 * heads) != 0) return fmt(op, "qkv's last dim is not a multiple of 3*heads");
  *hd = qkv_cols / 3;
  if (*hd / heads > kMaxHeadDim) return fmt(op, "head_dim exceeds kMaxHeadDim");
  return "";
}

std::string validate_attention(const cw_op_call& c) {
  const char* op = "attention";
  CW_TRY(check_io(c, op, 1));
  const cw_tensor &qkv = c.inputs[0], &out = c.outputs[0];
  if (!present(qkv) || qkv.ndim != 3 || !is_dense(qkv) || qkv.dtype != out.dtype)
    return fmt(op, "qkv must be a dense [B, S, 3*Hd] tensor of the output dtype");
  int64_t hd = 0;
  CW_TRY(check_heads(op, qkv.shape[2], c.iparams[0], &hd));
  if (out.ndim != 3 || out.shape[0] != qkv.shape[0] || out.shape[1] != qkv.shape[1] || out.shape[2] != hd ||
      !is_dense(out))
    return fmt(op, "output must be dense [B, S, Hd]");
  if (c.n_inputs > 1) {
    CW_TRY(check_mask(op, c.inputs[1], qkv.shape[0], qkv.shape[1]));
    if (present(c.inputs[1]) && c.inputs[1].shape[0] != qkv.shape[0]) return fmt(op, "mask must be [B, S]");
  }
  return "";
}

std::string validate_attention_varlen(const cw_op_call& c) {
  const char* op = "attention_varlen";
  CW_TRY(check_io(c, op, 2));
  const cw_tensor &qkv = c.inputs[0], &starts = c.inputs[1], &out = c.outputs[0];
  if (!present(qkv) || qkv.ndim != 2 || !is_dense(qkv) || qkv.dtype != out.dtype)
    return fmt(op, "qkv must be a dense [T, 3*Hd] tensor of the output dtype");
  int64_t hd = 0;
  CW_TRY(check_heads(op, qkv.shape[1], c.iparams[0], &hd));
  if (out.ndim != 2 || out.shape[0] != qkv.shape[0] || out.shape[1] != hd || !is_dense(out))
    return fmt(op, "output must be dense [T, Hd]");
  if (!present(starts) || starts.dtype != CW_I64 || starts.ndim != 1 || starts.shape[0] < 1 || !is_dense(starts))
    return fmt(op, "starts must be a dense [B + 1] i64 tensor");
  if (c.iparams[1] < 0) return fmt(op, "max_len (iparams[1]) must be >= 0");
  return "";
}

}  // namespace

std::string validate(const cw_op_call& call) {
  switch (call.op) {
    case kGemm: return validate_gemm(call);
    case kEmbeddingLayerNorm: return validate_embedding(call);
    case kLayerNorm: return validate_layernorm(call);
    case kBiasGelu: return validate_bias_gelu(call);
    case kSoftmax: return validate_softmax(call);
    case kAttention: return validate_attention(call);
    case kAttentionVarlen: return validate_attention_varlen(call);
    default: return "unknown op " + std::to_string(call.op);
  }
}

}  // namespace crosswarp::ops
