// CUDA's data-only enums without a HIP counterpart, defined in the ported file (emulated_enums.h). Names and values
// from CUDA 13's cusolver_common.h, driver_types.h and cuda.h (checked by tests/port/tables_test.cpp).
#include "port/emulated_enums.h"

#include "port/calls.h"

#include <array>
#include <cctype>

namespace crosswarp::port {

namespace {

constexpr std::array<EmulatedEnumerator, 10> kIrsRefinement{{
    {"CUSOLVER_IRS_REFINE_NOT_SET", 1100},
    {"CUSOLVER_IRS_REFINE_NONE", 1101},
    {"CUSOLVER_IRS_REFINE_CLASSICAL", 1102},
    {"CUSOLVER_IRS_REFINE_CLASSICAL_GMRES", 1103},
    {"CUSOLVER_IRS_REFINE_GMRES", 1104},
    {"CUSOLVER_IRS_REFINE_GMRES_GMRES", 1105},
    {"CUSOLVER_IRS_REFINE_GMRES_NOPCOND", 1106},
    {"CUSOLVER_PREC_DD", 1150},
    {"CUSOLVER_PREC_SS", 1151},
    {"CUSOLVER_PREC_SHT", 1152},
}};

constexpr std::array<EmulatedEnumerator, 16> kPrecType{{
    {"CUSOLVER_R_8I", 1201},   {"CUSOLVER_R_8U", 1202},   {"CUSOLVER_R_64F", 1203}, {"CUSOLVER_R_32F", 1204},
    {"CUSOLVER_R_16F", 1205},  {"CUSOLVER_R_16BF", 1206}, {"CUSOLVER_R_TF32", 1207}, {"CUSOLVER_R_AP", 1208},
    {"CUSOLVER_C_8I", 1211},   {"CUSOLVER_C_8U", 1212},   {"CUSOLVER_C_64F", 1213}, {"CUSOLVER_C_32F", 1214},
    {"CUSOLVER_C_16F", 1215},  {"CUSOLVER_C_16BF", 1216}, {"CUSOLVER_C_TF32", 1217}, {"CUSOLVER_C_AP", 1218},
}};

constexpr std::array<EmulatedEnumerator, 4> kNorm{{
    {"CUSOLVER_INF_NORM", 104},
    {"CUSOLVER_MAX_NORM", 105},
    {"CUSOLVER_ONE_NORM", 106},
    {"CUSOLVER_FRO_NORM", 107},
}};

constexpr std::array<EmulatedEnumerator, 2> kMathMode{{
    {"CUSOLVER_DEFAULT_MATH", 1},
    {"CUSOLVER_FP32_EMULATED_BF16X9_MATH", 2},
}};

constexpr std::array<EmulatedEnumerator, 2> kStorev{{
    {"CUBLAS_STOREV_COLUMNWISE", 0},
    {"CUBLAS_STOREV_ROWWISE", 1},
}};

constexpr std::array<EmulatedEnumerator, 2> kDirect{{
    {"CUBLAS_DIRECT_FORWARD", 0},
    {"CUBLAS_DIRECT_BACKWARD", 1},
}};

// The shared-memory carveout preference, a percentage of the most shared memory or one of these; HIP's
// hipFuncSetAttribute takes hipFuncAttributePreferredSharedMemoryCarveout with an int but names no values.
constexpr std::array<EmulatedEnumerator, 3> kSharedCarveout{{
    {"cudaSharedmemCarveoutDefault", -1},
    {"cudaSharedmemCarveoutMaxShared", 100},
    {"cudaSharedmemCarveoutMaxL1", 0},
}};

constexpr std::array<EmulatedEnumerator, 3> kDriverSharedCarveout{{
    {"CU_SHAREDMEM_CARVEOUT_DEFAULT", -1},
    {"CU_SHAREDMEM_CARVEOUT_MAX_SHARED", 100},
    {"CU_SHAREDMEM_CARVEOUT_MAX_L1", 0},
}};

// cuBLAS's math modes (cublas_api.h), which hipBLAS has from ROCm 6.1
constexpr std::array<EmulatedEnumerator, 7> kBlasMath{{
    {"CUBLAS_DEFAULT_MATH", 0},
    {"CUBLAS_TENSOR_OP_MATH", 1},
    {"CUBLAS_PEDANTIC_MATH", 2},
    {"CUBLAS_TF32_TENSOR_OP_MATH", 3},
    {"CUBLAS_FP32_EMULATED_BF16X9_MATH", 4},
    {"CUBLAS_FP64_EMULATED_FIXEDPOINT_MATH", 8},
    {"CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION", 16},
}};

constexpr std::string_view kNoHipFunction = "HIP has no function that takes it";
constexpr std::string_view kCarveoutValue =
    "hipFuncSetAttribute takes the value with hipFuncAttributePreferredSharedMemoryCarveout as an int";

constexpr std::array<EmulatedEnum, 9> kEnums{{
    {"cusolverIRSRefinement_t", "cusolver_common.h", kIrsRefinement, kNoHipFunction},
    {"cusolverPrecType_t", "cusolver_common.h", kPrecType, kNoHipFunction},
    {"cusolverNorm_t", "cusolver_common.h", kNorm, kNoHipFunction},
    {"cusolverMathMode_t", "cusolver_common.h", kMathMode, kNoHipFunction},
    {"cusolverStorevMode_t", "cusolver_common.h", kStorev, kNoHipFunction},
    {"cusolverDirectMode_t", "cusolver_common.h", kDirect, kNoHipFunction},
    {"cudaSharedCarveout", "driver_types.h", kSharedCarveout, kCarveoutValue},
    {"CUshared_carveout", "cuda.h", kDriverSharedCarveout, kCarveoutValue},
    {"cublasMath_t", "cublas_api.h", kBlasMath,
     "hipBLAS before 6.1 has no math modes: each call computes in its own precision, which every mode allows; "
     "crosswarpCublasSetMathMode and crosswarpCublasGetMathMode take it",
     "6.1.0"},
}};

}  // namespace

std::span<const EmulatedEnum> emulated_enums() { return kEnums; }

const EmulatedEnum* find_emulated_enum(std::string_view cuda) {
  // a cheap filter first: every name starts with one of these
  if (!(cuda.starts_with("cusolver") || cuda.starts_with("CUSOLVER_") || cuda.starts_with("CUBLAS_") ||
        cuda.starts_with("cudaShared") || cuda.starts_with("CU_SHAREDMEM_") || cuda.starts_with("CUshared_") ||
        cuda == "cublasMath_t"))
    return nullptr;
  for (const EmulatedEnum& e : kEnums) {
    if (e.type == cuda) return &e;
    for (const EmulatedEnumerator& v : e.enumerators)
      if (v.name == cuda) return &e;
  }
  return nullptr;
}

std::string emulated_enum_name(std::string_view cuda) {
  const EmulatedEnum* e = find_emulated_enum(cuda);
  const bool type = e && e->type == cuda;  // a type is crosswarp<Type> however CUDA spells it (CUshared_carveout)
  if (cuda.empty() || (!type && std::isupper(static_cast<unsigned char>(cuda[0]))))
    return "CROSSWARP_" + std::string(cuda);
  return crosswarp_name(cuda);
}

std::string emulated_enum_definition(const EmulatedEnum& e) {
  const std::string type = emulated_enum_name(e.type);
  std::string guard = "CROSSWARP_ENUM_";
  for (char c : e.type) guard += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  std::string text = "#ifndef " + guard + "\n#define " + guard + "\n// " + std::string(e.type) + " (" +
                     std::string(e.header) + ", CUDA's values), which HIP " +
                     (e.hip_version.empty() ? std::string("does not have")
                                            : "has from " + std::string(e.hip_version.substr(0, e.hip_version.rfind('.')))) +
                     " (crosswarp port)\ntypedef enum {\n";
  for (const EmulatedEnumerator& v : e.enumerators)
    text += "  " + emulated_enum_name(v.name) + " = " + std::to_string(v.value) + ",\n";
  return text + "} " + type + ";\n#endif\n";
}

std::string blas_math_mode_definition() {
  // its guard sorts after the enum's (the port writes a file's definitions in that order)
  return "#ifndef CROSSWARP_ENUM_CUBLASMATH_T_FUNCTIONS\n"
         "#define CROSSWARP_ENUM_CUBLASMATH_T_FUNCTIONS\n"
         "// cublasSetMathMode/cublasGetMathMode, which hipBLAS has from ROCm 6.1 (crosswarp port): hipBLAS before it computes\n"
         "// each call in its own precision, which every cuBLAS math mode allows (TF32, BF16x9 and the reduced-precision\n"
         "// modes only permit less precise work), so the mode set is not kept and the mode read back is the default\n"
         "static inline hipblasStatus_t crosswarpCublasSetMathMode(hipblasHandle_t handle, crosswarpCublasMath_t mode) {\n"
         "  (void)mode;\n"
         "  return handle ? HIPBLAS_STATUS_SUCCESS : HIPBLAS_STATUS_NOT_INITIALIZED;\n"
         "}\n"
         "static inline hipblasStatus_t crosswarpCublasGetMathMode(hipblasHandle_t handle, crosswarpCublasMath_t* mode) {\n"
         "  if (!handle) return HIPBLAS_STATUS_NOT_INITIALIZED;\n"
         "  if (!mode) return HIPBLAS_STATUS_INVALID_VALUE;\n"
         "  *mode = CROSSWARP_CUBLAS_DEFAULT_MATH;\n"
         "  return HIPBLAS_STATUS_SUCCESS;\n"
         "}\n"
         "#endif\n";
}

}  // namespace crosswarp::port
