// Backend choice: auto, named, unavailable -> CPU with a fallback event, strict -> error.
#include <crosswarp/runtime.h>

#include <gtest/gtest.h>

#include <cstdlib>

using crosswarp::PluginRegistry;

namespace {

PluginRegistry fixtures_only() {
  PluginRegistry::Options options;
  options.search_dirs = {CW_FIXTURE_DIR};
  options.default_dirs = false;
  return PluginRegistry(options);
}

struct EnvGuard {
  explicit EnvGuard(const char* name) : name_(name) { unsetenv(name); }
  ~EnvGuard() { unsetenv(name_); }
  const char* name_;
};

}  // namespace

TEST(BackendChoice, AutoPicksCpuWhenNoGpuBackendIsUsable) {
  EnvGuard g("CROSSWARP_BACKEND");
  auto r = fixtures_only();
  auto choice = crosswarp::choose_backend(r, "auto", false);
  ASSERT_NE(choice.backend, nullptr);
  EXPECT_EQ(choice.backend->name(), "cpu");
  EXPECT_TRUE(choice.fallbacks.empty());
}

TEST(BackendChoice, NamedAvailableBackendIsUsed) {
  auto r = fixtures_only();
  auto choice = crosswarp::choose_backend(r, "good", false);
  EXPECT_EQ(choice.backend->name(), "good");
}

TEST(BackendChoice, UnavailableBackendFallsBackLoudly) {
  EnvGuard g("CROSSWARP_STRICT");
  auto r = fixtures_only();
  auto choice = crosswarp::choose_backend(r, "cuda", false);
  EXPECT_EQ(choice.backend->name(), "cpu");
  ASSERT_EQ(choice.fallbacks.size(), 1u);
  EXPECT_EQ(choice.fallbacks[0].from, "cuda");
  EXPECT_EQ(choice.fallbacks[0].to, "cpu");
  EXPECT_EQ(choice.fallbacks[0].op, "backend");
  EXPECT_NE(choice.fallbacks[0].reason.find("not found"), std::string::npos);
}

TEST(BackendChoice, StrictTurnsFallbackIntoError) {
  auto r = fixtures_only();
  try {
    crosswarp::choose_backend(r, "hip", true);
    FAIL() << "expected an error";
  } catch (const crosswarp::Error& e) {
    EXPECT_EQ(e.kind(), crosswarp::ErrorKind::Strict);
    EXPECT_NE(std::string(e.what()).find("strict"), std::string::npos);
  }
  setenv("CROSSWARP_STRICT", "1", 1);
  EXPECT_THROW(crosswarp::choose_backend(r, "hip", false), crosswarp::Error);
  unsetenv("CROSSWARP_STRICT");
}

TEST(BackendChoice, EnvironmentChoosesWhenNothingIsRequested) {
  auto r = fixtures_only();
  setenv("CROSSWARP_BACKEND", "good", 1);
  EXPECT_EQ(crosswarp::choose_backend(r, "", false).backend->name(), "good");
  unsetenv("CROSSWARP_BACKEND");
}

TEST(BackendChoice, UnknownNameIsAUsageError) {
  auto r = fixtures_only();
  try {
    crosswarp::choose_backend(r, "tpu", false);
    FAIL();
  } catch (const crosswarp::Error& e) {
    EXPECT_EQ(e.kind(), crosswarp::ErrorKind::Usage);
    EXPECT_EQ(e.exit_code(), 2);
  }
}
