// Inline PTX templates of several instructions that `crosswarp port` writes in C++ (src/port/inline_ptx.h: ptx_block):
// .reg registers, mov packing and unpacking, integer, video and bit-field instructions in sequence, outputs read back,
// "+r" and "n" operands, an output variable that is also an input, predicates (setp, @p, selp) and carries (add.cc,
// addc, sub.cc, subc, mad.lo.cc, madc). Each form is a function of its own, run on 4096 inputs (edge values, then
// small values, then hashed ones). The program hashes each form's results (64-bit FNV-1a, both halves) and compares
// them with the hashes of a model of the PTX ISA's text (tests/device/ptx_model.py), which an H100 gives too
// (bench/results/build-2026-12-07-s36): "ptx block ok", or each form that differs and exit 3; --print prints its own hashes. The simt test runs the port of this file under both wavefront
// sizes; built with nvcc and run on an NVIDIA GPU, the instructions themselves must give the same hashes, and
// tests/device/ptx_check.sh compares the port's C++ with the PTX there over 2^24 inputs each (the region between the
// two "forms" lines).
#include <cstdio>
#include <cstring>

#define N 4096

// ---- forms begin
namespace forms {
__device__ unsigned long long swab64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("{ .reg .b32 x, y; // swab64\n\t"
      "mov.b64 {x,y}, %1;\n\t"
      "prmt.b32 x, x, 0, 0x0123;\n\t"
      "prmt.b32 y, y, 0, 0x0123;\n\t"
      "mov.b64 %0, {y,x};\n\t"
      "}\n" : "=l"(d) : "l"(A));
  return d;
}
__device__ unsigned long long xor3(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("xor.b64 %0, %2, %3; // xor3\n\t"
      "xor.b64 %0, %0, %1;\n\t" : "=l"(d) : "l"(A), "l"(B), "l"(C));
  return d;
}
__device__ unsigned long long rotl64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("{ // ROTL64 \n\t"
      ".reg .b64 lhs;\n\t"
      ".reg .u32 roff;\n\t"
      "shl.b64 lhs, %1, %2;\n\t"
      "sub.u32 roff, 64, %2;\n\t"
      "shr.b64 %0, %1, roff;\n\t"
      "add.u64 %0, lhs, %0;\n\t"
      "}\n" : "=l"(d) : "l"(A), "r"(static_cast<int>(B & 63u)));
  return d;
}
__device__ unsigned long long rotr64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("{ .reg .b64 lhs; .reg .u32 roff;\n\t"
      "shr.b64 lhs, %1, %2;\n\t"
      "sub.u32 roff, 64, %2;\n\t"
      "shl.b64 %0, %1, roff;\n\t"
      "add.u64 %0, %0, lhs;\n\t"
      "}\n" : "=l"(d) : "l"(A), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long shl2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int x, y;
  asm("{ // SHL2 (l) \n\t"
      "shf.l.clamp.b32 %1, %2, %3, %4; \n\t"
      "shl.b32         %0, %2, %4;     \n\t"
      "}\n" : "=r"(x), "=r"(y) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C & 63u)));
  return (static_cast<unsigned long long>(y) << 32) | x;
}
__device__ unsigned long long inout(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d = static_cast<unsigned int>(A);
  asm("{ .reg .b32 t;\n\t add.u32 t, %0, %1;\n\t xor.b32 %0, t, %2;\n\t }" : "+r"(d) : "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return d;
}
__device__ unsigned long long alias(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int x = static_cast<unsigned int>(A), y = static_cast<unsigned int>(B);
  asm("add.u32 %0, %1, %2;\n\t add.u32 %0, %0, %1;" : "=r"(x) : "r"(x), "r"(y));
  return x;
}
__device__ unsigned long long lop3_shf(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("{ .reg .b32 t;\n\t lop3.b32 t, %1, %2, %3, 0x96;\n\t shf.l.wrap.b32 %0, t, t, 7;\n\t }" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return d;
}
__device__ unsigned long long immediate(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("bfe.u32 %0, %1, %2, 8;\n\t bfi.b32 %0, %0, %1, 24, %2;" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "n"(4));
  return d;
}
__device__ unsigned long long halves(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("{ .reg .b16 lo, hi;\n\t mov.b32 {lo,hi}, %1;\n\t mov.b32 %0, {hi,lo};\n\t }" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return d;
}
__device__ unsigned long long video(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("{ .reg .b32 t;\n\t vadd4.u32.u32.u32.sat t, %1, %2, %3;\n\t vmax.u32.u32.u32 %0.b1, t.b2, %3.b0, %1;\n\t }" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return d;
}
__device__ unsigned long long moves(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("{ .reg .u32 a, b;\n\t mov.u32 a, %1;\n\t mov.b32 b, 5;\n\t add.u32 %0, a, b;\n\t mul.lo.u32 %0, %0, a;\n\t }" : "=r"(d) : "r"(static_cast<unsigned int>(A)));
  return d;
}
__device__ unsigned long long wide(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("{ .reg .u32 h; .reg .u64 w;\n\t mad.hi.u32 h, %1, %2, %1;\n\t mul.wide.u32 w, h, %2;\n\t add.u64 %0, w, %3;\n\t }" : "=l"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "l"(C));
  return d;
}
__device__ unsigned long long rotl64_pred(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("{ // ROTL64 \n\t"
      ".reg .u32 tl,th,vl,vh;\n\t"
      ".reg .pred p;\n\t"
      "mov.b64 {tl,th}, %1;\n\t"
      "shf.l.wrap.b32 vl, tl, th, %2;\n\t"
      "shf.l.wrap.b32 vh, th, tl, %2;\n\t"
      "setp.lt.u32 p, %2, 32;\n\t"
      "@!p mov.b64 %0, {vl,vh};\n\t"
      "@p  mov.b64 %0, {vh,vl};\n\t"
      "}\n" : "=l"(d) : "l"(A), "r"(static_cast<unsigned int>(B & 63u)));
  return d;
}
__device__ unsigned long long mul_uint2(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int x, y;
  asm("{ // uint2 a*b \n\t"
      "mul.lo.u32       %0, %2, %4;  \n\t"
      "mul.hi.u32       %1, %2, %4;  \n\t"
      "mad.lo.cc.u32    %1, %3, %4, %1; \n\t"
      "madc.lo.u32      %1, %3, %5, %1; \n\t"
      "}\n" : "=r"(x), "=r"(y) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(A >> 32)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(B >> 32)));
  return (static_cast<unsigned long long>(y) << 32) | x;
}
__device__ unsigned long long add96(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int x, y, z;
  asm("add.cc.u32 %0, %3, %5;\n\t addc.cc.u32 %1, %4, %6;\n\t addc.u32 %2, 0, 0;" : "=r"(x), "=r"(y), "=r"(z) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(A >> 32)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(B >> 32)));
  return ((static_cast<unsigned long long>(y) << 32) | x) ^ (static_cast<unsigned long long>(z) << 63);
}
__device__ unsigned long long sub96(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int x, y, z;
  asm("sub.cc.u32 %0, %3, %5;\n\t subc.cc.u32 %1, %4, %6;\n\t subc.u32 %2, 0, 0;" : "=r"(x), "=r"(y), "=r"(z) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(A >> 32)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(B >> 32)));
  return ((static_cast<unsigned long long>(y) << 32) | x) ^ (static_cast<unsigned long long>(z) << 40);
}
__device__ unsigned long long add128(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long x, y; unsigned int z;
  asm("add.cc.u64 %0, %3, %5;\n\t addc.cc.u64 %1, %4, %6;\n\t addc.u32 %2, 0, 0;" : "=l"(x), "=l"(y), "=r"(z) : "l"(A), "l"(C), "l"(B), "l"(D));
  return x ^ (y * 0x9e3779b97f4a7c15ull) ^ z;
}
__device__ unsigned long long sub128(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long x, y; unsigned int z;
  asm("sub.cc.u64 %0, %3, %5;\n\t subc.cc.u64 %1, %4, %6;\n\t subc.u32 %2, 0, 0;" : "=l"(x), "=l"(y), "=r"(z) : "l"(A), "l"(C), "l"(B), "l"(D));
  return x ^ (y * 0x9e3779b97f4a7c15ull) ^ z;
}
__device__ unsigned long long madhi(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int x, y;
  asm("mad.hi.cc.u32 %0, %2, %3, %4;\n\t madc.hi.cc.u32 %1, %3, %4, %2;\n\t madc.lo.s32 %0, %0, %3, %1;" : "=r"(x), "=r"(y) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return (static_cast<unsigned long long>(y) << 32) | x;
}
__device__ unsigned long long madhi_s(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int x;
  asm("mad.hi.cc.s32 %0, %1, %2, %3;\n\t madc.hi.s32 %0, %2, %3, %0;" : "=r"(x) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)), "r"(static_cast<unsigned int>(C)));
  return x;
}
__device__ unsigned long long selp_min(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("{ .reg .pred p;\n\t setp.lt.s32 p, %1, %2;\n\t selp.b32 %0, %1, %2, p;\n\t }" : "=r"(d) : "r"(static_cast<unsigned int>(A)), "r"(static_cast<unsigned int>(B)));
  return d;
}
__device__ unsigned long long selp_u64(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned long long d;
  asm("{ .reg .pred p;\n\t setp.hs.u64 p, %1, %2;\n\t selp.b64 %0, %1, %2, p;\n\t }" : "=l"(d) : "l"(A), "l"(B));
  return d;
}
__device__ unsigned long long setp_f32(unsigned long long A, unsigned long long B, unsigned long long C, unsigned long long D) {
  unsigned int d;
  asm("{ .reg .pred p, q;\n\t setp.ne.f32 p, %1, %2;\n\t setp.ge.f32 q, %1, %2;\n\t selp.u32 %0, 1, 0, p;\n\t @q add.u32 %0, %0, 2;\n\t }" : "=r"(d) : "f"(__uint_as_float(static_cast<unsigned int>(A))), "f"(__uint_as_float(static_cast<unsigned int>((A & 0xffu) == 3u ? A : B))));
  return d;
}
}  // namespace forms
// ---- forms end

