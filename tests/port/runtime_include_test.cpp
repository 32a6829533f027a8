// Where translate_source inserts the HIP runtime include into a .cu file that relied on nvcc's implicit
// one: it lexes only the head of the translated text (lex_first, more when the head does not decide), so
// the answer must not depend on how far into the file the deciding token is.
#include <crosswarp/port.h>

#include <gtest/gtest.h>

#include <string>

namespace {

std::string port(const std::string& src) {
  crosswarp::port::TranslateOptions o;
  return crosswarp::port::translate_source(src, "k.cu", o).text;
}

std::string code(int statements) {  // ~12 tokens a statement, no directives
  std::string s = "void f(float* p) {\n";
  for (int i = 0; i < statements; ++i) s += "  p[" + std::to_string(i) + "] = p[" + std::to_string(i) + "] + 1.0f;\n";
  return s + "}\n";
}

const std::string kRuntime = "#include <hip/hip_runtime.h>\n";

}  // namespace

TEST(PortRuntimeInclude, BeforeTheFirstIncludeWhereverItIs) {
  for (int n : {1, 300, 5000, 30000}) {  // the include after ~12, ~3.6k, ~60k and ~360k tokens
    const std::string head = code(n);
    const std::string out = port(head + "#include <cstdio>\nint g() { return 0; }\n");
    EXPECT_EQ(out.substr(0, head.size()), head) << n;
    EXPECT_EQ(out.substr(head.size(), kRuntime.size()), kRuntime) << n;
  }
}

TEST(PortRuntimeInclude, BeforeTheFirstCodeWithoutIncludes) {
  for (int n : {1, 5000, 30000}) {
    const std::string src = "// a comment\n\n" + code(n);
    const std::string out = port(src);
    EXPECT_EQ(out, "// a comment\n\n" + kRuntime + code(n)) << n;
  }
}

TEST(PortRuntimeInclude, InsideAnIncludeGuard) {
  const std::string out = port("#ifndef K_CU\n#define K_CU\n" + code(5000) + "#endif\n");
  EXPECT_EQ(out.substr(0, 13 + kRuntime.size()), "#ifndef K_CU\n" + kRuntime);
}

// A first include that is conditional (the __has_include choice --roc writes for ROCm 5.x's flat headers, or the
// file's own #ifdef): the runtime goes before the conditional, so that every branch has it.
TEST(PortRuntimeInclude, BeforeAConditionalFirstInclude) {
  crosswarp::port::TranslateOptions roc;
  roc.roc = true;
  std::string out = crosswarp::port::translate_source("#include <cublas_v2.h>\n__global__ void k() {}\n", "k.cu", roc).text;
  EXPECT_EQ(out.substr(0, kRuntime.size() + 4), kRuntime + "#if ") << out;
  EXPECT_EQ(out.find(kRuntime, 1), std::string::npos) << out;
  out = port("#ifdef USE_MATH\n#include <cmath>\n#else\n#include <math.h>\n#endif\n" + code(1));
  EXPECT_EQ(out.substr(0, kRuntime.size() + 16), kRuntime + "#ifdef USE_MATH\n") << out;
  // an include after a closed conditional: before that include
  const std::string closed = "#if X\n#define Y 1\n#endif\n";
  out = port(closed + "#include <cstdio>\n" + code(1));
  EXPECT_EQ(out.substr(0, closed.size() + kRuntime.size()), closed + kRuntime) << out;
}

// A CUDA header included before cuda_runtime.h (cuComplex.h, cublas_v2.h) is ported to a HIP header before the
// runtime include; porting that output again must not take the HIP header for a project header that needs the
// runtime in front of it (it once inserted a second runtime include at the top).
TEST(PortRuntimeInclude, HipHeadersBeforeTheRuntimeAreNotProjectHeaders) {
  const std::string src =
      "#include <cstdio>\n#include <cuComplex.h>\n#include <cublas_v2.h>\n#include <cuda_runtime.h>\n" + code(1);
  std::string once = port(src);
  EXPECT_EQ(port(once), once);
  EXPECT_EQ(once.find(kRuntime), once.rfind(kRuntime)) << once;
  // a project header before the runtime still gets the runtime in front of it
  std::string project = port("#include \"helper_cuda.h\"\n#include <hip/hip_runtime.h>\n" + code(1));
  EXPECT_EQ(project.substr(0, kRuntime.size()), kRuntime) << project;
}
