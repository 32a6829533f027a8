// The port's C++ for inline PTX half-precision instructions against the instructions, on an NVIDIA GPU
// (tests/device/ptx_half_check.sh builds it): each form of tests/simt/emulate_inputs/ptx_half.cu, as written
// there (PTX) and as `crosswarp port` writes it (the functions it defines). Two-operand forms run on all 2^32
// pairs of low halves (the high halves hashed), one-operand forms on all 2^32 registers (2^16 halves), cvt on
// all 2^32 floats in each operand, fma on 2^32 triples: by index, an eighth edge values in every half, three
// eighths an addend that cancels the product (the instruction's own product, negated or not, its low bits
// changed), the rest hashed bits. First it prints what the instructions give for NaNs, subnormals, signed
// zeros and cvt's operand order; then each form's mismatches (the first four with their operands) and "ptx
// half exhaustive: B of F forms mismatch".
#include <cstdio>

#define forms original
#include "ptx_half_forms_original.inc"
#undef forms
#define forms ported
#include "ptx_half_forms_ported.inc"
#undef forms
#include "ptx_half_forms_list.inc"

enum Kind { kUnary, kBinary, kTernary, kCvt };

__host__ __device__ unsigned int mix(unsigned int t, unsigned int k) {
  unsigned int x = t * 0x9e3779b9u + k * 0x85ebca6bu + 0x165667b1u;
  x ^= x >> 16;
  x *= 0x85ebca6bu;
  x ^= x >> 13;
  x *= 0xc2b2ae35u;
  x ^= x >> 16;
  return x;
}

// Two halves of edge values: zeros, subnormals, the smallest normals, 1 and its neighbours, the largest
// finite values, infinities and NaNs of f16 and bf16.
__device__ unsigned int edges(unsigned int r) {
  const unsigned short e[32] = {0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x3c00, 0xbc00,
                                0x3c01, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0xfe01,
                                0x007f, 0x0080, 0x3f80, 0xbf80, 0x3f81, 0x7f7f, 0xff7f, 0x7f80,
                                0xff80, 0x7fc0, 0x7f81, 0x3800, 0x3555, 0x3f00, 0x4000, 0x7fff};
  return static_cast<unsigned int>(e[r & 31]) | static_cast<unsigned int>(e[(r >> 8) & 31]) << 16;
}

__device__ unsigned int product(unsigned int a, unsigned int b, bool bf16) {
  unsigned int p;
  if (bf16)
    asm("mul.rn.bf16x2 %0, %1, %2;" : "=r"(p) : "r"(a), "r"(b));
  else
    asm("mul.rn.f16x2 %0, %1, %2;" : "=r"(p) : "r"(a), "r"(b));
  return p;
}

// The operands of input i of a form of `kind`.
template <Kind kind, bool bf16>
__device__ void operands(unsigned long long i, unsigned long long& A, unsigned long long& B,
                         unsigned long long& C, unsigned long long& D) {
  const unsigned int t = static_cast<unsigned int>(i);
  A = B = C = D = 0;
  if (kind == kUnary) {
    A = t;
  } else if (kind == kBinary) {
    A = (mix(t, 1) << 16) | (t & 0xffffu);
    B = (mix(t, 2) << 16) | (t >> 16);
  } else if (kind == kCvt) {  // a and b each run through every float
    D = (static_cast<unsigned long long>(t * 0x9e3779b1u) << 32) | t;
  } else {
    unsigned int a = mix(t, 1), b = mix(t, 2), c = mix(t, 3);
    switch (t & 7) {
      case 0:
        a = edges(a), b = edges(b), c = edges(c);
        break;
      case 1:
      case 2:
        c = product(a, b, bf16) ^ 0x80008000u ^ (mix(t, 4) & 0x000f000fu);
        break;
      case 3:
        c = product(a, b, bf16) ^ (mix(t, 4) & 0x80ff80ffu);
        break;
    }
    A = a, B = b, C = c;
  }
}

struct Sample {
  unsigned long long a, b, c, d, want, got;
};
struct Mismatch {
  unsigned long long count;
  Sample first[4];
};

template <Kind kind, bool bf16, class F, class G>
__device__ void compare(F want_fn, G got_fn, unsigned long long inputs, Mismatch* m) {
  for (unsigned long long i = blockIdx.x * blockDim.x + threadIdx.x; i < inputs;
       i += static_cast<unsigned long long>(gridDim.x) * blockDim.x) {
    unsigned long long a, b, c, d;
    operands<kind, bf16>(i, a, b, c, d);
    const unsigned long long want = want_fn(a, b, c, d), got = got_fn(a, b, c, d);
    if (want != got) {
      const unsigned long long n = atomicAdd(&m->count, 1ull);
      if (n < 4) m->first[n] = Sample{a, b, c, d, want, got};
    }
  }
}

