// Warp-synchronous code that HIP 5.7 has no names for: __syncwarp between shared-memory steps, __activemask, a vote
// whose full mask is a macro, votes on a partial mask held in a variable by the lanes it names, and sm_80's
// __reduce_*_sync on the full and on a partial mask, which no HIP has. The simt test ports it with --hip-version 5.7
// (crosswarpSyncwarp, __ballot(1), __any, HIP 6.2's __ballot & mask, shuffle loops) and runs the port under both
// wavefront sizes; the program checks its results and prints "warp sync ok".
#include <cstdio>

#define FULL_MASK 0xffffffff

__global__ void exchange(const int* in, int* out, unsigned long long* active, unsigned* low, unsigned* sums) {
  __shared__ int s[128];
  const int t = threadIdx.x;
  s[t] = in[t];
  __syncwarp();
  const int neighbour = s[t ^ 1];  // the other lane of the pair, written before the barrier
  __syncwarp();
  s[t] = neighbour * 2;
  __syncwarp();
  out[t] = s[t ^ 1] + (__any_sync(FULL_MASK, in[t] == 7) ? 1000 : 0);
  active[t] = __activemask();
  sums[3 * t] = __reduce_add_sync(FULL_MASK, static_cast<unsigned>(in[t]));  // the whole warp
  sums[3 * t + 1] = __reduce_max_sync(FULL_MASK, in[t] % 37);
  // a mask the port cannot prove full: the lanes it names (all of them here) are combined one by one
  const unsigned long long here = __activemask();
  sums[3 * t + 2] = __reduce_add_sync(here, static_cast<unsigned>(in[t] % 16));
  // last: once the lanes diverge, crosswarp-simt (which runs lanes as threads, without HIP's execution mask) cannot
  // pair a later mask-less collective of the other lanes with theirs
  const unsigned lanes = 0xffffu;  // the warp's lanes 0-15
  if (t % warpSize < 16) {
    const unsigned odd = __ballot_sync(lanes, in[t] % 2);
    low[t] = odd | (__all_sync(lanes, in[t] >= 0) ? 1u << 16 : 0u) | (__any_sync(lanes, in[t] == 3) ? 1u << 17 : 0u);
  }
}

int main() {
  const int n = 128;
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  int h_in[n], h_out[n];
  unsigned long long h_active[n];
  unsigned h_low[n] = {}, h_sums[3 * n] = {};
  for (int i = 0; i < n; ++i) h_in[i] = i;
  int *d_in, *d_out;
  unsigned long long* d_active;
  unsigned *d_low, *d_sums;
  cudaMalloc(&d_low, sizeof h_low);
  cudaMalloc(&d_sums, sizeof h_sums);
  cudaMemset(d_sums, 0, sizeof h_sums);
  cudaMemset(d_low, 0, sizeof h_low);
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_out, sizeof h_out);
  cudaMalloc(&d_active, sizeof h_active);
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  exchange<<<1, n>>>(d_in, d_out, d_active, d_low, d_sums);
  cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_active, d_active, sizeof h_active, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_low, d_low, sizeof h_low, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_sums, d_sums, sizeof h_sums, cudaMemcpyDeviceToHost);
  const unsigned long long all = warp == 64 ? ~0ull : (1ull << warp) - 1;
  int bad = 0;
  for (int t = 0; t < n; ++t) {
    // s[t ^ 1] holds 2 * in[t]; the warp holding thread 7 (value 7) adds 1000
    const int want = 2 * t + (t / warp == 7 / warp ? 1000 : 0);
    // lanes 0-15 of each warp: the odd values' lanes (the odd lanes: 0xaaaa), all >= 0, and whether value 3 is there
    const unsigned want_low = t % warp < 16 ? 0xaaaau | 1u << 16 | (t / warp == 0 ? 1u << 17 : 0u) : 0u;
    const int first = t / warp * warp;  // the warp's lanes hold first .. first + warp - 1
    unsigned sum = 0, sum16 = 0, max37 = 0;
    for (int l = first; l < first + warp; ++l) {
      sum += l;
      sum16 += l % 16;
      max37 = l % 37 > max37 ? l % 37 : max37;
    }
    if (h_sums[3 * t] != sum || h_sums[3 * t + 1] != max37 || h_sums[3 * t + 2] != sum16) {
      if (bad < 5) printf("thread %d: sums %u %u %u\n", t, h_sums[3 * t], h_sums[3 * t + 1], h_sums[3 * t + 2]);
      ++bad;
    }
    if (h_out[t] != want || (h_active[t] & all) != all || h_low[t] != want_low) {
      if (bad < 5) printf("thread %d: out %d (want %d), active %llx, low %x (want %x)\n", t, h_out[t], want, h_active[t], h_low[t], want_low);
      ++bad;
    }
  }
  printf(bad ? "warp sync wrong: %d\n" : "warp sync ok (warp %d)\n", bad ? bad : warp);
  return bad ? 3 : 0;
}
