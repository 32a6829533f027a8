// Mapping table: cuBLAS -> hipBLAS, and rocBLAS names for --roc. The entries are generated from the headers (generate_tables.py).
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "blas_table.inc"
};
}  // namespace

std::span<const ApiEntry> blas_api_table() { return kEntries; }

}  // namespace crosswarp::port
