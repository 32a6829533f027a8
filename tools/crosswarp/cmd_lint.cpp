// crosswarp lint PATH... [--format text|json|sarif] [--fix] [-o FILE] [--list-rules]
#include "command.h"
#include "port/huge_pages.h"

#include <crosswarp/error.h>
#include <crosswarp/lint.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace {

namespace fs = std::filesystem;
using namespace crosswarp;

bool lintable(const fs::path& p) {
  static const char* exts[] = {".cu", ".cuh", ".hip", ".h", ".hpp", ".hh", ".cpp", ".cc", ".cxx", ".inl"};
  auto e = p.extension().string();
  return std::any_of(std::begin(exts), std::end(exts), [&](const char* x) { return e == x; });
}

std::vector<std::string> expand(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(p, fs::directory_options::skip_permission_denied, ec);
           !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
        if (it->is_regular_file(ec) && lintable(it->path())) found.push_back(it->path().string());
      if (ec) throw input_error(p, "cannot read directory: " + ec.message());
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::exists(p, ec)) {
      files.push_back(p);
    } else {
      throw input_error(p, "no such file or directory");
    }
  }
  return files;
}

void write_atomically(const std::string& path, const std::string& text) {
  std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw input_error(path, "cannot write");
    out << text;
    if (!out.flush()) throw input_error(path, "cannot write");
  }
  std::error_code ec;
  fs::rename(tmp, path, ec);
  if (ec) throw input_error(path, "cannot write: " + ec.message());
}

int run_lint(int argc, char** argv) {
  CLI::App app{
      "Find code that breaks or slows down on AMD's 64-lane wavefronts and copy path.\n"
      "Exit status: 0 clean, 1 findings at warning level or above, 2 bad usage or unreadable input.",
      "crosswarp lint"};
  std::vector<std::string> paths;
  std::string format = "text", output, base_dir = ".";
  bool fix = false, list_rules = false;
  app.add_option("paths", paths, "files or directories (.cu .cuh .hip .h .hpp .cpp ...)");
  app.add_option("--format", format, "report format")->check(CLI::IsMember({"text", "json", "sarif"}));
  app.add_flag("--fix", fix, "apply the safe fixes in place (atomically); report what remains");
  app.add_option("-o,--output", output, "write the report to this file instead of stdout");
  app.add_option("--base-dir", base_dir, "SARIF: make artifact URIs relative to this directory (default: .)");
  app.add_flag("--list-rules", list_rules, "print the rule catalogue and exit");
  return cli::run_command(app, argc, argv, [&]() -> int {
    if (list_rules) {
      for (const auto& r : lint::rule_catalogue())
        std::cout << r.id << " (" << lint::to_string(r.severity) << (r.fixable ? ", fixable" : "") << "): " << r.summary
                  << "\n  why: " << r.description << "\n  fix: " << r.help << "\n";
      return 0;
    }
    if (paths.empty()) throw Error(ErrorKind::Usage, "lint: no input files (see 'crosswarp lint --help')");
    port::tune_heap_for_large_inputs();
    std::vector<lint::Finding> all;
    std::size_t fixed = 0;
    for (const auto& file : expand(paths)) {
      auto findings = lint::lint_file(file);
      if (fix && std::any_of(findings.begin(), findings.end(), [](const auto& f) { return f.fix.has_value(); })) {
        fixed += lint::fix_file(file, findings);
        findings = lint::lint_file(file);
      }
      all.insert(all.end(), findings.begin(), findings.end());
    }
    std::string report = format == "json" ? lint::to_json(all) : format == "sarif" ? lint::to_sarif(all, base_dir) : lint::to_text(all);
    if (output.empty()) std::cout << report;
    else write_atomically(output, report);
    if (fix) std::cerr << "crosswarp lint: applied " << fixed << " fix" << (fixed == 1 ? "" : "es") << "\n";
    if (format == "text" && output.empty() && !all.empty())
      std::cerr << all.size() << " finding" << (all.size() == 1 ? "" : "s") << "\n";
    return lint::has_warnings(all) ? 1 : 0;
  });
}

}  // namespace

CW_COMMAND("lint", "portability findings for AMD wave64 and copy paths, with safe fixes", run_lint);
