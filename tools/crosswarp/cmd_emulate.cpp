// crosswarp emulate: run a CUDA or HIP program on the CPU with a 32- or 64-lane wavefront.
// Translates it with the port toolchain (launches to hipLaunchKernelGGL, `extern __shared__` to
// HIP_DYNAMIC_SHARED, so the host compiler can read it), and so the headers it includes from its own
// folder or the -I folders, builds it against crosswarp-simt in a temporary folder, runs it, and
// reports warp-level misuse. Exit: the program's own code when it
// fails; else 1 when the run reported misuse; 2 for bad input (unreadable, untranslatable, or not
// compiling).
#include "command.h"

#include <crosswarp/error.h>
#include <crosswarp/lint.h>
#include <crosswarp/port.h>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

namespace fs = std::filesystem;

namespace {

using crosswarp::input_error;

struct SimtInstall {
  fs::path include_dir, lib_dir;
};

// Reads includedir/libdir from a crosswarp-simt.pc, expanding ${var}; `prefix` starts as given.
bool read_pc(const fs::path& pc, const fs::path& prefix, SimtInstall* out) {
  std::ifstream in(pc);
  if (!in) return false;
  std::map<std::string, std::string> vars;
  vars["pcfiledir"] = pc.parent_path().string();
  std::string line;
  auto expand = [&](std::string v) {
    for (std::size_t at; (at = v.find("${")) != std::string::npos;) {
      std::size_t end = v.find('}', at);
      if (end == std::string::npos) break;
      v.replace(at, end - at + 1, vars[v.substr(at + 2, end - at - 2)]);
    }
    return v;
  };
  while (std::getline(in, line)) {
    std::size_t eq = line.find('=');
    if (eq == std::string::npos || line.find(':') < eq) continue;
    vars[line.substr(0, eq)] = expand(line.substr(eq + 1));
  }
  if (!prefix.empty()) {  // an installed tree may have moved: trust where we are, not the .pc
    vars["prefix"] = prefix.string();
    std::ifstream again(pc);
    while (std::getline(again, line)) {
      std::size_t eq = line.find('=');
      if (eq != std::string::npos && line.find(':') > eq && line.substr(0, eq) != "prefix")
        vars[line.substr(0, eq)] = expand(line.substr(eq + 1));
    }
  }
  out->include_dir = vars["includedir"];
  out->lib_dir = vars["libdir"];
  return fs::exists(out->include_dir / "hip" / "hip_runtime.h") && fs::exists(out->lib_dir / "libcrosswarp-simt.so");
}

// CROSSWARP_SIMT_PREFIX, then the build tree (<build>/bin/crosswarp, <build>/lib/pkgconfig), then
// the install tree (<prefix>/bin/crosswarp, <prefix>/lib[/<multiarch>]/pkgconfig).
SimtInstall find_simt() {
  SimtInstall s;
  if (const char* p = std::getenv("CROSSWARP_SIMT_PREFIX"); p && *p) {
    fs::path prefix(p);
    for (const char* lib : {"lib", "lib64", "lib/x86_64-linux-gnu"})
      if (read_pc(prefix / lib / "pkgconfig" / "crosswarp-simt.pc", prefix, &s)) return s;
    s.include_dir = prefix / "include" / "crosswarp-simt";
    s.lib_dir = prefix / "lib";
    if (fs::exists(s.include_dir / "hip" / "hip_runtime.h") && fs::exists(s.lib_dir / "libcrosswarp-simt.so")) return s;
    throw crosswarp::Error(crosswarp::ErrorKind::Unavailable,
                           std::string("CROSSWARP_SIMT_PREFIX=") + p + ": no crosswarp-simt there");
  }
  std::error_code ec;
  fs::path root = fs::canonical("/proc/self/exe", ec).parent_path().parent_path();
  if (read_pc(root / "lib" / "pkgconfig" / "crosswarp-simt.pc", {}, &s)) return s;
  for (const char* lib : {"lib", "lib64", "lib/x86_64-linux-gnu"})
    if (read_pc(root / lib / "pkgconfig" / "crosswarp-simt.pc", root, &s)) return s;
  throw crosswarp::Error(crosswarp::ErrorKind::Unavailable,
                         "crosswarp-simt not found next to " + root.string() +
                             " (build it with -DCROSSWARP_SIMT=ON, or set CROSSWARP_SIMT_PREFIX)");
}

// Runs argv with extra environment; returns the exit status (128 + signal when killed).
int run_process(const std::vector<std::string>& argv, const std::vector<std::string>& env, const fs::path& log = {}) {
  std::cout.flush();
  std::cerr.flush();
  pid_t pid = fork();
  if (pid < 0) throw crosswarp::Error(crosswarp::ErrorKind::Runtime, std::string("fork: ") + std::strerror(errno));
  if (pid == 0) {
    for (const auto& e : env) putenv(const_cast<char*>(e.c_str()));
    if (!log.empty()) {
      FILE* f = std::fopen(log.c_str(), "w");
      if (f) {
        dup2(fileno(f), 1);
        dup2(fileno(f), 2);
      }
    }
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execvp(args[0], args.data());
    std::fprintf(stderr, "crosswarp: error: cannot run %s: %s\n", args[0], std::strerror(errno));
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return WEXITSTATUS(status);
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A temporary folder removed on every way out.
struct TempDir {
  fs::path path;
  bool keep = false;
  TempDir() {
    std::string tmpl = (fs::temp_directory_path() / "crosswarp-emulate-XXXXXX").string();
    if (!mkdtemp(tmpl.data()))
      throw crosswarp::Error(crosswarp::ErrorKind::Runtime, std::string("mkdtemp: ") + std::strerror(errno));
    path = tmpl;
  }
  ~TempDir() {
    std::error_code ec;
    if (!keep) fs::remove_all(path, ec);
  }
};

// Runs the built program with one wavefront size; returns its exit code, or 1 for reported misuse.
int run_with_warp(const fs::path& exe, const fs::path& dir, const std::string& file, int warp,
                  const std::vector<std::string>& args) {
  fs::path report = dir / ("report" + std::to_string(warp) + ".txt");
  std::vector<std::string> run = {exe.string()};
  run.insert(run.end(), args.begin(), args.end());
  int code = run_process(run, {"CROSSWARP_SIMT_WARP=" + std::to_string(warp), "CROSSWARP_SIMT_REPORT=" + report.string()});
  std::string diagnostics = slurp(report);
  std::size_t errors = 0;
  for (std::size_t at = 0; (at = diagnostics.find("error: ", at)) != std::string::npos; ++at)
    if (at == 0 || diagnostics[at - 1] == '\n') ++errors;
  if (code != 0) {
    if (code > 128) std::cerr << "crosswarp emulate: " << file << " was killed by signal " << code - 128 << "\n";
    return code;
  }
  if (errors) {
    std::cerr << "crosswarp emulate: " << file << ": " << errors << " warp-level misuse report"
              << (errors == 1 ? "" : "s") << " with a " << warp << "-lane wavefront (see above)\n";
    return 1;
  }
  return 0;
}

// A source's text; exit 2 naming it when it cannot be read.
std::string read_source(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw input_error(path.string(), "cannot read file");
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// What breaks or slows on wave64 in a source, printed before the run (crosswarp lint).
void print_lint(const std::string& text, const std::string& name) {
  if (auto findings = crosswarp::lint::lint_source(text, name); !findings.empty())
    std::cerr << crosswarp::lint::to_text(findings);
}

// Translates one source for the host compiler; the port's warnings and errors are appended to `findings`.
// Throws (exit 2) when something cannot be translated.
std::string translate_for_cpu(const std::string& text, const std::string& file, bool verbose,
                              std::string& findings) {
  crosswarp::port::TranslateOptions opts;
  opts.for_host_compiler = true;
  opts.hip_kernel_execution_syntax = true;
  opts.insert_runtime_include = false;  // -include instead: keeps the line numbers of the source
  auto translated = crosswarp::port::translate_source(text, file, opts);
  // The translator's findings matter when the result does not build (or with -v): crosswarp-simt
  // has more than HIP's API (the *_sync collectives, for one), so an "unsupported" name may work.
  std::string mine;
  for (const auto& d : translated.diagnostics) {
    if (d.severity == crosswarp::port::Severity::Note) continue;
    mine += d.file + ":" + std::to_string(d.line) + ":" + std::to_string(d.column) + ": " +
            (d.severity == crosswarp::port::Severity::Error ? "error" : "warning") + ": " + d.message + " [" +
            d.rule + "]\n";
  }
  findings += mine;
  if (verbose) std::cerr << mine;
  for (const auto& d : translated.diagnostics)
    if (d.severity == crosswarp::port::Severity::Error) {
      if (!verbose) std::cerr << findings;
      throw input_error(file, "cannot be translated for the CPU (" + d.message + ")");
    }
  return std::move(translated.text);
}

// The files a source includes: `"name"` from its own folder, then the -I folders; `<name>` from the -I
// folders (the system's stay as they are). Absolute, normalized paths.
std::vector<fs::path> local_includes(const std::string& text, const fs::path& from,
                                     const std::vector<fs::path>& dirs) {
  std::vector<fs::path> found;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    std::size_t k = line.find_first_not_of(" \t");
    if (k == std::string::npos || line[k] != '#') continue;
    k = line.find_first_not_of(" \t", k + 1);
    if (k == std::string::npos || line.compare(k, 7, "include") != 0) continue;
    k = line.find_first_not_of(" \t", k + 7);
    if (k == std::string::npos || (line[k] != '"' && line[k] != '<')) continue;
    const char close = line[k] == '"' ? '"' : '>';
    const std::size_t end = line.find(close, k + 1);
    if (end == std::string::npos) continue;
    const std::string name = line.substr(k + 1, end - k - 1);
    std::vector<fs::path> where;
    if (close == '"') where.push_back(from.parent_path());
    where.insert(where.end(), dirs.begin(), dirs.end());
    for (const auto& d : where) {
      std::error_code ec;
      const fs::path p = (d / name).lexically_normal();
      if (fs::is_regular_file(p, ec)) {
        found.push_back(p);
        break;
      }
    }
  }
  return found;
}

// Where a source's translation goes in the build folder: its absolute path under `root`, so that the
// translated files include each other as the originals do.
fs::path mirrored(const fs::path& root, const fs::path& original) {
  return root / original.relative_path();
}

// Writes a translation, its lines named after the original's.
void write_translation(const fs::path& path, const fs::path& original, const std::string& text) {
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  std::ofstream out(path, std::ios::binary);
  out << "#line 1 \"" << original.string() << "\"\n" << text;
  if (!out) throw crosswarp::Error(crosswarp::ErrorKind::Runtime, path.string() + ": cannot write");
}

int emulate(const std::string& file, const std::vector<int>& warps, bool keep, bool verbose,
            const std::vector<std::string>& include_dirs, const std::vector<std::string>& defines,
            const std::vector<std::string>& args) {
  fs::path src(file);
  std::string ext = src.extension().string();
  if (ext != ".cu" && ext != ".hip" && ext != ".cpp" && ext != ".cc")
    throw input_error(file, "expected a CUDA (.cu) or HIP (.hip, .cpp) source");
  const std::string text = read_source(src);
  std::vector<fs::path> dirs;
  for (const auto& d : include_dirs) {
    std::error_code ec;
    if (!fs::is_directory(d, ec)) throw input_error(d, "-I: not a directory");
    dirs.push_back(fs::absolute(d).lexically_normal());
  }

  print_lint(text, file);

  std::string findings;
  std::string translated = translate_for_cpu(text, file, verbose, findings);

  SimtInstall simt = find_simt();
  TempDir tmp;
  tmp.keep = keep;
  if (keep) std::cerr << "crosswarp emulate: build folder " << tmp.path.string() << "\n";
  // The program and the headers it reaches, translated into the same layout under tmp/src.
  const fs::path root = tmp.path / "src";
  const fs::path main_file = fs::absolute(src).lexically_normal();
  fs::path cpp = mirrored(root, main_file);
  cpp.replace_extension(".cpp");
  fs::path exe = tmp.path / src.stem().string();
  write_translation(cpp, main_file, translated);
  std::vector<fs::path> todo = local_includes(text, main_file, dirs);
  std::vector<fs::path> done = {main_file};
  while (!todo.empty()) {
    const fs::path header = todo.back();
    todo.pop_back();
    if (std::find(done.begin(), done.end(), header) != done.end()) continue;
    done.push_back(header);
    const std::string htext = read_source(header);
    print_lint(htext, header.string());
    write_translation(mirrored(root, header), header,
                      translate_for_cpu(htext, header.string(), verbose, findings));
    for (auto& next : local_includes(htext, header, dirs)) todo.push_back(std::move(next));
  }
  const char* cxx = std::getenv("CXX");
  std::vector<std::string> compile = {cxx && *cxx ? cxx : "c++", "-std=c++20", "-O1", "-g", "-w"};
  for (const auto& d : defines) compile.push_back("-D" + d);
  // the translated -I folders first, then the originals (for what no #include line names plainly)
  for (const auto& d : dirs) compile.push_back("-I" + mirrored(root, d).string());
  for (const auto& d : dirs) compile.push_back("-I" + d.string());
  compile.push_back("-iquote" + main_file.parent_path().string());
  for (const auto& a :
       {"-I" + simt.include_dir.string(), std::string("-include"), std::string("hip/hip_runtime.h"),
        cpp.string(), std::string("-o"), exe.string(), "-L" + simt.lib_dir.string(),
        "-Wl,-rpath," + simt.lib_dir.string(), std::string("-lcrosswarp-simt"), std::string("-pthread")})
    compile.push_back(a);
  fs::path log = tmp.path / "compile.log";
  if (verbose) {
    for (const auto& a : compile) std::cerr << a << " ";
    std::cerr << "\n";
  }
  if (run_process(compile, {}, log) != 0) {
    if (!verbose) std::cerr << findings;
    std::cerr << slurp(log);
    throw input_error(file, "does not compile against crosswarp-simt (compiler messages above)");
  }

  int result = 0;
  for (int warp : warps) {
    if (warps.size() > 1) std::cout << "== " << file << " with a " << warp << "-lane wavefront" << std::endl;
    int code = run_with_warp(exe, tmp.path, file, warp, args);
    if (result == 0) result = code;
  }
  return result;
}

int run_emulate(int argc, char** argv) {
  CLI::App app{
      "Run a CUDA (.cu) or HIP (.hip) program on the CPU with a 32- or 64-lane wavefront: translate it\n"
      "(and the headers it includes from its folder or -I folders),\n"
      "build it against crosswarp-simt, run it, and report warp-level misuse (masks that leave out lanes,\n"
      "collectives some lanes never reach, shuffles reading lanes that do not take part, __syncthreads\n"
      "not reached by every thread, dynamic shared memory out of bounds).\n"
      "Exit: the program's exit code when it fails; 1 when the run reported misuse; 2 for bad input.",
      "crosswarp emulate"};
  std::string file;
  std::string warp = "64";
  bool keep = false, verbose = false;
  std::vector<std::string> args, include_dirs, defines;
  app.add_option("file", file, "the program: FILE.cu or FILE.hip")->required();
  app.add_option("--warp", warp, "wavefront size: 32, 64 (default, like AMD CDNA) or both (build once, run twice)")
      ->check(CLI::IsMember({"32", "64", "both"}));
  app.add_flag("--keep", keep, "keep the temporary build folder (its path is printed)");
  app.add_flag("-v,--verbose", verbose, "print the compiler command");
  app.add_option(
         "-I", include_dirs,
         "include folder (repeatable): headers the program includes from there, or from its own folder, are "
         "translated too")
      ->allow_extra_args(false);
  app.add_option("-D", defines, "NAME or NAME=VALUE: a macro for the build (repeatable)")
      ->allow_extra_args(false);
  app.add_option("args", args, "arguments for the program, after --");
  app.positionals_at_end(false);
  return crosswarp::cli::run_command(app, argc, argv, [&] {
    std::vector<int> warps = warp == "both" ? std::vector<int>{32, 64} : std::vector<int>{std::stoi(warp)};
    return emulate(file, warps, keep, verbose, include_dirs, defines, args);
  });
}

}  // namespace

CW_COMMAND("emulate", "run a CUDA/HIP program on the CPU with a 32- or 64-lane wavefront", run_emulate);
