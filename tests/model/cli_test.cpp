// The built `crosswarp tokenize` and `crosswarp init-model`: exit codes 0/2, one-line errors.
#include "model/strict_json.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <cstdlib>

using namespace crosswarp::model;
using namespace crosswarp::model::testing;

namespace {

const std::string kGoldens = CROSSWARP_GOLDENS;

struct Result {
  int rc;
  std::string out, err;
};

std::string quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

Result run(const std::vector<std::string>& args) {
  static TempDir io;
  std::string cmd = quote(CROSSWARP_CLI);
  for (const auto& a : args) cmd += " " + quote(a);
  cmd += " >" + quote(io.file("out")) + " 2>" + quote(io.file("err"));
  int status = std::system(cmd.c_str());
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, read_file(io.file("out")), read_file(io.file("err"))};
}

void expect_one_line_error(const Result& r, const std::string& needle) {
  EXPECT_EQ(r.rc, 2) << r.err;
  EXPECT_EQ(r.err.rfind("crosswarp: error: ", 0), 0u) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find(needle), std::string::npos) << r.err;
}

}  // namespace

TEST(CliTokenize, JsonMatchesGoldens) {
  const auto goldens = read_json_file(kGoldens + "/tokenizer_goldens.json");
  int checked = 0;
  for (const auto& c : goldens["cases"]) {
    if (!c["do_lower_case"].get<bool>()) continue;  // bert-tiny lowercases
    std::vector<std::string> args = {"tokenize", kGoldens + "/bert-tiny", "--json", "--text", c["text"]};
    if (c.contains("text_pair")) args.insert(args.end(), {"--text-pair", c["text_pair"]});
    const std::string text = c["text"];
    if (text.find('\0') != std::string::npos) continue;  // argv cannot carry NUL
    auto r = run(args);
    ASSERT_EQ(r.rc, 0) << r.err;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["input_ids"], c["input_ids"]) << text;
    EXPECT_EQ(j["tokens"], c["tokens"]) << text;
    ++checked;
  }
  EXPECT_GE(checked, 12);
}

TEST(CliTokenize, TextOutputAndTruncation) {
  auto r = run({"tokenize", kGoldens + "/bert-tiny", "--text", "short", "--text-pair", "pair"});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("input_ids: 2 908 3"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("token_type_ids: 0 0 0 1 1 1 1"), std::string::npos) << r.out;
  // bert-tiny has 128 positions: a long text is cut to 128 tokens ending in [SEP].
  std::string longtext;
  for (int i = 0; i < 300; ++i) longtext += "the ";
  r = run({"tokenize", kGoldens + "/bert-tiny", "--text", longtext, "--json"});
  ASSERT_EQ(r.rc, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["input_ids"].size(), 128u);
  EXPECT_EQ(j["input_ids"].back(), 3);
}

TEST(CliTokenize, ErrorsExitTwo) {
  expect_one_line_error(run({"tokenize", "/nonexistent/model", "--text", "x"}), "/nonexistent/model");
  expect_one_line_error(run({"tokenize", kGoldens + "/bert-tiny"}), "--text");
  expect_one_line_error(run({"tokenize", kGoldens + "/bert-tiny", "--text", "bad \xff utf8"}), "UTF-8");
  EXPECT_EQ(run({"tokenize", "--help"}).rc, 0);
}

TEST(CliInitModel, WritesLoadableModelAndRefusesToOverwrite) {
  TempDir dir;
  const auto path = dir.file("m");
  auto r = run({"init-model", "--config", "tiny", path, "--seed", "5"});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_TRUE(std::filesystem::exists(path + "/model.safetensors"));
  r = run({"tokenize", path, "--text", "hello world", "--json"});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["tokens"], (nlohmann::json{"[CLS]", "hello", "world", "[SEP]"}));
  expect_one_line_error(run({"init-model", "--config", "tiny", path}), "not an empty directory");
  EXPECT_EQ(run({"init-model", "--config", "tiny", path, "--force", "--seed", "5"}).rc, 0);
  expect_one_line_error(run({"init-model", "--config", "huge", dir.file("x")}), "--config");
  expect_one_line_error(run({"init-model", "--config", "tiny"}), "DIR");
  EXPECT_EQ(run({"init-model", "--help"}).rc, 0);
}
