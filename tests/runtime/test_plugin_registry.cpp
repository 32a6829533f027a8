// The registry against plugins that are broken on purpose: each is reported with its reason and
// skipped; the others still load.
#include <crosswarp/runtime.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
using crosswarp::PluginRegistry;

namespace {

PluginRegistry fixtures_only(const std::vector<std::string>& dirs = {CW_FIXTURE_DIR}) {
  PluginRegistry::Options options;
  options.search_dirs = dirs;
  options.default_dirs = false;
  return PluginRegistry(options);
}

const crosswarp::BackendStatus& must_find(const PluginRegistry& r, const char* name) {
  const auto* s = r.status(name);
  if (!s) throw std::runtime_error(std::string("no status for ") + name);
  return *s;
}

}  // namespace

TEST(PluginRegistry, WorkingPluginLoadsBesideBrokenOnes) {
  auto r = fixtures_only();
  const auto& good = must_find(r, "good");
  EXPECT_TRUE(good.available) << good.reason;
  ASSERT_EQ(good.devices.size(), 1u);
  EXPECT_EQ(good.devices[0].arch, "gfx942");
  EXPECT_EQ(good.devices[0].wavefront_size, 64);
  EXPECT_EQ(good.build_info, "fixture build");
  EXPECT_NE(r.backend("good"), nullptr);
}

TEST(PluginRegistry, ScoreZeroIsUnavailableWithThePluginsReason) {
  auto r = fixtures_only();
  const auto& s = must_find(r, "scorezero");
  EXPECT_FALSE(s.available);
  EXPECT_EQ(s.reason, "fixture: no device of this kind here");
  EXPECT_EQ(r.backend("scorezero"), nullptr);
}

TEST(PluginRegistry, MissingSymbolIsNamed) {
  auto r = fixtures_only();
  const auto& s = must_find(r, "missingscore");
  EXPECT_FALSE(s.available);
  EXPECT_NE(s.reason.find("missing symbol crosswarp_backend_score"), std::string::npos) << s.reason;
}

TEST(PluginRegistry, WrongAbiVersionIsNamed) {
  auto r = fixtures_only();
  const auto& s = must_find(r, "wrongabi");
  EXPECT_FALSE(s.available);
  EXPECT_NE(s.reason.find("ABI version " + std::to_string(CW_PLUGIN_ABI_VERSION + 41)), std::string::npos)
      << s.reason;
}

TEST(PluginRegistry, DlopenFailureNamesTheMissingLibrary) {
  auto r = fixtures_only();
  const auto& s = must_find(r, "needsdep");
  EXPECT_FALSE(s.available);
  EXPECT_NE(s.reason.find("libcw_fixture_missing_dependency.so"), std::string::npos) << s.reason;
}

TEST(PluginRegistry, UncoveredArchitectureIsUnavailable) {
  auto r = fixtures_only();
  const auto& s = must_find(r, "uncovered");
  EXPECT_FALSE(s.available);
  EXPECT_NE(s.reason.find("no code object for this device's architecture (gfx942)"), std::string::npos)
      << s.reason;
  ASSERT_EQ(s.devices.size(), 1u);  // still listed, so doctor can show it
  EXPECT_FALSE(s.devices[0].arch_covered);
}

TEST(PluginRegistry, GarbageFileIsReportedNotFatal) {
  fs::path dir = fs::temp_directory_path() / ("cw-registry-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "libcrosswarp-backend-garbage.so") << "this is not an ELF file\n";
  auto r = fixtures_only({dir.string(), CW_FIXTURE_DIR});
  const auto& s = must_find(r, "garbage");
  EXPECT_FALSE(s.available);
  EXPECT_NE(s.reason.find("cannot load plugin"), std::string::npos) << s.reason;
  EXPECT_TRUE(must_find(r, "good").available);
  fs::remove_all(dir);
}

TEST(PluginRegistry, KnownBackendsAlwaysListedAndCpuBuiltIn) {
  auto r = fixtures_only();
  ASSERT_GE(r.backends().size(), 4u);
  EXPECT_EQ(r.backends()[0].name, "cpu");
  EXPECT_EQ(r.backends()[1].name, "cuda");
  EXPECT_EQ(r.backends()[2].name, "hip");
  EXPECT_EQ(r.backends()[3].name, "simt");
  EXPECT_TRUE(r.backends()[0].available);
  EXPECT_EQ(r.backends()[0].library, "built-in");
  ASSERT_EQ(r.backends()[0].devices.size(), 1u);
  EXPECT_GT(r.backends()[0].devices[0].memory_total, 0u);
  // Not on the fixture path: reported as not found, naming where it looked.
  const auto& cuda = must_find(r, "cuda");
  EXPECT_FALSE(cuda.available);
  EXPECT_NE(cuda.reason.find("libcrosswarp-backend-cuda.so not found"), std::string::npos) << cuda.reason;
  EXPECT_NE(cuda.reason.find(CW_FIXTURE_DIR), std::string::npos) << cuda.reason;
}

TEST(PluginRegistry, FirstPluginOfANameWins) {
  fs::path dir = fs::temp_directory_path() / ("cw-registry-dup-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "libcrosswarp-backend-good.so") << "broken shadow\n";
  auto r = fixtures_only({dir.string(), CW_FIXTURE_DIR});
  EXPECT_FALSE(must_find(r, "good").available);  // the earlier folder wins, even when broken
  auto r2 = fixtures_only({CW_FIXTURE_DIR, dir.string()});
  EXPECT_TRUE(must_find(r2, "good").available);
  fs::remove_all(dir);
}
