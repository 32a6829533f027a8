// The WordPiece tokenizer against Hugging Face's BertTokenizer (goldens made with transformers 5.17).
#include "model/tokenizer.h"
#include "model/strict_json.h"
#include "test_util.h"

#include <gtest/gtest.h>

using namespace crosswarp::model;
using crosswarp::model::testing::expect_input_error;
using crosswarp::model::testing::TempDir;
using crosswarp::model::testing::write_file;

namespace {

const std::string kGoldens = CROSSWARP_GOLDENS;

BertTokenizer vocab_tokenizer(bool lower) {
  TokenizerOptions o;
  o.lowercase = lower;
  return BertTokenizer(parse_vocab_txt(read_text_file(kGoldens + "/vocab.txt")), o);
}

void check_goldens(const BertTokenizer& lower, const BertTokenizer& cased, bool lower_only) {
  const auto goldens = read_json_file(kGoldens + "/tokenizer_goldens.json");
  int checked = 0;
  for (const auto& c : goldens["cases"]) {
    const bool dl = c["do_lower_case"].get<bool>();
    if (lower_only && !dl) continue;
    const auto& tok = dl ? lower : cased;
    const std::string text = c["text"];
    Encoding e =
        c.contains("text_pair") ? tok.encode(text, c["text_pair"].get<std::string>()) : tok.encode(text);
    SCOPED_TRACE("text: " + text + (dl ? " (lowercase)" : " (cased)"));
    EXPECT_EQ(e.ids, c["input_ids"].get<std::vector<std::int32_t>>());
    EXPECT_EQ(e.tokens, c["tokens"].get<std::vector<std::string>>());
    if (c.contains("token_type_ids"))
      EXPECT_EQ(e.type_ids, c["token_type_ids"].get<std::vector<std::int32_t>>());
    else
      EXPECT_EQ(e.type_ids, std::vector<std::int32_t>(e.ids.size(), 0));
    ++checked;
  }
  EXPECT_GE(checked, lower_only ? 14 : 28);
}

}  // namespace

TEST(Tokenizer, GoldensFromVocabTxtBothCases) {
  check_goldens(vocab_tokenizer(true), vocab_tokenizer(false), false);
}

TEST(Tokenizer, GoldensFromModelDirTokenizerJson) {
  // bert-tiny holds tokenizer.json (BertNormalizer lowercase) + tokenizer_config.json.
  const auto tok = load_tokenizer(kGoldens + "/bert-tiny");
  EXPECT_TRUE(tok.options().lowercase);
  EXPECT_EQ(tok.options().model_max_length, 128u);
  EXPECT_EQ(tok.vocab_size(), 2020u);
  check_goldens(tok, tok, true);
}

TEST(Tokenizer, SpecialTokensLookedUpByName) {
  const auto tok = vocab_tokenizer(true);
  EXPECT_EQ(tok.cls_id(), 2);
  EXPECT_EQ(tok.sep_id(), 3);
  EXPECT_EQ(tok.pad_id(), 0);
  EXPECT_EQ(tok.unk_id(), 1);
  // A vocabulary with other ids: [CLS] is wherever it is listed.
  TokenizerOptions o;
  BertTokenizer t({"hello", "[SEP]", "[UNK]", "[CLS]", "[PAD]", "##s"}, o);
  auto e = t.encode("Hellos");
  EXPECT_EQ(e.ids, (std::vector<std::int32_t>{3, 0, 5, 1}));
}

TEST(Tokenizer, MissingSpecialTokenIsAnInputError) {
  expect_input_error(
      [] {
        BertTokenizer({"a", "[UNK]", "[SEP]"}, TokenizerOptions{}, "my/vocab.txt");
      },
      {"my/vocab.txt", "[CLS]"});
}

TEST(Tokenizer, InvalidUtf8IsAnInputError) {
  const auto tok = vocab_tokenizer(true);
  expect_input_error([&] { tok.encode("abc\xff"); }, {"UTF-8"});
}

TEST(Tokenizer, WordOverLimitIsUnknownAndLimitIsInclusive) {
  const auto tok = vocab_tokenizer(true);
  // 100 copies of "a": covered by "a" + "##a"... only if "##a" exists; compare with 101.
  const std::string at_limit(100, 'a'), over(101, 'a');
  auto t100 = tok.tokenize(at_limit), t101 = tok.tokenize(over);
  ASSERT_EQ(t101.size(), 1u);
  EXPECT_EQ(t101[0], "[UNK]");
  EXPECT_TRUE(t100.size() > 1 || t100[0] != "[UNK]");
}

