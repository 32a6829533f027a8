// Softmax with scale and key-padding mask along the last dim.
// Variants: softmax.w32 / .w64 (one logical warp of 32 / 64 lanes per row; rows up to 1024
// elements stay in registers), softmax.block (one 256-thread block per row, for long rows) and
// softmax.vec_w32 / .vec_w64 (as .w32 / .w64 with 16-byte packs of x and y, streaming: resident
// blocks whose warps take contiguous runs of rows, at most kMaxPassesPerWarp passes each, the mask
// kept as bits while the rows share it (pack.h); used when the row is a multiple of the pack, fits in 32
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

// softmax.vec_*: the streaming form (pack.h): each logical warp takes a contiguous run of rows,
// L lanes per row (L divides W), so one pass of the warp covers W / L adjacent rows, each lane
// holding KP packs of its row. L and KP are chosen at launch to leave the fewest lanes idle: a
// BERT row of 384 bf16 values is 48 packs, which on 32 lanes left half of them with one pack of two
// (KP = 2 for 48 packs), and on 16 lanes is three packs on every lane, two rows per 32-lane pass
// (pick_row_lanes). The key-padding mask is turned into one bit per element (keep[k] bit i: element
// i of pack k attends) when a row leaves the range of rows the cached bits cover; all heads and
// queries of a sequence share them, so a run reloads them about once. Every lane runs every pass
// (a segment past the run's end loads nothing and stores nothing), so the segmented reductions stay
// uniform across the logical warp. Measured on the H200 (session 14, call a; BERT-large bf16, batch
// 32 / 128, A/B in the same call): seq 384 128.2 / 488.8 us -> 95.7 / 350.6 (55.6% / 58.4% -> 74.5% /
// 81.2% of the copy bandwidth), seq 128 (16 packs: one on each of 16 lanes) 25.5 / 91.8 -> 14.4 / 47.7.
// Before, with one row per 32-lane warp: two rows in lockstep (interleaved reductions) took 153 / 579 us and four 171 / 660, against
// 128 / 488 for one row at a time: the registers cost more occupancy than the overlapped reductions
// gained. Holding that kernel to 48 registers for 5 resident blocks instead of 4 (bf16, 24 bytes
// spilled) lost too: 131.4 / 494.6 us against 128.2 / 488.3 (session 13, call c). Loading the next
// row's packs before reducing the current one (58 registers, still 4 blocks) lost as well:
// 131.5 / 501.2 us against 127.6 / 486.8 (session 13, call d).
template <class T, int W, int L, int KP>
__global__ void __launch_bounds__(kRowBlockThreads)
    softmax_stream_kernel(const T* x, T* y, int64_t rows, int64_t n, float scale, IndexView mask,
                          int64_t rows_per_mask, int64_t chunk) {
  constexpr int N = Pack<T>::n, S = W / L;
  const int lane = warp<W>::lane();
  const int seg = lane / L, sl = lane % L;  // the row of the pass this lane works on, its lane in it
  const int np = static_cast<int>(n / N);
  const int64_t first = (static_cast<int64_t>(blockIdx.x) * (blockDim.x / W) + warp<W>::index()) * chunk * S;
  const int64_t last = first + chunk * S < rows ? first + chunk * S : rows;
  uint32_t keep[KP];
CW_UNROLL
  for (int k = 0; k < KP; ++k) keep[k] = (1u << N) - 1;
  int64_t cover_lo = 0, cover_hi = 0;  // the rows whose mask row keep[] holds
  for (int64_t base = first; base < last; base += S) {  // uniform across the logical warp
    const int64_t row = base + seg;
    const bool live = row < last;
    Pack<T> xa[KP]{};
CW_UNROLL
    for (int k = 0; k < KP; ++k) {
      const int c = sl + k * L;
      if (live && c < np) xa[k] = load_pack(x + row * n + static_cast<int64_t>(c) * N);
    }
    if (mask.data && live && (row < cover_lo || row >= cover_hi)) {
      const int64_t g = row / rows_per_mask;
      cover_lo = g * rows_per_mask, cover_hi = cover_lo + rows_per_mask;
CW_UNROLL
      for (int k = 0; k < KP; ++k) {
        const int c = sl + k * L;
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
      const bool in = live && sl + k * L < np;
CW_UNROLL
      for (int i = 0; i < N; ++i) {
        v[k][i] = in && ((keep[k] >> i) & 1u) ? scale * pack_f32(xa[k], i) : -INFINITY;
        mx = fmaxf(mx, v[k][i]);
      }
    }
    mx = warp<W>::template reduce_max_within<L>(mx);
    float sum = 0.f;
CW_UNROLL
    for (int k = 0; k < KP; ++k)
CW_UNROLL
      for (int i = 0; i < N; ++i) {
        v[k][i] = mx == -INFINITY ? 0.f : __expf(v[k][i] - mx);
        sum += v[k][i];
      }
    sum = warp<W>::template reduce_sum_within<L>(sum);
    const float inv = sum > 0.f ? 1.f / sum : 0.f;  // a fully masked row becomes zeros
    T* yr = y + row * n;
CW_UNROLL
    for (int k = 0; k < KP; ++k) {
      const int c = sl + k * L;
      if (live && c < np) {
        Pack<T> o;
CW_UNROLL
        for (int i = 0; i < N; ++i) o.v[i] = from_f32<T>(v[k][i] * inv);
        store_pack(yr + static_cast<int64_t>(c) * N, o);
      }
    }
  }
}

// Lanes per row (L in {W, W/2, W/4}) and packs per lane (KP in {1, 2, 3, 4}, and 8 for fp32 on
// whole warps: 32 values per lane at most) for a row of np packs: the fewest idle pack slots
// (L * KP - np), the narrower L on a tie (more rows and bytes in flight per warp, one butterfly step
// fewer). H200, BERT-large bf16 batch 32 / 128, against the wider L on a tie in the same call: seq
// 128 (16 packs: 8 lanes x 2 instead of 16 x 1) 14.65 / 47.7 -> 14.1 / 46.75 us, seq 512 (64 packs:
// 16 x 4 instead of 32 x 2) 165.8 / 631.0 -> 165.3 / 624.5 us. {0, 0} when no row layout holds the
// row (the launcher then runs softmax.w*).
struct RowLanes {
  int lanes, packs;
};
template <class T>
inline RowLanes pick_row_lanes(int64_t np, int W) {
  RowLanes best{0, 0};
  int64_t best_idle = 0;
  for (int l = W; l >= W / 4; l /= 2) {
    const int64_t kp = (np + l - 1) / l;
    const bool ok = kp <= 4 || (kp <= 8 && l == W && packs_per_lane<T>() >= 8);
    if (!ok) continue;
    const int packs = kp <= 4 ? static_cast<int>(kp) : 8;
    const int64_t idle = static_cast<int64_t>(l) * packs - np;
    if (best.lanes == 0 || idle <= best_idle) best = {l, packs}, best_idle = idle;
  }
  return best;
}

// Passes per warp at most: past it the grid has more blocks than one wave of resident ones, and the
// block scheduler evens out the tail that a one-wave grid leaves to its slowest warps. H200,
// BERT-large bf16, against one wave in the same call (session 14, call e): batch 128 seq 384 / 512
// 350.0 / 622.1 -> 337.3 / 610.1 us (80.9% -> 84.0% of the copy bandwidth), batch 32 unchanged
// (95.5 / 164.6 -> 95.35 / 164.55: 24 / 42 passes -> 16); a cap of 8 won 1.5 us at batch 32 seq 384
// and lost 1-3% at seq 512 (call d), a cap of 32 lost 6% at batch 32 seq 512.
constexpr int64_t kMaxPassesPerWarp = 16;

template <class T, int W, int L>
void launch_stream_rows(const LaunchContext& lc, int kp, const T* x, T* y, int64_t rows, int64_t n, float scale,
                        IndexView mask, int64_t rows_per_mask) {
  const int64_t groups = (rows + W / L - 1) / (W / L);  // passes of one logical warp
  const int64_t warps = stream_warps_per_block(groups, W);
  const dim3 threads(static_cast<unsigned>(warps * W));
  auto launch = [&](auto kernel) {
    StreamGrid g = stream_grid(lc.device, groups, warps, vendor::resident_blocks(kernel, static_cast<int>(warps * W)));
    if (g.chunk > kMaxPassesPerWarp) {
      g.chunk = kMaxPassesPerWarp;
      g.blocks = static_cast<unsigned>((groups + warps * g.chunk - 1) / (warps * g.chunk));
    }
    hipLaunchKernelGGL(kernel, dim3(g.blocks), threads, 0, lc.stream, x, y, rows, n, scale, mask, rows_per_mask,
                       g.chunk);
  };
  switch (kp) {
    case 1: launch(&softmax_stream_kernel<T, W, L, 1>); break;
    case 2: launch(&softmax_stream_kernel<T, W, L, 2>); break;
    case 3: launch(&softmax_stream_kernel<T, W, L, 3>); break;
    case 4: launch(&softmax_stream_kernel<T, W, L, 4>); break;
    default:
      if constexpr (L == W && packs_per_lane<T>() >= 8) launch(&softmax_stream_kernel<T, W, L, 8>);
      break;
  }
}

template <class T, int W>
void launch_warp_rows(const LaunchContext& lc, bool packed, const T* x, T* y, int64_t rows, int64_t n, float scale,
                      IndexView mask, int64_t rows_per_mask) {
  const RowLanes rl = packed && packs_fit<T>(n, {x, y, mask.data}) ? pick_row_lanes<T>(n / Pack<T>::n, W)
                                                                    : RowLanes{0, 0};
  if (rl.lanes == W) return launch_stream_rows<T, W, W>(lc, rl.packs, x, y, rows, n, scale, mask, rows_per_mask);
  if (rl.lanes == W / 2) return launch_stream_rows<T, W, W / 2>(lc, rl.packs, x, y, rows, n, scale, mask, rows_per_mask);
  if (rl.lanes == W / 4) return launch_stream_rows<T, W, W / 4>(lc, rl.packs, x, y, rows, n, scale, mask, rows_per_mask);
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
