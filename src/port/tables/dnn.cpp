// Mapping table: cuDNN -> MIOpen (used with --miopen). The entries are generated from the headers (generate_tables.py).
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "dnn_table.inc"
};
}  // namespace

std::span<const ApiEntry> dnn_api_table() { return kEntries; }

}  // namespace crosswarp::port
