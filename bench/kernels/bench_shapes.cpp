#include "bench_shapes.h"

#include "runtime/ops.h"

#include <cmath>

namespace crosswarp::bench {

std::vector<Model> bert_models() {
  return {{"bert-base", 768, 12, 3072, 30522}, {"bert-large", 1024, 16, 4096, 30522}};
}

namespace {

int add(BenchCase& c, int32_t dtype, int64_t n, int64_t limit = 0) {
  c.buffers.push_back({dtype, n, limit});
  return static_cast<int>(c.buffers.size()) - 1;
}

TensorRef dense(int b, std::vector<int64_t> shape) { return TensorRef{b, 0, std::move(shape), {}}; }

// A linear layer as HF stores it: y[tokens, out] = x[tokens, in] @ W[out, in]^T + bias.
BenchCase linear(const std::string& label, int64_t tokens, int64_t in, int64_t out, int64_t epilogue, int32_t dt) {
  BenchCase c;
  c.label = label;
  c.op = ops::kGemm;
  const double es = static_cast<double>(ops::dtype_size(dt));
  c.inputs = {dense(add(c, dt, tokens * in), {tokens, in}), dense(add(c, dt, out * in), {out, in}),
              dense(add(c, dt, out), {out})};
  c.outputs = {dense(add(c, dt, tokens * out), {tokens, out})};
  c.iparams[1] = 1;
  c.iparams[2] = epilogue;
  c.fparams[0] = 1.0;
  c.flops = 2.0 * tokens * in * out;
  c.bytes = es * (tokens * in + out * in + tokens * out);
  return c;
}

}  // namespace

std::vector<BenchCase> bench_cases(const Model& m, int64_t B, int64_t S, int32_t dt) {
  const int64_t T = B * S, H = m.hidden, heads = m.heads, dh = H / heads;
  const double es = static_cast<double>(ops::dtype_size(dt));
  const std::string p = m.name + " ";
  std::vector<BenchCase> out;
  {
    BenchCase c;
    c.label = p + "embeddings+LN";
    c.op = ops::kEmbeddingLayerNorm;
    c.inputs = {dense(add(c, CW_I64, T, m.vocab), {B, S}), dense(add(c, CW_I64, T, 2), {B, S}),
                dense(add(c, dt, m.vocab * H), {m.vocab, H}), dense(add(c, dt, 512 * H), {512, H}),
                dense(add(c, dt, 2 * H), {2, H}), dense(add(c, dt, H), {H}), dense(add(c, dt, H), {H})};
    c.outputs = {dense(add(c, dt, T * H), {B, S, H})};
    c.fparams[0] = 1e-12;
    c.bytes = es * 4.0 * T * H + 16.0 * T;
    out.push_back(c);
  }
  out.push_back(linear(p + "qkv-proj", T, H, 3 * H, ops::kEpilogueBias, dt));
  {  // unfused attention, step 1: scores = Q K^T / sqrt(dh) on packed-QKV views
    BenchCase c;
    c.label = p + "attn QK^T (gemm)";
    c.op = ops::kGemm;
    const int qkv = add(c, dt, T * 3 * H);
    c.inputs = {TensorRef{qkv, 0, {B, heads, S, dh}, {S * 3 * H, dh, 3 * H, 1}},
                TensorRef{qkv, H, {B, heads, S, dh}, {S * 3 * H, dh, 3 * H, 1}}};
    c.outputs = {dense(add(c, dt, B * heads * S * S), {B, heads, S, S})};
    c.iparams[1] = 1;
    c.fparams[0] = 1.0 / std::sqrt(static_cast<double>(dh));
    c.flops = 2.0 * B * heads * S * S * dh;
    c.bytes = es * (2.0 * T * H + B * heads * S * S);
    out.push_back(c);
  }
  {
    BenchCase c;
    c.label = p + "attn softmax+mask";
    c.op = ops::kSoftmax;
    const int64_t n = B * heads * S * S;
    c.inputs = {dense(add(c, dt, n), {B, heads, S, S}), dense(add(c, CW_I64, B * S), {B, S})};
    c.outputs = {dense(add(c, dt, n), {B, heads, S, S})};
    c.fparams[0] = 1.0;
    c.bytes = es * 2.0 * n;
    out.push_back(c);
  }
  {
    BenchCase c;
    c.label = p + "attn PV (gemm)";
    c.op = ops::kGemm;
    const int probs = add(c, dt, B * heads * S * S), qkv = add(c, dt, T * 3 * H), ctx = add(c, dt, T * H);
    c.inputs = {dense(probs, {B, heads, S, S}), TensorRef{qkv, 2 * H, {B, heads, S, dh}, {S * 3 * H, dh, 3 * H, 1}}};
    c.outputs = {TensorRef{ctx, 0, {B, heads, S, dh}, {S * H, dh, H, 1}}};
    c.fparams[0] = 1.0;
    c.flops = 2.0 * B * heads * S * S * dh;
    c.bytes = es * (B * heads * S * S + 2.0 * T * H);
    out.push_back(c);
  }
  {
    BenchCase c;
    c.label = p + "attention fused";
    c.op = ops::kAttention;
    c.inputs = {dense(add(c, dt, T * 3 * H), {B, S, 3 * H}), dense(add(c, CW_I64, B * S), {B, S})};
    c.outputs = {dense(add(c, dt, T * H), {B, S, H})};
    c.iparams[0] = heads;
    c.fparams[0] = 1.0 / std::sqrt(static_cast<double>(dh));
    c.flops = 4.0 * B * heads * S * S * dh;
    c.bytes = es * 4.0 * T * H;
    out.push_back(c);
  }
  out.push_back(linear(p + "attn-out proj", T, H, H, ops::kEpilogueBias, dt));
  {
    BenchCase c;
    c.label = p + "LN(x+res+bias)";
    c.op = ops::kLayerNorm;
    c.inputs = {dense(add(c, dt, T * H), {T, H}), dense(add(c, dt, T * H), {T, H}), dense(add(c, dt, H), {H}),
                dense(add(c, dt, H), {H}), dense(add(c, dt, H), {H})};
    c.outputs = {dense(add(c, dt, T * H), {T, H})};
    c.fparams[0] = 1e-12;
    c.bytes = es * 3.0 * T * H;
    out.push_back(c);
  }
  out.push_back(linear(p + "ffn-up+gelu", T, H, m.ffn, ops::kEpilogueBiasGeluErf, dt));
  out.push_back(linear(p + "ffn-up (no epilogue)", T, H, m.ffn, ops::kEpilogueNone, dt));
  {
    BenchCase c;
    c.label = p + "bias+gelu(erf)";
    c.op = ops::kBiasGelu;
    c.inputs = {dense(add(c, dt, T * m.ffn), {T, m.ffn}), dense(add(c, dt, m.ffn), {m.ffn})};
    c.outputs = {dense(add(c, dt, T * m.ffn), {T, m.ffn})};
    c.iparams[0] = ops::kActGeluErf;
    c.bytes = es * 2.0 * T * m.ffn;
    out.push_back(c);
    // The same pass with no activation: how much of bias+gelu's time is the erf's arithmetic.
    c.label = p + "bias add (no act)";
    c.iparams[0] = ops::kActIdentity;
    out.push_back(c);
  }
  out.push_back(linear(p + "ffn-down", T, m.ffn, H, ops::kEpilogueBias, dt));
  return out;
}

}  // namespace crosswarp::bench