__host__ __device__ unsigned int mix(unsigned int t, unsigned int k) {
  unsigned int x = t * 0x9e3779b9u + k * 0x85ebca6bu + 0x165667b1u;  // murmur3's finalizer
  x ^= x >> 16;
  x *= 0x85ebca6bu;
  x ^= x >> 13;
  x *= 0xc2b2ae35u;
  x ^= x >> 16;
  return x;
}

// Operand k (0-3) of input t: edge values (whole words, bytes and halfwords at their limits), then values with small
// or extreme bytes, then hashed ones.
__host__ __device__ unsigned long long input(unsigned int t, unsigned int k) {
  const unsigned int edges[16] = {0u, 1u, 0x7fu, 0x80u, 0xffu, 0x7fffu, 0x8000u, 0xffffu,
                                  0x7f7f7f7fu, 0x80808080u, 0x80000000u, 0x7fffffffu, 0xffffffffu, 0xfffffffeu,
                                  0x01ff7f80u, 0x8000ffffu};
  unsigned int x = mix(t, k);
  if (t < 256)
    x = edges[k == 0 ? t & 15 : k == 1 ? (t >> 4) & 15 : (t * 7 + 3 + k) & 15];
  else if (t < 2048)
    x &= (t & 1) ? 0x81ff7f01u : 0x0f0f0f0fu;
  return (static_cast<unsigned long long>(mix(t, k + 4)) << 32) | x;
}

