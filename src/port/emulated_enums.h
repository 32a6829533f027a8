// CUDA enum types that are data only, with no HIP counterpart: the port defines each, with CUDA's values, in the
// file that uses it, so the code around their uses compiles. cuSOLVER's cusolver_common.h declares them:
// precisions (cusolverPrecType_t) and refinement solvers (cusolverIRSRefinement_t) of the iterative-refinement
// (IRS) API, the norm, math mode and Householder storage/direction enums. hipSOLVER and rocSOLVER have none of
// them, nor the functions that take them (cusolverDnIRSXgesv, cusolverDnIRSParamsSetSolverPrecisions,
// cusolverDnSetMathMode, cusolverDnXlarft...), which stay reported as unsupported: a value of one of these types
// can only reach the program's own code. NVIDIA's CUDALibrarySamples share a header (cusolver_utils.h) whose
// type traits and string parsers name them, so before this no cuSOLVER sample compiled after porting.
// Also the runtime's and the driver's shared-memory carveout values (cudaSharedmemCarveoutMaxShared,
// CU_SHAREDMEM_CARVEOUT_MAX_SHARED): HIP takes the carveout attribute as an int in hipFuncSetAttribute but names
// none of the values, so `cudaFuncSetAttribute(k, cudaFuncAttributePreferredSharedMemoryCarveout,
// cudaSharedmemCarveoutMaxShared)` did not compile after porting (siboehm's SGEMM_CUDA has it).
//
// Also cuBLAS's cublasMath_t, which hipBLAS has from ROCm 6.1, for an older target: with cublasSetMathMode and
// cublasGetMathMode (blas_math_mode_definition()).
//
// A type becomes crosswarp<Type> (cusolverPrecType_t -> crosswarpCusolverPrecType_t) and an enumerator CROSSWARP_<NAME>
// (CUSOLVER_R_32F -> CROSSWARP_CUSOLVER_R_32F); the definition, `typedef enum {...} crosswarpCusolverPrecType_t;`
// (C and C++), is guarded by a macro so a program that includes several ported files gets it once.
// tests/port/tables_test.cpp checks every name and value against CUDA's cusolver_common.h.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace crosswarp::port {

struct EmulatedEnumerator {
  std::string_view name;  // CUDA's enumerator
  int value;              // its value in CUDA 13's header
};

struct EmulatedEnum {
  std::string_view type;    // CUDA's typedef name
  std::string_view header;  // the CUDA header that declares it
  std::span<const EmulatedEnumerator> enumerators;
  std::string_view hip_use;  // what HIP does with a value of it, for the note at each use
  // "" when no HIP has it; else the release whose HIP library added its counterpart: emulated only for an explicit
  // older target (--hip-version), without --roc
  std::string_view hip_version = {};
};

std::span<const EmulatedEnum> emulated_enums();

// The enum that `cuda` (a type or one of its enumerators) belongs to, or nullptr.
const EmulatedEnum* find_emulated_enum(std::string_view cuda);

// The name the port writes for `cuda` (a type or an enumerator of an emulated enum).
std::string emulated_enum_name(std::string_view cuda);

// The definition written once in a file that uses `e` (with its include guard).
std::string emulated_enum_definition(const EmulatedEnum& e);

// cublasSetMathMode / cublasGetMathMode for hipBLAS before 6.1: crosswarpCublasSetMathMode / crosswarpCublasGetMathMode,
// defined once in a file (after the crosswarpCublasMath_t enum). hipBLAS there computes each call in its own precision,
// which every cuBLAS math mode allows (TF32, BF16x9 and the reduced-precision modes only permit less precise work): the
// mode set is not kept, and the mode read back is CUBLAS_DEFAULT_MATH.
std::string blas_math_mode_definition();

}  // namespace crosswarp::port
