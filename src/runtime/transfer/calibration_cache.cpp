#include "runtime/transfer/calibration_cache.h"

#include "runtime/log.h"

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace crosswarp::transfer {

namespace fs = std::filesystem;
using nlohmann::json;

// Bumped when the meaning of a cached entry changes; older entries are then probed again.
// 3: streaming_stores, up to 16 copy threads, 1-16 MiB chunks; 4: staged_small_from; 5: the mid-size
// class (mid_below, mid, mid_pipeline), probes from a source larger than the last-level cache, the
// driver timed as memcpy_sync; 6: ramped loads (ramp, mid.ramp), tried for the mid-size class.
constexpr int kCacheFormat = 6;

std::string cache_directory(const std::string& override_dir) {
  if (!override_dir.empty()) return override_dir;
  if (const char* d = std::getenv("CROSSWARP_CACHE_DIR"); d && *d) return d;
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/crosswarp";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/crosswarp";
  return "";
}

std::string cache_file(const std::string& dir) { return dir + "/transfer-calibration.json"; }

std::string cache_key(const std::string& backend, const cw_device_info& info, const std::string& build_info) {
  return backend + "|" + info.name + "|driver " + info.driver_version + "|runtime " + info.runtime_version +
         "|" + build_info;
}

namespace {

json model_json(const PathModel& m) { return {{"latency_us", m.latency_us}, {"gbps", m.gbps}}; }

PathModel model_from(const json& j) {
  PathModel m;
  m.latency_us = j.at("latency_us").get<double>();
  m.gbps = j.at("gbps").get<double>();
  return m;
}

json policy_json(const CopyPolicy& p) {
  return {{"chunk_bytes", p.chunk_bytes},
          {"streams", p.streams},
          {"ring_slots", p.ring_slots},
          {"copy_threads", p.copy_threads},
          {"streaming_stores", p.streaming_stores},
          {"ramp", p.ramp},
          {"small_threshold", p.small_threshold},
          {"staged_small_from", p.staged_small_from},
          {"mid_below", p.mid_below},
          {"mid", {{"chunk_bytes", p.mid.chunk_bytes},
                   {"streams", p.mid.streams},
                   {"copy_threads", p.mid.copy_threads},
                   {"streaming_stores", p.mid.streaming_stores},
                   {"ramp", p.mid.ramp}}},
          {"mid_pipeline", model_json(p.mid_pipeline)},
          {"driver", model_json(p.driver)},
          {"staged_small", model_json(p.staged_small)},
          {"pipeline", model_json(p.pipeline)},
          {"direct", model_json(p.direct)}};
}

CopyPolicy policy_from(const json& j) {
  CopyPolicy p;
  p.chunk_bytes = j.at("chunk_bytes").get<size_t>();
  p.streams = j.at("streams").get<int>();
  p.ring_slots = j.at("ring_slots").get<int>();
  p.copy_threads = j.at("copy_threads").get<int>();
  p.streaming_stores = j.at("streaming_stores").get<bool>();
  p.ramp = j.at("ramp").get<bool>();
  p.small_threshold = j.at("small_threshold").get<size_t>();
  p.staged_small_from = j.value("staged_small_from", size_t{0});
  p.mid_below = j.at("mid_below").get<size_t>();
  const json& mid = j.at("mid");
  p.mid.chunk_bytes = mid.at("chunk_bytes").get<size_t>();
  p.mid.streams = mid.at("streams").get<int>();
  p.mid.copy_threads = mid.at("copy_threads").get<int>();
  p.mid.streaming_stores = mid.at("streaming_stores").get<bool>();
  p.mid.ramp = mid.at("ramp").get<bool>();
  p.mid_pipeline = model_from(j.at("mid_pipeline"));
  p.driver = model_from(j.at("driver"));
  p.staged_small = model_from(j.at("staged_small"));
  p.pipeline = model_from(j.at("pipeline"));
  p.direct = model_from(j.at("direct"));
  if (p.chunk_bytes == 0 || p.streams < 1 || p.streams > 64 || p.ring_slots < p.streams || p.copy_threads < 1 ||
      p.copy_threads > 256 || (p.mid_below && (p.mid.chunk_bytes == 0 || p.mid.streams < 1 || p.mid.streams > 64 ||
                                                p.mid.copy_threads < 1 || p.mid.copy_threads > 256)))
    throw std::runtime_error("implausible policy");
  return p;
}

json read_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) return json::object();
  try {
    json j = json::parse(in);
    if (j.is_object() && j.value("format", 0) == kCacheFormat && j.contains("entries") && j["entries"].is_object())
      return j;
    log::once(log::Level::Info, "transfer-cache-format:" + path, path + ": older or foreign format, probing again");
  } catch (const std::exception& e) {
    log::once(log::Level::Warn, "transfer-cache-bad:" + path, path + ": unreadable calibration cache (" +
                                                                    e.what() + "), probing again");
  }
  return json::object();
}

bool write_file(const std::string& dir, const json& j) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  std::string path = cache_file(dir);
  std::string tmp = path + ".tmp." + std::to_string(::getpid());
  {
    std::ofstream out(tmp, std::ios::trunc);
    out << j.dump(2) << "\n";
    if (!out) {
      log::once(log::Level::Warn, "transfer-cache-write:" + dir, tmp + ": cannot write the calibration cache");
      fs::remove(tmp, ec);
      return false;
    }
  }
  fs::rename(tmp, path, ec);
  if (ec) {
    log::once(log::Level::Warn, "transfer-cache-rename:" + dir, path + ": " + ec.message());
    fs::remove(tmp, ec);
    return false;
  }
  return true;
}

}  // namespace

std::optional<CachedCalibration> load_calibration(const std::string& dir, const std::string& key) {
  if (dir.empty()) return std::nullopt;
  json j = read_file(cache_file(dir));
  if (!j.contains("entries") || !j["entries"].contains(key)) return std::nullopt;
  try {
    const json& e = j["entries"][key];
    return CachedCalibration{policy_from(e.at("h2d")), policy_from(e.at("d2h"))};
  } catch (const std::exception& ex) {
    log::warn(cache_file(dir) + ": bad entry for " + key + " (" + ex.what() + "), probing again");
    return std::nullopt;
  }
}

bool store_calibration(const std::string& dir, const std::string& key, const CachedCalibration& c) {
  if (dir.empty()) return false;
  json j = read_file(cache_file(dir));
  if (!j.contains("entries")) j = {{"format", kCacheFormat}, {"entries", json::object()}};
  j["entries"][key] = {{"h2d", policy_json(c.h2d)}, {"d2h", policy_json(c.d2h)}};
  return write_file(dir, j);
}

void forget_calibration(const std::string& dir, const std::string& key) {
  if (dir.empty()) return;
  json j = read_file(cache_file(dir));
  if (j.contains("entries") && j["entries"].contains(key)) {
    j["entries"].erase(key);
    write_file(dir, j);
  }
}

}  // namespace crosswarp::transfer
