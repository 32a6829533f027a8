// The staged pipelines against a backend whose DMAs really run behind the caller's back
// (async_link_backend.h): a slot refilled before its DMA read it, or drained before its DMA wrote
// it, shows up as wrong bytes. Every ring depth from one slot up, one and several copy threads,
// one and two streams, blocking and stream-ordered copies, a source rewritten as soon as a
// stream-ordered upload returns (the contract: the engine holds the bytes by then).
#include "async_link_backend.h"
#include "runtime/transfer/copy_diag.h"
#include "runtime/transfer/staged_copy.h"
#include "transfer_test_util.h"

#include <numeric>

#include <tuple>

using namespace crosswarp;
using namespace cwtest;

namespace {

std::shared_ptr<const CopyPolicy> pipeline_policy(int slots, int streams, int threads, size_t chunk, bool ramp) {
  auto p = std::make_shared<CopyPolicy>();
  p->ramp = ramp;
  p->small_threshold = 0;  // every pageable copy through the pipeline
  p->chunk_bytes = chunk;
  p->ring_slots = slots;
  p->streams = streams;
  p->copy_threads = threads;
  return p;
}

// The loads a copy is cut into: slots, the last one short; ramped, a quarter and a half of a slot at
// both ends from four slots' worth up, the middle even, 64 KiB-aligned, never more than a slot.
TEST(LoadSizes, EvenAndRamped) {
  using crosswarp::transfer::load_sizes;
  const size_t M = size_t(1) << 20;
  EXPECT_EQ(load_sizes(10 * M + 5, 4 * M, false), (std::vector<size_t>{4 * M, 4 * M, 2 * M + 5}));
  EXPECT_EQ(load_sizes(15 * M, 4 * M, true), (std::vector<size_t>{4 * M, 4 * M, 4 * M, 3 * M}));  // < 4 slots
  EXPECT_TRUE(load_sizes(0, 4 * M, true).empty());
  for (size_t total : {16 * M, 16 * M + 1, 17 * M - 4096, 100 * M + 12345, 1024 * M}) {
    for (size_t slot : {M, 4 * M, 16 * M}) {
      auto s = load_sizes(total, slot, true);
      if (total < 4 * slot) continue;
      ASSERT_GE(s.size(), 5u) << total << " / " << slot;
      EXPECT_EQ(std::accumulate(s.begin(), s.end(), size_t(0)), total) << total << " / " << slot;
      EXPECT_EQ(s.front(), slot / 4);
      EXPECT_EQ(s[1], slot / 2);
      EXPECT_EQ(s[s.size() - 2], slot / 2);
      EXPECT_EQ(s.back(), slot / 4);
      for (size_t i = 2; i + 3 < s.size(); ++i) {
        EXPECT_LE(s[i], slot);
        EXPECT_EQ(s[i] % (size_t(64) << 10), 0u) << i;
      }
      // The middle's loads differ by no more than one grain but the last.
      EXPECT_LE(s[s.size() - 3], s[2]);
    }
  }
  EXPECT_EQ(load_sizes(16 * M, 4 * M, true), (std::vector<size_t>{M, 2 * M, 3456 * 1024, 3456 * 1024, 3328 * 1024, 2 * M, M}));
}

class PipelineOrder : public ::testing::TestWithParam<std::tuple<int, int, int, bool>> {
 protected:
  void SetUp() override {
    reset_async_link();
    backend_ = async_backend();
    auto [slots, streams, threads, ramp] = GetParam();
    TransferOptions o;
    o.use_cache = false;
    // 128 KiB chunks: copy threads take part (a round is split only from 64 KiB per thread).
    o.force_h2d = o.force_d2h = pipeline_policy(slots, streams, threads, size_t(128) << 10, ramp);
    engine_ = std::make_unique<TransferEngine>(backend_, 0, o);
  }
  std::shared_ptr<Backend> backend_;
  std::unique_ptr<TransferEngine> engine_;
};

TEST_P(PipelineOrder, BlockingCopiesSeeEveryByte) {
  for (size_t n : {size_t(1), size_t(100000), (size_t(128) << 10) * 9 + 77, size_t(3) << 20}) {
    auto src = pattern(n, unsigned(n));
    DeviceBuffer dev(backend_, n);
    engine_->copy_to_device(dev.ptr, src.data(), n);
    ASSERT_TRUE(dev.contents() == src) << "h2d, " << n << " bytes";
    ASSERT_TRUE(dev.guard_intact());
    std::vector<unsigned char> back(n, 0);
    engine_->copy_to_host(back.data(), dev.ptr, n);
    ASSERT_TRUE(back == src) << "d2h, " << n << " bytes";
  }
  EXPECT_EQ(async_link().direction_errors.load(), 0);
}

TEST_P(PipelineOrder, StreamOrderedUploadHoldsTheSourceOnReturn) {
  cw_stream s = nullptr;
  backend_->check(backend_->api().stream_create(0, &s), "stream_create");
  const size_t n = (size_t(128) << 10) * 11 + 5;
  DeviceBuffer dev(backend_, n);
  for (unsigned round = 0; round < 4; ++round) {
    auto src = pattern(n, 100 + round);
    auto expect = src;
    engine_->copy_to_device(dev.ptr, src.data(), n, s);
    std::fill(src.begin(), src.end(), 0xEE);  // the caller reuses its buffer at once
    backend_->check(backend_->api().stream_synchronize(s), "sync");
    engine_->synchronize();
    ASSERT_TRUE(dev.contents() == expect) << "round " << round;
    std::vector<unsigned char> back(n, 0);
    engine_->copy_to_host(back.data(), dev.ptr, n, s);  // pageable destination: in place on return
    ASSERT_TRUE(back == expect) << "round " << round;
  }
  backend_->api().stream_destroy(s);
}

TEST_P(PipelineOrder, ManyTensorsBothWays) {
  std::vector<size_t> sizes;
  for (int i = 0; i < 120; ++i) sizes.push_back(size_t(1 + (i * 7919) % 40000));
  size_t total = 0;
  for (size_t b : sizes) total += b;
  DeviceBuffer arena(backend_, total);
  std::vector<std::vector<unsigned char>> host;
  std::vector<UploadItem> up;
  size_t off = 0;
  for (size_t i = 0; i < sizes.size(); ++i) {
    host.push_back(pattern(sizes[i], unsigned(i) + 7));
    // Every third tensor leaves a gap: not one run per slot.
    up.push_back({arena.ptr + off, host.back().data(), sizes[i] - (i % 3 == 0 ? 1 : 0)});
    off += sizes[i];
  }
  engine_->upload_many(up);
  for (size_t i = 0; i < up.size(); ++i)  // (memcmp of 0 bytes may not be given null pointers)
    if (up[i].bytes) {
      ASSERT_EQ(0, std::memcmp(up[i].dst, host[i].data(), up[i].bytes)) << "tensor " << i;
    }
  std::vector<std::vector<unsigned char>> out;
  std::vector<DownloadItem> down;
  for (size_t i = 0; i < up.size(); ++i) {
    out.emplace_back(up[i].bytes, 0);
    down.push_back({out.back().data(), up[i].dst, up[i].bytes});
  }
  engine_->download_many(down);
  for (size_t i = 0; i < up.size(); ++i)
    if (up[i].bytes) {
      ASSERT_EQ(0, std::memcmp(out[i].data(), host[i].data(), up[i].bytes)) << "tensor " << i;
    }
}

INSTANTIATE_TEST_SUITE_P(Shapes, PipelineOrder,
                         ::testing::Combine(::testing::Values(1, 2, 3, 5), ::testing::Values(1, 2),
                                            ::testing::Values(1, 3), ::testing::Bool()),
                         [](const auto& info) {
                           return "slots" + std::to_string(std::get<0>(info.param)) + "_streams" +
                                  std::to_string(std::get<1>(info.param)) + "_threads" +
                                  std::to_string(std::get<2>(info.param)) +
                                  (std::get<3>(info.param) ? "_ramped" : "_even");
                         });

}  // namespace

