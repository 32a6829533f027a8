// crosswarp-simt: HIP on the CPU. Include this instead of ROCm's hip/hip_runtime.h and build with the
// host C++ compiler (C++20) against libcrosswarp-simt (`pkg-config crosswarp-simt`). Launch with
// hipLaunchKernelGGL and declare dynamic shared memory with HIP_DYNAMIC_SHARED (host compilers
// cannot parse <<<...>>> or `extern __shared__ T x[]`; `crosswarp emulate` rewrites both).
#pragma once

// HIP's own include guards, which code tests to see what is included (the port writes them for CUDA's:
// cuda-samples' helper_cuda.h defines checkCudaErrors under #ifdef __DRIVER_TYPES_H__).
#define HIP_INCLUDE_HIP_HIP_RUNTIME_H

#include <cassert>
#include <cstdio>
#include <cstdlib>

#include "hip_runtime_api.h"
#include "hip_vector_types.h"
#include "../crosswarp_simt/device.h"
#include "../crosswarp_simt/atomics.h"
#include "../crosswarp_simt/math.h"
