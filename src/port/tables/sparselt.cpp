// Mapping table: cuSPARSELt -> hipSPARSELt. Generated (generate_tables.py) from the hand-written list in
// overrides.py (HIPIFY's table): cusparseLt.h is not part of the CUDA toolkit, hipSPARSELt not of Debian 13, and
// every hipSPARSELt name records the release HIPIFY gives (7.10.0).
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "sparselt_table.inc"
};
}  // namespace

std::span<const ApiEntry> sparselt_api_table() { return kEntries; }

}  // namespace crosswarp::port
