// Throughput of crosswarp port: lines per second translating every header under a CUDA include
// directory (default /usr/local/cuda/include), or one file, best of N passes, all in memory (no disk I/O
// timed). With --hipify-perl CMD it also times hipify-perl on the same files in the same run, one process
// per file as hipify-perl works (CMD gets the file's path appended, its output is discarded), and prints
// both rates and their ratio. For hipify-perl inside the HIP chroot, put the input under the chroot and
// give --strip ROOT so the path handed to CMD is the one seen inside it:
//   bench_port_throughput ROOT/tmp/in --strip ROOT --hipify-perl "chroot ROOT hipify-perl -quiet-warnings"
// (bench/port/compare_hipify_perl.sh does this). Wall time is what is compared; the CPU time of both
// (this process's for crosswarp, the children's for hipify-perl) is printed too, since the build machine is
// shared and wall time alone depends on its load.
//
// usage: bench_port_throughput [INCLUDE_DIR | FILE] [--passes N] [--hipify-perl CMD] [--strip PREFIX]
#include <crosswarp/port.h>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

double cpu_seconds(int who) {
  rusage u{};
  getrusage(who, &u);
  return u.ru_utime.tv_sec + u.ru_stime.tv_sec + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

}  // namespace

int main(int argc, char** argv) {
  fs::path dir = "/usr/local/cuda/include";
  int passes = 3;
  std::string hipify, strip;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--passes") && i + 1 < argc) passes = std::max(1, std::atoi(argv[++i]));
    else if (!std::strcmp(argv[i], "--hipify-perl") && i + 1 < argc) hipify = argv[++i];
    else if (!std::strcmp(argv[i], "--strip") && i + 1 < argc) strip = argv[++i];
    else dir = argv[i];
  }
  std::vector<std::pair<std::string, std::string>> files;
  std::size_t lines = 0, bytes = 0;
  auto load = [&](const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    files.emplace_back(p.string(), ss.str());
    for (char c : files.back().second) lines += c == '\n';
    bytes += files.back().second.size();
  };
  std::error_code ec;
  if (fs::is_regular_file(dir, ec)) {
    load(dir);
  } else if (fs::is_directory(dir, ec)) {
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
      if (!e.is_regular_file()) continue;
      std::string ext = e.path().extension().string();
      if (ext != ".h" && ext != ".hpp" && ext != ".cuh" && ext != ".inl") continue;
      load(e.path());
    }
    std::sort(files.begin(), files.end());
  } else {
    std::fprintf(stderr, "bench_port_throughput: %s: not a file or directory\n", dir.c_str());
    return 2;
  }
  crosswarp::port::TranslateOptions o;
  o.hip_kernel_execution_syntax = true;
  double best = 1e30, best_cpu = 1e30;
  std::size_t replacements = 0;
  for (int p = 0; p < passes; ++p) {
    double c0 = cpu_seconds(RUSAGE_SELF);
    auto t0 = std::chrono::steady_clock::now();
    std::size_t r = 0;
    for (const auto& [name, text] : files) r += crosswarp::port::translate_source(text, name, o).replacements;
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    best = std::min(best, s);
    best_cpu = std::min(best_cpu, cpu_seconds(RUSAGE_SELF) - c0);
    replacements = r;
  }
  std::printf("input: %zu files, %zu lines, %.1f MB from %s\n", files.size(), lines, bytes / 1e6, dir.c_str());
  std::printf("crosswarp port: best of %d passes %.3f s (%.3f s CPU) = %.0f lines/s (%.1f MB/s), %zu replacements, "
              "1 thread, in memory\n",
              passes, best, best_cpu, lines / best, bytes / 1e6 / best, replacements);
  if (hipify.empty()) return 0;
  double c0 = cpu_seconds(RUSAGE_CHILDREN);
  auto t0 = std::chrono::steady_clock::now();
  int failed = 0;
  for (const auto& f : files) {
    std::string path = f.first;
    if (!strip.empty() && path.compare(0, strip.size(), strip) == 0) path = path.substr(strip.size());
    if (std::system((hipify + " " + shell_quote(path) + " >/dev/null 2>&1").c_str()) != 0) ++failed;
  }
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  double cpu = cpu_seconds(RUSAGE_CHILDREN) - c0;
  std::printf("hipify-perl: %.3f s (%.3f s CPU) = %.0f lines/s, one process per file%s (%s)\n", s, cpu, lines / s,
              failed ? (", " + std::to_string(failed) + " failed").c_str() : "", hipify.c_str());
  std::printf("ratio: crosswarp / hipify-perl = %.0fx wall (%.0fx CPU)\n", s / best, cpu / best_cpu);
  return failed ? 1 : 0;
}
