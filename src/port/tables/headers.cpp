// Mapping table: CUDA headers -> HIP headers (for #include lines). Hand-written; every HIP header is
// checked to exist in Debian 13's HIP 5.7 packages by tests/port/tables_test.cpp.
// The `roc` column is the header used with --roc (rocBLAS, rocSPARSE, rocRAND) where it differs: each of
// cuRAND's device headers becomes the rocRAND header that defines the same things.
#include "port/tables.h"

namespace crosswarp::port {
namespace {
constexpr auto H = ApiKind::Header;
constexpr auto S = ApiStatus::Supported;
constexpr auto U = ApiStatus::Unsupported;
constexpr auto D = ApiStatus::Deprecated;  // a CUDA header CUDA 13 no longer ships (older code still has it)
constexpr ApiEntry kEntries[] = {
    // runtime: nvcc includes cuda_runtime.h implicitly; hipcc the same for hip_runtime.h
    {"cuda.h", "hip/hip_runtime.h", "", H, S, ""},
    {"cuda_runtime.h", "hip/hip_runtime.h", "", H, S, ""},
    {"cuda_runtime_api.h", "hip/hip_runtime_api.h", "", H, S, ""},
    {"device_launch_parameters.h", "hip/hip_runtime.h", "", H, S, ""},
    // texture and surface fetch functions: declared by hip_runtime.h (a second include of it is dropped);
    // texture_fetch_functions.h (texture references) went with CUDA 12
    {"texture_fetch_functions.h", "hip/hip_runtime.h", "", H, D, ""},
    {"texture_indirect_functions.h", "hip/hip_runtime.h", "", H, S, ""},
    {"surface_indirect_functions.h", "hip/hip_runtime.h", "", H, S, ""},
    {"device_functions.h", "hip/device_functions.h", "", H, S, ""},
    {"driver_types.h", "hip/driver_types.h", "", H, S, ""},
    {"vector_types.h", "hip/hip_vector_types.h", "", H, S, ""},
    {"texture_types.h", "hip/texture_types.h", "", H, S, ""},
    {"cuda_texture_types.h", "hip/hip_texture_types.h", "", H, D, ""},
    {"surface_types.h", "hip/surface_types.h", "", H, S, ""},
    {"channel_descriptor.h", "hip/channel_descriptor.h", "", H, S, ""},
    {"library_types.h", "hip/library_types.h", "", H, S, ""},
    {"math_constants.h", "hip/hip_math_constants.h", "", H, S, ""},
    {"cuda_fp16.h", "hip/hip_fp16.h", "", H, S, ""},
    {"cuda_bf16.h", "hip/hip_bf16.h", "", H, S, ""},
    {"cuComplex.h", "hip/hip_complex.h", "", H, S, ""},
    {"cuda_profiler_api.h", "hip/hip_runtime_api.h", "", H, S, ""},  // hipProfilerStart/Stop
    {"cudaProfiler.h", "hip/hip_runtime_api.h", "", H, S, ""},
    {"cuda_gl_interop.h", "hip/hip_gl_interop.h", "", H, S, ""},
    {"nvrtc.h", "hip/hiprtc.h", "", H, S, ""},
    {"cooperative_groups.h", "hip/hip_cooperative_groups.h", "", H, S, ""},
    {"cuda_fp8.h", "hip/hip_fp8.h", "", H, S, "6.2.0"},  // HIP 6.2 (FNUZ FP8 types, device table)
    {"cuda_fp4.h", "hip/hip_fp4.h", "", H, S, "7.0.0"},  // HIP 7.0 (E2M1 FP4 types, device table)
    {"mma.h", "", "", H, U, ""},
    {"cuda/barrier", "", "", H, U, ""},
    {"cuda/pipeline", "", "", H, U, ""},
    {"cuda_pipeline.h", "", "", H, U, ""},
    {"cuda_awbarrier.h", "", "", H, U, ""},
    // HIP 7.13's cooperative_groups::reduce (HIP's CHANGELOG, "HIP 7.13 for ROCm 7.13"; HIP's cooperative groups
    // reference: "Defined in cooperative_groups/hip_reduce.h"); below 7.13 the translator emulates it (cg_reduce.h)
    {"cooperative_groups/reduce.h", "hip/cooperative_groups/hip_reduce.h", "", H, S, "7.13.0"},
    {"cooperative_groups/memcpy_async.h", "", "", H, U, ""},
    // HIP 10.0's cooperative_groups::inclusive_scan/exclusive_scan (HIP's CHANGELOG, "HIP 10.0.0 for ROCm 10.0.0";
    // HIP's cooperative groups reference: "Defined in cooperative_groups/hip_scan.h")
    {"cooperative_groups/scan.h", "hip/cooperative_groups/hip_scan.h", "", H, S, "10.0.0"},
    // libraries
    {"cublas.h", "hipblas/hipblas.h", "rocblas/rocblas.h", H, S, ""},
    {"cublas_v2.h", "hipblas/hipblas.h", "rocblas/rocblas.h", H, S, ""},
    {"cublas_api.h", "hipblas/hipblas.h", "rocblas/rocblas.h", H, S, ""},
    {"cublasLt.h", "hipblaslt/hipblaslt.h", "", H, S, ""},  // not in Debian 13 (checked where installed)
    {"cufile.h", "hipfile.h", "", H, S, "7.2.0"},  // GPUDirect Storage -> hipFile
    {"cusparseLt.h", "hipsparselt/hipsparselt.h", "", H, S, "7.10.0"},
    {"cutensor.h", "hiptensor/hiptensor.hpp", "", H, S, ""},  // not in Debian 13 (checked where installed)
    {"curand.h", "hiprand/hiprand.h", "rocrand/rocrand.h", H, S, ""},
    {"curand_kernel.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_kernel.h", H, S, ""},
    // cuRAND's device-side parts, all in hiprand_kernel.h (a second include of it is dropped)
    {"curand_discrete.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_discrete.h", H, S, ""},
    {"curand_discrete2.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_discrete.h", H, S, ""},
    {"curand_globals.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_common.h", H, S, ""},
    {"curand_lognormal.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_log_normal.h", H, S, ""},
    {"curand_mrg32k3a.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_mrg32k3a.h", H, S, ""},
    {"curand_mtgp32.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_mtgp32.h", H, S, ""},
    {"curand_mtgp32_kernel.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_mtgp32.h", H, S, ""},
    {"curand_normal.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_normal.h", H, S, ""},
    {"curand_normal_static.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_normal.h", H, S, ""},
    {"curand_philox4x32_x.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_philox4x32_10.h", H, S, ""},
    {"curand_poisson.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_poisson.h", H, S, ""},
    {"curand_precalc.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_xorwow_precomputed.h", H, S, ""},
    {"curand_uniform.h", "hiprand/hiprand_kernel.h", "rocrand/rocrand_uniform.h", H, S, ""},
    {"curand_mtgp32_host.h", "hiprand/hiprand_mtgp32_host.h", "rocrand/rocrand_mtgp32.h", H, S, ""},
    {"curand_mtgp32dc_p_11213.h", "rocrand/rocrand_mtgp32_11213.h", "rocrand/rocrand_mtgp32_11213.h", H, S, ""},
    {"cufft.h", "hipfft/hipfft.h", "", H, S, ""},
    {"cufftXt.h", "hipfft/hipfftXt.h", "", H, S, ""},
    // hipFFT's FFTW-compatible interface (fftw_* names unchanged): not in 5.7; the earliest release confirmed to
    // ship it here is ROCm 7.2 (Debian's hipfft 7.2.4 builds libhipfftw0)
    {"cufftw.h", "hipfft/hipfftw.h", "", H, S, "7.2.0"},
    {"cusparse.h", "hipsparse/hipsparse.h", "rocsparse/rocsparse.h", H, S, ""},
    {"cusparse_v2.h", "hipsparse/hipsparse.h", "rocsparse/rocsparse.h", H, S, ""},
    {"cusolverDn.h", "hipsolver/hipsolver.h", "rocsolver/rocsolver.h", H, S, ""},
    {"cusolver_common.h", "hipsolver/hipsolver.h", "rocsolver/rocsolver.h", H, S, ""},
    {"cusolverRf.h", "hipsolver/hipsolver.h", "", H, S, ""},
    {"cusolverSp.h", "hipsolver/hipsolver.h", "", H, S, ""},
    {"cusolverSp_LOWLEVEL_PREVIEW.h", "hipsolver/hipsolver.h", "", H, S, ""},
    {"cusolverMg.h", "hipsolver/hipsolver.h", "", H, S, ""},
    {"cub/cub.cuh", "hipcub/hipcub.hpp", "", H, S, ""},
    {"nccl.h", "rccl/rccl.h", "", H, S, ""},
    // NVTX (the toolkit's nvtx3/; CUDA 12 dropped the NVTX 2 copies at the top level) -> roctx (roctracer; a
    // program links -lroctx64)
    {"nvtx3/nvToolsExt.h", "roctracer/roctx.h", "", H, S, ""},
    {"nvtx3/nvToolsExtCuda.h", "roctracer/roctx.h", "", H, S, ""},
    {"nvtx3/nvToolsExtCudaRt.h", "roctracer/roctx.h", "", H, S, ""},
    {"nvToolsExt.h", "roctracer/roctx.h", "", H, D, ""},
    {"nvToolsExtCuda.h", "roctracer/roctx.h", "", H, D, ""},
    {"nvToolsExtCudaRt.h", "roctracer/roctx.h", "", H, D, ""},
    {"cudnn.h", "miopen/miopen.h", "", H, S, ""},
};
}  // namespace

std::span<const ApiEntry> header_table() { return kEntries; }

}  // namespace crosswarp::port
