// The lexer: lossless, positions, literals, directives, launches, and no failure on any bytes.
#include "port/lexer.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

using namespace crosswarp::port;

namespace {

std::string concat(const LexResult& r) {
  std::string s;
  for (const Token& t : r.tokens) s.append(t.text);
  return s;
}

std::vector<Token> significant(const LexResult& r) {
  std::vector<Token> out;
  for (const Token& t : r.tokens)
    if (!t.is_trivia()) out.push_back(t);
  return out;
}

}  // namespace

TEST(PortLexer, LosslessWithPositions) {
  std::string src = "int a = 1;\n  cudaMalloc(&p, 4); // cudaFree\n/* x\ny */ z";
  LexResult r = lex(src);
  EXPECT_EQ(concat(r), src);
  auto sig = significant(r);
  ASSERT_GE(sig.size(), 7u);
  EXPECT_TRUE(sig[5].is_identifier("cudaMalloc"));
  EXPECT_EQ(sig[5].line, 2u);
  EXPECT_EQ(sig[5].column, 3u);
  EXPECT_EQ(sig.back().text, "z");
  EXPECT_EQ(sig.back().line, 4u);
  EXPECT_EQ(sig.back().column, 6u);
  EXPECT_TRUE(r.diagnostics.empty());
}

TEST(PortLexer, StringsCharsAndRawStrings) {
  std::string src = R"SRC(a("cudaMalloc\"x", u8"q", L'c', '\'', R"xy(cuda)" )xy", uR"(z)", "s"_sv);)SRC";
  LexResult r = lex(src);
  EXPECT_EQ(concat(r), src);
  auto sig = significant(r);
  std::vector<std::string_view> strings;
  for (auto& t : sig)
    if (t.is(TokenKind::String) || t.is(TokenKind::Char)) strings.push_back(t.text);
  ASSERT_EQ(strings.size(), 7u);
  EXPECT_EQ(strings[0], "\"cudaMalloc\\\"x\"");
  EXPECT_EQ(strings[2], "L'c'");
  EXPECT_EQ(strings[3], "'\\''");
  EXPECT_EQ(strings[4], "R\"xy(cuda)\" )xy\"");
  EXPECT_EQ(strings[5], "uR\"(z)\"");
  EXPECT_EQ(strings[6], "\"s\"_sv");
  for (auto& t : sig) EXPECT_FALSE(t.is_identifier("cudaMalloc"));
}

TEST(PortLexer, NumbersWithSuffixesAndSeparators) {
  LexResult r = lex("0x1Fu 1'000'000 1.5e-3f .5 0x1p-3 42ull");
  std::vector<std::string_view> nums;
  for (auto& t : significant(r)) {
    EXPECT_EQ(t.kind, TokenKind::Number) << t.text;
    nums.push_back(t.text);
  }
  EXPECT_EQ(nums, (std::vector<std::string_view>{"0x1Fu", "1'000'000", "1.5e-3f", ".5", "0x1p-3", "42ull"}));
}

TEST(PortLexer, DirectivesWithContinuations) {
  std::string src = "  #define CHECK(x) \\\n  cudaCheck(x) /* a\n b */ tail\nint y;\n#include <cuda_runtime.h>\n";
  LexResult r = lex(src);
  EXPECT_EQ(concat(r), src);
  auto sig = significant(r);
  ASSERT_EQ(sig[0].kind, TokenKind::Directive);
  EXPECT_EQ(sig[0].text, "#define CHECK(x) \\\n  cudaCheck(x) /* a\n b */ tail");
  EXPECT_EQ(directive_name(sig[0]), "define");
  LexResult inner = lex_directive(sig[0]);
  bool found = false;
  for (auto& t : inner.tokens)
    if (t.is_identifier("cudaCheck")) {
      found = true;
      EXPECT_EQ(t.line, 2u);
      EXPECT_EQ(t.column, 3u);
      EXPECT_EQ(src.substr(t.offset, t.text.size()), "cudaCheck");
    }
  EXPECT_TRUE(found);
  EXPECT_TRUE(sig[1].is_identifier("int"));
  std::string_view header;
  bool angled = false;
  ASSERT_TRUE(include_target(sig[4], header, angled));
  EXPECT_EQ(header, "cuda_runtime.h");
  EXPECT_TRUE(angled);
  EXPECT_FALSE(include_target(sig[0], header, angled));
}

