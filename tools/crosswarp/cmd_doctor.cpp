// crosswarp doctor: which backends can run here and why not, the devices, the environment.
#include "command.h"

#include "cpu/ops/blas.h"

#include <crosswarp/runtime.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <iostream>

namespace {

using crosswarp::BackendStatus;
using crosswarp::PluginRegistry;

// The variables that steer device and backend choice, as ARCHITECTURE.md lists them.
constexpr const char* kEnvironment[] = {"CUDA_VISIBLE_DEVICES", "HIP_VISIBLE_DEVICES",  "ROCR_VISIBLE_DEVICES",
                                        "HSA_OVERRIDE_GFX_VERSION", "CROSSWARP_BACKEND", "CROSSWARP_STRICT",
                                        "CROSSWARP_SIMT_WARP", "CROSSWARP_PLUGIN_PATH", "CROSSWARP_PLUGIN_PATH_ONLY",
                                        "CROSSWARP_CACHE_DIR"};

std::string gib(uint64_t bytes) {
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%.1f GiB", static_cast<double>(bytes) / (1024.0 * 1024.0 * 1024.0));
  return buf;
}

nlohmann::json to_json(const PluginRegistry& registry, const std::string& auto_choice) {
  nlohmann::json backends = nlohmann::json::array();
  for (const BackendStatus& s : registry.backends()) {
    nlohmann::json devices = nlohmann::json::array();
    for (const auto& d : s.devices)
      devices.push_back({{"index", d.index},
                         {"name", d.name},
                         {"arch", d.arch},
                         {"wavefront_size", d.wavefront_size},
                         {"compute_units", d.compute_units},
                         {"memory_total", d.memory_total},
                         {"memory_free", d.memory_free},
                         {"arch_covered", d.arch_covered},
                         {"driver_version", d.driver_version},
                         {"runtime_version", d.runtime_version}});
    nlohmann::json entry = {{"name", s.name},
                            {"status", s.available ? "ok" : "unavailable"},
                            {"reason", s.available ? nlohmann::json(nullptr) : nlohmann::json(s.reason)},
                            {"library", s.library},
                            {"build_info", s.build_info},
                            {"compiled_archs", s.compiled_archs},
                            {"devices", devices}};
    if (s.name == "cpu") {
      const bool ok = crosswarp::cpu::blas::load();
      entry["blas"] = {{"ok", ok}, {ok ? "library" : "error", crosswarp::cpu::blas::describe()}};
    }
    backends.push_back(std::move(entry));
  }
  nlohmann::json env = nlohmann::json::object();
  for (const char* name : kEnvironment) {
    const char* v = std::getenv(name);
    env[name] = v ? nlohmann::json(v) : nlohmann::json(nullptr);
  }
  return {{"version", CROSSWARP_VERSION},
          {"backends", backends},
          {"environment", env},
          {"plugin_search_path", registry.search_dirs()},
          {"auto_backend", auto_choice}};
}

void print_text(const PluginRegistry& registry, const std::string& auto_choice) {
  std::printf("crosswarp %s\n\nbackends:\n", CROSSWARP_VERSION);
  for (const BackendStatus& s : registry.backends()) {
    std::printf("  %-5s %-12s %s\n", s.name.c_str(), s.available ? "ok" : "unavailable",
                s.available ? s.build_info.c_str() : s.reason.c_str());
    if (s.name == "cpu")  // the GEMMs, so every model run, need it; it is opened on first use
      std::printf("        BLAS: %s%s\n", crosswarp::cpu::blas::load() ? "" : "UNAVAILABLE, models cannot run: ",
                  crosswarp::cpu::blas::describe().c_str());
    if (s.library != "built-in" && !s.library.empty()) {
      std::printf("        plugin %s\n", s.library.c_str());
      if (!s.compiled_archs.empty()) std::printf("        compiled for %s\n", s.compiled_archs.c_str());
    }
    for (const auto& d : s.devices) {
      std::string wave = d.wavefront_size ? std::to_string(d.wavefront_size) + "-lane wavefront" : "no wavefront";
      std::printf("        device %d: %s | %s | %s | %d compute units | memory %s total, %s free%s\n", d.index,
                  d.name.c_str(), d.arch.c_str(), wave.c_str(), d.compute_units, gib(d.memory_total).c_str(),
                  gib(d.memory_free).c_str(), d.arch_covered ? "" : " | NOT covered by this build");
    }
  }
  std::printf("\nenvironment:\n");
  for (const char* name : kEnvironment) {
    const char* v = std::getenv(name);
    std::printf("  %-26s %s\n", name, v ? v : "(unset)");
  }
  std::printf("\nplugin search path:\n");
  for (const auto& d : registry.search_dirs()) std::printf("  %s\n", d.c_str());
  std::printf("\n--backend auto chooses: %s\n", auto_choice.c_str());
}

int run_doctor(int argc, char** argv) {
  CLI::App app{"Reports each backend (cpu, cuda, hip, simt): available or not and why, its devices "
               "(architecture, wavefront size, compute units, memory), the architectures its plugin was "
               "compiled for, and the environment variables that steer device choice.",
               "crosswarp doctor"};
  bool json = false;
  app.add_flag("--json", json, "print one JSON object: {\"backends\": [...], \"environment\": {...}}");
  return crosswarp::cli::run_command(app, argc, argv, [&] {
    const PluginRegistry& registry = PluginRegistry::instance();
    std::string auto_choice = crosswarp::choose_backend(registry, "auto", false).backend->name();
    if (json)
      std::cout << to_json(registry, auto_choice).dump(2) << "\n";
    else
      print_text(registry, auto_choice);
    return 0;
  });
}

}  // namespace

CW_COMMAND("doctor", "which backends and devices can run here, and why not", run_doctor);
