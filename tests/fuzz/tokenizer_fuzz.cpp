// libFuzzer: the WordPiece tokenizer on arbitrary text (both lowercasing modes, pairs, truncation).
// Invariants: ids are in the vocabulary, tokens match ids, [CLS] first and [SEP] last, type ids
// 0 then 1, and truncation never exceeds max_length (when max_length leaves room for the specials).
#include "model/tokenizer.h"
#include "model/vocab_gen.h"

#include <crosswarp/error.h>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

const crosswarp::model::BertTokenizer& tokenizer(bool lower) {
  using namespace crosswarp::model;
  auto make = [](bool lowercase) {
    TokenizerOptions o;
    o.lowercase = lowercase;
    return BertTokenizer(generate_vocab(4096), o, "generated");
  };
  static const BertTokenizer lowered = make(true), cased = make(false);
  return lower ? lowered : cased;
}

void check(const crosswarp::model::BertTokenizer& tok, const crosswarp::model::Encoding& e,
           std::size_t max_length, bool pair) {
  if (e.ids.size() != e.tokens.size() || e.ids.size() != e.type_ids.size()) __builtin_trap();
  if (e.ids.size() < (pair ? 3u : 2u) || e.ids.front() != tok.cls_id() || e.ids.back() != tok.sep_id())
    __builtin_trap();
  if (max_length >= (pair ? 3u : 2u) && e.ids.size() > max_length) __builtin_trap();
  for (std::size_t i = 0; i < e.ids.size(); ++i) {
    if (e.ids[i] < 0 || static_cast<std::size_t>(e.ids[i]) >= tok.vocab_size()) __builtin_trap();
    if (tok.id_to_token(e.ids[i]) != e.tokens[i]) __builtin_trap();
    if (i > 0 && e.type_ids[i] < e.type_ids[i - 1]) __builtin_trap();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  // Byte 0: flags (lowercase, pair) and max_length; the rest is text, split at byte 1 for pairs.
  const bool lower = data[0] & 1, pair = data[0] & 2;
  const std::size_t max_length = data[0] >> 2;
  std::string_view rest(reinterpret_cast<const char*>(data + 2), size - 2);
  const std::size_t cut = std::min<std::size_t>(data[1], rest.size());
  const auto& tok = tokenizer(lower);
  try {
    if (pair) {
      check(tok, tok.encode(rest.substr(0, cut), rest.substr(cut), max_length), max_length, true);
    } else {
      check(tok, tok.encode(rest, std::nullopt, max_length), max_length, false);
    }
  } catch (const crosswarp::Error& e) {
    if (e.kind() != crosswarp::ErrorKind::Input) __builtin_trap();
  }
  return 0;
}
