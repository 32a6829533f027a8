// excluded_conditional_blocks: a three-valued (true / false / unknown) evaluation of #if conditions.
#include "port/conditionals.h"

#include <climits>
#include <cstdint>
#include <map>
#include <optional>
#include <string_view>

namespace crosswarp::port {

namespace {

// What the file has said about a macro so far.
struct Macro {
  enum State : std::uint8_t { Undefined, Defined, Unknown } state = Undefined;
  std::optional<long long> value;  // for Defined: its value when the body is an integer literal
};

// A value during evaluation: nullopt is "cannot tell from this file".
using Value = std::optional<long long>;

// Names the toolchain or CUDA's headers define: never decided from the file alone.
bool toolchain_name(std::string_view n) {
  return n.starts_with("__") || n.starts_with("CUDA") || n.starts_with("CUDART") || n.starts_with("CU_") ||
         n.starts_with("NVCC") || n.starts_with("_MSC") || n.starts_with("_WIN") || n.starts_with("HIP") ||
         n.starts_with("THRUST") || n.starts_with("CUB_") || n.starts_with("CUBLAS") || n.starts_with("CUDNN") ||
         n.starts_with("CUSPARSE") || n.starts_with("CURAND") || n.starts_with("CUFFT") || n.starts_with("NCCL");
}

std::optional<long long> integer_literal(std::string_view s) {
  while (!s.empty() && (s.back() == 'u' || s.back() == 'U' || s.back() == 'l' || s.back() == 'L')) s.remove_suffix(1);
  if (s.empty()) return std::nullopt;
  int base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s.remove_prefix(2);
  } else if (s.size() > 1 && s[0] == '0') {
    base = 8;
    s.remove_prefix(1);
  }
  long long v = 0;
  for (char c : s) {
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : 99;
    if (c == '\'') continue;
    if (d >= base) return std::nullopt;
    if (v > (1LL << 55)) return std::nullopt;  // too large to matter; treat as unknown
    v = v * base + d;
  }
  return v;
}

// Recursive-descent evaluation of a #if expression over its significant tokens.
class Expr {
 public:
  Expr(std::vector<const Token*> toks, const std::map<std::string, Macro, std::less<>>& macros)
      : t_(std::move(toks)), macros_(macros) {}

  Value run() {
    Value v = ternary();
    if (pos_ != t_.size() || bad_) return std::nullopt;
    return v;
  }

 private:
  bool at(std::string_view p) const { return pos_ < t_.size() && t_[pos_]->kind == TokenKind::Punct && t_[pos_]->text == p; }
  bool eat(std::string_view p) {
    if (!at(p)) return false;
    ++pos_;
    return true;
  }

