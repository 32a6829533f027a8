// crosswarp lint on the command line: exit codes, formats, --fix only when asked, atomically.
#include "lint_test_util.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>

namespace fs = std::filesystem;

namespace {

struct Run {
  int code;
  std::string out;
};

Run run(const std::string& args) {
  std::string cmd = std::string(CROSSWARP_CLI) + " lint " + args + " 2>/dev/null";
  Run r{-1, {}};
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[4096];
  for (std::size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) r.out.append(buf, n);
  int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

std::string corpus(const std::string& rel) { return std::string(CROSSWARP_SOURCE_DIR) + "/tests/lint/corpus/" + rel; }

class LintCli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = fs::temp_directory_path() / ("cw_lint_cli_" + std::to_string(::getpid()));
    fs::create_directories(dir);
  }
  void TearDown() override { fs::remove_all(dir); }
  fs::path dir;
};

TEST_F(LintCli, ExitCodes) {
  EXPECT_EQ(run(corpus("good/block_reduce_portable.cu")).code, 0);
  EXPECT_EQ(run(corpus("bad/ballot_count.cu")).code, 1);
  EXPECT_EQ(run((dir / "missing.cu").string()).code, 2);
  EXPECT_EQ(run("--format xml " + corpus("good/block_reduce_portable.cu")).code, 2);
  EXPECT_EQ(run("").code, 2);
  EXPECT_EQ(run("--help").code, 0);
  EXPECT_EQ(run(corpus("good")).code, 0);  // a directory of clean files
  EXPECT_EQ(run(corpus("bad")).code, 1);
}

TEST_F(LintCli, TextJsonAndSarif) {
  auto text = run(corpus("bad/ptx_laneid.cu"));
  EXPECT_NE(text.out.find("ptx_laneid.cu:7:3: error:"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("[inline-ptx]"), std::string::npos);
  auto j = nlohmann::json::parse(run("--format json " + corpus("bad/ballot_count.cu")).out);
  EXPECT_EQ(j["findings"].size(), 4u);
  auto s = nlohmann::json::parse(run("--format sarif " + corpus("bad/ballot_count.cu")).out);
  EXPECT_EQ(s["version"], "2.1.0");
  EXPECT_EQ(s["runs"][0]["results"].size(), 4u);
  fs::path out = dir / "report.sarif";
  EXPECT_EQ(run("--format sarif -o " + out.string() + " " + corpus("bad/ballot_count.cu")).code, 1);
  EXPECT_EQ(nlohmann::json::parse(cwtest::read_file(out.string()))["runs"][0]["results"].size(), 4u);
}

TEST_F(LintCli, FixOnlyWhenAskedAndTheResultIsClean) {
  fs::path file = dir / "k.cu";
  fs::copy_file(corpus("bad/ballot_count.cu"), file);
  std::string original = cwtest::read_file(file.string());
  auto mtime = fs::last_write_time(file);
  EXPECT_EQ(run(file.string()).code, 1);
  EXPECT_EQ(run("--format sarif " + file.string()).code, 1);
  EXPECT_EQ(cwtest::read_file(file.string()), original);
  EXPECT_EQ(fs::last_write_time(file), mtime);

  EXPECT_EQ(run("--fix " + file.string()).code, 0);  // every finding here is fixable
  std::string fixed = cwtest::read_file(file.string());
  EXPECT_NE(fixed, original);
  EXPECT_NE(fixed.find("__popcll(mask)"), std::string::npos) << fixed;
  EXPECT_TRUE(crosswarp::lint::lint_source(fixed, "k.cu").empty());
  for (const auto& e : fs::directory_iterator(dir))  // no temporary left behind
    EXPECT_EQ(e.path().filename().string().find(".tmp"), std::string::npos) << e.path();
}

TEST_F(LintCli, FixLeavesUnfixableFindingsAndExitsOne) {
  fs::path file = dir / "k.cu";
  fs::copy_file(corpus("bad/ptx_laneid.cu"), file);
  std::string original = cwtest::read_file(file.string());
  EXPECT_EQ(run("--fix " + file.string()).code, 1);
  EXPECT_EQ(cwtest::read_file(file.string()), original);
}

}  // namespace
