// Embedding gather (word + position + token type) fused with LayerNorm: one logical warp per
// token (variants embedding_layernorm.w32 / .w64), the summed row kept in registers; .vec_w32 /
// .vec_w64 read the three table rows, gamma and beta and write the output in 16-byte packs (when H
// is a multiple of the pack, fits in 32 values per lane and the tables are 16-byte aligned; else
// the launcher runs .w32 / .w64).
// Ids outside the tables are clamped (no out-of-bounds read); callers validate ids (ops.h).
#include "pack.h"

namespace crosswarp::gpu {
namespace {

template <class T>
struct EmbeddingLoad {
  const T *word, *pos, *type;
  __device__ __forceinline__ float operator()(int64_t i) const {
    return to_f32(word[i]) + to_f32(pos[i]) + to_f32(type[i]);
  }
};

template <class T>
struct EmbeddingPackLoad {
  const T *word, *pos, *type;
  __device__ __forceinline__ void operator()(int c, float (&f)[Pack<T>::n]) const {
    constexpr int N = Pack<T>::n;
    const int64_t o = static_cast<int64_t>(c) * N;
    const Pack<T> a = load_pack(word + o), p = load_pack(pos + o), t = load_pack(type + o);
CW_UNROLL
    for (int i = 0; i < N; ++i) f[i] = to_f32(a.v[i]) + to_f32(p.v[i]) + to_f32(t.v[i]);
  }
};

__device__ __forceinline__ int64_t clamp_index(int64_t v, int64_t n) { return v < 0 ? 0 : (v >= n ? n - 1 : v); }

template <class T, int W, bool kPacked>
__global__ void __launch_bounds__(kRowBlockThreads)
    embedding_layernorm_kernel(IndexView ids, IndexView types, const T* word, const T* pos, const T* type,
                               const T* gamma, const T* beta, T* out, int64_t tokens, int64_t S, int64_t H,
                               int64_t V, int64_t T_rows, int64_t offset, float eps) {
  const int64_t t = static_cast<int64_t>(blockIdx.x) * (kRowBlockThreads / W) + warp<W>::index();
  if (t >= tokens) return;
  const int64_t id = clamp_index(ids[t], V);
  const int64_t ty = types.data ? clamp_index(types[t], T_rows) : 0;
  if constexpr (kPacked) {
    EmbeddingPackLoad<T> load{word + id * H, pos + (t % S + offset) * H, type + ty * H};
    layernorm_row_packed<W>(load, H, gamma, beta, eps, out + t * H);
  } else {
    EmbeddingLoad<T> load{word + id * H, pos + (t % S + offset) * H, type + ty * H};
    layernorm_row(WarpRow<W>{}, load, H, gamma, beta, eps, out + t * H);
  }
}

}  // namespace

int launch_embedding_layernorm(const LaunchContext& lc, const cw_op_call& c, int width, bool packed) {
  const cw_tensor &ids = c.inputs[0], &word = c.inputs[2];
  const int64_t tokens = ops::numel(ids), S = ids.shape[1], H = word.shape[1];
  if (tokens == 0) return CW_OK;
  const IndexView id_view = index_view(ids);
  const IndexView type_view = ops::present(c.inputs[1]) ? index_view(c.inputs[1]) : IndexView{nullptr, 0};
  const float eps = static_cast<float>(c.fparams[0]);
  return with_float_type(c.outputs[0].dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* w = static_cast<const T*>(word.data);
    const T* p = static_cast<const T*>(c.inputs[3].data);
    const T* ty = static_cast<const T*>(c.inputs[4].data);
    const T* gamma = static_cast<const T*>(c.inputs[5].data);
    const T* beta = static_cast<const T*>(c.inputs[6].data);
    T* out = static_cast<T*>(c.outputs[0].data);
    const int rows_per_block = kRowBlockThreads / width;
    const unsigned blocks = static_cast<unsigned>((tokens + rows_per_block - 1) / rows_per_block);
    const bool fits = packed && packs_fit<T>(H, {w, p, ty, gamma, beta, out}) &&
                      H / Pack<T>::n <= static_cast<int64_t>(packs_per_lane<T>()) * width;
    const int64_t V = word.shape[0], T_rows = c.inputs[4].shape[0], offset = c.iparams[0];
#define CW_EMB_LAUNCH(W, P)                                                                                      \
  hipLaunchKernelGGL(HIP_KERNEL_NAME(embedding_layernorm_kernel<T, W, P>), dim3(blocks), dim3(kRowBlockThreads), 0, \
                     lc.stream, id_view, type_view, w, p, ty, gamma, beta, out, tokens, S, H, V, T_rows, offset, eps)
    if (width == 64) {
      if (fits) CW_EMB_LAUNCH(64, true); else CW_EMB_LAUNCH(64, false);
    } else {
      if (fits) CW_EMB_LAUNCH(32, true); else CW_EMB_LAUNCH(32, false);
    }
#undef CW_EMB_LAUNCH
    return check_launch("embedding_layernorm");
  });
}

}  // namespace crosswarp::gpu
