// The plugin registry: finds libcrosswarp-backend-<name>.so on the search path, opens each with
// dlopen, checks its two symbols, its score() and its ABI version, and lists every backend with
// the reason it is unavailable when it is. A broken plugin is reported and skipped, never fatal.
#include "runtime/log.h"
#include "cpu/cpu_backend.h"

#include <crosswarp/runtime.h>

#include <dlfcn.h>
#include <link.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <set>
#include <sstream>

namespace fs = std::filesystem;

namespace crosswarp {
namespace {

constexpr std::string_view kPrefix = "libcrosswarp-backend-";
constexpr std::string_view kSuffix = ".so";

std::string join(const std::vector<std::string>& items, const char* sep) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? sep : "") + items[i];
  return out;
}

std::vector<std::string> split_path(const char* value) {
  std::vector<std::string> out;
  if (!value) return out;
  std::stringstream ss(value);
  std::string item;
  while (std::getline(ss, item, ':'))
    if (!item.empty()) out.push_back(item);
  return out;
}

// Turns a dlopen failure into something a user can act on.
std::string explain_dlopen_failure(const std::string& name, const std::string& err) {
  std::string hint;
  auto missing = err.find(": cannot open shared object file");
  if (missing != std::string::npos) {
    std::string lib = err.substr(0, missing);
    if (auto slash = lib.rfind(": "); slash != std::string::npos) lib = lib.substr(slash + 2);
    if (name == "hip")
      hint = "the ROCm library " + lib + " is not installed or not on the library path (install ROCm, "
             "or set LD_LIBRARY_PATH to its lib folder)";
    else if (name == "cuda")
      hint = "the CUDA library " + lib + " is not installed or not on the library path (install the "
             "CUDA toolkit's runtime libraries, or set LD_LIBRARY_PATH)";
    else
      hint = "a library it needs (" + lib + ") is not installed or not on the library path";
  } else if (err.find("GLIBCXX_") != std::string::npos || err.find("GLIBC_") != std::string::npos) {
    hint = "it was built against a newer C and C++ runtime than this system has (built on a newer "
           "distribution): build it on this system";
  }
  return hint.empty() ? "cannot load plugin: " + err : hint + " [" + err + "]";
}

std::string exe_dir() {
  std::error_code ec;
  auto p = fs::read_symlink("/proc/self/exe", ec);
  return ec ? std::string() : p.parent_path().string();
}

// The folder of libcrosswarp.so, or "" where the core is linked into the executable itself (the crosswarp CLI:
// tools/crosswarp/CMakeLists.txt), whose folder exe_dir() gives.
std::string libcrosswarp_dir() {
  Dl_info info{};
  if (!dladdr(reinterpret_cast<void*>(&explain_dlopen_failure), &info) || !info.dli_fname) return {};
  std::error_code ec;
  if (fs::equivalent(info.dli_fname, "/proc/self/exe", ec)) return {};
  return fs::path(info.dli_fname).parent_path().string();
}

