// Asks the kernel to back a large buffer with transparent huge pages (madvise(MADV_HUGEPAGE)), where the system's
// THP mode is "madvise". A file of a few hundred thousand lines makes the lexer's token vector and the translator's
// per-token output tens of megabytes, first written once: with 4 KiB pages every one of those pages is a page fault
// (a quarter of the time of `crosswarp port` on a 185k-line file, measured on the build machine); with 2 MiB pages
// a 512th of them. Only the 2 MiB-aligned whole huge pages inside the buffer are advised; smaller buffers are left.
// Harmless where THP is off or the call fails (the advice is dropped).
#pragma once

#include <cstddef>

namespace crosswarp::port {

void advise_huge_pages(const void* data, std::size_t bytes);

// Process-level malloc tuning for the commands that build large short-lived token and analysis structures
// (crosswarp port, crosswarp lint). glibc's malloc grows a heap 128 KiB at a time and hands blocks of 128 KiB and
// more to mmap, and every 4 KiB page of either is a page fault on first write: on the build machine (a
// paravirtualized VM, several microseconds a fault) porting an 18k-line file took 3,800 faults, a third of its
// time. tune_heap_for_large_inputs() makes the heaps grow in 32 MiB steps and keep blocks up to 32 MiB (pages
// reserved but not written cost nothing; freed memory is reused by the next file instead of being returned and
// faulted in again), and advises the calling thread's heap onto transparent huge pages; the main heap's first,
// unaligned 2 MiB range (4 KiB pages only) is filled with a block never used, and a worker's arena has its first
// 2 MiB collapsed onto a huge page where the kernel can (MADV_COLLAPSE). Call it once, early, in
// the main thread; advise_thread_heap() at the start of a worker thread that allocates much (its own malloc
// arena). Advice only: with another C library or allocator (a sanitizer's), or THP off, nothing changes but the
// speed. Returns whether malloc took the settings (false where malloc is not glibc's).
bool tune_heap_for_large_inputs();
void advise_thread_heap();

}  // namespace crosswarp::port
