// IEEE float operations in a stated rounding mode, as inline PTX (CUB's FMUL_RZ) and as CUDA's intrinsics
// (__fmul_rz, __fadd_rd, ...): the port writes both as HIP's __fmul_rz & co. The simt test ports this file
// and runs the port under both wavefront sizes; the program checks every result against the exact result
// rounded on the host (products and sums of these floats are exact in double): "ptx rounded ok (warp N)",
// else each wrong one and exit 3. Built with nvcc, the CUDA original checks the instructions themselves the
// same way (an H100: "ptx rounded ok", bench/results/build-2026-12-07-s36/ptx_rounded_cuda_h100.txt).
#include <cmath>
#include <cstdio>

#define N 256
#define OPS 12

__device__ float a_of(int t) {
  return 1.0f + static_cast<float>(t * 2654435761u % 8388608u) * 0x1p-23f;
}
__device__ float b_of(int t) {
  return (t & 1 ? -1.0f : 1.0f) * (0.5f + static_cast<float>(t * 40503u % 8388608u) * 0x1p-24f);
}

__global__ void rounded(float* out) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= N) return;
  const float a = a_of(t), b = b_of(t);
  float* o = out + OPS * t;
  float d;
  asm("mul.rn.f32 %0, %1, %2;" : "=f"(d) : "f"(a), "f"(b));
  o[0] = d;
  asm("mul.rz.f32 %0, %1, %2;" : "=f"(d) : "f"(a), "f"(b));
  o[1] = d;
  asm("mul.rm.f32 %0, %1, %2;" : "=f"(d) : "f"(a), "f"(b));
  o[2] = d;
  asm("mul.rp.f32 %0, %1, %2;" : "=f"(d) : "f"(a), "f"(b));
  o[3] = d;
  asm("add.rz.f32 %0, %1, %2;" : "=f"(d) : "f"(a), "f"(b * 0x1p-20f));
  o[4] = d;
  asm("sub.rm.f32 %0, %1, %2;" : "=f"(d) : "f"(a), "f"(b * 0x1p-20f));
  o[5] = d;
  d = a;
  asm("add.rp.f32 %0, %0, %1;" : "+f"(d) : "f"(b * 0x1p-20f));
  o[6] = d;
  asm("fma.rz.f32 %0, %1, %2, %3;" : "=f"(d) : "f"(a), "f"(b), "f"(0.0f));
  o[7] = d;
  o[8] = __fmul_rz(a, b);
  o[9] = __fmul_ru(a, b);
  o[10] = __fadd_rd(a, b * 0x1p-20f);
  o[11] = __fsub_ru(a, b * 0x1p-20f);
}

// the exact x rounded to float: mode 'n' nearest, 'z' toward zero, 'm' toward -inf, 'p' toward +inf
float round_to(double x, char mode) {
  float f = static_cast<float>(x);
  if (mode == 'z' && std::fabs(static_cast<double>(f)) > std::fabs(x)) f = std::nextafter(f, 0.0f);
  if (mode == 'm' && static_cast<double>(f) > x) f = std::nextafter(f, -INFINITY);
  if (mode == 'p' && static_cast<double>(f) < x) f = std::nextafter(f, INFINITY);
  return f;
}

float host_a(int t) {
  return 1.0f + static_cast<float>(t * 2654435761u % 8388608u) * 0x1p-23f;
}
float host_b(int t) {
  return (t & 1 ? -1.0f : 1.0f) * (0.5f + static_cast<float>(t * 40503u % 8388608u) * 0x1p-24f);
}

int main() {
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  float* d = nullptr;
  cudaMalloc(&d, sizeof(float) * N * OPS);
  rounded<<<N / 64, 64>>>(d);
  static float h[N * OPS];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  const char* names[OPS] = {"mul.rn", "mul.rz", "mul.rm",    "mul.rp",    "add.rz",    "sub.rm",
                            "add.rp", "fma.rz", "__fmul_rz", "__fmul_ru", "__fadd_rd", "__fsub_ru"};
  int bad = 0, inexact = 0;
  for (int t = 0; t < N; ++t) {
    const double a = host_a(t), b = host_b(t), c = static_cast<double>(host_b(t) * 0x1p-20f);
    const double product = a * b, sum = a + c, difference = a - c;  // exact in double
    const float want[OPS] = {round_to(product, 'n'), round_to(product, 'z'), round_to(product, 'm'),
                             round_to(product, 'p'), round_to(sum, 'z'),     round_to(difference, 'm'),
                             round_to(sum, 'p'),     round_to(product, 'z'), round_to(product, 'z'),
                             round_to(product, 'p'), round_to(sum, 'm'),     round_to(difference, 'p')};
    inexact += static_cast<double>(static_cast<float>(product)) != product;
    for (int k = 0; k < OPS; ++k)
      if (h[OPS * t + k] != want[k] && bad++ < 10)
        std::printf("%s of input %d: %a, want %a\n", names[k], t, h[OPS * t + k], want[k]);
  }
  if (bad || inexact < N / 2) {
    std::printf("ptx rounded wrong: %d results (%d inexact products)\n", bad, inexact);
    return 3;
  }
  std::printf("ptx rounded ok (warp %d)\n", warp);
  return 0;
}
