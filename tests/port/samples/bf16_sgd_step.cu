// A bfloat16 training step as llm.c writes one: parameters in bf16 (a floatX typedef), the update computed in float
// and cast back, an overload picked by the nv_bfloat16 spelling, and a CPU reference in bf16 checked on the host.
// CUDA's __nv_bfloat16 converts to and from float and has operators on the host and the device; HIP's __hip_bfloat16
// before 6.2 is a bare struct, so ported for HIP 5.7 every cast and operator below needs the class the port
// defines in the file (crosswarpBfloat16). The gradients are read through __ldg, and a bf16 pair buffer (Adam's
// moments, say) is initialised with __floats2bfloat162_rn / __float2bfloat162_rn, which HIP lacks (HeCBench's
// addBiasQKV and addBiasResidualLayerNorm).
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#define CHECK(call)                                                                            \
  do {                                                                                         \
    cudaError_t e_ = (call);                                                                   \
    if (e_ != cudaSuccess) {                                                                   \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));         \
      return 1;                                                                                \
    }                                                                                          \
  } while (0)

typedef __nv_bfloat16 floatX;

enum class DType { FP32, BF16 };
DType dtype_of(float*) { return DType::FP32; }
DType dtype_of(nv_bfloat16*) { return DType::BF16; }  // CUDA's typedef of __nv_bfloat16: floatX* picks it

__global__ void sgd_step(floatX* params, const floatX* grads, float lr, float clip, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float g = (float)__ldg(grads + i);
  if (g > clip) g = clip;
  if (g < -clip) g = -clip;
  floatX p = params[i];
  p -= (floatX)(lr * g);         // bf16 compound assignment
  if (p < (floatX)0.0f) p = -p;  // bf16 comparison and negation
  params[i] = p;
}

__global__ void init_pairs(__nv_bfloat162* pairs, float a, float b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) pairs[i] = i % 2 ? __float2bfloat162_rn(a * i) : __floats2bfloat162_rn(a * i, b);
}

int main() {
  const int n = 1000;
  floatX host_params[n], host_grads[n], expected[n];
  for (int i = 0; i < n; ++i) {
    host_params[i] = 0.01f * (i % 97) - 0.3f;
    host_grads[i] = (floatX)(0.5f - 0.001f * i);
  }
  const float lr = 0.1f, clip = 0.4f;
  for (int i = 0; i < n; ++i) {  // the reference, in bf16 on the host
    float g = (float)host_grads[i];
    g = g > clip ? clip : g < -clip ? -clip : g;
    floatX p = host_params[i];
    p -= (floatX)(lr * g);
    expected[i] = p < (floatX)0.0f ? -p : p;
  }
  floatX *params = nullptr, *grads = nullptr;
  CHECK(cudaMalloc(&params, n * sizeof(floatX)));
  CHECK(cudaMalloc(&grads, n * sizeof(floatX)));
  CHECK(cudaMemcpy(params, host_params, n * sizeof(floatX), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(grads, host_grads, n * sizeof(floatX), cudaMemcpyHostToDevice));
  sgd_step<<<(n + 255) / 256, 256>>>(params, grads, lr, clip, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(host_params, params, n * sizeof(floatX), cudaMemcpyDeviceToHost));
  const int m = 64;
  __nv_bfloat162 host_pairs[m], *pairs = nullptr;
  CHECK(cudaMalloc(&pairs, m * sizeof(__nv_bfloat162)));
  init_pairs<<<1, m>>>(pairs, 0.37f, -1.5f, m);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(host_pairs, pairs, m * sizeof(__nv_bfloat162), cudaMemcpyDeviceToHost));
  int wrong = 0;
  for (int i = 0; i < m; ++i) {  // the same conversions on the host
    __nv_bfloat162 want = i % 2 ? __float2bfloat162_rn(0.37f * i) : __floats2bfloat162_rn(0.37f * i, -1.5f);
    if ((float)host_pairs[i].x != (float)want.x || (float)host_pairs[i].y != (float)want.y) ++wrong;
  }
  float largest = 0.0f;
  for (int i = 0; i < n; ++i) {
    if (host_params[i] != expected[i]) ++wrong;
    if ((float)host_params[i] > largest) largest = host_params[i];
  }
  std::printf("%s parameters, %d of %d differ from the host reference, largest %g\n",
              dtype_of(params) == DType::BF16 ? "bf16" : "fp32", wrong, n, largest);
  CHECK(cudaFree(params));
  CHECK(cudaFree(grads));
  CHECK(cudaFree(pairs));
  return wrong == 0 ? 0 : 1;
}
