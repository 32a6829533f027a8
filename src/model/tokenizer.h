// BertTokenizer: WordPiece exactly as Hugging Face's BertTokenizer does it (transformers 5 uses the
// Rust `tokenizers` pipeline, which the slow Python one agrees with on the goldens):
//   1. special tokens ([CLS], [SEP], [MASK], [PAD], [UNK], ...) written literally in the text are
//      split out first, matched leftmost-longest on the raw text, and kept whole;
//   2. the rest is normalized (BertNormalizer): drop NUL, U+FFFD and control/format characters, map
//      whitespace to ' ', pad CJK ideographs with spaces, strip accents (NFD, drop Mn) when
//      strip_accents (default: = lowercase), lowercase;
//   3. pre-tokenized (BertPreTokenizer): split on whitespace, each punctuation character alone;
//   4. WordPiece: greedy longest-match-first with "##" continuations; a word that cannot be covered,
//      or is longer than max_input_chars_per_word (100) characters, becomes [UNK].
// encode() adds [CLS] A [SEP] (B [SEP]), token type ids 0 for A and 1 for B, and truncates to
// max_length with tokenizers' longest_first rule.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace crosswarp::model {

struct TokenizerOptions {
  bool lowercase = true;
  std::optional<bool> strip_accents;  // unset: follow `lowercase` (HF's None)
  bool tokenize_chinese_chars = true;
  bool clean_text = true;
  std::size_t max_input_chars_per_word = 100;
  std::string continuing_subword_prefix = "##";
  std::string unk_token = "[UNK]", cls_token = "[CLS]", sep_token = "[SEP]", pad_token = "[PAD]",
              mask_token = "[MASK]";
  // Matched literally in the text and kept whole. Defaults to the five above when empty.
  std::vector<std::string> special_tokens;
  std::size_t model_max_length = 0;  // from tokenizer_config.json; 0 when unknown
};

struct Encoding {
  std::vector<std::int32_t> ids;
  std::vector<std::string> tokens;
  std::vector<std::int32_t> type_ids;
};

// Row-major [batch, seq] tensors, padded on the right to the longest sequence.
struct BatchEncoding {
  std::size_t batch = 0, seq = 0;
  std::vector<std::int32_t> input_ids, token_type_ids, attention_mask;
};

class BertTokenizer {
 public:
  // vocab: token of each id (id = index). Throws Input (naming `source`) when a special token the
  // tokenizer needs ([UNK], [CLS], [SEP], [PAD]) is not in the vocabulary.
  BertTokenizer(std::vector<std::string> vocab, TokenizerOptions options,
                const std::string& source = "vocabulary");

  // The WordPiece tokens of a text, without [CLS]/[SEP]. Input error on invalid UTF-8.
  std::vector<std::string> tokenize(std::string_view text) const;
  // [CLS] text [SEP] (pair [SEP]); max_length 0 = no truncation, else at most max_length tokens.
  Encoding encode(std::string_view text, std::optional<std::string_view> pair = std::nullopt,
                  std::size_t max_length = 0) const;
  // Encodes each text (with pairs[i] when pairs is not empty; then sizes must match) and pads.
  BatchEncoding encode_batch(const std::vector<std::string>& texts,
                             const std::vector<std::string>& pairs = {}, std::size_t max_length = 0) const;

  std::int32_t token_to_id(std::string_view token) const;  // -1 when absent
  const std::string& id_to_token(std::int32_t id) const;   // "" when out of range
  std::size_t vocab_size() const { return vocab_.size(); }
  const TokenizerOptions& options() const { return options_; }
  std::int32_t unk_id() const { return unk_id_; }
  std::int32_t cls_id() const { return cls_id_; }
  std::int32_t sep_id() const { return sep_id_; }
  std::int32_t pad_id() const { return pad_id_; }

 private:
  void tokenize_into(std::string_view text, std::vector<std::int32_t>& ids,
                     std::vector<std::string>& tokens) const;
  void wordpiece(const std::u32string& word, std::vector<std::int32_t>& ids,
                 std::vector<std::string>& tokens) const;

  // Lookups take string_views without building a std::string (heterogeneous lookup).
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::vector<std::string> vocab_;
  std::unordered_map<std::string, std::int32_t, Hash, std::equal_to<>> ids_;
  std::vector<std::u32string> specials_u32_;  // specials_, decoded once
  TokenizerOptions options_;
  std::vector<std::string> specials_;  // present in the vocabulary
  std::int32_t unk_id_ = -1, cls_id_ = -1, sep_id_ = -1, pad_id_ = -1;
};

// vocab.txt: one token per line, id = line number (a trailing '\r' is dropped).
std::vector<std::string> parse_vocab_txt(std::string_view text);

// Loads the tokenizer of a model directory: tokenizer.json when present (vocabulary, normalizer,
// special tokens), else vocab.txt; tokenizer_config.json's do_lower_case / strip_accents /
// tokenize_chinese_chars / special token names / model_max_length override when present, as
// transformers does. Input errors name the file.
BertTokenizer load_tokenizer(const std::string& model_dir);

}  // namespace crosswarp::model
