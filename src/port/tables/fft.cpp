// Mapping table: cuFFT -> hipFFT. The entries are generated from the headers (generate_tables.py).
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "fft_table.inc"
};
}  // namespace

std::span<const ApiEntry> fft_api_table() { return kEntries; }

}  // namespace crosswarp::port
