// CUDA's SIMD video intrinsics and Hopper's DPX functions, which no HIP release has (HIPIFY reports all of
// them unsupported; HIP's headers, 5.7 to 7.x as far as the index shows, declare none):
//  - the 82 SIMD intrinsics on the two halfwords or four bytes of an unsigned int: __vadd2/4, __vsub, __vabs,
//    __vneg, their saturating forms (ss: signed, us: unsigned), __vabsdiff{s,u}, __vavg{s,u}, __vhaddu, the
//    comparisons __vcmp* (all-ones lanes) and __vset* (lanes of 1), __vmin/__vmax{s,u}, __vsad{s,u} (the sum
//    of the lanes' absolute differences);
//  - the 36 DPX functions of CUDA 12 (host and device): __vimax3/__vimin3, __viaddmax/__viaddmin (their _relu
//    forms clamp at 0), __vimax/__vimin_*_relu and __vibmax/__vibmin (the predicate says which argument won),
//    on s32, u32, s16x2 and u16x2.
// A call becomes a call of crosswarp<Name> (crosswarpVmaxs4, crosswarpViaddmax_s16x2_relu), defined once in
// the file: on HIP's NVIDIA platform a macro for CUDA's own function, elsewhere (AMD GPUs, crosswarp-simt) a
// loop over the lanes in plain C++, as CUDA documents each function and as CUDA's headers compute the DPX
// functions on the host.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace crosswarp::port {

struct SimdEmulation {
  std::string name;        // what the call's name becomes
  std::string definition;  // the block defining it, guarded so that it is defined once in a translation unit
  bool host;               // also a host function in CUDA (the DPX functions)
};

// The emulation of CUDA function `cuda`, or nothing when it is not one of the functions above.
std::optional<SimdEmulation> simd_emulation(std::string_view cuda);

}  // namespace crosswarp::port
