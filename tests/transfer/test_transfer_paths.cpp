// Correctness of every copy path, both directions, on cpu, simt and the fake link: sizes 0, 1, odd,
// chunk boundaries, larger than the staging ring; with and without a caller stream; pinned sources
// (direct path); upload_many/download_many with adjacent and scattered tensors.
#include "transfer_test_util.h"

#include "runtime/transfer/host_copier.h"

#include <tuple>

using namespace crosswarp;
using namespace cwtest;

namespace {

const size_t kSizes[] = {0,          1,          7,          4095,           kChunk - 1,
                         kChunk,     kChunk + 1, 3 * kChunk, 3 * kChunk + 1, 7 * kChunk + 5,
                         (size_t(1) << 20) + 3};

class TransferPaths : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {
 protected:
  void SetUp() override {
    reset_fake_link();
    fake_link().pageable_gbps = 1000;  // correctness here, not timing
    std::string why;
    backend_ = backend_named(std::get<0>(GetParam()), &why);
    if (!backend_) GTEST_SKIP() << why;
    TransferOptions o;
    o.use_cache = false;
    o.force_h2d = o.force_d2h = forced_policy(std::get<1>(GetParam()));
    engine_ = std::make_unique<TransferEngine>(backend_, 0, o);
  }

  // Up and down through the engine; checks the device bytes, the guards and the host result.
  void round_trip(size_t n, cw_stream stream, unsigned seed) {
    auto src = pattern(n, seed);
    DeviceBuffer dev(backend_, n);
    engine_->copy_to_device(dev.ptr, src.data(), n, stream);
    if (stream) backend_->check(backend_->api().stream_synchronize(stream), "sync");
    ASSERT_TRUE(dev.contents() == src) << "h2d bytes differ at size " << n;
    ASSERT_TRUE(dev.guard_intact()) << "h2d wrote past the end at size " << n;
    auto back = pattern(n + 16, seed + 1);  // not the source: a no-op copy cannot pass
    auto tail = std::vector<unsigned char>(back.begin() + long(n), back.end());
    engine_->copy_to_host(back.data(), dev.ptr, n, stream);
    ASSERT_EQ(0, n ? std::memcmp(back.data(), src.data(), n) : 0) << "d2h bytes differ at size " << n;
    ASSERT_TRUE(std::equal(tail.begin(), tail.end(), back.begin() + long(n))) << "d2h wrote past the end";
  }