TEST(PortLexer, LaunchChevronsAndTemplates) {
  auto kinds = [](std::string_view s) {
    std::vector<std::string> out;
    LexResult r = lex(s);
    for (auto& t : significant(r)) out.push_back(std::string(to_string(t.kind)) + ":" + std::string(t.text));
    return out;
  };
  auto k = kinds("k<T, N><<<dim3(a>>1), b>>>(x);");
  EXPECT_EQ(k[6], "launch-open:<<<");
  EXPECT_EQ(k[10], "punct:>>");  // a>>1 inside parentheses stays a shift
  EXPECT_EQ(k[15], "launch-close:>>>");
  auto t = kinds("std::vector<std::vector<std::vector<int>>> v; x = y >> 2;");
  for (auto& s : t) {
    EXPECT_NE(s, "launch-close:>>>");
    EXPECT_NE(s, "launch-open:<<<");
  }
  EXPECT_NE(std::find(t.begin(), t.end(), "punct:>>"), t.end());
}

// nvcc takes "<< <" and ">> >" (blanks inside, as Visual Studio's formatter writes them); clang does not.
TEST(PortLexer, SpacedLaunchChevrons) {
  auto kinds = [](std::string_view s) {
    std::vector<std::string> out;
    for (auto& t : significant(lex(s))) out.push_back(std::string(to_string(t.kind)) + ":" + std::string(t.text));
    return out;
  };
  EXPECT_EQ(kinds("k << <g, b >> > (x);"),
            (std::vector<std::string>{"identifier:k", "launch-open:<< <", "identifier:g", "punct:,", "identifier:b",
                                      "launch-close:>> >", "punct:(", "identifier:x", "punct:)", "punct:;"}));
  EXPECT_EQ(kinds("k <<\t<g, f(a >> 1) >>\t> (x);")[1], "launch-open:<<\t<");
  // Not launches: explicit template arguments of operator<<, a shift before a comparison, pre-C++11 template
  // closers, a shift-assign, and ">> >" outside a launch.
  for (std::string_view s : {"template<> std::ostream& operator<< <int>(std::ostream&, int);", "b = n >> 1 > 0;",
                             "S<S<S<int>> > s;", "a <<= 1; a << << b;", "v >> > w;"}) {
    SCOPED_TRACE(std::string(s));
    for (auto& k : kinds(s)) {
      EXPECT_EQ(k.rfind("launch-open", 0), std::string::npos) << k;
      EXPECT_EQ(k.rfind("launch-close", 0), std::string::npos) << k;
    }
  }
}

TEST(PortLexer, BadInputBecomesDiagnostics) {
  for (std::string src : {std::string("/* never closed"), std::string("\"open string\nint x;"),
                          std::string("R\"d(raw never closed"), std::string("a\0b\x01\xff\xfe", 7),
                          std::string("#define X \\"), std::string("'"), std::string("\\"), std::string("u8")}) {
    LexResult r = lex(src);
    EXPECT_EQ(concat(r), src);
  }
  EXPECT_FALSE(lex("/* never closed").diagnostics.empty());
  EXPECT_FALSE(lex("\"open string\nint x;").diagnostics.empty());
  EXPECT_FALSE(lex(std::string("a\0b", 3)).diagnostics.empty());
  EXPECT_FALSE(lex("x \xff y").diagnostics.empty());
}

