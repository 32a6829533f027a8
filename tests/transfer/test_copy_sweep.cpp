// bench-copy's sweep at tiny sizes (library and CLI, on simt and the fake link), the stream-ordered
// pool's threshold and statistics, and host_register'ed memory going direct.
#include "transfer_test_util.h"

#include "runtime/transfer/copy_bench.h"
#include "runtime/transfer/copy_sweep.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>

using namespace crosswarp;
using namespace crosswarp::transfer;
using namespace cwtest;
using nlohmann::json;

namespace {

SweepOptions tiny_sweep() {
  SweepOptions o;
  o.sizes = {size_t(96) << 10, (size_t(256) << 10) + 3};
  o.chunks = {size_t(64) << 10, size_t(128) << 10};
  o.threads = {1, 2, 3};
  o.reps = 1;
  o.cpu_only_bytes = size_t(192) << 10;
  return o;
}

void check_sweep_shape(const json& r, const SweepOptions& o, const std::string& name) {
  ASSERT_FALSE(r.contains("skipped")) << name << ": " << r.dump();
  size_t modes = r["host"]["streaming_isa"] == "none" ? 1 : 2;
  ASSERT_EQ(r["results"].size(), 2 * o.sizes.size()) << name;
  for (const json& res : r["results"]) {
    EXPECT_EQ(res["cells"].size(), o.chunks.size() * o.threads.size() * modes) << name;
    EXPECT_GT(res["pinned_async_gbps"].get<double>(), 0) << name;
    for (const json& c : res["cells"]) {
      EXPECT_GT(c["gbps"].get<double>(), 0) << name;
      EXPECT_NEAR(c["vs_pinned"].get<double>(), c["gbps"].get<double>() / res["pinned_async_gbps"].get<double>(), 1e-9);
      // The tail next to the median: the slowest run is no faster than the median, and the runs
      // counted as stalls are some of those timed.
      EXPECT_GE(c["runs"].get<size_t>(), 1u) << name;
      EXPECT_LE(c["slowest_gbps"].get<double>(), c["gbps"].get<double>() + 1e-9) << name;
      EXPECT_GE(c["runs_over_twice_the_median"].get<int>(), 0) << name;
      EXPECT_LT(size_t(c["runs_over_twice_the_median"].get<int>()), c["runs"].get<size_t>()) << name;
    }
    // best is the fastest cell
    double top = 0;
    for (const json& c : res["cells"]) top = std::max(top, c["gbps"].get<double>());
    EXPECT_DOUBLE_EQ(res["best"]["gbps"].get<double>(), top) << name;
  }
  EXPECT_EQ(r["results"][0]["direction"], "h2d");
  EXPECT_EQ(r["results"][0]["size"], "96K");
  EXPECT_EQ(r["results"][2]["direction"], "d2h");
  EXPECT_EQ(r["cpu_only"].size(), 2 * o.chunks.size() * o.threads.size() * modes) << name;
  ASSERT_EQ(r["dma_only"].size(), 2 * o.chunks.size()) << name;
  for (const json& c : r["dma_only"]) EXPECT_GT(c["gbps"].get<double>(), 0) << name;
  for (const char* d : {"h2d", "d2h"}) EXPECT_FALSE(r["summary"][d]["config"].get<std::string>().empty()) << name;
  EXPECT_FALSE(r["stopped_by_time_budget"].get<bool>()) << name;
  std::string text = copy_sweep_text(r);
  EXPECT_NE(text.find("sweep h2d 96K"), std::string::npos) << text;
  EXPECT_NE(text.find("best d2h " + format_size(o.sizes.back()) + ":"), std::string::npos) << text;
  EXPECT_NE(text.find("cpu only h2d"), std::string::npos) << text;
  EXPECT_NE(text.find("summary d2h"), std::string::npos) << text;
  EXPECT_NE(text.find("dma only"), std::string::npos) << text;
}

TEST(CopySweep, TinySweepOnSimtAndTheFakeLink) {
  for (const char* name : {"simt", "fake"}) {
    std::string why;
    auto b = backend_named(name, &why);
    if (!b) {
      std::printf("skipping %s: %s\n", name, why.c_str());
      continue;
    }
    reset_fake_link();
    SweepOptions o = tiny_sweep();  // an odd size: the last chunk is partial
    json r = run_copy_sweep(*b, 0, o);
    check_sweep_shape(r, o, name);
  }
  EXPECT_EQ(fake_link().direction_errors.load(), 0);
}

// A sweep past its time budget leaves the remaining cells out and says so, rather than run on.
TEST(CopySweep, TimeBudgetLeavesCellsOut) {
  reset_fake_link();
  SweepOptions o = tiny_sweep();
  o.time_budget_s = 0;
  json r = run_copy_sweep(*fake_backend(), 0, o);
  ASSERT_FALSE(r.contains("skipped")) << r.dump();
  EXPECT_TRUE(r["stopped_by_time_budget"].get<bool>());
  for (const json& res : r["results"]) {
    EXPECT_TRUE(res["cells"].empty());
    EXPECT_TRUE(res["best"].is_null());
    EXPECT_FALSE(res["goal_reached"].get<bool>());
  }
  EXPECT_TRUE(r["cpu_only"].empty());
  EXPECT_TRUE(r["summary"]["h2d"]["config"].get<std::string>().empty());
  std::string text = copy_sweep_text(r);
  EXPECT_NE(text.find("not measured (time budget)"), std::string::npos) << text;
  EXPECT_NE(text.find("stopped by its time budget"), std::string::npos) << text;
  EXPECT_NE(text.find("summary d2h: no configuration"), std::string::npos) << text;
  EXPECT_FALSE(json(r).dump().empty());
}

TEST(CopySweep, BackendWithoutPinnedMemoryIsSkipped) {
  std::string why;
  auto b = backend_named("cpu", &why);
  ASSERT_TRUE(b) << why;
  json r = run_copy_sweep(*b, 0, tiny_sweep());
  ASSERT_TRUE(r.contains("skipped"));
  EXPECT_NE(copy_sweep_text(r).find("skipped"), std::string::npos);
}

TEST(CopySweep, RefusedPinnedMemoryIsSkippedNotFatal) {
  reset_fake_link();
  fake_link().refuse_pinned = true;
  json r = run_copy_sweep(*fake_backend(), 0, tiny_sweep());
  ASSERT_TRUE(r.contains("skipped"));
  EXPECT_NE(r["skipped"].get<std::string>().find("refused"), std::string::npos);
  reset_fake_link();
}

TEST(CopySweep, ParseIntList) {
  EXPECT_EQ(parse_int_list("1,2,16", "x"), (std::vector<int>{1, 2, 16}));
  EXPECT_TRUE(parse_int_list("", "x").empty());
  EXPECT_THROW(parse_int_list("0", "x"), Error);
  EXPECT_THROW(parse_int_list("2,a", "x"), Error);
  EXPECT_THROW(parse_int_list("3x", "x"), Error);
  EXPECT_THROW(parse_int_list("65", "x"), Error);
}

struct CliResult {
  int code;
  std::string out;
};

CliResult run_cli(const std::string& args) {
  std::string cmd = std::string("CROSSWARP_CACHE_DIR=") + std::filesystem::temp_directory_path().string() +
                    "/cw-sweep-test-" + std::to_string(::getpid()) + " " + CROSSWARP_CLI + " bench-copy " + args +
                    " 2>/dev/null";
  FILE* p = popen(cmd.c_str(), "r");
  std::string out;
  std::array<char, 4096> buf;
  while (size_t n = fread(buf.data(), 1, buf.size(), p)) out.append(buf.data(), n);
  int status = pclose(p);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

const char* kTinySweepArgs =
    "--backend simt --sizes 64K --reps 2 --no-bert --sweep --sweep-sizes 96K,256K --sweep-chunks 64K,128K "
    "--sweep-threads 1,2,3 --sweep-reps 1 --probe-bytes 262144 --no-cache";

TEST(CopySweepCli, JsonAndTextOnSimt) {
  std::string why;
  if (!backend_named("simt", &why)) GTEST_SKIP() << why;
  CliResult r = run_cli(std::string(kTinySweepArgs) + " --json");
  ASSERT_EQ(r.code, 0) << r.out;
  json j = json::parse(r.out);
  ASSERT_TRUE(j.contains("sweep"));
  SweepOptions o = tiny_sweep();
  o.sizes = {size_t(96) << 10, size_t(256) << 10};
  check_sweep_shape(j["sweep"], o, "cli");
  EXPECT_EQ(j["rows"].size(), 2u);  // the normal table is still there
  EXPECT_TRUE(j["host"].contains("hardware_threads"));
  EXPECT_TRUE(j["rows"][0]["memcpy_async_pinned_gbps"].is_number());
  // The stream-ordered pool section: simt has malloc_async but no pool statistics.
  ASSERT_TRUE(j.contains("device_pool"));
  EXPECT_TRUE(j["device_pool"]["stream_ordered"].get<bool>());
  EXPECT_TRUE(j["device_pool"]["pool"].is_null());
  EXPECT_GT(j["device_pool"]["pool_pair_us"].get<double>(), 0);
  EXPECT_TRUE(j["policy"]["h2d"].contains("streaming_stores"));

  std::string json_path = std::filesystem::temp_directory_path().string() + "/cw-sweep-" + std::to_string(::getpid()) + ".json";
  CliResult t = run_cli(std::string(kTinySweepArgs) + " --json-out " + json_path);
  ASSERT_EQ(t.code, 0) << t.out;
  {
    std::ifstream in(json_path);
    json written = json::parse(in);  // the table printed and the JSON written, from one run
    EXPECT_EQ(written["sweep"]["results"].size(), 4u);
  }
  std::filesystem::remove(json_path);
  EXPECT_EQ(run_cli("--backend cpu --no-bert --sizes 4K --reps 3 --json-out /nonexistent-dir/x.json").code, 2);
  for (const char* want : {"size   dir", "sweep h2d 96K", "sweep d2h 256K", "cpu only d2h", "summary h2d", "device pool:",
                           "runs slower than twice their cell's median: ",
                           "stores; models"})
    EXPECT_NE(t.out.find(want), std::string::npos) << want << "\n" << t.out;
}

TEST(CopySweepCli, BadSweepOptionsAreUsageErrors) {
  EXPECT_EQ(run_cli("--backend cpu --no-bert --sweep --sweep-threads 0").code, 2);
  EXPECT_EQ(run_cli("--backend cpu --no-bert --sweep --sweep-sizes 12Q").code, 2);
  EXPECT_EQ(run_cli("--backend cpu --no-bert --sweep --sweep-chunks 1K --sizes 4K").code, 2);
  // No pinned memory on the CPU backend: the sweep says so, the command succeeds.
  CliResult r = run_cli("--backend cpu --no-bert --sizes 4K --reps 3 --sweep");
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("sweep: skipped"), std::string::npos) << r.out;
}

// ---- the stream-ordered pool

TEST(DevicePoolStats, ReleaseThresholdAndPoolStatistics) {
  reset_fake_link();
  auto b = fake_pool_backend();
  cw_stream s = nullptr;
  b->check(b->api().stream_create(0, &s), "stream_create");
  {
    DevicePool pool(b, 0);
    auto st = pool.stats();
    EXPECT_TRUE(st.stream_ordered);
    EXPECT_TRUE(st.release_threshold_set);
    EXPECT_EQ(st.release_threshold, DevicePool::kKeepReserved);
    EXPECT_EQ(fake_link().release_threshold.load(), DevicePool::kKeepReserved);
    EXPECT_TRUE(pool.fallbacks().empty());
    void* a = pool.allocate(1000, s);
    void* c = pool.allocate(24, s);
    st = pool.stats();
    ASSERT_TRUE(st.pool_stats);
    EXPECT_EQ(st.pool.used_current, 1024u);
    pool.release(a, s);
    pool.release(c, s);
    st = pool.stats();
    EXPECT_EQ(st.pool.used_current, 0u);
    EXPECT_EQ(st.pool.used_high, 1024u);
    EXPECT_EQ(st.pool.reserved_current, 1024u);  // kept: the threshold says keep everything
    EXPECT_EQ(st.bytes_in_use, 0u);
    json j = json::parse(pool.stats_json());
    EXPECT_EQ(j["pool"]["reserved_current"], 1024);
    EXPECT_EQ(j["pool"]["used_high"], 1024);
  }
  reset_fake_link();
  {
    DevicePool pool(b, 0, false, /*release_threshold=*/0);
    void* a = pool.allocate(4096, s);
    pool.release(a, s);
    EXPECT_EQ(pool.stats().pool.reserved_current, 0u);  // threshold 0: the memory went back
  }
  b->api().stream_destroy(s);
}

TEST(DevicePoolStats, RefusedThresholdIsACountedFallback) {
  reset_fake_link();
  fake_link().refuse_threshold = true;
  auto b = fake_pool_backend();
  {
    DevicePool pool(b, 0);
    ASSERT_EQ(pool.fallbacks().size(), 1u);
    EXPECT_EQ(pool.fallbacks()[0].from, "pool-release-threshold");
    EXPECT_NE(pool.fallbacks()[0].reason.find("not supported"), std::string::npos) << pool.fallbacks()[0].reason;
    EXPECT_FALSE(pool.stats().release_threshold_set);
    EXPECT_TRUE(pool.stats().stream_ordered);
  }
  EXPECT_THROW(DevicePool(b, 0, /*strict=*/true), Error);
  reset_fake_link();
}

TEST(DevicePoolStats, SimtHasAPoolButNoStatistics) {
  std::string why;
  auto b = backend_named("simt", &why);
  if (!b) GTEST_SKIP() << why;
  DevicePool pool(b, 0);
  auto st = pool.stats();
  EXPECT_TRUE(st.stream_ordered);
  EXPECT_FALSE(st.pool_stats);         // crosswarp-simt exports no mempool_stats (yet)
  EXPECT_FALSE(st.release_threshold_set);
  EXPECT_TRUE(pool.fallbacks().empty());  // an absent optional entry is not a fallback
  EXPECT_TRUE(json::parse(pool.stats_json())["pool"].is_null());
}

// ---- host_register: memory the caller owns, page-locked in place, goes direct

TEST(RegisteredHostMemory, GoesDirectOnSimtAndTheFakePoolBackend) {
  for (const char* name : {"simt", "fake-pool"}) {
    std::string why;
    auto b = std::string(name) == "fake-pool" ? fake_pool_backend() : backend_named(name, &why);
    if (!b) {
      std::printf("skipping %s: %s\n", name, why.c_str());
      continue;
    }
    reset_fake_link();
    fake_link().pageable_gbps = 1000;
    TransferOptions o;
    o.use_cache = false;
    o.force_h2d = o.force_d2h = forced_policy("staged");
    TransferEngine engine(b, 0, o);
    const size_t n = (size_t(300) << 10) + 7;
    auto host = pattern(n + 64, 3);
    DeviceBuffer dev(b, n);
    ASSERT_TRUE(engine.register_host(host.data(), host.size())) << name;
    engine.copy_to_device(dev.ptr, host.data() + 64, n);
    EXPECT_EQ(0, std::memcmp(dev.contents().data(), host.data() + 64, n)) << name;
    auto m = engine.metrics();
    EXPECT_EQ(m.h2d.path_copies[int(CopyPath::Direct)], 1u) << name << m.to_text();
    EXPECT_EQ(m.h2d.path_copies[int(CopyPath::Staged)], 0u) << name;
    std::fill(host.begin(), host.end(), 0);
    engine.copy_to_host(host.data() + 64, dev.ptr, n);
    EXPECT_EQ(engine.metrics().d2h.path_copies[int(CopyPath::Direct)], 1u) << name;
    EXPECT_EQ(host, [&] {
      auto want = pattern(n + 64, 3);
      std::fill(want.begin(), want.begin() + 64, 0);
      return want;
    }()) << name;
    engine.unregister_host(host.data());
    EXPECT_THROW(engine.unregister_host(host.data()), Error);
    // Unregistered again: the next copy stages.
    engine.copy_to_device(dev.ptr, host.data(), n);
    EXPECT_EQ(engine.metrics().h2d.path_copies[int(CopyPath::Staged)], 1u) << name;
    EXPECT_TRUE(engine.metrics().fallbacks.empty()) << name;
  }
}

TEST(RegisteredHostMemory, RefusedOrMissingIsACountedFallback) {
  reset_fake_link();
  fake_link().pageable_gbps = 1000;
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = forced_policy("staged");
  std::vector<unsigned char> host(100000, 1);
  {
    TransferEngine engine(fake_backend(), 0, o);  // no host_register entry
    EXPECT_FALSE(engine.register_host(host.data(), host.size()));
    auto m = engine.metrics();
    ASSERT_EQ(m.fallbacks.size(), 1u);
    EXPECT_EQ(m.fallbacks[0].from, "registered");
    EXPECT_NE(m.fallbacks[0].reason.find("host_register"), std::string::npos);
    EXPECT_THROW(engine.register_host(nullptr, 10), Error);
  }
  {
    fake_link().refuse_register = true;
    TransferEngine engine(fake_pool_backend(), 0, o);
    EXPECT_FALSE(engine.register_host(host.data(), host.size()));
    ASSERT_EQ(engine.metrics().fallbacks.size(), 1u);
    EXPECT_NE(engine.metrics().fallbacks[0].reason.find("cannot lock"), std::string::npos);
    // The copy still works, staged.
    DeviceBuffer dev(fake_pool_backend(), host.size());
    engine.copy_to_device(dev.ptr, host.data(), host.size());
    EXPECT_EQ(engine.metrics().h2d.path_copies[int(CopyPath::Staged)], 1u);
  }
  {
    TransferOptions strict = o;
    strict.strict = true;
    TransferEngine engine(fake_pool_backend(), 0, strict);
    EXPECT_THROW(engine.register_host(host.data(), host.size()), Error);
  }
  reset_fake_link();
}

}  // namespace
