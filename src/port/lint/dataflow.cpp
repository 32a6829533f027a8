// Expression values and per-variable facts: lane variance (taint from threadIdx / lane ids through
// local variables), lane ids, warp ids, ballot masks, warp sizes, and whether a host buffer is
// pinned or pageable.
#include "port/lint/analysis.h"

#include <utility>

#include <algorithm>
#include <cctype>
#include <limits>
#include <set>

namespace crosswarp::lint {

std::optional<unsigned long long> parse_int_literal(std::string_view t, bool* long_long) {
  // Digit separators dropped (a copy only when there are some: most literals have none).
  std::string with_separators_dropped;
  std::string_view digits = t;
  if (t.find('\'') != std::string_view::npos) {
    for (char c : t)
      if (c != '\'') with_separators_dropped += c;
    digits = with_separators_dropped;
  }
  int base = 10;
  std::size_t i = 0;
  if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) base = 16, i = 2;
  else if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'b' || digits[1] == 'B')) base = 2, i = 2;
  else if (digits.size() > 1 && digits[0] == '0') base = 8, i = 1;
  unsigned long long v = 0;
  std::size_t start = i;
  for (; i < digits.size(); ++i) {
    char c = static_cast<char>(std::tolower(static_cast<unsigned char>(digits[i])));
    int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : 99;
    if (d >= base) break;
    v = v * static_cast<unsigned long long>(base) + static_cast<unsigned long long>(d);
  }
  if (i == start && base != 8) return std::nullopt;
  // The suffix, lower-cased: "", u, l, ul, lu, ll, ull or llu.
  std::string_view rest = digits.substr(i);
  if (rest.size() > 3) return std::nullopt;
  char buf[3];
  for (std::size_t k = 0; k < rest.size(); ++k) buf[k] = static_cast<char>(std::tolower(static_cast<unsigned char>(rest[k])));
  std::string_view suffix(buf, rest.size());
  static constexpr std::string_view ok[] = {"", "u", "l", "ul", "lu", "ll", "ull", "llu"};
  if (std::find(std::begin(ok), std::end(ok), suffix) == std::end(ok)) return std::nullopt;
  if (long_long) *long_long = suffix.find("ll") != std::string_view::npos;
  return v;
}

bool is_warp_collective(std::string_view n) {
  static const WordSet names = {
      "__shfl", "__shfl_up", "__shfl_down", "__shfl_xor", "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync",
      "__shfl_xor_sync", "__ballot", "__ballot_sync", "__any", "__any_sync", "__all", "__all_sync",
      "__uni_sync", "__match_any", "__match_all", "__match_any_sync", "__match_all_sync", "__syncwarp",
      "__reduce_add_sync", "__reduce_min_sync", "__reduce_max_sync", "__reduce_and_sync",
      "__reduce_or_sync", "__reduce_xor_sync"};
  return names.contains(n);
}
bool is_sync_collective(std::string_view n) {
  return is_warp_collective(n) && (n == "__syncwarp" || (n.size() > 5 && n.substr(n.size() - 5) == "_sync"));
}
bool is_ballot_source(std::string_view n) {
  return n == "__ballot" || n == "__ballot_sync" || n == "__activemask" || n == "__match_any" ||
         n == "__match_all" || n == "__match_any_sync" || n == "__match_all_sync";
}
bool is_shuffle(std::string_view n) { return n.substr(0, 6) == "__shfl"; }

bool is_32bit_int_type(const Unit& u, Range type) {
  static const std::set<std::string> names = {"unsigned", "unsigned int", "int", "signed", "signed int",
                                              "uint32_t", "int32_t", "std :: uint32_t", "std :: int32_t",
                                              "uint", "u32", "unsigned int32_t", "uint32"};
  // Every name above is at most 3 tokens: a longer range (a parenthesised expression the cast check
  // asks about, say) is not one, and is not joined into a string to find that out.
  std::size_t words = 0;
  for (std::size_t i = type.b; i < type.e && words <= 3; ++i)
    if (!u.is(i, "const") && !u.is(i, "volatile")) ++words;
  if (words > 3) return false;
  std::string t;
  for (std::size_t i = type.b; i < type.e; ++i) {
    if (u.is(i, "const") || u.is(i, "volatile")) continue;
    if (!t.empty()) t += ' ';
    t += u.text(i);
  }
  return names.count(t) > 0;
}

