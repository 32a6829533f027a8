// Inline PTX memory operations that `crosswarp port` writes as clang's __atomic builtins or volatile accesses
// (src/port/inline_ptx.h: ptx_global_access, ptx_atomic): reductions (red.*.add/xor/or/and) from every
// thread, a last-block sum (each block's sum stored relaxed, an acq_rel counter, the last block's acquire
// loads: CUTLASS's and DeepEP's pattern), atom.exch and atom.cas, volatile loads and stores, and vector loads
// and stores with an order (NCCL's v2.b64, DeepEP's v4.s32). The host
// checks every result: "ptx memory order ok", or what is wrong and exit 3. The simt test runs the port of
// this file under both wavefront sizes.
#include <cstdio>

#define BLOCKS 8
#define THREADS 128

struct Results {
  unsigned int sum, bits_xor, bits_or, bits_and, counter, partial[BLOCKS], total, slot, exch_old, cas_old,
      cas_fail;
  unsigned long long sum64, vol;
  int signed_sum;
  alignas(16) unsigned long long vec2[2];  // vector accesses with an order (NCCL's, DeepEP's)
  alignas(16) int vec4[4];
  unsigned long long vec2_read[2];
  unsigned int vec4_read[4];
};

__device__ unsigned int value(unsigned int t) {
  return (t * 2654435761u) >> 9;
}

__global__ void reduce(Results* r) {
  __shared__ unsigned int block_sum;
  const unsigned int t = blockIdx.x * blockDim.x + threadIdx.x, v = value(t);
  if (threadIdx.x == 0) block_sum = 0;
  __syncthreads();
  atomicAdd(&block_sum, v);
  asm volatile("red.relaxed.gpu.global.add.u32 [%0], %1;" ::"l"(&r->sum), "r"(v) : "memory");
  asm volatile("red.global.add.u64 [%0], %1;" ::"l"(&r->sum64),
               "l"(static_cast<unsigned long long>(v) << 20));
  asm volatile("red.global.add.s32 [%0], %1;" ::"l"(&r->signed_sum), "r"(static_cast<int>(threadIdx.x) - 64));
  asm volatile("red.global.xor.b32 [%0], %1;" ::"l"(&r->bits_xor), "r"(v));
  asm volatile("red.global.or.b32 [%0], %1;" ::"l"(&r->bits_or), "r"(1u << (t % 29)));
  asm volatile("red.global.and.b32 [%0], %1;" ::"l"(&r->bits_and), "r"(~(1u << (t % 31))));
  __syncthreads();
  if (threadIdx.x != 0) return;
  asm volatile("st.relaxed.gpu.global.u32 [%0], %1;" ::"l"(&r->partial[blockIdx.x]), "r"(block_sum)
               : "memory");
  unsigned int arrived;
  asm volatile("atom.add.acq_rel.gpu.u32 %0, [%1], %2;"
               : "=r"(arrived)
               : "l"(&r->counter), "r"(1u)
               : "memory");
  if (arrived == BLOCKS - 1) {  // the last block: every other block's partial is visible
    unsigned int total = 0;
    for (int b = 0; b < BLOCKS; ++b) {
      unsigned int p;
      asm volatile("ld.global.acquire.gpu.b32 %0, [%1];" : "=r"(p) : "l"(&r->partial[b]) : "memory");
      total += p;
    }
    asm volatile("st.release.sys.global.u32 [%0], %1;" ::"l"(&r->total), "r"(total) : "memory");
  }
  if (blockIdx.x == 0) {
    unsigned int old;
    asm volatile("atom.global.exch.b32 %0, [%1], %2;" : "=r"(old) : "l"(&r->slot), "r"(7u));
    r->exch_old = old;
    asm volatile("atom.acquire.gpu.global.cas.b32 %0, [%1], %2, %3;"
                 : "=r"(old)
                 : "l"(&r->slot), "r"(7u), "r"(9u));
    r->cas_old = old;
    asm volatile("atom.cas.b32 %0, [%1], %2, %3;" : "=r"(old) : "l"(&r->slot), "r"(7u), "r"(11u));
    r->cas_fail = old;  // slot is 9 now: no swap, the old value back
    unsigned long long x;
    asm volatile("ld.volatile.global.u64 %0, [%1];" : "=l"(x) : "l"(&r->vol));
    asm volatile("st.volatile.global.u64 [%0], %1;" ::"l"(&r->vol), "l"(x * 3 + 1));
    // ordered vector accesses: each element an access of that order
    asm volatile("st.relaxed.gpu.global.v2.b64 [%0], {%1,%2};" ::"l"(r->vec2), "l"(x), "l"(x + 5) : "memory");
    unsigned long long a, b;
    asm volatile("ld.relaxed.gpu.global.v2.b64 {%0,%1}, [%2];" : "=l"(a), "=l"(b) : "l"(r->vec2) : "memory");
    r->vec2_read[0] = a;
    r->vec2_read[1] = b;
    asm volatile("st.relaxed.gpu.global.L1::no_allocate.v4.s32 [%0], {%1, %2, %3, %4};" ::"l"(r->vec4),
                 "r"(1), "r"(-2), "r"(3), "r"(-4)
                 : "memory");
    unsigned int w[4];
    asm volatile("ld.acquire.gpu.global.v4.u32 {%0, %1, %2, %3}, [%4];"
                 : "=r"(w[0]), "=r"(w[1]), "=r"(w[2]), "=r"(w[3])
                 : "l"(r->vec4)
                 : "memory");
    for (int k = 0; k < 4; ++k) r->vec4_read[k] = w[k];
  }
}

