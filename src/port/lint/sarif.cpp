// SARIF 2.1.0 report, in the shape GitHub code scanning accepts: one run, tool.driver with the full
// rule catalogue (id, name, short/full description, help, defaultConfiguration.level), results with
// ruleId, ruleIndex, level, message, a physical location (relative URI + uriBaseId %SRCROOT%, region
// startLine/startColumn) and, for safe fixes, fixes[].artifactChanges[].replacements.
#include <crosswarp/lint.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>

namespace crosswarp::lint {

namespace {

using nlohmann::json;

const char* level(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
  }
  return "warning";
}

std::string percent_encode(const std::string& path) {
  std::string out;
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      char buf[4];
      std::snprintf(buf, sizeof buf, "%%%02X", c);
      out += buf;
    }
  }
  return out;
}

// {"uri": ..., "uriBaseId": "%SRCROOT%"} for files under base_dir, else an absolute file:// URI.
json artifact_location(const std::string& file, const std::string& base_dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path abs = fs::weakly_canonical(fs::absolute(file, ec), ec);
  fs::path base = fs::weakly_canonical(fs::absolute(base_dir.empty() ? "." : base_dir, ec), ec);
  fs::path rel = abs.lexically_relative(base);
  std::string r = rel.generic_string();
  if (!r.empty() && r.rfind("..", 0) != 0 && !rel.is_absolute())
    return {{"uri", percent_encode(r)}, {"uriBaseId", "%SRCROOT%"}};
  return {{"uri", "file://" + percent_encode(abs.generic_string())}};
}

}  // namespace

std::string to_sarif(const std::vector<Finding>& findings, const std::string& base_dir) {
  const auto& catalogue = rule_catalogue();
  json rules = json::array();
  for (const auto& r : catalogue) {
    std::string name;  // PascalCase of the id, as SARIF viewers like
    bool up = true;
    for (char c : r.id) {
      if (c == '-') {
        up = true;
        continue;
      }
      name += up ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
      up = false;
    }
    rules.push_back({{"id", r.id},
                     {"name", name},
                     {"shortDescription", {{"text", r.summary}}},
                     {"fullDescription", {{"text", r.description}}},
                     {"help", {{"text", r.help}, {"markdown", r.help}}},
                     {"defaultConfiguration", {{"level", level(r.severity)}}},
                     {"properties", {{"tags", json::array({"portability", "wave64"})}, {"precision", "high"}}}});
  }
  json results = json::array();
  for (const auto& f : findings) {
    int index = -1;
    for (std::size_t i = 0; i < catalogue.size(); ++i)
      if (catalogue[i].id == f.rule) index = static_cast<int>(i);
    json loc = artifact_location(f.file, base_dir);
    json result = {{"ruleId", f.rule},
                   {"level", level(f.severity)},
                   {"message", {{"text", f.message}}},
                   {"locations",
                    json::array({{{"physicalLocation",
                                   {{"artifactLocation", loc},
                                    {"region", {{"startLine", f.line}, {"startColumn", f.column}}}}}}})}};
    if (index >= 0) result["ruleIndex"] = index;
    if (f.fix) {
      json reps = json::array();
      for (const auto& r : f.fix->replacements)
        reps.push_back({{"deletedRegion",
                         {{"startLine", r.line}, {"startColumn", r.column}, {"endLine", r.end_line},
                          {"endColumn", r.end_column}}},
                        {"insertedContent", {{"text", r.text}}}});
      result["fixes"] = json::array(
          {{{"description", {{"text", f.fix->description}}},
            {"artifactChanges", json::array({{{"artifactLocation", loc}, {"replacements", reps}}})}}});
    }
    results.push_back(result);
  }
  namespace fs = std::filesystem;
  std::error_code ec;
  std::string base_uri = "file://" + percent_encode(fs::weakly_canonical(fs::absolute(base_dir.empty() ? "." : base_dir, ec), ec).generic_string());
  if (base_uri.back() != '/') base_uri += '/';
  json run = {{"tool",
               {{"driver",
                 {{"name", "crosswarp-lint"},
                  {"version", CROSSWARP_VERSION},
                  {"semanticVersion", CROSSWARP_VERSION},
                  {"informationUri", "https://github.com/crosswarp/crosswarp#lint"},
                  {"rules", rules}}}}},
              {"originalUriBaseIds", {{"%SRCROOT%", {{"uri", base_uri}}}}},
              {"columnKind", "utf16CodeUnits"},
              {"results", results}};
  json log = {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
              {"version", "2.1.0"},
              {"runs", json::array({run})}};
  return log.dump(2) + "\n";
}

}  // namespace crosswarp::lint
