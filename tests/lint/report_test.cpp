// Reports: compiler-style text, the JSON contract, and SARIF 2.1.0 checked property by property
// against what the schema and GitHub code scanning require.
#include "lint_test_util.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <regex>
#include <set>

using namespace crosswarp::lint;
using nlohmann::json;

namespace {

const char* kBad = R"(__global__ void k(int* out) {
  unsigned m = __ballot_sync(0xffffffff, out[threadIdx.x] > 0);
  asm("trap;");
  out[0] = m;
}
)";

TEST(LintReport, TextIsCompilerStyleWithFixHints) {
  auto findings = lint_source(kBad, "dir/k.cu");
  ASSERT_EQ(findings.size(), 3u);
  std::string text = to_text(findings);
  std::regex line(R"(^dir/k\.cu:\d+:\d+: (error|warning|note): .+ \[[a-z0-9-]+\]$)");
  int diag = 0, hints = 0;
  std::stringstream ss(text);
  for (std::string l; std::getline(ss, l);) {
    if (l.rfind("  fix: ", 0) == 0) ++hints;
    else {
      EXPECT_TRUE(std::regex_match(l, line)) << l;
      ++diag;
    }
  }
  EXPECT_EQ(diag, 3);
  EXPECT_EQ(hints, 2);  // ballot-truncation and lane-mask-width are fixable, inline-ptx is not
  EXPECT_NE(text.find("dir/k.cu:2:3: error:"), std::string::npos) << text;
}

TEST(LintReport, JsonHasTheDocumentedFields) {
  auto j = json::parse(to_json(lint_source(kBad, "k.cu")));
  ASSERT_TRUE(j["findings"].is_array());
  ASSERT_EQ(j["findings"].size(), 3u);
  for (const auto& f : j["findings"]) {
    for (const char* key : {"rule", "severity", "file", "line", "column", "message", "fix"})
      EXPECT_TRUE(f.contains(key)) << key;
    EXPECT_EQ(f["file"], "k.cu");
    EXPECT_GE(f["line"].get<int>(), 1);
    if (!f["fix"].is_null()) {
      EXPECT_TRUE(f["fix"]["description"].is_string());
      for (const auto& r : f["fix"]["replacements"]) {
        EXPECT_TRUE(r["offset"].is_number_unsigned());
        EXPECT_TRUE(r["text"].is_string());
      }
    }
  }
  EXPECT_EQ(json::parse(to_json({}))["findings"].size(), 0u);
}

TEST(LintReport, SarifIsStructurallyValid) {
  namespace fs = std::filesystem;
  fs::path base = fs::temp_directory_path() / "cw_lint_sarif";
  fs::create_directories(base / "src dir");
  std::string file = (base / "src dir" / "k.cu").string();
  auto findings = lint_source(kBad, file);
  auto log = json::parse(to_sarif(findings, base.string()));

  EXPECT_EQ(log["version"], "2.1.0");
  EXPECT_TRUE(log["$schema"].get<std::string>().find("sarif") != std::string::npos);
  ASSERT_EQ(log["runs"].size(), 1u);
  const auto& run = log["runs"][0];
  const auto& driver = run["tool"]["driver"];
  EXPECT_EQ(driver["name"], "crosswarp-lint");
  EXPECT_TRUE(driver["version"].is_string());
  EXPECT_TRUE(driver["informationUri"].get<std::string>().rfind("https://", 0) == 0);
  const std::set<std::string> levels = {"none", "note", "warning", "error"};
  std::vector<std::string> ids;
  for (const auto& r : driver["rules"]) {
    ids.push_back(r["id"]);
    EXPECT_FALSE(r["shortDescription"]["text"].get<std::string>().empty());
    EXPECT_FALSE(r["fullDescription"]["text"].get<std::string>().empty());
    EXPECT_FALSE(r["help"]["text"].get<std::string>().empty());
    EXPECT_TRUE(levels.count(r["defaultConfiguration"]["level"]));
  }
  EXPECT_EQ(ids.size(), rule_catalogue().size());
  EXPECT_TRUE(run["originalUriBaseIds"]["%SRCROOT%"]["uri"].get<std::string>().rfind("file://", 0) == 0);
  ASSERT_EQ(run["results"].size(), 3u);
  int with_fixes = 0;
  for (const auto& res : run["results"]) {
    std::string id = res["ruleId"];
    int index = res["ruleIndex"];
    ASSERT_GE(index, 0);
    EXPECT_EQ(ids[static_cast<std::size_t>(index)], id);
    EXPECT_TRUE(levels.count(res["level"]));
    EXPECT_FALSE(res["message"]["text"].get<std::string>().empty());
    const auto& loc = res["locations"][0]["physicalLocation"];
    EXPECT_EQ(loc["artifactLocation"]["uri"], "src%20dir/k.cu");  // relative and percent-encoded
    EXPECT_EQ(loc["artifactLocation"]["uriBaseId"], "%SRCROOT%");
    EXPECT_GE(loc["region"]["startLine"].get<int>(), 1);
    EXPECT_GE(loc["region"]["startColumn"].get<int>(), 1);
    if (res.contains("fixes")) {
      ++with_fixes;
      for (const auto& fix : res["fixes"]) {
        EXPECT_TRUE(fix["description"]["text"].is_string());
        for (const auto& change : fix["artifactChanges"]) {
          EXPECT_EQ(change["artifactLocation"]["uri"], "src%20dir/k.cu");
          ASSERT_FALSE(change["replacements"].empty());
          for (const auto& rep : change["replacements"]) {
            const auto& region = rep["deletedRegion"];
            EXPECT_GE(region["startLine"].get<int>(), 1);
            EXPECT_GE(region["endColumn"].get<int>(), region["startColumn"].get<int>());
            EXPECT_TRUE(rep["insertedContent"]["text"].is_string());
          }
        }
      }
    }
  }
  EXPECT_EQ(with_fixes, 2);
  fs::remove_all(base);
}

TEST(LintReport, CatalogueIsComplete) {
  const std::set<std::string> required = {"warp-size-literal", "lane-mask-width", "ballot-truncation",
                                          "divergent-collective", "warp-synchronous", "inline-ptx",
                                          "pageable-async-copy", "small-copy-in-loop", "unsupported-api",
                                          "tile32-assumption", "shared-per-warp"};
  std::set<std::string> have;
  for (const auto& r : rule_catalogue()) {
    have.insert(r.id);
    EXPECT_FALSE(r.summary.empty()) << r.id;
    EXPECT_GT(r.description.size(), 80u) << r.id << ": the why must state a checkable fact";
    EXPECT_FALSE(r.help.empty()) << r.id;
  }
  for (const auto& id : required) EXPECT_TRUE(have.count(id)) << id;
}

TEST(LintFix, OverlappingFixesAreAppliedWholeOrNotAtAll) {
  Finding a, b;
  a.fix = Fix{"a", {Replacement{0, 3, "XYZ"}, Replacement{6, 1, "Q"}}};
  b.fix = Fix{"b", {Replacement{2, 2, "--"}}};
  std::size_t n = 0;
  EXPECT_EQ(apply_fixes("abcdefgh", {a, b}, &n), "XYZdefQh");
  EXPECT_EQ(n, 1u);
}

}  // namespace
