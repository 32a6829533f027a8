// Mapping table: CUDA runtime API (cuda*), its types, enums and macros. The entries are generated from the headers (generate_tables.py).
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "runtime_table.inc"
};
}  // namespace

std::span<const ApiEntry> runtime_api_table() { return kEntries; }

}  // namespace crosswarp::port
