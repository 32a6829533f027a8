// The CUDA C++ lexer: see lexer.h for the contract (lossless, positions, never fails).
#include "port/lexer.h"

#include "port/huge_pages.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstring>

namespace crosswarp::port {

const char* to_string(TokenKind kind) {
  switch (kind) {
    case TokenKind::Whitespace: return "whitespace";
    case TokenKind::Newline: return "newline";
    case TokenKind::Comment: return "comment";
    case TokenKind::Directive: return "directive";
    case TokenKind::Identifier: return "identifier";
    case TokenKind::Number: return "number";
    case TokenKind::String: return "string";
    case TokenKind::Char: return "char";
    case TokenKind::Punct: return "punct";
    case TokenKind::LaunchOpen: return "launch-open";
    case TokenKind::LaunchClose: return "launch-close";
    case TokenKind::Invalid: return "invalid";
  }
  return "?";
}

namespace {

// Past this many, diagnostics are summarised: a binary file must not produce millions of them.
constexpr std::size_t kMaxDiagnostics = 64;

bool is_ident_start(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c >= 0x80;
}
bool is_ident_char(unsigned char c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }
bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
bool is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f'; }

// Punctuators other than <<< and >>> (longest match: lex_punct): "...", "<=>", "->*", "<<=", ">>=";
// "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=",
// "&=", "|=", "^=", ".*", "##"; and these single bytes:
constexpr std::string_view kPunct1 = "{}[]()<>;:,.?~!+-*/%^&|=#";

class Lexer {
 public:
  Lexer(std::string_view src, std::size_t base_offset, std::uint32_t line, std::uint32_t col, bool directive)
      : s_(src), base_(base_offset), line_(line), col_(col), in_directive_(directive) {}

  LexResult run(std::size_t max_tokens = SIZE_MAX) {
    // About one token per 4 bytes in real CUDA code (164k tokens in the 646 KB of the 60 cuda-samples
    // concatenated): reserving a little more up front avoids regrowing (and page-faulting) a vector of
    // megabytes several times; pages reserved but never written cost nothing.
    out_.tokens.reserve(std::min(s_.size() / 3 + 16, max_tokens));
    advise_huge_pages(out_.tokens.data(), out_.tokens.capacity() * sizeof(Token));
    while (pos_ < s_.size() && out_.tokens.size() < max_tokens) step();
    if (diag_dropped_ > 0) {
      out_.diagnostics.push_back({base_ + s_.size(), line_, col_,
                                  std::to_string(diag_dropped_) + " more diagnostics not shown"});
    }
    return std::move(out_);
  }

 private:
  unsigned char at(std::size_t i) const { return i < s_.size() ? static_cast<unsigned char>(s_[i]) : 0; }
  bool has(std::size_t i) const { return i < s_.size(); }

  // Length of a newline at i (1 or 2), 0 if none.
  std::size_t newline_len(std::size_t i) const {
    if (!has(i)) return 0;
    if (s_[i] == '\n') return 1;
    if (s_[i] == '\r') return at(i + 1) == '\n' ? 2 : 1;
    return 0;
  }
  // Length of a backslash-newline splice at i, 0 if none.
  std::size_t splice_len(std::size_t i) const {
    if (at(i) != '\\' || !has(i)) return 0;
    std::size_t n = newline_len(i + 1);
    return n ? n + 1 : 0;
  }

  void diagnose(std::size_t offset_in_s, std::uint32_t line, std::uint32_t col, std::string msg) {
    if (out_.diagnostics.size() >= kMaxDiagnostics) {
      ++diag_dropped_;
      return;
    }
    out_.diagnostics.push_back({base_ + offset_in_s, line, col, std::move(msg)});
  }

  void emit(TokenKind kind, std::size_t end) {
    Token t;
    t.kind = kind;
    t.text = s_.substr(pos_, end - pos_);
    t.offset = base_ + pos_;
    t.line = line_;
    t.column = col_;
    for (std::size_t i = pos_; i < end; ++i) {
      char c = s_[i];
      if (c == '\n' || (c == '\r' && at(i + 1) != '\n')) {
        ++line_;
        col_ = 1;
      } else {
        ++col_;
      }
    }
    if (kind == TokenKind::Newline) {
      at_line_start_ = true;
    } else if (kind != TokenKind::Whitespace && kind != TokenKind::Comment) {
      at_line_start_ = false;
    }
    if (kind != TokenKind::Whitespace && kind != TokenKind::Newline && kind != TokenKind::Comment) {
      last_significant_ = t.text;
    }
    out_.tokens.push_back(t);
    pos_ = end;
  }

