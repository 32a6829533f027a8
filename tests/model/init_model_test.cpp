// init-model: deterministic bytes, HF-init statistics, output that loads back.
#include "model/init_model.h"
#include "model/checkpoint.h"
#include "model/tokenizer.h"
#include "model/vocab_gen.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <set>

using namespace crosswarp::model;
using namespace crosswarp::model::testing;

namespace {
InitModelOptions seeded(std::uint64_t seed, bool force = false) {
  InitModelOptions o;
  o.seed = seed;
  o.force = force;
  return o;
}
}  // namespace

TEST(InitModel, TinyLoadsBackWithTokenizer) {
  TempDir dir;
  const auto path = dir.file("tiny");
  init_model(path, preset_config("tiny"), seeded(7));
  auto ck = load_bert_checkpoint(path);
  EXPECT_EQ(ck.config.hidden_size, 128);
  EXPECT_EQ(ck.config.num_hidden_layers, 2);
  EXPECT_TRUE(ck.has_pooler);
  EXPECT_TRUE(ck.ignored.empty());
  auto tok = load_tokenizer(path);
  EXPECT_EQ(tok.vocab_size(), 8192u);
  EXPECT_EQ(tok.cls_id(), 101);
  EXPECT_EQ(tok.sep_id(), 102);
  EXPECT_EQ(tok.pad_id(), 0);
  auto e = tok.encode("Hello, world! The program is useful.");
  for (auto id : e.ids) EXPECT_NE(id, tok.unk_id()) << "common words should be in the generated vocabulary";
}

TEST(InitModel, SameSeedSameBytesOtherSeedOtherBytes) {
  TempDir dir;
  init_model(dir.file("a"), preset_config("tiny"), seeded(1));
  init_model(dir.file("b"), preset_config("tiny"), seeded(1));
  init_model(dir.file("c"), preset_config("tiny"), seeded(2));
  for (const char* f : {"model.safetensors", "config.json", "vocab.txt", "tokenizer_config.json"})
    EXPECT_EQ(read_file(dir.file(std::string("a/") + f)), read_file(dir.file(std::string("b/") + f))) << f;
  EXPECT_NE(read_file(dir.file("a/model.safetensors")), read_file(dir.file("c/model.safetensors")));
}

TEST(InitModel, WeightsFollowHfInit) {
  TempDir dir;
  init_model(dir.file("m"), preset_config("tiny"), seeded(3));
  auto ck = load_bert_checkpoint(dir.file("m"));
  auto floats = [](const TensorView& t) {
    std::vector<float> v(t.numel());
    std::memcpy(v.data(), t.data, t.nbytes);
    return v;
  };
  auto stats = [](const std::vector<float>& v) {
    double m = 0, s = 0;
    for (float x : v) m += x;
    m /= v.size();
    for (float x : v) s += (x - m) * (x - m);
    return std::pair{m, std::sqrt(s / v.size())};
  };
  auto [m, s] = stats(floats(ck.layer_tensor(0, "intermediate.dense.weight")));  // 65,536 values
  EXPECT_NEAR(m, 0.0, 0.001);
  EXPECT_NEAR(s, 0.02, 0.0005);
  auto [lm, ls] = stats(floats(ck.layer_tensor(1, "output.LayerNorm.weight")));
  EXPECT_NEAR(lm, 1.0, 0.005);
  EXPECT_NEAR(ls, 0.01, 0.003);
  auto word = floats(ck.at("embeddings.word_embeddings.weight"));
  for (int i = 0; i < 128; ++i) EXPECT_EQ(word[i], 0.0f) << "[PAD] row must be zero";
  EXPECT_NE(word[128], 0.0f);
  // Each element is a function of (seed, name, index): the file holds exactly init_weight_value.
  auto q = floats(ck.layer_tensor(1, "attention.self.query.weight"));
  for (std::uint64_t i : {0ull, 1ull, 777ull, 16383ull})
    EXPECT_EQ(q[i], init_weight_value(3, "encoder.layer.1.attention.self.query.weight", i));
}

TEST(InitModel, RefusesNonEmptyDirectoryUnlessForced) {
  TempDir dir;
  write_file(dir.file("keep.txt"), "x");
  expect_input_error([&] { init_model(dir.path().string(), preset_config("tiny")); },
                     {"not an empty directory"});
  EXPECT_TRUE(std::filesystem::exists(dir.file("keep.txt")));
  init_model(dir.path().string(), preset_config("tiny"), seeded(0, true));
  EXPECT_FALSE(std::filesystem::exists(dir.file("keep.txt")));
  EXPECT_TRUE(std::filesystem::exists(dir.file("model.safetensors")));
  // Nothing is left next to it: no temporary or old directories.
  int siblings = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir.path().parent_path()))
    siblings += e.path().filename().string().rfind(dir.path().filename().string() + ".", 0) == 0;
  EXPECT_EQ(siblings, 0);
}

TEST(InitModel, PresetsAreTheRealShapes) {
  auto base = preset_config("bert-base"), large = preset_config("bert-large");
  EXPECT_EQ(base.hidden_size, 768);
  EXPECT_EQ(base.num_hidden_layers, 12);
  EXPECT_EQ(base.vocab_size, 30522);
  EXPECT_EQ(large.hidden_size, 1024);
  EXPECT_EQ(large.num_hidden_layers, 24);
  EXPECT_EQ(large.num_attention_heads, 16);
  EXPECT_EQ(large.intermediate_size, 4096);
  EXPECT_EQ(large.max_position_embeddings, 512);
  EXPECT_THROW(preset_config("huge"), crosswarp::Error);
}

TEST(VocabGen, SizeUniquenessAndSpecialIds) {
  for (std::size_t size : {300u, 8192u, 30522u}) {
    auto v = generate_vocab(size);
    ASSERT_EQ(v.size(), size);
    EXPECT_EQ(std::set<std::string>(v.begin(), v.end()).size(), size);
    EXPECT_EQ(v[0], "[PAD]");
  }
  auto big = generate_vocab(30522);
  EXPECT_EQ(big[100], "[UNK]");
  EXPECT_EQ(big[101], "[CLS]");
  EXPECT_EQ(big[102], "[SEP]");
  EXPECT_EQ(big[103], "[MASK]");
  auto small = generate_vocab(300);
  EXPECT_EQ(small[1], "[UNK]");
  EXPECT_EQ(small[4], "[MASK]");
  EXPECT_THROW(generate_vocab(100), crosswarp::Error);
}
