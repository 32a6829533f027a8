// CUDA's SIMD video intrinsics (82) and Hopper's DPX functions (36) on 512 fixed inputs: edge values first (0, all
// ones, the lanes' minima and maxima), then a hash. No HIP release has these functions; `crosswarp port` writes each
// as a loop over the lanes, defined in the file (src/port/simd.h). The program hashes each function's 512 results
// (FNV-1a) and compares them with the hashes an NVIDIA H100 gave for this program built with nvcc (CUDA 13,
// sm_90): "simd video ok", or each function that differs and exit 3. With --print it prints its own hashes instead.
// The simt test runs the port of this file under both wavefront sizes.
#include <cstdio>
#include <cstring>

#define N 512

__host__ __device__ unsigned int input(unsigned int t, unsigned int k) {
  const unsigned int edges[8] = {0u, 0xffffffffu, 0x80808080u, 0x7f7f7f7fu, 0x80007fffu, 0x7fff8000u, 0x01ff00feu, 0xff7f8001u};
  if (t < 64) return edges[k == 0 ? t & 7 : k == 1 ? (t >> 3) & 7 : (t * 5 + 3) & 7];
  unsigned int x = t * 0x9e3779b9u + k * 0x85ebca6bu + 0x165667b1u;  // murmur3's finalizer
  x ^= x >> 16;
  x *= 0x85ebca6bu;
  x ^= x >> 13;
  x *= 0xc2b2ae35u;
  x ^= x >> 16;
  return x;
}

#define FUNCTIONS 126  // 82 + 36 results, and the 8 predicates of __vibmax/__vibmin

__global__ void simd(unsigned int* out) {
  const unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= N) return;
  const unsigned int a = input(t, 0), b = input(t, 1), c = input(t, 2);
  const int sa = static_cast<int>(a), sb = static_cast<int>(b), sc = static_cast<int>(c);
  unsigned int* o = out + t;
  int f = 0;
#define ONE(fn) o[N * f++] = fn(a);
#define TWO(fn) o[N * f++] = fn(a, b);
#define THREE(fn) o[N * f++] = fn(a, b, c);
  ONE(__vabs2) ONE(__vabs4) ONE(__vabsss2) ONE(__vabsss4) ONE(__vneg2) ONE(__vneg4) ONE(__vnegss2) ONE(__vnegss4)
  TWO(__vabsdiffs2) TWO(__vabsdiffs4) TWO(__vabsdiffu2) TWO(__vabsdiffu4) TWO(__vadd2) TWO(__vadd4) TWO(__vaddss2)
  TWO(__vaddss4) TWO(__vaddus2) TWO(__vaddus4) TWO(__vavgs2) TWO(__vavgs4) TWO(__vavgu2) TWO(__vavgu4) TWO(__vhaddu2)
  TWO(__vhaddu4) TWO(__vcmpeq2) TWO(__vcmpeq4) TWO(__vcmpne2) TWO(__vcmpne4) TWO(__vcmpges2) TWO(__vcmpges4)
  TWO(__vcmpgeu2) TWO(__vcmpgeu4) TWO(__vcmpgts2) TWO(__vcmpgts4) TWO(__vcmpgtu2) TWO(__vcmpgtu4) TWO(__vcmples2)
  TWO(__vcmples4) TWO(__vcmpleu2) TWO(__vcmpleu4) TWO(__vcmplts2) TWO(__vcmplts4) TWO(__vcmpltu2) TWO(__vcmpltu4)
  TWO(__vseteq2) TWO(__vseteq4) TWO(__vsetne2) TWO(__vsetne4) TWO(__vsetges2) TWO(__vsetges4) TWO(__vsetgeu2)
  TWO(__vsetgeu4) TWO(__vsetgts2) TWO(__vsetgts4) TWO(__vsetgtu2) TWO(__vsetgtu4) TWO(__vsetles2) TWO(__vsetles4)
  TWO(__vsetleu2) TWO(__vsetleu4) TWO(__vsetlts2) TWO(__vsetlts4) TWO(__vsetltu2) TWO(__vsetltu4) TWO(__vmaxs2)
  TWO(__vmaxs4) TWO(__vmaxu2) TWO(__vmaxu4) TWO(__vmins2) TWO(__vmins4) TWO(__vminu2) TWO(__vminu4) TWO(__vsads2)
  TWO(__vsads4) TWO(__vsadu2) TWO(__vsadu4) TWO(__vsub2) TWO(__vsub4) TWO(__vsubss2) TWO(__vsubss4) TWO(__vsubus2)
  TWO(__vsubus4)
  THREE(__vimax3_u32) THREE(__vimax3_s16x2) THREE(__vimax3_u16x2) THREE(__vimax3_s16x2_relu)
  THREE(__vimin3_u32) THREE(__vimin3_s16x2) THREE(__vimin3_u16x2) THREE(__vimin3_s16x2_relu)
  THREE(__viaddmax_u32) THREE(__viaddmax_s16x2) THREE(__viaddmax_u16x2) THREE(__viaddmax_s16x2_relu)
  THREE(__viaddmin_u32) THREE(__viaddmin_s16x2) THREE(__viaddmin_u16x2) THREE(__viaddmin_s16x2_relu)
  TWO(__vimax_s16x2_relu) TWO(__vimin_s16x2_relu)
  o[N * f++] = __vimax3_s32(sa, sb, sc);
  o[N * f++] = __vimax3_s32_relu(sa, sb, sc);
  o[N * f++] = __vimin3_s32(sa, sb, sc);
  o[N * f++] = __vimin3_s32_relu(sa, sb, sc);
  o[N * f++] = __viaddmax_s32(sa, sb, sc);
  o[N * f++] = __viaddmax_s32_relu(sa, sb, sc);
  o[N * f++] = __viaddmin_s32(sa, sb, sc);
  o[N * f++] = __viaddmin_s32_relu(sa, sb, sc);
  o[N * f++] = __vimax_s32_relu(sa, sb);
  o[N * f++] = __vimin_s32_relu(sa, sb);
  bool p = false, q = false;
  o[N * f++] = __vibmax_s32(sa, sb, &p);
  o[N * f++] = p;
  o[N * f++] = __vibmin_s32(sa, sb, &p);
  o[N * f++] = p;
  o[N * f++] = __vibmax_u32(a, b, &p);
  o[N * f++] = p;
  o[N * f++] = __vibmin_u32(a, b, &p);
  o[N * f++] = p;
  // the equal lanes of the hashed inputs are rare: b's low halfword copied to a's in every fourth input
  const unsigned int e = t % 4 == 0 ? (a & 0xffff0000u) | (b & 0xffffu) : a;
  o[N * f++] = __vibmax_s16x2(e, b, &p, &q);
  o[N * f++] = p + 2 * q;
  o[N * f++] = __vibmin_s16x2(e, b, &p, &q);
  o[N * f++] = p + 2 * q;
  o[N * f++] = __vibmax_u16x2(e, b, &p, &q);
  o[N * f++] = p + 2 * q;
  o[N * f++] = __vibmin_u16x2(e, b, &p, &q);
  o[N * f++] = p + 2 * q;
}

