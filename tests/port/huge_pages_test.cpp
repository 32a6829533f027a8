// The malloc tuning of crosswarp port and lint (port/huge_pages.h): after it, blocks the commands allocate lie in
// mappings the kernel has been advised to back with transparent huge pages (VmFlags "hg" in /proc/self/smaps),
// on the main thread's heap and on a worker thread's own arena.
#include "port/huge_pages.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

namespace {

// The VmFlags line of the mapping that holds `p`, or "" if none was found.
std::string vm_flags_of(const void* p) {
  std::ifstream smaps("/proc/self/smaps");
  const auto a = reinterpret_cast<std::uintptr_t>(p);
  std::string line;
  bool inside = false;
  while (std::getline(smaps, line)) {
    unsigned long lo = 0, hi = 0;
    char dash = 0;
    std::istringstream head(line);
    if (head >> std::hex >> lo >> dash >> hi && dash == '-') {
      inside = a >= lo && a < hi;
      continue;
    }
    if (inside && line.rfind("VmFlags:", 0) == 0) return line;
  }
  return "";
}

bool huge_page_advised(const void* p) { return (" " + vm_flags_of(p) + " ").find(" hg ") != std::string::npos; }

TEST(PortHeapTuning, BlocksLandInHugePageAdvisedMappings) {
#if !defined(__linux__) || !defined(__GLIBC__)
  GTEST_SKIP() << "the tuning is for Linux with glibc's malloc";
#else
  std::ifstream thp("/sys/kernel/mm/transparent_hugepage/enabled");
  std::string mode;
  std::getline(thp, mode);
  if (mode.empty() || mode.find("[never]") != std::string::npos)
    GTEST_SKIP() << "transparent huge pages are off on this machine (" << (mode.empty() ? "no THP" : mode) << ")";
  // 8 MiB: an mmap'd block of its own without the tuning (glibc's threshold is 128 KiB), which nobody advised --
  // the check below can fail; from the advised heap with it. Only whole 2 MiB-aligned pages are advised (the
  // heap's unaligned start is not), so the middle of the block is what is looked at.
  constexpr std::size_t kBlock = 8 << 20;
  auto* before = static_cast<char*>(std::malloc(kBlock));
  ASSERT_NE(before, nullptr);
  EXPECT_FALSE(huge_page_advised(before + kBlock / 2)) << vm_flags_of(before + kBlock / 2);
  std::free(before);
  if (!crosswarp::port::tune_heap_for_large_inputs())
    GTEST_SKIP() << "malloc did not take the settings: not glibc's (under a sanitizer, its own allocator)";
  auto* main_block = static_cast<char*>(std::malloc(kBlock));
  ASSERT_NE(main_block, nullptr);
  EXPECT_TRUE(huge_page_advised(main_block + kBlock / 2)) << vm_flags_of(main_block + kBlock / 2);
  std::free(main_block);

  bool worker_advised = false;
  std::string worker_flags;
  std::thread([&] {
    crosswarp::port::advise_thread_heap();
    auto* b = static_cast<char*>(std::malloc(kBlock));
    worker_advised = b && huge_page_advised(b + kBlock / 2);
    worker_flags = b ? vm_flags_of(b + kBlock / 2) : "malloc failed";
    std::free(b);
  }).join();
  EXPECT_TRUE(worker_advised) << worker_flags;
#endif
}

}  // namespace