TEST(Tokenizer, SpecialTokenInsideAWordIsKeptWhole) {
  const auto tok = vocab_tokenizer(true);
  auto t = tok.tokenize("the[SEP]the [MASK]");
  EXPECT_EQ(t, (std::vector<std::string>{"the", "[SEP]", "the", "[MASK]"}));
  // Lowercase spellings are ordinary text: punctuation split, then WordPiece.
  auto u = tok.tokenize("[sep]");
  EXPECT_EQ(u.front(), "[");
  EXPECT_EQ(u.back(), "]");
}

// tokenizers' own truncation table (utils/truncation.rs, max_length 7 after the special tokens).
TEST(Tokenizer, PairTruncationIsLongestFirst) {
  std::vector<std::string> vocab = {"[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "x"};
  BertTokenizer tok(vocab, TokenizerOptions{});
  auto words = [](int n) {
    std::string s;
    for (int i = 0; i < n; ++i) s += "x ";
    return s;
  };
  struct Case {
    int a, b, ea, eb;
  };
  for (Case c : std::vector<Case>{{0, 8, 0, 7},
                                  {2, 8, 2, 5},
                                  {4, 4, 3, 4},
                                  {4, 8, 3, 4},
                                  {8, 2, 5, 2},
                                  {8, 4, 4, 3},
                                  {8, 8, 3, 4},
                                  {2, 2, 2, 2},
                                  {8, 0, 7, 0}}) {
    auto e = tok.encode(words(c.a), words(c.b), 7 + 3);
    int na = 0, nb = 0;
    for (std::size_t i = 0; i < e.ids.size(); ++i)
      if (e.ids[i] == 5) (e.type_ids[i] == 0 ? na : nb)++;
    EXPECT_EQ(na, c.ea) << c.a << "," << c.b;
    EXPECT_EQ(nb, c.eb) << c.a << "," << c.b;
    EXPECT_LE(e.ids.size(), 10u);
  }
  auto single = tok.encode(words(20), std::nullopt, 8);
  EXPECT_EQ(single.ids.size(), 8u);
  EXPECT_EQ(single.ids.back(), 3);
}

TEST(Tokenizer, BatchPadsWithPadIdAndMasks) {
  const auto tok = vocab_tokenizer(true);
  auto b = tok.encode_batch({"the program", "the", ""});
  ASSERT_EQ(b.batch, 3u);
  ASSERT_EQ(b.seq, 4u);
  EXPECT_EQ(b.input_ids, (std::vector<std::int32_t>{2, 120, 153, 3, 2, 120, 3, 0, 2, 3, 0, 0}));
  EXPECT_EQ(b.attention_mask, (std::vector<std::int32_t>{1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 0}));
  auto p = tok.encode_batch({"the", "the"}, {"program", "the program"});
  EXPECT_EQ(p.token_type_ids, (std::vector<std::int32_t>{0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 1}));
}

TEST(Tokenizer, TokenizerConfigOverridesLowercase) {
  TempDir dir;
  write_file(dir.file("vocab.txt"), read_text_file(kGoldens + "/vocab.txt"));
  write_file(dir.file("tokenizer_config.json"),
             R"({"do_lower_case": false, "model_max_length": 1000000000000000019884624838656})");
  auto tok = load_tokenizer(dir.path().string());
  EXPECT_FALSE(tok.options().lowercase);
  EXPECT_EQ(tok.options().model_max_length, 0u);
  write_file(dir.file("tokenizer_config.json"), R"({"do_lower_case": "yes"})");
  expect_input_error([&] { load_tokenizer(dir.path().string()); },
                     {"tokenizer_config.json", "do_lower_case"});
}

TEST(Tokenizer, BadTokenizerJsonIsAnInputError) {
  TempDir dir;
  write_file(dir.file("tokenizer.json"), R"({"model": {"type": "BPE", "vocab": {}}})");
  expect_input_error([&] { load_tokenizer(dir.path().string()); }, {"tokenizer.json", "WordPiece"});
  write_file(dir.file("tokenizer.json"), R"({"model": {"type": "WordPiece", "vocab": {"a": 0, "a": 1}}})");
  expect_input_error([&] { load_tokenizer(dir.path().string()); }, {"tokenizer.json", "duplicate key"});
  TempDir empty;
  expect_input_error([&] { load_tokenizer(empty.path().string()); }, {"no tokenizer.json or vocab.txt"});
}