static const char* const kNames[FUNCTIONS] = {
    "__vabs2", "__vabs4", "__vabsss2", "__vabsss4", "__vneg2", "__vneg4", "__vnegss2", "__vnegss4",
    "__vabsdiffs2", "__vabsdiffs4", "__vabsdiffu2", "__vabsdiffu4", "__vadd2", "__vadd4", "__vaddss2", "__vaddss4",
    "__vaddus2", "__vaddus4", "__vavgs2", "__vavgs4", "__vavgu2", "__vavgu4", "__vhaddu2", "__vhaddu4",
    "__vcmpeq2", "__vcmpeq4", "__vcmpne2", "__vcmpne4", "__vcmpges2", "__vcmpges4", "__vcmpgeu2", "__vcmpgeu4",
    "__vcmpgts2", "__vcmpgts4", "__vcmpgtu2", "__vcmpgtu4", "__vcmples2", "__vcmples4", "__vcmpleu2", "__vcmpleu4",
    "__vcmplts2", "__vcmplts4", "__vcmpltu2", "__vcmpltu4", "__vseteq2", "__vseteq4", "__vsetne2", "__vsetne4",
    "__vsetges2", "__vsetges4", "__vsetgeu2", "__vsetgeu4", "__vsetgts2", "__vsetgts4", "__vsetgtu2", "__vsetgtu4",
    "__vsetles2", "__vsetles4", "__vsetleu2", "__vsetleu4", "__vsetlts2", "__vsetlts4", "__vsetltu2", "__vsetltu4",
    "__vmaxs2", "__vmaxs4", "__vmaxu2", "__vmaxu4", "__vmins2", "__vmins4", "__vminu2", "__vminu4",
    "__vsads2", "__vsads4", "__vsadu2", "__vsadu4", "__vsub2", "__vsub4", "__vsubss2", "__vsubss4",
    "__vsubus2", "__vsubus4",
    "__vimax3_u32", "__vimax3_s16x2", "__vimax3_u16x2", "__vimax3_s16x2_relu",
    "__vimin3_u32", "__vimin3_s16x2", "__vimin3_u16x2", "__vimin3_s16x2_relu",
    "__viaddmax_u32", "__viaddmax_s16x2", "__viaddmax_u16x2", "__viaddmax_s16x2_relu",
    "__viaddmin_u32", "__viaddmin_s16x2", "__viaddmin_u16x2", "__viaddmin_s16x2_relu",
    "__vimax_s16x2_relu", "__vimin_s16x2_relu", "__vimax3_s32", "__vimax3_s32_relu", "__vimin3_s32",
    "__vimin3_s32_relu", "__viaddmax_s32", "__viaddmax_s32_relu", "__viaddmin_s32", "__viaddmin_s32_relu",
    "__vimax_s32_relu", "__vimin_s32_relu", "__vibmax_s32", "__vibmax_s32 pred", "__vibmin_s32", "__vibmin_s32 pred",
    "__vibmax_u32", "__vibmax_u32 pred", "__vibmin_u32", "__vibmin_u32 pred", "__vibmax_s16x2",
    "__vibmax_s16x2 preds", "__vibmin_s16x2", "__vibmin_s16x2 preds", "__vibmax_u16x2", "__vibmax_u16x2 preds",
    "__vibmin_u16x2", "__vibmin_u16x2 preds",
};

