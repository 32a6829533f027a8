// Mapping table: NVTX (NVIDIA Tools Extension: nvtxRangePush, nvtxMark, ...) -> roctx (roctracer's profiler
// annotations, <roctracer/roctx.h>, library roctx64). The entries are generated from the headers (generate_tables.py).
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "nvtx_table.inc"
};
}  // namespace

std::span<const ApiEntry> nvtx_api_table() { return kEntries; }

}  // namespace crosswarp::port
