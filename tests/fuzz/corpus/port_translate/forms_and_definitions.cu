#if !defined(F_H)
#define F_H
#include <cublas_v2.h>
#include <cusolverDn.h>
#define PREC CUSOLVER_R_32F
#ifdef __cplusplus
extern "C" {
#endif
cusolverIRSRefinement_t r = CUSOLVER_IRS_REFINE_GMRES; cusolverNorm_t n = ::CUSOLVER_FRO_NORM;
void f(cublasHandle_t h, float* p, size_t n, int dev, cudaStream_t s, cudaMemLocation loc) {
  cudaMemPrefetchAsync(p, n, {cudaMemLocationTypeDevice, dev}, 0, s);
  cudaMemPrefetchAsync(p, n, (cudaMemLocation){.type = cudaMemLocationTypeHost, .id = 0}, 0u);
  cudaMemAdvise(p, n, cudaMemAdviseSetAccessedBy, loc);
  cuMemAdvise(p, n, a, CUmemLocation{CU_MEM_LOCATION_TYPE_HOST_NUMA, 1});
  cublasStrmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 2, 2, p, p, 2, p, 2, p + 4, 2);
  cudaStreamBeginCaptureToGraph(s, g, d, e, 1, cudaStreamCaptureModeGlobal);
  cudaGraphExecUpdateResultInfo info; cudaGraphExecUpdate(x, g, &info);
}
#ifdef __cplusplus
}
#endif
#endif