bool looks_like_warp_size_name(std::string_view name) {
  // Every name it accepts has a 'w' (warp, wave, wsize): most names have none and are not lower-cased.
  if (name.find_first_of("wW") == std::string_view::npos) return false;
  std::string s;
  for (char c : name)
    if (c != '_') s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (s.find("half") != std::string::npos || s.find("log") != std::string::npos ||
      s.find("mask") != std::string::npos || s.find("per") == 0)
    return false;
  for (const char* k : {"warpsize", "wavesize", "wavefrontsize", "warpsz", "threadsperwarp", "warpwidth",
                        "lanesperwarp", "warplanes"})
    if (s.find(k) != std::string::npos) return true;
  return s == "warp" || s == "kwarp" || s == "wsize";
}

namespace {
// While a Walker runs on this thread, the names it (through Unit::eval) looks up (LookupLog).
thread_local std::vector<LookedUp>* t_lookup_log = nullptr;
}  // namespace

LookupLog::LookupLog(std::vector<LookedUp>& names) : saved_(t_lookup_log) { t_lookup_log = &names; }
LookupLog::~LookupLog() { t_lookup_log = saved_; }

Level Unit::level_of(const Function* fn, std::string_view name) const {
  if (t_lookup_log) t_lookup_log->push_back({std::string(name), true});
  std::vector<LookedUp>* log = std::exchange(t_lookup_log, nullptr);
  const VarFacts* f = lookup(fn, name);
  t_lookup_log = log;
  return f ? f->value.level : Level::Uniform;
}

const VarFacts* Unit::lookup(const Function* fn, std::string_view name) const {
  if (t_lookup_log) t_lookup_log->push_back({std::string(name), false});
  if (fn) {
    auto it = fn->vars.find(name);
    if (it != fn->vars.end()) return &it->second;
  }
  auto it = file_scope.vars.find(name);
  if (it != file_scope.vars.end()) return &it->second;
  return nullptr;
}

namespace {

class Eval {
 public:
  Eval(const Unit& u, const Function* fn, const std::vector<const port::Token*>& toks, std::size_t b,
       std::size_t e)
      : u_(u), fn_(fn), t_(toks), i_(b), e_(e) {}

  Value all() {
    Value v = expr(0);
    while (i_ < e_) {  // leftovers (comma expressions, unparsed tails): join them
      ++i_;
      v = join(v, expr(0));
    }
    return v;
  }

 private:
  const Unit& u_;
  const Function* fn_;
  const std::vector<const port::Token*>& t_;
  std::size_t i_, e_;

  std::string_view tx(std::size_t k) const { return k < e_ ? t_[k]->text : std::string_view(); }
  bool isid(std::size_t k) const { return k < e_ && t_[k]->kind == port::TokenKind::Identifier; }
  std::size_t close_of(std::size_t k) const {  // matching bracket inside [i, e)
    int depth = 0;
    for (std::size_t j = k; j < e_; ++j) {
      auto s = tx(j);
      if (s == "(" || s == "[" || s == "{") depth++;
      if (s == ")" || s == "]" || s == "}") {
        if (--depth == 0) return j;
      }
    }
    return e_;
  }

  static Value join(const Value& a, const Value& b) {
    Value v;
    v.level = max(a.level, b.level);
    v.thread_index = a.thread_index || b.thread_index;
    v.block_dim = a.block_dim || b.block_dim;
    v.root = !a.root.empty() ? a.root : b.root;
    return v;
  }

  static int prec(std::string_view op) {
    // By length and bytes (a switch, not a chain of string compares): "=" and the compound assignments 1,
    // "?" 2, "||" 3, "&&" 4, "|" 5, "^" 6, "&" 7, "==" "!=" 8, "<" "<=" ">" ">=" 9, "<<" ">>" 10,
    // "+" "-" 11, "*" "/" "%" 12; anything else 0.
    if (op.size() == 1) {
      switch (op[0]) {
        case '=': return 1;
        case '?': return 2;
        case '|': return 5;
        case '^': return 6;
        case '&': return 7;
        case '<': case '>': return 9;
        case '+': case '-': return 11;
        case '*': case '/': case '%': return 12;
        default: return 0;
      }
    }
    if (op.size() == 2) {
      const char a = op[0], b = op[1];
      if (b == '=') {
        switch (a) {
          case '+': case '-': case '*': case '/': case '%': case '&': case '|': case '^': return 1;
          case '=': case '!': return 8;
          case '<': case '>': return 9;
          default: return 0;
        }
      }
      if (a == '|' && b == '|') return 3;
      if (a == '&' && b == '&') return 4;
      if ((a == '<' && b == '<') || (a == '>' && b == '>')) return 10;
      return 0;
    }
    if (op == "<<=" || op == ">>=") return 1;
    return 0;
  }

