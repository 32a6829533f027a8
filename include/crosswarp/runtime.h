// crosswarp runtime: the backends found at run time (plugins + the built-in CPU backend), what
// each can do here, and the choice of a backend for a run. Links no GPU SDK.
#pragma once

#include <crosswarp/error.h>
#include <crosswarp/plugin_abi.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp {

// The backends crosswarp knows by name, in the order `doctor` lists them.
inline constexpr const char* kKnownBackends[] = {"cpu", "cuda", "hip", "simt"};

struct DeviceInfo {
  int index = 0;
  std::string name;
  std::string arch;          // sm_90, gfx942, x86_64
  int wavefront_size = 0;    // 0 = not applicable (the CPU backend)
  int compute_units = 0;
  uint64_t memory_total = 0;
  uint64_t memory_free = 0;
  bool arch_covered = false; // the plugin carries code for this architecture
  std::string driver_version;
  std::string runtime_version;
  std::string bus_id;
};

// A backend usable in this process: a plugin's function table (or the CPU backend's) plus helpers
// that turn its status codes into crosswarp::Error with the plugin's own description.
class Backend {
 public:
  Backend(std::string name, const cw_backend_iface* api) : name_(std::move(name)), api_(api) {}
  const std::string& name() const { return name_; }
  const cw_backend_iface& api() const { return *api_; }
  // Throws Error (Runtime, or Unavailable/Unsupported by code) naming the backend and `what`.
  void check(int status, std::string_view what) const;

 private:
  std::string name_;
  const cw_backend_iface* api_;
};

struct BackendStatus {
  std::string name;
  bool available = false;
  std::string reason;          // why not, in words a user can act on (when !available)
  std::string library;         // plugin path, or "built-in"
  std::string build_info;
  std::string compiled_archs;  // as the plugin reports them: "sm_80,sm_90,compute_90"
  int score = 0;
  std::vector<DeviceInfo> devices;
  std::shared_ptr<Backend> backend;  // set when available
};

class PluginRegistry {
 public:
  struct Options {
    std::vector<std::string> search_dirs;  // looked in first, in order
    bool default_dirs = true;              // then CROSSWARP_PLUGIN_PATH, next to the executable, ...
  };

  // The process-wide registry over the default search path, loaded on first use (thread-safe).
  static PluginRegistry& instance();

  explicit PluginRegistry(const Options& options);
  PluginRegistry(const PluginRegistry&) = delete;
  PluginRegistry& operator=(const PluginRegistry&) = delete;

  // cpu, cuda, hip, simt (always listed), then any other plugin found, in search order.
  const std::vector<BackendStatus>& backends() const { return statuses_; }
  const BackendStatus* status(std::string_view name) const;
  // The backend when it is available here, else nullptr.
  std::shared_ptr<Backend> backend(std::string_view name) const;
  const std::vector<std::string>& search_dirs() const { return search_dirs_; }

  // CROSSWARP_PLUGIN_PATH entries, the executable's folder, <exe>/../lib/crosswarp, the folder
  // of libcrosswarp/crosswarp, and the install directory — de-duplicated, existing folders only.
  static std::vector<std::string> default_search_dirs();

 private:
  void load_plugin(const std::string& path, const std::string& name);
  std::vector<std::string> search_dirs_;
  std::vector<BackendStatus> statuses_;
};

// Something ran somewhere other than where it was asked: counted, logged once, shown in metrics.
struct FallbackEvent {
  std::string reason;
  std::string op;    // "backend" for a whole-backend fallback
  std::string from;
  std::string to;
};

struct BackendChoice {
  std::shared_ptr<Backend> backend;
  std::vector<FallbackEvent> fallbacks;
};

// Resolves a requested backend ("auto", "cpu", "cuda", "hip", "simt"; empty = CROSSWARP_BACKEND
// or "auto"). auto picks the highest-scoring available GPU backend (cuda, hip) and else the CPU;
// simt is chosen only by name. A named backend that is unavailable falls back to the CPU with a
// FallbackEvent, or throws Error(Strict) when strict (or CROSSWARP_STRICT=1).
BackendChoice choose_backend(const PluginRegistry& registry, std::string_view requested, bool strict);

// CROSSWARP_STRICT=1 (or true/yes/on).
bool strict_from_environment();

}  // namespace crosswarp
