// One anti-diagonal step of a Smith-Waterman-style alignment on scores packed two to a 32-bit word (16-bit lanes), as
// sequence aligners write it with Hopper's DPX functions and CUDA's SIMD video intrinsics (no HIP has either), and a
// warp-level grouping of equal scores with __match_any_sync (HIP from 6.2). The host recomputes every lane and checks.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                   \
  do {                                                                                \
    cudaError_t err_ = (call);                                                        \
    if (err_ != cudaSuccess) {                                                        \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      std::exit(1);                                                                   \
    }                                                                                 \
  } while (0)

constexpr unsigned kGap = 0x00030003u;  // a gap costs 3 in each lane

// h = max(diag + subst, up - gap, left - gap, 0) in each 16-bit lane; sad: the sum of the lanes' bytes
__global__ void step(const unsigned* diag, const unsigned* subst, const unsigned* up, const unsigned* left,
                     unsigned* h, unsigned* sad, unsigned* peers, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned e = __vsubss2(up[i], kGap);
  const unsigned f = __vsub2(left[i], kGap);
  const unsigned m = __viaddmax_s16x2(diag[i], subst[i], e);  // max(diag + subst, e)
  h[i] = __vimax3_s16x2_relu(m, f, 0u);
  sad[i] = __vsadu4(h[i], 0u);
  // the lanes of this warp holding the same packed score
  const unsigned long long same = __match_any_sync(0xffffffff, h[i]);
  peers[i] = __popcll(same);
}

static int lane(unsigned w, int k) { return static_cast<int16_t>(static_cast<uint16_t>(w >> (16 * k))); }

int main() {
  const int n = 4096;
  unsigned *diag, *subst, *up, *left, *h, *sad, *peers;
  const size_t bytes = n * sizeof(unsigned);
  CHECK(cudaMallocManaged(&diag, bytes));
  CHECK(cudaMallocManaged(&subst, bytes));
  CHECK(cudaMallocManaged(&up, bytes));
  CHECK(cudaMallocManaged(&left, bytes));
  CHECK(cudaMallocManaged(&h, bytes));
  CHECK(cudaMallocManaged(&sad, bytes));
  CHECK(cudaMallocManaged(&peers, bytes));
  unsigned x = 12345u;
  auto next = [&x]() { return x = x * 1664525u + 1013904223u; };
  for (int i = 0; i < n; ++i) {
    diag[i] = next() & 0x00ff00ffu;   // scores 0-255
    subst[i] = (next() & 0x000f000fu) - 0x00050005u;  // -5 .. 10 in each lane (borrows into the high lane are fine)
    up[i] = next() & 0x01ff01ffu;
    left[i] = next() & 0x01ff01ffu;
  }
  step<<<(n + 255) / 256, 256>>>(diag, subst, up, left, h, sad, peers, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    unsigned want = 0;
    for (int k = 0; k < 2; ++k) {
      int e = lane(up[i], k) - 3;
      e = e < -32768 ? -32768 : e;
      const int f = static_cast<int16_t>(static_cast<uint16_t>(lane(left[i], k) - 3));
      int m = static_cast<int16_t>(static_cast<uint16_t>(lane(diag[i], k) + lane(subst[i], k)));
      m = m > e ? m : e;
      int v = m > f ? m : f;
      v = v > 0 ? v : 0;
      want |= static_cast<unsigned>(v & 0xffff) << (16 * k);
    }
    unsigned bytes_sum = 0;
    for (int k = 0; k < 4; ++k) bytes_sum += (want >> (8 * k)) & 0xffu;
    if (h[i] != want || sad[i] != bytes_sum || peers[i] < 1) {
      if (wrong < 5) std::printf("element %d: h %08x (want %08x), sad %u (want %u), peers %u\n", i, h[i], want, sad[i], bytes_sum, peers[i]);
      ++wrong;
    }
  }
  std::printf(wrong ? "alignment step wrong: %d\n" : "alignment step ok\n", wrong);
  CHECK(cudaFree(diag));
  CHECK(cudaFree(subst));
  CHECK(cudaFree(up));
  CHECK(cudaFree(left));
  CHECK(cudaFree(h));
  CHECK(cudaFree(sad));
  CHECK(cudaFree(peers));
  return wrong ? 1 : 0;
}
