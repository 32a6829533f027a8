#include "port/lint/rule_util.h"

#include <algorithm>
#include <iterator>

namespace crosswarp::lint {

const Function* function_at(const Unit& u, std::size_t tok) {
  if (tok >= u.function_of.size() || u.function_of[tok] < 0) return nullptr;
  return &u.functions[static_cast<std::size_t>(u.function_of[tok])];
}

bool runtime_context(const Unit& u, std::size_t tok) {
  const Function* fn = function_at(u, tok);
  if (!fn) return false;
  // Scan back to the start of the statement.
  int paren = 0, angle = 0;
  for (std::size_t k = tok; k > fn->body.b; --k) {
    std::size_t i = k - 1;
    auto t = u.text(i);
    if (t == ";" || t == "{" || t == "}") break;
    if (t == "constexpr" || t == "static_assert" || t == "case" || t == "template" || t == "__shared__" ||
        t == "static")
      return false;
    if (t == ")" || t == "]") paren++;
    if (t == "(" || t == "[") {
      if (paren == 0 && t == "[" && i > 0 && u.id(i - 1)) {
        // a[...]: array bounds in a declaration ("float a[32]") vs subscripts ("a[i % 32]").
        for (const auto& d : fn->decls)
          if (d.name_tok == i - 1) return false;
      }
      if (paren > 0) paren--;
    }
    if (t == ">") angle--;
    if (t == "<" && i > 0 && u.id(i - 1) && angle < 0) angle++;
    else if (t == "<" && i > 0 && u.id(i - 1) && paren == 0) {
      // "name<" with no closing '>' before tok: template arguments, unless it is a comparison.
      bool closed = false;
      for (std::size_t j = i + 1; j < tok; ++j)
        if (u.is(j, ">")) closed = true;
      if (!closed && !u.is(i - 1, "i") && u.text(i - 1).size() > 0) {
        // Heuristic: templates are followed by '>' then '(' or '::' or an identifier.
        for (std::size_t j = tok; j < u.toks.size() && j < tok + 8; ++j) {
          if (u.is(j, ";") || u.is(j, ")")) break;
          if (u.is(j, ">") && (u.is(j + 1, "(") || u.is(j + 1, "::") || u.id(j + 1))) return false;
        }
      }
    }
  }
  return true;
}

bool is_full32_literal(std::string_view text) {
  auto v = parse_int_literal(text);
  return v && *v == 0xffffffffULL;
}

bool is_full32_mask_expr(const Unit& u, Range r, std::size_t* literal_tok) {
  std::size_t b = r.b, e = r.e;
  while (b < e && u.is(b, "(") && u.match[b] == e - 1) ++b, --e;
  // (unsigned)-1 / (unsigned int)(-1)
  if (b < e && u.is(b, "(") && u.match[b] != SIZE_MAX && u.match[b] + 1 < e) {
    std::size_t c = u.match[b];
    Range type{b + 1, c};
    if (is_32bit_int_type(u, type)) b = c + 1;
  }
  while (b < e && u.is(b, "(") && u.match[b] == e - 1) ++b, --e;
  if (e == b + 1 && u.number(b) && is_full32_literal(u.text(b))) {
    if (literal_tok) *literal_tok = b;
    return true;
  }
  if (e == b + 2 && (u.is(b, "~") || u.is(b, "-")) && u.number(b + 1)) {
    bool ll = false;
    auto v = parse_int_literal(u.text(b + 1), &ll);
    if (!v || ll) return false;
    if ((u.is(b, "~") && *v == 0) || (u.is(b, "-") && *v == 1)) {
      if (literal_tok) *literal_tok = b;
      return true;
    }
  }
  return false;
}

bool macro_is_full32(const Unit& u, std::string_view name, std::size_t* offset, std::size_t* length) {
  auto it = u.macros.find(std::string(name));
  if (it == u.macros.end() || it->second.definitions > 1) return false;
  std::vector<const port::Token*> body;
  for (const auto& t : it->second.body)
    if (t.text != "(" && t.text != ")") body.push_back(&t);
  if (body.size() == 1 && body[0]->kind == port::TokenKind::Number && is_full32_literal(body[0]->text)) {
    *offset = body[0]->offset;
    *length = body[0]->text.size();
    return true;
  }
  if (body.size() == 2 && body[0]->text == "~" && body[1]->text == "0u") {
    *offset = body[0]->offset;
    *length = body[1]->offset + body[1]->text.size() - body[0]->offset;
    return true;
  }
  return false;
}

}  // namespace crosswarp::lint

