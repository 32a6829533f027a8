// Hopper-only features: a cluster launch attribute and WMMA fragments.
// expect: unsupported-api, unsupported-api
#include <cuda_runtime.h>
#include <mma.h>
using namespace nvcuda;

__global__ void __cluster_dims__(2, 1, 1) tile_mma(const half* a, const half* b, float* c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  (void)fa;
}
