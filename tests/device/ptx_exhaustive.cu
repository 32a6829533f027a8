// The port's C++ for inline PTX integer and video instructions against the instructions, on an NVIDIA GPU
// (tests/device/ptx_check.sh builds it): each form of tests/simt/emulate_inputs/ptx_alu.cu or ptx_video.cu, as
// written there (PTX) and as `crosswarp port` writes it (the functions it defines), on 2^24 inputs: by input index,
// every fourth input has small second and third operands (shift amounts, bit positions, lengths: 0-63), every fourth
// third and fourth ones under 512, every fourth edge values in all four, the rest hashed 64-bit values. lop3
// (PTX_LOP3) runs all 256 tables. Prints each form's mismatches (and the first one's operands) and
// "ptx exhaustive: B of F forms mismatch".
#include <cstdio>
#include <utility>

// HIP's __lane_id() and width-taking __shfl, which the port's shuffles call (ptx_shfl.cu), for this CUDA build
__device__ inline unsigned int __lane_id() {
  unsigned int lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}
#define __shfl(v, src, width) __shfl_sync(0xffffffffu, (v), (src), (width))

#define forms original
#include "ptx_forms_original.inc"
#undef forms
#define forms ported
#include "ptx_forms_ported.inc"
#undef forms
#include "ptx_forms_list.inc"

#define INPUTS (1u << 24)

__device__ unsigned int mix(unsigned int t, unsigned int k) {
  unsigned int x = t * 0x9e3779b9u + k * 0x85ebca6bu + 0x165667b1u;
  x ^= x >> 16;
  x *= 0x85ebca6bu;
  x ^= x >> 13;
  x *= 0xc2b2ae35u;
  x ^= x >> 16;
  return x;
}

__device__ unsigned long long operand(unsigned int t, unsigned int k) {
  const unsigned int edges[16] = {0u, 1u, 0x104u, 7u, 8u, 16u, 31u, 32u, 33u, 63u, 64u, 255u,
                                  0x80000000u, 0x7fffffffu, 0xffffffffu, 0xfffffffeu};
  unsigned int lo = mix(t, k), hi = mix(t, k + 4);
  switch (t & 3) {
    case 0:
      if (k == 1 || k == 2) lo &= 0x3fu;
      break;
    case 1:
      if (k == 2 || k == 3) lo &= 0x1ffu;
      break;
    case 2:
      lo = edges[mix(t, k + 8) & 15];
      hi = edges[mix(t, k + 12) & 15];
      break;
  }
  return (static_cast<unsigned long long>(hi) << 32) | lo;
}

struct Mismatch {
  unsigned long long count;
  unsigned long long a, b, c, d, want, got;
};

template <class F, class G>
__device__ void compare(F want_fn, G got_fn, Mismatch* m) {
  for (unsigned int t = blockIdx.x * blockDim.x + threadIdx.x; t < INPUTS; t += gridDim.x * blockDim.x) {
    const unsigned long long a = operand(t, 0), b = operand(t, 1), c = operand(t, 2), d = operand(t, 3);
    const unsigned long long want = want_fn(a, b, c, d), got = got_fn(a, b, c, d);
    if (want != got && atomicAdd(&m->count, 1ull) == 0ull) {
      m->a = a, m->b = b, m->c = c, m->d = d, m->want = want, m->got = got;
    }
  }
}

#define KERNEL(name) \
  __global__ void check_##name(Mismatch* m) { compare(original::name, ported::name, m); }
PTX_FORMS(KERNEL)

#ifdef PTX_LOP3
template <int L>
__global__ void check_lop3(Mismatch* m) {
  compare(original::lop3<L>, ported::lop3<L>, m);
}

#endif

int report(const char* name, Mismatch* m) {
  if (cudaDeviceSynchronize() != cudaSuccess) {
    std::printf("%s: CUDA error %s\n", name, cudaGetErrorString(cudaGetLastError()));
    return 1;
  }
  Mismatch h;
  cudaMemcpy(&h, m, sizeof h, cudaMemcpyDeviceToHost);
  if (h.count)
    std::printf("%-24s %llu mismatches, first: a=%#llx b=%#llx c=%#llx d=%#llx want %#llx got %#llx\n", name, h.count,
                h.a, h.b, h.c, h.d, h.want, h.got);
  cudaMemset(m, 0, sizeof h);
  return h.count ? 1 : 0;
}

#ifdef PTX_LOP3
template <int L>
int run_lop3(Mismatch* m) {
  check_lop3<L><<<1024, 256>>>(m);
  char name[32];
  std::snprintf(name, sizeof name, "lop3.b32 %#x", L);
  return report(name, m);
}

template <int... L>
int run_lop3s(Mismatch* m, std::integer_sequence<int, L...>) {
  int bad = 0;
  ((bad += run_lop3<L>(m)), ...);
  return bad;
}

#endif

int main() {
  Mismatch* m = nullptr;
  if (cudaMalloc(&m, sizeof(Mismatch)) != cudaSuccess || cudaMemset(m, 0, sizeof(Mismatch)) != cudaSuccess) return 2;
  int forms = 0, bad = 0;
#define RUN(name)                      \
  check_##name<<<1024, 256>>>(m);      \
  bad += report(#name, m);             \
  ++forms;
  PTX_FORMS(RUN)
#ifdef PTX_LOP3
  bad += run_lop3s(m, std::make_integer_sequence<int, 256>{});
  forms += 256;
#endif
  std::printf("ptx exhaustive: %d of %d forms mismatch, %u inputs each\n", bad, forms, INPUTS);
  return bad ? 1 : 0;
}
