// TransferMetrics: printable and JSON views of what the engine moved, by direction and size bucket.
#include "runtime/transfer/transfer_metrics.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace crosswarp {

uint64_t TransferMetrics::Direction::bytes() const {
  uint64_t total = 0;
  for (const Bucket& b : buckets) total += b.bytes;
  return total;
}

namespace {

nlohmann::json direction_json(const TransferMetrics::Direction& d) {
  nlohmann::json buckets = nlohmann::json::array();
  for (const auto& b : d.buckets)
    buckets.push_back({{"bucket", b.name},
                       {"copies", b.copies},
                       {"bytes", b.bytes},
                       {"timed_bytes", b.timed_bytes},
                       {"timed_seconds", b.timed_seconds},
                       {"gbps", b.gbps()}});
  nlohmann::json paths = nlohmann::json::object();
  for (int p = 0; p < 3; ++p) paths[to_string(CopyPath(p))] = d.path_copies[p];
  return {{"bytes", d.bytes()}, {"buckets", buckets}, {"paths", paths}};
}

void direction_text(std::string& out, const char* name, const TransferMetrics::Direction& d) {
  char line[256];
  std::snprintf(line, sizeof line, "  %s: %llu bytes; paths direct %llu, driver %llu, staged %llu\n", name,
                static_cast<unsigned long long>(d.bytes()), static_cast<unsigned long long>(d.path_copies[0]),
                static_cast<unsigned long long>(d.path_copies[1]),
                static_cast<unsigned long long>(d.path_copies[2]));
  out += line;
  for (const auto& b : d.buckets) {
    if (!b.copies) continue;
    std::snprintf(line, sizeof line, "    %-9s %8llu copies %14llu bytes  %8.2f GB/s%s\n", b.name.c_str(),
                  static_cast<unsigned long long>(b.copies), static_cast<unsigned long long>(b.bytes), b.gbps(),
                  b.timed_bytes < b.bytes ? " (blocking copies only)" : "");
    out += line;
  }
}

}  // namespace

std::string TransferMetrics::to_json() const {
  nlohmann::json fb = nlohmann::json::array();
  for (const auto& f : fallbacks) fb.push_back({{"reason", f.reason}, {"op", f.op}, {"from", f.from}, {"to", f.to}});
  nlohmann::json j = {{"h2d", direction_json(h2d)},
                      {"d2h", direction_json(d2h)},
                      {"staging_hits", staging_hits},
                      {"staging_allocs", staging_allocs},
                      {"file_bytes", file_bytes},
                      {"fallbacks", fb},
                      {"notes", notes}};
  return j.dump();
}

std::string TransferMetrics::to_text() const {
  std::string out = "transfer metrics\n";
  direction_text(out, "h2d", h2d);
  direction_text(out, "d2h", d2h);
  out += "  staging: " + std::to_string(staging_hits) + " hits, " + std::to_string(staging_allocs) +
         " pinned ring allocations\n";
  if (file_bytes) out += "  read from files into the ring: " + std::to_string(file_bytes) + " bytes\n";
  for (const auto& f : fallbacks)
    out += "  fallback: " + f.op + " " + f.from + " -> " + f.to + ": " + f.reason + "\n";
  for (const auto& n : notes) out += "  note: " + n + "\n";
  return out;
}

namespace transfer {

TransferMetrics::Direction empty_direction() {
  TransferMetrics::Direction d;
  for (const char* name : {"<64K", "64K-1M", "1M-16M", "16M-256M", ">=256M"}) d.buckets.push_back({name});
  return d;
}

size_t bucket_index(size_t bytes) {
  if (bytes < (size_t(64) << 10)) return 0;
  if (bytes < (size_t(1) << 20)) return 1;
  if (bytes < (size_t(16) << 20)) return 2;
  if (bytes < (size_t(256) << 20)) return 3;
  return 4;
}

void record(TransferMetrics& m, CopyDirection dir, CopyPath path, size_t bytes, bool timed, double seconds) {
  auto& d = dir == CopyDirection::HostToDevice ? m.h2d : m.d2h;
  auto& b = d.buckets[bucket_index(bytes)];
  b.copies += 1;
  b.bytes += bytes;
  if (timed) {
    b.timed_bytes += bytes;
    b.timed_seconds += seconds;
  }
  d.path_copies[int(path)] += 1;
}

}  // namespace transfer
}  // namespace crosswarp
