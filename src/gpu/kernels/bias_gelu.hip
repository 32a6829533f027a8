// y = act(x + bias) (erf GELU, tanh GELU, relu, identity): a grid-stride elementwise kernel
// (bias_gelu.vec; not warp-width specific). Also the strided in-place form that finishes a
// vendor GEMM whose library has no fused epilogue (hipBLAS on ROCm 5.7).
#include "rows.h"

namespace crosswarp::gpu {
namespace {

template <class T>
__global__ void bias_act_kernel(const T* x, const T* bias, T* y, int64_t n, int64_t cols, int act) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride) {
    const float b = bias ? to_f32(bias[i % cols]) : 0.f;
    y[i] = from_f32<T>(activate(to_f32(x[i]) + b, act));
  }
}

// C viewed as [b1, b2, rows, cols] with strides; in place.
template <class T>
__global__ void bias_act_strided_kernel(T* c, const T* bias, int64_t b2, int64_t rows, int64_t cols, int64_t s0,
                                        int64_t s1, int64_t s2, int64_t total, int act) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < total; i += stride) {
    const int64_t q = i % cols, r = (i / cols) % rows, j = (i / (cols * rows)) % b2, k = i / (cols * rows * b2);
    T* p = c + k * s0 + j * s1 + r * s2 + q;
    *p = from_f32<T>(activate(to_f32(*p) + (bias ? to_f32(bias[q]) : 0.f), act));
  }
}

unsigned grid_for(int64_t n) {
  const int64_t blocks = (n + 255) / 256;
  return static_cast<unsigned>(blocks < 65536 ? blocks : 65536);  // grid-stride beyond that
}

}  // namespace

int launch_bias_gelu(const LaunchContext& lc, const cw_op_call& c) {
  const cw_tensor& x = c.inputs[0];
  const int64_t n = ops::numel(x), cols = ops::last_dim(x);
  if (n == 0) return CW_OK;
  const int act = static_cast<int>(c.iparams[0]);
  return with_float_type(x.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* bias = c.n_inputs > 1 ? static_cast<const T*>(c.inputs[1].data) : nullptr;
    hipLaunchKernelGGL(HIP_KERNEL_NAME(bias_act_kernel<T>), dim3(grid_for(n)), dim3(256), 0, lc.stream,
                       static_cast<const T*>(x.data), bias, static_cast<T*>(c.outputs[0].data), n, cols, act);
    return check_launch("bias_gelu");
  });
}

int launch_bias_act_strided(const LaunchContext& lc, const cw_tensor& C, const cw_tensor& bias, int act) {
  int64_t st[4];
  ops::effective_strides(C, st);
  const int n = C.ndim;
  int64_t shape[4] = {1, 1, 1, 1}, s4[4] = {0, 0, 0, 0};
  for (int i = 0; i < n; ++i) shape[4 - n + i] = C.shape[i], s4[4 - n + i] = st[i];
  const int64_t total = shape[0] * shape[1] * shape[2] * shape[3];
  if (total == 0) return CW_OK;
  return with_float_type(C.dtype, [&](auto tag) {
    using T = decltype(tag);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(bias_act_strided_kernel<T>), dim3(grid_for(total)), dim3(256), 0, lc.stream,
                       static_cast<T*>(C.data), static_cast<const T*>(bias.data), shape[1], shape[2], shape[3], s4[0],
                       s4[1], s4[2], total, act);
    return check_launch("gemm epilogue");
  });
}

}  // namespace crosswarp::gpu
