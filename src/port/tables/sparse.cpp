// Mapping table: cuSPARSE -> hipSPARSE. The entries are generated from the headers (generate_tables.py).
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "sparse_table.inc"
};
}  // namespace

std::span<const ApiEntry> sparse_api_table() { return kEntries; }

}  // namespace crosswarp::port
