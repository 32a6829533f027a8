// libFuzzer target: the lexer and the translator on arbitrary bytes, with every option set that
// changes code paths. Checks the lexer's losslessness and that translating never throws.
#include "port/lexer.h"

#include <crosswarp/port.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view src(reinterpret_cast<const char*>(data), size);
  crosswarp::port::LexResult lx = crosswarp::port::lex(src);
  std::string joined;
  for (const auto& t : lx.tokens) joined.append(t.text);
  if (joined != src) std::abort();  // the lexer must be lossless
  crosswarp::port::TranslateOptions o;
  o.hip_kernel_execution_syntax = size % 2 == 0;
  o.for_host_compiler = size % 3 == 0;
  o.roc = size % 5 == 0;
  o.skip_excluded_preprocessor_conditional_blocks = size % 7 == 0;
  // a target release changes many paths (hipBLAS 1.x, CUDA 12 forms before HIP 7.1, ...); a .c file writes C
  o.hip_version = size % 11 == 0 ? "5.7" : size % 13 == 0 ? "6.2" : "";
  const char* file = size % 17 == 0 ? "fuzz.c" : "fuzz.cu";
  auto r = crosswarp::port::translate_source(src, file, o);
  (void)crosswarp::port::translate_source(r.text, file, o);
  return 0;
}
