// Cooperative-groups shuffles of any trivially copyable type for HIP (see cg_shuffle.h).
#include "port/cg_shuffle.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>

namespace crosswarp::port {

namespace {

constexpr std::array<std::string_view, 4> kShuffles{{"shfl", "shfl_up", "shfl_down", "shfl_xor"}};

std::string shuffle_lambda(std::string_view name) {
  std::string n(name);
  return "[](const auto& g, auto v, auto a) { using CrosswarpT = decltype(v); "
         "if constexpr (std::is_integral<CrosswarpT>::value || std::is_floating_point<CrosswarpT>::value) { return g." +
         n +
         "(v, a); } else { constexpr unsigned int n = (sizeof(CrosswarpT) + 3) / 4; unsigned int w[n] = {}; "
         "__builtin_memcpy(w, &v, sizeof(CrosswarpT)); for (unsigned int k = 0; k < n; ++k) w[k] = g." +
         n + "(w[k], a); __builtin_memcpy(&v, w, sizeof(CrosswarpT)); return v; } }";
}

bool member_access(const std::vector<Token>& toks, std::size_t i) {
  std::size_t prev = prev_significant(toks, i);
  return prev != SIZE_MAX && (toks[prev].is_punct(".") || toks[prev].is_punct("->") || toks[prev].is_punct("::"));
}

// After a group type ending at toks[i] ("thread_block_tile" or its "<...>"'s ">"): the declared variable or
// parameter ("T g;", "T& g)", "const T& g,", "T g = ...", "T g{...}"), or SIZE_MAX.
std::size_t declared_after(const std::vector<Token>& toks, std::size_t i) {
  std::size_t j = next_significant(toks, i);
  while (j < toks.size() && (toks[j].is_punct("&") || toks[j].is_punct("&&") || toks[j].is_identifier("const")))
    j = next_significant(toks, j);
  if (j >= toks.size() || toks[j].kind != TokenKind::Identifier) return SIZE_MAX;
  std::size_t after = next_significant(toks, j);
  if (after >= toks.size()) return SIZE_MAX;
  const Token& a = toks[after];
  if (a.is_punct(",") || a.is_punct(";") || a.is_punct("=") || a.is_punct(")") || a.is_punct("{")) return j;
  return SIZE_MAX;
}

// The ">" closing the template argument list opened by the "<" at toks[lt], or SIZE_MAX.
std::size_t template_close(const std::vector<Token>& toks, std::size_t lt) {
  int angle = 0, paren = 0;
  for (std::size_t k = lt; k < toks.size(); ++k) {
    const Token& t = toks[k];
    if (t.kind == TokenKind::Directive || t.is_punct(";") || t.is_punct("{") || t.is_punct("}")) return SIZE_MAX;
    if (t.is_punct("(")) ++paren;
    if (t.is_punct(")") && --paren < 0) return SIZE_MAX;
    if (paren > 0) continue;
    if (t.is_punct("<")) ++angle;
    if (t.is_punct(">") && --angle == 0) return k;
    if (t.is_punct(">>")) return SIZE_MAX;  // nested template closing two levels: not a tile size
  }
  return SIZE_MAX;
}

// Names of the variables the file declares as cooperative groups that have shuffles.
std::vector<std::string_view> group_variables(const std::vector<Token>& toks, const std::vector<bool>& excluded) {
  std::vector<std::string_view> vars;
  auto add = [&](std::size_t j) {
    if (j != SIZE_MAX && std::find(vars.begin(), vars.end(), toks[j].text) == vars.end()) vars.push_back(toks[j].text);
  };
  for (std::size_t i = 0; i < toks.size(); ++i) {
    const Token& t = toks[i];
    if (excluded[i] || t.kind != TokenKind::Identifier) continue;
    std::size_t before = prev_significant(toks, i);
    if (before != SIZE_MAX && (toks[before].is_punct(".") || toks[before].is_punct("->"))) continue;
    if (t.text == "thread_block_tile") {
      std::size_t lt = next_significant(toks, i);
      if (lt >= toks.size() || !toks[lt].is_punct("<")) continue;
      std::size_t gt = template_close(toks, lt);
      if (gt != SIZE_MAX) add(declared_after(toks, gt));
    } else if (t.text == "coalesced_group") {
      add(declared_after(toks, i));
    } else if (t.text == "tiled_partition" || t.text == "coalesced_threads") {
      // X = [::][ns::]tiled_partition...
      std::size_t p = prev_significant(toks, i);
      while (p != SIZE_MAX && toks[p].is_punct("::")) {
        p = prev_significant(toks, p);
        if (p != SIZE_MAX && toks[p].kind == TokenKind::Identifier) p = prev_significant(toks, p);
      }
      if (p == SIZE_MAX || !toks[p].is_punct("=")) continue;
      std::size_t x = prev_significant(toks, p);
      if (x != SIZE_MAX && toks[x].kind == TokenKind::Identifier && !member_access(toks, x)) add(x);
    }
  }
  return vars;
}

}  // namespace

std::vector<std::size_t> emulate_cg_shuffles(const std::vector<Token>& toks, std::vector<std::string>& out,
                                             const std::vector<bool>& excluded) {
  std::vector<std::size_t> rewritten;
  bool any = false;
  for (const Token& t : toks)
    if (t.kind == TokenKind::Identifier && std::find(kShuffles.begin(), kShuffles.end(), t.text) != kShuffles.end()) {
      any = true;
      break;
    }
  if (!any) return rewritten;
  std::vector<std::string_view> vars = group_variables(toks, excluded);
  if (vars.empty()) return rewritten;
  for (std::size_t i = 0; i < toks.size(); ++i) {
    if (excluded[i] || toks[i].kind != TokenKind::Identifier || member_access(toks, i)) continue;
    if (std::find(vars.begin(), vars.end(), toks[i].text) == vars.end()) continue;
    std::size_t dot = next_significant(toks, i);
    if (dot >= toks.size() || !toks[dot].is_punct(".")) continue;
    std::size_t name = next_significant(toks, dot);
    if (name >= toks.size() || toks[name].kind != TokenKind::Identifier ||
        std::find(kShuffles.begin(), kShuffles.end(), toks[name].text) == kShuffles.end())
      continue;
    std::size_t open = next_significant(toks, name);
    if (open >= toks.size() || !toks[open].is_punct("(")) continue;
    // The argument list: exactly two non-empty arguments (value, lane/delta/mask).
    int depth = 0, commas = 0;
    bool empty_arg = true, bad = false;
    std::size_t close = SIZE_MAX;
    for (std::size_t k = open + 1; k < toks.size(); ++k) {
      const Token& t = toks[k];
      if (t.kind == TokenKind::Directive || excluded[k]) {
        bad = true;
        break;
      }
      if (t.is_trivia()) continue;
      if (t.is_punct("(") || t.is_punct("[") || t.is_punct("{")) ++depth;
      if (t.is_punct(")") || t.is_punct("]") || t.is_punct("}")) {
        if (depth == 0) {
          if (t.is_punct(")")) close = k;
          else bad = true;
          break;
        }
        --depth;
      }
      if (depth == 0 && (t.is_punct(";"))) {
        bad = true;
        break;
      }
      if (depth == 0 && t.is_punct(",")) {
        if (empty_arg) bad = true;
        ++commas;
        empty_arg = true;
        continue;
      }
      empty_arg = false;
    }
    if (bad || close == SIZE_MAX || commas != 1 || empty_arg) continue;
    out[i] = shuffle_lambda(toks[name].text) + "(" + out[i];
    for (std::size_t k = i + 1; k < open; ++k) out[k].clear();
    out[open] = ", ";
    rewritten.push_back(name);
    i = open;
  }
  return rewritten;
}

}  // namespace crosswarp::port
