// A lint rule: its catalogue entry plus a check over an analysed Unit. Each rule lives in
// rules/<rule_id_with_underscores>.cpp and registers itself with CW_LINT_RULE.
#pragma once

#include "port/lint/analysis.h"

#include <crosswarp/lint.h>

#include <functional>
#include <string>
#include <vector>

namespace crosswarp::lint {

class Context {
 public:
  Context(const Unit& u, const std::string& file, std::vector<Finding>& out) : unit(u), file_(file), out_(out) {}
  const Unit& unit;

  // A finding at significant token `tok` (or at a byte offset).
  Finding& report(const RuleInfo& rule, std::size_t tok, std::string message);
  Finding& report_at(const RuleInfo& rule, std::size_t offset, std::string message);
  // A replacement of significant tokens [b, e) (or of a byte range) by `text`.
  Replacement replace(std::size_t b, std::size_t e, std::string text) const;
  Replacement replace_bytes(std::size_t offset, std::size_t length, std::string text) const;

 private:
  const std::string& file_;
  std::vector<Finding>& out_;
};

struct Rule {
  RuleInfo info;
  std::function<void(Context&, const RuleInfo&)> check;
};

std::vector<Rule>& rule_registry();

struct RuleRegistrar {
  explicit RuleRegistrar(Rule r) { rule_registry().push_back(std::move(r)); }
};

// 'text' (built by appending: GCC 12's -Wrestrict misfires on "'" + std::string(...)).
inline std::string quoted(std::string_view text) {
  std::string s(1, '\'');
  s.append(text);
  s += '\'';
  return s;
}

// Line and column (1-based, bytes) of a byte offset.
void line_col(std::string_view source, std::size_t offset, std::uint32_t& line, std::uint32_t& col);

}  // namespace crosswarp::lint

#define CW_LINT_CONCAT2(a, b) a##b
#define CW_LINT_CONCAT(a, b) CW_LINT_CONCAT2(a, b)
#define CW_LINT_RULE(...) \
  static ::crosswarp::lint::RuleRegistrar CW_LINT_CONCAT(cw_lint_rule_, __LINE__){::crosswarp::lint::Rule{__VA_ARGS__}}
