// Mapping table: NCCL -> RCCL (RCCL keeps NCCL's names). The entries are generated from the headers (generate_tables.py).
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "nccl_table.inc"
};
}  // namespace

std::span<const ApiEntry> nccl_api_table() { return kEntries; }

}  // namespace crosswarp::port
