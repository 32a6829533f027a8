// Kernel launch rewriting on tokens (see launch.h). The kernel expression is found by walking back
// from "<<<" over a name, its template arguments and its qualifiers (or one parenthesised
// expression); the configuration is split at top-level commas; the call's arguments are kept as
// written (with names already translated).
#include "port/launch.h"

#include <algorithm>

#include <string_view>

namespace crosswarp::port {
namespace {

bool opens(const Token& t) { return t.is_punct("(") || t.is_punct("[") || t.is_punct("{"); }
bool closes(const Token& t) { return t.is_punct(")") || t.is_punct("]") || t.is_punct("}"); }

// Index of the token matching the closer at i (walking back), or SIZE_MAX.
std::size_t match_back(const std::vector<Token>& toks, std::size_t i, std::string_view open,
                       std::string_view close) {
  int depth = 0;
  for (std::size_t k = i + 1; k-- > 0;) {
    const Token& t = toks[k];
    if (t.kind == TokenKind::Punct) {
      if (t.text == close) ++depth;
      else if (t.text == ">>" && close == ">") depth += 2;
      else if (t.text == open && --depth == 0) return k;
      if (t.text == ";" || t.text == "{" || t.text == "}") return SIZE_MAX;
    }
  }
  return SIZE_MAX;
}

// Index of the token matching the opener at i (walking forward), or SIZE_MAX.
std::size_t match_forward(const std::vector<Token>& toks, std::size_t i) {
  int depth = 0;
  for (std::size_t k = i; k < toks.size(); ++k) {
    if (opens(toks[k]) || toks[k].kind == TokenKind::LaunchOpen) ++depth;
    else if (closes(toks[k]) || toks[k].kind == TokenKind::LaunchClose) {
      if (--depth == 0) return k;
    }
  }
  return SIZE_MAX;
}

std::string trim(std::string s) {
  std::size_t a = s.find_first_not_of(" \t\r\n\\");
  if (a == std::string::npos) return {};
  std::size_t b = s.find_last_not_of(" \t\r\n\\");
  return s.substr(a, b - a + 1);
}

std::string join(const std::vector<std::string>& out, std::size_t from, std::size_t to) {
  std::string s;
  for (std::size_t k = from; k < to; ++k) s += out[k];
  return s;
}

// Start of the kernel expression that ends just before "<<<" at open, or SIZE_MAX.
std::size_t kernel_start(const std::vector<Token>& toks, std::size_t open, bool& templated) {
  std::size_t k = prev_significant(toks, open);
  if (k == SIZE_MAX) return SIZE_MAX;
  templated = false;
  if (toks[k].is_punct(")")) return match_back(toks, k, "(", ")");
  if (toks[k].is_punct(">") || toks[k].is_punct(">>")) {
    std::size_t lt = match_back(toks, k, "<", ">");
    if (lt == SIZE_MAX) return SIZE_MAX;
    templated = true;
    k = prev_significant(toks, lt);
    if (k == SIZE_MAX) return SIZE_MAX;
  }
  if (toks[k].kind != TokenKind::Identifier) return SIZE_MAX;
  // Qualifiers: ns::k, ::k, obj.member is not a kernel name and stays out.
  for (;;) {
    std::size_t colons = prev_significant(toks, k);
    if (colons == SIZE_MAX || !toks[colons].is_punct("::")) return k;
    std::size_t q = prev_significant(toks, colons);
    if (q == SIZE_MAX || toks[q].kind != TokenKind::Identifier) return colons;
    k = q;
  }
}

bool starts_with_dim3(const std::string& s) {
  return s.starts_with("dim3(") || s.starts_with("dim3 (") || s.starts_with("dim3{");
}

}  // namespace

std::vector<std::string_view> template_kernel_names(const std::vector<Token>& toks) {
  std::vector<std::string_view> names;
  for (std::size_t i = 0; i < toks.size(); ++i) {
    if (!toks[i].is_identifier("template")) continue;
    std::size_t lt = next_significant(toks, i);
    if (lt >= toks.size() || !toks[lt].is_punct("<")) continue;
    int depth = 0;
    std::size_t k = lt;
    for (; k < toks.size(); ++k) {  // the parameter list: <...> with nested <> (no >> inside lists here)
      if (toks[k].is_punct("<")) ++depth;
      else if (toks[k].is_punct(">") && --depth == 0) break;
      else if (toks[k].is_punct(">>") && (depth -= 2) <= 0) break;
      else if (toks[k].is_punct(";") || toks[k].is_punct("{")) break;
    }
    if (k >= toks.size() || depth > 0) continue;
    bool global = false;
    std::size_t name = SIZE_MAX;
    for (std::size_t j = k + 1; j < toks.size() && j < k + 64; ++j) {
      const Token& t = toks[j];
      if (t.is_trivia()) continue;
      if (t.is_identifier("__global__")) global = true;
      if (t.is_punct("(")) break;
      if (t.is_punct(";") || t.is_punct("{") || t.is_punct("=") || t.kind == TokenKind::Directive) {
        name = SIZE_MAX;
        break;
      }
      name = t.kind == TokenKind::Identifier ? j : SIZE_MAX;
    }
    if (global && name != SIZE_MAX) names.push_back(toks[name].text);
  }
  return names;
}

bool rewrite_launch(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t open,
                    const LaunchStyle& style) {
  bool templated = false;
  std::size_t first = kernel_start(toks, open, templated);
  if (first == SIZE_MAX) return false;
  std::size_t close = match_forward(toks, open);
  if (close == SIZE_MAX || toks[close].kind != TokenKind::LaunchClose) return false;
  std::size_t lparen = next_significant(toks, close);
  if (lparen >= toks.size() || !toks[lparen].is_punct("(")) return false;
  std::size_t rparen = match_forward(toks, lparen);
  if (rparen == SIZE_MAX || !toks[rparen].is_punct(")")) return false;

  // Configuration: split at depth-0 commas.
  std::vector<std::string> config;
  int depth = 0;
  std::size_t start = open + 1;
  for (std::size_t k = open + 1; k <= close; ++k) {
    if (k < close && (opens(toks[k]) || toks[k].kind == TokenKind::LaunchOpen)) ++depth;
    else if (k < close && (closes(toks[k]) || toks[k].kind == TokenKind::LaunchClose)) --depth;
    if (k == close || (depth == 0 && toks[k].is_punct(","))) {
      config.push_back(trim(join(out, start, k)));
      start = k + 1;
    }
  }
  if (config.size() < 2 || config.size() > 4) return false;
  for (std::size_t c = 0; c < 2; ++c) {
    if (!starts_with_dim3(config[c])) config[c] = "dim3(" + config[c] + ")";
  }
  while (config.size() < 4) config.push_back("0");

  std::string kernel = trim(join(out, first, open));
  if (!templated && style.template_kernels) {
    std::size_t last = prev_significant(toks, open);
    if (last != SIZE_MAX && last == first && toks[first].kind == TokenKind::Identifier) {
      for (std::string_view name : *style.template_kernels) templated = templated || name == toks[first].text;
    }
  }
  if (templated) kernel = (style.host_compiler ? "(" : "HIP_KERNEL_NAME(") + kernel + ")";
  std::string args = trim(join(out, lparen + 1, rparen));

  std::string text = "hipLaunchKernelGGL(" + kernel;
  for (const std::string& c : config) text += ", " + c;
  if (!args.empty()) text += ", " + args;
  text += ")";
  out[first] = text;
  for (std::size_t k = first + 1; k <= rparen; ++k) out[k].clear();
  return true;
}

bool rewrite_dynamic_shared(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i) {
  std::size_t k = next_significant(toks, i);
  if (k >= toks.size() || !toks[k].is_identifier("__shared__")) return false;
  // Collect the type up to the name before "[ ]".
  std::vector<std::size_t> parts;
  for (k = next_significant(toks, k); k < toks.size(); k = next_significant(toks, k)) {
    const Token& t = toks[k];
    if (t.is_identifier("__align__") || t.is_identifier("alignas")) {  // alignment: HIP aligns itself
      std::size_t lp = next_significant(toks, k);
      if (lp >= toks.size() || !toks[lp].is_punct("(")) return false;
      k = match_forward(toks, lp);
      if (k == SIZE_MAX) return false;
      continue;
    }
    if (t.is_punct("[")) break;
    if (t.is_punct(";") || t.is_punct("{") || t.is_punct("=")) return false;
    parts.push_back(k);
  }
  if (k >= toks.size() || parts.size() < 2) return false;
  std::size_t rb = next_significant(toks, k);
  if (rb >= toks.size() || !toks[rb].is_punct("]")) return false;
  std::size_t name = parts.back();
  if (toks[name].kind != TokenKind::Identifier) return false;
  std::string type;
  for (std::size_t p = 0; p + 1 < parts.size(); ++p) {
    if (!type.empty() && toks[parts[p]].kind == TokenKind::Identifier &&
        toks[parts[p - 1]].kind == TokenKind::Identifier)
      type += " ";
    type += out[parts[p]];
  }
  out[i] = "HIP_DYNAMIC_SHARED(" + type + ", " + out[name] + ")";
  for (std::size_t c = i + 1; c <= rb; ++c) out[c].clear();
  return true;
}

}  // namespace crosswarp::port

