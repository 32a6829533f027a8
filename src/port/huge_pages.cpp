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

namespace {
constexpr std::uintptr_t kHuge = std::uintptr_t{2} << 20;  // a transparent huge page on x86-64 and arm64 (4K base)
}  // namespace

void advise_huge_pages(const void* data, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
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

// A thread's malloc arena (glibc: a 64 MiB-aligned heap, created before anyone could advise it) has had its first
// 4 KiB pages written already (the heap's header); the kernel does not back a 2 MiB range that holds 4 KiB pages
// with a huge page on a later fault, so each page of the heap's first 2 MiB, where its first blocks go, would still
// fault on its own (on the build machine ~430 faults of the linter's thread on an 18k-line file). MADV_COLLAPSE
// (Linux 6.1) moves that range onto a huge page now. The main heap's start is not 2 MiB-aligned: left.
void collapse_head(std::uintptr_t lo, std::uintptr_t hi) {
#if defined(__linux__)
  constexpr int kMadvCollapse = 25;  // MADV_COLLAPSE; older headers lack the name, older kernels say EINVAL
  if ((lo & (kHuge - 1)) != 0 || hi - lo < 4 * kHuge) return;
  (void)madvise(reinterpret_cast<void*>(lo), kHuge, kMadvCollapse);
#else
  (void)lo;
  (void)hi;
#endif
}

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
      collapse_head(lo, hi);
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
  const auto a = reinterpret_cast<std::uintptr_t>(p);
  std::free(p);
  // The main heap starts where the program's data ends, not on a 2 MiB boundary, and its first pages are written
  // before main(): the rest of that first 2 MiB range can only have 4 KiB pages, one fault each, and it is where
  // the next blocks would go (on the build machine up to ~500 faults on an 18k-line file, as many as all the rest
  // of the run). A block that fills the heap up to the boundary, never written and never freed (address space
  // only: no page of it is touched), makes every later block start in huge-page-backed ranges. Blocks freed
  // before now stay below and are reused as before. The next malloc carves its chunk from the top, which starts
  // 16 bytes before p: a request of n bytes takes n + 8 rounded up to 16, so n = gap - 8 ends it 16 bytes before
  // the boundary, where the top's own header goes. (A gap of less than 1 KiB may be served from a freed block
  // instead; then at most a page or so of the range is used.)
  const std::uintptr_t gap = ((a + kHuge - 1) & ~(kHuge - 1)) - a;
  if (gap >= 32) {
    [[maybe_unused]] static void* volatile filler = nullptr;  // kept: out of use for the process's life
    filler = std::malloc(gap - 8);
  }
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
