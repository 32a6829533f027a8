#include "runtime/log.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>

namespace crosswarp::log {
namespace {

Level threshold() {
  static const Level level = [] {
    const char* v = std::getenv("CROSSWARP_LOG");
    if (!v) return Level::Warn;
    if (!std::strcmp(v, "error")) return Level::Error;
    if (!std::strcmp(v, "info")) return Level::Info;
    if (!std::strcmp(v, "debug")) return Level::Debug;
    return Level::Warn;
  }();
  return level;
}

const char* label(Level level) {
  switch (level) {
    case Level::Error: return "error";
    case Level::Warn: return "warning";
    case Level::Info: return "info";
    default: return "debug";
  }
}

}  // namespace

bool enabled(Level level) { return static_cast<int>(level) <= static_cast<int>(threshold()); }

void write(Level level, const std::string& message) {
  if (!enabled(level)) return;
  std::fprintf(stderr, "crosswarp: %s: %s\n", label(level), message.c_str());
}

void once(Level level, const std::string& key, const std::string& message) {
  static std::mutex mutex;
  static std::set<std::string> seen;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (!seen.insert(key).second) return;
  }
  write(level, message);
}

}  // namespace crosswarp::log
