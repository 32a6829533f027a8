// Seed: special-register reads (%warpid, %smid, %clock64), per-lane and serialized spin locks, and symbol copies.
__device__ int lk;
__device__ long long total;
__device__ unsigned ids(unsigned& s) {
  unsigned w;
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(w));
  asm("mov.u32 %0, %%smid;" : "=r"(s));
  long long c;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(c));
  return w + unsigned(c);
}
__device__ void lock(int* m) { while (atomicCAS(m, 0, 1) != 0) {} }
__global__ void k(const int* x) {
  lock(&lk);
  total += x[threadIdx.x];
  atomicExch(&lk, 0);
  for (unsigned long long todo = __activemask(); todo; todo &= todo - 1)
    if (threadIdx.x % warpSize == __ffsll(todo) - 1) {
      bool done = false;
      while (!done) if (atomicCAS(&lk, 0, 1) == 0) { total += 1; atomicExch(&lk, 0); done = true; }
    }
}
int main() {
  long long z = 0;
  void* p;
  cudaMemcpyToSymbolAsync(total, &z, sizeof z, 0, cudaMemcpyHostToDevice, 0);
  cudaGetSymbolAddress(&p, total);
  k<<<1, 64>>>(nullptr);
}
