// An Ampere-style pipeline in inline PTX: shared-window addresses (__cvta_generic_to_shared, cvta.to.shared,
// cvta.shared, cvta.to.global), cp.async into static and dynamic shared memory (16 bytes .cg, 4 and 8 bytes
// .ca, a source size that zero-fills, an "n" size operand), commit_group / wait_group / wait_all, and
// ld.shared / st.shared / ld.volatile.shared on 32- and 64-bit shared addresses, some of them XOR-swizzled,
// and templates of several instructions around cp.async (a predicate, ignore-src, createpolicy). The port
// writes all of it in C++ (cp.async copies at once). The simt test ports this file and runs the port under
// both wavefront sizes; the program checks every result against the host's: "ptx cp.async ok (warp N)", else
// what differs and exit 3. Built with nvcc (sm_80 or newer), the CUDA original checks the instructions
// themselves the same way (an H200: "ptx cp.async ok", compute-sanitizer's racecheck and memcheck clean;
// bench/results/build-2026-12-07-s37/ptx_cp_async_cuda_h200.txt).
#include <cstdint>
#include <cstdio>

#define BLOCK 64
#define TILE 256  // ints per tile: 64 threads x 16 bytes
#define TILES 6

__device__ __forceinline__ unsigned shared_address(const void* p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

template <int BYTES>
__device__ __forceinline__ void copy_async(unsigned dst, const void* src) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], %2;\n" ::"r"(dst), "l"(src), "n"(BYTES));
}

__device__ __forceinline__ void commit() {
  asm volatile("cp.async.commit_group;\n" ::);
}

template <int N>
__device__ __forceinline__ void wait_group() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}

// Sums each column of TILES tiles of TILE ints, double-buffered: tile k + 1 is in flight while tile k is
// read. Each thread copies 16 bytes of a tile into a slot whose 16-byte chunks are XOR-swizzled by row.
__global__ void pipeline(const int* in, int* out) {
  __shared__ __align__(16) int stage[2][TILE];
  const int t = threadIdx.x;
  const unsigned base = shared_address(&stage[0][0]);
  auto slot = [&](int buffer, int chunk) {
    // chunk c of a buffer lives at chunk c ^ (c / 8 % 8): the low bits of the shared address are XORed
    return base + buffer * TILE * 4 + ((chunk ^ (chunk / 8 % 8)) * 16);
  };
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(slot(0, t)), "l"(in + 4 * t));
  commit();
  int sum = 0;
  for (int k = 0; k < TILES; ++k) {
    if (k + 1 < TILES) {
      asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], 16;\n" ::"r"(slot((k + 1) & 1, t)),
                   "l"(in + (k + 1) * TILE + 4 * t));
      commit();
      wait_group<1>();
    } else {
      wait_group<0>();
    }
    __syncthreads();
    // thread t reads int t of every chunk: chunk c = t / 4 .. through 64-bit and 32-bit shared addresses
    for (int c = 0; c < TILE / 4; c += 16) {
      const int chunk = c + t / 4;
      unsigned v;
      asm volatile("ld.shared.b32 %0, [%1];" : "=r"(v) : "r"(slot(k & 1, chunk) + 4 * (t % 4)));
      sum += static_cast<int>(v);
    }
    __syncthreads();
  }
  out[t] = sum;
}

