// Hopper's bulk (TMA) copies and mbarriers in inline PTX, in the templates DeepEP and CUTLASS write: a
// two-stage ring in shared memory that one thread (elect.sync) fills with cp.async.bulk (completing its bytes
// on a "full" mbarrier it also arrives on with expect_tx, in both orders), that every thread waits for with
// the try_wait.parity loop and then releases through an "empty" mbarrier of 128 arrivals; a bulk store back
// to global memory (fence.proxy.async, bulk_group, commit_group, wait_group.read); and an mbarrier's phase
// observed through test_wait / try_wait (selp), expect_tx and complete_tx; and prefetches
// (cp.async.bulk.prefetch, prefetch.global.L2::evict_last), which the port drops. Every wait is one all
// threads of the block make together, so no lane of a wavefront waits for another lane of it (AMD GPUs, whose
// lanes run in lockstep, could not complete that). The port writes all of it in C++ on its own mbarrier
// (copies at issue); the simt test ports this file and runs it under both wavefront sizes: "ptx tma ok (warp
// N)", else what differs and exit 3. Built with nvcc for sm_90, the CUDA original checks the instructions
// themselves.
#include <cstdint>
#include <cstdio>

#define BLOCK 128
#define CHUNK 256  // floats per stage: 1 KiB
#define ITERS 6
#define BLOCKS 2

__device__ __forceinline__ uint32_t window(const void* p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void bar_init(uint64_t* bar, uint32_t count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%1], %0;" ::"r"(count), "r"(window(bar)));
}

__device__ __forceinline__ void init_fence() {
  asm volatile("fence.mbarrier_init.release.cluster; \n" ::);
}

__device__ __forceinline__ void bar_wait(uint64_t* bar, uint32_t parity) {
  asm volatile(
      "{\n\t"
      ".reg .pred       P1; \n\t"
      "LAB_WAIT: \n\t"
      "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1, %2; \n\t"
      "@P1 bra DONE; \n\t"
      "bra     LAB_WAIT; \n\t"
      "DONE: \n\t"
      "}" ::"r"(window(bar)),
      "r"(parity), "r"(0x989680));
}

__device__ __forceinline__ void bar_arrive(uint64_t* bar) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0]; \n\t" ::"r"(window(bar)));
}

__device__ __forceinline__ void bar_arrive_expect_tx(uint64_t* bar, int bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%1], %0; \n\t" ::"r"(bytes), "r"(window(bar)));
}

__device__ __forceinline__ void tma_load(void* smem, const void* gmem, uint64_t* bar, int bytes) {
  const uint64_t hint = 0x12f0000000000000ull;  // evict first
  asm volatile(
      "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%0], [%1], %2, "
      "[%3], "
      "%4;\n" ::"r"(window(smem)),
      "l"(gmem), "r"(bytes), "r"(window(bar)), "l"(hint)
      : "memory");
}

__device__ __forceinline__ void tma_store(void* gmem, const void* smem, int bytes) {
  asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;\n" ::"l"(gmem), "r"(window(smem)),
               "r"(bytes)
               : "memory");
  asm volatile("cp.async.bulk.commit_group;");
}

__device__ __forceinline__ void tma_store_wait() {
  asm volatile("cp.async.bulk.wait_group.read %0;" ::"n"(0) : "memory");
}

__device__ __forceinline__ void async_fence() {
  asm volatile("fence.proxy.async.shared::cta; \n" ::);
}

__device__ __forceinline__ int test_parity(uint64_t* bar, uint32_t parity) {
  int done;
  asm volatile(
      "{\n\t.reg .pred P1; \n\tmbarrier.test_wait.parity.shared::cta.b64 P1, [%1], %2; \n\tselp.b32 %0, 1, "
      "0, P1; "
      "\n\t}"
      : "=r"(done)
      : "r"(window(bar)), "r"(parity));
  return done;
}

__device__ __forceinline__ int try_parity(uint64_t* bar, uint32_t parity) {
  int done;
  asm volatile(
      "{\n\t.reg .pred P1; \n\tmbarrier.try_wait.parity.shared::cta.b64 P1, [%1], %2; \n\tselp.b32 %0, 1, 0, "
      "P1; "
      "\n\t}"
      : "=r"(done)
      : "r"(window(bar)), "r"(parity));
  return done;
}

// DeepEP's elect_one_sync: one lane of the warp, the same every time
__device__ __forceinline__ uint32_t elect_one_sync(int lane_id) {
  uint32_t pred = 0;
  asm volatile(
      "{\n"
      ".reg .b32 %%rx;\n"
      ".reg .pred %%px;\n"
      "      elect.sync %%rx|%%px, %2;\n"
      "@%%px mov.s32 %1, 1;\n"
      "      mov.s32 %0, %%rx;\n"
      "}\n"
      : "+r"(lane_id), "+r"(pred)
      : "r"(0xffffffff));
  return pred;
}

