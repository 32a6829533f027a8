// LayerNorm with fused residual add and bias: y = LN(x + residual + bias) * gamma + beta.
// Variants: layernorm.w32 / .w64 (one logical warp of 32 / 64 lanes per row, 256-thread blocks;
// the row stays in registers up to H = 1024 per warp) and layernorm.block (one 256-thread block
// per row, for long rows), layernorm.vec_w32 / .vec_w64 (as .w32 / .w64 with 16-byte packs: one
// 128-bit load per 4 floats or 8 halves; used when H is a multiple of the pack, the row fits in
// 32 values per lane and every pointer is 16-byte aligned, else the launcher runs .w32 / .w64).
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
  const int64_t row = static_cast<int64_t>(blockIdx.x) * (kRowBlockThreads / W) + warp<W>::index();
  if (row >= rows) return;  // whole logical warps leave together
  const int64_t off = row * H;
  ResidualLoad<T> load{x + off, res ? res + off : nullptr, bias};
  layernorm_row(WarpRow<W>{}, load, H, gamma, beta, eps, y + off);
}

template <class T>
struct ResidualPackLoad {
  const T *x, *res, *bias;
  __device__ __forceinline__ void operator()(int c, float (&f)[Pack<T>::n]) const {
    constexpr int N = Pack<T>::n;
    const int64_t o = static_cast<int64_t>(c) * N;
    const Pack<T> a = load_pack(x + o);
CW_UNROLL
    for (int i = 0; i < N; ++i) f[i] = to_f32(a.v[i]);
    if (res) {
      const Pack<T> r = load_pack(res + o);
CW_UNROLL
      for (int i = 0; i < N; ++i) f[i] += to_f32(r.v[i]);
    }
    if (bias) {
      const Pack<T> b = load_pack(bias + o);
CW_UNROLL
      for (int i = 0; i < N; ++i) f[i] += to_f32(b.v[i]);
    }
  }
};

template <class T, int W>
__global__ void __launch_bounds__(kRowBlockThreads)
    layernorm_packed_kernel(const T* x, const T* res, const T* bias, const T* gamma, const T* beta, T* y,
                            int64_t rows, int64_t H, float eps) {
  const int64_t row = static_cast<int64_t>(blockIdx.x) * (kRowBlockThreads / W) + warp<W>::index();
  if (row >= rows) return;
  const int64_t off = row * H;
  layernorm_row_packed<W>(ResidualPackLoad<T>{x + off, res ? res + off : nullptr, bias}, H, gamma, beta, eps, y + off);
}

template <class T, int W>
void launch_warp_rows(const LaunchContext& lc, bool packed, const T* x, const T* res, const T* bias, const T* gamma,
                      const T* beta, T* y, int64_t rows, int64_t H, float eps) {
  const unsigned blocks = static_cast<unsigned>((rows + kRowBlockThreads / W - 1) / (kRowBlockThreads / W));
  if (packed && packs_fit<T>(H, {x, res, bias, gamma, beta, y}) &&
      H / Pack<T>::n <= static_cast<int64_t>(packs_per_lane<T>()) * W)
    hipLaunchKernelGGL(HIP_KERNEL_NAME(layernorm_packed_kernel<T, W>), dim3(blocks), dim3(kRowBlockThreads), 0,
                       lc.stream, x, res, bias, gamma, beta, y, rows, H, eps);
  else
    hipLaunchKernelGGL(HIP_KERNEL_NAME(layernorm_warp_kernel<T, W>), dim3(blocks), dim3(kRowBlockThreads), 0,
                       lc.stream, x, res, bias, gamma, beta, y, rows, H, eps);
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