// cp.async of 4 and 8 bytes into dynamic shared memory, with source sizes below the copy's (zero-filled),
// then stores and volatile loads through 64-bit shared addresses from cvta.to.shared, and back through
// cvta.shared to a generic pointer.
__global__ void small_copies(const unsigned* in, unsigned* out) {
  extern __shared__ __align__(16) unsigned dynamic[];
  const int t = threadIdx.x;
  const unsigned d = shared_address(&dynamic[4 * t]);
  copy_async<4>(d, in + 4 * t);
  const int partial = t % 9;  // 0 .. 8 bytes of the next 8 come from the source
  asm volatile("cp.async.ca.shared.global [%0], [%1], 8, %2;\n" ::"r"(d + 8), "l"(in + 4 * t + 2),
               "r"(partial));
  asm volatile("cp.async.wait_all;\n" ::);
  // the word at +4: written through a 64-bit shared address
  unsigned long long window;
  asm volatile("cvta.to.shared.u64 %0, %1;" : "=l"(window) : "l"(&dynamic[4 * t + 1]));
  asm volatile("st.shared.u32 [%0], %1;" ::"l"(window), "r"(0xc0de0000u + t));
  unsigned long long a, b;
  __syncthreads();
  const unsigned peer = (t + 1) % BLOCK;  // another thread's words: after the barrier
  uint64_t* peer_window;
  asm volatile("cvta.to.shared.u64 %0, %1;" : "=l"(peer_window) : "l"(&dynamic[4 * peer]));
  asm volatile("ld.volatile.shared.v2.u64 {%0,%1}, [%2];" : "=l"(a), "=l"(b) : "l"(peer_window));
  unsigned* generic;
  asm("cvta.shared.u64 %0, %1;" : "=l"(generic) : "l"(peer_window));
  unsigned long long global;
  asm("cvta.to.global.u64 %0, %1;" : "=l"(global) : "l"(out));
  unsigned* o = reinterpret_cast<unsigned*>(global) + 6 * t;
  o[0] = static_cast<unsigned>(a);
  o[1] = static_cast<unsigned>(a >> 32);
  o[2] = static_cast<unsigned>(b);
  o[3] = static_cast<unsigned>(b >> 32);
  o[4] = generic[1];
  o[5] = static_cast<unsigned>(__cvta_shared_to_generic(d) == &dynamic[4 * t]);
}

// Templates of several instructions (Marlin's spellings): a copy under a predicate, and a copy with an L2
// cache policy whose ignore-src predicate makes it write zeros.
__device__ __forceinline__ void copy_if(void* smem_ptr, const void* glob_ptr, bool pred) {
  const int BYTES = 16;
  const unsigned smem = shared_address(smem_ptr);
  asm volatile(
      "{\n"
      "   .reg .pred p;\n"
      "   setp.ne.b32 p, %0, 0;\n"
      "   @p cp.async.cg.shared.global [%1], [%2], %3;\n"
      "}\n" ::"r"((int)pred),
      "r"(smem), "l"(glob_ptr), "n"(BYTES));
}

__device__ __forceinline__ void copy_or_zeros(void* smem_ptr, const void* glob_ptr, bool zeros) {
  const unsigned smem = shared_address(smem_ptr);
  asm volatile(
      "{\n"
      "   .reg .pred p;\n"
      "   .reg .b64 policy;\n"
      "   setp.ne.b32 p, %2, 0;\n"
      "   createpolicy.fractional.L2::evict_first.b64 policy, 1.0;\n"
      "   cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, p, policy;\n"
      "}\n" ::"r"(smem),
      "l"(glob_ptr), "r"((int)zeros));
}

__global__ void predicated(const uint4* in, uint4* out) {
  __shared__ uint4 kept[BLOCK], zeroed[BLOCK];
  const int t = threadIdx.x;
  kept[t] = make_uint4(0xdeadbeefu, t, 0, 0);
  copy_if(&kept[t], in + t, t % 3 != 0);
  copy_or_zeros(&zeroed[t], in + BLOCK + t, t % 5 == 0);
  commit();
  wait_group<0>();
  __syncthreads();
  out[t] = kept[(t + 1) % BLOCK];
  out[BLOCK + t] = zeroed[(t + 7) % BLOCK];
}