  Value ternary() {
    Value c = logical_or();
    if (!eat("?")) return c;
    if (++depth_ > kMaxDepth) {  // "a ? b ? c ? ..." nested hundreds deep
      bad_ = true;
      pos_ = t_.size();
      return std::nullopt;
    }
    Value a = ternary();
    if (!eat(":")) {
      bad_ = true;
      return std::nullopt;
    }
    Value b = ternary();
    --depth_;
    if (!c) return a && b && *a == *b ? a : std::nullopt;
    return *c ? a : b;
  }
  Value logical_or() {
    Value v = logical_and();
    while (eat("||")) {
      Value r = logical_and();
      if ((v && *v) || (r && *r)) v = 1;
      else if (v && r) v = 0;
      else v = std::nullopt;
    }
    return v;
  }
  Value logical_and() {
    Value v = comparison();
    while (eat("&&")) {
      Value r = comparison();
      if ((v && !*v) || (r && !*r)) v = 0;
      else if (v && r) v = 1;
      else v = std::nullopt;
    }
    return v;
  }
  // Binary operators by C precedence (higher binds tighter), evaluated by precedence climbing.
  static int precedence(std::string_view op) {
    if (op == "*" || op == "/" || op == "%") return 10;
    if (op == "+" || op == "-") return 9;
    if (op == "<<" || op == ">>") return 8;
    if (op == "<" || op == ">" || op == "<=" || op == ">=") return 7;
    if (op == "==" || op == "!=") return 6;
    if (op == "&") return 5;
    if (op == "^") return 4;
    if (op == "|") return 3;
    return 0;
  }
  Value comparison() { return binary(3); }
  Value binary(int min_prec) {
    Value v = unary();
    while (pos_ < t_.size() && t_[pos_]->kind == TokenKind::Punct) {
      std::string_view op = t_[pos_]->text;
      int prec = precedence(op);
      if (prec == 0 || prec < min_prec) break;
      ++pos_;
      Value r = binary(prec + 1);
      v = apply(op, v, r);
    }
    return v;
  }
  static Value apply(std::string_view op, Value v, Value r) {
    if (!v || !r) return std::nullopt;
    long long x = *v, y = *r;
    if ((op == "/" || op == "%") && (y == 0 || (x == LLONG_MIN && y == -1))) return std::nullopt;
    if ((op == "<<" || op == ">>") && (y < 0 || y > 62)) return std::nullopt;
    // Unsigned arithmetic wraps instead of overflowing (the preprocessor's own overflow is diagnosed anyway).
    unsigned long long a = static_cast<unsigned long long>(x), b = static_cast<unsigned long long>(y);
    if (op == "*") return wrap(a * b);
    if (op == "/") return x / y;
    if (op == "%") return x % y;
    if (op == "+") return wrap(a + b);
    if (op == "-") return wrap(a - b);
    if (op == "<<") return wrap(a << b);
    if (op == ">>") return x >> y;
    if (op == "<") return x < y;
    if (op == ">") return x > y;
    if (op == "<=") return x <= y;
    if (op == ">=") return x >= y;
    if (op == "==") return x == y;
    if (op == "!=") return x != y;
    if (op == "&") return wrap(a & b);
    if (op == "^") return wrap(a ^ b);
    return wrap(a | b);
  }
  Value unary() {
    if (++unary_depth_ > kMaxDepth) {  // "!!!!...!x" thousands deep
      bad_ = true;
      pos_ = t_.size();
      return std::nullopt;
    }
    Value v = unary_operand();
    --unary_depth_;
    return v;
  }
  Value unary_operand() {
    if (eat("!")) {
      Value v = unary();
      return v ? Value(!*v) : std::nullopt;
    }
    if (eat("-")) {
      Value v = unary();
      return v ? Value(wrap(0ULL - static_cast<unsigned long long>(*v))) : std::nullopt;
    }
    if (eat("+")) return unary();
    if (eat("~")) {
      Value v = unary();
      return v ? Value(~*v) : std::nullopt;
    }
    return primary();
  }
  Value primary() {
    if (pos_ >= t_.size()) {
      bad_ = true;
      return std::nullopt;
    }
    if (eat("(")) {
      if (++depth_ > kMaxDepth) {  // absurd nesting (fuzzed input): give up on this condition, no deep recursion
        bad_ = true;
        pos_ = t_.size();
        return std::nullopt;
      }
      Value v = ternary();
      --depth_;
      if (!eat(")")) bad_ = true;
      return v;
    }
    const Token& t = *t_[pos_++];
    if (t.kind == TokenKind::Number) return integer_literal(t.text);
    if (t.kind != TokenKind::Identifier) {
      bad_ = true;
      return std::nullopt;
    }
    if (t.text == "defined") {
      bool paren = eat("(");
      if (pos_ >= t_.size() || t_[pos_]->kind != TokenKind::Identifier) {
        bad_ = true;
        return std::nullopt;
      }
      std::string_view name = t_[pos_++]->text;
      if (paren && !eat(")")) bad_ = true;
      return is_defined(name);
    }
    if (t.text == "true") return 1;
    if (t.text == "false") return 0;
    if (pos_ < t_.size() && at("(")) return std::nullopt;  // a function-like macro call: cannot tell
    auto it = macros_.find(t.text);
    if (it != macros_.end()) {
      if (it->second.state == Macro::Defined) return it->second.value;
      if (it->second.state == Macro::Unknown) return std::nullopt;
      return toolchain_name(t.text) ? std::nullopt : Value(0);  // #undef'd
    }
    return toolchain_name(t.text) ? std::nullopt : Value(0);
  }
  Value is_defined(std::string_view name) const {
    auto it = macros_.find(name);
    if (it != macros_.end()) {
      if (it->second.state == Macro::Defined) return 1;
      if (it->second.state == Macro::Unknown) return std::nullopt;
    }
    if (toolchain_name(name)) return std::nullopt;
    return 0;
  }

  static long long wrap(unsigned long long u) {
    return u <= static_cast<unsigned long long>(LLONG_MAX) ? static_cast<long long>(u)
                                                           : -static_cast<long long>(~u) - 1;
  }

  static constexpr int kMaxDepth = 200;
  std::vector<const Token*> t_;
  const std::map<std::string, Macro, std::less<>>& macros_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  int unary_depth_ = 0;
  bool bad_ = false;
};

struct Frame {
  bool parent_dead;   // the whole conditional sits in dead code
  bool taken;         // an earlier branch is certainly compiled
  bool maybe_taken;   // an earlier branch may be compiled
  bool dead;          // the current branch is certainly not compiled
  bool unknown;       // the current branch's condition is unknown
};

}  // namespace

