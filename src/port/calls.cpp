// Call-argument rewrites: HIP_SYMBOL for symbol arguments, mask-less warp builtins for older HIP.
#include "port/calls.h"

#include <array>
#include <cstdint>
#include <utility>

namespace crosswarp::port {

namespace {

struct SymbolArg {
  std::string_view cuda;
  int arg;
};
// The symbol parameter's position, from the CUDA Runtime API signatures (HIPIFY wraps the same ones).
constexpr std::array<SymbolArg, 12> kSymbolArgs{{
    {"cudaMemcpyToSymbol", 0},
    {"cudaMemcpyToSymbolAsync", 0},
    {"cudaGetSymbolAddress", 1},
    {"cudaGetSymbolSize", 1},
    {"cudaMemcpyFromSymbol", 1},
    {"cudaMemcpyFromSymbolAsync", 1},
    {"cudaGraphMemcpyNodeSetParamsToSymbol", 1},
    {"cudaGraphMemcpyNodeSetParamsFromSymbol", 2},
    {"cudaGraphExecMemcpyNodeSetParamsToSymbol", 2},
    {"cudaGraphExecMemcpyNodeSetParamsFromSymbol", 3},
    {"cudaGraphAddMemcpyNodeToSymbol", 4},
    {"cudaGraphAddMemcpyNodeFromSymbol", 5},
}};

constexpr std::array<std::pair<std::string_view, std::string_view>, 7> kMaskless{{
    {"__shfl_sync", "__shfl"},
    {"__shfl_up_sync", "__shfl_up"},
    {"__shfl_down_sync", "__shfl_down"},
    {"__shfl_xor_sync", "__shfl_xor"},
    {"__ballot_sync", "__ballot"},
    {"__any_sync", "__any"},
    {"__all_sync", "__all"},
}};

// Significant-token ranges [first, last] of each argument of the call toks[i](...); false if it does not parse.
bool call_arguments(const std::vector<Token>& toks, std::size_t i,
                    std::vector<std::pair<std::size_t, std::size_t>>& args, std::size_t& close) {
  std::size_t open = next_significant(toks, i);
  if (open >= toks.size() || !toks[open].is_punct("(")) return false;
  int depth = 0;
  std::size_t first = SIZE_MAX, last = SIZE_MAX;
  for (std::size_t k = open + 1; k < toks.size(); ++k) {
    const Token& t = toks[k];
    if (t.is_trivia()) continue;
    if (t.kind == TokenKind::Directive) return false;
    bool opens = t.is_punct("(") || t.is_punct("[") || t.is_punct("{");
    bool closes = t.is_punct(")") || t.is_punct("]") || t.is_punct("}");
    if (depth == 0 && (t.is_punct(",") || t.is_punct(")"))) {
      if (first == SIZE_MAX) {
        if (t.is_punct(")") && args.empty()) {  // f()
          close = k;
          return true;
        }
        return false;  // empty argument
      }
      args.emplace_back(first, last);
      first = SIZE_MAX;
      if (t.is_punct(")")) {
        close = k;
        return true;
      }
      continue;
    }
    if (opens) ++depth;
    if (closes && --depth < 0) return false;
    if (first == SIZE_MAX) first = k;
    last = k;
  }
  return false;
}

bool full_mask(const std::vector<Token>& toks, std::size_t first, std::size_t last) {
  std::string text;
  for (std::size_t k = first; k <= last; ++k)
    if (!toks[k].is_trivia()) text += toks[k].text;
  std::string lower;
  for (char c : text) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  while (!lower.empty() && (lower.back() == 'u' || lower.back() == 'l')) lower.pop_back();
  if (lower.starts_with("(") && lower.ends_with(")")) lower = lower.substr(1, lower.size() - 2);
  return lower == "0xffffffff" || lower == "0xffffffffffffffff" || lower == "~0" || lower == "-1" ||
         lower == "4294967295" || lower == "~0u" || lower == "~0ul" || lower == "~0ull";
}

// Where HIP's signature differs from CUDA's in one argument (HIP API reference; HIPIFY makes the same edits).
struct ArgumentRewrite {
  std::string_view cuda;
  enum Op : std::uint8_t { Cast, ConstCast, Append, Drop, Rename } op;
  int arg;                // the argument concerned (Append, Rename: the argument count it applies to)
  std::string_view text;  // the type cast to, the argument appended, or the HIP function called instead
};
constexpr std::array<ArgumentRewrite, 13> kArgumentRewrites{{
    // CUDA 12's cudaGraphInstantiate(exec, graph, flags) (and cuGraphInstantiate, a macro for
    // cuGraphInstantiateWithFlags) is HIP's hipGraphInstantiateWithFlags; hipGraphInstantiate keeps CUDA 11's
    // five arguments (exec, graph, errorNode, logBuffer, bufferSize)
    {"cudaGraphInstantiate", ArgumentRewrite::Rename, 3, "hipGraphInstantiateWithFlags"},
    {"cuGraphInstantiate", ArgumentRewrite::Rename, 3, "hipGraphInstantiateWithFlags"},
    // hipHostMalloc(ptr, size, flags): cudaMallocHost has no flags
    {"cudaMallocHost", ArgumentRewrite::Append, 2, "hipHostMallocDefault"},
    // HIP takes the kernel as const void*; CUDA's template overloads take any function pointer
    {"cudaFuncSetAttribute", ArgumentRewrite::Cast, 0, "const void*"},
    {"cudaLaunchCooperativeKernel", ArgumentRewrite::Cast, 0, "const void*"},
    {"cudaFuncSetCacheConfig", ArgumentRewrite::Cast, 0, "const void*"},
    {"cudaFuncSetSharedMemConfig", ArgumentRewrite::Cast, 0, "const void*"},
    {"cudaFuncGetAttributes", ArgumentRewrite::Cast, 1, "const void*"},
    // hiprtc takes const char** where nvrtc takes const char* const*
    {"nvrtcCompileProgram", ArgumentRewrite::ConstCast, 2, "const char**"},
    {"nvrtcCreateProgram", ArgumentRewrite::ConstCast, 4, "const char**"},
    {"nvrtcCreateProgram", ArgumentRewrite::ConstCast, 5, "const char**"},
    // hipModuleOccupancyMaxPotentialBlockSize[WithFlags] has no blockSizeToDynamicSMemSize callback
    {"cuOccupancyMaxPotentialBlockSize", ArgumentRewrite::Drop, 3, ""},
    {"cuOccupancyMaxPotentialBlockSizeWithFlags", ArgumentRewrite::Drop, 3, ""},
}};

}  // namespace

bool has_argument_rewrite(std::string_view cuda) {
  for (const ArgumentRewrite& r : kArgumentRewrites)
    if (r.cuda == cuda) return true;
  return false;
}

bool rewrite_arguments(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i,
                       std::string_view cuda) {
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close)) return false;
  bool changed = false;
  // Drops last, from the highest argument down, so earlier positions stay valid.
  for (auto it = kArgumentRewrites.rbegin(); it != kArgumentRewrites.rend(); ++it) {
    const ArgumentRewrite& r = *it;
    if (r.cuda != cuda) continue;
    auto n = static_cast<std::size_t>(r.arg);
    switch (r.op) {
      case ArgumentRewrite::Append:
        if (args.size() != n || args.empty()) continue;
        out[args.back().second] += ", " + std::string(r.text);
        break;
      case ArgumentRewrite::Cast:
      case ArgumentRewrite::ConstCast:
        if (n >= args.size()) continue;
        out[args[n].first] = std::string(r.op == ArgumentRewrite::Cast ? "reinterpret_cast<" : "const_cast<") +
                             std::string(r.text) + ">(" + out[args[n].first];
        out[args[n].second] += ")";
        break;
      case ArgumentRewrite::Drop:
        if (n + 1 >= args.size()) continue;  // only an argument with another after it
        for (std::size_t k = args[n].first; k < args[n + 1].first; ++k) out[k].clear();
        break;
      case ArgumentRewrite::Rename:
        if (args.size() != n) continue;
        out[i] = std::string(r.text);
        break;
    }
    changed = true;
  }
  return changed;
}

