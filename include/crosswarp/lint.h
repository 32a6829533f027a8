// crosswarp lint: finds CUDA/HIP code that breaks or slows down on AMD's 64-lane wavefronts and on
// AMD's host<->device copy path, and offers safe fixes.
//
//   auto findings = crosswarp::lint::lint_source(text, "kernel.cu");
//   std::cout << crosswarp::lint::to_text(findings);
//   std::string fixed = crosswarp::lint::apply_fixes(text, findings);
//
// Rule ids are stable (see rule_catalogue() and `crosswarp lint --list-rules`).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::lint {

enum class Severity { Note, Warning, Error };
const char* to_string(Severity s);  // "note", "warning", "error"

// Replace `length` bytes at `offset` with `text`. Lines/columns (1-based, bytes) locate the same
// range for reports that want them (SARIF regions).
struct Replacement {
  std::size_t offset = 0;
  std::size_t length = 0;
  std::string text;
  std::uint32_t line = 1, column = 1, end_line = 1, end_column = 1;
};

// A safe fix: applying all its replacements keeps the program valid on CUDA and HIP.
struct Fix {
  std::string description;
  std::vector<Replacement> replacements;
};

struct Finding {
  std::string rule;  // "ballot-truncation"
  Severity severity = Severity::Warning;
  std::string file;
  std::uint32_t line = 1, column = 1;
  std::string message;
  std::optional<Fix> fix;
};

struct RuleInfo {
  std::string id;
  Severity severity = Severity::Warning;
  std::string summary;      // one line: what it detects
  std::string description;  // why it matters on AMD, as a checkable fact
  std::string help;         // what to do instead
  bool fixable = false;     // whether some of its findings carry a safe fix
};

// All rules, sorted by id.
const std::vector<RuleInfo>& rule_catalogue();
const RuleInfo* find_rule(std::string_view id);

// Lints one source text; `file` is only used in the findings. Findings are sorted by position.
std::vector<Finding> lint_source(std::string_view source, const std::string& file = "<input>");
// Reads and lints a file. Throws crosswarp::Error(ErrorKind::Input) if it cannot be read.
std::vector<Finding> lint_file(const std::string& path);

// True when some finding is at warning level or above (the CLI exits 1 then).
bool has_warnings(const std::vector<Finding>& findings);

// Reports. Text: "file:line:col: warning: message [rule-id]" plus a "  fix: ..." line.
std::string to_text(const std::vector<Finding>& findings);
// {"findings": [{"rule","severity","file","line","column","message","fix"}]}; fix is null or
// {"description", "replacements": [{"offset","length","text","line","column","end_line","end_column"}]}.
std::string to_json(const std::vector<Finding>& findings);
// SARIF 2.1.0. Artifact URIs are made relative to `base_dir` (uriBaseId "%SRCROOT%") when the file
// lies under it, else absolute file:// URIs.
std::string to_sarif(const std::vector<Finding>& findings, const std::string& base_dir);

// Applies the fixes of `findings` to `source` (fixes that overlap an earlier one are skipped).
std::string apply_fixes(std::string_view source, const std::vector<Finding>& findings,
                        std::size_t* applied = nullptr);
// Applies the fixes to a file atomically (temp file + rename); leaves it untouched when no fix
// applies. Returns the number of fixes applied. Throws crosswarp::Error on I/O failure.
std::size_t fix_file(const std::string& path, const std::vector<Finding>& findings);

}  // namespace crosswarp::lint
