// Fallbacks are events: a refused pinned allocation, a staged path that regresses in use, a
// backend without a stream-ordered pool. Each is counted with a reason, and strict mode throws.
#include "transfer_test_util.h"

#include <nlohmann/json.hpp>

#include <filesystem>

using namespace crosswarp;
using namespace cwtest;

namespace {

std::string temp_dir(const std::string& name) {
  auto d = std::filesystem::temp_directory_path() / ("cw-transfer-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(d);
  std::filesystem::create_directories(d);
  return d.string();
}

TEST(TransferFallback, RefusedPinnedMemoryFallsBackToPageableWithAnEvent) {
  reset_fake_link();
  fake_link().pageable_gbps = 1000;
  fake_link().refuse_pinned = true;
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = forced_policy("staged");
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  size_t n = 5 * kChunk + 3;
  auto src = pattern(n, 1);
  DeviceBuffer dev(b, n);
  engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_EQ(0, std::memcmp(dev.ptr, src.data(), n));
  std::vector<unsigned char> back(n);
  engine.copy_to_host(back.data(), dev.ptr, n);
  EXPECT_EQ(back, src);
  auto m = engine.metrics();
  ASSERT_EQ(m.fallbacks.size(), 1u) << m.to_text();
  EXPECT_EQ(m.fallbacks[0].op, "transfer");
  EXPECT_EQ(m.fallbacks[0].from, "pinned");
  EXPECT_EQ(m.fallbacks[0].to, "pageable");
  EXPECT_NE(m.fallbacks[0].reason.find("page-locked memory limit"), std::string::npos) << m.fallbacks[0].reason;
  EXPECT_EQ(m.h2d.path_copies[int(CopyPath::Staged)], 0u);
  EXPECT_EQ(m.h2d.path_copies[int(CopyPath::Driver)], 1u);
  auto j = nlohmann::json::parse(m.to_json());
  EXPECT_EQ(j["fallbacks"][0]["from"], "pinned");
}

TEST(TransferFallback, StrictModeTurnsARefusedPinnedAllocationIntoAnError) {
  reset_fake_link();
  fake_link().refuse_pinned = true;
  TransferOptions o;
  o.use_cache = false;
  o.strict = true;
  o.force_h2d = o.force_d2h = forced_policy("staged");
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  DeviceBuffer dev(b, 16);
  char src[16] = {};
  try {
    engine.copy_to_device(dev.ptr, src, 16);
    FAIL() << "strict mode did not throw";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::Strict);
  }
}

// Calibrates against the fake link (pageable 1 GB/s, pinned 8 GB/s on a virtual clock, so the pipeline wins
// for large copies), then slows pinned copies down: the re-check must demote the pipeline to
// driver copies, say why, and keep the data right.
TEST(TransferFallback, RecheckDemotesAPipelineThatSlowsDown) {
  reset_fake_link();
  fake_link().pageable_gbps = 1.0;
  TransferOptions o;
  o.cache_dir = temp_dir("recheck");
  o.probe_bytes = size_t(1) << 20;
  o.clock = fake_clock_seconds;
  o.recheck_window = 4;
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  const CopyPolicy& p = engine.policy(CopyDirection::HostToDevice);
  ASSERT_TRUE(p.pipeline.usable());
  const size_t n = size_t(2) << 20;
  ASSERT_EQ(p.choose(n), CopyPath::Staged) << "the probe should find staging faster than 1 GB/s pageable copies";
  auto src = pattern(n, 7);
  DeviceBuffer dev(b, n);
  for (int i = 0; i < 4; ++i) engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_FALSE(engine.staged_demoted(CopyDirection::HostToDevice, false)) << engine.metrics().to_text();

  // Pinned copies now cost 1 ns more per byte (8 -> 0.9 GB/s): far below the calibrated model, and
  // below the 1 GB/s driver path. Three slow copies leave the window open; the fourth closes it and
  // is judged at once: the same bytes again, staged (still 0.9 GB/s) and by the driver (1 GB/s).
  fake_link().pinned_extra_ns_per_byte = 1.0;
  for (int i = 0; i < 3; ++i) engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_FALSE(engine.staged_demoted(CopyDirection::HostToDevice, false));
  uint64_t drivers = engine.metrics().h2d.path_copies[int(CopyPath::Driver)];
  engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_TRUE(engine.staged_demoted(CopyDirection::HostToDevice, false)) << engine.metrics().to_text();
  EXPECT_EQ(engine.metrics().h2d.path_copies[int(CopyPath::Driver)], drivers + 1);  // the trial
  EXPECT_FALSE(engine.staged_demoted(CopyDirection::DeviceToHost, false));
  auto m = engine.metrics();
  ASSERT_EQ(m.fallbacks.size(), 1u) << m.to_text();
  EXPECT_EQ(m.fallbacks[0].from, "staged-pipeline");
  EXPECT_EQ(m.fallbacks[0].to, "driver");
  EXPECT_NE(m.fallbacks[0].reason.find("h2d pipelined staged path"), std::string::npos) << m.fallbacks[0].reason;
  EXPECT_NE(m.fallbacks[0].reason.find("a driver copy measured 1.00 GB/s"), std::string::npos) << m.fallbacks[0].reason;
  EXPECT_NE(m.fallbacks[0].reason.find("on the same data again it moved 0.86 GB/s"), std::string::npos) << m.fallbacks[0].reason;

  uint64_t driver_before = m.h2d.path_copies[int(CopyPath::Driver)];
  std::memset(dev.ptr, 0, n);
  engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_EQ(0, std::memcmp(dev.ptr, src.data(), n));
  EXPECT_EQ(engine.metrics().h2d.path_copies[int(CopyPath::Driver)], driver_before + 1);

  // recalibrate() forgets the demotion (and probes the now slow link again).
  fake_link().pinned_extra_ns_per_byte = 0.0;
  engine.recalibrate();
  EXPECT_FALSE(engine.staged_demoted(CopyDirection::HostToDevice, false));
  std::filesystem::remove_all(o.cache_dir);
}

TEST(TransferFallback, SteadyPipelineIsNotDemoted) {
  reset_fake_link();
  fake_link().pageable_gbps = 1.0;
  TransferOptions o;
  o.cache_dir = temp_dir("steady");
  o.probe_bytes = size_t(1) << 20;
  o.clock = fake_clock_seconds;
  o.recheck_window = 4;
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  const size_t n = size_t(2) << 20;
  auto src = pattern(n, 7);
  DeviceBuffer dev(b, n);
  for (int i = 0; i < 12; ++i) engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_FALSE(engine.staged_demoted(CopyDirection::HostToDevice, false)) << engine.metrics().to_text();
  EXPECT_TRUE(engine.metrics().fallbacks.empty());
  std::filesystem::remove_all(o.cache_dir);
}

// A pipeline that slows down but stays faster than driver copies is kept, its model re-baselined.
TEST(TransferFallback, RecheckKeepsASlowerPipelineThatStillBeatsTheDriver) {
  reset_fake_link();
  fake_link().pageable_gbps = 1.0;
  TransferOptions o;
  o.cache_dir = temp_dir("rebaseline");
  o.probe_bytes = size_t(1) << 20;
  o.clock = fake_clock_seconds;
  o.recheck_window = 4;
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  const size_t n = size_t(2) << 20;
  double calibrated = engine.policy(CopyDirection::HostToDevice).pipeline.gbps;
  auto src = pattern(n, 7);
  DeviceBuffer dev(b, n);
  fake_link().pinned_extra_ns_per_byte = 0.2;  // 8 -> ~3 GB/s: a regression, still 3x the driver
  for (int i = 0; i < 5; ++i) engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_FALSE(engine.staged_demoted(CopyDirection::HostToDevice, false));
  auto m = engine.metrics();
  EXPECT_TRUE(m.fallbacks.empty()) << m.to_text();
  EXPECT_EQ(m.h2d.path_copies[int(CopyPath::Driver)], 1u);  // the one trial
  bool noted = false;
  for (const auto& note : m.notes) noted = noted || note.find("re-baselined") != std::string::npos;
  EXPECT_TRUE(noted) << m.to_text();
  EXPECT_LT(engine.policy(CopyDirection::HostToDevice).pipeline.gbps, 0.7 * calibrated);
  // Later copies stay staged and are judged against the new baseline: no further trial.
  for (int i = 0; i < 8; ++i) engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_EQ(engine.metrics().h2d.path_copies[int(CopyPath::Driver)], 1u);
  EXPECT_EQ(0, std::memcmp(dev.ptr, src.data(), n));
  std::filesystem::remove_all(o.cache_dir);
}

// A window that was slow only because its source was cold (first reads of a memory-mapped file,
// a source out of the cache) is not the path's fault: the same bytes again run at the model's
// speed, so nothing is demoted or re-baselined, and the verdict is noted.
TEST(TransferFallback, ColdSourceIsNotBlamedOnThePath) {
  reset_fake_link();
  fake_link().pageable_gbps = 1.0;
  TransferOptions o;
  o.cache_dir = temp_dir("cold");
  o.probe_bytes = size_t(1) << 20;
  o.clock = fake_clock_seconds;
  o.recheck_window = 4;
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  const size_t n = size_t(2) << 20;
  ASSERT_EQ(engine.policy(CopyDirection::HostToDevice).choose(n), CopyPath::Staged);
  auto src = pattern(n, 7);
  DeviceBuffer dev(b, n);
  long before = fake_link().async_copies;
  for (int i = 0; i < 4; ++i) engine.copy_to_device(dev.ptr, src.data(), n);  // one steady window
  long per_copy = (fake_link().async_copies - before) / 4;
  ASSERT_GT(per_copy, 0);
  // The next window's DMAs are all 10x slower (below the driver's 1 GB/s); the trial's are not.
  fake_link().transient_copies = 4 * per_copy;
  fake_link().transient_extra_ns_per_byte = 1.2;
  for (int i = 0; i < 4; ++i) engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_FALSE(engine.staged_demoted(CopyDirection::HostToDevice, false)) << engine.metrics().to_text();
  auto m = engine.metrics();
  EXPECT_TRUE(m.fallbacks.empty()) << m.to_text();
  bool kept = false, rebaselined = false;
  for (const auto& note : m.notes) {
    kept = kept || note.find("kept: h2d pipelined staged path's slow window") != std::string::npos;
    rebaselined = rebaselined || note.find("re-baselined") != std::string::npos;
  }
  EXPECT_TRUE(kept) << m.to_text();
  EXPECT_FALSE(rebaselined) << m.to_text();
  EXPECT_EQ(0, std::memcmp(dev.ptr, src.data(), n));
  std::filesystem::remove_all(o.cache_dir);
}

// A demoted pipeline is retried every retry_every copies next to the driver on the same data, and
// re-promoted once it is faster again (the link recovered); while it is still slower, it stays down.
TEST(TransferFallback, ADemotedPipelineIsRetriedAndRepromoted) {
  reset_fake_link();
  fake_link().pageable_gbps = 1.0;
  TransferOptions o;
  o.cache_dir = temp_dir("repromote");
  o.probe_bytes = size_t(1) << 20;
  o.clock = fake_clock_seconds;
  o.recheck_window = 4;
  o.retry_every = 3;
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  const size_t n = size_t(2) << 20;
  ASSERT_EQ(engine.policy(CopyDirection::HostToDevice).choose(n), CopyPath::Staged);  // calibrated on a fast link
  auto src = pattern(n, 9);
  DeviceBuffer dev(b, n);
  fake_link().pinned_extra_ns_per_byte = 1.0;
  for (int i = 0; i < 4; ++i) engine.copy_to_device(dev.ptr, src.data(), n);
  ASSERT_TRUE(engine.staged_demoted(CopyDirection::HostToDevice, false)) << engine.metrics().to_text();
  // Still slow: the retry (third copy) keeps it demoted.
  for (int i = 0; i < 3; ++i) engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_TRUE(engine.staged_demoted(CopyDirection::HostToDevice, false));
  // The link recovers: two more driver copies, then the retry re-promotes it.
  fake_link().pinned_extra_ns_per_byte = 0.0;
  for (int i = 0; i < 2; ++i) engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_TRUE(engine.staged_demoted(CopyDirection::HostToDevice, false));
  engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_FALSE(engine.staged_demoted(CopyDirection::HostToDevice, false)) << engine.metrics().to_text();
  auto m = engine.metrics();
  bool noted = false;
  for (const auto& note : m.notes) noted = noted || note.find("re-promoted: h2d pipelined staged path") != std::string::npos;
  EXPECT_TRUE(noted) << m.to_text();
  uint64_t staged = m.h2d.path_copies[int(CopyPath::Staged)];
  std::memset(dev.ptr, 0, n);
  engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_EQ(engine.metrics().h2d.path_copies[int(CopyPath::Staged)], staged + 1);
  EXPECT_EQ(0, std::memcmp(dev.ptr, src.data(), n));
  std::filesystem::remove_all(o.cache_dir);
}

TEST(DevicePoolTest, NoStreamOrderedAllocatorIsACountedFallback) {
  auto b = fake_backend();
  DevicePool pool(b, 0);
  ASSERT_EQ(pool.fallbacks().size(), 1u);
  EXPECT_EQ(pool.fallbacks()[0].from, "stream-ordered-pool");
  EXPECT_FALSE(pool.stats().stream_ordered);
  void* a = pool.allocate(1000);
  void* c = pool.allocate(24);
  EXPECT_EQ(pool.stats().bytes_in_use, 1024u);
  pool.release(a);
  EXPECT_EQ(pool.stats().bytes_in_use, 24u);
  EXPECT_EQ(pool.stats().peak_bytes, 1024u);
  EXPECT_THROW(pool.release(a), Error);
  pool.release(c);
  EXPECT_THROW(DevicePool(b, 0, /*strict=*/true), Error);
}

TEST(DevicePoolTest, SimtUsesTheStreamOrderedAllocator) {
  std::string why;
  auto b = backend_named("simt", &why);
  if (!b) GTEST_SKIP() << why;
  DevicePool pool(b, 0);
  EXPECT_TRUE(pool.stats().stream_ordered);
  EXPECT_TRUE(pool.fallbacks().empty());
  cw_stream s = nullptr;
  b->check(b->api().stream_create(0, &s), "stream_create");
  void* p = pool.allocate(4096, s);
  ASSERT_NE(p, nullptr);
  TransferEngine engine(b, 0, [] {
    TransferOptions o;
    o.use_cache = false;
    o.force_h2d = o.force_d2h = forced_policy("staged");
    return o;
  }());
  auto src = pattern(4096, 9);
  engine.copy_to_device(p, src.data(), 4096, s);
  b->check(b->api().stream_synchronize(s), "sync");
  EXPECT_EQ(0, std::memcmp(p, src.data(), 4096));
  pool.release(p, s);
  EXPECT_EQ(pool.stats().bytes_in_use, 0u);
  b->api().stream_destroy(s);
}

}  // namespace
