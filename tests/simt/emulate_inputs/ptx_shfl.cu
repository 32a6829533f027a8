// Inline PTX warp shuffles that `crosswarp port` writes in C++ (src/port/ptx_alu.cpp: shfl): shfl.sync.{idx,up,down,
// bfly}.b32 with the clamps and segment masks __shfl*_sync's widths give, with any clamp and segment mask, with
// per-lane offsets, on a float. The port computes PTX's source lane on the lane's position in its 32-lane half of the
// wavefront and reads through HIP's __shfl of width 32, so on a 64-lane wavefront each half is one CUDA warp: the port
// of this program gives, under both wavefront sizes, the hashes of a model of the PTX ISA's text on 32-lane warps
// (tests/device/ptx_model.py), which an H100 gives too (bench/results/build-2026-12-07-s36): "ptx shfl ok", or each
// form that differs and exit 3; --print prints its own hashes.
// Built with nvcc and run on an NVIDIA GPU, the instructions themselves must give the same hashes, and
// tests/device/ptx_check.sh compares the port's C++ with the PTX there over 2^24 inputs each (the region between the
// two "forms" lines).
#include <cstdio>
#include <cstring>

#define N 4096

// ---- forms begin
namespace forms {
__device__ unsigned long long idx32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long idx8(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x181f, 0xffffffff;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B & 7u)));
  return d;
}
__device__ unsigned long long up32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("shfl.sync.up.b32 %0, %1, %2, 0, 0xffffffff;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B & 31u)));
  return d;
}
__device__ unsigned long long up16(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("shfl.sync.up.b32 %0, %1, %2, 0x1000, 0xffffffff;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B & 15u)));
  return d;
}
__device__ unsigned long long down32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("shfl.sync.down.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long down4(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("shfl.sync.down.b32 %0, %1, %2, 0x1c1f, 0xffffffff;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B & 3u)));
  return d;
}
__device__ unsigned long long bfly32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long bfly_f32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  float y;
  asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=f"(y) : "f"(__uint_as_float(static_cast<unsigned int>(A))), "r"(static_cast<unsigned int>(1u << (B & 3u))));
  return __float_as_uint(y);
}
__device__ unsigned long long idx_any(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C & 0x1f1fu)), "r"(0xffffffffu));
  return d;
}
__device__ unsigned long long down_any(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("shfl.sync.down.b32 %0, %1, %2, %3, 0xffffffff;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C & 0x1f1fu)));
  return d;
}
__device__ unsigned long long up_any(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("shfl.sync.up.b32 %0, %1, %2, %3, 0xffffffff;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C & 0x1f1fu)));
  return d;
}
__device__ unsigned long long bfly_any(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm volatile("shfl.sync.bfly.b32 %0, %1, %2, %3, 0xffffffff;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C & 0x1f1fu)));
  return d;
}
}  // namespace forms
// ---- forms end

__host__ __device__ unsigned int mix(unsigned int t, unsigned int k) {
  unsigned int x = t * 0x9e3779b9u + k * 0x85ebca6bu + 0x165667b1u;  // murmur3's finalizer
  x ^= x >> 16;
  x *= 0x85ebca6bu;
  x ^= x >> 13;
  x *= 0xc2b2ae35u;
  x ^= x >> 16;
  return x;
}

// Operand k (0-3) of input t: edge values (whole words, bytes and halfwords at their limits), then values with small
// or extreme bytes, then hashed ones.
__host__ __device__ unsigned long long input(unsigned int t, unsigned int k) {
  const unsigned int edges[16] = {0u, 1u, 0x7fu, 0x80u, 0xffu, 0x7fffu, 0x8000u, 0xffffu,
                                  0x7f7f7f7fu, 0x80808080u, 0x80000000u, 0x7fffffffu, 0xffffffffu, 0xfffffffeu,
                                  0x01ff7f80u, 0x8000ffffu};
  unsigned int x = mix(t, k);
  if (t < 256)
    x = edges[k == 0 ? t & 15 : k == 1 ? (t >> 4) & 15 : (t * 7 + 3 + k) & 15];
  else if (t < 2048)
    x &= (t & 1) ? 0x81ff7f01u : 0x0f0f0f0fu;
  return (static_cast<unsigned long long>(mix(t, k + 4)) << 32) | x;
}

#define FORMS 12

__global__ void shfl(unsigned long long* out) {
  const unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;  // N threads: every lane of every warp takes part
  const unsigned long long A = input(t, 0), B = input(t, 1), C = input(t, 2), D = input(t, 3);
  unsigned long long* o = out + t;
  int f = 0;
  o[N * f++] = forms::idx32(A, B, C, D);
  o[N * f++] = forms::idx8(A, B, C, D);
  o[N * f++] = forms::up32(A, B, C, D);
  o[N * f++] = forms::up16(A, B, C, D);
  o[N * f++] = forms::down32(A, B, C, D);
  o[N * f++] = forms::down4(A, B, C, D);
  o[N * f++] = forms::bfly32(A, B, C, D);
  o[N * f++] = forms::bfly_f32(A, B, C, D);
  o[N * f++] = forms::idx_any(A, B, C, D);
  o[N * f++] = forms::down_any(A, B, C, D);
  o[N * f++] = forms::up_any(A, B, C, D);
  o[N * f++] = forms::bfly_any(A, B, C, D);
}

static const char* const kNames[FORMS] = {
    "shfl.sync.idx.b32, c 0x1f",
    "shfl.sync.idx.b32, width 8 (c 0x181f)",
    "shfl.sync.up.b32, c 0",
    "shfl.sync.up.b32, width 16 (c 0x1000)",
    "shfl.sync.down.b32, c 0x1f",
    "shfl.sync.down.b32, width 4 (c 0x1c1f)",
    "shfl.sync.bfly.b32, a lane mask per lane",
    "shfl.sync.bfly.b32 on a float (flashinfer)",
    "shfl.sync.idx.b32, any clamp and segment mask",
    "shfl.sync.down.b32, any clamp and segment mask",
    "shfl.sync.up.b32, any clamp and segment mask",
    "shfl.sync.bfly.b32, any clamp and segment mask",
};

// FNV-1a (64-bit) of each form's results as tests/device/ptx_model.py computes them from the PTX ISA's text.
static const unsigned long long kExpected[FORMS] = {
    0xc0a8674f5b9e3ac1ull,  // shfl.sync.idx.b32, c 0x1f
    0x142563ad81852260ull,  // shfl.sync.idx.b32, width 8 (c 0x181f)
    0xca72b9f397c947c4ull,  // shfl.sync.up.b32, c 0
    0xf4e6de1087bd8157ull,  // shfl.sync.up.b32, width 16 (c 0x1000)
    0x2064ee39dea0aec7ull,  // shfl.sync.down.b32, c 0x1f
    0xfff510e66aeb5bc0ull,  // shfl.sync.down.b32, width 4 (c 0x1c1f)
    0x8cd4366be8fd6287ull,  // shfl.sync.bfly.b32, a lane mask per lane
    0xc4fb9bba574d5543ull,  // shfl.sync.bfly.b32 on a float (flashinfer)
    0x6e52fb7d585564b8ull,  // shfl.sync.idx.b32, any clamp and segment mask
    0x7612903d0aafa471ull,  // shfl.sync.down.b32, any clamp and segment mask
    0x8e9eb1e8986661bfull,  // shfl.sync.up.b32, any clamp and segment mask
    0xaf068308c10a687full,  // shfl.sync.bfly.b32, any clamp and segment mask
};

int main(int argc, char** argv) {
  const bool print = argc > 1 && std::strcmp(argv[1], "--print") == 0;
  unsigned long long* d = nullptr;
  if (cudaMalloc(&d, sizeof(unsigned long long) * N * FORMS) != cudaSuccess) return 2;
  if (cudaMemset(d, 0, sizeof(unsigned long long) * N * FORMS) != cudaSuccess) return 2;
  shfl<<<N / 64, 64>>>(d);
  static unsigned long long h[N * FORMS];
  if (cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess) return 2;
  if (cudaFree(d) != cudaSuccess) return 2;
  int wrong = 0;
  for (int f = 0; f < FORMS; ++f) {
    unsigned long long hash = 14695981039346656037ull;
    for (int t = 0; t < N; ++t) {
      hash = (hash ^ (h[N * f + t] & 0xffffffffu)) * 1099511628211ull;
      hash = (hash ^ (h[N * f + t] >> 32)) * 1099511628211ull;
    }
    if (print) {
      std::printf("0x%016llx  %s\n", hash, kNames[f]);
    } else if (hash != kExpected[f]) {
      std::printf("%s differs\n", kNames[f]);
      ++wrong;
    }
  }
  if (print) return 0;
  if (wrong) {
    std::printf("ptx shfl wrong: %d of %d differ\n", wrong, FORMS);
    return 3;
  }
  std::printf("ptx shfl ok\n");
  return 0;
}
