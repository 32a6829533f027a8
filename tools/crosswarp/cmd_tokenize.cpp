// crosswarp tokenize MODEL_DIR --text T [--text-pair P] [--json]: WordPiece ids, tokens and token
// type ids exactly as Hugging Face's BertTokenizer gives them.
#include "command.h"

#include "model/bert_config.h"
#include "model/tokenizer.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <optional>

namespace {

int run_tokenize(int argc, char** argv) {
  CLI::App app{
      "Tokenize text with a model directory's WordPiece tokenizer (tokenizer.json or vocab.txt),\n"
      "exactly as Hugging Face's BertTokenizer does: [CLS] text [SEP] (pair [SEP]), truncated to\n"
      "the model's max_position_embeddings and tokenizer_config's model_max_length, whichever is\n"
      "smaller (longest_first for pairs).",
      argv[0]};
  std::string dir, text;
  std::optional<std::string> pair;
  bool json = false;
  std::size_t max_length = 0;
  app.add_option("MODEL_DIR", dir, "Hugging Face model directory (tokenizer.json or vocab.txt)")->required();
  app.add_option("--text", text, "text to tokenize")->required();
  app.add_option("--text-pair", pair, "second text of a pair (token type id 1)");
  app.add_option(
      "--max-length", max_length,
      "truncate to this many tokens (default: the smaller of config.json's max_position_embeddings and\n"
      "tokenizer_config.json's model_max_length)");
  app.add_flag("--json", json, "print one JSON object: input_ids, tokens, token_type_ids");
  return crosswarp::cli::run_command(app, argc, argv, [&] {
    using namespace crosswarp::model;
    const auto tok = load_tokenizer(dir);
    if (max_length == 0) {
      // The model cannot take more than its positions; the tokenizer may be configured for fewer.
      max_length = tok.options().model_max_length;
      const auto config = std::filesystem::path(dir) / "config.json";
      if (std::filesystem::exists(config)) {
        const auto positions =
            static_cast<std::size_t>(load_bert_config(config.string()).max_position_embeddings);
        max_length = max_length ? std::min(max_length, positions) : positions;
      }
    }
    const Encoding e =
        pair ? tok.encode(text, *pair, max_length) : tok.encode(text, std::nullopt, max_length);
    if (json) {
      std::cout
          << nlohmann::json{{"input_ids", e.ids}, {"tokens", e.tokens}, {"token_type_ids", e.type_ids}}.dump()
          << "\n";
      return 0;
    }
    auto line = [](const char* label, const auto& values) {
      std::cout << label;
      for (const auto& v : values) std::cout << ' ' << v;
      std::cout << '\n';
    };
    line("input_ids:", e.ids);
    line("tokens:", e.tokens);
    line("token_type_ids:", e.type_ids);
    return 0;
  });
}

}  // namespace

CW_COMMAND("tokenize", "WordPiece ids and tokens of a text, exactly as Hugging Face's BertTokenizer",
           run_tokenize);
