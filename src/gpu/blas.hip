// GEMM through the vendor BLAS (the gemm.blas variant). Row-major C = A @ B is computed as the
// column-major C^T = B^T @ A^T, so the library's "A" is our B and its "B" is our A. One batch dim
// goes to the library's strided batch; an outer second batch dim (attention's [B, H, ...]) is a loop.
//
// CUDA: cuBLASLt, fp32 accumulation (CUBLAS_COMPUTE_32F; no TF32 for f32 inputs), epilogues fused
// by the library: BIAS, RELU_BIAS and GELU_BIAS for the tanh GELU (cuBLASLt's GELU is the tanh
// approximation, as PyTorch's fused addmm+gelu relies on); the erf GELU is BIAS in the library
// plus our activation kernel in place. Plans (descriptors + algo) are cached per shape. The algo is
// measured, not taken on faith: cuBLASLt's heuristic ranks candidates by a model, and for the
// small-batch shapes of a transformer layer (128 tokens against 1024..4096-wide weights) its first
// choice often splits K into a separate reduction kernel. So, as PyTorch's TunableOp does, the
// first call of a shape bucket (m, n rounded up to powers of two) times the heuristic's top
// candidates and keeps the fastest; later shapes of the bucket reuse it when cuBLASLt accepts it
// for them (cublasLtMatmulAlgoCheck), so a packed batch's varying token count does not re-time.
// Not timed: GEMMs that accumulate into C (beta != 0; re-running them would change C) and calls
// made while the stream is captured into a graph. Each candidate is timed as a captured graph of
// kAlgoGraphLaunches launches (best of kAlgoGraphReps replays), the way the model's steady state runs
// it: launched eagerly, a 5-8 us GEMM is enqueued by the host about as fast as the GPU runs it, so
// event timing measured cuBLASLt's host cost -- and a split-K candidate (two kernels per call) its
// two enqueues -- rather than the GPU time the graph replay sees. When capture is not possible (the
// legacy stream, a runtime that refuses it) the candidate is timed eagerly.
// CROSSWARP_GEMM_AUTOTUNE=0 keeps the heuristic's first choice; =eager times eagerly (for A/B).
// HIP: hipBLAS (ROCm 5.7 has no hipBLASLt): hipblasGemmStridedBatchedEx with fp32 compute, then our
// epilogue kernel in place.
// simt: no vendor BLAS; gemm.blas is not listed.
#include "blas.h"

#include "gpu_ops.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <map>
#include <mutex>
#include <string>
#include <tuple>

namespace crosswarp::gpu {
namespace {

// What both libraries need, in column-major terms.
struct ColMajorGemm {
  bool op_a_t, op_b_t;        // the library's A (our B) and B (our A) transposed?
  int64_t m, n, k;            // library dims: m = N, n = M, k = K
  int64_t lda, ldb, ldc;      // library leading dims: ldb(ours), lda(ours), ldc
  int64_t batch, outer;       // inner strided batch count, outer loop count
  int64_t sa, sb, sc;         // inner batch strides for library A, B, C
  int64_t oa, ob, oc;         // outer strides
  const char *a, *b;
  char* c;
  size_t elem;
};

[[maybe_unused]] ColMajorGemm to_col_major(const cw_op_call& call) {
  const cw_tensor &A = call.inputs[0], &B = call.inputs[1], &C = call.outputs[0];
  const int n = C.ndim;
  const bool ta = call.iparams[0] != 0, tb = call.iparams[1] != 0;
  int64_t sa[4], sb[4], sc[4];
  ops::effective_strides(A, sa);
  ops::effective_strides(B, sb);
  ops::effective_strides(C, sc);
  ColMajorGemm g{};
  g.op_a_t = tb;
  g.op_b_t = ta;
  g.m = C.shape[n - 1];
  g.n = C.shape[n - 2];
  g.k = ta ? A.shape[n - 2] : A.shape[n - 1];
  g.lda = sb[n - 2];
  g.ldb = sa[n - 2];
  g.ldc = sc[n - 2];
  // A library leading dim must be at least the stored rows (col-major) even for 1-row views.
  const int64_t lib_a_rows = tb ? g.k : g.m, lib_b_rows = ta ? g.n : g.k;
  if (g.lda < lib_a_rows) g.lda = lib_a_rows;
  if (g.ldb < lib_b_rows) g.ldb = lib_b_rows;
  if (g.ldc < g.m) g.ldc = g.m;
  g.batch = 1;
  g.outer = 1;
  auto bstride = [](const cw_tensor& t, const int64_t* s, int d) { return t.shape[d] == 1 ? int64_t{0} : s[d]; };
  if (n >= 3) {
    const int d = n - 3;
    g.batch = C.shape[d];
    g.sa = bstride(B, sb, d), g.sb = bstride(A, sa, d), g.sc = sc[d];
  }
  if (n == 4) {
    g.outer = C.shape[0];
    g.oa = bstride(B, sb, 0), g.ob = bstride(A, sa, 0), g.oc = sc[0];
  }
  g.elem = ops::dtype_size(C.dtype);
  g.a = static_cast<const char*>(B.data);
  g.b = static_cast<const char*>(A.data);
  g.c = static_cast<char*>(C.data);
  return g;
}

[[maybe_unused]] int act_of(int64_t epi) {
  return epi == ops::kEpilogueBiasGeluErf    ? ops::kActGeluErf
         : epi == ops::kEpilogueBiasGeluTanh ? ops::kActGeluTanh
         : epi == ops::kEpilogueBiasRelu     ? ops::kActRelu
                                             : ops::kActIdentity;
}

}  // namespace
}  // namespace crosswarp::gpu

