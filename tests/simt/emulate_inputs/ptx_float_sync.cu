// Inline PTX that `crosswarp port` writes as HIP's own functions (src/port/inline_ptx.h): the approximate
// float instructions and barriers and fences without operands. Each approximate instruction runs on 4096
// inputs of its domain and is compared, on the host, with the math in double, within the instruction's error
// bound as the PTX ISA states it (with margin): the instruction itself on an NVIDIA GPU, and HIP's function
// of the same math in the port, must both pass. A block sum uses bar.sync between its steps, and the last
// block to finish (membar.gl, then an atomic counter: CUDA's threadFenceReduction pattern) adds the blocks'
// sums. Prints each function's largest error, then "ptx float sync ok", or what is wrong and exit 3. The simt
// test runs the port of this file under both wavefront sizes.
#include <cmath>
#include <cstdio>

#define N 4096
#define FUNCTIONS 15
#define BLOCKS 16
#define THREADS 256

// the input of function f at t: spread over the domain where the instruction's bound holds
__host__ __device__ float input(int f, int t) {
  const float u = (t + 0.5f) / N;  // (0, 1)
  switch (f / 2) {
    case 0:
      return -20.0f + 40.0f * u;  // ex2
    case 1:
      return 1.0e-3f + 1.0e3f * u * u;  // lg2
    case 2:
      return (t & 1 ? -1.0f : 1.0f) * (1.0e-3f + 1.0e3f * u * u);  // rcp
    case 3:
      return 1.0e-3f + 1.0e3f * u * u;  // rsqrt
    case 4:
      return 1.0e-3f + 1.0e3f * u * u;  // sqrt
    case 5:
      return -3.14159265f + 6.28318531f * u;  // sin
    case 6:
      return -3.14159265f + 6.28318531f * u;  // cos
    default:
      return -8.0f + 16.0f * u;  // tanh
  }
}

