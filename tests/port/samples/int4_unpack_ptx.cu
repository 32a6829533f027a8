// Unpacking 4-bit weights with inline PTX, as quantized-inference kernels write it (AWQ/Marlin-style dequantizers):
// lop3 masks the nibbles, prmt interleaves them into bytes in weight order, dp4a sums the bytes against the
// activations, bfe pulls one nibble out, shf rotates a word. No AMD GPU assembles PTX; `crosswarp port` writes each of
// these instructions in C++. The host recomputes every output and checks.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                        \
  do {                                                                                     \
    cudaError_t err_ = (call);                                                             \
    if (err_ != cudaSuccess) {                                                             \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      std::exit(1);                                                                        \
    }                                                                                      \
  } while (0)

template <int lut>
__device__ __forceinline__ unsigned lop3(unsigned a, unsigned b, unsigned c) {
  unsigned d;
  asm volatile("lop3.b32 %0, %1, %2, %3, %4;\n" : "=r"(d) : "r"(a), "r"(b), "r"(c), "n"(lut));
  return d;
}

__device__ __forceinline__ unsigned prmt(unsigned a, unsigned b, unsigned sel) {
  unsigned d;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(sel));
  return d;
}

// packed: 8 weights w0..w7, w0 in the low nibble. bytes[0] = w0..w3, bytes[1] = w4..w7 (one byte each);
// dot = sum of w_k * act_k (act: 8 signed bytes in two words); nib = w5; rot = packed rotated left by 12
__global__ void unpack(const unsigned* packed, const uint2* act, uint2* bytes, int* dot, unsigned* nib, unsigned* rot,
                       int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned w = packed[i];
  const unsigned lo = lop3<0xc0>(w, 0x0f0f0f0fu, 0u);       // a & b: w0 w2 w4 w6 in bytes 0-3
  const unsigned hi = lop3<0xc0>(w >> 4, 0x0f0f0f0fu, 0u);  // w1 w3 w5 w7
  const unsigned b0 = prmt(lo, hi, 0x5140u);                // w0 w1 w2 w3
  const unsigned b1 = prmt(lo, hi, 0x7362u);                // w4 w5 w6 w7
  bytes[i] = make_uint2(b0, b1);
  int d;
  asm("dp4a.u32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(b0), "r"(act[i].x), "r"(0));
  asm("dp4a.u32.s32 %0, %1, %2, %0;" : "+r"(d) : "r"(b1), "r"(act[i].y));
  dot[i] = d;
  asm("bfe.u32 %0, %1, 20, 4;" : "=r"(nib[i]) : "r"(w));
  asm("shf.l.wrap.b32 %0, %1, %1, %2;" : "=r"(rot[i]) : "r"(w), "r"(12));
}

int main() {
  const int n = 1 << 16;
  unsigned* h_packed = static_cast<unsigned*>(std::malloc(n * sizeof(unsigned)));
  uint2* h_act = static_cast<uint2*>(std::malloc(n * sizeof(uint2)));
  unsigned seed = 12345u;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    h_packed[i] = seed;
    seed = seed * 1664525u + 1013904223u;
    h_act[i].x = seed;
    seed = seed * 1664525u + 1013904223u;
    h_act[i].y = seed;
  }
  unsigned *d_packed, *d_nib, *d_rot;
  uint2 *d_act, *d_bytes;
  int* d_dot;
  CHECK(cudaMalloc(&d_packed, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&d_act, n * sizeof(uint2)));
  CHECK(cudaMalloc(&d_bytes, n * sizeof(uint2)));
  CHECK(cudaMalloc(&d_dot, n * sizeof(int)));
  CHECK(cudaMalloc(&d_nib, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&d_rot, n * sizeof(unsigned)));
  CHECK(cudaMemcpy(d_packed, h_packed, n * sizeof(unsigned), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_act, h_act, n * sizeof(uint2), cudaMemcpyHostToDevice));
  unpack<<<n / 256, 256>>>(d_packed, d_act, d_bytes, d_dot, d_nib, d_rot, n);
  CHECK(cudaGetLastError());
  uint2* h_bytes = static_cast<uint2*>(std::malloc(n * sizeof(uint2)));
  int* h_dot = static_cast<int*>(std::malloc(n * sizeof(int)));
  unsigned* h_nib = static_cast<unsigned*>(std::malloc(n * sizeof(unsigned)));
  unsigned* h_rot = static_cast<unsigned*>(std::malloc(n * sizeof(unsigned)));
  CHECK(cudaMemcpy(h_bytes, d_bytes, n * sizeof(uint2), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(h_dot, d_dot, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(h_nib, d_nib, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(h_rot, d_rot, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    const unsigned w = h_packed[i];
    unsigned b[2] = {0u, 0u};
    int dot = 0;
    for (int k = 0; k < 8; ++k) {
      const unsigned v = (w >> (4 * k)) & 0xfu;
      b[k / 4] |= v << (8 * (k % 4));
      const unsigned a = k < 4 ? h_act[i].x : h_act[i].y;
      dot += static_cast<int>(v) * static_cast<int>(static_cast<signed char>((a >> (8 * (k % 4))) & 0xffu));
    }
    const unsigned rot = (w << 12) | (w >> 20);
    if (h_bytes[i].x != b[0] || h_bytes[i].y != b[1] || h_dot[i] != dot || h_nib[i] != ((w >> 20) & 0xfu) ||
        h_rot[i] != rot) {
      if (bad++ < 4) std::printf("wrong at %d: packed %08x\n", i, w);
    }
  }
  CHECK(cudaFree(d_packed));
  CHECK(cudaFree(d_act));
  CHECK(cudaFree(d_bytes));
  CHECK(cudaFree(d_dot));
  CHECK(cudaFree(d_nib));
  CHECK(cudaFree(d_rot));
  std::free(h_packed);
  std::free(h_act);
  std::free(h_bytes);
  std::free(h_dot);
  std::free(h_nib);
  std::free(h_rot);
  if (bad) {
    std::printf("int4 unpack: %d of %d wrong\n", bad, n);
    return 1;
  }
  std::printf("int4 unpack ok\n");
  return 0;
}