namespace crosswarp::port {
namespace {

// What the declaration before toks[k] holds, read back to the previous ";", "{" or "}" (or a directive):
// __global__ or __device__, __host__, a parameter list's ")", and where it starts.
struct DeclarationHead {
  bool device = false;
  bool host = false;
  bool paren = false;
  std::size_t first = 0;  // the token after the ";", "{", "}" or directive it was read back to
};

DeclarationHead declaration_head(const std::vector<Token>& toks, std::size_t k) {
  DeclarationHead head;
  for (std::size_t h = k; h-- > 0;) {
    const Token& u = toks[h];
    if (u.is_trivia()) continue;
    if (u.kind == TokenKind::Directive || u.is_punct(";") || u.is_punct("{") || u.is_punct("}")) {
      head.first = h + 1;
      break;
    }
    if (u.is_punct(")")) head.paren = true;
    if (u.is_identifier("__global__") || u.is_identifier("__device__")) head.device = true;
    if (u.is_identifier("__host__")) head.host = true;
  }
  return head;
}

// Whether the "{" at toks[k] opens a device function's body: its header has a parameter list and __global__ or
// __device__.
bool opens_device_function(const std::vector<Token>& toks, std::size_t k) {
  DeclarationHead head = declaration_head(toks, k);
  return head.device && head.paren;
}

}  // namespace

bool in_device_declaration(const std::vector<Token>& toks, std::size_t i) { return declaration_head(toks, i).device; }

FunctionHead enclosing_function_head(const std::vector<Token>& toks, std::size_t i) {
  int depth = 0;  // blocks closed between toks[i] and here
  for (std::size_t k = std::min(i, toks.size()); k-- > 0;) {
    if (toks[k].is_punct("}")) ++depth;
    if (!toks[k].is_punct("{")) continue;
    if (depth > 0) {
      --depth;
      continue;
    }
    const DeclarationHead head = declaration_head(toks, k);
    std::size_t paren = head.first;
    while (paren < k && !toks[paren].is_punct("(")) ++paren;
    if (paren == k) continue;  // a block that is not a function body (else, a namespace, a class)
    std::size_t name = prev_significant(toks, paren);
    if (name != SIZE_MAX && toks[name].is_identifier("constexpr")) name = prev_significant(toks, name);  // if constexpr
    if (name != SIZE_MAX && name >= head.first &&
        (toks[name].is_identifier("if") || toks[name].is_identifier("for") || toks[name].is_identifier("while") ||
         toks[name].is_identifier("switch") || toks[name].is_identifier("catch")))
      continue;  // a statement's block: the function is further out
    return {head.first, paren, head.host};
  }
  return {};
}

bool in_device_function(const std::vector<Token>& toks, std::size_t i) {
  int depth = 0;  // blocks closed between toks[i] and here
  for (std::size_t k = i; k-- > 0;) {
    const Token& t = toks[k];
    if (t.is_punct("}")) {
      ++depth;
      continue;
    }
    if (!t.is_punct("{")) continue;
    if (depth > 0) {
      --depth;
      continue;
    }
    if (opens_device_function(toks, k)) return true;  // an enclosing block that is a device function's body
  }
  return false;
}

std::vector<bool> device_function_tokens(const std::vector<Token>& toks) {
  std::vector<bool> in(toks.size(), false);
  std::vector<bool> blocks;  // the open blocks, innermost last: whether each is a device function's body
  std::size_t device_blocks = 0;
  for (std::size_t k = 0; k < toks.size(); ++k) {
    const Token& t = toks[k];
    in[k] = device_blocks > 0;
    if (t.is_punct("}")) {
      if (!blocks.empty()) {
        device_blocks -= blocks.back();
        blocks.pop_back();
      }
    } else if (t.is_punct("{")) {
      blocks.push_back(opens_device_function(toks, k));
      device_blocks += blocks.back();
    }
  }
  return in;
}

}  // namespace crosswarp::port
