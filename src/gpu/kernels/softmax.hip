// Softmax with scale and key-padding mask along the last dim.
// Variants: softmax.w32 / .w64 (one logical warp of 32 / 64 lanes per row; rows up to 1024
// elements stay in registers), softmax.block (one 256-thread block per row, for long rows) and
// softmax.vec_w32 / .vec_w64 (as .w32 / .w64 with 16-byte packs of x and y; used when the row is a
// multiple of the pack, fits in 32 values per lane and the pointers are 16-byte aligned, else the
// launcher runs .w32 / .w64).
#include "pack.h"

namespace crosswarp::gpu {
namespace {

template <class T, int W>
__global__ void __launch_bounds__(kRowBlockThreads)
    softmax_warp_kernel(const T* x, T* y, int64_t rows, int64_t n, float scale, IndexView mask, int64_t rows_per_mask) {
  const int64_t row = static_cast<int64_t>(blockIdx.x) * (kRowBlockThreads / W) + warp<W>::index();
  if (row >= rows) return;
  softmax_row(WarpRow<W>{}, x + row * n, y + row * n, n, scale, mask, (row / rows_per_mask) * n);
}

template <class T, int W>
__global__ void __launch_bounds__(kRowBlockThreads)
    softmax_packed_kernel(const T* x, T* y, int64_t rows, int64_t n, float scale, IndexView mask,
                          int64_t rows_per_mask) {
  const int64_t row = static_cast<int64_t>(blockIdx.x) * (kRowBlockThreads / W) + warp<W>::index();
  if (row >= rows) return;
  softmax_row_packed<W>(x + row * n, y + row * n, n, scale, mask, (row / rows_per_mask) * n);
}

template <class T, int W>
void launch_warp_rows(const LaunchContext& lc, bool packed, const T* x, T* y, int64_t rows, int64_t n, float scale,
                      IndexView mask, int64_t rows_per_mask) {
  const unsigned blocks = static_cast<unsigned>((rows + kRowBlockThreads / W - 1) / (kRowBlockThreads / W));
  if (packed && packs_fit<T>(n, {x, y}) && n / Pack<T>::n <= static_cast<int64_t>(packs_per_lane<T>()) * W)
    hipLaunchKernelGGL(HIP_KERNEL_NAME(softmax_packed_kernel<T, W>), dim3(blocks), dim3(kRowBlockThreads), 0,
                       lc.stream, x, y, rows, n, scale, mask, rows_per_mask);
  else
    hipLaunchKernelGGL(HIP_KERNEL_NAME(softmax_warp_kernel<T, W>), dim3(blocks), dim3(kRowBlockThreads), 0, lc.stream,
                       x, y, rows, n, scale, mask, rows_per_mask);
}

template <class T, int W>
__global__ void __launch_bounds__(kRowBlockThreads)
    softmax_block_kernel(const T* x, T* y, int64_t n, float scale, IndexView mask, int64_t rows_per_mask) {
  __shared__ float scratch[kRowBlockThreads / W];
  const int64_t row = blockIdx.x;
  softmax_row(BlockRow<W, kRowBlockThreads>{scratch}, x + row * n, y + row * n, n, scale, mask,
              (row / rows_per_mask) * n);
}

}  // namespace

int launch_softmax(const LaunchContext& lc, const cw_op_call& c, int width, bool packed) {
  const cw_tensor& x = c.inputs[0];
  const int64_t rows = ops::rows(x), n = ops::last_dim(x);
  if (rows == 0) return CW_OK;
  const bool has_mask = c.n_inputs > 1 && ops::present(c.inputs[1]);
  const IndexView mask = has_mask ? index_view(c.inputs[1]) : IndexView{nullptr, 0};
  const int64_t rows_per_mask = has_mask ? rows / c.inputs[1].shape[0] : rows;
  const float scale = static_cast<float>(c.fparams[0]);
  return with_float_type(x.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* in = static_cast<const T*>(x.data);
    T* out = static_cast<T*>(c.outputs[0].data);
    if (width == 0) {
      hipLaunchKernelGGL(HIP_KERNEL_NAME(softmax_block_kernel<T, 32>), dim3(static_cast<unsigned>(rows)),
                         dim3(kRowBlockThreads), 0, lc.stream, in, out, n, scale, mask, rows_per_mask);
    } else if (width == 32) {
      launch_warp_rows<T, 32>(lc, packed, in, out, rows, n, scale, mask, rows_per_mask);
    } else {
      launch_warp_rows<T, 64>(lc, packed, in, out, rows, n, scale, mask, rows_per_mask);
    }
    return check_launch("softmax");
  });
}

}  // namespace crosswarp::gpu
