// translate_source: names on tokens, includes, launches, options, idempotence, bad input.
#include "port/tables.h"

#include <crosswarp/port.h>

#include <gtest/gtest.h>

#include <random>

using namespace crosswarp::port;

namespace {

std::string tr(std::string_view src, TranslateOptions o = {}, std::string_view file = "x.cpp") {
  return translate_source(src, file, o).text;
}

TranslateOptions ggl() {
  TranslateOptions o;
  o.hip_kernel_execution_syntax = true;
  return o;
}

}  // namespace

TEST(PortTranslate, NamesNotInsideCommentsOrMembers) {
  EXPECT_EQ(tr("cudaMalloc(&p, n); // cudaMalloc\n/* cudaFree */"), "hipMalloc(&p, n); // cudaMalloc\n/* cudaFree */");
  EXPECT_EQ(tr("x.cudaMalloc(); p->cudaFree(); my::cudaFree(); ::cudaFree(q);"),
            "x.cudaMalloc(); p->cudaFree(); my::cudaFree(); ::hipFree(q);");
  EXPECT_EQ(tr("cudaMallocHost(&p, n); cudaMalloc_(p);"), "hipHostMalloc(&p, n, hipHostMallocDefault); cudaMalloc_(p);");
}

// As HIPIFY: whole CUDA names inside string literals follow the code ("cudaSetDevice failed" in a message
// names the API the program now calls); parts of longer words, unsupported names and #include paths of
// unknown headers do not change.
TEST(PortTranslate, NamesInsideStringLiterals) {
  EXPECT_EQ(tr("perror(\"cudaSetDevice returned cudaErrorInvalidDevice\");"),
            "perror(\"hipSetDevice returned hipErrorInvalidDevice\");");
  EXPECT_EQ(tr("const char* s = \"xcudaMalloc cudaMalloc_ mycudaFree\";"), "const char* s = \"xcudaMalloc cudaMalloc_ mycudaFree\";");
  EXPECT_EQ(tr("puts(\"cudaMalloc\" \"cub\");"), "puts(\"hipMalloc\" \"cub\");");  // a namespace name alone stays
  EXPECT_EQ(tr("#define MSG \"cudaFree failed\"\n"), "#define MSG \"hipFree failed\"\n");
  auto r = translate_source("puts(\"cudaMalloc\");", "x.cpp", {});
  EXPECT_TRUE(r.diagnostics.empty());
}

// Calls whose HIP counterpart differs in one argument: HIP's flags argument added, the kernel cast to
// const void*, hiprtc's const char**, the occupancy callback HIP has no parameter for dropped.
TEST(PortTranslate, ArgumentsThatDifferInHip) {
  // cudaMallocHost's flags (0 in CUDA's C++ template; the C function has none) are written out, as HIPIFY does:
  // hipHostMalloc's C function takes them, so this compiles in C and C++ whatever the pointer's type
  EXPECT_EQ(tr("CHECK(cudaMallocHost(&a, n * sizeof(int)));"), "CHECK(hipHostMalloc(&a, n * sizeof(int), hipHostMallocDefault));");
  EXPECT_EQ(tr("CHECK(cudaMallocHost((void**)&a, n * sizeof(int)));"),
            "CHECK(hipHostMalloc((void**)&a, n * sizeof(int), hipHostMallocDefault));");
  EXPECT_EQ(tr("cudaMallocHost(reinterpret_cast<void **>(&a), n);"),
            "hipHostMalloc(reinterpret_cast<void **>(&a), n, hipHostMallocDefault);");
  EXPECT_EQ(translate_source("CHECK(cudaMallocHost((void**)&a, n * sizeof(int)));", "x.c", {}).text,
            "CHECK(hipHostMalloc((void**)&a, n * sizeof(int), hipHostMallocDefault));");
  EXPECT_EQ(tr("r = cudaFuncSetAttribute(k<T>, attr, 1);"), "r = hipFuncSetAttribute(reinterpret_cast<const void*>(k<T>), attr, 1);");
  // a declaration's parameters (CUDA's own headers) are not arguments: no cast, no added argument
  EXPECT_EQ(tr("extern __host__ cudaError_t CUDARTAPI cudaFuncSetAttribute(const void *func, int attr, int value);"),
            "extern __host__ hipError_t CUDARTAPI hipFuncSetAttribute(const void *func, int attr, int value);");
  EXPECT_EQ(tr("cudaError_t cudaMallocHost(void **ptr, size_t size);"), "hipError_t hipHostMalloc(void **ptr, size_t size);");
  EXPECT_EQ(tr("template <class T> cudaError_t cudaFuncSetAttribute(T *entry, int attr, int value);"),
            "template <class T> hipError_t hipFuncSetAttribute(T *entry, int attr, int value);");
  // while a call in a macro body, or one that initializes a variable, is a call
  EXPECT_EQ(tr("#define ALLOC cudaMallocHost(p, n)\n"), "#define ALLOC hipHostMalloc(p, n, hipHostMallocDefault)\n");
  EXPECT_EQ(tr("nvrtcCreateProgram(&p, src, name, n, &hdrs[0], names);"),
            "hiprtcCreateProgram(&p, src, name, n, const_cast<const char**>(&hdrs[0]), const_cast<const char**>(names));");
  EXPECT_EQ(tr("cuOccupancyMaxPotentialBlockSize(&g, &b, f, cb, 0, 256);"),
            "hipModuleOccupancyMaxPotentialBlockSize(&g, &b, f, 0, 256);");
  std::string once = tr("cudaMallocHost(&p, n);");
  EXPECT_EQ(tr(once), once);                                           // idempotent
  EXPECT_EQ(tr("cudaMallocHost(&p);"), "hipHostMalloc(&p);");  // not CUDA's signature: left alone
  // CUDA's cudaLaunchKernel is a template over the kernel's type too
  EXPECT_EQ(tr("cudaLaunchKernel(k, g, b, args, 0, s);"),
            "hipLaunchKernel(reinterpret_cast<const void*>(k), g, b, args, 0, s);");
}

// cudaHostAlloc/cuMemHostAlloc: hipHostAlloc (no longer deprecated from ROCm 6.4; no T** template) for a void**
// argument, hipHostMalloc (whose template takes any T**) otherwise and for targets before 6.4
TEST(PortTranslate, HostAllocByArgumentAndTarget) {
  EXPECT_EQ(tr("void* p; cudaHostAlloc(&p, n, cudaHostAllocMapped);"),
            "void* p; hipHostAlloc(&p, n, hipHostMallocMapped);");
  EXPECT_EQ(tr("cudaHostAlloc((void**)&q, n, 0);"), "hipHostAlloc((void**)&q, n, 0);");
  EXPECT_EQ(tr("float* p; cudaHostAlloc(&p, n, 0);"), "float* p; hipHostMalloc(&p, n, 0);");
  EXPECT_EQ(tr("{ void* p; } cudaHostAlloc(&p, n, 0);"), "{ void* p; } hipHostMalloc(&p, n, 0);");  // out of scope
  EXPECT_EQ(tr("cuMemHostAlloc(&p, n, f);"), "hipHostAlloc(&p, n, f);");
  EXPECT_EQ(translate_source("cudaHostAlloc(&p, n, 0);", "x.c", {}).text, "hipHostAlloc(&p, n, 0);");
  TranslateOptions v62;
  v62.hip_version = "6.2";
  EXPECT_EQ(tr("void* p; cudaHostAlloc(&p, n, 0);", v62), "void* p; hipHostMalloc(&p, n, 0);");
  EXPECT_EQ(tr("cuMemHostAlloc(&p, n, f);", v62), "hipHostMalloc(&p, n, f);");
  std::string once = tr("void* p; cudaHostAlloc(&p, n, 0);");
  EXPECT_EQ(tr(once), once);
}

