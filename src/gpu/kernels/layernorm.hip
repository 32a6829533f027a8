// LayerNorm with fused residual add and bias: y = LN(x + residual + bias) * gamma + beta.
// Variants: layernorm.w32 / .w64 (one logical warp of 32 / 64 lanes per row, 256-thread blocks;
// the row stays in registers up to H = 1024 per warp) and layernorm.block (one 256-thread block
// per row, for long rows), layernorm.vec_w32 / .vec_w64 (as .w32 / .w64 with 16-byte packs: one
// 128-bit load per 4 floats or 8 halves, on a grid of one wave of resident blocks whose warps take
// contiguous runs of rows (pack.h); used when H is a multiple of the pack, the row fits in 32 values
// per lane and every pointer is 16-byte aligned, else the launcher runs .w32 / .w64).
#include "pack.h"

namespace crosswarp::gpu {
namespace {

template <class T>
struct ResidualLoad {
  const T *x, *res, *bias;
  __device__ __forceinline__ float operator()(int64_t i) const {
    float v = to_f32(x[i]);
    if (res) v += to_f32(res[i]);
    if (bias) v += to_f32(bias[i]);
    return v;
  }
};

template <class T, int W>
__global__ void __launch_bounds__(kRowBlockThreads)
    layernorm_warp_kernel(const T* x, const T* res, const T* bias, const T* gamma, const T* beta, T* y, int64_t rows,
                          int64_t H, float eps) {
  const int64_t row = static_cast<int64_t>(blockIdx.x) * (blockDim.x / W) + warp<W>::index();
  if (row >= rows) return;  // whole logical warps leave together
  const int64_t off = row * H;
  ResidualLoad<T> load{x + off, res ? res + off : nullptr, bias};
  layernorm_row(WarpRow<W>{}, load, H, gamma, beta, eps, y + off);
}

// layernorm.vec_*: one logical warp per row over 16-byte packs (KP per lane), on a grid of one wave
// of resident blocks (pack.h) in which each warp takes a contiguous run of rows. Measured on the
// H200 (bf16, H = 1024, bench/RESULTS.md): loading the next row before reducing the current one,
// or two rows at a time, lost to this (more registers, fewer warps), and so did one-row-per-warp
// grids of many waves. EARLY (short batches, where latency and not occupancy sets the time): bias,
// gamma and beta are loaded together with x and the residual instead of after the reductions,
// which saves one memory round trip per row. Otherwise (long batches, where the number of rows in
// flight sets the time) the block copies bias, gamma and beta into shared memory once, so a row
// costs one global round trip (x and the residual) instead of three (H200, bf16 BERT-large seq 384:
// 30.4 -> 27.9 us at batch 32, 96.9 -> 94.6 at 128), and, where it fits, the kernel is held to 64
// registers: four 256-thread blocks per SM instead of two (ncu, bf16 H = 1024 at 12,288 rows: 93
// registers, 25% occupancy, 45% of DRAM bandwidth). Each row is read and written by one warp only,
// so y may alias x or the residual.
// Resident 256-thread blocks per SM the long-batch rows kernel is compiled for: 4 (64 registers)
// where ptxas fits it without spilling (bf16 at every KP, with pack_f32's unpacking; fp16 and f32
// up to 16 values per lane), else what its registers give (fp16 KP = 4: 75 registers, 3 blocks;
// f32 KP = 8: 512 bytes of spill at 64). On HIP the second bound is waves per execution unit: 4
// blocks of 4 wave64s over a CU's 4 SIMDs is the same 4. (Parenthesized: HIP's macro splits on commas.)
template <class T, int KP, bool EARLY>
constexpr int ln_rows_min_blocks() {
  return EARLY ? 1 : (std::is_same<T, __hip_bfloat16>::value || KP * Pack<T>::n <= 16) ? 4 : 1;
}

template <class T, int W, int KP, bool EARLY>
__global__ void __launch_bounds__(kRowBlockThreads, (ln_rows_min_blocks<T, KP, EARLY>()))
    layernorm_rows_kernel(const T* x, const T* res, const T* bias, const T* gamma, const T* beta, T* y, int64_t rows,
                          int64_t H, float eps, int64_t chunk) {
  constexpr int N = Pack<T>::n;
  constexpr int kSp = EARLY ? 1 : KP * W;  // packs of a row held in shared memory
  __shared__ Pack<T> s_bias[kSp], s_gamma[kSp], s_beta[kSp];
  const int lane = warp<W>::lane();
  const int np = static_cast<int>(H / N);
  const float inv_h = 1.f / static_cast<float>(H);
  if constexpr (!EARLY) {
    for (int c = static_cast<int>(threadIdx.x); c < np; c += static_cast<int>(blockDim.x)) {
      const int64_t o = static_cast<int64_t>(c) * N;
      s_bias[c] = bias ? load_pack(bias + o) : Pack<T>{};
      s_gamma[c] = load_pack(gamma + o);
      s_beta[c] = load_pack(beta + o);
    }
    __syncthreads();
  }
  const int64_t first = (static_cast<int64_t>(blockIdx.x) * (blockDim.x / W) + warp<W>::index()) * chunk;
  const int64_t last = first + chunk < rows ? first + chunk : rows;
  for (int64_t row = first; row < last; ++row) {  // uniform across the logical warp
    Pack<T> xa[KP]{}, ra[KP]{}, ba[EARLY ? KP : 1]{}, ga[EARLY ? KP : 1]{}, be[EARLY ? KP : 1]{};
CW_UNROLL
    for (int k = 0; k < KP; ++k) {
      const int c = lane + k * W;
      if (c < np) {
        const int64_t o = static_cast<int64_t>(c) * N;
        xa[k] = load_pack(x + row * H + o);
        if (res) ra[k] = load_pack(res + row * H + o);
        if constexpr (EARLY) {
          if (bias) ba[k] = load_pack(bias + o);
          ga[k] = load_pack(gamma + o);
          be[k] = load_pack(beta + o);
        }
      }
    }
    float v[KP][N];
    float s = 0.f;
CW_UNROLL
    for (int k = 0; k < KP; ++k) {
      const int c = lane + k * W;
      if (c < np) {
        Pack<T> b{};
        if (bias) b = EARLY ? ba[EARLY ? k : 0] : s_bias[EARLY ? 0 : c];
CW_UNROLL
        for (int i = 0; i < N; ++i)
          v[k][i] = pack_f32(xa[k], i) + (res ? pack_f32(ra[k], i) : 0.f) + (bias ? pack_f32(b, i) : 0.f);
      } else {
CW_UNROLL
        for (int i = 0; i < N; ++i) v[k][i] = 0.f;
      }
CW_UNROLL
      for (int i = 0; i < N; ++i) s += v[k][i];
    }
    const float mean = warp<W>::reduce_sum(s) * inv_h;
    float q = 0.f;
CW_UNROLL
    for (int k = 0; k < KP; ++k)
      if (lane + k * W < np) {
CW_UNROLL
        for (int i = 0; i < N; ++i) {
          const float dv = v[k][i] - mean;
          q += dv * dv;
        }
      }
    const float rstd = rsqrtf(warp<W>::reduce_sum(q) * inv_h + eps);
    T* yr = y + row * H;
CW_UNROLL
    for (int k = 0; k < KP; ++k) {
      const int c = lane + k * W;
      if (c < np) {
        const Pack<T> g = EARLY ? ga[EARLY ? k : 0] : s_gamma[EARLY ? 0 : c];
        const Pack<T> b = EARLY ? be[EARLY ? k : 0] : s_beta[EARLY ? 0 : c];
        Pack<T> o;
CW_UNROLL
        for (int i = 0; i < N; ++i) o.v[i] = from_f32<T>((v[k][i] - mean) * rstd * pack_f32(g, i) + pack_f32(b, i));
        store_pack(yr + static_cast<int64_t>(c) * N, o);
      }
    }
  }
}

template <class T, int W>
void launch_warp_rows(const LaunchContext& lc, bool packed, const T* x, const T* res, const T* bias, const T* gamma,
                      const T* beta, T* y, int64_t rows, int64_t H, float eps) {
  const int64_t warps = stream_warps_per_block(rows, W);
  const dim3 threads(static_cast<unsigned>(warps * W));
  if (packed && packs_fit<T>(H, {x, res, bias, gamma, beta, y}) &&
      H / Pack<T>::n <= static_cast<int64_t>(packs_per_lane<T>()) * W) {
    with_packs_per_lane<T>(H, W, [&](auto kp) {
      constexpr int KP = decltype(kp)::value;
      auto go = [&](auto early) {
        constexpr bool E = decltype(early)::value;
        auto* k = &layernorm_rows_kernel<T, W, KP, E>;
        const StreamGrid g =
            stream_grid(lc.device, rows, warps, vendor::resident_blocks(k, static_cast<int>(warps * W)));
        hipLaunchKernelGGL(HIP_KERNEL_NAME(layernorm_rows_kernel<T, W, KP, E>), dim3(g.blocks), threads, 0, lc.stream,
                           x, res, bias, gamma, beta, y, rows, H, eps, g.chunk);
      };
      if (rows < kEarlyRows) go(std::true_type{});
      else go(std::false_type{});
      return 0;
    });
    return;
  }
  const unsigned blocks = static_cast<unsigned>((rows + warps - 1) / warps);
  hipLaunchKernelGGL(HIP_KERNEL_NAME(layernorm_warp_kernel<T, W>), dim3(blocks), threads, 0, lc.stream, x, res, bias,
                     gamma, beta, y, rows, H, eps);
}

template <class T, int W>
__global__ void __launch_bounds__(kRowBlockThreads)
    layernorm_block_kernel(const T* x, const T* res, const T* bias, const T* gamma, const T* beta, T* y, int64_t H,
                           float eps) {
  __shared__ float scratch[kRowBlockThreads / W];
  const int64_t off = static_cast<int64_t>(blockIdx.x) * H;
  ResidualLoad<T> load{x + off, res ? res + off : nullptr, bias};
  layernorm_row(BlockRow<W, kRowBlockThreads>{scratch}, load, H, gamma, beta, eps, y + off);
}

}  // namespace

int launch_layernorm(const LaunchContext& lc, const cw_op_call& c, int width, bool packed) {
  const int64_t rows = ops::rows(c.inputs[0]), H = ops::last_dim(c.inputs[0]);
  const float eps = static_cast<float>(c.fparams[0]);
  if (rows == 0) return CW_OK;
  return with_float_type(c.outputs[0].dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* x = static_cast<const T*>(c.inputs[0].data);
    const T* res = static_cast<const T*>(c.inputs[1].data);
    const T* bias = static_cast<const T*>(c.inputs[2].data);
    const T* gamma = static_cast<const T*>(c.inputs[3].data);
    const T* beta = static_cast<const T*>(c.inputs[4].data);
    T* y = static_cast<T*>(c.outputs[0].data);
    if (width == 0) {
      hipLaunchKernelGGL(HIP_KERNEL_NAME(layernorm_block_kernel<T, 32>), dim3(static_cast<unsigned>(rows)),
                         dim3(kRowBlockThreads), 0, lc.stream, x, res, bias, gamma, beta, y, H, eps);
    } else if (width == 32) {
      launch_warp_rows<T, 32>(lc, packed, x, res, bias, gamma, beta, y, rows, H, eps);
    } else {
      launch_warp_rows<T, 64>(lc, packed, x, res, bias, gamma, beta, y, rows, H, eps);
    }
    return check_launch("layernorm");
  });
}

}  // namespace crosswarp::gpu
