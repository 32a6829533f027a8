// Unit::analyze skips a second walk when the facts the first one read have not changed, and a second
// compute_facts when the state it would start from is a fixed point. Both must leave every function
// exactly as the full iteration does: the same events with the same levels and values, the same
// facts, the same findings.
#include "port/lint/analysis.h"

#include <crosswarp/lint.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace crosswarp;

namespace {

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string value(const lint::Value& v) {
  return std::to_string(static_cast<int>(v.level)) + (v.thread_index ? "t" : "") + (v.lane_id ? "l" : "") +
         (v.warp_id ? "w" : "") + (v.warp_size ? "s" : "") + (v.ballot ? "b" : "") +
         (v.block_dim ? "d" : "") + (v.warp_size_minus_one ? "m" : "") +
         (v.constant ? "=" + std::to_string(*v.constant) : "") + "/" + v.root + "/" + v.element_of;
}

// Everything analysis computes for a function, as text (a difference shows where it is).
std::string dump(const lint::Function& fn) {
  std::ostringstream o;
  o << fn.name << (fn.warp_context ? " warp" : "") << "\n";
  for (const auto& d : fn.decls)
    o << " decl " << d.name << "@" << d.name_tok << " c" << static_cast<int>(d.control) << " "
      << value(d.value) << "\n";
  for (const auto& a : fn.assigns)
    o << " assign " << a.name << a.op << "@" << a.name_tok << " c" << static_cast<int>(a.control) << " "
      << value(a.value) << "\n";
  for (const auto& c : fn.calls)
    o << " call " << c.name << "@" << c.name_tok << " c" << static_cast<int>(c.control) << " loop" << c.loop
      << "\n";
  for (const auto& l : fn.loops)
    o << " loop @" << l.keyword << " " << static_cast<int>(l.level) << " " << l.var << "\n";
  o << " stmts " << fn.stmts.size() << "\n";
  for (const auto& [name, f] : fn.vars)
    o << " var " << name << " " << value(f.value) << " h" << static_cast<int>(f.host) << "@" << f.alloc_tok
      << "\n";
  return o.str();
}

std::string dump(const lint::Unit& u) {
  std::string s;
  for (const auto& fn : u.functions) s += dump(fn);
  return s + dump(u.file_scope);
}

std::string findings(const std::string& text) {
  std::string s;
  for (const auto& f : lint::lint_source(text, "x.cu"))
    s += f.rule + " " + std::to_string(f.line) + ":" + std::to_string(f.column) + " " + f.message + "\n";
  return s;
}

}  // namespace

TEST(LintAnalysisShortcuts, ChangeNothing) {
  const fs::path root = CROSSWARP_SOURCE_DIR;
  std::vector<std::string> texts;
  std::string all;
  for (const char* d :
       {"tests/lint/corpus/bad", "tests/lint/corpus/good", "tests/port/samples", "src/gpu/kernels"}) {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(root / d))
      if (e.path().extension() == ".cu" || e.path().extension() == ".hip") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& f : files) texts.push_back(slurp(f));
  }
  for (const auto& t : texts) all += t + "\n";
  texts.push_back(all);
  // Later facts reaching earlier conditions (rules_test's LintAnalysis cases) and loop-carried values.
  texts.push_back(R"(__global__ void k(float* out, float v, int n) {
  int lane = 0, acc = 0;
  for (int i = 0; i < 4; ++i) {
    int x = lane;
    if (n > 0 && x > 0) v += __shfl_xor_sync(~0ull, v, 1);
    acc += x;
    n = threadIdx.x;
    lane = threadIdx.x & 31;
  }
  out[acc] = v;
})");
  // A host buffer's allocation site passed along a chain of pointers one round at a time, where the
  // last compute_facts round changes only an allocation token (a fact its stop test does not compare):
  // that state is not a fixed point, so the second compute_facts must run.
  texts.push_back(R"(void h(float* b, float* c, cudaStream_t s) {
  float* a = b;
  float* z = a;
  a = (float*)malloc(4);
  b = c;
  c = (float*)malloc(8);
  cudaMemcpyAsync(z, a, 4, cudaMemcpyHostToDevice, s);
})");
  std::size_t functions = 0;
  for (const std::string& text : texts) {
    lint::set_analysis_shortcuts(false);
    const std::string full_findings = findings(text);
    std::string full;
    {
      lint::Unit u(text);
      full = dump(u);
      functions += u.functions.size();
    }
    lint::set_analysis_shortcuts(true);
    lint::Unit u(text);
    EXPECT_EQ(dump(u), full);
    EXPECT_EQ(findings(text), full_findings);
  }
  EXPECT_GT(functions, 200u);
}