// FNV-1a of each function's results, from the program's run on an H100 (--print).
static const unsigned int kExpected[FUNCTIONS] = {
    0x59b71f84u,  // __vabs2
    0x8086e780u,  // __vabs4
    0xb7ca69c4u,  // __vabsss2
    0xe16190a9u,  // __vabsss4
    0xf3802434u,  // __vneg2
    0x17c0cd34u,  // __vneg4
    0xa55bcc84u,  // __vnegss2
    0xa022f5c9u,  // __vnegss4
    0x5d75d749u,  // __vabsdiffs2
    0x06fe40b3u,  // __vabsdiffs4
    0x6838fc33u,  // __vabsdiffu2
    0x4c183109u,  // __vabsdiffu4
    0x8a484357u,  // __vadd2
    0x6ae60657u,  // __vadd4
    0x3fd849abu,  // __vaddss2
    0x01819a48u,  // __vaddss4
    0x98548ec5u,  // __vaddus2
    0xc02e271au,  // __vaddus4
    0xeede1117u,  // __vavgs2
    0x45df256au,  // __vavgs4
    0x32b96021u,  // __vavgu2
    0x53c5fa21u,  // __vavgu4
    0x6c1d9aafu,  // __vhaddu2
    0x6a5df0afu,  // __vhaddu4
    0xbe7ae43du,  // __vcmpeq2
    0xafa3fbfcu,  // __vcmpeq4
    0xe4d8eb8du,  // __vcmpne2
    0x4c1ac68cu,  // __vcmpne4
    0xd0aa0300u,  // __vcmpges2
    0x1b6f7fb2u,  // __vcmpges4
    0x4e2467a7u,  // __vcmpgeu2
    0x0f14e32bu,  // __vcmpgeu4
    0xb18c38f8u,  // __vcmpgts2
    0x8cb0664bu,  // __vcmpgts4
    0x0a00c257u,  // __vcmpgtu2
    0x810005eau,  // __vcmpgtu4
    0xbece343cu,  // __vcmples2
    0x854c513bu,  // __vcmples4
    0x55f63013u,  // __vcmpleu2
    0x2af78a5eu,  // __vcmpleu4
    0x9f9631b4u,  // __vcmplts2
    0xd122d632u,  // __vcmplts4
    0x1a76ca43u,  // __vcmpltu2
    0x99e6148fu,  // __vcmpltu4
    0x121d274du,  // __vseteq2
    0x643ae886u,  // __vseteq4
    0x9ae31ffdu,  // __vsetne2
    0x4f7c5516u,  // __vsetne4
    0x1bc30e8au,  // __vsetges2
    0x15bc3c3cu,  // __vsetges4
    0x1e4ba3e3u,  // __vsetgeu2
    0x0aec785fu,  // __vsetgeu4
    0xee5f4482u,  // __vsetgts2
    0xc2d22d3fu,  // __vsetgts4
    0xabbb4933u,  // __vsetgtu2
    0x62827e74u,  // __vsetgtu4
    0x02173fc6u,  // __vsetles2
    0xd14e104fu,  // __vsetles4
    0x0e5fdb77u,  // __vsetleu2
    0xa2f318e8u,  // __vsetleu4
    0x32333d3eu,  // __vsetlts2
    0x34153ebcu,  // __vsetlts4
    0xe33f4147u,  // __vsetltu2
    0x2ae08efbu,  // __vsetltu4
    0xf965ee58u,  // __vmaxs2
    0xc4b805d9u,  // __vmaxs4
    0x413bc897u,  // __vmaxu2
    0x3073621cu,  // __vmaxu4
    0xda6eb95au,  // __vmins2
    0xf5a7c333u,  // __vmins4
    0xc7847009u,  // __vminu2
    0x1fa0cd56u,  // __vminu4
    0x55f32334u,  // __vsads2
    0x5c683020u,  // __vsads4
    0x4532b05au,  // __vsadu2
    0x526f6e3eu,  // __vsadu4
    0xe627b271u,  // __vsub2
    0x8b11be71u,  // __vsub4
    0xb5525ed7u,  // __vsubss2
    0x92594cffu,  // __vsubss4
    0x32b4bdc4u,  // __vsubus2
    0xd2ca4d1fu,  // __vsubus4
    0x84521808u,  // __vimax3_u32
    0x8ffea3fcu,  // __vimax3_s16x2
    0x8b12dc80u,  // __vimax3_u16x2
    0x4a9259ccu,  // __vimax3_s16x2_relu
    0xdf9a402cu,  // __vimin3_u32
    0x3bd01670u,  // __vimin3_s16x2
    0xcc36a8f8u,  // __vimin3_u16x2
    0xf71ff172u,  // __vimin3_s16x2_relu
    0x9bc9acbbu,  // __viaddmax_u32
    0xc89405acu,  // __viaddmax_s16x2
    0xb2d9597bu,  // __viaddmax_u16x2
    0x7bfeccddu,  // __viaddmax_s16x2_relu
    0x79d41f07u,  // __viaddmin_u32
    0x78b483b8u,  // __viaddmin_s16x2
    0x9eb0da8fu,  // __viaddmin_u16x2
    0xb451fbb8u,  // __viaddmin_s16x2_relu
    0x213f1c48u,  // __vimax_s16x2_relu
    0xa40760d3u,  // __vimin_s16x2_relu
    0xda2bf0d8u,  // __vimax3_s32
    0xe4e1c2b9u,  // __vimax3_s32_relu
    0x5ae3ffeeu,  // __vimin3_s32
    0x516a0fd9u,  // __vimin3_s32_relu
    0x081bccd6u,  // __viaddmax_s32
    0x8aac4ee1u,  // __viaddmax_s32_relu
    0x7205c60eu,  // __viaddmin_s32
    0xeeba5a45u,  // __viaddmin_s32_relu
    0xd1c9d627u,  // __vimax_s32_relu
    0x54c94a7au,  // __vimin_s32_relu
    0x60077768u,  // __vibmax_s32
    0x5871bdd6u,  // __vibmax_s32 pred
    0x18265aa2u,  // __vibmin_s32
    0x85699f4eu,  // __vibmin_s32 pred
    0xfcee75f8u,  // __vibmax_u32
    0xddb1fde8u,  // __vibmax_u32 pred
    0x2ec0d842u,  // __vibmin_u32
    0xe648c334u,  // __vibmin_u32 pred
    0x26578507u,  // __vibmax_s16x2
    0xede2a114u,  // __vibmax_s16x2 preds
    0xec541890u,  // __vibmin_s16x2
    0x5404b2fcu,  // __vibmin_s16x2 preds
    0xe87d32adu,  // __vibmax_u16x2
    0xd4d904d4u,  // __vibmax_u16x2 preds
    0x3a58e346u,  // __vibmin_u16x2
    0xe77b04f0u,  // __vibmin_u16x2 preds
};

