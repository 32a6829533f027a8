// translate_source on the libraries' names and options beyond the basics of translator_test.cpp: --roc for
// cuSPARSE/cuRAND, ...
#include "port/tables.h"

#include <crosswarp/port.h>

#include <gtest/gtest.h>

using namespace crosswarp::port;

namespace {

std::string tr(std::string_view src, TranslateOptions o = {}, std::string_view file = "x.cpp") {
  return translate_source(src, file, o).text;
}

TranslateOptions roc(const char* hip_version = "") {
  TranslateOptions o;
  o.roc = true;
  o.hip_version = hip_version;
  return o;
}

// translate_source for a given --hip-version.
TranslateResult for_hip(std::string_view src, const char* hip_version) {
  TranslateOptions o;
  o.hip_version = hip_version;
  return translate_source(src, "x.cpp", o);
}

// Porting the output again changes nothing.
void expect_idempotent(std::string_view src, TranslateOptions o = {}) {
  std::string once = tr(src, o);
  EXPECT_EQ(tr(once, o), once) << src;
}

}  // namespace

// --roc: cuSPARSE -> rocSPARSE (hipify-perl's list and cusparseXxx -> rocsparse_xxx, checked against the
// 5.7 headers), without --roc hipSPARSE as before.
TEST(PortLibraries, RocSparse) {
  std::string src =
      "cusparseHandle_t h; cusparseStatus_t s = cusparseCreate(&h);\n"
      "s = cusparseZgemvi_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, m, n, nnz, psize);\n"
      "s = cusparseDcsrsv2_solve(h, op, m, nnz, &a, d, v, r, c, info, f, x, p, b);\n"
      "s = cusparseXcsrsm2_zeroPivot(h, info, &pos);\n";
  EXPECT_EQ(tr(src, roc()),
            "rocsparse_handle h; rocsparse_status s = rocsparse_create_handle(&h);\n"
            "s = rocsparse_zgemvi_buffer_size(h, rocsparse_operation_none, m, n, nnz, psize);\n"
            "s = rocsparse_dcsrsv_solve(h, op, m, nnz, &a, d, v, r, c, info, f, x, rocsparse_solve_policy_auto, b);\n"
            "s = rocsparse_csrsm_zero_pivot(h, info, &pos);\n");
  EXPECT_EQ(tr("cusparseHandle_t h; cusparseCreate(&h);"), "hipsparseHandle_t h; hipsparseCreate(&h);");
  EXPECT_EQ(tr("#include \"cusparse.h\"\n", roc()),
            "#if __has_include(\"rocsparse/rocsparse.h\")\n#include \"rocsparse/rocsparse.h\"\n#else\n"
            "#include \"rocsparse.h\"\n#endif\n");
  expect_idempotent(src, roc());
}

// --roc: rocSPARSE's generic API takes rocSPARSE's own data type enum (rocsparse_datatype), not hipDataType nor
// rocBLAS's: the data types in its calls, and the cudaDataType variables of a file that calls cuSPARSE and not
// cuBLAS, become rocSPARSE's (the output of the first case compiles with the chroot's hipcc); a type rocSPARSE lacks
// is left and reported. In a file that also calls cuBLAS the variables stay rocBLAS's.
TEST(PortLibraries, SparseDataTypes) {
  std::string src =
      "cudaDataType t = CUDA_R_64F;\n"
      "cusparseCreateCsr(&m, n, n, z, r, c, v, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, "
      "CUDA_C_32F);\n"
      "cusparseCreateDnVec(&x, n, p, t);\n";
  EXPECT_EQ(tr(src, roc()),
            "rocsparse_datatype t = rocsparse_datatype_f64_r;\n"
            "rocsparse_create_csr_descr(&m, n, n, z, r, c, v, rocsparse_indextype_i32, rocsparse_indextype_i32, "
            "rocsparse_index_base_zero, rocsparse_datatype_f32_c);\n"
            "rocsparse_create_dnvec_descr(&x, n, p, t);\n");
  expect_idempotent(src, roc());
  // cuBLAS's typedef names cuBLAS, so such a file counts as a cuBLAS one (rocBLAS's data type), except in a call
  EXPECT_EQ(tr("cusparseCreateDnVec(&x, n, p, cublasDataType_t(k));", roc()),
            "rocsparse_create_dnvec_descr(&x, n, p, rocsparse_datatype(k));");
  TranslateResult half = translate_source("cusparseCreateDnVec(&x, n, p, CUDA_R_16F);", "x.cpp", roc());
  EXPECT_FALSE(half.ok());
  EXPECT_EQ(half.text, "rocsparse_create_dnvec_descr(&x, n, p, CUDA_R_16F);");
  EXPECT_EQ(tr("enum cudaDataType_t t; cusparseCreateDnVec(&x, n, p, t); cublasSetStream(h, s);", roc()),
            "enum rocblas_datatype_ t; rocsparse_create_dnvec_descr(&x, n, p, t); rocblas_set_stream(h, s);");
  // without --roc, hipSPARSE takes hipDataType, in every release: a cuSPARSE-only file's variables too (before
  // 6.0 a BLAS data type variable is hipBLAS's hipblasDatatype_t, which a file without hipblas.h does not declare)
  EXPECT_EQ(tr("cudaDataType t = CUDA_R_64F; cusparseCreateDnVec(&x, n, p, t);"),
            "hipDataType t = HIP_R_64F; hipsparseCreateDnVec(&x, n, p, t);");
  EXPECT_EQ(for_hip("cudaDataType t = CUDA_R_64F; cusparseCreateDnVec(&x, n, p, t);", "5.7").text,
            "hipDataType t = HIP_R_64F; hipsparseCreateDnVec(&x, n, p, t);");
  EXPECT_EQ(for_hip("cudaDataType t = CUDA_R_64F; cublasSetStream(h, s);", "5.7").text,
            "hipblasDatatype_t t = HIPBLAS_R_64F; hipblasSetStream(h, s);");
}

// --roc: cuRAND -> rocRAND: host API, enumerators, the state types (engine classes for the structs) and each
// device header to the rocRAND header that defines the same things (a second include of one is dropped).
TEST(PortLibraries, RocRand) {
  std::string src =
      "curandGenerator_t g; curandStatus_t s = curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT);\n"
      "s = curandSetPseudoRandomGeneratorSeed(g, 1); s = curandGenerateUniform(g, p, n);\n"
      "if (s == CURAND_STATUS_NOT_INITIALIZED) {}\n"
      "curandStateSobol32 a; curandStateSobol32_t b; curandStatePhilox4_32_10_t c;\n"
      "float4 v = curand_normal4(&c); double2 w = curand_normal2_double(&c);\n";
  EXPECT_EQ(tr(src, roc()),
            "rocrand_generator g; rocrand_status s = rocrand_create_generator(&g, ROCRAND_RNG_PSEUDO_DEFAULT);\n"
            "s = rocrand_set_seed(g, 1); s = rocrand_generate_uniform(g, p, n);\n"
            "if (s == ROCRAND_STATUS_NOT_CREATED) {}\n"
            "rocrand_device::sobol32_engine<false> a; rocrand_state_sobol32 b; rocrand_state_philox4x32_10 c;\n"
            "float4 v = rocrand_normal4(&c); double2 w = rocrand_normal_double2(&c);\n");
  expect_idempotent(src, roc());
  EXPECT_EQ(tr("#include \"curand.h\"\n#include \"curand_kernel.h\"\n#include \"curand_normal.h\"\n"
               "#include \"curand_normal_static.h\"\n#include \"curand_precalc.h\"\n",
               roc()),
            "#include \"rocrand/rocrand.h\"\n#include \"rocrand/rocrand_kernel.h\"\n#include \"rocrand/rocrand_normal.h\"\n"
            "\n#include \"rocrand/rocrand_xorwow_precomputed.h\"\n");
  // cuRAND's host generator is rocRAND 6.2's blocking one (hipRAND's is 5.7's): the roc name's own version gates
  // --roc, the HIP name's the rest
  EXPECT_EQ(tr("curandCreateGeneratorHost(&g, t);", roc()), "rocrand_create_generator_host_blocking(&g, t);");
  EXPECT_EQ(tr("curandCreateGeneratorHost(&g, t);"), "hiprandCreateGeneratorHost(&g, t);");
  TranslateOptions roc61 = roc();
  roc61.hip_version = "6.1";
  auto r = translate_source("curandCreateGeneratorHost(&g, t);", "x.cpp", roc61);
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.text, "curandCreateGeneratorHost(&g, t);");
  TranslateOptions hip57;
  hip57.hip_version = "5.7";
  EXPECT_EQ(tr("curandCreateGeneratorHost(&g, t);", hip57), "hiprandCreateGeneratorHost(&g, t);");
}

// --roc: cublasCsyrkEx is rocBLAS's syrk_ex (ROCm 7.2), which takes the execution type last; hipBLAS has none.
TEST(PortLibraries, RocBlasSyrkEx) {
  std::string src = "s = cublasCsyrkEx(h, uplo, op, n, k, &alpha, A, CUDA_C_32F, lda, &beta, C, CUDA_C_32F, ldc);";
  EXPECT_EQ(tr(src, roc()),
            "s = rocblas_syrk_ex(h, uplo, op, n, k, &alpha, A, rocblas_datatype_f32_c, lda, &beta, C, "
            "rocblas_datatype_f32_c, ldc, rocblas_datatype_f32_c);");
  expect_idempotent(src, roc());
  auto r = translate_source(src, "x.cpp");
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.text.find("cublasCsyrkEx("), std::string::npos);
  TranslateOptions roc71 = roc();
  roc71.hip_version = "7.1";
  EXPECT_NE(tr(src, roc71).find("cublasCsyrkEx("), std::string::npos);
}

// --roc: rocblas_gemm_ex and its batched forms write D, a matrix of their own after C, and take a solution index
// and flags last: cuBLAS's in-place C is passed as D too; cuBLAS's compute type is a rocblas_datatype there.
TEST(PortLibraries, RocBlasGemmEx) {
  std::string src =
      "s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &a, A, CUDA_R_16F, lda, B, CUDA_R_16F, ldb, &b, C, "
      "CUDA_R_32F, ldc, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);\n"
      "s = cublasGemmBatchedEx(h, ta, tb, m, n, k, &a, Aa, CUDA_R_32F, lda, Ba, CUDA_R_32F, ldb, &b, Ca, CUDA_R_32F, "
      "ldc, count, CUBLAS_COMPUTE_32F_FAST_TF32, algo);\n"
      "s = cublasGemmStridedBatchedEx(h, ta, tb, m, n, k, &a, A, CUDA_R_64F, lda, sa, B, CUDA_R_64F, ldb, sb, &b, "
      "c.data(), CUDA_R_64F, ldc, sc, count, CUBLAS_COMPUTE_64F, algo);\n";
  auto r = translate_source(src, "x.cpp", roc("5.5"));
  EXPECT_EQ(r.text,
            "s = rocblas_gemm_ex(h, rocblas_operation_none, rocblas_operation_transpose, m, n, k, &a, A, "
            "rocblas_datatype_f16_r, lda, B, rocblas_datatype_f16_r, ldb, &b, C, rocblas_datatype_f32_r, ldc, C, "
            "rocblas_datatype_f32_r, ldc, rocblas_datatype_f32_r, rocblas_gemm_algo_standard, 0, "
            "rocblas_gemm_flags_none);\n"
            "s = rocblas_gemm_batched_ex(h, ta, tb, m, n, k, &a, Aa, rocblas_datatype_f32_r, lda, Ba, "
            "rocblas_datatype_f32_r, ldb, &b, Ca, rocblas_datatype_f32_r, ldc, Ca, rocblas_datatype_f32_r, ldc, count, "
            "rocblas_datatype_f32_r, algo, 0, rocblas_gemm_flags_none);\n"
            "s = rocblas_gemm_strided_batched_ex(h, ta, tb, m, n, k, &a, A, rocblas_datatype_f64_r, lda, sa, B, "
            "rocblas_datatype_f64_r, ldb, sb, &b, c.data(), rocblas_datatype_f64_r, ldc, sc, c.data(), "
            "rocblas_datatype_f64_r, ldc, sc, count, rocblas_datatype_f64_r, algo, 0, rocblas_gemm_flags_none);\n");
  EXPECT_TRUE(r.ok());
  int notes = 0;
  for (const Diagnostic& d : r.diagnostics) notes += d.rule == "compute-type";
  EXPECT_EQ(notes, 1);  // the TF32 mode computes in plain FP32 there
  expect_idempotent(src, roc("5.5"));
  EXPECT_EQ(tr("cublasComputeType_t t = CUBLAS_COMPUTE_32I; cublasGemmEx(h);", roc()),
            "rocblas_datatype t = rocblas_datatype_i32_r; rocblas_gemm_ex(h);");
  // an argument passed twice must not change state: such a call is left as it was and reported
  std::string twice =
      "cublasGemmEx(h, ta, tb, m, n, k, &a, A, CUDA_R_32F, lda, B, CUDA_R_32F, ldb, &b, C[i++], CUDA_R_32F, ldc, "
      "CUBLAS_COMPUTE_32F, algo);";
  auto t = translate_source(twice, "x.cpp", roc());
  EXPECT_FALSE(t.ok());
  EXPECT_NE(t.text.find("C[i++], rocblas_datatype_f32_r, ldc, rocblas_datatype_f32_r, algo);"), std::string::npos)
      << t.text;
  // hipBLAS takes cuBLAS's arguments
  EXPECT_NE(tr(src).find("hipblasGemmEx_v2(h, HIPBLAS_OP_N, HIPBLAS_OP_T, m, n, k, &a, A, HIP_R_16F, lda, B, "
                         "HIP_R_16F, ldb, &b, C, HIP_R_32F, ldc, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);"),
            std::string::npos);
}

// hipBLAS's GemmBatchedEx takes const void* A[] and void* C[] where cuBLAS takes const void* const Aarray[] and
// void* const Carray[]: a void** A (which cuBLAS takes) and a void* const* C are const_cast; a variable declared with
// hipBLAS's type is passed as it is; rocBLAS takes plain pointers.
TEST(PortLibraries, HipBlasGemmBatchedExArrays) {
  std::string src =
      "void** A; const void** const B = nullptr; void* const* C = c;\n"
      "s = cublasGemmBatchedEx(h, ta, tb, m, n, k, &a, A, CUDA_R_32F, lda, B, CUDA_R_32F, ldb, &b, C, CUDA_R_32F, "
      "ldc, count, CUBLAS_COMPUTE_32F, algo);\n";
  auto r = for_hip(src, "5.7");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find("s = hipblasGemmBatchedEx(h, ta, tb, m, n, k, &a, const_cast<const void**>(A), HIPBLAS_R_32F, "
                        "lda, B, HIPBLAS_R_32F, ldb, &b, const_cast<void**>(C), HIPBLAS_R_32F, ldc, count, "
                        "HIPBLAS_R_32F, algo);"),
            std::string::npos)
      << r.text;
  EXPECT_NE(tr(src).find("hipblasGemmBatchedEx_v2(h, ta, tb, m, n, k, &a, const_cast<const void**>(A), HIP_R_32F"),
            std::string::npos);
  EXPECT_NE(tr("cublasGemmBatchedEx(h, ta, tb, m, n, k, &a, nullptr, t, lda, (const void**)B, t, ldb, &b, C, t, "
               "ldc, count, ct, algo);").find("&a, nullptr, t, lda, (const void**)B, t"),
            std::string::npos);
  EXPECT_NE(tr(src, roc()).find("rocblas_gemm_batched_ex(h, ta, tb, m, n, k, &a, A, rocblas_datatype_f32_r"),
            std::string::npos);
  TranslateOptions o;
  o.hip_version = "5.7";
  EXPECT_NE(translate_source(src, "x.c", o).text.find("&a, (const void**)(A), HIPBLAS_R_32F"), std::string::npos);
  expect_idempotent(src);
}

// hipBLAS before 2.0 (ROCm 6.0) takes the compute type as a hipblasDatatype_t: cuBLAS's compute types become data
// types for an explicit --hip-version before 6.0, in cuBLAS's calls and in a file that calls cuBLAS (not cuBLASLt,
// whose compute types stay hipBLASLt's); 6.0 and later keep hipblasComputeType_t.
TEST(PortLibraries, HipBlasComputeTypeBefore60) {
  std::string src =
      "cublasComputeType_t t = CUBLAS_COMPUTE_64F;\n"
      "s = cublasGemmEx(h, ta, tb, m, n, k, &a, A, CUDA_R_16F, lda, B, CUDA_R_16F, ldb, &b, C, CUDA_R_16F, ldc, "
      "CUBLAS_COMPUTE_16F, algo);\n";
  auto r = for_hip(src, "5.7");
  EXPECT_EQ(r.text,
            "hipblasDatatype_t t = HIPBLAS_R_64F;\n"
            "s = hipblasGemmEx(h, ta, tb, m, n, k, &a, A, HIPBLAS_R_16F, lda, B, HIPBLAS_R_16F, ldb, &b, C, "
            "HIPBLAS_R_16F, ldc, HIPBLAS_R_16F, algo);\n");
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(for_hip(src, "6.2").text,
            "hipblasComputeType_t t = HIPBLAS_COMPUTE_64F;\n"
            "s = hipblasGemmEx_v2(h, ta, tb, m, n, k, &a, A, HIP_R_16F, lda, B, HIP_R_16F, ldb, &b, C, HIP_R_16F, ldc, "
            "HIPBLAS_COMPUTE_16F, algo);\n");
  // hipBLAS 2.x has HIPBLAS_COMPUTE_32F_FAST_TF32, which its rocBLAS backend refuses at run time: a note says so
  // (not for cuBLASLt, whose hipBLASLt has its own TF32 support)
  auto tf32 = translate_source("s = cublasGemmEx(h, CUBLAS_COMPUTE_32F_FAST_TF32, algo);", "x.cpp", {});
  EXPECT_TRUE(tf32.text.ends_with("s = hipblasGemmEx_v2(h, HIPBLAS_COMPUTE_32F_FAST_TF32, algo);")) << tf32.text;
  EXPECT_TRUE(tf32.ok());
  int runtime_notes = 0;
  for (const Diagnostic& d : tf32.diagnostics) runtime_notes += d.rule == "runtime-support";
  EXPECT_EQ(runtime_notes, 1);
  runtime_notes = 0;
  for (const Diagnostic& d : translate_source("cublasLtMatmulDescCreate(&d, CUBLAS_COMPUTE_32F_FAST_TF32, t);",
                                              "x.cpp", {}).diagnostics)
    runtime_notes += d.rule == "runtime-support";
  EXPECT_EQ(runtime_notes, 0);
  // cuBLASLt's descriptor takes hipBLASLt's compute type: not a data type, reported as before
  auto lt = for_hip("cublasLtMatmulDescCreate(&d, CUBLAS_COMPUTE_32F, CUDA_R_32F);", "5.7");
  EXPECT_NE(lt.text.find("CUBLAS_COMPUTE_32F"), std::string::npos) << lt.text;
  auto lt_file = for_hip("cublasComputeType_t t = CUBLAS_COMPUTE_32F; cublasLtMatmulDescCreate(&d, t, s);"
                         " cublasSgemm(h);", "5.7");
  EXPECT_NE(lt_file.text.find("CUBLAS_COMPUTE_32F"), std::string::npos) << lt_file.text;
}

