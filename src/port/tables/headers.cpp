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
    {"driver_functions.h", "hip/driver_types.h", "", H, S, ""},  // make_hipPitchedPtr/Pos/Extent are there
    {"vector_types.h", "hip/hip_vector_types.h", "", H, S, ""},
    {"vector_functions.h", "hip/hip_vector_types.h", "", H, S, ""},  // make_float4 & co.
    {"vector_functions.hpp", "hip/hip_vector_types.h", "", H, S, ""},
    {"math_functions.h", "hip/math_functions.h", "", H, S, ""},
    // what cuda_runtime.h gathers (the builtin types, the device types, host/device qualifiers) and the device
    // intrinsics and atomics by architecture: all declared by hip_runtime.h (a second include of it is dropped)
    {"builtin_types.h", "hip/hip_runtime.h", "", H, S, ""},
    {"device_types.h", "hip/hip_runtime.h", "", H, S, ""},
    {"host_defines.h", "hip/hip_runtime.h", "", H, S, ""},
    {"host_config.h", "hip/hip_runtime.h", "", H, S, ""},
    {"common_functions.h", "hip/hip_runtime.h", "", H, S, ""},
    {"device_double_functions.h", "hip/hip_runtime.h", "", H, S, ""},
    {"device_atomic_functions.h", "hip/hip_runtime.h", "", H, S, ""},
    {"device_atomic_functions.hpp", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_20_atomic_functions.h", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_20_atomic_functions.hpp", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_32_atomic_functions.h", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_32_atomic_functions.hpp", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_35_atomic_functions.h", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_60_atomic_functions.h", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_60_atomic_functions.hpp", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_20_intrinsics.h", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_20_intrinsics.hpp", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_30_intrinsics.h", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_30_intrinsics.hpp", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_32_intrinsics.h", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_32_intrinsics.hpp", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_35_intrinsics.h", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_61_intrinsics.h", "hip/hip_runtime.h", "", H, S, ""},
    {"sm_61_intrinsics.hpp", "hip/hip_runtime.h", "", H, S, ""},
    // older toolkits' (CUDA 13 no longer ships them)
    {"sm_11_atomic_functions.h", "hip/hip_runtime.h", "", H, D, ""},
    {"sm_12_atomic_functions.h", "hip/hip_runtime.h", "", H, D, ""},
    {"sm_13_double_functions.h", "hip/hip_runtime.h", "", H, D, ""},
    {"texture_types.h", "hip/texture_types.h", "", H, S, ""},
    {"cuda_texture_types.h", "hip/hip_texture_types.h", "", H, D, ""},
    {"surface_types.h", "hip/surface_types.h", "", H, S, ""},
    {"channel_descriptor.h", "hip/channel_descriptor.h", "", H, S, ""},
    {"library_types.h", "hip/library_types.h", "", H, S, ""},
    {"math_constants.h", "hip/hip_math_constants.h", "", H, S, ""},
    {"cuda_fp16.h", "hip/hip_fp16.h", "", H, S, ""},
    {"cuda_fp16.hpp", "hip/hip_fp16.h", "", H, S, ""},
    {"cuda_bf16.h", "hip/hip_bf16.h", "", H, S, ""},
    {"cuda_bf16.hpp", "hip/hip_bf16.h", "", H, S, ""},
    {"cuComplex.h", "hip/hip_complex.h", "", H, S, ""},
    {"cuda_profiler_api.h", "hip/hip_runtime_api.h", "", H, S, ""},  // hipProfilerStart/Stop
    {"cudaProfiler.h", "hip/hip_runtime_api.h", "", H, S, ""},
    {"cuda_gl_interop.h", "hip/hip_gl_interop.h", "", H, S, ""},
    {"cudaGL.h", "hip/hip_gl_interop.h", "", H, S, ""},  // the driver's cuGraphicsGLRegisterBuffer & co.
    {"nvrtc.h", "hip/hiprtc.h", "", H, S, ""},
    {"cooperative_groups.h", "hip/hip_cooperative_groups.h", "", H, S, ""},
    {"cuda_fp8.h", "hip/hip_fp8.h", "", H, S, "6.2.0"},  // HIP 6.2 (FNUZ FP8 types, device table)
    {"cuda_fp8.hpp", "hip/hip_fp8.h", "", H, S, "6.2.0"},
    {"cuda_fp4.h", "hip/hip_fp4.h", "", H, S, "7.0.0"},  // HIP 7.0 (E2M1 FP4 types, device table)
    {"cuda_fp4.hpp", "hip/hip_fp4.h", "", H, S, "7.0.0"},
    {"mma.h", "", "", H, U, ""},
    {"cuda/barrier", "", "", H, U, ""},
    {"cuda/pipeline", "", "", H, U, ""},
    {"cuda_pipeline.h", "", "", H, U, ""},
    {"cuda_awbarrier.h", "", "", H, U, ""},
    {"cuda_awbarrier_helpers.h", "", "", H, U, ""},
    {"cuda_awbarrier_primitives.h", "", "", H, U, ""},
    {"cuda_pipeline_helpers.h", "", "", H, U, ""},
    {"cuda_pipeline_primitives.h", "", "", H, U, ""},
    // no HIP counterpart: the device runtime (kernels launching kernels), the occupancy calculator's header-only
    // implementation, the driver entry points' PFN typedefs, EGL and VDPAU interop, the profiling and JIT-link
    // libraries, the toolkit's own plumbing
    {"cuda_device_runtime_api.h", "", "", H, U, ""},
    {"cuda_occupancy.h", "", "", H, U, ""},
    {"cudaTypedefs.h", "", "", H, U, ""},
    {"cudaProfilerTypedefs.h", "", "", H, U, ""},
    {"cudaGLTypedefs.h", "", "", H, U, ""},
    {"cudaEGL.h", "", "", H, U, ""},
    {"cudaEGLTypedefs.h", "", "", H, U, ""},
    {"cuda_egl_interop.h", "", "", H, U, ""},
    {"cudaVDPAU.h", "", "", H, U, ""},
    {"cudaVDPAUTypedefs.h", "", "", H, U, ""},
    {"cuda_vdpau_interop.h", "", "", H, U, ""},
    {"cuda_stdint.h", "", "", H, U, ""},
    {"cudart_platform.h", "", "", H, U, ""},
    {"cudalibxt.h", "", "", H, U, ""},
    {"fatbinary_section.h", "", "", H, U, ""},
    {"nv_decode.h", "", "", H, U, ""},
    {"nvvm.h", "", "", H, U, ""},
    {"nvJitLink.h", "", "", H, U, ""},
    {"cupti.h", "", "", H, U, ""},
    {"cupti_activity.h", "", "", H, U, ""},
    {"cupti_activity_deprecated.h", "", "", H, U, ""},
    {"cupti_callbacks.h", "", "", H, U, ""},
    {"cupti_checkpoint.h", "", "", H, U, ""},
    {"cupti_common.h", "", "", H, U, ""},
    {"cupti_driver_cbid.h", "", "", H, U, ""},
    {"cupti_events.h", "", "", H, U, ""},
    {"cupti_metrics.h", "", "", H, U, ""},
    {"cupti_nvtx_cbid.h", "", "", H, U, ""},
    {"cupti_pcsampling.h", "", "", H, U, ""},
    {"cupti_pcsampling_util.h", "", "", H, U, ""},
    {"cupti_pmsampling.h", "", "", H, U, ""},
    {"cupti_profiler_host.h", "", "", H, U, ""},
    {"cupti_profiler_target.h", "", "", H, U, ""},
    {"cupti_range_profiler.h", "", "", H, U, ""},
    {"cupti_result.h", "", "", H, U, ""},
    {"cupti_runtime_cbid.h", "", "", H, U, ""},
    {"cupti_sass_metrics.h", "", "", H, U, ""},
    {"cupti_target.h", "", "", H, U, ""},
    {"cupti_version.h", "", "", H, U, ""},
    {"nvperf_common.h", "", "", H, U, ""},
    {"nvperf_cuda_host.h", "", "", H, U, ""},
    {"nvperf_host.h", "", "", H, U, ""},
    {"nvperf_target.h", "", "", H, U, ""},
    {"generated_cudaGL_meta.h", "", "", H, U, ""},
    {"generated_cudaVDPAU_meta.h", "", "", H, U, ""},
    {"generated_cuda_gl_interop_meta.h", "", "", H, U, ""},
    {"generated_cuda_meta.h", "", "", H, U, ""},
    {"generated_cuda_runtime_api_meta.h", "", "", H, U, ""},
    {"generated_cuda_vdpau_interop_meta.h", "", "", H, U, ""},
    {"generated_cudart_removed_meta.h", "", "", H, U, ""},
    {"generated_nvtx_meta.h", "", "", H, U, ""},
    // crt/: the runtime's internal parts (each warns "internal header file and must not be used directly", but
    // code includes them anyway). An #include <crt/X> is looked up as <X> (tables.cpp); these are crt/ only.
    {"crt/sm_70_rt.h", "hip/hip_runtime.h", "", H, S, ""},
    {"crt/sm_70_rt.hpp", "hip/hip_runtime.h", "", H, S, ""},
    {"crt/sm_80_rt.h", "hip/hip_runtime.h", "", H, S, ""},
    {"crt/sm_80_rt.hpp", "hip/hip_runtime.h", "", H, S, ""},
    {"crt/sm_90_rt.h", "hip/hip_runtime.h", "", H, S, ""},
    {"crt/sm_90_rt.hpp", "hip/hip_runtime.h", "", H, S, ""},
    {"crt/sm_100_rt.h", "hip/hip_runtime.h", "", H, S, ""},
    {"crt/sm_100_rt.hpp", "hip/hip_runtime.h", "", H, S, ""},
    {"crt/math_functions.hpp", "hip/math_functions.h", "", H, S, ""},
    {"crt/device_functions.hpp", "hip/device_functions.h", "", H, S, ""},
    {"crt/device_double_functions.hpp", "hip/hip_runtime.h", "", H, S, ""},
    {"crt/mma.hpp", "", "", H, U, ""},  // WMMA, as mma.h
    {"crt/device_fp128_functions.h", "", "", H, U, ""},  // __float128 device math: HIP has none
    {"crt/host_runtime.h", "", "", H, U, ""},  // nvcc's generated-code support
    {"crt/cudacc_ext.h", "", "", H, U, ""},
    {"crt/func_macro.h", "", "", H, U, ""},
    {"crt/storage_class.h", "", "", H, U, ""},
    {"crt/cuda_tile.h", "", "", H, U, ""},
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
    {"cublasXt.h", "", "", H, U, ""},  // cuBLAS' multi-GPU host API
    {"nvblas.h", "", "", H, U, ""},
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
    // Thrust's CUDA system: rocThrust's is thrust/system/hip/ (its copies of system/cuda/ are Thrust's CUDA backend,
    // which needs CUDA's runtime); the namespaces thrust::cuda and thrust::system::cuda become thrust::hip likewise
    {"thrust/system/cuda/config.h", "thrust/system/hip/config.h", "", H, S, ""},
    {"thrust/system/cuda/error.h", "thrust/system/hip/error.h", "", H, S, ""},
    {"thrust/system/cuda/execution_policy.h", "thrust/system/hip/execution_policy.h", "", H, S, ""},
    {"thrust/system/cuda/memory.h", "thrust/system/hip/memory.h", "", H, S, ""},
    {"thrust/system/cuda/memory_resource.h", "thrust/system/hip/memory_resource.h", "", H, S, ""},
    {"thrust/system/cuda/pointer.h", "thrust/system/hip/pointer.h", "", H, S, ""},
    {"thrust/system/cuda/vector.h", "thrust/system/hip/vector.h", "", H, S, ""},
    {"nccl.h", "rccl/rccl.h", "", H, S, ""},
    {"nccl_device.h", "", "", H, U, ""},  // NCCL's device-initiated communication
    // NVTX (the toolkit's nvtx3/; CUDA 12 dropped the NVTX 2 copies at the top level) -> roctx (roctracer; a
    // program links -lroctx64)
    {"nvtx3/nvToolsExt.h", "roctracer/roctx.h", "", H, S, ""},
    {"nvtx3/nvToolsExtCuda.h", "roctracer/roctx.h", "", H, S, ""},
    {"nvtx3/nvToolsExtCudaRt.h", "roctracer/roctx.h", "", H, S, ""},
    // NVTX's other parts: its C++ API (nvtx3::scoped_range, NVTX3_FUNC_RANGE), counters, memory, payload, sync and
    // OpenCL extensions have no roctx counterpart
    {"nvtx3/nvtx3.hpp", "", "", H, U, ""},
    {"nvtx3/nvToolsExtCounters.h", "", "", H, U, ""},
    {"nvtx3/nvToolsExtMem.h", "", "", H, U, ""},
    {"nvtx3/nvToolsExtMemCudaRt.h", "", "", H, U, ""},
    {"nvtx3/nvToolsExtOpenCL.h", "", "", H, U, ""},
    {"nvtx3/nvToolsExtPayload.h", "", "", H, U, ""},
    {"nvtx3/nvToolsExtPayloadHelper.h", "", "", H, U, ""},
    {"nvtx3/nvToolsExtSemanticsCounters.h", "", "", H, U, ""},
    {"nvtx3/nvToolsExtSemanticsScope.h", "", "", H, U, ""},
    {"nvtx3/nvToolsExtSemanticsTime.h", "", "", H, U, ""},
    {"nvtx3/nvToolsExtSync.h", "", "", H, U, ""},
    {"nvToolsExt.h", "roctracer/roctx.h", "", H, D, ""},
    {"nvToolsExtCuda.h", "roctracer/roctx.h", "", H, D, ""},
    {"nvToolsExtCudaRt.h", "roctracer/roctx.h", "", H, D, ""},
    {"cudnn.h", "miopen/miopen.h", "", H, S, ""},
    // cuDNN 9's parts (cudnn.h includes them all; the _v9 names are the same headers)
    {"cudnn_ops.h", "miopen/miopen.h", "", H, S, ""},
    {"cudnn_cnn.h", "miopen/miopen.h", "", H, S, ""},
    {"cudnn_adv.h", "miopen/miopen.h", "", H, S, ""},
    {"cudnn_graph.h", "miopen/miopen.h", "", H, S, ""},
    {"cudnn_backend.h", "miopen/miopen.h", "", H, S, ""},
    {"cudnn_version.h", "miopen/miopen.h", "", H, S, ""},
    {"cudnn_v9.h", "miopen/miopen.h", "", H, S, ""},
    {"cudnn_ops_v9.h", "miopen/miopen.h", "", H, S, ""},
    {"cudnn_cnn_v9.h", "miopen/miopen.h", "", H, S, ""},
    {"cudnn_adv_v9.h", "miopen/miopen.h", "", H, S, ""},
    {"cudnn_graph_v9.h", "miopen/miopen.h", "", H, S, ""},
    {"cudnn_backend_v9.h", "miopen/miopen.h", "", H, S, ""},
    {"cudnn_version_v9.h", "miopen/miopen.h", "", H, S, ""},
};
}  // namespace

std::span<const ApiEntry> header_table() { return kEntries; }

}  // namespace crosswarp::port
