// crosswarp-simt's own C++ API, next to the HIP one: the wavefront size and the diagnostics of
// warp-level misuse.
#pragma once

#include <cstddef>
#include <string>

namespace crosswarp::simt {

// The wavefront size the next launch uses: 32 or 64. Starts from CROSSWARP_SIMT_WARP (default 64).
int warp_size();
// Sets it (32 or 64; anything else throws std::invalid_argument). Affects later launches and
// hipGetDeviceProperties.
void set_warp_size(int lanes);

// The diagnostics of the most recent launch that reported any, one per line ("" when none), e.g.
//   kernel 'reduce' block (0,0,0) warp 1 lanes 32-63: __shfl_xor_sync (reduce.hip:42) mask
//   0x00000000ffffffff leaves out the calling lanes
std::string last_diagnostic();
// Errors reported since start (or the last clear_diagnostics()), over all launches.
std::size_t diagnostic_count();
void clear_diagnostics();

// Worker OS threads that run blocks (CROSSWARP_SIMT_THREADS, default: the hardware's cores).
int worker_count();

}  // namespace crosswarp::simt
