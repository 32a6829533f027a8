// load_tokenizer: a model directory's tokenizer.json / vocab.txt / tokenizer_config.json.
#include "model/strict_json.h"
#include "model/tokenizer.h"

#include <crosswarp/error.h>

#include <filesystem>

namespace crosswarp::model {
namespace fs = std::filesystem;
namespace {

std::optional<bool> get_bool(const nlohmann::json& j, const char* key, const std::string& file) {
  if (!j.contains(key) || j[key].is_null()) return std::nullopt;
  if (!j[key].is_boolean()) throw input_error(file, std::string(key) + " is not true, false or null");
  return j[key].get<bool>();
}

// Special tokens are written as "[CLS]" or as {"content": "[CLS]", ...} (an AddedToken).
std::optional<std::string> get_token(const nlohmann::json& j, const char* key, const std::string& file) {
  if (!j.contains(key) || j[key].is_null()) return std::nullopt;
  const auto& v = j[key];
  if (v.is_string()) return v.get<std::string>();
  if (v.is_object() && v.contains("content") && v["content"].is_string())
    return v["content"].get<std::string>();
  throw input_error(file, std::string(key) + " is not a token string");
}

std::vector<std::string> vocab_from_tokenizer_json(const nlohmann::json& j, TokenizerOptions& o,
                                                   const std::string& file) {
  if (!j.is_object() || !j.contains("model") || !j["model"].is_object())
    throw input_error(file, "no \"model\" object");
  const auto& m = j["model"];
  if (!m.contains("type") || m["type"] != "WordPiece")
    throw input_error(file, "model type " + (m.contains("type") ? m["type"].dump() : std::string("(none)")) +
                                " is not WordPiece");
  if (!m.contains("vocab") || !m["vocab"].is_object() || m["vocab"].empty())
    throw input_error(file, "model.vocab is not a non-empty object");
  std::vector<std::string> vocab;
  auto place = [&](const std::string& token, const nlohmann::json& id) {
    if (!id.is_number_unsigned() || id.get<std::uint64_t>() >= (1u << 24))
      throw input_error(file,
                        "token \"" + token + "\" has id " + id.dump() + ", not an integer in [0, 16777216)");
    const auto i = id.get<std::size_t>();
    if (i >= vocab.size()) vocab.resize(i + 1);
    if (!vocab[i].empty() && vocab[i] != token)
      throw input_error(file,
                        "tokens \"" + vocab[i] + "\" and \"" + token + "\" share id " + std::to_string(i));
    vocab[i] = token;
  };
  for (auto it = m["vocab"].begin(); it != m["vocab"].end(); ++it) place(it.key(), it.value());
  if (auto unk = get_token(m, "unk_token", file)) o.unk_token = *unk;
  if (m.contains("continuing_subword_prefix") && m["continuing_subword_prefix"].is_string())
    o.continuing_subword_prefix = m["continuing_subword_prefix"].get<std::string>();
  if (m.contains("max_input_chars_per_word") && m["max_input_chars_per_word"].is_number_unsigned())
    o.max_input_chars_per_word = m["max_input_chars_per_word"].get<std::size_t>();

  if (j.contains("normalizer") && !j["normalizer"].is_null()) {
    const auto& n = j["normalizer"];
    if (!n.is_object() || n.value("type", "") != "BertNormalizer")
      throw input_error(file, "normalizer " + n.value("type", std::string("?")) +
                                  " is not supported (only BertNormalizer)");
    o.lowercase = get_bool(n, "lowercase", file).value_or(true);
    o.strip_accents = get_bool(n, "strip_accents", file);
    o.tokenize_chinese_chars = get_bool(n, "handle_chinese_chars", file).value_or(true);
    o.clean_text = get_bool(n, "clean_text", file).value_or(true);
  } else {
    o.lowercase = o.tokenize_chinese_chars = o.clean_text = false;
    o.strip_accents = false;
  }
  if (j.contains("pre_tokenizer") && !j["pre_tokenizer"].is_null() &&
      j["pre_tokenizer"].value("type", "") != "BertPreTokenizer")
    throw input_error(file, "pre_tokenizer " + j["pre_tokenizer"].value("type", std::string("?")) +
                                " is not supported (only BertPreTokenizer)");
  if (j.contains("added_tokens") && j["added_tokens"].is_array()) {
    for (const auto& t : j["added_tokens"]) {
      if (!t.is_object() || !t.contains("content") || !t["content"].is_string() || !t.contains("id"))
        throw input_error(file, "an added_tokens entry has no content or id");
      place(t["content"].get<std::string>(), t["id"]);
      if (t.value("special", false)) o.special_tokens.push_back(t["content"].get<std::string>());
    }
  }
  return vocab;
}

void apply_tokenizer_config(const nlohmann::json& j, TokenizerOptions& o, const std::string& file) {
  if (!j.is_object()) throw input_error(file, "not a JSON object");
  if (auto v = get_bool(j, "do_lower_case", file)) o.lowercase = *v;
  if (j.contains("strip_accents")) o.strip_accents = get_bool(j, "strip_accents", file);
  if (auto v = get_bool(j, "tokenize_chinese_chars", file)) o.tokenize_chinese_chars = *v;
  if (auto v = get_token(j, "unk_token", file)) o.unk_token = *v;
  if (auto v = get_token(j, "cls_token", file)) o.cls_token = *v;
  if (auto v = get_token(j, "sep_token", file)) o.sep_token = *v;
  if (auto v = get_token(j, "pad_token", file)) o.pad_token = *v;
  if (auto v = get_token(j, "mask_token", file)) o.mask_token = *v;
  // transformers writes 1e30 for "no limit"; only a plausible integer is a limit.
  if (j.contains("model_max_length") && j["model_max_length"].is_number_unsigned() &&
      j["model_max_length"].get<std::uint64_t>() < (1u << 24))
    o.model_max_length = j["model_max_length"].get<std::size_t>();
}

}  // namespace

std::vector<std::string> parse_vocab_txt(std::string_view text) {
  std::vector<std::string> vocab;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    std::string_view line = text.substr(pos, nl - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    vocab.emplace_back(line);
    pos = nl + 1;
  }
  return vocab;
}

BertTokenizer load_tokenizer(const std::string& model_dir) {
  const fs::path root(model_dir);
  if (!fs::is_directory(root)) throw input_error(model_dir, "not a directory");
  TokenizerOptions o;
  std::vector<std::string> vocab;
  std::string source;
  const auto tj = root / "tokenizer.json", vt = root / "vocab.txt", tc = root / "tokenizer_config.json";
  if (fs::exists(tj)) {
    source = tj.string();
    vocab = vocab_from_tokenizer_json(read_json_file(source), o, source);
  } else if (fs::exists(vt)) {
    source = vt.string();
    const auto text = read_text_file(source);
    vocab = parse_vocab_txt(text);
    if (vocab.empty()) throw input_error(source, "empty vocabulary");
  } else {
    throw input_error(model_dir, "no tokenizer.json or vocab.txt");
  }
  if (fs::exists(tc)) apply_tokenizer_config(read_json_file(tc.string()), o, tc.string());
  return BertTokenizer(std::move(vocab), std::move(o), source);
}

}  // namespace crosswarp::model