int symbol_argument(std::string_view cuda) {
  for (const SymbolArg& s : kSymbolArgs)
    if (s.cuda == cuda) return s.arg;
  return -1;
}

bool wrap_symbol_argument(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i, int arg) {
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close) || arg < 0 || static_cast<std::size_t>(arg) >= args.size()) return false;
  auto [first, last] = args[static_cast<std::size_t>(arg)];
  if (toks[first].is_identifier("HIP_SYMBOL")) return true;  // already wrapped
  out[first] = "HIP_SYMBOL(" + out[first];
  out[last] += ")";
  return true;
}

std::string_view maskless_equivalent(std::string_view cuda) {
  for (const auto& [sync, old] : kMaskless)
    if (sync == cuda) return old;
  return {};
}

namespace {

bool assigns(const Token& t) {
  constexpr std::string_view kOps[] = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--"};
  for (std::string_view op : kOps)
    if (t.is_punct(op)) return true;
  return false;
}

// A mask named by a local variable: "unsigned mask = 0xffffffff; ... __any_sync(mask, p)" is full when the
// nearest declaration of `name` in scope before the call has a full-mask initializer and no use of `name` in
// between can change it (assigned, incremented or its address taken: then it is not provable).
bool full_mask_variable(const std::vector<Token>& toks, std::size_t call, std::string_view name) {
  int depth = 0;  // blocks closed between the use and here: their declarations are out of scope
  for (std::size_t k = call; k-- > 0;) {
    const Token& t = toks[k];
    if (t.is_punct("}")) {
      ++depth;
      continue;
    }
    if (t.is_punct("{")) {
      if (depth > 0) --depth;
      continue;
    }
    if (!t.is_identifier(name)) continue;
    std::size_t p = prev_significant(toks, k), n = next_significant(toks, k);
    if (p != SIZE_MAX && (toks[p].is_punct(".") || toks[p].is_punct("->") || toks[p].is_punct("::"))) continue;
    bool eq = n < toks.size() && toks[n].is_punct("=");
    if (depth == 0 && eq && p != SIZE_MAX && toks[p].kind == TokenKind::Identifier) {
      // "type name = initializer;" (or ", ..."): the initializer is the mask
      std::size_t first = next_significant(toks, n), last = SIZE_MAX;
      int paren = 0;
      for (std::size_t j = first; j < toks.size(); ++j) {
        const Token& u = toks[j];
        if (u.is_trivia()) continue;
        if (u.kind == TokenKind::Directive) return false;
        if (u.is_punct("(")) ++paren;
        if (u.is_punct(")") && --paren < 0) return false;
        if (paren == 0 && (u.is_punct(";") || u.is_punct(","))) break;
        last = j;
      }
      return first < toks.size() && last != SIZE_MAX && full_mask(toks, first, last);
    }
    if (n < toks.size() && assigns(toks[n])) return false;
    if (p != SIZE_MAX && (toks[p].is_punct("&") || toks[p].is_punct("++") || toks[p].is_punct("--"))) return false;
  }
  return false;
}

// No token of [first, last] can change state: no assignment, ++/--, or call (a name followed by "(").
// Such a mask expression can be dropped without changing what the program does.
bool side_effect_free(const std::vector<Token>& toks, std::size_t first, std::size_t last) {
  for (std::size_t k = first; k <= last; ++k) {
    const Token& t = toks[k];
    if (t.is_trivia()) continue;
    if (t.kind == TokenKind::Directive || assigns(t)) return false;
    if (t.kind == TokenKind::Identifier) {
      std::size_t n = next_significant(toks, k);
      if (n <= last && toks[n].is_punct("(")) return false;
    }
  }
  return true;
}

}  // namespace

