// Lower-triangular solve L y = alpha x with cuSPARSE's generic SpSV API, written in C the way NVIDIA's cuSPARSE
// samples are: an error-check macro that prints cusparseGetErrorString, CUDA 12's nine-argument
// cusparseSpSV_solve (the buffer lives in the descriptor after the analysis), and a host check of the result.
// Ported for HIP 5.7 this exercises what hipSPARSE before 3.0 lacks (no GetErrorString, a 10-argument
// SpSV_solve) and what C lacks (nullptr, named casts, lambdas).
// crosswarp-port-also: --roc
// (rocSPARSE: the solve is rocsparse_spsv's compute stage, given the analysis buffer; no descriptor)
#include <cuda_runtime_api.h>
#include <cusparse.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK_CUDA(call)                                                                   \
    do {                                                                                   \
        cudaError_t err_ = (call);                                                         \
        if (err_ != cudaSuccess) {                                                         \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_));  \
            return EXIT_FAILURE;                                                           \
        }                                                                                  \
    } while (0)

#define CHECK_CUSPARSE(call)                                                               \
    do {                                                                                   \
        cusparseStatus_t st_ = (call);                                                     \
        if (st_ != CUSPARSE_STATUS_SUCCESS) {                                              \
            fprintf(stderr, "%s:%d: %s (%s)\n", __FILE__, __LINE__,                        \
                    cusparseGetErrorString(st_), cusparseGetErrorName(st_));               \
            return EXIT_FAILURE;                                                           \
        }                                                                                  \
    } while (0)

int main(void) {
    // L = [2 0 0; 1 4 0; 0 3 5] in CSR
    const int n = 3, nnz = 5;
    const int h_rows[] = {0, 1, 3, 5};
    const int h_cols[] = {0, 0, 1, 1, 2};
    const float h_vals[] = {2.0f, 1.0f, 4.0f, 3.0f, 5.0f};
    const float h_x[] = {2.0f, 9.0f, 23.0f};  // L * {1, 2, 3}
    const float alpha = 1.0f;
    float h_y[3] = {0.0f, 0.0f, 0.0f};

    int *d_rows = NULL, *d_cols = NULL;
    float *d_vals = NULL, *d_x = NULL, *d_y = NULL;
    CHECK_CUDA(cudaMalloc((void**)&d_rows, (n + 1) * sizeof(int)));
    CHECK_CUDA(cudaMalloc((void**)&d_cols, nnz * sizeof(int)));
    CHECK_CUDA(cudaMalloc((void**)&d_vals, nnz * sizeof(float)));
    CHECK_CUDA(cudaMalloc((void**)&d_x, n * sizeof(float)));
    CHECK_CUDA(cudaMalloc((void**)&d_y, n * sizeof(float)));
    CHECK_CUDA(cudaMemcpy(d_rows, h_rows, sizeof(h_rows), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(d_cols, h_cols, sizeof(h_cols), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(d_vals, h_vals, sizeof(h_vals), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(d_x, h_x, sizeof(h_x), cudaMemcpyHostToDevice));

    cusparseHandle_t handle = NULL;
    cusparseSpMatDescr_t L;
    cusparseDnVecDescr_t x, y;
    cusparseSpSVDescr_t solve;
    CHECK_CUSPARSE(cusparseCreate(&handle));
    CHECK_CUSPARSE(cusparseCreateCsr(&L, n, n, nnz, d_rows, d_cols, d_vals, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                     CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    cusparseFillMode_t lower = CUSPARSE_FILL_MODE_LOWER;
    cusparseDiagType_t non_unit = CUSPARSE_DIAG_TYPE_NON_UNIT;
    CHECK_CUSPARSE(cusparseSpMatSetAttribute(L, CUSPARSE_SPMAT_FILL_MODE, &lower, sizeof(lower)));
    CHECK_CUSPARSE(cusparseSpMatSetAttribute(L, CUSPARSE_SPMAT_DIAG_TYPE, &non_unit, sizeof(non_unit)));
    CHECK_CUSPARSE(cusparseCreateDnVec(&x, n, d_x, CUDA_R_32F));
    CHECK_CUSPARSE(cusparseCreateDnVec(&y, n, d_y, CUDA_R_32F));
    CHECK_CUSPARSE(cusparseSpSV_createDescr(&solve));

    size_t buffer_size = 0;
    void* buffer = NULL;
    CHECK_CUSPARSE(cusparseSpSV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, L, x, y, CUDA_R_32F,
                                           CUSPARSE_SPSV_ALG_DEFAULT, solve, &buffer_size));
    CHECK_CUDA(cudaMalloc(&buffer, buffer_size));
    CHECK_CUSPARSE(cusparseSpSV_analysis(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, L, x, y, CUDA_R_32F,
                                         CUSPARSE_SPSV_ALG_DEFAULT, solve, buffer));
    CHECK_CUSPARSE(cusparseSpSV_solve(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, L, x, y, CUDA_R_32F,
                                      CUSPARSE_SPSV_ALG_DEFAULT, solve));
    CHECK_CUDA(cudaMemcpy(h_y, d_y, sizeof(h_y), cudaMemcpyDeviceToHost));

    CHECK_CUSPARSE(cusparseSpSV_destroyDescr(solve));
    CHECK_CUSPARSE(cusparseDestroyDnVec(x));
    CHECK_CUSPARSE(cusparseDestroyDnVec(y));
    CHECK_CUSPARSE(cusparseDestroySpMat(L));
    CHECK_CUSPARSE(cusparseDestroy(handle));
    CHECK_CUDA(cudaFree(buffer));
    CHECK_CUDA(cudaFree(d_rows));
    CHECK_CUDA(cudaFree(d_cols));
    CHECK_CUDA(cudaFree(d_vals));
    CHECK_CUDA(cudaFree(d_x));
    CHECK_CUDA(cudaFree(d_y));

    int failures = 0;
    for (int i = 0; i < n; ++i)
        if (fabsf(h_y[i] - (float)(i + 1)) > 1e-5f) ++failures;
    printf("y = {%g, %g, %g}: %s\n", h_y[0], h_y[1], h_y[2], failures == 0 ? "PASSED" : "FAILED");
    return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
