// GEMM through the vendor BLAS: cuBLASLt on CUDA (bias and GELU epilogues fused by the library),
// hipBLAS on HIP (ROCm 5.7 has no hipBLASLt: hipblasGemmStridedBatchedEx, then our epilogue kernel).
// simt has no vendor BLAS (the variant is not listed there).
#pragma once

#include "kernels/common.h"

namespace crosswarp::gpu {

bool blas_available();
const char* blas_variant_description();
int launch_gemm_blas(const LaunchContext& lc, const cw_op_call& c);

}  // namespace crosswarp::gpu
