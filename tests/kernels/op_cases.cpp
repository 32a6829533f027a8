// The shapes each op is tested with. Keep them small enough for crosswarp-simt (every GPU thread is
// a fiber on the CPU) but nasty: sizes that are not multiples of 32 or 64, batch 1, a row longer
// than one block's pass, fully padded rows and a batch whose mask is all zeros.
#include "op_case.h"

#include "runtime/ops.h"

#include <algorithm>
#include <cmath>

namespace crosswarp::test {
namespace {

using Rng = std::mt19937_64;

int add_float(OpCase& c, int64_t n, Rng& rng, double lo = -1, double hi = 1, bool output = false) {
  Buffer b;
  b.f.resize(n);
  std::uniform_real_distribution<double> d(lo, hi);
  for (double& v : b.f) v = d(rng);
  b.is_output = output;
  c.buffers.push_back(std::move(b));
  return static_cast<int>(c.buffers.size()) - 1;
}

int add_ints(OpCase& c, int64_t n, int64_t lo, int64_t hi, int32_t dtype, Rng& rng) {
  Buffer b;
  b.is_float = false;
  b.index_dtype = dtype;
  b.ints.resize(n);
  std::uniform_int_distribution<int64_t> d(lo, hi);
  for (int64_t& v : b.ints) v = d(rng);
  c.buffers.push_back(std::move(b));
  return static_cast<int>(c.buffers.size()) - 1;
}

// A key-padding mask [B, S]: batch b keeps a random prefix; `all_padded_batch` (if >= 0) masks
// every key of that batch.
int add_mask(OpCase& c, int64_t B, int64_t S, int32_t dtype, int64_t all_padded_batch, Rng& rng) {
  const int id = add_ints(c, B * S, 1, 1, dtype, rng);
  std::uniform_int_distribution<int64_t> len(1, S);
  for (int64_t b = 0; b < B; ++b) {
    const int64_t keep = b == all_padded_batch ? 0 : len(rng);
    for (int64_t s = keep; s < S; ++s) c.buffers[id].ints[b * S + s] = 0;
  }
  return id;
}

View dense(int buffer, std::vector<int64_t> shape) { return View{buffer, 0, std::move(shape), {}}; }

std::vector<OpCase> gemm_cases(Rng& rng) {
  std::vector<OpCase> out;
  struct Mnk {
    int64_t m, n, k;
  };
  const Mnk sizes[] = {{1, 1, 1}, {7, 13, 5}, {33, 65, 17}, {67, 31, 129}, {1, 70, 33}, {64, 64, 64}};
  int i = 0;
  for (const Mnk& s : sizes) {
    for (int t = 0; t < 4; ++t, ++i) {
      OpCase c;
      c.op = ops::kGemm;
      const bool ta = t & 1, tb = t & 2;
      const int64_t epi = i % 5;
      const bool beta = i % 3 == 1;
      c.name = "gemm " + std::to_string(s.m) + "x" + std::to_string(s.n) + "x" + std::to_string(s.k) +
               (ta ? " tA" : "") + (tb ? " tB" : "") + " epi" + std::to_string(epi) + (beta ? " beta" : "");
      const int a = add_float(c, s.m * s.k, rng), b = add_float(c, s.k * s.n, rng);
      c.inputs = {dense(a, ta ? std::vector<int64_t>{s.k, s.m} : std::vector<int64_t>{s.m, s.k}),
                  dense(b, tb ? std::vector<int64_t>{s.n, s.k} : std::vector<int64_t>{s.k, s.n})};
      if (epi) c.inputs.push_back(dense(add_float(c, s.n, rng), {s.n}));
      c.outputs = {dense(add_float(c, s.m * s.n, rng, -1, 1, true), {s.m, s.n})};
      c.iparams[0] = ta, c.iparams[1] = tb, c.iparams[2] = epi;
      c.fparams[0] = i % 2 ? 0.5 : 1.0;
      c.fparams[1] = beta ? 0.75 : 0.0;
      c.reads_output = beta;
      out.push_back(std::move(c));
    }
  }
  {  // batched, weight broadcast over the batch, padded row strides
    OpCase c;
    c.op = ops::kGemm;
    c.name = "gemm batched [3,9,11]x[1,6,11] broadcast B, padded lda/ldc, bias+erf GELU";
    const int a = add_float(c, 3 * 9 * 8, rng), b = add_float(c, 6 * 11, rng), bias = add_float(c, 11, rng);
    c.inputs = {View{a, 0, {3, 9, 6}, {72, 8, 1}}, dense(b, {1, 6, 11}), dense(bias, {11})};
    c.outputs = {View{add_float(c, 3 * 9 * 13, rng, -1, 1, true), 1, {3, 9, 11}, {117, 13, 1}}};
    c.fparams[0] = 1.0;
    c.iparams[2] = ops::kEpilogueBiasGeluErf;
    out.push_back(std::move(c));
  }
  // The unfused attention path on a packed QKV buffer: scores = Q K^T and context = P V.
  const int64_t B = 2, H = 3, S = 19, dh = 8, Hd = H * dh;
  {
    OpCase c;
    c.op = ops::kGemm;
    c.name = "gemm attention QK^T on packed qkv views [2,3,19,8]";
    const int qkv = add_float(c, B * S * 3 * Hd, rng);
    c.inputs = {View{qkv, 0, {B, H, S, dh}, {S * 3 * Hd, dh, 3 * Hd, 1}},
                View{qkv, Hd, {B, H, S, dh}, {S * 3 * Hd, dh, 3 * Hd, 1}}};
    c.outputs = {dense(add_float(c, B * H * S * S, rng, -1, 1, true), {B, H, S, S})};
    c.iparams[1] = 1;
    c.fparams[0] = 1.0 / std::sqrt(double(dh));
    out.push_back(std::move(c));
  }
  {
    OpCase c;
    c.op = ops::kGemm;
    c.name = "gemm attention PV into merged-heads view [2,19,24]";
    const int p = add_float(c, B * H * S * S, rng, 0, 0.1), qkv = add_float(c, B * S * 3 * Hd, rng);
    c.inputs = {dense(p, {B, H, S, S}), View{qkv, 2 * Hd, {B, H, S, dh}, {S * 3 * Hd, dh, 3 * Hd, 1}}};
    c.outputs = {View{add_float(c, B * S * Hd, rng, -1, 1, true), 0, {B, H, S, dh}, {S * Hd, dh, Hd, 1}}};
    c.fparams[0] = 1.0;
    out.push_back(std::move(c));
  }
  return out;
}

std::vector<OpCase> embedding_cases(Rng& rng) {
  struct E {
    int64_t b, s, h, v, p, t;
    int32_t idx;
    bool tt;
    int64_t offset;
  };
  const E es[] = {{1, 1, 8, 5, 4, 1, CW_I32, false, 0},
                  {2, 7, 33, 50, 16, 2, CW_I64, true, 2},
                  {3, 5, 130, 40, 8, 2, CW_I32, true, 0},
                  {1, 3, 1031, 20, 3, 2, CW_I64, true, 0}};
  std::vector<OpCase> out;
  for (const E& e : es) {
    OpCase c;
    c.op = ops::kEmbeddingLayerNorm;
    c.name = "embedding_layernorm B" + std::to_string(e.b) + " S" + std::to_string(e.s) + " H" + std::to_string(e.h) +
             (e.idx == CW_I64 ? " i64" : " i32") + (e.tt ? " token_types" : "") + " offset" + std::to_string(e.offset);
    const int ids = add_ints(c, e.b * e.s, 0, e.v - 1, e.idx, rng);
    const int tt = e.tt ? add_ints(c, e.b * e.s, 0, e.t - 1, e.idx, rng) : -1;
    c.inputs = {dense(ids, {e.b, e.s}), tt >= 0 ? dense(tt, {e.b, e.s}) : View{},
                dense(add_float(c, e.v * e.h, rng), {e.v, e.h}), dense(add_float(c, e.p * e.h, rng), {e.p, e.h}),
                dense(add_float(c, e.t * e.h, rng), {e.t, e.h}), dense(add_float(c, e.h, rng, 0.5, 1.5), {e.h}),
                dense(add_float(c, e.h, rng), {e.h})};
    c.outputs = {dense(add_float(c, e.b * e.s * e.h, rng, -1, 1, true), {e.b, e.s, e.h})};
    c.fparams[0] = 1e-12;
    c.iparams[0] = e.offset;
    out.push_back(std::move(c));
  }
  return out;
}

std::vector<OpCase> layernorm_cases(Rng& rng) {
  struct L {
    std::vector<int64_t> shape;
    bool res, bias;
  };
  const L ls[] = {{{1, 1}, false, false}, {{3, 31}, true, true},  {{5, 65}, true, false},
                  {{4, 768}, false, true}, {{2, 1500}, true, true}, {{2, 3, 45}, true, true},
                  // whole 16-byte packs: BERT-large's H, and one that only a 64-lane warp holds
                  {{3, 1024}, true, true}, {{2, 2048}, true, false},
                  // 4,096 rows and more: layernorm.vec_*'s long-batch path (bias, gamma and beta
                  // staged in shared memory once per block, each warp a run of rows)
                  {{4100, 96}, true, true}, {{2, 2050, 72}, false, false}};
  std::vector<OpCase> out;
  for (const L& l : ls) {
    OpCase c;
    c.op = ops::kLayerNorm;
    int64_t n = 1;
    for (int64_t d : l.shape) n *= d;
    const int64_t H = l.shape.back();
    c.name = "layernorm rows " + std::to_string(n / H) + " H" + std::to_string(H) + (l.res ? " residual" : "") +
             (l.bias ? " bias" : "");
    c.inputs = {dense(add_float(c, n, rng, -2, 3), l.shape), l.res ? dense(add_float(c, n, rng), l.shape) : View{},
                l.bias ? dense(add_float(c, H, rng), {H}) : View{}, dense(add_float(c, H, rng, 0.5, 1.5), {H}),
                dense(add_float(c, H, rng), {H})};
    c.outputs = {dense(add_float(c, n, rng, -1, 1, true), l.shape)};
    c.fparams[0] = 1e-5;
    out.push_back(std::move(c));
  }
  {  // in place: y aliases the residual (the contract allows y == x or y == residual)
    OpCase c;
    c.op = ops::kLayerNorm;
    c.name = "layernorm in place on the residual, rows 3 H 100";
    const int x = add_float(c, 300, rng, -2, 3), res = add_float(c, 300, rng, -1, 1, true);
    c.inputs = {dense(x, {3, 100}), dense(res, {3, 100}), View{}, dense(add_float(c, 100, rng, 0.5, 1.5), {100}),
                dense(add_float(c, 100, rng), {100})};
    c.outputs = {dense(res, {3, 100})};
    c.fparams[0] = 1e-5;
    out.push_back(std::move(c));
  }
  return out;
}

std::vector<OpCase> bias_gelu_cases(Rng& rng) {
  // {3, 96} and {2, 2, 40}: rows of whole 16-byte packs (bias_gelu.pack16's vector path).
  const std::vector<int64_t> shapes[] = {{1, 1}, {3, 67}, {5, 129}, {2, 1031}, {2, 2, 33}, {3, 96}, {2, 2, 40}};
  std::vector<OpCase> out;
  int i = 0;
  for (const auto& shape : shapes) {
    for (int64_t act = ops::kActGeluErf; act <= ops::kActIdentity; ++act, ++i) {
      OpCase c;
      c.op = ops::kBiasGelu;
      int64_t n = 1;
      for (int64_t d : shape) n *= d;
      const bool bias = i % 4 != 3;
      c.name = "bias_gelu n" + std::to_string(n) + " N" + std::to_string(shape.back()) + " act" + std::to_string(act) +
               (bias ? " bias" : "");
      c.inputs = {dense(add_float(c, n, rng, -4, 4), shape)};
      if (bias) c.inputs.push_back(dense(add_float(c, shape.back(), rng), {shape.back()}));
      c.outputs = {dense(add_float(c, n, rng, -1, 1, true), shape)};
      c.iparams[0] = act;
      out.push_back(std::move(c));
    }
  }
  {  // more packs than bias_gelu.pack16's grid has threads on a simt of up to 4 workers (64 blocks
     // of 256 per SM): threads step through several packs, their bias pack tracked by adding the
     // stride's remainder; rows of 513 bf16 / 1,026 fp32 packs, which no stride divides
    OpCase c;
    c.op = ops::kBiasGelu;
    c.name = "bias_gelu n533520 N4104 act0 bias, grid-stride";
    c.inputs = {dense(add_float(c, 130 * 4104, rng, -4, 4), {130, 4104}), dense(add_float(c, 4104, rng), {4104})};
    c.outputs = {dense(add_float(c, 130 * 4104, rng, -1, 1, true), {130, 4104})};
    c.iparams[0] = ops::kActGeluErf;
    out.push_back(std::move(c));
  }
  {  // in place
    OpCase c;
    c.op = ops::kBiasGelu;
    c.name = "bias_gelu in place 7x45";
    const int x = add_float(c, 7 * 45, rng, -4, 4, true);
    c.inputs = {dense(x, {7, 45}), dense(add_float(c, 45, rng), {45})};
    c.outputs = {dense(x, {7, 45})};
    out.push_back(std::move(c));
  }
  return out;
}

std::vector<OpCase> softmax_cases(Rng& rng) {
  struct S {
    int64_t b, h, sq, sk;
    int mask;  // 0 none, 1 i32, 2 i64 with a fully padded batch
    double scale;
  };
  const S ss[] = {{1, 1, 1, 1, 0, 1.0},    {2, 3, 5, 7, 1, 0.125},  {2, 2, 3, 33, 2, 1.0},
                  {1, 2, 2, 65, 1, 0.5},   {1, 1, 2, 1500, 1, 1.0}, {2, 1, 3, 64, 2, 0.125},
                  {3, 1, 1, 129, 0, 2.0},
                  // 4,098 rows: more than the streaming softmax.vec_*'s grid has warps, so each warp
                  // takes a run of rows and its cached mask bits cross a batch boundary inside it
                  {3, 2, 683, 16, 2, 0.25},
                  // rows that softmax.vec_* lays out on part of a warp (pick_row_lanes): 384 keys are
                  // 48 bf16 packs, three on each of 16 lanes, two rows per 32-lane pass (42 rows: the
                  // last pass has a segment with no row); 128 keys are 16 bf16 packs on 16 lanes; 24 keys
                  // are three bf16 / six fp32 packs on 8 lanes, four rows per 32-lane pass
                  {2, 3, 7, 384, 1, 0.125}, {2, 2, 9, 128, 2, 0.25}, {1, 3, 5, 24, 1, 1.0},
                  // 17,600 rows of 16 keys (4 rows per 32-lane pass): more passes than a warp takes
                  // (kMaxPassesPerWarp) on a simt of up to 4 workers, so the grid spans several waves
                  {4, 4, 1100, 16, 2, 0.5}};
  std::vector<OpCase> out;
  for (const S& s : ss) {
    OpCase c;
    c.op = ops::kSoftmax;
    c.name = "softmax [" + std::to_string(s.b) + "," + std::to_string(s.h) + "," + std::to_string(s.sq) + "," +
             std::to_string(s.sk) + "]" + (s.mask == 1 ? " mask i32" : s.mask == 2 ? " mask i64, batch 0 all padded" : "");
    const int64_t n = s.b * s.h * s.sq * s.sk;
    c.inputs = {dense(add_float(c, n, rng, -8, 8), {s.b, s.h, s.sq, s.sk})};
    if (s.mask) c.inputs.push_back(dense(add_mask(c, s.b, s.sk, s.mask == 2 ? CW_I64 : CW_I32, s.mask == 2 ? 0 : -1, rng), {s.b, s.sk}));
    c.outputs = {dense(add_float(c, n, rng, -1, 1, true), {s.b, s.h, s.sq, s.sk})};
    c.fparams[0] = s.scale;
    out.push_back(std::move(c));
  }
  {  // in place, a long row with a mask
    OpCase c;
    c.op = ops::kSoftmax;
    c.name = "softmax in place [2,1,2,1100] mask i32";
    const int x = add_float(c, 2 * 2 * 1100, rng, -8, 8, true);
    c.inputs = {dense(x, {2, 1, 2, 1100}), dense(add_mask(c, 2, 1100, CW_I32, -1, rng), {2, 1100})};
    c.outputs = {dense(x, {2, 1, 2, 1100})};
    c.fparams[0] = 1.0;
    out.push_back(std::move(c));
  }
  return out;
}

std::vector<OpCase> attention_cases(Rng& rng) {
  struct A {
    int64_t b, s, heads, dh;
    int mask;
  };
  const A as[] = {{1, 1, 1, 8, 0}, {2, 7, 2, 16, 1}, {2, 19, 3, 64, 2}, {1, 33, 2, 24, 1}, {3, 65, 1, 32, 2}, {1, 9, 1, 128, 0},
                  {2, 70, 2, 64, 1}, {1, 67, 1, 80, 2}};  // > one 64-key tile; dh 80 pads to 128
  std::vector<OpCase> out;
  for (const A& a : as) {
    OpCase c;
    c.op = ops::kAttention;
    const int64_t Hd = a.heads * a.dh;
    c.name = "attention B" + std::to_string(a.b) + " S" + std::to_string(a.s) + " heads" + std::to_string(a.heads) +
             " dh" + std::to_string(a.dh) + (a.mask == 1 ? " mask i32" : a.mask == 2 ? " mask i64, batch 1 all padded" : "");
    c.inputs = {dense(add_float(c, a.b * a.s * 3 * Hd, rng, -2, 2), {a.b, a.s, 3 * Hd})};
    if (a.mask) c.inputs.push_back(dense(add_mask(c, a.b, a.s, a.mask == 2 ? CW_I64 : CW_I32, a.mask == 2 ? 1 : -1, rng), {a.b, a.s}));
    c.outputs = {dense(add_float(c, a.b * a.s * Hd, rng, -1, 1, true), {a.b, a.s, Hd})};
    c.iparams[0] = a.heads;
    c.fparams[0] = 1.0 / std::sqrt(double(a.dh));
    out.push_back(std::move(c));
  }
  return out;
}

// Packed batches: lengths include 0 (an empty sequence), 1, lengths across 16/64-row tiles and one
// longer than max_len's tile multiple; dh 24 and 80 are not multiples of 16 (80 pads to 128).
std::vector<OpCase> attention_varlen_cases(Rng& rng) {
  struct A {
    std::vector<int64_t> lengths;
    int64_t heads, dh;
  };
  const A as[] = {{{1}, 1, 8}, {{5, 0, 17}, 2, 16}, {{64, 1, 70, 33}, 2, 64}, {{129, 3}, 1, 24}, {{9, 65}, 1, 80},
                  {{40, 40, 7}, 3, 128}};
  std::vector<OpCase> out;
  for (const A& a : as) {
    OpCase c;
    c.op = ops::kAttentionVarlen;
    const int64_t Hd = a.heads * a.dh, B = static_cast<int64_t>(a.lengths.size());
    int64_t T = 0, max_len = 0;
    std::string lens;
    for (int64_t l : a.lengths) {
      T += l;
      max_len = std::max(max_len, l);
      if (!lens.empty()) lens += ',';
      lens += std::to_string(l);
    }
    c.name = "attention_varlen lengths " + lens + " heads" + std::to_string(a.heads) + " dh" + std::to_string(a.dh);
    const int starts = add_ints(c, B + 1, 0, 0, CW_I64, rng);
    int64_t acc = 0;
    for (int64_t b = 0; b <= B; ++b) {
      c.buffers[starts].ints[b] = acc;
      if (b < B) acc += a.lengths[b];
    }
    c.inputs = {dense(add_float(c, T * 3 * Hd, rng, -2, 2), {T, 3 * Hd}), dense(starts, {B + 1})};
    c.outputs = {dense(add_float(c, T * Hd, rng, -1, 1, true), {T, Hd})};
    c.iparams[0] = a.heads;
    c.iparams[1] = max_len;
    c.fparams[0] = 1.0 / std::sqrt(double(a.dh));
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace

std::vector<OpCase> make_cases(uint32_t op, Rng& rng) {
  switch (op) {
    case ops::kGemm: return gemm_cases(rng);
    case ops::kEmbeddingLayerNorm: return embedding_cases(rng);
    case ops::kLayerNorm: return layernorm_cases(rng);
    case ops::kBiasGelu: return bias_gelu_cases(rng);
    case ops::kSoftmax: return softmax_cases(rng);
    case ops::kAttention: return attention_cases(rng);
    case ops::kAttentionVarlen: return attention_varlen_cases(rng);
    default: return {};
  }
}

Tolerance tolerance_for(uint32_t op, int32_t dtype) {
  // fp32: accumulation-order differences only. f16/bf16: one rounding of the output (2^-11 and
  // 2^-8 relative) plus fp32 accumulation; attention and layernorm outputs reach |4|.
  const bool heavy = op == ops::kGemm || op == ops::kAttention || op == ops::kAttentionVarlen;
  switch (dtype) {
    case CW_F32: return heavy ? Tolerance{2e-5, 1e-4} : Tolerance{1e-5, 1e-4};
    case CW_F16: return Tolerance{2e-3, 2e-3};
    default: return Tolerance{1e-2, 1e-2};
  }
}

}  // namespace crosswarp::test