// The device->host drain copies the loads out in order, so their DMAs must finish in order even on
// several streams (the async link runs its streams concurrently: without the cross-stream wait the
// four loads' DMAs overlap and finish in any order).
TEST(StageTimeline, DeviceToHostDmasRunInLoadOrderAcrossStreams) {
  using crosswarp::transfer::stage_timeline;
  reset_async_link();
  async_link().dma_latency_us = 200;
  auto b = async_backend();
  const size_t M = size_t(1) << 20;
  for (bool ramp : {false, true}) {
    PipelineShape shape;
    shape.chunk_bytes = M / 4;
    shape.streams = 4;
    shape.copy_threads = 1;
    nlohmann::json t = stage_timeline(b, 0, CopyDirection::DeviceToHost, shape, ramp, 2 * M, 1);
    ASSERT_FALSE(t.contains("skipped")) << t.dump();
    ASSERT_GE(t["loads"].size(), 4u);
    for (size_t k = 1; k < t["loads"].size(); ++k)
      EXPECT_GE(t["loads"][k]["dma_us"][0].get<double>(), t["loads"][k - 1]["dma_us"][1].get<double>() - 1e-3)
          << (ramp ? "ramped" : "even") << ": load " << k << " began before load " << k - 1 << " ended: " << t["loads"].dump();
  }
}

