// Checks the port's emulations of CUDA's SIMD video intrinsics and DPX functions (src/port/simd.h) against CUDA's
// own functions on an NVIDIA GPU, on 2^24 inputs each: every pair of byte values in every byte lane, every triple
// of 24 edge halfwords (0, 1, the signed and unsigned extremes and their neighbours) in both halfword lanes, then
// hashed inputs. Built by tests/device/simd_check.sh, which includes the definitions `crosswarp port` writes
// (nvcc does not define __HIP_PLATFORM_NVIDIA__, so their lane loops are compiled, not the macros naming CUDA's).
// Prints each function's mismatches and the first one; exit 1 when any differs.
#include <cstdio>

#include SIMD_DEFINITIONS

namespace {

constexpr unsigned int kInputs = 1u << 24;
__constant__ unsigned int kEdges[24] = {0x0000, 0x0001, 0x0002, 0x007f, 0x0080, 0x00ff, 0x0100, 0x3fff,
                                       0x4000, 0x7ffe, 0x7fff, 0x8000, 0x8001, 0x8002, 0xbfff, 0xc000,
                                       0xff00, 0xff7f, 0xff80, 0xfffd, 0xfffe, 0xffff, 0x1234, 0xedcb};

__device__ unsigned int mix(unsigned int x) {
  x ^= x >> 16;
  x *= 0x85ebca6bu;
  x ^= x >> 13;
  x *= 0xc2b2ae35u;
  x ^= x >> 16;
  return x;
}

__device__ void inputs(unsigned int i, unsigned int& a, unsigned int& b, unsigned int& c) {
  c = mix(i * 3u + 2u);
  if (i < 65536u) {  // one byte pair in every lane
    a = (i & 0xffu) * 0x01010101u;
    b = (i >> 8) * 0x01010101u;
    return;
  }
  i -= 65536u;
  if (i < 24u * 24u * 24u) {  // edge halfwords, the same triple in both lanes and (rotated) crossed
    const unsigned int x = kEdges[i % 24], y = kEdges[i / 24 % 24], z = kEdges[i / 576];
    a = x | (y << 16);
    b = y | (z << 16);
    c = z | (x << 16);
    return;
  }
  a = mix(i * 3u);
  b = mix(i * 3u + 1u);
  if (i & 1u) b = (b & 0xffff0000u) | (a & 0xffffu);  // equal low halfwords
}

struct Result {
  unsigned long long mismatches;
  unsigned int first;  // the first mismatching input's index, or kInputs
};

template <typename F>
__global__ void check(F f, Result* r) {
  for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < kInputs; i += gridDim.x * blockDim.x) {
    unsigned int a, b, c;
    inputs(i, a, b, c);
    unsigned long long cuda, ours;
    f(a, b, c, cuda, ours);
    if (cuda != ours) {
      atomicAdd(&r->mismatches, 1ull);
      atomicMin(&r->first, i);
    }
  }
}

template <typename F>
__global__ void show(F f, unsigned int i) {
  unsigned int a, b, c;
  inputs(i, a, b, c);
  unsigned long long cuda, ours;
  f(a, b, c, cuda, ours);
  printf("    first: a=%08x b=%08x c=%08x: CUDA %llx, crosswarp %llx\n", a, b, c, cuda, ours);
}

int failures = 0;

template <typename F>
void run(const char* name, F f) {
  Result* r;
  cudaMallocManaged(&r, sizeof(Result));
  r->mismatches = 0;
  r->first = kInputs;
  check<<<1024, 256>>>(f, r);
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    std::printf("%s: CUDA error %s\n", name, cudaGetErrorString(e));
    std::exit(2);
  }
  std::printf("%-24s %llu of %u differ\n", name, r->mismatches, kInputs);
  if (r->mismatches) {
    ++failures;
    show<<<1, 1>>>(f, r->first);
    cudaDeviceSynchronize();
  }
  cudaFree(r);
}

}  // namespace

#define ONE(fn, em) \
  run(#fn, [] __device__(unsigned a, unsigned, unsigned, unsigned long long& x, unsigned long long& y) { x = fn(a); y = em(a); })
#define TWO(fn, em)                                                                                          \
  run(#fn, [] __device__(unsigned a, unsigned b, unsigned, unsigned long long& x, unsigned long long& y) { \
    x = fn(a, b);                                                                                           \
    y = em(a, b);                                                                                           \
  })
#define THREE(fn, em)                                                                                          \
  run(#fn, [] __device__(unsigned a, unsigned b, unsigned c, unsigned long long& x, unsigned long long& y) { \
    x = fn(a, b, c);                                                                                          \
    y = em(a, b, c);                                                                                          \
  })
#define STHREE(fn, em)                                                                                         \
  run(#fn, [] __device__(unsigned a, unsigned b, unsigned c, unsigned long long& x, unsigned long long& y) { \
    x = static_cast<unsigned>(fn(int(a), int(b), int(c)));                                                    \
    y = static_cast<unsigned>(em(int(a), int(b), int(c)));                                                    \
  })
#define STWO(fn, em)                                                                                         \
  run(#fn, [] __device__(unsigned a, unsigned b, unsigned, unsigned long long& x, unsigned long long& y) { \
    x = static_cast<unsigned>(fn(int(a), int(b)));                                                          \
    y = static_cast<unsigned>(em(int(a), int(b)));                                                          \
  })
#define PRED(fn, em, T)                                                                                       \
  run(#fn, [] __device__(unsigned a, unsigned b, unsigned, unsigned long long& x, unsigned long long& y) { \
    bool p = false, q = true;                                                                               \
    x = static_cast<unsigned>(fn(T(a), T(b), &p)) | (static_cast<unsigned long long>(p) << 32);            \
    y = static_cast<unsigned>(em(T(a), T(b), &q)) | (static_cast<unsigned long long>(q) << 32);            \
  })
#define PREDS(fn, em)                                                                                         \
  run(#fn, [] __device__(unsigned a, unsigned b, unsigned, unsigned long long& x, unsigned long long& y) { \
    bool p = false, q = false, r = true, s = true;                                                          \
    x = fn(a, b, &p, &q) | (static_cast<unsigned long long>(p) << 32) | (static_cast<unsigned long long>(q) << 33); \
    y = em(a, b, &r, &s) | (static_cast<unsigned long long>(r) << 32) | (static_cast<unsigned long long>(s) << 33); \
  })

int main() {
#include "simd_exhaustive_calls.inc"
  std::printf(failures ? "simd exhaustive: %d functions differ\n" : "simd exhaustive: all agree\n", failures);
  return failures ? 1 : 0;
}
