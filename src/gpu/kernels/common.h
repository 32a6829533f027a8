// What the kernels share: storage types and fp32 conversion, index tensors, row groups (a logical
// warp or a whole block working on one row), activations, and the host launchers' declarations.
#pragma once

#include "gpu.h"
#include "gpu_ops.h"
#include "warp.h"

#include "runtime/ops.h"

#include <atomic>
#include <cstdint>

namespace crosswarp::gpu {

// A device attribute, read once per device (host side): kAttr is a hipDeviceAttribute* value. 0 when
// the runtime cannot say (then it is asked again next time).
template <auto kAttr>
inline int cached_device_attribute(int device) {
  constexpr int kCached = 64;
  static std::atomic<int> cache[kCached];
  if (device >= 0 && device < kCached)
    if (const int v = cache[device].load(std::memory_order_relaxed)) return v;
  int v = 0;
  if (hipDeviceGetAttribute(&v, kAttr, device) != hipSuccess || v <= 0) return 0;
  if (device >= 0 && device < kCached) cache[device].store(v, std::memory_order_relaxed);
  return v;
}

// The device's SM / CU count (launchers size small grids by it); 0 when the runtime cannot say.
inline int sm_count(int device) { return cached_device_attribute<hipDeviceAttributeMultiprocessorCount>(device); }

// ---- storage types: f32, f16, bf16 in memory; fp32 in registers ------------------------------
__device__ __forceinline__ float to_f32(float v) { return v; }
__device__ __forceinline__ float to_f32(__half v) { return __half2float(v); }
__device__ __forceinline__ float to_f32(__hip_bfloat16 v) { return __bfloat162float(v); }

template <class T>
__device__ __forceinline__ T from_f32(float v);
template <>
__device__ __forceinline__ float from_f32<float>(float v) { return v; }
template <>
__device__ __forceinline__ __half from_f32<__half>(float v) { return __float2half(v); }
template <>
__device__ __forceinline__ __hip_bfloat16 from_f32<__hip_bfloat16>(float v) { return __float2bfloat16(v); }

// An I32 or I64 tensor read as int64 (one uniform branch per read; no template blow-up).
struct IndexView {
  const void* data;
  int is64;
  __device__ __forceinline__ int64_t operator[](int64_t i) const {
    return is64 ? static_cast<const int64_t*>(data)[i] : static_cast<const int32_t*>(data)[i];
  }
};

inline IndexView index_view(const cw_tensor& t) { return IndexView{t.data, t.dtype == CW_I64 ? 1 : 0}; }

// ---- activations ---------------------------------------------------------------------------------
// Horner's rule, the coefficients highest power first: horner(t, a, b, c) = (a t + b) t + c.
__device__ __forceinline__ float horner(float, float c) { return c; }
template <class... C>
__device__ __forceinline__ float horner(float t, float c0, float c1, C... rest) {
  return horner(t, fmaf(c0, t, c1), rest...);
}

// erf GELU, x * Phi(x) with Phi(x) = erfc(-x / sqrt 2) / 2, from a fit of erfc of the form
// erfc(z) = t exp(-z^2 + P(t)), t = 1 / (1 + z/2), z = |x| / sqrt 2 (Numerical Recipes' erfcc):
// one reciprocal, one exp2, the FMAs of P, no branch; accurate in the negative tail too, where the
// textbook 0.5 x (1 + erf(x / sqrt 2)) cancels. P's coefficients are given highest power first.
template <class... C>
__device__ __forceinline__ float gelu_erfc_fit(float x, C... p_coefficients) {
  const float z = fabsf(x) * 0.70710678118654752f;
  const float t = __fdividef(1.f, fmaf(0.5f, z, 1.f));
  const float p = horner(t, p_coefficients...);
  const float e = t * exp2f(fmaf(-z, z, p) * 1.4426950408889634f);  // erfc(z)
  return x * (x >= 0.f ? fmaf(-0.5f, e, 1.f) : 0.5f * e);
}

// fp32: Numerical Recipes' degree-9 P (fractional error < 1.2e-7 for z >= 0), ten FMAs. Against
// float64 it is within 4e-7 absolute everywhere and 1e-5 relative for x > -8
// (tests/kernels/gelu_precision_test.cpp); the textbook form loses all relative precision below
// x ~ -5, and CUDA's erff spends nine coefficient selects more per element: on the H200 (bf16,
// BERT-large 384, batch 32 / 128) the bias+GELU pass took 78.4 / 282 us with erff and 75.2 / 270
// with this.
__device__ __forceinline__ float gelu_erf(float x) {
  return gelu_erfc_fit(x, 0.17087277f, -0.82215223f, 1.48851587f, -1.13520398f, 0.27886807f, -0.18628806f,
                       0.09678418f, 0.37409196f, 1.00002368f, -1.26551223f);
}

// fp16/bf16 storage, whose outputs round to 11 / 8 significant bits: P of degree 5 (our fit of
// log(erfc(z) / t) + z^2 for z in [0, 6], Lawson-weighted least squares on Chebyshev nodes in
// float64: max error 7.3e-6, which is erfc's relative error), four FMAs fewer per element. The
// bias+GELU pass on bf16 is bound by its instructions, not by memory (the same pass without the
// activation runs at 91-95% of the copy bandwidth). Within 2e-6 absolute and 2e-5 relative for
// x > -8 (tests/kernels/gelu_precision_test.cpp), far below fp16's rounding (4.9e-4 relative) and
// bf16's (3.9e-3).
__device__ __forceinline__ float gelu_erf_half(float x) {
  return gelu_erfc_fit(x, 0.226451319290435f, -0.7012532083718293f, 0.46406277557053555f, 0.261044383681151f,
                       1.0160129037391752f, -1.2663109479973653f);
}

__device__ __forceinline__ float activate(float v, int act) {
  switch (act) {
    case ops::kActGeluErf: return gelu_erf(v);
    case ops::kActGeluTanh: return 0.5f * v * (1.f + tanhf(0.7978845608028654f * (v + 0.044715f * v * v * v)));
    case ops::kActRelu: return v > 0.f ? v : 0.f;
    default: return v;
  }
}

// ---- row groups: the threads that cooperate on one row -------------------------------------------
// WarpRow<W>: one logical warp per row. BlockRow<W, NT>: the whole block (NT threads) per row, for
// long rows; it reduces within logical warps of W lanes, then across them through shared memory.
template <int W>
struct WarpRow {
  static constexpr int size = W;
  __device__ __forceinline__ int rank() const { return warp<W>::lane(); }
  __device__ __forceinline__ float sum(float v) const { return warp<W>::reduce_sum(v); }
  __device__ __forceinline__ float max(float v) const { return warp<W>::reduce_max(v); }
};

template <int W, int NT>
struct BlockRow {
  static constexpr int size = NT;
  static constexpr int kWarps = NT / W;
  float* scratch;  // kWarps floats of shared memory
  __device__ __forceinline__ int rank() const { return static_cast<int>(threadIdx.x); }
  template <bool kMax>
  __device__ __forceinline__ float reduce(float v) const {
    v = kMax ? warp<W>::reduce_max(v) : warp<W>::reduce_sum(v);
    __syncthreads();  // scratch may still be read by the previous reduction
    if (warp<W>::lane() == 0) scratch[warp<W>::index()] = v;
    __syncthreads();
    float r = scratch[0];
    for (int i = 1; i < kWarps; ++i) r = kMax ? fmaxf(r, scratch[i]) : r + scratch[i];
    return r;
  }
  __device__ __forceinline__ float sum(float v) const { return reduce<false>(v); }
  __device__ __forceinline__ float max(float v) const { return reduce<true>(v); }
};

// Launch-time facts a kernel launcher needs.
struct LaunchContext {
  hipStream_t stream;
  int device;
  int wavefront;  // the device's wavefront size
};

// The batch layout of a kAttention call (padded: [B, S, 3Hd] with an optional key-padding mask) or
// of a kAttentionVarlen call (packed: [T, 3Hd] with B + 1 sequence starts; S is the longest
// length, which sizes the grids). Read by every attention launcher.
struct AttentionBatch {
  int64_t B = 0, S = 0, heads = 0, dh = 0;
  const int64_t* starts = nullptr;  // varlen only
  IndexView mask{nullptr, 0};       // padded only; null data = no mask
};
inline AttentionBatch attention_batch(const cw_op_call& c, bool varlen) {
  const cw_tensor& qkv = c.inputs[0];
  AttentionBatch a;
  a.heads = c.iparams[0];
  a.dh = qkv.shape[qkv.ndim - 1] / 3 / a.heads;
  if (varlen) {
    a.B = c.inputs[1].shape[0] - 1;
    a.S = c.iparams[1];
    a.starts = static_cast<const int64_t*>(c.inputs[1].data);
  } else {
    a.B = qkv.shape[0];
    a.S = qkv.shape[1];
    if (c.n_inputs > 1 && ops::present(c.inputs[1])) a.mask = index_view(c.inputs[1]);
  }
  return a;
}

// ---- host launchers (one per kernel file); each returns CW_OK or a CW_E_* code -------------------
// `width` is the variant's logical warp width (32/64), or 0 for the row-per-block variants.
// `packed`: the 16-byte-pack variant (pack.h), which falls back to the scalar kernel by itself when
// the call's row length or alignment does not allow packs.
int launch_layernorm(const LaunchContext& lc, const cw_op_call& c, int width, bool packed);
int launch_embedding_layernorm(const LaunchContext& lc, const cw_op_call& c, int width, bool packed);
int launch_softmax(const LaunchContext& lc, const cw_op_call& c, int width, bool packed);
int launch_bias_gelu(const LaunchContext& lc, const cw_op_call& c, bool packed);
int launch_gemm_tiled(const LaunchContext& lc, const cw_op_call& c);
// varlen: the call is kAttentionVarlen (qkv [T, 3Hd], inputs[1] the sequence starts).
int launch_attention_flash(const LaunchContext& lc, const cw_op_call& c, int width, bool varlen = false);
#if defined(CW_HAS_MMA)
// attention.flash_mma (attention_mma.hip): tensor cores for f16/bf16; f32 runs flash_w32.
int launch_attention_mma(const LaunchContext& lc, const cw_op_call& c);
bool attention_mma_supported(int device);  // the device has the vendor's matrix fragments
// attention.fa2 (attention_fa2.hip): mma.sync tensor cores, P in registers, cp.async double
// buffering; padded (kAttention) or packed (kAttentionVarlen). f32 and unaligned calls run flash_w32.
// The block shapes: kBase (attention.fa2: 4 warps of 16 query rows), kMt2 (attention.fa2_m32: 4
// warps of 32 rows, head dims <= 64), kWarps8 (attention.fa2_w8: 8 warps of 16 rows).
enum class Fa2Shape { kBase, kMt2, kWarps8 };
int launch_attention_fa2(const LaunchContext& lc, const cw_op_call& c, bool varlen, Fa2Shape shape);
#endif
// In place on C (any strides): C = act(C + bias), bias optional (data NULL). Finishes a vendor GEMM
// whose library lacks the epilogue.
int launch_bias_act_strided(const LaunchContext& lc, const cw_tensor& C, const cw_tensor& bias, int act);

// Checks the last launch; sets last_error and returns CW_E_RUNTIME on failure.
int check_launch(const char* what);

}  // namespace crosswarp::gpu
