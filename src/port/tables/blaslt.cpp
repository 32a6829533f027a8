// Mapping table: cuBLASLt -> hipBLASLt. Generated (generate_tables.py) from CUDA 13's cublasLt.h and the
// hand-written list in overrides.py (HIPIFY's table); Debian 13 has no hipBLASLt, so its names are checked
// against the headers only where it is installed.
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "blaslt_table.inc"
};
}  // namespace

std::span<const ApiEntry> blaslt_api_table() { return kEntries; }

}  // namespace crosswarp::port
