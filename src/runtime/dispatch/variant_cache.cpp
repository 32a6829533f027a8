#include "runtime/dispatch/variant_cache.h"

#include "runtime/log.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace crosswarp::dispatch {
namespace fs = std::filesystem;

std::string VariantCache::default_dir() {
  if (const char* d = std::getenv("CROSSWARP_CACHE_DIR"); d && *d) return d;
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/crosswarp";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/crosswarp";
  return (fs::temp_directory_path() / "crosswarp-cache").string();
}

VariantCache::VariantCache(std::string dir) {
  if (dir.empty()) dir = default_dir();
  path_ = (fs::path(dir) / "variants-v1.json").string();
}

std::map<std::string, CacheEntry> VariantCache::read_file() const {
  std::map<std::string, CacheEntry> out;
  std::ifstream in(path_);
  if (!in) return out;
  std::stringstream ss;
  ss << in.rdbuf();
  nlohmann::json j = nlohmann::json::parse(ss.str(), nullptr, false);
  if (j.is_discarded() || !j.is_object() || j.value("format", "") != "crosswarp-variant-cache" ||
      j.value("version", 0) != 1 || !j.contains("entries") || !j["entries"].is_object()) {
    log::once(log::Level::Warn, "cache:corrupt:" + path_,
              path_ + ": not a crosswarp variant cache (ignored; it will be rewritten)");
    return out;
  }
  for (auto& [key, e] : j["entries"].items()) {
    if (!e.is_object() || !e.contains("variant") || !e["variant"].is_string()) continue;
    CacheEntry c;
    c.variant = e["variant"].get<std::string>();
    if (e.contains("ms") && e["ms"].is_number()) c.ms = e["ms"].get<double>();
    if (e.contains("timings") && e["timings"].is_object())
      for (auto& [n, t] : e["timings"].items())
        if (t.is_number()) c.timings[n] = t.get<double>();
    if (e.contains("demoted") && e["demoted"].is_array())
      for (auto& d : e["demoted"])
        if (d.is_string()) c.demoted.push_back(d.get<std::string>());
    out[key] = std::move(c);
  }
  return out;
}

std::optional<CacheEntry> VariantCache::find(const std::string& key) {
  std::lock_guard lock(mutex_);
  if (!loaded_) {
    entries_ = read_file();
    loaded_ = true;
  }
  auto it = entries_.find(key);
  if (it == entries_.end()) return std::nullopt;
  return it->second;
}

void VariantCache::store(const std::string& key, const CacheEntry& entry) {
  std::lock_guard lock(mutex_);
  auto merged = read_file();  // keep what other processes wrote since we loaded
  merged[key] = entry;
  entries_ = merged;
  loaded_ = true;
  nlohmann::json entries = nlohmann::json::object();
  for (const auto& [k, e] : merged)
    entries[k] = {{"variant", e.variant}, {"ms", e.ms}, {"timings", e.timings}, {"demoted", e.demoted}};
  nlohmann::json j = {{"format", "crosswarp-variant-cache"}, {"version", 1}, {"entries", entries}};
  std::error_code ec;
  const fs::path p(path_);
  fs::create_directories(p.parent_path(), ec);
  const std::string tmp = path_ + ".tmp." + std::to_string(getpid());
  bool ok = false;
  {
    std::ofstream out(tmp, std::ios::trunc);
    if (out) {
      out << j.dump(1) << "\n";
      ok = static_cast<bool>(out.flush());
    }
  }
  if (ok) ok = std::rename(tmp.c_str(), path_.c_str()) == 0;
  if (!ok) {
    std::remove(tmp.c_str());
    log::once(log::Level::Warn, "cache:write:" + path_,
              path_ + ": cannot write the variant cache (tuning results are kept in memory only)");
  }
}

}  // namespace crosswarp::dispatch
