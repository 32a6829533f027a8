// crosswarp::port — CUDA -> HIP source translation (the library behind `crosswarp port`).
//
//   TranslateOptions opts;                       // HIPIFY's options, same names and meanings
//   auto r = crosswarp::port::translate_source(text, "kernel.cu", opts);
//   write(r.text); for (auto& d : r.diagnostics) ...;  // r.ok() == false: something was not translated
//
// The translator works on tokens (src/port/lexer.h), so nothing changes inside strings or comments
// and identifiers match whole. It never throws on bad input: malformed bytes, unterminated comments
// or strings come back as diagnostics.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::port {

// How a CUDA name fares in HIP.
enum class ApiStatus : std::uint8_t {
  Supported,    // has a HIP equivalent (translated)
  Deprecated,   // deprecated in CUDA (or in HIP); translated when a HIP name exists, and reported
  Unsupported,  // no HIP equivalent: left as is and reported
};
const char* to_string(ApiStatus status);

enum class Severity : std::uint8_t { Note, Warning, Error };
const char* to_string(Severity severity);

struct Diagnostic {
  std::string rule;     // "unsupported-api", "deprecated-api", "lexer", "launch", lint rule ids, ...
  Severity severity = Severity::Warning;
  std::string file;
  std::uint32_t line = 0;    // 1-based; 0 when not tied to a place
  std::uint32_t column = 0;  // 1-based, in bytes
  std::string message;
  std::string cuda_name;     // the CUDA identifier concerned (may be empty)
  ApiStatus status = ApiStatus::Supported;  // its status (Unsupported / Deprecated for API findings)
};

struct TranslateOptions {
  // --roc: translate cuBLAS, cuSPARSE and cuRAND to the roc* libraries (rocBLAS, rocSPARSE, rocRAND) instead of
  // hip* (hipBLAS, hipSPARSE, hipRAND); cuComplex's types become rocBLAS' complex types.
  bool roc = false;
  // --miopen: translate cuDNN to MIOpen where a mapping exists. Without it cuDNN goes to hipDNN, as
  // HIPIFY's default does, and every such rewrite is reported: hipDNN is archived and no current
  // ROCm ships it.
  bool miopen = false;
  // --use-hip-data-types: use hip data types (hipDataType, HIP_R_32F) instead of the library ones
  // (hipblasDatatype_t, HIPBLAS_R_32F).
  bool use_hip_data_types = false;
  // --hip-kernel-execution-syntax: rewrite k<<<g,b,s,st>>>(a) to hipLaunchKernelGGL(k, g, b, s, st, a).
  bool hip_kernel_execution_syntax = false;
  // --cuda-kernel-execution-syntax: keep triple chevrons (the default; hip-clang accepts them).
  bool cuda_kernel_execution_syntax = true;
  // --experimental: also translate APIs marked experimental in the tables (HIP support is partial).
  bool experimental = false;
  // --skip-excluded-preprocessor-conditional-blocks: leave code inside #if 0 (and #else of #if 1)
  // untouched.
  bool skip_excluded_preprocessor_conditional_blocks = false;
  // --default-preprocessor: accepted for HIPIFY compatibility; the token translator does not run a
  // preprocessor, so this changes nothing in the output.
  bool default_preprocessor = false;
  // --amap: hipify as much as possible (HIPIFY: "ignores default-preprocessor"): code in excluded
  // conditional blocks is translated even with skip_excluded_preprocessor_conditional_blocks.
  bool amap = false;
  // Insert #include <hip/hip_runtime.h> into .cu files that use CUDA without including the runtime
  // (nvcc includes it implicitly).
  bool insert_runtime_include = true;
  // For `crosswarp emulate` (g++ against our HIP-on-CPU headers): launches always become
  // hipLaunchKernelGGL(k, dim3(g), dim3(b), shmem, stream, args...) with template kernels wrapped in
  // parentheses and 0/0 for missing shmem/stream; `extern __shared__ T name[];` becomes
  // HIP_DYNAMIC_SHARED(T, name).
  bool for_host_compiler = false;
  // --hip-version: the HIP release the output must compile with ("6.1", "5.7"; "" = the newest, as HIPIFY).
  // A mapping whose HIP name appeared later is left and reported, except the warp-synchronous builtins
  // (__shfl_xor_sync, __ballot_sync, ...), which become their mask-less forms when the mask is provably full.
  std::string hip_version;
};

// Where a piece of the source lies: its first and last character (1-based lines, 1-based byte columns).
struct SourceSpan {
  std::size_t first_line = 0, first_column = 0, last_line = 0, last_column = 0;
  bool contains(std::size_t line, std::size_t column) const {
    return (line > first_line || (line == first_line && column >= first_column)) &&
           (line < last_line || (line == last_line && column <= last_column));
  }
};

struct TranslateResult {
  std::string text;                      // the translated source
  std::vector<Diagnostic> diagnostics;   // in source order
  std::size_t replacements = 0;          // number of names/launches/includes rewritten
  // The full-warp masks of warp builtins that the output no longer passes (dropped with the mask-less builtin, or
  // ignored by the call's emulation, which takes the whole wavefront): lint's lane-mask-width findings on them describe
  // the CUDA source only (crosswarp port leaves them out of its report).
  std::vector<SourceSpan> dropped_masks;
  // The asm statements the output writes in C++ (inline PTX: register reads, cache-hinted global accesses,
  // integer instructions), from the asm keyword to the closing parenthesis: lint's inline-ptx findings on
  // them, likewise.
  std::vector<SourceSpan> rewritten_asm;
  bool ok() const;                       // false when something could not be translated (Error or Unsupported)
};

// Translates one CUDA source. `filename` is used for diagnostics and to decide whether the file is a
// CUDA source (.cu/.cuh) that needs the HIP runtime include. Never throws on bad input.
TranslateResult translate_source(std::string_view source, std::string_view filename,
                                 const TranslateOptions& options = {});

// The output name for a ported file, following hipify-perl/hipify-clang: foo.cu -> foo.hip,
// foo.cuh -> foo.cuh (kept, includes keep working), other names unchanged.
std::string ported_file_name(std::string_view name);

// Reports over many files.
struct FileReport {
  std::string input;
  std::string output;
  std::size_t replacements = 0;
  std::vector<Diagnostic> diagnostics;
};
std::string report_json(const std::vector<FileReport>& files);   // --report
std::string report_sarif(const std::vector<FileReport>& files);  // --sarif (SARIF 2.1.0)

}  // namespace crosswarp::port