#define FORMS 24

__global__ void block(unsigned long long* out) {
  const unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= N) return;
  const unsigned long long A = input(t, 0), B = input(t, 1), C = input(t, 2), D = input(t, 3);
  unsigned long long* o = out + t;
  int f = 0;
  o[N * f++] = forms::swab64(A, B, C, D);
  o[N * f++] = forms::xor3(A, B, C, D);
  o[N * f++] = forms::rotl64(A, B, C, D);
  o[N * f++] = forms::rotr64(A, B, C, D);
  o[N * f++] = forms::shl2(A, B, C, D);
  o[N * f++] = forms::inout(A, B, C, D);
  o[N * f++] = forms::alias(A, B, C, D);
  o[N * f++] = forms::lop3_shf(A, B, C, D);
  o[N * f++] = forms::immediate(A, B, C, D);
  o[N * f++] = forms::halves(A, B, C, D);
  o[N * f++] = forms::video(A, B, C, D);
  o[N * f++] = forms::moves(A, B, C, D);
  o[N * f++] = forms::wide(A, B, C, D);
  o[N * f++] = forms::rotl64_pred(A, B, C, D);
  o[N * f++] = forms::mul_uint2(A, B, C, D);
  o[N * f++] = forms::add96(A, B, C, D);
  o[N * f++] = forms::sub96(A, B, C, D);
  o[N * f++] = forms::add128(A, B, C, D);
  o[N * f++] = forms::sub128(A, B, C, D);
  o[N * f++] = forms::madhi(A, B, C, D);
  o[N * f++] = forms::madhi_s(A, B, C, D);
  o[N * f++] = forms::selp_min(A, B, C, D);
  o[N * f++] = forms::selp_u64(A, B, C, D);
  o[N * f++] = forms::setp_f32(A, B, C, D);
}