// cublas.h (not cublas_v2.h) declares the legacy, handle-less cublasSscal(n, alpha, x, incx): hipBLAS has no
// such function, so it is left and reported; the names both APIs share (cublasSetMatrix) are translated.
TEST(PortTranslate, LegacyCublasLeftAndReported) {
  auto r = translate_source("#include \"cublas.h\"\ncublasSscal(n, a, x, 1);\ncublasSetMatrix(m, n, 4, a, m, d, m);\n", "v1.cpp", {});
  EXPECT_NE(r.text.find("cublasSscal(n, a, x, 1);"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("hipblasSetMatrix(m, n"), std::string::npos) << r.text;
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(tr("#include \"cublas_v2.h\"\ncublasSscal(h, n, &a, x, 1);\n").find("hipblasSscal(h,") != std::string::npos, true);
  std::string legacy = tr("#include \"cublas.h\"\ncublasInit();\ncublasSscal(n, a, x, 1);\n");
  EXPECT_EQ(tr(legacy), legacy);  // idempotent: cublasInit still marks the legacy API
}

// A launch of a template kernel in a macro body, or of a macro naming a template-id, gets HIP_KERNEL_NAME.
TEST(PortTranslate, TemplateKernelsInMacros) {
  std::string src = "template <typename T> __global__ void axpy(T a) {}\n#define K axpy<float>\n"
                    "#define L axpy<<<1, n>>>(a)\nvoid f() { K<<<1, n>>>(a); }\n";
  std::string got = tr(src, ggl());
  EXPECT_NE(got.find("#define L hipLaunchKernelGGL(HIP_KERNEL_NAME(axpy), dim3(1), dim3(n), 0, 0, a)"), std::string::npos) << got;
  EXPECT_NE(got.find("hipLaunchKernelGGL(HIP_KERNEL_NAME(K), dim3(1), dim3(n), 0, 0, a);"), std::string::npos) << got;
}

TEST(PortTranslate, EveryLibrary) {
  EXPECT_EQ(tr("cudaStream_t s; cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);"),
            "hipStream_t s; hipMemcpyAsync(d, h, n, hipMemcpyHostToDevice, s);");
  EXPECT_EQ(tr("CUresult r = cuInit(0); CUdeviceptr p; cuMemAlloc(&p, 4);"),
            "hipError_t r = hipInit(0); hipDeviceptr_t p; hipMalloc(&p, 4);");
  EXPECT_EQ(tr("cublasHandle_t h; cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_T);"),
            "hipblasHandle_t h; hipblasSgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_T);");
  TranslateOptions roc;
  roc.roc = true;
  EXPECT_EQ(tr("cublasHandle_t h; cublasCreate(&h); cublasSgemm(h, CUBLAS_OP_N);", roc),
            "rocblas_handle h; rocblas_create_handle(&h); rocblas_sgemm(h, rocblas_operation_none);");
  EXPECT_EQ(tr("curandState_t st; curand_init(1, 0, 0, &st);"), "hiprandState_t st; hiprand_init(1, 0, 0, &st);");
  EXPECT_EQ(tr("cufftHandle p; cufftPlan1d(&p, n, CUFFT_R2C, 1);"), "hipfftHandle p; hipfftPlan1d(&p, n, HIPFFT_R2C, 1);");
  EXPECT_EQ(tr("cusparseHandle_t h; cusparseCreate(&h);"), "hipsparseHandle_t h; hipsparseCreate(&h);");
  EXPECT_EQ(tr("cub::DeviceReduce::Sum(t, b, i, o, n); namespace cub {} int cub = 1;"),
            "hipcub::DeviceReduce::Sum(t, b, i, o, n); namespace hipcub {} int cub = 1;");
  EXPECT_EQ(tr("ncclComm_t c; ncclAllReduce(a, b, n, ncclFloat, ncclSum, c, s);"),
            "ncclComm_t c; ncclAllReduce(a, b, n, ncclFloat, ncclSum, c, s);");
  EXPECT_EQ(tr("float v = __ldg(p);"), "float v = __ldg(p);");
}

// `register` (removed in C++17; nvcc only warns, hip-clang rejects it): dropped in C++ with its blank, kept in C and
// in an explicit register variable. NVIDIA's VMM blog sample declares its timers so.
TEST(PortTranslate, RegisterStorageClassDroppedInCxx) {
  EXPECT_EQ(tr("void f() {\n    register unsigned long long start_time, sample_time;\n    register int r asm(\"r12\");\n}\n"
               "__device__ int g(register int x) { return x; }\n"),
            "void f() {\n    unsigned long long start_time, sample_time;\n    register int r asm(\"r12\");\n}\n"
            "__device__ int g(int x) { return x; }\n");
  TranslateResult r = translate_source("void f(void) { register int i = 0; }\n", "f.c", {});
  EXPECT_EQ(r.text, "void f(void) { register int i = 0; }\n");
  EXPECT_TRUE(r.diagnostics.empty());
  auto cxx = translate_source("void f() { register int i = 0; }\n", "f.cu", {});
  ASSERT_EQ(cxx.diagnostics.size(), 1u);
  EXPECT_EQ(cxx.diagnostics[0].rule, "removed-keyword");
  const std::string once = tr("void f() { register int i = 0; }\n");
  EXPECT_EQ(once, "void f() { int i = 0; }\n");
  EXPECT_EQ(tr(once), once);  // idempotent
}

// NCCL -> RCCL: the same names, except NCCL 2.28's ncclAlltoAll (RCCL's ncclAllToAll, same parameters); what came
// with a later NCCL is RCCL's from the ROCm release compatible with it (2.14's config: 5.5; 2.18's split: 6.0; 2.19's
// registration and allocator: 6.2), reported for an older --hip-version. NCCL 2.27's windows have no RCCL form.
TEST(PortTranslate, NcclVersionsAreRcclReleases) {
  const std::string src =
      "ncclConfig_t config = NCCL_CONFIG_INITIALIZER;\nncclCommInitRankConfig(&c, n, id, r, &config);\n"
      "ncclCommSplit(c, 0, r, &sub, NULL);\nncclMemAlloc(&p, 64);\nncclAlltoAll(a, b, n, ncclFloat, c, s);\n";
  EXPECT_EQ(tr(src), src.substr(0, src.find("ncclAlltoAll")) + "ncclAllToAll(a, b, n, ncclFloat, c, s);\n");
  for (const auto& [version, reported] : {std::pair{"5.4", 5}, {"5.7", 2}, {"6.0", 1}, {"6.2", 0}}) {
    TranslateOptions o;
    o.hip_version = version;
    TranslateResult r = translate_source(src, "x.cpp", o);
    int left = 0;
    for (const Diagnostic& d : r.diagnostics) left += d.rule == "unsupported-api";
    EXPECT_EQ(left, reported) << version << "\n" << r.text;
    EXPECT_NE(r.text.find("ncclAllToAll("), std::string::npos) << version;  // RCCL's since ROCm 3.7
  }
  TranslateResult window = translate_source("ncclWindow_t w; ncclCommWindowRegister(c, p, n, &w, 0);", "x.cpp", {});
  EXPECT_FALSE(window.ok());
}

TEST(PortTranslate, DataTypes) {
  // hipBLAS before 2.0 (ROCm 6.0) has only its own hipblasDatatype_t; 2.x's _v2 functions (what a 6.x target gets)
  // and, from 3.0 (ROCm 7.0), the plain ones take hipDataType
  TranslateOptions v57;
  v57.hip_version = "5.7";
  EXPECT_EQ(tr("cudaDataType t = CUDA_R_32F;", v57), "hipblasDatatype_t t = HIPBLAS_R_32F;");
  // cublas_api.h's typedef of cudaDataType follows it (its value was hipBLAS's, its type hipDataType)
  EXPECT_EQ(tr("cublasDataType_t t = CUDA_R_16F;", v57), "hipblasDatatype_t t = HIPBLAS_R_16F;");
  // hipblasDatatype_t spells bfloat16 16B, and lacks CUDA's other types (HIP_R_16I is hipDataType's): reported
  EXPECT_EQ(tr("t = CUDA_R_16BF; t = CUDA_C_16BF;", v57), "t = HIPBLAS_R_16B; t = HIPBLAS_C_16B;");
  TranslateResult i16 = translate_source("t = CUDA_R_16I;", "x.cpp", v57);
  EXPECT_FALSE(i16.ok());
  EXPECT_EQ(i16.text, "t = CUDA_R_16I;");
  TranslateOptions roc_blas;
  roc_blas.roc = true;
  EXPECT_FALSE(translate_source("t = CUDA_R_16I;", "x.cpp", roc_blas).ok());  // rocblas_datatype has none either
  EXPECT_EQ(tr("cublasGemmEx(h, a, b, m, n, k, &al, A, CUDA_R_32F, m);", v57),
            "hipblasGemmEx(h, a, b, m, n, k, &al, A, HIPBLAS_R_32F, m);");
  TranslateOptions v62;
  v62.hip_version = "6.2";
  TranslateOptions v70;
  v70.hip_version = "7.0";
  EXPECT_EQ(tr("cudaDataType t = CUDA_R_32F;", v62), "hipDataType t = HIP_R_32F;");
  EXPECT_EQ(tr("cublasGemmEx(h, a, b, m, n, k, &al, A, CUDA_R_32F, m);", v62),
            "hipblasGemmEx_v2(h, a, b, m, n, k, &al, A, HIP_R_32F, m);");
  // the complex API: hipComplex arguments go to 2.x's _v2 functions (their ILP64 forms: _v2_64), to 3.0's plain ones
  EXPECT_EQ(tr("cuComplex a; cublasCaxpy(h, n, &a, x, 1, y, 1); cublasSaxpy(h, n, &f, x, 1, y, 1);", v62),
            "hipComplex a; hipblasCaxpy_v2(h, n, &a, x, 1, y, 1); hipblasSaxpy(h, n, &f, x, 1, y, 1);");
  EXPECT_EQ(tr("cublasCaxpy(h, n, &a, x, 1, y, 1); cublasCaxpy_64(h, n, &a, x, 1, y, 1);", v70),
            "hipblasCaxpy(h, n, &a, x, 1, y, 1); hipblasCaxpy_64(h, n, &a, x, 1, y, 1);");
  // the newest HIP (no --hip-version): HIPIFY's *_v2 spelling, and for HIP 7's hipBLAS 3.0 each one used is
  // #defined to its plain name after the hipBLAS include, so the file compiles against hipBLAS 2.x and 3.0
  std::string newest = tr("#include <cublas_v2.h>\ncublasCaxpy(h, n, &a, x, 1, y, 1); cublasCaxpy_64(h, n, &a, x, 1, y, 1);\n");
  EXPECT_NE(newest.find("#include <hipblas/hipblas.h>\n#else\n#include <hipblas.h>\n#endif\n"
                        "#if HIP_VERSION_MAJOR >= 7  // hipBLAS 3.0: the *_v2 API under the plain names\n"
                        "#define hipblasCaxpy_v2 hipblasCaxpy\n#define hipblasCaxpy_v2_64 hipblasCaxpy_64\n#endif\n"
                        "hipblasCaxpy_v2(h, n, &a, x, 1, y, 1); hipblasCaxpy_v2_64(h, n, &a, x, 1, y, 1);\n"),
            std::string::npos)
      << newest;
  EXPECT_EQ(tr(newest), newest);  // idempotent: the block names no CUDA API
  EXPECT_EQ(tr("cudaDataType t = CUDA_R_32F;", v70), "hipDataType t = HIP_R_32F;");
  EXPECT_EQ(tr("cudaDataType t = CUDA_R_32F;"), "hipDataType t = HIP_R_32F;");
  EXPECT_EQ(tr("cublasGemmEx(h, a, b, m, n, k, &al, A, CUDA_R_32F, m);", v70),
            "hipblasGemmEx(h, a, b, m, n, k, &al, A, HIP_R_32F, m);");
  TranslateOptions o;
  o.use_hip_data_types = true;
  o.hip_version = "5.7";
  EXPECT_EQ(tr("cudaDataType t = CUDA_R_32F;", o), "hipDataType t = HIP_R_32F;");
  // library_types.h's other enum, the libraries' *GetProperty argument
  EXPECT_EQ(tr("libraryPropertyType p; enum libraryPropertyType_t q;"), "hipLibraryPropertyType p; enum hipLibraryPropertyType q;");
  // rocBLAS has its own rocblas_datatype (HIPIFY: unless --use-hip-data-types)
  TranslateOptions roc;
  roc.roc = true;
  EXPECT_EQ(tr("cudaDataType t = CUDA_C_32F; cudaDataType_t u = CUDA_R_16BF;", roc),
            "rocblas_datatype t = rocblas_datatype_f32_c; rocblas_datatype_ u = rocblas_datatype_bf16_r;");
  // CUDA's enum tag goes to rocBLAS' enum tag, so an elaborated type stays valid
  EXPECT_EQ(tr("enum cudaDataType_t t = CUDA_R_32F;", roc), "enum rocblas_datatype_ t = rocblas_datatype_f32_r;");
  roc.use_hip_data_types = true;
  EXPECT_EQ(tr("cudaDataType t = CUDA_C_32F;", roc), "hipDataType t = HIP_C_32F;");
}

TEST(PortTranslate, Includes) {
  // hipBLAS is "hipblas/hipblas.h" in Debian's HIP 5.7 and ROCm 6, also "hipblas.h" in ROCm 5.x (the name
  // HIPIFY writes): the output takes whichever the installation has, in the include's own delimiters.
  EXPECT_EQ(tr("#include <cuda_runtime.h>\n#include \"cublas_v2.h\"\n#include <cub/block/block_reduce.cuh>\n"),
            "#include <hip/hip_runtime.h>\n#if __has_include(\"hipblas/hipblas.h\")\n#include \"hipblas/hipblas.h\"\n"
            "#else\n#include \"hipblas.h\"\n#endif\n#include <hipcub/hipcub.hpp>\n");
  TranslateOptions roc;
  roc.roc = true;
  EXPECT_EQ(tr("#include <cublas_v2.h>\n", roc),
            "#if __has_include(<rocblas/rocblas.h>)\n#include <rocblas/rocblas.h>\n#else\n#include <rocblas.h>\n#endif\n");
  EXPECT_EQ(tr("#include \"curand.h\"\n", {}), "#include \"hiprand/hiprand.h\"\n");  // the library's own layout
  std::string once = tr("#include <cublas.h>\n");
  EXPECT_EQ(tr(once), once);  // idempotent
  auto r = translate_source("#include <mma.h>\n", "x.cu", {});
  EXPECT_FALSE(r.ok());
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].rule, "unsupported-header");
}