int main() {
  Results h{}, *d = nullptr;
  h.bits_and = 0xffffffffu;
  h.slot = 5;
  h.vol = 41;
  if (cudaMalloc(&d, sizeof h) != cudaSuccess ||
      cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice) != cudaSuccess)
    return 2;
  reduce<<<BLOCKS, THREADS>>>(d);
  if (cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess || cudaFree(d) != cudaSuccess)
    return 2;
  unsigned int sum = 0, x = 0, o = 0, a = 0xffffffffu, partial[BLOCKS] = {};
  unsigned long long sum64 = 0;
  int signed_sum = 0;
  for (unsigned int t = 0; t < BLOCKS * THREADS; ++t) {
    const unsigned int v = (t * 2654435761u) >> 9;
    sum += v;
    sum64 += static_cast<unsigned long long>(v) << 20;
    signed_sum += static_cast<int>(t % THREADS) - 64;
    x ^= v;
    o |= 1u << (t % 29);
    a &= ~(1u << (t % 31));
    partial[t / THREADS] += v;
  }
  int wrong = 0;
  auto check = [&](const char* what, unsigned long long got, unsigned long long want) {
    if (got != want) {
      std::printf("%s: %llu, want %llu\n", what, got, want);
      ++wrong;
    }
  };
  check("red.add.u32", h.sum, sum);
  check("red.add.u64", h.sum64, sum64);
  check("red.add.s32", static_cast<unsigned int>(h.signed_sum), static_cast<unsigned int>(signed_sum));
  check("red.xor.b32", h.bits_xor, x);
  check("red.or.b32", h.bits_or, o);
  check("red.and.b32", h.bits_and, a);
  check("atom.add.acq_rel counter", h.counter, BLOCKS);
  for (int b = 0; b < BLOCKS; ++b) check("st.relaxed partial", h.partial[b], partial[b]);
  check("last block's acquire loads", h.total, sum);
  check("atom.exch", h.exch_old, 5);
  check("atom.cas", h.cas_old, 7);
  check("atom.cas, no swap", h.cas_fail, 9);
  check("slot", h.slot, 9);
  check("volatile load and store", h.vol, 41 * 3 + 1);
  check("st.relaxed.v2.b64 [0]", h.vec2[0], 41);
  check("st.relaxed.v2.b64 [1]", h.vec2[1], 46);
  check("ld.relaxed.v2.b64 [0]", h.vec2_read[0], 41);
  check("ld.relaxed.v2.b64 [1]", h.vec2_read[1], 46);
  const int want4[4] = {1, -2, 3, -4};
  for (int k = 0; k < 4; ++k) {
    check("st.relaxed.v4.s32", static_cast<unsigned int>(h.vec4[k]), static_cast<unsigned int>(want4[k]));
    check("ld.acquire.v4.u32", h.vec4_read[k], static_cast<unsigned int>(want4[k]));
  }
  if (wrong) {
    std::printf("ptx memory order wrong: %d\n", wrong);
    return 3;
  }
  std::printf("ptx memory order ok\n");
  return 0;
}
