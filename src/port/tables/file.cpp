// Mapping table: cuFile (GPUDirect Storage) -> hipFile. The entries are generated (generate_tables.py) from the
// hand-written list in overrides.py: neither library's header is installed here, and every hipFile name
// records the HIP/ROCm release that introduced it (7.2.0).
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "file_table.inc"
};
}  // namespace

std::span<const ApiEntry> file_api_table() { return kEntries; }

}  // namespace crosswarp::port
