// LayerNorm with fused residual add and bias: y = LN(x + residual + bias) * gamma + beta.
// Variants: layernorm.w32 / .w64 (one logical warp of 32 / 64 lanes per row, 256-thread blocks;
// the row stays in registers up to H = 1024 per warp) and layernorm.block (one 256-thread block
// per row, for long rows), layernorm.vec_w32 / .vec_w64 (as .w32 / .w64 with 16-byte packs: one
// 128-bit load per 4 floats or 8 halves, and streaming: a persistent grid whose warps load their
// next row while reducing the current one (pack.h); used when H is a multiple of the pack, the row
// fits in 32 values per lane and every pointer is 16-byte aligned, else the launcher runs .w32 / .w64).
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

// layernorm.vec_*: the streaming form (pack.h): each logical warp walks its rows and loads the
// next row's x and residual packs (KP per lane) before it reduces the current row. Each row is
// read and written by one warp only, so y may alias x or the residual.
template <class T, int W, int KP>
__global__ void __launch_bounds__(kRowBlockThreads)
    layernorm_stream_kernel(const T* x, const T* res, const T* bias, const T* gamma, const T* beta, T* y,
                            int64_t rows, int64_t H, float eps) {
  constexpr int N = Pack<T>::n;
  const int lane = warp<W>::lane();
  const int np = static_cast<int>(H / N);
  const float inv_h = 1.f / static_cast<float>(H);
  const int64_t step = static_cast<int64_t>(gridDim.x) * (blockDim.x / W);
  int64_t row = static_cast<int64_t>(blockIdx.x) * (blockDim.x / W) + warp<W>::index();
  Pack<T> xa[KP]{}, ra[KP]{};
  auto fetch = [&](int64_t r) {
    const T* xr = x + r * H;
    const T* rr = res ? res + r * H : nullptr;
CW_UNROLL
    for (int k = 0; k < KP; ++k) {
      const int c = lane + k * W;
      if (c < np) {
        xa[k] = load_pack(xr + static_cast<int64_t>(c) * N);
        if (rr) ra[k] = load_pack(rr + static_cast<int64_t>(c) * N);
      }
    }
  };
  if (row < rows) fetch(row);
  for (; row < rows; row += step) {  // uniform across the logical warp
    float v[KP][N];
    float s = 0.f;
CW_UNROLL
    for (int k = 0; k < KP; ++k) {
      const int c = lane + k * W;
      if (c < np) {
CW_UNROLL
        for (int i = 0; i < N; ++i) v[k][i] = to_f32(xa[k].v[i]) + (res ? to_f32(ra[k].v[i]) : 0.f);
        if (bias) {
          const Pack<T> b = load_pack(bias + static_cast<int64_t>(c) * N);
CW_UNROLL
          for (int i = 0; i < N; ++i) v[k][i] += to_f32(b.v[i]);
        }
      } else {
CW_UNROLL
        for (int i = 0; i < N; ++i) v[k][i] = 0.f;
      }
CW_UNROLL
      for (int i = 0; i < N; ++i) s += v[k][i];
    }
    if (row + step < rows) fetch(row + step);
    const float mean = warp<W>::reduce_sum(s) * inv_h;
    float q = 0.f;
CW_UNROLL
    for (int k = 0; k < KP; ++k)
      if (lane + k * W < np) {
CW_UNROLL
        for (int i = 0; i < N; ++i) {
          const float d = v[k][i] - mean;
          q += d * d;
        }
      }
    const float rstd = rsqrtf(warp<W>::reduce_sum(q) * inv_h + eps);
    T* yr = y + row * H;
CW_UNROLL
    for (int k = 0; k < KP; ++k) {
      const int c = lane + k * W;
      if (c < np) {
        const Pack<T> g = load_pack(gamma + static_cast<int64_t>(c) * N);
        const Pack<T> b = load_pack(beta + static_cast<int64_t>(c) * N);
        Pack<T> o;
CW_UNROLL
        for (int i = 0; i < N; ++i) o.v[i] = from_f32<T>((v[k][i] - mean) * rstd * to_f32(g.v[i]) + to_f32(b.v[i]));
        store_pack(yr + static_cast<int64_t>(c) * N, o);
      }
    }
  }
}

