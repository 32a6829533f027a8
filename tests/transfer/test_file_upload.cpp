// upload_from_file: file ranges read by the copy threads straight into the staging ring (or, with
// no pinned memory, into a pageable buffer) and on to the device; every backend, blocking and
// stream-ordered, ranges that cross slots, a file that ends early, the HostCopier's file jobs.
#include "async_link_backend.h"
#include "transfer_test_util.h"

#include "runtime/transfer/host_copier.h"

#include <fcntl.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

using namespace crosswarp;
using namespace cwtest;

namespace {

struct TempFile {
  std::string path;
  int fd = -1;
  explicit TempFile(const std::vector<unsigned char>& bytes) {
    path = (std::filesystem::temp_directory_path() / ("cw-file-upload-" + std::to_string(::getpid()) + "-" +
                                                      std::to_string(reinterpret_cast<uintptr_t>(this))))
               .string();
    std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), long(bytes.size()));
    fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  }
  ~TempFile() {
    if (fd >= 0) ::close(fd);
    std::filesystem::remove(path);
  }
};

std::shared_ptr<Backend> named(const std::string& name, std::string* why) {
  if (name == "async") return async_backend();
  return backend_named(name, why);
}

class FileUpload : public ::testing::TestWithParam<std::string> {};

TEST_P(FileUpload, RangesLandWhereTheySay) {
  reset_fake_link();
  reset_async_link();
  fake_link().pageable_gbps = 1000;
  std::string why;
  auto b = named(GetParam(), &why);
  if (!b) GTEST_SKIP() << why;
  auto p = std::make_shared<CopyPolicy>(*forced_policy("staged"));
  p->copy_threads = 3;
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = p;
  TransferEngine engine(b, 0, o);
  const size_t n = 7 * kChunk + 1234;
  auto bytes = pattern(n, 42);
  TempFile file(bytes);
  ASSERT_GE(file.fd, 0);
  DeviceBuffer dev(b, n);
  // Three ranges, out of order, one crossing several slots, one tiny, one at the very end.
  std::vector<FileUploadItem> items = {
      {dev.ptr + 100, file.fd, 100, 3 * kChunk + 17},
      {dev.ptr, file.fd, 0, 100},
      {dev.ptr + 3 * kChunk + 117, file.fd, 3 * kChunk + 117, n - (3 * kChunk + 117)},
  };
  engine.upload_from_file(items);
  EXPECT_TRUE(dev.contents() == bytes);
  EXPECT_TRUE(dev.guard_intact());
  auto m = engine.metrics();
  EXPECT_EQ(m.file_bytes, n);
  bool staging = b->api().malloc_host_pinned != nullptr;
  EXPECT_EQ(m.h2d.path_copies[int(staging ? CopyPath::Staged : CopyPath::Driver)], 1u) << m.to_text();

  // Stream-ordered, into a second buffer; the file may be closed once the call returns.
  cw_stream s = nullptr;
  b->check(b->api().stream_create(0, &s), "stream_create");
  DeviceBuffer dev2(b, n);
  FileUploadItem all{dev2.ptr, file.fd, 0, n};
  engine.upload_from_file({&all, 1}, s);
  b->check(b->api().stream_synchronize(s), "sync");
  engine.synchronize();
  EXPECT_TRUE(dev2.contents() == bytes);
  b->api().stream_destroy(s);
}

TEST_P(FileUpload, AFileThatEndsEarlyIsAnError) {
  reset_fake_link();
  std::string why;
  auto b = named(GetParam(), &why);
  if (!b) GTEST_SKIP() << why;
  TransferOptions o;
  o.use_cache = false;
  o.force_h2d = o.force_d2h = forced_policy("staged");
  TransferEngine engine(b, 0, o);
  auto bytes = pattern(5000, 1);
  TempFile file(bytes);
  DeviceBuffer dev(b, 8000);
  FileUploadItem past{dev.ptr, file.fd, 1000, 6000};
  try {
    engine.upload_from_file({&past, 1});
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::Runtime);
    EXPECT_NE(std::string(e.what()).find("ends early"), std::string::npos) << e.what();
  }
  FileUploadItem bad{dev.ptr, -1, 0, 10};
  EXPECT_THROW(engine.upload_from_file({&bad, 1}), Error);
  // The engine still works afterwards.
  FileUploadItem ok{dev.ptr, file.fd, 0, 5000};
  engine.upload_from_file({&ok, 1});
  auto got = read_device(*b, dev.ptr, 5000);
  EXPECT_TRUE(got == bytes);
}

INSTANTIATE_TEST_SUITE_P(Backends, FileUpload, ::testing::Values("cpu", "simt", "cuda", "fake", "async"),
                         [](const auto& info) { return std::string(info.param); });

TEST(HostCopierFiles, FileJobsReadTheirRanges) {
  auto bytes = pattern((size_t(3) << 20) + 333, 5);
  TempFile file(bytes);
  crosswarp::transfer::HostCopier copier;
  for (int threads : {1, 2, 5}) {
    std::vector<unsigned char> a(size_t(1) << 20, 0), c(size_t(2) << 20, 0);
    std::vector<unsigned char> mem = pattern(70000, 9), d(70000, 0);
    std::vector<crosswarp::transfer::HostCopier::Job> jobs = {
        {reinterpret_cast<char*>(a.data()), nullptr, a.size(), file.fd, 777},
        {reinterpret_cast<char*>(d.data()), reinterpret_cast<const char*>(mem.data()), d.size()},  // memory job between
        {reinterpret_cast<char*>(c.data()), nullptr, c.size(), file.fd, bytes.size() - c.size()},
    };
    copier.run(jobs, threads, threads == 2);
    ASSERT_EQ(0, std::memcmp(a.data(), bytes.data() + 777, a.size())) << threads;
    ASSERT_EQ(d, mem) << threads;
    ASSERT_EQ(0, std::memcmp(c.data(), bytes.data() + bytes.size() - c.size(), c.size())) << threads;
  }
}

// The two halves of a round: the caller does other work (here: the check that a second round
// cannot start) between start() and finish(); many rounds, more threads than cores.
TEST(HostCopierRounds, StartFinishAcrossManyRounds) {
  crosswarp::transfer::HostCopier copier;
  auto src = pattern(size_t(2) << 20, 3);
  std::vector<unsigned char> dst(src.size());
  for (int round = 0; round < 300; ++round) {
    size_t n = size_t(64) << 10 << (round % 6);  // 64 KiB .. 2 MiB
    size_t off = size_t(round) % 61;
    n = std::min(n, src.size() - off);
    std::fill(dst.begin(), dst.begin() + long(n), 0);
    crosswarp::transfer::HostCopier::Job job{reinterpret_cast<char*>(dst.data()),
                                             reinterpret_cast<const char*>(src.data()) + off, n};
    copier.start({&job, 1}, 1 + round % 16, round % 3 == 0);
    EXPECT_TRUE(copier.round_open());
    copier.finish();
    EXPECT_FALSE(copier.round_open());
    ASSERT_EQ(0, std::memcmp(dst.data(), src.data() + off, n)) << "round " << round;
  }
  EXPECT_EQ(copier.workers(), 15);
}

}  // namespace
