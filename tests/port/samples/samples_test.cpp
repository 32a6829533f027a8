// Realistic CUDA programs (.cu) and C host programs calling the CUDA libraries (.c) of this folder, ported for
// HIP 5.7 and compiled with hipcc for gfx90a inside the Debian 13 HIP chroot (scripts/hip-chroot.sh): the
// translation must be complete (no unsupported API left) and must compile. Skipped, with the reason, where the
// chroot (or the right to chroot) is missing.
#include "port/lexer.h"
#include "port/tables.h"

#include <crosswarp/port.h>

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace crosswarp::port;

namespace {

const fs::path kSamples = fs::path(CROSSWARP_SOURCE_DIR) / "tests/port/samples";

fs::path hip_chroot() {
  if (const char* env = std::getenv("CROSSWARP_HIP_CHROOT")) return env;
  const char* home = std::getenv("HOME");
  return fs::path(home ? home : "/root") / ".cache/crosswarp/rocm-trixie";
}

std::vector<std::string> samples() {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(kSamples))
    if (e.path().extension() == ".cu" || e.path().extension() == ".c") names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Runs a shell command, returns its exit status and (in `output`) its stdout+stderr.
int run(const std::string& cmd, std::string& output) {
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  if (!p) return -1;
  std::array<char, 4096> buf{};
  std::size_t n = 0;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) output.append(buf.data(), n);
  int status = pclose(p);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

class PortSample : public ::testing::TestWithParam<std::string> {};

}  // namespace

TEST(PortSamples, ThereAreSamples) { EXPECT_GE(samples().size(), 6u); }

namespace {

// The options of a "// crosswarp-port-options:" or "// crosswarp-port-also:" line (the library choices; the other
// options do not change what must compile), for HIP 5.7, the chroot's. False on an unknown option.
bool sample_options(std::string_view words_text, TranslateOptions& o, std::string& unknown) {
  o = TranslateOptions{};
  o.hip_version = "5.7";
  std::istringstream words{std::string(words_text)};
  for (std::string w; words >> w;) {
    if (w == "--roc") o.roc = true;
    else if (w == "--miopen") o.miopen = true;
    else return unknown = w, false;
  }
  return true;
}

// Ports the sample with `o`, checks the translation is complete and stable, and compiles it with hipcc in the chroot.
void port_and_compile(const std::string& name, const std::string& source, const TranslateOptions& o,
                      const std::string& label) {
  SCOPED_TRACE(name + (label.empty() ? std::string() : " with" + label));
  TranslateResult r = translate_source(source, name, o);
  // Notes say what was done (an emulation, a dropped default argument); anything stronger is a failure.
  for (const Diagnostic& d : r.diagnostics)
    if (d.severity != Severity::Note) ADD_FAILURE() << name << ":" << d.line << ": " << d.message;
  ASSERT_TRUE(r.ok());
  for (const Token& t : lex(r.text).tokens) {
    // A CUDA API name the tables know (and that is not also the HIP name, like atomicAdd) must be gone.
    if (t.kind != TokenKind::Identifier) continue;
    ApiMatch m = find_api(t.text);
    EXPECT_TRUE(!m.entry || t.text == m.entry->hip) << name << ":" << t.line << ": " << t.text << " left";
  }
  EXPECT_EQ(translate_source(r.text, name, o).text, r.text) << "porting the output again changed it";

  fs::path root = hip_chroot();
  if (!fs::exists(root / "usr/bin/hipcc"))
    GTEST_SKIP() << "no HIP chroot with hipcc at " << root << " (scripts/hip-chroot.sh ensure): not compiled";
  if (geteuid() != 0) GTEST_SKIP() << "chroot needs root: " << name << " translated but not compiled";
  // A .cu sample becomes a HIP source; a .c one stays C, host code that a C compiler builds against HIP's headers
  // with the platform macro that CMake's hip::host target adds (hipcc sets it only for HIP sources).
  const bool c = name.ends_with(".c");
  std::string tmp = "/tmp/crosswarp-port-sample-" + std::to_string(getpid()) + "-" + name + (c ? "" : ".hip");
  {
    std::ofstream out(root / tmp.substr(1), std::ios::binary);
    out << r.text;
  }
  std::string output;
  int rc = run("chroot '" + root.string() + "' hipcc --offload-arch=gfx90a " + (c ? "-D__HIP_PLATFORM_AMD__ " : "") +
                   "-c '" + tmp + "' -o /dev/null",
               output);
  fs::remove(root / tmp.substr(1));
  EXPECT_EQ(rc, 0) << "hipcc failed on the translation of " << name << ":\n" << output << "\n--- translation:\n"
                   << r.text;
}


}  // namespace

TEST_P(PortSample, TranslatesCompletelyAndCompilesWithHipcc) {
  const std::string name = GetParam();
  const std::string source = read(kSamples / name);
  // A first line "// crosswarp-port-options: --roc --miopen" ports the sample as `crosswarp port` with those
  // options would; each "// crosswarp-port-also: OPTIONS" line of the leading comment ports and compiles it once more
  // with those.
  std::vector<std::pair<std::string, std::string>> option_lines;  // (label, options)
  const std::string kOptions = "// crosswarp-port-options:", kAlso = "// crosswarp-port-also:";
  option_lines.emplace_back("", source.starts_with(kOptions)
                                    ? source.substr(kOptions.size(), source.find('\n') - kOptions.size())
                                    : std::string());
  std::istringstream lines(source);
  for (std::string line; std::getline(lines, line) && line.starts_with("//");)
    if (line.starts_with(kAlso)) option_lines.emplace_back(line.substr(kAlso.size()), line.substr(kAlso.size()));
  for (const auto& [label, options] : option_lines) {
    TranslateOptions o;
    std::string unknown;
    if (!sample_options(options, o, unknown)) FAIL() << name << ": unknown option " << unknown;
    port_and_compile(name, source, o, label);
  }
}

INSTANTIATE_TEST_SUITE_P(Samples, PortSample, ::testing::ValuesIn(samples()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string n = info.param.substr(0, info.param.find('.'));
                           for (char& c : n)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return n;
                         });
