// PTX's set.cmp.u32 on packed halves (f16x2 with and without .ftz, bf16x2): 0xffff in each half where the
// comparison holds. Each form runs on pairs of special values in both halves (zeros, subnormals, the
// extremes, infinities, NaNs of both signs), and the results are checked against the PTX ISA's definitions
// written on the host (ordered comparisons false on a NaN, unordered ones true; .ftz reads a subnormal as
// zero of its sign). The port writes the forms as functions of the file; the simt test ports this file and
// runs it under both wavefront sizes: "ptx set ok (warp N)", else the first differences and exit 3. Built
// with nvcc for sm_90, the CUDA original checks the same definitions against the GPU.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

#define FORMS 42
#define VALUES 24

struct Form {
  const char* ptx;
  int bf16;  // 0: f16, 1: bf16
  bool ftz;
  const char* cmp;
};
static const Form kForms[FORMS] = {
    {"set.eq.u32.f16x2", 0, false, "eq"},      {"set.ne.u32.f16x2", 0, false, "ne"},
    {"set.lt.u32.f16x2", 0, false, "lt"},      {"set.le.u32.f16x2", 0, false, "le"},
    {"set.gt.u32.f16x2", 0, false, "gt"},      {"set.ge.u32.f16x2", 0, false, "ge"},
    {"set.equ.u32.f16x2", 0, false, "equ"},    {"set.neu.u32.f16x2", 0, false, "neu"},
    {"set.ltu.u32.f16x2", 0, false, "ltu"},    {"set.leu.u32.f16x2", 0, false, "leu"},
    {"set.gtu.u32.f16x2", 0, false, "gtu"},    {"set.geu.u32.f16x2", 0, false, "geu"},
    {"set.num.u32.f16x2", 0, false, "num"},    {"set.nan.u32.f16x2", 0, false, "nan"},
    {"set.eq.ftz.u32.f16x2", 0, true, "eq"},   {"set.ne.ftz.u32.f16x2", 0, true, "ne"},
    {"set.lt.ftz.u32.f16x2", 0, true, "lt"},   {"set.le.ftz.u32.f16x2", 0, true, "le"},
    {"set.gt.ftz.u32.f16x2", 0, true, "gt"},   {"set.ge.ftz.u32.f16x2", 0, true, "ge"},
    {"set.equ.ftz.u32.f16x2", 0, true, "equ"}, {"set.neu.ftz.u32.f16x2", 0, true, "neu"},
    {"set.ltu.ftz.u32.f16x2", 0, true, "ltu"}, {"set.leu.ftz.u32.f16x2", 0, true, "leu"},
    {"set.gtu.ftz.u32.f16x2", 0, true, "gtu"}, {"set.geu.ftz.u32.f16x2", 0, true, "geu"},
    {"set.num.ftz.u32.f16x2", 0, true, "num"}, {"set.nan.ftz.u32.f16x2", 0, true, "nan"},
    {"set.eq.u32.bf16x2", 1, false, "eq"},     {"set.ne.u32.bf16x2", 1, false, "ne"},
    {"set.lt.u32.bf16x2", 1, false, "lt"},     {"set.le.u32.bf16x2", 1, false, "le"},
    {"set.gt.u32.bf16x2", 1, false, "gt"},     {"set.ge.u32.bf16x2", 1, false, "ge"},
    {"set.equ.u32.bf16x2", 1, false, "equ"},   {"set.neu.u32.bf16x2", 1, false, "neu"},
    {"set.ltu.u32.bf16x2", 1, false, "ltu"},   {"set.leu.u32.bf16x2", 1, false, "leu"},
    {"set.gtu.u32.bf16x2", 1, false, "gtu"},   {"set.geu.u32.bf16x2", 1, false, "geu"},
    {"set.num.u32.bf16x2", 1, false, "num"},   {"set.nan.u32.bf16x2", 1, false, "nan"}};

