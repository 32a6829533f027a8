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

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace {

// The line of /proc/self/smaps that starts with `field` ("VmFlags:", "AnonHugePages:") in the entry of the mapping
// that holds `p`, or "" if none was found.
std::string smaps_line_of(const void* p, const std::string& field) {
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
    if (inside && line.rfind(field, 0) == 0) return line;
  }
  return "";
}

std::string vm_flags_of(const void* p) { return smaps_line_of(p, "VmFlags:"); }

bool huge_page_advised(const void* p) { return (" " + vm_flags_of(p) + " ").find(" hg ") != std::string::npos; }

// The AnonHugePages of the mapping that holds `p`, in kB (-1 if none was found).
long anon_huge_kb_of(const void* p) {
  const std::string line = smaps_line_of(p, "AnonHugePages:");
  return line.empty() ? -1 : std::stol(line.substr(14));
}

// Whether this kernel collapses a range onto a huge page on request (MADV_COLLAPSE, Linux 6.1) and has one free
// now: tried on a scratch mapping with one 4 KiB page written.
bool kernel_collapses() {
#if defined(__linux__)
  constexpr std::size_t kHuge = std::size_t{2} << 20;
  void* m = mmap(nullptr, 2 * kHuge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) return false;
  auto* aligned = reinterpret_cast<char*>((reinterpret_cast<std::uintptr_t>(m) + kHuge - 1) & ~(kHuge - 1));
  aligned[0] = 1;
  const bool ok = madvise(aligned, kHuge, 25 /* MADV_COLLAPSE */) == 0;
  munmap(m, 2 * kHuge);
  return ok;
#else
  return false;
#endif
}

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
  // The heap's first, unaligned 2 MiB range (written before the tuning, so 4 KiB pages only) is left behind: a
  // block allocated now starts in the advised part.
  auto* first = static_cast<char*>(std::malloc(256 << 10));
  ASSERT_NE(first, nullptr);
  EXPECT_TRUE(huge_page_advised(first)) << vm_flags_of(first);
  std::free(first);
  auto* main_block = static_cast<char*>(std::malloc(kBlock));
  ASSERT_NE(main_block, nullptr);
  EXPECT_TRUE(huge_page_advised(main_block + kBlock / 2)) << vm_flags_of(main_block + kBlock / 2);
  std::free(main_block);

  bool worker_advised = false;
  std::string worker_flags;
  long worker_head_kb = -1;
  std::thread([&] {
    crosswarp::port::advise_thread_heap();
    // The arena's first 2 MiB (its header written when the thread first allocated, before the advice) is on a
    // huge page already, where the kernel collapses on request.
    auto* small = static_cast<char*>(std::malloc(64));
    worker_head_kb = small ? anon_huge_kb_of(small) : -1;
    std::free(small);
    auto* b = static_cast<char*>(std::malloc(kBlock));
    worker_advised = b && huge_page_advised(b + kBlock / 2);
    worker_flags = b ? vm_flags_of(b + kBlock / 2) : "malloc failed";
    std::free(b);
  }).join();
  EXPECT_TRUE(worker_advised) << worker_flags;
  if (!kernel_collapses())
    GTEST_SKIP() << "this kernel does not collapse ranges onto huge pages on request (MADV_COLLAPSE, Linux 6.1), "
                    "or has none free now: the arena's first 2 MiB is not checked";
  EXPECT_GE(worker_head_kb, 2048) << "AnonHugePages of the worker's arena: " << worker_head_kb << " kB";
#endif
}

}  // namespace
