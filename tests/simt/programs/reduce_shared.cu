// Block reduction in shared memory (tree, one barrier per level), grid total with atomicAdd.
#include <cstdio>
#include <vector>

__global__ void block_sum(const int* in, int n, unsigned long long* total) {
  extern __shared__ int partial[];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x * 2 + t;
  int v = 0;
  if (i < n) v += in[i];
  if (i + (int)blockDim.x < n) v += in[i + blockDim.x];
  partial[t] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0) atomicAdd(total, (unsigned long long)partial[0]);
}

int main() {
  const int n = 100003, threads = 256;
  std::vector<int> h(n);
  unsigned s = 12345;
  unsigned long long expect = 0;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)(s >> 20);
    expect += h[i];
  }
  int* d;
  unsigned long long* total;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&total, sizeof(unsigned long long));
  cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(total, 0, sizeof(unsigned long long));
  int blocks = (n + threads * 2 - 1) / (threads * 2);
  block_sum<<<blocks, threads, threads * sizeof(int)>>>(d, n, total);
  unsigned long long got = 0;
  cudaMemcpy(&got, total, sizeof got, cudaMemcpyDeviceToHost);
  cudaFree(d);
  cudaFree(total);
  bool ok = got == expect && cudaGetLastError() == cudaSuccess;
  printf("reduce_shared: checksum=%llu %s\n", got, ok ? "ok" : "MISMATCH");
  return ok ? 0 : 1;
}
