// The Unicode pieces BERT's tokenizer needs, with the definitions Hugging Face's tokenizers
// (Rust: normalizers/bert.rs, pre_tokenizers/bert.rs) uses, on top of utf8proc's tables.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::model::unicode {

// Decodes UTF-8; throws crosswarp::Error(Input, "<what>: not valid UTF-8") on malformed input.
std::u32string decode_utf8(std::string_view s, std::string_view what = "text");
std::string encode_utf8(std::u32string_view s);
void append_utf8(std::string& out, char32_t c);

// \t \n \r and characters with Unicode's White_Space property (Rust's char::is_whitespace).
bool is_whitespace(char32_t c);
// Categories Cc, Cf, Cn, Co, Cs, except \t \n \r (BertNormalizer's is_control).
bool is_control(char32_t c);
// ASCII 33-47, 58-64, 91-96, 123-126, or a Unicode P* category (BERT's punctuation).
bool is_punctuation(char32_t c);
// The CJK ideograph blocks BertNormalizer pads with spaces.
bool is_cjk(char32_t c);
// Category Mn (what accent stripping drops after NFD).
bool is_nonspacing_mark(char32_t c);

// Canonical decomposition (NFD) of a string of code points.
std::u32string nfd(std::u32string_view s);
// Full lowercase mapping per code point (U+0130 becomes "i" + U+0307, as in Rust and Python).
std::u32string to_lower(std::u32string_view s);

}  // namespace crosswarp::model::unicode
