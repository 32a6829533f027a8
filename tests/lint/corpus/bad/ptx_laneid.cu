// Reads the lane id with inline PTX.
// expect: inline-ptx
#include <cuda_runtime.h>

__device__ unsigned lane_id() {
  unsigned id;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));
  return id;
}

__global__ void write_lanes(unsigned* out) { out[threadIdx.x] = lane_id(); }