std::vector<DeviceInfo> list_devices(const cw_backend_iface& api, int count) {
  std::vector<DeviceInfo> out;
  for (int i = 0; i < count; ++i) {
    cw_device_info info{};
    if (api.device_info(i, &info) != CW_OK) continue;
    DeviceInfo d;
    d.index = i;
    d.name = info.name;
    d.arch = info.arch;
    d.wavefront_size = info.wavefront_size;
    d.compute_units = info.compute_units;
    d.memory_total = info.memory_total;
    d.memory_free = info.memory_free;
    d.arch_covered = info.arch_covered != 0;
    d.driver_version = info.driver_version;
    d.runtime_version = info.runtime_version;
    d.bus_id = info.bus_id;
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace

void Backend::check(int status, std::string_view what) const {
  if (status == CW_OK) return;
  const char* detail = api_->last_error ? api_->last_error() : "";
  ErrorKind kind = status == CW_E_UNSUPPORTED ? ErrorKind::Unsupported
                   : status == CW_E_NO_DEVICE ? ErrorKind::Unavailable
                   : status == CW_E_INVALID   ? ErrorKind::Internal
                                              : ErrorKind::Runtime;
  throw Error(kind, name_ + ": " + std::string(what) + " failed" +
                        (detail && *detail ? ": " + std::string(detail) : std::string()));
}

std::vector<std::string> PluginRegistry::default_search_dirs() {
  std::vector<std::string> candidates = split_path(std::getenv("CROSSWARP_PLUGIN_PATH"));
  // CROSSWARP_PLUGIN_PATH_ONLY=1: look nowhere else (tests, and users who pin their plugins).
  const char* only = std::getenv("CROSSWARP_PLUGIN_PATH_ONLY");
  bool path_only = only && *only && std::strcmp(only, "0") != 0;
  if (auto dir = exe_dir(); !dir.empty() && !path_only) {
    candidates.push_back(dir);
    candidates.push_back(dir + "/../lib/crosswarp");
  }
  if (auto dir = libcrosswarp_dir(); !dir.empty() && !path_only) candidates.push_back(dir + "/crosswarp");
#ifdef CROSSWARP_PLUGIN_INSTALL_DIR
  if (!path_only) candidates.push_back(CROSSWARP_PLUGIN_INSTALL_DIR);
#endif
  std::vector<std::string> out;
  std::set<std::string> seen;
  for (const auto& c : candidates) {
    std::error_code ec;
    auto canon = fs::weakly_canonical(c, ec);
    std::string key = ec ? c : canon.string();
    if (seen.insert(key).second) out.push_back(key);
  }
  return out;
}

PluginRegistry& PluginRegistry::instance() {
  static PluginRegistry registry(Options{});
  return registry;
}

PluginRegistry::PluginRegistry(const Options& options) {
  search_dirs_ = options.search_dirs;
  if (options.default_dirs)
    for (auto& d : default_search_dirs())
      if (std::find(search_dirs_.begin(), search_dirs_.end(), d) == search_dirs_.end()) search_dirs_.push_back(d);

  // The CPU backend is built in and always available.
  BackendStatus cpu;
  cpu.name = "cpu";
  cpu.library = "built-in";
  cpu.available = true;
  cpu.score = 10;
  cpu.backend = std::make_shared<Backend>("cpu", cpu::backend_iface());
  cpu.build_info = cpu.backend->api().build_info;
  cpu.compiled_archs = cpu.backend->api().compiled_archs;
  cpu.devices = list_devices(cpu.backend->api(), 1);
  statuses_.push_back(std::move(cpu));

  // Every libcrosswarp-backend-<name>.so on the path; the first of a name wins.
  std::vector<std::pair<std::string, std::string>> found;  // name, path
  std::set<std::string> names;
  for (const auto& dir : search_dirs_) {
    std::error_code ec;
    std::vector<fs::path> files;
    for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec))
      files.push_back(it->path());
    std::sort(files.begin(), files.end());
    for (const auto& p : files) {
      std::string file = p.filename().string();
      if (file.size() <= kPrefix.size() + kSuffix.size() || file.rfind(kPrefix, 0) != 0 ||
          file.compare(file.size() - kSuffix.size(), kSuffix.size(), kSuffix) != 0)
        continue;
      std::string name = file.substr(kPrefix.size(), file.size() - kPrefix.size() - kSuffix.size());
      if (name == "cpu" || !names.insert(name).second) {
        log::debug("plugin " + p.string() + " ignored: a '" + name + "' backend was found earlier");
        continue;
      }
      found.emplace_back(name, p.string());
    }
  }
  for (const char* known : {"cuda", "hip", "simt"}) {
    if (names.count(known)) continue;
    BackendStatus s;
    s.name = known;
    s.reason = "plugin " + std::string(kPrefix) + known + std::string(kSuffix) + " not found (looked in: " +
               (search_dirs_.empty() ? std::string("nowhere") : join(search_dirs_, ", ")) +
               "; set CROSSWARP_PLUGIN_PATH to add a folder)";
    statuses_.push_back(std::move(s));
  }
  for (const auto& [name, path] : found) load_plugin(path, name);
  // Keep the documented order: cpu, cuda, hip, simt, then others.
  auto rank = [](const std::string& n) {
    for (size_t i = 0; i < std::size(kKnownBackends); ++i)
      if (n == kKnownBackends[i]) return static_cast<int>(i);
    return static_cast<int>(std::size(kKnownBackends));
  };
  std::stable_sort(statuses_.begin(), statuses_.end(),
                   [&](const auto& a, const auto& b) { return rank(a.name) < rank(b.name); });
}