__device__ unsigned run(int form, unsigned a, unsigned b) {
  unsigned d = 0u;
  switch (form) {
    case 0:
      asm("set.eq.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 1:
      asm("set.ne.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 2:
      asm("set.lt.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 3:
      asm("set.le.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 4:
      asm("set.gt.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 5:
      asm("set.ge.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 6:
      asm("set.equ.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 7:
      asm("set.neu.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 8:
      asm("set.ltu.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 9:
      asm("set.leu.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 10:
      asm("set.gtu.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 11:
      asm("set.geu.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 12:
      asm("set.num.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 13:
      asm("set.nan.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 14:
      asm("set.eq.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 15:
      asm("set.ne.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 16:
      asm("set.lt.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 17:
      asm("set.le.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 18:
      asm("set.gt.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 19:
      asm("set.ge.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 20:
      asm("set.equ.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 21:
      asm("set.neu.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 22:
      asm("set.ltu.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 23:
      asm("set.leu.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 24:
      asm("set.gtu.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 25:
      asm("set.geu.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 26:
      asm("set.num.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 27:
      asm("set.nan.ftz.u32.f16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 28:
      asm("set.eq.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 29:
      asm("set.ne.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 30:
      asm("set.lt.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 31:
      asm("set.le.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 32:
      asm("set.gt.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 33:
      asm("set.ge.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 34:
      asm("set.equ.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 35:
      asm("set.neu.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 36:
      asm("set.ltu.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 37:
      asm("set.leu.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 38:
      asm("set.gtu.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 39:
      asm("set.geu.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 40:
      asm("set.num.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
    case 41:
      asm("set.nan.u32.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
      break;
  }
  return d;
}

__global__ void sets(const unsigned short* v, unsigned* out) {
  const int form = blockIdx.x,
            i = threadIdx.x;  // one pair of halves per thread: (v[i], v[j]) low, (v[j], v[i]) high
  for (int j = 0; j < VALUES; ++j) {
    const unsigned a = v[i] | static_cast<unsigned>(v[j]) << 16, b = v[j] | static_cast<unsigned>(v[i]) << 16;
    out[(form * VALUES + i) * VALUES + j] = run(form, a, b);
  }
}

static float decode(unsigned short h, int bf16, bool ftz) {
  float f;
  if (bf16) {
    const unsigned u = static_cast<unsigned>(h) << 16;
    std::memcpy(&f, &u, 4);
    return f;
  }
  const int e = (h >> 10) & 31, m = h & 1023;
  f = e == 31  ? (m ? NAN : INFINITY)
      : e == 0 ? (ftz ? 0.0f : std::ldexp(static_cast<float>(m), -24))
               : std::ldexp(static_cast<float>(m | 1024), e - 25);
  return (h & 0x8000) ? -f : f;
}

static bool holds(const char* cmp, float x, float y) {
  const bool un = std::isnan(x) || std::isnan(y);
  const std::string c = cmp;
  if (c == "num") return !un;
  if (c == "nan") return un;
  const bool u = c.size() == 3 && c != "num" && c != "nan";  // equ, neu, ltu, leu, gtu, geu
  if (un) return u;
  const std::string base = u ? c.substr(0, 2) : c;
  return base == "eq"   ? x == y
         : base == "ne" ? x != y
         : base == "lt" ? x < y
         : base == "le" ? x <= y
         : base == "gt" ? x > y
                        : x >= y;
}

int main() {
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  // f16 bits; bf16 forms read the same bits as bf16 (also zeros, a subnormal, infinities and NaNs there)
  static const unsigned short kValues[VALUES] = {
      0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x83ff, 0x0400, 0x3c00, 0xbc00, 0x3c01, 0x7bff, 0xfbff,
      0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x7c01, 0x3555, 0x4248, 0xc248, 0x0200, 0x7f80, 0xff80, 0x7fc0};
  unsigned short* v = nullptr;
  unsigned* out = nullptr;
  cudaMalloc(&v, sizeof kValues);
  cudaMalloc(&out, FORMS * VALUES * VALUES * sizeof(unsigned));
  cudaMemcpy(v, kValues, sizeof kValues, cudaMemcpyHostToDevice);
  sets<<<FORMS, VALUES>>>(v, out);
  static unsigned h[FORMS * VALUES * VALUES];
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int f = 0; f < FORMS; ++f)
    for (int i = 0; i < VALUES; ++i)
      for (int j = 0; j < VALUES; ++j) {
        const Form& k = kForms[f];
        const float x = decode(kValues[i], k.bf16, k.ftz), y = decode(kValues[j], k.bf16, k.ftz);
        const unsigned want = (holds(k.cmp, x, y) ? 0xffffu : 0u) | (holds(k.cmp, y, x) ? 0xffff0000u : 0u);
        const unsigned got = h[(f * VALUES + i) * VALUES + j];
        if (got != want && bad++ < 10)
          std::printf("%s %04x, %04x: %08x, want %08x\n", k.ptx, kValues[i], kValues[j], got, want);
      }
  cudaFree(v);
  cudaFree(out);
  if (bad) {
    std::printf("ptx set wrong: %d results\n", bad);
    return 3;
  }
  std::printf("ptx set ok (warp %d)\n", warp);
  return 0;
}
