#include "model/checkpoint.h"

#include "model/strict_json.h"

#include <crosswarp/error.h>

#include <filesystem>
#include <set>

namespace crosswarp::model {
namespace fs = std::filesystem;
namespace {

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// The tensors of one checkpoint, before canonicalization: name in file -> (view, file).
struct RawTensor {
  TensorView view;
  std::string file;
};

void add_file_tensors(const SafetensorsFile& f, const std::set<std::string>* only,
                      std::vector<RawTensor>& out) {
  for (const auto& t : f.tensors())
    if (!only || only->count(t.name)) out.push_back({t, f.path()});
}

}  // namespace

std::string canonical_tensor_name(std::string_view name) {
  std::string n(name.substr(name.rfind("bert.", 0) == 0 ? 5 : 0));
  if (n.find("LayerNorm.") != std::string::npos) {
    if (ends_with(n, ".gamma"))
      n = n.substr(0, n.size() - 6) + ".weight";
    else if (ends_with(n, ".beta"))
      n = n.substr(0, n.size() - 5) + ".bias";
  }
  return n;
}

std::vector<ExpectedTensor> expected_bert_tensors(const BertConfig& c, bool with_pooler) {
  using U = std::uint64_t;
  const U h = static_cast<U>(c.hidden_size), inter = static_cast<U>(c.intermediate_size);
  std::vector<ExpectedTensor> e = {
      {"embeddings.word_embeddings.weight", {static_cast<U>(c.vocab_size), h}},
      {"embeddings.position_embeddings.weight", {static_cast<U>(c.max_position_embeddings), h}},
      {"embeddings.token_type_embeddings.weight", {static_cast<U>(c.type_vocab_size), h}},
      {"embeddings.LayerNorm.weight", {h}},
      {"embeddings.LayerNorm.bias", {h}},
  };
  for (std::int64_t l = 0; l < c.num_hidden_layers; ++l) {
    const std::string p = "encoder.layer." + std::to_string(l) + ".";
    for (const char* m : {"query", "key", "value"}) {
      e.push_back({p + "attention.self." + m + ".weight", {h, h}});
      e.push_back({p + "attention.self." + m + ".bias", {h}});
    }
    e.push_back({p + "attention.output.dense.weight", {h, h}});
    e.push_back({p + "attention.output.dense.bias", {h}});
    e.push_back({p + "attention.output.LayerNorm.weight", {h}});
    e.push_back({p + "attention.output.LayerNorm.bias", {h}});
    e.push_back({p + "intermediate.dense.weight", {inter, h}});
    e.push_back({p + "intermediate.dense.bias", {inter}});
    e.push_back({p + "output.dense.weight", {h, inter}});
    e.push_back({p + "output.dense.bias", {h}});
    e.push_back({p + "output.LayerNorm.weight", {h}});
    e.push_back({p + "output.LayerNorm.bias", {h}});
  }
  if (with_pooler) {
    e.push_back({"pooler.dense.weight", {h, h}});
    e.push_back({"pooler.dense.bias", {h}});
  }
  if (c.task == BertTask::SequenceClassification) {
    e.push_back({"classifier.weight", {static_cast<U>(c.num_labels), h}});
    e.push_back({"classifier.bias", {static_cast<U>(c.num_labels)}});
  }
  return e;
}

const TensorView& BertCheckpoint::at(const std::string& canonical) const {
  auto it = tensors.find(canonical);
  if (it == tensors.end()) throw input_error(dir, "checkpoint has no tensor \"" + canonical + "\"");
  return it->second;
}

const TensorView& BertCheckpoint::layer_tensor(std::int64_t layer, std::string_view suffix) const {
  return at("encoder.layer." + std::to_string(layer) + "." + std::string(suffix));
}

BertCheckpoint load_bert_checkpoint(const std::string& dir) {
  if (!fs::is_directory(dir)) throw input_error(dir, "not a directory");
  BertCheckpoint ck;
  ck.dir = dir;
  const fs::path root(dir);
  const std::string config_path = (root / "config.json").string();
  if (!fs::exists(config_path)) throw input_error(dir, "no config.json (not a Hugging Face model directory)");
  ck.config = load_bert_config(config_path);

  std::vector<RawTensor> raw;
  const fs::path single = root / "model.safetensors", index = root / "model.safetensors.index.json";
  if (fs::exists(single)) {
    ck.files.push_back(std::make_shared<SafetensorsFile>(single.string()));
    add_file_tensors(*ck.files.back(), nullptr, raw);
  } else if (fs::exists(index)) {
    const auto j = read_json_file(index.string());
    if (!j.is_object() || !j.contains("weight_map") || !j["weight_map"].is_object())
      throw input_error(index.string(), "no \"weight_map\" object");
    std::map<std::string, std::set<std::string>> by_shard;
    for (auto it = j["weight_map"].begin(); it != j["weight_map"].end(); ++it) {
      if (!it.value().is_string())
        throw input_error(index.string(), "weight_map entry \"" + it.key() + "\" is not a file name");
      const auto shard = it.value().get<std::string>();
      if (shard.empty() || shard.find('/') != std::string::npos || shard == "." || shard == "..")
        throw input_error(index.string(), "weight_map entry \"" + it.key() + "\" names \"" + shard +
                                              "\", not a file in the directory");
      by_shard[shard].insert(it.key());
    }
    for (const auto& [shard, names] : by_shard) {
      auto f = std::make_shared<SafetensorsFile>((root / shard).string());
      for (const auto& n : names)
        if (!f->find(n))
          throw input_error(f->path(),
                            "has no tensor \"" + n + "\" (model.safetensors.index.json says it does)");
      add_file_tensors(*f, &names, raw);
      ck.files.push_back(std::move(f));
    }
  } else if (fs::exists(root / "pytorch_model.bin")) {
    throw input_error(dir,
                      "only pytorch_model.bin found; crosswarp reads safetensors (convert with transformers' "
                      "save_pretrained(safe_serialization=True))");
  } else {
    throw input_error(dir, "no model.safetensors or model.safetensors.index.json");
  }

  std::set<std::string> wanted;
  const auto all_expected = expected_bert_tensors(ck.config, true);
  for (const auto& e : all_expected) wanted.insert(e.name);
  for (auto& r : raw) {
    const auto canonical = canonical_tensor_name(r.view.name);
    if (!wanted.count(canonical)) {
      ck.ignored.push_back(r.view.name);
      continue;
    }
    auto [it, inserted] = ck.tensors.emplace(canonical, r.view);
    if (!inserted)
      throw input_error(r.file, "tensors \"" + it->second.name + "\" and \"" + r.view.name +
                                    "\" are both \"" + canonical + "\"");
    ck.source[canonical] = r.file;
  }

  const bool has_w = ck.tensors.count("pooler.dense.weight"), has_b = ck.tensors.count("pooler.dense.bias");
  if (has_w != has_b)
    throw input_error(dir,
                      std::string("pooler has ") + (has_w ? "a weight but no bias" : "a bias but no weight"));
  ck.has_pooler = has_w;
  if (ck.config.task == BertTask::SequenceClassification && !ck.has_pooler)
    throw input_error(dir, "BertForSequenceClassification checkpoint has no pooler.dense.weight");

  const std::string weights_name = ck.files.size() == 1 ? ck.files[0]->path() : index.string();
  for (const auto& e : expected_bert_tensors(ck.config, ck.has_pooler)) {
    auto it = ck.tensors.find(e.name);
    if (it == ck.tensors.end()) throw input_error(weights_name, "missing tensor \"" + e.name + "\"");
    const auto& t = it->second;
    const auto& file = ck.source[e.name];
    if (t.shape != e.shape)
      throw input_error(file, "tensor \"" + t.name + "\" has shape " + shape_string(t.shape) + ", expected " +
                                  shape_string(e.shape) + " from config.json");
    if (!is_float_weight_dtype(t.dtype))
      throw input_error(file, "tensor \"" + t.name + "\" has dtype " + std::string(dtype_name(t.dtype)) +
                                  ", expected F32, F16 or BF16");
  }
  return ck;
}

}  // namespace crosswarp::model
