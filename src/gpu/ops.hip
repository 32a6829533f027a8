// Op dispatch for the GPU plugins: the variant table (which kernels exist, what each changes, which
// devices may run it) and op_run, which validates the call against the op contract and launches.
// A variant's index is its position in the list op_variants returns for that device.
#include "gpu_ops.h"

#include "blas.h"
#include "kernels/common.h"
#include "runtime/ops.h"

#include <cstdio>
#include <cstring>
#include <string>

namespace crosswarp::gpu {
namespace {

enum class Kernel {
  GemmBlas,
  GemmTiled,
  EmbeddingLayerNorm,
  EmbeddingLayerNormPacked,
  LayerNorm,
  LayerNormPacked,
  BiasGelu,
  BiasGeluPacked,
  Softmax,
  SoftmaxPacked,
  Attention,
  AttentionMma,
  AttentionFa2,
  AttentionFa2M32,
  AttentionFa2W8,
  AttentionVarlen,
  AttentionVarlenFa2,
  AttentionVarlenFa2M32,
  AttentionVarlenFa2W8,
};

struct GpuVariant {
  uint32_t op;
  const char* name;
  Kernel kernel;
  int width;  // 32 / 64: logical warp width the variant needs; 0: not warp-width specific
  const char* description;
};

// Every variant, in the order op_variants lists them (after filtering by device). Each comment
// line says what the variant changes; measurements go to bench/RESULTS.md (bench/kernels/).
constexpr GpuVariant kVariants[] = {
    {ops::kGemm, "gemm.blas", Kernel::GemmBlas, 0, nullptr},  // description from blas.hip
    {ops::kGemm, "gemm.tiled", Kernel::GemmTiled, 0,
     "our 64x64x16 shared-memory tiled GEMM, 4x4 per thread, fp32 accumulate, fused epilogue; no tensor cores"},
    {ops::kEmbeddingLayerNorm, "embedding_layernorm.w32", Kernel::EmbeddingLayerNorm, 32,
     "one 32-lane logical warp per token; gathered row kept in registers (H <= 1024)"},
    {ops::kEmbeddingLayerNorm, "embedding_layernorm.w64", Kernel::EmbeddingLayerNorm, 64,
     "one 64-lane wavefront per token; half the registers per lane of w32"},
    {ops::kEmbeddingLayerNorm, "embedding_layernorm.vec_w32", Kernel::EmbeddingLayerNormPacked, 32,
     "as w32 with 16-byte loads/stores (H a multiple of 4 f32 / 8 f16, H <= 1024, aligned; else runs w32)"},
    {ops::kEmbeddingLayerNorm, "embedding_layernorm.vec_w64", Kernel::EmbeddingLayerNormPacked, 64,
     "as w64 with 16-byte loads/stores (H a multiple of 4 f32 / 8 f16, H <= 2048, aligned; else runs w64)"},
    {ops::kLayerNorm, "layernorm.w32", Kernel::LayerNorm, 32,
     "one 32-lane logical warp per row; row in registers up to H = 1024, else three passes"},
    {ops::kLayerNorm, "layernorm.w64", Kernel::LayerNorm, 64,
     "one 64-lane wavefront per row; row in registers up to H = 1024"},
    {ops::kLayerNorm, "layernorm.block", Kernel::LayerNorm, 0,
     "one 256-thread block per row (32-lane reductions + shared memory); for long rows"},
    {ops::kLayerNorm, "layernorm.vec_w32", Kernel::LayerNormPacked, 32,
     "as w32 with 16-byte loads/stores (H a multiple of 4 f32 / 8 f16, H <= 1024, aligned; else runs w32)"},
    {ops::kLayerNorm, "layernorm.vec_w64", Kernel::LayerNormPacked, 64,
     "as w64 with 16-byte loads/stores (H a multiple of 4 f32 / 8 f16, H <= 2048, aligned; else runs w64)"},
    {ops::kBiasGelu, "bias_gelu.vec", Kernel::BiasGelu, 0, "grid-stride elementwise x + bias then activation"},
    {ops::kBiasGelu, "bias_gelu.pack16", Kernel::BiasGeluPacked, 0,
     "flat grid-stride over 16-byte packs, 32-bit indices (row a multiple of the pack, aligned; else runs vec)"},
    {ops::kSoftmax, "softmax.w32", Kernel::Softmax, 32,
     "one 32-lane logical warp per row (subgroup on wave64); row in registers up to 1024"},
    {ops::kSoftmax, "softmax.w64", Kernel::Softmax, 64, "one 64-lane wavefront per row; row in registers up to 1024"},
    {ops::kSoftmax, "softmax.block", Kernel::Softmax, 0,
     "one 256-thread block per row; for rows much longer than a warp's register cache"},
    {ops::kSoftmax, "softmax.vec_w32", Kernel::SoftmaxPacked, 32,
     "as w32 with 16-byte loads/stores of x and y (row a multiple of the pack, <= 1024, aligned; else w32)"},
    {ops::kSoftmax, "softmax.vec_w64", Kernel::SoftmaxPacked, 64,
     "as w64 with 16-byte loads/stores of x and y (row a multiple of the pack, <= 2048, aligned; else w64)"},
    {ops::kAttention, "attention.flash_w32", Kernel::Attention, 32,
     "fused, online softmax, 16 queries x 32-key tiles per block, 4 warps of 32; scores never written"},
    {ops::kAttention, "attention.flash_w64", Kernel::Attention, 64,
     "as flash_w32 with 64-lane wavefronts: half-waves split head dims when scoring"},
#if defined(CW_HAS_MMA)
    {ops::kAttention, "attention.flash_mma", Kernel::AttentionMma, 32,
     "tensor cores (16x16x16 f16/bf16, fp32 acc), 64 queries x 64-key tiles, online softmax; f32 runs flash_w32"},
#endif
#if defined(CW_HAS_MMA_SYNC)
    {ops::kAttention, "attention.fa2", Kernel::AttentionFa2, 32,
     "mma.sync m16n8k16, P kept in registers, cp.async double-buffered 64-key tiles (f16/bf16, dh % 8 == 0, "
     "scale > 0, aligned; else runs flash_w32)"},
    {ops::kAttention, "attention.fa2_m32", Kernel::AttentionFa2M32, 32,
     "as fa2 with 32 query rows per warp (128 per block): K/V fragments and tiles reused twice, three K/V "
     "tiles in flight (dh <= 64; larger dh runs fa2)"},
    {ops::kAttention, "attention.fa2_w8", Kernel::AttentionFa2W8, 32,
     "as fa2 with 8 warps of 16 query rows (128 per block): each K/V tile in shared memory serves twice the "
     "warps, half the K/V traffic from L2 of fa2 at fa2's registers per warp"},
#endif
    {ops::kAttentionVarlen, "attention_varlen.flash_w32", Kernel::AttentionVarlen, 32,
     "flash_w32 over a packed batch: each block reads its sequence's rows from the starts"},
    {ops::kAttentionVarlen, "attention_varlen.flash_w64", Kernel::AttentionVarlen, 64,
     "flash_w64 over a packed batch"},
#if defined(CW_HAS_MMA_SYNC)
    {ops::kAttentionVarlen, "attention_varlen.fa2", Kernel::AttentionVarlenFa2, 32,
     "attention.fa2 over a packed batch (f16/bf16, dh % 8 == 0, aligned; else runs flash_w32)"},
    {ops::kAttentionVarlen, "attention_varlen.fa2_m32", Kernel::AttentionVarlenFa2M32, 32,
     "attention.fa2_m32 over a packed batch"},
    {ops::kAttentionVarlen, "attention_varlen.fa2_w8", Kernel::AttentionVarlenFa2W8, 32,
     "attention.fa2_w8 over a packed batch"},
#endif
};

// The device's wavefront size, read once per device (op_run is on the launch path; the size cannot
// change after first use: simt's set_warp_size is allowed only before it).
int device_wavefront(int device) { return cached_device_attribute<hipDeviceAttributeWarpSize>(device); }

bool eligible(const GpuVariant& v, int device, int wave) {
  if (v.kernel == Kernel::GemmBlas && !blas_available()) return false;
#if defined(CW_HAS_MMA)
  if ((v.kernel == Kernel::AttentionMma || v.kernel == Kernel::AttentionFa2 || v.kernel == Kernel::AttentionVarlenFa2 ||
       v.kernel == Kernel::AttentionFa2M32 || v.kernel == Kernel::AttentionVarlenFa2M32) &&
      !attention_mma_supported(device))
    return false;
#else
  (void)device;
#endif
  return v.width == 0 || v.width <= wave;  // W = 64 needs a 64-lane wavefront; W = 32 runs everywhere
}

// The i-th eligible variant of `op` on a device with this wavefront, or nullptr.
const GpuVariant* find_variant(uint32_t op, uint32_t index, int device, int wave) {
  uint32_t n = 0;
  for (const GpuVariant& v : kVariants)
    if (v.op == op && eligible(v, device, wave) && n++ == index) return &v;
  return nullptr;
}

}  // namespace

int check_launch(const char* what) {
  const hipError_t e = hipGetLastError();
  if (e == hipSuccess) return CW_OK;
  set_last_error("%s: kernel launch failed: %s", what, hipGetErrorString(e));
  return CW_E_RUNTIME;
}

int op_variants(int device, uint32_t op, cw_variant_info* out, int capacity, int* count) {
  if (!count) return CW_E_INVALID;
  *count = 0;
  const int wave = device_wavefront(device);
  if (wave == 0) {
    set_last_error("device %d: cannot read its wavefront size", device);
    return CW_E_NO_DEVICE;
  }
  int n = 0;
  for (const GpuVariant& v : kVariants) {
    if (v.op != op || !eligible(v, device, wave)) continue;
    if (out && n < capacity) {
      cw_variant_info& info = out[n];
      std::memset(&info, 0, sizeof info);
      std::snprintf(info.name, sizeof info.name, "%s", v.name);
      std::snprintf(info.description, sizeof info.description, "%s",
                    v.description ? v.description : blas_variant_description());
      info.warp_width = v.width;
    }
    ++n;
  }
  *count = n;
  if (n == 0) {
    set_last_error("op %u (%s) has no variant on this device", op, ops::op_name(op));
    return CW_E_UNSUPPORTED;
  }
  return CW_OK;
}

int op_run(hipStream_t stream, int device, const cw_op_call* call) {
  if (!call) {
    set_last_error("op_run: null call");
    return CW_E_INVALID;
  }
  const std::string problem = ops::validate(*call);
  if (!problem.empty()) {
    set_last_error("%s", problem.c_str());
    return CW_E_INVALID;
  }
  const int wave = device_wavefront(device);
  const GpuVariant* v = find_variant(call->op, call->variant, device, wave);
  if (!v) {
    set_last_error("%s has no variant %u on device %d (wavefront %d)", ops::op_name(call->op), call->variant, device,
                   wave);
    return CW_E_UNSUPPORTED;
  }
  int current = -1;
  if (hipGetDevice(&current) == hipSuccess && current != device) (void)hipSetDevice(device);
  const LaunchContext lc{stream, device, wave};
  switch (v->kernel) {
    case Kernel::GemmBlas: return launch_gemm_blas(lc, *call);
    case Kernel::GemmTiled: return launch_gemm_tiled(lc, *call);
    case Kernel::EmbeddingLayerNorm: return launch_embedding_layernorm(lc, *call, v->width, false);
    case Kernel::EmbeddingLayerNormPacked: return launch_embedding_layernorm(lc, *call, v->width, true);
    case Kernel::LayerNorm: return launch_layernorm(lc, *call, v->width, false);
    case Kernel::LayerNormPacked: return launch_layernorm(lc, *call, v->width, true);
    case Kernel::BiasGelu: return launch_bias_gelu(lc, *call, false);
    case Kernel::BiasGeluPacked: return launch_bias_gelu(lc, *call, true);
    case Kernel::Softmax: return launch_softmax(lc, *call, v->width, false);
    case Kernel::SoftmaxPacked: return launch_softmax(lc, *call, v->width, true);
    case Kernel::Attention: return launch_attention_flash(lc, *call, v->width);
    case Kernel::AttentionMma:
#if defined(CW_HAS_MMA)
      return launch_attention_mma(lc, *call);
#else
      break;
#endif
    case Kernel::AttentionVarlen: return launch_attention_flash(lc, *call, v->width, true);
    case Kernel::AttentionFa2:
    case Kernel::AttentionVarlenFa2:
    case Kernel::AttentionFa2M32:
    case Kernel::AttentionVarlenFa2M32:
    case Kernel::AttentionFa2W8:
    case Kernel::AttentionVarlenFa2W8:
#if defined(CW_HAS_MMA_SYNC)
    {
      const bool varlen = v->kernel == Kernel::AttentionVarlenFa2 || v->kernel == Kernel::AttentionVarlenFa2M32 ||
                          v->kernel == Kernel::AttentionVarlenFa2W8;
      const Fa2Shape shape = v->kernel == Kernel::AttentionFa2M32 || v->kernel == Kernel::AttentionVarlenFa2M32
                                 ? Fa2Shape::kMt2
                             : v->kernel == Kernel::AttentionFa2W8 || v->kernel == Kernel::AttentionVarlenFa2W8
                                 ? Fa2Shape::kWarps8
                                 : Fa2Shape::kBase;
      return launch_attention_fa2(lc, *call, varlen, shape);
    }
#else
      break;
#endif
  }
  return CW_E_UNSUPPORTED;
}

}  // namespace crosswarp::gpu