__global__ void approx(float* out) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= N) return;
  float y;
  asm("ex2.approx.f32 %0, %1;" : "=f"(y) : "f"(input(0, t)));
  out[0 * N + t] = y;
  asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(input(1, t)));
  out[1 * N + t] = y;
  asm("lg2.approx.f32 %0, %1;" : "=f"(y) : "f"(input(2, t)));
  out[2 * N + t] = y;
  asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(input(3, t)));
  out[3 * N + t] = y;
  asm("rcp.approx.f32 %0, %1;" : "=f"(y) : "f"(input(4, t)));
  out[4 * N + t] = y;
  asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(input(5, t)));
  out[5 * N + t] = y;
  asm("rsqrt.approx.f32 %0, %1;" : "=f"(y) : "f"(input(6, t)));
  out[6 * N + t] = y;
  asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(input(7, t)));
  out[7 * N + t] = y;
  asm("sqrt.approx.f32 %0, %1;" : "=f"(y) : "f"(input(8, t)));
  out[8 * N + t] = y;
  asm("sqrt.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(input(9, t)));
  out[9 * N + t] = y;
  asm("sin.approx.f32 %0, %1;" : "=f"(y) : "f"(input(10, t)));
  out[10 * N + t] = y;
  asm("sin.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(input(11, t)));
  out[11 * N + t] = y;
  asm("cos.approx.f32 %0, %1;" : "=f"(y) : "f"(input(12, t)));
  out[12 * N + t] = y;
  asm("cos.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(input(13, t)));
  out[13 * N + t] = y;
  y = input(14, t);
  asm("tanh.approx.f32 %0, %0;" : "+f"(y));
  out[14 * N + t] = y;
}

__device__ unsigned int finished = 0;

// each block sums its 256 values (bar.sync between the steps); the last block adds the blocks' sums
__global__ void block_sums(const unsigned int* x, unsigned int* partial, unsigned int* total) {
  __shared__ unsigned int s[THREADS];
  __shared__ bool last;
  s[threadIdx.x] = x[blockIdx.x * THREADS + threadIdx.x];
  asm volatile("bar.sync 0;" ::: "memory");
  for (int w = THREADS / 2; w > 0; w /= 2) {
    if (threadIdx.x < w) s[threadIdx.x] += s[threadIdx.x + w];
    asm volatile("barrier.sync 0;" ::: "memory");
  }
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = s[0];
    asm volatile("membar.gl;" ::: "memory");
    last = atomicAdd(&finished, 1u) == BLOCKS - 1;
  }
  __syncthreads();
  if (last && threadIdx.x == 0) {
    asm volatile("fence.acq_rel.gpu;" ::: "memory");
    unsigned int sum = 0;
    for (int b = 0; b < BLOCKS; ++b) sum += static_cast<volatile unsigned int*>(partial)[b];
    *total = sum;
  }
}

int main() {
  static const char* const names[FUNCTIONS] = {
      "ex2.approx.f32",  "ex2.approx.ftz.f32",  "lg2.approx.f32",   "lg2.approx.ftz.f32",
      "rcp.approx.f32",  "rcp.approx.ftz.f32",  "rsqrt.approx.f32", "rsqrt.approx.ftz.f32",
      "sqrt.approx.f32", "sqrt.approx.ftz.f32", "sin.approx.f32",   "sin.approx.ftz.f32",
      "cos.approx.f32",  "cos.approx.ftz.f32",  "tanh.approx.f32"};
  float* d = nullptr;
  if (cudaMalloc(&d, sizeof(float) * N * FUNCTIONS) != cudaSuccess) return 2;
  approx<<<N / 128, 128>>>(d);
  static float h[N * FUNCTIONS];
  if (cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess) return 2;
  if (cudaFree(d) != cudaSuccess) return 2;
  int wrong = 0;
  for (int f = 0; f < FUNCTIONS; ++f) {
    double worst = 0.0;  // the largest error
    for (int t = 0; t < N; ++t) {
      const double x = input(f, t), y = h[f * N + t];
      double want = 0.0;
      switch (f / 2) {
        case 0:
          want = std::exp2(x);
          break;
        case 1:
          want = std::log2(x);
          break;
        case 2:
          want = 1.0 / x;
          break;
        case 3:
          want = 1.0 / std::sqrt(x);
          break;
        case 4:
          want = std::sqrt(x);
          break;
        case 5:
          want = std::sin(x);
          break;
        case 6:
          want = std::cos(x);
          break;
        default:
          want = std::tanh(x);
          break;
      }
      // sin, cos: absolute; lg2: absolute near 1, relative away from it; the others relative
      const double scale = f / 2 == 5 || f / 2 == 6 ? 1.0
                           : f / 2 == 1             ? std::fmax(1.0, std::fabs(want))
                                                    : std::fabs(want);
      const double err = std::fabs(y - want) / scale;
      if (!(err <= worst)) worst = err;  // NaN counts
    }
    // the PTX ISA's bounds: ex2 2 ulp (rel), lg2 2^-22 (abs), rcp/rsqrt/sqrt 1-2 ulp, sin/cos 2^-20.5 (abs)
    // on
    // [-pi, pi], tanh 2^-11 (rel); each doubled for margin
    const double bound = f / 2 == 7 ? 1.0e-3 : f / 2 == 5 || f / 2 == 6 ? 1.5e-6 : 5.0e-7;
    std::printf("%-22s largest error %.3g (bound %.3g)\n", names[f], worst, bound);
    if (!(worst <= bound)) {
      std::printf("%s differs\n", names[f]);
      ++wrong;
    }
  }
  unsigned int hx[BLOCKS * THREADS], expect = 0;
  for (int i = 0; i < BLOCKS * THREADS; ++i)
    expect += hx[i] = static_cast<unsigned int>(i * 2654435761u >> 7);
  unsigned int *dx = nullptr, *dpartial = nullptr, *dtotal = nullptr;
  if (cudaMalloc(&dx, sizeof hx) != cudaSuccess ||
      cudaMalloc(&dpartial, sizeof(unsigned int) * BLOCKS) != cudaSuccess ||
      cudaMalloc(&dtotal, sizeof(unsigned int)) != cudaSuccess)
    return 2;
  if (cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice) != cudaSuccess) return 2;
  block_sums<<<BLOCKS, THREADS>>>(dx, dpartial, dtotal);
  unsigned int total = 0;
  if (cudaMemcpy(&total, dtotal, sizeof total, cudaMemcpyDeviceToHost) != cudaSuccess) return 2;
  if (cudaFree(dx) != cudaSuccess || cudaFree(dpartial) != cudaSuccess || cudaFree(dtotal) != cudaSuccess)
    return 2;
  if (total != expect) {
    std::printf("block sums: %u, want %u\n", total, expect);
    ++wrong;
  }
  if (wrong) {
    std::printf("ptx float sync wrong: %d\n", wrong);
    return 3;
  }
  std::printf("ptx float sync ok\n");
  return 0;
}
