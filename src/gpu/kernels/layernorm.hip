// LayerNorm with fused residual add and bias: y = LN(x + residual + bias) * gamma + beta.
// Variants: layernorm.w32 / .w64 (one logical warp of 32 / 64 lanes per row, 256-thread blocks;
// the row stays in registers up to H = 1024 per warp) and layernorm.block (one 256-thread block
// per row, for long rows).
#include "rows.h"

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

int launch_layernorm(const LaunchContext& lc, const cw_op_call& c, int width) {
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
      const unsigned blocks = static_cast<unsigned>((rows + kRowBlockThreads / 32 - 1) / (kRowBlockThreads / 32));
      hipLaunchKernelGGL(HIP_KERNEL_NAME(layernorm_warp_kernel<T, 32>), dim3(blocks), dim3(kRowBlockThreads), 0,
                         lc.stream, x, res, bias, gamma, beta, y, rows, H, eps);
    } else {
      const unsigned blocks = static_cast<unsigned>((rows + kRowBlockThreads / 64 - 1) / (kRowBlockThreads / 64));
      hipLaunchKernelGGL(HIP_KERNEL_NAME(layernorm_warp_kernel<T, 64>), dim3(blocks), dim3(kRowBlockThreads), 0,
                         lc.stream, x, res, bias, gamma, beta, y, rows, H, eps);
    }
    return check_launch("layernorm");
  });
}

}  // namespace crosswarp::gpu
