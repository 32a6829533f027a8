// crosswarp port on the command line: file to file, tree to tree, reports, exit codes, -p.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <unistd.h>
#include <sys/wait.h>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <vector>

namespace fs = std::filesystem;

namespace {

int run(const std::string& args) {
  int rc = std::system((std::string(CROSSWARP_CLI) + " port " + args + " 2>/dev/null >/dev/null").c_str());
  return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void put(const fs::path& p, const std::string& s) {
  fs::create_directories(p.parent_path());
  std::ofstream(p) << s;
}

struct PortCli : ::testing::Test {
  fs::path dir = fs::temp_directory_path() / ("cw_port_cli_" + std::to_string(::getpid()));
  void SetUp() override { fs::remove_all(dir); }
  void TearDown() override { fs::remove_all(dir); }
};

}  // namespace

TEST_F(PortCli, TreeToTreeWithReports) {
  put(dir / "in/k.cu", "#include \"k.cuh\"\n__global__ void k() {}\nint main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); }\n");
  put(dir / "in/k.cuh", "#pragma once\ninline void f() { cudaFree(0); }\n");
  put(dir / "in/data/readme.txt", "cudaMalloc stays in text files\n");
  put(dir / "in/main.cpp", "#include \"k.cu\"\n");
  EXPECT_EQ(run((dir / "in").string() + " -o " + (dir / "out").string() + " --report " + (dir / "r.json").string() +
                " --sarif " + (dir / "r.sarif").string()),
            0);
  EXPECT_NE(slurp(dir / "out/k.hip").find("hipDeviceSynchronize"), std::string::npos);
  EXPECT_NE(slurp(dir / "out/k.hip").find("#include <hip/hip_runtime.h>"), std::string::npos);
  EXPECT_NE(slurp(dir / "out/k.cuh").find("hipFree(0)"), std::string::npos);
  EXPECT_EQ(slurp(dir / "out/data/readme.txt"), "cudaMalloc stays in text files\n");
  EXPECT_EQ(slurp(dir / "out/main.cpp"), "#include \"k.hip\"\n");
  auto rep = nlohmann::json::parse(slurp(dir / "r.json"));
  EXPECT_EQ(rep["summary"]["files"], 3);
  auto sarif = nlohmann::json::parse(slurp(dir / "r.sarif"));
  EXPECT_EQ(sarif["version"], "2.1.0");
  // Porting the output again changes nothing.
  EXPECT_EQ(run((dir / "out").string() + " -o " + (dir / "out2").string()), 0);
  EXPECT_EQ(slurp(dir / "out2/k.hip"), slurp(dir / "out/k.hip"));
}

TEST_F(PortCli, UnsupportedExitsOneAndIsInSarif) {
  put(dir / "u.cu", "void f() {\n  cudaGraphConditionalHandleCreate(0, 0, 0);\n}\n");
  EXPECT_EQ(run((dir / "u.cu").string() + " -o " + (dir / "u.hip").string() + " --sarif " + (dir / "u.sarif").string()), 1);
  auto sarif = nlohmann::json::parse(slurp(dir / "u.sarif"));
  auto& res = sarif["runs"][0]["results"];
  ASSERT_EQ(res.size(), 1u);
  EXPECT_EQ(res[0]["ruleId"], "unsupported-api");
  EXPECT_EQ(res[0]["locations"][0]["physicalLocation"]["region"]["startLine"], 2);
  EXPECT_EQ(res[0]["properties"]["cudaName"], "cudaGraphConditionalHandleCreate");
}

TEST_F(PortCli, BadInputAndCompileCommands) {
  EXPECT_EQ(run((dir / "missing.cu").string()), 2);
  EXPECT_EQ(run("--no-such-option x.cu"), 2);
  put(dir / "p/a.cu", "void f() { cudaFree(0); }\n");
  put(dir / "p/b.cu", "void g() { cudaFree(0); }\n");
  put(dir / "p/compile_commands.json",
      "[{\"directory\": \"" + (dir / "p").string() + "\", \"file\": \"a.cu\", \"command\": \"nvcc -c a.cu\"}]");
  EXPECT_EQ(run("-p " + (dir / "p/compile_commands.json").string() + " -o " + (dir / "po").string()), 0);
  EXPECT_TRUE(fs::exists(dir / "po/a.hip"));
  EXPECT_FALSE(fs::exists(dir / "po/b.hip"));  // exactly the database's sources
  put(dir / "bad.json", "{not json");
  EXPECT_EQ(run("-p " + (dir / "bad.json").string() + " -o " + (dir / "po2").string()), 2);
}

TEST_F(PortCli, DashOutputIsStandardOutput) {
  put(dir / "a.cu", "void f() { cudaFree(0); }\n");
  fs::path captured = dir / "stdout.txt";
  int rc = std::system(("cd " + dir.string() + " && " + std::string(CROSSWARP_CLI) + " port a.cu -o - 2>/dev/null >" +
                        captured.string()).c_str());
  ASSERT_TRUE(WIFEXITED(rc));
  EXPECT_EQ(WEXITSTATUS(rc), 0);
  EXPECT_NE(slurp(captured).find("hipFree(0)"), std::string::npos);
  EXPECT_FALSE(fs::exists(dir / "-")) << "-o - wrote a file named '-'";
  // standard output holds one file: a directory or several inputs with -o - is a usage error
  put(dir / "t/b.cu", "void g() { cudaFree(0); }\n");
  EXPECT_EQ(run((dir / "t").string() + " -o -"), 2);
  EXPECT_EQ(run((dir / "a.cu").string() + " " + (dir / "t/b.cu").string() + " -o -"), 2);
}

TEST_F(PortCli, HipVersionOption) {
  put(dir / "k.cu", "__global__ void k(float* p, unsigned long long m) { p[0] = __ballot_sync(m, p[0] > 0); }\n");
  // Newest HIP (default): a vote whose mask is not provably full keeps its name; HIP 5.7 has no *_sync: HIP 6.2's
  // definition on __ballot, exit 0. A name 5.7 lacks with no such form (HIP 6.1's hipEventWaitNodeParams): reported, exit 1.
  EXPECT_EQ(run((dir / "k.cu").string() + " -o " + (dir / "new.hip").string()), 0);
  EXPECT_NE(slurp(dir / "new.hip").find("__ballot_sync(m, p[0] > 0)"), std::string::npos);
  EXPECT_EQ(run((dir / "k.cu").string() + " --hip-version 5.7 -o " + (dir / "old0.hip").string()), 0);
  EXPECT_NE(slurp(dir / "old0.hip").find("return __ballot(predicate) & mask; }(m, p[0] > 0)"), std::string::npos);
  put(dir / "x.cu", "cudaEventWaitNodeParams p;\n");
  EXPECT_EQ(run((dir / "x.cu").string() + " --hip-version 5.7 -o " + (dir / "x.hip").string()), 1);
  put(dir / "k.cu", "__global__ void k(float* p) { p[0] = __shfl_xor_sync(0xffffffff, p[0], 1); }\n");
  EXPECT_EQ(run((dir / "k.cu").string() + " --hip-version 5.7 -o " + (dir / "old.hip").string()), 0);
  EXPECT_NE(slurp(dir / "old.hip").find("__shfl_xor(p[0], 1)"), std::string::npos);
  // Not a version: usage error, exit 2, nothing written.
  EXPECT_EQ(run((dir / "k.cu").string() + " --hip-version six -o " + (dir / "bad.hip").string()), 2);
  EXPECT_FALSE(fs::exists(dir / "bad.hip"));
  // A shuffle's mask goes whatever its value (it never changes the shuffled value).
  put(dir / "s.cu", "__global__ void k(float* p, unsigned m) { p[0] = __shfl_xor_sync(m, p[0], 1); }\n");
  EXPECT_EQ(run((dir / "s.cu").string() + " --hip-version 5.7 -o " + (dir / "s.hip").string()), 0);
  EXPECT_NE(slurp(dir / "s.hip").find("__shfl_xor(p[0], 1)"), std::string::npos);
}

// crosswarp lint's wave64 findings ride along in port's report (with their rule ids), do not change
// port's exit code, and stay out with --no-lint.
TEST_F(PortCli, ReportCarriesLintFindings) {
  put(dir / "in/vote.cu",
      "__global__ void count(const int* x, int* out) {\n"
      "  unsigned int m = __ballot_sync(0xffffffff, x[threadIdx.x] > 0);\n"
      "  if (threadIdx.x == 0) *out = __popc(m);\n"
      "}\n");
  ASSERT_EQ(run((dir / "in/vote.cu").string() + " -o " + (dir / "vote.hip").string() + " --report " +
                (dir / "r.json").string()),
            0);
  auto report = nlohmann::json::parse(slurp(dir / "r.json"));
  std::set<std::string> rules;
  std::function<void(const nlohmann::json&)> collect = [&](const nlohmann::json& j) {
    if (j.is_object()) {
      if (j.contains("rule") && j["rule"].is_string()) rules.insert(j["rule"].get<std::string>());
      for (const auto& [k, v] : j.items()) collect(v);
    } else if (j.is_array()) {
      for (const auto& v : j) collect(v);
    }
  };
  collect(report);
  EXPECT_TRUE(rules.count("lane-mask-width")) << report.dump(2);
  EXPECT_TRUE(rules.count("ballot-truncation")) << report.dump(2);
  // the full mask the port dropped (__ballot_sync(0xffffffff, p) -> __ballot(p)): its lane-mask-width finding is a note
  bool noted = false;
  for (const auto& d : report["files"][0]["diagnostics"])
    if (d["rule"] == "lane-mask-width") {
      EXPECT_EQ(d["severity"], "note") << d.dump();
      EXPECT_NE(d["message"].get<std::string>().find("not in the output: the port dropped this mask"), std::string::npos);
      noted = true;
    }
  EXPECT_TRUE(noted) << report.dump(2);
  EXPECT_EQ(slurp(dir / "vote.hip").find("__ballot_sync"), std::string::npos);

  ASSERT_EQ(run((dir / "in/vote.cu").string() + " -o " + (dir / "vote2.hip").string() + " --no-lint --report " +
                (dir / "r2.json").string()),
            0);
  rules.clear();
  collect(nlohmann::json::parse(slurp(dir / "r2.json")));
  EXPECT_FALSE(rules.count("lane-mask-width"));
}

// A 32-lane full mask kept in a macro (#define FULL 0xffffffff) or a 32-bit variable is reported by lint at
// its #define or declaration. When the port dropped every use of it as a call's mask, the finding is a note;
// a use the output keeps (a comparison, another macro) keeps it an error.
TEST_F(PortCli, FullMaskNameIsANoteOnlyWhenEveryUseWasDropped) {
  const std::string head = "__global__ void k(int* o) {\n  int v = o[threadIdx.x];\n";
  const std::string calls =
      "  v += __shfl_down_sync(FULL, v, 1);\n"
      "  unsigned long long b = __ballot_sync(FULL, v > 0);\n";
  const std::string def = "#define FULL 0xffffffff\n", var = "  unsigned FULL = 0xffffffff;\n";
  struct Case {
    std::string source, severity, kind;
    int line;
  };
  const std::vector<Case> cases = {
      {def + head + calls + "  o[0] = __popcll(b);\n}\n", "note", "macro", 1},
      {def + head + calls + "  o[0] = b == FULL;\n}\n", "error", "", 1},
      {def + "#define ALL FULL\n" + head + calls + "  o[0] = __popcll(b);\n}\n", "error", "", 1},
      {head + var + calls + "  o[0] = __popcll(b);\n}\n", "note", "variable", 3},
      {head + var + calls + "  o[0] = b == FULL;\n}\n", "error", "", 3},
      {"__device__ int f(unsigned FULL, int v) {\n  return __shfl_sync(FULL, v, 0);\n}\n", "note", "variable",
       1},
      // the parameter's scope ends with its function: the use in g is a different FULL, and is kept
      {"__device__ int f(unsigned FULL, int v) {\n  return __shfl_sync(FULL, v, 0);\n}\n"
       "__device__ int g(unsigned FULL) { return FULL; }\n",
       "note", "variable", 1},
  };
  int n = 0;
  for (const Case& c : cases) {
    SCOPED_TRACE(c.source);
    const fs::path in = dir / ("in/mask" + std::to_string(n) + ".cu"),
                   rep = dir / ("mask" + std::to_string(n) + ".json");
    ++n;
    put(in, c.source);
    ASSERT_EQ(run(in.string() + " -o " + (dir / "mask.hip").string() + " --report " + rep.string()), 0);
    EXPECT_EQ(slurp(dir / "mask.hip").find("_sync"), std::string::npos);
    std::size_t found = 0;
    const nlohmann::json report = nlohmann::json::parse(slurp(rep));
    for (const auto& d : report["files"][0]["diagnostics"]) {
      if (d["rule"] != "lane-mask-width" || d["line"] != c.line) continue;
      ++found;
      EXPECT_EQ(d["severity"], c.severity) << d.dump();
      const std::string message = d["message"].get<std::string>();
      if (c.kind.empty())
        EXPECT_EQ(message.find("not in the output"), std::string::npos) << message;
      else
        EXPECT_NE(message.find("dropped every use of this " + c.kind + " as a call's mask"),
                  std::string::npos)
            << message;
    }
    EXPECT_EQ(found, 1u) << report.dump(2);
  }
}

// port lexes each file once and lints the same tokens, beside the translation: its lint findings must be
// exactly crosswarp lint's on that file (same rules, positions, severities and messages, in the same
// order), on every file of the lint corpus and the port samples -- except that a lane-mask-width finding on a
// full mask the port dropped, and an inline-ptx finding on an asm statement the port wrote in C++, are notes
// saying so.
TEST_F(PortCli, ReportLintFindingsEqualCrosswarpLint) {
  const fs::path src = CROSSWARP_SOURCE_DIR;
  std::vector<fs::path> files;
  for (const fs::path& d : {src / "tests/lint/corpus/bad", src / "tests/lint/corpus/good", src / "tests/port/samples"})
    for (const auto& e : fs::directory_iterator(d))
      if (e.path().extension() == ".cu" || e.path().extension() == ".hip") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  ASSERT_GT(files.size(), 20u);
  std::set<std::string> lint_rules;
  std::size_t compared = 0, dropped_masks = 0, rewritten_asm = 0;
  for (const fs::path& f : files) {
    SCOPED_TRACE(f.string());
    const fs::path lint_json = dir / (f.filename().string() + ".lint.json");
    fs::create_directories(dir);
    std::system((std::string(CROSSWARP_CLI) + " lint " + f.string() + " --format json -o " + lint_json.string() +
                 " 2>/dev/null >/dev/null")
                    .c_str());
    std::vector<std::string> expected;
    const nlohmann::json linted = nlohmann::json::parse(slurp(lint_json));
    for (const auto& x : linted["findings"]) {
      std::string message = x["message"].get<std::string>();
      if (!x["fix"].is_null()) message += " (crosswarp lint --fix: " + x["fix"]["description"].get<std::string>() + ")";
      expected.push_back(x["rule"].get<std::string>() + " " + x["severity"].get<std::string>() + " " +
                         std::to_string(x["line"].get<int>()) + ":" + std::to_string(x["column"].get<int>()) + " " +
                         message);
      lint_rules.insert(x["rule"].get<std::string>());
    }
    const fs::path report = dir / (f.filename().string() + ".port.json");
    run(f.string() + " -o " + (dir / "out.hip").string() + " --report " + report.string());
    std::vector<std::string> got;
    const nlohmann::json ported = nlohmann::json::parse(slurp(report));
    for (const auto& file : ported["files"])
      for (const auto& d : file["diagnostics"]) {
        std::string rule = d["rule"].get<std::string>();
        bool lint_rule = false;
        for (const auto& r : expected) lint_rule |= r.rfind(rule + " ", 0) == 0;
        if (!lint_rule) continue;  // a translation diagnostic
        std::string severity = d["severity"].get<std::string>(), message = d["message"].get<std::string>();
        for (const std::string dropped :
             {"; not in the output: the port dropped this mask, the call takes the whole wavefront",
              "; not in the output: the port dropped every use of this macro as a call's mask, the calls "
              "take the "
              "whole wavefront",
              "; not in the output: the port dropped every use of this variable as a call's mask, the calls "
              "take the "
              "whole wavefront"}) {
          if (rule == "lane-mask-width" && severity == "note" && message.find(dropped) != std::string::npos) {
            ++dropped_masks;
            severity = "error";
            const std::size_t at = message.find(dropped);
            message.erase(at, dropped.size());
          }
        }
        // an asm statement the port wrote in C++ (inline_ptx.h)
        if (rule == "inline-ptx" && severity == "note" && message.ends_with("; not in the output")) {
          ++rewritten_asm;
          severity = "error";
          message.erase(message.size() - std::string_view("; not in the output").size());
        }
        got.push_back(rule + " " + severity + " " + std::to_string(d["line"].get<int>()) + ":" +
                      std::to_string(d["column"].get<int>()) + " " + message);
      }
    EXPECT_EQ(got, expected);
    compared += expected.size();
  }
  EXPECT_GT(compared, 20u);  // the corpus has findings of many rules
  EXPECT_GT(dropped_masks, 0u);
  EXPECT_GT(rewritten_asm, 1u);
  EXPECT_GT(lint_rules.size(), 6u);
}

// The CLI carries the core in itself (tools/crosswarp/CMakeLists.txt): loading libcrosswarp.so at every start
// relocates the mapping tables' ~48,600 name pointers, a seventh of porting an 18k-line file.
TEST(PortCliBinary, DoesNotLoadTheSharedCore) {
  const std::string cmd = "objdump -p " + std::string(CROSSWARP_CLI) + " 2>/dev/null";
  std::FILE* p = popen(cmd.c_str(), "r");
  ASSERT_NE(p, nullptr);
  std::string out;
  char buf[4096];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, p)) > 0;) out.append(buf, n);
  const int status = pclose(p);
  if (out.empty() || status != 0) GTEST_SKIP() << "objdump (binutils) is not installed: the binary's NEEDED list is not read";
  ASSERT_NE(out.find("NEEDED"), std::string::npos) << out;  // it does link the C++ runtime dynamically
  EXPECT_EQ(out.find("libcrosswarp"), std::string::npos) << out;
}

// As in HIPIFY, --hip-kernel-execution-syntax wins over --cuda-kernel-execution-syntax.
TEST_F(PortCli, HipKernelSyntaxWinsOverCudaSyntax) {
  put(dir / "l.cu", "__global__ void k(int* p) {}\nvoid f(int* p) { k<<<1, 32>>>(p); }\n");
  EXPECT_EQ(run((dir / "l.cu").string() + " --cuda-kernel-execution-syntax --hip-kernel-execution-syntax -o " +
                (dir / "l.hip").string()),
            0);
  const std::string out = slurp(dir / "l.hip");
  EXPECT_NE(out.find("hipLaunchKernelGGL(k"), std::string::npos) << out;
  EXPECT_EQ(out.find("<<<"), std::string::npos) << out;
}