  // End of a block comment starting at i ("/*"); diagnoses an unterminated one.
  std::size_t block_comment_end(std::size_t i) {
    std::size_t close = s_.find("*/", i + 2);
    if (close == std::string_view::npos) {
      diagnose(pos_, line_, col_, "unterminated block comment");
      return s_.size();
    }
    return close + 2;
  }
  // End of a line comment starting at i: up to the newline, following backslash continuations.
  std::size_t line_comment_end(std::size_t i) const {
    while (has(i)) {
      std::size_t sp = splice_len(i);
      if (sp) {
        i += sp;
        continue;
      }
      if (newline_len(i)) return i;
      ++i;
    }
    return i;
  }
  // End of a quoted literal whose opening quote is at q; stops before an unescaped newline.
  std::size_t quoted_end(std::size_t q, char quote, bool& terminated) const {
    std::size_t i = q + 1;
    while (has(i)) {
      char c = s_[i];
      if (c == quote) {
        terminated = true;
        return i + 1;
      }
      if (c == '\\') {
        std::size_t sp = splice_len(i);
        i += sp ? sp : 2;
        continue;
      }
      if (c == '\n' || c == '\r') break;
      ++i;
    }
    terminated = false;
    return i < s_.size() ? i : s_.size();
  }
  std::size_t ud_suffix_end(std::size_t i) const {
    if (is_ident_start(at(i)) && has(i)) {
      while (has(i) && is_ident_char(at(i))) ++i;
    }
    return i;
  }

  void lex_quoted(std::size_t quote_at, char quote) {
    bool terminated = false;
    std::size_t end = quoted_end(quote_at, quote, terminated);
    if (!terminated) {
      diagnose(pos_, line_, col_, quote == '"' ? "unterminated string literal" : "unterminated character literal");
      emit(quote == '"' ? TokenKind::String : TokenKind::Char, end);
      return;
    }
    emit(quote == '"' ? TokenKind::String : TokenKind::Char, ud_suffix_end(end));
  }

  // R"delim( ... )delim" with the quote at q. Returns false when the delimiter is malformed.
  bool lex_raw(std::size_t q) {
    std::size_t i = q + 1;
    std::size_t limit = q + 1 + 16;
    while (has(i) && i <= limit && s_[i] != '(') {
      char c = s_[i];
      if (c == ' ' || c == ')' || c == '\\' || c == '\t' || c == '\v' || c == '\f' || c == '\n' || c == '\r' ||
          c == '"')
        return false;
      ++i;
    }
    if (!has(i) || s_[i] != '(') return false;
    std::string closing = ")";
    closing.append(s_.substr(q + 1, i - q - 1));
    closing.push_back('"');
    std::size_t close = s_.find(closing, i + 1);
    if (close == std::string_view::npos) {
      diagnose(pos_, line_, col_, "unterminated raw string literal");
      emit(TokenKind::String, s_.size());
      return true;
    }
    emit(TokenKind::String, ud_suffix_end(close + closing.size()));
    return true;
  }

  void lex_directive_line() {
    std::size_t i = pos_ + 1;
    while (has(i)) {
      std::size_t sp = splice_len(i);
      if (sp) {
        i += sp;
        continue;
      }
      if (newline_len(i)) break;
      char c = s_[i];
      if (c == '/' && at(i + 1) == '*') {
        i = block_comment_end(i);
        continue;
      }
      if (c == '/' && at(i + 1) == '/') {
        i = line_comment_end(i);
        break;
      }
      if (c == '"' || c == '\'') {
        bool terminated = false;  // #error don't ... : an unmatched quote ends at the line's end
        i = quoted_end(i, c, terminated);
        continue;
      }
      ++i;
    }
    emit(TokenKind::Directive, i);
  }

