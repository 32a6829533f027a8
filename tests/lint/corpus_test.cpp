// The corpus: every bad program's findings are exactly its "// expect:" list, every good program is
// silent, every rule is planted somewhere, and the safe fixes leave only unfixable findings.
#include "lint_test_util.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>

namespace fs = std::filesystem;
using namespace crosswarp::lint;

namespace {

std::vector<std::string> corpus(const char* kind) {
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(fs::path(CROSSWARP_SOURCE_DIR) / "tests/lint/corpus" / kind))
    if (e.is_regular_file()) files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(LintCorpus, BadProgramsReportExactlyTheirExpectedRules) {
  auto files = corpus("bad");
  ASSERT_GE(files.size(), 10u);
  for (const auto& file : files) {
    std::string src = cwtest::read_file(file);
    auto expected = cwtest::expected_ids(src);
    ASSERT_FALSE(expected.empty()) << file << " has no // expect: line";
    auto findings = lint_source(src, file);
    EXPECT_EQ(cwtest::rule_ids(findings), expected) << file << "\n" << to_text(findings);
  }
}

TEST(LintCorpus, GoodProgramsAreSilent) {
  auto files = corpus("good");
  ASSERT_GE(files.size(), 5u);
  for (const auto& file : files) {
    auto findings = lint_file(file);
    EXPECT_TRUE(findings.empty()) << file << "\n" << to_text(findings);
  }
}

TEST(LintCorpus, EveryRuleIsPlantedInTheBadCorpus) {
  std::set<std::string> planted;
  for (const auto& file : corpus("bad"))
    for (const auto& id : cwtest::expected_ids(cwtest::read_file(file))) planted.insert(id);
  for (const auto& rule : rule_catalogue()) EXPECT_TRUE(planted.count(rule.id)) << rule.id << " has no planted bug";
  for (const auto& id : planted) EXPECT_NE(find_rule(id), nullptr) << "unknown rule id in corpus: " << id;
}

TEST(LintCorpus, FixesRemoveEveryFixedFinding) {
  int fixed_files = 0;
  for (const auto& file : corpus("bad")) {
    std::string src = cwtest::read_file(file);
    auto before = lint_source(src, file);
    std::map<std::string, int> unfixable;
    bool any_fix = false;
    for (const auto& f : before) {
      if (f.fix) any_fix = true;
      else unfixable[f.rule]++;
    }
    std::size_t applied = 0;
    std::string fixed = apply_fixes(src, before, &applied);
    if (!any_fix) {
      EXPECT_EQ(fixed, src) << file;
      continue;
    }
    ++fixed_files;
    EXPECT_GT(applied, 0u) << file;
    EXPECT_NE(fixed, src) << file;
    auto after = lint_source(fixed, file);
    std::map<std::string, int> left;
    for (const auto& f : after) left[f.rule]++;
    for (const auto& [rule, n] : left)
      EXPECT_LE(n, unfixable[rule]) << file << ": '" << rule << "' findings remain after --fix\n" << fixed;
  }
  EXPECT_GE(fixed_files, 5);
}

}  // namespace