std::vector<bool> excluded_conditional_blocks(const std::vector<Token>& toks, const std::vector<std::string>& defines) {
  std::vector<bool> ex(toks.size(), false);
  std::map<std::string, Macro, std::less<>> macros;
  for (const std::string& d : defines) {
    std::size_t eq = d.find('=');
    Macro m{Macro::Defined, 1};
    if (eq != std::string::npos) m.value = integer_literal(std::string_view(d).substr(eq + 1));
    macros[d.substr(0, eq)] = m;
  }
  std::vector<Frame> stack;
  auto dead = [&] { return !stack.empty() && (stack.back().dead || stack.back().parent_dead); };
  auto uncertain = [&] {
    for (const Frame& f : stack)
      if (f.unknown) return true;
    return false;
  };

  for (std::size_t i = 0; i < toks.size(); ++i) {
    const Token& t = toks[i];
    if (t.kind != TokenKind::Directive) {
      ex[i] = dead();
      continue;
    }
    LexResult in = lex_directive(t);
    std::vector<const Token*> sig;
    for (const Token& x : in.tokens)
      if (!x.is_trivia()) sig.push_back(&x);
    std::string_view name = sig.size() > 1 && sig[0]->is_punct("#") ? sig[1]->text
                            : !sig.empty() && sig[0]->kind == TokenKind::Identifier ? sig[0]->text
                                                                                   : std::string_view{};
    std::size_t first = sig.size() > 1 && sig[0]->is_punct("#") ? 2 : 1;
    auto condition = [&]() -> Value {
      std::vector<const Token*> rest(sig.begin() + static_cast<std::ptrdiff_t>(std::min(first, sig.size())), sig.end());
      if (name == "ifdef" || name == "ifndef") {
        if (rest.size() != 1 || rest[0]->kind != TokenKind::Identifier) return std::nullopt;
        auto it = macros.find(rest[0]->text);
        Value v;
        if (it != macros.end() && it->second.state != Macro::Undefined)
          v = it->second.state == Macro::Defined ? Value(1) : std::nullopt;
        else
          v = toolchain_name(rest[0]->text) ? std::nullopt : Value(0);
        if (name == "ifndef" && v) v = !*v;
        return v;
      }
      return Expr(rest, macros).run();
    };

    if (name == "if" || name == "ifdef" || name == "ifndef") {
      bool parent = dead();
      ex[i] = parent;
      Value c = parent ? Value(0) : condition();
      Frame f{parent, c && *c, !c || *c, c && !*c, !c};
      stack.push_back(f);
    } else if ((name == "elif" || name == "elifdef" || name == "elifndef") && !stack.empty()) {
      Frame& f = stack.back();
      ex[i] = f.parent_dead;
      if (f.parent_dead || f.taken) {
        f.dead = true;
        f.unknown = false;
      } else {
        Value c = name == "elif" ? condition() : std::nullopt;
        f.dead = c && !*c;
        f.unknown = !f.dead && (!c || f.maybe_taken);  // an earlier unknown branch may be the one compiled
        f.taken = c && *c && !f.maybe_taken;
        f.maybe_taken = f.maybe_taken || !c || *c;
      }
    } else if (name == "else" && !stack.empty()) {
      Frame& f = stack.back();
      ex[i] = f.parent_dead;
      f.dead = f.taken;
      f.unknown = !f.taken && f.maybe_taken;
      f.taken = true;
    } else if (name == "endif" && !stack.empty()) {
      ex[i] = stack.back().parent_dead;
      stack.pop_back();
    } else {
      ex[i] = dead();
      if (ex[i] || sig.size() <= first || sig[first]->kind != TokenKind::Identifier) continue;
      std::string macro(sig[first]->text);
      if (name == "define") {
        Macro m{uncertain() ? Macro::Unknown : Macro::Defined, std::nullopt};
        bool function_like = sig.size() > first + 1 && sig[first + 1]->is_punct("(") &&
                             sig[first + 1]->offset == sig[first]->offset + sig[first]->text.size();
        if (!function_like && sig.size() == first + 2 && sig[first + 1]->kind == TokenKind::Number)
          m.value = integer_literal(sig[first + 1]->text);
        if (!function_like && sig.size() == first + 1) m.value = std::nullopt;
        macros[macro] = m;
      } else if (name == "undef") {
        macros[macro] = Macro{uncertain() ? Macro::Unknown : Macro::Undefined, std::nullopt};
      }
    }
  }
  return ex;
}

bool compares_cuda_arch(const Token& directive) {
  LexResult in = lex_directive(directive);
  std::vector<const Token*> sig;
  for (const Token& x : in.tokens)
    if (!x.is_trivia()) sig.push_back(&x);
  // lex_directive starts after the '#': the keyword comes first
  if (sig.size() < 2 || !(sig[0]->text == "if" || sig[0]->text == "elif")) return false;
  for (std::size_t k = 1; k < sig.size(); ++k) {
    if (sig[k]->text != "__CUDA_ARCH__") continue;
    bool in_defined = (k >= 2 && sig[k - 1]->text == "defined") ||
                      (k >= 3 && sig[k - 1]->is_punct("(") && sig[k - 2]->text == "defined");
    if (!in_defined) return true;
  }
  return false;
}

}  // namespace crosswarp::port