  std::shared_ptr<Backend> backend_;
  std::unique_ptr<TransferEngine> engine_;
};

TEST_P(TransferPaths, BlockingRoundTripEverySize) {
  for (size_t n : kSizes) round_trip(n, nullptr, unsigned(n));
  const std::string& policy = std::get<1>(GetParam());
  auto m = engine_->metrics();
  bool staging = backend_->api().malloc_host_pinned != nullptr;
  if (staging && policy != "driver") {
    EXPECT_GT(m.h2d.path_copies[int(CopyPath::Staged)], 0u);
    EXPECT_GT(m.d2h.path_copies[int(CopyPath::Staged)], 0u);
  } else {
    EXPECT_EQ(m.h2d.path_copies[int(CopyPath::Staged)], 0u);
    EXPECT_GT(m.h2d.path_copies[int(CopyPath::Driver)], 0u);
  }
  EXPECT_TRUE(m.fallbacks.empty()) << m.to_text();
}

TEST_P(TransferPaths, StreamOrderedRoundTrip) {
  cw_stream s = nullptr;
  backend_->check(backend_->api().stream_create(0, &s), "stream_create");
  for (size_t n : kSizes) round_trip(n, s, unsigned(n) + 99);
  backend_->api().stream_destroy(s);
}

TEST_P(TransferPaths, PinnedHostMemoryGoesDirect) {
  const auto& api = backend_->api();
  if (!api.malloc_host_pinned) GTEST_SKIP() << backend_->name() << " has no pinned memory";
  size_t n = 3 * kChunk + 17;
  void* pinned = nullptr;
  backend_->check(api.malloc_host_pinned(n, &pinned), "malloc_host_pinned");
  auto src = pattern(n, 5);
  std::memcpy(pinned, src.data(), n);
  DeviceBuffer dev(backend_, n);
  engine_->copy_to_device(dev.ptr, pinned, n);
  EXPECT_TRUE(dev.contents() == src);
  std::memset(pinned, 0, n);
  engine_->copy_to_host(pinned, dev.ptr, n);
  EXPECT_EQ(0, std::memcmp(pinned, src.data(), n));
  auto m = engine_->metrics();
  EXPECT_EQ(m.h2d.path_copies[int(CopyPath::Direct)], 1u);
  EXPECT_EQ(m.d2h.path_copies[int(CopyPath::Direct)], 1u);
  api.free_host_pinned(pinned);
}

TEST_P(TransferPaths, UploadManyAndDownloadMany) {
  // 300 tensors of odd sizes: two thirds adjacent in one arena (the loader's layout), the rest in
  // separate allocations; together larger than the ring.
  std::vector<size_t> sizes;
  for (int i = 0; i < 300; ++i) sizes.push_back(size_t(1 + (i * 7919) % 5000));
  size_t arena_bytes = 0;
  for (int i = 0; i < 200; ++i) arena_bytes += sizes[size_t(i)];
  DeviceBuffer arena(backend_, arena_bytes);
  std::vector<std::unique_ptr<DeviceBuffer>> scattered;
  std::vector<std::vector<unsigned char>> host;
  std::vector<UploadItem> up;
  size_t off = 0;
  for (int i = 0; i < 300; ++i) {
    host.push_back(pattern(sizes[size_t(i)], unsigned(i)));
    char* dst;
    if (i < 200) {
      dst = arena.ptr + off;
      off += sizes[size_t(i)];
    } else {
      scattered.push_back(std::make_unique<DeviceBuffer>(backend_, sizes[size_t(i)]));
      dst = scattered.back()->ptr;
    }
    up.push_back({dst, host.back().data(), sizes[size_t(i)]});
  }
  engine_->upload_many(up);
  for (int i = 0; i < 300; ++i)
    ASSERT_TRUE(read_device(*backend_, up[size_t(i)].dst, sizes[size_t(i)]) == host[size_t(i)]) << "tensor " << i;
  EXPECT_TRUE(arena.guard_intact());
  for (auto& s : scattered) EXPECT_TRUE(s->guard_intact());

  std::vector<std::vector<unsigned char>> out;
  std::vector<DownloadItem> down;
  for (int i = 0; i < 300; ++i) {
    out.emplace_back(sizes[size_t(i)], 0);
    down.push_back({out.back().data(), up[size_t(i)].dst, sizes[size_t(i)]});
  }
  engine_->download_many(down);
  for (int i = 0; i < 300; ++i) ASSERT_EQ(out[size_t(i)], host[size_t(i)]) << "tensor " << i;
}

INSTANTIATE_TEST_SUITE_P(Backends, TransferPaths,
                         ::testing::Combine(::testing::Values("cpu", "simt", "cuda", "fake"),
                                            ::testing::Values("driver", "staged", "small-staged")),
                         [](const auto& info) {
                           std::string s = std::get<0>(info.param) + "_" + std::get<1>(info.param);
                           for (char& c : s)
                             if (c == '-') c = '_';
                           return s;
                         });

TEST(TransferFakeLink, AdjacentTensorsOfOneAllocationBecomeOneDmaPerSlot) {
  reset_fake_link();
  fake_link().pageable_gbps = 1000;
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = forced_policy("staged");
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  // 256 adjacent 1 KiB tensors = 256 KiB = 4 slots of 64 KiB: 4 DMAs, not 256.
  const size_t n = 256, each = 1024;
  DeviceBuffer arena(b, n * each);
  auto src = pattern(n * each, 3);
  std::vector<UploadItem> items;
  for (size_t i = 0; i < n; ++i) items.push_back({arena.ptr + i * each, src.data() + i * each, each});
  fake_link().async_copies = 0;
  engine.upload_many(items, nullptr, /*one_allocation=*/true);
  EXPECT_EQ(fake_link().async_copies.load(), 4);
  EXPECT_EQ(0, std::memcmp(arena.ptr, src.data(), n * each));
  EXPECT_EQ(fake_link().direction_errors.load(), 0);
}

// Buffers allocated one after another are adjacent on the fake device, as small cudaMalloc
// allocations often are: without the one-allocation promise each gets its own DMA, since a copy
// spanning two allocations is refused (the H200 answered 'invalid argument' to the joined DMA).
TEST(TransferFakeLink, AdjacentSeparateBuffersKeepTheirOwnDmas) {
  reset_fake_link();
  fake_link().pageable_gbps = 1000;
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = forced_policy("staged");
  auto b = fake_backend();
  TransferEngine engine(b, 0, o);
  const size_t n = 16, each = 1024;
  std::vector<char*> bufs(n);
  for (char*& p : bufs) {
    void* v = nullptr;
    b->check(b->api().malloc_device(0, each, &v), "malloc_device");
    p = static_cast<char*>(v);
  }
  size_t adjacent = 0;
  for (size_t i = 1; i < n; ++i) adjacent += bufs[i - 1] + each == bufs[i];
  EXPECT_GT(adjacent, 0u) << "the fake device no longer hands out adjacent buffers; this test needs them";
  auto src = pattern(n * each, 5);
  std::vector<UploadItem> items;
  for (size_t i = 0; i < n; ++i) items.push_back({bufs[i], src.data() + i * each, each});
  fake_link().async_copies = 0;
  engine.upload_many(items);
  EXPECT_EQ(fake_link().async_copies.load(), int(n));
  std::vector<char> back(each);
  for (size_t i = 0; i < n; ++i) {
    b->check(b->api().memcpy_sync(0, back.data(), bufs[i], each, CW_D2H), "memcpy_sync");
    EXPECT_EQ(0, std::memcmp(back.data(), src.data() + i * each, each)) << i;
  }
  EXPECT_EQ(fake_link().direction_errors.load(), 0);
  for (char* p : bufs) b->api().free_device(0, p);
}

TEST(TransferFakeLink, NullPointerIsAUsageError) {
  reset_fake_link();
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = forced_policy("staged");
  TransferEngine engine(fake_backend(), 0, o);
  char host[8];
  try {
    engine.copy_to_device(nullptr, host, 8);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::Usage);
  }
}

}  // namespace

