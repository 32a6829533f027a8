// BertCheckpoint: a Hugging Face BERT directory as it comes, loaded for the forward pass.
//
//   DIR/config.json                         -> BertConfig (bert_config.h)
//   DIR/model.safetensors                   (preferred when present), or
//   DIR/model.safetensors.index.json        {"weight_map": {tensor: shard file}} + the shards
//
// Tensor names are canonicalized: a leading "bert." is dropped (BertForSequenceClassification and
// the pre-training heads carry it) and the old LayerNorm spellings "gamma"/"beta" become
// "weight"/"bias". Canonical names are those of HF's BertModel state dict, e.g.
//   embeddings.word_embeddings.weight                     [vocab, hidden]
//   encoder.layer.3.attention.self.query.weight           [hidden, hidden]  (PyTorch Linear: [out, in])
//   encoder.layer.3.intermediate.dense.weight             [intermediate, hidden]
//   pooler.dense.weight (optional), classifier.weight     [num_labels, hidden] (sequence classification)
// Every expected tensor must exist with the shape the config implies and dtype F32, F16 or BF16;
// otherwise a one-line Input error names the tensor and the file. Tensors the encoder does not use
// (MLM heads, position_ids buffers) are listed in `ignored` and otherwise left alone.
#pragma once

#include "model/bert_config.h"
#include "model/safetensors.h"
#include "model/tensor_view.h"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::model {

struct ExpectedTensor {
  std::string name;  // canonical
  std::vector<std::uint64_t> shape;
};

// The tensors a BERT with this config needs, in a fixed order (embeddings, layers, pooler, classifier).
std::vector<ExpectedTensor> expected_bert_tensors(const BertConfig& config, bool with_pooler);

// "bert.embeddings.LayerNorm.gamma" -> "embeddings.LayerNorm.weight"; other names pass through.
std::string canonical_tensor_name(std::string_view name);

struct BertCheckpoint {
  std::string dir;
  BertConfig config;
  bool has_pooler = false;
  std::map<std::string, TensorView> tensors;  // canonical name -> view (name field = name in the file)
  std::map<std::string, std::string> source;  // canonical name -> file it came from
  std::vector<std::string> ignored;           // names in the files that the model does not use
  std::vector<std::shared_ptr<const SafetensorsFile>> files;  // keep the mappings alive

  // Input error naming the tensor when absent.
  const TensorView& at(const std::string& canonical) const;
  // Tensor of encoder layer `layer`: layer_tensor(2, "attention.self.query.weight").
  const TensorView& layer_tensor(std::int64_t layer, std::string_view suffix) const;
};

// Loads and validates DIR. Input errors name the file and the problem.
BertCheckpoint load_bert_checkpoint(const std::string& dir);

}  // namespace crosswarp::model