// The runtime's smaller headers (FastGEMV includes <driver_functions.h> for make_cudaPitchedPtr and was left with
// it) and cuDNN 9's parts: each to the HIP header declaring the same things; the profiling headers reported.
TEST(PortTranslate, RuntimePartsAndLibraryParts) {
  EXPECT_EQ(tr("#include <cuda_runtime.h>\n#include <driver_functions.h>\n#include <vector_functions.h>\n"
               "#include <sm_61_intrinsics.h>\n#include <math_functions.h>\n"),
            "#include <hip/hip_runtime.h>\n#include <hip/driver_types.h>\n#include <hip/hip_vector_types.h>\n\n"
            "#include <hip/math_functions.h>\n");
  TranslateOptions miopen;
  miopen.miopen = true;
  EXPECT_EQ(tr("#include <cudnn_ops.h>\n#include <cudnn_cnn.h>\n", miopen), "#include <miopen/miopen.h>\n\n");
  auto hipdnn = translate_source("#include \"cudnn_version.h\"\n", "v.cpp", {});
  EXPECT_EQ(hipdnn.text, "#include \"hipDNN.h\"\n");
  ASSERT_EQ(hipdnn.diagnostics.size(), 1u);
  EXPECT_EQ(hipdnn.diagnostics[0].rule, "archived-library");
  // libcu++: kept (AMD's libhipcxx has the same paths), with a warning; the port still succeeds
  auto libcu = translate_source("#include <cuda/std/atomic>\n#include <cuda/barrier>\n", "l.cpp", {});
  EXPECT_EQ(libcu.text, "#include <cuda/std/atomic>\n#include <cuda/barrier>\n");
  ASSERT_EQ(libcu.diagnostics.size(), 2u);
  EXPECT_EQ(libcu.diagnostics[0].rule, "external-library");
  EXPECT_NE(libcu.diagnostics[0].message.find("libhipcxx"), std::string::npos);
  EXPECT_EQ(libcu.diagnostics[1].rule, "unsupported-header");  // cuda::barrier: in the table as unsupported
  EXPECT_TRUE(translate_source("#include <cuda/std/atomic>\n", "l.cpp", {}).ok());
  auto target = translate_source("#include <nv/target>\n", "l.cpp", {});  // NV_IF_TARGET: libcu++'s too
  EXPECT_EQ(target.text, "#include <nv/target>\n");
  ASSERT_EQ(target.diagnostics.size(), 1u);
  EXPECT_EQ(target.diagnostics[0].rule, "external-library");
  // the runtime's internal crt/ parts, which code includes despite their warning: as their top-level names, or to
  // hip_runtime.h (the per-architecture runtime functions), or reported (nvcc's own plumbing)
  EXPECT_EQ(tr("#include <crt/host_defines.h>\n#include \"crt/math_functions.hpp\"\n#include <crt/sm_80_rt.h>\n"),
            "#include <hip/hip_runtime.h>\n#include \"hip/math_functions.h\"\n\n");
  auto crt = translate_source("#include <crt/host_runtime.h>\n#include <crt/mma.h>\n", "c.cpp", {});
  EXPECT_EQ(crt.text, "#include <crt/host_runtime.h>\n#include <crt/mma.h>\n");
  ASSERT_EQ(crt.diagnostics.size(), 2u);
  EXPECT_EQ(crt.diagnostics[1].rule, "unsupported-header");
  auto cupti = translate_source("#include <cupti.h>\n", "p.cpp", {});
  EXPECT_EQ(cupti.text, "#include <cupti.h>\n");
  ASSERT_EQ(cupti.diagnostics.size(), 1u);
  EXPECT_EQ(cupti.diagnostics[0].rule, "unsupported-header");
}

TEST(PortTranslate, RuntimeIncludeWhereNvccHadIt) {
  std::string src = "// license\n#include <cstdio>\n__global__ void k() {}\nint main() { k<<<1, 1>>>(); }\n";
  std::string out = tr(src, {}, "k.cu");
  EXPECT_EQ(out, "// license\n#include <hip/hip_runtime.h>\n#include <cstdio>\n__global__ void k() {}\n"
                 "int main() { k<<<1, 1>>>(); }\n");
  EXPECT_EQ(tr(src, {}, "k.cpp"), src);                     // not a .cu file: nothing implicit there
  // nvcc includes the runtime in every .cu file, CUDA names or not (HIPIFY adds it to every .cu file too)
  EXPECT_EQ(tr("int main() { return 0; }\n", {}, "m.cu"), "#include <hip/hip_runtime.h>\nint main() { return 0; }\n");
  EXPECT_EQ(tr(out, {}, "k.cu"), out);  // already there
  // hip_runtime_api.h is not the runtime: a .cu file including only it still gets the runtime
  EXPECT_EQ(tr("#include <cuda_runtime_api.h>\n", {}, "a.cu"),
            "#include <hip/hip_runtime.h>\n#include <hip/hip_runtime_api.h>\n");
  // inside the include guard the file opens with, before anything else in it
  EXPECT_EQ(tr("// g\n#ifndef G_H\n#pragma once\n#define G_H\n#include <cstdio>\n#endif\n", {}, "g.cu"),
            "// g\n#ifndef G_H\n#include <hip/hip_runtime.h>\n#pragma once\n#define G_H\n#include <cstdio>\n#endif\n");
}

// Several CUDA headers map to one HIP header: the second include of it is dropped, as HIPIFY does, unless it
// is in another branch of a conditional (where it may be the only one compiled).
TEST(PortTranslate, IncludesMappedTwiceAreDropped) {
  EXPECT_EQ(tr("#include <cuda.h>\n#include <cuda_runtime.h>\n#include \"curand_kernel.h\"\n#include \"curand_normal.h\"\n"),
            "#include <hip/hip_runtime.h>\n\n#include \"hiprand/hiprand_kernel.h\"\n\n");
  EXPECT_EQ(tr("#ifdef A\n#include <cuda.h>\n#else\n#include <cuda_runtime.h>\n#endif\n"),
            "#ifdef A\n#include <hip/hip_runtime.h>\n#else\n#include <hip/hip_runtime.h>\n#endif\n");
  EXPECT_EQ(tr("#include <cuda.h>\n#ifdef A\n#include <cuda_runtime.h>\n#endif\n"),
            "#include <hip/hip_runtime.h>\n#ifdef A\n\n#endif\n");
  EXPECT_EQ(tr("#include <hip/hip_runtime.h>\n#include <cuda_runtime.h>\n"), "#include <hip/hip_runtime.h>\n\n");
}

TEST(PortTranslate, LaunchesKeptByDefault) {
  EXPECT_EQ(tr("k<<<g, b, 0, cudaStreamPerThread>>>(x);"), "k<<<g, b, 0, hipStreamPerThread>>>(x);");
}

// nvcc's cuda_runtime.h brings <math.h> and with it the host's global isfinite & co.; hip_runtime.h does not.
TEST(PortTranslate, MathHeaderForHostClassificationCalls) {
  auto r = translate_source("#include <cuda_runtime.h>\ntemplate<class T> bool ok(T x) { return isfinite(x); }\n",
                            "common.h", {});
  EXPECT_EQ(r.text, "#include <hip/hip_runtime.h>\n#include <math.h>\ntemplate<class T> bool ok(T x) { return isfinite(x); }\n");
  ASSERT_FALSE(r.diagnostics.empty());
  EXPECT_EQ(r.diagnostics[0].rule, "implicit-include");
  EXPECT_EQ(r.diagnostics[0].line, 2u);
  // a .cu file: after the runtime include the port inserts
  EXPECT_EQ(tr("bool bad(float x) { return isnan(x) || isinf(x); }\n", {}, "k.cu"),
            "#include <hip/hip_runtime.h>\n#include <math.h>\nbool bad(float x) { return isnan(x) || isinf(x); }\n");
  // not needed: the file includes <math.h>, calls std::isfinite, or has no HIP runtime include
  EXPECT_EQ(tr("#include <math.h>\nbool ok(float x) { return isfinite(x); }\n", {}, "k.cu"),
            "#include <hip/hip_runtime.h>\n#include <math.h>\nbool ok(float x) { return isfinite(x); }\n");  // the file's
  EXPECT_EQ(tr("bool ok(float x) { return std::isfinite(x); }\n", {}, "k.cu"),
            "#include <hip/hip_runtime.h>\nbool ok(float x) { return std::isfinite(x); }\n");
  EXPECT_EQ(tr("bool ok(float x) { return isfinite(x); }\n"), "bool ok(float x) { return isfinite(x); }\n");
  // device code has HIP's own overloads; a __host__ __device__ function is compiled for the host too
  EXPECT_EQ(tr("__global__ void k(float* p) { if (isnan(p[0])) p[0] = 0; }\n", {}, "k.cu"),
            "#include <hip/hip_runtime.h>\n__global__ void k(float* p) { if (isnan(p[0])) p[0] = 0; }\n");
  EXPECT_EQ(tr("__host__ __device__ bool bad(float x) { return isnan(x); }\n", {}, "k.cu"),
            "#include <hip/hip_runtime.h>\n#include <math.h>\n__host__ __device__ bool bad(float x) { return isnan(x); }\n");
  // idempotent
  EXPECT_EQ(tr(tr("bool bad(float x) { return isnan(x); }\n", {}, "k.cu"), {}, "k.cu"),
            tr("bool bad(float x) { return isnan(x); }\n", {}, "k.cu"));
}

