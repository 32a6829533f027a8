#include "port/huge_pages.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <utility>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace crosswarp::port {

void advise_huge_pages(const void* data, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kHuge = std::uintptr_t{2} << 20;
  auto begin = reinterpret_cast<std::uintptr_t>(data);
  std::uintptr_t first = (begin + kHuge - 1) & ~(kHuge - 1);
  std::uintptr_t last = (begin + bytes) & ~(kHuge - 1);
  if (bytes < 4 * kHuge || last <= first) return;
  (void)madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
#else
  (void)data;
  (void)bytes;
#endif
}

namespace {

constexpr int kHeapStep = 32 << 20;

// The mapping that holds `p` (from /proc/self/maps), advised onto huge pages. A mapping advised before is not
// looked up again (a tree of small files starts a linter thread per file, and glibc hands each the arena the
// previous one left).
void advise_mapping_of(const void* p) {
#if defined(__linux__)
  static std::mutex mutex;
  static std::vector<std::pair<std::uintptr_t, std::uintptr_t>> advised;
  const auto a = reinterpret_cast<std::uintptr_t>(p);
  std::lock_guard<std::mutex> lock(mutex);
  for (const auto& [lo, hi] : advised)
    if (a >= lo && a < hi) return;
  std::FILE* maps = std::fopen("/proc/self/maps", "r");
  if (!maps) return;
  char line[512];
  while (std::fgets(line, sizeof line, maps)) {
    unsigned long lo = 0, hi = 0;
    if (std::sscanf(line, "%lx-%lx", &lo, &hi) != 2) continue;
    if (a >= lo && a < hi) {
      advise_huge_pages(reinterpret_cast<const void*>(lo), hi - lo);
      advised.emplace_back(lo, hi);
      break;
    }
  }
  std::fclose(maps);
#else
  (void)p;
#endif
}

}  // namespace

bool tune_heap_for_large_inputs() {
#if defined(__GLIBC__)
  if (mallopt(M_TOP_PAD, kHeapStep) != 1) return false;  // e.g. ASan's malloc, whose mallopt does nothing
  (void)mallopt(M_MMAP_THRESHOLD, kHeapStep);
  (void)mallopt(M_TRIM_THRESHOLD, 2 * kHeapStep);
  // A block larger than what the heap can have left (below the new mmap threshold, so from the heap): the main
  // heap grows now, by the block and the new step, and that whole mapping is advised. (Growth past it later is a
  // new mapping the kernel does not merge with an advised one: normal pages there.)
  void* p = std::malloc(kHeapStep / 2);
  advise_mapping_of(p);
  std::free(p);
  return true;
#else
  return false;
#endif
}

void advise_thread_heap() {
#if defined(__GLIBC__)
  void* p = std::malloc(64);  // creates (or finds) this thread's arena
  advise_mapping_of(p);
  std::free(p);
#endif
}

}  // namespace crosswarp::port
