// Mapping table: cuSOLVER -> hipSOLVER (its cusolver-compatible hipsolverDn* API). Generated
// (generate_tables.py) from the CUDA 13 cuSOLVER headers by cusolverX -> hipsolverX, each HIP name checked
// against Debian 13's hipSOLVER 5.7 headers.
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "solver_table.inc"
};
}  // namespace

std::span<const ApiEntry> solver_api_table() { return kEntries; }

}  // namespace crosswarp::port
