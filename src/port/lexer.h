// A lexer for CUDA C++ source, shared by the translator (`crosswarp port`) and the linter
// (`crosswarp lint`).
//
// It is lossless: the texts of all tokens, in order, concatenate to the input exactly (whitespace and
// comments are tokens too). Every token knows its byte offset and its 1-based line and column
// (column counted in bytes). It never throws, crashes or loops on any bytes: NUL and other control
// bytes, invalid UTF-8, unterminated comments/strings/raw strings become Invalid tokens or
// diagnostics and lexing goes on.
//
//   auto lx = crosswarp::port::lex(source);
//   for (const Token& t : lx.tokens) if (t.is_identifier("cudaMalloc")) ...
//
// Preprocessor lines (a '#' first on its line) are ONE Directive token holding the whole logical
// line, backslash continuations and comments included; lex_directive(t) lexes its content (with
// offsets/lines/columns still relative to the original source). directive_name(t) gives "include",
// "define", "if", ...
//
// Kernel launches: "<<<" is always LaunchOpen (no valid C++ has it otherwise). ">>>" is LaunchClose
// only inside a launch (after LaunchOpen, at parenthesis depth 0); elsewhere ">>" and ">" are lexed as
// usual so that templates like a<b<c>>> outside launches keep working. nvcc also takes "<< <" and ">> >"
// (blanks inside, as some formatters write them): those are one LaunchOpen / LaunchClose token too, text
// and all (the translator writes "<<<" / ">>>").
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::port {

enum class TokenKind : std::uint8_t {
  Whitespace,   // spaces, tabs, \v, \f and backslash-newline splices outside directives
  Newline,      // "\n" or "\r\n" (or a lone "\r")
  Comment,      // // ... or /* ... */ (an unterminated /* runs to the end and is diagnosed)
  Directive,    // a whole preprocessor line: "#include <x.h>", "#define F(x) \\\n  x" (no final newline)
  Identifier,   // [A-Za-z_$][A-Za-z0-9_$]* plus any byte >= 0x80 (UTF-8 identifiers) and \u escapes
  Number,       // a pp-number: 0x1Fu, 1'000'000, 1.5e-3f, .5, 0x1p-3
  String,       // "..", u8"..", u"..", U"..", L"..", R"d(..)d" (with prefixes), with a ud-suffix
  Char,         // '..', u8'..', u'..', U'..', L'..', with a ud-suffix
  Punct,        // operators and punctuators, longest match (">>" stays one token)
  LaunchOpen,   // <<<
  LaunchClose,  // >>> closing a launch
  Invalid,      // a byte that cannot start a token (NUL, other control bytes, stray '\\' or '`')
};
const char* to_string(TokenKind kind);

struct Token {
  TokenKind kind = TokenKind::Invalid;
  std::string_view text;     // a view into the source given to lex()
  std::size_t offset = 0;    // byte offset in the source
  std::uint32_t line = 1;    // 1-based
  std::uint32_t column = 1;  // 1-based, in bytes

  bool is(TokenKind k) const { return kind == k; }
  bool is_identifier(std::string_view name) const { return kind == TokenKind::Identifier && text == name; }
  bool is_punct(std::string_view p) const { return kind == TokenKind::Punct && text == p; }
  // Whitespace, newlines and comments: what a parser skips.
  bool is_trivia() const {
    return kind == TokenKind::Whitespace || kind == TokenKind::Newline || kind == TokenKind::Comment;
  }
};

struct LexDiagnostic {
  std::size_t offset = 0;
  std::uint32_t line = 1;
  std::uint32_t column = 1;
  std::string message;  // "unterminated block comment", "invalid UTF-8 byte 0xff", ...
};

struct LexResult {
  std::vector<Token> tokens;
  std::vector<LexDiagnostic> diagnostics;
};

// Lexes a whole source. The returned tokens view `source`: keep it alive.
LexResult lex(std::string_view source);

// The first `count` tokens of lex(source) (all of them when there are fewer), without lexing the rest:
// for a question answered near the start of a file. Lexing is sequential, so they are exactly lex's.
std::vector<Token> lex_first(std::string_view source, std::size_t count);

// Lexes the content of a Directive token (everything after the '#'), with offsets, lines and
// columns relative to the original source. Backslash-newline splices come back as Whitespace.
LexResult lex_directive(const Token& directive);

// The directive's name ("include", "define", "pragma", "if", ...) or "" for a null directive.
std::string_view directive_name(const Token& directive);

// For an #include directive: the header name without delimiters ("cuda_runtime.h") and whether it
// was written <...> (angled) or "...". Returns false if the directive is not a plain include.
bool include_target(const Token& directive, std::string_view& header, bool& angled);

// Index of the next/previous non-trivia token from i (exclusive), or tokens.size() / SIZE_MAX.
std::size_t next_significant(const std::vector<Token>& tokens, std::size_t i);
std::size_t prev_significant(const std::vector<Token>& tokens, std::size_t i);

}  // namespace crosswarp::port
