#include "model/bert_forward.h"

#include "model/bert_forward_weights.h"
#include "model/pooler.h"
#include "runtime/log.h"
#include "runtime/ops.h"

#include <crosswarp/transfer.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>

namespace crosswarp::model {
namespace {

enum Slot { kHidden, kQkv, kCtx, kTmp, kH1, kInter, kIds, kScores, kCls, kPooled, kSlots };  // kIds: all integer inputs

// An eager step every this many replays of a graph, so that the dispatcher's re-check samples (which
// time single launches) still happen in graph mode; a changed choice re-captures the graph.
constexpr int kEagerEvery = 64;
// Largest score matrix the unfused attention path may allocate when a fused kernel can run instead.
constexpr std::size_t kMaxScoresBytes = std::size_t{256} << 20;

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


BertForward::BertForward(const BertCheckpoint& ck, std::shared_ptr<Backend> backend, int device, cw_stream stream,
                         int32_t dtype, dispatch::OpDispatcher& dispatcher, runtime::Monitor& monitor, bool graphs)
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
  const cw_backend_iface& api = backend_->api();
  graphs_ = graphs && api.graph_capture_begin && api.graph_capture_end && api.graph_launch && api.graph_destroy;
}

BertForward::~BertForward() {
  drop_graphs();
  release(host_outputs_);
  release(host_inputs_);
}

void BertForward::drop_graphs() {
  for (auto& [key, g] : graph_cache_)
    if (g.graph) backend_->api().graph_destroy(g.graph);
  graph_cache_.clear();
}

bool BertForward::varlen_attention_available() {
  if (varlen_ < 0) {
    cw_variant_info infos[16];
    int count = 0;
    varlen_ = backend_->api().op_variants(device_, ops::kAttentionVarlen, infos, 16, &count) == CW_OK && count > 0;
  }
  return varlen_ == 1;
}

void* BertForward::scratch(int slot, std::size_t bytes) {
  DeviceBuffer& b = scratch_[static_cast<std::size_t>(slot)];
  if (b.bytes() < bytes) {
    drop_graphs();  // they hold the old addresses
    ++scratch_generation_;
    b = DeviceBuffer();  // free first: peak memory is the larger buffer, not both
    b = DeviceBuffer(backend_, device_, bytes, &monitor_, "activations");
  }
  return b.data();
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
  // Memory rule: the unfused path writes the [b, heads, s, s] scores; when fused kernels exist it
  // is a candidate only while that buffer stays under kMaxScoresBytes (at BERT-large 128 x 384 bf16
  // it would be 604 MB, a third of the model's whole footprint, kept after tuning).
  const auto scores_bytes = static_cast<std::size_t>(b * heads * s * s) * esize_;
  if (!cands.empty() && scores_bytes > kMaxScoresBytes && !dispatch_.forced("attention", "attention.unfused")) {
    monitor_.count("attention_unfused_skipped_for_memory");
    dispatch_.run_candidates("attention", dispatch::OpDispatcher::shape_bucket(call), std::move(cands), true);
    return;
  }
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

void BertForward::attention(const Layout& lay, void* qkv, void* mask, void* ctx, void* starts) {
  if (!lay.packed) return attention_call(qkv, mask, ctx, lay.B, lay.S);
  const int64_t H = config_.hidden_size;
  if (starts) {  // one launch over the packed batch (kAttentionVarlen)
    cw_op_call call = make_call(ops::kAttentionVarlen);
    call.n_inputs = 2;
    call.n_outputs = 1;
    call.inputs[0] = ops::make_tensor(qkv, dtype_, {lay.T, 3 * H});
    call.inputs[1] = ops::make_tensor(starts, CW_I64, {lay.B + 1});
    call.outputs[0] = ops::make_tensor(ctx, dtype_, {lay.T, H});
    call.iparams[0] = config_.num_attention_heads;
    // Rounded up to a power of two so that batches of similar lengths share one shape bucket
    // (the kernels' extra blocks exit at once).
    int64_t max_len = 1;
    for (int64_t l : lay.length) max_len = std::max(max_len, l);
    int64_t p2 = 1;
    while (p2 < max_len) p2 <<= 1;
    call.iparams[1] = p2;
    call.fparams[0] = 1.0 / std::sqrt(static_cast<double>(config_.head_dim()));
    dispatch_.run(call);
    return;
  }
  const std::size_t Hs = static_cast<std::size_t>(H);
  for (int64_t b = 0; b < lay.B; ++b) {
    const auto st = static_cast<std::size_t>(lay.start[static_cast<std::size_t>(b)]);
    attention_call(offset(qkv, st * 3 * Hs * esize_), nullptr, offset(ctx, st * Hs * esize_), 1,
                   lay.length[static_cast<std::size_t>(b)]);
  }
}

void BertForward::enqueue(const Layout& lay, void* ids, void* types, void* mask, void* starts) {
  const int64_t H = config_.hidden_size, I = config_.intermediate_size;
  const auto T = static_cast<std::size_t>(lay.T), Hs = static_cast<std::size_t>(H);
  // Already allocated by forward() at these sizes: scratch() returns the same buffers.
  void* hidden = scratch(kHidden, T * Hs * esize_);
  void* qkv = scratch(kQkv, T * 3 * Hs * esize_);
  void* ctx = scratch(kCtx, T * Hs * esize_);
  void* tmp = scratch(kTmp, T * Hs * esize_);
  void* h1 = scratch(kH1, T * Hs * esize_);
  void* inter = scratch(kInter, T * static_cast<std::size_t>(I) * esize_);

  embed(lay, ids, types, hidden);
  for (const BertLayerWeights& L : w_->layers) {
    gemm(hidden, lay.T, H, H, L.qkv_w.data(), L.qkv_b.data(), 3 * H, qkv, ops::kEpilogueBias);
    attention(lay, qkv, mask, ctx, starts);
    gemm(ctx, lay.T, H, H, L.o_w.data(), nullptr, H, tmp, ops::kEpilogueNone);
    layernorm(tmp, hidden, L.o_b.data(), L.ln1_g.data(), L.ln1_b.data(), lay.T, h1);
    gemm(h1, lay.T, H, H, L.i_w.data(), L.i_b.data(), I, inter, epilogue_for(config_.hidden_act));
    gemm(inter, lay.T, I, I, L.out_w.data(), nullptr, H, tmp, ops::kEpilogueNone);
    layernorm(tmp, h1, L.out_b.data(), L.ln2_g.data(), L.ln2_b.data(), lay.T, hidden);
  }
  if (!has_pooler_) return;
  void* pooled = scratch(kPooled, static_cast<std::size_t>(lay.B) * Hs * esize_);
  if (lay.packed) {
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

void BertForward::run_device(const Layout& lay, void* ids, void* types, void* mask, void* starts) {
  // Graphs for padded batches only: a packed batch's launches depend on its lengths.
  if (!graphs_ || lay.packed) return enqueue(lay, ids, types, mask, starts);
  GraphEntry& g = graph_cache_[{lay.B, lay.S, types != nullptr, mask != nullptr}];
  if (g.unusable) return enqueue(lay, ids, types, mask, starts);
  const cw_backend_iface& api = backend_->api();
  if (g.graph && (g.scratch_generation != scratch_generation_ || g.dispatch_generation != dispatch_.generation())) {
    api.graph_destroy(g.graph);  // captured under other buffers or other variant choices
    g.graph = nullptr;
    g.eager_steps = 1;  // the variants are chosen: capture at once
  }
  if (g.graph) {
    if (++g.eager_steps % kEagerEvery == 0) {  // let the dispatcher re-check its choices
      monitor_.count("graph_eager_steps");
      return enqueue(lay, ids, types, mask, starts);
    }
    backend_->check(api.graph_launch(g.graph, stream_), "graph_launch");
    monitor_.count("graph_replays");
    return;
  }
  if (g.eager_steps++ == 0) return enqueue(lay, ids, types, mask, starts);  // first step tunes the variants

  const uint64_t scratch_before = scratch_generation_;
  backend_->check(api.graph_capture_begin(stream_), "graph_capture_begin");
  dispatch_.set_capturing(true);
  std::string why;
  try {
    enqueue(lay, ids, types, mask, starts);
  } catch (const Error& e) {
    why = e.what();
  }
  dispatch_.set_capturing(false);
  cw_graph graph = nullptr;
  const int rc = api.graph_capture_end(stream_, &graph);
  if (why.empty() && rc != CW_OK) why = "graph_capture_end: " + std::string(api.last_error ? api.last_error() : "");
  if (why.empty() && scratch_before != scratch_generation_) why = "an activation buffer moved during the capture";
  if (!why.empty()) {
    if (graph) api.graph_destroy(graph);
    g.unusable = true;
    monitor_.count("graph_capture_failures");
    log::once(log::Level::Warn, "graph-capture:" + std::to_string(lay.B) + "x" + std::to_string(lay.S),
              "device graph capture failed for batch " + std::to_string(lay.B) + " x seq " + std::to_string(lay.S) +
                  " (" + why + "); this shape runs eagerly");
    return enqueue(lay, ids, types, mask, starts);
  }
  g.graph = graph;
  g.scratch_generation = scratch_generation_;
  g.dispatch_generation = dispatch_.generation();
  g.eager_steps = 1;
  monitor_.count("graph_captures");
  backend_->check(api.graph_launch(g.graph, stream_), "graph_launch");
}

BertForward::Layout BertForward::run(const Batch& batch, bool packed) {
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
  // Every buffer of the step is sized before any device work, so that a graph capture never
  // allocates (and a graph's addresses stay valid until a larger batch moves a buffer).
  scratch(kHidden, T * Hs * esize_);
  scratch(kQkv, T * 3 * Hs * esize_);
  scratch(kCtx, T * Hs * esize_);
  scratch(kTmp, T * Hs * esize_);
  scratch(kH1, T * Hs * esize_);
  scratch(kInter, T * static_cast<std::size_t>(I) * esize_);
  if (has_pooler_) scratch(kPooled, static_cast<std::size_t>(lay.B) * Hs * esize_);
  if (has_pooler_ && packed) scratch(kCls, static_cast<std::size_t>(lay.B) * Hs * esize_);
  // The step's integer inputs travel as one upload (ids, token types, mask, sequence starts, one
  // after another): each host-to-device copy costs ~20 us of fixed latency on the H200's link.
  std::vector<int64_t> starts;
  // A pinned attention variant (LoadOptions::force_variant) is one of kAttention's: honour it by
  // running the per-sequence path.
  if (packed && varlen_attention_available() && !dispatch_.forced("attention")) {
    starts = lay.start;
    starts.push_back(lay.T);
  }
  const bool with_mask = !packed && !batch.attention_mask.empty();
  const std::size_t n_ids = ids.size(), n_types = types.size(), n_mask = with_mask ? batch.attention_mask.size() : 0,
                    n_starts = starts.size();
  std::vector<int64_t> inputs;
  inputs.reserve(n_ids + n_types + n_mask + n_starts);
  inputs.insert(inputs.end(), ids.begin(), ids.end());
  inputs.insert(inputs.end(), types.begin(), types.end());
  if (with_mask) inputs.insert(inputs.end(), batch.attention_mask.begin(), batch.attention_mask.end());
  inputs.insert(inputs.end(), starts.begin(), starts.end());
  auto* d_inputs = static_cast<int64_t*>(scratch(kIds, inputs.size() * 8));
  void* d_ids = d_inputs;
  void* d_types = n_types ? d_inputs + n_ids : nullptr;
  void* d_mask = n_mask ? d_inputs + n_ids + n_types : nullptr;
  void* d_starts = n_starts ? d_inputs + n_ids + n_types + n_mask : nullptr;
  // Enqueued on the forward's stream from a page-locked buffer, without waiting: the graph (or the
  // first kernel) runs after it in stream order, and the buffer is not written again before this
  // step's final synchronization. Saves the separate copy-and-wait of a staged upload per step.
  void* staged_inputs = host_buffer(host_inputs_, inputs.size() * 8);
  std::memcpy(staged_inputs, inputs.data(), inputs.size() * 8);
  backend_->check(backend_->api().memcpy_async(stream_, d_inputs, staged_inputs, inputs.size() * 8, CW_H2D),
                  "uploading the step's input ids");

  run_device(lay, d_ids, d_types, d_mask, d_starts);
  backend_->check(backend_->api().stream_synchronize(stream_), "stream_synchronize after the forward pass");
  return lay;
}

void BertForward::forward(const Batch& batch, bool packed, InferOutputs& out) {
  const Layout lay = run(batch, packed);
  const int64_t H = config_.hidden_size;
  const auto T = static_cast<std::size_t>(lay.T), Hs = static_cast<std::size_t>(H);
  out.packed = packed;
  // The device's result comes back into one page-locked buffer kept across steps (a full-speed
  // DMA, no staging), then is converted to F32 on every core into `out`, whose storage the caller
  // may reuse: at BERT-large 128 x 384 a fresh 200 MB F32 vector and a fresh 100 MB staging buffer
  // per step cost more host time (page faults) than the whole forward on the H200.
  std::byte* raw =
      static_cast<std::byte*>(host_buffer(host_outputs_, T * Hs * esize_ + (has_pooler_ ? Hs * esize_ * lay.B : 0)));
  download(raw, scratch(kHidden, T * Hs * esize_), T * Hs * esize_);
  out.last_hidden_state.shape = {lay.B, lay.S, H};
  const std::size_t n = static_cast<std::size_t>(lay.B * lay.S) * Hs;
  if (!packed) {
    out.last_hidden_state.data.resize(n);
    to_float(raw, dtype_, out.last_hidden_state.data.data(), T * Hs);
  } else {
    out.last_hidden_state.data.assign(n, 0.0f);  // padding stays 0
    for (int64_t b = 0; b < lay.B; ++b)
      to_float(raw + static_cast<std::size_t>(lay.start[b]) * Hs * esize_, dtype_,
               out.last_hidden_state.data.data() + static_cast<std::size_t>(b * lay.S) * Hs,
               static_cast<std::size_t>(lay.length[b]) * Hs);
  }
  out.pooler_output = {};
  if (has_pooler_) {
    std::byte* p = raw + T * Hs * esize_;
    const std::size_t bytes = static_cast<std::size_t>(lay.B) * Hs * esize_;
    download(p, scratch(kPooled, bytes), bytes);
    out.pooler_output.shape = {lay.B, H};
    out.pooler_output.data.resize(static_cast<std::size_t>(lay.B) * Hs);
    to_float(p, dtype_, out.pooler_output.data.data(), out.pooler_output.data.size());
    apply_pooler_tanh(out.pooler_output.data);
  }
}

DeviceOutputs BertForward::forward_on_device(const Batch& batch, bool packed) {
  const Layout lay = run(batch, packed);
  DeviceOutputs out;
  out.last_hidden_state = scratch(kHidden, static_cast<std::size_t>(lay.T * config_.hidden_size) * esize_);
  out.dtype = compute_dtype_name(dtype_);
  out.rows = lay.T;
  out.hidden = config_.hidden_size;
  out.packed = packed;
  if (packed) {
    out.row_starts = lay.start;
    out.row_starts.push_back(lay.T);
  }
  return out;
}

void* BertForward::host_buffer(HostBuffer& b, std::size_t bytes) {
  if (b.bytes >= bytes) return b.ptr;
  release(b);
  const cw_backend_iface& api = backend_->api();
  if (api.malloc_host_pinned && api.free_host_pinned && api.malloc_host_pinned(bytes, &b.ptr) == CW_OK) {
    b.pinned = true;
  } else {
    // Pageable instead (copies from it are staged by the driver); a refused pin is counted.
    if (api.malloc_host_pinned) monitor_.count("host_buffer_pin_refused");
    b.ptr = std::malloc(bytes);
    if (!b.ptr) throw Error(ErrorKind::Runtime, "cannot allocate " + std::to_string(bytes) + " bytes of host memory");
    b.pinned = false;
  }
  b.bytes = bytes;
  return b.ptr;
}

void BertForward::release(HostBuffer& b) {
  if (!b.ptr) return;
  if (b.pinned)
    backend_->api().free_host_pinned(b.ptr);
  else
    std::free(b.ptr);
  b = HostBuffer{};
}

}  // namespace crosswarp::model
