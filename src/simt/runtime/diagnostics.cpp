// Where diagnostics go: stderr ("crosswarp-simt: error: ..."; CROSSWARP_SIMT_QUIET=1 silences it),
// the file named by CROSSWARP_SIMT_REPORT (appended; `crosswarp emulate` reads it), and
// last_diagnostic().
#include "internal.h"

#include <crosswarp_simt.h>

#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace crosswarp::simt {

namespace {
std::mutex diag_mutex;
std::string last_text;
std::size_t error_total = 0;

int initial_warp_size() {
  const char* e = std::getenv("CROSSWARP_SIMT_WARP");
  if (!e || !*e) return 64;
  std::string v = e;
  if (v == "32") return 32;
  if (v == "64") return 64;
  std::fprintf(stderr, "crosswarp-simt: error: CROSSWARP_SIMT_WARP=%s: expected 32 or 64; using 64\n", e);
  return 64;
}
std::atomic<int> current_warp{initial_warp_size()};
}  // namespace

int warp_size() { return current_warp.load(); }
void set_warp_size(int lanes) {
  if (lanes != 32 && lanes != 64)
    throw std::invalid_argument("crosswarp-simt: wavefront size " + std::to_string(lanes) + ": expected 32 or 64");
  current_warp = lanes;
}
std::string last_diagnostic() {
  std::lock_guard<std::mutex> lock(diag_mutex);
  return last_text;
}
std::size_t diagnostic_count() {
  std::lock_guard<std::mutex> lock(diag_mutex);
  return error_total;
}
void clear_diagnostics() {
  std::lock_guard<std::mutex> lock(diag_mutex);
  last_text.clear();
  error_total = 0;
}
int worker_count() { return rt::worker_threads(); }

namespace detail {
int host_warp_size() { return crosswarp::simt::warp_size(); }
}  // namespace detail

namespace rt {

void publish(Launch& launch) {
  if (launch.findings.empty()) return;
  std::string text;
  for (const auto& f : launch.findings) {
    text += std::string(f.error ? "error: " : "warning: ") + f.text;
    if (f.more_blocks) text += " (and " + std::to_string(f.more_blocks) + " more times)";
    text += "\n";
  }
  if (launch.stop) text += "error: too many errors; the remaining blocks of this launch were not run\n";
  {
    std::lock_guard<std::mutex> lock(diag_mutex);
    last_text = text;
    error_total += launch.errors;
  }
  const char* quiet = std::getenv("CROSSWARP_SIMT_QUIET");
  if (!quiet || std::string(quiet) != "1") {
    std::string out;
    std::size_t start = 0;
    while (start < text.size()) {
      std::size_t nl = text.find('\n', start);
      out += "crosswarp-simt: " + text.substr(start, nl - start + 1);
      start = nl + 1;
    }
    std::fputs(out.c_str(), stderr);
  }
  if (const char* path = std::getenv("CROSSWARP_SIMT_REPORT")) {
    if (FILE* f = std::fopen(path, "a")) {
      std::fputs(text.c_str(), f);
      std::fclose(f);
    }
  }
}

}  // namespace rt
}  // namespace crosswarp::simt
