// HF checkpoint directories: the goldens, and rewritten copies (prefixes, old LayerNorm names,
// shards, missing/mis-shaped tensors) that must load identically or fail with one line.
#include "model/checkpoint.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <cstring>
#include <functional>

using namespace crosswarp::model;
using namespace crosswarp::model::testing;
namespace fs = std::filesystem;

namespace {

const std::string kTiny = std::string(CROSSWARP_GOLDENS) + "/bert-tiny";

// Copies bert-tiny's config.json and writes its tensors to DIR/file, renamed by `rename` (an
// empty name drops the tensor), plus `extra` tensors.
void rewrite(const TempDir& dir, const std::function<std::string(const std::string&)>& rename,
             const std::vector<TensorToWrite>& extra = {}, const std::string& file = "model.safetensors") {
  fs::copy_file(kTiny + "/config.json", dir.file("config.json"), fs::copy_options::overwrite_existing);
  SafetensorsFile src(kTiny + "/model.safetensors");
  std::vector<TensorToWrite> out;
  for (const auto& t : src.tensors()) {
    auto name = rename(t.name);
    if (!name.empty()) out.push_back({name, t.dtype, t.shape, t.data});
  }
  out.insert(out.end(), extra.begin(), extra.end());
  write_safetensors(dir.file(file), out, {{"format", "pt"}});
}

void expect_same_weights(const BertCheckpoint& a, const BertCheckpoint& b) {
  ASSERT_EQ(a.tensors.size(), b.tensors.size());
  for (const auto& [name, t] : a.tensors) {
    const auto& u = b.at(name);
    EXPECT_EQ(t.shape, u.shape) << name;
    ASSERT_EQ(t.nbytes, u.nbytes) << name;
    EXPECT_EQ(std::memcmp(t.data, u.data, t.nbytes), 0) << name;
  }
}

const float kZeros[16] = {};

}  // namespace

TEST(Checkpoint, LoadsGoldenBertTiny) {
  auto ck = load_bert_checkpoint(kTiny);
  EXPECT_TRUE(ck.has_pooler);
  EXPECT_EQ(ck.tensors.size(), 39u);
  EXPECT_TRUE(ck.ignored.empty());
  EXPECT_EQ(ck.layer_tensor(1, "intermediate.dense.weight").shape, (std::vector<std::uint64_t>{256, 64}));
  EXPECT_EQ(ck.at("embeddings.word_embeddings.weight").dtype, Dtype::F32);
  expect_input_error([&] { ck.at("classifier.weight"); }, {"classifier.weight"});
}

TEST(Checkpoint, LoadsGoldenSequenceClassificationWithBertPrefix) {
  auto ck = load_bert_checkpoint(std::string(CROSSWARP_GOLDENS) + "/bert-tiny-cls");
  EXPECT_EQ(ck.config.task, BertTask::SequenceClassification);
  EXPECT_EQ(ck.tensors.size(), 41u);
  EXPECT_EQ(ck.at("classifier.weight").shape, (std::vector<std::uint64_t>{3, 64}));
  EXPECT_EQ(ck.at("embeddings.LayerNorm.weight").name, "bert.embeddings.LayerNorm.weight");
}

TEST(Checkpoint, CanonicalNames) {
  EXPECT_EQ(canonical_tensor_name("bert.embeddings.LayerNorm.gamma"), "embeddings.LayerNorm.weight");
  EXPECT_EQ(canonical_tensor_name("encoder.layer.0.output.LayerNorm.beta"),
            "encoder.layer.0.output.LayerNorm.bias");
  EXPECT_EQ(canonical_tensor_name("classifier.weight"), "classifier.weight");
  EXPECT_EQ(canonical_tensor_name("cls.predictions.beta"), "cls.predictions.beta");  // not a LayerNorm
}

TEST(Checkpoint, PrefixAndGammaBetaSpellingsLoadIdentically) {
  TempDir dir;
  rewrite(dir,
          [](const std::string& n) {
            std::string m = "bert." + n;
            if (m.find("LayerNorm.weight") != std::string::npos) m.replace(m.find("weight"), 6, "gamma");
            if (m.find("LayerNorm.bias") != std::string::npos) m.replace(m.find("bias"), 4, "beta");
            return m;
          },
          {{"cls.predictions.bias", Dtype::F32, {4}, kZeros},
           {"bert.embeddings.position_ids", Dtype::I64, {1, 2}, kZeros}});
  auto ck = load_bert_checkpoint(dir.path().string());
  EXPECT_EQ(ck.at("embeddings.LayerNorm.weight").name, "bert.embeddings.LayerNorm.gamma");
  EXPECT_EQ(ck.ignored.size(), 2u);
  expect_same_weights(load_bert_checkpoint(kTiny), ck);
}

