// __match_any_sync and __match_all_sync, which HIP has from 6.2: the simt test ports this file with --hip-version 5.7
// (each call a loop of __shfl over the wavefront, the values compared bit for bit) and runs the port under both
// wavefront sizes. The program checks the masks and predicates on every lane: "match sync ok", else exit 3.
#include <cstdio>

__global__ void match(const int* in, unsigned long long* any, unsigned long long* all, int* pred) {
  const int t = threadIdx.x;
  const unsigned long long lanes = __activemask();
  // the lanes of the warp whose value has the same residue mod 3 (a full mask: the whole wavefront)
  any[t] = __match_any_sync(0xffffffff, in[t] % 3);
  // every lane of the warp holds the same float, except in lane 5's warp, where lane 5 holds -0.0: equal to 0.0 as a
  // float, but not the same bits
  int p = -1;
  all[t] = __match_all_sync(lanes, in[t] == 5 ? -0.0f : 0.0f, &p);
  pred[t] = p;
}

int main() {
  const int n = 128;
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  int h_in[n], h_pred[n];
  unsigned long long h_any[n], h_all[n];
  for (int i = 0; i < n; ++i) h_in[i] = i;
  int *d_in, *d_pred;
  unsigned long long *d_any, *d_all;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_pred, sizeof h_pred);
  cudaMalloc(&d_any, sizeof h_any);
  cudaMalloc(&d_all, sizeof h_all);
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  match<<<1, n>>>(d_in, d_any, d_all, d_pred);
  cudaMemcpy(h_any, d_any, sizeof h_any, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_all, d_all, sizeof h_all, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_pred, d_pred, sizeof h_pred, cudaMemcpyDeviceToHost);
  const unsigned long long full = warp == 64 ? ~0ull : (1ull << warp) - 1;
  int bad = 0;
  for (int t = 0; t < n; ++t) {
    const int first = t / warp * warp;
    unsigned long long same = 0;
    for (int l = first; l < first + warp; ++l)
      if (l % 3 == t % 3) same |= 1ull << (l - first);
    const bool zero_bits_differ = first <= 5 && 5 < first + warp;
    const unsigned long long want_all = zero_bits_differ ? 0 : full;
    if (h_any[t] != same || h_all[t] != want_all || h_pred[t] != !zero_bits_differ) {
      if (bad < 5)
        printf("thread %d: any %llx (want %llx), all %llx (want %llx), pred %d\n", t, h_any[t], same, h_all[t],
               want_all, h_pred[t]);
      ++bad;
    }
  }
  printf(bad ? "match sync wrong: %d\n" : "match sync ok (warp %d)\n", bad ? bad : warp);
  return bad ? 3 : 0;
}
