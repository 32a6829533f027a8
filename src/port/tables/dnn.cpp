// Mapping tables: cuDNN -> MIOpen (used with --miopen) and cuDNN -> hipDNN (HIPIFY's default without it). The
// entries are generated (generate_tables.py): MIOpen's from the headers and overrides.py, hipDNN's from hipify-perl's
// substitutions checked against the archived hipDNN header's names (tests/port/data/hipdnn_names.txt).
#include "port/tables.h"

#include <algorithm>

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
#include "dnn_table.inc"
};
constexpr ApiEntry kHipdnnEntries[] = {
#include "hipdnn_table.inc"
};
}  // namespace

std::span<const ApiEntry> dnn_api_table() { return kEntries; }

std::span<const ApiEntry> hipdnn_api_table() { return kHipdnnEntries; }

const ApiEntry* find_hipdnn(std::string_view cuda_name) {
  const ApiEntry* end = std::end(kHipdnnEntries);
  const ApiEntry* it = std::lower_bound(std::begin(kHipdnnEntries), end, cuda_name,
                                        [](const ApiEntry& e, std::string_view n) { return std::string_view(e.cuda) < n; });
  return it != end && std::string_view(it->cuda) == cuda_name ? it : nullptr;
}

}  // namespace crosswarp::port
