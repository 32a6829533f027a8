// Mapping table: device functions and intrinsics. The entries are generated from the headers (generate_tables.py).
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "device_table.inc"
};
}  // namespace

std::span<const ApiEntry> device_api_table() { return kEntries; }

}  // namespace crosswarp::port