// --roc: cuBLAS's ILP64 *_64 functions -> rocBLAS's *_64, each from the rocBLAS release that added that level's
// ILP64 API (Level 1 and its extensions: ROCm 6.1; Level 2 and trsm: 6.2); other Level 3 ones stay and are reported.
TEST(PortLibraries, RocBlasIlp64) {
  EXPECT_EQ(tr("s = cublasIsamax_v2_64(h, n, x, incx, &r); s = cublasIdamin_64(h, n, y, incy, &r);", roc()),
            "s = rocblas_isamax_64(h, n, x, incx, &r); s = rocblas_idamin_64(h, n, y, incy, &r);");
  EXPECT_EQ(tr("s = cublasZdscal_64(h, n, &a, x, incx); s = cublasDotcEx_64(h, n, x, xt, incx, y, yt, incy, r, rt, et);",
               roc()),
            "s = rocblas_zdscal_64(h, n, &a, x, incx); s = rocblas_dotc_ex_64(h, n, x, xt, incx, y, yt, incy, r, rt, et);");
  EXPECT_EQ(tr("s = cublasSgemv_v2_64(h, t, m, n, &a, A, lda, x, incx, &b, y, incy);", roc()),
            "s = rocblas_sgemv_64(h, t, m, n, &a, A, lda, x, incx, &b, y, incy);");
  EXPECT_EQ(tr("s = cublasDtrsm_64(h, sd, ul, t, dg, m, n, &a, A, lda, B, ldb);", roc()),
            "s = rocblas_dtrsm_64(h, sd, ul, t, dg, m, n, &a, A, lda, B, ldb);");
  auto gemm = translate_source("s = cublasSgemm_v2_64(h, ta, tb, m, n, k, &a, A, lda, B, ldb, &b, C, ldc);", "x.cpp",
                               roc());
  EXPECT_FALSE(gemm.ok());
  EXPECT_NE(gemm.text.find("cublasSgemm_v2_64("), std::string::npos);
  // rocBLAS 4.0 (ROCm 6.0) has no ILP64 API; 6.1 has Level 1 but not yet Level 2
  TranslateOptions roc60 = roc();
  roc60.hip_version = "6.0";
  auto old = translate_source("s = cublasIsamax_64(h, n, x, incx, &r);", "x.cpp", roc60);
  EXPECT_FALSE(old.ok());
  EXPECT_NE(old.text.find("cublasIsamax_64("), std::string::npos);
  TranslateOptions roc61 = roc();
  roc61.hip_version = "6.1";
  EXPECT_EQ(tr("s = cublasIsamax_64(h, n, x, incx, &r);", roc61), "s = rocblas_isamax_64(h, n, x, incx, &r);");
  EXPECT_NE(tr("s = cublasSgemv_64(h, t, m, n, &a, A, lda, x, incx, &b, y, incy);", roc61).find("cublasSgemv_64("),
            std::string::npos);
  expect_idempotent("s = cublasIsamax_v2_64(h, n, x, incx, &r);", roc());
}

// --roc: gemv (batched) with half/bfloat16 data and float computation, rocBLAS 4.0 (ROCm 6.0); hipBLAS has none
TEST(PortLibraries, RocBlasMixedPrecisionGemvBatched) {
  std::string src = "s = cublasTSSgemvStridedBatched(h, t, m, n, &a, A, lda, sa, x, incx, sx, &b, y, incy, sy, c);";
  EXPECT_EQ(tr(src, roc()),
            "s = rocblas_tssgemv_strided_batched(h, t, m, n, &a, A, lda, sa, x, incx, sx, &b, y, incy, sy, c);");
  EXPECT_EQ(tr("s = cublasHSHgemvBatched(h, t, m, n, &a, A, lda, x, incx, &b, y, incy, c);", roc()),
            "s = rocblas_hshgemv_batched(h, t, m, n, &a, A, lda, x, incx, &b, y, incy, c);");
  TranslateOptions roc57 = roc("5.7");
  EXPECT_FALSE(translate_source(src, "x.cpp", roc57).ok());
  EXPECT_FALSE(translate_source(src, "x.cpp").ok());  // hipBLAS: no counterpart, left and reported
}

// Enumerators and math modes hipSOLVER/hipBLAS added after Debian's 5.5 libraries (HIPIFY's tables and releases):
// cuSOLVER's refactorization enumerators (hipSOLVER of ROCm 5.6), cuBLAS's math mode (hipBLAS of ROCm 6.1).
TEST(PortLibraries, SolverRfEnumsAndBlasMathMode) {
  EXPECT_EQ(tr("cusolverRfMatrixFormat_t f = CUSOLVERRF_MATRIX_FORMAT_CSC; a = CUSOLVERRF_TRIANGULAR_SOLVE_ALG2;"),
            "hipsolverRfMatrixFormat_t f = HIPSOLVERRF_MATRIX_FORMAT_CSC; a = HIPSOLVERRF_TRIANGULAR_SOLVE_ALG2;");
  EXPECT_EQ(tr("cublasMath_t m; s = cublasGetMathMode(h, &m); s = cublasSetMathMode(h, CUBLAS_TF32_TENSOR_OP_MATH);"),
            "hipblasMath_t m; s = hipblasGetMathMode(h, &m); s = hipblasSetMathMode(h, HIPBLAS_TF32_TENSOR_OP_MATH);");
  // before 6.1 defined in the file (MathModeBeforeHip61DefinedInTheFile)
  auto old = for_hip("s = cublasSetMathMode(h, CUBLAS_TENSOR_OP_MATH);", "6.0");
  EXPECT_TRUE(old.ok());
  EXPECT_NE(old.text.find("s = crosswarpCublasSetMathMode(h, CROSSWARP_CUBLAS_TENSOR_OP_MATH);"), std::string::npos);
  EXPECT_EQ(for_hip("f = CUSOLVERRF_MATRIX_FORMAT_CSR;", "5.6").text, "f = HIPSOLVERRF_MATRIX_FORMAT_CSR;");
  EXPECT_FALSE(for_hip("f = CUSOLVERRF_MATRIX_FORMAT_CSR;", "5.5").ok());
}

// cuBLAS's trmm is out of place (C, ldc); hipBLAS's and rocBLAS's took that form in ROCm 6.0 (before, BLAS's in-place
// one with two arguments fewer, which the chroot's hipBLAS 0.54 declares): for earlier hipBLAS targets a call with C
// distinct from B goes to a function defined in the file (copy B to C on the handle's stream, then the in-place
// trmm on C); rocBLAS before 4.0 had the out-of-place one as rocblas_<t>trmm_outofplace, with cuBLAS's arguments.
// cuBLAS's math modes, which hipBLAS has from 6.1: for an older target cublasMath_t and its values are an enum with
// CUDA's values defined in the file, and cublasSetMathMode/cublasGetMathMode functions there that keep nothing (hipBLAS
// computes each call in its own precision, which every mode allows; Get gives the default). 6.1 and --roc: the tables.
TEST(PortLibraries, MathModeBeforeHip61DefinedInTheFile) {
  const std::string src = "void f(cublasHandle_t h, bool t) {\n  cublasMath_t m;\n  cublasSetMathMode(h, t ? "
                          "CUBLAS_TF32_TENSOR_OP_MATH : CUBLAS_DEFAULT_MATH);\n  cublasGetMathMode(h, &m);\n}\n";
  TranslateResult r = for_hip(src, "5.7");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find("  crosswarpCublasMath_t m;\n  crosswarpCublasSetMathMode(h, t ? CROSSWARP_CUBLAS_TF32_TENSOR_OP_MATH"
                        " : CROSSWARP_CUBLAS_DEFAULT_MATH);\n  crosswarpCublasGetMathMode(h, &m);\n"),
            std::string::npos) << r.text;
  const std::size_t type = r.text.find("} crosswarpCublasMath_t;");
  const std::size_t set = r.text.find("crosswarpCublasSetMathMode(hipblasHandle_t");
  ASSERT_NE(type, std::string::npos) << r.text;
  ASSERT_NE(set, std::string::npos) << r.text;
  EXPECT_LT(type, set);
  EXPECT_NE(r.text.find("CROSSWARP_CUBLAS_TF32_TENSOR_OP_MATH = 3,"), std::string::npos);
  EXPECT_NE(r.text.find("*mode = CROSSWARP_CUBLAS_DEFAULT_MATH;"), std::string::npos);
  TranslateOptions v57;
  v57.hip_version = "5.7";
  EXPECT_EQ(tr(r.text, v57), r.text);  // ported again: unchanged
  EXPECT_NE(for_hip(src, "6.1").text.find("hipblasSetMathMode(h, t ? HIPBLAS_TF32_TENSOR_OP_MATH : HIPBLAS_DEFAULT_MATH);"),
            std::string::npos);
  EXPECT_NE(tr(src, roc("5.7")).find("rocblas_set_math_mode(h,"), std::string::npos);
}

TEST(PortLibraries, TrmmIsOutOfPlaceFromRocm6) {
  const std::string src = "s = cublasStrmm(h, sd, ul, tr, dg, m, n, &al, A, lda, B, ldb, C, ldc);";
  EXPECT_EQ(tr(src), "s = hipblasStrmm(h, sd, ul, tr, dg, m, n, &al, A, lda, B, ldb, C, ldc);");
  EXPECT_EQ(for_hip(src, "6.0").text, "s = hipblasStrmm(h, sd, ul, tr, dg, m, n, &al, A, lda, B, ldb, C, ldc);");
  TranslateResult distinct = for_hip(src, "5.7");
  EXPECT_TRUE(distinct.ok());
  EXPECT_NE(distinct.text.find("s = crosswarpHipblasStrmmOutOfPlace(h, sd, ul, tr, dg, m, n, &al, A, lda, B, ldb, C, ldc);"),
            std::string::npos);
  EXPECT_NE(distinct.text.find("#ifndef CROSSWARP_HIPBLAS_STRMM_OUT_OF_PLACE\n"), std::string::npos) << distinct.text;
  EXPECT_NE(distinct.text.find("hipMemcpy2DAsync(C, (size_t)ldc * sizeof(float), B, (size_t)ldb * sizeof(float),\n"
                               "                       (size_t)m * sizeof(float), (size_t)n, hipMemcpyDeviceToDevice, stream)"),
            std::string::npos);
  EXPECT_NE(distinct.text.find("  return hipblasStrmm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, C, ldc);\n"),
            std::string::npos);
  EXPECT_EQ(for_hip(distinct.text, "5.7").text, distinct.text);  // idempotent
  EXPECT_NE(for_hip("cublasZtrmm(h, sd, ul, tr, dg, m, n, &al, A, lda, B, ldb, C, ldc);", "5.7")
                .text.find("const hipblasDoubleComplex* B, int ldb, hipblasDoubleComplex* C, int ldc) {"),
            std::string::npos);
  // used in place (C, ldc written as B, ldb, as cuBLAS documents), it is hipBLAS 1.x's in-place trmm
  TranslateResult inplace = for_hip("s = cublasDtrmm_v2(h, sd, ul, tr, dg, m, n, &al, A, lda, d_B[i], ldb, d_B[i], ldb);", "5.7");
  EXPECT_TRUE(inplace.ok());
  EXPECT_EQ(inplace.text, "s = hipblasDtrmm(h, sd, ul, tr, dg, m, n, &al, A, lda, d_B[i], ldb);");
  // arguments with side effects are evaluated once, as a function's
  EXPECT_NE(for_hip("cublasDtrmm(h, sd, ul, tr, dg, m, n, &al, A, lda, B[i++], ldb, B[i++], ldb);", "5.7")
                .text.find("crosswarpHipblasDtrmmOutOfPlace(h, sd, ul, tr, dg, m, n, &al, A, lda, B[i++], ldb, B[i++], ldb);"),
            std::string::npos);
  EXPECT_EQ(for_hip("cublasDtrmm(h, sd, ul, tr, dg, m, n, &al, A, lda, B, ldb, B, ldb);", "6.0").text,
            "hipblasDtrmm(h, sd, ul, tr, dg, m, n, &al, A, lda, B, ldb, B, ldb);");
  // the complex ones are hipBLAS 2.x's *_v2 (hipComplex) functions there
  EXPECT_EQ(for_hip("s = cublasCtrmm_v2(h, sd, ul, tr, dg, m, n, &al, A, lda, B, ldb, C, ldc);", "6.2").text,
            "s = hipblasCtrmm_v2(h, sd, ul, tr, dg, m, n, &al, A, lda, B, ldb, C, ldc);");
  TranslateResult roc57 = translate_source(src, "x.cpp", roc("5.7"));
  EXPECT_TRUE(roc57.ok());
  EXPECT_EQ(roc57.text, "s = rocblas_strmm_outofplace(h, sd, ul, tr, dg, m, n, &al, A, lda, B, ldb, C, ldc);");
  EXPECT_EQ(tr("cublasZtrmm_v2(h);", roc("5.5")), "rocblas_ztrmm_outofplace(h);");
  EXPECT_EQ(tr(src, roc("6.0")), "s = rocblas_strmm(h, sd, ul, tr, dg, m, n, &al, A, lda, B, ldb, C, ldc);");
  EXPECT_EQ(tr(src, roc()), "s = rocblas_strmm(h, sd, ul, tr, dg, m, n, &al, A, lda, B, ldb, C, ldc);");
  expect_idempotent(src, roc("5.7"));
}

// --roc: the handle's math mode is rocBLAS's from ROCm 5.7 (HIPIFY's CUBLAS_API_supported_by_ROC table); only the
// default mode has a counterpart (rocBLAS's xf32 is not TF32), so the TF32 mode stays reported.
TEST(PortLibraries, RocBlasMathMode) {
  std::string src = "cublasMath_t m = CUBLAS_DEFAULT_MATH; s = cublasGetMathMode(h, &m); s = cublasSetMathMode(h, m);";
  TranslateOptions roc57 = roc("5.7");
  TranslateResult r = translate_source(src, "x.cpp", roc57);
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.text,
            "rocblas_math_mode m = rocblas_default_math; s = rocblas_get_math_mode(h, &m); "
            "s = rocblas_set_math_mode(h, m);");
  TranslateOptions roc56 = roc("5.6");
  EXPECT_FALSE(translate_source(src, "x.cpp", roc56).ok());
  TranslateResult tf32 = translate_source("s = cublasSetMathMode(h, CUBLAS_TF32_TENSOR_OP_MATH);", "x.cpp", roc());
  EXPECT_FALSE(tf32.ok());
  EXPECT_NE(tf32.text.find("CUBLAS_TF32_TENSOR_OP_MATH"), std::string::npos);
}

// The driver API's JIT options are hipJitOption's values, so an options array compiles for hipModuleLoadDataEx
// (HIPRTC_JIT_* are another enum type); cuLink* are HIPRTC's linker, whose options array is cast to
// hiprtcJIT_option* (a null one is not); the input types stay HIPRTC's; and hip/hiprtc.h, which declares that
// linker, is included after the runtime. hipcc 5.7 compiles the result (checked by hand in the HIP chroot).
TEST(PortLibraries, DriverJitOptionsAndLinker) {
  std::string src =
      "#include <cuda.h>\nvoid f(CUmodule* m, const void* img, CUlinkState* s, size_t n) {\n"
      "  CUjit_option o[] = {CU_JIT_MAX_REGISTERS, CU_JIT_INFO_LOG_BUFFER};\n  void* v[] = {0, 0};\n"
      "  cuModuleLoadDataEx(m, img, 2, o, v);\n  cuLinkCreate(2, o, v, s);\n"
      "  cuLinkAddData(*s, CU_JIT_INPUT_PTX, (void*)img, n, \"k\", 2, o, v);\n  cuLinkCreate(0, NULL, NULL, s);\n}\n";
  std::string want =
      "#include <hip/hip_runtime.h>\n#include <hip/hiprtc.h>\nvoid f(hipModule_t* m, const void* img, "
      "hiprtcLinkState* s, size_t n) {\n"
      "  hipJitOption o[] = {hipJitOptionMaxRegisters, hipJitOptionInfoLogBuffer};\n  void* v[] = {0, 0};\n"
      "  hipModuleLoadDataEx(m, img, 2, o, v);\n  hiprtcLinkCreate(2, reinterpret_cast<hiprtcJIT_option*>(o), v, s);\n"
      "  hiprtcLinkAddData(*s, HIPRTC_JIT_INPUT_PTX, (void*)img, n, \"k\", 2, reinterpret_cast<hiprtcJIT_option*>(o), v);\n"
      "  hiprtcLinkCreate(0, NULL, NULL, s);\n}\n";
  EXPECT_EQ(translate_source(src, "x.cu", {}).text, want);
  EXPECT_EQ(translate_source(want, "x.cu", {}).text, want);  // idempotent
  // the linker named only in a macro's body still needs its header
  EXPECT_EQ(translate_source("#include <cuda.h>\n#define LINK(s) cuLinkCreate(0, NULL, NULL, s)\n", "x.cu", {}).text,
            "#include <hip/hip_runtime.h>\n#include <hip/hiprtc.h>\n#define LINK(s) hiprtcLinkCreate(0, NULL, NULL, s)\n");
  // no linker used: no hiprtc include
  EXPECT_EQ(translate_source("#include <cuda.h>\nCUjit_option o = CU_JIT_WALL_TIME;\n", "x.cu", {}).text,
            "#include <hip/hip_runtime.h>\nhipJitOption o = hipJitOptionWallTime;\n");
}

// --roc: cuComplex's types are rocBLAS' complex types, which rocBLAS and rocSOLVER take (as HIPIFY).
TEST(PortLibraries, RocComplexTypes) {
  EXPECT_EQ(tr("cuComplex a; cuDoubleComplex b; cuFloatComplex c;", roc()),
            "rocblas_float_complex a; rocblas_double_complex b; rocblas_float_complex c;");
  EXPECT_EQ(tr("cuComplex a; cuDoubleComplex b;"), "hipComplex a; hipDoubleComplex b;");
}