#if defined(CW_GPU_CUDA)
// ---------------------------------------------------------------------------------- cuBLASLt ----
#include <cublasLt.h>

namespace crosswarp::gpu {
namespace {

constexpr size_t kWorkspaceBytes = size_t{32} << 20;  // cuBLASLt's recommendation for Hopper

// The alignment (bytes, at most 256) every batch of a matrix starts at: the lowest set bit of the
// base address and of each batch stride in bytes. cuBLASLt's heuristic assumes 256 unless told, and
// an algorithm picked for 256 faults on the packed-QKV views (offsets of Hd elements).
uint32_t alignment(const void* base, std::initializer_list<int64_t> stride_bytes) {
  uint64_t bits = reinterpret_cast<uintptr_t>(base) | 256u;
  for (int64_t s : stride_bytes) bits |= static_cast<uint64_t>(s);
  return static_cast<uint32_t>(bits & (~bits + 1));
}

cudaDataType_t cuda_type(int32_t dtype) {
  return dtype == CW_F16 ? CUDA_R_16F : dtype == CW_BF16 ? CUDA_R_16BF : CUDA_R_32F;
}

struct Plan {
  cublasLtMatmulDesc_t desc = nullptr;
  cublasLtMatrixLayout_t a = nullptr, b = nullptr, c = nullptr;
  cublasLtMatmulAlgo_t algo{};
};

struct Library {
  std::mutex mu;
  std::map<int, cublasLtHandle_t> handles;             // per device
  std::map<std::pair<int, hipStream_t>, void*> spaces;  // workspace per (device, stream)
  std::map<std::string, Plan> plans;
  std::map<std::string, cublasLtMatmulAlgo_t> tuned;   // fastest measured algo per shape bucket
};

// Heuristic candidates timed per shape bucket; launches timed per candidate eagerly (after one
// warm-up), or launches per captured graph and replays of it (the fastest replay counts).
constexpr int kAlgoCandidates = 8, kAlgoReps = 3, kAlgoGraphLaunches = 16, kAlgoGraphReps = 3;

enum class Autotune { kOff, kEager, kGraph };

Autotune autotune_mode() {
  static const Autotune mode = [] {
    const char* e = std::getenv("CROSSWARP_GEMM_AUTOTUNE");
    if (e && std::strcmp(e, "0") == 0) return Autotune::kOff;
    if (e && std::strcmp(e, "eager") == 0) return Autotune::kEager;
    return Autotune::kGraph;
  }();
  return mode;
}
bool autotune_enabled() { return autotune_mode() != Autotune::kOff; }

int64_t round_pow2(int64_t v) {
  int64_t p = 1;
  while (p < v) p <<= 1;
  return p;
}

// Two timing events on one stream, destroyed with the pair.
struct EventPair {
  hipEvent_t e0 = nullptr, e1 = nullptr;
  bool ok = hipEventCreate(&e0) == hipSuccess && hipEventCreate(&e1) == hipSuccess;
  EventPair() = default;
  EventPair(const EventPair&) = delete;
  EventPair& operator=(const EventPair&) = delete;
  ~EventPair() {
    if (e0) hipEventDestroy(e0);
    if (e1) hipEventDestroy(e1);
  }
  // Milliseconds from e0 recorded before work() to e1 after it (waits for e1); negative when an
  // event call or work() fails.
  template <class F>
  float time(hipStream_t stream, F&& work) {
    float ms = -1.f;
    const bool good = ok && hipEventRecord(e0, stream) == hipSuccess && work() &&
                      hipEventRecord(e1, stream) == hipSuccess && hipEventSynchronize(e1) == hipSuccess &&
                      hipEventElapsedTime(&ms, e0, e1) == hipSuccess;
    return good ? ms : -1.f;
  }
};

// Mean milliseconds of one `launch()` (one cublasLtMatmul of the candidate) on `stream`, after a
// warm-up launch; negative when cuBLASLt refuses it.
template <class Launch>
float time_algo(Launch&& launch, hipStream_t stream) {
  EventPair ev;
  if (!ev.ok || !launch()) return -1.f;
  const float ms = ev.time(stream, [&] {
    for (int r = 0; r < kAlgoReps; ++r)
      if (!launch()) return false;
    return true;
  });
  return ms < 0.f ? -1.f : ms / kAlgoReps;
}

// Mean milliseconds of one `launch()` when kAlgoGraphLaunches of them replay from a captured graph
// (the fastest of kAlgoGraphReps replays, after one warm-up replay); negative when the stream cannot
// be captured or cuBLASLt refuses the algo. Synchronises the stream.
template <class Launch>
float time_algo_graph(Launch&& launch, hipStream_t stream) {
  if (!stream) return -1.f;  // the legacy stream cannot be captured
  cudaGraph_t graph = nullptr;
  if (cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal) != cudaSuccess) {
    cudaGetLastError();
    return -1.f;
  }
  bool ok = true;
  for (int r = 0; ok && r < kAlgoGraphLaunches; ++r) ok = launch();
  // Always end the capture, so the stream is usable whatever happened inside it.
  const bool ended = cudaStreamEndCapture(stream, &graph) == cudaSuccess;
  ok = ok && ended && graph;
  cudaGraphExec_t exec = nullptr;
  ok = ok && cudaGraphInstantiate(&exec, graph, 0) == cudaSuccess;
  EventPair ev;
  ok = ok && ev.ok && cudaGraphLaunch(exec, stream) == cudaSuccess;  // warm-up
  float best = -1.f;
  for (int r = 0; ok && r < kAlgoGraphReps; ++r) {
    const float ms = ev.time(stream, [&] { return cudaGraphLaunch(exec, stream) == cudaSuccess; });
    ok = ms >= 0.f;
    if (ok && (best < 0.f || ms < best)) best = ms;
  }
  if (!ok) {
    cudaStreamSynchronize(stream);
    cudaGetLastError();
    best = -1.f;
  } else {
    best /= kAlgoGraphLaunches;
  }
  if (exec) cudaGraphExecDestroy(exec);
  if (graph) cudaGraphDestroy(graph);
  return best;
}

bool stream_capturing(hipStream_t stream) {
  cudaStreamCaptureStatus st = cudaStreamCaptureStatusNone;
  return cudaStreamIsCapturing(stream, &st) != cudaSuccess || st != cudaStreamCaptureStatusNone;
}

Library& library() {
  static Library lib;
  return lib;
}

int lt_fail(const char* what, cublasStatus_t s) {
  set_last_error("gemm.blas: %s failed: %s", what, cublasGetStatusString(s));
  return CW_E_RUNTIME;
}

#define CW_LT(expr)                                  \
  do {                                               \
    cublasStatus_t s_ = (expr);                      \
    if (s_ != CUBLAS_STATUS_SUCCESS) return lt_fail(#expr, s_); \
  } while (0)

int make_layout(cublasLtMatrixLayout_t* out, cudaDataType_t t, int64_t rows, int64_t cols, int64_t ld, int64_t batch,
                int64_t stride) {
  CW_LT(cublasLtMatrixLayoutCreate(out, t, static_cast<uint64_t>(rows), static_cast<uint64_t>(cols), ld));
  if (batch > 1) {
    const int32_t count = static_cast<int32_t>(batch);
    CW_LT(cublasLtMatrixLayoutSetAttribute(*out, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof count));
    CW_LT(cublasLtMatrixLayoutSetAttribute(*out, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride, sizeof stride));
  }
  return CW_OK;
}

}  // namespace

bool blas_available() { return true; }
const char* blas_variant_description() {
  return "cuBLASLt, fp32 accumulate, bias/relu/tanh-GELU epilogues fused (erf GELU: bias fused + our pass)";
}

int launch_gemm_blas(const LaunchContext& lc, const cw_op_call& call) {
  const ColMajorGemm g = to_col_major(call);
  const int32_t dtype = call.outputs[0].dtype;
  const int64_t epi = call.iparams[2];
  if (g.m == 0 || g.n == 0 || g.batch * g.outer == 0) return CW_OK;
  if (g.k == 0) {  // cuBLASLt rejects k = 0; C = beta * C is a degenerate GEMM our kernel handles
    return launch_gemm_tiled(lc, call);
  }
  const cudaDataType_t t = cuda_type(dtype);
  cublasLtEpilogue_t lt_epi = CUBLASLT_EPILOGUE_DEFAULT;
  if (epi == ops::kEpilogueBias || epi == ops::kEpilogueBiasGeluErf) lt_epi = CUBLASLT_EPILOGUE_BIAS;
  if (epi == ops::kEpilogueBiasGeluTanh) lt_epi = CUBLASLT_EPILOGUE_GELU_BIAS;
  if (epi == ops::kEpilogueBiasRelu) lt_epi = CUBLASLT_EPILOGUE_RELU_BIAS;

  Library& lib = library();
  std::lock_guard<std::mutex> lock(lib.mu);  // descriptors are shared; the launch itself is async
  cublasLtHandle_t& handle = lib.handles[lc.device];
  if (!handle) CW_LT(cublasLtCreate(&handle));
  void*& workspace = lib.spaces[{lc.device, lc.stream}];
  if (!workspace && hipMalloc(&workspace, kWorkspaceBytes) != hipSuccess) {
    set_last_error("gemm.blas: cannot allocate the %zu-byte cuBLASLt workspace", kWorkspaceBytes);
    return CW_E_OOM;
  }
  const int64_t es = static_cast<int64_t>(g.elem);
  const uint32_t align_a = alignment(g.a, {g.sa * es, g.oa * es});
  const uint32_t align_b = alignment(g.b, {g.sb * es, g.ob * es});
  const uint32_t align_c = alignment(g.c, {g.sc * es, g.oc * es});
  char key[256];
  std::snprintf(key, sizeof key, "%d|%d|%d%d|%lld,%lld,%lld|%lld,%lld,%lld|%lld|%lld,%lld,%lld|%lld|%d|%u,%u,%u",
                lc.device, dtype, g.op_a_t, g.op_b_t, (long long)g.m, (long long)g.n, (long long)g.k,
                (long long)g.lda, (long long)g.ldb, (long long)g.ldc, (long long)g.batch, (long long)g.sa,
                (long long)g.sb, (long long)g.sc, (long long)epi, call.fparams[1] != 0.0, align_a, align_b, align_c);
  auto it = lib.plans.find(key);
  if (it == lib.plans.end()) {
    Plan p;
    CW_LT(cublasLtMatmulDescCreate(&p.desc, CUBLAS_COMPUTE_32F, CUDA_R_32F));
    const cublasOperation_t oa = g.op_a_t ? CUBLAS_OP_T : CUBLAS_OP_N, ob = g.op_b_t ? CUBLAS_OP_T : CUBLAS_OP_N;
    CW_LT(cublasLtMatmulDescSetAttribute(p.desc, CUBLASLT_MATMUL_DESC_TRANSA, &oa, sizeof oa));
    CW_LT(cublasLtMatmulDescSetAttribute(p.desc, CUBLASLT_MATMUL_DESC_TRANSB, &ob, sizeof ob));
    CW_LT(cublasLtMatmulDescSetAttribute(p.desc, CUBLASLT_MATMUL_DESC_EPILOGUE, &lt_epi, sizeof lt_epi));
    if (lt_epi != CUBLASLT_EPILOGUE_DEFAULT) {
      const int32_t bias_type = t;
      CW_LT(cublasLtMatmulDescSetAttribute(p.desc, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, &bias_type, sizeof bias_type));
    }
    if (int rc = make_layout(&p.a, t, g.op_a_t ? g.k : g.m, g.op_a_t ? g.m : g.k, g.lda, g.batch, g.sa)) return rc;
    if (int rc = make_layout(&p.b, t, g.op_b_t ? g.n : g.k, g.op_b_t ? g.k : g.n, g.ldb, g.batch, g.sb)) return rc;
    if (int rc = make_layout(&p.c, t, g.m, g.n, g.ldc, g.batch, g.sc)) return rc;
    cublasLtMatmulPreference_t pref = nullptr;
    CW_LT(cublasLtMatmulPreferenceCreate(&pref));
    const uint64_t ws = kWorkspaceBytes;
    CW_LT(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws, sizeof ws));
    CW_LT(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES, &align_a, sizeof align_a));
    CW_LT(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES, &align_b, sizeof align_b));
    CW_LT(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES, &align_c, sizeof align_c));
    CW_LT(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES, &align_c, sizeof align_c));
    // The heuristic looks at pointer alignment through the bias pointer; give it the real one.
    if (lt_epi != CUBLASLT_EPILOGUE_DEFAULT) {
      const void* bias = call.inputs[2].data;
      CW_LT(cublasLtMatmulDescSetAttribute(p.desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof bias));
    }
    cublasLtMatmulHeuristicResult_t results[kAlgoCandidates]{};
    int found = 0;
    const int wanted = autotune_enabled() ? kAlgoCandidates : 1;
    const cublasStatus_t hs =
        cublasLtMatmulAlgoGetHeuristic(handle, p.desc, p.a, p.b, p.c, p.c, pref, wanted, results, &found);
    cublasLtMatmulPreferenceDestroy(pref);
    if (hs != CUBLAS_STATUS_SUCCESS || found == 0) {
      set_last_error("gemm.blas: cuBLASLt has no algorithm for m=%lld n=%lld k=%lld (dtype %s, epilogue %lld)",
                     (long long)g.m, (long long)g.n, (long long)g.k, ops::dtype_name(dtype), (long long)epi);
      return CW_E_UNSUPPORTED;
    }
    p.algo = results[0].algo;
    // The bucket: the same key with m and n rounded up to powers of two.
    char bucket[256];
    std::snprintf(bucket, sizeof bucket, "%d|%d|%d%d|%lld,%lld,%lld|%lld,%lld,%lld|%lld|%lld|%d|%u,%u,%u", lc.device,
                  dtype, g.op_a_t, g.op_b_t, (long long)round_pow2(g.m), (long long)round_pow2(g.n), (long long)g.k,
                  (long long)g.lda, (long long)g.ldb, (long long)g.ldc, (long long)g.batch, (long long)epi,
                  call.fparams[1] != 0.0, align_a, align_b, align_c);
    const float tune_alpha = static_cast<float>(call.fparams[0]), tune_beta = 0.f;
    auto tuned = lib.tuned.find(bucket);
    if (tuned != lib.tuned.end()) {
      cublasLtMatmulHeuristicResult_t check{};
      if (cublasLtMatmulAlgoCheck(handle, p.desc, p.a, p.b, p.c, p.c, &tuned->second, &check) ==
              CUBLAS_STATUS_SUCCESS &&
          check.workspaceSize <= kWorkspaceBytes)
        p.algo = tuned->second;
    } else if (found > 1 && call.fparams[1] == 0.0 && !stream_capturing(lc.stream)) {
      float best = -1.f;
      for (int i = 0; i < found; ++i) {
        auto launch = [&] {
          return cublasLtMatmul(handle, p.desc, &tune_alpha, g.a, p.a, g.b, p.b, &tune_beta, g.c, p.c, g.c, p.c,
                                &results[i].algo, workspace, kWorkspaceBytes, lc.stream) == CUBLAS_STATUS_SUCCESS;
        };
        float ms = autotune_mode() == Autotune::kGraph ? time_algo_graph(launch, lc.stream) : -1.f;
        if (ms < 0.f) ms = time_algo(launch, lc.stream);
        if (ms > 0.f && (best < 0.f || ms < best)) best = ms, p.algo = results[i].algo;
      }
      lib.tuned.emplace(bucket, p.algo);
    }
    it = lib.plans.emplace(key, p).first;
  }
  Plan& p = it->second;
  if (lt_epi != CUBLASLT_EPILOGUE_DEFAULT) {
    const void* bias = call.inputs[2].data;
    CW_LT(cublasLtMatmulDescSetAttribute(p.desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof bias));
  }
  const float alpha = static_cast<float>(call.fparams[0]), beta = static_cast<float>(call.fparams[1]);
  for (int64_t o = 0; o < g.outer; ++o) {
    const char* a = g.a + o * g.oa * g.elem;
    const char* b = g.b + o * g.ob * g.elem;
    char* c = g.c + o * g.oc * g.elem;
    CW_LT(cublasLtMatmul(handle, p.desc, &alpha, a, p.a, b, p.b, &beta, c, p.c, c, p.c, &p.algo, workspace,
                         kWorkspaceBytes, lc.stream));
  }
  if (epi == ops::kEpilogueBiasGeluErf) {
    // The bias is already in; apply the erf GELU in place (no bias).
    return launch_bias_act_strided(lc, call.outputs[0], cw_tensor{}, ops::kActGeluErf);
  }
  return CW_OK;
}

}  // namespace crosswarp::gpu