TEST(Checkpoint, ShardedIndexLoadsIdentically) {
  TempDir dir;
  rewrite(
      dir, [](const std::string& n) { return n.rfind("encoder.layer.1", 0) == 0 ? "" : n; }, {},
      "model-00001-of-00002.safetensors");
  rewrite(
      dir, [](const std::string& n) { return n.rfind("encoder.layer.1", 0) == 0 ? n : ""; }, {},
      "model-00002-of-00002.safetensors");
  nlohmann::json index = {{"metadata", {{"total_size", 967424}}}, {"weight_map", nlohmann::json::object()}};
  const SafetensorsFile original(kTiny + "/model.safetensors");
  for (const auto& t : original.tensors())
    index["weight_map"][t.name] = t.name.rfind("encoder.layer.1", 0) == 0
                                      ? "model-00002-of-00002.safetensors"
                                      : "model-00001-of-00002.safetensors";
  write_file(dir.file("model.safetensors.index.json"), index.dump());
  auto ck = load_bert_checkpoint(dir.path().string());
  EXPECT_EQ(ck.files.size(), 2u);
  expect_same_weights(load_bert_checkpoint(kTiny), ck);

  index["weight_map"]["pooler.dense.bias"] = "../elsewhere.safetensors";
  write_file(dir.file("model.safetensors.index.json"), index.dump());
  expect_input_error([&] { load_bert_checkpoint(dir.path().string()); },
                     {"index.json", "not a file in the directory"});
  index["weight_map"]["pooler.dense.bias"] = "model-00002-of-00002.safetensors";
  write_file(dir.file("model.safetensors.index.json"), index.dump());
  expect_input_error([&] { load_bert_checkpoint(dir.path().string()); },
                     {"model-00002-of-00002.safetensors", "no tensor \"pooler.dense.bias\""});
}

TEST(Checkpoint, WithoutPooler) {
  TempDir dir;
  rewrite(dir, [](const std::string& n) { return n.rfind("pooler.", 0) == 0 ? "" : n; });
  auto ck = load_bert_checkpoint(dir.path().string());
  EXPECT_FALSE(ck.has_pooler);
  EXPECT_EQ(ck.tensors.size(), 37u);
  rewrite(dir, [](const std::string& n) { return n == "pooler.dense.bias" ? "" : n; });
  expect_input_error([&] { load_bert_checkpoint(dir.path().string()); }, {"pooler has a weight but no bias"});
}

TEST(Checkpoint, MissingTensorIsOneLineNamingIt) {
  TempDir dir;
  rewrite(dir, [](const std::string& n) { return n == "encoder.layer.1.output.dense.bias" ? "" : n; });
  expect_input_error([&] { load_bert_checkpoint(dir.path().string()); },
                     {"model.safetensors", "missing tensor \"encoder.layer.1.output.dense.bias\""});
}

TEST(Checkpoint, WrongShapeOrDtypeIsOneLineNamingIt) {
  TempDir dir;
  rewrite(dir, [](const std::string& n) { return n == "encoder.layer.0.attention.self.key.bias" ? "" : n; },
          {{"encoder.layer.0.attention.self.key.bias", Dtype::F32, {16}, kZeros}});
  expect_input_error(
      [&] { load_bert_checkpoint(dir.path().string()); },
      {"model.safetensors", "encoder.layer.0.attention.self.key.bias", "shape [16]", "expected [64]"});
  rewrite(dir, [](const std::string& n) { return n == "embeddings.LayerNorm.bias" ? "" : n; },
          {{"embeddings.LayerNorm.bias", Dtype::I32, {64}, std::vector<std::int32_t>(64).data()}});
  expect_input_error([&] { load_bert_checkpoint(dir.path().string()); },
                     {"embeddings.LayerNorm.bias", "dtype I32"});
  // The same tensor under two spellings is ambiguous.
  rewrite(dir, [](const std::string& n) { return n; },
          {{"bert.pooler.dense.bias", Dtype::F32, {16}, kZeros}});
  expect_input_error([&] { load_bert_checkpoint(dir.path().string()); }, {"both \"pooler.dense.bias\""});
}

TEST(Checkpoint, DirectoryProblems) {
  TempDir dir;
  expect_input_error([&] { load_bert_checkpoint(dir.file("nope")); }, {"not a directory"});
  expect_input_error([&] { load_bert_checkpoint(dir.path().string()); }, {"no config.json"});
  fs::copy_file(kTiny + "/config.json", dir.file("config.json"));
  expect_input_error([&] { load_bert_checkpoint(dir.path().string()); }, {"no model.safetensors"});
  write_file(dir.file("pytorch_model.bin"), "x");
  expect_input_error([&] { load_bert_checkpoint(dir.path().string()); }, {"pytorch_model.bin"});
  auto bytes = read_file(kTiny + "/model.safetensors");
  write_file(dir.file("model.safetensors"), bytes.substr(0, bytes.size() / 2));
  expect_input_error([&] { load_bert_checkpoint(dir.path().string()); }, {"model.safetensors:", "truncated"});
}