// --roc on a file calling cuBLAS: rocBLAS takes rocblas_half, so host code's __half is rocblas_half (as HIPIFY);
// device code keeps __half (its arithmetic), and without cuBLAS calls or without --roc nothing changes.
TEST(PortLibraries, RocBlasHalfInHostCode) {
  std::string src =
      "__global__ void k(__half* x) { __half y = x[0]; }\n"
      "int main() { __half* a = 0; const __half** b = const_cast<const __half**>(c); cublasHgemm(h, o, o, m, n, k, al, a, m, a, m, be, a, m); }";
  EXPECT_EQ(tr(src, roc()),
            "__global__ void k(__half* x) { __half y = x[0]; }\n"
            "int main() { rocblas_half* a = 0; const rocblas_half** b = const_cast<const rocblas_half**>(c); "
            "rocblas_hgemm(h, o, o, m, n, k, al, a, m, a, m, be, a, m); }");
  expect_idempotent(src, roc());
  EXPECT_EQ(tr("int main() { __half* a = 0; }", roc()), "int main() { __half* a = 0; }");
  EXPECT_NE(tr(src).find("__half* a"), std::string::npos);
  // bfloat16 likewise: rocblas_bfloat16 in host code (device code: HIP's __hip_bfloat16)
  std::string bf = "__device__ float g(__nv_bfloat16 v);\nvoid f() { __nv_bfloat16* x = 0; cublasSaxpy(h, n, &a, p, 1, q, 1); }";
  EXPECT_EQ(tr(bf, roc()), "__device__ float g(__hip_bfloat16 v);\nvoid f() { rocblas_bfloat16* x = 0; "
                           "rocblas_saxpy(h, n, &a, p, 1, q, 1); }");
}

// CUDA 12's const sparse descriptors' functions: hipSPARSE/rocSPARSE 6.0 (ConstCscGet: hipSPARSE 6.1)
TEST(PortLibraries, ConstSparseDescriptors) {
  std::string src = "cusparseCreateConstCsr(&m, r, c, n, p, i, v, t, t, b, d); cusparseConstBlockedEllGet(m, &r); "
                    "cusparseConstDnVecGetValues(x, &v);";
  EXPECT_EQ(tr(src), "hipsparseCreateConstCsr(&m, r, c, n, p, i, v, t, t, b, d); hipsparseConstBlockedEllGet(m, &r); "
                     "hipsparseConstDnVecGetValues(x, &v);");
  EXPECT_EQ(tr(src, roc()), "rocsparse_create_const_csr_descr(&m, r, c, n, p, i, v, t, t, b, d); "
                            "rocsparse_const_bell_get(m, &r); rocsparse_const_dnvec_get_values(x, &v);");
  expect_idempotent(src, roc());
  TranslateOptions v57;
  v57.hip_version = "5.7";
  EXPECT_NE(tr(src, v57).find("cusparseCreateConstCsr("), std::string::npos);  // before 6.0: left and reported
  TranslateOptions v60;
  v60.hip_version = "6.0";
  EXPECT_EQ(tr("cusparseConstCscGet(m, &r);", v60), "cusparseConstCscGet(m, &r);");
  v60.roc = true;
  EXPECT_EQ(tr("cusparseConstCscGet(m, &r);", v60), "rocsparse_const_csc_get(m, &r);");
  // hipSPARSE 3.0 / rocSPARSE of ROCm 6.0 status strings; CUDA 10's HYB struct (rocSPARSE's only)
  EXPECT_EQ(tr("p = cusparseGetErrorName(s); q = cusparseGetErrorString(s);"),
            "p = hipsparseGetErrorName(s); q = hipsparseGetErrorString(s);");
  EXPECT_EQ(tr("p = cusparseGetErrorName(s); q = cusparseGetErrorString(s);", roc()),
            "p = rocsparse_get_status_name(s); q = rocsparse_get_status_description(s);");
  EXPECT_EQ(tr("cusparseHybMat *h = nullptr;", roc()), "_rocsparse_hyb_mat *h = nullptr;");
  EXPECT_EQ(tr("cusparseXcsrgeamNnz(h, m, n, dA, na, rA, cA, dB, nb, rB, cB, dC, rC, &t);", roc()),
            "rocsparse_csrgeam_nnz(h, m, n, dA, na, rA, cA, dB, nb, rB, cB, dC, rC, &t);");
  EXPECT_FALSE(translate_source("cusparseHybMat *h = nullptr;", "x.cpp").ok());  // hipSPARSE: no struct name
}

// Runtime and driver names HIP added after 5.7 (tests/port/data/hipify_newer_names.txt, from HIPIFY's tables):
// translated for the newest HIP, left and reported for an older --hip-version.
TEST(PortLibraries, NewerRuntimeAndDriverNames) {
  std::string src = "cuStreamGetAttribute(s, CU_LAUNCH_ATTRIBUTE_PRIORITY, &v); cudaMemFabricHandle_t h; "
                    "cuMemsetD2D8(d, p, v, w, n);";
  EXPECT_EQ(tr(src), "hipStreamGetAttribute(s, hipLaunchAttributePriority, &v); hipMemFabricHandle_t h; "
                     "hipMemsetD2D8(d, p, v, w, n);");
  expect_idempotent(src);
  TranslateResult r = for_hip(src, "6.4");
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.text.find("cuStreamGetAttribute(s, hipLaunchAttributePriority, &v)"), std::string::npos) << r.text;
}

// CUDA 12's three-argument graph instantiation is HIP's hipGraphInstantiateWithFlags; CUDA 11's five-argument
// form stays hipGraphInstantiate.
TEST(PortLibraries, GraphInstantiateByArgumentCount) {
  EXPECT_EQ(tr("cudaGraphInstantiate(&e, g, 0); cudaGraphInstantiate(&e, g, nullptr, nullptr, 0);"),
            "hipGraphInstantiateWithFlags(&e, g, 0); hipGraphInstantiate(&e, g, nullptr, nullptr, 0);");
  EXPECT_EQ(tr("cuGraphInstantiate(&e, g, f(a, b));"), "hipGraphInstantiateWithFlags(&e, g, f(a, b));");
  expect_idempotent("cudaGraphInstantiate(&e, g, 0);");
  // arguments CUDA defaults and HIP requires (HIP 5.7 declares no default for any of them): CUDA's default written
  // out. The olcf training series waits on an event with two arguments.
  EXPECT_EQ(tr("cudaGraphInstantiate(&e, g); cudaGraphInstantiateWithFlags(&e, g); cudaStreamWaitEvent(s, ev); "
               "cudaStreamWaitEvent(s, ev, 0); cudaMalloc3DArray(&a, &d, x); cudaWaitExternalSemaphoresAsync(m, p, 1);"),
            "hipGraphInstantiateWithFlags(&e, g, 0); hipGraphInstantiateWithFlags(&e, g, 0); hipStreamWaitEvent(s, ev, 0); "
            "hipStreamWaitEvent(s, ev, 0); hipMalloc3DArray(&a, &d, x, 0); hipWaitExternalSemaphoresAsync(m, p, 1, 0);");
  expect_idempotent("cudaStreamWaitEvent(s, ev);");
}

// Driver names whose HIP counterpart the naming rule misses or that appeared after HIP 5.7 (recorded with
// the version: translated for the newest HIP, reported for --hip-version 5.7).
TEST(PortLibraries, DriverNamesAndVersions) {
  EXPECT_EQ(tr("CUGLDeviceList l = CU_GL_DEVICE_LIST_ALL; cuGLGetDevices(&n, d, 1, l);"),
            "hipGLDeviceList l = hipGLDeviceListAll; hipGLGetDevices(&n, d, 1, l);");
  EXPECT_EQ(tr("int a = CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR;"),
            "int a = hipDeviceAttributeMaxBlocksPerMultiProcessor;");
  EXPECT_EQ(tr("CUgraphInstantiateResult r = CUDA_GRAPH_INSTANTIATE_SUCCESS;"),
            "hipGraphInstantiateResult r = hipGraphInstantiateSuccess;");
  TranslateOptions old;
  old.hip_version = "5.7";
  auto r = translate_source("CUgraphInstantiateResult r;", "x.cu", old);
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.text.find("CUgraphInstantiateResult r;"), std::string::npos);
  // the occupancy callback type: HIP's functions take no callback (the argument is dropped)
  EXPECT_EQ(tr("CUoccupancyB2DSize cb; cuOccupancyMaxPotentialBlockSize(&g, &b, f, cb, 0, 0);"),
            "void* cb; hipModuleOccupancyMaxPotentialBlockSize(&g, &b, f, 0, 0);");
}

// hipRAND names newer than 5.7 carry their version (HIPIFY's table).
TEST(PortLibraries, HipRandVersions) {
  EXPECT_EQ(tr("curandOrdering_t o = CURAND_ORDERING_PSEUDO_BEST; curandSetGeneratorOrdering(g, o);"),
            "hiprandOrdering_t o = HIPRAND_ORDERING_PSEUDO_BEST; hiprandSetGeneratorOrdering(g, o);");
  TranslateOptions old;
  old.hip_version = "5.7";
  EXPECT_FALSE(translate_source("curandGetDirectionVectors32(&v, s);", "x.cu", old).ok());
}

// The driver API's memcpy/memset graph nodes (CUDA_MEMCPY3D plus a context) are HIP's hipDrvGraph* functions,
// not the runtime's hipGraphAddMemcpyNode (hipMemcpy3DParms, no context); those came after HIP 5.7.
TEST(PortLibraries, DriverGraphNodesAreHipDrvGraph) {
  TranslateOptions experimental;  // cuGraphAddMemcpyNode is one of HIPIFY's experimental names (HIP 6.0)
  experimental.experimental = true;
  EXPECT_EQ(tr("cuGraphAddMemcpyNode(&n, g, d, 1, &copy, ctx); cuGraphMemcpyNodeSetParams(n, &copy);", experimental),
            "hipDrvGraphAddMemcpyNode(&n, g, d, 1, &copy, ctx); hipDrvGraphMemcpyNodeSetParams(n, &copy);");
  TranslateOptions old = experimental;
  old.hip_version = "5.7";
  auto r = translate_source("cuGraphAddMemcpyNode(&n, g, d, 1, &copy, ctx);", "x.cu", old);
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.text.find("hipGraphAddMemcpyNode"), std::string::npos);
  EXPECT_EQ(tr("cuMemcpyAtoA(dst, 0, src, 0, n);"), "hipMemcpyAtoA(dst, 0, src, 0, n);");
}

// --experimental: HIPIFY's experimentally supported names (hipify-perl's %experimental_funcs, HIP 6.0: the graph
// external-semaphore nodes, cuGraphAddMemcpyNode, the host-register attribute) are translated only with it, as in
// HIPIFY; without it each stays and is reported (experimental-api), the rest of the file translated as usual.
TEST(PortLibraries, ExperimentalNamesNeedExperimental) {
  const char* src =
      "cudaGraphAddExternalSemaphoresSignalNode(&n, g, d, 0, &p); int a = cudaDevAttrHostRegisterSupported;\n"
      "CUDA_EXT_SEM_WAIT_NODE_PARAMS w; cudaGraphAddHostNode(&n, g, d, 0, &h);\n";
  TranslateResult plain = translate_source(src, "x.cpp", {});
  EXPECT_EQ(plain.text,
            "cudaGraphAddExternalSemaphoresSignalNode(&n, g, d, 0, &p); int a = cudaDevAttrHostRegisterSupported;\n"
            "CUDA_EXT_SEM_WAIT_NODE_PARAMS w; hipGraphAddHostNode(&n, g, d, 0, &h);\n");
  EXPECT_FALSE(plain.ok());
  int reported = 0;
  for (const Diagnostic& d : plain.diagnostics) reported += d.rule == "experimental-api";
  EXPECT_EQ(reported, 3);
  TranslateOptions o;
  o.experimental = true;
  TranslateResult exp = translate_source(src, "x.cpp", o);
  EXPECT_EQ(exp.text,
            "hipGraphAddExternalSemaphoresSignalNode(&n, g, d, 0, &p); int a = hipDeviceAttributeHostRegisterSupported;\n"
            "hipExternalSemaphoreWaitNodeParams w; hipGraphAddHostNode(&n, g, d, 0, &h);\n");
  EXPECT_TRUE(exp.ok());
  EXPECT_EQ(tr(exp.text, o), exp.text);
  EXPECT_STREQ(hipify_experimental("cuGraphAddMemcpyNode"), "6.0.0");
  EXPECT_EQ(hipify_experimental("cudaGraphAddHostNode"), nullptr);
}

// HIP 6.2-7.2's driver/runtime types and functions (HIPIFY's tables give each version): translated for the
// newest HIP, left and reported where --hip-version is older than the name.
TEST(PortLibraries, NewerDriverAndRuntimeTypes) {
  EXPECT_EQ(tr("CUlaunchConfig_st s; CUlaunchConfig c; r = cuLaunchKernelEx(&c, f, p, e);"),
            "HIP_LAUNCH_CONFIG_st s; HIP_LAUNCH_CONFIG c; r = hipDrvLaunchKernelEx(&c, f, p, e);");
  EXPECT_EQ(tr("CUstreamBatchMemOpParams p; CUDA_BATCH_MEM_OP_NODE_PARAMS n; t = CU_GRAPH_NODE_TYPE_BATCH_MEM_OP;"),
            "hipStreamBatchMemOpParams p; hipBatchMemOpNodeParams n; t = hipGraphNodeTypeBatchMemOp;");
  EXPECT_EQ(tr("CUgraphEdgeData e; cudaGraphEdgeData_st f; CUmemRangeHandleType h;"),
            "hipGraphEdgeData e; hipGraphEdgeData f; hipMemRangeHandleType h;");
  EXPECT_EQ(tr("cudaLibrary_t l; cudaKernel_t* k; cudaLibraryEnumerateKernels(k, n, l); CUlibrary m;"),
            "hipLibrary_t l; hipKernel_t* k; hipLibraryEnumerateKernels(k, n, l); hipLibrary_t m;");
  EXPECT_EQ(tr("cuTexRefGetArray(&a, t);"), "hipTexRefGetArray(&a, t);");
  TranslateOptions v64;
  v64.hip_version = "6.4";
  auto r = translate_source("CUlaunchConfig c; CUstreamBatchMemOpParams p;", "x.cpp", v64);
  EXPECT_EQ(r.text, "CUlaunchConfig c; hipStreamBatchMemOpParams p;");
  EXPECT_FALSE(r.ok());
  TranslateOptions v71;
  v71.hip_version = "7.1";
  r = translate_source("cudaLibrary_t l; cudaLibraryEnumerateKernels(k, n, l);", "x.cpp", v71);
  EXPECT_EQ(r.text, "hipLibrary_t l; cudaLibraryEnumerateKernels(k, n, l);");
  expect_idempotent("CUlaunchConfig c; cuLaunchKernelEx(&c, f, p, e); cudaLibrary_t l; CUgraphEdgeData e;");
}

// hipSPARSE's gebsr2gebsc and csr2gebsr buffer-size queries write a size_t where cuSPARSE's write an int (its other
// queries take the int*): the same rewrite as rocSPARSE's below. An int whose address also goes to a query that takes
// int* (csrsv2's, in hipSPARSE) keeps its type. The output of this test compiles with the chroot's hipcc.
TEST(PortLibraries, HipSparseBsrBufferSizeIsSizeT) {
  std::string src =
      "void f() {\n  int bytes = 0;\n  s = cusparseDgebsr2gebsc_bufferSize(h, mb, nb, z, v, r, c, rb, cb, &bytes);\n"
      "  int other = 0;\n  s = cusparseScsr2gebsr_bufferSize(h, d, m, n, de, v, r, c, rb, cb, &other);\n"
      "  s = cusparseDcsrsv2_bufferSize(h, op, m, z, de, v, r, c, info, &other);\n}\n";
  EXPECT_EQ(tr(src),
            "void f() {\n  size_t bytes = 0;\n  s = hipsparseDgebsr2gebsc_bufferSize(h, mb, nb, z, v, r, c, rb, cb, "
            "&bytes);\n  int other = 0;\n  size_t hipify_buffer_size = {};\n"
            "  s = hipsparseScsr2gebsr_bufferSize(h, d, m, n, de, v, r, c, rb, cb, &hipify_buffer_size); other = "
            "static_cast<int>(hipify_buffer_size);\n"
            "  s = hipsparseDcsrsv2_bufferSize(h, op, m, z, de, v, r, c, info, &other);\n}\n");
  expect_idempotent(src);
}

// --roc: cuSPARSE's buffer-size queries write an int, rocSPARSE's a size_t (HIPIFY's reinterpret_cast<size_t*>(&n)
// writes 8 bytes into n's 4). A local int used only for that is declared size_t; otherwise a size_t is declared
// before the statement, passed, and copied to the int after it; left alone where the copy could not run exactly
// when the call does.
TEST(PortLibraries, RocSparseBufferSizeIsSizeT) {
  std::string src =
      "void f() {\n  int bytes = 0;\n  s = cusparseZgemvi_bufferSize(h, op, m, n, nnz, &bytes);\n"
      "  CHECK(cusparseScsric02_bufferSize(h, m, nnz, d, v, r, c, info, &bytes));\n  cudaMalloc(&p, bytes);\n}\n";
  EXPECT_EQ(tr(src, roc()),
            "void f() {\n  size_t bytes = 0;\n  s = rocsparse_zgemvi_buffer_size(h, op, m, n, nnz, &bytes);\n"
            "  CHECK(rocsparse_scsric0_buffer_size(h, m, nnz, d, v, r, c, info, &bytes));\n  hipMalloc(&p, bytes);\n}\n");
  expect_idempotent(src, roc());
  // printed with printf's %d, or its address passed elsewhere: the int stays and a size_t carries the result
  std::string printed =
      "void f() {\n  int bytes = 0;\n  s = cusparseZgemvi_bufferSize(h, op, m, n, nnz, &bytes);\n"
      "  CHECK(cusparseScsric02_bufferSize(h, m, nnz, d, v, r, c, info, &bytes));\n  printf(\"%d\", bytes);\n}\n";
  EXPECT_EQ(tr(printed, roc()),
            "void f() {\n  int bytes = 0;\n  size_t hipify_buffer_size = {};\n"
            "  s = rocsparse_zgemvi_buffer_size(h, op, m, n, nnz, &hipify_buffer_size); bytes = "
            "static_cast<int>(hipify_buffer_size);\n"
            "  size_t hipify_buffer_size_1 = {};\n"
            "  CHECK(rocsparse_scsric0_buffer_size(h, m, nnz, d, v, r, c, info, &hipify_buffer_size_1)); bytes = "
            "static_cast<int>(hipify_buffer_size_1);\n  printf(\"%d\", bytes);\n}\n");
  expect_idempotent(printed, roc());
  std::string shared = "void f() {\n  int n = 0, k = 1;\n  s = cusparseDgemvi_bufferSize(h, op, m, n, nnz, &n);\n}\n";
  EXPECT_NE(tr(shared, roc()).find("int n = 0, k = 1;\n  size_t hipify_buffer_size = {};"), std::string::npos)
      << "two declarators: the declaration is not split";
  std::string other = "void f() {\n  int n = 0;\n  g(&n);\n  s = cusparseDgemvi_bufferSize(h, op, m, n, nnz, &n);\n}\n";
  EXPECT_NE(tr(other, roc()).find("  int n = 0;\n  g(&n);\n  size_t hipify_buffer_size"), std::string::npos)
      << "an address that goes elsewhere keeps the int";
  // hipSPARSE takes the int* as cuSPARSE does
  EXPECT_EQ(tr("s = cusparseDgemvi_bufferSize(h, op, m, n, nnz, &bytes);"),
            "s = hipsparseDgemvi_bufferSize(h, op, m, n, nnz, &bytes);");
  // a condition, a return or a pointer that is not &name: not rewritten
  EXPECT_EQ(tr("if (cusparseDgemvi_bufferSize(h, op, m, n, nnz, &bytes)) {}", roc()),
            "if (rocsparse_dgemvi_buffer_size(h, op, m, n, nnz, &bytes)) {}");
  EXPECT_EQ(tr("return cusparseDgemvi_bufferSize(h, op, m, n, nnz, &bytes);", roc()),
            "return rocsparse_dgemvi_buffer_size(h, op, m, n, nnz, &bytes);");
  EXPECT_EQ(tr("s = cusparseDgemvi_bufferSize(h, op, m, n, nnz, p);", roc()),
            "s = rocsparse_dgemvi_buffer_size(h, op, m, n, nnz, p);");
}