  void lex_number() {
    std::size_t i = pos_ + 1;
    while (has(i)) {
      unsigned char c = at(i);
      if ((c == '+' || c == '-') && (s_[i - 1] == 'e' || s_[i - 1] == 'E' || s_[i - 1] == 'p' || s_[i - 1] == 'P')) {
        ++i;
      } else if (is_ident_char(c) || c == '.') {
        ++i;
      } else if (c == '\'' && has(i + 1) && is_ident_char(at(i + 1))) {
        i += 2;
      } else {
        break;
      }
    }
    emit(TokenKind::Number, i);
  }

  // After "<<" or ">>" at i: blanks (spaces, tabs; at least one) then `third` alone (not doubled, not
  // followed by '='). Returns the offset past it, or 0.
  std::size_t spaced_third(std::size_t i, char third) const {
    std::size_t k = i;
    while (has(k) && (s_[k] == ' ' || s_[k] == '\t')) ++k;
    if (k == i || at(k) != static_cast<unsigned char>(third) || at(k + 1) == static_cast<unsigned char>(third) ||
        at(k + 1) == '=')
      return 0;
    return k + 1;
  }

  void lex_punct() {
    // Longest match by the first three bytes (0 past the end: no punctuator contains a NUL byte).
    const unsigned char c0 = at(pos_), c1 = at(pos_ + 1), c2 = at(pos_ + 2);
    if (c0 == '<' && c1 == '<' && c2 == '<' && last_significant_ != "operator") {
      launch_stack_.push_back(paren_depth_);
      emit(TokenKind::LaunchOpen, pos_ + 3);
      return;
    }
    if (c0 == '>' && c1 == '>' && c2 == '>' && !launch_stack_.empty() && launch_stack_.back() == paren_depth_) {
      launch_stack_.pop_back();
      emit(TokenKind::LaunchClose, pos_ + 3);
      return;
    }
    // "k << <grid, block >> >(args)": nvcc takes the chevrons with blanks inside (editors' formatters write
    // them so), clang does not. "<<" then blanks then a lone '<' is no C++ expression (a '<' cannot start
    // one; "operator<< <T>" aside), so it is a launch, one token; ">> >" closes it the same way.
    if (c0 == '<' && c1 == '<' && c2 != '<' && c2 != '=' && last_significant_ != "operator") {
      if (std::size_t end = spaced_third(pos_ + 2, '<'); end != 0) {
        launch_stack_.push_back(paren_depth_);
        emit(TokenKind::LaunchOpen, end);
        return;
      }
    }
    if (c0 == '>' && c1 == '>' && c2 != '>' && !launch_stack_.empty() && launch_stack_.back() == paren_depth_) {
      if (std::size_t end = spaced_third(pos_ + 2, '>'); end != 0) {
        launch_stack_.pop_back();
        emit(TokenKind::LaunchClose, end);
        return;
      }
    }
    // "...", "<=>", "->*", "<<=", ">>=".
    if ((c0 == '.' && c1 == '.' && c2 == '.') || (c0 == '<' && c1 == '=' && c2 == '>') ||
        (c0 == '-' && c1 == '>' && c2 == '*') || (c0 == '<' && c1 == '<' && c2 == '=') ||
        (c0 == '>' && c1 == '>' && c2 == '='))
      return emit(TokenKind::Punct, pos_ + 3);
    // The two-byte punctuators listed above; not "<:", a digraph for '[' except before "::" (C++11 rule);
    // treated as '<' always: CUDA code writes std::vector<::T> far more often than digraphs.
    bool two = false;
    switch (c0) {
      case ':': two = c1 == ':'; break;
      case '-': two = c1 == '>' || c1 == '-' || c1 == '='; break;
      case '+': two = c1 == '+' || c1 == '='; break;
      case '<': two = c1 == '<' || c1 == '='; break;
      case '>': two = c1 == '>' || c1 == '='; break;
      case '=': two = c1 == '='; break;
      case '!': two = c1 == '='; break;
      case '&': two = c1 == '&' || c1 == '='; break;
      case '|': two = c1 == '|' || c1 == '='; break;
      case '*': case '/': case '%': case '^': two = c1 == '='; break;
      case '.': two = c1 == '*'; break;
      case '#': two = c1 == '#'; break;
      default: break;
    }
    if (two) return emit(TokenKind::Punct, pos_ + 2);
    char c = s_[pos_];
    if (c == '(' || c == '[' || c == '{') ++paren_depth_;
    if ((c == ')' || c == ']' || c == '}') && paren_depth_ > 0) {
      --paren_depth_;
      while (!launch_stack_.empty() && launch_stack_.back() > paren_depth_) launch_stack_.pop_back();
    }
    emit(TokenKind::Punct, pos_ + 1);
  }

