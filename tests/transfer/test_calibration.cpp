// Calibration: the probe's output is plausible, it round-trips through the disk cache, a second
// engine reads it instead of probing, and a corrupt cache file is replaced, not fatal.
#include "transfer_test_util.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

using namespace crosswarp;
using namespace cwtest;

namespace {

std::string temp_dir(const std::string& name) {
  auto d = std::filesystem::temp_directory_path() / ("cw-calib-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(d);
  return d.string();
}

bool has_note(const TransferMetrics& m, const std::string& text) {
  for (const auto& n : m.notes)
    if (n.find(text) != std::string::npos) return true;
  return false;
}

TEST(Calibration, CacheRoundTrip) {
  reset_fake_link();
  fake_link().pageable_gbps = 1.0;
  TransferOptions o;
  o.cache_dir = temp_dir("roundtrip");
  o.probe_bytes = size_t(1) << 20;
  o.clock = fake_clock_seconds;
  auto b = fake_backend();
  CopyPolicy first;
  {
    TransferEngine a(b, 0, o);
    first = a.policy(CopyDirection::HostToDevice);
    EXPECT_TRUE(has_note(a.metrics(), "calibrated")) << a.metrics().to_text();
  }
  // The file is JSON with one entry keyed by backend, device, driver, runtime and build.
  std::ifstream in(o.cache_dir + "/transfer-calibration.json");
  ASSERT_TRUE(in.good());
  auto j = nlohmann::json::parse(in);
  ASSERT_EQ(j["entries"].size(), 1u);
  EXPECT_EQ(j["entries"].begin().key(), "fake|fake link|driver 1|runtime 1|fake link 1");

  long pinned_before = fake_link().pinned_allocations;
  TransferEngine c(b, 0, o);
  const CopyPolicy& again = c.policy(CopyDirection::HostToDevice);
  EXPECT_TRUE(has_note(c.metrics(), "cached calibration")) << c.metrics().to_text();
  EXPECT_EQ(again.chunk_bytes, first.chunk_bytes);
  EXPECT_EQ(again.streams, first.streams);
  EXPECT_EQ(again.small_threshold, first.small_threshold);
  EXPECT_DOUBLE_EQ(again.pipeline.gbps, first.pipeline.gbps);
  EXPECT_DOUBLE_EQ(again.driver.latency_us, first.driver.latency_us);
  EXPECT_GT(first.mid_below, 0u);
  EXPECT_EQ(again.mid_below, first.mid_below);
  EXPECT_EQ(again.mid.chunk_bytes, first.mid.chunk_bytes);
  EXPECT_EQ(again.mid.copy_threads, first.mid.copy_threads);
  EXPECT_EQ(again.mid.streaming_stores, first.mid.streaming_stores);
  EXPECT_DOUBLE_EQ(again.mid_pipeline.gbps, first.mid_pipeline.gbps);
  EXPECT_EQ(again.mid.ramp, first.mid.ramp);
  // No probe ran: the only pinned allocation is the ring shaped for the cached policy.
  EXPECT_EQ(fake_link().pinned_allocations - pinned_before, 1);
  // The ramp flags are read back as written (the fake link's probe never picks a ramp: each load
  // costs it 10 us and it does not overlap, so they are set by hand here).
  auto& entry = j["entries"].begin().value();
  ASSERT_TRUE(entry.contains("h2d")) << entry.dump();
  entry["h2d"]["mid"]["ramp"] = true;
  entry["h2d"]["ramp"] = true;
  std::ofstream(o.cache_dir + "/transfer-calibration.json") << j.dump();
  TransferEngine d(b, 0, o);
  EXPECT_TRUE(d.policy(CopyDirection::HostToDevice).mid.ramp);
  EXPECT_TRUE(d.policy(CopyDirection::HostToDevice).ramp);
  EXPECT_FALSE(d.policy(CopyDirection::DeviceToHost).mid.ramp);
  std::filesystem::remove_all(o.cache_dir);
}

TEST(Calibration, CorruptCacheIsReplaced) {
  reset_fake_link();
  TransferOptions o;
  o.cache_dir = temp_dir("corrupt");
  o.probe_bytes = size_t(1) << 20;
  o.clock = fake_clock_seconds;
  std::filesystem::create_directories(o.cache_dir);
  std::ofstream(o.cache_dir + "/transfer-calibration.json") << "{ not json";
  TransferEngine e(fake_backend(), 0, o);
  e.policy(CopyDirection::DeviceToHost);
  EXPECT_TRUE(has_note(e.metrics(), "calibrated"));
  std::ifstream in(o.cache_dir + "/transfer-calibration.json");
  nlohmann::json parsed;
  EXPECT_NO_THROW(parsed = nlohmann::json::parse(in));
  EXPECT_EQ(parsed["entries"].size(), 1u);
  std::filesystem::remove_all(o.cache_dir);
}

TEST(Calibration, ProbeFindsTheShapeOfTheFakeLink) {
  reset_fake_link();
  fake_link().pageable_gbps = 1.0;
  TransferOptions o;
  o.use_cache = false;
  o.probe_bytes = size_t(2) << 20;
  o.clock = fake_clock_seconds;
  TransferEngine e(fake_backend(), 0, o);
  for (auto dir : {CopyDirection::HostToDevice, CopyDirection::DeviceToHost}) {
    const CopyPolicy& p = e.policy(dir);
    // Pageable copies sleep at 1 GB/s; the fit must land near it.
    EXPECT_NEAR(p.driver.gbps, 1.0, 0.01) << to_string(dir);
    // Pinned copies run at 8 GB/s, so staging wins large copies.
    EXPECT_NEAR(p.direct.gbps, 8.0, 0.01) << to_string(dir);
    EXPECT_NEAR(p.driver.latency_us, 10.0, 0.01) << to_string(dir);
    EXPECT_GT(p.pipeline.gbps, p.driver.gbps) << to_string(dir);
    EXPECT_LT(p.small_threshold, size_t(2) << 20) << to_string(dir);
    EXPECT_GE(p.ring_slots, 2 * p.streams - (p.streams > 2 ? p.streams : 0));
    // The mid-size class: its own shape, probed at a quarter of this small probe, and a model.
    EXPECT_GT(p.mid.chunk_bytes, 0u) << to_string(dir);
    EXPECT_LE(p.mid.chunk_bytes, size_t(512) << 10) << to_string(dir);
    EXPECT_TRUE(p.mid_pipeline.usable()) << to_string(dir);
    EXPECT_GE(p.mid_below, size_t(1) << 20) << to_string(dir);  // probe/2 or probe
    EXPECT_LE(p.small_threshold, p.mid_below) << to_string(dir);
  }
}

TEST(Calibration, CpuBackendNeedsNoProbe) {
  std::string why;
  auto b = backend_named("cpu", &why);
  ASSERT_TRUE(b) << why;
  TransferOptions o;
  o.cache_dir = temp_dir("cpu");
  TransferEngine e(b, 0, o);
  EXPECT_EQ(e.policy(CopyDirection::HostToDevice).choose(size_t(1) << 30), CopyPath::Driver);
  EXPECT_TRUE(e.metrics().fallbacks.empty());
  EXPECT_FALSE(std::filesystem::exists(o.cache_dir + "/transfer-calibration.json"));
}

TEST(CopyPolicyTest, SmallPathFollowsTheModels) {
  CopyPolicy p;
  p.small_threshold = size_t(1) << 20;
  p.driver = {20, 10};       // 20 us + 10 GB/s
  p.staged_small = {5, 20};  // 5 us + 20 GB/s
  EXPECT_EQ(p.choose(4096), CopyPath::Staged);
  p.staged_small = {40, 20};  // at 4 KiB the driver's lower latency wins
  EXPECT_EQ(p.choose(4096), CopyPath::Driver);
  EXPECT_EQ(p.choose(size_t(1) << 20), CopyPath::Staged);  // at the threshold: the pipeline
  CopyPolicy seed;                                          // unmeasured: synchronous below 1 MB
  EXPECT_EQ(seed.choose(1000), CopyPath::Driver);
  EXPECT_EQ(seed.choose(size_t(8) << 20), CopyPath::Staged);
}

TEST(CopyPolicyTest, PathModelSeconds) {
  PathModel m{10, 50};
  EXPECT_NEAR(m.seconds(size_t(50e9)), 1.0 + 10e-6, 1e-9);
  EXPECT_FALSE(PathModel{}.usable());
}

}  // namespace