__global__ void ring(const float* in, float* out, float* back, int* phases) {
  __shared__ __align__(128) float buf[2][CHUNK];
  __shared__ __align__(8) uint64_t full[2], empty[2], spare;
  const int t = threadIdx.x;
  if (t == 0) {
    for (int s = 0; s < 2; ++s) {
      bar_init(&full[s], 1);
      bar_init(&empty[s], BLOCK);
    }
    init_fence();
  }
  __syncthreads();
  const float* src = in + blockIdx.x * ITERS * CHUNK;
  const bool producer = t < 32 && elect_one_sync(t) != 0;  // one thread of the first warp
  for (int it = 0; it < ITERS; ++it) {
    const int s = it & 1;
    const uint32_t use = it >> 1;
    if (it >= 2) bar_wait(&empty[s], (use - 1) & 1);  // the stage's last readers are done
    if (producer) {
      if (it + 1 < ITERS)  // the next stage's bytes toward L2 (a hint)
        asm volatile("cp.async.bulk.prefetch.L2.global [%0], %1;" ::"l"(src + (it + 1) * CHUNK),
                     "r"(CHUNK * 4));
      else
        asm volatile("prefetch.global.L2::evict_last [%0];" ::"l"(src + it * CHUNK));
      if (it % 3 == 0) {  // the bytes announced before the copy, or after it
        bar_arrive_expect_tx(&full[s], CHUNK * 4);
        tma_load(buf[s], src + it * CHUNK, &full[s], CHUNK * 4);
      } else {
        tma_load(buf[s], src + it * CHUNK, &full[s], CHUNK * 4);
        bar_arrive_expect_tx(&full[s], CHUNK * 4);
      }
    }
    bar_wait(&full[s], use & 1);
    for (int k = t; k < CHUNK; k += BLOCK)
      out[(blockIdx.x * ITERS + it) * CHUNK + k] = buf[s][(k + 7) % CHUNK] * 2.0f + static_cast<float>(it);
    bar_arrive(&empty[s]);
  }
  // the last stage written by the threads, then stored back in bulk
  bar_wait(&empty[(ITERS - 1) & 1], ((ITERS - 1) >> 1) & 1);
  for (int k = t; k < CHUNK; k += BLOCK) buf[(ITERS - 1) & 1][k] = static_cast<float>(k * 3 + blockIdx.x);
  async_fence();
  __syncthreads();
  if (t == 0) {
    tma_store(back + blockIdx.x * CHUNK, buf[(ITERS - 1) & 1], CHUNK * 4);
    tma_store_wait();
  }
  // a phase seen from outside: 2 arrivals and 64 bytes
  if (t == 0) {
    bar_init(&spare, 2);
    int* p = phases + blockIdx.x * 8;
    uint64_t state;
    asm volatile("mbarrier.arrive.shared::cta.b64 %0, [%1];" : "=l"(state) : "r"(window(&spare)));
    p[0] = test_parity(&spare, 0);  // 0: one arrival pending
    asm volatile("mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%0], %1;" ::"r"(window(&spare)), "n"(64));
    bar_arrive(&spare);
    p[1] = test_parity(&spare, 0);  // 0: 64 bytes pending
    asm volatile("mbarrier.complete_tx.relaxed.cta.shared::cta.b64 [%0], %1;" ::"r"(window(&spare)), "r"(64));
    p[2] = test_parity(&spare, 0);  // 1: phase 0 complete
    p[3] = try_parity(&spare, 0);   // 1
    p[4] = test_parity(&spare, 1);  // 0: phase 1 is current
    bar_arrive(&spare);
    bar_arrive(&spare);
    p[5] = try_parity(&spare, 1);   // 1: phase 1 complete
    p[6] = test_parity(&spare, 0);  // 0: phase 2 (parity 0) is current
    p[7] = static_cast<int>(state != 0 ? 1 : 0) + 10;
    asm volatile("mbarrier.inval.shared::cta.b64 [%0];" ::"r"(window(&spare)));
  }
}

int main() {
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  static float h_in[BLOCKS * ITERS * CHUNK], h_out[BLOCKS * ITERS * CHUNK], h_back[BLOCKS * CHUNK];
  int h_phases[BLOCKS * 8];
  for (int i = 0; i < BLOCKS * ITERS * CHUNK; ++i) h_in[i] = static_cast<float>(i % 1000) * 0.5f - 100.0f;
  float *in = nullptr, *out = nullptr, *back = nullptr;
  int* phases = nullptr;
  cudaMalloc(&in, sizeof h_in);
  cudaMalloc(&out, sizeof h_out);
  cudaMalloc(&back, sizeof h_back);
  cudaMalloc(&phases, sizeof h_phases);
  cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  ring<<<BLOCKS, BLOCK>>>(in, out, back, phases);
  const cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(h_out, out, sizeof h_out, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_back, back, sizeof h_back, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_phases, phases, sizeof h_phases, cudaMemcpyDeviceToHost);
  int bad = e != cudaSuccess;
  for (int b = 0; b < BLOCKS; ++b) {
    for (int it = 0; it < ITERS; ++it)
      for (int k = 0; k < CHUNK; ++k) {
        const int at = (b * ITERS + it) * CHUNK + k;
        const float want = h_in[(b * ITERS + it) * CHUNK + (k + 7) % CHUNK] * 2.0f + static_cast<float>(it);
        if (h_out[at] != want && bad++ < 10)
          std::printf("ring block %d step %d element %d: %g, want %g\n", b, it, k, h_out[at], want);
      }
    for (int k = 0; k < CHUNK; ++k)
      if (h_back[b * CHUNK + k] != static_cast<float>(k * 3 + b) && bad++ < 10)
        std::printf("bulk store block %d element %d: %g, want %d\n", b, k, h_back[b * CHUNK + k], k * 3 + b);
    const int want[8] = {0, 0, 1, 1, 0, 1, 0, -1};
    for (int k = 0; k < 7; ++k)
      if (h_phases[b * 8 + k] != want[k] && bad++ < 10)
        std::printf("phase test %d of block %d: %d, want %d\n", k, b, h_phases[b * 8 + k], want[k]);
    if (h_phases[b * 8 + 7] != 10 && h_phases[b * 8 + 7] != 11)
      bad++, std::printf("arrive's state not written\n");
  }
  cudaFree(in);
  cudaFree(out);
  cudaFree(back);
  cudaFree(phases);
  if (bad) {
    std::printf("ptx tma wrong: %d results (%s)\n", bad, cudaGetErrorName(e));
    return 3;
  }
  std::printf("ptx tma ok (warp %d)\n", warp);
  return 0;
}