  Value expr(int min_prec) {
    Value lhs = unary();
    while (i_ < e_) {
      auto op = tx(i_);
      int p = prec(op);
      if (p == 0 || p < min_prec) break;
      ++i_;
      if (op == "?") {
        Value a = expr(0);
        if (tx(i_) == ":") ++i_;
        Value b = expr(2);
        Value v = join(join(lhs, a), b);
        v.ballot = a.ballot || b.ballot;
        lhs = v;
        continue;
      }
      Value rhs = expr(p == 1 ? p : p + 1);
      lhs = binary(op, lhs, rhs);
    }
    return lhs;
  }

  static bool is_warp_const(const Value& v) { return v.constant && (*v.constant == 32 || *v.constant == 64); }

  Value binary(std::string_view op, const Value& a, const Value& b) {
    Value v = join(a, b);
    if (a.constant && b.constant) {
      // folded where the result is a long long; an overflow (an LCG's seed * 1664525u, say) leaves it unknown
      const long long x = *a.constant, y = *b.constant;
      long long r = 0;
      v.constant.reset();
      if (op == "+" && !__builtin_add_overflow(x, y, &r)) v.constant = r;
      if (op == "-" && !__builtin_sub_overflow(x, y, &r)) v.constant = r;
      if (op == "*" && !__builtin_mul_overflow(x, y, &r)) v.constant = r;
      if ((op == "/" || op == "%") && y && !(x == std::numeric_limits<long long>::min() && y == -1))
        v.constant = op == "/" ? x / y : x % y;
      if (op == "<<" && y >= 0 && y < 63 && x >= 0 && x <= (std::numeric_limits<long long>::max() >> y))
        v.constant = x << y;
      if (op == ">>" && y >= 0 && y < 63) v.constant = x >> y;
      if (op == "&") v.constant = x & y;
      if (op == "|") v.constant = x | y;
    }
    bool lane_source = a.thread_index || a.level == Level::Varying;
    if (op == "%" && (b.warp_size || is_warp_const(b)) && lane_source) v.lane_id = true;
    if (op == "&" && lane_source &&
        (b.warp_size_minus_one || (b.constant && (*b.constant == 31 || *b.constant == 63))))
      v.lane_id = true;
    if ((op == "/" && (b.warp_size || is_warp_const(b))) || (op == ">>" && b.constant && (*b.constant == 5 || *b.constant == 6))) {
      v.warp_id = a.thread_index;
      if (a.level == Level::Varying) v.level = Level::WarpUniform;
    }
    if (op == "-" && a.warp_size && b.constant && *b.constant == 1) v.warp_size_minus_one = true;
    if ((op == "<" || op == ">=" || op == "<=" || op == ">") &&
        ((b.warp_size && a.thread_index && !a.lane_id) || (a.warp_size && b.thread_index && !b.lane_id)))
      v.level = max(Level::WarpUniform, max(a.warp_size ? Level::Uniform : Level::Uniform, Level::WarpUniform));
    if ((op == "&" || op == "|" || op == "^" || op == "<<" || op == ">>") && (a.ballot || b.ballot)) v.ballot = true;
    if (op == "+" || op == "-") v.root = a.root;
    return v;
  }

  bool looks_like_cast(std::size_t open, std::size_t close) const {
    static const WordSet words = {"unsigned", "signed", "int", "long", "short", "char",
                                                     "float", "double", "bool", "void", "const", "size_t",
                                                     "uint32_t", "int32_t", "uint64_t", "int64_t", "half",
                                                     "__half", "volatile", "std", "::", "*", "&"};
    if (close <= open + 1 || close + 1 >= e_) return false;
    bool type_word = false;
    for (std::size_t k = open + 1; k < close; ++k) {
      if (words.contains(tx(k))) {
        type_word = true;
        continue;
      }
      if (isid(k) && (tx(k + 1) == "*" || tx(k + 1) == ")" || tx(k + 1) == "::" || tx(k - 1) == "::")) continue;
      return false;
    }
    auto next = tx(close + 1);
    bool operand = isid(close + 1) || t_[close + 1]->kind == port::TokenKind::Number || next == "(" ||
                   next == "~" || next == "!" || next == "&" || next == "*";
    return operand && (type_word || tx(close - 1) == "*");
  }

