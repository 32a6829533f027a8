// Mapping table: cuRAND -> hipRAND. The entries are generated from the headers (generate_tables.py).
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "rand_table.inc"
};
}  // namespace

std::span<const ApiEntry> rand_api_table() { return kEntries; }

}  // namespace crosswarp::port