#define KERNEL(name, kind, packed, bf16)                                 \
  __global__ void check_##name(unsigned long long inputs, Mismatch* m) { \
    compare<kind, bf16>(original::name, ported::name, inputs, m);        \
  }
HALF_FORMS(KERNEL)

int report(const char* name, Mismatch* m, unsigned long long inputs, float ms) {
  if (cudaDeviceSynchronize() != cudaSuccess) {
    std::printf("%s: CUDA error %s\n", name, cudaGetErrorString(cudaGetLastError()));
    return 1;
  }
  Mismatch h;
  cudaMemcpy(&h, m, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("%-28s %llu inputs, %llu mismatches (%.0f ms)\n", name, inputs, h.count, ms);
  for (unsigned long long k = 0; k < h.count && k < 4; ++k)
    std::printf("    a=%#llx b=%#llx c=%#llx d=%#llx want %#llx got %#llx\n", h.first[k].a, h.first[k].b,
                h.first[k].c, h.first[k].d, h.first[k].want, h.first[k].got);
  cudaMemset(m, 0, sizeof h);
  return h.count ? 1 : 0;
}

// What the instructions give for NaNs, subnormals, signed zeros, saturation, and cvt's operand order.
#define FACTS(X)                                                                                             \
  X(add_f16x2, 0x3c007e01ull, 0x7c013c00ull, 0, 0, "f16 NaN payloads: qNaN 7e01 + 1, 1 + sNaN 7c01")         \
  X(add_f16x2, 0xfe00fe01ull, 0x3c003c00ull, 0, 0, "f16 negative NaNs fe01, fe00 + 1")                       \
  X(add_bf16x2, 0x3f807fa1ull, 0x7f813f80ull, 0, 0, "bf16 NaN payloads: 7fa1 + 1, 1 + sNaN 7f81")            \
  X(mul_bf16x2, 0xffc10001ull, 0x3f803f80ull, 0, 0, "bf16 smallest subnormal * 1, -NaN ffc1 * 1")            \
  X(add_bf16x2, 0x00010001ull, 0x807f0001ull, 0, 0, "bf16 subnormal sums: 1 + 1, 1 - 7f")                    \
  X(mul_f16x2, 0x3c000001ull, 0x00013c00ull, 0, 0, "f16 smallest subnormal * 1")                             \
  X(mul_f16x2, 0x3bff3bffull, 0x04000400ull, 0, 0, "f16 (1 - 2^-11) * 2^-14: rounds up to 2^-14")            \
  X(fma_rn_bf16x2, 0x3f800001ull, 0x00013f80ull, 0x00010001ull, 0, "fma.bf16 subnormals: 1*1+1")             \
  X(fma_rn_relu_f16x2, 0xbc003c00ull, 0x3c008000ull, 0x00008000ull, 0, "fma.relu: 1*-0+-0, -1*1+0")          \
  X(add_ftz_f16x2, 0x3c000001ull, 0x00013c00ull, 0, 0, "add.ftz: f16 smallest subnormal + 1, 1 + it")        \
  X(add_sat_f16x2, 0x7e018000ull, 0x3c008000ull, 0, 0, "add.sat: -0+-0, NaN+1")                              \
  X(min_f16x2, 0x80000000ull, 0x00008000ull, 0, 0, "min.f16: (+0,-0), (-0,+0)")                              \
  X(max_f16x2, 0x80000000ull, 0x00008000ull, 0, 0, "max.f16: (+0,-0), (-0,+0)")                              \
  X(min_bf16x2, 0x80000000ull, 0x00008000ull, 0, 0, "min.bf16: (+0,-0), (-0,+0)")                            \
  X(max_bf16x2, 0x80000000ull, 0x00008000ull, 0, 0, "max.bf16: (+0,-0), (-0,+0)")                            \
  X(min_f16x2, 0x3c007e01ull, 0x7c013c00ull, 0, 0, "min.f16: (NaN 7e01, 1), (1, sNaN 7c01)")                 \
  X(min_f16x2, 0x7e017c01ull, 0xfe007e00ull, 0, 0, "min.f16: two NaNs")                                      \
  X(max_NaN_bf16x2, 0x3f807fa1ull, 0x7f813f80ull, 0, 0, "max.NaN.bf16: (NaN 7fa1, 1), (1, sNaN 7f81)")       \
  X(neg_f16x2, 0x00017e01ull, 0, 0, 0, "neg.f16: NaN 7e01, subnormal 0001")                                  \
  X(abs_f16x2, 0x8000fe01ull, 0, 0, 0, "abs.f16: NaN fe01, -0")                                              \
  X(neg_bf16x2, 0x7f81ffc1ull, 0, 0, 0, "neg.bf16: NaN ffc1, sNaN 7f81")                                     \
  X(abs_bf16x2, 0xff81ffc1ull, 0, 0, 0, "abs.bf16: NaN ffc1, sNaN ff81")                                     \
  X(neg_ftz_f16x2, 0x80010001ull, 0, 0, 0, "neg.ftz.f16: subnormals 0001, 8001")                             \
  X(cvt_rn_f16x2_f32, 0, 0, 0, 0x400000003f800000ull, "cvt.rn.f16x2.f32 d, 1.0, 2.0")                        \
  X(cvt_rn_f16x2_f32, 0, 0, 0, 0xffc000017fc12345ull, "cvt.rn.f16x2.f32 d, NaN 7fc12345, NaN ffc00001")      \
  X(cvt_rn_bf16x2_f32, 0, 0, 0, 0x7f8000017fc12345ull, "cvt.rn.bf16x2.f32 d, NaN 7fc12345, sNaN 7f800001")   \
  X(cvt_rn_bf16x2_f32, 0, 0, 0, 0x0000800000018000ull, "cvt.rn.bf16x2.f32 d, subnormals 00018000, 00008000") \
  X(cvt_rn_relu_f16x2_f32, 0, 0, 0, 0x80000000bf800000ull, "cvt.rn.relu.f16x2.f32 d, -1.0, -0.0")            \
  X(cvt_rn_relu_bf16x2_f32, 0, 0, 0, 0xffc000017fc12345ull, "cvt.rn.relu.bf16x2.f32 d, NaN, -NaN")

// The operands come from memory: constants would let ptxas fold the instruction, and its folding is not the
// GPU's (neg.f16x2 of a constant NaN keeps the payload; the instruction gives 0x7fff).
struct FactOperands {
  unsigned long long a, b, c, d;
};
__global__ void facts(const FactOperands* in, unsigned long long* out) {
  int k = 0;
#define FACT(name, A, B, C, D, what)                           \
  out[k] = original::name(in[k].a, in[k].b, in[k].c, in[k].d); \
  ++k;
  FACTS(FACT)
#undef FACT
}

int main() {
  Mismatch* m = nullptr;
  unsigned long long* f = nullptr;
  if (cudaMalloc(&m, sizeof(Mismatch)) != cudaSuccess || cudaMemset(m, 0, sizeof(Mismatch)) != cudaSuccess)
    return 2;
  if (cudaMalloc(&f, 64 * sizeof(unsigned long long)) != cudaSuccess) return 2;
  FactOperands* in = nullptr;
#define FACT(name, a, b, c, d, what) {a, b, c, d},
  const FactOperands operands_of_facts[] = {FACTS(FACT)};
#undef FACT
  if (cudaMalloc(&in, sizeof operands_of_facts) != cudaSuccess ||
      cudaMemcpy(in, operands_of_facts, sizeof operands_of_facts, cudaMemcpyHostToDevice) != cudaSuccess)
    return 2;
  facts<<<1, 1>>>(in, f);
  unsigned long long fh[64];
  if (cudaMemcpy(fh, f, sizeof fh, cudaMemcpyDeviceToHost) != cudaSuccess) return 2;
  int k = 0;
#define FACT(name, a, b, c, d, what)                                                                         \
  std::printf("fact %-24s a=%#llx b=%#llx c=%#llx d=%#llx -> %#llx  (%s)\n", #name, (unsigned long long)(a), \
              (unsigned long long)(b), (unsigned long long)(c), (unsigned long long)(d), fh[k++], what);
  FACTS(FACT)
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  int forms = 0, bad = 0;
#define RUN(name, kind, packed, bf16)                                                      \
  {                                                                                        \
    const unsigned long long inputs = kind == kUnary && !packed ? 1ull << 16 : 1ull << 32; \
    cudaEventRecord(start);                                                                \
    check_##name<<<132 * 8, 256>>>(inputs, m);                                             \
    cudaEventRecord(stop);                                                                 \
    cudaEventSynchronize(stop);                                                            \
    float ms = 0;                                                                          \
    cudaEventElapsedTime(&ms, start, stop);                                                \
    bad += report(#name, m, inputs, ms);                                                   \
    ++forms;                                                                               \
  }
  HALF_FORMS(RUN)
  std::printf("ptx half exhaustive: %d of %d forms mismatch\n", bad, forms);
  return bad ? 1 : 0;
}