// --roc: the ilu0/ic0 buffer-size queries of the "02" generation, with cuSPARSE's int* (retyped to the size_t
// rocSPARSE writes) and its size_t* *_bufferSizeExt (passed as is); the CSC getter (rocSPARSE of ROCm 6.1) and
// sliced ELL (ROCm 7.2; not plain ELL) by target.
TEST(PortLibraries, RocSparseIlu0AndNewerNames) {
  std::string src =
      "void f() {\n  int bytes = 0;\n  size_t ext = 0;\n"
      "  s = cusparseDbsrilu02_bufferSize(h, dir, mb, nnzb, d, v, r, c, bd, info, &bytes);\n"
      "  s = cusparseZcsrilu02_bufferSizeExt(h, m, nnz, d, v, r, c, info, &ext);\n  cudaMalloc(&p, bytes);\n}\n";
  EXPECT_EQ(tr(src, roc()),
            "void f() {\n  size_t bytes = 0;\n  size_t ext = 0;\n"
            "  s = rocsparse_dbsrilu0_buffer_size(h, dir, mb, nnzb, d, v, r, c, bd, info, &bytes);\n"
            "  s = rocsparse_zcsrilu0_buffer_size(h, m, nnz, d, v, r, c, info, &ext);\n  hipMalloc(&p, bytes);\n}\n");
  expect_idempotent(src, roc());
  std::string get = "s = cusparseCscGet(A, &r, &c, &nnz, &off, &ind, &val, &ot, &it, &base, &type);";
  EXPECT_EQ(tr(get, roc()), "s = rocsparse_csc_get(A, &r, &c, &nnz, &off, &ind, &val, &ot, &it, &base, &type);");
  TranslateOptions roc60 = roc();
  roc60.hip_version = "6.0";
  EXPECT_NE(tr(get, roc60).find("cusparseCscGet("), std::string::npos);
  EXPECT_EQ(tr("f = CUSPARSE_FORMAT_SLICED_ELLPACK;", roc()), "f = rocsparse_format_sell;");
  TranslateOptions roc71 = roc();
  roc71.hip_version = "7.1";
  auto sell = translate_source("f = CUSPARSE_FORMAT_SLICED_ELLPACK;", "x.cpp", roc71);
  EXPECT_EQ(sell.text, "f = CUSPARSE_FORMAT_SLICED_ELLPACK;");
  EXPECT_FALSE(sell.ok());
}

// Calls whose rocSPARSE (--roc) or hipSPARSE signature differs from cuSPARSE's: arguments inserted (a copy
// of another one, or a constant), replaced, dropped or picked; only for the target they are written for.
TEST(PortLibraries, SparseArgumentRewrites) {
  EXPECT_EQ(tr("cusparseDgtsvInterleavedBatch(h, a, m, dl, d, du, x, batch, buf);", roc()),
            "rocsparse_dgtsv_interleaved_batch(h, a, m, dl, d, du, x, batch, batch, buf);");
  EXPECT_EQ(tr("cusparseDgtsvInterleavedBatch(h, a, m, dl, d, du, x, batch, buf);"),
            "hipsparseDgtsvInterleavedBatch(h, a, m, dl, d, du, x, batch, buf);");
  EXPECT_EQ(tr("cusparseScsrmv(h, op, m, n, nnz, &a, d, v, r, c, x, &b, y);", roc()),
            "rocsparse_scsrmv(h, op, m, n, nnz, &a, d, v, r, c, nullptr, x, &b, y);");
  EXPECT_EQ(tr("cusparseZcsrgeam2(h, m, n, a, dA, nA, vA, rA, cA, b, dB, nB, vB, rB, cB, dC, vC, rC, cC, buf);", roc()),
            "rocsparse_zcsrgeam(h, m, n, a, dA, nA, vA, rA, cA, b, dB, nB, vB, rB, cB, dC, vC, rC, cC);");
  EXPECT_EQ(tr("cusparseDcsrsv2_analysis(h, op, m, nnz, d, v, r, c, info, policy, buf);", roc()),
            "rocsparse_dcsrsv_analysis(h, op, m, nnz, d, v, r, c, info, rocsparse_analysis_policy_force, "
            "rocsparse_solve_policy_auto, buf);");
  EXPECT_EQ(tr("cusparseCsr2cscEx2_bufferSize(h, m, n, nnz, v, r, c, cv, cp, ci, t, act, base, alg, &size);", roc()),
            "rocsparse_csr2csc_buffer_size(h, m, n, nnz, r, c, act, &size);");
  EXPECT_EQ(tr("cusparseSpSM_solve(h, a, b, al, A, B, C, t, alg, d);"),
            "hipsparseSpSM_solve(h, a, b, al, A, B, C, t, alg, d, nullptr);");
  expect_idempotent("cusparseSpSM_solve(h, a, b, al, A, B, C, t, alg, d);");
  expect_idempotent("cusparseDgtsvInterleavedBatch(h, a, m, dl, d, du, x, f(batch), buf);", roc());
  // a call that does not have the argument count a rewrite was written for is left as it is
  EXPECT_EQ(tr("cusparseCsr2cscEx2_bufferSize(h, m);", roc()), "rocsparse_csr2csc_buffer_size(h, m);");
}

// cuda_bf16.h's and cuda_fp8.h's types are hip_bf16.h's and HIP 6.2's hip_fp8.h's (FNUZ formats); the header
// itself needs HIP 6.2 and is reported for an older --hip-version.
TEST(PortLibraries, Bf16AndFp8Types) {
  // nv_bfloat16 is CUDA's typedef of __nv_bfloat16, so the same HIP type (HIPIFY's hip_bfloat16 is another one)
  EXPECT_EQ(tr("__nv_bfloat16 a; __nv_bfloat162 b; nv_bfloat16 c; nv_bfloat162 d;"),
            "__hip_bfloat16 a; __hip_bfloat162 b; __hip_bfloat16 c; __hip_bfloat162 d;");
  EXPECT_EQ(tr("#include \"cuda_fp8.h\"\n__nv_fp8_e4m3 x; __nv_saturation_t s = __NV_SATFINITE;\n"),
            "#include \"hip/hip_fp8.h\"\n__hip_fp8_e4m3_fnuz x; __hip_saturation_t s = __HIP_SATFINITE;\n");
  // CUDA's FP8 is OCP's, HIP's FNUZ (MI300's): same values through float, different bytes: each use warned about
  auto fnuz = translate_source("__nv_fp8x4_e4m3 v; c = __nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E5M2);", "f.cpp", {});
  EXPECT_EQ(fnuz.text, "__hip_fp8x4_e4m3_fnuz v; c = __hip_cvt_float_to_fp8(f, __HIP_SATFINITE, __HIP_E5M2_FNUZ);");
  EXPECT_TRUE(fnuz.ok());
  std::size_t format_warnings = 0;
  for (const Diagnostic& d : fnuz.diagnostics) format_warnings += d.rule == "fp8-format";
  EXPECT_EQ(format_warnings, 2u);
  TranslateOptions old;
  old.hip_version = "5.7";
  auto r = translate_source("#include <cuda_fp8.h>\n", "x.cu", old);
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.text.find("#include <cuda_fp8.h>"), std::string::npos);
  expect_idempotent("#include \"cuda_fp8.h\"\n__nv_fp8x2_e5m2 y;\n");
}

// cuda_fp8.h's conversions are hip_fp8.h's (HIP 6.2); cuda_fp4.h is HIP 7.0's hip_fp4.h, with hipRoundMode for
// cudaRoundMode. Each is left and reported for an older --hip-version.
TEST(PortLibraries, Fp8ConversionsAndFp4) {
  EXPECT_EQ(tr("s = __nv_cvt_float2_to_fp8x2(f2, sat, interp); h = __nv_cvt_fp8_to_halfraw(s, interp);"),
            "s = __hip_cvt_float2_to_fp8x2(f2, sat, interp); h = __hip_cvt_fp8_to_halfraw(s, interp);");
  std::string src =
      "#include \"cuda_fp4.h\"\ncudaRoundMode m = cudaRoundZero; __nv_fp4x2_storage_t s;\n"
      "__nv_fp4_interpretation_t k = __NV_E2M1; __nv_fp4x4_e2m1 v;\n"
      "s = __nv_cvt_bfloat16raw2_to_fp4x2(b, k, m); h2 = __nv_cvt_fp4x2_to_halfraw2(s, k);\n";
  EXPECT_EQ(tr(src),
            "#include \"hip/hip_fp4.h\"\nhipRoundMode m = hipRoundZero; __hip_fp4x2_storage_t s;\n"
            "__hip_fp4_interpretation_t k = __HIP_E2M1; __hip_fp4x4_e2m1 v;\n"
            "s = __hip_cvt_bfloat16raw2_to_fp4x2(b, k, m); h2 = __hip_cvt_fp4x2_to_halfraw2(s, k);\n");
  expect_idempotent(src);
  TranslateOptions v64;
  v64.hip_version = "6.4";
  auto r = translate_source(src, "x.cpp", v64);
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.text.find("__nv_cvt_bfloat16raw2_to_fp4x2"), std::string::npos);
  EXPECT_EQ(translate_source("x = __nv_cvt_float_to_fp8(f, sat, interp);", "x.cpp", v64).text,
            "x = __hip_cvt_float_to_fp8(f, sat, interp);");
}

// cuFile (GPUDirect Storage) -> hipFile 7.2 (HIPIFY's table): types, their struct tags, enumerators, macros,
// functions and the header; reported for an older --hip-version.
TEST(PortLibraries, CuFileToHipFile) {
  std::string src =
      "#include \"cufile.h\"\n"
      "CUfileError_t e = cuFileDriverOpen(); struct CUfileDrvProps p; CUfileHandle_t h;\n"
      "if (e.err != CU_FILE_SUCCESS || IS_CUFILE_ERR(e.err)) {}\n"
      "ssize_t n = cuFileRead(h, buf, size, 0, 0); CUfileOpcode_t op = CUFILE_READ;\n";
  EXPECT_EQ(tr(src),
            "#include \"hipfile.h\"\n"
            "hipFileError_t e = hipFileDriverOpen(); struct hipFileDriverProps p; hipFileHandle_t h;\n"
            "if (e.err != hipFileSuccess || IS_HIPFILE_ERR(e.err)) {}\n"
            "ssize_t n = hipFileRead(h, buf, size, 0, 0); hipFileOpcode_t op = hipFileBatchRead;\n");
  expect_idempotent(src);
  TranslateOptions old;
  old.hip_version = "6.4";
  EXPECT_FALSE(translate_source("cuFileDriverOpen();", "x.cu", old).ok());
  // cufile.h's CU_FILE_CUDA_ERR and CUFILEStatus_enum tag; sockaddr_t, a name networking code has too, is left
  EXPECT_EQ(tr("CUresult r = CU_FILE_CUDA_ERR(e); enum CUFILEStatus_enum s; sockaddr_t* a;"),
            "hipError_t r = HIP_DRV_ERR(e); enum hipFileStatus s; sockaddr_t* a;");
  EXPECT_TRUE(translate_source("typedef struct sockaddr sockaddr_t;", "net.cpp", {}).ok());
}

// A header mapped from a HIP version on: translated by default (and at `at`, when given); below it, at
// `below`, the include stays and the translation is reported as incomplete.
void expect_versioned_header(const char* cuda, const char* hip, const char* file, const char* below, const char* at) {
  EXPECT_EQ(tr(cuda), hip);
  TranslateOptions old;
  old.hip_version = below;
  auto r = translate_source(cuda, file, old);
  EXPECT_FALSE(r.ok()) << cuda;
  EXPECT_NE(r.text.find(std::string(cuda).substr(0, std::string(cuda).size() - 1)), std::string::npos) << r.text;
  if (!at) return;
  TranslateOptions now;
  now.hip_version = at;
  EXPECT_EQ(tr(cuda, now), hip);
}

// <cooperative_groups/scan.h> -> HIP 10.0's <hip/cooperative_groups/hip_scan.h> (inclusive_scan, exclusive_scan);
// below --hip-version 10.0 the include stays and is reported.
TEST(PortLibraries, CooperativeGroupsScanHeader) {
  expect_versioned_header("#include <cooperative_groups/scan.h>\n", "#include <hip/cooperative_groups/hip_scan.h>\n",
                          "x.cu", "7.2", "10.0");
}

// cufftw.h (FFTW's interface on the GPU; the fftw_* names stay) -> hipFFT's hipfft/hipfftw.h, a release after 5.7.
TEST(PortLibraries, CuFftwHeader) {
  EXPECT_EQ(tr("#include \"cufftw.h\"\nfftw_plan p;\n"), "#include \"hipfft/hipfftw.h\"\nfftw_plan p;\n");
  expect_versioned_header("#include <cufftw.h>\n", "#include <hipfft/hipfftw.h>\n", "x.cpp", "5.7", nullptr);
}

// Thrust's CUDA system -> rocThrust's HIP system: the execution policies, the system namespace, Thrust's internal
// cuda_cub, the system/cuda/ headers and THRUST_DEVICE_SYSTEM_CUDA (HeCBench's nosync: thrust::cuda::par_nosync.on).
// Another library's namespace called thrust keeps its cuda, as does rocThrust's own #define.
TEST(PortLibraries, ThrustCudaSystemIsHip) {
  const char* src =
      "#include <thrust/system/cuda/execution_policy.h>\n"
      "#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA\n#endif\n"
      "#define THRUST_DEVICE_SYSTEM_CUDA 1\n"
      "void f(cudaStream_t s) { auto p = thrust::cuda::par_nosync.on(s); auto q = ::thrust::cuda::par.on(s);\n"
      "  thrust::system::cuda::vector<int> v; thrust::cuda_cub::pointer<int> ptr;\n"
      "  int a = my::thrust::cuda::x, b = o.thrust::cuda::y; using namespace thrust::cuda; int cuda = 1; }\n";
  EXPECT_EQ(tr(src, {}, "x.cu"),
            "#include <hip/hip_runtime.h>\n"
            "#include <thrust/system/hip/execution_policy.h>\n"
            "#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_HIP\n#endif\n"
            "#define THRUST_DEVICE_SYSTEM_CUDA 1\n"
            "void f(hipStream_t s) { auto p = thrust::hip::par_nosync.on(s); auto q = ::thrust::hip::par.on(s);\n"
            "  thrust::system::hip::vector<int> v; thrust::hip_rocprim::pointer<int> ptr;\n"
            "  int a = my::thrust::cuda::x, b = o.thrust::cuda::y; using namespace thrust::hip; int cuda = 1; }\n");
  expect_idempotent(src);
}

// cuBLASLt -> hipBLASLt (HIPIFY's table): handles, descriptors, attributes, epilogues, the header (in its
// folder, or flat as ROCm 5.x also installs it); names after 5.7 record their version.
TEST(PortLibraries, CuBlasLtToHipBlasLt) {
  EXPECT_EQ(tr("cublasLtHandle_t h; cublasLtCreate(&h); cublasLtMatmulDesc_t d;\n"
               "cublasLtMatmulDescSetAttribute(d, CUBLASLT_MATMUL_DESC_EPILOGUE, &e, sizeof(e));\n"
               "cublasLtEpilogue_t e = CUBLASLT_EPILOGUE_RELU_BIAS;\n"),
            "hipblasLtHandle_t h; hipblasLtCreate(&h); hipblasLtMatmulDesc_t d;\n"
            "hipblasLtMatmulDescSetAttribute(d, HIPBLASLT_MATMUL_DESC_EPILOGUE, &e, sizeof(e));\n"
            "hipblasLtEpilogue_t e = HIPBLASLT_EPILOGUE_RELU_BIAS;\n");
  EXPECT_EQ(tr("#include \"cublasLt.h\"\n"),
            "#if __has_include(\"hipblaslt/hipblaslt.h\")\n#include \"hipblaslt/hipblaslt.h\"\n#else\n"
            "#include \"hipblaslt.h\"\n#endif\n");
  TranslateOptions old;
  old.hip_version = "5.7";
  EXPECT_FALSE(translate_source("int o = CUBLASLT_ORDER_ROW;", "x.cu", old).ok());
  EXPECT_TRUE(translate_source("cublasLtHandle_t h;", "x.cu", old).ok());
  // cuBLASLt names hipBLASLt lacks are reported
  EXPECT_FALSE(translate_source("cublasLtLoggerSetLevel(1);", "x.cu", {}).ok());
}

// cuSPARSELt -> hipSPARSELt 7.10 (HIPIFY's table), cusparseLt.h -> hipsparselt/hipsparselt.h.
TEST(PortLibraries, CuSparseLtToHipSparseLt) {
  EXPECT_EQ(tr("#include \"cusparseLt.h\"\ncusparseLtHandle_t h; cusparseLtInit(&h);\n"
               "cusparseLtMatmulAlgSelectionInit(&h, &s, &d, CUSPARSELT_MATMUL_ALG_DEFAULT); int c = CUSPARSE_COMPUTE_16F;\n"),
            "#include \"hipsparselt/hipsparselt.h\"\nhipsparseLtHandle_t h; hipsparseLtInit(&h);\n"
            "hipsparseLtMatmulAlgSelectionInit(&h, &s, &d, HIPSPARSELT_MATMUL_ALG_DEFAULT); int c = HIPSPARSELT_COMPUTE_16F;\n");
  TranslateOptions old;
  old.hip_version = "7.2";
  EXPECT_FALSE(translate_source("cusparseLtInit(&h);", "x.cu", old).ok());
}

