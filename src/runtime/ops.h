// The ops every backend implements, and how a cw_op_call carries each one's tensors and
// parameters. This is the contract between the dispatcher (src/runtime, src/model) and the
// backends (src/cpu, src/gpu). Owner: the kernels area; keep it in step with the kernels.
//
// General rules (every op):
// - Float tensors are F32, F16 or BF16 storage; arithmetic accumulates in fp32. All float tensors
//   of one call (inputs, parameters such as gamma/bias, outputs) share one dtype unless an op says
//   otherwise. Integer tensors (ids, masks) are I32 or I64.
// - cw_tensor strides are in elements. All strides 0 means dense row-major. Only GEMM accepts
//   general strides (see kGemm); every other op requires dense tensors and returns CW_E_INVALID
//   otherwise.
// - An optional input is absent when its `data` is NULL (the slot still exists; n_inputs counts
//   the slots up to the last one used).
// - Unused fparams/iparams must be 0. Shapes are checked; a mismatch returns CW_E_INVALID with
//   last_error naming the op and the tensor.
// - "rows" of a tensor means the product of all dims but the last.
// - Backends do not synchronize: op_run enqueues on the stream (the CPU backend runs inline).
#pragma once

#include <crosswarp/plugin_abi.h>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>

namespace crosswarp::ops {

enum OpId : uint32_t {
  // kGemm: C = epilogue(alpha * op(A) @ op(B) + beta * C [+ bias])
  //   inputs[0] A: [M, K], or [K, M] when transA; optionally with 1 or 2 leading batch dims
  //                ([B2, ., .] or [B1, B2, ., .]). Inner stride (last dim) must be 1; the row
  //                stride (lda) and the batch strides are free. A batch dim of size 1 broadcasts
  //                over C's batch dim (e.g. a weight shared by every batch).
  //   inputs[1] B: [K, N], or [N, K] when transB; same batch rules as A.
  //   inputs[2] bias: [N] (dense), required when the epilogue adds a bias, else absent.
  //   outputs[0] C: [M, N] with the same number of dims; A's and B's batch dims equal C's or are 1.
  //                Inner stride 1, free row and batch strides. At most 65535 batches (grid z).
  //   iparams[0] transA (0/1), iparams[1] transB (0/1), iparams[2] epilogue (kEpilogue*).
  //   fparams[0] alpha, fparams[1] beta (beta != 0 reads C; beta == 0 never reads C, so C may hold
  //   garbage or NaN). The bias is added after alpha/beta, then the activation.
  //   Two batch dims let the unfused attention path run on the packed QKV buffer without a
  //   permute: with qkv [B, S, 3*Hd] (see kAttention), Q of (b, h) is the view
  //   shape [B, H, S, dh], stride [S*3Hd, dh, 3Hd, 1]; K is the same view offset by Hd elements,
  //   V by 2*Hd; scores = gemm(Q, K, transB=1, alpha=1/sqrt(dh)) into a dense [B, H, S, S];
  //   softmax (kSoftmax, mask [B, S]); context = gemm(P, V) into the view
  //   shape [B, H, S, dh], stride [S*Hd, dh, Hd, 1] of a dense [B, S, Hd] output.
  kGemm = 1,

  // kEmbeddingLayerNorm: out[b, s] = LN(word[ids[b,s]] + pos[s + offset] + type[tt[b,s]])
  //   inputs[0] input_ids [B, S] (I32 or I64)
  //   inputs[1] token_type_ids [B, S] (I32 or I64; optional: absent = all 0)
  //   inputs[2] word_embeddings [V, H], inputs[3] position_embeddings [P, H] (S + offset <= P),
  //   inputs[4] token_type_embeddings [T, H], inputs[5] gamma [H], inputs[6] beta [H]
  //   outputs[0] out [B, S, H]
  //   fparams[0] eps (BERT: 1e-12); iparams[0] position offset (0 for BERT).
  //   Ids out of range: the CPU backend returns CW_E_INVALID; GPU kernels clamp to the table (no
  //   out-of-bounds read) — callers validate ids (the model does, naming the input file).
  kEmbeddingLayerNorm = 2,

  // kLayerNorm: y = LN(x + residual + bias) * gamma + beta, over the last dim H
  //   inputs[0] x [rows.., H]; inputs[1] residual (same shape, optional);
  //   inputs[2] bias [H] (optional: the bias of the preceding dense layer, fused here);
  //   inputs[3] gamma [H]; inputs[4] beta [H]
  //   outputs[0] y (same shape as x; may alias x or residual: each element is read before the
  //   same thread writes it).
  //   fparams[0] eps. Variance is the biased (population) variance, as torch.nn.LayerNorm.
  kLayerNorm = 3,

