// Helpers for the lint tests.
#pragma once

#include <crosswarp/lint.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace cwtest {

inline std::vector<std::string> rule_ids(const std::vector<crosswarp::lint::Finding>& findings) {
  std::vector<std::string> ids;
  for (const auto& f : findings) ids.push_back(f.rule);
  std::sort(ids.begin(), ids.end());
  return ids;
}

inline std::vector<std::string> lint_ids(const std::string& source) {
  return rule_ids(crosswarp::lint::lint_source(source, "test.cu"));
}

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The rule ids listed in a "// expect: a, b, c" comment (sorted; empty when absent).
inline std::vector<std::string> expected_ids(const std::string& source) {
  std::vector<std::string> ids;
  auto at = source.find("// expect:");
  if (at == std::string::npos) return ids;
  auto end = source.find('\n', at);
  std::string list = source.substr(at + 10, end - at - 10);
  std::stringstream ss(list);
  std::string id;
  while (std::getline(ss, id, ',')) {
    id.erase(std::remove_if(id.begin(), id.end(), ::isspace), id.end());
    if (!id.empty()) ids.push_back(id);
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

}  // namespace cwtest
