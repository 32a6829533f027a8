// Idioms of benchmark harnesses written for nvcc (llm.c's dev/cuda programs have the first three), each of which the
// port has to rewrite for hip-clang:
// - a launch formatted "k << <grid, block >> > (args)": nvcc takes the blanks inside the chevrons, clang does not;
// - host-side checks with unqualified isfinite/isnan: nvcc's cuda_runtime.h declares them for the host (it brings
//   in <math.h>), hip_runtime.h does not;
// - 128-bit streaming loads and stores (__ldcs/__stcs on int4) next to the file's own __ldcs for a type older CUDA
//   lacked, in a block only nvcc before 12 compiles: HIP has neither, so the calls become plain accesses;
// - std::memcpy in device code to move bits between types: hip-clang has only the global memcpy there;
// - a CPU reference calling rsqrtf: CUDA's math library defines it for the host too, HIP for the device only;
// - a weight load through inline PTX with a cache hint (ld.global.L1::no_allocate): the same load in C++.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

struct alignas(16) Packed {
  float v[4];
};

#if defined(__CUDACC_VER_MAJOR__) && __CUDACC_VER_MAJOR__ < 12  // CUDA 12 declares __ldcs(const __half*)
__device__ __half __ldcs(const __half* address) {
  unsigned short bits = __ldcs(reinterpret_cast<const unsigned short*>(address));
  return __ushort_as_half(bits);
}
#endif

__device__ Packed load_cs(const Packed* p) {
  int4 bits = __ldcs(reinterpret_cast<const int4*>(p));
  Packed out;
  std::memcpy(&out, &bits, sizeof out);
  return out;
}

__device__ void store_cs(Packed* p, const Packed& value) {
  int4 bits;
  std::memcpy(&bits, &value, sizeof bits);
  __stcs(reinterpret_cast<int4*>(p), bits);
}

__device__ unsigned int load_no_l1(const unsigned int* p) {
  unsigned int v;
  asm volatile("ld.global.L1::no_allocate.u32 %0, [%1];" : "=r"(v) : "l"(p));
  return v;
}

__global__ void scale(Packed* out, const Packed* in, float factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || load_no_l1(reinterpret_cast<const unsigned int*>(in + i)) == 0x7fc00000u) return;  // a NaN first
  Packed x = load_cs(in + i);
  for (float& f : x.v) f *= factor;
  store_cs(out + i, x);
}

template <class T>
int count_bad(const T* values, int n) {
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (!isfinite(values[i]) || isnan(values[i])) ++bad;
  return bad;
}

int main() {
  const int n = 256, block = 64;
  Packed *in = nullptr, *out = nullptr;
  cudaMalloc(&in, n * sizeof(Packed));
  cudaMalloc(&out, n * sizeof(Packed));
  cudaMemset(in, 0, n * sizeof(Packed));
  scale << <(n + block - 1) / block, block >> > (out, in, 2.0f, n);
  cudaDeviceSynchronize();
  float* host = static_cast<float*>(std::malloc(n * sizeof(Packed)));
  cudaMemcpy(host, out, n * sizeof(Packed), cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int i = 0; i < n * 4; ++i) sum += host[i] * host[i];
  std::printf("%d non-finite values, rms^-1 %g\n", count_bad(host, n * 4), rsqrtf(static_cast<float>(sum / (n * 4)) + 1e-6f));
  std::free(host);
  cudaFree(out);
  cudaFree(in);
  return 0;
}