int main() {
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  static int h_in[TILES * TILE], h_out[BLOCK];
  for (int i = 0; i < TILES * TILE; ++i) h_in[i] = static_cast<int>(i * 2654435761u % 1000003u) - 500000;
  int *d_in = nullptr, *d_out = nullptr;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_out, sizeof h_out);
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  pipeline<<<1, BLOCK>>>(d_in, d_out);
  cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < BLOCK; ++t) {
    int want = 0;
    for (int k = 0; k < TILES; ++k)
      for (int c = 0; c < TILE / 4; c += 16) want += h_in[k * TILE + 4 * (c + t / 4) + t % 4];
    if (h_out[t] != want && bad++ < 10) std::printf("pipeline thread %d: %d, want %d\n", t, h_out[t], want);
  }

  static unsigned s_in[4 * BLOCK], s_out[6 * BLOCK];
  for (int i = 0; i < 4 * BLOCK; ++i) s_in[i] = 0x01010101u * (i % 200 + 1) ^ (i << 8);
  unsigned *ds_in = nullptr, *ds_out = nullptr;
  cudaMalloc(&ds_in, sizeof s_in);
  cudaMalloc(&ds_out, sizeof s_out);
  cudaMemcpy(ds_in, s_in, sizeof s_in, cudaMemcpyHostToDevice);
  small_copies<<<1, BLOCK, 4 * BLOCK * sizeof(unsigned)>>>(ds_in, ds_out);
  cudaMemcpy(s_out, ds_out, sizeof s_out, cudaMemcpyDeviceToHost);
  for (int t = 0; t < BLOCK; ++t) {
    const int p = (t + 1) % BLOCK, partial = p % 9;
    unsigned bytes[8] = {};  // the peer's words 2 and 3: `partial` bytes of its source, then zeros
    for (int k = 0; k < 8; ++k)
      bytes[k] = k < partial ? (s_in[4 * p + 2 + k / 4] >> (8 * (k % 4))) & 0xff : 0;
    const unsigned w2 = bytes[0] | bytes[1] << 8 | bytes[2] << 16 | bytes[3] << 24;
    const unsigned w3 = bytes[4] | bytes[5] << 8 | bytes[6] << 16 | bytes[7] << 24;
    const unsigned want[6] = {s_in[4 * p], 0xc0de0000u + p, w2, w3, 0xc0de0000u + p, 1};
    for (int k = 0; k < 6; ++k)
      if (s_out[6 * t + k] != want[k] && bad++ < 20)
        std::printf("small copies thread %d word %d: %#x, want %#x\n", t, k, s_out[6 * t + k], want[k]);
  }

  static uint4 p_in[2 * BLOCK], p_out[2 * BLOCK];
  for (int i = 0; i < 2 * BLOCK; ++i) p_in[i] = make_uint4(i, ~i, i * 40503u, 0x5a5a0000u + i);
  uint4 *dp_in = nullptr, *dp_out = nullptr;
  cudaMalloc(&dp_in, sizeof p_in);
  cudaMalloc(&dp_out, sizeof p_out);
  cudaMemcpy(dp_in, p_in, sizeof p_in, cudaMemcpyHostToDevice);
  predicated<<<1, BLOCK>>>(dp_in, dp_out);
  cudaMemcpy(p_out, dp_out, sizeof p_out, cudaMemcpyDeviceToHost);
  for (int t = 0; t < 2 * BLOCK; ++t) {
    const int p = t < BLOCK ? (t + 1) % BLOCK : (t - BLOCK + 7) % BLOCK;
    uint4 want = t < BLOCK ? (p % 3 != 0 ? p_in[p] : make_uint4(0xdeadbeefu, p, 0, 0))
                           : (p % 5 == 0 ? make_uint4(0, 0, 0, 0) : p_in[BLOCK + p]);
    const uint4 got = p_out[t];
    if ((got.x != want.x || got.y != want.y || got.z != want.z || got.w != want.w) && bad++ < 30)
      std::printf("predicated %s thread %d: %#x %#x %#x %#x, want %#x %#x %#x %#x\n",
                  t < BLOCK ? "copy" : "zeros", t % BLOCK, got.x, got.y, got.z, got.w, want.x, want.y, want.z,
                  want.w);
  }
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(ds_in);
  cudaFree(ds_out);
  cudaFree(dp_in);
  cudaFree(dp_out);
  if (bad) {
    std::printf("ptx cp.async wrong: %d results\n", bad);
    return 3;
  }
  std::printf("ptx cp.async ok (warp %d)\n", warp);
  return 0;
}