// CUDA's math library defines rsqrtf & co. for the host too; HIP declares them for the device only.
TEST(PortTranslate, HostCallsOfCudaOnlyMathFunctions) {
  const std::string lambda_f = "[](float x) { return static_cast<float>(1.0 / __builtin_sqrt(static_cast<double>(x))); }";
  auto r = translate_source("void ref(float* o, const float* x, int n) { o[0] = n * rsqrtf(x[0] / n); }\n"
                            "double inv(double v) { if (v > 0) { return rsqrt(v); } return 0; }\n"
                            "float cdf(float v) { return 2 * normcdff(v); }\n",
                            "ref.cpp", {});
  EXPECT_NE(r.text.find("o[0] = n * " + lambda_f + "(x[0] / n);"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("return [](double x) { return 1.0 / __builtin_sqrt(x); }(v);"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("return 2 * normcdff(v);"), std::string::npos) << r.text;
  std::vector<std::string> rules;
  for (const Diagnostic& d : r.diagnostics) rules.push_back(d.rule + ":" + std::to_string(d.line));
  EXPECT_EQ(rules, (std::vector<std::string>{"emulated-api:1", "emulated-api:2", "unsupported-api:3"}));
  EXPECT_EQ(tr(r.text, {}, "ref.cpp"), r.text);  // idempotent
  // Left: device code, a function whose head has a macro that may mean __device__, the file's own rsqrtf, a member.
  for (std::string_view src : {"__device__ float f(float x) { return rsqrtf(x); }\n",
                               "QUALIFIERS float f(float x) { if (x) { return rsqrtf(x); } return 0; }\n",
                               "float rsqrtf(float x);\nfloat f(float x) { return rsqrtf(x); }\n",
                               "float f(M m, float x) { return m.rsqrtf(x); }\n"})
    EXPECT_EQ(tr(src), src);
}

// A name after '*' is a declarator only where a type stands before the '*' ("float* f(", not "a * f(").
TEST(PortTranslate, ProductIsNotADeclarator) {
  std::string out = tr("__global__ void k(float* o, const float* p, float s) { o[0] = s * __ldcs(p); }\n", {}, "k.cu");
  EXPECT_NE(out.find("o[0] = s * [](const auto* address) { return *address; }(p);"), std::string::npos) << out;
  // declarations stay declarations (the file's own __ldcs is not a call)
  for (std::string_view decl : {"__device__ float* __ldcs(const float* p);", "static inline float& __ldcs(const float* p);",
                                "struct S { public: float* __ldcs(const float*); };",
                                "template <class T> T* __ldcs(const T* p);"})
    EXPECT_NE(tr(std::string(decl) + "\n", {}, "k.cu").find(decl), std::string::npos) << decl;
}

// std::memcpy in device code: nvcc takes it, hip-clang has only the global memcpy/memset there.
TEST(PortTranslate, StdMemcpyInDeviceCodeIsTheGlobalOne) {
  auto r = translate_source(
      "__device__ float bits(int x) { float f; std::memcpy(&f, &x, 4); ::std::memset(&x, 0, 4); return f; }\n"
      "void host(float* f, int x) { std::memcpy(f, &x, 4); }\n",
      "x.cpp", {});
  EXPECT_EQ(r.text,
            "__device__ float bits(int x) { float f; memcpy(&f, &x, 4); ::memset(&x, 0, 4); return f; }\n"
            "void host(float* f, int x) { std::memcpy(f, &x, 4); }\n");
  int notes = 0;
  for (const Diagnostic& d : r.diagnostics) notes += d.rule == "std-in-device-code" && d.severity == Severity::Note;
  EXPECT_EQ(notes, 2);
  EXPECT_EQ(tr(r.text), r.text);  // idempotent
  TranslateOptions host;
  host.for_host_compiler = true;  // crosswarp-simt compiles device code as host code: std:: is fine there
  EXPECT_NE(translate_source("__device__ void f(int* p) { std::memset(p, 0, 4); }\n", "x.cpp", host).text.find("std::memset"),
            std::string::npos);
}

// nvcc takes "<< <" ... ">> >" (llm.c's dev/cuda/softmax_forward.cu has one); hip-clang reads a shift.
TEST(PortTranslate, SpacedChevronsBecomeClangs) {
  EXPECT_EQ(tr("k << <g, b >> > (x, y >> 1);"), "k <<<g, b >>> (x, y >> 1);");
  EXPECT_EQ(tr("k << <g, b >> > (x, y >> 1);", ggl()), "hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, x, y >> 1);");
  EXPECT_EQ(tr("k <<<g, b >>> (x);"), "k <<<g, b >>> (x);");  // idempotent
}

TEST(PortTranslate, LaunchesToHipLaunchKernelGGL) {
  EXPECT_EQ(tr("k<<<1, n>>>(a, b);", ggl()), "hipLaunchKernelGGL(k, dim3(1), dim3(n), 0, 0, a, b);");
  EXPECT_EQ(tr("k<<<dim3(1,1,1), dim3(n), s, st>>> ( );", ggl()), "hipLaunchKernelGGL(k, dim3(1,1,1), dim3(n), s, st);");
  EXPECT_EQ(tr("ax<float,double><<<g, std::min(a,b), f(x, y)>>>(a, std::max(p,q));", ggl()),
            "hipLaunchKernelGGL(HIP_KERNEL_NAME(ax<float,double>), dim3(g), dim3(std::min(a,b)), f(x, y), 0, a, "
            "std::max(p,q));");
  EXPECT_EQ(tr("ns::k<T><<<g, b>>>(v[i], (a >> 1));", ggl()),
            "hipLaunchKernelGGL(HIP_KERNEL_NAME(ns::k<T>), dim3(g), dim3(b), 0, 0, v[i], (a >> 1));");
  EXPECT_EQ(tr("#define LAUNCH(k, n) k<<<n, 256>>>(n)\n", ggl()),
            "#define LAUNCH(k, n) hipLaunchKernelGGL(k, dim3(n), dim3(256), 0, 0, n)\n");
  EXPECT_EQ(tr("k<<<g, b, 0, cudaStreamPerThread>>>(cudaGetLastError());", ggl()),
            "hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, hipStreamPerThread, hipGetLastError());");
}

// "#define L k<float><<<1, n>>>" is a launch without its arguments: the macro stays (hip-clang accepts it) and
// each use L(args) becomes the launch it expands to, with the arguments as written.
TEST(PortTranslate, LaunchMacroUsesRewritten) {
  std::string src =
      "#define L k<float><<<1, n, 0, cudaStreamPerThread>>>\n#define ARGS a, b\n"
      "void f() { L(ARGS); L (cudaGetLastError(), (x)); s.L(a); }\n";
  auto r = translate_source(src, "x.cpp", ggl());
  EXPECT_EQ(r.text,
            "#define L k<float><<<1, n, 0, hipStreamPerThread>>>\n#define ARGS a, b\n"
            "void f() { hipLaunchKernelGGL(HIP_KERNEL_NAME(k<float>), dim3(1), dim3(n), 0, hipStreamPerThread, ARGS); "
            "hipLaunchKernelGGL(HIP_KERNEL_NAME(k<float>), dim3(1), dim3(n), 0, hipStreamPerThread, hipGetLastError(), "
            "(x)); s.L(a); }\n");
  for (const Diagnostic& d : r.diagnostics) EXPECT_NE(d.rule, "launch") << d.message;
  EXPECT_EQ(tr(r.text, ggl()), r.text);
  // chevrons kept (the default): nothing to do at the uses
  EXPECT_EQ(tr("#define L k<<<1, n>>>\nvoid f() { L(a); }\n"), "#define L k<<<1, n>>>\nvoid f() { L(a); }\n");
}

TEST(PortTranslate, ForHostCompiler) {
  TranslateOptions o;
  o.for_host_compiler = true;
  o.insert_runtime_include = false;
  EXPECT_EQ(tr("k<T, 4><<<g, b>>>(x);", o), "hipLaunchKernelGGL((k<T, 4>), dim3(g), dim3(b), 0, 0, x);");
  EXPECT_EQ(tr("extern __shared__ __align__(16) unsigned char smem[];", o), "HIP_DYNAMIC_SHARED(unsigned char, smem);");
  EXPECT_EQ(tr("extern __shared__ float s[]; extern int x;", o), "HIP_DYNAMIC_SHARED(float, s); extern int x;");
  o.insert_runtime_include = true;  // what emulate uses: g++ has no implicit HIP runtime include
  EXPECT_EQ(tr("__global__ void k() {}", o, "k.hip"), "#include <hip/hip_runtime.h>\n__global__ void k() {}");
}

TEST(PortTranslate, AmapTranslatesExcludedBlocks) {
  // --amap hipifies as much as possible: it overrides --skip-excluded-preprocessor-conditional-blocks.
  TranslateOptions o;
  o.skip_excluded_preprocessor_conditional_blocks = true;
  std::string src = "#define A\n#ifdef B\ncudaStream_t s;\n#else\ncudaEvent_t e;\n#endif\n#if 0\ncudaFree(p);\n#endif\n";
  EXPECT_EQ(tr(src, o), "#define A\n#ifdef B\ncudaStream_t s;\n#else\nhipEvent_t e;\n#endif\n#if 0\ncudaFree(p);\n#endif\n");
  o.amap = true;
  EXPECT_EQ(tr(src, o), "#define A\n#ifdef B\nhipStream_t s;\n#else\nhipEvent_t e;\n#endif\n#if 0\nhipFree(p);\n#endif\n");
}

TEST(PortTranslate, Half2MembersReadAsHalf) {
  // HIP's __half2 keeps x and y as unsigned short bits: members of half2 variables are reinterpreted.
  EXPECT_EQ(tr("__device__ float f(half2 a, const half2 &b) { half2 c = a, d; return (float)a.x + (float)b.y + c.x; }"),
            "__device__ float f(half2 a, const half2 &b) { half2 c = a, d; return (float)reinterpret_cast<half&>(a.x) + "
            "(float)reinterpret_cast<half&>(b.y) + reinterpret_cast<half&>(c.x); }");
  EXPECT_EQ(tr("__half2 h; h.y = v; s.h.x = 0; float4 q; q.x = 1;"),
            "__half2 h; reinterpret_cast<__half&>(h.y) = v; s.h.x = 0; float4 q; q.x = 1;");
  // A pointer's members and a second port of the output are left alone.
  std::string once = tr("half2* p; half2 t; p->x = t.x;");
  EXPECT_EQ(once, "half2* p; half2 t; p->x = reinterpret_cast<half&>(t.x);");
  EXPECT_EQ(tr(once), once);
}

TEST(PortTranslate, SkipExcludedBlocks) {
  TranslateOptions o;
  o.skip_excluded_preprocessor_conditional_blocks = true;
  std::string src = "#if 0\ncudaFree(p);\n#else\ncudaFree(q);\n#endif\n#if 1\ncudaFree(r);\n#else\ncudaFree(s);\n#endif\n";
  EXPECT_EQ(tr(src, o), "#if 0\ncudaFree(p);\n#else\nhipFree(q);\n#endif\n#if 1\nhipFree(r);\n#else\ncudaFree(s);\n#endif\n");
  EXPECT_EQ(tr(src), "#if 0\nhipFree(p);\n#else\nhipFree(q);\n#endif\n#if 1\nhipFree(r);\n#else\nhipFree(s);\n#endif\n");
  // Macros the file defines (or not) decide; names the toolchain or CUDA's headers define stay unknown, and
  // an unknown branch is translated, like every branch after it.
  EXPECT_EQ(tr("#define ON\n#ifdef ON\ncudaFree(a);\n#endif\n#ifndef ON\ncudaFree(b);\n#endif\n"
               "#if defined OFF\ncudaFree(c);\n#elif !defined(ON)\ncudaFree(d);\n#else\ncudaFree(e);\n#endif\n", o),
            "#define ON\n#ifdef ON\nhipFree(a);\n#endif\n#ifndef ON\ncudaFree(b);\n#endif\n"
            "#if defined OFF\ncudaFree(c);\n#elif !defined(ON)\ncudaFree(d);\n#else\nhipFree(e);\n#endif\n");
  EXPECT_EQ(tr("#define N 3\n#if N > 2 && CUDA_VERSION >= 11000\ncudaFree(a);\n#else\ncudaFree(b);\n#endif\n"
               "#undef N\n#if N\ncudaFree(c);\n#endif\n", o),
            "#define N 3\n#if N > 2 && HIP_VERSION >= 11000\nhipFree(a);\n#else\nhipFree(b);\n#endif\n"
            "#undef N\n#if N\ncudaFree(c);\n#endif\n");
  // C precedence; absurd nesting or overflow in a condition makes it unknown, never a crash
  EXPECT_EQ(tr("#if 1 + 2 * 3 == 7 && (1 << 2) == 4 && -9223372036854775807 - 2 < 0 || 1 / 0\ncudaFree(a);\n#endif\n", o),
            "#if 1 + 2 * 3 == 7 && (1 << 2) == 4 && -9223372036854775807 - 2 < 0 || 1 / 0\nhipFree(a);\n#endif\n");
  EXPECT_EQ(tr("#if 2 + 3 * 4 == 20\ncudaFree(a);\n#endif\n", o), "#if 2 + 3 * 4 == 20\ncudaFree(a);\n#endif\n");
  std::string deep = "#if " + std::string(5000, '(') + "0" + std::string(5000, ')') + " || " + std::string(5000, '!') +
                     "0\ncudaFree(a);\n#endif\n";
  EXPECT_NE(tr(deep, o).find("hipFree(a);"), std::string::npos);
  EXPECT_EQ(tr("#ifdef __GNUC__\ncudaFree(a);\n#endif\n#ifdef X\n#define Y\n#endif\n#ifdef Y\ncudaFree(b);\n#endif\n", o),
            "#ifdef __GNUC__\nhipFree(a);\n#endif\n#ifdef X\n#define Y\n#endif\n#ifdef Y\ncudaFree(b);\n#endif\n");
}

TEST(PortTranslate, UnsupportedAndDeprecatedAreReported) {
  auto r = translate_source("cudaThreadSynchronize();\nint x = 1; cudaGraphConditionalHandleCreate(a, b, c);\n",
                            "f.cu", {});
  ASSERT_EQ(r.diagnostics.size(), 2u);
  EXPECT_EQ(r.diagnostics[0].status, ApiStatus::Deprecated);
  EXPECT_EQ(r.diagnostics[0].cuda_name, "cudaThreadSynchronize");
  EXPECT_EQ(r.diagnostics[0].line, 1u);
  EXPECT_EQ(r.diagnostics[1].status, ApiStatus::Unsupported);
  EXPECT_EQ(r.diagnostics[1].line, 2u);
  EXPECT_EQ(r.diagnostics[1].column, 12u);
  EXPECT_EQ(r.diagnostics[1].file, "f.cu");
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.text.find("hipDeviceSynchronize();"), std::string::npos);
  EXPECT_NE(r.text.find("cudaGraphConditionalHandleCreate"), std::string::npos);
}

// The mask-less warp builtins (__shfl_xor, __ballot) are deprecated CUDA but HIP's own API: reported in CUDA code, not
// where only HIP's compilers compile them (an #ifdef __HIPCC__ branch, the later branches of #ifndef __HIP_PLATFORM_AMD__)
// nor
// in a file that is HIP already (includes <hip/...>, or is .hip: the port's output ported again).
TEST(PortTranslate, MasklessWarpBuiltinsInHipCodeAreNotDeprecatedCuda) {
  auto deprecated = [](std::string_view src, std::string_view file = "x.cu") {
    std::vector<unsigned> lines;
    for (const Diagnostic& d : translate_source(src, file, {}).diagnostics)
      if (d.rule == "deprecated-api") lines.push_back(static_cast<unsigned>(d.line));
    return lines;
  };
  const std::string_view branches =
      "__global__ void k(int* o) {\n#ifdef __HIPCC__\n  o[0] = __shfl_xor(o[1], 1);\n#else\n  o[0] = __shfl_xor(o[1], "
      "2);\n#endif\n#ifndef __HIP_PLATFORM_AMD__\n  o[0] = __ballot(1);\n#elif defined(X)\n  o[0] = __ballot(2);\n"
      "#else\n  o[0] = __ballot(3);\n#endif\n#if !defined(__HIP__)\n#else\n#if 1\n  o[0] = __ballot(4);\n#endif\n"
      "#endif\n  o[0] = __shfl_xor(o[1], 5);\n}\n";
  EXPECT_EQ(deprecated(branches), (std::vector<unsigned>{5, 8, 20}));
  EXPECT_TRUE(deprecated(branches, "x.hip").empty());
  EXPECT_TRUE(deprecated("#include <hip/hip_runtime.h>\nint v = __shfl_xor(w, 1);\n").empty());
  // a CUDA name HIP renames is still reported
  EXPECT_EQ(deprecated("#ifdef __HIPCC__\ncudaThreadSynchronize();\n#endif\n"), (std::vector<unsigned>{2}));
}

TEST(PortTranslate, IdempotentOnEveryTableName) {
  // Every supported CUDA name, written as a call, translates to its HIP name and stays put afterwards.
  std::string src;
  for (const ApiTable& t : all_tables()) {
    if (t.library == Library::Headers || t.library == Library::Dnn || t.library == Library::Cub) continue;
    for (const ApiEntry& e : t.entries)
      if (e.status != ApiStatus::Unsupported) src += std::string(e.cuda) + "(x);\n";
  }
  std::string once = tr(src, ggl(), "all.cu");
  EXPECT_EQ(tr(once, ggl(), "all.cu"), once);
  EXPECT_EQ(once.find("cudaMalloc("), std::string::npos);
}

TEST(PortTranslate, BadInputNeverThrows) {
  std::mt19937 rng(3);
  const std::string pieces[] = {"cudaMalloc", "<<<", ">>>", "(", ")", ",", "k<T>", "\"", "/*", "#define X \\\n",
                                "extern __shared__", "[]", ";", "\n", "#if 0\n", "#endif\n", "\xff", std::string(1, '\0')};
  TranslateOptions o = ggl();
  o.for_host_compiler = true;
  o.skip_excluded_preprocessor_conditional_blocks = true;
  for (int i = 0; i < 1500; ++i) {
    std::string s;
    for (int k = rng() % 30; k > 0; --k) s += pieces[rng() % std::size(pieces)];
    TranslateResult r = translate_source(s, "fuzz.cu", o);
    translate_source(r.text, "fuzz.cu", o);
  }
  auto r = translate_source("/* never closed", "x.cu", {});
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.diagnostics[0].rule, "lexer");
}

