// Softmax with scale and key-padding mask along the last dim.
// Variants: softmax.w32 / .w64 (one logical warp of 32 / 64 lanes per row; rows up to 1024
// elements stay in registers), softmax.block (one 256-thread block per row, for long rows) and
// softmax.vec_w32 / .vec_w64 (as .w32 / .w64 with 16-byte packs of x and y, streaming: one wave of
// resident blocks whose warps take contiguous runs of rows, the mask kept as bits while the rows
// share it (pack.h); used when the row is a multiple of the pack, fits in 32
// values per lane and the pointers, the mask's included, are 16-byte aligned, else .w32 / .w64).
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

// softmax.vec_*: the streaming form (pack.h): each logical warp takes a contiguous run of rows. The
// key-padding mask is turned into one bit per element (keep[k] bit i: element i of pack k attends)
// when a row leaves the range of rows the cached bits cover; all heads and queries of a sequence
// share them, so a run reloads them about once. Measured on the H200 (bf16, BERT-large 384 x 384
// rows, batch 32 / 128): two rows in lockstep (interleaved reductions) took 153 / 579 us and four
// 171 / 660, against 128 / 488 for one row at a time: the registers cost more occupancy than the
// overlapped reductions gained. Holding the kernel to 48 registers for 5 resident blocks instead of 4
// (bf16, 24 bytes spilled) lost too: 131.4 / 494.6 us against 128.2 / 488.3 (session 13, call c).
// Loading the next row's packs before reducing the current one (58 registers, still 4 blocks)
// lost as well: 131.5 / 501.2 us against 127.6 / 486.8 (session 13, call d).
template <class T, int W, int KP>
__global__ void __launch_bounds__(kRowBlockThreads)
    softmax_stream_kernel(const T* x, T* y, int64_t rows, int64_t n, float scale, IndexView mask,
                          int64_t rows_per_mask, int64_t chunk) {
  constexpr int N = Pack<T>::n;
  const int lane = warp<W>::lane();
  const int np = static_cast<int>(n / N);
  const int64_t first = (static_cast<int64_t>(blockIdx.x) * (blockDim.x / W) + warp<W>::index()) * chunk;
  const int64_t last = first + chunk < rows ? first + chunk : rows;
  uint32_t keep[KP];
CW_UNROLL
  for (int k = 0; k < KP; ++k) keep[k] = (1u << N) - 1;
  int64_t cover_lo = 0, cover_hi = 0;  // the rows whose mask row keep[] holds
  for (int64_t row = first; row < last; ++row) {  // uniform across the logical warp
    Pack<T> xa[KP]{};
CW_UNROLL
    for (int k = 0; k < KP; ++k) {
      const int c = lane + k * W;
      if (c < np) xa[k] = load_pack(x + row * n + static_cast<int64_t>(c) * N);
    }
    if (mask.data && (row < cover_lo || row >= cover_hi)) {
      const int64_t g = row / rows_per_mask;
      cover_lo = g * rows_per_mask, cover_hi = cover_lo + rows_per_mask;
CW_UNROLL
      for (int k = 0; k < KP; ++k) {
        const int c = lane + k * W;
        if (c < np) {
          bool b[N];
          mask_pack<N>(mask, g * n + static_cast<int64_t>(c) * N, b);
          uint32_t bits = 0;
CW_UNROLL
          for (int i = 0; i < N; ++i) bits |= b[i] ? (1u << i) : 0u;
          keep[k] = bits;
        }
      }
    }
    float v[KP][N];
    float mx = -INFINITY;
CW_UNROLL
    for (int k = 0; k < KP; ++k) {
      const bool in = lane + k * W < np;
CW_UNROLL
      for (int i = 0; i < N; ++i) {
        v[k][i] = in && ((keep[k] >> i) & 1u) ? scale * to_f32(xa[k].v[i]) : -INFINITY;
        mx = fmaxf(mx, v[k][i]);
      }
    }
    mx = warp<W>::reduce_max(mx);
    float sum = 0.f;
CW_UNROLL
    for (int k = 0; k < KP; ++k)
CW_UNROLL
      for (int i = 0; i < N; ++i) {
        v[k][i] = mx == -INFINITY ? 0.f : __expf(v[k][i] - mx);
        sum += v[k][i];
      }
    sum = warp<W>::reduce_sum(sum);
    const float inv = sum > 0.f ? 1.f / sum : 0.f;  // a fully masked row becomes zeros
    T* yr = y + row * n;
CW_UNROLL
    for (int k = 0; k < KP; ++k) {
      const int c = lane + k * W;
      if (c < np) {
        Pack<T> o;
CW_UNROLL
        for (int i = 0; i < N; ++i) o.v[i] = from_f32<T>(v[k][i] * inv);
        store_pack(yr + static_cast<int64_t>(c) * N, o);
      }
    }
  }
}

template <class T, int W>
void launch_warp_rows(const LaunchContext& lc, bool packed, const T* x, T* y, int64_t rows, int64_t n, float scale,
                      IndexView mask, int64_t rows_per_mask) {
  if (packed && packs_fit<T>(n, {x, y, mask.data}) && n / Pack<T>::n <= static_cast<int64_t>(packs_per_lane<T>()) * W) {
    const int64_t warps = stream_warps_per_block(rows, W);
    const dim3 threads(static_cast<unsigned>(warps * W));
    with_packs_per_lane<T>(n, W, [&](auto kp) {
      constexpr int KP = decltype(kp)::value;
      const StreamGrid g = stream_grid(lc.device, rows, warps,
                                       vendor::resident_blocks(&softmax_stream_kernel<T, W, KP>, static_cast<int>(warps * W)));
      hipLaunchKernelGGL(HIP_KERNEL_NAME(softmax_stream_kernel<T, W, KP>), dim3(g.blocks), threads, 0, lc.stream, x, y,
                         rows, n, scale, mask, rows_per_mask, g.chunk);
      return 0;
    });
    return;
  }
  const unsigned blocks = static_cast<unsigned>((rows + kRowBlockThreads / W - 1) / (kRowBlockThreads / W));
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
