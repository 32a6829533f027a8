// Ampere's warp-level matrix instructions in inline PTX, as Marlin and flash-attention write them: ldmatrix
// (x1, x2, x4, .trans, 32- and 64-bit shared addresses) and mma.sync m16n8k16 / m16n8k8 on f16 and bf16 with
// f32 accumulators, in two CUDA warps per block (one 64-lane wavefront on AMD GPUs). The port writes them as
// functions that gather each lane's fragment rows and columns with __shfl of width 32. The values are small
// multiples of 1/2, so every product and sum is exact in float whatever the order of the sum: the program
// checks ldmatrix's words and mma's results for equality with the host's, "ptx mma ok (warp N)", else what
// differs and exit 3. The simt test ports this file and runs the port under both wavefront sizes; built with
// nvcc (sm_80 or newer), the CUDA original checks the fragment layouts on the GPU itself (an H100: "ptx mma
// ok", memcheck and racecheck clean; bench/results/build-2026-12-07-s37/ptx_mma_cuda_h100.txt).
#include <cstdint>
#include <cstdio>

#define WARPS 2
#define LOADS 11  // words each lane gets from ldmatrix: x4, x4.trans, x2, x1.trans

__device__ __forceinline__ unsigned shared_address(const void* p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

// Each warp: four 8x8 matrices of 16-bit values; lane l points at row l % 8 of matrix l / 8.
__global__ void load_matrices(const unsigned short* in, unsigned* out) {
  __shared__ __align__(16) unsigned short tile[WARPS][4][8][8];
  const int t = threadIdx.x, w = t / 32, lane = t % 32;
  for (int i = lane; i < 256; i += 32) (&tile[w][0][0][0])[i] = in[w * 256 + i];
  __syncthreads();
  const unsigned row = shared_address(&tile[w][lane / 8][lane % 8][0]);
  const unsigned long long wide = row;  // a 64-bit shared-window address
  unsigned r[LOADS];
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(row));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
               : "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7])
               : "r"(row));
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];\n"
               : "=r"(r[8]), "=r"(r[9])
               : "r"(row));
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared::cta.b16 {%0}, [%1];\n" : "=r"(r[10]) : "l"(wide));
  for (int k = 0; k < LOADS; ++k) out[t * LOADS + k] = r[k];
}

__device__ __forceinline__ unsigned pack(unsigned short lo, unsigned short hi) {
  return lo | static_cast<unsigned>(hi) << 16;
}

