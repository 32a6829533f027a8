// The small-copy path's fixed costs: a blocking driver copy is one memcpy_sync (cudaMemcpy), not a
// memcpy_async and a stream synchronization; the engine then orders its own later copies after the
// legacy stream once; pointer attributes are asked once per buffer, not once per copy; size classes
// pick their pipeline shape.
#include "async_link_backend.h"
#include "transfer_test_util.h"

using namespace crosswarp;
using namespace cwtest;

namespace {

TEST(SmallCopies, BlockingDriverCopiesAreMemcpySync) {
  reset_fake_link();
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = forced_policy("driver");
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  auto src = pattern(4096, 1);
  DeviceBuffer dev(b, 4096);
  long sync0 = fake_link().sync_copies, async0 = fake_link().async_copies;
  engine.copy_to_device(dev.ptr, src.data(), 4096);
  std::vector<unsigned char> back(4096);
  engine.copy_to_host(back.data(), dev.ptr, 4096);
  EXPECT_EQ(back, src);
  EXPECT_EQ(fake_link().sync_copies - sync0, 2);
  EXPECT_EQ(fake_link().async_copies - async0, 0);
  // With a stream the copy is stream-ordered: memcpy_async.
  cw_stream s = nullptr;
  b->check(b->api().stream_create(0, &s), "stream_create");
  engine.copy_to_device(dev.ptr, src.data(), 4096, s);
  EXPECT_EQ(fake_link().async_copies - async0, 1);
  b->api().stream_destroy(s);
}

// Blocking driver copies below 1 MiB are timed one in 16 (the clock reads cost ~1-3% of a 4 KiB
// cudaMemcpy) and counted every time; bigger ones are timed every time.
TEST(SmallCopies, SmallDriverCopiesAreTimedOneInSixteen) {
  reset_fake_link();
  int reads = 0;
  double now = 0;
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = forced_policy("driver");
  o.clock = [&] {
    ++reads;
    return now += 1e-6;
  };
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  auto src = pattern(size_t(2) << 20, 3);
  DeviceBuffer dev(b, src.size());
  engine.copy_to_device(dev.ptr, src.data(), 4096);  // the first is timed
  const int reads0 = reads;
  for (int i = 1; i < 33; ++i) engine.copy_to_device(dev.ptr, src.data(), 4096);
  EXPECT_EQ(reads - reads0, 2 * 2);  // copies 16 and 32, two reads each
  const TransferMetrics m = engine.metrics();  // a copy (metrics() returns by value)
  const auto& small = m.h2d.buckets[0];
  EXPECT_EQ(small.copies, 33u);
  EXPECT_EQ(small.bytes, 33u * 4096);
  EXPECT_EQ(small.timed_bytes, 3u * 4096);
  EXPECT_GT(small.gbps(), 0.0);
  const int reads1 = reads;
  for (int i = 0; i < 3; ++i) engine.copy_to_device(dev.ptr, src.data(), src.size());
  EXPECT_EQ(reads - reads1, 3 * 2);
  EXPECT_EQ(engine.metrics().h2d.buckets[2].timed_bytes, 3 * src.size());
  std::vector<unsigned char> back(4096);
  engine.copy_to_host(back.data(), dev.ptr, 4096);  // the other direction counts on its own: timed
  EXPECT_EQ(engine.metrics().d2h.buckets[0].timed_bytes, 4096u);
  EXPECT_TRUE(std::equal(back.begin(), back.end(), src.begin()));
}

// After a blocking host->device memcpy_sync (which may return before its DMA lands, as cudaMemcpy
// does for small pageable copies) the next copy on another stream waits for the legacy stream,
// once; synchronize() waits for it too.
TEST(SmallCopies, LegacyStreamCopiesAreFencedOnce) {
  reset_async_link();
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = forced_policy("driver");
  auto b = async_backend();
  TransferEngine engine(b, 0, o);
  cw_stream s = nullptr;
  b->check(b->api().stream_create(0, &s), "stream_create");
  auto src = pattern(4096, 2);
  DeviceBuffer dev(b, 4096);
  long sync0 = async_link().sync_copies;
  engine.copy_to_device(dev.ptr, src.data(), 4096);
  EXPECT_EQ(async_link().sync_copies - sync0, 1);
  EXPECT_EQ(async_link().legacy_event_records.load(), 0);  // nothing to order yet
  engine.copy_to_device(dev.ptr, src.data(), 4096, s);
  EXPECT_EQ(async_link().legacy_event_records.load(), 1);
  engine.copy_to_device(dev.ptr, src.data(), 4096, s);
  EXPECT_EQ(async_link().legacy_event_records.load(), 1);  // once
  std::vector<unsigned char> back(4096);
  engine.copy_to_host(back.data(), dev.ptr, 4096);  // device->host memcpy_sync: complete on return
  engine.synchronize();
  EXPECT_EQ(async_link().legacy_event_records.load(), 1);
  engine.copy_to_device(dev.ptr, src.data(), 4096);
  engine.synchronize();
  EXPECT_EQ(async_link().legacy_event_records.load(), 2);
  b->check(b->api().stream_synchronize(s), "sync");
  EXPECT_EQ(back, src);
  b->api().stream_destroy(s);
}

TEST(SmallCopies, PointerAttributesAreAskedOncePerBuffer) {
  reset_async_link();
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = forced_policy("driver");
  auto b = async_backend();
  TransferEngine engine(b, 0, o);
  auto src = pattern(4096, 3);
  auto other = pattern(4096, 4);
  DeviceBuffer dev(b, 4096);
  for (int i = 0; i < 20; ++i) engine.copy_to_device(dev.ptr, src.data(), 4096);
  EXPECT_EQ(async_link().pointer_queries.load(), 1);
  engine.copy_to_device(dev.ptr, other.data(), 4096);
  EXPECT_EQ(async_link().pointer_queries.load(), 2);
  EXPECT_TRUE(dev.contents() == other);
  // A pinned buffer is recognized (and remembered) as such: direct copies.
  void* pinned = nullptr;
  b->check(b->api().malloc_host_pinned(4096, &pinned), "malloc_host_pinned");
  std::memcpy(pinned, src.data(), 4096);
  for (int i = 0; i < 3; ++i) engine.copy_to_device(dev.ptr, pinned, 4096);
  EXPECT_EQ(async_link().pointer_queries.load(), 3);
  EXPECT_EQ(engine.metrics().h2d.path_copies[int(CopyPath::Direct)], 3u);
  EXPECT_TRUE(dev.contents() == src);
  b->api().free_host_pinned(pinned);
}

// Copies below mid_below run the mid-size shape (its chunk), larger ones the large shape.
TEST(SmallCopies, SizeClassesPickTheirPipelineShape) {
  reset_fake_link();
  fake_link().pageable_gbps = 1000;
  auto p = std::make_shared<CopyPolicy>();
  p->small_threshold = size_t(128) << 10;
  p->chunk_bytes = size_t(256) << 10;
  p->streams = 2;
  p->ring_slots = 4;
  p->mid_below = size_t(1) << 20;
  p->mid = {size_t(64) << 10, 1, 1, false};
  p->driver = {0, 1};
  p->staged_small = {0, 100};  // below the threshold: one staged slot, not the driver
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = p;
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  auto count_dmas = [&](size_t n) {
    auto src = pattern(n, unsigned(n));
    DeviceBuffer dev(b, n);
    long before = fake_link().async_copies;
    engine.copy_to_device(dev.ptr, src.data(), n);
    EXPECT_TRUE(dev.contents() == src) << n;
    return fake_link().async_copies - before;
  };
  EXPECT_EQ(count_dmas(size_t(768) << 10), 12);  // mid: 64 KiB chunks
  EXPECT_EQ(count_dmas(size_t(1) << 20), 4);     // large: 256 KiB chunks
  EXPECT_EQ(count_dmas(size_t(100) << 10), 1);   // small: one slot
}

// A demoted small class is retried only on copies the policy would stage: the 4 KiB copies that go
// to the driver anyway never run a staged trial.
TEST(SmallCopies, RetriesOnlyWhereThePolicyStages) {
  reset_fake_link();
  fake_link().pageable_gbps = 1.0;
  auto p = std::make_shared<CopyPolicy>();
  p->small_threshold = size_t(1) << 20;
  p->staged_small_from = size_t(64) << 10;
  p->chunk_bytes = size_t(256) << 10;
  p->ring_slots = 4;
  p->driver = {10, 1};
  p->staged_small = {10, 8};
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = p;
  o.clock = fake_clock_seconds;
  o.recheck_window = 1;  // small copies: windows of 4
  o.retry_every = 2;
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  const size_t n = size_t(128) << 10;
  auto src = pattern(n, 5);
  DeviceBuffer dev(b, n);
  fake_link().pinned_extra_ns_per_byte = 1.0;
  for (int i = 0; i < 4; ++i) engine.copy_to_device(dev.ptr, src.data(), n);
  ASSERT_TRUE(engine.staged_demoted(CopyDirection::HostToDevice, true)) << engine.metrics().to_text();
  uint64_t staged = engine.metrics().h2d.path_copies[int(CopyPath::Staged)];
  for (int i = 0; i < 6; ++i) engine.copy_to_device(dev.ptr, src.data(), 4096);
  EXPECT_EQ(engine.metrics().h2d.path_copies[int(CopyPath::Staged)], staged);
  for (int i = 0; i < 4; ++i) engine.copy_to_device(dev.ptr, src.data(), n);
  EXPECT_EQ(engine.metrics().h2d.path_copies[int(CopyPath::Staged)], staged + 2);  // two retries
  EXPECT_TRUE(engine.staged_demoted(CopyDirection::HostToDevice, true));            // still slower
  EXPECT_TRUE(dev.contents() == src);
}

}  // namespace
