// Shared by `crosswarp run` and `crosswarp bench`: the JSON parts ARCHITECTURE.md's contract names
// (variants, fallbacks) and the model/device description.
#pragma once

#include <crosswarp/crosswarp.h>

#include <nlohmann/json.hpp>

namespace crosswarp::cli {

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
