#include "model/tokenizer.h"

#include "model/unicode.h"

#include <crosswarp/error.h>

#include <algorithm>

namespace crosswarp::model {

BertTokenizer::BertTokenizer(std::vector<std::string> vocab, TokenizerOptions options,
                             const std::string& source)
    : vocab_(std::move(vocab)), options_(std::move(options)) {
  ids_.reserve(vocab_.size());
  // As in HF's load_vocab and tokenizers' WordPiece: a token listed twice maps to its last line.
  for (std::size_t i = 0; i < vocab_.size(); ++i)
    if (!vocab_[i].empty()) ids_[vocab_[i]] = static_cast<std::int32_t>(i);
  if (options_.special_tokens.empty())
    options_.special_tokens = {options_.pad_token, options_.unk_token, options_.cls_token, options_.sep_token,
                               options_.mask_token};
  for (const auto& s : options_.special_tokens)
    if (!s.empty() && ids_.count(s) && std::find(specials_.begin(), specials_.end(), s) == specials_.end())
      specials_.push_back(s);
  for (const auto& s : specials_)
    specials_u32_.push_back(unicode::decode_utf8(s, source + ": special token"));
  auto need = [&](const std::string& tok, std::int32_t& id, const char* role) {
    id = token_to_id(tok);
    if (id < 0)
      throw input_error(source, std::string(role) + " token \"" + tok + "\" is not in the vocabulary");
  };
  need(options_.unk_token, unk_id_, "unknown");
  need(options_.cls_token, cls_id_, "classifier");
  need(options_.sep_token, sep_id_, "separator");
  pad_id_ = token_to_id(options_.pad_token);  // only batches need it; checked there
}

std::int32_t BertTokenizer::token_to_id(std::string_view token) const {
  auto it = ids_.find(token);
  return it == ids_.end() ? -1 : it->second;
}

const std::string& BertTokenizer::id_to_token(std::int32_t id) const {
  static const std::string empty;
  return id >= 0 && static_cast<std::size_t>(id) < vocab_.size() ? vocab_[static_cast<std::size_t>(id)]
                                                                 : empty;
}

void BertTokenizer::wordpiece(const std::u32string& word, std::vector<std::int32_t>& ids,
                              std::vector<std::string>& tokens) const {
  if (word.size() > options_.max_input_chars_per_word) {
    ids.push_back(unk_id_);
    tokens.push_back(options_.unk_token);
    return;
  }
  // Encode the word once; candidate pieces are byte ranges of it (offsets[i] = byte of char i).
  std::string utf8;
  std::vector<std::size_t> offsets;
  offsets.reserve(word.size() + 1);
  for (char32_t c : word) {
    offsets.push_back(utf8.size());
    unicode::append_utf8(utf8, c);
  }
  offsets.push_back(utf8.size());
  const std::size_t mark = ids.size();
  std::string piece = options_.continuing_subword_prefix;
  const std::size_t prefix = piece.size();
  std::size_t start = 0;
  while (start < word.size()) {
    std::size_t end = word.size();
    std::int32_t found = -1;
    while (start < end) {
      const std::string_view bytes(utf8.data() + offsets[start], offsets[end] - offsets[start]);
      if (start == 0) {
        found = token_to_id(bytes);
      } else {
        piece.resize(prefix);
        piece.append(bytes);
        found = token_to_id(piece);
      }
      if (found >= 0) break;
      --end;
    }
    if (found < 0) {  // the word cannot be covered: all of it becomes [UNK]
      ids.resize(mark);
      tokens.resize(mark);
      ids.push_back(unk_id_);
      tokens.push_back(options_.unk_token);
      return;
    }
    ids.push_back(found);
    tokens.push_back(vocab_[static_cast<std::size_t>(found)]);
    start = end;
  }
}

void BertTokenizer::tokenize_into(std::string_view text, std::vector<std::int32_t>& ids,
                                  std::vector<std::string>& tokens) const {
  const std::u32string chars = unicode::decode_utf8(text);
  const auto& specials = specials_u32_;

  auto normal_segment = [&](std::u32string_view seg) {
    std::u32string s;
    s.reserve(seg.size());
    for (char32_t c : seg) {
      if (options_.clean_text) {
        if (c == 0 || c == 0xFFFD || unicode::is_control(c)) continue;
        if (unicode::is_whitespace(c)) c = U' ';
      }
      if (options_.tokenize_chinese_chars && unicode::is_cjk(c)) {
        s += U' ';
        s += c;
        s += U' ';
      } else {
        s += c;
      }
    }
    if (options_.strip_accents.value_or(options_.lowercase)) {
      std::u32string d = unicode::nfd(s);
      s.clear();
      for (char32_t c : d)
        if (!unicode::is_nonspacing_mark(c)) s += c;
    }
    if (options_.lowercase) s = unicode::to_lower(s);
    // BertPreTokenizer: whitespace separates words and is dropped; punctuation stands alone.
    std::u32string word;
    auto flush = [&] {
      if (!word.empty()) wordpiece(word, ids, tokens);
      word.clear();
    };
    for (char32_t c : s) {
      if (unicode::is_whitespace(c)) {
        flush();
      } else if (unicode::is_punctuation(c)) {
        flush();
        word = c;
        flush();
      } else {
        word += c;
      }
    }
    flush();
  };

  // Split out special tokens written in the text (leftmost, then longest match), as tokenizers'
  // AddedVocabulary does before normalization.
  std::size_t seg_start = 0, i = 0;
  while (i < chars.size()) {
    std::size_t best = specials.size(), best_len = 0;
    for (std::size_t k = 0; k < specials.size(); ++k) {
      const auto& sp = specials[k];
      if (sp.size() > best_len && chars.compare(i, sp.size(), sp) == 0) {
        best = k;
        best_len = sp.size();
      }
    }
    if (best == specials.size()) {
      ++i;
      continue;
    }
    normal_segment(std::u32string_view(chars).substr(seg_start, i - seg_start));
    ids.push_back(token_to_id(specials_[best]));
    tokens.push_back(specials_[best]);
    i += best_len;
    seg_start = i;
  }
  normal_segment(std::u32string_view(chars).substr(seg_start));
}

std::vector<std::string> BertTokenizer::tokenize(std::string_view text) const {
  std::vector<std::int32_t> ids;
  std::vector<std::string> tokens;
  tokenize_into(text, ids, tokens);
  return tokens;
}

Encoding BertTokenizer::encode(std::string_view text, std::optional<std::string_view> pair,
                               std::size_t max_length) const {
  Encoding a, b;
  tokenize_into(text, a.ids, a.tokens);
  if (pair) tokenize_into(*pair, b.ids, b.tokens);
  if (max_length > 0) {
    // tokenizers' truncate_encodings with longest_first, on the room left after [CLS]/[SEP].
    const std::size_t added = pair ? 3 : 2;
    const std::size_t room = max_length > added ? max_length - added : 0;
    std::size_t n1 = a.ids.size(), n2 = b.ids.size();
    if (n1 + n2 > room) {
      if (!pair) {
        n1 = room;
      } else {
        const bool swap = n1 > n2;
        if (swap) std::swap(n1, n2);
        n2 = n1 > room ? n1 : std::max(n1, room - n1);
        if (n1 + n2 > room) {
          n1 = room / 2;
          n2 = n1 + room % 2;
        }
        if (swap) std::swap(n1, n2);
      }
      a.ids.resize(std::min(n1, a.ids.size()));
      a.tokens.resize(a.ids.size());
      b.ids.resize(std::min(n2, b.ids.size()));
      b.tokens.resize(b.ids.size());
    }
  }
  Encoding out;
  auto push = [&](std::int32_t id, const std::string& tok, std::int32_t type) {
    out.ids.push_back(id);
    out.tokens.push_back(tok);
    out.type_ids.push_back(type);
  };
  push(cls_id_, options_.cls_token, 0);
  for (std::size_t i = 0; i < a.ids.size(); ++i) push(a.ids[i], a.tokens[i], 0);
  push(sep_id_, options_.sep_token, 0);
  if (pair) {
    for (std::size_t i = 0; i < b.ids.size(); ++i) push(b.ids[i], b.tokens[i], 1);
    push(sep_id_, options_.sep_token, 1);
  }
  return out;
}

BatchEncoding BertTokenizer::encode_batch(const std::vector<std::string>& texts,
                                          const std::vector<std::string>& pairs,
                                          std::size_t max_length) const {
  if (!pairs.empty() && pairs.size() != texts.size())
    throw Error(ErrorKind::Usage,
                std::to_string(texts.size()) + " texts but " + std::to_string(pairs.size()) + " text pairs");
  std::vector<Encoding> encs;
  encs.reserve(texts.size());
  BatchEncoding out;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    encs.push_back(pairs.empty() ? encode(texts[i], std::nullopt, max_length)
                                 : encode(texts[i], pairs[i], max_length));
    out.seq = std::max(out.seq, encs.back().ids.size());
  }
  out.batch = texts.size();
  bool padded = false;
  for (const auto& e : encs) padded |= e.ids.size() != out.seq;
  if (padded && pad_id_ < 0)
    throw input_error("vocabulary", "padding token \"" + options_.pad_token + "\" is not in the vocabulary");
  out.input_ids.assign(out.batch * out.seq, pad_id_);
  out.token_type_ids.assign(out.batch * out.seq, 0);
  out.attention_mask.assign(out.batch * out.seq, 0);
  for (std::size_t r = 0; r < encs.size(); ++r) {
    for (std::size_t c = 0; c < encs[r].ids.size(); ++c) {
      out.input_ids[r * out.seq + c] = encs[r].ids[c];
      out.token_type_ids[r * out.seq + c] = encs[r].type_ids[c];
      out.attention_mask[r * out.seq + c] = 1;
    }
  }
  return out;
}

}  // namespace crosswarp::model
