// Reports over ported files: JSON (--report) and SARIF 2.1.0 (--sarif), one result per diagnostic.
#include <crosswarp/port.h>

#include <nlohmann/json.hpp>

#include <map>

namespace crosswarp::port {

namespace {

nlohmann::json diagnostic_json(const Diagnostic& d) {
  return {{"rule", d.rule},           {"severity", to_string(d.severity)}, {"file", d.file},
          {"line", d.line},           {"column", d.column},                {"message", d.message},
          {"cuda_name", d.cuda_name}, {"status", to_string(d.status)}};
}

const char* sarif_level(Severity s) {
  switch (s) {
    case Severity::Note: return "note";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
  }
  return "warning";
}

}  // namespace

std::string report_json(const std::vector<FileReport>& files) {
  nlohmann::json j;
  j["tool"] = "crosswarp port";
  j["version"] = CROSSWARP_VERSION;
  std::size_t unsupported = 0, deprecated = 0, errors = 0;
  nlohmann::json arr = nlohmann::json::array();
  for (const FileReport& f : files) {
    nlohmann::json diags = nlohmann::json::array();
    for (const Diagnostic& d : f.diagnostics) {
      diags.push_back(diagnostic_json(d));
      unsupported += d.status == ApiStatus::Unsupported;
      deprecated += d.status == ApiStatus::Deprecated;
      errors += d.severity == Severity::Error;
    }
    arr.push_back({{"input", f.input}, {"output", f.output}, {"replacements", f.replacements},
                   {"diagnostics", diags}});
  }
  j["files"] = arr;
  j["summary"] = {{"files", files.size()}, {"unsupported", unsupported}, {"deprecated", deprecated},
                  {"errors", errors}};
  return j.dump(2) + "\n";
}

std::string report_sarif(const std::vector<FileReport>& files) {
  std::map<std::string, std::string> rules;  // id -> description
  nlohmann::json results = nlohmann::json::array();
  for (const FileReport& f : files) {
    for (const Diagnostic& d : f.diagnostics) {
      rules.emplace(d.rule, d.rule == "unsupported-api"   ? "CUDA API with no HIP equivalent"
                            : d.rule == "deprecated-api"  ? "CUDA API deprecated"
                            : d.rule == "experimental-api"
                                ? "CUDA API whose HIP support HIPIFY marks experimental (translated only with --experimental)"
                            : d.rule == "archived-library"
                                ? "translated to an archived HIP library (hipDNN) not shipped by current ROCm releases"
                            : d.rule == "lexer"           ? "malformed source"
                                                          : d.rule);
      nlohmann::json region = {{"startLine", std::max<std::uint32_t>(d.line, 1)},
                               {"startColumn", std::max<std::uint32_t>(d.column, 1)}};
      nlohmann::json r = {
          {"ruleId", d.rule},
          {"level", sarif_level(d.severity)},
          {"message", {{"text", d.message}}},
          {"locations",
           {{{"physicalLocation", {{"artifactLocation", {{"uri", d.file}}}, {"region", region}}}}}}};
      if (!d.cuda_name.empty()) r["properties"] = {{"cudaName", d.cuda_name}, {"status", to_string(d.status)}};
      results.push_back(r);
    }
  }
  nlohmann::json rule_arr = nlohmann::json::array();
  for (const auto& [id, text] : rules) rule_arr.push_back({{"id", id}, {"shortDescription", {{"text", text}}}});
  nlohmann::json sarif = {
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs",
       {{{"tool",
          {{"driver",
            {{"name", "crosswarp-port"}, {"version", CROSSWARP_VERSION},
             {"informationUri", "https://github.com/crosswarp/crosswarp"}, {"rules", rule_arr}}}}},
         {"results", results}}}}};
  return sarif.dump(2) + "\n";
}

}  // namespace crosswarp::port