  void step() {
    unsigned char c = at(pos_);
    if (std::size_t nl = newline_len(pos_)) return emit(TokenKind::Newline, pos_ + nl);
    if (is_space(c)) {
      std::size_t i = pos_;
      while (has(i) && is_space(at(i))) ++i;
      return emit(TokenKind::Whitespace, i);
    }
    if (std::size_t sp = splice_len(pos_)) return emit(TokenKind::Whitespace, pos_ + sp);
    if (c == '/' && at(pos_ + 1) == '/' && has(pos_ + 1)) return emit(TokenKind::Comment, line_comment_end(pos_));
    if (c == '/' && at(pos_ + 1) == '*' && has(pos_ + 1)) return emit(TokenKind::Comment, block_comment_end(pos_));
    if (c == '#' && at_line_start_ && !in_directive_) return lex_directive_line();
    if (c == '"') return lex_quoted(pos_, '"');
    if (c == '\'') return lex_quoted(pos_, '\'');
    if (is_digit(c) || (c == '.' && is_digit(at(pos_ + 1)) && has(pos_ + 1))) return lex_number();
    if (is_ident_start(c) || (c == '\\' && (at(pos_ + 1) == 'u' || at(pos_ + 1) == 'U'))) {
      std::size_t i = pos_ + 1;
      while (has(i)) {
        if (is_ident_char(at(i))) {
          ++i;
        } else if (at(i) == '\\' && (at(i + 1) == 'u' || at(i + 1) == 'U')) {
          i += 2;  // universal character name inside an identifier
        } else {
          break;
        }
      }
      std::string_view word = s_.substr(pos_, i - pos_);
      char next = has(i) ? s_[i] : '\0';
      if (next == '"' && (word == "R" || word == "u8R" || word == "uR" || word == "UR" || word == "LR")) {
        if (lex_raw(i)) return;
      }
      if ((next == '"' || next == '\'') && (word == "u8" || word == "u" || word == "U" || word == "L")) {
        return lex_quoted(i, next);
      }
      return emit(TokenKind::Identifier, i);
    }
    if (kPunct1.find(static_cast<char>(c)) != std::string_view::npos) return lex_punct();
    // Anything else (NUL, control bytes, '\\' not before a newline, '`', '@'): one Invalid token per run.
    std::size_t i = pos_;
    while (has(i)) {
      unsigned char d = at(i);
      bool bad = (d < 0x20 && d != '\n' && d != '\r' && !is_space(d)) || d == 0x7f || d == '`' || d == '@' ||
                 (d == '\\' && !splice_len(i));
      if (!bad) break;
      ++i;
    }
    if (i == pos_) i = pos_ + 1;
    char buf[8];
    std::snprintf(buf, sizeof buf, "0x%02x", c);
    diagnose(pos_, line_, col_, std::string("unexpected byte ") + buf + (i - pos_ > 1 ? " (and following)" : ""));
    emit(TokenKind::Invalid, i);
  }

