// translate_source: CUDA -> HIP on tokens. Identifiers are looked up in the mapping tables,
// #include lines in the header table, kernel launches are kept or rewritten (launch.cpp), and the HIP
// runtime include is added where nvcc would have included CUDA's implicitly.
#include "port/calls.h"
#include "port/signatures.h"
#include "port/simd.h"
#include "port/cg_reduce.h"
#include "port/cg_shuffle.h"
#include "port/inline_ptx.h"
#include "port/conditionals.h"
#include "port/device_prop.h"
#include "port/emulated_enums.h"
#include "port/lexer.h"
#include "port/huge_pages.h"
#include "port/launch.h"
#include "port/tables.h"
#include "port/translate_lexed.h"

#include <crosswarp/port.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace crosswarp::port {

const char* to_string(ApiStatus status) {
  switch (status) {
    case ApiStatus::Supported: return "supported";
    case ApiStatus::Deprecated: return "deprecated";
    case ApiStatus::Unsupported: return "unsupported";
  }
  return "?";
}

const char* to_string(Severity severity) {
  switch (severity) {
    case Severity::Note: return "note";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
  }
  return "?";
}

bool TranslateResult::ok() const {
  for (const Diagnostic& d : diagnostics) {
    if (d.severity == Severity::Error || d.status == ApiStatus::Unsupported) return false;
  }
  return true;
}

std::string ported_file_name(std::string_view name) {
  // hipify-perl's hipconvertinplace and hipify-clang keep header names, and name a ported .cu
  // source .hip (hipcc and CMake's HIP language recognise .hip).
  if (name.ends_with(".cu")) return std::string(name.substr(0, name.size() - 3)) + ".hip";
  return std::string(name);
}

