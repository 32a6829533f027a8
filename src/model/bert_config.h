// BertConfig: a Hugging Face BERT config.json, read with HF's defaults for absent keys and
// validated so that the forward pass can trust it. Every problem is a one-line Input error naming
// the file and the key ("config.json: hidden_size 100 is not a multiple of num_attention_heads 12").
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>

namespace crosswarp::model {

// The GELU forms HF BERT uses: erf ("gelu"), tanh approximation ("gelu_new", "gelu_pytorch_tanh",
// "gelu_fast"), and relu.
enum class Activation { GeluErf, GeluTanh, Relu };

// What sits on top of the encoder. Other Bert* heads (MaskedLM, PreTraining, ...) load as Encoder:
// their encoder weights are used and the head's are ignored.
enum class BertTask { Encoder, SequenceClassification };

struct BertConfig {
  std::int64_t vocab_size = 30522;
  std::int64_t hidden_size = 768;
  std::int64_t num_hidden_layers = 12;
  std::int64_t num_attention_heads = 12;
  std::int64_t intermediate_size = 3072;
  std::int64_t max_position_embeddings = 512;
  std::int64_t type_vocab_size = 2;
  double layer_norm_eps = 1e-12;
  Activation hidden_act = Activation::GeluErf;
  std::string hidden_act_name = "gelu";  // as written in the file
  std::int64_t pad_token_id = 0;         // -1 when the file says null
  std::string architecture = "BertModel";
  BertTask task = BertTask::Encoder;
  std::int64_t num_labels = 0;  // > 0 only for SequenceClassification
  std::string torch_dtype;      // "float32", "float16", "bfloat16" or "" (from "torch_dtype" or "dtype")

  std::int64_t head_dim() const { return hidden_size / num_attention_heads; }
};

// `file` names the source in error messages.
BertConfig parse_bert_config(const nlohmann::json& j, const std::string& file);
BertConfig parse_bert_config_text(std::string_view text,
                                  const std::string& file);  // strict JSON, then as above
BertConfig load_bert_config(const std::string& path);        // reads the file

// The config as HF writes it (used by init-model); parse_bert_config(to_json(c)) == c.
nlohmann::json bert_config_to_json(const BertConfig& c);

std::string_view activation_name(Activation a);  // "gelu", "gelu_new", "relu"

}  // namespace crosswarp::model