// D = A B + C on one warp: A 16xK row-major, B Kx8 stored column by column (B[n * K + k]), C and D 16x8.
// Each lane builds its fragments in the PTX ISA's layout (group = lane / 4, t = lane % 4).
template <int K, bool BF16>
__device__ void mma_tile(const unsigned short* A, const unsigned short* B, const float* C, float* D,
                         int lane) {
  const int g = lane / 4, t = lane % 4;
  unsigned a[4], b[2];
  float c[4], d[4];
  for (int j = 0; j < K / 4; ++j) {
    const int row = g + 8 * (j & 1), k = 8 * (j >> 1) + 2 * t;
    a[j] = pack(A[row * K + k], A[row * K + k + 1]);
  }
  for (int j = 0; j < K / 8; ++j) b[j] = pack(B[g * K + 8 * j + 2 * t], B[g * K + 8 * j + 2 * t + 1]);
  for (int i = 0; i < 4; ++i) c[i] = C[(g + 8 * (i >> 1)) * 8 + 2 * t + (i & 1)];
  if constexpr (K == 16 && !BF16) {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
        "{%10,%11,%12,%13};\n"
        : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]),
          "f"(c[3]));
  } else if constexpr (K == 16) {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
        "{%10,%11,%12,%13};\n"
        : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]),
          "f"(c[3]));
  } else if constexpr (!BF16) {
    // D in place of C ("+f"), as accumulating loops write it
    d[0] = c[0], d[1] = c[1], d[2] = c[2], d[3] = c[3];
    asm volatile(
        "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(b[0]));
  } else {
    asm volatile(
        "mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};\n"
        : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(b[0]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  }
  for (int i = 0; i < 4; ++i) D[(g + 8 * (i >> 1)) * 8 + 2 * t + (i & 1)] = d[i];
}

// Four products per warp: m16n8k16 f16, bf16, m16n8k8 f16, bf16 (tile f of warp w at index w * 4 + f).
__global__ void multiply(const unsigned short* A, const unsigned short* B, const float* C, float* D) {
  const int w = threadIdx.x / 32, lane = threadIdx.x % 32, base = w * 4;
  mma_tile<16, false>(A + (base + 0) * 256, B + (base + 0) * 128, C + (base + 0) * 128, D + (base + 0) * 128,
                      lane);
  mma_tile<16, true>(A + (base + 1) * 256, B + (base + 1) * 128, C + (base + 1) * 128, D + (base + 1) * 128,
                     lane);
  mma_tile<8, false>(A + (base + 2) * 256, B + (base + 2) * 128, C + (base + 2) * 128, D + (base + 2) * 128,
                     lane);
  mma_tile<8, true>(A + (base + 3) * 256, B + (base + 3) * 128, C + (base + 3) * 128, D + (base + 3) * 128,
                    lane);
}

// v (a multiple of 1/2 within +-4, so exact in both formats) as f16 or bf16 bits
unsigned short bits16(float v, bool bf16) {
  unsigned u;
  __builtin_memcpy(&u, &v, 4);
  if (bf16) return static_cast<unsigned short>(u >> 16);
  if (v == 0.0f) return static_cast<unsigned short>((u >> 16) & 0x8000u);
  const unsigned sign = (u >> 16) & 0x8000u, exponent = ((u >> 23) & 0xffu) - 127u + 15u;
  return static_cast<unsigned short>(sign | exponent << 10 | ((u >> 13) & 0x3ffu));
}

int main() {
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  int bad = 0;

  static unsigned short m_in[WARPS * 256];
  static unsigned m_out[WARPS * 32 * LOADS];
  for (int i = 0; i < WARPS * 256; ++i) m_in[i] = static_cast<unsigned short>(i * 37 + 11);
  unsigned short* dm_in = nullptr;
  unsigned* dm_out = nullptr;
  cudaMalloc(&dm_in, sizeof m_in);
  cudaMalloc(&dm_out, sizeof m_out);
  cudaMemcpy(dm_in, m_in, sizeof m_in, cudaMemcpyHostToDevice);
  load_matrices<<<1, 32 * WARPS>>>(dm_in, dm_out);
  cudaMemcpy(m_out, dm_out, sizeof m_out, cudaMemcpyDeviceToHost);
  for (int w = 0; w < WARPS; ++w)
    for (int l = 0; l < 32; ++l) {
      auto m = [&](int i, int row, int col) -> unsigned { return m_in[w * 256 + i * 64 + row * 8 + col]; };
      auto plain = [&](int i) { return m(i, l / 4, 2 * (l % 4)) | m(i, l / 4, 2 * (l % 4) + 1) << 16; };
      auto trans = [&](int i) { return m(i, 2 * (l % 4), l / 4) | m(i, 2 * (l % 4) + 1, l / 4) << 16; };
      const unsigned want[LOADS] = {plain(0), plain(1), plain(2), plain(3), trans(0), trans(1),
                                    trans(2), trans(3), plain(0), plain(1), trans(0)};
      for (int k = 0; k < LOADS; ++k)
        if (m_out[(w * 32 + l) * LOADS + k] != want[k] && bad++ < 10)
          std::printf("ldmatrix warp %d lane %d word %d: %#x, want %#x\n", w, l, k,
                      m_out[(w * 32 + l) * LOADS + k], want[k]);
    }

  constexpr int TILES = WARPS * 4;
  static float a[TILES * 256], b[TILES * 128], c[TILES * 128], d[TILES * 128];
  static unsigned short a16[TILES * 256], b16[TILES * 128];
  for (int f = 0; f < TILES; ++f) {
    const bool bf16 = f % 2 == 1;
    for (int i = 0; i < 256; ++i) {
      a[f * 256 + i] = static_cast<float>((i * 7 + f * 3) % 17 - 8) * 0.5f;
      a16[f * 256 + i] = bits16(a[f * 256 + i], bf16);
    }
    for (int i = 0; i < 128; ++i) {
      b[f * 128 + i] = static_cast<float>((i * 5 + f) % 13 - 6) * 0.5f;
      b16[f * 128 + i] = bits16(b[f * 128 + i], bf16);
      c[f * 128 + i] = static_cast<float>((i * 3 + f) % 9 - 4) * 0.25f;
    }
  }
  unsigned short *da = nullptr, *db = nullptr;
  float *dc = nullptr, *dd = nullptr;
  cudaMalloc(&da, sizeof a16);
  cudaMalloc(&db, sizeof b16);
  cudaMalloc(&dc, sizeof c);
  cudaMalloc(&dd, sizeof d);
  cudaMemcpy(da, a16, sizeof a16, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b16, sizeof b16, cudaMemcpyHostToDevice);
  cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice);
  multiply<<<1, 32 * WARPS>>>(da, db, dc, dd);
  cudaMemcpy(d, dd, sizeof d, cudaMemcpyDeviceToHost);
  const char* names[4] = {"m16n8k16 f16", "m16n8k16 bf16", "m16n8k8 f16", "m16n8k8 bf16"};
  for (int f = 0; f < TILES; ++f) {
    const int K = f % 4 < 2 ? 16 : 8;
    for (int r = 0; r < 16; ++r)
      for (int n = 0; n < 8; ++n) {
        float want = c[f * 128 + r * 8 + n];
        for (int k = 0; k < K; ++k) want += a[f * 256 + r * K + k] * b[f * 128 + n * K + k];
        const float got = d[f * 128 + r * 8 + n];
        if (got != want && bad++ < 20)
          std::printf("mma %s warp %d D[%d][%d]: %g, want %g\n", names[f % 4], f / 4, r, n, got, want);
      }
  }
  cudaFree(dm_in);
  cudaFree(dm_out);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  cudaFree(dd);
  if (bad) {
    std::printf("ptx mma wrong: %d results\n", bad);
    return 3;
  }
  std::printf("ptx mma ok (warp %d)\n", warp);
  return 0;
}
