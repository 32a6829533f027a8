// Shared by `crosswarp run` and `crosswarp bench`: the JSON parts ARCHITECTURE.md's contract names
// (variants, fallbacks) and the model/device description.
#pragma once

#include <crosswarp/crosswarp.h>

#include "cpu/ops/blas.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <map>
#include <optional>
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

// The options `run` and `bench` share: which backend, device and dtype, and how variants are chosen.
struct ModelRunOptions {
  std::string backend, dtype = "fp32";
  int device = 0;
  bool strict = false, no_tune = false, no_graphs = false;
  std::optional<double> packed_threshold;
  std::vector<std::string> pins;

  void add_to(CLI::App& app) {
    app.add_option("--backend", backend, "auto|cpu|cuda|hip|simt (default: CROSSWARP_BACKEND, else auto)");
    app.add_option("--device", device, "device index on the backend (default 0)");
    app.add_option("--dtype", dtype, "fp32|fp16|bf16: weights and activations (fp32 accumulation)")
        ->check(CLI::IsMember({"fp32", "fp16", "bf16"}));
    app.add_option("--packed-threshold", packed_threshold,
                   "run padding-free when the padding share is above this (default: cpu 0.1, GPUs 0.3; < 0 never)");
    app.add_option("--variant", pins, "pin an op to a variant, OP=NAME (e.g. attention=attention.unfused); repeatable");
    app.add_flag("--no-tune", no_tune, "choose variants by static rules only (no timing)");
    app.add_flag("--no-graphs", no_graphs, "launch every op eagerly (no CUDA/HIP graph replay of the steady state)");
    app.add_flag("--strict", strict, "any fallback is an error (also CROSSWARP_STRICT=1)");
  }

  LoadOptions load_options() const {
    LoadOptions opt;
    opt.backend = backend;
    opt.device = device;
    opt.dtype = dtype;
    opt.strict = strict;
    opt.tune = !no_tune;
    opt.graphs = !no_graphs;
    opt.force_variant = parse_variant_pins(pins);
    opt.packed_threshold = packed_threshold;
    return opt;
  }
};

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

// On the CPU backend, "blas" names the OpenBLAS and the kernels its GEMMs ran (doctor's line): the
// same binary runs at half the GEMM rate when OPENBLAS_CORETYPE forces AVX2 kernels on an AVX-512
// CPU, so a recorded figure needs it beside it.
inline nlohmann::json model_json(const ModelDispatcher& model) {
  const ModelInfo& i = model.info();
  nlohmann::json j = {{"backend", i.backend}, {"device", i.device},      {"arch", i.arch},
                      {"dtype", i.dtype},     {"model", i.model_dir},    {"hidden", i.hidden_size},
                      {"layers", i.num_layers}, {"heads", i.num_heads}};
  if (i.backend == "cpu") j["blas"] = cpu::blas::describe();
  return j;
}

}  // namespace crosswarp::cli