TEST(PortLexer, RandomBytesNeverBreakLosslessness) {
  std::mt19937 rng(7);
  const std::string alphabet = "ab_<>()\"'\\/*#\n\r R8u.e+-0x`@\t";
  for (int round = 0; round < 2000; ++round) {
    std::string s;
    int n = rng() % 64;
    for (int i = 0; i < n; ++i) s.push_back(rng() % 4 == 0 ? char(rng() % 256) : alphabet[rng() % alphabet.size()]);
    LexResult r = lex(s);
    ASSERT_EQ(concat(r), s);
    for (auto& t : r.tokens) {
      ASSERT_FALSE(t.text.empty());
      if (t.is(TokenKind::Directive)) {
        LexResult in = lex_directive(t);
        ASSERT_EQ("#" + concat(in), std::string(t.text));
      }
    }
  }
}

TEST(PortLexer, HugeLineIsLinear) {
  std::string s(4 << 20, 'a');
  s += " <<<";
  for (int i = 0; i < 100000; ++i) s += " x(";
  LexResult r = lex(s);
  EXPECT_EQ(concat(r), s);
}

// Longest match for every punctuator (lex_punct decides on the first three bytes), followed by each
// single-byte punctuator: "a<<=b" is a, <<=, b; "<:" stays '<' then ':'.
TEST(PortLexer, PunctuatorsLongestMatch) {
  const std::vector<std::string> multi = {"...", "<=>", "->*", "<<=", ">>=", "::", "->", "++", "--", "<<", ">>",
                                          "<=",  ">=",  "==",  "!=",  "&&",  "||", "+=", "-=", "*=", "/=", "%=",
                                          "&=",  "|=",  "^=",  ".*",  "##"};
  for (const std::string& p : multi) {
    const std::string src = std::string("a").append(p).append("b");
    auto sig = significant(lex(src));
    ASSERT_EQ(sig.size(), 3u) << p;
    EXPECT_EQ(sig[1].text, p);
    EXPECT_EQ(sig[1].kind, TokenKind::Punct) << p;
  }
  auto sig = significant(lex("x<:y"));
  ASSERT_EQ(sig.size(), 4u);
  EXPECT_EQ(sig[1].text, "<");
  EXPECT_EQ(sig[2].text, ":");
  sig = significant(lex("a>>>b"));  // no launch open: '>>' then '>'
  ASSERT_EQ(sig.size(), 4u);
  EXPECT_EQ(sig[1].text, ">>");
  EXPECT_EQ(sig[2].text, ">");
  sig = significant(lex("k<<<g, b>>>(x)"));
  EXPECT_EQ(sig[1].kind, TokenKind::LaunchOpen);
  EXPECT_EQ(sig[5].kind, TokenKind::LaunchClose);
  sig = significant(lex("operator<<<T>(x)"));  // operator<< then <
  EXPECT_EQ(sig[1].text, "<<");
}

// Invalid UTF-8 is found past long ASCII runs (scanned eight bytes at a time) with its line and column.
TEST(PortLexer, InvalidUtf8PositionsAfterAsciiRuns) {
  std::string src = std::string(37, 'a') + "\n" + std::string(21, 'b') + "\xc3\xa9" + "cd\xff" + "\n\n" +
                    std::string(9, ' ') + "\xe2\x82";
  LexResult r = lex(src);
  std::vector<LexDiagnostic> utf8;
  for (const auto& d : r.diagnostics)
    if (d.message.starts_with("invalid UTF-8")) utf8.push_back(d);
  ASSERT_EQ(utf8.size(), 3u);  // 0xff; 0xe2 cut short by the end; the lone 0x82
  EXPECT_EQ(utf8[0].offset, 37u + 1 + 21 + 2 + 2);
  EXPECT_EQ(utf8[0].line, 2u);
  EXPECT_EQ(utf8[0].column, 21u + 2 + 2 + 1);  // columns count bytes
  EXPECT_EQ(utf8[1].line, 4u);
  EXPECT_EQ(utf8[1].column, 10u);
  EXPECT_EQ(utf8[2].column, 11u);
}
