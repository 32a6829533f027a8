// crosswarp port lints on the tokens it lexed for the translation (lint_lexed), with its main thread
// helping to analyse the functions and to run the rules (AnalysisShare): the findings must be exactly
// lint_source's, whichever thread analyses which function or runs which rule and whenever the helper
// arrives.
#include "port/lexer.h"
#include "port/lint/analysis.h"
#include "port/lint/lint_lexed.h"

#include <crosswarp/lint.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
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

std::string key(const std::vector<lint::Finding>& fs) {
  std::string s;
  for (const auto& f : fs)
    s += f.rule + " " + std::to_string(f.line) + ":" + std::to_string(f.column) + " " + f.message +
         (f.fix ? " fix: " + f.fix->description + " x" + std::to_string(f.fix->replacements.size()) : "") + "\n";
  return s;
}

std::vector<fs::path> sources() {
  std::vector<fs::path> out;
  const fs::path root = CROSSWARP_SOURCE_DIR;
  for (const char* d : {"tests/lint/corpus/bad", "tests/lint/corpus/good", "tests/port/samples", "src/gpu/kernels"})
    for (const auto& e : fs::directory_iterator(root / d))
      if (e.path().extension() == ".cu" || e.path().extension() == ".hip") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST(LintSharedAnalysis, SameFindingsWithAHelperThread) {
  const auto files = sources();
  ASSERT_GT(files.size(), 20u);
  // All files concatenated too: a unit with hundreds of functions, where both threads take many.
  std::string all;
  for (const auto& f : files) all += slurp(f) + "\n";
  std::vector<std::string> texts;
  for (const auto& f : files) texts.push_back(slurp(f));
  texts.push_back(all);
  std::size_t findings = 0;
  for (const std::string& text : texts) {
    const std::string expected = key(lint::lint_source(text, "x.cu"));
    const port::LexResult lexed = port::lex(text);
    EXPECT_EQ(key(lint::lint_lexed(text, lexed, "x.cu")), expected);
    // The helper arrives at once (it analyses and runs rules), during the analysis, or during or after
    // the rules (the concatenation takes ~50 ms).
    for (int delay_us : {0, 200, 5000, 20000}) {
      lint::AnalysisShare share;
      std::thread helper([&] {
        std::this_thread::sleep_for(std::chrono::microseconds(delay_us));
        share.help();
      });
      const std::string got = key(lint::lint_lexed(text, lexed, "x.cu", &share));
      helper.join();
      EXPECT_EQ(got, expected) << "helper after " << delay_us << " us";
    }
    findings += expected.size();
  }
  EXPECT_GT(findings, 0u);
}
