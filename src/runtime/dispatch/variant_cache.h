// VariantCache: the tuning results on disk, so that a variant timed once is not timed again.
//
// One JSON file, <dir>/variants-v1.json (dir: CROSSWARP_CACHE_DIR, else $XDG_CACHE_HOME/crosswarp,
// else ~/.cache/crosswarp):
//   {"format": "crosswarp-variant-cache", "version": 1,
//    "entries": {"<key>": {"variant": "gemm.openblas", "ms": 0.42,
//                          "timings": {"gemm.openblas": 0.42, ...}, "demoted": ["..."]}}}
// The key names the device (backend, device name, arch, wavefront size, driver and runtime version,
// plugin build info), the op and the shape bucket, so a new driver or plugin build re-tunes.
// Writes re-read the file, merge, and rename a temporary file over it (concurrent processes lose at
// most an entry). A corrupt or unreadable cache is ignored with one warning: tuning never fails a run.
#pragma once

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace crosswarp::dispatch {

struct CacheEntry {
  std::string variant;                    // the winner
  double ms = 0;                          // its time per launch when chosen
  std::map<std::string, double> timings;  // every candidate's time per launch
  std::vector<std::string> demoted;       // variants demoted for this key (not chosen again)
};

class VariantCache {
 public:
  explicit VariantCache(std::string dir = "");  // "" = default_dir()
  static std::string default_dir();

  const std::string& path() const { return path_; }
  std::optional<CacheEntry> find(const std::string& key);
  void store(const std::string& key, const CacheEntry& entry);

 private:
  std::map<std::string, CacheEntry> read_file() const;
  std::mutex mutex_;
  std::string path_;
  bool loaded_ = false;
  std::map<std::string, CacheEntry> entries_;
};

}  // namespace crosswarp::dispatch