// bench-copy --diag's timeline of one staged copy, on the link whose DMAs run behind the caller's
// back: one record per load, the loads' bytes adding up to the copy, every DMA enqueued after its
// load's host copy (h2d) or before it (d2h), device intervals in order on each stream, and the
// summary (fill, idle link, busy time) consistent with the loads.
TEST(StageTimeline, OneRecordPerLoadInPipelineOrder) {
  using crosswarp::transfer::load_sizes;
  using crosswarp::transfer::stage_timeline;
  reset_async_link();
  async_link().dma_latency_us = 5;
  auto b = async_backend();
  const size_t M = size_t(1) << 20, total = 3 * M + 4097;
  for (auto dir : {CopyDirection::HostToDevice, CopyDirection::DeviceToHost}) {
    for (bool ramp : {false, true}) {
      PipelineShape shape;
      shape.chunk_bytes = M / 4;
      shape.streams = 2;
      shape.copy_threads = 2;
      const std::string what = std::string(to_string(dir)) + (ramp ? " ramped" : " even");
      nlohmann::json t = stage_timeline(b, 0, dir, shape, ramp, total, 3);
      ASSERT_FALSE(t.contains("skipped")) << t.dump();
      const auto sizes = load_sizes(total, shape.chunk_bytes, ramp);
      ASSERT_EQ(t["loads"].size(), sizes.size()) << what;
      size_t sum = 0;
      std::vector<double> stream_end(2, -1e9);
      double last_end = 0;
      for (size_t k = 0; k < sizes.size(); ++k) {
        const auto& l = t["loads"][k];
        EXPECT_EQ(l["bytes"].get<size_t>(), sizes[k]) << what << " load " << k;
        sum += l["bytes"].get<size_t>();
        const double c0 = l["copy_us"][0], c1 = l["copy_us"][1], i0 = l["issue_us"][0], i1 = l["issue_us"][1];
        const double d0 = l["dma_us"][0], d1 = l["dma_us"][1];
        const int s = l["stream"];
        EXPECT_EQ(s, int(k % 2)) << what << " load " << k;  // round-robin over the two streams
        EXPECT_LE(c0, c1) << what << " load " << k;
        EXPECT_LE(i0, i1) << what << " load " << k;
        EXPECT_LE(d0, d1) << what << " load " << k;
        if (dir == CopyDirection::HostToDevice)
          EXPECT_LE(c1, i0) << what << " load " << k << ": a DMA enqueued before its slot was filled";
        else
          EXPECT_LE(i1, c0) << what << " load " << k << ": a slot drained before its DMA was enqueued";
        EXPECT_GE(d0, stream_end[size_t(s)] - 1e-3) << what << " load " << k << ": out of order on its stream";
        stream_end[size_t(s)] = d1;
        last_end = std::max(last_end, d1);
        EXPECT_LE(c1, t["total_us"].get<double>() + 1e-3) << what;
      }
      EXPECT_EQ(sum, total) << what;
      EXPECT_NEAR(t["last_dma_end_us"].get<double>(), last_end, 1e-3) << what;
      EXPECT_LE(t["first_dma_start_us"].get<double>(), t["loads"][0]["dma_us"][0].get<double>() + 1e-3) << what;
      EXPECT_GE(t["dma_gaps_us"].get<double>(), 0.0) << what;
      EXPECT_GT(t["dma_busy_us"].get<double>(), 0.0) << what;
      EXPECT_LE(t["dma_busy_us"].get<double>() + t["dma_gaps_us"].get<double>(),
                last_end - t["first_dma_start_us"].get<double>() + 1e-2) << what;
    }
  }
  EXPECT_THROW(stage_timeline(b, 0, CopyDirection::HostToDevice, PipelineShape{}, false, M, 3), crosswarp::Error);
}