// The same over D consecutive rows per warp at a time, every row's loads issued before the first is
// reduced (no prefetch across groups): fewer registers per row in flight than the prefetching form.
template <class T, int W, int KP, int D>
__global__ void __launch_bounds__(kRowBlockThreads)
    layernorm_rows_kernel(const T* x, const T* res, const T* bias, const T* gamma, const T* beta, T* y, int64_t rows,
                          int64_t H, float eps) {
  constexpr int N = Pack<T>::n;
  const int lane = warp<W>::lane();
  const int np = static_cast<int>(H / N);
  const float inv_h = 1.f / static_cast<float>(H);
  const int64_t step = static_cast<int64_t>(gridDim.x) * (blockDim.x / W) * D;
  for (int64_t row0 = (static_cast<int64_t>(blockIdx.x) * (blockDim.x / W) + warp<W>::index()) * D; row0 < rows;
       row0 += step) {
    Pack<T> xa[D][KP]{}, ra[D][KP]{};
CW_UNROLL
    for (int d = 0; d < D; ++d)
      if (row0 + d < rows)
CW_UNROLL
        for (int k = 0; k < KP; ++k) {
          const int c = lane + k * W;
          if (c < np) {
            xa[d][k] = load_pack(x + (row0 + d) * H + static_cast<int64_t>(c) * N);
            if (res) ra[d][k] = load_pack(res + (row0 + d) * H + static_cast<int64_t>(c) * N);
          }
        }
CW_UNROLL
    for (int d = 0; d < D; ++d) {
      const int64_t row = row0 + d;
      if (row >= rows) break;
      float v[KP][N];
      float s = 0.f;
CW_UNROLL
      for (int k = 0; k < KP; ++k) {
        const int c = lane + k * W;
        if (c < np) {
CW_UNROLL
          for (int i = 0; i < N; ++i) v[k][i] = to_f32(xa[d][k].v[i]) + (res ? to_f32(ra[d][k].v[i]) : 0.f);
          if (bias) {
            const Pack<T> b = load_pack(bias + static_cast<int64_t>(c) * N);
CW_UNROLL
            for (int i = 0; i < N; ++i) v[k][i] += to_f32(b.v[i]);
          }
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
          const Pack<T> g = load_pack(gamma + static_cast<int64_t>(c) * N);
          const Pack<T> b = load_pack(beta + static_cast<int64_t>(c) * N);
          Pack<T> o;
CW_UNROLL
          for (int i = 0; i < N; ++i) o.v[i] = from_f32<T>((v[k][i] - mean) * rstd * to_f32(g.v[i]) + to_f32(b.v[i]));
          store_pack(yr + static_cast<int64_t>(c) * N, o);
        }
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
    static const int knob_d = dev_knob("CROSSWARP_DEV_ROWS_D"), knob_p = dev_knob("CROSSWARP_DEV_ROWS_PERSIST"),
                     knob_f = dev_knob("CROSSWARP_DEV_LN_PREFETCH");
    with_packs_per_lane<T>(H, W, [&](auto kp) {
      constexpr int KP = decltype(kp)::value;
      const int nthreads = static_cast<int>(warps * W);
      if (knob_f != 0) {  // prefetching form
        auto* k = &layernorm_stream_kernel<T, W, KP>;
        const unsigned grid = knob_p == 0 ? static_cast<unsigned>((rows + warps - 1) / warps)
                                          : stream_blocks(lc.device, rows, 1, warps, vendor::resident_blocks(k, nthreads));
        hipLaunchKernelGGL(HIP_KERNEL_NAME(layernorm_stream_kernel<T, W, KP>), dim3(grid), threads, 0, lc.stream, x,
                           res, bias, gamma, beta, y, rows, H, eps);
        return 0;
      }
      auto go = [&](auto dtag) {
        constexpr int D = decltype(dtag)::value;
        auto* k = &layernorm_rows_kernel<T, W, KP, D>;
        const unsigned grid = knob_p == 0 ? static_cast<unsigned>((rows + warps * D - 1) / (warps * D))
                                          : stream_blocks(lc.device, rows, D, warps, vendor::resident_blocks(k, nthreads));
        hipLaunchKernelGGL(HIP_KERNEL_NAME(layernorm_rows_kernel<T, W, KP, D>), dim3(grid), threads, 0, lc.stream, x,
                           res, bias, gamma, beta, y, rows, H, eps);
      };
      if (knob_d == 2) go(std::integral_constant<int, 2>{});
      else go(std::integral_constant<int, 1>{});
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
