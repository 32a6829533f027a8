// Half-precision gradient accumulation with atomicAdd on __half and __half2 (sm_70 and later in CUDA), as embedding
// and scatter-add backward kernels write it. HIP 5.7 has no atomicAdd overload for either type; ported for it the
// file gets overloads that do a compare-and-swap loop on the 32-bit word. The host checks the sums, which are exact
// here (small integers in fp16), and the old values returned.
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#define CHECK(call)                                                                            \
  do {                                                                                         \
    cudaError_t e_ = (call);                                                                   \
    if (e_ != cudaSuccess) {                                                                   \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));         \
      return 1;                                                                                \
    }                                                                                          \
  } while (0)

// Each thread adds 1 to row (thread % rows) of a __half table and (1, 2) to the same row of a __half2 table.
__global__ void scatter_add(__half* table, __half2* pairs, int rows, int* first_old) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = t % rows;
  const __half old = atomicAdd(table + row, __float2half(1.0f));
  atomicAdd(pairs + row, __floats2half2_rn(1.0f, 2.0f));
  if (__half2float(old) == 0.0f) atomicAdd(first_old + row, 1);  // exactly one thread per row saw 0
}

int main() {
  const int rows = 7, threads = 7 * 64;  // adjacent __half rows share 32-bit words
  __half* table = nullptr;
  __half2* pairs = nullptr;
  int* first_old = nullptr;
  CHECK(cudaMalloc(&table, rows * sizeof(__half)));
  CHECK(cudaMalloc(&pairs, rows * sizeof(__half2)));
  CHECK(cudaMalloc(&first_old, rows * sizeof(int)));
  CHECK(cudaMemset(table, 0, rows * sizeof(__half)));
  CHECK(cudaMemset(pairs, 0, rows * sizeof(__half2)));
  CHECK(cudaMemset(first_old, 0, rows * sizeof(int)));
  scatter_add<<<threads / 64, 64>>>(table, pairs, rows, first_old);
  CHECK(cudaGetLastError());
  __half h_table[rows];
  __half2 h_pairs[rows];
  int h_first[rows];
  CHECK(cudaMemcpy(h_table, table, sizeof h_table, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(h_pairs, pairs, sizeof h_pairs, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(h_first, first_old, sizeof h_first, cudaMemcpyDeviceToHost));
  int wrong = 0;
  for (int r = 0; r < rows; ++r) {
    const float per_row = threads / rows;
    if (__half2float(h_table[r]) != per_row || __low2float(h_pairs[r]) != per_row ||
        __high2float(h_pairs[r]) != 2 * per_row || h_first[r] != 1)
      ++wrong;
  }
  std::printf("half atomics: %d of %d rows wrong\n", wrong, rows);
  CHECK(cudaFree(table));
  CHECK(cudaFree(pairs));
  CHECK(cudaFree(first_old));
  return wrong == 0 ? 0 : 1;
}
