// The host side of the staging pipeline: the streaming-store copy at odd sizes and alignments, the
// persistent copier's equal shares (with and without streaming stores), the calibration's candidate
// lists, and the engine running a streaming, many-thread policy on simt and the fake link.
#include "transfer_test_util.h"

#include "runtime/transfer/calibration.h"
#include "runtime/transfer/calibration_cache.h"
#include "runtime/transfer/host_copier.h"
#include "runtime/transfer/streaming_copy.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <string>
#include <thread>

using namespace crosswarp;
using namespace crosswarp::transfer;
using namespace cwtest;

namespace {

TEST(StreamingCopy, IsaIsNamed) {
  std::string isa = streaming_isa();
  EXPECT_TRUE(isa == "avx2" || isa == "sse2" || isa == "none") << isa;
#if defined(__x86_64__)
  EXPECT_TRUE(streaming_supported()) << "every x86-64 CPU has SSE2";
#endif
}

// Every size around the streaming threshold and the vector widths, every source and destination
// misalignment within a cache line: bytes equal, nothing written before or after.
TEST(StreamingCopy, OddSizesAndAlignments) {
  const size_t sizes[] = {0, 1, 15, 16, 31, 33, 127, 4097, kStreamingMinBytes - 1, kStreamingMinBytes,
                          kStreamingMinBytes + 1, kStreamingMinBytes + 127, (size_t(1) << 20) + 37};
  const size_t offsets[] = {0, 1, 7, 16, 31, 63};
  const size_t guard = 128;
  auto src = pattern((size_t(1) << 20) + 37 + 64, 5);
  std::vector<unsigned char> dst((size_t(1) << 20) + 37 + 64 + 2 * guard);
  for (bool streaming : {true, false})
    for (size_t n : sizes)
      for (size_t so : {size_t(0), size_t(3), size_t(32)})
        for (size_t dof : offsets) {
          std::fill(dst.begin(), dst.end(), 0xEE);
          unsigned char* d = dst.data() + guard + dof;
          copy_bytes(d, src.data() + so, n, streaming);
          ASSERT_EQ(0, n ? std::memcmp(d, src.data() + so, n) : 0)
              << "n " << n << " src+" << so << " dst+" << dof << " streaming " << streaming;
          for (unsigned char* p = dst.data(); p < d; ++p) ASSERT_EQ(*p, 0xEE) << "wrote before, n " << n;
          for (unsigned char* p = d + n; p < dst.data() + dst.size(); ++p) ASSERT_EQ(*p, 0xEE) << "wrote after, n " << n;
        }
  copy_bytes(nullptr, nullptr, 0, true);  // zero bytes: no access at all
}

// Jobs whose total is not a multiple of the share size, zero-byte jobs with null pointers, job
// boundaries inside shares; 1..16 threads, both store kinds, many rounds on one copier.
TEST(HostCopierTest, EqualSharesCoverEveryByte) {
  HostCopier copier;
  const size_t lens[] = {size_t(3) << 20, 0, 1, 777777, 64, (size_t(1) << 20) + 5, 65536 * 3 + 1};
  std::vector<std::vector<unsigned char>> src, dst;
  for (size_t i = 0; i < std::size(lens); ++i) {
    src.push_back(pattern(lens[i], unsigned(i + 1)));
    dst.emplace_back(lens[i]);
  }
  int round = 0;
  for (int threads : {1, 2, 3, 4, 7, 8, 12, 16})
    for (bool streaming : {false, true}) {
      std::vector<HostCopier::Job> jobs;
      for (size_t i = 0; i < src.size(); ++i) {
        std::fill(dst[i].begin(), dst[i].end(), 0);
        jobs.push_back({lens[i] ? reinterpret_cast<char*>(dst[i].data()) : nullptr,
                        lens[i] ? reinterpret_cast<const char*>(src[i].data()) : nullptr, lens[i]});
      }
      copier.run(jobs, threads, streaming);
      ++round;
      for (size_t i = 0; i < src.size(); ++i)
        ASSERT_EQ(dst[i], src[i]) << threads << " threads, streaming " << streaming << ", job " << i;
    }
  EXPECT_EQ(copier.workers(), 15);  // the widest round's helpers, created once
}

// The pool is persistent: the same width again creates no thread; rounds are counted.
TEST(HostCopierTest, WorkersPersistAcrossRounds) {
  HostCopier copier;
  auto src = pattern(size_t(4) << 20, 1);
  std::vector<unsigned char> dst(src.size());
  HostCopier::Job job{reinterpret_cast<char*>(dst.data()), reinterpret_cast<const char*>(src.data()), src.size()};
  copier.run({&job, 1}, 4);
  EXPECT_EQ(copier.workers(), 3);
  for (int i = 0; i < 200; ++i) copier.run({&job, 1}, 1 + i % 4, i % 2 == 0);
  EXPECT_EQ(copier.workers(), 3);
  EXPECT_EQ(copier.parallel_rounds(), 1u + 150u);  // widths 2, 3, 4 of every 4 rounds
  EXPECT_EQ(dst, src);
  // Too little work for the threads asked: fewer shares (at least 64 KiB each), still correct.
  HostCopier::Job small{reinterpret_cast<char*>(dst.data()), reinterpret_cast<const char*>(src.data()) + 1, 100000};
  copier.run({&small, 1}, 16, true);
  EXPECT_EQ(copier.workers(), 3);
  EXPECT_EQ(0, std::memcmp(dst.data(), src.data() + 1, 100000));
}

TEST(CalibrationCandidates, ThreadsUpToTheHardwareAndSixteen) {
  auto t = copy_thread_candidates();
  int cap = std::min(16, int(std::max(1u, std::thread::hardware_concurrency())));
  ASSERT_FALSE(t.empty());
  EXPECT_EQ(t.front(), 1);
  EXPECT_EQ(t.back(), cap);
  EXPECT_TRUE(std::is_sorted(t.begin(), t.end()));
  for (int v : t) EXPECT_LE(v, cap);
}

TEST(CalibrationCandidates, ChunksFromOneToSixteenMiB) {
  const size_t M = size_t(1) << 20;
  EXPECT_EQ(chunk_candidates(64 * M), (std::vector<size_t>{M, 2 * M, 4 * M, 8 * M, 16 * M}));
  EXPECT_EQ(chunk_candidates(16 * M), (std::vector<size_t>{M, 2 * M, 4 * M}));
  // A small probe (simt's 4 MiB, the tests' 1-2 MiB): fractions of it, never below 64 KiB.
  EXPECT_EQ(chunk_candidates(4 * M), (std::vector<size_t>{128 << 10, 256 << 10, 512 << 10, M}));
  for (size_t c : chunk_candidates(256 << 10)) EXPECT_GE(c, size_t(64) << 10);
  EXPECT_EQ(ring_slots_for(1), 4);
  EXPECT_EQ(ring_slots_for(4), 8);
}

TEST(CalibrationCache, StreamingStoresRoundTrip) {
  auto dir = (std::filesystem::temp_directory_path() / ("cw-calib-nt-" + std::to_string(::getpid()))).string();
  std::filesystem::remove_all(dir);
  CachedCalibration c;
  c.h2d.streaming_stores = true;
  c.h2d.copy_threads = 12;
  c.d2h.streaming_stores = false;
  c.d2h.copy_threads = 16;
  ASSERT_TRUE(store_calibration(dir, "k", c));
  auto back = load_calibration(dir, "k");
  ASSERT_TRUE(back.has_value());
  EXPECT_TRUE(back->h2d.streaming_stores);
  EXPECT_EQ(back->h2d.copy_threads, 12);
  EXPECT_FALSE(back->d2h.streaming_stores);
  EXPECT_EQ(back->d2h.copy_threads, 16);
  std::filesystem::remove_all(dir);
}

// The probe on the fake link, where CPU work costs no virtual time: every thread count and store
// kind ties, so the simplest (one thread, plain stores) must be kept -- the 3% rule.
TEST(CalibrationCandidates, TiesKeepTheSimplestHostCopy) {
  reset_fake_link();
  TransferOptions o;
  o.use_cache = false;
  o.probe_bytes = size_t(2) << 20;
  o.clock = fake_clock_seconds;
  TransferEngine e(fake_backend(), 0, o);
  for (auto dir : {CopyDirection::HostToDevice, CopyDirection::DeviceToHost}) {
    const CopyPolicy& p = e.policy(dir);
    // The fewest threads the probe tries: 1 for the mid shape; for the large one 1 on a small host,
    // 4 where the host has 8 hardware threads or more (the H200's has 16).
    EXPECT_EQ(p.copy_threads, crosswarp::transfer::large_copy_thread_candidates().front()) << to_string(dir);
    EXPECT_EQ(p.mid.copy_threads, 1) << to_string(dir);
    EXPECT_FALSE(p.streaming_stores) << to_string(dir);
    EXPECT_FALSE(p.mid.streaming_stores) << to_string(dir);
    // Fewer, larger DMAs cost less latency on the fake link: the largest candidate chunk.
    EXPECT_EQ(p.chunk_bytes, chunk_candidates(o.probe_bytes).back()) << to_string(dir);
  }
}

// The engine with streaming stores and more threads than slots' worth of work, odd sizes, both
// directions, blocking and batched, on simt and the fake link.
TEST(StreamingCopy, EngineWithAStreamingPolicy) {
  for (const char* name : {"simt", "fake"}) {
    std::string why;
    auto b = backend_named(name, &why);
    if (!b) {
      std::printf("skipping %s: %s\n", name, why.c_str());
      continue;
    }
    reset_fake_link();
    fake_link().pageable_gbps = 1000;
    auto p = std::make_shared<CopyPolicy>(*forced_policy("staged"));
    p->chunk_bytes = size_t(1) << 20;
    p->copy_threads = 7;
    p->streaming_stores = true;
    TransferOptions o;
    o.use_cache = false;
    o.force_h2d = o.force_d2h = p;
    TransferEngine engine(b, 0, o);
    for (size_t n : {size_t(1), size_t(70001), (size_t(1) << 20) - 1, (size_t(5) << 20) + 3}) {
      auto src = pattern(n + 3, unsigned(n));
      DeviceBuffer dev(b, n);
      engine.copy_to_device(dev.ptr, src.data() + 3, n);  // a misaligned source
      ASSERT_EQ(0, std::memcmp(dev.contents().data(), src.data() + 3, n)) << name << " h2d " << n;
      ASSERT_TRUE(dev.guard_intact()) << name << " " << n;
      std::vector<unsigned char> back(n + 5, 0);
      engine.copy_to_host(back.data() + 5, dev.ptr, n);  // a misaligned destination
      ASSERT_EQ(0, std::memcmp(back.data() + 5, src.data() + 3, n)) << name << " d2h " << n;
    }
    EXPECT_GT(engine.metrics().h2d.path_copies[int(CopyPath::Staged)], 0u) << name;
  }
}

// A copy of few chunks uses smaller ones (at least 8 per copy, not below 1 MiB): fewer bytes wait for
// the first CPU copy and the last DMA. Counted in DMAs on the fake link.
TEST(PipelineChunks, ShortCopiesUseSmallerChunks) {
  reset_fake_link();
  fake_link().pageable_gbps = 1000;
  auto p = std::make_shared<CopyPolicy>(*forced_policy("staged"));
  p->chunk_bytes = size_t(4) << 20;
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = p;
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  const size_t M = size_t(1) << 20;
  struct Case {
    size_t bytes;
    long dmas;
  };
  for (Case c : {Case{4 * M, 4}, Case{6 * M, 6}, Case{16 * M, 8}, Case{32 * M, 8}, Case{40 * M + 1, 11}, Case{M / 2, 1}}) {
    auto src = pattern(c.bytes, unsigned(c.bytes));
    DeviceBuffer dev(b, c.bytes);
    fake_link().async_copies = 0;
    engine.copy_to_device(dev.ptr, src.data(), c.bytes);
    EXPECT_EQ(fake_link().async_copies.load(), c.dmas) << c.bytes << " bytes up";
    EXPECT_TRUE(dev.contents() == src) << c.bytes;
    std::vector<unsigned char> back(c.bytes);
    fake_link().async_copies = 0;
    engine.copy_to_host(back.data(), dev.ptr, c.bytes);
    EXPECT_EQ(fake_link().async_copies.load(), c.dmas) << c.bytes << " bytes down";
    EXPECT_TRUE(back == src) << c.bytes;
  }
}

}  // namespace