  // kBiasGelu: y = act(x + bias)
  //   inputs[0] x [rows.., N]; inputs[1] bias [N] (optional); outputs[0] y (same shape; may alias x)
  //   iparams[0] activation (kAct*): erf GELU (BERT "gelu"), tanh GELU ("gelu_new"), relu, identity.
  kBiasGelu = 4,

  // kSoftmax: y = softmax(scale * x + mask) along the last dim
  //   inputs[0] x [rows.., Sk]; rows may be any shape, e.g. [B, H, Sq, Sk] scores.
  //   inputs[1] mask [Bm, Sk] (I32 or I64, optional): 1 = attend, 0 = padding (HF attention_mask).
  //             x's row r (flattened) uses mask row r / (rows / Bm); rows must be a multiple of Bm.
  //   outputs[0] y (same shape as x; may alias x).
  //   fparams[0] scale (1.0 for plain softmax).
  //   A fully masked row yields all zeros (never NaN).
  kSoftmax = 5,

  // kAttention: fused multi-head self-attention over a packed QKV buffer; never writes the
  // [S, S] score matrix (flash-attention style online softmax).
  //   inputs[0] qkv [B, S, 3*Hd] dense, Hd = heads * head_dim: columns [0, Hd) are Q, [Hd, 2Hd) K,
  //             [2Hd, 3Hd) V; head h occupies columns [h*dh, (h+1)*dh) of each. This is the output
  //             of one dense layer whose weight is HF's query, key and value weights stacked
  //             along the output dim ([3*Hd, Hd]).
  //   inputs[1] mask [B, S] (I32 or I64, optional): key padding, 1 = attend.
  //   outputs[0] ctx [B, S, Hd] dense (heads merged, ready for the output dense layer).
  //   iparams[0] heads (head_dim = Hd / heads, at most kMaxHeadDim); fparams[0] scale
  //   (1/sqrt(head_dim) for BERT). Query rows whose keys are all masked yield zeros.
  kAttention = 6,

  // kAttentionVarlen: kAttention over a packed batch (padding removed; "variable length").
  //   inputs[0] qkv [T, 3*Hd] dense: the tokens of every sequence, one after another.
  //   inputs[1] starts [B + 1] I64 dense: sequence b is rows [starts[b], starts[b + 1]);
  //             starts[0] = 0, nondecreasing, starts[B] = T. On the backend's device.
  //   outputs[0] ctx [T, Hd] dense. iparams[0] heads; iparams[1] max_len >= every sequence's
  //   length (the kernels size their grids by it); fparams[0] scale. Each query attends to the keys
  //   of its own sequence only; no mask. A backend without variants for it leaves callers to loop
  //   kAttention over the sequences.
  kAttentionVarlen = 7,

  kOpCount
};

enum Epilogue : int64_t {
  kEpilogueNone = 0,
  kEpilogueBias = 1,
  kEpilogueBiasGeluErf = 2,
  kEpilogueBiasGeluTanh = 3,
  kEpilogueBiasRelu = 4,
};

enum Activation : int64_t {
  kActGeluErf = 0,
  kActGeluTanh = 1,
  kActRelu = 2,
  kActIdentity = 3,
};

constexpr int kMaxHeadDim = 128;  // the fused kernel keeps a 32-key K/V tile of this width in 48 KB of shared memory

const char* op_name(uint32_t op);
// Ops a backend may leave out (the caller has a composite path): kAttentionVarlen.
bool is_optional_op(uint32_t op);
const char* dtype_name(int32_t dtype);
size_t dtype_size(int32_t dtype);
bool is_float_dtype(int32_t dtype);  // F32, F16, BF16

// Helpers over cw_tensor used by every backend and by the harness.
int64_t numel(const cw_tensor& t);
int64_t rows(const cw_tensor& t);  // product of all dims but the last (1 for ndim 1)
int64_t last_dim(const cw_tensor& t);
bool is_dense(const cw_tensor& t);  // all strides 0, or equal to the dense row-major strides
// The strides in elements (dense ones when the tensor's strides are all 0).
void effective_strides(const cw_tensor& t, int64_t out[4]);
bool present(const cw_tensor& t);  // data != NULL

// A dense tensor descriptor (shape given outermost first).
cw_tensor make_tensor(void* data, int32_t dtype, std::initializer_list<int64_t> shape);

// Checks the call's tensor shapes and dtypes against the contract above; returns an empty string
// when it is valid, else a one-line description ("layernorm: gamma has 767 elements, expected 768").
// Backends call this before running; it reads only descriptors, never data.
std::string validate(const cw_op_call& call);

}  // namespace crosswarp::ops
