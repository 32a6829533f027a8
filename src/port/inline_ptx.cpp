// PTX special-register reads as HIP expressions (see inline_ptx.h).
#include "port/inline_ptx.h"

#include <array>
#include <cctype>
#include <string_view>
#include <utility>

namespace crosswarp::port {

namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 16> kRegisters{{
    {"laneid", "__lane_id()"},
    {"WARP_SZ", "warpSize"},
    {"tid.x", "threadIdx.x"},
    {"tid.y", "threadIdx.y"},
    {"tid.z", "threadIdx.z"},
    {"ntid.x", "blockDim.x"},
    {"ntid.y", "blockDim.y"},
    {"ntid.z", "blockDim.z"},
    {"ctaid.x", "blockIdx.x"},
    {"ctaid.y", "blockIdx.y"},
    {"ctaid.z", "blockIdx.z"},
    {"nctaid.x", "gridDim.x"},
    {"nctaid.y", "gridDim.y"},
    {"nctaid.z", "gridDim.z"},
    {"clock", "clock()"},
    {"clock64", "clock64()"},
}};

bool space(char c) { return c == ' ' || c == '\t'; }

// The text of a plain "..." literal with \n and \t read as blanks; false for anything else (prefixes, raw
// strings, other escapes).
bool literal_text(const Token& t, std::string& s) {
  std::string_view v = t.text;
  if (t.kind != TokenKind::String || v.size() < 2 || v.front() != '"' || v.back() != '"') return false;
  v = v.substr(1, v.size() - 2);
  for (std::size_t k = 0; k < v.size(); ++k) {
    if (v[k] == '\\') {
      if (k + 1 >= v.size() || (v[k + 1] != 'n' && v[k + 1] != 't')) return false;
      s += ' ';
      ++k;
      continue;
    }
    s += v[k];
  }
  return true;
}

// "mov.u32 %0, %%laneid;" -> "laneid"; "" when the template is not a single such mov.
std::string mov_source(std::string_view s) {
  std::size_t k = 0;
  auto skip = [&] {
    while (k < s.size() && space(s[k])) ++k;
  };
  auto take = [&](std::string_view w) {
    if (s.substr(k, w.size()) != w) return false;
    k += w.size();
    return true;
  };
  skip();
  if (!take("mov.")) return {};
  bool typed = false;
  for (std::string_view ty : {"u32", "s32", "b32", "u64", "s64", "b64"})
    if (take(ty)) {
      typed = true;
      break;
    }
  if (!typed || k >= s.size() || !space(s[k])) return {};
  skip();
  if (!take("%0")) return {};
  skip();
  if (!take(",")) return {};
  skip();
  if (!take("%%")) return {};
  std::size_t b = k;
  while (k < s.size() && (std::isalnum(static_cast<unsigned char>(s[k])) || s[k] == '_' || s[k] == '.')) ++k;
  std::string reg(s.substr(b, k - b));
  skip();
  if (k < s.size() && s[k] == ';') ++k;
  skip();
  return k == s.size() ? reg : std::string();
}

}  // namespace

bool ptx_register_read(const std::vector<Token>& toks, std::size_t i, PtxRegisterRead& read) {
  if (i >= toks.size() || !(toks[i].is_identifier("asm") || toks[i].is_identifier("__asm__") ||
                            toks[i].is_identifier("__asm")))
    return false;
  std::size_t k = next_significant(toks, i);
  while (k < toks.size() && (toks[k].is_identifier("volatile") || toks[k].is_identifier("__volatile__")))
    k = next_significant(toks, k);
  if (k >= toks.size() || !toks[k].is_punct("(")) return false;
  k = next_significant(toks, k);
  std::string templ;
  if (k >= toks.size() || !literal_text(toks[k], templ)) return false;
  std::string reg = mov_source(templ);
  if (reg.empty()) return false;
  std::string_view hip;
  for (const auto& [r, h] : kRegisters)
    if (r == reg) hip = h;
  if (hip.empty()) return false;
  k = next_significant(toks, k);
  if (k >= toks.size() || !toks[k].is_punct(":")) return false;
  k = next_significant(toks, k);
  std::string constraint;
  if (k >= toks.size() || !literal_text(toks[k], constraint)) return false;
  if (constraint != "=r" && constraint != "=l" && constraint != "+r" && constraint != "+l") return false;
  k = next_significant(toks, k);
  if (k >= toks.size() || !toks[k].is_punct("(")) return false;
  std::size_t begin = k + 1;
  int depth = 0;
  std::size_t end = SIZE_MAX;
  for (std::size_t j = begin; j < toks.size(); ++j) {
    const Token& t = toks[j];
    if (t.kind == TokenKind::Directive || t.is_punct(";") || t.is_punct(":")) return false;
    if (t.is_punct("(") || t.is_punct("[")) ++depth;
    if (t.is_punct("]")) --depth;
    if (t.is_punct(")")) {
      if (depth == 0) {
        end = j;
        break;
      }
      --depth;
    }
  }
  if (end == SIZE_MAX || next_significant(toks, begin - 1) == end) return false;  // "=r"() has no operand
  std::size_t close = next_significant(toks, end);
  if (close >= toks.size() || !toks[close].is_punct(")")) return false;  // inputs or clobbers follow
  read.close = close;
  read.lvalue_begin = begin;
  read.lvalue_end = end;
  read.reg = std::move(reg);
  read.hip = std::string(hip);
  return true;
}

}  // namespace crosswarp::port
