// Text and JSON reports.
#include <crosswarp/lint.h>

#include <nlohmann/json.hpp>

namespace crosswarp::lint {

namespace {

std::string fix_summary(const Fix& fix) {
  std::string s = fix.description;
  if (fix.replacements.size() == 1) {
    const auto& r = fix.replacements[0];
    s += " (" + std::to_string(r.line) + ":" + std::to_string(r.column) + ": '" + r.text + "')";
  }
  return s;
}

}  // namespace

std::string to_text(const std::vector<Finding>& findings) {
  std::string out;
  for (const auto& f : findings) {
    out += f.file + ":" + std::to_string(f.line) + ":" + std::to_string(f.column) + ": " + to_string(f.severity) +
           ": " + f.message + " [" + f.rule + "]\n";
    if (f.fix) out += "  fix: " + fix_summary(*f.fix) + "\n";
  }
  return out;
}

std::string to_json(const std::vector<Finding>& findings) {
  nlohmann::json arr = nlohmann::json::array();
  for (const auto& f : findings) {
    nlohmann::json fix = nullptr;
    if (f.fix) {
      nlohmann::json reps = nlohmann::json::array();
      for (const auto& r : f.fix->replacements)
        reps.push_back({{"offset", r.offset}, {"length", r.length}, {"text", r.text}, {"line", r.line},
                        {"column", r.column}, {"end_line", r.end_line}, {"end_column", r.end_column}});
      fix = {{"description", f.fix->description}, {"replacements", reps}};
    }
    arr.push_back({{"rule", f.rule}, {"severity", to_string(f.severity)}, {"file", f.file}, {"line", f.line},
                   {"column", f.column}, {"message", f.message}, {"fix", fix}});
  }
  return nlohmann::json{{"findings", arr}}.dump(2) + "\n";
}

}  // namespace crosswarp::lint
