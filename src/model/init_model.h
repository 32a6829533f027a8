// init-model: writes a BERT checkpoint in Hugging Face layout with seeded random weights, because
// no trained weights can be downloaded here. DIR gets config.json, model.safetensors (F32),
// vocab.txt (vocab_gen.h) and tokenizer_config.json; it loads with load_bert_checkpoint and
// load_tokenizer, and is meant to load with transformers' BertModel.from_pretrained (checked by
// tests/model/hf_check_init_model.py where transformers is installed).
//
// Weights: every matrix and embedding ~ Normal(0, 0.02) as HF's init does (the [PAD] row of the
// word embeddings is zero, as nn.Embedding(padding_idx) makes it); biases ~ Normal(0, 0.01),
// LayerNorm weight 1 + Normal(0, 0.01), LayerNorm bias Normal(0, 0.01) — perturbed from HF's
// zeros and ones so that a forward pass that mishandles them shows it.
// Deterministic: each element is a function of (seed, tensor name, index) only (a counter-based
// splitmix64 stream + Box–Muller), so the same seed gives the same bytes whatever the chunking or
// thread count.
#pragma once

#include "model/bert_config.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::model {

// "tiny" (hidden 128, 2 layers, 2 heads, intermediate 512, 512 positions, vocab 8192),
// "bert-base" (768/12/12/3072, vocab 30522) and "bert-large" (1024/24/16/4096, vocab 30522).
// Unknown names -> Usage error listing the choices.
BertConfig preset_config(std::string_view name);
std::vector<std::string> preset_names();

struct InitModelOptions {
  std::uint64_t seed = 0;
  bool force = false;  // replace DIR when it exists and is not empty
  // Called now and then with bytes of weights written so far and the total.
  std::function<void(std::uint64_t done, std::uint64_t total)> progress;
};

// Writes the checkpoint into a temporary directory next to DIR, then renames it to DIR. DIR must
// not exist or be empty (unless force). Input error naming DIR otherwise.
void init_model(const std::string& dir, const BertConfig& config, const InitModelOptions& options = {});

// The value of element `index` of tensor `name` for `seed` (what init_model writes), for tests.
float init_weight_value(std::uint64_t seed, std::string_view name, std::uint64_t index);

}  // namespace crosswarp::model