// cuTENSOR -> hipTensor (HIPIFY's table), cutensor.h -> hiptensor/hiptensor.hpp.
TEST(PortLibraries, CuTensorToHipTensor) {
  EXPECT_EQ(tr("#include <cutensor.h>\ncutensorHandle_t h; cutensorStatus_t s = cutensorCreate(&h);\n"
               "if (s != CUTENSOR_STATUS_SUCCESS) puts(cutensorGetErrorString(s)); cutensorDataType_t t = CUTENSOR_R_32F;\n"),
            "#include <hiptensor/hiptensor.hpp>\nhiptensorHandle_t h; hiptensorStatus_t s = hiptensorCreate(&h);\n"
            "if (s != HIPTENSOR_STATUS_SUCCESS) puts(hiptensorGetErrorString(s)); hiptensorDataType_t t = HIPTENSOR_R_32F;\n");
  // cuTENSOR 2.x's plan API -> hipTensor 2.0's (ROCm 7.0), which took it over name for name
  std::string plan =
      "cutensorPlanPreference_t pref; cutensorCreatePlanPreference(h, &pref, CUTENSOR_ALGO_DEFAULT, CUTENSOR_JIT_MODE_NONE);\n"
      "cutensorPlan_t plan; cutensorCreatePlan(h, &plan, op, pref, ws); cutensorContract(h, plan, a, A, B, b, C, D, w, n, s);\n";
  EXPECT_EQ(tr(plan),
            "hiptensorPlanPreference_t pref; hiptensorCreatePlanPreference(h, &pref, HIPTENSOR_ALGO_DEFAULT, HIPTENSOR_JIT_MODE_NONE);\n"
            "hiptensorPlan_t plan; hiptensorCreatePlan(h, &plan, op, pref, ws); hiptensorContract(h, plan, a, A, B, b, C, D, w, n, s);\n");
  expect_idempotent(plan);
  // for a hipTensor 1.x (before ROCm 7.0) they stay, reported
  TranslateResult r = for_hip(plan, "6.4");
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.text.find("cutensorCreatePlan(h"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("HIPTENSOR_ALGO_DEFAULT"), std::string::npos) << r.text;  // in hipTensor since 5.7
}