int main(int argc, char** argv) {
  const bool print = argc > 1 && std::strcmp(argv[1], "--print") == 0;
  unsigned int* d = nullptr;
  if (cudaMalloc(&d, sizeof(unsigned int) * N * FUNCTIONS) != cudaSuccess) return 2;
  if (cudaMemset(d, 0, sizeof(unsigned int) * N * FUNCTIONS) != cudaSuccess) return 2;
  simd<<<N / 64, 64>>>(d);
  static unsigned int h[N * FUNCTIONS];
  if (cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess) return 2;
  if (cudaFree(d) != cudaSuccess) return 2;
  int wrong = 0;
  for (int f = 0; f < FUNCTIONS; ++f) {
    unsigned int hash = 2166136261u;
    for (int t = 0; t < N; ++t) hash = (hash ^ h[N * f + t]) * 16777619u;
    if (print) {
      std::printf("    0x%08xu,  // %s\n", hash, kNames[f]);
    } else if (hash != kExpected[f]) {
      std::printf("%s differs\n", kNames[f]);
      ++wrong;
    }
  }
  if (print) return 0;
  // the DPX functions are host functions too
  if (__viaddmax_s32(0x7fffffff, 1, -5) != -5 || __vimax3_u32(1u, 7u, 3u) != 7u || __vimin_s16x2_relu(0xfffe0003u, 5u) != 3u) {
    std::printf("host DPX differs\n");
    ++wrong;
  }
  if (wrong) {
    std::printf("simd video wrong: %d of %d differ\n", wrong, FUNCTIONS);
    return 3;
  }
  std::printf("simd video ok\n");
  return 0;
}