  std::string_view s_;
  std::size_t base_;
  std::uint32_t line_, col_;
  bool in_directive_;
  std::size_t pos_ = 0;
  bool at_line_start_ = true;
  int paren_depth_ = 0;
  std::vector<int> launch_stack_;
  std::string_view last_significant_;
  std::size_t diag_dropped_ = 0;
  LexResult out_;
};

// Reports invalid UTF-8 sequences (the lexer itself keeps such bytes inside identifiers). Runs of ASCII are
// skipped eight bytes at a time; a line and column are only worked out where a non-ASCII byte is.
void check_utf8(std::string_view s, LexResult& out) {
  std::uint32_t line = 1, col = 1;
  std::size_t reported = 0;
  std::size_t at = 0;  // line and col are those of byte `at`
  auto advance_to = [&](std::size_t to) {  // the bytes in [at, to) are ASCII
    for (std::size_t k = at; k < to; ++k) {
      if (s[k] == '\n') {
        ++line;
        col = 1;
      } else {
        ++col;
      }
    }
    at = to;
  };
  for (std::size_t i = 0; i < s.size();) {
    while (i + 8 <= s.size()) {
      std::uint64_t w;
      std::memcpy(&w, s.data() + i, 8);
      if (w & 0x8080808080808080ULL) break;
      i += 8;
    }
    while (i < s.size() && static_cast<unsigned char>(s[i]) < 0x80) ++i;
    if (i >= s.size()) break;
    advance_to(i);
    unsigned char c = static_cast<unsigned char>(s[i]);
    std::size_t len = (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xe ? 3 : (c >> 3) == 0x1e ? 4 : 0;
    bool ok = len != 0 && i + len <= s.size();
    for (std::size_t k = 1; ok && k < len; ++k) ok = (static_cast<unsigned char>(s[i + k]) >> 6) == 0x2;
    if (!ok) {
      if (reported++ < 8) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "0x%02x", c);
        out.diagnostics.push_back({i, line, col, std::string("invalid UTF-8 byte ") + buf});
      }
      len = 1;
    }
    col += static_cast<std::uint32_t>(len);
    i += len;
    at = i;
  }
  if (reported > 8) {
    advance_to(s.size());
    out.diagnostics.push_back({s.size(), line, col, std::to_string(reported - 8) + " more invalid UTF-8 bytes"});
  }
}

}  // namespace

LexResult lex(std::string_view source) {
  LexResult r = Lexer(source, 0, 1, 1, false).run();
  check_utf8(source, r);
  return r;
}

std::vector<Token> lex_first(std::string_view source, std::size_t count) {
  return Lexer(source, 0, 1, 1, false).run(count).tokens;
}

LexResult lex_directive(const Token& directive) {
  if (directive.kind != TokenKind::Directive || directive.text.empty()) return {};
  return Lexer(directive.text.substr(1), directive.offset + 1, directive.line, directive.column + 1, true).run();
}

std::size_t next_significant(const std::vector<Token>& tokens, std::size_t i) {
  for (++i; i < tokens.size(); ++i) {
    if (!tokens[i].is_trivia()) return i;
  }
  return tokens.size();
}

std::size_t prev_significant(const std::vector<Token>& tokens, std::size_t i) {
  while (i-- > 0) {
    if (!tokens[i].is_trivia()) return i;
  }
  return SIZE_MAX;
}

std::string_view directive_name(const Token& directive) {
  // Fast path for the usual "#  name ..." (spaces or tabs, then a plain identifier that ends at a byte
  // that cannot continue it): exactly what lexing the directive gives, without lexing all of it (a long
  // #define would otherwise be tokenised only to read its first word).
  if (directive.kind == TokenKind::Directive && !directive.text.empty()) {
    std::string_view t = directive.text;
    std::size_t i = 1;
    while (i < t.size() && (t[i] == ' ' || t[i] == '\t')) ++i;
    unsigned char c = i < t.size() ? static_cast<unsigned char>(t[i]) : 0;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_') {
      std::size_t e = i + 1;
      while (e < t.size() && is_ident_char(static_cast<unsigned char>(t[e]))) ++e;
      unsigned char n = e < t.size() ? static_cast<unsigned char>(t[e]) : 0;
      if (n != '\\' && n != '"' && n != '\'') return t.substr(i, e - i);
    }
    if (i >= t.size()) return {};
  }
  LexResult inner = lex_directive(directive);
  for (const Token& t : inner.tokens) {
    if (t.is_trivia()) continue;
    return t.kind == TokenKind::Identifier ? t.text : std::string_view{};
  }
  return {};
}

bool include_target(const Token& directive, std::string_view& header, bool& angled) {
  std::string_view name = directive_name(directive);
  if (name != "include" && name != "include_next" && name != "import") return false;
  std::string_view text = directive.text;
  std::size_t after = text.find(name) + name.size();
  std::size_t open = text.find_first_not_of(" \t", after);
  if (open == std::string_view::npos) return false;
  char o = text[open];
  if (o != '<' && o != '"') return false;
  std::size_t close = text.find(o == '<' ? '>' : '"', open + 1);
  if (close == std::string_view::npos) return false;
  header = text.substr(open + 1, close - open - 1);
  angled = o == '<';
  return true;
}

}  // namespace crosswarp::port
