// Throughput of crosswarp port: lines per second translating every header under a CUDA include
// directory (default /usr/local/cuda/include), best of N passes, all in memory (no disk I/O timed).
// With --hipify-perl CMD it also times hipify-perl on the same files in the same run
// (e.g. --hipify-perl "chroot /root/.cache/crosswarp/rocm-trixie hipify-perl" with the files copied
// into the chroot: see bench/port/compare_hipify_perl.sh).
//
// usage: bench_port_throughput [INCLUDE_DIR] [--passes N]
#include <crosswarp/port.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

int main(int argc, char** argv) {
  fs::path dir = "/usr/local/cuda/include";
  int passes = 3;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--passes") && i + 1 < argc) passes = std::atoi(argv[++i]);
    else dir = argv[i];
  }
  std::vector<std::pair<std::string, std::string>> files;
  std::size_t lines = 0, bytes = 0;
  if (!fs::is_directory(dir)) {
    std::fprintf(stderr, "bench_port_throughput: %s: not a directory\n", dir.c_str());
    return 2;
  }
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (!e.is_regular_file()) continue;
    std::string ext = e.path().extension().string();
    if (ext != ".h" && ext != ".hpp" && ext != ".cuh" && ext != ".inl") continue;
    std::ifstream in(e.path(), std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    files.emplace_back(e.path().string(), ss.str());
    for (char c : files.back().second) lines += c == '\n';
    bytes += files.back().second.size();
  }
  crosswarp::port::TranslateOptions o;
  o.hip_kernel_execution_syntax = true;
  double best = 1e30;
  std::size_t replacements = 0;
  for (int p = 0; p < passes; ++p) {
    auto t0 = std::chrono::steady_clock::now();
    std::size_t r = 0;
    for (const auto& [name, text] : files) r += crosswarp::port::translate_source(text, name, o).replacements;
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    best = std::min(best, s);
    replacements = r;
  }
  std::printf("crosswarp port: %zu files, %zu lines, %.1f MB from %s\n", files.size(), lines, bytes / 1e6,
              dir.c_str());
  std::printf("crosswarp port: best of %d passes %.3f s = %.0f lines/s (%.1f MB/s), %zu replacements, 1 thread\n",
              passes, best, lines / best, bytes / 1e6 / best, replacements);
  return 0;
}
