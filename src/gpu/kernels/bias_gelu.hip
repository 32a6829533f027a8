// y = act(x + bias) (erf GELU, tanh GELU, relu, identity): rows over the grid's y, columns over
// its x, both grid-stride (bias_gelu.vec; not warp-width specific). Also the strided in-place form
// that finishes a vendor GEMM whose library lacks the epilogue (hipBLAS; cuBLASLt's erf GELU).
// bias_gelu.pack16 is the same with 16-byte packs (4 floats or 8 halves per load and store), used
// when the row length is a multiple of the pack and x, bias and y are 16-byte aligned; otherwise it
// runs bias_gelu.vec.
#include "pack.h"

namespace crosswarp::gpu {
namespace {

// Where row r of a [b1, b2, M, cols] view starts (element strides s0, s1, s2); one division set per
// row and thread, none per element (64-bit divisions are costly on GPUs).
struct RowLayout {
  int64_t b2, m, s0, s1, s2;
  __device__ __forceinline__ int64_t offset(int64_t r) const {
    return (r / (b2 * m)) * s0 + ((r / m) % b2) * s1 + (r % m) * s2;
  }
};

// Rows over grid.y (grid-stride), columns over grid.x * blockDim.x (grid-stride).
template <class T>
__global__ void bias_act_rows_kernel(const T* x, const T* bias, T* y, RowLayout in, RowLayout out, int64_t rows,
                                     int64_t cols, int act) {
  const int64_t col_step = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t r = blockIdx.y; r < rows; r += gridDim.y) {
    const T* xr = x + in.offset(r);
    T* yr = y + out.offset(r);
    for (int64_t c = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; c < cols; c += col_step) {
      const float b = bias ? to_f32(bias[c]) : 0.f;
      yr[c] = from_f32<T>(activate(to_f32(xr[c]) + b, act));
    }
  }
}

// As bias_act_rows_kernel on a dense [rows, cols] tensor seen as one flat run of 16-byte packs
// (no idle threads at the end of short rows): grid-stride, two packs per thread and step, both
// loaded before either is computed (twice the loads in flight of one pack per step). I is the
// index type: 32-bit when the packs fit (a 64-bit division per pack costs more than the pack).
// The activation is a template argument: as a run-time value the per-element switch compiled
// every activation's code into the loop, with a branch per element. The bias pack of each x pack
// is tracked by adding the stride's remainder (one division per thread, not one per pack: the
// pass is bound by its instructions), and on fp16/bf16 the erf GELU is gelu_erf_half.
template <class T, int kAct>
__device__ __forceinline__ float activate_packed(float v) {
  if constexpr (kAct == ops::kActGeluErf && sizeof(T) == 2) return gelu_erf_half(v);
  return activate(v, kAct);
}

template <class T, class I, int kAct>
__global__ void bias_act_packed_kernel(const T* x, const T* bias, T* y, I packs, I packs_per_row) {
  constexpr int N = Pack<T>::n;
  const I step = static_cast<I>(gridDim.x) * blockDim.x;
  const I start = static_cast<I>(blockIdx.x) * blockDim.x + threadIdx.x;
  const I next = step % packs_per_row, stride = (2 * step) % packs_per_row;  // bias index steps
  I bp = start % packs_per_row;  // the bias pack of pack p
  for (I p = start; p < packs; p += 2 * step) {
    const I q = p + step;
    const bool two = q < packs;
    Pack<T> v[2]{}, b[2]{};
    v[0] = load_pack(x + static_cast<int64_t>(p) * N);
    if (two) v[1] = load_pack(x + static_cast<int64_t>(q) * N);
    if (bias) {
      I bq = bp + next;
      if (bq >= packs_per_row) bq -= packs_per_row;
      b[0] = load_pack(bias + static_cast<int64_t>(bp) * N);
      if (two) b[1] = load_pack(bias + static_cast<int64_t>(bq) * N);
    }
    bp += stride;
    if (bp >= packs_per_row) bp -= packs_per_row;
    // No `break` for the missing second pack: with one, hip-clang could not unroll the loop (the
    // HIP build warned on every instance); nvcc unrolled either form.
CW_UNROLL
    for (int j = 0; j < 2; ++j) {
      if (j == 0 || two) {
        Pack<T> o;
CW_UNROLL
        for (int i = 0; i < N; ++i)
          o.v[i] = from_f32<T>(activate_packed<T, kAct>(pack_f32(v[j], i) + (bias ? pack_f32(b[j], i) : 0.f)));
        store_pack(y + static_cast<int64_t>(j == 0 ? p : q) * N, o);
      }
    }
  }
}

int launch_rows(const LaunchContext& lc, int32_t dtype, const void* x, const void* bias, void* y, RowLayout in,
                RowLayout out, int64_t rows, int64_t cols, int act, const char* what) {
  if (rows == 0 || cols == 0) return CW_OK;
  const int64_t col_blocks = (cols + 255) / 256;
  const dim3 grid(static_cast<unsigned>(col_blocks < 64 ? col_blocks : 64),
                  static_cast<unsigned>(rows < 65535 ? rows : 65535));
  return with_float_type(dtype, [&](auto tag) {
    using T = decltype(tag);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(bias_act_rows_kernel<T>), grid, dim3(256), 0, lc.stream,
                       static_cast<const T*>(x), static_cast<const T*>(bias), static_cast<T*>(y), in, out, rows, cols,
                       act);
    return check_launch(what);
  });
}

}  // namespace