#elif defined(CW_GPU_HIP)
// ----------------------------------------------------------------------------------- hipBLAS ----
#if __has_include(<hipblas/hipblas.h>)
#include <hipblas/hipblas.h>
#else
#include <hipblas.h>
#endif

namespace crosswarp::gpu {
namespace {

hipblasDatatype_t hipblas_type(int32_t dtype) {
  return dtype == CW_F16 ? HIPBLAS_R_16F : dtype == CW_BF16 ? HIPBLAS_R_16B : HIPBLAS_R_32F;
}

std::mutex g_mu;
std::map<int, hipblasHandle_t> g_handles;

}  // namespace

bool blas_available() { return true; }
const char* blas_variant_description() {
  return "hipBLAS GemmStridedBatchedEx, fp32 compute; bias/activation as our in-place epilogue pass";
}

int launch_gemm_blas(const LaunchContext& lc, const cw_op_call& call) {
  const ColMajorGemm g = to_col_major(call);
  const int32_t dtype = call.outputs[0].dtype;
  if (g.m == 0 || g.n == 0 || g.batch * g.outer == 0) return CW_OK;
  if (g.k == 0) return launch_gemm_tiled(lc, call);
  std::lock_guard<std::mutex> lock(g_mu);
  hipblasHandle_t& h = g_handles[lc.device];
  if (!h && hipblasCreate(&h) != HIPBLAS_STATUS_SUCCESS) {
    set_last_error("gemm.blas: hipblasCreate failed");
    return CW_E_RUNTIME;
  }
  hipblasSetStream(h, lc.stream);
  const hipblasDatatype_t t = hipblas_type(dtype);
  const float alpha = static_cast<float>(call.fparams[0]), beta = static_cast<float>(call.fparams[1]);
  for (int64_t o = 0; o < g.outer; ++o) {
    const hipblasStatus_t s = hipblasGemmStridedBatchedEx(
        h, g.op_a_t ? HIPBLAS_OP_T : HIPBLAS_OP_N, g.op_b_t ? HIPBLAS_OP_T : HIPBLAS_OP_N, static_cast<int>(g.m),
        static_cast<int>(g.n), static_cast<int>(g.k), &alpha, g.a + o * g.oa * g.elem, t, static_cast<int>(g.lda), g.sa,
        g.b + o * g.ob * g.elem, t, static_cast<int>(g.ldb), g.sb, &beta, g.c + o * g.oc * g.elem, t,
        static_cast<int>(g.ldc), g.sc, static_cast<int>(g.batch), HIPBLAS_R_32F, HIPBLAS_GEMM_DEFAULT);
    if (s != HIPBLAS_STATUS_SUCCESS) {
      set_last_error("gemm.blas: hipblasGemmStridedBatchedEx failed (status %d)", static_cast<int>(s));
      return CW_E_RUNTIME;
    }
  }
  const int64_t epi = call.iparams[2];
  if (epi == ops::kEpilogueNone) return CW_OK;
  return launch_bias_act_strided(lc, call.outputs[0], call.inputs[2], act_of(epi));
}

}  // namespace crosswarp::gpu

#else
// ------------------------------------------------------------------------------- no vendor BLAS ----
namespace crosswarp::gpu {

bool blas_available() { return false; }
const char* blas_variant_description() { return "no vendor BLAS in this build"; }
int launch_gemm_blas(const LaunchContext&, const cw_op_call&) {
  set_last_error("gemm.blas: this build has no vendor BLAS");
  return CW_E_UNSUPPORTED;
}

}  // namespace crosswarp::gpu
#endif
