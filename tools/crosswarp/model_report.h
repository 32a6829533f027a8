// Shared by `crosswarp run` and `crosswarp bench`: the JSON parts ARCHITECTURE.md's contract names
// (variants, fallbacks) and the model/device description.
#pragma once

#include <crosswarp/crosswarp.h>

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace crosswarp::cli {

// --variant OP=NAME pins -> LoadOptions::force_variant.
inline std::map<std::string, std::string> parse_variant_pins(const std::vector<std::string>& pins) {
  std::map<std::string, std::string> out;
  for (const auto& p : pins) {
    const auto eq = p.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == p.size())
      throw Error(ErrorKind::Usage, "--variant " + p + ": expected OP=NAME, e.g. attention=attention.unfused");
    out[p.substr(0, eq)] = p.substr(eq + 1);
  }
  return out;
}

inline nlohmann::json variants_json(const Metrics& m) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& v : m.variants)
    a.push_back({{"op", v.op}, {"variant", v.variant}, {"source", v.source}, {"bucket", v.bucket}});
  return a;
}

inline nlohmann::json fallbacks_json(const Metrics& m) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& f : m.fallbacks) a.push_back({{"reason", f.reason}, {"op", f.op}, {"from", f.from}, {"to", f.to}});
  return a;
}

inline nlohmann::json model_json(const ModelDispatcher& model) {
  const ModelInfo& i = model.info();
  return {{"backend", i.backend}, {"device", i.device},   {"arch", i.arch},          {"dtype", i.dtype},
          {"model", i.model_dir}, {"hidden", i.hidden_size}, {"layers", i.num_layers}, {"heads", i.num_heads}};
}

}  // namespace crosswarp::cli
