// lint_source: lex + analyse once, run every registered rule, drop suppressed findings, sort.
#include "port/lint/lint_lexed.h"
#include "port/lint/rule.h"
#include "port/lint/rule_util.h"

#include <crosswarp/error.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace crosswarp::lint {

const char* to_string(Severity s) {
  switch (s) {
    case Severity::Note: return "note";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
  }
  return "warning";
}

std::vector<Rule>& rule_registry() {
  static std::vector<Rule> rules;
  return rules;
}

const std::vector<RuleInfo>& rule_catalogue() {
  static const std::vector<RuleInfo> all = [] {
    std::vector<RuleInfo> v;
    for (const auto& r : rule_registry()) v.push_back(r.info);
    std::sort(v.begin(), v.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    return v;
  }();
  return all;
}

const RuleInfo* find_rule(std::string_view id) {
  for (const auto& r : rule_catalogue())
    if (r.id == id) return &r;
  return nullptr;
}

void line_col(std::string_view source, std::size_t offset, std::uint32_t& line, std::uint32_t& col) {
  line = 1;
  std::size_t start = 0;
  offset = std::min(offset, source.size());
  for (std::size_t i = 0; i < offset; ++i)
    if (source[i] == '\n') ++line, start = i + 1;
  col = static_cast<std::uint32_t>(offset - start + 1);
}

Finding& Context::report_at(const RuleInfo& rule, std::size_t offset, std::string message) {
  Finding f;
  f.rule = rule.id;
  f.severity = rule.severity;
  f.file = file_;
  unit.line_col(offset, f.line, f.column);
  f.message = std::move(message);
  out_.push_back(std::move(f));
  return out_.back();
}

Finding& Context::report(const RuleInfo& rule, std::size_t tok, std::string message) {
  return report_at(rule, tok < unit.toks.size() ? unit.toks[tok]->offset : 0, std::move(message));
}

Replacement Context::replace_bytes(std::size_t offset, std::size_t length, std::string text) const {
  Replacement r;
  r.offset = offset;
  r.length = length;
  r.text = std::move(text);
  unit.line_col(offset, r.line, r.column);
  unit.line_col(offset + length, r.end_line, r.end_column);
  return r;
}

Replacement Context::replace(std::size_t b, std::size_t e, std::string text) const {
  std::size_t off = unit.toks[b]->offset;
  std::size_t end = unit.toks[e - 1]->offset + unit.toks[e - 1]->text.size();
  return replace_bytes(off, end - off, std::move(text));
}

namespace {

// "// crosswarp-lint: ignore" or "NOLINT" (optionally "NOLINT(rule-id,...)") on a line suppresses
// findings on that line; "NOLINTNEXTLINE" suppresses the next line.
struct Suppression {
  std::uint32_t line;     // the line it applies to
  std::string_view text;  // the comment
  std::size_t at;         // where the marker starts in it
};

// The comments that carry a marker, in source order (one pass over the tokens per unit, not one per
// finding).
std::vector<Suppression> suppressions(const Unit& u) {
  std::vector<Suppression> out;
  for (const auto& t : u.lexed.tokens) {
    if (t.kind != port::TokenKind::Comment) continue;
    std::uint32_t target = t.line;
    auto s = t.text;
    std::size_t at = s.find("NOLINTNEXTLINE");
    if (at != std::string_view::npos) target = t.line + 1;
    else at = s.find("NOLINT");
    if (at == std::string_view::npos) {
      at = s.find("crosswarp-lint: ignore");
      if (at == std::string_view::npos) continue;
    }
    out.push_back({target, s, at});
  }
  return out;
}

bool suppressed(const std::vector<Suppression>& marks, const Finding& f) {
  for (const Suppression& m : marks) {
    if (m.line != f.line) continue;
    auto s = m.text;
    auto paren = s.find('(', m.at);
    if (paren == std::string_view::npos || paren > m.at + 16) return true;
    auto close = s.find(')', paren);
    auto list = s.substr(paren + 1, close == std::string_view::npos ? std::string_view::npos : close - paren - 1);
    if (list.find(f.rule) != std::string_view::npos) return true;
  }
  return false;
}

// With `share`, a helper thread may run some of the rules: each rule writes its own findings, and they
// are put together in the rules' order, as one thread running them in turn gives them.
std::vector<Finding> lint_unit(const Unit& unit, std::string_view source, const std::string& file,
                               AnalysisShare* share = nullptr) {
  reset_eval_depth();
  const std::vector<Rule>& rules = rule_registry();
  std::vector<Finding> raw;
  if (share == nullptr) {
    Context ctx(unit, file, raw);
    for (const auto& r : rules) r.check(ctx, r.info);
  } else {
    (void)nvidia_only(unit, 0);  // fills the unit's cache of #if states before two threads read it
    std::vector<std::vector<Finding>> found(rules.size());
    const std::function<void(std::size_t)> job = [&](std::size_t k) {
      Context ctx(unit, file, found[k]);
      rules[k].check(ctx, rules[k].info);
    };
    share->run_shared(rules.size(), job);
    for (auto& f : found)
      raw.insert(raw.end(), std::make_move_iterator(f.begin()), std::make_move_iterator(f.end()));
  }
  std::vector<Finding> out;
  const std::vector<Suppression> marks = suppressions(unit);
  for (auto& f : raw) {
    if (suppressed(marks, f)) continue;
    // Code in an NVIDIA-only preprocessor branch (#ifdef __CUDA_ARCH__, the #else of
    // #ifdef __HIP_PLATFORM_AMD__, ...) is never compiled for AMD.
    // The offset where the finding's line starts (the end of the source past its last line).
    std::size_t offset = f.line <= 1 ? 0
                         : f.line - 1 < unit.line_starts.size() ? unit.line_starts[f.line - 1]
                                                                : source.size();
    if (nvidia_only(unit, offset + f.column - 1)) continue;
    out.push_back(std::move(f));
  }
  std::stable_sort(out.begin(), out.end(), [](const Finding& a, const Finding& b) {
    return std::tie(a.line, a.column, a.rule) < std::tie(b.line, b.column, b.rule);
  });
  // One finding per rule and position.
  out.erase(std::unique(out.begin(), out.end(),
                        [](const Finding& a, const Finding& b) {
                          return a.line == b.line && a.column == b.column && a.rule == b.rule;
                        }),
            out.end());
  return out;
}

}  // namespace

std::vector<Finding> lint_source(std::string_view source, const std::string& file) {
  Unit unit(source);
  return lint_unit(unit, source, file);
}

std::vector<Finding> lint_lexed(std::string_view source, const port::LexResult& lexed, const std::string& file,
                                AnalysisShare* share) {
  struct Close {  // whatever happens, a helper waiting in help() is let go
    AnalysisShare* s;
    ~Close() {
      if (s) s->close();
    }
  } close{share};
  if (share) share->expect_rules();
  Unit unit(source, lexed, share);
  return lint_unit(unit, source, file, share);
}

std::vector<Finding> lint_file(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw input_error(path, "is a directory, not a source file");
  if (!std::filesystem::exists(path, ec)) throw input_error(path, "no such file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw input_error(path, "cannot open file");
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) throw input_error(path, "cannot read file");
  std::string text = ss.str();
  return lint_source(text, path);
}

bool has_warnings(const std::vector<Finding>& findings) {
  return std::any_of(findings.begin(), findings.end(), [](const Finding& f) { return f.severity >= Severity::Warning; });
}

}  // namespace crosswarp::lint