int launch_bias_gelu(const LaunchContext& lc, const cw_op_call& c, bool packed) {
  const cw_tensor& x = c.inputs[0];
  const int64_t rows = ops::rows(x), cols = ops::last_dim(x);
  if (packed && rows > 0 && cols > 0) {
    const void* b = c.n_inputs > 1 ? c.inputs[1].data : nullptr;
    const int rc = with_float_type(x.dtype, [&](auto tag) -> int {
      using T = decltype(tag);
      if (!packs_fit<T>(cols, {x.data, b, c.outputs[0].data})) return CW_E_UNSUPPORTED;  // scalar path below
      // Enough blocks for every SM to hold several: grid-stride beyond 64 blocks of 256 per SM
      // (8,448 on the H200's 132 SMs; it was a fixed 8,192, measured alike). Tied to the SM count,
      // simt's few workers take the stride path on test-sized tensors too. Past the cap, the grid
      // is sized so that every thread takes the same number of steps (BERT-large's batch 32 ffn is
      // 12,288 blocks' worth: two steps on 6,144 blocks, not 1.45 on 8,448 with a tail of one).
      const int64_t packs = rows * (cols / Pack<T>::n), per_row = cols / Pack<T>::n;
      const int64_t need = (packs + 511) / 512;  // blocks at two packs per thread
      const int sms = sm_count(lc.device);
      const int64_t cap = sms > 0 ? int64_t{64} * sms : 8192;
      const int64_t steps = (need + cap - 1) / cap;
      const dim3 grid(static_cast<unsigned>((need + steps - 1) / steps));
      const T* xp = static_cast<const T*>(x.data);
      const T* bp = static_cast<const T*>(b);
      T* yp = static_cast<T*>(c.outputs[0].data);
      const int act = static_cast<int>(c.iparams[0]);
      auto launch = [&](auto act_tag) {
        constexpr int A = decltype(act_tag)::value;
        if (packs < (int64_t{1} << 31))
          hipLaunchKernelGGL(HIP_KERNEL_NAME(bias_act_packed_kernel<T, uint32_t, A>), grid, dim3(256), 0, lc.stream, xp,
                             bp, yp, static_cast<uint32_t>(packs), static_cast<uint32_t>(per_row));
        else
          hipLaunchKernelGGL(HIP_KERNEL_NAME(bias_act_packed_kernel<T, int64_t, A>), grid, dim3(256), 0, lc.stream, xp,
                             bp, yp, packs, per_row);
      };
      switch (act) {
        case ops::kActGeluErf: launch(std::integral_constant<int, ops::kActGeluErf>{}); break;
        case ops::kActGeluTanh: launch(std::integral_constant<int, ops::kActGeluTanh>{}); break;
        case ops::kActRelu: launch(std::integral_constant<int, ops::kActRelu>{}); break;
        default: launch(std::integral_constant<int, ops::kActIdentity>{}); break;
      }
      return check_launch("bias_gelu");
    });
    if (rc != CW_E_UNSUPPORTED) return rc;
  }
  const RowLayout dense{1, rows > 0 ? rows : 1, 0, 0, cols};
  const void* bias = c.n_inputs > 1 ? c.inputs[1].data : nullptr;
  return launch_rows(lc, x.dtype, x.data, bias, c.outputs[0].data, dense, dense, rows, cols,
                     static_cast<int>(c.iparams[0]), "bias_gelu");
}

int launch_bias_act_strided(const LaunchContext& lc, const cw_tensor& C, const cw_tensor& bias, int act) {
  // A dense C (every GEMM of the BERT forward but the attention views) takes the 16-byte-pack
  // kernel: measured on the H200 (bf16, BERT-base ffn-up, batch 32 x 128) the row kernel made the
  // erf-GELU epilogue cost 138 us against 24 us for bias_gelu.pack16.
  if (ops::is_dense(C)) {
    cw_op_call call{};
    call.n_inputs = 2;
    call.n_outputs = 1;
    call.inputs[0] = C;
    call.inputs[1] = bias;
    call.outputs[0] = C;
    call.iparams[0] = act;
    return launch_bias_gelu(lc, call, true);
  }
  int64_t st[4];
  ops::effective_strides(C, st);
  const int n = C.ndim;
  int64_t shape[4] = {1, 1, 1, 1}, s4[4] = {0, 0, 0, 0};
  for (int i = 0; i < n; ++i) shape[4 - n + i] = C.shape[i], s4[4 - n + i] = st[i];
  const int64_t rows = shape[0] * shape[1] * shape[2];
  if (rows == 0) return CW_OK;
  const RowLayout layout{shape[1], shape[2], s4[0], s4[1], s4[2]};
  return launch_rows(lc, C.dtype, C.data, bias.data, C.data, layout, layout, rows, shape[3], act, "gemm epilogue");
}

}  // namespace crosswarp::gpu
