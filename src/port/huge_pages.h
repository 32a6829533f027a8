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

}  // namespace crosswarp::port
