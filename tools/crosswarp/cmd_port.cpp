// crosswarp port: CUDA -> HIP, a file to a file or a tree to a tree, with HIPIFY's option names.
#include "command.h"
#include "port/huge_pages.h"

#include "port/lexer.h"
#include "port/lint/analysis.h"
#include "port/lint/lint_lexed.h"
#include "port/translate_lexed.h"

#include <crosswarp/error.h>
#include <crosswarp/lint.h>
#include <crosswarp/port.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <thread>

namespace fs = std::filesystem;

namespace {

// Appended to a lane-mask-width finding on a mask the output no longer uses.
constexpr std::string_view kMaskDropped = "; not in the output: the port dropped this mask, the call takes the whole wavefront";

// Whether (line, column) is in one of `spans`.
bool in_spans(const std::vector<crosswarp::port::SourceSpan>& spans, std::size_t line, std::size_t column) {
  return std::any_of(spans.begin(), spans.end(),
                     [&](const crosswarp::port::SourceSpan& s) { return s.contains(line, column); });
}

// The name a `#define` directive defines, as the token in its lexed body (nullptr when there is none).
const crosswarp::port::Token* defined_name(const crosswarp::port::LexResult& body) {
  bool after_define = false;
  for (const crosswarp::port::Token& b : body.tokens) {
    if (b.kind != crosswarp::port::TokenKind::Identifier) continue;
    if (after_define) return &b;
    after_define = b.text == "define";
  }
  return nullptr;
}

// Whether a finding on `line` lies in a `#define NAME ...` (lint reports a 32-lane full-mask macro
// at its value) whose every use in the file is inside a mask the translation dropped. A use in another
// directive (#define M2 NAME, #if NAME) counts as kept.
bool macro_uses_all_dropped(const crosswarp::port::LexResult& lexed,
                            const std::vector<crosswarp::port::SourceSpan>& dropped, std::size_t line) {
  namespace port = crosswarp::port;
  std::string name;
  for (const port::Token& t : lexed.tokens) {
    if (t.line > line) break;
    if (t.kind != port::TokenKind::Directive) continue;
    if (t.line + static_cast<std::size_t>(std::count(t.text.begin(), t.text.end(), '\n')) < line) continue;
    if (port::directive_name(t) == "define") {
      const port::LexResult body = port::lex_directive(t);
      if (const port::Token* n = defined_name(body)) name = n->text;
    }
    break;
  }
  if (name.empty()) return false;
  std::size_t uses = 0;
  for (const port::Token& t : lexed.tokens) {
    if (t.kind == port::TokenKind::Directive) {
      if (t.text.find(name) == std::string_view::npos) continue;
      const std::string_view dn = port::directive_name(t);
      if (dn != "define" && dn != "if" && dn != "elif") continue;
      const port::LexResult body = port::lex_directive(t);
      const port::Token* own = dn == "define" ? defined_name(body) : nullptr;
      for (const port::Token& b : body.tokens) {
        if (&b != own && b.is_identifier(name)) return false;
      }
      continue;
    }
    if (!t.is_identifier(name)) continue;
    if (!in_spans(dropped, t.line, t.column)) return false;
    ++uses;
  }
  return uses > 0;
}

// Whether a finding at (line, column) is at the declaration of a variable or parameter (lint reports a mask
// kept in a 32-bit type at its type) whose every use in its scope is inside a mask the translation dropped.
// The scope runs to the end of the enclosing block (a parameter's: the function body; file scope: the end of
// the file).
bool variable_uses_all_dropped(const crosswarp::port::LexResult& lexed,
                               const std::vector<crosswarp::port::SourceSpan>& dropped, std::size_t line,
                               std::size_t column) {
  namespace port = crosswarp::port;
  const std::vector<port::Token>& toks = lexed.tokens;
  std::size_t i = static_cast<std::size_t>(
      std::lower_bound(toks.begin(), toks.end(), std::make_pair(line, column),
                       [](const port::Token& t, const std::pair<std::size_t, std::size_t>& at) {
                         return t.line < at.first || (t.line == at.first && t.column < at.second);
                       }) -
      toks.begin());
  if (i == toks.size() || toks[i].line != line || toks[i].column != column) return false;
  // the type's tokens, then the declared name: the last identifier before = ; , ) [ {
  std::size_t name = toks.size();
  for (; i < toks.size(); i = port::next_significant(toks, i)) {
    if (toks[i].kind == port::TokenKind::Identifier)
      name = i;
    else if (toks[i].is_punct("::"))
      continue;
    else
      break;
  }
  if (name == toks.size() || i == toks.size()) return false;
  const std::string_view p = toks[i].text;
  if (p != "=" && p != ";" && p != "," && p != ")" && p != "[" && p != "{") return false;
  int braces = 0, parens = 0;
  bool parameter = false, opened = false;
  std::size_t uses = 0;
  for (std::size_t k = port::next_significant(toks, name); k < toks.size();
       k = port::next_significant(toks, k)) {
    const port::Token& t = toks[k];
    if (t.is_punct("("))
      ++parens;
    else if (t.is_punct(")") && --parens < 0)
      parameter = true, parens = 0;
    else if (t.is_punct("{"))
      ++braces, opened = true;
    else if (t.is_punct("}") && (--braces < 0 || (parameter && opened && braces == 0)))
      break;
    if (!t.is_identifier(toks[name].text)) continue;
    const std::size_t before = port::prev_significant(toks, k);
    if (before != SIZE_MAX && (toks[before].is_punct(".") || toks[before].is_punct("->")))
      continue;  // a member
    if (!in_spans(dropped, t.line, t.column)) return false;
    ++uses;
  }
  return uses > 0;
}

// crosswarp lint's findings on `source` (lexed as `lexed`), as port diagnostics (rule ids kept).
void append_lint_findings(const std::string& source, const crosswarp::port::LexResult& lexed,
                          const std::string& file, std::vector<crosswarp::port::Diagnostic>& out,
                          crosswarp::lint::AnalysisShare* share) {
  namespace port = crosswarp::port;
  for (const crosswarp::lint::Finding& f : crosswarp::lint::lint_lexed(source, lexed, file, share)) {
    port::Diagnostic d;
    d.rule = f.rule;
    d.severity = f.severity == crosswarp::lint::Severity::Error     ? port::Severity::Error
                 : f.severity == crosswarp::lint::Severity::Warning ? port::Severity::Warning
                                                                     : port::Severity::Note;
    d.file = f.file;
    d.line = f.line;
    d.column = f.column;
    d.message = f.message + (f.fix ? " (crosswarp lint --fix: " + f.fix->description + ")" : "");
    out.push_back(std::move(d));
  }
}

using crosswarp::input_error;
namespace port = crosswarp::port;

// Files translated in a tree; everything else is copied as is.
bool is_source(const fs::path& p) {
  static const std::set<std::string> exts = {".cu", ".cuh", ".h", ".hpp", ".hh", ".hxx", ".c", ".cc",
                                             ".cpp", ".cxx", ".inl", ".cuinl", ".inc"};
  return exts.count(p.extension().string()) != 0;
}

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) throw input_error(p.string(), "cannot read file");
  // Into one buffer of the file's size (a stringstream grows by doubling and is then copied: three
  // buffers' worth of fresh pages for a large file).
  std::string text;
  std::error_code ec;
  const auto size = fs::file_size(p, ec);
  if (!ec) text.reserve(static_cast<std::size_t>(size));
  char buf[1 << 16];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) text.append(buf, static_cast<std::size_t>(in.gcount()));
  if (in.bad()) throw input_error(p.string(), "cannot read file");
  return text;
}

