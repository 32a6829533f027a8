// Spin-waits with a back-off: CUDA's __nanosleep and PTX's nanosleep.u32 (a register and an immediate),
// which HIP does not have. Groups of 64 threads (a wavefront on AMD GPUs, two warps on NVIDIA ones) wait for
// one another in a chain through shared memory, the last group first, so every group but the last spins
// until a later one sets its flag; before that, one thread per group takes a lock (atomicCAS, a back-off
// while it is held, and the holder sleeps in it) to add to a count; and a second block waits for the first
// through global memory (NCCL's pre-Volta acquire and release: a volatile access and a fence in one
// template). Each wait is between different wavefronts, which is what AMD GPUs (whose lanes of
// one wavefront run in lockstep) and NVIDIA ones both complete. The port writes crosswarpNanosleep, which
// sleeps the wave on AMD GPUs and lets the other GPU threads run under crosswarp-simt; the simt test ports
// this file and runs it under both wavefront sizes: "ptx nanosleep ok (warp N)", else what differs and
// exit 3. Built with nvcc (sm_70 or newer), the CUDA original checks the same on an NVIDIA GPU.
#include <cstdio>

#define BLOCK 256
#define GROUP 64
#define GROUPS (BLOCK / GROUP)

__device__ __forceinline__ void back_off(unsigned ns) {
  asm volatile("nanosleep.u32 %0;" ::"r"(ns));
}

// NCCL's acquire and release before Volta: a volatile access and a fence in one template
__device__ __forceinline__ int load_acquire(const int* p) {
  int v;
  asm volatile("ld.volatile.global.u32 %0, [%1]; membar.gl;" : "=r"(v) : "l"(p) : "memory");
  return v;
}

__device__ __forceinline__ void store_release(int* p, int v) {
  asm volatile("membar.sys; st.volatile.global.u32 [%0], %1;" ::"l"(p), "r"(v) : "memory");
}

__global__ void chain(int* order, int* total, int* mailbox, int* seen) {
  __shared__ volatile int flag[GROUPS + 1];
  __shared__ volatile int count, sum;
  __shared__ int lock, next;
  const int t = threadIdx.x, g = t / GROUP;
  if (t <= GROUPS) flag[t] = t == GROUPS;  // the last group's flag (GROUPS) is set: it goes first
  if (t == 0) lock = next = count = sum = 0;
  __syncthreads();
  if (blockIdx.x == 0) {
    // the lock: one thread per group adds g + 1 to count; the holder sleeps in it, so the others find it
    // taken
    if (t % GROUP == 0) {
      while (atomicCAS(&lock, 0, 1) != 0) __nanosleep(100);
      __threadfence_block();
      const int held = count;
      __nanosleep(50);
      count = held + g + 1;
      __threadfence_block();
      atomicExch(&lock, 0);
    }
    // the chain: group g waits for group g + 1, with a growing back-off
    unsigned ns = 32;
    while (flag[g + 1] == 0) {
      back_off(ns);
      if (ns < 1024) ns *= 2;
    }
    if (t % GROUP == 0) {
      order[g] = atomicAdd(&next, 1);  // 0 for the last group, GROUPS - 1 for the first
      sum = sum * 10 + g;
      __threadfence_block();
      flag[g] = 1;
    }
    __syncthreads();
    if (t == 0) {
      *total = sum * 100 + count;
      store_release(mailbox, 1);  // block 1 waits for this
    }
  } else {
    // the other block: its first thread waits for block 0 through global memory (an immediate back-off);
    // the rest of its block waits at the barrier
    if (t == 0) {
      while (load_acquire(mailbox) == 0) asm volatile("nanosleep.u32 200;");
      *seen = *total;
    }
    __syncthreads();
  }
}

int main() {
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  int *order = nullptr, *total = nullptr, *mailbox = nullptr, *seen = nullptr;
  cudaMalloc(&order, GROUPS * sizeof(int));
  cudaMalloc(&total, sizeof(int));
  cudaMalloc(&mailbox, sizeof(int));
  cudaMalloc(&seen, sizeof(int));
  cudaMemset(mailbox, 0, sizeof(int));
  cudaMemset(seen, 0, sizeof(int));
  // two blocks: they may run one after the other, so block 1 must not hold up block 0 (block 0 never waits
  // for it); on a GPU and under crosswarp-simt both orders complete
  chain<<<2, BLOCK>>>(order, total, mailbox, seen);
  const cudaError_t e = cudaDeviceSynchronize();
  int h_order[GROUPS] = {}, h_total = 0, h_seen = 0;
  cudaMemcpy(h_order, order, sizeof h_order, cudaMemcpyDeviceToHost);
  cudaMemcpy(&h_total, total, sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(&h_seen, seen, sizeof(int), cudaMemcpyDeviceToHost);
  int bad = e != cudaSuccess, want_total = 0;
  for (int g = GROUPS - 1; g >= 0; --g) want_total = want_total * 10 + g;  // 3210 for four groups
  want_total = want_total * 100 + GROUPS * (GROUPS + 1) / 2;               // and the count: 321010
  for (int g = 0; g < GROUPS; ++g)
    if (h_order[g] != GROUPS - 1 - g && bad++ < 10)
      std::printf("group %d came %d-th, want %d-th\n", g, h_order[g], GROUPS - 1 - g);
  if (h_total != want_total) bad++, std::printf("total %d, want %d\n", h_total, want_total);
  if (h_seen != want_total) bad++, std::printf("block 1 saw %d, want %d\n", h_seen, want_total);
  cudaFree(order);
  cudaFree(total);
  cudaFree(mailbox);
  cudaFree(seen);
  if (bad) {
    std::printf("ptx nanosleep wrong: %d results (%s)\n", bad, cudaGetErrorName(e));
    return 3;
  }
  std::printf("ptx nanosleep ok (warp %d)\n", warp);
  return 0;
}
