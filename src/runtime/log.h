// Logging to stderr, filtered by CROSSWARP_LOG=error|warn|info|debug (default warn).
#pragma once

#include <string>

namespace crosswarp::log {

enum class Level { Error = 0, Warn = 1, Info = 2, Debug = 3 };

bool enabled(Level level);
void write(Level level, const std::string& message);
// Logs `message` once per process for a given key (a fallback is an event, logged once).
void once(Level level, const std::string& key, const std::string& message);

inline void error(const std::string& m) { write(Level::Error, m); }
inline void warn(const std::string& m) { write(Level::Warn, m); }
inline void info(const std::string& m) { write(Level::Info, m); }
inline void debug(const std::string& m) { write(Level::Debug, m); }

}  // namespace crosswarp::log