TEST(PortTranslate, PortedFileNames) {
  EXPECT_EQ(ported_file_name("dir/a.cu"), "dir/a.hip");
  EXPECT_EQ(ported_file_name("a.cuh"), "a.cuh");
  EXPECT_EQ(ported_file_name("a.cpp"), "a.cpp");
}

TEST(PortTranslate, SymbolArgumentsGetHipSymbol) {
  EXPECT_EQ(tr("cudaMemcpyToSymbol(g_in, a, n, 0, cudaMemcpyHostToDevice);"),
            "hipMemcpyToSymbol(HIP_SYMBOL(g_in), a, n, 0, hipMemcpyHostToDevice);");
  EXPECT_EQ(tr("cudaMemcpyFromSymbolAsync(c, ns::tab[2], n, 0, cudaMemcpyDeviceToHost, s);"),
            "hipMemcpyFromSymbolAsync(c, HIP_SYMBOL(ns::tab[2]), n, 0, hipMemcpyDeviceToHost, s);");
  EXPECT_EQ(tr("cudaGetSymbolAddress((void**) &p, f(a, b));"), "hipGetSymbolAddress((void**) &p, HIP_SYMBOL(f(a, b)));");
  // Idempotent: porting the output again changes nothing.
  std::string once = tr("cudaGetSymbolSize(&n, sym);");
  EXPECT_EQ(tr(once), once);
  // A call that does not parse is left as is (names still mapped).
  EXPECT_EQ(tr("cudaGetSymbolSize(&n"), "hipGetSymbolSize(&n");
}

TEST(PortTranslate, HipVersionGatesNewerNames) {
  // CUDA 12's launch attributes, batched-copy types and legacy stream, each from the HIP release that declares it
  EXPECT_EQ(tr("cudaLaunchAttribute a; cudaMemcpyAttributes m; cudaStream_t s = cudaStreamLegacy;"),
            "hipLaunchAttribute a; hipMemcpyAttributes m; hipStream_t s = hipStreamLegacy;");
  TranslateOptions hip70;
  hip70.hip_version = "7.0";
  auto r70 = translate_source("cudaLaunchAttribute a; cudaMemcpyAttributes m;", "k.cpp", hip70);
  EXPECT_EQ(r70.text, "hipLaunchAttribute a; cudaMemcpyAttributes m;");  // hipMemcpyAttributes is HIP 7.1's
  EXPECT_FALSE(r70.ok());
  // Default (newest HIP): a warp-sync builtin with a provably full mask is the mask-less builtin too (HIP >= 6.2's
  // *_sync rejects CUDA's 32-bit 0xffffffff); any other mask keeps the name, which HIP >= 6.2 has.
  EXPECT_EQ(tr("v += __shfl_xor_sync(0xffffffff, v, 16, 32);"), "v += __shfl_xor(v, 16, 32);");
  auto kept = translate_source("b = __ballot_sync(mask, v);", "k.cpp", {});
  EXPECT_EQ(kept.text, "b = __ballot_sync(mask, v);");
  EXPECT_TRUE(kept.ok());
  TranslateOptions o;
  o.hip_version = "5.7";
  auto r = translate_source("v += __shfl_xor_sync(0xFFFFFFFFu, v, 16, 32); b = __ballot_sync(~0, p);", "k.cpp", o);
  EXPECT_EQ(r.text, "v += __shfl_xor(v, 16, 32); b = __ballot(p);");
  EXPECT_TRUE(r.ok());
  // A vote's mask that is not provably full cannot be dropped: HIP 6.2's definition on __ballot, with a note.
  r = translate_source("b = __ballot_sync(mask, v);", "k.cpp", o);
  EXPECT_EQ(r.text, "b = [](unsigned long long mask, int predicate) { return __ballot(predicate) & mask; }(mask, v);");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].severity, Severity::Note);
  EXPECT_NE(r.diagnostics[0].message.find("6.2"), std::string::npos);
  EXPECT_TRUE(r.ok());
  // A name newer than the target with no older form: left and reported. (__syncwarp, __activemask and __match_*_sync
  // are written out: SyncwarpAndActivemaskBeforeHip62, MatchSyncBeforeHip62WrittenWithShuffles.)
  r = translate_source("cudaEventWaitNodeParams p;", "k.cpp", o);
  EXPECT_EQ(r.text, "cudaEventWaitNodeParams p;");
  EXPECT_FALSE(r.ok());
  o.hip_version = "6.2";
  r = translate_source("cudaEventWaitNodeParams p;", "k.cpp", o);
  EXPECT_EQ(r.text, "hipEventWaitNodeParams p;");
  EXPECT_TRUE(r.ok());
}

TEST(PortTranslate, DeducedTemplateKernelLaunchGetsKernelName) {
  std::string src =
      "template <typename T, int N = 4>\n__global__ void sort(const T* in, T* out) {}\n"
      "__global__ void plain(int* p) {}\n"
      "void f(double* a, double* b, int* p) { sort<<<1, 64>>>(a, b); plain<<<1, 2>>>(p); }\n";
  std::string got = tr(src, ggl());
  EXPECT_NE(got.find("hipLaunchKernelGGL(HIP_KERNEL_NAME(sort), dim3(1), dim3(64), 0, 0, a, b);"), std::string::npos)
      << got;
  EXPECT_NE(got.find("hipLaunchKernelGGL(plain, dim3(1), dim3(2), 0, 0, p);"), std::string::npos) << got;
}

// CUDA's device-only integer min/max (umin, llmax, ...) have no HIP names: in device code they become HIP's min/max
// templates with CUDA's parameter type, so the arguments convert as before (the output of HIPIFY's
// device/math_functions.cu compiles with the chroot's hipcc). A function of the file's own with that name (declared
// in a namespace, or globally, which keeps the global calls its own) and host code are left alone, unreported.
TEST(PortTranslate, IntegerMinMaxInDeviceCode) {
  std::string src =
      "namespace my { unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; } }\n"
      "__global__ void k(unsigned* p, long long* q, unsigned long long* r) {\n"
      "  p[0] = umin(p[1], p[2]) + ::umax(p[1], 3u);\n  q[0] = llmin(q[1], q[2]);\n  r[0] = ullmax(r[1], r[2]);\n"
      "  p[3] = my::umin(p[1], p[2]);\n}\n"
      "unsigned host(unsigned a) { return umin(a, 2u); }\n";
  TranslateResult r = translate_source(src, "x.cpp", {});
  EXPECT_EQ(r.text,
            "namespace my { unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; } }\n"
            "__global__ void k(unsigned* p, long long* q, unsigned long long* r) {\n"
            "  p[0] = min<unsigned int>(p[1], p[2]) + ::max<unsigned int>(p[1], 3u);\n"
            "  q[0] = min<long long int>(q[1], q[2]);\n  r[0] = max<unsigned long long int>(r[1], r[2]);\n"
            "  p[3] = my::umin(p[1], p[2]);\n}\n"
            "unsigned host(unsigned a) { return umin(a, 2u); }\n");
  for (const Diagnostic& d : r.diagnostics) EXPECT_EQ(d.severity, Severity::Note) << d.message;
  EXPECT_EQ(translate_source(r.text, "x.cpp", {}).text, r.text);
  std::string own = "__device__ unsigned umin(unsigned a, unsigned b) { return a; }\n"
                    "__global__ void k(unsigned* p) { p[0] = umin(p[1], p[2]); }\n";
  EXPECT_EQ(translate_source(own, "x.cpp", {}).text, own);
  // crosswarp emulate's host compiler: crosswarp-simt's headers declare CUDA's names, which stay
  TranslateOptions host;
  host.for_host_compiler = true;
  std::string kernel = "__global__ void k(unsigned* p) { p[0] = umin(p[1], p[2]); }\n";
  TranslateResult emulated = translate_source(kernel, "x.cpp", host);
  EXPECT_NE(emulated.text.find(kernel), std::string::npos) << emulated.text;  // after the runtime include it adds
  EXPECT_TRUE(emulated.diagnostics.empty());
}

// CUDA's cache-hint loads and stores exist in HIP only as __ldcs/__ldcg/__ldca for __half: in device code each
// becomes an immediately invoked lambda doing the plain load or store, on any type (the hint is dropped, noted);
// a file's own function of that name, host code and --for-host-compiler (crosswarp-simt declares CUDA's) keep it.
TEST(PortTranslator, CacheHintLoadsAndStoresArePlainAccesses) {
  TranslateResult r = translate_source(
      "__global__ void k(float4* d, const float4* s, float* o, const float* x) {\n"
      "  __stcs(d, __ldcs(s));\n  o[0] = __ldcg(x) + __ldlu(x + 1) + __ldca(&x[2]);\n  __stwt(o + 1, 1.0f);\n}\n",
      "x.cu", {});
  EXPECT_NE(r.text.find("[](auto* address, auto value) { *address = value; }(d, "
                        "[](const auto* address) { return *address; }(s));"),
            std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("o[0] = [](const auto* address) { return *address; }(x) + "
                        "[](const auto* address) { return *address; }(x + 1) + "
                        "[](const auto* address) { return *address; }(&x[2]);"),
            std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("[](auto* address, auto value) { *address = value; }(o + 1, 1.0f);"), std::string::npos);
  EXPECT_TRUE(r.ok());
  int notes = 0;
  for (const Diagnostic& d : r.diagnostics) notes += d.rule == "emulated-api";
  EXPECT_EQ(notes, 6);
  EXPECT_EQ(translate_source(r.text, "x.cu", {}).text, r.text);  // idempotent
  // The file's own definition stays; calls are plain loads all the same (llm.c defines __ldcs for bf16 under
  // "CUDA before 12 and an sm_80+ device", which hip-clang never compiles: its int4 calls must not keep the name).
  const std::string own =
      "#if defined(ENABLE_BF16) && (__CUDACC_VER_MAJOR__ < 12) && !((__CUDA_ARCH__ >= 800) || !defined(__CUDA_ARCH__))\n"
      "__device__ float __ldcs(const float* p) { return *p; }\n#endif\n"
      "__global__ void k(int4* o, const int4* x) { o[0] = __ldcs(x); }\n";
  const std::string ported = translate_source(own, "x.cu", {}).text;
  EXPECT_NE(ported.find("__device__ float __ldcs(const float* p) { return *p; }"), std::string::npos) << ported;
  EXPECT_NE(ported.find("o[0] = [](const auto* address) { return *address; }(x);"), std::string::npos) << ported;
  // host code: left
  TranslateOptions host;
  host.for_host_compiler = true;
  EXPECT_NE(translate_source("__global__ void k(float* o, const float* x) { __stcs(o, __ldcs(x)); }\n", "x.cu", host)
                .text.find("__stcs(o, __ldcs(x));"),
            std::string::npos);
}

