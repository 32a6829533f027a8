// Host-API cuRAND: uniform and normal numbers into device memory.
#include <cstdio>
#include <cuda_runtime.h>
#include <curand.h>

#define CURAND_CHECK(x) do { if ((x) != CURAND_STATUS_SUCCESS) { std::printf("curand error line %d\n", __LINE__); return 1; } } while (0)

int main() {
  const size_t n = 1 << 16;
  float* d;
  cudaMalloc(&d, n * sizeof(float));
  curandGenerator_t gen;
  CURAND_CHECK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
  CURAND_CHECK(curandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
  // the same sequence on every GPU (cuRAND's best ordering may depend on the device)
  curandOrdering_t order = CURAND_ORDERING_PSEUDO_DEFAULT;
  curandStatus_t set = curandSetGeneratorOrdering(gen, order);
  CURAND_CHECK(set);
  CURAND_CHECK(curandGenerateUniform(gen, d, n));
  CURAND_CHECK(curandGenerateNormal(gen, d, n, 0.0f, 1.0f));
  float first = 0.0f;
  cudaMemcpy(&first, d, sizeof(float), cudaMemcpyDeviceToHost);
  std::printf("first = %f\n", first);
  CURAND_CHECK(curandDestroyGenerator(gen));
  cudaFree(d);
  return 0;
}