namespace crosswarp::lint {

namespace {

enum class Side { Neutral, Nvidia, Amd };

Side condition_side(const port::Token& d) {
  auto name = port::directive_name(d);
  std::string text(d.text);
  static const char* nv_names[] = {"__CUDA_ARCH__", "__NVCC__", "__HIP_PLATFORM_NVIDIA__", "__HIP_PLATFORM_NVCC__", "__CUDACC__"};
  static const char* amd_names[] = {"__HIP_PLATFORM_AMD__", "__HIP_PLATFORM_HCC__", "__HIPCC__", "__HIP__", "USE_ROCM",
                                    "__HIP_DEVICE_COMPILE__", "__gfx", "__GFX"};
  // Each mention votes for a side; a '!' before it (or #ifndef) flips the vote. Disagreeing votes
  // (an || of both, say) make the branch neutral.
  bool nv = false, amd = false;
  auto vote = [&](const char* const* names, std::size_t count, bool is_nv) {
    for (std::size_t n = 0; n < count; ++n) {
      for (std::size_t at = text.find(names[n]); at != std::string::npos; at = text.find(names[n], at + 1)) {
        std::size_t k = at;
        while (k > 0 && (text[k - 1] == ' ' || text[k - 1] == '(')) --k;
        if (k >= 7 && text.compare(k - 7, 7, "defined") == 0) k -= 7;
        while (k > 0 && text[k - 1] == ' ') --k;
        bool negated = (k > 0 && text[k - 1] == '!') || name == "ifndef";
        ((is_nv != negated) ? nv : amd) = true;
      }
    }
  };
  vote(nv_names, std::size(nv_names), true);
  vote(amd_names, std::size(amd_names), false);
  if (text.find("||") != std::string::npos && nv && amd) return Side::Neutral;
  if (nv && !amd) return Side::Nvidia;
  if (amd && !nv) return Side::Amd;
  return Side::Neutral;
}

}  // namespace

bool nvidia_only(const Unit& u, std::size_t offset) {
  if (!u.nvidia_after_directive_ready) {
    std::vector<Side> stack;  // side of the current branch for each open #if
    u.nvidia_after_directive.assign(u.directives.size(), 0);
    for (std::size_t k = 0; k < u.directives.size(); ++k) {
      const port::Token* d = u.directives[k];
      auto name = port::directive_name(*d);
      if (name == "if" || name == "ifdef" || name == "ifndef") {
        stack.push_back(condition_side(*d));
      } else if (name == "elif" && !stack.empty()) {
        stack.back() = condition_side(*d);
      } else if (name == "else" && !stack.empty()) {
        Side s = stack.back();
        stack.back() = s == Side::Nvidia ? Side::Amd : s == Side::Amd ? Side::Nvidia : Side::Neutral;
      } else if (name == "endif" && !stack.empty()) {
        stack.pop_back();
      }
      for (Side s : stack)
        if (s == Side::Nvidia) u.nvidia_after_directive[k] = 1;
    }
    u.nvidia_after_directive_ready = true;
  }
  // The state after the last directive at or before offset (directives are in source order).
  auto it = std::upper_bound(u.directives.begin(), u.directives.end(), offset,
                             [](std::size_t off, const port::Token* d) { return off < d->offset; });
  if (it == u.directives.begin()) return false;
  return u.nvidia_after_directive[static_cast<std::size_t>(it - u.directives.begin()) - 1] != 0;
}

}  // namespace crosswarp::lint