static const char* const kNames[FORMS] = {
    "swab64: mov.b64 unpack, prmt, mov.b64 pack",
    "xor3: the output read back",
    "ROTL64: .reg b64/u32, shl, sub, shr, add",
    "ROTR64 with any amount",
    "SHL2: two outputs",
    "a +r operand and a register",
    "the output variable also an input",
    "lop3 then a funnel shift",
    "an n operand",
    ".reg .b16 halves swapped",
    "video instructions in a block",
    "register moves and a literal",
    "mul.wide and mad.hi on registers",
    "ROTL64 with setp and guarded moves",
    "uint2 a*b: mad.lo.cc and madc.lo",
    "add.cc, addc.cc and addc on 32 bits",
    "sub.cc, subc.cc and subc on 32 bits: the borrow",
    "add.cc.u64 and addc.cc.u64 with the carry out",
    "sub.cc.u64 and subc.cc.u64 with the borrow out",
    "mad.hi.cc.u32, madc.hi.cc.u32, madc.lo.s32",
    "mad.hi.cc.s32 and madc.hi.s32",
    "setp.lt.s32 and selp: a signed minimum",
    "setp.hs.u64 and selp.b64",
    "setp.ne.f32 and setp.ge.f32 on NaNs",
};

// FNV-1a (64-bit) of each form's results as tests/device/ptx_model.py computes them from the PTX ISA's text.
static const unsigned long long kExpected[FORMS] = {
    0x834d2ecf7a729c60ull,  // swab64: mov.b64 unpack, prmt, mov.b64 pack
    0x2be0d55b32630e09ull,  // xor3: the output read back
    0x8e811f976e98abecull,  // ROTL64: .reg b64/u32, shl, sub, shr, add
    0xbd77f880b152ebcfull,  // ROTR64 with any amount
    0x209be2ed07b78dfdull,  // SHL2: two outputs
    0x2737d73a53c92fd8ull,  // a +r operand and a register
    0xcfced6e5f61f0221ull,  // the output variable also an input
    0x19ee1baf13ce3145ull,  // lop3 then a funnel shift
    0x6088037dec003101ull,  // an n operand
    0x145f3517e00ec42eull,  // .reg .b16 halves swapped
    0x17cb552664476a01ull,  // video instructions in a block
    0xc95af19d27fd7db9ull,  // register moves and a literal
    0xaee4eee65e7505f2ull,  // mul.wide and mad.hi on registers
    0x8e811f976e98abecull,  // ROTL64 with setp and guarded moves
    0xce2927c9bd991d0cull,  // uint2 a*b: mad.lo.cc and madc.lo
    0xfae9e678a462e485ull,  // add.cc, addc.cc and addc on 32 bits
    0xa98c03936eaa27f0ull,  // sub.cc, subc.cc and subc on 32 bits: the borrow
    0xde686982b6b6c325ull,  // add.cc.u64 and addc.cc.u64 with the carry out
    0x5604f5b16d3db113ull,  // sub.cc.u64 and subc.cc.u64 with the borrow out
    0xb9a220dc737f8ab6ull,  // mad.hi.cc.u32, madc.hi.cc.u32, madc.lo.s32
    0xe98056d96187ee2aull,  // mad.hi.cc.s32 and madc.hi.s32
    0xcbff7b151f3fefcaull,  // setp.lt.s32 and selp: a signed minimum
    0xf8cfca153cf79ba0ull,  // setp.hs.u64 and selp.b64
    0xe3468f101653f507ull,  // setp.ne.f32 and setp.ge.f32 on NaNs
};

int main(int argc, char** argv) {
  const bool print = argc > 1 && std::strcmp(argv[1], "--print") == 0;
  unsigned long long* d = nullptr;
  if (cudaMalloc(&d, sizeof(unsigned long long) * N * FORMS) != cudaSuccess) return 2;
  if (cudaMemset(d, 0, sizeof(unsigned long long) * N * FORMS) != cudaSuccess) return 2;
  block<<<N / 64, 64>>>(d);
  static unsigned long long h[N * FORMS];
  if (cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess) return 2;
  if (cudaFree(d) != cudaSuccess) return 2;
  int wrong = 0;
  for (int f = 0; f < FORMS; ++f) {
    unsigned long long hash = 14695981039346656037ull;
    for (int t = 0; t < N; ++t) {
      hash = (hash ^ (h[N * f + t] & 0xffffffffu)) * 1099511628211ull;
      hash = (hash ^ (h[N * f + t] >> 32)) * 1099511628211ull;
    }
    if (print) {
      std::printf("0x%016llx  %s\n", hash, kNames[f]);
    } else if (hash != kExpected[f]) {
      std::printf("%s differs\n", kNames[f]);
      ++wrong;
    }
  }
  if (print) return 0;
  if (wrong) {
    std::printf("ptx block wrong: %d of %d differ\n", wrong, FORMS);
    return 3;
  }
  std::printf("ptx block ok\n");
  return 0;
}