// cuSOLVER -> hipSOLVER's cusolver-compatible API (hipsolverDn*), names checked against hipSOLVER 5.7; the handle
// type and its stream calls are hipSOLVER's regular ones (hipsolverDnHandle_t is a typedef of hipsolverHandle_t).
TEST(PortLibraries, CuSolverToHipSolver) {
  std::string src =
      "#include <cusolverDn.h>\ncusolverDnHandle_t h; cusolverStatus_t s = cusolverDnCreate(&h);\n"
      "s = cusolverDnSgetrf_bufferSize(h, m, n, A, lda, &lwork); s = cusolverDnSgetrf(h, m, n, A, lda, w, ipiv, info);\n"
      "if (s != CUSOLVER_STATUS_SUCCESS) {}\ncusolverDnSetStream(h, st); syevjInfo_t j; cusolver_int_t n;\n";
  std::string out = tr(src);
  EXPECT_NE(out.find("hipsolverHandle_t h; hipsolverStatus_t s = hipsolverDnCreate(&h);\n"
                     "s = hipsolverDnSgetrf_bufferSize(h, m, n, A, lda, &lwork); s = hipsolverDnSgetrf(h, m, n, A, lda, w, ipiv, info);\n"
                     "if (s != HIPSOLVER_STATUS_SUCCESS) {}\nhipsolverSetStream(h, st); hipsolverSyevjInfo_t j; int n;\n"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("hipsolver/hipsolver.h"), std::string::npos);
  expect_idempotent(src);
  // cuSOLVER's sparse API: hipSOLVER 6.1 (csrlsvqr 6.4/7.0), the refactorization API 5.6, the 64-bit generic API
  // 6.2-6.3; for an older --hip-version left and reported
  EXPECT_EQ(tr("cusolverSpCreate(&h); cusolverRfCreate(&r); cusolverDnXgetrf(h, p, m, n, t, A, l, i, t, b, w, hb, w2, info);"),
            "hipsolverSpCreate(&h); hipsolverRfCreate(&r); hipsolverDnXgetrf(h, p, m, n, t, A, l, i, t, b, w, hb, w2, info);");
  TranslateOptions v57;
  v57.hip_version = "5.7";
  EXPECT_FALSE(translate_source("cusolverSpCreate(&h);", "x.cu", v57).ok());
  TranslateOptions v63;
  v63.hip_version = "6.3";
  EXPECT_EQ(tr("cusolverSpCreate(&h); cusolverSpZcsrlsvqr(h);", v63), "hipsolverSpCreate(&h); cusolverSpZcsrlsvqr(h);");
}

// --roc: cuSOLVER -> rocSOLVER, which works on rocBLAS' handle, stream, status and enums and takes no workspace.
TEST(PortLibraries, RocSolver) {
  std::string src =
      "#include <cusolverDn.h>\ncusolverDnHandle_t h; cusolverStatus_t s = cusolverDnCreate(&h);\n"
      "s = cusolverDnSetStream(h, st); s = cusolverDnDpotrf(h, uplo, n, A, lda, work, lwork, info);\n"
      "cusolverEigMode_t m = CUSOLVER_EIG_MODE_VECTOR; cusolverEigType_t t = CUSOLVER_EIG_TYPE_2;\n"
      "cusolverEigRange_t r = CUSOLVER_EIG_RANGE_I; cusolver_int_t k;\n"
      "if (s == CUSOLVER_STATUS_NOT_INITIALIZED || s == CUSOLVER_STATUS_NOT_SUPPORTED) cusolverDnDestroy(h);\n";
  TranslateResult res = translate_source(src, "x.cpp", roc());
  EXPECT_EQ(res.text,
            "#include <rocsolver/rocsolver.h>\nrocblas_handle h; rocblas_status s = rocblas_create_handle(&h);\n"
            "s = rocblas_set_stream(h, st); s = rocsolver_dpotrf(h, uplo, n, A, lda, info);\n"
            "rocblas_evect m = rocblas_evect_original; rocblas_eform t = rocblas_eform_abx;\n"
            "rocblas_erange r = rocblas_erange_index; rocblas_int k;\n"
            "if (s == rocblas_status_invalid_handle || s == rocblas_status_not_implemented) rocblas_destroy_handle(h);\n");
  EXPECT_TRUE(res.ok());
  expect_idempotent(src, roc());
  // statuses rocBLAS has no counterpart for are reported, not folded into rocblas_status_not_implemented
  TranslateResult zero = translate_source("case CUSOLVER_STATUS_ZERO_PIVOT: x = CUSOLVER_STATUS_EXECUTION_FAILED;",
                                          "x.cpp", roc());
  EXPECT_EQ(zero.text.find("not_implemented"), std::string::npos) << zero.text;
  EXPECT_FALSE(zero.ok());
  // without --roc: hipSOLVER, workspace kept
  EXPECT_EQ(tr("cusolverDnSpotrf(h, uplo, n, A, lda, work, lwork, info);"),
            "hipsolverDnSpotrf(h, uplo, n, A, lda, work, lwork, info);");
}

// --miopen: the tensor, convolution, pooling, LRN and batch-norm calls, with the arguments miopen.h's signatures
// need: no NaN option for pooling, LRN's mode, Find's exhaustiveSearch, the workspace last and MIOpen's descriptor
// order (HIPIFY keeps cuDNN's order there: its ConvolutionForward does not compile and its workspace-size queries
// swap x and w).
TEST(PortLibraries, MiopenConvolutionPoolingLrn) {
  TranslateOptions o;
  o.miopen = true;
  std::string src =
      "s = cudnnSetTensor4dDescriptorEx(t, dt, n, c, h, w, ns, cs, hs, ws);\n"
      "s = cudnnSetPooling2dDescriptor(p, CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING, CUDNN_NOT_PROPAGATE_NAN, wh, ww, ph, pw, sh, sw);\n"
      "s = cudnnGetPoolingNdDescriptor(p, req, &mode, &nan, &nb, win, pad, str);\n"
      "s = cudnnSetLRNDescriptor(l, n, a, b, k);\n"
      "s = cudnnFindConvolutionForwardAlgorithmEx(hd, xD, x, wD, w, cD, yD, y, rq, &rc, perf, ws, wss);\n"
      "s = cudnnGetConvolutionForwardWorkspaceSize(hd, xD, wD, cD, yD, algo, &wss);\n"
      "s = cudnnGetConvolutionBackwardDataWorkspaceSize(hd, wD, dyD, cD, dxD, algo, &wss);\n"
      "s = cudnnConvolutionBackwardData(hd, a, wD, w, dyD, dy, cD, algo, ws, wss, b, dxD, dx);\n";
  EXPECT_EQ(tr(src, o),
            "s = miopenSet4dTensorDescriptorEx(t, dt, n, c, h, w, ns, cs, hs, ws);\n"
            "s = miopenSet2dPoolingDescriptor(p, miopenPoolingAverageInclusive, wh, ww, ph, pw, sh, sw);\n"
            "s = miopenGetNdPoolingDescriptor(p, req, &mode, &nb, win, pad, str);\n"
            "s = miopenSetLRNDescriptor(l, miopenLRNCrossChannel, n, a, b, k);\n"
            "s = miopenFindConvolutionForwardAlgorithm(hd, xD, x, wD, w, cD, yD, y, rq, &rc, perf, ws, wss, true);\n"
            "s = miopenConvolutionForwardGetWorkSpaceSize(hd, wD, xD, cD, yD, &wss);\n"
            "s = miopenConvolutionBackwardDataGetWorkSpaceSize(hd, dyD, wD, cD, dxD, &wss);\n"
            "s = miopenConvolutionBackwardData(hd, a, dyD, dy, wD, w, cD, algo, b, dxD, dx, ws, wss);\n");
  expect_idempotent(src, o);
  // left, reported: the newest MIOpen's miopenConvolutionBackwardBias returns miopenStatusNotImplemented, and
  // miopenGetLRNDescriptor writes a mode cuDNN's call has no argument for
  EXPECT_FALSE(translate_source("cudnnConvolutionBackwardBias(hd, a, dyD, dy, b, dbD, db);", "x.cpp", o).ok());
  EXPECT_FALSE(translate_source("cudnnGetLRNDescriptor(l, &n, &a, &b, &k);", "x.cpp", o).ok());
}

// --miopen: cuDNN's dropout and RNN names; miopenSetDropoutDescriptor's three extra parameters are declared
// value-initialized before the statement (numbered so that none is declared twice), or passed as their defaults
// where no declaration can go; miopenRNNBackwardWeights takes dw before the workspace.
TEST(PortLibraries, MiopenDropoutAndRnn) {
  TranslateOptions o;
  o.miopen = true;
  std::string src =
      "void f() {\n"
      "  cudnnDropoutDescriptor_t d; cudnnRNNMode_t m = CUDNN_LSTM; cudnnDirectionMode_t dir = CUDNN_BIDIRECTIONAL;\n"
      "  s = cudnnSetDropoutDescriptor(d, h, p, st, n, seed);\n"
      "  CHECK(cudnnSetDropoutDescriptor(d, h, p, st, n, seed));\n"
      "  if (x) s = cudnnSetDropoutDescriptor(d, h, p, st, n, seed); else s = cudnnSetDropoutDescriptor(d, h, p, st, n, seed);\n"
      "  s = cudnnRNNBackwardWeights(h, r, len, xd, x, hxd, hx, yd, y, ws, wsn, dwd, dw, rs, rsn);\n"
      "}\n";
  EXPECT_EQ(tr(src, o),
            "void f() {\n"
            "  miopenDropoutDescriptor_t d; miopenRNNMode_t m = miopenLSTM; miopenRNNDirectionMode_t dir = miopenRNNbidirection;\n"
            "  bool hipify_use_mask = {};\n  bool hipify_state_evo = {};\n  miopenRNGType_t hipify_rng_mode = {};\n"
            "  s = miopenSetDropoutDescriptor(d, h, p, st, n, seed, hipify_use_mask, hipify_state_evo, hipify_rng_mode);\n"
            "  bool hipify_use_mask_1 = {};\n  bool hipify_state_evo_1 = {};\n  miopenRNGType_t hipify_rng_mode_1 = {};\n"
            "  CHECK(miopenSetDropoutDescriptor(d, h, p, st, n, seed, hipify_use_mask_1, hipify_state_evo_1, hipify_rng_mode_1));\n"
            "  bool hipify_use_mask_2 = {};\n  bool hipify_state_evo_2 = {};\n  miopenRNGType_t hipify_rng_mode_2 = {};\n"
            "  if (x) s = miopenSetDropoutDescriptor(d, h, p, st, n, seed, hipify_use_mask_2, hipify_state_evo_2, hipify_rng_mode_2); "
            "else s = miopenSetDropoutDescriptor(d, h, p, st, n, seed, false, false, MIOPEN_RNG_PSEUDO_XORWOW);\n"
            "  s = miopenRNNBackwardWeights(h, r, len, xd, x, hxd, hx, yd, y, dwd, dw, ws, wsn, rs, rsn);\n"
            "}\n");
  expect_idempotent(src, o);
  // a name the source already uses is not declared again
  EXPECT_EQ(tr("int hipify_use_mask;\ncudnnSetDropoutDescriptor(d, h, p, st, n, seed);", o),
            "int hipify_use_mask;\nbool hipify_use_mask_1 = {};\nbool hipify_state_evo_1 = {};\n"
            "miopenRNGType_t hipify_rng_mode_1 = {};\n"
            "miopenSetDropoutDescriptor(d, h, p, st, n, seed, hipify_use_mask_1, hipify_state_evo_1, hipify_rng_mode_1);");
  // where no declaration can go before the statement: the defaults
  const std::string defaults = "miopenSetDropoutDescriptor(d, h, p, st, n, seed, false, false, MIOPEN_RNG_PSEUDO_XORWOW)";
  EXPECT_EQ(tr("for (int i = 0; i < 2; s = cudnnSetDropoutDescriptor(d, h, p, st, n, seed)) {}", o),
            "for (int i = 0; i < 2; s = " + defaults + ") {}");
  EXPECT_EQ(tr("switch (k) { case 1: cudnnSetDropoutDescriptor(d, h, p, st, n, seed); }", o),
            "switch (k) { case 1: " + defaults + "; }");
  EXPECT_EQ(tr("Status s{cudnnSetDropoutDescriptor(d, h, p, st, n, seed)};", o), "Status s{" + defaults + "};");
  EXPECT_EQ(tr("do cudnnSetDropoutDescriptor(d, h, p, st, n, seed); while (0);", o), "do " + defaults + "; while (0);");
  EXPECT_EQ(tr("#define SET cudnnSetDropoutDescriptor(d, h, p, st, n, seed)\nSET;", o), "#define SET " + defaults + "\nSET;");
  // names in comments and strings do not count
  EXPECT_EQ(tr("// bool hipify_use_mask = {};\nf(\" hipify_use_mask = {};\"); cudnnSetDropoutDescriptor(d, h, p, st, n, seed);", o),
            "// bool hipify_use_mask = {};\nf(\" hipify_use_mask = {};\"); bool hipify_use_mask = {}; bool hipify_state_evo = {}; "
            "miopenRNGType_t hipify_rng_mode = {}; "
            "miopenSetDropoutDescriptor(d, h, p, st, n, seed, hipify_use_mask, hipify_state_evo, hipify_rng_mode);");
  // without --miopen: hipDNN's name, no MIOpen parameters added (CudnnToHipdnnByDefault)
  EXPECT_EQ(tr("cudnnSetDropoutDescriptor(d, h, p, st, n, seed);"), "hipdnnSetDropoutDescriptor(d, h, p, st, n, seed);");
}

// --miopen: softmax (MIOpen's _V2 calls take the algorithm and mode last), dropout (a noise-shape descriptor, the
// input's own, before the input; Restore takes Set's added settings), and the calls MIOpen declares with cuDNN's
// arguments in cuDNN's order (activation, bias gradient, fused convolution, legacy RNN, CTC loss, reductions).
// The getters whose MIOpen form has more outputs stay and are reported.
TEST(PortLibraries, MiopenSoftmaxDropoutReduce) {
  TranslateOptions o;
  o.miopen = true;
  EXPECT_EQ(tr("s = cudnnSoftmaxForward(h, CUDNN_SOFTMAX_LOG, CUDNN_SOFTMAX_MODE_CHANNEL, a, xd, x, b, yd, y);", o),
            "s = miopenSoftmaxForward_V2(h, a, xd, x, b, yd, y, MIOPEN_SOFTMAX_LOG, MIOPEN_SOFTMAX_MODE_CHANNEL);");
  EXPECT_EQ(tr("s = cudnnSoftmaxBackward(h, al, mo, a, yd, y, dyd, dy, b, dxd, dx);", o),
            "s = miopenSoftmaxBackward_V2(h, a, yd, y, dyd, dy, b, dxd, dx, al, mo);");
  EXPECT_EQ(tr("s = cudnnDropoutForward(h, dd, xd, x, yd, y, r, rn);", o),
            "s = miopenDropoutForward(h, dd, xd, xd, x, yd, y, r, rn);");
  EXPECT_EQ(tr("s = cudnnDropoutBackward(h, dd, dyd, dy, dxd, dx, r, rn);", o),
            "s = miopenDropoutBackward(h, dd, dyd, dyd, dy, dxd, dx, r, rn);");
  EXPECT_EQ(tr("for (;; cudnnRestoreDropoutDescriptor(d, h, p, st, n, seed)) {}", o),
            "for (;; miopenRestoreDropoutDescriptor(d, h, p, st, n, seed, false, false, MIOPEN_RNG_PSEUDO_XORWOW)) {}");
  EXPECT_EQ(tr("s = cudnnActivationBackward(h, ad, a, yd, y, dyd, dy, xd, x, b, dxd, dx);", o),
            "s = miopenActivationBackward(h, ad, a, yd, y, dyd, dy, xd, x, b, dxd, dx);");
  EXPECT_EQ(tr("cudnnReduceTensorDescriptor_t r; s = cudnnSetReduceTensorDescriptor(r, CUDNN_REDUCE_TENSOR_ADD, "
               "CUDNN_DATA_FLOAT, CUDNN_NOT_PROPAGATE_NAN, CUDNN_REDUCE_TENSOR_NO_INDICES, CUDNN_32BIT_INDICES);", o),
            "miopenReduceTensorDescriptor_t r; s = miopenSetReduceTensorDescriptor(r, MIOPEN_REDUCE_TENSOR_ADD, "
            "miopenFloat, MIOPEN_NOT_PROPAGATE_NAN, MIOPEN_REDUCE_TENSOR_NO_INDICES, MIOPEN_32BIT_INDICES);");
  EXPECT_EQ(tr("s = cudnnRNNForwardInference(h, r, n, xd, x, hxd, hx, cxd, cx, wd, w, yd, y, hyd, hy, cyd, cy, ws, wn);", o),
            "s = miopenRNNForwardInference(h, r, n, xd, x, hxd, hx, cxd, cx, wd, w, yd, y, hyd, hy, cyd, cy, ws, wn);");
  EXPECT_EQ(tr("s = cudnnCTCLoss(h, pd, p, l, ll, il, c, gd, g, CUDNN_CTC_LOSS_ALGO_DETERMINISTIC, cd, ws, wn);", o),
            "s = miopenCTCLoss(h, pd, p, l, ll, il, c, gd, g, MIOPEN_CTC_LOSS_ALGO_DETERMINISTIC, cd, ws, wn);");
  for (const char* kept : {"cudnnGetDropoutDescriptor(d, h, &p, &st, &seed);", "cudnnGetCTCLossDescriptor(c, &t);",
                           "cudnnGetLRNDescriptor(d, &n, &a, &b, &k);"}) {
    auto r = translate_source(kept, "x.cpp", o);
    EXPECT_EQ(r.text, kept);
    EXPECT_FALSE(r.ok()) << kept;
  }
  expect_idempotent("s = cudnnSoftmaxForward(h, al, mo, a, xd, x, b, yd, y); cudnnDropoutForward(h, dd, xd, x, yd, y, r, n);",
                    o);
  // without --miopen: hipDNN's names and cuDNN's argument order
  EXPECT_EQ(tr("s = cudnnSoftmaxForward(h, al, mo, a, xd, x, b, yd, y);"),
            "s = hipdnnSoftmaxForward(h, al, mo, a, xd, x, b, yd, y);");
}

// Without --miopen, cuDNN goes to hipDNN as in HIPIFY (hipify-perl's mapping, each name in the archived hipDNN header:
// tests/port/data/hipdnn_names.txt), and every rewrite is reported as archived-library: no current ROCm ships hipDNN.
// A cuDNN name hipDNN lacks stays and is reported unsupported; one CUDA 13's cuDNN 9 no longer declares still maps.
TEST(PortLibraries, CudnnToHipdnnByDefault) {
  std::string src =
      "#include \"cudnn.h\"\n"
      "cudnnHandle_t h; cudnnStatus_t st = cudnnCreate(&h);\n"
      "if (st != CUDNN_STATUS_SUCCESS) return;\n"
      "cudnnSetTensor4dDescriptor(xd, CUDNN_TENSOR_NHWC, CUDNN_DATA_HALF, n, c, 1, 1);\n"
      "cudnnGetConvolutionForwardAlgorithm(h, xd, wd, cd, yd, CUDNN_CONVOLUTION_FWD_PREFER_FASTEST, 0, &algo);\n"
      "opts.cudnnCreate = 1; mine::cudnnDestroy(h);\n";
  TranslateResult r = translate_source(src, "x.cpp", {});
  EXPECT_EQ(r.text,
            "#include \"hipDNN.h\"\n"
            "hipdnnHandle_t h; hipdnnStatus_t st = hipdnnCreate(&h);\n"
            "if (st != HIPDNN_STATUS_SUCCESS) return;\n"
            "hipdnnSetTensor4dDescriptor(xd, HIPDNN_TENSOR_NHWC, HIPDNN_DATA_HALF, n, c, 1, 1);\n"
            "hipdnnGetConvolutionForwardAlgorithm(h, xd, wd, cd, yd, HIPDNN_CONVOLUTION_FWD_PREFER_FASTEST, 0, &algo);\n"
            "opts.cudnnCreate = 1; mine::cudnnDestroy(h);\n");
  std::size_t archived = 0;
  for (const Diagnostic& d : r.diagnostics) {
    if (d.rule != "archived-library") continue;
    ++archived;
    EXPECT_EQ(d.status, ApiStatus::Deprecated);
    EXPECT_NE(d.message.find("archived"), std::string::npos) << d.message;
    EXPECT_NE(d.message.find("not shipped by current ROCm"), std::string::npos) << d.message;
    EXPECT_NE(d.message.find("--miopen"), std::string::npos) << d.message;
  }
  EXPECT_EQ(archived, 10u);  // the include and the 9 names rewritten (not the member, not mine::)
  EXPECT_TRUE(r.ok());
  expect_idempotent(src);
  // the report says so too, in JSON and in SARIF
  std::vector<FileReport> files{{"x.cu", "x.hip", r.replacements, r.diagnostics}};
  EXPECT_NE(report_json(files).find("\"archived-library\""), std::string::npos);
  std::string sarif = report_sarif(files);
  EXPECT_NE(sarif.find("\"ruleId\": \"archived-library\""), std::string::npos);
  EXPECT_NE(sarif.find("not shipped by current ROCm"), std::string::npos);
  // <cudnn.h> keeps its brackets
  EXPECT_EQ(tr("#include <cudnn.h>\n"), "#include <hipDNN.h>\n");
  // no hipDNN name (hipify-perl proposes hipdnnGetReduceTensorDescriptor, hipDNN's header has none): left, reported
  TranslateResult get = translate_source("cudnnGetReduceTensorDescriptor(r, &op, &t, &nan, &ind, &it);", "x.cpp", {});
  EXPECT_EQ(get.text, "cudnnGetReduceTensorDescriptor(r, &op, &t, &nan, &ind, &it);");
  EXPECT_FALSE(get.ok());
  // --miopen is unchanged: MIOpen, nothing about hipDNN
  TranslateOptions o;
  o.miopen = true;
  TranslateResult mi = translate_source("#include <cudnn.h>\ncudnnHandle_t h; cudnnCreate(&h);\n", "x.cpp", o);
  EXPECT_EQ(mi.text, "#include <miopen/miopen.h>\nmiopenHandle_t h; miopenCreate(&h);\n");
  for (const Diagnostic& d : mi.diagnostics) EXPECT_NE(d.rule, "archived-library") << d.message;
}

// --miopen: cuDNN's enumerations with a MIOpen counterpart of the same meaning. CUDNN_CROSS_CORRELATION is
// miopenConvolution (MIOpen convolves by cross-correlation); CUDNN_CONVOLUTION, which flips the filter, has none.
TEST(PortLibraries, MiopenEnumerations) {
  TranslateOptions o;
  o.miopen = true;
  EXPECT_EQ(tr("cudnnTensorFormat_t f = CUDNN_TENSOR_NHWC; cudnnConvolutionMode_t m = CUDNN_CROSS_CORRELATION;\n"
               "cudnnConvolutionFwdAlgo_t a = CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD; cudnnConvolutionFwdAlgoPerf_t p;\n"
               "cudnnActivationMode_t act = CUDNN_ACTIVATION_SIGMOID; cudnnSoftmaxMode_t sm = CUDNN_SOFTMAX_MODE_CHANNEL;\n"
               "cudnnBatchNormMode_t bn = CUDNN_BATCHNORM_SPATIAL; cudnnIndicesType_t it = CUDNN_32BIT_INDICES;\n"
               "cudnnContext* c; cudnnDataType_t d = CUDNN_DATA_DOUBLE;\n",
               o),
            "miopenTensorLayout_t f = miopenTensorNHWC; miopenConvolutionMode_t m = miopenConvolution;\n"
            "miopenConvFwdAlgorithm_t a = miopenConvolutionFwdAlgoWinograd; miopenConvAlgoPerf_t p;\n"
            "miopenActivationMode_t act = miopenActivationLOGISTIC; miopenSoftmaxMode_t sm = MIOPEN_SOFTMAX_MODE_CHANNEL;\n"
            "miopenBatchNormMode_t bn = miopenBNSpatial; miopenIndicesType_t it = MIOPEN_32BIT_INDICES;\n"
            "miopenHandle* c; miopenDataType_t d = miopenDouble;\n");
  TranslateResult conv = translate_source("cudnnConvolutionMode_t m = CUDNN_CONVOLUTION;", "x.cpp", o);
  EXPECT_NE(conv.text.find("CUDNN_CONVOLUTION"), std::string::npos);
  EXPECT_FALSE(conv.ok());
  // cuDNN's three bias layouts have one MIOpen counterpart: only the bias-less one is mapped
  EXPECT_EQ(tr("x = CUDNN_RNN_NO_BIAS;", o), "x = miopenRNNNoBias;");
  EXPECT_FALSE(translate_source("x = CUDNN_RNN_DOUBLE_BIAS;", "x.cpp", o).ok());
}

// cuSPARSE's generic API under --roc: rocSPARSE's one-function-per-operation form with a stage and a
// (buffer size, buffer) pair.
TEST(PortLibraries, RocSparseGenericApiStages) {
  EXPECT_EQ(tr("cusparseSpMM_bufferSize(h, a, b, al, A, B, be, C, t, alg, &size);\n"
               "cusparseSpMM(h, a, b, al, A, B, be, C, t, alg, buf);\n"
               "cusparseSpSV_analysis(h, a, al, A, x, y, t, alg, d, buf);\n"
               "cusparseDenseToSparse_bufferSize(h, A, B, alg, &size);\n",
               roc()),
            "rocsparse_spmm(h, a, b, al, A, B, be, C, t, alg, rocsparse_spmm_stage_buffer_size, &size, nullptr);\n"
            "rocsparse_spmm(h, a, b, al, A, B, be, C, t, alg, rocsparse_spmm_stage_compute, nullptr, buf);\n"
            "rocsparse_spsv(h, a, al, A, x, y, t, alg, rocsparse_spsv_stage_preprocess, nullptr, buf);\n"
            "rocsparse_dense_to_sparse(h, A, B, alg, &size, nullptr);\n");
  // without --roc, hipSPARSE keeps cuSPARSE's form
  EXPECT_EQ(tr("cusparseSpMM(h, a, b, al, A, B, be, C, t, alg, buf);"), "hipsparseSpMM(h, a, b, al, A, B, be, C, t, alg, buf);");
  // SpSV's solve keeps its buffer in the descriptor, which rocSPARSE does not have: reported
  EXPECT_FALSE(translate_source("cusparseSpSV_solve(h, a, al, A, x, y, t, alg, d);", "x.cu", roc()).ok());
}

// cusparseSpMV and its buffer-size query and preprocessing under --roc: rocSPARSE 3.0's (ROCm 6.0) staged
// rocsparse_spmv(..., alg, stage, buffer_size, temp_buffer); below --hip-version 6.0 the same arguments go to
// rocsparse_spmv_ex, rocSPARSE 2.x's staged form (Debian 13's rocSPARSE 2.5 has rocsparse_spmv without a stage).
// The 5.7 output of the three calls passed the chroot's hipcc -fsyntax-only (compute type given as a
// rocsparse_datatype); before, the compute call kept cuSPARSE's ten arguments and the other two stayed cuSPARSE's.
TEST(PortLibraries, RocSparseSpMVStages) {
  const char* src =
      "cusparseSpMV_bufferSize(h, op, al, A, x, be, y, t, alg, &size);\n"
      "cusparseSpMV_preprocess(h, op, al, A, x, be, y, t, alg, buf);\n"
      "cusparseSpMV(h, op, al, A, x, be, y, t, alg, buf);\n";
  EXPECT_EQ(tr(src, roc()),
            "rocsparse_spmv(h, op, al, A, x, be, y, t, alg, rocsparse_spmv_stage_buffer_size, &size, nullptr);\n"
            "rocsparse_spmv(h, op, al, A, x, be, y, t, alg, rocsparse_spmv_stage_preprocess, nullptr, buf);\n"
            "rocsparse_spmv(h, op, al, A, x, be, y, t, alg, rocsparse_spmv_stage_compute, nullptr, buf);\n");
  TranslateOptions roc57 = roc("5.7");
  EXPECT_EQ(tr(src, roc57),
            "rocsparse_spmv_ex(h, op, al, A, x, be, y, t, alg, rocsparse_spmv_stage_buffer_size, &size, nullptr);\n"
            "rocsparse_spmv_ex(h, op, al, A, x, be, y, t, alg, rocsparse_spmv_stage_preprocess, nullptr, buf);\n"
            "rocsparse_spmv_ex(h, op, al, A, x, be, y, t, alg, rocsparse_spmv_stage_compute, nullptr, buf);\n");
  TranslateOptions roc60 = roc();
  roc60.hip_version = "6.0";
  EXPECT_EQ(tr("cusparseSpMV(h, op, al, A, x, be, y, t, alg, buf);", roc60),
            "rocsparse_spmv(h, op, al, A, x, be, y, t, alg, rocsparse_spmv_stage_compute, nullptr, buf);");
  expect_idempotent(src, roc());
  expect_idempotent(src, roc57);
  // without --roc, hipSPARSE keeps cuSPARSE's form
  EXPECT_EQ(tr("cusparseSpMV(h, op, al, A, x, be, y, t, alg, buf);"), "hipsparseSpMV(h, op, al, A, x, be, y, t, alg, buf);");
}

TEST(PortLibraries, RocSparseCsrsmHasNoAlgo) {
  EXPECT_EQ(tr("cusparseDcsrsm2_solve(h, algo, a, b, m, k, nnz, &al, d, v, r, c, B, ldb, info, policy, buf);", roc()),
            "rocsparse_dcsrsm_solve(h, a, b, m, k, nnz, &al, d, v, r, c, B, ldb, info, rocsparse_solve_policy_auto, buf);");
}

// CUDA's texture/surface fetch-function headers are part of hip_runtime.h: included once.
TEST(PortLibraries, TextureFunctionHeadersAreTheRuntime) {
  EXPECT_EQ(tr("#include <cuda.h>\n#include <texture_fetch_functions.h>\n#include <texture_indirect_functions.h>\n"),
            "#include <hip/hip_runtime.h>\n\n\n");
}

// cublas_api.h includes cuComplex.h, cuda_fp16.h and cuda_bf16.h; hipblas.h does not provide their HIP types, so a
// file that includes only cuBLAS gets the HIP header of each such type it uses after its hipBLAS include (not one it
// includes itself). For an explicit target before 7.0, hipBLAS's own half (and, before 6.0, complex) API types are
// switched to HIP's by their macros before the include. Idempotent.
TEST(PortLibraries, CublasImpliedHeadersAndTypeSwitches) {
  const std::string src =
      "#include <cuda_fp16.h>\n#include <cublas_v2.h>\nvoid f(__half* h, cuComplex* c, __nv_bfloat16* b);\n";
  std::string newest = tr(src);
  EXPECT_NE(newest.find("#endif\n#include <hip/hip_complex.h>\n#include <hip/hip_bf16.h>\nvoid f"), std::string::npos)
      << newest;
  EXPECT_EQ(newest.find("#include <hip/hip_fp16.h>\n#if"), 0u) << "the file's own fp16 include stays first:\n" << newest;
  EXPECT_EQ(newest.find("HIPBLAS_USE_HIP_HALF"), std::string::npos);
  TranslateOptions v57;
  v57.hip_version = "5.7";
  std::string old = tr(src, v57);
  EXPECT_NE(old.find("#define ROCM_MATHLIBS_API_USE_HIP_COMPLEX\n#endif\n"), std::string::npos) << old;
  EXPECT_NE(old.find("#define HIPBLAS_USE_HIP_HALF\n#endif\n#if __has_include(<hipblas/hipblas.h>)"), std::string::npos)
      << old;
  expect_idempotent(src);
  expect_idempotent(src, v57);
  TranslateOptions v62;
  v62.hip_version = "6.2";
  std::string six = tr(src, v62);
  EXPECT_EQ(six.find("ROCM_MATHLIBS_API_USE_HIP_COMPLEX"), std::string::npos);
  EXPECT_NE(six.find("HIPBLAS_USE_HIP_HALF"), std::string::npos);
  // The user's own half switch is kept and not written twice; the complex one is still written.
  std::string own = tr("#define HIPBLAS_USE_HIP_HALF\n" + src, v57);
  EXPECT_NE(own.find("#define ROCM_MATHLIBS_API_USE_HIP_COMPLEX\n#endif\n"), std::string::npos) << own;
  EXPECT_EQ(own.find("#ifndef HIPBLAS_USE_HIP_HALF"), std::string::npos) << own;
  EXPECT_EQ(own.find("#define HIPBLAS_USE_HIP_HALF\n"), 0u) << own;
}

// --roc: cuComplex becomes rocBLAS's rocblas_float_complex (a class with private x and y) while cuComplex.h's
// functions become HIP's (hipCaddf on hipFloatComplex), so for an explicit target before 7.0 rocBLAS's complex types
// are switched to HIP's by ROCM_MATHLIBS_API_USE_HIP_COMPLEX before rocblas.h (NVIDIA's cuBLAS samples: 2,189 hipcc
// errors with ROCm 5.5 without it, none of them with it). Not for the newest target (HIPIFY's text), nor twice.
TEST(PortLibraries, RocblasComplexIsHipComplex) {
  const std::string src = "#include <cublas_v2.h>\ncuComplex f(cuComplex a, cuComplex b) { return cuCaddf(a, b); }\n";
  TranslateOptions roc55 = roc("5.5");
  std::string out = tr(src, roc55);
  EXPECT_EQ(out.find("// rocBLAS: its complex types are HIP's"), 0u) << out;
  EXPECT_NE(out.find("#ifndef ROCM_MATHLIBS_API_USE_HIP_COMPLEX\n#define ROCM_MATHLIBS_API_USE_HIP_COMPLEX\n#endif\n"
                     "#if __has_include(<rocblas/rocblas.h>)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("rocblas_float_complex f(rocblas_float_complex a, rocblas_float_complex b) { return hipCaddf(a, b); }"),
            std::string::npos)
      << out;
  expect_idempotent(src, roc55);
  EXPECT_EQ(tr(src, roc()).find("ROCM_MATHLIBS_API_USE_HIP_COMPLEX"), std::string::npos);
  EXPECT_EQ(tr("#define ROCM_MATHLIBS_API_USE_HIP_COMPLEX\n" + src, roc55).find("#ifndef ROCM_MATHLIBS"),
            std::string::npos);
}

// cuSOLVER takes cuBLAS's fill mode, operation and side enums. hipSOLVER takes hipBLAS's from ROCm 6.0 (HIPIFY's
// hipblasFillMode_t); before 6.0 it has its own and declares no hipBLAS ones. For an explicit target before 6.0 a
// cuSOLVER-only file gets hipSOLVER's names; a file that also calls cuBLAS keeps hipBLAS's and gets Debian's
// HIPSOLVER_USE_HIPBLAS_ENUMS switch before the hipSOLVER include. Idempotent.
TEST(PortLibraries, CusolverTakesHipsolverEnumsBeforeRocm6) {
  const std::string solver_only =
      "#include <cusolverDn.h>\n"
      "void f(cusolverDnHandle_t h, double* A, int n, int* lw) {\n"
      "  cublasFillMode_t uplo = CUBLAS_FILL_MODE_LOWER;\n"
      "  cublasOperation_t op = CUBLAS_OP_T;\n"
      "  cublasSideMode_t side = CUBLAS_SIDE_RIGHT;\n"
      "  cusolverDnDpotrf_bufferSize(h, CUBLAS_FILL_MODE_UPPER, n, A, n, lw);\n"
      "}\n";
  TranslateOptions v57;
  v57.hip_version = "5.7";
  std::string old = tr(solver_only, v57);
  for (const char* name : {"hipsolverFillMode_t uplo = HIPSOLVER_FILL_MODE_LOWER;",
                           "hipsolverOperation_t op = HIPSOLVER_OP_T;", "hipsolverSideMode_t side = HIPSOLVER_SIDE_RIGHT;",
                           "hipsolverDnDpotrf_bufferSize(h, HIPSOLVER_FILL_MODE_UPPER,"})
    EXPECT_NE(old.find(name), std::string::npos) << name << " in:\n" << old;
  EXPECT_EQ(old.find("hipblas"), std::string::npos) << old;
  EXPECT_EQ(old.find("HIPSOLVER_USE_HIPBLAS_ENUMS"), std::string::npos) << old;
  expect_idempotent(solver_only, v57);
  for (const std::string& target : {std::string(), std::string("6.2")}) {
    TranslateOptions o;
    o.hip_version = target;
    std::string now = tr(solver_only, o);
    EXPECT_NE(now.find("hipblasFillMode_t uplo = HIPBLAS_FILL_MODE_LOWER;"), std::string::npos) << target << ":\n" << now;
    EXPECT_EQ(now.find("hipsolverFillMode_t"), std::string::npos) << now;
  }
  TranslateOptions roc = v57;
  roc.roc = true;
  EXPECT_NE(tr(solver_only, roc).find("rocblas_fill uplo = rocblas_fill_lower;"), std::string::npos) << tr(solver_only, roc);

  const std::string both = "#include <cublas_v2.h>\n" + solver_only +
                           "void g(cublasHandle_t b, float* x) { cublasSscal(b, 1, x, x, 1); }\n";
  std::string mixed = tr(both, v57);
  EXPECT_NE(mixed.find("hipblasFillMode_t uplo = HIPBLAS_FILL_MODE_LOWER;"), std::string::npos) << mixed;
  const std::size_t define = mixed.find("#ifndef HIPSOLVER_USE_HIPBLAS_ENUMS\n#define HIPSOLVER_USE_HIPBLAS_ENUMS\n#endif\n");
  ASSERT_NE(define, std::string::npos) << mixed;
  EXPECT_LT(define, mixed.find("#include <hipsolver/hipsolver.h>")) << mixed;
  expect_idempotent(both, v57);
  EXPECT_EQ(tr(both).find("HIPSOLVER_USE_HIPBLAS_ENUMS"), std::string::npos) << "newest HIP: hipBLAS's enums already";
  std::string own = tr("#define HIPSOLVER_USE_HIPBLAS_ENUMS\n" + both, v57);
  EXPECT_EQ(own.find("#ifndef HIPSOLVER_USE_HIPBLAS_ENUMS"), std::string::npos) << own;
}

// The port's default-value blocks (#ifndef X / #define X / #endif) before a library include are not an include
// guard: the runtime include goes after them, outside (inside, a user's own definition of X would drop it).
TEST(PortLibraries, RuntimeIncludeIsNotPutInsideADefaultBlock) {
  TranslateOptions v57;
  v57.hip_version = "5.7";
  std::string out = tr("#include <cublas_v2.h>\nvoid f(cublasHandle_t h, cuComplex* c);\n", v57, "x.cu");
  EXPECT_NE(out.find("#ifndef ROCM_MATHLIBS_API_USE_HIP_COMPLEX\n#define ROCM_MATHLIBS_API_USE_HIP_COMPLEX\n#endif\n"
                     "#include <hip/hip_runtime.h>\n#if __has_include(<hipblas/hipblas.h>)"),
            std::string::npos)
      << out;
  // A real include guard still gets it after its first line, as before.
  std::string guarded = tr("#ifndef MY_H\n#define MY_H\n#include <cublas_v2.h>\nvoid g();\n#endif\n", {}, "x.cu");
  EXPECT_EQ(guarded.find("#ifndef MY_H\n#include <hip/hip_runtime"), 0u) << guarded;
}

// hipBLAS's getri/getrs/trsm Batched take T* const A[] (0.54, and the newest HIPIFY quotes) where cuBLAS takes
// const T* const A[]: a const argument, or one whose declaration is not seen, is const_cast; a variable declared
// without the const is passed as it is. Not under --roc (rocBLAS's trsm_batched takes const).
TEST(PortLibraries, BatchedSolversTakeNonConstArraysInHipblas) {
  const std::string src =
      "#include <cublas_v2.h>\n"
      "void f(cublasHandle_t h, float** A, const float** Ac, float* const* B, int* p, int* i, cuComplex** C,\n"
      "       const cuComplex* const* Cc) {\n"
      "  cublasSgetrsBatched(h, CUBLAS_OP_N, 2, 1, A, 2, p, B, 2, i, 4);\n"
      "  cublasSgetrsBatched(h, CUBLAS_OP_N, 2, 1, Ac, 2, p, B, 2, i, 4);\n"
      "  cublasSgetriBatched(h, 2, (const float**)A, 2, p, B, 2, i, 4);\n"
      "  cublasCgetrsBatched(h, CUBLAS_OP_N, 2, 1, Cc, 2, p, C, 2, i, 4);\n"
      "  cublasDgetriBatched(h, 2, nullptr, 2, p, nullptr, 2, i, 4);\n"
      "  cublasStrsmBatched(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 2, 2, 0, Ac, 2,\n"
      "                     A, 2, 4);\n"
      "}\n";
  TranslateOptions v57;
  v57.hip_version = "5.7";
  for (const TranslateOptions& o : {TranslateOptions{}, v57}) {
    std::string out = tr(src, o);
    for (const char* call : {"hipblasSgetrsBatched(h, HIPBLAS_OP_N, 2, 1, A, 2,",
                             "hipblasSgetrsBatched(h, HIPBLAS_OP_N, 2, 1, const_cast<float* const*>(Ac), 2,",
                             "hipblasSgetriBatched(h, 2, const_cast<float* const*>((const float**)A), 2,",
                             "(h, HIPBLAS_OP_N, 2, 1, const_cast<hipComplex* const*>(Cc), 2,",
                             "hipblasDgetriBatched(h, 2, nullptr, 2,",
                             "HIPBLAS_DIAG_UNIT, 2, 2, 0, const_cast<float* const*>(Ac), 2,"})
      EXPECT_NE(out.find(call), std::string::npos) << call << " (--hip-version '" << o.hip_version << "') in:\n" << out;
    expect_idempotent(src, o);
  }
  std::string roc = tr(src, ::roc());
  EXPECT_NE(roc.find("rocblas_diagonal_unit, 2, 2, 0, Ac, 2,"), std::string::npos) << roc;
}

// NVTX -> roctx (roctracer's <roctracer/roctx.h>): the annotation calls, the range id type and the headers (the
// toolkit's nvtx3/ and the older top-level ones; a second include of roctx.h is dropped). What roctx lacks (event
// attributes and the *Ex calls, domains, resource naming) is left and reported. Idempotent.
TEST(PortLibraries, NvtxToRoctx) {
  const std::string src =
      "#include <nvtx3/nvToolsExt.h>\n#include <nvToolsExtCudaRt.h>\n"
      "void f() {\n  nvtxRangePush(\"a\");\n  nvtxMarkA(\"m\");\n  nvtxRangeId_t id = nvtxRangeStartA(\"s\");\n"
      "  nvtxRangeEnd(id);\n  nvtxRangePop();\n}\n";
  TranslateResult r = translate_source(src, "x.cpp", {});
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.text,
            "#include <roctracer/roctx.h>\n\n"
            "void f() {\n  roctxRangePush(\"a\");\n  roctxMarkA(\"m\");\n  roctx_range_id_t id = roctxRangeStartA(\"s\");\n"
            "  roctxRangeStop(id);\n  roctxRangePop();\n}\n");
  expect_idempotent(src);
  // what roctx lacks and is reported: wide-character messages, domains, NVTX's C++ API
  TranslateResult wide = translate_source("#include <nvToolsExt.h>\n#include <nvtx3/nvtx3.hpp>\n"
                                          "void g(nvtxDomainHandle_t d) { nvtxRangePushW(L\"w\"); nvtxDomainDestroy(d); }\n",
                                          "x.cpp", {});
  EXPECT_FALSE(wide.ok());
  int unsupported = 0;
  for (const Diagnostic& d : wide.diagnostics)
    unsupported += d.rule == "unsupported-api" || d.rule == "unsupported-header";
  EXPECT_EQ(unsupported, 4) << wide.text;
}

// NVTX's event attributes (the colored ranges of NVIDIA's PUSH_RANGE idiom) and names for streams, events and threads,
// which roctx lacks: the struct and the *Ex calls are defined in the file (the message goes on to roctx), the name
// calls do nothing. Both definitions once per file, guarded, in C and C++; idempotent.
TEST(PortLibraries, NvtxEventAttributesAndNamesEmulated) {
  const std::string src =
      "#include <nvtx3/nvToolsExt.h>\n#include <nvtx3/nvToolsExtCudaRt.h>\n"
      "void f(cudaStream_t s) {\n  nvtxEventAttributes_t a = {0};\n  a.version = NVTX_VERSION;\n"
      "  a.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;\n  a.colorType = NVTX_COLOR_ARGB;\n  a.color = 0xff00ff00;\n"
      "  a.messageType = NVTX_MESSAGE_TYPE_ASCII;\n  a.message.ascii = \"step\";\n  nvtxRangePushEx(&a);\n"
      "  nvtxMarkEx(&a);\n  nvtxRangeId_t id = nvtxRangeStartEx(&a);\n  nvtxRangeEnd(id);\n  nvtxRangePop();\n"
      "  nvtxNameCudaStreamA(s, \"main stream\");\n  nvtxNameOsThreadA(1, \"worker\");\n}\n";
  for (const char* file : {"x.cpp", "x.c"}) {
    TranslateResult r = translate_source(src, file, {});
    EXPECT_TRUE(r.ok()) << file;
    const std::string& t = r.text;
    for (const char* want :
         {"crosswarpNvtxEventAttributes_t a = {0};", "  crosswarpNvtxRangePushEx(&a);\n", "  crosswarpNvtxMarkEx(&a);\n",
          "roctx_range_id_t id = crosswarpNvtxRangeStartEx(&a);", "  roctxRangeStop(id);\n",
          "  crosswarpNvtxName(s, \"main stream\");\n", "  crosswarpNvtxName(1, \"worker\");\n",
          "#define crosswarpNvtxName(...) ((void)0)\n", "  return roctxRangePushA(crosswarpNvtxMessage(a));\n",
          "a->messageType == NVTX_MESSAGE_TYPE_ASCII", "  uint32_t color;\n", "NVTX_COLOR_ARGB = 1"})
      EXPECT_NE(t.find(want), std::string::npos) << want << " in\n" << t;
    // each definition once, before its first use
    EXPECT_EQ(t.find("#define CROSSWARP_NVTX_EVENT_ATTRIBUTES"), t.rfind("#define CROSSWARP_NVTX_EVENT_ATTRIBUTES"));
    EXPECT_EQ(t.find("#define crosswarpNvtxName("), t.rfind("#define crosswarpNvtxName("));
    EXPECT_LT(t.find("typedef struct crosswarpNvtxEventAttributes_t"), t.find("void f("));
    for (const char* gone : {" nvtxEventAttributes_t", " nvtxRangePushEx(", "nvtxNameCudaStreamA(", "nvToolsExt"})
      EXPECT_EQ(t.find(gone), std::string::npos) << gone << " left in\n" << t;
    int emulated = 0;
    for (const Diagnostic& d : r.diagnostics) emulated += d.rule == "emulated-api";
    EXPECT_EQ(emulated, 6) << t;
  }
  expect_idempotent(src);
  // NVTX's own header (a vendored copy, the toolkit's nvtx3/) keeps its declarations: no emulation written into it
  const std::string own = "NVTX_DECLSPEC int NVTX_API nvtxRangePushEx(const nvtxEventAttributes_t* eventAttrib);\n"
                          "NVTX_DECLSPEC void NVTX_API nvtxNameCudaStreamA(cudaStream_t stream, const char* name);\n";
  TranslateResult header = translate_source(own, "nvToolsExt.h", {});
  EXPECT_EQ(header.text.find("crosswarpNvtx"), std::string::npos) << header.text;
}

// HIP's __hip_bfloat16 before 6.2 is a bare struct: for an explicit older target, __nv_bfloat16 (and its typedef
// nv_bfloat16) becomes crosswarpBfloat16, a class deriving from it with CUDA's conversions and operators, defined once
// in the file and guarded by HIP_VERSION < 6.2 (a typedef of __hip_bfloat16 above). Not by default (the newest HIP has
// them), not in C. nv_bfloat16 is __hip_bfloat16 otherwise (HIPIFY's hip_bfloat16 is another type).
TEST(PortLibraries, Bfloat16ClassBeforeHip62) {
  const std::string src =
      "#include <cuda_bf16.h>\n#define BF16 __nv_bfloat16\ntypedef __nv_bfloat16 floatX;\nint f(nv_bfloat16* p);\n"
      "__global__ void k(floatX* x) { x[0] = (floatX)(2.0f * (float)x[0]); }\n"
      "__device__ __nv_bfloat162 twice(__nv_bfloat162 v) { return v + v; }\n";
  TranslateOptions v57;
  v57.hip_version = "5.7";
  TranslateResult r = translate_source(src, "x.cu", v57);
  EXPECT_TRUE(r.ok());
  const std::string& t = r.text;
  for (const char* want : {"typedef crosswarpBfloat16 floatX;", "int f(crosswarpBfloat16* p);",
                           "#if defined(HIP_VERSION) && HIP_VERSION < 60200000\nstruct crosswarpBfloat16 : __hip_bfloat16 {",
                           "operator float() const { return __bfloat162float(*this); }",
                           "crosswarpBfloat16(float f) : __hip_bfloat16(__float2bfloat16(f)) {}",
                           "crosswarpBfloat16(int v) :", "inline bool operator<(const crosswarpBfloat16& a",
                           "inline crosswarpBfloat16& operator-=(crosswarpBfloat16& a",
                           "__device__ crosswarpBfloat162 twice(crosswarpBfloat162 v)",
                           "struct alignas(4) crosswarpBfloat162 {\n  crosswarpBfloat16 x, y;",
                           "operator __hip_bfloat162() const", "crosswarpBfloat162(const __hip_bfloat162& v)",
                           "#else\ntypedef __hip_bfloat16 crosswarpBfloat16;\ntypedef __hip_bfloat162 crosswarpBfloat162;\n"
                           "#endif"})
    EXPECT_NE(t.find(want), std::string::npos) << want << " in\n" << t;
  EXPECT_EQ(t.find("struct crosswarpBfloat16"), t.rfind("struct crosswarpBfloat16"));  // once a file
  EXPECT_LT(t.find("struct crosswarpBfloat16"), t.find("typedef crosswarpBfloat16 floatX"));
  int noted = 0;
  for (const Diagnostic& d : r.diagnostics) noted += d.rule == "emulated-api";
  EXPECT_EQ(noted, 1);  // one note a file, not one a use (a #define's body included)
  EXPECT_EQ(translate_source(t, "x.cu", v57).text, t);  // idempotent
  TranslateOptions v62;
  v62.hip_version = "6.2";
  for (const TranslateOptions& o : {TranslateOptions{}, v62}) {
    const std::string newest = translate_source(src, "x.cu", o).text;
    EXPECT_EQ(newest.find("crosswarpBfloat16"), std::string::npos) << newest;
    EXPECT_NE(newest.find("typedef __hip_bfloat16 floatX;\nint f(__hip_bfloat16* p);"), std::string::npos) << newest;
  }
  const std::string c = translate_source("#include <cuda_bf16.h>\nvoid g(__nv_bfloat16* p);\n", "x.c", v57).text;
  EXPECT_EQ(c.find("crosswarpBfloat16"), std::string::npos) << c;
  // CUDA's own cuda_bf16.h (it defines the struct) is not given the class
  const std::string own =
      translate_source("struct __CUDA_ALIGN__(2) __nv_bfloat16 {\n  unsigned short __x;\n};\n", "cuda_bf16.h", v57).text;
  EXPECT_EQ(own.find("crosswarpBfloat16"), std::string::npos) << own;
}

// cuda_bf16.h's __float2bfloat16_rn rounds to nearest even, as HIP's __float2bfloat16 does (HIPIFY leaves the _rn
// name, which no HIP declares); the other rounding modes have no HIP counterpart and are reported.
TEST(PortLibraries, Bfloat16RoundToNearestIsHipsConversion) {
  TranslateResult r = translate_source(
      "#include <cuda_bf16.h>\n__global__ void k(__nv_bfloat16* o, float x) { o[0] = __float2bfloat16_rn(x); "
      "o[1] = __float2bfloat16_rz(x); }\n",
      "x.cpp", {});
  EXPECT_NE(r.text.find("o[0] = __float2bfloat16(x);"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("o[1] = __float2bfloat16_rz(x);"), std::string::npos) << r.text;
  EXPECT_FALSE(r.ok());
}

// cuBLAS's status text: hipBLAS's hipblasStatusToString (in hipBLAS of ROCm 5.5, so for every --hip-version),
// rocBLAS's rocblas_status_to_string; both give the enumerator's name.
TEST(PortLibraries, BlasStatusText) {
  std::string src = "const char* a = cublasGetStatusString(s); const char* b = cublasGetStatusName(s);";
  TranslateResult r = for_hip(src, "5.7");
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.text, "const char* a = hipblasStatusToString(s); const char* b = hipblasStatusToString(s);");
  EXPECT_EQ(tr(src, roc()), "const char* a = rocblas_status_to_string(s); const char* b = rocblas_status_to_string(s);");
}

// CUBLAS_GEMM_DEFAULT_TENSOR_OP (deprecated in cuBLAS: the default algorithm, allowed to down-convert FP32 to FP16)
// is the default algorithm, reported as deprecated; an explicit algorithm choice stays reported as unsupported.
TEST(PortLibraries, BlasDeprecatedTensorOpAlgorithm) {
  TranslateResult r = for_hip("cublasGemmAlgo_t a = CUBLAS_GEMM_DEFAULT_TENSOR_OP, b = CUBLAS_GEMM_DFALT_TENSOR_OP;", "5.7");
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.text, "hipblasGemmAlgo_t a = HIPBLAS_GEMM_DEFAULT, b = HIPBLAS_GEMM_DEFAULT;");
  int deprecated = 0;
  for (const auto& d : r.diagnostics) deprecated += d.rule == "deprecated-api";
  EXPECT_EQ(deprecated, 2);
  EXPECT_EQ(tr("cublasGemmAlgo_t a = CUBLAS_GEMM_DEFAULT_TENSOR_OP;", roc()),
            "rocblas_gemm_algo a = rocblas_gemm_algo_standard;");
  TranslateResult algo = for_hip("cublasGemmAlgo_t a = CUBLAS_GEMM_ALGO3_TENSOR_OP;", "5.7");
  EXPECT_FALSE(algo.ok());
  EXPECT_NE(algo.text.find("CUBLAS_GEMM_ALGO3_TENSOR_OP"), std::string::npos);
}