  Value unary() {
    if (i_ >= e_) return {};
    auto s = tx(i_);
    const bool prefix_op = (s.size() == 1 && (s[0] == '-' || s[0] == '+' || s[0] == '!' || s[0] == '~' ||
                                              s[0] == '*' || s[0] == '&')) ||
                           s == "++" || s == "--";
    if (prefix_op) {
      ++i_;
      Value v = unary();
      if (s == "&" && !v.element_of.empty()) v.root = v.element_of;
      if (s == "-" && v.constant) v.constant = -*v.constant;
      if (s == "~" && v.constant) v.constant = ~*v.constant;
      if (s == "!") v.ballot = false, v.constant.reset();
      return v;
    }
    if (s == "sizeof") {
      ++i_;
      Value v;
      if (tx(i_) == "(") {
        std::size_t c = close_of(i_);
        std::string t;
        for (std::size_t k = i_ + 1; k < c; ++k) t += tx(k);
        static const std::map<std::string, long long> sizes = {
            {"char", 1}, {"int8_t", 1}, {"uint8_t", 1}, {"bool", 1}, {"short", 2}, {"half", 2}, {"__half", 2},
            {"__nv_bfloat16", 2}, {"int", 4}, {"unsigned", 4}, {"float", 4}, {"uint32_t", 4}, {"int32_t", 4},
            {"unsignedint", 4}, {"double", 8}, {"longlong", 8}, {"int64_t", 8}, {"uint64_t", 8},
            {"size_t", 8}, {"float2", 8}, {"float4", 16}, {"double2", 16}, {"int4", 16}};
        auto it = sizes.find(t);
        if (it != sizes.end()) v.constant = it->second;
        i_ = c + 1;
      } else {
        unary();
      }
      return v;
    }
    if (s == "(") {
      std::size_t c = close_of(i_);
      if (looks_like_cast(i_, c)) {
        i_ = c + 1;
        return unary();
      }
    }
    return postfix(primary());
  }

  Value args_join(std::size_t open, std::size_t close, std::vector<Value>* each = nullptr) {
    Value v;
    std::size_t start = open + 1;
    int depth = 0;
    for (std::size_t k = open + 1; k <= close; ++k) {
      auto s = tx(k);
      if (s == "(" || s == "[" || s == "{") depth++;
      if ((s == ")" || s == "]" || s == "}") && k != close) depth--;
      if ((s == "," && depth == 0) || k == close) {
        if (k > start) {
          Value a = Eval(u_, fn_, t_, start, k).all();
          if (each) each->push_back(a);
          v = join(v, a);
        }
        start = k + 1;
      }
    }
    return v;
  }

