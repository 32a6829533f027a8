// The one-source GPU code's entry header: picks the vendor header for the build.
//   CW_GPU_CUDA  nvcc, through vendor/cuda.h (HIP names mapped to CUDA)
//   CW_GPU_HIP   hipcc/clang for AMD, through vendor/hip.h
//   CW_GPU_SIMT  the host compiler against crosswarp-simt (HIP on the CPU), through vendor/simt.h
// Everything else in src/gpu/ is written once, in HIP's dialect, and includes only this header.
#pragma once

#if defined(CW_GPU_CUDA)
#include "vendor/cuda.h"
#elif defined(CW_GPU_HIP)
#include "vendor/hip.h"
#elif defined(CW_GPU_SIMT)
#include "vendor/simt.h"
#else
#error "define one of CW_GPU_CUDA, CW_GPU_HIP, CW_GPU_SIMT (the src/gpu/targets/* CMake files do)"
#endif