namespace {
bool standard_header(std::string_view h);  // below

const ApiEntry* find_header(std::string_view name) {
  for (const ApiEntry& e : header_table()) {
    if (name == e.cuda) return &e;
  }
  if (name.starts_with("cub/")) return find_header("cub/cub.cuh");  // any CUB header -> hipcub.hpp
  // the runtime's internal parts: <crt/host_defines.h> is <host_defines.h> (the crt/-only ones are in the table)
  if (name.starts_with("crt/")) return find_header(name.substr(4));
  return nullptr;
}

// A header a CUDA header is ported to (hip/hip_complex.h, hipblas/hipblas.h or its short form hipblas.h): HIP's
// own, not a project header, also when a ported file is ported again.
bool hip_header(std::string_view name) {
  for (const ApiEntry& e : header_table()) {
    for (std::string_view target : {std::string_view(e.hip), std::string_view(e.roc)}) {
      if (target.empty()) continue;
      std::size_t slash = target.rfind('/');
      if (name == target || (slash != std::string_view::npos && name == target.substr(slash + 1))) return true;
    }
  }
  return false;
}

// Whether toks[i] is in a function body whose head has no macro-like name: in CUDA code QUALIFIERS,
// _CCCL_HOST_DEVICE or DEVICE may well stand for __device__ (in_device_code sees only the keywords), so only a
// function declared with none of them is known to be host code.
bool in_plain_host_function(const std::vector<Token>& toks, std::size_t i) {
  const FunctionHead head = enclosing_function_head(toks, i);
  if (head.first == SIZE_MAX) return false;
  for (std::size_t h = head.first; h < head.paren; ++h) {
    std::string_view w = toks[h].text;
    if (toks[h].kind == TokenKind::Identifier && w.size() >= 2 &&
        std::none_of(w.begin(), w.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
      return false;
  }
  return true;
}

// A diagnostic at a token of the input (the translator's report, and translate_lexed's own).
Diagnostic input_diagnostic(std::string_view rule, Severity severity, std::string_view file, const Token& at,
                            std::string message) {
  Diagnostic d;
  d.rule = std::string(rule);
  d.severity = severity;
  d.file = std::string(file);
  d.line = at.line;
  d.column = at.column;
  d.message = std::move(message);
  return d;
}

class Translator {
 public:
  Translator(std::string_view filename, const TranslateOptions& o, TranslateResult& r)
      : file_(filename), opt_(o), res_(r) {}

  // Translates a token sequence (a whole file, or the content of a directive) to text.
  std::string run(const std::vector<Token>& toks, bool top_level) {
    std::vector<std::string> out;
    out.reserve(toks.size());
    advise_huge_pages(out.data(), out.capacity() * sizeof(std::string));
    out.resize(toks.size());
    if (top_level) file_facts(toks);
    if (top_level) device_tokens_.clear();
    // --amap ("try to hipify as much as possible; ignores default-preprocessor" in HIPIFY) translates
    // the excluded conditional blocks too, whatever --skip-excluded-preprocessor-conditional-blocks says.
    std::vector<bool> excluded = top_level && opt_.skip_excluded_preprocessor_conditional_blocks && !opt_.amap
                                     ? excluded_conditional_blocks(toks, {})
                                     : std::vector<bool>(toks.size(), false);
    for (std::size_t i = 0; i < toks.size(); ++i) {
      const Token& t = toks[i];
      out[i] = std::string(t.text);
      if (top_level && t.kind == TokenKind::Directive) track_conditional(t);
      if (excluded[i]) continue;
      if (t.kind == TokenKind::Directive) {
        out[i] = directive(t);
        if (top_level && hipblas_include_ == SIZE_MAX && out[i].find("hipblas/hipblas.h") != std::string::npos)
          hipblas_include_ = i;
        if (top_level && rocblas_include_ == SIZE_MAX && out[i].find("rocblas/rocblas.h") != std::string::npos)
          rocblas_include_ = i;
        if (top_level && hipsolver_include_ == SIZE_MAX && out[i].find("hipsolver/hipsolver.h") != std::string::npos)
          hipsolver_include_ = i;
      } else if (t.kind == TokenKind::Identifier) {
        identifier(toks, i, out[i]);
      } else if (t.kind == TokenKind::String) {
        string_literal(t, out[i]);
      } else if (t.kind == TokenKind::LaunchOpen) {
        used_cuda_ = true;
        if (t.text != "<<<") out[i] = "<<<";  // "<< <": nvcc's, not clang's (the lexer's LaunchOpen)
        if (top_level && in_device_code(toks, i))
          report(t, "dynamic-parallelism", Severity::Warning,
                 "kernel launched from device code (CUDA dynamic parallelism): HIP has no device-side launch",
                 "<<<", ApiStatus::Unsupported);
      }
      if (t.kind == TokenKind::LaunchClose && t.text != ">>>") out[i] = ">>>";
      if (top_level && t.kind == TokenKind::Directive && compares_cuda_arch(t))
        report(t, "cuda-arch", Severity::Warning,
               "hip-clang does not define __CUDA_ARCH__: this condition reads it as 0 on the host and the device, "
               "so code kept for an architecture here is never compiled",
               "__CUDA_ARCH__", ApiStatus::Unsupported);
      if (top_level && asm_keyword(t) && (in_device_code(toks, i) || looks_like_ptx(toks, i)) &&
          !rewritten_ptx(toks, i))
        report(t, "inline-asm", Severity::Warning,
               "inline assembly in device code is PTX, which AMD GPUs cannot assemble: no HIP equivalent",
               t.text, ApiStatus::Unsupported);
    }
    call_rewrites(toks, out);
    if (top_level) hipblas_v2_compat(toks, out);
    if (top_level) hipblas_type_switches(toks, out);
    if (top_level) hipsolver_enum_switch(toks, out);
    if (top_level) cublas_implicit_includes(toks, out);
    if (top_level) cg_reduce(toks, out);
    if (top_level) ptx_rewrites(toks, out, excluded);  // before file_definitions: it may add definitions
    if (top_level) file_definitions(toks, out);
    if (top_level) cg_shuffles(toks, out, excluded);
    if (top_level) half2_members(toks, out, excluded);
    bool ggl = opt_.for_host_compiler || (opt_.hip_kernel_execution_syntax && !explicit_cuda_syntax());
    LaunchStyle style{ggl, opt_.for_host_compiler, &template_kernels_};
    for (std::size_t i = 0; i < toks.size(); ++i) {
      if (excluded[i]) continue;
      if (toks[i].kind == TokenKind::LaunchOpen) {
        if (ggl && !rewrite_launch(toks, out, i, style)) {
          // a macro body that is a launch without its arguments: its uses are rewritten (launch_macro_use)
          if (top_level || !ends_with_launch_close(toks, i))
            report(toks[i], "launch", Severity::Warning, "kernel launch not rewritten: could not parse it", "<<<",
                   ApiStatus::Supported);
        } else if (ggl) {
          ++res_.replacements;
        }
      }
      if (ggl && top_level && toks[i].kind == TokenKind::Identifier && !launch_macros_.empty())
        launch_macro_use(toks, out, i);
      if (opt_.for_host_compiler && toks[i].is_identifier("extern")) {
        if (rewrite_dynamic_shared(toks, out, i)) ++res_.replacements;
      }
    }
    std::string text;
    text.reserve(toks.empty() ? 0 : toks.back().offset + toks.back().text.size() - toks.front().offset + 64);
    for (const std::string& s : out) text += s;
    return text;
  }

  bool used_cuda() const { return used_cuda_; }
  bool used_hiprtc() const { return used_hiprtc_; }
  bool runtime_needed_first() const { return runtime_needed_first_; }
  bool has_runtime_include() const { return has_runtime_include_; }

 private:
  bool explicit_cuda_syntax() const { return false; }

  // Whether the launch opened at toks[open] closes with the last significant token (a macro body that is a
  // launch without its arguments).
  static bool ends_with_launch_close(const std::vector<Token>& toks, std::size_t open) {
    for (std::size_t k = open + 1; k < toks.size(); ++k)
      if (toks[k].kind == TokenKind::LaunchClose) return next_significant(toks, k) >= toks.size();
    return false;
  }

  // NAME(args) where NAME is a launch macro (file_facts): the use becomes the launch it expands to, rewritten
  // to hipLaunchKernelGGL with the arguments as written (the macro itself is kept; hip-clang accepts it).
  void launch_macro_use(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i) {
    const std::string* body = nullptr;
    for (const auto& [name, text] : launch_macros_)
      if (toks[i].text == name) body = &text;
    if (!body) return;
    std::size_t p = prev_significant(toks, i), open = next_significant(toks, i);
    if (member_or_qualified(toks, p)) return;
    if (open >= toks.size() || !toks[open].is_punct("(")) return;
    std::size_t close = SIZE_MAX;
    int depth = 0;
    for (std::size_t k = open; k < toks.size() && close == SIZE_MAX; ++k) {
      if (toks[k].kind == TokenKind::Directive) return;
      if (toks[k].is_punct("(")) ++depth;
      if (toks[k].is_punct(")") && --depth == 0) close = k;
    }
    if (close == SIZE_MAX) return;
    std::string text = *body;
    for (std::size_t k = open; k <= close; ++k) text += toks[k].text;
    LexResult lexed = lex(text);
    TranslateResult scratch;  // the names were reported where they are written
    Translator inner(file_, opt_, scratch);
    inherit_file_facts(inner);
    std::string launch = inner.run(lexed.tokens, false);
    if (launch.find("<<<") != std::string::npos) {
      report(toks[i], "launch", Severity::Warning, "kernel launch not rewritten: could not parse it", "<<<",
             ApiStatus::Supported);
      return;
    }
    clear_tokens(toks, out, i, close);
    out[i] = launch + out[i];
    ++res_.replacements;
  }

  // A directive's keyword ("if", "define", ...) without lexing the whole line: '#', blanks, the identifier
  // (lexes the line when a comment stands between them).
  static std::string_view keyword(const Token& t) {
    std::string_view s = t.text;
    std::size_t k = s.find_first_not_of(" \t", s.empty() || s[0] != '#' ? 0 : 1);
    if (k == std::string_view::npos) return {};
    if (s[k] == '/' || s[k] == '\\') return directive_name(t);
    return s.substr(k, identifier_end(s, k) - k);
  }

  // The end of the identifier characters ([A-Za-z0-9_]) of s starting at k.
  static std::size_t identifier_end(std::string_view s, std::size_t k) {
    while (k < s.size() && (std::isalnum(static_cast<unsigned char>(s[k])) || s[k] == '_')) ++k;
    return k;
  }

  // Whether a word can be a name of the tables, by its first two characters (a string literal's words are
  // mostly not): a 64 Ki-bit set built once from every table.
  static bool maybe_cuda_name(std::string_view w) {
    static const std::vector<bool> prefixes = [] {
      std::vector<bool> p(1 << 16, false);
      for (const ApiTable& table : all_tables())
        for (const ApiEntry& e : table.entries)
          if (e.cuda[0] && e.cuda[1]) p[static_cast<unsigned char>(e.cuda[0]) << 8 | static_cast<unsigned char>(e.cuda[1])] = true;
      return p;
    }();
    return w.size() >= 2 && prefixes[static_cast<unsigned char>(w[0]) << 8 | static_cast<unsigned char>(w[1])];
  }

  void file_facts(const std::vector<Token>& toks) {
    if (opt_.for_host_compiler || opt_.hip_kernel_execution_syntax) template_kernels_ = template_kernel_names(toks);
    bool legacy = false, v2 = false;
    for (const Token& t : toks) {
      if (t.kind != TokenKind::Directive) continue;
      std::string_view header;
      bool angled = false;
      if (include_target(t, header, angled)) {
        legacy = legacy || header == "cublas.h";
        v2 = v2 || header == "cublas_v2.h" || header == "cublas_api.h";
        continue;
      }
      if (keyword(t) != "define" || t.text.find('<') == std::string_view::npos) continue;
      LexResult in = lex_directive(t);
      std::vector<const Token*> sig;
      for (const Token& x : in.tokens)
        if (!x.is_trivia()) sig.push_back(&x);
      // define NAME ident < ...
      if (sig.size() > 4 && sig[1]->kind == TokenKind::Identifier && sig[2]->kind == TokenKind::Identifier &&
          sig[3]->is_punct("<") && sig[2]->offset > sig[1]->offset + sig[1]->text.size() && sig.back()->is_punct(">"))
        template_kernels_.push_back(sig[1]->text);
      // define NAME kernel<...><<<config>>>: an object-like macro that is a launch without its arguments, used
      // as NAME(args). Its body cannot become hipLaunchKernelGGL (the arguments are outside it); the uses are
      // rewritten instead (launch_macro_use), as HIPIFY rewrites the expanded launch at the use.
      if (sig.size() > 4 && sig[1]->kind == TokenKind::Identifier &&
          (sig[2]->kind == TokenKind::Identifier || sig[2]->is_punct("::")) &&
          !(sig[2]->is_punct("(") && sig[2]->offset == sig[1]->offset + sig[1]->text.size()) &&
          sig.back()->kind == TokenKind::LaunchClose) {
        std::string body;
        bool started = false;
        for (const Token& x : in.tokens) {
          if (&x == sig[2]) started = true;
          if (!started) continue;
          // a backslash-newline splice (Whitespace) becomes one blank
          body += x.kind == TokenKind::Whitespace || x.kind == TokenKind::Newline ? std::string_view(" ") : x.text;
          if (&x == sig.back()) break;
        }
        launch_macros_.emplace_back(sig[1]->text, std::move(body));
      }
    }
    // The legacy API's own entry points (no v2 counterpart) also mark a legacy file, so that porting the
    // output again (cublas.h is then gone) still leaves its calls alone. --roc on a file that calls cuBLAS:
    // host code's __half and __nv_bfloat16 become rocBLAS's (identifier()).
    // A file that calls cuSPARSE but not cuBLAS: its cudaDataType variables are hipSPARSE's (hipDataType) or
    // rocSPARSE's (data_type_name()).
    calls_blas_ = calls_sparse_ = calls_blaslt_ = nvtx_implementation_ = defines_bfloat16_ = defines_syncwarp_ = false;
    bool calls_solver = false, blas_functions = false;
    half_aliases_.clear();
    names_half_ = false;
    // HIP code already: a .hip file, or one that includes a HIP header (<hip/...>)
    hip_file_ = file_.ends_with(".hip");
    declares_atomic_add_ = -1;
    for (const Token& t : toks) {
      if (t.kind == TokenKind::Directive && !hip_file_) {
        std::string_view header;
        bool angled = false;
        hip_file_ = include_target(t, header, angled) && header.starts_with("hip/");
      }
      if (t.kind != TokenKind::Identifier) continue;
      // typedef __half Half; / using Half = __half;: the host __half checks (host_half) follow the alias too
      if (t.text == "__half" || t.text == "half" || t.text == "__half2" || t.text == "half2") names_half_ = true;
      if ((t.text == "__half" || t.text == "half") && half_aliases_.size() < 16) {
        const std::size_t at = static_cast<std::size_t>(&t - toks.data());
        const std::size_t before = prev_significant(toks, at), after = next_significant(toks, at);
        if (before != SIZE_MAX && toks[before].is_identifier("typedef") && after < toks.size() &&
            toks[after].kind == TokenKind::Identifier) {
          half_aliases_.push_back(toks[after].text);
        } else if (before != SIZE_MAX && toks[before].is_punct("=") && after < toks.size() && toks[after].is_punct(";")) {
          const std::size_t alias = prev_significant(toks, before);
          const std::size_t keyword = alias == SIZE_MAX ? SIZE_MAX : prev_significant(toks, alias);
          if (keyword != SIZE_MAX && toks[keyword].is_identifier("using") && toks[alias].kind == TokenKind::Identifier)
            half_aliases_.push_back(toks[alias].text);
        }
      }
      // NVTX's own headers (a vendored copy, the toolkit's nvtx3/) declare its API with these macros, or are its C++
      // API: they keep NVTX's declarations instead of getting the emulations of nvtxName* and the *Ex calls
      if (t.text == "NVTX_API" || t.text == "NVTX_DECLSPEC" || t.text == "nvtx3") nvtx_implementation_ = true;
      // a file the port wrote crosswarpSyncwarp into (porting it again): `static __device__ inline void crosswarpSyncwarp(`
      if (t.text == "crosswarpSyncwarp" && !defines_syncwarp_) {
        const std::size_t before = prev_significant(toks, static_cast<std::size_t>(&t - toks.data()));
        defines_syncwarp_ = before != SIZE_MAX && toks[before].is_identifier("void");
      }
      // cuda_bf16.h's own `struct __CUDA_ALIGN__(2) __nv_bfloat16 {` and cuda_bf16.hpp's `__nv_bfloat16::operator
      // float()`: CUDA's implementation, no crosswarpBfloat16
      if ((t.text == "__nv_bfloat16" || t.text == "__nv_bfloat162") && !defines_bfloat16_) {
        const std::size_t after = next_significant(toks, static_cast<std::size_t>(&t - toks.data()));
        defines_bfloat16_ = after < toks.size() && (toks[after].is_punct("{") || toks[after].is_punct("::"));
      }
      if (!calls_sparse_ && t.text.starts_with("cusparse") && find_api(t.text).library == Library::Sparse)
        calls_sparse_ = true;
      if (!calls_solver && t.text.starts_with("cusolver") && find_api(t.text).library == Library::Solver)
        calls_solver = true;
      if (!t.text.starts_with("cublas")) continue;
      if (t.text == "cublasInit" || t.text == "cublasShutdown" || t.text == "cublasAlloc" || t.text == "cublasGetError")
        legacy = true;
      ApiMatch m = find_api(t.text);
      if (m.library == Library::BlasLt) calls_blaslt_ = true;
      if (m.library != Library::Blas) continue;
      calls_blas_ = true;
      if (m.entry->kind == ApiKind::Function || t.text == "cublasHandle_t") blas_functions = true;
    }
    // a file that defines one of the data-only enums the port emulates (CUDA's own cusolver_common.h) keeps them
    defines_emulated_enum_ = false;
    for (std::size_t k = 0; k < toks.size() && !defines_emulated_enum_; ++k) {
      if (toks[k].kind != TokenKind::Identifier || !find_emulated_enum(toks[k].text)) continue;
      std::size_t before = prev_significant(toks, k), after = next_significant(toks, k);
      // `} type;` or an enumerator list's `{ NAME =` / `, NAME =`
      defines_emulated_enum_ = before != SIZE_MAX && after < toks.size() &&
                               ((toks[before].is_punct("}") && toks[after].is_punct(";")) ||
                                ((toks[before].is_punct("{") || toks[before].is_punct(",")) && toks[after].is_punct("=")));
    }
    roc_blas_ = opt_.roc && calls_blas_;
    solver_enums_ = !opt_.roc && calls_solver && !blas_functions && hip_version_older(opt_.hip_version, "6.0");
    legacy_blas_ = legacy && !v2;
  }

  // What a nested translator (a directive's body, a launch re-lexed from a macro) needs to know of the file.
  void inherit_file_facts(Translator& inner) const {
    inner.template_kernels_ = template_kernels_;
    inner.legacy_blas_ = legacy_blas_;
    inner.roc_blas_ = roc_blas_;
    inner.calls_blas_ = calls_blas_;
    inner.calls_sparse_ = calls_sparse_;
    inner.calls_blaslt_ = calls_blaslt_;
    inner.solver_enums_ = solver_enums_;
    inner.defines_result_info_ = defines_result_info_;
    inner.defines_emulated_enum_ = defines_emulated_enum_;
    inner.nvtx_implementation_ = nvtx_implementation_;
    inner.defines_bfloat16_ = defines_bfloat16_;
    inner.defines_syncwarp_ = defines_syncwarp_;
    inner.names_half_ = names_half_;
    inner.half_atomic_add_ = half_atomic_add_;
    inner.declares_atomic_add_ = declares_atomic_add_;
    // what is defined once a file, so far (a directive's translator hands it back: directive())
    inner.bfloat16_class_ = bfloat16_class_;
    inner.host_half_operators_ = host_half_operators_;
  }

  // Argument rewrites of the calls noted by identifier(): HIP_SYMBOL(sym), mask-less warp builtins.
  // CUDA's __half2 has __half members x and y; HIP's (amd_hip_fp16.h, in 5.7 and later) has unsigned
  // short x and y holding the raw bits, so `(float)h.x` still compiles but converts the bits as an
  // integer. As HIPIFY does, the member x or y of a variable the file declares half2 (or __half2) is
  // accessed as reinterpret_cast<half&>(h.x) (__half& for __half2): a reference, so stores work too.
  void half2_members(const std::vector<Token>& toks, std::vector<std::string>& out, const std::vector<bool>& excluded) {
    std::vector<std::pair<std::string_view, std::string_view>> vars;  // variable -> its half type
    auto half_of = [&](std::string_view name) -> std::string_view {
      for (const auto& [v, h] : vars)
        if (v == name) return h;
      return {};
    };
    for (std::size_t i = 0; i < toks.size(); ++i) {
      if (excluded[i] || !(toks[i].is_identifier("half2") || toks[i].is_identifier("__half2"))) continue;
      std::size_t prev = prev_significant(toks, i);
      if (prev != SIZE_MAX && (toks[prev].is_punct(".") || toks[prev].is_punct("->") || toks[prev].is_punct("::") ||
                               toks[prev].is_punct("<")))
        continue;  // a member, a qualified name or a template argument, not a declaration
      std::string_view half = toks[i].text == "half2" ? "half" : "__half";
      // half2 a, &b = c, d[2];  (a pointer's members are left alone)
      std::size_t j = next_significant(toks, i);
      while (j < toks.size()) {
        if (toks[j].is_punct("&") || toks[j].is_identifier("const")) j = next_significant(toks, j);
        if (j >= toks.size() || toks[j].kind != TokenKind::Identifier) break;
        std::size_t after = next_significant(toks, j);
        if (after >= toks.size() || !(toks[after].is_punct(",") || toks[after].is_punct(";") || toks[after].is_punct("=") ||
                                      toks[after].is_punct(")") || toks[after].is_punct("{")))
          break;
        if (half_of(toks[j].text).empty()) vars.emplace_back(toks[j].text, half);
        if (!toks[after].is_punct(",")) break;
        j = next_significant(toks, after);
      }
    }
    if (vars.empty()) return;
    for (std::size_t i = 0; i < toks.size(); ++i) {
      if (excluded[i] || toks[i].kind != TokenKind::Identifier) continue;
      std::string_view half = half_of(toks[i].text);
      if (half.empty()) continue;
      std::size_t prev = prev_significant(toks, i);
      if (member_or_qualified(toks, prev)) continue;
      if (prev != SIZE_MAX && toks[prev].is_punct("(")) {  // already reinterpret_cast<half&>(h.x): ported before
        std::size_t gt = prev_significant(toks, prev);
        std::size_t amp = gt == SIZE_MAX ? SIZE_MAX : prev_significant(toks, gt);
        if (amp != SIZE_MAX && toks[gt].is_punct(">") && toks[amp].is_punct("&")) continue;
      }
      std::size_t dot = next_significant(toks, i);
      if (dot >= toks.size() || !toks[dot].is_punct(".")) continue;
      std::size_t member = next_significant(toks, dot);
      if (member >= toks.size() || !(toks[member].is_identifier("x") || toks[member].is_identifier("y"))) continue;
      std::size_t after = next_significant(toks, member);
      if (after < toks.size() && toks[after].is_punct("(")) continue;  // a member function call
      out[i] = "reinterpret_cast<" + std::string(half) + "&>(" + out[i];
      out[member] += ")";
      ++res_.replacements;
    }
  }

  void call_rewrites(const std::vector<Token>& toks, std::vector<std::string>& out) {
    for (auto [i, arg] : symbol_calls_) {
      if (wrap_symbol_argument(toks, out, i, arg)) ++res_.replacements;
    }
    for (std::size_t i : argument_calls_) {
      std::string unapplied;
      if (rewrite_arguments(toks, out, i, toks[i].text, roc_library(find_api(toks[i].text).library), &unapplied,
                            c_source()))
        ++res_.replacements;
      if (!unapplied.empty())
        report(toks[i], "unsupported-api", Severity::Warning, std::move(unapplied), toks[i].text, ApiStatus::Unsupported);
    }
    argument_calls_.clear();
    for (std::size_t i : form_calls_) {
      FormRewrite r = rewrite_signature_form(toks, out, i, toks[i].text, opt_.hip_version, c_source());
      if (r.result == FormRewrite::Result::Unsupported) {
        out[i] = std::string(toks[i].text);
        report(toks[i], r.rule, Severity::Warning, std::move(r.message), toks[i].text, ApiStatus::Unsupported);
      } else if (r.result == FormRewrite::Result::Rewritten) {
        ++res_.replacements;
        if (!r.message.empty())
          report(toks[i], r.rule, Severity::Note, std::move(r.message), toks[i].text, ApiStatus::Supported);
      }
    }
    form_calls_.clear();
    for (const auto& [i, suffix] : call_suffixes_) {
      std::vector<std::pair<std::size_t, std::size_t>> args;
      std::size_t close = 0;
      if (call_arguments(toks, i, args, close)) out[close] += suffix;
    }
    call_suffixes_.clear();
    for (std::size_t i : spsv_solve_calls_) {
      if (append_spsv_analysis_buffer(toks, out, i) == AnalysisBuffer::Appended) {
        ++res_.replacements;
        report(toks[i], "added-argument", Severity::Note,
               "hipsparseSpSV_solve before hipSPARSE 3.0 (ROCm 6.0; --hip-version " + opt_.hip_version +
                   ") takes the analysis buffer as a 10th argument: the buffer passed to cusparseSpSV_analysis "
                   "with the same descriptor added",
               toks[i].text, ApiStatus::Supported);
      } else {
        report(toks[i], "unsupported-api", Severity::Warning,
               "hipsparseSpSV_solve before hipSPARSE 3.0 (ROCm 6.0; --hip-version " + opt_.hip_version +
                   ") takes the buffer given to hipsparseSpSV_analysis as a 10th argument, and no "
                   "cusparseSpSV_analysis call on the same descriptor was found in this file: add it by hand",
               toks[i].text, ApiStatus::Unsupported);
      }
    }
    spsv_solve_calls_.clear();
    for (std::size_t i : roc_solve_calls_) {
      const std::string name(toks[i].text), analysis = name.substr(0, name.size() - 5) + "analysis";
      const AnalysisBuffer appended = append_spsv_analysis_buffer(toks, out, i);
      if (appended == AnalysisBuffer::NotThisForm) continue;  // CUDA 11's SpSM solve passes its buffer itself
      if (appended == AnalysisBuffer::Appended) {
        ++res_.replacements;
        report(toks[i], "added-argument", Severity::Note,
               name + " -> " + out[i] + "'s compute stage, which takes the buffer of the analysis stage: the buffer "
                   "passed to " + analysis + " with the same descriptor added",
               toks[i].text, ApiStatus::Supported);
      } else {
        report(toks[i], "unsupported-api", Severity::Warning,
               name + " -> " + out[i] + "'s compute stage takes the buffer given to the analysis stage, and no " +
                   analysis + " call on the same descriptor was found in this file: add it by hand",
               toks[i].text, ApiStatus::Unsupported);
      }
    }
    roc_solve_calls_.clear();
    for (std::size_t i : inplace_trmm_calls_) {
      if (drop_trmm_output(toks, out, i))
        report(toks[i], "dropped-argument", Severity::Note,
               std::string(toks[i].text) + " with C and ldc written as B and ldb: hipBLAS before 2.0 (--hip-version " +
                   opt_.hip_version + ") has the in-place trmm, without them",
               toks[i].text, ApiStatus::Supported);
    }
    inplace_trmm_calls_.clear();
    for (std::size_t i : sparse_status_calls_) {
      const std::string name(toks[i].text);
      const std::string hip = opt_.roc ? std::string(find_api(name).entry->roc)
                                       : "hip" + name.substr(2);  // cusparseX -> hipsparseX
      if (sparse_status_text(toks, out, i, c_source(), opt_.roc)) {
        ++res_.replacements;
        report(toks[i], "emulated-api", Severity::Note,
               name + " -> " + hip + " needs HIP 6.0.0 (--hip-version " + opt_.hip_version +
                   "): written as the status's enumerator name (" +
                   (opt_.roc ? "rocsparse_status_*" : "HIPSPARSE_STATUS_*") + ")",
               name, ApiStatus::Supported);
      } else {
        report(toks[i], "unsupported-api", Severity::Warning,
               name + " -> " + hip + " needs HIP 6.0.0 (--hip-version " + opt_.hip_version + ")", name,
               ApiStatus::Unsupported);
      }
    }
    sparse_status_calls_.clear();
    for (std::size_t i : maskless_calls_) {
      std::string_view old = maskless_equivalent(toks[i].text);
      if (drop_full_mask(toks, out, i, old)) {
        ++res_.replacements;
        mask_dropped(toks, i);
      } else if (std::string_view vote = masked_vote_call(toks[i].text);
                 !vote.empty() && hip_version_older(opt_.hip_version, find_api(toks[i].text).entry->hip_version)) {
        // any other mask: HIP 6.2's own definition on the mask-less ballot (a lambda taking the same arguments)
        out[i] = std::string(vote);
        ++res_.replacements;
        report(toks[i], "emulated-api", Severity::Note,
               std::string(toks[i].text) + " needs HIP 6.2.0 (--hip-version " + opt_.hip_version +
                   "); its mask is not provably the full warp, so it is written as HIP 6.2 defines it, on __ballot "
                   "and the mask (a 32-bit CUDA mask names lanes 0-31 only)",
               toks[i].text, ApiStatus::Supported);
      } else if (hip_version_older(opt_.hip_version, find_api(toks[i].text).entry->hip_version)) {
        report(toks[i], "unsupported-api", Severity::Warning,
               std::string(toks[i].text) + " needs HIP " + std::string(find_api(toks[i].text).entry->hip_version) +
                   " (--hip-version " + opt_.hip_version + "); not rewritten to " + std::string(old) +
                   " because its mask is not provably the full warp",
               toks[i].text, ApiStatus::Unsupported);
      }
    }
    for (const auto& [k, type] : tile_types_) out[k] = type;
    tile_types_.clear();
    for (const auto& [first, last, note] : own_operators_) {
      for (std::size_t k = first; k <= last; ++k) out[k].clear();
      out[first] = note;
      ++res_.replacements;
    }
    own_operators_.clear();
    for (auto [first, last] : dropped_ranges_) {
      for (std::size_t k = first; k <= last; ++k) out[k].clear();
      ++res_.replacements;
    }
    symbol_calls_.clear();
    maskless_calls_.clear();
    dropped_ranges_.clear();
  }

  // The asm statement toks[i..close] is written in C++ in the output (TranslateResult).
  void asm_rewritten(const std::vector<Token>& toks, std::size_t i, std::size_t close) {
    res_.rewritten_asm.push_back({toks[i].line, toks[i].column, toks[close].line, toks[close].column});
  }

  // The mask argument of the warp builtin call toks[i](mask, ...) is gone from the output (TranslateResult).
  void mask_dropped(const std::vector<Token>& toks, std::size_t i) {
    std::vector<std::pair<std::size_t, std::size_t>> args;
    std::size_t close = 0;
    if (!call_arguments(toks, i, args, close) || args.empty()) return;
    const Token &first = toks[args[0].first], &last = toks[args[0].second];
    res_.dropped_masks.push_back({first.line, first.column, last.line, last.column + last.text.size() - 1});
  }

  void report(const Token& t, std::string rule, Severity sev, std::string msg, std::string_view name, ApiStatus st) {
    Diagnostic d = input_diagnostic(rule, sev, file_, t, std::move(msg));
    d.cuda_name = std::string(name);
    d.status = st;
    res_.diagnostics.push_back(std::move(d));
  }

  // CUDA's math library defines its own functions for the host too (crt/math_functions.hpp: rsqrtf(x) is
  // float(1.0 / sqrt(double(x))) there), so a CPU reference that calls rsqrtf compiles with nvcc; HIP declares them
  // for the device only ("call to __device__ function from __host__ function", hipcc 5.7; llm.c's rmsnorm
  // reference). In host code rsqrt and rsqrtf are written as CUDA's host code computes them; the others have no
  // one-line equivalent and are reported. True when it wrote or reported the call.
  bool host_math_call(const std::vector<Token>& toks, std::size_t i, std::string& out) {
    static constexpr std::string_view kReported[] = {
        "rcbrt",   "rcbrtf",   "sinpi",  "sinpif",  "cospi",     "cospif",     "sincospi", "sincospif", "erfinv",
        "erfinvf", "erfcinv", "erfcinvf", "normcdf", "normcdff", "normcdfinv", "normcdfinvf", "erfcx", "erfcxf"};
    const Token& t = toks[i];
    const bool rsqrt = t.text == "rsqrt" || t.text == "rsqrtf";
    if (!rsqrt && std::find(std::begin(kReported), std::end(kReported), t.text) == std::end(kReported)) return false;
    const std::size_t prev = prev_significant(toks, i), next = next_significant(toks, i);
    if (next >= toks.size() || !toks[next].is_punct("(") || opt_.for_host_compiler) return false;
    if (member_or_qualified(toks, prev)) return false;
    if (function_declarator(toks, i) || in_device_code(toks, i) || declares_global_function(toks, t.text) ||
        !in_plain_host_function(toks, i))
      return false;
    if (rsqrt && !c_source()) {
      emulate(t, out,
              t.text == "rsqrt" ? "[](double x) { return 1.0 / __builtin_sqrt(x); }"
                                : "[](float x) { return static_cast<float>(1.0 / __builtin_sqrt(static_cast<double>(x))); }",
              std::string(t.text) + " in host code: HIP declares it for the device only; written as CUDA's host "
                                    "version computes it");
      return true;
    }
    report(t, "unsupported-api", Severity::Warning,
           std::string(t.text) + " in host code: CUDA's math library has a host version, HIP declares it for the "
                                 "device only",
           t.text, ApiStatus::Unsupported);
    return true;
  }

  // std::memcpy(&f, &bits, 4) in device code (the C++ way to reinterpret bits): nvcc takes it, hip-clang declares
  // only the global memcpy and memset for the device ("reference to __host__ function 'memcpy' in __device__
  // function", HIP 5.7). The global ones are the same functions on the host, so "std::" goes.
  void std_in_device_code(const std::vector<Token>& toks, std::size_t i) {
    const std::size_t colons = prev_significant(toks, i);
    if (colons == SIZE_MAX || !toks[colons].is_punct("::")) return;
    const std::size_t ns = prev_significant(toks, colons);
    if (ns == SIZE_MAX || !toks[ns].is_identifier("std")) return;
    const std::size_t next = next_significant(toks, i);
    if (next >= toks.size() || !toks[next].is_punct("(") || !in_device_code(toks, i)) return;
    dropped_ranges_.emplace_back(ns, colons);
    report(toks[i], "std-in-device-code", Severity::Note,
           "std::" + std::string(toks[i].text) + " in device code written as " + std::string(toks[i].text) +
               ": hip-clang declares only the global one for the device",
           toks[i].text, ApiStatus::Supported);
  }

  // The branch of nested conditionals the current token is in: one id per open #if, renewed at each
  // #elif/#else, so that two includes are in the same (or an enclosing) branch when one path is a prefix
  // of the other.
  void track_conditional(const Token& t) {
    std::string_view name = keyword(t);
    const bool outer_hip = hip_branches_.size() > 1 && hip_branches_[hip_branches_.size() - 2].here;
    if (name == "if" || name == "ifdef" || name == "ifndef") {
      branch_.push_back(++branch_ids_);
      const int hip = hip_condition(t) * (name == "ifndef" ? -1 : 1);
      const bool inside = !hip_branches_.empty() && hip_branches_.back().here;
      hip_branches_.push_back({inside || hip > 0, hip < 0});
    } else if ((name == "elif" || name == "else" || name == "elifdef" || name == "elifndef") && !branch_.empty()) {
      branch_.back() = ++branch_ids_;
      if (!hip_branches_.empty()) {
        HipBranch& b = hip_branches_.back();
        const int hip = name == "else" ? 0 : hip_condition(t) * (name == "elifndef" ? -1 : 1);
        b.here = outer_hip || b.later_hip || hip > 0;
        b.later_hip = b.later_hip || hip < 0;
      }
    } else if (name == "endif" && !branch_.empty()) {
      branch_.pop_back();
      if (!hip_branches_.empty()) hip_branches_.pop_back();
    }
  }

  // Whether a conditional directive's condition is only a macro HIP's compilers define (__HIPCC__, __HIP__,
  // __HIP_PLATFORM_AMD__ and its old name __HIP_PLATFORM_HCC__, __HIP_DEVICE_COMPILE__) or PyTorch's USE_ROCM: 1 for
  // `#ifdef X` / `#if defined(X)` / `#if X`, -1 for `#if !defined(X)` / `#if !X` (#ifndef: the caller negates), else 0.
  static int hip_condition(const Token& t) {
    static constexpr std::string_view kHip[] = {"__HIPCC__", "__HIP__", "__HIP_PLATFORM_AMD__", "__HIP_PLATFORM_HCC__",
                                                "__HIP_DEVICE_COMPILE__", "USE_ROCM"};
    if (t.text.find("HIP") == std::string_view::npos && t.text.find("USE_ROCM") == std::string_view::npos) return 0;
    LexResult lexed = lex_directive(t);
    std::string_view macro;
    bool negated = false, first = true;
    for (const Token& x : lexed.tokens) {
      if (x.kind == TokenKind::Whitespace || x.kind == TokenKind::Comment || x.kind == TokenKind::Newline) continue;
      if (first) {  // the directive's name
        first = false;
        continue;
      }
      if (x.is_punct("!") && macro.empty() && !negated) {
        negated = true;
      } else if (x.is_identifier("defined") || x.is_punct("(") || x.is_punct(")")) {
        continue;
      } else if (x.kind == TokenKind::Identifier && macro.empty()) {
        macro = x.text;
      } else {
        return 0;
      }
    }
    for (std::string_view h : kHip)
      if (macro == h) return negated ? -1 : 1;
    return 0;
  }

  // HIPIFY also translates CUDA names inside string literals ("cudaMalloc failed" -> "hipMalloc failed"):
  // whole identifiers with a supported HIP name; nothing is reported for them.
  void string_literal(const Token& t, std::string& out) {
    std::string_view s = t.text;
    std::string result;
    std::size_t copied = 0;
    auto ident = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; };
    for (std::size_t k = 0; k < s.size();) {
      if (!ident(s[k]) || (s[k] >= '0' && s[k] <= '9') || (k > 0 && ident(s[k - 1]))) {
        ++k;
        continue;
      }
      std::size_t e = k;
      while (e < s.size() && ident(s[e])) ++e;
      std::string_view word = s.substr(k, e - k);
      std::string_view target = string_target(word);
      if (!target.empty() && target != word) {
        result.append(s, copied, k - copied);
        result += target;
        copied = e;
      }
      k = e;
    }
    if (copied == 0) return;
    result.append(s, copied, std::string_view::npos);
    out = std::move(result);
    ++res_.replacements;
  }

  std::string_view string_target(std::string_view word) {
    if (word.size() < 3) return {};
    if (!maybe_cuda_name(word)) return {};
    ApiMatch m = find_api(word);
    if (!m.entry || m.entry->kind == ApiKind::Namespace || m.entry->kind == ApiKind::Header) return {};
    if (m.entry->status == ApiStatus::Unsupported) return {};
    if (m.library == Library::Dnn && !opt_.miopen) return {};
    bool roc_target = roc_library(m.library) || (opt_.roc && m.entry->roc[0]);
    if (hip_version_older(opt_.hip_version, target_version(*m.entry, roc_target))) return {};
    if (!opt_.experimental && hipify_experimental(word)) return {};
    std::string_view target = roc_target ? m.entry->roc : m.entry->hip;
    return data_type_name(word, target);
  }

  std::string directive(const Token& t) {
    std::string_view header;
    bool angled = false;
    if (include_target(t, header, angled)) return include(t, header, angled);
    LexResult in = lex_directive(t);
    Translator inner(file_, opt_, res_);
    inherit_file_facts(inner);
    std::string body = inner.run(in.tokens, false);
    used_cuda_ |= inner.used_cuda_;
    used_hiprtc_ |= inner.used_hiprtc_;
    definitions_.insert(inner.definitions_.begin(), inner.definitions_.end());
    bfloat16_class_ |= inner.bfloat16_class_;
    host_half_operators_ |= inner.host_half_operators_;
    half_atomic_add_ |= inner.half_atomic_add_;
    return "#" + body;
  }

  std::string include(const Token& t, std::string_view header, bool angled) {
    if (header == "cooperative_groups/reduce.h" && !native_cg_reduce()) {
      // HIP before 7.13 has no hip_reduce.h; what reduce.h declares is emulated in place (cg_reduce.h), also without
      // --hip-version (portable). From an explicit 7.13 the header table maps it to <hip/cooperative_groups/hip_reduce.h>.
      report(t, "emulated-api", Severity::Note,
             "#include <cooperative_groups/reduce.h> dropped: cg::reduce and its operators are emulated in place",
             header, ApiStatus::Supported);
      ++res_.replacements;
      return {};
    }
    const ApiEntry* e = find_header(header);
    if (e && header.starts_with("cudnn") && !opt_.miopen) {
      // HIPIFY's name for hipDNN's header (hipify-perl: cudnn.h -> hipDNN.h); cuDNN 9's parts too
      std::string text(t.text);
      text.replace(text.find(header), header.size(), "hipDNN.h");
      used_cuda_ = true;
      ++res_.replacements;
      report(t, "archived-library", Severity::Warning,
             "#include <" + std::string(header) + "> -> <hipDNN.h>" + std::string(kHipdnnArchived), header,
             ApiStatus::Deprecated);
      return text;
    }
    if (!e && (header.starts_with("cuda/") || header.starts_with("nv/"))) {
      // libcu++ (<cuda/std/atomic>, <cuda/atomic>, ..., and its <nv/target> with NV_IF_TARGET): HIP itself has none
      // of it; AMD's libhipcxx keeps libcu++'s include paths (nv/target included) and cuda:: names, so the include
      // stays, with a warning saying what it needs
      report(t, "external-library", Severity::Warning,
             "#include <" + std::string(header) +
                 "> (libcu++) kept: HIP has no such header; on ROCm it needs AMD's libhipcxx, which keeps libcu++'s "
                 "<cuda/...> paths and cuda:: names (include hip/hip_runtime.h before it)",
             header, ApiStatus::Supported);
    }
    if (!e) {
      // A project header "kernels.cuh" keeps its name in a tree port; nothing to do.
      if (header == "hip/hip_runtime.h") {
        has_runtime_include_ = true;
        included_.emplace_back(std::string(header), branch_);
      } else if (!has_runtime_include_ && !standard_header(header) && !hip_header(header)) {
        // nvcc's implicit cuda_runtime.h comes before it: "#include <helper_cuda.h>" first in a .cu file
        // sees __DRIVER_TYPES_H__ defined. The HIP runtime has to go in front of it (translate_source).
        runtime_needed_first_ = true;
      }
      return std::string(t.text);
    }
    std::string_view target = opt_.roc && e->roc[0] ? e->roc : e->hip;
    const char* version = target_version(*e, opt_.roc && e->roc[0]);
    if (hip_version_older(opt_.hip_version, version)) {
      report(t, "unsupported-header", Severity::Warning,
             "#include <" + std::string(header) + "> -> <" + std::string(target) + "> needs HIP " + version +
                 " (--hip-version " + opt_.hip_version + ")",
             header, ApiStatus::Unsupported);
      return std::string(t.text);
    }
    if (e->status == ApiStatus::Unsupported || target.empty()) {
      report(t, "unsupported-header", Severity::Warning, "#include <" + std::string(header) + ">: no HIP equivalent",
             header, ApiStatus::Unsupported);
      return std::string(t.text);
    }
    if (target == "hip/hip_runtime.h") has_runtime_include_ = true;
    used_cuda_ = true;
    ++res_.replacements;
    // Several CUDA headers map to one HIP header (cuda.h and cuda_runtime.h, the curand_*.h, the
    // cusolver*.h): a second include of it in the same branch is dropped, as HIPIFY does.
    for (const auto& [done, path] : included_) {
      if (done == target && path.size() <= branch_.size() && std::equal(path.begin(), path.end(), branch_.begin()))
        return {};
    }
    included_.emplace_back(std::string(target), branch_);
    std::string text(t.text);
    std::size_t at = text.find(header);
    std::string_view flat = flat_library_header(target);
    if (flat.empty()) {
      text.replace(at, header.size(), target);
      if (target == "hip/hip_cooperative_groups.h" && !has_runtime_include_) {
        // HIP's cooperative groups header uses blockDim/gridDim without including hip_runtime.h (HIP 5.7),
        // where CUDA's cooperative_groups.h stands alone: "#include <cooperative_groups.h>" first compiles
        // in CUDA but not in HIP. The runtime header goes in front of it.
        has_runtime_include_ = true;
        included_.emplace_back("hip/hip_runtime.h", branch_);
        text = "#include <hip/hip_runtime.h>\n" + text;
      }
      return text;
    }
    // ROCm 5.x installs these library headers both at the top of the include directory ("hipblas.h",
    // the name HIPIFY writes) and in the library's folder ("hipblas/hipblas.h"); Debian's HIP 5.7
    // packages and ROCm 6 have only the latter. Take whichever this installation has.
    std::string qualified = text, plain = text;
    qualified.replace(at, header.size(), target);
    plain.replace(at, header.size(), flat);
    char open = angled ? '<' : '"', close = angled ? '>' : '"';
    return "#if __has_include(" + std::string(1, open) + std::string(target) + close + ")\n" + qualified +
           "\n#else\n" + plain + "\n#endif";
  }

  // The top-level name ROCm 5.x also installs a library header under, or "".
  static std::string_view flat_library_header(std::string_view target) {
    constexpr std::string_view kFlat[] = {"hipblas/hipblas.h", "hipblaslt/hipblaslt.h", "rocblas/rocblas.h", "hipsparse/hipsparse.h",
                                          "hipsolver/hipsolver.h", "rocrand/rocrand_mtgp32_11213.h",
                                          "rocsparse/rocsparse.h"};
    for (std::string_view f : kFlat)
      if (f == target) return target.substr(target.find('/') + 1);
    return {};
  }

  // Without --miopen, cuDNN goes to hipDNN as in HIPIFY (cudnnCreate -> hipdnnCreate, <cudnn.h> -> <hipDNN.h>).
  // hipDNN is archived and no current ROCm ships it, so every such rewrite is reported: the output builds only
  // against an old hipDNN install; --miopen targets MIOpen, which ROCm does ship.
  static constexpr std::string_view kHipdnnArchived =
      ": hipDNN, HIPIFY's default target for cuDNN, is archived and not shipped by current ROCm releases, so this "
      "does not build there; --miopen ports cuDNN to MIOpen instead";

  bool hipdnn_identifier(const std::vector<Token>& toks, std::size_t i, std::string& out) {
    const Token& t = toks[i];
    if (!t.text.starts_with("cudnn") && !t.text.starts_with("CUDNN_")) return false;  // most identifiers: no lookup
    const ApiEntry* h = find_hipdnn(t.text);
    if (!h) return false;
    if (member_or_foreign(toks, prev_significant(toks, i))) return false;  // x.cudnnFoo, someone else's x::cudnnFoo
    used_cuda_ = true;
    out = h->hip;
    ++res_.replacements;
    report(t, "archived-library", Severity::Warning, std::string(t.text) + " -> " + h->hip + std::string(kHipdnnArchived),
           t.text, ApiStatus::Deprecated);
    return true;
  }

  // `register unsigned long long start;` in C++: C++17 removed the storage class; nvcc's host compiler (GCC) and its
  // device front end accept it with a warning, hip-clang rejects it (an error by default in C++17, its default
  // dialect). The keyword is a hint with no effect, so it goes, with the blank after it. Not in C, where it is
  // valid, nor in an explicit register variable (`register int r asm("r12")`, a GNU extension clang accepts).
  void register_storage_class(const std::vector<Token>& toks, std::size_t i) {
    const std::size_t next = next_significant(toks, i);
    if (next >= toks.size() || toks[next].kind != TokenKind::Identifier) return;
    for (std::size_t k = next, seen = 0; k < toks.size() && seen < 64; ++k, ++seen) {
      if (toks[k].is_punct(";") || toks[k].is_punct("{") || toks[k].is_punct(")")) break;
      if (asm_keyword(toks[k])) return;
    }
    dropped_ranges_.emplace_back(i, i + 1 < next && toks[i + 1].kind == TokenKind::Whitespace ? i + 1 : i);
    report(toks[i], "removed-keyword", Severity::Note,
           "register removed: C++17 has no register storage class (hip-clang rejects it; nvcc only warned), and it "
           "has no effect",
           toks[i].text, ApiStatus::Supported);
  }

  // The name of a call replaced by the text that does its work in HIP (the call's own arguments follow: a template
  // name or an immediately invoked lambda, calls.h), noted as emulated-api.
  void emulate(const Token& t, std::string& out, std::string_view text, std::string message) {
    out = std::string(text);
    ++res_.replacements;
    report(t, "emulated-api", Severity::Note, std::move(message), t.text, ApiStatus::Supported);
  }

  // Whether toks[i] is the name a directive's tokens (after its '#') define or undefine.
  static bool defines_name(const std::vector<Token>& toks, std::size_t i) {
    std::size_t k = prev_significant(toks, i);
    return k != SIZE_MAX && (toks[k].is_identifier("define") || toks[k].is_identifier("undef")) &&
           prev_significant(toks, k) == SIZE_MAX;
  }

  // atomicAdd(__half*, __half) / atomicAdd(__half2*, __half2) in device code, for an explicit target before 6.0 (HIP
  // 5.7 has neither): the overloads are defined once in the file (half_atomic_add_definition), unless the file
  // defines an atomicAdd of its own (the CAS loops CUDA code wrote for sm_60). Written for a file that names __half
  // and calls atomicAdd in device code; an unused overload costs nothing.
  void half_atomic_add(const std::vector<Token>& toks, std::size_t i) {
    if (c_source() || opt_.for_host_compiler || opt_.hip_version.empty() || !hip_version_older(opt_.hip_version, "6.0"))
      return;
    const std::size_t next = next_significant(toks, i);
    if (next >= toks.size() || !toks[next].is_punct("(") || function_declarator(toks, i) || !in_device_code(toks, i))
      return;
    if (declares_atomic_add_ < 0) declares_atomic_add_ = declares_global_function(toks, "atomicAdd") ? 1 : 0;
    if (declares_atomic_add_ == 1) return;
    half_atomic_add_ = true;
    definitions_.insert(std::string(half_atomic_add_definition()));
    report(toks[i], "emulated-api", Severity::Note,
           "atomicAdd on __half and __half2 (CUDA, sm_70 and later) has no HIP " + opt_.hip_version +
               " overload: overloads doing a compare-and-swap loop on the 32-bit word are defined in this file for "
               "HIP_VERSION < 6.0",
           toks[i].text, ApiStatus::Supported);
  }

  // Thrust's CUDA system is rocThrust's HIP system: thrust::cuda::par / par_nosync / vector / pointer / allocator /
  // memory_resource and thrust::system::cuda:: are thrust::hip:: (and thrust::system::hip::), Thrust's internal
  // thrust::cuda_cub:: is thrust::hip_rocprim::, and THRUST_DEVICE_SYSTEM_CUDA (the value THRUST_DEVICE_SYSTEM is
  // compared with) is THRUST_DEVICE_SYSTEM_HIP, the system hipcc builds with. rocThrust also ships Thrust's
  // system/cuda/ headers, but they are CUDA's backend (cudaStream_t, cudaMalloc) and do not build with hipcc.
  bool thrust_system_name(const std::vector<Token>& toks, std::size_t i, std::string& out) {
    const Token& t = toks[i];
    if (t.text == "THRUST_DEVICE_SYSTEM_CUDA") {
      if (defines_name(toks, i)) return false;  // rocThrust's own definition
      out = "THRUST_DEVICE_SYSTEM_HIP";
    } else {
      std::size_t next = next_significant(toks, i), q = prev_significant(toks, i);
      // thrust::cuda::x, or the namespace itself (using namespace thrust::cuda; namespace tc = thrust::cuda;)
      if (next >= toks.size() || !(toks[next].is_punct("::") || toks[next].is_punct(";")) || q == SIZE_MAX ||
          !toks[q].is_punct("::"))
        return false;
      std::size_t owner = prev_significant(toks, q);
      if (owner != SIZE_MAX && toks[owner].is_identifier("system") && t.text == "cuda") {
        q = prev_significant(toks, owner);
        if (q == SIZE_MAX || !toks[q].is_punct("::")) return false;
        owner = prev_significant(toks, q);
      }
      if (owner == SIZE_MAX || !toks[owner].is_identifier("thrust")) return false;
      std::size_t before = prev_significant(toks, owner);
      if (before != SIZE_MAX && (toks[before].is_punct(".") || toks[before].is_punct("->"))) return false;
      if (before != SIZE_MAX && toks[before].is_punct("::")) {
        std::size_t outer = prev_significant(toks, before);  // ::thrust, not x::thrust
        if (outer != SIZE_MAX && toks[outer].kind == TokenKind::Identifier) return false;
      }
      out = t.text == "cuda" ? "hip" : "hip_rocprim";
    }
    used_cuda_ = true;
    ++res_.replacements;
    return true;
  }

  void identifier(const std::vector<Token>& toks, std::size_t i, std::string& out) {
    const Token& t = toks[i];
    if (t.text == "register" && !c_source()) {
      register_storage_class(toks, i);
      return;
    }
    if (t.text == "__global__" || t.text == "__shared__" || t.text == "__device__" || t.text == "__constant__" ||
        t.text == "threadIdx" || t.text == "blockIdx") {
      used_cuda_ = true;
      return;
    }
    if ((t.text == "cuda" || t.text == "cuda_cub" || t.text == "THRUST_DEVICE_SYSTEM_CUDA") &&
        thrust_system_name(toks, i, out))
      return;
    if ((t.text == "__half" || t.text == "__nv_bfloat16") && roc_blas_ && !in_device_code(toks, i) &&
        !in_device_declaration(toks, i)) {
      // rocBLAS takes its own rocblas_half and rocblas_bfloat16 (structs of the same 16 bits) where cuBLAS takes
      // __half and __nv_bfloat16: as HIPIFY does under --roc, host code's are rocBLAS's (device code keeps CUDA's
      // types, whose arithmetic it needs). A host value computed with CUDA's functions then needs a bit copy.
      const bool half = t.text == "__half";
      used_cuda_ = true;
      out = half ? "rocblas_half" : "rocblas_bfloat16";
      ++res_.replacements;
      report(t, "roc-half", Severity::Note,
             std::string(t.text) + " -> " + out + " in host code for rocBLAS's arguments (--roc); a value made by the " +
                 (half ? "__half" : "__nv_bfloat16") + " functions needs a bit copy (memcpy) into it",
             t.text, ApiStatus::Supported);
      return;
    }
    if ((t.text == "__nv_bfloat16" || t.text == "nv_bfloat16" || t.text == "__nv_bfloat162" ||
         t.text == "nv_bfloat162") &&
        bfloat16_class_needed()) {
      // HIP before 6.2: __hip_bfloat16 is a bare struct (no conversions, no operators), CUDA's converts and computes
      used_cuda_ = true;
      out = t.text.ends_with("162") ? "crosswarpBfloat162" : "crosswarpBfloat16";
      ++res_.replacements;
      if (!bfloat16_class_) {  // defined and noted once a file
        bfloat16_class_ = true;
        definitions_.insert(bfloat16_class_definition());
        report(t, "emulated-api", Severity::Note,
               std::string(t.text) + " -> " + out +
                   " (each use in this file): HIP's __hip_bfloat16 before 6.2 has no conversions and no operators, so "
                   "a class deriving from it with CUDA's (computed in float, rounded to nearest even by HIP's "
                   "__float2bfloat16), and crosswarpBfloat162 (a pair of them, converting to and from "
                   "__hip_bfloat162), are defined in this file for HIP_VERSION < 6.2; from 6.2 they are HIP's types",
               t.text, ApiStatus::Supported);
      }
      return;
    }
    if ((t.text == "half" || t.text == "__half" ||
         (!half_aliases_.empty() &&
          std::find(half_aliases_.begin(), half_aliases_.end(), t.text) != half_aliases_.end())) &&
        !host_half_operators_)
      host_half(toks, i);
    if (t.text == "tiled_partition") typed_tile(toks, i);
    if (t.text == "operator") vector_operator(toks, i);
    if ((t.text == "memcpy" || t.text == "memset") && !opt_.for_host_compiler) std_in_device_code(toks, i);
    if (host_math_call(toks, i, out)) return;
    if (emulated_enum(toks, i, out)) return;
    if (t.text == "atomicAdd" && !half_atomic_add_ && names_half_) half_atomic_add(toks, i);
    ApiMatch m = find_api(t.text);
    if (!m.entry) {
      // cuDNN names CUDA 13's cuDNN 9 no longer declares (cudnnGetConvolutionForwardAlgorithm) still have hipDNN ones
      if (!opt_.miopen && hipdnn_identifier(toks, i, out)) return;
      device_prop_member(toks, i, out);
      return;
    }
    std::size_t prev = prev_significant(toks, i);
    if (prev != SIZE_MAX && (toks[prev].is_punct(".") || toks[prev].is_punct("->"))) return;  // a member
    std::size_t next = next_significant(toks, i);
    const ApiEntry& e = *m.entry;
    if (e.kind == ApiKind::Namespace) {
      bool qualifies = next < toks.size() && toks[next].is_punct("::");
      bool declares = prev != SIZE_MAX && toks[prev].is_identifier("namespace");
      if (!qualifies && !declares) return;
    } else if (member_or_foreign(toks, prev)) {
      return;  // x::cudaMalloc is someone else's name unless the qualifier is the global namespace
    }
    used_cuda_ = true;
    std::string_view target = e.hip;
    // other libraries' names with a roc column (cuComplex's types under --roc) take it too
    bool roc_target = roc_library(m.library) || (opt_.roc && e.roc[0]);
    if (roc_target) target = e.roc;
    if (m.library == Library::Blas && legacy_blas_ && e.kind != ApiKind::Type && find_api(std::string(t.text) + "_v2").entry) {
      report(t, "unsupported-api", Severity::Warning,
             std::string(t.text) + " of the legacy cuBLAS API (cublas.h: no handle argument) has no hipBLAS equivalent",
             t.text, ApiStatus::Unsupported);
      return;
    }
    if (m.library == Library::Dnn && !opt_.miopen) {
      if (hipdnn_identifier(toks, i, out)) return;
      report(t, "unsupported-api", Severity::Warning,
             std::string(t.text) + " has no hipDNN equivalent (--miopen ports cuDNN to MIOpen)", t.text,
             ApiStatus::Unsupported);
      return;
    }
    target = data_type_name(toks, i, target);
    const std::string_view compute_data_type = compute_type_as_data_type(toks, i);
    if (!compute_data_type.empty()) {
      target = compute_data_type;
      if (t.text.ends_with("_PEDANTIC") || t.text.find("_FAST_") != std::string_view::npos)
        report(t, "compute-type", Severity::Note,
               std::string(t.text) + " -> " + std::string(target) + ": " +
                   (opt_.roc ? "rocBLAS" : "hipBLAS before 2.0") +
                   " takes the compute type as a data type, with no reduced-precision or pedantic mode: the "
                   "computation is in the plain type",
               t.text, ApiStatus::Supported);
    }
    if (t.text == "CUBLAS_COMPUTE_32F_FAST_TF32" && compute_data_type.empty() && !roc_target &&
        blas_compute_type_context(toks, i))
      report(t, "runtime-support", Severity::Note,
             std::string(t.text) + " -> " + std::string(target) +
                 ": hipBLAS's rocBLAS backend answers HIPBLAS_STATUS_NOT_SUPPORTED for this compute type (hipBLAS's "
                 "maintainers, ROCm 6.0: rocBLAS has no equivalent); HIPBLAS_COMPUTE_32F computes the same in full FP32",
             t.text, ApiStatus::Supported);
    if ((t.text == "cudaStreamBeginCaptureToGraph" || t.text == "cuStreamBeginCaptureToGraph") && next < toks.size() &&
        toks[next].is_punct("(") && !function_declarator(toks, i)) {
      // HIP's dependencyData "is currently not supported and has to be passed as nullptr" (hip_runtime_api.h)
      std::vector<std::pair<std::size_t, std::size_t>> args;
      std::size_t close = 0;
      if (call_arguments(toks, i, args, close) && args.size() == 6) {
        const std::string data = significant_text(toks, args[3].first, args[3].second, 16);
        if (data != "nullptr" && data != "NULL" && data != "0" && data != "(void*)0")
          report(t, "runtime-support", Severity::Warning,
                 std::string(t.text) + " -> " + std::string(target) +
                     " passes edge data (argument 4), which HIP does not support yet: its header requires nullptr "
                     "there, so the capture fails at run time; capture without edge data or port it by hand",
                 t.text, ApiStatus::Supported);
      }
    }
    if (solver_enums_ && m.library == Library::Blas) {
      if (std::string_view s = hipsolver_enum_name(t.text); !s.empty()) target = s;
    }
    if (target.empty() && e.hip[0] && cuda_data_type(t.text)) {  // one the library's own data type enum lacks
      report(t, "unsupported-api", Severity::Warning,
             std::string(t.text) + " has no counterpart in " +
                 (rocsparse_data_type_context(toks, i)
                      ? "rocSPARSE's rocsparse_datatype (32/64-bit float and complex, 8/32-bit integers)"
                  : opt_.roc ? "rocBLAS's rocblas_datatype (16/32/64-bit float, bfloat16, 8/32-bit integers)"
                             : "hipBLAS's hipblasDatatype_t (hipBLAS before 2.0: 16/32/64-bit float, bfloat16, 8/32-bit "
                               "integers)"),
             t.text, ApiStatus::Unsupported);
      return;
    }
    // "case CUFFT_LICENSE_ERROR:": no HIP value equals an enumerator HIP does not have, so the label is
    // unreachable; dropping it (not its statements) keeps the switch compiling and meaning the same.
    const bool case_label = e.kind == ApiKind::Enum && prev != SIZE_MAX && toks[prev].is_identifier("case") &&
                            next < toks.size() && toks[next].is_punct(":");
    if (target.empty() && case_label) {
      dropped_ranges_.emplace_back(prev, next);
      report(t, "dropped-case-label", Severity::Warning,
             "case " + std::string(t.text) + ": dropped (no HIP equivalent, so no HIP value can reach it)", t.text,
             ApiStatus::Supported);
      return;
    }
    if (target.empty() && (t.text == "CUDART_CB" || t.text == "CUDA_CB")) {
      // Windows calling convention of host callbacks (__stdcall there, empty elsewhere); HIP has none.
      out.clear();
      report(t, "calling-convention", Severity::Note, std::string(t.text) + " removed (a Windows calling convention)",
             t.text, ApiStatus::Supported);
      return;
    }
    if (t.text == "cudaBoundaryModeTrap" && prev != SIZE_MAX && toks[prev].is_punct(",") && next < toks.size() &&
        toks[next].is_punct(")") && surface_call_without_boundary_mode(enclosing_call(toks, i))) {
      // surf2Dwrite(v, s, x, y, cudaBoundaryModeTrap): HIP's surface functions have no boundary-mode
      // parameter; Trap is CUDA's default, so the call without the argument is the same call.
      dropped_ranges_.emplace_back(prev, i);
      report(t, "dropped-default-argument", Severity::Note,
             std::string(t.text) + " argument dropped (CUDA's default; HIP's surface functions take no boundary mode)",
             t.text, ApiStatus::Supported);
      return;
    }
    // A call of CUDA's device-only function in device code: not a declaration of the file's own, not for the host
    // compiler (crosswarp-simt's headers declare CUDA's names), and (unless `theirs_too`) not in a file that
    // declares its own global one.
    auto device_call = [&](bool theirs_too = false) {
      return next < toks.size() && toks[next].is_punct("(") && !opt_.for_host_compiler && !function_declarator(toks, i) &&
             in_device_code(toks, i) && (theirs_too || !declares_global_function(toks, t.text));
    };
    if (std::string_view call = min_max_call(t.text); !call.empty()) {
      // umin(a, b) in device code: HIP's min template with CUDA's parameter type
      if (target.empty() && device_call())
        return emulate(t, out, call, std::string(t.text) + " has no HIP equivalent; written as HIP's " + std::string(call));
      // the file's own umin (a declaration, or a call from host code, where CUDA's does not exist): not CUDA's
      if (function_declarator(toks, i) || !in_device_code(toks, i) || opt_.for_host_compiler) return;
    }
    // __ldcs(p) / __stcs(p, v) on any type: a plain load or store. Also where the file defines its own __ldcs for a
    // type CUDA lacked (llm.c's for bf16 before CUDA 12, in a block hip-clang never compiles): whatever it covers,
    // a load or store is what it does, and HIP has neither CUDA's overloads nor, mostly, the file's.
    if (std::string_view call = cache_hint_call(t.text); !call.empty() && device_call(true)) {
      return emulate(t, out, call,
                     std::string(t.text) + ": HIP has it only for __half (loads), so it is written as a plain " +
                         (t.text.starts_with("__ld") ? "load" : "store") + "; CUDA's cache hint is dropped");
    }
    if (t.text.starts_with("__reduce_") && target.empty() && in_device_code(toks, i) && !function_declarator(toks, i)) {
      bool full = false;
      if (std::string reduction = reduce_sync_call(toks, i, full); !reduction.empty()) {
        if (full) mask_dropped(toks, i);
        return emulate(t, out, reduction,
                       std::string(t.text) + " has no HIP equivalent; written with " +
                           (full ? "a butterfly of __shfl_xor over the wavefront (its mask is the full warp)"
                                 : "__shfl of each lane its mask names (warpSize shuffles)"));
      }
    }
    // CUDA's SIMD video intrinsics and DPX functions (simd.h): crosswarp<Name>, defined once in the file. Not a
    // declaration of the file's own, nor the CUDA name the port's definition maps its name to on HIP's NVIDIA platform
    // (`#define crosswarpVmaxs4 __vmaxs4`: the port's output, ported again).
    if (target.empty() && t.text.starts_with("__v") && !function_declarator(toks, i)) {
      if (std::optional<SimdEmulation> simd = simd_emulation(t.text)) {
        if (prev != SIZE_MAX && toks[prev].text == simd->name) return;
        definitions_.insert(std::move(simd->definition));
        return emulate(t, out, simd->name,
                       std::string(t.text) + " has no HIP equivalent; written as " + simd->name +
                           ", defined in this file in plain C++ (on HIP's NVIDIA platform, CUDA's own function)");
      }
    }
    if (const EmulatedCall* emulation = emulated_call(t.text);
        emulation && target.empty() && next < toks.size() && toks[next].is_punct("(") &&
        (emulation->host_compiler || !opt_.for_host_compiler)) {
      return emulate(t, out, emulation->text,
                     std::string(t.text) + " has no HIP equivalent; " + std::string(emulation->how));
    }
    if (target.empty() && m.library == Library::Nvtx && t.text.starts_with("nvtxName") && !nvtx_implementation_ &&
        next < toks.size() && toks[next].is_punct("(") && !function_declarator(toks, i)) {
      // nvtxNameCudaStreamA(stream, "main stream") & co. name a stream, event, device, thread or category for the
      // profiler and return nothing; roctx has no names. A macro defined in the file takes the call and does nothing
      // (its arguments unevaluated, as a name has no effect on the program), in C and C++.
      definitions_.insert("#ifndef crosswarpNvtxName\n// NVTX's nvtxName* (a name for a stream, event, device, thread or "
                          "category in the profiler): roctx has no names, so the calls do nothing (crosswarp port)\n"
                          "#define crosswarpNvtxName(...) ((void)0)\n#endif\n");
      return emulate(t, out, "crosswarpNvtxName",
                     std::string(t.text) + ": roctx cannot name streams, events, devices or threads, so the call does "
                                           "nothing (crosswarpNvtxName, defined in this file); the profiler shows no name");
    }
    if (std::string_view name = nvtx_event_attributes_name(t.text);
        target.empty() && m.library == Library::Nvtx && !name.empty() && !nvtx_implementation_) {
      // nvtxEventAttributes_t a = {0}; a.message.ascii = "step"; nvtxRangePushEx(&a): the struct and the calls defined
      // in the file (calls.h), the message passed on to roctx
      definitions_.insert(std::string(nvtx_event_attributes_definition()));
      return emulate(t, out, name,
                     std::string(t.text) + ": roctx has no event attributes; " + std::string(name) +
                         (t.text.starts_with("nvtxEventAttributes") ? ", a struct with NVTX's members,"
                                                                    : " passes an ASCII message on to roctx and") +
                         " is defined in this file (the color, category and payload are dropped)");
    }
    if (target.empty() && roc_target && m.library == Library::Sparse &&
        (t.text == "cusparseSpSV_createDescr" || t.text == "cusparseSpSV_destroyDescr" ||
         t.text == "cusparseSpSM_createDescr" || t.text == "cusparseSpSM_destroyDescr") &&
        next < toks.size() && toks[next].is_punct("(") && !declares_parameters(toks, i)) {
      // rocSPARSE's SpSV/SpSM keep no descriptor (the analysis is in the buffer): the call does nothing and succeeds,
      // ((void)(&descr), rocsparse_status_success) in C and C++ (call_rewrites closes it)
      call_suffixes_.emplace_back(i, ", rocsparse_status_success)");
      return emulate(t, out, "((void)",
                     std::string(t.text) + ": rocSPARSE's " + (t.text.starts_with("cusparseSpSV") ? "spsv" : "spsm") +
                         " has no descriptor (its analysis lives in the buffer); the call does nothing and returns "
                         "rocsparse_status_success");
    }
    if (target.empty() && roc_target && (t.text == "cusparseSpSVDescr_t" || t.text == "cusparseSpSMDescr_t")) {
      // no rocSPARSE type: a pointer nothing points to (its create/destroy calls do nothing, above)
      const bool spsv = t.text == "cusparseSpSVDescr_t";
      const std::string name = spsv ? "crosswarpRocsparseSpSVDescr" : "crosswarpRocsparseSpSMDescr";
      definitions_.insert("#ifndef CROSSWARP_" + std::string(spsv ? "SPSV" : "SPSM") + "_DESCR\n#define CROSSWARP_" +
                          (spsv ? "SPSV" : "SPSM") + "_DESCR\n// " + std::string(t.text) +
                          ", which rocSPARSE does not have (crosswarp port --roc)\ntypedef void* " + name + ";\n#endif\n");
      return emulate(t, out, name,
                     std::string(t.text) + " has no rocSPARSE equivalent (rocSPARSE keeps the analysis in the buffer): " +
                         name + ", an opaque pointer, is defined in this file");
    }
    if (std::string_view type = emulated_result_info_type(t.text);
        !type.empty() && target.empty() && !defines_result_info(toks)) {
      definitions_.insert(emulated_result_info_definition());  // before the file's first code line (definitions)
      return emulate(t, out, type,
                     std::string(t.text) + " has no HIP equivalent; " + std::string(type) +
                         ", a struct of its members (result, errorNode, errorFromNode), is defined in this file");
    }
    if (const std::string_view window = shared_window_function(t.text); !window.empty() && target.empty()) {
      // the port's own definition (its output, ported again): `#define crosswarpCvtaGenericToShared
      // __cvta_generic_to_shared` names CUDA's function for other platforms
      if (prev != SIZE_MAX && toks[prev].text.starts_with("crosswarpCvta")) return;
      if (next < toks.size() && toks[next].is_punct("(") && !declares_parameters(toks, i)) {
        definitions_.insert(std::string(shared_window_definition()));
        const bool shared = t.text.find("shared") != std::string_view::npos;
        return emulate(t, out, std::string(window),
                       std::string(t.text) + " has no HIP equivalent: " + std::string(window) +
                           ", defined in this file, is " +
                           (shared ? "the offset in the workgroup's LDS on AMD GPUs (an address-space cast)"
                                   : "the identity (a global address is the generic one)"));
      }
    }
    if (t.text == "__nanosleep" && target.empty()) {
      // the port's own `#define crosswarpNanosleep __nanosleep` (its output, ported again) names CUDA's
      if (prev != SIZE_MAX && toks[prev].text == "crosswarpNanosleep") return;
      if (next < toks.size() && toks[next].is_punct("(") && !declares_parameters(toks, i)) {
        definitions_.insert(std::string(nanosleep_definition()));
        return emulate(
            t, out, "crosswarpNanosleep",
            "__nanosleep has no HIP equivalent: crosswarpNanosleep, defined in this file, sleeps the "
            "wave on AMD GPUs for about as many shader clocks as nanoseconds asked for (s_sleep; PTX "
            "allows any sleep from 0 to twice that)");
      }
    }
    if (target.empty()) {
      report(t, "unsupported-api", Severity::Warning,
             std::string(t.text) + " has no HIP equivalent" + (roc_library(m.library) ? roc_name(m.library) : "") +
                 // the hip* library has it (hipSPARSE's SpGEMM is written on rocSPARSE's, with its own buffers)
                 (roc_library(m.library) && e.hip[0] ? std::string(": ") + hip_library_name(m.library) + "'s " + e.hip +
                                                           " implements it; port without --roc to use it"
                                                     : std::string()),
             t.text, ApiStatus::Unsupported);
      return;
    }
    if (const char* since = opt_.experimental ? nullptr : hipify_experimental(t.text)) {
      // HIPIFY's experimentally supported names are translated only with --experimental (hipify-perl: -experimental)
      report(t, "experimental-api", Severity::Warning,
             std::string(t.text) + " -> " + std::string(target) + " is experimental in HIPIFY (HIP " + since +
                 "); translated only with --experimental",
             t.text, ApiStatus::Unsupported);
      return;
    }
    if (const std::string_view outofplace = roc_trmm_before_6(t.text, roc_target); !outofplace.empty()) {
      target = outofplace;
    } else if (!roc_target && is_trmm(t.text) && !opt_.hip_version.empty() &&
               hip_version_older(opt_.hip_version, "6.0") && next < toks.size() && toks[next].is_punct("(") &&
               !declares_parameters(toks, i) && inplace_trmm(toks, i)) {
      inplace_trmm_calls_.push_back(i);  // hipBLAS 1.x's in-place trmm: C, ldc dropped (call_rewrites)
    } else if (!roc_target && is_trmm(t.text) && !opt_.hip_version.empty() &&
               hip_version_older(opt_.hip_version, "6.0") && next < toks.size() && toks[next].is_punct("(") &&
               !declares_parameters(toks, i) && !function_declarator(toks, i)) {
      // hipBLAS 1.x's trmm is in place only: B is copied to C on the handle's stream, then C multiplied in place
      const std::string name = outofplace_trmm_name(t.text[6]);
      definitions_.insert(outofplace_trmm_definition(t.text[6]));
      return emulate(t, out, name,
                     std::string(t.text) + " with C distinct from B: hipBLAS before 2.0 (--hip-version " +
                         opt_.hip_version + ") has only the in-place trmm; " + name +
                         ", defined in this file, copies B to C on the handle's stream (hipMemcpy2DAsync) and "
                         "multiplies C in place");
    } else if (const char* version = target_version(e, roc_target);
               compute_data_type.empty() && hip_version_older(opt_.hip_version, version)) {
      if (!roc_target && (t.text == "cublasSetMathMode" || t.text == "cublasGetMathMode") &&
          !function_declarator(toks, i)) {
        definitions_.insert(emulated_enum_definition(*find_emulated_enum("cublasMath_t")));
        definitions_.insert(blas_math_mode_definition());
        const std::string name = crosswarp_name(t.text);
        return emulate(t, out, name,
                       std::string(t.text) + " -> " + std::string(target) + " needs HIP 6.1.0 (--hip-version " +
                           opt_.hip_version + "): " + name +
                           ", defined in this file, does nothing (Get: CUBLAS_DEFAULT_MATH); hipBLAS before 6.1 "
                           "computes each call in its own precision, which every cuBLAS math mode allows");
      }
      if (!roc_target && m.library == Library::Rand && rand_ordering_name(t.text) &&
          !hip_version_older(opt_.hip_version, target_version(e, true))) {
        // hipRAND before 6.2 has no ordering API. On the AMD platform its generator is rocRAND's (hiprand_hcc.h:
        // hiprandGenerator_st is rocrand_generator_base_type), and rocRAND (5.5 on) has the API with cuRAND's values:
        // rocrand_ordering, ROCRAND_ORDERING_*, rocrand_set_ordering, whose status is cast to hipRAND's (the ones
        // it returns, success, not created and out of range, have hipRAND's values)
        std::string roc(e.roc);
        if (t.text == "curandSetGeneratorOrdering" && next < toks.size() && toks[next].is_punct("(") &&
            !function_declarator(toks, i)) {
          roc.insert(0, c_source() ? "(hiprandStatus_t)(" : "static_cast<hiprandStatus_t>(");
          call_suffixes_.emplace_back(i, ")");
        }
        return emulate(t, out, roc,
                       std::string(t.text) + " -> " + std::string(target) + " needs HIP " + version +
                           " (--hip-version " + opt_.hip_version + "): rocRAND's " + std::string(e.roc) +
                           " instead, which takes hipRAND's generator on the AMD platform");
      }
      if (!maskless_equivalent(t.text).empty()) {
        maskless_calls_.push_back(i);
        return;
      }
      if (t.text == "__syncwarp" && defines_syncwarp_) return;  // the #else of the port's own crosswarpSyncwarp
      if (t.text == "__syncwarp" && next < toks.size() && toks[next].is_punct("(") && !function_declarator(toks, i)) {
        definitions_.insert(std::string(syncwarp_definition()));
        return emulate(t, out, "crosswarpSyncwarp",
                       "__syncwarp needs HIP 6.2.0 (--hip-version " + opt_.hip_version +
                           "): crosswarpSyncwarp, defined in this file, is HIP 6.2's __syncwarp on AMD GPUs (a "
                           "wavefront barrier between release and acquire fences; the lanes of a wavefront run in "
                           "lockstep, so the mask is not needed)");
      }
      if ((t.text == "__match_any_sync" || t.text == "__match_all_sync") && !function_declarator(toks, i)) {
        bool full = false;
        if (std::string match = match_sync_call(toks, i, full); !match.empty()) {
          if (full) mask_dropped(toks, i);
          return emulate(t, out, match,
                         std::string(t.text) + " needs HIP 6.2.0 (--hip-version " + opt_.hip_version +
                             "): written with __shfl of each lane's value, compared bit for bit" +
                             (full ? " (its mask is the full warp: the whole wavefront takes part)" : ""));
        }
      }
      if (t.text == "__activemask" && next < toks.size() && toks[next].is_punct("(")) {
        const std::size_t close = next_significant(toks, next);
        if (close < toks.size() && toks[close].is_punct(")")) {
          dropped_ranges_.emplace_back(next, close);
          return emulate(t, out, "__ballot(1)",
                         "__activemask needs HIP 6.2.0 (--hip-version " + opt_.hip_version +
                             "): written as __ballot(1), HIP 6.2's definition (the active lanes of the wavefront, 64 "
                             "bits)");
        }
      }
      // a host location's type in a prefetch/advise call that becomes CUDA 12's form (hipCpuDeviceId): not written
      if (in_older_location_argument(toks, i, opt_.hip_version)) return;
      if ((t.text == "cusparseGetErrorString" || t.text == "cusparseGetErrorName") &&
          next < toks.size() && toks[next].is_punct("(") && !function_declarator(toks, i) &&
          !member_or_qualified(toks, prev)) {
        sparse_status_calls_.push_back(i);  // written as the status's name (call_rewrites)
        return;
      }
      if (case_label) {  // the same for an enumerator the --hip-version release does not have yet
        dropped_ranges_.emplace_back(prev, next);
        report(t, "dropped-case-label", Severity::Warning,
               "case " + std::string(t.text) + ": dropped (" + std::string(target) + " needs HIP " + version +
                   ", so no value of HIP " + opt_.hip_version + " can reach it)",
               t.text, ApiStatus::Supported);
        return;
      }
      report(t, "unsupported-api", Severity::Warning,
             std::string(t.text) + " -> " + std::string(target) + " needs HIP " + version + " (--hip-version " +
                 opt_.hip_version + ")",
             t.text, ApiStatus::Unsupported);
      return;
    }
    // a warp-sync builtin whose mask is provably the full warp becomes the mask-less builtin on every HIP: the same
    // operation on the whole wavefront, valid before 6.2 (no *_sync) and after it (whose *_sync rejects CUDA's
    // 32-bit 0xffffffff, which names only half of a 64-lane wavefront). Not for crosswarp-simt (--for-host-compiler,
    // crosswarp emulate), whose *_sync take 64-bit masks and check them: the mask is what it reports on.
    if (!maskless_equivalent(t.text).empty() && !opt_.for_host_compiler) maskless_calls_.push_back(i);
    if (int arg = symbol_argument(t.text); arg >= 0) symbol_calls_.emplace_back(i, arg);
    // (a declaration's parameters are not arguments: CUDA's own headers declare these functions)
    if (has_argument_rewrite(t.text) && !declares_parameters(toks, i)) argument_calls_.push_back(i);
    if (has_signature_forms(t.text) && next < toks.size() && toks[next].is_punct("(") && !declares_parameters(toks, i))
      form_calls_.push_back(i);  // which of the function's signatures the call has (signatures.h)
    if (t.text == "cusparseSpSV_solve" && !roc_target && !opt_.hip_version.empty() &&
        hip_version_older(opt_.hip_version, "6.0") && !function_declarator(toks, i))
      spsv_solve_calls_.push_back(i);
    if ((t.text == "cusparseSpSV_solve" || t.text == "cusparseSpSM_solve") && roc_target &&
        !declares_parameters(toks, i) && next < toks.size() && toks[next].is_punct("("))
      roc_solve_calls_.push_back(i);  // rocSPARSE's compute stage takes the analysis buffer (call_rewrites)
    if (fp8_type_name(t.text)) {
      // CUDA's FP8 is OCP's; HIP's hip_fp8.h maps it (as HIPIFY does) to FNUZ, the format MI300 computes in
      report(t, "fp8-format", Severity::Warning,
             std::string(t.text) + " is OCP FP8 (E4M3: exponent bias 7, largest 448; E5M2: bias 15); " +
                 std::string(target) +
                 " is FNUZ, the format MI300 (gfx942) computes in: exponent bias one higher, no negative zero, NaN "
                 "0x80, E4M3's largest 240. Values converted through float agree where both hold them, but FP8 "
                 "bytes shared with CUDA code (checkpoints, files, other libraries) read as half their value. HIP 7's "
                 "hip_fp8.h supports only FNUZ in device code for gfx942, only OCP (__hip_fp8_e4m3 & co., HIP 7.0) "
                 "for gfx950 and gfx12",
             t.text, ApiStatus::Supported);
    }
    // A name HIP keeps (the mask-less __shfl_xor, __ballot) in code only HIP compiles -- a file already HIP (the port's
    // output, ported again) or a branch for HIP's compilers -- is HIP's own API there, not deprecated CUDA.
    const bool hip_code = hip_file_ || (!hip_branches_.empty() && hip_branches_.back().here);
    if (e.status == ApiStatus::Deprecated && !(target == t.text && hip_code)) {
      report(t, "deprecated-api", Severity::Warning,
             std::string(t.text) + " is deprecated in CUDA; translated to " + std::string(target), t.text,
             ApiStatus::Deprecated);
    }
    if (!roc_target && m.library == Library::Blas && hipblas_v2_window() && hipblas_v2(target)) {
      // hipBLAS 2.x: the hipComplex/hipDataType API is the _v2 one (tables.h)
      std::size_t at = target.ends_with("_64") ? target.size() - 3 : target.size();
      v2_name_.assign(target.substr(0, at)).append("_v2").append(target.substr(at));
      target = v2_name_;
      v2_used_.insert(v2_name_);
    }
    if (target == "hipHostMalloc" && (t.text == "cuMemHostAlloc" || t.text == "cudaHostAlloc") &&
        !hip_version_older(opt_.hip_version, "6.4") &&
        (t.text == "cuMemHostAlloc" || c_source() || void_pointer_pointer_argument(toks, i))) {
      // HIP deprecated hipHostAlloc for hipHostMalloc until ROCm 6.4, whose documentation names hipHostAlloc (the
      // same arguments and flag values as cudaHostAlloc) as the replacement of the deprecated allocators; older
      // HIPs still declare it (deprecated), so the newest target's output compiles on them too. hipHostAlloc has
      // no T** template (hipHostMalloc has): only for a void** argument, which the driver API's (and C's) always is.
      target = "hipHostAlloc";
    }
    if (roc_target && target == "rocsparse_spmv" && hip_version_older(opt_.hip_version, "6.0")) {
      // rocSPARSE 2.x (ROCm 5.x): the staged SpMV is rocsparse_spmv_ex; its rocsparse_spmv has no stage argument
      target = "rocsparse_spmv_ex";
    }
    if (m.library == Library::Driver && (target.starts_with("hiprtc") || target.starts_with("HIPRTC_")))
      used_hiprtc_ = true;  // the driver's linker (cuLink*, CUlinkState, CU_JIT_INPUT_*) is HIPRTC's: hip/hiprtc.h
    if (out != target) {
      out = std::string(target);
      ++res_.replacements;
    }
  }

  // A target whose hipComplex/hipDataType hipBLAS functions are spelled *_v2: hipBLAS 2.x (ROCm 6.0 to 6.4), and the
  // newest HIP (no --hip-version), whose output also compiles against hipBLAS 3.0 (ROCm 7.0), which has them under
  // the plain names, through the #define block hipblas_v2_compat writes.
  bool hipblas_v2_window() const {
    return opt_.hip_version.empty() ||
           (!hip_version_older(opt_.hip_version, "6.0") && hip_version_older(opt_.hip_version, "7.0"));
  }

  // hipBLAS's API types that are not HIP's, switched to HIP's by a macro defined before hipblas.h (each ported file
  // that includes hipBLAS gets it, #ifndef-guarded, so whichever is included first has it):
  // - before hipBLAS 2.0 (ROCm 6.0) its complex functions take its own hipblasComplex/hipblasDoubleComplex structs,
  //   not the hipComplex/hipDoubleComplex that cuComplex's types become (cublasCaxpy(h, n, &a, ...) with a cuComplex
  //   did not compile for 5.x): ROCM_MATHLIBS_API_USE_HIP_COMPLEX makes them HIP's (hipBLAS 0.54, ROCm 5.5, has it);
  // - its half functions (hipblasHgemm, ...) take hipblasHalf, a uint16_t, not the __half that CUDA's stays, unless
  //   HIPBLAS_USE_HIP_HALF is defined (opt-in since hipBLAS 0.54, ROCm 5.5): for a file that uses __half and an
  //   explicit target before 7.0 (whose hipBLAS 3.0 this has not been checked against, so the newest target's
  //   output is left as HIPIFY writes it).
  // - rocBLAS (--roc) has its own complex class, rocblas_float_complex, which cuComplex becomes while cuCaddf,
  //   make_cuFloatComplex and the other cuComplex.h functions become HIP's (hipCaddf on hipFloatComplex), and
  //   whose x and y are private where cuComplex's are public: NVIDIA's cuBLAS samples did not compile under --roc
  //   (2,190 hipcc errors over 72 programs with ROCm 5.5). The same macro before rocblas.h makes rocBLAS's complex
  //   types HIP's ("for consistency of type reuse across hipified applications", rocblas-complex-types.h, 5.5).
  void hipblas_type_switches(const std::vector<Token>& toks, std::vector<std::string>& out) {
    const bool rocblas = opt_.roc && rocblas_include_ != SIZE_MAX, hipblas = !opt_.roc && hipblas_include_ != SIZE_MAX;
    if (!(rocblas || hipblas) || !hip_version_older(opt_.hip_version, "7.0")) return;
    bool complex_defined = false, half = false, half_defined = false;
    for (const Token& t : toks) {
      // Either macro already there (the user's own, or porting the output again): that one is not written again;
      // the other still is.
      if (t.kind == TokenKind::Directive && t.text.find("ROCM_MATHLIBS_API_USE_HIP_COMPLEX") != std::string_view::npos)
        complex_defined = true;
      if (t.kind == TokenKind::Directive && t.text.find("HIPBLAS_USE_HIP_HALF") != std::string_view::npos)
        half_defined = true;
      if (t.kind == TokenKind::Identifier && (t.text == "__half" || t.text == "half" || t.text == "__half2")) half = true;
    }
    if (rocblas) {
      if (!complex_defined)
        out[rocblas_include_].insert(0, default_define("rocBLAS: its complex types are HIP's, as cuComplex's "
                                                       "functions are (hipCaddf, ...)",
                                                       "ROCM_MATHLIBS_API_USE_HIP_COMPLEX"));
      return;
    }
    const bool complex = hip_version_older(opt_.hip_version, "6.0") && !complex_defined;
    half = half && !half_defined;
    std::string block;
    if (complex)
      block += default_define("hipBLAS before 2.0 (ROCm 6.0): its complex types are HIP's",
                              "ROCM_MATHLIBS_API_USE_HIP_COMPLEX");
    if (half)
      block += default_define("hipBLAS's half functions take __half (hipBLAS 0.54, ROCm 5.5, and later)",
                              "HIPBLAS_USE_HIP_HALF");
    out[hipblas_include_].insert(0, block);
  }

  // "// comment" and a #ifndef/#define/#endif block defining `macro` (a library's opt-in switch), written before the
  // library's include; runtime_include_offset() knows this shape from an include guard.
  static std::string default_define(std::string_view comment, std::string_view macro) {
    const std::string m(macro);
    return "// " + std::string(comment) + "\n#ifndef " + m + "\n#define " + m + "\n#endif\n";
  }

  // cuSOLVER takes cuBLAS's cublasFillMode_t, cublasOperation_t and cublasSideMode_t. hipSOLVER takes hipBLAS's
  // enums from ROCm 6.0 (hipSOLVER 2.0: hipsolverFillMode_t and the others are aliases of hipBLAS's, which
  // hipsolver.h declares), so HIPIFY's hipblasFillMode_t is right there. Before 6.0 hipSOLVER has enums of its own
  // (hipsolverFillMode_t, HIPSOLVER_FILL_MODE_LOWER, ...) and declares no hipBLAS ones: for an explicit target before
  // 6.0, a file that calls cuSOLVER and not cuBLAS gets hipSOLVER's names (which every release has: enums before 6.0,
  // aliases after; hipsolver_enum_name()); a file that also calls cuBLAS keeps hipBLAS's and gets
  // HIPSOLVER_USE_HIPBLAS_ENUMS defined before the hipSOLVER include: Debian's ROCm 5.x hipSOLVER then takes
  // hipBLAS's enums as 6.0 does (its opt-in forward-compatibility patch); upstream 5.x has no such switch, and there
  // hipBLAS's and hipSOLVER's enums stay distinct types (reported nowhere: both APIs are translated as named).
  static std::string_view hipsolver_enum_name(std::string_view cuda) {
    static constexpr std::pair<std::string_view, std::string_view> kNames[] = {
        {"cublasFillMode_t", "hipsolverFillMode_t"},         {"CUBLAS_FILL_MODE_UPPER", "HIPSOLVER_FILL_MODE_UPPER"},
        {"CUBLAS_FILL_MODE_LOWER", "HIPSOLVER_FILL_MODE_LOWER"}, {"cublasOperation_t", "hipsolverOperation_t"},
        {"CUBLAS_OP_N", "HIPSOLVER_OP_N"},                   {"CUBLAS_OP_T", "HIPSOLVER_OP_T"},
        {"CUBLAS_OP_C", "HIPSOLVER_OP_C"},                   {"cublasSideMode_t", "hipsolverSideMode_t"},
        {"CUBLAS_SIDE_LEFT", "HIPSOLVER_SIDE_LEFT"},         {"CUBLAS_SIDE_RIGHT", "HIPSOLVER_SIDE_RIGHT"},
    };
    return lookup(kNames, cuda);
  }

  void hipsolver_enum_switch(const std::vector<Token>& toks, std::vector<std::string>& out) {
    if (hipsolver_include_ == SIZE_MAX || solver_enums_ || !calls_blas_ || opt_.roc ||
        !hip_version_older(opt_.hip_version, "6.0"))
      return;
    for (const Token& t : toks)
      if (t.kind == TokenKind::Directive && t.text.find("HIPSOLVER_USE_HIPBLAS_ENUMS") != std::string_view::npos)
        return;  // already there (the user's own, or porting the output again)
    out[hipsolver_include_].insert(
        0, default_define("hipSOLVER before 2.0 (ROCm 6.0): take hipBLAS's enums, as 6.0 does (Debian's ROCm 5.x "
                          "packages)",
                          "HIPSOLVER_USE_HIPBLAS_ENUMS"));
  }

  // cublas_api.h includes cuComplex.h, cuda_fp16.h and cuda_bf16.h, so CUDA code that includes only cuBLAS may use
  // their types; hipblas.h does not provide them all (ROCm 5.5's declares no __half or __hip_bfloat16). After the
  // file's hipBLAS include, the HIP header of each of those types the file uses and does not include itself.
  void cublas_implicit_includes(const std::vector<Token>& toks, std::vector<std::string>& out) {
    if (hipblas_include_ == SIZE_MAX) return;
    struct Implied {
      std::string_view header;                     // the HIP header written
      std::initializer_list<std::string_view> includes;  // headers that provide the types (CUDA's or HIP's)
      std::initializer_list<std::string_view> types;     // identifiers (CUDA's or HIP's) that need it
      bool used = false, included = false;
    };
    Implied implied[] = {
        {"hip/hip_complex.h", {"cuComplex.h", "hip/hip_complex.h"},
         {"cuComplex", "cuFloatComplex", "cuDoubleComplex", "hipComplex", "hipFloatComplex", "hipDoubleComplex"}},
        {"hip/hip_fp16.h", {"cuda_fp16.h", "hip/hip_fp16.h"}, {"__half", "__half2", "half", "half2"}},
        {"hip/hip_bf16.h", {"cuda_bf16.h", "hip/hip_bf16.h"},
         {"__nv_bfloat16", "__nv_bfloat162", "nv_bfloat16", "nv_bfloat162", "__hip_bfloat16", "__hip_bfloat162"}},
    };
    for (const Token& t : toks) {
      if (t.kind == TokenKind::Identifier) {  // the types' names start with c, _, h or n: skip the rest cheaply
        char c = t.text[0];
        if (c != 'c' && c != '_' && c != 'h' && c != 'n') continue;
      } else if (t.kind != TokenKind::Directive) {
        continue;
      }
      for (Implied& im : implied) {
        if (t.kind == TokenKind::Identifier && !im.used)
          im.used = std::find(im.types.begin(), im.types.end(), t.text) != im.types.end();
        if (t.kind == TokenKind::Directive && !im.included && t.text.find("include") != std::string_view::npos)
          for (std::string_view h : im.includes)
            if (t.text.find(h) != std::string_view::npos) im.included = true;
      }
    }
    for (const Implied& im : implied)
      if (im.used && !im.included) out[hipblas_include_].append("\n#include <").append(im.header).append(">");
  }

  // The first token of code (not a comment, blank or directive), or toks.size() when there is none.
  static std::size_t first_code_token(const std::vector<Token>& toks) {
    std::size_t k = 0;
    while (k < toks.size() && (toks[k].is_trivia() || toks[k].kind == TokenKind::Directive)) ++k;
    return k;
  }

  // For the newest HIP: after the file's hipBLAS include (else before its first code line), HIP 7's hipBLAS 3.0
  // gets each *_v2 name the file uses defined to its plain name (HIPIFY writes the *_v2 names; 3.0 removed them).
  void hipblas_v2_compat(const std::vector<Token>& toks, std::vector<std::string>& out) {
    if (!opt_.hip_version.empty() || v2_used_.empty()) return;
    std::string block = "#if HIP_VERSION_MAJOR >= 7  // hipBLAS 3.0: the *_v2 API under the plain names\n";
    for (const std::string& name : v2_used_) {
      std::string plain = name;
      plain.erase(plain.find("_v2"), 3);
      block.append("#define ").append(name).append(" ").append(plain).append("\n");
    }
    block += "#endif";
    if (hipblas_include_ != SIZE_MAX) {
      out[hipblas_include_].append("\n").append(block);
    } else if (std::size_t k = first_code_token(toks); k < toks.size() && toks[k].column == 1) {
      out[k].insert(0, block + "\n");
    }
    v2_used_.clear();
  }

  // cuda_fp8.h's OCP formats: their types and interpretation enumerators (FNUZ in HIP's tables)
  static bool fp8_type_name(std::string_view cuda) {
    for (std::string_view n : {"__nv_fp8_e4m3", "__nv_fp8_e5m2", "__nv_fp8x2_e4m3", "__nv_fp8x2_e5m2", "__nv_fp8x4_e4m3",
                               "__nv_fp8x4_e5m2", "__NV_E4M3", "__NV_E5M2"})
      if (cuda == n) return true;
    return false;
  }

  static bool rand_ordering_name(std::string_view cuda) {
    return cuda.starts_with("CURAND_ORDERING_") || cuda == "curandOrdering" || cuda == "curandOrdering_t" ||
           cuda == "curandSetGeneratorOrdering";
  }

  // CUDA's data-only enums that HIP lacks (emulated_enums.h): the type or enumerator is renamed and the enum
  // defined once before the file's first code line. Members, other namespaces' names and a file that defines the
  // enum itself are left to the tables (reported as unsupported).
  bool emulated_enum(const std::vector<Token>& toks, std::size_t i, std::string& out) {
    const EmulatedEnum* e = find_emulated_enum(toks[i].text);
    if (!e || defines_emulated_enum_) return false;
    // one HIP has too: only for an explicit older target, and not for the roc* libraries (rocBLAS has its own modes)
    if (!e->hip_version.empty() && (opt_.roc || !hip_version_older(opt_.hip_version, e->hip_version))) return false;
    if (member_or_foreign(toks, prev_significant(toks, i))) return true;
    used_cuda_ = true;
    definitions_.insert(emulated_enum_definition(*e));
    const std::string name = emulated_enum_name(toks[i].text);
    const std::string of = toks[i].text == e->type ? std::string() : " of " + emulated_enum_name(e->type);
    emulate(toks[i], out, name,
            std::string(toks[i].text) + " has no HIP equivalent; " + name + of +
                ", an enum with CUDA's values, is defined in this file (" + std::string(e->hip_use) + ")");
    return true;
  }

  // Whether the file defines CUDA's result-info struct itself (CUDA's own headers do): no emulation there.
  bool defines_result_info(const std::vector<Token>& toks) {
    if (defines_result_info_ < 0) {
      defines_result_info_ = 0;
      for (std::size_t k = 0; k < toks.size() && defines_result_info_ == 0; ++k) {
        if (!(toks[k].is_identifier("cudaGraphExecUpdateResultInfo_st") ||
              toks[k].is_identifier("CUgraphExecUpdateResultInfo_st")))
          continue;
        std::size_t before = prev_significant(toks, k), after = next_significant(toks, k);
        defines_result_info_ = before != SIZE_MAX && toks[before].is_identifier("struct") && after < toks.size() &&
                               toks[after].is_punct("{");
      }
    }
    return defines_result_info_ == 1;
  }

  // The types the port defines for what HIP lacks (CUDA 12's cudaGraphExecUpdateResultInfo, signatures.h; rocSPARSE's
  // missing SpSV/SpSM descriptors), before the first line of code.
  void file_definitions(const std::vector<Token>& toks, std::vector<std::string>& out) {
    if (definitions_.empty()) return;
    std::string text;
    std::set<std::string_view> guards;
    for (const std::string& d : definitions_) append_definition(text, d, guards);
    definitions_.clear();
    std::size_t line = definitions_place(toks);
    if (line == toks.size()) {  // no code line (macros only) and no include guard: at the end
      if (out.empty()) return;
      if (!out.back().empty() && out.back().back() != '\n') out.back() += '\n';
      out.back() += text;
      return;
    }
    while (line > 0 && toks[line - 1].kind != TokenKind::Newline) --line;
    // for the host compiler (crosswarp emulate, which compiles the text after `#line 1 "FILE"`): the lines
    // after the definitions keep their numbers, so diagnostics name the source's lines
    if (opt_.for_host_compiler) text += "#line " + std::to_string(toks[line].line) + "\n";
    out[line].insert(0, text);
  }

  // Appends definition `d` to `text`, less its guarded blocks (#ifndef G ... #endif at the outermost level)
  // whose guard an earlier one had: a definition carries the helpers it calls (a template's cp.async needs
  // the shared window, a half form its conversions), and each is written once.
  static void append_definition(std::string& text, std::string_view d, std::set<std::string_view>& guards) {
    int depth = 0;
    bool skip = false;
    for (std::size_t at = 0; at < d.size();) {
      std::size_t eol = d.find('\n', at);
      eol = eol == std::string_view::npos ? d.size() : eol + 1;
      const std::string_view line = d.substr(at, eol - at);
      at = eol;
      if (depth == 0 && line.starts_with("#ifndef ")) {
        std::string_view guard = line.substr(8);
        while (!guard.empty() && (guard.back() == '\n' || guard.back() == ' ')) guard.remove_suffix(1);
        skip = !guards.insert(guard).second;
      }
      if (line.starts_with("#if")) ++depth;
      if (line.starts_with("#endif") && depth > 0) --depth;
      if (!skip) text.append(line);
      if (depth == 0) skip = false;
    }
  }

  // Where file_definitions writes: before the first code line, or, when that line is inside preprocessor
  // conditionals (`#if defined(_WIN32)`, `#ifdef __cplusplus` around `extern "C" {`), before the outermost of them,
  // so the definitions are compiled whatever it decides. An include guard (#ifndef X then #define X) does not count.
  // A file with no code line (macros whose bodies name what is defined) gets them before its guard's #endif, else at
  // its end (toks.size()).
  static std::size_t definitions_place(const std::vector<Token>& toks) {
    const std::size_t first = first_code_token(toks);
    struct Open {
      std::size_t at;          // the #if's token
      std::string macro;       // an #ifndef's (#if !defined's) macro
      bool guard;              // an #ifndef whose next directive #defines its macro
    };
    std::vector<Open> open;
    std::size_t previous = SIZE_MAX;   // the previous directive
    std::size_t guard_end = SIZE_MAX;  // the #endif of an include guard
    for (std::size_t k = 0; k < first; ++k) {
      if (toks[k].kind != TokenKind::Directive) continue;
      const std::string_view kw = keyword(toks[k]);
      if (kw == "define" && !open.empty() && open.back().at == previous && !open.back().macro.empty() &&
          macro_name(toks[k]) == open.back().macro)
        open.back().guard = true;
      if (kw == "if" || kw == "ifdef" || kw == "ifndef")
        open.push_back({k, kw == "ifndef" ? std::string(macro_name(toks[k]))
                           : kw == "if"   ? not_defined_macro(toks[k])
                                          : std::string(),
                        false});
      else if (kw == "endif" && !open.empty()) {
        if (open.size() == 1 && open.back().guard) guard_end = k;
        open.pop_back();
      }
      previous = k;
    }
    for (const Open& o : open)
      if (!o.guard) return o.at;
    return first == toks.size() && guard_end != SIZE_MAX ? guard_end : first;
  }

  // X of `#if !defined(X)` or `#if !defined X` (CUDA's headers' include guards), or "".
  static std::string not_defined_macro(const Token& t) {
    std::string_view s = t.text;
    std::size_t k = s.find("if");
    if (k == std::string_view::npos) return {};
    std::string rest;
    for (char c : s.substr(k + 2))
      if (c != ' ' && c != '\t') rest += c;
    std::string_view r(rest);
    if (!r.starts_with("!defined")) return {};
    r.remove_prefix(8);
    const bool paren = r.starts_with("(");
    if (paren) r.remove_prefix(1);
    const std::size_t e = identifier_end(r, 0);
    if (e == 0 || r.substr(e) != (paren ? ")" : "")) return {};
    return std::string(r.substr(0, e));
  }

  // The identifier after a directive's keyword (#ifndef NAME, #define NAME ...), or "".
  static std::string_view macro_name(const Token& t) {
    std::string_view s = t.text;
    std::size_t k = s.find_first_not_of(" \t", s.empty() || s[0] != '#' ? 0 : 1);
    if (k == std::string_view::npos) return {};
    k = s.find_first_not_of(" \t", identifier_end(s, k));  // after the keyword
    if (k == std::string_view::npos) return {};
    return s.substr(k, identifier_end(s, k) - k);
  }

  // `prop.field` / `p->field` of a cudaDeviceProp field HIP 5.7 lacks, for a HIP older than 6.0 (device_prop.h).
  void device_prop_member(const std::vector<Token>& toks, std::size_t i, std::string& out) {
    std::string_view hip57;
    if (!hip_version_older(opt_.hip_version, "6.0") || !device_prop_missing_in_hip57(toks[i].text, hip57)) return;
    std::size_t prev = prev_significant(toks, i);
    if (prev == SIZE_MAX || !(toks[prev].is_punct(".") || toks[prev].is_punct("->"))) return;
    if (!hip57.empty()) {
      out = std::string(hip57);
      ++res_.replacements;
      return;
    }
    report(toks[i], "unsupported-api", Severity::Warning,
           "cudaDeviceProp::" + std::string(toks[i].text) + " is not in HIP " + opt_.hip_version + "'s hipDeviceProp_t",
           toks[i].text, ApiStatus::Unsupported);
  }

  // HIP 7.13's <hip/cooperative_groups/hip_reduce.h> declares cooperative_groups::reduce and its operators (HIP's
  // CHANGELOG, "HIP 7.13 for ROCm 7.13"; HIP's cooperative groups reference: "Defined in cooperative_groups/hip_reduce.h").
  // Only for an explicit --hip-version: without one the emulation, which compiles on every HIP, is written.
  bool native_cg_reduce() const {
    return !opt_.hip_version.empty() && !hip_version_older(opt_.hip_version, "7.13");
  }

  // <cooperative_groups/reduce.h>'s names, emulated (cg_reduce.h) or reported.
  void cg_reduce(const std::vector<Token>& toks, std::vector<std::string>& out) {
    CgReduceResult r = emulate_cg_reduce(toks, out, native_cg_reduce());
    for (std::size_t i : r.emulated) {
      ++res_.replacements;
      report(toks[i], "emulated-api", Severity::Note,
             "cooperative_groups::" + std::string(toks[i].text) + " (HIP has it from 7.13, --hip-version " + opt_.hip_version + ") emulated in place with " +
                 (toks[i].text == "reduce" ? "a shfl_down tree and a shfl broadcast" : "a lambda"),
             toks[i].text, ApiStatus::Supported);
    }
    for (std::size_t i : r.unsupported)
      report(toks[i], "unsupported-api", Severity::Warning,
             "cooperative_groups::" + std::string(toks[i].text) + " has no HIP equivalent" +
                 (toks[i].text.find("partition") == std::string_view::npos && !native_cg_reduce()
                      ? " (only reduce(group, value, op) and op<T>() of <cooperative_groups/reduce.h> are emulated)"
                      : ""),
             toks[i].text, ApiStatus::Unsupported);
  }

  // in_device_function (launch.h) of a top-level token, from one pass over the file done when first asked.
  bool in_device_code(const std::vector<Token>& toks, std::size_t i) {
    if (device_tokens_.size() != toks.size()) device_tokens_ = device_function_tokens(toks);
    return device_tokens_[i];
  }

  bool rewritten_ptx(const std::vector<Token>& toks, std::size_t i) {
    PtxRegisterRead r;
    WrittenPtx w;
    return ptx_register_read(toks, i, r) || ptx_cpp(toks, i, w) || macro_ptx_cpp(toks, i, w);
  }

  // An asm statement written in C++: what replaces toks [i, close], the note, and the definitions it calls.
  struct WrittenPtx {
    std::size_t close = 0;
    std::string hip, note;
    std::vector<std::string> definitions;
  };

  // The asm statement at toks[i] as C++, when it is one of the forms inline_ptx.h names (not a register
  // read).
  static bool ptx_cpp(const std::vector<Token>& toks, std::size_t i, WrittenPtx& w) {
    PtxGlobalAccess access;
    if (ptx_global_access(toks, i, access) || ptx_atomic(toks, i, access) ||
        ptx_async_copy(toks, i, access) || ptx_mbarrier(toks, i, access)) {
      w.close = access.close;
      w.hip = std::move(access.hip);
      w.note = "inline PTX \"" + access.instruction + "\" replaced by " + access.what;
      w.definitions = std::move(access.definitions);
      return true;
    }
    PtxAlu alu;
    if (!ptx_alu(toks, i, alu)) return false;
    w.close = alu.close;
    w.hip = std::move(alu.hip);
    w.note =
        "inline PTX \"" + alu.instruction + "\" replaced by " +
        (alu.function.empty()     ? std::string("the same in C++")
         : alu.definition.empty() ? "HIP's " + alu.function
                                  : alu.function + ", which computes it in C++ (defined in the file)") +
        (alu.approximate ? " (the same math: the instruction is approximate, and results may differ from "
                           "it in the last bits)"
                         : "") +
        (alu.departure.empty() ? ""
                               : " (as an NVIDIA H100 computes it, which departs from the PTX ISA's text: " +
                                     alu.departure + ")");
    if (!alu.definition.empty()) w.definitions.push_back(std::move(alu.definition));
    return true;
  }

  // An asm statement whose template is built with a string-literal macro of the file, or whose operands'
  // constraints come from a constraint macro (ptx_macros):
  //   asm volatile(LD_NC_FUNC ".u8 %0, [%1];" : "=h"(ret) : "l"(ptr));
  //   asm("ld.global.cg.u64 %0, [%1];" : "=l"(res) : PTR_CONSTRAINT(addr));
  // written in C++ for each definition of the macro (one macro per statement). One definition, or C++ the
  // same for all: that C++. Otherwise the definitions must fill every branch of one #if group (an #else
  // last), and the statement becomes the same group around each branch's C++, so the build picks what it
  // picked for the macro. `out`, when given, is the translation so far: the group's directives are written as
  // translated (a CUDA macro in the condition renamed as it is at the #define).
  bool macro_ptx_cpp(const std::vector<Token>& toks, std::size_t i, WrittenPtx& w,
                     const std::vector<std::string>* out = nullptr) {
    if (!ptx_macros_) ptx_macros_ = ptx_macros(toks);
    if (ptx_macros_->macros.empty()) return false;
    std::size_t k = next_significant(toks, i);
    while (k < toks.size() && (toks[k].is_identifier("volatile") || toks[k].is_identifier("__volatile__")))
      k = next_significant(toks, k);
    if (k >= toks.size() || !toks[k].is_punct("(")) return false;
    std::vector<std::size_t> uses;  // the macro's tokens: in the template, or starting an operand
    for (k = next_significant(toks, k); k < toks.size() && toks[k].kind != TokenKind::Punct;
         k = next_significant(toks, k)) {
      if (toks[k].kind == TokenKind::String) continue;
      if (toks[k].kind != TokenKind::Identifier || (!uses.empty() && toks[k].text != toks[uses[0]].text))
        return false;
      uses.push_back(k);
    }
    const bool in_template = !uses.empty();
    for (int depth = 0; k < toks.size(); k = next_significant(toks, k)) {
      if (toks[k].is_punct("(") || toks[k].is_punct("[") || toks[k].is_punct("{")) {
        ++depth;
      } else if (toks[k].is_punct(")") || toks[k].is_punct("]") || toks[k].is_punct("}")) {
        if (depth-- == 0) break;
      } else if (depth == 0 && toks[k].kind == TokenKind::Identifier) {
        // NAME(expr) in an operand list (anything else there is not an operand)
        if (!uses.empty() && toks[k].text != toks[uses[0]].text) return false;
        const std::size_t n = next_significant(toks, k);
        if (n >= toks.size() || !toks[n].is_punct("(")) return false;
        uses.push_back(k);
      }
    }
    if (uses.empty()) return false;
    const PtxMacros::Macro* macro = ptx_macros_->find(toks[uses[0]].text);
    if (!macro || toks[i].offset > macro->undefined_at || macro->constraint == in_template) return false;
    const std::vector<PtxMacroDefinition>* defs = &macro->definitions;
    const std::size_t group = (*defs)[0].group;
    if (defs->size() > 1) {
      if (group == SIZE_MAX || ptx_macros_->groups[group].size() != defs->size() + 1 ||
          directive_name(*ptx_macros_->groups[group][defs->size() - 1]) != "else")
        return false;
      for (std::size_t d = 0; d < defs->size(); ++d)
        if ((*defs)[d].group != group || (*defs)[d].branch != d) return false;
    }
    if (variant_toks_.size() != toks.size()) variant_toks_ = toks;
    std::vector<WrittenPtx> variants(defs->size());
    for (std::size_t d = 0; d < defs->size(); ++d) {
      for (std::size_t u : uses) variant_toks_[u] = (*defs)[d].literal;
      const bool written = ptx_cpp(variant_toks_, i, variants[d]);
      for (std::size_t u : uses) variant_toks_[u] = toks[u];
      if (!written) return false;
    }
    const std::string name(toks[uses[0]].text);
    bool same = true;
    for (const WrittenPtx& v : variants) same = same && v.hip == variants[0].hip;
    w = variants[0];
    if (same) {
      const std::string built = macro->constraint ? " (an operand's constraint given by " + name
                                                  : " (the template built with " + name;
      w.note += built + (defs->size() == 1 ? ")"
                                           : ", the same C++ for each of its " +
                                                 std::to_string(defs->size()) + " definitions)");
      return true;
    }
    // the group's directives around each branch's C++; the statement's ';' follows the #endif
    const std::vector<const Token*>& g = ptx_macros_->groups[group];
    w.hip = "\n";
    w.note = "inline PTX built with " + name +
             " replaced, in each branch of the #if that defines it, by its C++: ";
    for (std::size_t d = 0; d < variants.size(); ++d) {
      const std::size_t at = static_cast<std::size_t>(g[d] - toks.data());
      w.hip +=
          (out && at < out->size() ? (*out)[at] : std::string(g[d]->text)) + "\n" + variants[d].hip + "\n";
      w.note += (d ? "; " : "") + variants[d].note.substr(variants[d].note.find('"'));
      for (std::string& def : variants[d].definitions)
        if (std::find(w.definitions.begin(), w.definitions.end(), def) == w.definitions.end())
          w.definitions.push_back(std::move(def));
    }
    w.hip += "#endif\n";
    return true;
  }

  // Clears out[first..last], a construct written again as one piece at `first`. For the host compiler (crosswarp
  // emulate) out[first] keeps the construct's line breaks, to follow what replaces it, so the lines after keep
  // their numbers in diagnostics; ported code is left without them.
  void clear_tokens(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t first,
                    std::size_t last) {
    std::size_t breaks = 0;
    for (std::size_t k = first; k <= last; ++k) {
      if (opt_.for_host_compiler)
        breaks += static_cast<std::size_t>(std::count(toks[k].text.begin(), toks[k].text.end(), '\n'));
      out[k].clear();
    }
    out[first].assign(breaks, '\n');
  }

  // Inline PTX the port writes in C++ (inline_ptx.h): one cache-hinted global load or store -> the same
  // access, a move of a special register into a variable -> an assignment, one integer instruction -> an
  // assignment of HIP's intrinsic or of a function defined in the file; and so on. Wherever it is: the forms
  // are PTX's syntax, which no host asm has, so a device function the port cannot tell from a host one
  // (declared through a macro of another header: CUTLASS_DEVICE) is no reason to leave them.
  void ptx_rewrites(const std::vector<Token>& toks, std::vector<std::string>& out, const std::vector<bool>& excluded) {
    for (std::size_t i = 0; i < toks.size(); ++i) {
      if (excluded[i] || !asm_keyword(toks[i])) continue;  // the parsers below need not be tried elsewhere
      WrittenPtx w;
      if (ptx_cpp(toks, i, w) || macro_ptx_cpp(toks, i, w, &out)) {
        clear_tokens(toks, out, i, w.close);
        out[i] = std::move(w.hip) + out[i];
        for (std::string& d : w.definitions) definitions_.insert(std::move(d));
        asm_rewritten(toks, i, w.close);
        ++res_.replacements;
        report(toks[i], "emulated-api", Severity::Note, std::move(w.note), toks[i].text,
               ApiStatus::Supported);
        i = w.close;
        continue;
      }
      PtxRegisterRead r;
      if (!ptx_register_read(toks, i, r)) continue;
      bool single = next_significant(toks, r.lvalue_begin - 1) == prev_significant(toks, r.lvalue_end);
      std::string lvalue;
      for (std::size_t k = r.lvalue_begin; k < r.lvalue_end; ++k) lvalue += out[k];
      while (!lvalue.empty() && (lvalue.back() == ' ' || lvalue.back() == '\t')) lvalue.pop_back();
      while (!lvalue.empty() && (lvalue.front() == ' ' || lvalue.front() == '\t')) lvalue.erase(lvalue.begin());
      clear_tokens(toks, out, i, r.close);
      out[i] = (single ? lvalue : "(" + lvalue + ")") + " = " + r.hip + out[i];
      asm_rewritten(toks, i, r.close);
      ++res_.replacements;
      report(
          toks[i], "emulated-api", Severity::Note,
          "inline PTX reading %" + r.reg + " replaced by " + r.hip +
              (r.reg == "laneid" ? " (the lane in the wavefront: 0 .. warpSize - 1, 63 on 64-wide AMD GPUs)"
               : r.reg == "warpid"
                   ? " (the wavefront's index in the block: unique among its wavefronts and the "
                     "same for their lanes, as PTX promises; 64-lane wavefronts make half as "
                     "many ids as 32-lane warps)"
               : r.reg == "smid" ? " (HIP's compute unit and shader engine id, which like %smid may change "
                                   "over time and need not be contiguous)"
                                 : ""),
          toks[i].text, ApiStatus::Supported);
      if (r.reg.starts_with("lanemask") && !r.wide)
        report(toks[r.lvalue_begin], "lane-mask-width", Severity::Warning,
               "%" + r.reg + " is a 32-bit register in PTX, read into a 32-bit operand: on a 64-lane wavefront the "
               "mask has 64 bits and lanes 32-63 are lost (widen the variable to unsigned long long)",
               r.reg, ApiStatus::Supported);
      i = r.close;
    }
  }

  // Group shuffles of any trivially copyable type (cg_shuffle.h): HIP's take only integers and floats.
  void cg_shuffles(const std::vector<Token>& toks, std::vector<std::string>& out, const std::vector<bool>& excluded) {
    for (std::size_t i : emulate_cg_shuffles(toks, out, excluded)) {
      ++res_.replacements;
      report(toks[i], "emulated-api", Severity::Note,
             "cooperative_groups " + std::string(toks[i].text) +
                 ": HIP's group shuffles take only integer and floating-point values; called through a lambda that "
                 "shuffles any other type 32 bits at a time, as CUDA does",
             toks[i].text, ApiStatus::Supported);
    }
  }

  // The name of the call whose argument list holds toks[i] ("" outside any call).
  static std::string_view enclosing_call(const std::vector<Token>& toks, std::size_t i) {
    const std::size_t open = enclosing_parenthesis(toks, i);
    if (open == SIZE_MAX) return {};
    const std::size_t p = prev_significant(toks, open);
    return p != SIZE_MAX && toks[p].kind == TokenKind::Identifier ? toks[p].text : std::string_view();
  }
  // The "(" whose list holds toks[i] within its statement (not inside brackets), or SIZE_MAX.
  static std::size_t enclosing_parenthesis(const std::vector<Token>& toks, std::size_t i) {
    int depth = 0;
    for (std::size_t k = i; k-- > 0;) {
      const Token& t = toks[k];
      if (t.is_punct(")") || t.is_punct("]")) {
        ++depth;
      } else if (t.is_punct("(")) {
        if (depth == 0) return k;
        --depth;
      } else if (t.is_punct("[")) {
        if (depth-- == 0) return SIZE_MAX;
      } else if (depth == 0 && (t.is_punct(";") || t.is_punct("{") || t.is_punct("}"))) {
        return SIZE_MAX;
      }
    }
    return SIZE_MAX;
  }

  // "auto tile = cg::tiled_partition<32>(block);": HIP 5.7's thread_block_tile<32, ParentT> (what
  // tiled_partition<N> returns for a typed parent) inherits thread_rank() and size() from two bases, so
  // tile.thread_rank() is ambiguous; the parent-less thread_block_tile<32> (CUDA converts to it too) is not.
  // The declaration's `auto` becomes cg::thread_block_tile<32>.
  void typed_tile(const std::vector<Token>& toks, std::size_t i) {
    std::size_t lt = next_significant(toks, i);
    if (lt >= toks.size() || !toks[lt].is_punct("<")) return;
    std::size_t size = next_significant(toks, lt), gt = next_significant(toks, size);
    if (gt >= toks.size() || toks[size].kind != TokenKind::Number || !toks[gt].is_punct(">")) return;
    std::size_t k = prev_significant(toks, i);
    std::string qualifier;
    if (k != SIZE_MAX && toks[k].is_punct("::")) {
      std::size_t ns = prev_significant(toks, k);
      if (ns == SIZE_MAX || toks[ns].kind != TokenKind::Identifier) return;
      qualifier = std::string(toks[ns].text) + "::";
      k = prev_significant(toks, ns);
    }
    if (k == SIZE_MAX || !toks[k].is_punct("=")) return;
    std::size_t name = prev_significant(toks, k);
    if (name == SIZE_MAX || toks[name].kind != TokenKind::Identifier) return;
    std::size_t type = prev_significant(toks, name);
    if (type == SIZE_MAX || !toks[type].is_identifier("auto")) return;
    tile_types_.emplace_back(type, qualifier + "thread_block_tile<" + std::string(toks[size].text) + ">");
    report(toks[type], "typed-tile", Severity::Note,
           "auto -> " + tile_types_.back().second + " (HIP's parent-typed tile has ambiguous members)", "tiled_partition",
           ApiStatus::Supported);
  }

  // A component-wise operator* or operator/ of two CUDA vectors, as helper_math.h defines them:
  //   inline __host__ __device__ float2 operator*(float2 a, float2 b) { return make_float2(a.x * b.x, a.y * b.y); }
  // HIP's vector types define exactly these (friend operator* and operator/ of HIP_vector_type), so a second
  // definition makes every a * b ambiguous. Only the component-wise body (the meaning HIP's has) is removed.
  void vector_operator(const std::vector<Token>& toks, std::size_t i) {
    std::vector<std::size_t> sig;  // significant tokens from `operator` to the end of the body
    for (std::size_t k = i; k < toks.size() && sig.size() < 64; ++k) {
      if (toks[k].kind == TokenKind::Directive) return;
      if (toks[k].is_trivia()) continue;
      sig.push_back(k);
      if (toks[k].is_punct("}")) break;
    }
    auto at = [&](std::size_t n) -> const Token& { return toks[sig[n]]; };
    if (sig.size() < 10 || !(at(1).is_punct("*") || at(1).is_punct("/")) || !at(2).is_punct("(")) return;
    std::string_view op = at(1).text;
    // (T a, T b): by value, optionally const
    std::size_t n = 3;
    std::string_view type, names[2];
    for (int p = 0; p < 2; ++p) {
      if (n < sig.size() && at(n).is_identifier("const")) ++n;
      if (n + 2 >= sig.size() || at(n).kind != TokenKind::Identifier || at(n + 1).kind != TokenKind::Identifier) return;
      if (p == 1 && at(n).text != type) return;
      type = at(n).text;
      names[p] = at(n + 1).text;
      n += 2;
      if (!at(n).is_punct(p == 0 ? "," : ")")) return;
      ++n;
    }
    int width = vector_width(type);
    if (width == 0 || names[0] == names[1]) return;
    // { return make_T(a.x OP b.x, ...); }
    constexpr std::string_view kComp[] = {"x", "y", "z", "w"};
    if (n + 4 >= sig.size() || !at(n).is_punct("{") || !at(n + 1).is_identifier("return") ||
        at(n + 2).text != "make_" + std::string(type) || !at(n + 3).is_punct("("))
      return;
    n += 4;
    for (int c = 0; c < width; ++c) {
      if (n + 7 >= sig.size() || !at(n).is_identifier(names[0]) || !at(n + 1).is_punct(".") ||
          !at(n + 2).is_identifier(kComp[c]) || !at(n + 3).is_punct(op) || !at(n + 4).is_identifier(names[1]) ||
          !at(n + 5).is_punct(".") || !at(n + 6).is_identifier(kComp[c]) || !at(n + 7).is_punct(c + 1 < width ? "," : ")"))
        return;
      n += 8;
    }
    if (n + 1 >= sig.size() || !at(n).is_punct(";") || !at(n + 1).is_punct("}")) return;
    // the declaration's start: the return type T and its specifiers
    std::size_t first = prev_significant(toks, i);
    if (first == SIZE_MAX || !toks[first].is_identifier(type)) return;
    for (std::size_t k = prev_significant(toks, first); k != SIZE_MAX; k = prev_significant(toks, k)) {
      std::string_view w = toks[k].text;
      if (toks[k].kind != TokenKind::Identifier ||
          !(w == "inline" || w == "static" || w == "__host__" || w == "__device__" || w == "__forceinline__" ||
            w == "constexpr"))
        break;
      first = k;
    }
    std::string what = "operator" + std::string(op) + "(" + std::string(type) + ", " + std::string(type) + ")";
    own_operators_.emplace_back(first, sig[n + 1], "/* " + what + ": HIP's vector types define it (component-wise) */");
    report(toks[i], "hip-defines-operator", Severity::Note,
           what + " removed: HIP's vector types define the same component-wise operator (a second one is ambiguous)",
           type, ApiStatus::Supported);
  }

  // The component count of a CUDA vector type name (float2 -> 2), 0 for other names.
  static int vector_width(std::string_view type) {
    if (type.empty() || type.back() < '1' || type.back() > '4') return 0;
    std::string_view base = type.substr(0, type.size() - 1);
    constexpr std::string_view kBases[] = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
                                           "longlong", "ulonglong", "float", "double"};
    for (std::string_view b : kBases)
      if (b == base) return type.back() - '0';
    return 0;
  }

  // HIP's surface read/write functions without CUDA's trailing boundaryMode parameter (all but surf1Dread).
  static bool surface_call_without_boundary_mode(std::string_view call) {
    if (!call.starts_with("surf") || call == "surf1Dread") return false;
    return call.ends_with("write") || call.ends_with("read");
  }

  // CUDA's library data types: hipBLAS' own (default, as HIPIFY) or HIP's (--use-hip-data-types). An argument
  // of a hipSPARSE, hipFFT, hipRAND, hipSOLVER or HIP runtime call is always HIP's hipDataType (those APIs take
  // no hipblasDatatype_t): cusparseCreateCsr(..., CUDA_R_32F) -> HIP_R_32F even without the option.
  std::string_view data_type_name(const std::vector<Token>& toks, std::size_t i, std::string_view hip) {
    if (!cuda_data_type(toks[i].text)) return hip;  // most names: no call to look for
    if (sparse_data_type_context(toks, i))
      return opt_.roc && !opt_.use_hip_data_types ? rocsparse_datatype_name(toks[i].text, hip) : hip;
    ApiMatch call = find_api(enclosing_call(toks, i));
    if (call.entry && call.library != Library::Blas && call.library != Library::Dnn) return hip;
    return data_type_name(toks[i].text, hip);
  }

  // Whether the name after toks[p] is a member (x.name, p->name) or someone else's x::name (::name is the global
  // namespace's, so ours).
  static bool member_or_foreign(const std::vector<Token>& toks, std::size_t p) {
    if (p == SIZE_MAX) return false;
    if (toks[p].is_punct(".") || toks[p].is_punct("->")) return true;
    if (!toks[p].is_punct("::")) return false;
    const std::size_t q = prev_significant(toks, p);
    return q != SIZE_MAX && toks[q].kind == TokenKind::Identifier;
  }

  // Whether toks[p], the token before a name, makes it a member or a qualified name (`.`, `->`, `::`): someone
  // else's, not CUDA's global one.
  static bool member_or_qualified(const std::vector<Token>& toks, std::size_t p) {
    return p != SIZE_MAX && (toks[p].is_punct(".") || toks[p].is_punct("->") || toks[p].is_punct("::"));
  }

  // Whether toks[k] names a function being declared or defined ("unsigned umin(unsigned a, unsigned b)"): it
  // follows a type (an identifier that is not a statement keyword, or * and &) and precedes "(".
  // A function declarator (function_declarator()) whose first parameter is declared as one: "void", "()", a type
  // and a name ("cublasHandle_t handle", "const float* A", "float* const A[]"). Not "#define S f(d, h)" or
  // "T x(a, b)", whose parentheses hold expressions.
  static bool declares_parameters(const std::vector<Token>& toks, std::size_t k) {
    if (!function_declarator(toks, k)) return false;
    std::size_t j = next_significant(toks, next_significant(toks, k));  // after the '('
    if (j >= toks.size() || toks[j].is_punct(")") || (toks[j].is_identifier("void") &&
                                                      next_significant(toks, j) < toks.size() &&
                                                      toks[next_significant(toks, j)].is_punct(")")))
      return true;
    // within the first parameter: a name after a name or after '*'/'&' (a type, then the declared name)
    bool name_seen = false, pointer_after_name = false;
    for (int depth = 0; j < toks.size(); j = next_significant(toks, j)) {
      const Token& u = toks[j];
      if (u.is_punct("(") || u.is_punct("[") || u.is_punct("<")) ++depth;
      if (u.is_punct(")") || u.is_punct("]") || u.is_punct(">")) {
        if (depth == 0) break;
        --depth;
      }
      if (depth == 0 && u.is_punct(",")) break;
      if (depth > 0) continue;
      if (u.kind == TokenKind::Identifier) {
        if (name_seen && (pointer_after_name || toks[prev_significant(toks, j)].kind == TokenKind::Identifier))
          return true;
        name_seen = true;
      } else if (name_seen && (u.is_punct("*") || u.is_punct("&") || u.is_punct("&&"))) {
        pointer_after_name = true;
      }
    }
    return false;
  }

  static bool function_declarator(const std::vector<Token>& toks, std::size_t k) {
    std::size_t p = prev_significant(toks, k), n = next_significant(toks, k);
    if (p == SIZE_MAX || n >= toks.size() || !toks[n].is_punct("(")) return false;
    const Token& before = toks[p];
    auto keyword_before_expression = [](const Token& t) {
      for (std::string_view kw : {"return", "case", "else", "do", "throw", "co_return", "co_yield", "sizeof"})
        if (t.is_identifier(kw)) return true;
      return false;
    };
    if (before.is_punct("*") || before.is_punct("&") || before.is_punct("&&")) {
      // "T* f(" declares f; "x = a * f(" multiplies: what stands before the '*' decides. A type ends in a name
      // or a template's '>'; a value in ')', ']' or a literal. Before a type's name come specifiers, a statement's
      // start or "public:"; before a value's name, an operator, '(' or ','.
      const std::size_t q = prev_significant(toks, p);
      if (q == SIZE_MAX) return true;
      const Token& type_end = toks[q];
      if (type_end.is_punct(">")) return true;
      if (type_end.kind != TokenKind::Identifier || keyword_before_expression(type_end)) return false;
      const std::size_t qq = prev_significant(toks, q);
      if (qq == SIZE_MAX) return true;
      const Token& lead = toks[qq];
      if (lead.kind == TokenKind::Identifier) return !keyword_before_expression(lead);
      if (lead.is_punct(":")) {  // "public: T* f(" declares; "c ? a : b * f(" and "case 1: a * f(" do not
        const std::size_t access = prev_significant(toks, qq);
        return access != SIZE_MAX && (toks[access].is_identifier("public") || toks[access].is_identifier("private") ||
                                      toks[access].is_identifier("protected"));
      }
      return lead.is_punct(";") || lead.is_punct("{") || lead.is_punct("}") || lead.is_punct("::") ||
             lead.is_punct(">") || lead.kind == TokenKind::Directive;
    }
    if (before.kind != TokenKind::Identifier) return false;
    return !keyword_before_expression(before);
  }

  // Whether the file declares a function `name` of its own in the global namespace (outside every brace), whose
  // unqualified calls are then its own.
  static bool declares_global_function(const std::vector<Token>& toks, std::string_view name) {
    int depth = 0;
    for (std::size_t k = 0; k < toks.size(); ++k) {
      if (toks[k].is_punct("{")) ++depth;
      if (toks[k].is_punct("}")) --depth;
      if (depth == 0 && toks[k].is_identifier(name) && function_declarator(toks, k)) return true;
    }
    return false;
  }

  // A data type passed to a cuSPARSE call, or (in a file that calls cuSPARSE and not cuBLAS) a variable that holds
  // one: hipSPARSE takes HIP's hipDataType in every release, rocSPARSE (--roc) its own rocsparse_datatype
  bool sparse_data_type_context(const std::vector<Token>& toks, std::size_t i) {
    ApiMatch call = find_api(enclosing_call(toks, i));
    return call.entry ? call.library == Library::Sparse : calls_sparse_ && !calls_blas_;
  }
  bool rocsparse_data_type_context(const std::vector<Token>& toks, std::size_t i) {
    return opt_.roc && !opt_.use_hip_data_types && sparse_data_type_context(toks, i);
  }

  // CUDA_R_32F -> rocsparse_datatype_f32_r: rocSPARSE's data types (rocsparse-types.h of ROCm 5.5 has these 8); ""
  // for a data type rocSPARSE lacks (reported), `hip` for any other name.
  std::string_view rocsparse_datatype_name(std::string_view cuda, std::string_view hip) {
    if (hip.empty()) return hip;
    if (cuda_data_type_type(cuda)) return cuda == "cudaDataType_t" ? "rocsparse_datatype_" : "rocsparse_datatype";
    static constexpr std::string_view kTypes[] = {"CUDA_R_32F", "CUDA_R_64F", "CUDA_C_32F", "CUDA_C_64F",
                                                  "CUDA_R_8I",  "CUDA_R_8U",  "CUDA_R_32I", "CUDA_R_32U"};
    if (std::find(std::begin(kTypes), std::end(kTypes), cuda) == std::end(kTypes))
      return cuda.starts_with("CUDA_R_") || cuda.starts_with("CUDA_C_") ? std::string_view() : hip;
    std::string_view roc = rocblas_datatype_value(cuda);  // the same suffixes
    scratch_ = "rocsparse_datatype_" + std::string(roc.substr(std::string_view("rocblas_datatype_").size()));
    return scratch_;
  }

  // --roc: cuBLAS, cuSPARSE, cuRAND and cuSOLVER are translated to rocBLAS, rocSPARSE, rocRAND and rocSOLVER (the
  // tables' roc column).
  bool roc_library(Library library) const {
    return opt_.roc && (library == Library::Blas || library == Library::Sparse || library == Library::Rand ||
                        library == Library::Solver);
  }
  static const char* hip_library_name(Library library) {
    return library == Library::Blas     ? "hipBLAS"
           : library == Library::Sparse ? "hipSPARSE"
           : library == Library::Solver ? "hipSOLVER"
                                        : "hipRAND";
  }
  static const char* roc_name(Library library) {
    return library == Library::Blas     ? " in rocBLAS"
           : library == Library::Sparse ? " in rocSPARSE"
           : library == Library::Solver ? " in rocSOLVER"
                                        : " in rocRAND";
  }

  // A BLAS data type: --roc gives rocBLAS' rocblas_datatype (rocBLAS never took hipDataType); hipBLAS took its own
  // hipblasDatatype_t until hipBLAS 2.0 (ROCm 6.0) added the _v2 functions taking hipDataType (which the calls are
  // translated to there, tables.h) and hipBLAS 3.0 (ROCm 7.0) gave them the plain names, so HIP's hipDataType is
  // the answer for the newest HIP (no --hip-version) and from 6.0 on.
  // cudaDataType, its enum tag or cuBLAS's typedef of it
  static bool cuda_data_type_type(std::string_view cuda) {
    return cuda == "cudaDataType" || cuda == "cudaDataType_t" || cuda == "cublasDataType_t";
  }
  // that type or one of its values
  static bool cuda_data_type(std::string_view cuda) {
    return cuda_data_type_type(cuda) || cuda.starts_with("CUDA_R_") || cuda.starts_with("CUDA_C_");
  }

  std::string_view data_type_name(std::string_view cuda, std::string_view hip) {
    if (opt_.use_hip_data_types || hip.empty() || !cuda_data_type(cuda)) return hip;
    bool type = cuda_data_type_type(cuda);
    if (opt_.roc) {
      // cudaDataType_t is library_types.h's enum tag (typedef enum cudaDataType_t {...} cudaDataType): tag to tag,
      // so `enum cudaDataType_t t;` stays valid C++ as `enum rocblas_datatype_ t;` (rocblas-types.h's tag)
      if (type) return cuda == "cudaDataType_t" ? "rocblas_datatype_" : "rocblas_datatype";
      return rocblas_datatype_value(cuda);  // "" where rocBLAS has none: reported
    }
    if (!hip_version_older(opt_.hip_version, "6.0")) return hip;  // "" (the newest) included
    if (type) return "hipblasDatatype_t";
    // hipblasDatatype_t has the data types rocBLAS has (hipblas.h of ROCm 5.5), bfloat16 spelled 16B
    if (rocblas_datatype_value(cuda).empty()) return {};
    scratch_ = "HIPBLAS_" + std::string(cuda.substr(5));
    if (scratch_.ends_with("16BF")) scratch_.pop_back();
    return scratch_;
  }

  // cuBLAS's trmm (cublas<t>trmm[_v2]) is out of place (C, ldc); rocBLAS's rocblas_<t>trmm took that form in rocBLAS
  // 4.0 (ROCm 6.0) and was in place before, when the out-of-place one with cuBLAS's arguments was
  // rocblas_<t>trmm_outofplace (rocblas-functions.h of ROCm 5.5): its name for an explicit --roc target before 6.0,
  // "" otherwise.
  // cublas<t>trmm or cublas<t>trmm_v2 (t: S, D, C, Z)
  static bool is_trmm(std::string_view cuda) {
    return cuda.size() >= 11 && cuda.starts_with("cublas") && cuda.substr(7, 4) == "trmm" &&
           std::string_view("SDCZ").find(cuda[6]) != std::string_view::npos &&
           (cuda.size() == 11 || cuda.substr(11) == "_v2");
  }

  // CUDA's __half operators (==, <, +, +=, unary -, ...) are host and device; HIP's were device only before 6.4
  // (ROCm 6.4 made them __host__ __device__), so a host comparison of two halves (a CPU reference check, an argmax
  // over logits copied back) does not compile there. A file with a half variable (or parameter) in host code that
  // an operator is applied to (an element of it, for a pointer) gets host versions computed in float, as CUDA's
  // host versions are, compiled only where HIP lacks them: HIP source (__HIP__: clang overloads a __host__
  // function with a __device__ one of the same signature; a host compiler sees HIP's operators as plain functions
  // it can call) with HIP_VERSION < 6.4. Not for C, nor for an explicit --hip-version of 6.4 or later.
  void host_half(const std::vector<Token>& toks, std::size_t i) {
    if (c_source() || opt_.for_host_compiler || (!opt_.hip_version.empty() && !hip_version_older(opt_.hip_version, "6.4.0")))
      return;
    if (member_or_foreign(toks, prev_significant(toks, i))) return;
    // a declaration `half x`, `half* p`, `const half& r` in a host function ...
    std::size_t name = next_significant(toks, i);
    bool pointer = false;
    while (name < toks.size() && (toks[name].is_punct("*") || toks[name].is_punct("&") || toks[name].is_identifier("const"))) {
      pointer = pointer || toks[name].is_punct("*");
      name = next_significant(toks, name);
    }
    // ... or a template argument of a host call of one of the file's function templates, driver<half, int>(argv)
    // (HeCBench's nlll: the whole program, its host reference included, is a template on the element type)
    const bool argument = name < toks.size() && (toks[name].is_punct(",") || toks[name].is_punct(">"));
    if (name >= toks.size() || (toks[name].kind != TokenKind::Identifier && !argument) || in_device_code(toks, i))
      return;
    if (++host_half_declarations_ > 1024) return;  // each check below scans: bounded, so any input stays linear
    if (brace_depth_.size() != toks.size()) {  // once a file, and only a file with a host half declaration:
      brace_depth_.assign(toks.size(), 0);   // a declaration at depth 0 is in no function body, and a ported
      int depth = 0;                         // file may have the operators already
      for (std::size_t k = 0; k < toks.size(); ++k) {
        if (toks[k].is_punct("}")) --depth;
        brace_depth_[k] = depth;
        if (toks[k].is_punct("{")) ++depth;
        if (toks[k].kind == TokenKind::Directive &&
            toks[k].text.find("CROSSWARP_HALF_HOST_OPERATORS") != std::string_view::npos)
          host_half_operators_ = true;
        if (toks[k].is_identifier("template")) function_template_name(toks, k);
      }
    }
    if (host_half_operators_) return;
    if (argument) {
      if (brace_depth_[i] <= 0 || !in_plain_host_function(toks, i) || !function_template_argument(toks, i)) return;
      host_half_operators(toks[i], "a host call of the function template instantiated with " + std::string(toks[i].text));
      return;
    }
    const bool parameter = brace_depth_[i] <= 0 || !in_plain_host_function(toks, i);
    if (parameter) {  // a parameter: the body that follows the parameter list is host code
      std::size_t body = name;
      for (int seen = 0; body < toks.size() && !toks[body].is_punct("{") && !toks[body].is_punct(";") && ++seen < 256;)
        body = next_significant(toks, body);
      const std::size_t first = body < toks.size() ? next_significant(toks, body) : toks.size();
      if (first >= toks.size() || !toks[body].is_punct("{") || !in_plain_host_function(toks, first) ||
          in_device_code(toks, first))
        return;
    }
    // ... whose variable (a pointer's element) an operator is applied to before its block (a parameter's function
    // body) ends: a host half pointer that is only passed to cudaMalloc and kernels, or offset, needs nothing
    std::size_t use = SIZE_MAX;
    int depth = 0, seen = 0;
    for (std::size_t k = next_significant(toks, name); k < toks.size() && depth >= 0 && ++seen < 4096 && use == SIZE_MAX;
         k = next_significant(toks, k)) {
      if (toks[k].is_punct("{")) ++depth;
      if (toks[k].is_punct("}") && (--depth == 0 && parameter)) break;
      if (toks[k].text == toks[name].text && toks[k].kind == TokenKind::Identifier &&
          (half_operand(toks, k, pointer) || passed_to_function_template(toks, k)))
        use = k;
    }
    if (use == SIZE_MAX) return;
    host_half_operators(toks[use], "an operator on the host " + std::string(toks[i].text) + " " +
                                       std::string(toks[name].text));
  }
  void host_half_operators(const Token& at, const std::string& why) {
    host_half_operators_ = true;
    definitions_.insert(host_half_operators_definition());
    report(at, "emulated-api", Severity::Note,
           why + ": HIP before 6.4 declares __half's operators for the device only, so host versions (computed in "
                 "float, as CUDA's) are defined in this file for HIP_VERSION < 6.4",
           at.text, ApiStatus::Supported);
  }
  // Whether toks[i] is in the template argument list of a call NAME<...>( of one of the file's function templates.
  bool function_template_argument(const std::vector<Token>& toks, std::size_t i) const {
    std::size_t open = SIZE_MAX;
    int depth = 0;
    for (std::size_t k = i, seen = 0; k-- > 0 && ++seen < 64;) {
      if (toks[k].is_punct(">")) ++depth;
      if (toks[k].is_punct("<") && depth-- == 0) {
        open = k;
        break;
      }
      if (toks[k].is_punct(";") || toks[k].is_punct("{") || toks[k].is_punct("}") || toks[k].is_punct("(")) return false;
    }
    if (open == SIZE_MAX) return false;
    const std::size_t callee = prev_significant(toks, open);
    if (callee == SIZE_MAX || toks[callee].kind != TokenKind::Identifier ||
        std::find(function_templates_.begin(), function_templates_.end(), toks[callee].text) == function_templates_.end())
      return false;
    depth = 0;
    for (std::size_t k = open; k < toks.size(); k = next_significant(toks, k)) {  // NAME<...> then (
      if (toks[k].is_punct("<")) ++depth;
      if (toks[k].is_punct(">") && --depth == 0) {
        const std::size_t after = next_significant(toks, k);
        return after < toks.size() && toks[after].is_punct("(");
      }
      if (toks[k].is_punct(";") || toks[k].is_punct("{")) return false;
    }
    return false;
  }
  // `template <...> [qualifiers] type name(`: records name, a function template of the file (host_half).
  void function_template_name(const std::vector<Token>& toks, std::size_t k) {
    std::size_t j = next_significant(toks, k);
    if (j >= toks.size() || !toks[j].is_punct("<")) return;
    for (int depth = 0; j < toks.size(); j = next_significant(toks, j)) {
      if (toks[j].is_punct("<")) ++depth;
      if (toks[j].is_punct(">") && --depth == 0) break;
      if (toks[j].is_punct(">>") && (depth -= 2) <= 0) break;
      if (toks[j].is_punct("{") || toks[j].is_punct(";")) return;
    }
    std::size_t last = SIZE_MAX;
    for (int seen = 0; (j = next_significant(toks, j)) < toks.size() && ++seen < 64;) {
      if (toks[j].is_identifier("struct") || toks[j].is_identifier("class") || toks[j].is_identifier("union") ||
          toks[j].is_punct("{") || toks[j].is_punct(";") || toks[j].is_punct("="))
        return;
      if (toks[j].is_punct("(")) {
        if (last != SIZE_MAX) function_templates_.push_back(toks[last].text);
        return;
      }
      last = toks[j].kind == TokenKind::Identifier ? j : SIZE_MAX;
    }
  }

  // Whether toks[k] is (in) an argument of a call of one of the file's function templates, `f(x)` or
  // `f<__half>(x)`, whose body may apply __half's operators to it.
  bool passed_to_function_template(const std::vector<Token>& toks, std::size_t k) const {
    if (function_templates_.empty()) return false;
    const std::size_t open = enclosing_parenthesis(toks, k);
    if (open == SIZE_MAX) return false;
    std::size_t p = prev_significant(toks, open);
    if (p != SIZE_MAX && toks[p].is_punct(">")) {  // f<...>(
      for (int angle = 0; p != SIZE_MAX; p = prev_significant(toks, p)) {
        if (toks[p].is_punct(">")) ++angle;
        if (toks[p].is_punct("<") && --angle == 0) break;
        if (toks[p].is_punct(";") || toks[p].is_punct("{") || toks[p].is_punct("}")) return false;
      }
      if (p != SIZE_MAX) p = prev_significant(toks, p);
    }
    if (p == SIZE_MAX || toks[p].kind != TokenKind::Identifier) return false;
    return std::find(function_templates_.begin(), function_templates_.end(), toks[p].text) != function_templates_.end();
  }

  // Whether the variable at toks[k] (its element `v[i]` for a pointer) is an operand of an arithmetic or comparison
  // operator.
  static bool half_operand(const std::vector<Token>& toks, std::size_t k, bool pointer) {
    constexpr std::string_view kOps[] = {"==", "!=", "<", ">", "<=", ">=", "+", "-", "*", "/", "+=", "-=", "*=", "/="};
    auto op = [&](std::size_t at) {
      return at < toks.size() && toks[at].kind == TokenKind::Punct &&
             std::find(std::begin(kOps), std::end(kOps), toks[at].text) != std::end(kOps);
    };
    const std::size_t before = prev_significant(toks, k);
    if (before != SIZE_MAX && (toks[before].is_punct(".") || toks[before].is_punct("->"))) return false;  // a member
    std::size_t after = next_significant(toks, k);
    const bool element = after < toks.size() && toks[after].is_punct("[");
    if (pointer && !element) return false;  // p + n is pointer arithmetic
    if (element) {  // v[...]
      int depth = 0;
      for (; after < toks.size(); after = next_significant(toks, after)) {
        if (toks[after].is_punct("[")) ++depth;
        if (toks[after].is_punct("]") && --depth == 0) break;
      }
      after = next_significant(toks, after);
    }
    return op(after) || (before != SIZE_MAX && op(before));
  }
  // An explicit target before HIP 6.2 and C++ (not C, not crosswarp-simt's host compile, not CUDA's own cuda_bf16.h):
  // __nv_bfloat16 needs the class below.
  bool bfloat16_class_needed() const {
    return !c_source() && !opt_.for_host_compiler && !defines_bfloat16_ && !opt_.hip_version.empty() &&
           hip_version_older(opt_.hip_version, "6.2.0");
  }
  // CUDA's __nv_bfloat16 (cuda_bf16.h) on HIP's bare __hip_bfloat16 (HIP before 6.2): constructors from float, double
  // and the integer types, the conversion to float, and the host-and-device arithmetic, compound assignments,
  // increments and comparisons of two bfloat16 values, computed in float as CUDA's host versions are. Deriving from
  // __hip_bfloat16 keeps HIP's bfloat16 functions (__bfloat162float, __hadd, ...) callable on it.
  static std::string bfloat16_class_definition() {
    std::string text =
        "#ifndef CROSSWARP_BFLOAT16\n#define CROSSWARP_BFLOAT16\n"
        "// CUDA's __nv_bfloat16 converts to and from float and has operators; HIP's __hip_bfloat16 before 6.2 is a\n"
        "// bare struct. crosswarpBfloat16 adds them, rounding to nearest even with __float2bfloat16 (crosswarp port)\n"
        "#include <hip/hip_runtime.h>\n#include <hip/hip_bf16.h>\n"
        "#if defined(HIP_VERSION) && HIP_VERSION < 60200000\n"
        "struct crosswarpBfloat16 : __hip_bfloat16 {\n"
        "  crosswarpBfloat16() = default;\n"
        "  __host__ __device__ crosswarpBfloat16(const __hip_bfloat16& b) : __hip_bfloat16(b) {}\n"
        "  __host__ __device__ crosswarpBfloat16(float f) : __hip_bfloat16(__float2bfloat16(f)) {}\n"
        "  __host__ __device__ crosswarpBfloat16(double d) : __hip_bfloat16(__double2bfloat16(d)) {}\n";
    for (const char* type : {"short", "unsigned short", "int", "unsigned int", "long", "unsigned long", "long long",
                             "unsigned long long"})
      text += std::string("  __host__ __device__ crosswarpBfloat16(") + type +
              " v) : __hip_bfloat16(__float2bfloat16(static_cast<float>(v))) {}\n";
    text += "  __host__ __device__ operator float() const { return __bfloat162float(*this); }\n};\n";
    for (const char* op : {"+", "-", "*", "/"}) {
      text += std::string("__host__ __device__ inline crosswarpBfloat16 operator") + op +
              "(const crosswarpBfloat16& a, const crosswarpBfloat16& b) { return crosswarpBfloat16(float(a) " + op +
              " float(b)); }\n";
      text += std::string("__host__ __device__ inline crosswarpBfloat16& operator") + op +
              "=(crosswarpBfloat16& a, const crosswarpBfloat16& b) { return a = a " + op + " b; }\n";
    }
    for (const char* op : {"==", "!=", "<", ">", "<=", ">="})
      text += std::string("__host__ __device__ inline bool operator") + op +
              "(const crosswarpBfloat16& a, const crosswarpBfloat16& b) { return float(a) " + op + " float(b); }\n";
    return text +
           "__host__ __device__ inline crosswarpBfloat16 operator-(const crosswarpBfloat16& a) {\n"
           "  crosswarpBfloat16 r = a;\n  r.data ^= 0x8000u;\n  return r;\n}\n"
           "__host__ __device__ inline crosswarpBfloat16 operator+(const crosswarpBfloat16& a) { return a; }\n"
           "__host__ __device__ inline crosswarpBfloat16& operator++(crosswarpBfloat16& a) { return a += 1.0f; }\n"
           "__host__ __device__ inline crosswarpBfloat16& operator--(crosswarpBfloat16& a) { return a -= 1.0f; }\n"
           "__host__ __device__ inline crosswarpBfloat16 operator++(crosswarpBfloat16& a, int) {\n"
           "  crosswarpBfloat16 old = a;\n  a += 1.0f;\n  return old;\n}\n"
           "__host__ __device__ inline crosswarpBfloat16 operator--(crosswarpBfloat16& a, int) {\n"
           "  crosswarpBfloat16 old = a;\n  a -= 1.0f;\n  return old;\n}\n"
           + bfloat162_class_definition() +
           "#else\ntypedef __hip_bfloat16 crosswarpBfloat16;\ntypedef __hip_bfloat162 crosswarpBfloat162;\n#endif\n"
           "#endif\n";
  }
  // CUDA's __nv_bfloat162 (4-byte aligned, two __nv_bfloat16 x and y) on HIP before 6.2: a pair of crosswarpBfloat16
  // converting to and from __hip_bfloat162 (for HIP's functions), with CUDA's lane-wise operators; a comparison is
  // true when it holds for both lanes (CUDA's __hbeq2 & co.).
  static std::string bfloat162_class_definition() {
    std::string text =
        "struct alignas(4) crosswarpBfloat162 {\n"
        "  crosswarpBfloat16 x, y;\n"
        "  crosswarpBfloat162() = default;\n"
        "  __host__ __device__ crosswarpBfloat162(const crosswarpBfloat16& a, const crosswarpBfloat16& b) : x(a), y(b) {}\n"
        "  __host__ __device__ crosswarpBfloat162(const __hip_bfloat162& v) : x(v.x), y(v.y) {}\n"
        "  __host__ __device__ operator __hip_bfloat162() const { return __hip_bfloat162{x, y}; }\n"
        "};\n";
    for (const char* op : {"+", "-", "*", "/"}) {
      text += std::string("__host__ __device__ inline crosswarpBfloat162 operator") + op +
              "(const crosswarpBfloat162& a, const crosswarpBfloat162& b) { return crosswarpBfloat162(a.x " + op +
              " b.x, a.y " + op + " b.y); }\n";
      text += std::string("__host__ __device__ inline crosswarpBfloat162& operator") + op +
              "=(crosswarpBfloat162& a, const crosswarpBfloat162& b) { return a = a " + op + " b; }\n";
    }
    for (const char* op : {"==", "!=", "<", ">", "<=", ">="})
      text += std::string("__host__ __device__ inline bool operator") + op +
              "(const crosswarpBfloat162& a, const crosswarpBfloat162& b) { return a.x " + op + " b.x && a.y " + op +
              " b.y; }\n";
    return text +
           "__host__ __device__ inline crosswarpBfloat162 operator-(const crosswarpBfloat162& a) { return "
           "crosswarpBfloat162(-a.x, -a.y); }\n"
           "// CUDA's __ldg has bf16 overloads; HIP's take only the built-in types before 6.2\n"
           "__device__ inline crosswarpBfloat16 __ldg(const crosswarpBfloat16* p) { return *p; }\n"
           "__device__ inline crosswarpBfloat162 __ldg(const crosswarpBfloat162* p) { return *p; }\n";
  }

  static std::string host_half_operators_definition() {
    std::string text =
        "#if defined(__HIP__) && defined(HIP_VERSION) && HIP_VERSION < 60400000 && \\\n    !defined(CROSSWARP_HALF_HOST_OPERATORS)\n"
        "#define CROSSWARP_HALF_HOST_OPERATORS\n"
        "// CUDA's __half operators are host and device; HIP's are device only before 6.4 (crosswarp port)\n";
    for (const char* op : {"==", "!=", "<", ">", "<=", ">="})
      text += std::string("__host__ inline bool operator") + op + "(const __half& a, const __half& b) { return __half2float(a) " +
              op + " __half2float(b); }\n";
    for (const char* op : {"+", "-", "*", "/"})
      text += std::string("__host__ inline __half operator") + op +
              "(const __half& a, const __half& b) { return __float2half(__half2float(a) " + op + " __half2float(b)); }\n";
    for (const char* op : {"+", "-", "*", "/"})
      text += std::string("__host__ inline __half& operator") + op + "=(__half& a, const __half& b) { return a = a " + op +
              " b; }\n";
    return text +
           "__host__ inline __half operator-(const __half& a) { return __float2half(-__half2float(a)); }\n"
           "__host__ inline __half operator+(const __half& a) { return a; }\n#endif\n";
  }

  // hipBLAS 1.x's stand-in for cuBLAS's out-of-place trmm (t: S, D, C, Z), C and C++
  static std::string outofplace_trmm_name(char t) { return std::string("crosswarpHipblas") + t + "trmmOutOfPlace"; }
  static std::string outofplace_trmm_definition(char t) {
    const std::string type = t == 'S' ? "float" : t == 'D' ? "double" : t == 'C' ? "hipblasComplex" : "hipblasDoubleComplex";
    const std::string name = outofplace_trmm_name(t), guard = "CROSSWARP_HIPBLAS_" + std::string(1, t) + "TRMM_OUT_OF_PLACE";
    return "#ifndef " + guard + "\n#define " + guard +
           "\n// cuBLAS's out-of-place cublas" + std::string(1, t) +
           "trmm (C = alpha op(A) B) on hipBLAS 1.x, whose trmm is in place (crosswarp port)\n"
           "static inline hipblasStatus_t " + name +
           "(\n    hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo, hipblasOperation_t trans,\n"
           "    hipblasDiagType_t diag, int m, int n, const " + type + "* alpha, const " + type + "* A, int lda,\n"
           "    const " + type + "* B, int ldb, " + type + "* C, int ldc) {\n"
           "  hipStream_t stream;\n"
           "  hipblasStatus_t status = hipblasGetStream(handle, &stream);\n"
           "  if (status != HIPBLAS_STATUS_SUCCESS) return status;\n"
           "  if (m > 0 && n > 0 && (const void*)B != (const void*)C &&\n"
           "      hipMemcpy2DAsync(C, (size_t)ldc * sizeof(" + type + "), B, (size_t)ldb * sizeof(" + type + "),\n"
           "                       (size_t)m * sizeof(" + type + "), (size_t)n, hipMemcpyDeviceToDevice, stream) != hipSuccess)\n"
           "    return HIPBLAS_STATUS_EXECUTION_FAILED;\n"
           "  return hipblas" + std::string(1, t) + "trmm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, C, ldc);\n"
           "}\n#endif\n";
  }

  std::string_view roc_trmm_before_6(std::string_view cuda, bool roc_target) {
    if (!roc_target || opt_.hip_version.empty() || !hip_version_older(opt_.hip_version, "6.0") || !is_trmm(cuda))
      return {};
    scratch_ = std::string("rocblas_") + static_cast<char>(cuda[6] - 'A' + 'a') + "trmm_outofplace";
    return scratch_;
  }

  // A compute type for cuBLAS: in a cuBLAS call, or outside any known call in a file that calls cuBLAS and not
  // cuBLASLt (whose compute types are hipBLASLt's).
  bool blas_compute_type_context(const std::vector<Token>& toks, std::size_t i) {
    ApiMatch call = find_api(enclosing_call(toks, i));
    return call.entry ? call.library == Library::Blas : calls_blas_ && !calls_blaslt_;
  }

  // cuBLAS's compute types (cublasComputeType_t, CUBLAS_COMPUTE_*; CUDA 11) where the BLAS takes a data type for
  // them: rocBLAS (--roc; rocblas_gemm_ex's compute_type is a rocblas_datatype in every release: its
  // rocblas_computetype, which HIPIFY writes, belonged to gemm_ex3, removed in rocBLAS 5.0) and hipBLAS before 2.0
  // (an explicit --hip-version before 6.0: hipblasGemmEx's computeType is a hipblasDatatype_t in ROCm 5.5's
  // hipblas.h; hipBLAS 2.0 added hipblasComputeType_t), in blas_compute_type_context(). The reduced-precision
  // (_FAST_*) and pedantic modes are the plain type's computation. "" elsewhere, and with --use-hip-data-types.
  std::string_view compute_type_as_data_type(const std::vector<Token>& toks, std::size_t i) {
    std::string_view cuda = toks[i].text;
    if (cuda != "cublasComputeType_t" && !cuda.starts_with("CUBLAS_COMPUTE_")) return {};
    if (opt_.use_hip_data_types || (!opt_.roc && (opt_.hip_version.empty() || !hip_version_older(opt_.hip_version, "6.0"))))
      return {};
    if (!blas_compute_type_context(toks, i)) return {};
    if (cuda == "cublasComputeType_t") return data_type_name("cudaDataType", "hipDataType");
    static constexpr std::pair<std::string_view, std::string_view> kTypes[] = {
        {"CUBLAS_COMPUTE_16F", "CUDA_R_16F"},           {"CUBLAS_COMPUTE_16F_PEDANTIC", "CUDA_R_16F"},
        {"CUBLAS_COMPUTE_32F", "CUDA_R_32F"},           {"CUBLAS_COMPUTE_32F_PEDANTIC", "CUDA_R_32F"},
        {"CUBLAS_COMPUTE_32F_FAST_16F", "CUDA_R_32F"},  {"CUBLAS_COMPUTE_32F_FAST_16BF", "CUDA_R_32F"},
        {"CUBLAS_COMPUTE_32F_FAST_TF32", "CUDA_R_32F"}, {"CUBLAS_COMPUTE_64F", "CUDA_R_64F"},
        {"CUBLAS_COMPUTE_64F_PEDANTIC", "CUDA_R_64F"},  {"CUBLAS_COMPUTE_32I", "CUDA_R_32I"},
        {"CUBLAS_COMPUTE_32I_PEDANTIC", "CUDA_R_32I"},
    };
    std::string_view data_type = lookup(kTypes, cuda);
    return data_type.empty() ? data_type : data_type_name(data_type, "HIP_R_");
  }

  // CUDA_R_32F -> rocblas_datatype_f32_r: rocBLAS' enumerators (rocblas-types.h) for the CUDA data types it has.
  static std::string_view rocblas_datatype_value(std::string_view cuda) {
    static constexpr std::pair<std::string_view, std::string_view> kValues[] = {
        {"CUDA_R_16F", "rocblas_datatype_f16_r"},   {"CUDA_C_16F", "rocblas_datatype_f16_c"},
        {"CUDA_R_32F", "rocblas_datatype_f32_r"},   {"CUDA_C_32F", "rocblas_datatype_f32_c"},
        {"CUDA_R_64F", "rocblas_datatype_f64_r"},   {"CUDA_C_64F", "rocblas_datatype_f64_c"},
        {"CUDA_R_8I", "rocblas_datatype_i8_r"},     {"CUDA_C_8I", "rocblas_datatype_i8_c"},
        {"CUDA_R_8U", "rocblas_datatype_u8_r"},     {"CUDA_C_8U", "rocblas_datatype_u8_c"},
        {"CUDA_R_32I", "rocblas_datatype_i32_r"},   {"CUDA_C_32I", "rocblas_datatype_i32_c"},
        {"CUDA_R_32U", "rocblas_datatype_u32_r"},   {"CUDA_C_32U", "rocblas_datatype_u32_c"},
        {"CUDA_R_16BF", "rocblas_datatype_bf16_r"}, {"CUDA_C_16BF", "rocblas_datatype_bf16_c"},
    };
    return lookup(kValues, cuda);
  }

  // A C translation unit (.c): HIP's C++ overloads with default arguments are not there, and what the port writes
  // must be C (no lambdas, named casts or nullptr).
  bool c_source() const { return file_.ends_with(".c"); }

  std::string_view file_;
  const TranslateOptions& opt_;
  TranslateResult& res_;
  bool used_cuda_ = false;
  bool used_hiprtc_ = false;  // a driver-API name went to HIPRTC's linker API (declared in hip/hiprtc.h)
  std::vector<bool> device_tokens_;  // in_device_code's answers for the file being translated
  bool has_runtime_include_ = false;
  bool runtime_needed_first_ = false;  // a project header is included before the runtime (see include())
  // Function templates declared __global__ in the file, and object-like macros naming a template-id
  // ("#define K axpy<float>"): their launches get HIP_KERNEL_NAME (launch.h).
  std::vector<std::string_view> template_kernels_;
  // Object-like macros whose body is a launch without its arguments ("#define L k<float><<<1, n>>>"): name, body.
  std::vector<std::pair<std::string_view, std::string>> launch_macros_;
  // The file includes the legacy cublas.h and not cublas_v2.h: cublasSscal(n, alpha, x, incx) is the
  // handle-less legacy function, not the v2 macro hipblasSscal stands for.
  bool legacy_blas_ = false;
  bool roc_blas_ = false;  // --roc and the file calls cuBLAS (rocBLAS then)
  bool calls_blas_ = false;    // the file calls cuBLAS
  bool calls_sparse_ = false;  // the file calls cuSPARSE
  bool calls_blaslt_ = false;  // the file calls cuBLASLt
  std::string scratch_;
  std::string v2_name_;  // a hipBLAS 2.x _v2 name (hipblas_v2_window)
  std::set<std::string> v2_used_;  // the _v2 names written (for hipblas_v2_compat)
  std::size_t hipblas_include_ = SIZE_MAX;  // the token of the file's hipBLAS include
  std::size_t rocblas_include_ = SIZE_MAX;  // the token of the file's rocBLAS include (--roc)
  std::size_t hipsolver_include_ = SIZE_MAX;  // the token of the file's hipSOLVER include
  // HIP before 6.0, a file that calls cuSOLVER and not cuBLAS: cuBLAS's fill mode, operation and side types and
  // values are hipSOLVER's (hipsolver_enum_name()).
  bool solver_enums_ = false;
  std::vector<std::pair<std::size_t, int>> symbol_calls_;  // (call name token, symbol argument index)
  std::vector<std::size_t> maskless_calls_;                // warp-sync builtins whose full mask can go
  std::vector<std::size_t> sparse_status_calls_;           // cusparseGetErrorString/Name for hipSPARSE < 3.0
  std::vector<std::size_t> inplace_trmm_calls_;            // in-place cublas<t>trmm for hipBLAS < 2.0 (calls.h)
  std::vector<std::size_t> roc_solve_calls_;     // cusparseSpSV/SpSM_solve -> rocSPARSE's compute stage (--roc)
  std::vector<std::size_t> spsv_solve_calls_;              // cusparseSpSV_solve for hipSPARSE < 3.0 (calls.h)
  std::vector<std::size_t> argument_calls_;                // calls whose HIP signature differs (calls.h)
  std::set<std::string> definitions_;  // types the port defines in the file (file_definitions)
  std::optional<PtxMacros>
      ptx_macros_;  // the file's string-literal macros (macro_ptx_cpp), found when first asked
  std::vector<Token> variant_toks_;  // the file's tokens with a macro's use replaced by one definition's body
  bool host_half_operators_ = false;  // the file has the host __half operators, written or found (host_half)
  bool bfloat16_class_ = false;       // crosswarpBfloat16 is defined in the file (HIP before 6.2)
  std::vector<int> brace_depth_;       // each token's brace depth (host_half)
  std::vector<std::string_view> function_templates_;  // the file's function templates' names (host_half)
  std::vector<std::string_view> half_aliases_;         // typedef __half Half; (file_facts, for host_half)
  bool names_half_ = false;        // the file names __half, half, __half2 or half2 (file_facts)
  bool half_atomic_add_ = false;   // the __half atomicAdd overloads are defined in this file (once)
  int declares_atomic_add_ = -1;   // the file declares an atomicAdd of its own (-1: not looked yet)
  int host_half_declarations_ = 0;     // half declarations outside device code looked at (host_half: 1024 a file)
  bool nvtx_implementation_ = false;  // the file is NVTX's own (declares its API): no NVTX emulation (file_facts)
  bool defines_syncwarp_ = false;     // the file defines the port's crosswarpSyncwarp (its output, ported again)
  bool defines_bfloat16_ = false;     // the file defines __nv_bfloat16 itself (cuda_bf16.h): no crosswarpBfloat16
  bool defines_emulated_enum_ = false;  // the file defines one of the enums emulated_enums.h lists (file_facts)
  int defines_result_info_ = -1;    // the file defines CUDA's struct itself (-1: not looked yet)
  // emulated calls whose replacement text opens at the name and closes after the call's ')': the text appended there
  // (rocRAND's ordering setter's status cast, rocSPARSE's do-nothing descriptor calls)
  std::vector<std::pair<std::size_t, std::string>> call_suffixes_;
  std::vector<std::size_t> form_calls_;                    // calls of a function with several signatures (signatures.h)
  std::vector<std::tuple<std::size_t, std::size_t, std::string>> own_operators_;  // definitions HIP has
  std::vector<std::pair<std::size_t, std::string>> tile_types_;  // `auto` tokens of tiled_partition results
  std::vector<std::pair<std::size_t, std::size_t>> dropped_ranges_;  // tokens [first, last] removed
  std::vector<unsigned> branch_;                           // see track_conditional
  struct HipBranch {
    bool here;      // the code here is compiled only by HIP's compilers (hip_condition)
    bool later_hip;  // so is the code of the later branches (#elif, #else) of the chain (after #ifndef __HIPCC__)
  };
  std::vector<HipBranch> hip_branches_;                    // one per open conditional (track_conditional)
  bool hip_file_ = false;                                  // the file is HIP code already (file_facts)
  unsigned branch_ids_ = 0;
  std::vector<std::pair<std::string, std::vector<unsigned>>> included_;  // HIP headers included, and where
};

bool is_cuda_source(std::string_view filename) { return filename.ends_with(".cu"); }

// C and C++ standard library and common POSIX headers: they never depend on CUDA's implicit runtime include.
bool standard_header(std::string_view h) {
  if (h.find('.') == std::string_view::npos) return true;  // <vector>, <cstdio>
  if (h.starts_with("sys/")) return true;
  constexpr std::string_view kC[] = {"assert.h", "complex.h", "ctype.h", "errno.h", "fenv.h", "float.h",
                                     "inttypes.h", "iso646.h", "limits.h", "locale.h", "math.h", "setjmp.h",
                                     "signal.h", "stdalign.h", "stdarg.h", "stdatomic.h", "stdbool.h", "stddef.h",
                                     "stdint.h", "stdio.h", "stdlib.h", "stdnoreturn.h", "string.h", "tgmath.h",
                                     "threads.h", "time.h", "uchar.h", "wchar.h", "wctype.h", "unistd.h",
                                     "pthread.h", "fcntl.h", "dlfcn.h", "strings.h", "malloc.h", "memory.h"};
  for (std::string_view c : kC)
    if (h == c) return true;
  return false;
}

// Where to insert the HIP runtime include: inside an include guard (after its #ifndef) when the file
// opens with one, else before the first #include, else before the first code. `complete`: toks are all
// the text's tokens; else only its first ones (lex_first), and SIZE_MAX says that they do not decide.
std::size_t runtime_include_offset(const std::vector<Token>& toks, bool complete = true) {
  std::size_t first = 0;
  while (first < toks.size() && toks[first].is_trivia()) ++first;
  if (first == toks.size() && !complete) return SIZE_MAX;
  // An include guard (#ifndef X / #define X ... #endif at the end): after its first line. Not a default-value block
  // (#ifndef X / #define X / #endif, as the port writes before hipBLAS's and hipSOLVER's includes): its #endif
  // follows the #define at once.
  if (first < toks.size() && toks[first].kind == TokenKind::Directive && directive_name(toks[first]) == "ifndef") {
    // a block of the port's own definitions (#ifndef CROSSWARP_SYNCWARP ..., written before the first code line of a
    // file with no #include) is no include guard: the runtime goes before it, as its definitions need it
    const std::string_view text = toks[first].text;
    const std::size_t kw = text.find("ifndef");
    const std::size_t name = text.find_first_not_of(" \t", kw + 6);
    if (name != std::string_view::npos && text.substr(name).starts_with("CROSSWARP_"))
      return toks[first].offset - (toks[first].column - 1);
    std::size_t def = next_significant(toks, first), end = def < toks.size() ? next_significant(toks, def) : toks.size();
    if (end >= toks.size() && !complete) return SIZE_MAX;
    bool default_block = def < toks.size() && toks[def].kind == TokenKind::Directive &&
                         directive_name(toks[def]) == "define" && end < toks.size() &&
                         toks[end].kind == TokenKind::Directive && directive_name(toks[end]) == "endif";
    if (!default_block) {
      std::size_t k = first + 1;
      while (k < toks.size() && toks[k].kind != TokenKind::Newline) ++k;
      if (k < toks.size()) return toks[k].offset + toks[k].text.size();
      if (!complete) return SIZE_MAX;
    }
  }
  // Before the first #include; where that include is conditional (#if __has_include(<rocblas/rocblas.h>) that
  // include() writes, or the file's own #ifdef), before the outermost open conditional, so that the runtime is
  // included on every branch.
  int depth = 0;
  std::size_t outer = SIZE_MAX;
  for (const Token& t : toks) {
    if (t.kind != TokenKind::Directive) continue;
    std::string_view name = directive_name(t);
    if (name == "if" || name == "ifdef" || name == "ifndef") {
      if (depth++ == 0) outer = t.offset;
    } else if (name == "endif") {
      if (depth > 0) --depth;
    } else {
      std::string_view h;
      bool angled;
      if (include_target(t, h, angled)) return depth > 0 ? outer : t.offset;
    }
  }
  if (!complete) return SIZE_MAX;
  for (const Token& t : toks) {
    if (!t.is_trivia() && t.kind != TokenKind::Directive) {
      // Start of that line.
      return t.offset - (t.column - 1);
    }
  }
  return toks.empty() ? 0 : toks.back().offset + toks.back().text.size();
}

// runtime_include_offset on a translated text: offsets in the output differ from the input's, so it is lexed
// again, only as much of it as decides (the first #include is near the top of nearly every file).
std::size_t runtime_include_offset(const std::string& text) {
  std::size_t at = SIZE_MAX;
  for (std::size_t n = 4096; at == SIZE_MAX; n *= 16) {
    std::vector<Token> head = lex_first(text, n);
    at = runtime_include_offset(head, head.size() < n);
  }
  return at;
}

}  // namespace