bool drop_full_mask(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i,
                    std::string_view maskless) {
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close) || args.size() < 2) return false;
  bool variable = args[0].first == args[0].second && toks[args[0].first].kind == TokenKind::Identifier;
  // HIP 6.2 defines __shfl*_sync(mask, ...) as a debug check of the mask followed by __shfl*(...): the mask
  // never changes a shuffle's value, so any mask without side effects goes. A vote's result depends on its
  // mask (__ballot_sync is __ballot & mask), so there the mask must be provably the full warp.
  bool shuffle = maskless.starts_with("__shfl");
  if (shuffle ? !side_effect_free(toks, args[0].first, args[0].second)
              : !(variable ? full_mask_variable(toks, i, toks[args[0].first].text)
                           : full_mask(toks, args[0].first, args[0].second)))
    return false;
  out[i] = std::string(maskless);
  // Drop the mask, the comma after it and the blanks before the next argument.
  for (std::size_t k = args[0].first; k < args[1].first; ++k) out[k].clear();
  return true;
}

std::string_view emulated_call(std::string_view cuda) {
  // CUDA's signatures: unsigned int atomicInc_system(unsigned int* address, unsigned int val) (and Dec).
  // The lambda is host-device for hip-clang, as every unannotated lambda is; each argument is evaluated once.
  static constexpr std::pair<std::string_view, std::string_view> kEmulated[] = {
      {"atomicInc_system",
       "[](unsigned int* address, unsigned int val) { unsigned int old = *address, assumed; do { assumed = old; "
       "old = atomicCAS_system(address, assumed, assumed >= val ? 0u : assumed + 1u); } while (old != assumed); "
       "return old; }"},
      {"atomicDec_system",
       "[](unsigned int* address, unsigned int val) { unsigned int old = *address, assumed; do { assumed = old; "
       "old = atomicCAS_system(address, assumed, (assumed == 0u || assumed > val) ? val : assumed - 1u); } "
       "while (old != assumed); return old; }"},
  };
  for (const auto& [name, text] : kEmulated)
    if (name == cuda) return text;
  return {};
}

bool hip_version_older(std::string_view have, std::string_view need) {
  if (have.empty() || need.empty()) return false;
  auto parts = [](std::string_view v) {
    std::array<int, 3> p{0, 0, 0};
    std::size_t n = 0;
    for (char c : v) {
      if (c == '.') {
        if (++n >= p.size()) break;
      } else if (c >= '0' && c <= '9') {
        p[n] = p[n] * 10 + (c - '0');
      }
    }
    return p;
  };
  return parts(have) < parts(need);
}

}  // namespace crosswarp::port
