#include "model/bert_forward.h"

#include "model/bert_forward_weights.h"
#include "model/pooler.h"
#include "runtime/ops.h"

#include <crosswarp/transfer.h>

#include <chrono>
#include <cmath>
#include <cstring>

namespace crosswarp::model {
namespace {

enum Slot { kHidden, kQkv, kCtx, kTmp, kH1, kInter, kIds, kTypes, kMask, kScores, kCls, kPooled, kSlots };

void* offset(void* p, std::size_t bytes) { return static_cast<std::byte*>(p) + bytes; }

cw_tensor view(void* data, int32_t dtype, std::initializer_list<int64_t> shape, std::initializer_list<int64_t> stride) {
  cw_tensor t = ops::make_tensor(data, dtype, shape);
  int i = 0;
  for (int64_t s : stride) t.stride[i++] = s;
  return t;
}

cw_op_call make_call(uint32_t op) {
  cw_op_call c;
  std::memset(&c, 0, sizeof c);
  c.op = op;
  return c;
}

int64_t epilogue_for(Activation a) {
  switch (a) {
    case Activation::GeluErf: return ops::kEpilogueBiasGeluErf;
    case Activation::GeluTanh: return ops::kEpilogueBiasGeluTanh;
    case Activation::Relu: return ops::kEpilogueBiasRelu;
  }
  return ops::kEpilogueBiasGeluErf;
}

}  // namespace

struct BertForward::Layout {
  int64_t B = 0, S = 0, T = 0;
  bool packed = false;
  std::vector<int64_t> length, start;  // packed: tokens of sequence b are rows [start[b], start[b] + length[b])
};

BertForward::BertForward(const BertCheckpoint& ck, std::shared_ptr<Backend> backend, int device, cw_stream stream,
                         int32_t dtype, dispatch::OpDispatcher& dispatcher, runtime::Monitor& monitor)
    : config_(ck.config),
      has_pooler_(ck.has_pooler),
      backend_(std::move(backend)),
      device_(device),
      stream_(stream),
      dtype_(dtype),
      esize_(dtype == CW_F32 ? 4 : 2),
      dispatch_(dispatcher),
      monitor_(monitor) {
  transfer_ = std::make_unique<TransferEngine>(backend_, device_);
  w_ = upload_bert_weights(ck, backend_, device_, dtype_, monitor_, *transfer_);
  scratch_.resize(kSlots);
}

BertForward::~BertForward() = default;

void* BertForward::scratch(int slot, std::size_t bytes) {
  DeviceBuffer& b = scratch_[static_cast<std::size_t>(slot)];
  if (b.bytes() < bytes) {
    b = DeviceBuffer();  // free first: peak memory is the larger buffer, not both
    b = DeviceBuffer(backend_, device_, bytes, &monitor_, "activations");
  }
  return b.data();
}

void BertForward::upload(void* dst, const void* src, std::size_t bytes) {
  if (bytes) transfer_->copy_to_device(dst, src, bytes);
}

void BertForward::download(void* dst, const void* src, std::size_t bytes) {
  if (bytes) transfer_->copy_to_host(dst, src, bytes);
}

bool BertForward::can_pack(const Batch& b) {
  if (b.attention_mask.empty()) return false;
  for (int64_t i = 0; i < b.batch; ++i) {
    const int64_t* m = b.attention_mask.data() + i * b.seq;
    int64_t len = 0;
    while (len < b.seq && m[len] != 0) ++len;
    if (len == 0) return false;  // HF attends uniformly over an all-padding row; keep its semantics
    for (int64_t s = len; s < b.seq; ++s)
      if (m[s] != 0) return false;  // not right-padded
  }
  return true;
}

void BertForward::gemm(void* a, int64_t m, int64_t k, int64_t lda, void* w, void* bias, int64_t n, void* c,
                       int64_t epilogue) {
  cw_op_call call = make_call(ops::kGemm);
  call.n_inputs = 3;
  call.n_outputs = 1;
  call.inputs[0] = view(a, dtype_, {m, k}, {lda, 1});
  call.inputs[1] = ops::make_tensor(w, dtype_, {n, k});
  call.inputs[2] = ops::make_tensor(epilogue == ops::kEpilogueNone ? nullptr : bias, dtype_, {n});
  call.outputs[0] = ops::make_tensor(c, dtype_, {m, n});
  call.iparams[1] = 1;  // W is PyTorch's Linear weight [out, in]: C = A @ W^T
  call.iparams[2] = epilogue;
  call.fparams[0] = 1.0;
  dispatch_.run(call);
}

void BertForward::layernorm(void* x, void* residual, void* bias, void* gamma, void* beta, int64_t rows, void* y) {
  const int64_t H = config_.hidden_size;
  cw_op_call call = make_call(ops::kLayerNorm);
  call.n_inputs = 5;
  call.n_outputs = 1;
  call.inputs[0] = ops::make_tensor(x, dtype_, {rows, H});
  call.inputs[1] = ops::make_tensor(residual, dtype_, {rows, H});
  call.inputs[2] = ops::make_tensor(bias, dtype_, {H});
  call.inputs[3] = ops::make_tensor(gamma, dtype_, {H});
  call.inputs[4] = ops::make_tensor(beta, dtype_, {H});
  call.outputs[0] = ops::make_tensor(y, dtype_, {rows, H});
  call.fparams[0] = config_.layer_norm_eps;
  dispatch_.run(call);
}

void BertForward::embed(const Layout& lay, void* ids, void* types, void* out) {
  const int64_t H = config_.hidden_size;
  auto one = [&](void* id, void* tt, int64_t b, int64_t s, void* o) {
    cw_op_call call = make_call(ops::kEmbeddingLayerNorm);
    call.n_inputs = 7;
    call.n_outputs = 1;
    call.inputs[0] = ops::make_tensor(id, CW_I64, {b, s});
    call.inputs[1] = ops::make_tensor(tt, CW_I64, {b, s});
    call.inputs[2] = ops::make_tensor(w_->word.data(), dtype_, {config_.vocab_size, H});
    call.inputs[3] = ops::make_tensor(w_->position.data(), dtype_, {config_.max_position_embeddings, H});
    call.inputs[4] = ops::make_tensor(w_->token_type.data(), dtype_, {config_.type_vocab_size, H});
    call.inputs[5] = ops::make_tensor(w_->emb_g.data(), dtype_, {H});
    call.inputs[6] = ops::make_tensor(w_->emb_b.data(), dtype_, {H});
    call.outputs[0] = ops::make_tensor(o, dtype_, {b, s, H});
    call.fparams[0] = config_.layer_norm_eps;
    dispatch_.run(call);
  };
  if (!lay.packed) return one(ids, types, lay.B, lay.S, out);
  for (int64_t b = 0; b < lay.B; ++b) {
    const auto st = static_cast<std::size_t>(lay.start[static_cast<std::size_t>(b)]);
    one(offset(ids, st * 8), types ? offset(types, st * 8) : nullptr, 1, lay.length[static_cast<std::size_t>(b)],
        offset(out, st * static_cast<std::size_t>(H) * esize_));
  }
}

void BertForward::attention_unfused(void* qkv, void* mask, void* ctx, int64_t b, int64_t s) {
  const int64_t H = config_.hidden_size, heads = config_.num_attention_heads, dh = config_.head_dim();
  void* scores = scratch(kScores, static_cast<std::size_t>(b * heads * s * s) * esize_);
  const double scale = 1.0 / std::sqrt(static_cast<double>(dh));
  // scores[b, h] = scale * Q[b, h] @ K[b, h]^T on strided views of the packed qkv buffer (ops.h, kGemm)
  cw_op_call g1 = make_call(ops::kGemm);
  g1.n_inputs = 2;
  g1.n_outputs = 1;
  g1.inputs[0] = view(qkv, dtype_, {b, heads, s, dh}, {s * 3 * H, dh, 3 * H, 1});
  g1.inputs[1] = view(offset(qkv, static_cast<std::size_t>(H) * esize_), dtype_, {b, heads, s, dh}, {s * 3 * H, dh, 3 * H, 1});
  g1.outputs[0] = ops::make_tensor(scores, dtype_, {b, heads, s, s});
  g1.iparams[1] = 1;
  g1.fparams[0] = scale;
  dispatch_.run(g1);
  cw_op_call sm = make_call(ops::kSoftmax);
  sm.n_inputs = 2;
  sm.n_outputs = 1;
  sm.inputs[0] = ops::make_tensor(scores, dtype_, {b, heads, s, s});
  sm.inputs[1] = ops::make_tensor(mask, CW_I64, {b, s});
  sm.outputs[0] = sm.inputs[0];
  sm.fparams[0] = 1.0;
  dispatch_.run(sm);
  cw_op_call g2 = make_call(ops::kGemm);
  g2.n_inputs = 2;
  g2.n_outputs = 1;
  g2.inputs[0] = ops::make_tensor(scores, dtype_, {b, heads, s, s});
  g2.inputs[1] = view(offset(qkv, static_cast<std::size_t>(2 * H) * esize_), dtype_, {b, heads, s, dh}, {s * 3 * H, dh, 3 * H, 1});
  g2.outputs[0] = view(ctx, dtype_, {b, heads, s, dh}, {s * H, dh, H, 1});
  g2.fparams[0] = 1.0;
  dispatch_.run(g2);
}

void BertForward::attention_call(void* qkv, void* mask, void* ctx, int64_t b, int64_t s) {
  const int64_t H = config_.hidden_size, heads = config_.num_attention_heads, dh = config_.head_dim();
  cw_op_call call = make_call(ops::kAttention);
  call.n_inputs = 2;
  call.n_outputs = 1;
  call.inputs[0] = ops::make_tensor(qkv, dtype_, {b, s, 3 * H});
  call.inputs[1] = ops::make_tensor(mask, CW_I64, {b, s});
  call.outputs[0] = ops::make_tensor(ctx, dtype_, {b, s, H});
  call.iparams[0] = heads;
  call.fparams[0] = 1.0 / std::sqrt(static_cast<double>(dh));
  monitor_.count("op_launches");
  // Static rule: the fused kernels hold a head in registers/shared memory up to kMaxHeadDim.
  std::vector<dispatch::Candidate> cands;
  if (dh <= ops::kMaxHeadDim) cands = dispatch_.abi_candidates(call);
  dispatch::Candidate unfused;
  unfused.name = "attention.unfused";
  unfused.run = [this, qkv, mask, ctx, b, s] {
    attention_unfused(qkv, mask, ctx, b, s);
    return static_cast<int>(CW_OK);
  };
  unfused.error = [] { return std::string("unfused attention failed"); };
  cands.push_back(std::move(unfused));
  const auto t0 = std::chrono::steady_clock::now();
  dispatch_.run_candidates("attention", dispatch::OpDispatcher::shape_bucket(call), std::move(cands), true);
  if (monitor_.tracing()) monitor_.span("attention", "op", t0);
}

void BertForward::attention(const Layout& lay, void* qkv, void* mask, void* ctx) {
  if (!lay.packed) return attention_call(qkv, mask, ctx, lay.B, lay.S);
  const std::size_t H = static_cast<std::size_t>(config_.hidden_size);
  for (int64_t b = 0; b < lay.B; ++b) {
    const auto st = static_cast<std::size_t>(lay.start[static_cast<std::size_t>(b)]);
    attention_call(offset(qkv, st * 3 * H * esize_), nullptr, offset(ctx, st * H * esize_), 1,
                   lay.length[static_cast<std::size_t>(b)]);
  }
}

InferOutputs BertForward::forward(const Batch& batch, bool packed) {
  const int64_t H = config_.hidden_size, I = config_.intermediate_size;
  Layout lay;
  lay.B = batch.batch;
  lay.S = batch.seq;
  lay.packed = packed;
  std::vector<int64_t> ids, types;
  if (packed) {
    for (int64_t b = 0; b < lay.B; ++b) {
      int64_t len = 0;
      while (len < lay.S && batch.attention_mask[static_cast<std::size_t>(b * lay.S + len)] != 0) ++len;
      lay.start.push_back(lay.T);
      lay.length.push_back(len);
      lay.T += len;
      for (int64_t s = 0; s < len; ++s) {
        const auto i = static_cast<std::size_t>(b * lay.S + s);
        ids.push_back(batch.input_ids[i]);
        if (!batch.token_type_ids.empty()) types.push_back(batch.token_type_ids[i]);
      }
    }
  } else {
    lay.T = lay.B * lay.S;
    ids = batch.input_ids;
    types = batch.token_type_ids;
  }
  const auto T = static_cast<std::size_t>(lay.T), Hs = static_cast<std::size_t>(H);
  void* hidden = scratch(kHidden, T * Hs * esize_);
  void* qkv = scratch(kQkv, T * 3 * Hs * esize_);
  void* ctx = scratch(kCtx, T * Hs * esize_);
  void* tmp = scratch(kTmp, T * Hs * esize_);
  void* h1 = scratch(kH1, T * Hs * esize_);
  void* inter = scratch(kInter, T * static_cast<std::size_t>(I) * esize_);
  void* d_ids = scratch(kIds, ids.size() * 8);
  upload(d_ids, ids.data(), ids.size() * 8);
  void* d_types = nullptr;
  if (!types.empty()) {
    d_types = scratch(kTypes, types.size() * 8);
    upload(d_types, types.data(), types.size() * 8);
  }
  void* d_mask = nullptr;
  if (!packed && !batch.attention_mask.empty()) {
    d_mask = scratch(kMask, batch.attention_mask.size() * 8);
    upload(d_mask, batch.attention_mask.data(), batch.attention_mask.size() * 8);
  }

  embed(lay, d_ids, d_types, hidden);
  for (const BertLayerWeights& L : w_->layers) {
    gemm(hidden, lay.T, H, H, L.qkv_w.data(), L.qkv_b.data(), 3 * H, qkv, ops::kEpilogueBias);
    attention(lay, qkv, d_mask, ctx);
    gemm(ctx, lay.T, H, H, L.o_w.data(), nullptr, H, tmp, ops::kEpilogueNone);
    layernorm(tmp, hidden, L.o_b.data(), L.ln1_g.data(), L.ln1_b.data(), lay.T, h1);
    gemm(h1, lay.T, H, H, L.i_w.data(), L.i_b.data(), I, inter, epilogue_for(config_.hidden_act));
    gemm(inter, lay.T, I, I, L.out_w.data(), nullptr, H, tmp, ops::kEpilogueNone);
    layernorm(tmp, h1, L.out_b.data(), L.ln2_g.data(), L.ln2_b.data(), lay.T, hidden);
  }

  InferOutputs out;
  out.packed = packed;
  void* pooled = nullptr;
  if (has_pooler_) {
    pooled = scratch(kPooled, static_cast<std::size_t>(lay.B) * Hs * esize_);
    if (packed) {
      void* cls = scratch(kCls, static_cast<std::size_t>(lay.B) * Hs * esize_);
      for (int64_t b = 0; b < lay.B; ++b)
        backend_->check(backend_->api().memcpy_async(stream_, offset(cls, static_cast<std::size_t>(b) * Hs * esize_),
                                                     offset(hidden, static_cast<std::size_t>(lay.start[b]) * Hs * esize_),
                                                     Hs * esize_, CW_D2D),
                        "gathering the [CLS] rows for the pooler");
      gemm(cls, lay.B, H, H, w_->pooler_w.data(), w_->pooler_b.data(), H, pooled, ops::kEpilogueBias);
    } else {
      gemm(hidden, lay.B, H, lay.S * H, w_->pooler_w.data(), w_->pooler_b.data(), H, pooled, ops::kEpilogueBias);
    }
  }
  backend_->check(backend_->api().stream_synchronize(stream_), "stream_synchronize after the forward pass");

  // Not value-initialized: every byte is written by the download (a 100 MB memset per step
  // showed at BERT-large 128x384).
  std::unique_ptr<std::byte[]> raw(new std::byte[T * Hs * esize_]);
  download(raw.get(), hidden, T * Hs * esize_);
  out.last_hidden_state.shape = {lay.B, lay.S, H};
  if (!packed) {
    out.last_hidden_state.data.resize(static_cast<std::size_t>(lay.B * lay.S) * Hs);
  } else {
    out.last_hidden_state.data.assign(static_cast<std::size_t>(lay.B * lay.S) * Hs, 0.0f);  // padding stays 0
  }
  if (!packed) {
    to_float(raw.get(), dtype_, out.last_hidden_state.data.data(), T * Hs);
  } else {
    for (int64_t b = 0; b < lay.B; ++b)
      to_float(raw.get() + static_cast<std::size_t>(lay.start[b]) * Hs * esize_, dtype_,
               out.last_hidden_state.data.data() + static_cast<std::size_t>(b * lay.S) * Hs,
               static_cast<std::size_t>(lay.length[b]) * Hs);
  }
  if (has_pooler_) {
    std::vector<std::byte> p(static_cast<std::size_t>(lay.B) * Hs * esize_);
    download(p.data(), pooled, p.size());
    out.pooler_output.shape = {lay.B, H};
    out.pooler_output.data.resize(static_cast<std::size_t>(lay.B) * Hs);
    to_float(p.data(), dtype_, out.pooler_output.data.data(), out.pooler_output.data.size());
    apply_pooler_tanh(out.pooler_output.data);
  }
  return out;
}

}  // namespace crosswarp::model