// Functions whose signature changed between CUDA releases (signatures.h): the call's arguments say which form it is,
// and each form gets HIP's function for it.
TEST(PortTranslate, SignatureFormsByArguments) {
  // CUDA 11's three-argument capture query is hipStreamGetCaptureInfo; CUDA 12's (default arguments up to six) is
  // _v2; CUDA 13's seven carry edge data, dropped when null (HIPIFY's issue 782 writes the plain name for all)
  EXPECT_EQ(tr("cudaStreamGetCaptureInfo(s, &st, &id);"), "hipStreamGetCaptureInfo(s, &st, &id);");
  EXPECT_EQ(tr("cudaStreamGetCaptureInfo(s, &st);"), "hipStreamGetCaptureInfo_v2(s, &st);");
  EXPECT_EQ(tr("cudaStreamGetCaptureInfo(s, &st, &id, &g, &deps, &n);"),
            "hipStreamGetCaptureInfo_v2(s, &st, &id, &g, &deps, &n);");
  EXPECT_EQ(tr("cudaStreamGetCaptureInfo(s, &st, &id, &g, &deps, nullptr, &n);"),
            "hipStreamGetCaptureInfo_v2(s, &st, &id, &g, &deps, &n);");
  EXPECT_EQ(tr("cuStreamGetCaptureInfo(s, &st, &id, &g, &deps, &n);"),
            "hipStreamGetCaptureInfo_v2(s, &st, &id, &g, &deps, &n);");
  EXPECT_EQ(tr("cuStreamGetCaptureInfo(s, &st, &id, &g, &deps, NULL, &n);"),
            "hipStreamGetCaptureInfo_v2(s, &st, &id, &g, &deps, &n);");
  EXPECT_EQ(tr("cudaStreamGetCaptureInfo_v2(s, &st, &id, &g, &deps, &n);"),
            "hipStreamGetCaptureInfo_v2(s, &st, &id, &g, &deps, &n);");
  // edge data that is not null would be lost: reported, the call left as it was
  auto kept = translate_source("cudaStreamGetCaptureInfo(s, &st, &id, &g, &deps, &edges, &n);", "e.cpp", {});
  EXPECT_EQ(kept.text, "cudaStreamGetCaptureInfo(s, &st, &id, &g, &deps, &edges, &n);");
  ASSERT_EQ(kept.diagnostics.size(), 1u);
  EXPECT_EQ(kept.diagnostics[0].rule, "unsupported-api");
  EXPECT_NE(kept.diagnostics[0].message.find("edge data (argument 6)"), std::string::npos);
  EXPECT_FALSE(kept.ok());
  // the graph topology calls: CUDA 12's arguments as they are, CUDA 13's with a null edge-data argument dropped
  EXPECT_EQ(tr("cudaGraphAddNode(&n, g, deps, nd, &p);"), "hipGraphAddNode(&n, g, deps, nd, &p);");
  EXPECT_EQ(tr("cudaGraphAddNode(&n, g, deps, nullptr, nd, &p);"), "hipGraphAddNode(&n, g, deps, nd, &p);");
  EXPECT_EQ(tr("cudaGraphGetEdges(g, from, to, nullptr, &n);"), "hipGraphGetEdges(g, from, to, &n);");
  EXPECT_EQ(tr("cudaGraphNodeGetDependencies(node, deps, nullptr, &n);"), "hipGraphNodeGetDependencies(node, deps, &n);");
  EXPECT_EQ(tr("cudaGraphNodeGetDependentNodes(node, deps, 0, &n);"), "hipGraphNodeGetDependentNodes(node, deps, &n);");
  EXPECT_EQ(tr("cudaGraphAddDependencies(g, &a, &b, nullptr, 1);"), "hipGraphAddDependencies(g, &a, &b, 1);");
  EXPECT_EQ(tr("cudaGraphRemoveDependencies(g, &a, &b, NULL, 1);"), "hipGraphRemoveDependencies(g, &a, &b, 1);");
  EXPECT_EQ(tr("cuGraphAddDependencies_v2(g, &a, &b, nullptr, 1);"), "hipGraphAddDependencies(g, &a, &b, 1);");
  EXPECT_EQ(tr("cuGraphAddDependencies(g, &a, &b, 1);"), "hipGraphAddDependencies(g, &a, &b, 1);");
  // (stream, deps, [edgeData,] n[, flags]): four arguments are CUDA 12's with flags unless the third is a null pointer
  EXPECT_EQ(tr("cudaStreamUpdateCaptureDependencies(s, deps, n, f);"), "hipStreamUpdateCaptureDependencies(s, deps, n, f);");
  EXPECT_EQ(tr("cudaStreamUpdateCaptureDependencies(s, deps, 0, f);"), "hipStreamUpdateCaptureDependencies(s, deps, 0, f);");
  EXPECT_EQ(tr("cudaStreamUpdateCaptureDependencies(s, deps, nullptr, n);"), "hipStreamUpdateCaptureDependencies(s, deps, n);");
  EXPECT_EQ(tr("cudaStreamUpdateCaptureDependencies(s, deps, nullptr, n, f);"),
            "hipStreamUpdateCaptureDependencies(s, deps, n, f);");
  EXPECT_EQ(tr("cuCtxCreate(&ctx, nullptr, 0, dev);"), "hipCtxCreate(&ctx, 0, dev);");
  EXPECT_EQ(tr("cuCtxCreate(&ctx, 0, dev);"), "hipCtxCreate(&ctx, 0, dev);");
  // a location (CUDA 13, or CUDA 12's *_v2) is HIP 7.1's *_v2; CUDA 12's device number stays with the plain name
  EXPECT_EQ(tr("cudaMemPrefetchAsync(p, n, dev, s);"), "hipMemPrefetchAsync(p, n, dev, s);");
  EXPECT_EQ(tr("cudaMemLocation loc{}; cudaMemPrefetchAsync(p, n, loc, 0);"),
            "hipMemLocation loc{}; hipMemPrefetchAsync_v2(p, n, loc, 0);");
  EXPECT_EQ(tr("cudaMemPrefetchAsync(p, n, loc, 0, s);"), "hipMemPrefetchAsync_v2(p, n, loc, 0, s);");
  EXPECT_EQ(tr("void f(const cudaMemLocation& where) { cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, where); }"),
            "void f(const hipMemLocation& where) { hipMemAdvise_v2(p, n, hipMemAdviseSetReadMostly, where); }");
  EXPECT_EQ(tr("cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, dev);"), "hipMemAdvise(p, n, hipMemAdviseSetReadMostly, dev);");
  EXPECT_EQ(tr("cuMemAdvise(p, n, a, CUmemLocation{CU_MEM_LOCATION_TYPE_DEVICE, 0});"),
            "hipMemAdvise_v2(p, n, a, hipMemLocation{hipMemLocationTypeDevice, 0});");
  EXPECT_EQ(tr("cuMemPrefetchAsync(p, n, loc, 0, s);"), "hipMemPrefetchAsync_v2(p, n, loc, 0, s);");
  EXPECT_EQ(tr("cuMemPrefetchAsync(p, n, dev, s);"), "hipMemPrefetchAsync(p, n, dev, s);");
  // CUDA 13's batched copies have no failIdx; HIP's (CUDA 12.8's) take one
  // (and its const void* const* sources, const size_t* sizes: HIP's are void**, size_t*)
  EXPECT_EQ(tr("void* d[2]; const void* s[2]; size_t n[2]; cudaMemcpyBatchAsync(d, s, n, 2, a, ai, na, st);"),
            "void* d[2]; const void* s[2]; size_t n[2]; "
            "hipMemcpyBatchAsync(d, const_cast<void**>(s), n, 2, a, ai, na, nullptr, st);");
  EXPECT_EQ(tr("cudaMemcpyBatchAsync(d, s, n, c, a, ai, na, st);"),
            "hipMemcpyBatchAsync(const_cast<void**>(d), const_cast<void**>(s), const_cast<size_t*>(n), c, a, ai, na, "
            "nullptr, st);");
  EXPECT_EQ(tr("cudaMemcpyBatchAsync(d, s, n, c, a, ai, na, &fail, st);"),
            "hipMemcpyBatchAsync(d, s, n, c, a, ai, na, &fail, st);");
  EXPECT_EQ(tr("cudaMemcpy3DBatchAsync(n, ops, 0, st);"), "hipMemcpy3DBatchAsync(n, ops, nullptr, 0, st);");
  EXPECT_EQ(translate_source("cuMemcpyBatchAsync(d, s, n, c, a, ai, na, st);", "x.c", {}).text,
            "hipMemcpyBatchAsync(d, s, n, c, a, ai, na, NULL, st);");
  EXPECT_EQ(tr("cudaLaunchKernelEx(&cfg, k, x, n);"), "hipLaunchKernelEx(&cfg, k, x, n);");
  // the HIP release of each form: older targets get a report and the CUDA call (a location form that cannot become
  // CUDA 12's, PortTranslate.LocationFormsBeforeHip71)
  TranslateOptions v62;
  v62.hip_version = "6.2";
  auto old = translate_source("cudaMemPrefetchAsync(p, n, loc, 1, s);\ncudaMemPrefetchAsync(p, n, 0, s);\n", "v.cpp", v62);
  EXPECT_EQ(old.text, "cudaMemPrefetchAsync(p, n, loc, 1, s);\nhipMemPrefetchAsync(p, n, 0, s);\n");
  ASSERT_EQ(old.diagnostics.size(), 1u);
  EXPECT_NE(old.diagnostics[0].message.find("hipMemPrefetchAsync_v2 needs HIP 7.1.0"), std::string::npos);
  EXPECT_EQ(tr("cudaStreamGetCaptureInfo(s, &st, &id, &g, &deps, nullptr, &n);", v62),
            "hipStreamGetCaptureInfo_v2(s, &st, &id, &g, &deps, &n);");
  EXPECT_EQ(tr("cudaMemcpyBatchAsync(d, s, n, c, a, ai, na, st);", v62), "cudaMemcpyBatchAsync(d, s, n, c, a, ai, na, st);");
  // declarations are not calls; the output is stable
  EXPECT_EQ(tr("cudaError_t cudaGraphAddNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *d, "
               "const cudaGraphEdgeData *e, size_t nd, cudaGraphNodeParams *p);"),
            "hipError_t hipGraphAddNode(hipGraphNode_t *n, hipGraph_t g, const hipGraphNode_t *d, "
            "const hipGraphEdgeData *e, size_t nd, hipGraphNodeParams *p);");
  for (std::string_view src : {"cudaGraphAddNode(&n, g, deps, nullptr, nd, &p);",
                               "cudaMemcpyBatchAsync(d, s, n, c, a, ai, na, st);",
                               "cudaStreamGetCaptureInfo(s, &st, &id, &g, &deps, &n);"}) {
    std::string once = tr(src);
    EXPECT_EQ(tr(once), once) << src;
  }
}

