// LU solve with cuSOLVER, written as NVIDIA's CUDALibrarySamples write it: a traits struct names each value type's
// cuSOLVER precision (cusolverPrecType_t) and a parser turns a refinement solver's name into its
// cusolverIRSRefinement_t. Both enums belong to cuSOLVER's iterative-refinement (IRS) API, which hipSOLVER and
// rocSOLVER do not have; the port defines them in the file with CUDA's values, so this program (which calls no IRS
// function) compiles for HIP.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
#include <cusolverDn.h>

#define CHECK_SOLVER(call)                                                             \
  do {                                                                                 \
    cusolverStatus_t s_ = (call);                                                      \
    if (s_ != CUSOLVER_STATUS_SUCCESS) {                                               \
      std::fprintf(stderr, "%s:%d: cuSOLVER error %d\n", __FILE__, __LINE__, (int)s_); \
      return 1;                                                                        \
    }                                                                                  \
  } while (0)

template <typename T> struct precision;
template <> struct precision<float> {
  static constexpr cusolverPrecType_t value = CUSOLVER_R_32F;
  static constexpr const char* name = "CUSOLVER_R_32F";
};
template <> struct precision<double> {
  static constexpr cusolverPrecType_t value = CUSOLVER_R_64F;
  static constexpr const char* name = "CUSOLVER_R_64F";
};

static cusolverIRSRefinement_t refinement(const char* s) {
  if (std::strcmp(s, "CLASSICAL") == 0) return CUSOLVER_IRS_REFINE_CLASSICAL;
  if (std::strcmp(s, "GMRES") == 0) return CUSOLVER_IRS_REFINE_GMRES;
  return CUSOLVER_IRS_REFINE_NONE;
}

int main(int argc, char** argv) {
  const cusolverIRSRefinement_t refine = refinement(argc > 1 ? argv[1] : "NONE");
  std::printf("precision %s (%d), refinement %d: no refinement without the IRS API, plain LU\n",
              precision<double>::name, (int)precision<double>::value, (int)refine);
  const int n = 3;
  const double a[n * n] = {4, 2, 0, 2, 5, 1, 0, 1, 3};  // column-major
  const double b[n] = {2, 1, 3};
  double *dA = nullptr, *dB = nullptr, *work = nullptr;
  int *ipiv = nullptr, *info = nullptr;
  cudaMalloc(&dA, sizeof a);
  cudaMalloc(&dB, sizeof b);
  cudaMalloc(&ipiv, n * sizeof(int));
  cudaMalloc(&info, sizeof(int));
  cudaMemcpy(dA, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, b, sizeof b, cudaMemcpyHostToDevice);

  cusolverDnHandle_t handle;
  CHECK_SOLVER(cusolverDnCreate(&handle));
  int lwork = 0;
  CHECK_SOLVER(cusolverDnDgetrf_bufferSize(handle, n, n, dA, n, &lwork));
  cudaMalloc(&work, sizeof(double) * lwork);
  CHECK_SOLVER(cusolverDnDgetrf(handle, n, n, dA, n, work, ipiv, info));
  CHECK_SOLVER(cusolverDnDgetrs(handle, CUBLAS_OP_N, n, 1, dA, n, ipiv, dB, n, info));

  double x[n];
  int h_info = 0;
  cudaMemcpy(x, dB, sizeof x, cudaMemcpyDeviceToHost);
  cudaMemcpy(&h_info, info, sizeof h_info, cudaMemcpyDeviceToHost);
  std::printf("info %d, x = %g %g %g\n", h_info, x[0], x[1], x[2]);
  cusolverDnDestroy(handle);
  cudaFree(work);
  cudaFree(info);
  cudaFree(ipiv);
  cudaFree(dB);
  cudaFree(dA);
  return h_info == 0 ? 0 : 1;
}