void write_file(const fs::path& p, const std::string& text) {
  if (p.has_parent_path()) fs::create_directories(p.parent_path());
  fs::path tmp = p;
  tmp += ".cwtmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    out << text;
    if (!out) throw crosswarp::Error(crosswarp::ErrorKind::Runtime, p.string() + ": cannot write file");
  }
  fs::rename(tmp, p);
}

// In a tree, a quoted #include of a renamed file ("a.cu") follows the rename ("a.hip").
std::string rename_local_includes(const std::string& text) {
  std::string out;
  std::size_t pos = 0;
  while (true) {
    std::size_t inc = text.find("#include \"", pos);
    if (inc == std::string::npos) break;
    std::size_t close = text.find('"', inc + 10);
    std::size_t eol = text.find('\n', inc);
    if (close == std::string::npos || (eol != std::string::npos && close > eol)) {
      out.append(text, pos, inc + 10 - pos);
      pos = inc + 10;
      continue;
    }
    std::string name = text.substr(inc + 10, close - inc - 10);
    out.append(text, pos, inc + 10 - pos);
    out += port::ported_file_name(name);
    pos = close;
  }
  out.append(text, pos, std::string::npos);
  return out;
}

struct Job {
  fs::path input;
  fs::path output;  // empty: stdout
  bool translate = true;
};