TranslateResult translate_source(std::string_view source, std::string_view filename,
                                 const TranslateOptions& options) {
  return translate_lexed(source, lex(source), filename, options);
}

namespace {

// nvcc's cuda_runtime.h (in every .cu file, and wherever it is included by name) brings in the C library's
// <math.h>, whose C++ form declares the classification functions isfinite, isnan, ... at global scope on the host;
// hip_runtime.h does not, and clang's HIP headers declare the global ones for the device only. A host call
// isfinite(x) compiles with nvcc and fails with hipcc ("no matching function for call to 'isfinite'", HIP 5.7;
// llm.c's dev/cuda/common.h). The first such unqualified call of a file that does not include <math.h>, or null.
const Token* host_classification_call(const std::vector<Token>& toks) {
  static constexpr std::string_view kNames[] = {"isfinite", "isinf", "isnan", "isnormal", "signbit", "fpclassify"};
  std::vector<bool> device;  // device_function_tokens, worked out at the first candidate
  // A call in a __device__ or __global__ function that is not also __host__ has HIP's device overloads.
  auto device_only = [&](std::size_t i) {
    if (device.empty()) device = device_function_tokens(toks);
    return device[i] && !enclosing_function_head(toks, i).host;
  };
  const Token* first = nullptr;
  const Token* prev = nullptr;  // the previous significant token
  for (std::size_t i = 0; i < toks.size(); ++i) {
    const Token& t = toks[i];
    if (t.is_trivia()) continue;
    std::string_view header;
    bool angled = false;
    if (t.kind == TokenKind::Directive) {
      if (include_target(t, header, angled) && header == "math.h") return nullptr;
    } else if (!first && t.kind == TokenKind::Identifier && t.text.size() <= 10 &&
               std::find(std::begin(kNames), std::end(kNames), t.text) != std::end(kNames) &&
               !(prev && (prev->is_punct("::") || prev->is_punct(".") || prev->is_punct("->")))) {
      std::size_t next = next_significant(toks, i);
      if (next < toks.size() && toks[next].is_punct("(") && !device_only(i)) first = &t;
    }
    prev = &t;
  }
  return first;
}

// CUDA's IEEE operations in a directed rounding mode (__fmul_rz, __dadd_ru, __fmaf_rd, ...), which HIP
// declares only where OCML_BASIC_ROUNDED_OPERATIONS is defined before its headers (clang's
// __clang_hip_math.h, HIP 5.7 and later: "use of undeclared identifier '__fmul_rz'" otherwise). The _rn ones
// are always declared.
bool directed_rounding_intrinsic(std::string_view n) {
  if (n.size() < 7 || !n.starts_with("__") ||
      !(n.ends_with("_rz") || n.ends_with("_rd") || n.ends_with("_ru")))
    return false;
  static constexpr std::string_view kBases[] = {"fadd", "fsub", "fmul", "fdiv", "fmaf", "fsqrt", "frcp",
                                                "dadd", "dsub", "dmul", "ddiv", "fma",  "dsqrt", "drcp"};
  const std::string_view base = n.substr(2, n.size() - 5);
  return std::find(std::begin(kBases), std::end(kBases), base) != std::end(kBases);
}

// Where the output calls one (a CUDA intrinsic kept, or inline PTX such as CUB's mul.rz.f32 written as one)
// and does not name OCML_BASIC_ROUNDED_OPERATIONS itself: the input's token to report it at (the intrinsic,
// else the first asm statement), or null.
const Token* directed_rounding_use(const std::vector<Token>& input, const std::string& output) {
  if (output.find("_rz(") == std::string::npos && output.find("_rd(") == std::string::npos &&
      output.find("_ru(") == std::string::npos)
    return nullptr;
  if (output.find("OCML_BASIC_ROUNDED_OPERATIONS") != std::string::npos) return nullptr;
  const std::vector<Token> out = lex(output).tokens;
  bool used = false;
  for (std::size_t i = 0; i < out.size() && !used; ++i)
    if (out[i].kind == TokenKind::Identifier && directed_rounding_intrinsic(out[i].text)) {
      const std::size_t next = next_significant(out, i);
      used = next < out.size() && out[next].is_punct("(");
    }
  if (!used) return nullptr;
  const Token* first_asm = nullptr;
  for (const Token& t : input) {
    if (t.kind == TokenKind::Identifier && directed_rounding_intrinsic(t.text)) return &t;
    if (!first_asm && asm_keyword(t)) first_asm = &t;
  }
  return first_asm ? first_asm : (input.empty() ? nullptr : &input.front());
}

}  // namespace

