// Mapping table: CUB -> hipCUB. hipCUB mirrors CUB's API inside namespace hipcub, so the namespace
// is what changes (the translator rewrites `cub::` and `namespace cub`); headers are in headers.cpp.
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr ApiEntry kEntries[] = {
    {"cub", "hipcub", "", ApiKind::Namespace, ApiStatus::Supported, ""},
    {"CUB_STDERR", "HIPCUB_STDERR", "", ApiKind::Macro, ApiStatus::Supported, ""},
    {"CubDebug", "HipcubDebug", "", ApiKind::Macro, ApiStatus::Supported, ""},
};
}  // namespace

std::span<const ApiEntry> cub_api_table() { return kEntries; }

}  // namespace crosswarp::port
