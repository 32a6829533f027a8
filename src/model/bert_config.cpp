#include "model/bert_config.h"

#include "model/strict_json.h"

#include <crosswarp/error.h>

#include <cmath>
#include <limits>

namespace crosswarp::model {
namespace {

// Sizes beyond 2^31 cannot be real BERT configs, and keeping them small keeps every product of two
// of them inside 64 bits.
constexpr std::int64_t kMaxSize = std::numeric_limits<std::int32_t>::max();

std::int64_t get_int(const nlohmann::json& j, const char* key, std::int64_t fallback, std::int64_t min,
                     const std::string& file) {
  if (!j.contains(key)) return fallback;
  const auto& v = j[key];
  if (!v.is_number_integer())
    throw input_error(file, std::string(key) + " is " +
                                (v.is_number() ? "not an integer"
                                               : std::string("a ") + v.type_name() + ", not an integer"));
  std::int64_t x = v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(kMaxSize)
                       ? kMaxSize + 1
                       : v.get<std::int64_t>();
  if (x < min || x > kMaxSize)
    throw input_error(file, std::string(key) + " " + v.dump() + " is out of range (must be " +
                                std::to_string(min) + " to " + std::to_string(kMaxSize) + ")");
  return x;
}

Activation parse_activation(const std::string& name, const std::string& file) {
  if (name == "gelu" || name == "gelu_python") return Activation::GeluErf;
  if (name == "gelu_new" || name == "gelu_pytorch_tanh" || name == "gelu_fast") return Activation::GeluTanh;
  if (name == "relu") return Activation::Relu;
  throw input_error(file, "hidden_act \"" + name +
                              "\" is not supported (gelu, gelu_new, gelu_pytorch_tanh, gelu_fast or relu)");
}

}  // namespace

std::string_view activation_name(Activation a) {
  switch (a) {
    case Activation::GeluErf:
      return "gelu";
    case Activation::GeluTanh:
      return "gelu_new";
    case Activation::Relu:
      return "relu";
  }
  return "gelu";
}

BertConfig parse_bert_config(const nlohmann::json& j, const std::string& file) {
  if (!j.is_object()) throw input_error(file, "not a JSON object");
  BertConfig c;
  if (j.contains("model_type")) {
    if (!j["model_type"].is_string() || j["model_type"].get<std::string>() != "bert")
      throw input_error(file, "model_type " + j["model_type"].dump() + " is not \"bert\"");
  }
  if (j.contains("position_embedding_type") && j["position_embedding_type"] != "absolute")
    throw input_error(file, "position_embedding_type " + j["position_embedding_type"].dump() +
                                " is not supported (only \"absolute\")");
  c.vocab_size = get_int(j, "vocab_size", c.vocab_size, 1, file);
  c.hidden_size = get_int(j, "hidden_size", c.hidden_size, 1, file);
  c.num_hidden_layers = get_int(j, "num_hidden_layers", c.num_hidden_layers, 1, file);
  c.num_attention_heads = get_int(j, "num_attention_heads", c.num_attention_heads, 1, file);
  c.intermediate_size = get_int(j, "intermediate_size", c.intermediate_size, 1, file);
  c.max_position_embeddings = get_int(j, "max_position_embeddings", c.max_position_embeddings, 1, file);
  c.type_vocab_size = get_int(j, "type_vocab_size", c.type_vocab_size, 1, file);
  if (c.hidden_size % c.num_attention_heads != 0)
    throw input_error(file, "hidden_size " + std::to_string(c.hidden_size) +
                                " is not a multiple of num_attention_heads " +
                                std::to_string(c.num_attention_heads));
  if (j.contains("layer_norm_eps")) {
    const auto& v = j["layer_norm_eps"];
    if (!v.is_number()) throw input_error(file, "layer_norm_eps is not a number");
    c.layer_norm_eps = v.get<double>();
    if (!(c.layer_norm_eps > 0) || !std::isfinite(c.layer_norm_eps))
      throw input_error(file, "layer_norm_eps " + v.dump() + " must be a positive finite number");
  }
  if (j.contains("hidden_act")) {
    if (!j["hidden_act"].is_string()) throw input_error(file, "hidden_act is not a string");
    c.hidden_act_name = j["hidden_act"].get<std::string>();
    c.hidden_act = parse_activation(c.hidden_act_name, file);
  }
  if (j.contains("pad_token_id") && j["pad_token_id"].is_null()) {
    c.pad_token_id = -1;
  } else {
    c.pad_token_id = get_int(j, "pad_token_id", 0, 0, file);
    if (c.pad_token_id >= c.vocab_size)
      throw input_error(file, "pad_token_id " + std::to_string(c.pad_token_id) + " is not below vocab_size " +
                                  std::to_string(c.vocab_size));
  }
  for (const char* key : {"torch_dtype", "dtype"}) {
    if (!j.contains(key) || j[key].is_null()) continue;
    if (!j[key].is_string()) throw input_error(file, std::string(key) + " is not a string");
    c.torch_dtype = j[key].get<std::string>();
    if (c.torch_dtype != "float32" && c.torch_dtype != "float16" && c.torch_dtype != "bfloat16")
      throw input_error(file,
                        std::string(key) + " \"" + c.torch_dtype + "\" is not float32, float16 or bfloat16");
  }
  if (j.contains("architectures") && !j["architectures"].is_null()) {
    const auto& a = j["architectures"];
    if (!a.is_array() || a.empty() || !a[0].is_string())
      throw input_error(file, "architectures is not a non-empty list of strings");
    c.architecture = a[0].get<std::string>();
    if (c.architecture.rfind("Bert", 0) != 0)
      throw input_error(file, "architecture \"" + c.architecture + "\" is not a BERT model");
  }
  if (c.architecture == "BertForSequenceClassification") {
    c.task = BertTask::SequenceClassification;
    c.num_labels = 2;  // HF's default
    if (j.contains("id2label") && !j["id2label"].is_null()) {
      if (!j["id2label"].is_object() || j["id2label"].empty())
        throw input_error(file, "id2label is not a non-empty object");
      c.num_labels = static_cast<std::int64_t>(j["id2label"].size());
      for (std::int64_t i = 0; i < c.num_labels; ++i)
        if (!j["id2label"].contains(std::to_string(i)))
          throw input_error(file, "id2label has no label for id " + std::to_string(i));
    }
    if (j.contains("num_labels")) {
      std::int64_t n = get_int(j, "num_labels", c.num_labels, 1, file);
      if (j.contains("id2label") && n != c.num_labels)
        throw input_error(file, "num_labels " + std::to_string(n) + " disagrees with id2label's " +
                                    std::to_string(c.num_labels) + " labels");
      c.num_labels = n;
    }
  }
  return c;
}

BertConfig parse_bert_config_text(std::string_view text, const std::string& file) {
  return parse_bert_config(parse_json_strict(text, file), file);
}

BertConfig load_bert_config(const std::string& path) {
  return parse_bert_config(read_json_file(path), path);
}

nlohmann::json bert_config_to_json(const BertConfig& c) {
  nlohmann::json j = {
      {"architectures", {c.architecture}},
      {"attention_probs_dropout_prob", 0.1},
      {"hidden_act", c.hidden_act_name},
      {"hidden_dropout_prob", 0.1},
      {"hidden_size", c.hidden_size},
      {"initializer_range", 0.02},
      {"intermediate_size", c.intermediate_size},
      {"layer_norm_eps", c.layer_norm_eps},
      {"max_position_embeddings", c.max_position_embeddings},
      {"model_type", "bert"},
      {"num_attention_heads", c.num_attention_heads},
      {"num_hidden_layers", c.num_hidden_layers},
      {"pad_token_id", c.pad_token_id < 0 ? nlohmann::json(nullptr) : nlohmann::json(c.pad_token_id)},
      {"position_embedding_type", "absolute"},
      {"type_vocab_size", c.type_vocab_size},
      {"vocab_size", c.vocab_size},
  };
  if (!c.torch_dtype.empty()) j["torch_dtype"] = c.torch_dtype;
  if (c.task == BertTask::SequenceClassification) {
    nlohmann::json id2label = nlohmann::json::object(), label2id = nlohmann::json::object();
    for (std::int64_t i = 0; i < c.num_labels; ++i) {
      id2label[std::to_string(i)] = "LABEL_" + std::to_string(i);
      label2id["LABEL_" + std::to_string(i)] = i;
    }
    j["id2label"] = id2label;
    j["label2id"] = label2id;
  }
  return j;
}

}  // namespace crosswarp::model