// --roc: rocRAND's ordering API predates ROCm 5.5 (hipRAND's came with 6.2), so --roc --hip-version 5.5 (the chroot's
// math libraries, the oldest release checked) maps it.
TEST(PortLibraries, RocRandOrdering) {
  std::string src = "curandOrdering_t o = CURAND_ORDERING_QUASI_DEFAULT; s = curandSetGeneratorOrdering(g, o);";
  for (const char* version : {"5.5", "5.7"}) {
    TranslateResult r = translate_source(src, "x.cpp", roc(version));
    EXPECT_TRUE(r.ok()) << version;
    EXPECT_EQ(r.text, "rocrand_ordering o = ROCRAND_ORDERING_QUASI_DEFAULT; s = rocrand_set_ordering(g, o);");
  }
  EXPECT_FALSE(translate_source(src, "x.cpp", roc("5.4")).ok());
  // hipRAND 5.7 has none of it; on the AMD platform its generator is rocRAND's, whose API (5.5 on) sets it, the status
  // cast to hipRAND's
  TranslateResult hip57 = for_hip(src, "5.7");
  EXPECT_TRUE(hip57.ok());
  EXPECT_EQ(hip57.text,
            "rocrand_ordering o = ROCRAND_ORDERING_QUASI_DEFAULT; "
            "s = static_cast<hiprandStatus_t>(rocrand_set_ordering(g, o));");
  std::size_t notes = 0;
  for (const Diagnostic& d : hip57.diagnostics) notes += d.rule == "emulated-api";
  EXPECT_EQ(notes, 3u);
  EXPECT_EQ(translate_source("CHECK(curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_BEST));", "x.c", [] {
              TranslateOptions o;
              o.hip_version = "5.7";
              return o;
            }()).text,
            "CHECK((hiprandStatus_t)(rocrand_set_ordering(g, ROCRAND_ORDERING_PSEUDO_BEST)));");
  EXPECT_FALSE(for_hip(src, "5.4").ok());  // before rocRAND's
  EXPECT_EQ(for_hip(src, "6.2").text,
            "hiprandOrdering_t o = HIPRAND_ORDERING_QUASI_DEFAULT; s = hiprandSetGeneratorOrdering(g, o);");
}