// CUDA 13's explicitly aligned 4-vectors of 8-byte elements: HIP's one type of each (32-byte aligned)
TEST(PortTranslate, Cuda13AlignedVectors) {
  EXPECT_EQ(tr("__global__ void k(double4_32a* p) { p[0] = make_double4_32a(1, 2, 3, 4); }"),
            "__global__ void k(double4* p) { p[0] = make_double4(1, 2, 3, 4); }");
  EXPECT_EQ(tr("ulonglong4_16a a; long4_32a b = make_long4_16a(0, 0, 0, 0);"),
            "ulonglong4 a; long4 b = make_long4(0, 0, 0, 0);");
  auto r = translate_source("double4_16a v;", "v.cpp", {});
  EXPECT_TRUE(r.ok());
  EXPECT_TRUE(r.diagnostics.empty());
}

// HIP's hipStreamBeginCaptureToGraph takes edge data only as nullptr (its header): other edge data is translated
// with a warning, since the capture would fail at run time
TEST(PortTranslate, CaptureToGraphEdgeData) {
  auto plain = translate_source("cudaStreamBeginCaptureToGraph(s, g, deps, nullptr, n, cudaStreamCaptureModeGlobal);",
                                "c.cpp", {});
  EXPECT_EQ(plain.text, "hipStreamBeginCaptureToGraph(s, g, deps, nullptr, n, hipStreamCaptureModeGlobal);");
  EXPECT_TRUE(plain.diagnostics.empty());
  auto data = translate_source("cuStreamBeginCaptureToGraph(s, g, deps, edges, n, mode);", "c.cpp", {});
  EXPECT_EQ(data.text, "hipStreamBeginCaptureToGraph(s, g, deps, edges, n, mode);");
  ASSERT_EQ(data.diagnostics.size(), 1u);
  EXPECT_EQ(data.diagnostics[0].rule, "runtime-support");
  EXPECT_EQ(data.diagnostics[0].severity, Severity::Warning);
}

// CUDA 13's location forms for a HIP before 7.1, which has only CUDA 12's device-number functions: the location
// becomes its device (hipCpuDeviceId for the host) and the prefetch's flags (0) are dropped
TEST(PortTranslate, LocationFormsBeforeHip71) {
  TranslateOptions v62;
  v62.hip_version = "6.2";
  auto r = translate_source(
      "cudaMemPrefetchAsync(p, n, {cudaMemLocationTypeDevice, dev}, 0, s);\n"
      "cudaMemPrefetchAsync(p, n, cudaMemLocation{cudaMemLocationTypeHost, 0}, 0);\n"
      "cudaMemLocation gpu = {cudaMemLocationTypeDevice, dev};\n"
      "cudaMemAdvise(p, n, cudaMemAdviseSetPreferredLocation, gpu);\n"
      "cudaMemAdvise(p, n, cudaMemAdviseSetAccessedBy, {.type = cudaMemLocationTypeHostNuma, .id = 1});\n"
      "cuMemPrefetchAsync(p, n, CUmemLocation{CU_MEM_LOCATION_TYPE_DEVICE}, 0U, s);\n"
      "cuMemAdvise(p, n, a, {CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT, 0});\n",
      "l.cpp", v62);
  EXPECT_EQ(r.text,
            "hipMemPrefetchAsync(p, n, dev, s);\n"
            "hipMemPrefetchAsync(p, n, hipCpuDeviceId);\n"
            "hipMemLocation gpu = {hipMemLocationTypeDevice, dev};\n"
            "hipMemAdvise(p, n, hipMemAdviseSetPreferredLocation, (gpu.type == hipMemLocationTypeDevice ? gpu.id : "
            "hipCpuDeviceId));\n"
            "hipMemAdvise(p, n, hipMemAdviseSetAccessedBy, hipCpuDeviceId);\n"
            "hipMemPrefetchAsync(p, n, 0, s);\n"
            "hipMemAdvise(p, n, a, hipCpuDeviceId);\n");
  // the host types HIP 6.2 lacks are not reported where they are not written
  ASSERT_EQ(r.diagnostics.size(), 6u);
  for (const Diagnostic& d : r.diagnostics) EXPECT_EQ(d.rule, "changed-arguments") << d.message;
  EXPECT_NE(r.diagnostics[0].message.find("a host location is hipCpuDeviceId"), std::string::npos);
  EXPECT_EQ(tr(tr("cudaMemPrefetchAsync(p, n, {cudaMemLocationTypeDevice, d}, 0, s);", v62), v62),
            "hipMemPrefetchAsync(p, n, d, s);");
  // C: a compound literal; HIP's stream has no default there
  EXPECT_EQ(translate_source("cudaMemPrefetchAsync(p, n, (cudaMemLocation){cudaMemLocationTypeDevice, d}, 0);", "c.c",
                             v62)
                .text,
            "hipMemPrefetchAsync(p, n, d, 0);");
  // every spelling of the type, in both places that read one: C's struct tag in a four-argument call (CUDA 13's
  // location and flags, not CUDA 12's device and stream) and the driver's struct tag built in place
  EXPECT_EQ(translate_source("cudaMemPrefetchAsync(p, n, (struct cudaMemLocation){cudaMemLocationTypeDevice, d}, 0);",
                             "c.c", v62)
                .text,
            "hipMemPrefetchAsync(p, n, d, 0);");
  EXPECT_EQ(translate_source("cudaMemPrefetchAsync(p, n, (struct cudaMemLocation){cudaMemLocationTypeDevice, d}, 0);",
                             "c.c", {})
                .text,
            "hipMemPrefetchAsync_v2(p, n, (struct hipMemLocation){hipMemLocationTypeDevice, d}, 0);");
  EXPECT_EQ(tr("cuMemPrefetchAsync(p, n, CUmemLocation_st{CU_MEM_LOCATION_TYPE_DEVICE, 1}, 0, s);", v62),
            "hipMemPrefetchAsync(p, n, 1, s);");
  EXPECT_EQ(tr("cuMemAdvise(p, n, a, (struct CUmemLocation_st){CU_MEM_LOCATION_TYPE_HOST, 0});", v62),
            "hipMemAdvise(p, n, a, hipCpuDeviceId);");
  // what cannot be read as a device: reported, left
  for (std::string_view src : {"cudaMemPrefetchAsync(p, n, where(), 0, s);", "cudaMemPrefetchAsync(p, n, loc, f, s);",
                               "cuMemPrefetchAsync(p, n, loc, 1, s);",
                               "cudaMemAdvise(p, n, a, {kind, 0});", "cudaMemAdvise(p, n, a, cudaMemLocation{t, 0});"}) {
    auto left = translate_source(src, "x.cpp", v62);
    EXPECT_TRUE(left.text.starts_with(src.substr(0, src.find('(') + 1))) << src << " -> " << left.text;
    EXPECT_FALSE(left.ok()) << src;
  }
  // 7.1 and later: the _v2 functions
  TranslateOptions v71;
  v71.hip_version = "7.1";
  EXPECT_EQ(tr("cudaMemPrefetchAsync(p, n, {cudaMemLocationTypeHost, 0}, 0, s);", v71),
            "hipMemPrefetchAsync_v2(p, n, {hipMemLocationTypeHost, 0}, 0, s);");
}

// The shared-memory carveout values (CUDA's cudaSharedCarveout, the driver's CUshared_carveout): HIP's
// hipFuncSetAttribute takes the carveout attribute with an int but names no values, so they are defined in the file
// with CUDA's values (emulated_enums.h), once per file
TEST(PortTranslate, SharedCarveoutValuesAreDefinedInTheFile) {
  auto r = translate_source(
      "#include <cuda_runtime.h>\n__global__ void k() {}\n"
      "void tune() {\n  cudaFuncSetAttribute(k, cudaFuncAttributePreferredSharedMemoryCarveout, "
      "cudaSharedmemCarveoutMaxShared);\n  int l1 = cudaSharedmemCarveoutMaxL1;\n}\n",
      "s.cu", {});
  EXPECT_NE(r.text.find("#ifndef CROSSWARP_ENUM_CUDASHAREDCARVEOUT\n#define CROSSWARP_ENUM_CUDASHAREDCARVEOUT\n"
                        "// cudaSharedCarveout (driver_types.h, CUDA's values), which HIP does not have (crosswarp "
                        "port)\ntypedef enum {\n  crosswarpCudaSharedmemCarveoutDefault = -1,\n"
                        "  crosswarpCudaSharedmemCarveoutMaxShared = 100,\n  crosswarpCudaSharedmemCarveoutMaxL1 = 0,\n"
                        "} crosswarpCudaSharedCarveout;\n#endif\n__global__ void k() {}\n"),
            std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("hipFuncSetAttribute(reinterpret_cast<const void*>(k), hipFuncAttributePreferredSharedMemoryCarveout, "
                        "crosswarpCudaSharedmemCarveoutMaxShared);\n  int l1 = crosswarpCudaSharedmemCarveoutMaxL1;"),
            std::string::npos)
      << r.text;
  EXPECT_TRUE(r.ok());
  ASSERT_FALSE(r.diagnostics.empty());
  EXPECT_NE(r.diagnostics.back().message.find("hipFuncSetAttribute takes the value"), std::string::npos)
      << r.diagnostics.back().message;
  EXPECT_EQ(tr(r.text, {}, "s.cu"), r.text);  // idempotent
  // the driver's, in C
  auto c = translate_source("cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT, "
                            "CU_SHAREDMEM_CARVEOUT_MAX_SHARED);", "d.c", {});
  EXPECT_NE(c.text.find("} crosswarpCUshared_carveout;\n#endif\n"), std::string::npos) << c.text;
  EXPECT_NE(c.text.find(", CROSSWARP_CU_SHAREDMEM_CARVEOUT_MAX_SHARED);"), std::string::npos) << c.text;
  // CUDA's driver_types.h defines the enum: kept there
  auto own = translate_source("enum cudaSharedCarveout {\n  cudaSharedmemCarveoutDefault = -1,\n};\n",
                              "driver_types.h", {});
  EXPECT_EQ(own.text.find("crosswarp"), std::string::npos) << own.text;
}

