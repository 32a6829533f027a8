// Mapping table: cuTENSOR -> hipTensor. Generated (generate_tables.py) from the hand-written list in
// overrides.py (HIPIFY's table): neither library is installed here; names after HIP 5.7 record their version.
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "tensor_table.inc"
};
}  // namespace

std::span<const ApiEntry> tensor_api_table() { return kEntries; }

}  // namespace crosswarp::port
