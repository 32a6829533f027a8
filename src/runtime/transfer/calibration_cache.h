// The on-disk calibration cache: one JSON file, transfer-calibration.json, in the crosswarp cache
// directory, one entry per (backend, device name, driver, runtime, plugin build). Written to a
// temporary file and renamed, so a reader never sees half a file; an unreadable or malformed
// file is ignored (and rewritten), never fatal: the cache only saves a probe.
#pragma once

#include <crosswarp/transfer.h>

#include <optional>
#include <string>

namespace crosswarp::transfer {

// `override_dir` if set, else $CROSSWARP_CACHE_DIR, $XDG_CACHE_HOME/crosswarp, ~/.cache/crosswarp;
// "" when none can be named (no HOME).
std::string cache_directory(const std::string& override_dir);
std::string cache_file(const std::string& dir);

std::string cache_key(const std::string& backend, const cw_device_info& info, const std::string& build_info);

struct CachedCalibration {
  CopyPolicy h2d, d2h;
};

std::optional<CachedCalibration> load_calibration(const std::string& dir, const std::string& key);
// Returns false (and logs why) when the file could not be written.
bool store_calibration(const std::string& dir, const std::string& key, const CachedCalibration& c);
// Drops one entry (recalibrate).
void forget_calibration(const std::string& dir, const std::string& key);

}  // namespace crosswarp::transfer
