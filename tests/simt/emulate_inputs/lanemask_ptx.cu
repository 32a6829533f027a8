// Inline PTX reading the lane-mask special registers, as warp-aggregated kernels write them (HeCBench's bscan reads
// %lanemask_lt with a single '%'). PTX's lane masks are 32-bit registers; `crosswarp port` writes each read as the
// 64-bit mask computed from __lane_id() (and warns that a 32-bit variable keeps lanes 0-31 only). This program
// checks every lane's masks, inactive lanes included (odd lanes read, even lanes do not), against the definition
// for the wavefront it runs on, cut to the 32 bits the CUDA program keeps, and prints "lanemask ok" when all agree.
#include <cstdio>

__device__ unsigned int read_lt() {
  unsigned int m;
  asm volatile("mov.u32 %0, %lanemask_lt;" : "=r"(m));
  return m;
}
__device__ unsigned int read_le() {
  unsigned int m;
  asm volatile("mov.u32 %0, %%lanemask_le;" : "=r"(m));
  return m;
}
__device__ unsigned int read_eq() {
  unsigned int m;
  asm volatile("mov.u32 %0, %%lanemask_eq;" : "=r"(m));
  return m;
}
__device__ unsigned int read_gt() {
  unsigned int m;
  asm volatile("mov.u32 %0, %%lanemask_gt;" : "=r"(m));
  return m;
}
__device__ unsigned int read_ge() {
  unsigned int m;
  asm volatile("mov.u32 %0, %%lanemask_ge;" : "=r"(m));
  return m;
}

__global__ void masks(unsigned int* out, int* lane_of) {
  const int t = threadIdx.x;
  if (t % 2 == 0) return;  // the even lanes are inactive while the odd ones read
  unsigned int lane;
  asm("mov.u32 %0, %laneid;" : "=r"(lane));
  lane_of[t] = static_cast<int>(lane);
  out[5 * t + 0] = read_lt();
  out[5 * t + 1] = read_le();
  out[5 * t + 2] = read_eq();
  out[5 * t + 3] = read_gt();
  out[5 * t + 4] = read_ge();
}

int main() {
  const int threads = 128;
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  unsigned int *d_out, h_out[5 * threads] = {};
  int *d_lane, h_lane[threads] = {};
  cudaMalloc(&d_out, sizeof h_out);
  cudaMalloc(&d_lane, sizeof h_lane);
  cudaMemset(d_out, 0, sizeof h_out);
  masks<<<1, threads>>>(d_out, d_lane);
  cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_lane, d_lane, sizeof h_lane, cudaMemcpyDeviceToHost);
  const unsigned long long all = warp == 64 ? ~0ull : (1ull << warp) - 1;
  int bad = 0;
  for (int t = 1; t < threads; t += 2) {
    const int l = t % warp;
    const unsigned long long eq = 1ull << l, lt = eq - 1;
    const unsigned long long want[5] = {lt, lt | eq, eq, all & ~(lt | eq), all & ~lt};
    bad += h_lane[t] != l;
    for (int k = 0; k < 5; ++k) {
      const unsigned int got = h_out[5 * t + k], w = static_cast<unsigned int>(want[k]);
      if (got != w) {
        if (bad < 5) printf("thread %d mask %d: got %x want %x\n", t, k, got, w);
        ++bad;
      }
    }
  }
  printf(bad ? "lanemask wrong: %d\n" : "lanemask ok (warp %d)\n", bad ? bad : warp);
  return bad ? 3 : 0;
}