// HIP's __half operators were device only before 6.4; CUDA's are host and device. A file whose host code applies an
// operator to a half gets host versions, compiled only for HIP source where HIP_VERSION < 6.4 (llama2.cu's argmax
// over half logits copied back did not compile with HIP 5.7)
TEST(PortTranslate, HostHalfOperatorsBeforeHip64) {
  const std::string src =
      "#include <cuda_fp16.h>\n__global__ void k(half* x, half y) { x[0] = x[0] > y ? x[0] : y; }\n"
      "int argmax(const half* h, int n) {\n  half best = h[0];\n  int at = 0;\n"
      "  for (int i = 1; i < n; ++i) if (h[i] > best) { best = h[i]; at = i; }\n  return at;\n}\n";
  auto r = translate_source(src, "a.cu", {});
  const std::size_t block = r.text.find("#if defined(__HIP__) && defined(HIP_VERSION) && HIP_VERSION < 60400000 && \\\n"
                                        "    !defined(CROSSWARP_HALF_HOST_OPERATORS)\n#define CROSSWARP_HALF_HOST_OPERATORS\n");
  ASSERT_NE(block, std::string::npos) << r.text;
  EXPECT_LT(r.text.find("#include <hip/hip_fp16.h>\n"), block);
  EXPECT_LT(block, r.text.find("__global__ void k"));
  EXPECT_NE(r.text.find("__host__ inline bool operator>(const __half& a, const __half& b) { return __half2float(a) > "
                        "__half2float(b); }\n"),
            std::string::npos);
  EXPECT_NE(r.text.find("__host__ inline __half& operator+=(__half& a, const __half& b) { return a = a + b; }\n"),
            std::string::npos);
  EXPECT_NE(r.text.find("__host__ inline __half operator-(const __half& a) { return __float2half(-__half2float(a)); }\n"
                        "__host__ inline __half operator+(const __half& a) { return a; }\n#endif\n"),
            std::string::npos);
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(tr(r.text, {}, "a.cu"), r.text);  // idempotent: the block is there once
  TranslateOptions v62, v64;
  v62.hip_version = "6.2";
  v64.hip_version = "6.4";
  EXPECT_NE(tr(src, v62, "a.cu").find("CROSSWARP_HALF_HOST_OPERATORS"), std::string::npos);
  EXPECT_EQ(tr(src, v64, "a.cu").find("CROSSWARP_HALF_HOST_OPERATORS"), std::string::npos);  // HIP 6.4 has them
  // a half only in device code, a variable named half, a member, C: nothing
  for (auto [text, file] : {std::pair<std::string_view, std::string_view>{"__global__ void k(half* x) { half y = x[0]; }", "d.cu"},
                            {"__global__ void k(half* x, half y) { x[0] = x[0] > y ? x[0] : y; }", "d.cu"},
                            {"__device__ half f(half a, half b) { return a * b; }", "d.cu"},
                            {"int split(int n) { int half = n / 2; return half; }", "v.cu"},
                            {"void f(S s) { s.half = 0; }", "m.cu"},
                            {"void f(void) { __half h; }", "c.c"}})
    EXPECT_EQ(tr(std::string(text), {}, std::string(file)).find("CROSSWARP_HALF"), std::string::npos) << text;
  // a host half pointer only passed on (cudaMalloc, a launch) needs nothing; an element compared does
  EXPECT_EQ(tr("void f(int n) { half* d; cudaMalloc(&d, n * sizeof(half)); k<<<1, 1>>>(d); }", {}, "p.cu").find("CROSSWARP_HALF"),
            std::string::npos);
  EXPECT_NE(tr("bool f(const half* h, half t) { return t != h[3]; }", {}, "p.cu").find("CROSSWARP_HALF"), std::string::npos);
  // pointer arithmetic, and a parameter's name used in a later function: nothing
  EXPECT_EQ(tr("void f(half* x, int n) { g(x + n); }\nvoid h(float x) { return x * 2; }", {}, "p.cu").find("CROSSWARP_HALF"),
            std::string::npos);
  // passed to a function template of the file, whose body may apply the operators (HeCBench's nlll and softmax-fused:
  // a host reference templated on the element type): f(x), f<__half>(x, y), an array to a template taking T*
  for (std::string_view text :
       {"template <typename T> T mul(T a, T b) { return a * b; }\nint main() { __half x = __float2half(1.f); "
        "__half y = mul<__half>(x, x); return (int)__half2float(y); }",
        "template <typename T> void scale(T* p) { p[0] *= T(20); }\nint main() { __half h[1]; scale(h); return 0; }",
        "template <class T, int N>\nstatic inline T sum(const T* v) { T s = v[0]; for (int i = 1; i < N; ++i) s += v[i]; "
        "return s; }\nvoid f() { half v[4]; float r = __half2float(sum<half, 4>(v)); }",
        // or instantiated with __half (or an alias of it) in host code: the whole program is a template (nlll,
        // softmax-fused)
        "template <typename T, typename I> void driver(char** argv) { T a = T(1), b = a * a; }\n"
        "int main(int c, char** argv) { driver<half, int>(argv); }",
        "typedef __half Half;\ntemplate <typename S> void run(int n) { S x = S(n); x *= S(20); }\n"
        "int main() { run<Half>(3); }",
        "using H = __half;\ntemplate <typename S> void run(int n) { S x = S(n); x *= S(20); }\nint main() { run<H>(3); }"})
    EXPECT_NE(tr(std::string(text), {}, "t.cu").find("CROSSWARP_HALF"), std::string::npos) << text;
  // a function that is no template of the file, and a class template: nothing
  for (std::string_view text : {"void g(half* p);\nint main() { half h[1]; g(h); return 0; }",
                                "template <typename T> void run(int n);\n__global__ void k() { run<half>(1); }",
                                // in an `if constexpr` block of a function whose head has a macro (libcu++'s
                                // __fp_cast): maybe device code; the block is no function of its own
                                "template <class T> LIB_API T cast(float v) {\n  if constexpr (sizeof(T) == 2) {\n"
                                "    return cast<__half>(v);\n  }\n  return T(v);\n}",
                                "typedef __half Half;\nint main() { std::vector<Half> v(4); return (int)v.size(); }",
                                "template <typename T> struct box { T v; };\nint main() { half h; box<half> b{h}; }"})
    EXPECT_EQ(tr(std::string(text), {}, "t.cu").find("CROSSWARP_HALF"), std::string::npos) << text;
}

// CUDA 12's cudaGraphExecUpdate(exec, graph, &info) reports into a struct HIP lacks; HIP's hipGraphExecUpdate takes
// CUDA 11's (exec, graph, &errorNode, &result): the struct's members are passed, the struct defined in the file
TEST(PortTranslate, GraphExecUpdateResultInfo) {
  const std::string def =
      "#ifndef CROSSWARP_GRAPH_EXEC_UPDATE_RESULT_INFO\n#define CROSSWARP_GRAPH_EXEC_UPDATE_RESULT_INFO\n"
      "// CUDA 12's cudaGraphExecUpdateResultInfo, which HIP does not have (crosswarp port)\n"
      "typedef struct crosswarpGraphExecUpdateResultInfo_st {\n  hipGraphExecUpdateResult result;\n"
      "  hipGraphNode_t errorNode;\n  hipGraphNode_t errorFromNode;\n} crosswarpGraphExecUpdateResultInfo;\n#endif\n";
  auto r = translate_source("#include <cuda_runtime.h>\nint f(cudaGraphExec_t e, cudaGraph_t g) {\n"
                            "  cudaGraphExecUpdateResultInfo info;\n  return cudaGraphExecUpdate(e, g, &info);\n}\n",
                            "u.cpp", {});
  EXPECT_EQ(r.text, "#include <hip/hip_runtime.h>\n" + def +
                        "int f(hipGraphExec_t e, hipGraph_t g) {\n  crosswarpGraphExecUpdateResultInfo info;\n"
                        "  return (info.errorFromNode = nullptr, hipGraphExecUpdate(e, g, &info.errorNode, "
                        "&info.result));\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(tr(r.text), r.text);  // idempotent: one definition
  // a pointer variable; the driver's form; C
  EXPECT_EQ(tr("cuGraphExecUpdate(e, g, p);"),
            "(p->errorFromNode = nullptr, hipGraphExecUpdate(e, g, &p->errorNode, &p->result));");
  EXPECT_EQ(translate_source("CHECK(cudaGraphExecUpdate(e, g, &s.info));", "u.c", {}).text,
            "CHECK((s.info.errorFromNode = NULL, hipGraphExecUpdate(e, g, &s.info.errorNode, &s.info.result)));");
  // CUDA 11's four arguments are HIP's
  EXPECT_EQ(tr("cudaGraphExecUpdate(e, g, &node, &result);"), "hipGraphExecUpdate(e, g, &node, &result);");
  // an argument evaluated twice would change meaning: reported, left
  auto call = translate_source("cudaGraphExecUpdate(e, g, next_info());", "n.cpp", {});
  EXPECT_EQ(call.text, "cudaGraphExecUpdate(e, g, next_info());");
  EXPECT_FALSE(call.ok());
}

TEST(PortTranslate, GraphExecUpdateResultInfoInMacrosAndCudasOwnHeaders) {
  // a use in a macro body: the definition is written once, before the code
  auto r = translate_source("#define INFO cudaGraphExecUpdateResultInfo\nINFO i;\n", "m.cpp", {});
  EXPECT_NE(r.text.find("#define INFO crosswarpGraphExecUpdateResultInfo\n#ifndef CROSSWARP_GRAPH_EXEC_UPDATE_RESULT_INFO"),
            std::string::npos)
      << r.text;
  // a file that defines CUDA's struct (CUDA's driver_types.h) keeps its own: reported, not emulated
  auto own = translate_source("typedef struct cudaGraphExecUpdateResultInfo_st { int result; } cudaGraphExecUpdateResultInfo;\n",
                              "driver_types.h", {});
  EXPECT_EQ(own.text.find("crosswarp"), std::string::npos) << own.text;
  EXPECT_FALSE(own.ok());
}

// The definitions go before the first code line, outside any preprocessor conditional around it (so they are
// compiled whatever it decides) but inside an include guard, after the includes
TEST(PortTranslate, FileDefinitionsOutsideConditionals) {
  auto r = translate_source(
      "#ifndef G_H\n#define G_H\n#include <cuda_runtime.h>\n#if defined(_WIN32)\n#ifdef __cplusplus\nextern \"C\" {\n"
      "#endif\nvoid f(cudaGraphExecUpdateResultInfo* i);\n#ifdef __cplusplus\n}\n#endif\n#endif\n#endif\n",
      "g.h", {});
  const std::size_t def = r.text.find("#ifndef CROSSWARP_GRAPH_EXEC_UPDATE_RESULT_INFO");
  ASSERT_NE(def, std::string::npos) << r.text;
  EXPECT_LT(r.text.find("#include <hip/hip_runtime.h>"), def);
  EXPECT_LT(def, r.text.find("#if defined(_WIN32)")) << r.text;
  EXPECT_EQ(r.text.find("#ifndef G_H\n#define G_H\n"), 0u);
  // CUDA's headers guard with #if !defined(X)
  auto cuda = translate_source("#if !defined(__X_H__)\n#define __X_H__\n#include <cuda_runtime_api.h>\n#if defined(A)\n"
                               "void f(cudaGraphExecUpdateResultInfo* i);\n#endif\n#endif\n", "x.h", {});
  EXPECT_LT(cuda.text.find("#include <hip/hip_runtime_api.h>"), cuda.text.find("#ifndef CROSSWARP_GRAPH_EXEC")) << cuda.text;
  EXPECT_LT(cuda.text.find("#ifndef CROSSWARP_GRAPH_EXEC"), cuda.text.find("#if defined(A)")) << cuda.text;
  // a header of macros only: before its guard's #endif, or at the end
  auto guarded = translate_source("#ifndef M_H\n#define M_H\n#define PREC CUSOLVER_R_32F\n#endif\n", "m.h", {});
  EXPECT_EQ(guarded.text.find("#define PREC CROSSWARP_CUSOLVER_R_32F\n#ifndef CROSSWARP_ENUM_CUSOLVERPRECTYPE_T\n"), 24u)
      << guarded.text;
  EXPECT_TRUE(guarded.text.ends_with("} crosswarpCusolverPrecType_t;\n#endif\n#endif\n"));
  auto macros = translate_source("#define INFO cudaGraphExecUpdateResultInfo", "i.h", {});
  EXPECT_TRUE(macros.text.starts_with("#define INFO crosswarpGraphExecUpdateResultInfo\n#ifndef CROSSWARP_GRAPH_EXEC"))
      << macros.text;
  EXPECT_TRUE(macros.text.ends_with("#endif\n"));
  // a plain #ifndef (no #define of its macro next) is a conditional like any other
  auto plain = translate_source("#ifndef NO_GRAPHS\nvoid f(cudaGraphExecUpdateResultInfo* i);\n#endif\n", "p.h", {});
  EXPECT_LT(plain.text.find("#ifndef CROSSWARP_GRAPH_EXEC_UPDATE_RESULT_INFO"), plain.text.find("#ifndef NO_GRAPHS"))
      << plain.text;
}

// CUDA's default (C++) or CUDA 11's missing status out-argument of the entry-point queries, which HIP's take
TEST(PortTranslate, EntryPointStatusArgument) {
  EXPECT_EQ(tr("cudaGetDriverEntryPoint(\"cuMemAlloc\", &fn, cudaEnableDefault);"),
            "hipGetDriverEntryPoint(\"hipMalloc\", &fn, hipEnableDefault, nullptr);");
  EXPECT_EQ(tr("cudaGetDriverEntryPoint(\"cuMemAlloc\", &fn, cudaEnableDefault, &st);"),
            "hipGetDriverEntryPoint(\"hipMalloc\", &fn, hipEnableDefault, &st);");
  EXPECT_EQ(tr("cuGetProcAddress(\"cuMemAlloc\", &fn, 11030, 0);"),
            "hipGetProcAddress(\"hipMalloc\", &fn, 11030, 0, nullptr);");
  EXPECT_EQ(translate_source("cuGetProcAddress(\"cuMemAlloc\", &fn, 12000, 0, &st);", "p.c", {}).text,
            "hipGetProcAddress(\"hipMalloc\", &fn, 12000, 0, &st);");
}
