// cudaDeviceProp fields that HIP 5.7's hipDeviceProp_t does not have (checked against the Debian 13 HIP 5.7
// headers of scripts/hip-chroot.sh). For an older --hip-version (< 6.0, which rebuilt hipDeviceProp_t after
// CUDA's) a member access `.name` / `->name` of one of them is renamed where HIP 5.7 has the same property
// under another name (sharedMemPerMultiprocessor -> maxSharedMemoryPerMultiProcessor) and reported otherwise.
#pragma once

#include <string_view>

namespace crosswarp::port {

// True when `field` is a cudaDeviceProp field missing from HIP 5.7's hipDeviceProp_t; `hip57` is then the
// HIP 5.7 member with the same meaning, or "" when there is none.
bool device_prop_missing_in_hip57(std::string_view field, std::string_view& hip57);

}  // namespace crosswarp::port
