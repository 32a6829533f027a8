// cg::reduce and its function objects for HIP (see cg_reduce.h).
#include "port/cg_reduce.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <utility>

namespace crosswarp::port {

namespace {

// HIP's group shuffles take only integers and floating-point values; a struct (a running max and sum, say) or a
// __half is shuffled 32 bits at a time, as CUDA's cg::reduce does for any trivially copyable type.
constexpr std::string_view kReduce =
    "[](auto group, auto value, auto op) { using CrosswarpT = decltype(value); "
    "auto shfl = [&group](CrosswarpT v, unsigned int a, bool down) { "
    "if constexpr (std::is_integral<CrosswarpT>::value || std::is_floating_point<CrosswarpT>::value) { "
    "return down ? group.shfl_down(v, a) : group.shfl(v, a); } else { "
    "constexpr unsigned int words = (sizeof(CrosswarpT) + 3) / 4; unsigned int w[words] = {}; "
    "__builtin_memcpy(w, &v, sizeof(CrosswarpT)); "
    "for (unsigned int k = 0; k < words; ++k) w[k] = down ? group.shfl_down(w[k], a) : group.shfl(w[k], a); "
    "__builtin_memcpy(&v, w, sizeof(CrosswarpT)); return v; } }; "
    "const unsigned int n = group.size(), rank = group.thread_rank(); "
    "for (unsigned int offset = 1; offset < n; offset *= 2) { CrosswarpT other = shfl(value, offset, true); "
    "if (rank + offset < n) value = op(value, other); } return shfl(value, 0, false); }";

// The body of each function object's lambda, over parameters a and b.
constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kOperators{{
    {"plus", "return a + b;"},
    {"less", "return b < a ? b : a;"},
    {"greater", "return a < b ? b : a;"},
    {"bit_and", "return a & b;"},
    {"bit_or", "return a | b;"},
    {"bit_xor", "return a ^ b;"},
}};

// Cooperative-groups names HIP 5.7 lacks and that are not emulated: reported where they are used, so that a
// port relying on them does not pass silently (binary/labeled partitions need warp-level match support).
constexpr std::array<std::string_view, 4> kNotEmulated{
    {"reduce_update_async", "reduce_store_async", "binary_partition", "labeled_partition"}};

std::string_view operator_body(std::string_view name) {
  for (const auto& [op, body] : kOperators)
    if (op == name) return body;
  return {};
}

// The names standing for cooperative_groups: itself and every "namespace X = [::]cooperative_groups;".
std::vector<std::string_view> namespace_names(const std::vector<Token>& toks) {
  std::vector<std::string_view> names{"cooperative_groups"};
  for (std::size_t i = 0; i < toks.size(); ++i) {
    if (!toks[i].is_identifier("namespace")) continue;
    std::size_t a = next_significant(toks, i);
    if (a >= toks.size() || toks[a].kind != TokenKind::Identifier) continue;
    std::size_t eq = next_significant(toks, a);
    if (eq >= toks.size() || !toks[eq].is_punct("=")) continue;
    std::size_t n = next_significant(toks, eq);
    if (n < toks.size() && toks[n].is_punct("::")) n = next_significant(toks, n);
    if (n >= toks.size() || !toks[n].is_identifier("cooperative_groups")) continue;
    std::size_t semi = next_significant(toks, n);
    if (semi < toks.size() && toks[semi].is_punct(";")) names.push_back(toks[a].text);
  }
  return names;
}

// The index of the qualifier in "Q :: name" when Q is one of `names` (and not itself qualified, other than
// by a leading "::"), or SIZE_MAX.
std::size_t qualifier(const std::vector<Token>& toks, std::size_t i, const std::vector<std::string_view>& names) {
  std::size_t colons = prev_significant(toks, i);
  if (colons == SIZE_MAX || !toks[colons].is_punct("::")) return SIZE_MAX;
  std::size_t q = prev_significant(toks, colons);
  if (q == SIZE_MAX || toks[q].kind != TokenKind::Identifier) return SIZE_MAX;
  for (std::string_view n : names)
    if (toks[q].text == n) {
      std::size_t before = prev_significant(toks, q);
      if (before != SIZE_MAX && toks[before].is_punct("::")) {
        std::size_t outer = prev_significant(toks, before);
        if (outer != SIZE_MAX && toks[outer].kind == TokenKind::Identifier) return SIZE_MAX;
        return before;  // "::cooperative_groups::plus"
      }
      return q;
    }
  return SIZE_MAX;
}

// For "name < T > ( )" or "name < T > { }" starting at the name toks[i]: the index of ")" or "}" and T's translated
// text; false when the tokens are not of that form.
bool template_object(const std::vector<Token>& toks, const std::vector<std::string>& out, std::size_t i,
                     std::size_t& close, std::string& type) {
  std::size_t lt = next_significant(toks, i);
  if (lt >= toks.size() || !toks[lt].is_punct("<")) return false;
  int angle = 0, paren = 0;
  std::size_t gt = SIZE_MAX;
  for (std::size_t k = lt; k < toks.size(); ++k) {
    const Token& t = toks[k];
    if (t.kind == TokenKind::Directive) return false;
    if (t.is_punct("(")) ++paren;
    if (t.is_punct(")") && --paren < 0) return false;
    if (paren > 0) continue;
    if (t.is_punct("<")) ++angle;
    if (t.is_punct(">") && --angle == 0) {
      gt = k;
      break;
    }
    if (t.is_punct(">>")) {
      angle -= 2;
      if (angle <= 0) return false;  // "plus<vec<int>>": not split here
    }
    if (t.is_punct(";") || t.is_punct("{") || t.is_punct("}")) return false;
  }
  if (gt == SIZE_MAX) return false;
  for (std::size_t k = lt + 1; k < gt; ++k) type += out[k];
  while (!type.empty() && (type.back() == ' ' || type.back() == '\t')) type.pop_back();
  while (!type.empty() && (type.front() == ' ' || type.front() == '\t')) type.erase(type.begin());
  if (type.empty()) return false;
  // the object: "()" or, value-initialized with braces, "{}" (llm.c writes cg::plus<float>{})
  std::size_t open = next_significant(toks, gt);
  if (open >= toks.size() || !(toks[open].is_punct("(") || toks[open].is_punct("{"))) return false;
  close = next_significant(toks, open);
  return close < toks.size() && toks[close].is_punct(toks[open].is_punct("(") ? ")" : "}");
}

}  // namespace

CgReduceResult emulate_cg_reduce(const std::vector<Token>& toks, std::vector<std::string>& out, bool native) {
  CgReduceResult r;
  std::vector<std::string_view> names;
  bool scanned = false;
  for (std::size_t i = 0; i < toks.size(); ++i) {
    const Token& t = toks[i];
    if (t.kind != TokenKind::Identifier) continue;
    std::string_view body = operator_body(t.text);
    bool reduce = t.text == "reduce";
    bool other = false;
    for (std::string_view n : kNotEmulated) other = other || t.text == n;
    if (!other && (native || (!reduce && body.empty()))) continue;
    if (!scanned) {
      names = namespace_names(toks);
      scanned = true;
    }
    std::size_t q = qualifier(toks, i, names);
    if (q == SIZE_MAX) continue;  // std::plus, thrust::reduce, a member .reduce(...): not ours
    if (other) {
      r.unsupported.push_back(i);
      continue;
    }
    std::size_t last = i;
    std::string text;
    if (reduce) {
      std::size_t open = next_significant(toks, i);
      if (open >= toks.size() || !toks[open].is_punct("(")) {
        r.unsupported.push_back(i);
        continue;
      }
      text = std::string(kReduce);
    } else {
      std::string type;
      if (!template_object(toks, out, i, last, type)) {
        r.unsupported.push_back(i);
        continue;
      }
      text = "[](" + type + " a, " + type + " b) -> " + type + " { " + std::string(body) + " }";
    }
    for (std::size_t k = q; k <= last; ++k) out[k].clear();
    out[q] = std::move(text);
    r.emulated.push_back(i);
  }
  return r;
}

}  // namespace crosswarp::port