  Value call(std::string_view name, std::size_t open, const std::string& object) {
    std::size_t close = close_of(open);
    // Each argument's value is needed only by the __shfl/__shfl_sync case below.
    const bool shfl = name == "__shfl_sync" || name == "__shfl";
    std::vector<Value> args;
    Value joined = args_join(open, close, shfl ? &args : nullptr);
    i_ = close + 1;
    Value v;
    std::string lower;  // only the lane-id names below need it; none is longer than 11 bytes
    if (name.size() <= 11)
      for (char c : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (name == "__lane_id" || name == "__laneid" || lower == "laneid" || lower == "lane_id" ||
        lower == "get_lane_id" || lower == "getlaneid" || lower == "__lane_id") {
      v.level = Level::Varying;
      v.lane_id = v.thread_index = true;
      return v;
    }
    if (name == "thread_rank") {
      v.level = Level::Varying;
      v.thread_index = true;
      return v;
    }
    if (name == "meta_group_rank") {
      v.level = Level::WarpUniform;
      v.warp_id = true;
      return v;
    }
    if (is_ballot_source(name) || name == "ballot" || name == "match_any") {
      v.ballot = true;
      v.level = (name.find("match") != std::string_view::npos) ? Level::Varying : Level::WarpUniform;
      return v;
    }
    if (name == "__any" || name == "__all" || name == "__any_sync" || name == "__all_sync" ||
        name == "__syncthreads_or" || name == "__syncthreads_and" || name == "__syncthreads_count" ||
        name == "any" || name == "all") {
      v.level = Level::WarpUniform;
      return v;
    }
    if ((name == "__shfl_sync" || name == "__shfl") && args.size() >= (name == "__shfl" ? 2u : 3u)) {
      const Value& src = args[name == "__shfl" ? 1 : 2];
      v.level = src.level == Level::Uniform ? Level::WarpUniform : Level::Varying;
      return v;
    }
    if (name == "data" || name == "get") {  // v.data(), p.get()
      v.root = object;
      v.level = u_.level_of(fn_, object);
      return v;
    }
    if (name == "size") return v;
    v = joined;
    v.root.clear();
    if (name == "raw_pointer_cast" || name == "addressof") v.root = joined.root;
    return v;
  }

  Value primary() {
    if (i_ >= e_) return {};
    const auto* t = t_[i_];
    Value v;
    if (t->kind == port::TokenKind::Number) {
      if (auto c = parse_int_literal(t->text)) v.constant = static_cast<long long>(*c);
      ++i_;
      return v;
    }
    if (t->kind == port::TokenKind::String || t->kind == port::TokenKind::Char) {
      ++i_;
      return v;
    }
    auto s = t->text;
    if (s == "(") {
      std::size_t c = close_of(i_);
      v = Eval(u_, fn_, t_, i_ + 1, c).all();
      i_ = c + 1;
      return v;
    }
    if (s == "{" || s == "[") {  // braced init, lambda
      std::size_t c = close_of(i_);
      if (s == "{") v = Eval(u_, fn_, t_, i_ + 1, c).all();
      i_ = c + 1;
      if (s == "[") {  // lambda: skip (params) and {body}
        if (tx(i_) == "(") i_ = close_of(i_) + 1;
        while (i_ < e_ && tx(i_) != "{") ++i_;
        if (i_ < e_) i_ = close_of(i_) + 1;
      }
      return v;
    }
    if (t->kind != port::TokenKind::Identifier) {
      ++i_;
      return v;
    }
    ++i_;
    if (s == "threadIdx") {
      v.thread_index = true;
      v.level = Level::Varying;
      if (tx(i_) == "." && (tx(i_ + 1) == "y" || tx(i_ + 1) == "z")) v.level = Level::WarpUniform;
      if (tx(i_) == ".") i_ += 2;
      return v;
    }
    if (s == "blockDim" || s == "blockIdx" || s == "gridDim") {
      v.block_dim = s == "blockDim";
      if (tx(i_) == ".") i_ += 2;
      return v;
    }
    if (s == "warpSize") {
      v.warp_size = true;
      return v;
    }
    if ((s == "static_cast" || s == "reinterpret_cast" || s == "const_cast" || s == "dynamic_cast") && tx(i_) == "<") {
      int depth = 0;
      for (; i_ < e_; ++i_) {
        if (tx(i_) == "<") depth++;
        if (tx(i_) == ">" && --depth == 0) break;
        if (tx(i_) == ">>" && (depth -= 2) <= 0) break;
      }
      ++i_;
      if (tx(i_) == "(") {
        std::size_t c = close_of(i_);
        v = Eval(u_, fn_, t_, i_ + 1, c).all();
        i_ = c + 1;
      }
      return v;
    }
    // qualified names: a::b::c
    std::string_view name = s;  // a view into the source, like every token text
    while (tx(i_) == "::" && isid(i_ + 1)) {
      name = tx(i_ + 1);
      i_ += 2;
    }
    if (tx(i_) == "<") {  // template call f<...>(...)
      int depth = 0;
      std::size_t k = i_;
      for (; k < e_; ++k) {
        if (tx(k) == "<") depth++;
        else if (tx(k) == ">") depth--;
        else if (tx(k) == ">>") depth -= 2;
        else if (tx(k) == ";" || tx(k) == "&&" || tx(k) == "||") break;
        if (depth <= 0) break;
      }
      if (depth <= 0 && k + 1 < e_ && tx(k + 1) == "(") i_ = k + 1;
    }
    if (tx(i_) == "(") return call(name, i_, "");
    if (name == "true" || name == "false" || name == "nullptr" || name == "NULL") return v;
    if (fn_ && &t_ == &u_.toks) {
      if (auto r = u_.reaching(fn_, name, i_ - 1)) {
        v = *r;
        v.root = std::string(name);
        return v;
      }
    }
    if (const VarFacts* f = u_.lookup(fn_, name)) {
      v = f->value;
      v.constant = f->value.constant;
      v.root = std::string(name);
      return v;
    }
    if (auto m = u_.eval_macro(name, fn_)) return *m;
    v.root = std::string(name);
    return v;
  }

  Value postfix(Value v) {
    while (i_ < e_) {
      auto s = tx(i_);
      if (s == "[") {
        std::size_t c = close_of(i_);
        Value idx = Eval(u_, fn_, t_, i_ + 1, c).all();
        std::string root = v.root;
        v = join(v, idx);
        v.root.clear();  // an element is a value; &h[i] takes the root back (see unary)
        v.element_of = root;
        i_ = c + 1;
      } else if ((s == "." || s == "->") && isid(i_ + 1)) {
        std::string member(tx(i_ + 1));
        i_ += 2;
        if (tx(i_) == "(") {
          Value r = call(member, i_, v.root);
          if (member != "data" && member != "get") r.level = max(r.level, v.level);
          v = r;
        } else {
          v.constant.reset();
          v.ballot = false;
        }
      } else if (s == "++" || s == "--") {
        ++i_;
      } else if (s == "(") {  // call through an expression
        std::size_t c = close_of(i_);
        v = join(v, args_join(i_, c));
        i_ = c + 1;
      } else {
        break;
      }
    }
    return v;
  }
};

}  // namespace

namespace {
// Unit::eval's recursion guard, per thread: two threads may analyse functions of one unit at once
// (AnalysisShare).
thread_local int t_eval_depth = 0;
}  // namespace

void reset_eval_depth() { t_eval_depth = 0; }

Value Unit::eval(Range r, const Function* fn) const {
  if (r.empty() || t_eval_depth > 16) return {};
  ++t_eval_depth;
  Value v = Eval(*this, fn, toks, r.b, std::min(r.e, toks.size())).all();
  --t_eval_depth;
  return v;
}

std::optional<Value> Unit::eval_macro(std::string_view name, const Function* fn) const {
  auto it = macros.find(name);
  if (it == macros.end() || t_eval_depth > 16) return std::nullopt;
  std::vector<const port::Token*> body;
  for (const auto& t : it->second.body) body.push_back(&t);
  ++t_eval_depth;
  Value v = Eval(*this, fn, body, 0, body.size()).all();
  --t_eval_depth;
  if (looks_like_warp_size_name(name) && (v.warp_size || (v.constant && (*v.constant == 32 || *v.constant == 64))))
    v.warp_size = true;
  return v;
}

std::optional<Value> Unit::reaching(const Function* fn, std::string_view name, std::size_t pos) const {
  if (!fn || fn->name == "<file>") return std::nullopt;
  auto inside = [](Range r, std::size_t p) { return p >= r.b && p < r.e; };
  // The last killing definition: a declaration or plain assignment whose scope holds pos.
  std::size_t kill_tok = 0;
  const Value* kill = nullptr;
  for (const auto& d : fn->decls)
    if (d.name == name && !d.param && d.name_tok < pos && inside(d.scope, pos) && d.name_tok >= kill_tok)
      kill_tok = d.name_tok, kill = &d.value;
  for (const auto& a : fn->assigns)
    if (a.name == name && a.op == "=" && !a.element && a.name_tok < pos && inside(a.scope, pos) && a.name_tok >= kill_tok)
      kill_tok = a.name_tok, kill = &a.value;
  if (!kill) return std::nullopt;
  Value v = *kill;
  auto add = [&](const Value& o) {
    v.level = max(v.level, o.level);
    v.thread_index |= o.thread_index;
    v.lane_id |= o.lane_id;
    v.ballot |= o.ballot;
    v.warp_id |= o.warp_id;
    v.block_dim |= o.block_dim;
    if (v.constant != o.constant) v.constant.reset();
  };
  for (const auto& a : fn->assigns) {
    if (a.name != name || a.name_tok == kill_tok) continue;
    bool between = a.name_tok > kill_tok && a.name_tok < pos;
    bool loop_carried = false;
    if (a.name_tok > pos)
      for (const auto& l : fn->loops)
        if (l.keyword < pos && pos < l.body.e && a.name_tok > l.keyword && a.name_tok < l.body.e && l.keyword > kill_tok)
          loop_carried = true;
    if (!between && !loop_carried) continue;
    if (a.op != "=" && !a.element) {  // x += e keeps the old value too
      Value o = a.value;
      add(o);
    } else if (!a.element) {
      add(a.value);
    }
  }
  return v;
}

namespace {

bool any_call(const Unit& u, Range r, std::initializer_list<std::string_view> names, std::size_t* at = nullptr) {
  for (std::size_t k = r.b; k < r.e; ++k)
    for (auto n : names)
      if (u.is(k, n) && (u.is(k + 1, "(") || n == "new")) {
        if (at) *at = k;
        return true;
      }
  return false;
}

bool is_container_type(const Unit& u, Range type) {
  bool container = false;
  for (std::size_t k = type.b; k < type.e; ++k) {
    if (u.is(k, "vector") || u.is(k, "host_vector") || u.is(k, "array") || u.is(k, "unique_ptr") || u.is(k, "valarray"))
      container = true;
    // A custom allocator (pinned_allocator, HostAllocator, ...) may well page-lock: not known pageable.
    std::string t;
    for (char c : u.text(k)) t += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (t.find("alloc") != std::string::npos || t.find("pinned") != std::string::npos) return false;
  }
  return container;
}

void merge(VarFacts& into, const VarFacts& from) {
  Value& a = into.value;
  const Value& b = from.value;
  a.level = max(a.level, b.level);
  a.thread_index |= b.thread_index;
  a.lane_id |= b.lane_id;
  a.warp_id |= b.warp_id;
  a.ballot |= b.ballot;
  a.block_dim |= b.block_dim;
  a.warp_size |= b.warp_size;
  if (a.constant != b.constant) a.constant.reset();
  // Pinned/device registration wins over a pageable allocation (cudaHostRegister after malloc).
  if (from.host == HostMem::Pinned || from.host == HostMem::Device) into.host = from.host;
  else if (from.host == HostMem::Pageable && into.host == HostMem::Unknown) {
    into.host = HostMem::Pageable;
    into.alloc_tok = from.alloc_tok;
  }
}

}  // namespace

bool compute_facts(const Unit& u, Function& fn) {
  // Each round evaluates every initialiser and right-hand side twice, and the last rounds change
  // nothing. Here u.eval is a pure function of the function's state (its declarations' and
  // assignments' values and its vars; tokens, loops, macros and file-scope facts are fixed), and
  // `version` changes whenever that state does: a value computed at the current version is reused.
  std::uint64_t version = 1;
  std::vector<std::uint64_t> decl_at(fn.decls.size(), 0), assign_at(fn.assigns.size(), 0);
  std::vector<Value> decl_memo(fn.decls.size()), assign_memo(fn.assigns.size());
  auto eval_decl = [&](std::size_t k) -> const Value& {
    if (decl_at[k] != version) {
      decl_memo[k] = u.eval(fn.decls[k].init, &fn);
      decl_at[k] = version;
    }
    return decl_memo[k];
  };
  auto eval_assign = [&](std::size_t k) -> const Value& {
    if (assign_at[k] != version) {
      assign_memo[k] = u.eval(fn.assigns[k].rhs, &fn);
      assign_at[k] = version;
    }
    return assign_memo[k];
  };
  bool fixed = false;  // the last round changed nothing (then every round from here would not either)
  for (int round = 0; round < 4; ++round) {
    const std::uint64_t round_start = version;
    for (std::size_t k = 0; k < fn.decls.size(); ++k) {
      auto& d = fn.decls[k];
      Value v = d.init.empty() || d.param ? Value{} : eval_decl(k);
      if (!(v == d.value)) {
        d.value = std::move(v);
        ++version;
      }
    }
    for (std::size_t k = 0; k < fn.assigns.size(); ++k) {
      auto& a = fn.assigns[k];
      Value v = eval_assign(k);
      if (a.control == Level::Varying) v.level = Level::Varying;
      if (!(v == a.value)) {
        a.value = std::move(v);
        ++version;
      }
    }
    std::map<std::string, VarFacts, std::less<>> next;
    auto put = [&](const std::string& name, const VarFacts& f) {
      auto [it, inserted] = next.emplace(name, f);
      if (inserted) {
        if (f.value.constant) it->second.value.constant = f.value.constant;
        return;
      }
      merge(it->second, f);
    };
    for (std::size_t k = 0; k < fn.decls.size(); ++k) {
      const auto& d = fn.decls[k];
      VarFacts f;
      if (!d.init.empty()) {
        f.value = eval_decl(k);
        std::size_t at = 0;
        if (any_call(u, d.init, {"malloc", "calloc", "realloc", "aligned_alloc", "new"}, &at)) {
          f.host = HostMem::Pageable;
          f.alloc_tok = at;
        } else if (!f.value.root.empty() && f.value.root != d.name) {
          if (auto* src = u.lookup(&fn, f.value.root)) {
            f.host = src->host;
            f.alloc_tok = src->alloc_tok;
          }
        }
      }
      if (!d.pointer && is_container_type(u, d.type)) {
        f.host = HostMem::Pageable;
        f.alloc_tok = d.name_tok;
      }
      if (!d.dims.empty() && !d.shared && !fn.device && !d.param) {
        f.host = HostMem::Pageable;
        f.alloc_tok = d.name_tok;
      }
      if (looks_like_warp_size_name(d.name) &&
          (f.value.warp_size || (f.value.constant && (*f.value.constant == 32 || *f.value.constant == 64))))
        f.value.warp_size = true;
      if (d.param) f.value = Value{};
      f.value.root.clear();
      put(d.name, f);
    }
    for (std::size_t k = 0; k < fn.assigns.size(); ++k) {
      const auto& a = fn.assigns[k];
      VarFacts f;
      if (a.element) {  // a[i] = v: the array's values vary if v does (lane-indexed writes)
        f.value.level = eval_assign(k).level;
        put(a.name, f);
        continue;
      }
      f.value = eval_assign(k);
      if (a.op != "=") {
        if (auto* cur = u.lookup(&fn, a.name)) f.value.level = max(f.value.level, cur->value.level);
        f.value.constant.reset();
      }
      f.value.level = max(f.value.level, a.control == Level::Varying ? Level::Varying : Level::Uniform);
      std::size_t at = 0;
      if (any_call(u, a.rhs, {"malloc", "calloc", "realloc", "aligned_alloc", "new"}, &at)) {
        f.host = HostMem::Pageable;
        f.alloc_tok = at;
      } else if (!f.value.root.empty() && f.value.root != a.name) {
        if (auto* src = u.lookup(&fn, f.value.root)) {
          f.host = src->host;
          f.alloc_tok = src->alloc_tok;
        }
      }
      f.value.root.clear();
      put(a.name, f);
    }
    static const WordSet pin = {"cudaMallocHost", "cudaHostAlloc", "hipHostMalloc",
                                                   "hipMallocHost", "hipHostAlloc", "cudaHostRegister",
                                                   "hipHostRegister", "cudaMallocManaged", "hipMallocManaged"};
    static const WordSet dev = {"cudaMalloc", "hipMalloc", "cudaMallocAsync", "hipMallocAsync",
                                                   "cudaMallocPitch", "hipMallocPitch"};
    for (const auto& c : fn.calls) {
      bool p = pin.contains(c.name), d = dev.contains(c.name);
      if ((!p && !d) || c.args.empty()) continue;
      std::string root = u.eval(c.args[0], &fn).root;
      if (root.empty()) continue;
      VarFacts f;
      f.host = p ? HostMem::Pinned : HostMem::Device;
      put(root, f);
    }
    if (!(next == fn.vars)) ++version;  // before the check below, whose operator[] may add entries
    fixed = version == round_start;
    bool changed = next.size() != fn.vars.size();
    if (!changed)
      for (auto& [k, v] : next) {
        auto& o = fn.vars[k];
        if (o.value.level != v.value.level || o.host != v.host || o.value.lane_id != v.value.lane_id ||
            o.value.ballot != v.value.ballot || o.value.warp_id != v.value.warp_id) {
          changed = true;
          break;
        }
      }
    fn.vars = std::move(next);
    if (!changed) break;
  }
  return fixed;
}

}  // namespace crosswarp::lint