TranslateResult translate_lexed([[maybe_unused]] std::string_view source, const LexResult& lx, std::string_view filename,
                                const TranslateOptions& options) {
  TranslateResult res;
  for (const LexDiagnostic& d : lx.diagnostics) {
    Diagnostic diag;
    diag.rule = "lexer";
    bool soft = d.message.starts_with("invalid UTF-8") || d.message.find("more") != std::string::npos;
    diag.severity = soft ? Severity::Warning : Severity::Error;
    diag.file = std::string(filename);
    diag.line = d.line;
    diag.column = d.column;
    diag.message = d.message;
    res.diagnostics.push_back(std::move(diag));
  }
  Translator tr(filename, options, res);
  res.text = tr.run(lx.tokens, true);
  // nvcc includes the CUDA runtime in every .cu file, whether or not it names a CUDA API (HIPIFY adds the
  // HIP runtime to every .cu file); elsewhere only where CUDA is used (--for-host-compiler).
  // Where a .cu file includes a header of its own before the runtime, the implicit include comes first too.
  bool runtime_missing = !tr.has_runtime_include() || (is_cuda_source(filename) && tr.runtime_needed_first());
  if (options.insert_runtime_include && runtime_missing &&
      (is_cuda_source(filename) || (options.for_host_compiler && tr.used_cuda()))) {
    res.text.insert(runtime_include_offset(res.text), "#include <hip/hip_runtime.h>\n");
    ++res.replacements;
  }
  // HIP's directed-rounding intrinsics are opt-in (directed_rounding_intrinsic), and a #define in the file
  // comes too late: hipcc includes clang's HIP headers before the file (-include
  // __clang_hip_runtime_wrapper.h). The build has to define it; the report says so.
  if (const Token* use = directed_rounding_use(lx.tokens, res.text)) {
    res.diagnostics.push_back(input_diagnostic(
        "compile-flag", Severity::Warning, filename, *use,
        "HIP declares its directed-rounding intrinsics (__fmul_rz, __dadd_ru, ...), which this file calls, "
        "only when OCML_BASIC_ROUNDED_OPERATIONS is defined on the command line: build with "
        "-DOCML_BASIC_ROUNDED_OPERATIONS (hipcc includes HIP's math headers before the file, so a #define "
        "in it comes too late); with it, ROCm 5.7's device library has add, sub, mul and fma in each "
        "mode but no division or square root (__fdiv_rz, __fsqrt_rn, ...: undefined __ocml_div_rtz_f32 & "
        "co. when linking)"));
  }
  // <math.h> after the HIP runtime include where the file calls isfinite & co. unqualified (host_classification_call)
  if (const Token* call = host_classification_call(lx.tokens)) {
    const std::string runtime = "#include <hip/hip_runtime.h>\n";
    if (std::size_t at = res.text.find(runtime); at != std::string::npos) {
      res.text.insert(at + runtime.size(), "#include <math.h>\n");
      ++res.replacements;
      Diagnostic d = input_diagnostic(
          "implicit-include", Severity::Note, filename, *call,
          "#include <math.h> added after the HIP runtime include: nvcc's cuda_runtime.h declares " +
              std::string(call->text) +
              " and the other classification functions for the host, hip_runtime.h does not");
      d.cuda_name = std::string(call->text);
      res.diagnostics.push_back(std::move(d));
    }
  }
  // cuda.h declares the driver's linker (cuLink*); HIP's counterpart is HIPRTC's, which hip_runtime.h does not
  // declare: its header goes after the runtime's where the file does not include it already.
  if (tr.used_hiprtc() && res.text.find("hip/hiprtc.h") == std::string::npos) {
    const std::string runtime = "#include <hip/hip_runtime.h>\n";
    std::size_t at = res.text.find(runtime);
    if (at != std::string::npos) {
      res.text.insert(at + runtime.size(), "#include <hip/hiprtc.h>\n");
    } else {
      res.text.insert(runtime_include_offset(res.text), "#include <hip/hiprtc.h>\n");
    }
    ++res.replacements;
  }
  std::stable_sort(res.diagnostics.begin(), res.diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.line != b.line ? a.line < b.line : a.column < b.column;
  });
  return res;
}

}  // namespace crosswarp::port
