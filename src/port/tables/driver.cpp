// Mapping table: CUDA driver API (cu*, CU*). The entries are generated from the headers (generate_tables.py).
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "driver_table.inc"
};
}  // namespace

std::span<const ApiEntry> driver_api_table() { return kEntries; }

}  // namespace crosswarp::port