void PluginRegistry::load_plugin(const std::string& path, const std::string& name) {
  BackendStatus s;
  s.name = name;
  s.library = path;
  auto unavailable = [&](std::string reason) {
    s.reason = std::move(reason);
    log::info("backend " + name + " unavailable: " + s.reason);
    statuses_.push_back(std::move(s));
  };
  dlerror();
  // Never dlclose'd: vendor runtimes do not survive being unloaded while the process runs.
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char* err = dlerror();
    return unavailable(explain_dlopen_failure(name, err ? err : "unknown dlopen error"));
  }
  auto score_fn = reinterpret_cast<cw_backend_score_fn>(dlsym(handle, CW_PLUGIN_SCORE_SYMBOL));
  if (!score_fn) return unavailable("not a crosswarp plugin: missing symbol " CW_PLUGIN_SCORE_SYMBOL);
  auto init_fn = reinterpret_cast<cw_backend_init_fn>(dlsym(handle, CW_PLUGIN_INIT_SYMBOL));
  if (!init_fn) return unavailable("not a crosswarp plugin: missing symbol " CW_PLUGIN_INIT_SYMBOL);
  // init() only hands out the table (no device work), so it runs first: even a plugin that cannot
  // run here can say how it was built and for which architectures.
  const cw_backend_iface* api = init_fn();
  if (!api) return unavailable("the plugin's init() returned no function table");
  if (api->abi_version != CW_PLUGIN_ABI_VERSION)
    return unavailable("plugin ABI version " + std::to_string(api->abi_version) + ", this crosswarp needs " +
                       std::to_string(CW_PLUGIN_ABI_VERSION) + ": rebuild the plugin with this crosswarp");
  s.build_info = api->build_info ? api->build_info : "";
  s.compiled_archs = api->compiled_archs ? api->compiled_archs : "";
  char reason[1024] = {};
  int score = score_fn(reason, sizeof(reason));
  reason[sizeof(reason) - 1] = '\0';
  if (score <= 0) return unavailable(reason[0] ? reason : "the plugin says it cannot run here (score 0)");
  s.score = score;
  auto backend = std::make_shared<Backend>(name, api);
  int count = 0;
  if (api->device_count(&count) != CW_OK || count <= 0)
    return unavailable(std::string("no device") + (api->last_error ? std::string(": ") + api->last_error() : ""));
  s.devices = list_devices(*api, count);
  bool any_covered = std::any_of(s.devices.begin(), s.devices.end(), [](const auto& d) { return d.arch_covered; });
  if (!any_covered) {
    std::vector<std::string> archs;
    for (const auto& d : s.devices) archs.push_back(d.arch);
    s.reason = "no code object for this device's architecture (" + join(archs, ", ") +
               "); the plugin was compiled for " + s.compiled_archs + ": rebuild it for this architecture";
    log::info("backend " + name + " unavailable: " + s.reason);
    statuses_.push_back(std::move(s));
    return;
  }
  s.available = true;
  s.backend = std::move(backend);
  statuses_.push_back(std::move(s));
}

const BackendStatus* PluginRegistry::status(std::string_view name) const {
  for (const auto& s : statuses_)
    if (s.name == name) return &s;
  return nullptr;
}

std::shared_ptr<Backend> PluginRegistry::backend(std::string_view name) const {
  const BackendStatus* s = status(name);
  return s && s->available ? s->backend : nullptr;
}

}  // namespace crosswarp