// In a C file (.c: NVIDIA's cuSPARSE samples are C) what the argument rewrites write is C: NULL, C casts, C
// initializers. The same calls in C++ keep nullptr and the named casts.
TEST(PortLibraries, ArgumentRewritesInC) {
  TranslateOptions o;
  std::string spsm = "s = cusparseSpSM_solve(h, opA, opB, &alpha, A, B, C, CUDA_R_32F, CUSPARSE_SPSM_ALG_DEFAULT, d);";
  EXPECT_EQ(tr(spsm, o, "x.c"),
            "s = hipsparseSpSM_solve(h, opA, opB, &alpha, A, B, C, HIP_R_32F, HIPSPARSE_SPSM_ALG_DEFAULT, d, NULL);");
  EXPECT_EQ(tr(spsm, o, "x.cpp"),
            "s = hipsparseSpSM_solve(h, opA, opB, &alpha, A, B, C, HIP_R_32F, HIPSPARSE_SPSM_ALG_DEFAULT, d, nullptr);");
  EXPECT_EQ(tr("r = nvrtcCompileProgram(p, n, opts);", o, "x.c"), "r = hiprtcCompileProgram(p, n, (const char**)(opts));");
  EXPECT_EQ(tr("r = nvrtcCompileProgram(p, n, opts);", o, "x.cpp"),
            "r = hiprtcCompileProgram(p, n, const_cast<const char**>(opts));");
  EXPECT_EQ(tr("e = cudaFuncGetAttributes(&a, k);", o, "x.c"), "e = hipFuncGetAttributes(&a, (const void*)(k));");
  // rocSPARSE writes a size_t where cuSPARSE wrote an int: a size_t temporary, copied back with a C cast
  std::string size = "void f(void) {\n  int n = 0;\n  s = cusparseSgemvi_bufferSize(h, op, m, k, nnz, &n);\n"
                     "  printf(\"%d\", n);\n}\n";
  std::string c = tr(size, roc(), "x.c");
  EXPECT_NE(c.find("size_t hipify_buffer_size = 0;\n  s = rocsparse_sgemvi_buffer_size(h, op, m, k, nnz, "
                   "&hipify_buffer_size); n = (int)(hipify_buffer_size);"),
            std::string::npos)
      << c;
  EXPECT_NE(tr(size, roc(), "x.cpp").find("n = static_cast<int>(hipify_buffer_size);"), std::string::npos);
  // host rsqrtf: no lambda in C (reported instead)
  TranslateResult r = translate_source("float f(float x) { return rsqrtf(x); }", "x.c", o);
  EXPECT_EQ(r.text, "float f(float x) { return rsqrtf(x); }");
  EXPECT_FALSE(r.ok());
}

// hipsparseSpSV_solve took the analysis buffer as a 10th argument until hipSPARSE 3.0 (ROCm 6.0); cuSPARSE 12
// keeps it in the descriptor. For an older --hip-version the buffer of the analysis on the same descriptor is
// appended; where there is none the call is reported. The newest HIP takes CUDA's nine arguments.
TEST(PortLibraries, SpSVSolveBufferBeforeHip6) {
  std::string src =
      "s = cusparseSpSV_analysis(h, op, &a, A, x, y, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, dL, bufL);\n"
      "s = cusparseSpSV_analysis(h, op, &a, A, x, y, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, dU, bufU);\n"
      "s = cusparseSpSV_solve(h, op, &a, A, x, y, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, dU);\n";
  TranslateResult r = for_hip(src, "5.7");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find("hipsparseSpSV_solve(h, op, &a, A, x, y, HIP_R_64F, HIPSPARSE_SPSV_ALG_DEFAULT, dU, bufU);"),
            std::string::npos)
      << r.text;
  EXPECT_NE(tr(src).find("hipsparseSpSV_solve(h, op, &a, A, x, y, HIP_R_64F, HIPSPARSE_SPSV_ALG_DEFAULT, dU);"),
            std::string::npos);
  TranslateResult alone = for_hip("s = cusparseSpSV_solve(h, op, &a, A, x, y, CUDA_R_64F, alg, d);", "5.7");
  EXPECT_FALSE(alone.ok());
  EXPECT_EQ(alone.text, "s = hipsparseSpSV_solve(h, op, &a, A, x, y, HIP_R_64F, alg, d);");
  // declarations (cusparse.h's) are not calls
  std::string decls =
      "cusparseStatus_t cusparseSpSV_analysis(cusparseHandle_t h, cusparseOperation_t op, const void* a, "
      "cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x, cusparseDnVecDescr_t y, cudaDataType t, "
      "cusparseSpSVAlg_t alg, cusparseSpSVDescr_t d, void* buffer);\n"
      "cusparseStatus_t cusparseSpSV_solve(cusparseHandle_t h, cusparseOperation_t op, const void* a, "
      "cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t x, cusparseDnVecDescr_t y, cudaDataType t, "
      "cusparseSpSVAlg_t alg, cusparseSpSVDescr_t d);\n";
  EXPECT_EQ(for_hip(decls, "5.7").text.find("buffer);\nhipsparseStatus_t hipsparseSpSV_solve(") != std::string::npos &&
                for_hip(decls, "5.7").text.ends_with("hipsparseSpSVDescr_t d);\n"),
            true)
      << for_hip(decls, "5.7").text;
}

// cusparseGetErrorString/Name (every cuSPARSE error check) for hipSPARSE before 3.0, which has neither: the
// status's enumerator name, by a lambda in C++ and a statement expression in C; hipSPARSE's own from 6.0.
TEST(PortLibraries, SparseStatusTextBeforeHip6) {
  std::string src = "printf(\"%s\\n\", cusparseGetErrorString(status));";
  TranslateResult cpp = for_hip(src, "5.7");
  EXPECT_TRUE(cpp.ok());
  EXPECT_EQ(cpp.text.find("cusparse"), std::string::npos) << cpp.text;
  EXPECT_NE(cpp.text.find("printf(\"%s\\n\", [](hipsparseStatus_t status) { constexpr const char* names[] = "
                          "{\"HIPSPARSE_STATUS_SUCCESS\", "),
            std::string::npos)
      << cpp.text;
  EXPECT_NE(cpp.text.find("\"HIPSPARSE_STATUS_UNKNOWN\"; }(status));"), std::string::npos) << cpp.text;
  TranslateOptions o;
  o.hip_version = "5.7";
  TranslateResult c = translate_source("const char* e = cusparseGetErrorName(s);", "x.c", o);
  EXPECT_TRUE(c.ok());
  EXPECT_NE(c.text.find("const char* e = __extension__({ static const char* const crosswarp_status_names[] = "),
            std::string::npos)
      << c.text;
  EXPECT_NE(c.text.find("unsigned crosswarp_status = (unsigned)(s); crosswarp_status < "), std::string::npos) << c.text;
  EXPECT_NE(c.text.find(": \"HIPSPARSE_STATUS_UNKNOWN\"; });"), std::string::npos) << c.text;
  EXPECT_EQ(for_hip(src, "6.0").text, "printf(\"%s\\n\", hipsparseGetErrorString(status));");
  expect_idempotent(src, o);
  // a declaration (cusparse.h's own) is not a call: left, and reported
  TranslateResult decl = for_hip("const char* CUSPARSEAPI cusparseGetErrorString(cusparseStatus_t status);", "5.7");
  EXPECT_EQ(decl.text, "const char* HIPSPARSE_EXPORT cusparseGetErrorString(hipsparseStatus_t status);");
  EXPECT_FALSE(decl.ok());
  // --roc: rocSPARSE before 3.0 (ROCm 6.0) has no status text either: rocsparse_status's names
  TranslateResult roc55 = translate_source(src, "x.cpp", roc("5.5"));
  EXPECT_TRUE(roc55.ok());
  EXPECT_NE(roc55.text.find("printf(\"%s\\n\", [](rocsparse_status status) { constexpr const char* names[] = "
                            "{\"rocsparse_status_success\", "),
            std::string::npos)
      << roc55.text;
  EXPECT_NE(roc55.text.find("\"rocsparse_status_thrown_exception\"}; "), std::string::npos) << roc55.text;
  TranslateResult roc_c = translate_source("const char* e = cusparseGetErrorName(s);", "x.c", roc("5.7"));
  EXPECT_NE(roc_c.text.find(": \"rocsparse_status_unknown\"; });"), std::string::npos) << roc_c.text;
  EXPECT_EQ(tr(src, roc("6.0")), "printf(\"%s\\n\", rocsparse_get_status_description(status));");
  expect_idempotent(src, roc("5.5"));
}

// --roc: rocSPARSE's SpSV/SpSM have no descriptor; the analysis lives in the buffer, which the compute stage takes
// again. The descriptor becomes an opaque pointer defined in the file, its create/destroy calls do nothing, and the
// solve gets the buffer of the analysis call on the same descriptor.
TEST(PortLibraries, RocSparseSpSVAndSpSMWithoutDescriptors) {
  const std::string src =
      "cusparseSpSVDescr_t d, e;\n"
      "s = cusparseSpSV_createDescr(&d);\n"
      "cusparseSpSV_analysis(h, op, a, A, x, y, t, alg, d, buf);\n"
      "cusparseSpSV_solve(h, op, a, A, x, y, t, alg, d);\n"
      "cusparseSpSM_solve(h, opA, opB, a, A, B, C, t, alg, m);\n"
      "cusparseSpSM_analysis(h, opA, opB, a, A, B, C, t, alg, m, buf2);\n"
      "cusparseSpSV_destroyDescr(d);\n";
  TranslateResult r = translate_source(src, "s.c", roc("5.5"));
  EXPECT_NE(r.text.find("typedef void* crosswarpRocsparseSpSVDescr;"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("crosswarpRocsparseSpSVDescr d, e;\n"
                        "s = ((void)(&d), rocsparse_status_success);\n"
                        "rocsparse_spsv(h, op, a, A, x, y, t, alg, rocsparse_spsv_stage_preprocess, NULL, buf);\n"
                        "rocsparse_spsv(h, op, a, A, x, y, t, alg, rocsparse_spsv_stage_compute, NULL, buf);\n"
                        "rocsparse_spsm(h, opA, opB, a, A, B, C, t, alg, rocsparse_spsm_stage_compute, NULL, buf2);\n"
                        "rocsparse_spsm(h, opA, opB, a, A, B, C, t, alg, rocsparse_spsm_stage_preprocess, NULL, buf2);\n"
                        "((void)(d), rocsparse_status_success);\n"),
            std::string::npos)
      << r.text;
  EXPECT_TRUE(r.ok());
  // no analysis on that descriptor in the file: reported
  EXPECT_FALSE(translate_source("cusparseSpSV_solve(h, op, a, A, x, y, t, alg, other);", "s.c", roc("5.5")).ok());
  // hipSPARSE (no --roc) keeps its descriptors
  EXPECT_EQ(for_hip("cusparseSpSVDescr_t d; cusparseSpSV_createDescr(&d);", "6.2").text,
            "hipsparseSpSVDescr_t d; hipsparseSpSV_createDescr(&d);");
}

TEST(PortLibraries, RocSparseSpSMSolveOfCuda11KeepsItsBuffer) {
  TranslateResult r = translate_source("cusparseSpSM_solve(h, opA, opB, a, A, B, C, t, alg, m, buf);", "s.c", roc("5.5"));
  EXPECT_EQ(r.text, "rocsparse_spsm(h, opA, opB, a, A, B, C, t, alg, rocsparse_spsm_stage_compute, NULL, buf);");
  EXPECT_TRUE(r.ok());
}

// cuSOLVER's data-only enums HIP lacks (precisions and refinement solvers of the IRS API, ...): renamed and defined
// once in the file with CUDA's values, so the code around them compiles; the IRS functions stay unsupported.
TEST(PortLibraries, CusolverDataOnlyEnumsAreDefinedInTheFile) {
  auto r = translate_source(
      "#include <cusolverDn.h>\n"
      "template <> struct traits<double> { static constexpr cusolverPrecType_t p = CUSOLVER_R_64F; };\n"
      "int other() { return 0; }\n"
      "cusolverIRSRefinement_t parse(int k) { return k ? CUSOLVER_IRS_REFINE_GMRES : ::CUSOLVER_IRS_REFINE_NONE; }\n",
      "utils.h", {});
  const std::string prec = r.text.substr(r.text.find("#ifndef CROSSWARP_ENUM_CUSOLVERPRECTYPE_T"));
  EXPECT_TRUE(prec.starts_with("#ifndef CROSSWARP_ENUM_CUSOLVERPRECTYPE_T\n#define CROSSWARP_ENUM_CUSOLVERPRECTYPE_T\n"
                               "// cusolverPrecType_t (cusolver_common.h, CUDA's values), which HIP does not have "
                               "(crosswarp port)\ntypedef enum {\n  CROSSWARP_CUSOLVER_R_8I = 1201,\n"))
      << r.text;
  EXPECT_NE(r.text.find("  CROSSWARP_CUSOLVER_C_AP = 1218,\n} crosswarpCusolverPrecType_t;\n#endif\n"), std::string::npos);
  EXPECT_NE(r.text.find("  CROSSWARP_CUSOLVER_IRS_REFINE_GMRES = 1104,\n"), std::string::npos);
  EXPECT_NE(r.text.find("#endif\ntemplate <> struct traits<double> { static constexpr crosswarpCusolverPrecType_t p = "
                        "CROSSWARP_CUSOLVER_R_64F; };\nint other() { return 0; }\ncrosswarpCusolverIRSRefinement_t parse(int k) { return k ? "
                        "CROSSWARP_CUSOLVER_IRS_REFINE_GMRES : ::CROSSWARP_CUSOLVER_IRS_REFINE_NONE; }\n"),
            std::string::npos)
      << r.text;
  EXPECT_TRUE(r.ok());  // notes only
  EXPECT_EQ(r.diagnostics.size(), 5u);
  EXPECT_EQ(tr(r.text, {}, "utils.h"), r.text);  // idempotent: one definition of each
  // one definition for many uses, also in C and under --roc; members and other namespaces' names are left
  auto c = translate_source("cusolverNorm_t a = CUSOLVER_FRO_NORM, b = CUSOLVER_INF_NORM; s.CUSOLVER_MAX_NORM = x::CUSOLVER_ONE_NORM;",
                            "n.c", roc());
  EXPECT_EQ(c.text.find("#ifndef CROSSWARP_ENUM_CUSOLVERNORM_T"), c.text.rfind("#ifndef CROSSWARP_ENUM_CUSOLVERNORM_T"));
  EXPECT_NE(c.text.find("crosswarpCusolverNorm_t a = CROSSWARP_CUSOLVER_FRO_NORM, b = CROSSWARP_CUSOLVER_INF_NORM; "
                        "s.CUSOLVER_MAX_NORM = x::CUSOLVER_ONE_NORM;"),
            std::string::npos)
      << c.text;
  // the IRS functions that take them have no HIP counterpart: reported, left
  auto irs = translate_source("cusolverDnIRSParamsSetRefinementSolver(p, CUSOLVER_IRS_REFINE_CLASSICAL);", "i.cpp", {});
  EXPECT_NE(irs.text.find("cusolverDnIRSParamsSetRefinementSolver(p, CROSSWARP_CUSOLVER_IRS_REFINE_CLASSICAL);"),
            std::string::npos);
  EXPECT_FALSE(irs.ok());
  // CUDA's own cusolver_common.h defines them: kept there (reported), not defined twice
  auto own = translate_source("typedef enum { CUSOLVER_R_8I = 1201, CUSOLVER_R_8U = 1202 } cusolverPrecType_t;\n",
                              "cusolver_common.h", {});
  EXPECT_EQ(own.text.find("crosswarp"), std::string::npos) << own.text;
  EXPECT_FALSE(own.ok());
}

// --roc: a cuSPARSE function rocSPARSE lacks but hipSPARSE implements (SpGEMM, on rocSPARSE's one-buffer spgemm)
// is reported with the way out: port without --roc
TEST(PortLibraries, RocMissingNamesPointToTheHipLibrary) {
  auto r = translate_source("cusparseSpGEMM_copy(h, a, b, &al, A, B, &be, C, t, alg, d);\ncusparseSpGEMM_estimateMemory(x);\n",
                            "g.c", roc());
  ASSERT_EQ(r.diagnostics.size(), 2u);
  EXPECT_NE(r.diagnostics[0].message.find("in rocSPARSE: hipSPARSE's hipsparseSpGEMM_copy implements it; port without --roc"),
            std::string::npos)
      << r.diagnostics[0].message;
  EXPECT_EQ(r.diagnostics[1].message.find("hipSPARSE"), std::string::npos);  // hipSPARSE lacks it too
  EXPECT_EQ(translate_source("cusparseSpGEMM_copy(h, a, b, &al, A, B, &be, C, t, alg, d);", "g.c", {}).text,
            "hipsparseSpGEMM_copy(h, a, b, &al, A, B, &be, C, t, alg, d);");
}