int run_port(int argc, char** argv) {
  // clang-format off
  CLI::App app{
      "Translate CUDA sources to HIP. A file to a file (or to stdout without -o), a directory to a directory\n"
      "(sources translated, .cu renamed .hip as hipify does, quoted includes of renamed files follow,\n"
      "other files copied). Names are rewritten on whole tokens, never inside comments (in string literals, as\n"
      "HIPIFY does, only whole CUDA API names that have a HIP name: \"cudaMalloc failed\"), and a call's\n"
      "arguments where the HIP signature differs (e.g. MIOpen's convolutions, rocSPARSE's size_t buffer sizes);\n"
      "every unsupported or deprecated CUDA API is reported with its location. CUDA functions HIP lacks but can\n"
      "express are written out and noted (emulated-api): e.g. the SIMD video intrinsics (__vadd4, __vmaxs2,\n"
      "__vsadu4, ...) and DPX functions (__viaddmax_s32, __vimax3_s16x2_relu, __vibmax_u32, ...) become\n"
      "crosswarpVadd4 & co., defined once in the file (CUDA's own on HIP's NVIDIA platform). Inline PTX that\n"
      "reads a special register, is one cache-hinted global load or store, or is one integer instruction\n"
      "(prmt, lop3, bfe, bfi, shf, dp4a, bfind, add, CUB's vshr.u32.u32.u32.clamp.add, ...: 93 forms) or\n"
      "video instruction (vadd/vsub/vabsdiff/vmin/vmax/vset with selectors, .sat, a secondary operation or a\n"
      "merge; vadd4, vset2, ... on their default lanes) or packed-half instruction (sub.f16x2, fma.rn.bf16x2,\n"
      "max.f16x2, cvt.rn.relu.f16x2.f32, set.gtu.u32.f16x2, ...: 162 forms) becomes C++, and so does a template of several such\n"
      "instructions with .reg registers, predicates (setp, @p, selp) and carries (add.cc, addc, mad.lo.cc, ...),\n"
      "a load or store with a memory order (ld.acquire.gpu, st.release.sys, ...) or red/atom on an integer an\n"
      "__atomic builtin of that order,\n"
      "an approximate float instruction (ex2.approx.f32, tanh.approx.f32, ...) HIP's function of the same math,\n"
      "add/sub/mul/fma in a rounding mode (mul.rz.f32, ...) HIP's intrinsic of that mode (__fmul_rz: the build\n"
      "needs -DOCML_BASIC_ROUNDED_OPERATIONS for the directed ones; the report's compile-flag warning says so),\n"
      "bar.sync 0, membar.* and fence.* HIP's barrier and fences. Shared-window addresses\n"
      "(__cvta_generic_to_shared, cvta, the address of ld/st/atom on .shared) go through crosswarpCvta*,\n"
      "defined once in the file (an address-space cast to LDS on AMD GPUs), and cp.async (.ca/.cg, a source\n"
      "size, cache hints, under a predicate or ignore-src) copies at once, its commit_group and wait_group\n"
      "becoming nothing; ldmatrix and mma.sync m16n8k{8,16} on f16/bf16 become functions over the warp's\n"
      "fragments (__shfl of width 32); a template built with a string macro of the file, or operands whose\n"
      "constraint a function-like macro gives, are written for each of its definitions. __nanosleep and\n"
      "nanosleep.u32 become crosswarpNanosleep (s_sleep on AMD GPUs; a yield under crosswarp-simt); Hopper's\n"
      "mbarriers and bulk copies (mbarrier.init/arrive/expect_tx/try_wait.parity, cp.async.bulk, DeepEP's TMA\n"
      "helpers) an mbarrier of the port's own in shared memory, the copies done at issue; elect.sync the mask's\n"
      "lowest lane; a global access and a fence in one template the two in order; prefetches their operands\n"
      "cast to void (hints); any other asm is reported.\n"
      "Exit codes: 0 all translated, 1 something could not be translated (see the report), 2 bad input.",
      "crosswarp port"};
  // clang-format on
  std::vector<std::string> inputs;
  std::string output, report, sarif, compile_db;
  port::TranslateOptions o;
  bool no_runtime_include = false;
  bool with_lint = true;
  app.add_option("PATH", inputs, "CUDA files or directories to port");
  app.add_option("-o,--output", output, "output file (one input file; - for standard output) or directory");
  app.add_option("--report", report, "write a JSON report of every diagnostic to this file");
  app.add_option("--sarif", sarif, "write a SARIF 2.1.0 log of every diagnostic to this file");
  app.add_flag("!--no-lint", with_lint,
               "leave out crosswarp lint's wave64 portability findings (by default they are printed and "
               "listed in --report/--sarif with their rule ids)");
  app.add_option("-p", compile_db, "compile_commands.json: port exactly the sources it lists (into -o DIR)");
  app.add_flag("--roc", o.roc, "translate cuBLAS, cuSPARSE and cuRAND to rocBLAS, rocSPARSE and rocRAND (rocblas_*, rocsparse_*, rocrand_*) instead of hipBLAS, hipSPARSE and hipRAND (and cuSOLVER to rocSOLVER); in a file calling cuBLAS, host code's __half and __nv_bfloat16 become rocblas_half and rocblas_bfloat16, the types rocBLAS takes (device code keeps CUDA's)");
  app.add_flag("--miopen", o.miopen, "translate cuDNN to MIOpen where a mapping exists, arguments reordered to MIOpen's signatures "
               "(without it cuDNN goes to the archived hipDNN, as in HIPIFY)");
  app.add_flag("--use-hip-data-types", o.use_hip_data_types,
               "CUDA data types (cudaDataType, CUDA_R_32F) to HIP's (hipDataType, HIP_R_32F) instead of "
               "hipBLAS' (hipblasDatatype_t, HIPBLAS_R_32F)");
  app.add_flag("--hip-kernel-execution-syntax", o.hip_kernel_execution_syntax,
               "rewrite k<<<g, b, s, st>>>(a) to hipLaunchKernelGGL(k, dim3(g), dim3(b), s, st, a)");
  bool cuda_syntax = false;
  app.add_flag("--cuda-kernel-execution-syntax", cuda_syntax,
               "keep <<<...>>> launches (the default; --hip-kernel-execution-syntax wins when both are given)");
  app.add_flag("--experimental", o.experimental, "also translate APIs whose HIP support is experimental");
  app.add_flag("--skip-excluded-preprocessor-conditional-blocks", o.skip_excluded_preprocessor_conditional_blocks,
               "leave code in #if 0 (and in the #else of #if 1) untouched");
  app.add_flag("--default-preprocessor", o.default_preprocessor,
               "accepted for HIPIFY compatibility (no effect: the translator works on tokens, not on "
               "preprocessed code)");
  app.add_flag("--amap", o.amap,
               "hipify as much as possible: code in excluded conditional blocks is translated too (overrides "
               "--skip-excluded-preprocessor-conditional-blocks, as in HIPIFY)");
  app.add_flag("--no-runtime-include", no_runtime_include,
               "do not add #include <hip/hip_runtime.h> to .cu files that relied on nvcc's implicit one");
  app.add_option("--hip-version", o.hip_version,
                 "HIP release to target, e.g. 5.7 or 6.4: later HIP names are left and reported, and version-"
                 "dependent APIs take that release's form (hipBLAS 2.x's *_v2 complex API for 6.x, its plain names "
                 "from 7.0; before 6.0 hipSOLVER's own fill-mode/operation/side enums for cuSOLVER and hipBLAS "
                 "1.x's in-place trmm, an out-of-place call going through a function defined in the file; before "
                 "7.1 CUDA 13's cudaMemPrefetchAsync/cudaMemAdvise with a cudaMemLocation as HIP's device-number "
                 "functions; before 6.2 __nv_bfloat16 as crosswarpBfloat16, a class defined in the file that gives "
                 "HIP's bare __hip_bfloat16 CUDA's conversions, operators and __ldg, __syncwarp as crosswarpSyncwarp "
                 "(HIP 6.2's definition, in the file), __activemask() as __ballot(1), a vote on a mask not provably "
                 "full as HIP 6.2 defines it on __ballot and the mask, __match_any_sync/__match_all_sync as __shfl "
                 "loops; before 6.1 cublasMath_t, cublasSetMathMode and cublasGetMathMode defined in the file "
                 "(hipBLAS computes in each call's precision); before 6.0 atomicAdd overloads for "
                 "__half/__half2, a CAS loop, in a file that needs them). Default: the newest HIP (so "
                 "cuTENSOR 2.x goes to hipTensor 2.x of ROCm 7.0), written "
                 "in a form that compiles on older HIP where one exists: mask-less warp builtins for a full mask "
                 "(a literal, a variable or an object-like macro), cg::reduce emulated, hipBLAS *_v2 names with a "
                 "#define block for 7.0, host __half operators (HIP's are device only before 6.4) defined for "
                 "HIP_VERSION < 6.4 where host code applies them or instantiates a function template of the file "
                 "with __half");
  app.add_flag("--for-host-compiler", o.for_host_compiler,
               "output for a host C++ compiler against crosswarp-simt (hipLaunchKernelGGL, HIP_DYNAMIC_SHARED)");

  return crosswarp::cli::run_command(app, argc, argv, [&]() -> int {
    // Both given: --hip-kernel-execution-syntax wins, as in HIPIFY (its options/ unit test).
    (void)cuda_syntax;
    o.cuda_kernel_execution_syntax = !o.hip_kernel_execution_syntax;
    bool version_ok = !o.hip_version.empty() && o.hip_version.front() != '.' && o.hip_version.back() != '.';
    for (char c : o.hip_version) version_ok = version_ok && ((c >= '0' && c <= '9') || c == '.');
    if (!o.hip_version.empty() && !version_ok)
      throw crosswarp::Error(crosswarp::ErrorKind::Usage,
                             "--hip-version " + o.hip_version + ": expected a version such as 5.7 or 6.2.0");
    o.insert_runtime_include = !no_runtime_include;

    if (output == "-") {  // the usual spelling of standard output, rather than a file named "-"
      if (!compile_db.empty() || inputs.size() != 1 || fs::is_directory(inputs.front()))
        throw crosswarp::Error(crosswarp::ErrorKind::Usage, "-o - (standard output) takes exactly one input file");
      output.clear();
    }
    std::vector<Job> jobs;
    bool tree = false;
    if (!compile_db.empty()) {
      if (output.empty()) throw crosswarp::Error(crosswarp::ErrorKind::Usage, "-p needs -o DIR");
      nlohmann::json db;
      try {
        db = nlohmann::json::parse(read_file(compile_db));
      } catch (const nlohmann::json::exception& e) {
        throw input_error(compile_db, std::string("not a JSON compilation database: ") + e.what());
      }
      if (!db.is_array()) throw input_error(compile_db, "not a JSON compilation database (expected an array)");
      std::vector<fs::path> files;
      for (const auto& entry : db) {
        if (!entry.is_object() || !entry.contains("file") || !entry["file"].is_string())
          throw input_error(compile_db, "an entry has no \"file\"");
        fs::path f = entry["file"].get<std::string>();
        if (f.is_relative() && entry.contains("directory") && entry["directory"].is_string())
          f = fs::path(entry["directory"].get<std::string>()) / f;
        files.push_back(f.lexically_normal());
      }
      // Mirror the sources under -o relative to their common directory.
      fs::path root = files.empty() ? fs::path() : files.front().parent_path();
      for (const fs::path& f : files) {
        while (!root.empty() && f.lexically_relative(root).string().starts_with("..")) root = root.parent_path();
      }
      for (const fs::path& f : files) {
        if (!fs::is_regular_file(f)) throw input_error(f.string(), "listed in " + compile_db + " but not found");
        jobs.push_back({f, fs::path(output) / port::ported_file_name(f.lexically_relative(root).string())});
      }
      tree = true;
    }
    if (inputs.empty() && compile_db.empty())
      throw crosswarp::Error(crosswarp::ErrorKind::Usage, "no input: give PATH... or -p compile_commands.json");
    for (const std::string& in : inputs) {
      fs::path p(in);
      if (fs::is_directory(p)) {
        if (output.empty()) throw crosswarp::Error(crosswarp::ErrorKind::Usage, in + ": a directory needs -o DIR");
        tree = true;
        fs::path base = inputs.size() > 1 ? fs::path(output) / p.filename() : fs::path(output);
        std::vector<fs::path> entries;
        for (const auto& e : fs::recursive_directory_iterator(p)) {
          if (e.is_regular_file()) entries.push_back(e.path());
        }
        std::sort(entries.begin(), entries.end());
        for (const fs::path& f : entries) {
          std::string rel = f.lexically_relative(p).string();
          bool src = is_source(f);
          jobs.push_back({f, base / (src ? port::ported_file_name(rel) : rel), src});
        }
      } else if (fs::is_regular_file(p)) {
        fs::path dst;
        if (!output.empty()) {
          bool out_dir = inputs.size() > 1 || fs::is_directory(output);
          dst = out_dir ? fs::path(output) / port::ported_file_name(p.filename().string()) : fs::path(output);
        }
        jobs.push_back({p, dst, true});
      } else {
        throw input_error(in, "no such file or directory");
      }
    }

    port::tune_heap_for_large_inputs();
    std::vector<port::FileReport> reports;
    bool all_ok = true;
    const bool concurrent = std::thread::hardware_concurrency() > 1;
    for (const Job& j : jobs) {
      if (!j.translate) {
        fs::create_directories(j.output.parent_path());
        fs::copy_file(j.input, j.output, fs::copy_options::overwrite_existing);
        continue;
      }
      std::string src = read_file(j.input);
      // Lexed once: the translator and the linter read the same tokens. With a second core the lint
      // runs beside the translation (both only read the tokens; each writes its own results).
      const port::LexResult lexed = port::lex(src);
      // Portability findings of crosswarp lint on the CUDA source: what the translation keeps
      // that breaks or slows on wave64. They go to the report; they do not fail the translation.
      // Done translating, the main thread helps the linter analyse the file's functions.
      std::vector<port::Diagnostic> lint_diags;
      std::exception_ptr lint_error;
      crosswarp::lint::AnalysisShare share;
      auto lint = [&](crosswarp::lint::AnalysisShare* s) {
        if (s) crosswarp::port::advise_thread_heap();  // the linter's own thread: its malloc arena
        try {
          append_lint_findings(src, lexed, j.input.string(), lint_diags, s);
        } catch (...) {
          lint_error = std::current_exception();
        }
      };
      std::thread linter;
      if (with_lint && concurrent) linter = std::thread(lint, &share);
      port::TranslateResult r;
      try {
        r = port::translate_lexed(src, lexed, j.input.string(), o);
        if (linter.joinable()) share.help();
      } catch (...) {
        if (linter.joinable()) linter.join();
        throw;
      }
      if (linter.joinable()) linter.join();
      else if (with_lint) lint(nullptr);
      if (lint_error) std::rethrow_exception(lint_error);
      if (tree) r.text = rename_local_includes(r.text);
      all_ok &= r.ok();
      // lint reads the CUDA source: a 32-lane full mask the translation dropped is not a problem of the output, so
      // its finding becomes a note (not printed), saying so
      for (port::Diagnostic& d : lint_diags) {
        if (d.rule == "inline-ptx" && in_spans(r.rewritten_asm, d.line, d.column)) {
          d.severity = port::Severity::Note;
          d.message += "; not in the output";
        }
        if (d.rule != "lane-mask-width" || r.dropped_masks.empty()) continue;
        if (in_spans(r.dropped_masks, d.line, d.column)) {
          d.severity = port::Severity::Note;
          d.message += kMaskDropped;
        } else if (const bool macro = macro_uses_all_dropped(lexed, r.dropped_masks, d.line);
                   macro || variable_uses_all_dropped(lexed, r.dropped_masks, d.line, d.column)) {
          d.severity = port::Severity::Note;
          d.message += std::string("; not in the output: the port dropped every use of this ") +
                       (macro ? "macro" : "variable") +
                       " as a call's mask, the calls take the whole wavefront";
        }
      }
      r.diagnostics.insert(r.diagnostics.end(), std::make_move_iterator(lint_diags.begin()),
                           std::make_move_iterator(lint_diags.end()));
      for (const port::Diagnostic& d : r.diagnostics) {
        if (d.severity == port::Severity::Note) continue;
        std::cerr << d.file << ":" << d.line << ":" << d.column << ": " << port::to_string(d.severity) << ": "
                  << d.message << " [" << d.rule << "]\n";
      }
      if (j.output.empty()) {
        std::cout << r.text;
      } else {
        write_file(j.output, r.text);
      }
      reports.push_back({j.input.string(), j.output.string(), r.replacements, std::move(r.diagnostics)});
    }
    if (!report.empty()) write_file(report, port::report_json(reports));
    if (!sarif.empty()) write_file(sarif, port::report_sarif(reports));
    return all_ok ? 0 : 1;
  });
}

}  // namespace

CW_COMMAND("port", "translate CUDA sources to HIP (HIPIFY's options, JSON/SARIF reports)", run_port);