namespace {

TEST(HostCopierTest, ParallelCopiesMatchAcrossRounds) {
  crosswarp::transfer::HostCopier copier;
  for (int round = 0; round < 20; ++round) {
    std::vector<std::vector<unsigned char>> src, dst;
    std::vector<crosswarp::transfer::HostCopier::Job> jobs;
    for (size_t n : {size_t(3) << 20, size_t(1), size_t(777777), size_t(0), size_t(1) << 20}) {
      src.push_back(pattern(n, unsigned(round * 7 + n)));
      dst.emplace_back(n, 0);
    }
    for (size_t i = 0; i < src.size(); ++i)
      jobs.push_back({reinterpret_cast<char*>(dst[i].data()), reinterpret_cast<const char*>(src[i].data()), src[i].size()});
    copier.run(jobs, 1 + round % 5);
    for (size_t i = 0; i < src.size(); ++i) ASSERT_EQ(dst[i], src[i]) << "round " << round << " job " << i;
  }
}

// The pipeline with 1 MiB slots and 4 host threads, on simt and the fake link.
TEST(HostCopierTest, EngineWithCopyThreads) {
  for (const char* name : {"simt", "fake"}) {
    std::string why;
    auto b = backend_named(name, &why);
    if (!b) continue;
    reset_fake_link();
    auto p = std::make_shared<CopyPolicy>(*forced_policy("staged"));
    p->chunk_bytes = size_t(1) << 20;
    p->copy_threads = 4;
    TransferOptions o;
    o.use_cache = false;
    o.force_h2d = o.force_d2h = p;
    TransferEngine engine(b, 0, o);
    size_t n = (size_t(5) << 20) + 3;
    auto src = pattern(n, 11);
    DeviceBuffer dev(b, n);
    engine.copy_to_device(dev.ptr, src.data(), n);
    EXPECT_TRUE(dev.contents() == src) << name;
    std::vector<unsigned char> back(n);
    engine.copy_to_host(back.data(), dev.ptr, n);
    EXPECT_TRUE(back == src) << name;
    EXPECT_TRUE(dev.guard_intact()) << name;
  }
}

}  // namespace
