#include "model/unicode.h"

#include <crosswarp/error.h>

#include <utf8proc.h>

#include <algorithm>
#include <vector>

namespace crosswarp::model::unicode {

std::u32string decode_utf8(std::string_view s, std::string_view what) {
  std::u32string out;
  out.reserve(s.size());
  const auto* p = reinterpret_cast<const utf8proc_uint8_t*>(s.data());
  utf8proc_ssize_t i = 0, n = static_cast<utf8proc_ssize_t>(s.size());
  while (i < n) {
    utf8proc_int32_t cp;
    utf8proc_ssize_t len = utf8proc_iterate(p + i, n - i, &cp);
    if (len <= 0)
      throw Error(ErrorKind::Input,
                  std::string(what) + ": not valid UTF-8 (at byte " + std::to_string(i) + ")");
    out.push_back(static_cast<char32_t>(cp));
    i += len;
  }
  return out;
}

void append_utf8(std::string& out, char32_t c) {
  utf8proc_uint8_t buf[4];
  auto n = utf8proc_encode_char(static_cast<utf8proc_int32_t>(c), buf);
  out.append(reinterpret_cast<const char*>(buf), static_cast<std::size_t>(n));
}

std::string encode_utf8(std::u32string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char32_t c : s) append_utf8(out, c);
  return out;
}

bool is_whitespace(char32_t c) {
  switch (c) {
    case 0x09:
    case 0x0A:
    case 0x0B:
    case 0x0C:
    case 0x0D:
    case 0x20:
    case 0x85:
    case 0xA0:
    case 0x1680:
    case 0x2028:
    case 0x2029:
    case 0x202F:
    case 0x205F:
    case 0x3000:
      return true;
    default:
      return c >= 0x2000 && c <= 0x200A;
  }
}

bool is_control(char32_t c) {
  if (c == '\t' || c == '\n' || c == '\r') return false;
  switch (utf8proc_category(static_cast<utf8proc_int32_t>(c))) {
    case UTF8PROC_CATEGORY_CC:
    case UTF8PROC_CATEGORY_CF:
    case UTF8PROC_CATEGORY_CN:
    case UTF8PROC_CATEGORY_CO:
    case UTF8PROC_CATEGORY_CS:
      return true;
    default:
      return false;
  }
}

bool is_punctuation(char32_t c) {
  if ((c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126))
    return true;
  switch (utf8proc_category(static_cast<utf8proc_int32_t>(c))) {
    case UTF8PROC_CATEGORY_PC:
    case UTF8PROC_CATEGORY_PD:
    case UTF8PROC_CATEGORY_PS:
    case UTF8PROC_CATEGORY_PE:
    case UTF8PROC_CATEGORY_PI:
    case UTF8PROC_CATEGORY_PF:
    case UTF8PROC_CATEGORY_PO:
      return true;
    default:
      return false;
  }
}

bool is_cjk(char32_t c) {
  // The ranges of tokenizers' normalizers/bert.rs (note 0x2B920, not Python's 0x2B820).
  return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x20000 && c <= 0x2A6DF) ||
         (c >= 0x2A700 && c <= 0x2B73F) || (c >= 0x2B740 && c <= 0x2B81F) || (c >= 0x2B920 && c <= 0x2CEAF) ||
         (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x2F800 && c <= 0x2FA1F);
}

bool is_nonspacing_mark(char32_t c) {
  return utf8proc_category(static_cast<utf8proc_int32_t>(c)) == UTF8PROC_CATEGORY_MN;
}

std::u32string nfd(std::u32string_view s) {
  if (s.empty()) return {};
  // Decompose code point by code point, then put combining marks in canonical order.
  std::vector<utf8proc_int32_t> out;
  out.reserve(s.size() * 2);
  utf8proc_int32_t tmp[32];
  for (char32_t c : s) {
    int boundclass = UTF8PROC_BOUNDCLASS_START;
    auto n = utf8proc_decompose_char(static_cast<utf8proc_int32_t>(c), tmp, 32,
                                     static_cast<utf8proc_option_t>(UTF8PROC_DECOMPOSE), &boundclass);
    if (n < 0 || n > 32) {
      out.push_back(static_cast<utf8proc_int32_t>(c));
      continue;
    }
    out.insert(out.end(), tmp, tmp + n);
  }
  // Canonical ordering: stable-sort each run of non-starters by combining class.
  auto ccc = [](utf8proc_int32_t c) { return utf8proc_get_property(c)->combining_class; };
  for (std::size_t i = 0; i < out.size();) {
    if (ccc(out[i]) == 0) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < out.size() && ccc(out[j]) != 0) ++j;
    std::stable_sort(out.begin() + static_cast<std::ptrdiff_t>(i),
                     out.begin() + static_cast<std::ptrdiff_t>(j),
                     [&](auto a, auto b) { return ccc(a) < ccc(b); });
    i = j;
  }
  return std::u32string(out.begin(), out.end());
}

std::u32string to_lower(std::u32string_view s) {
  std::u32string out;
  out.reserve(s.size());
  for (char32_t c : s) {
    if (c == 0x130) {  // the one unconditional multi-character lowercase mapping in SpecialCasing.txt
      out.push_back(U'i');
      out.push_back(0x307);
    } else {
      out.push_back(static_cast<char32_t>(utf8proc_tolower(static_cast<utf8proc_int32_t>(c))));
    }
  }
  return out;
}

}  // namespace crosswarp::model::unicode
