// NVTX profiler ranges around a kernel (the toolkit's nvtx3 header-only API). Ported to roctx, roctracer's
// annotations (<roctracer/roctx.h>; a program links -lroctx64; compiled here only). Also NVIDIA's colored-range
// idiom (nvtxEventAttributes_t and nvtxRangePushEx, which roctx lacks: emulated, the message kept) and a stream
// name (roctx has none: the call does nothing).
#include <cstdio>
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>

static const uint32_t kColors[] = {0xff00ff00, 0xff0000ff, 0xffffff00};

// a colored range, as NVIDIA's NVTX blog post writes it
#define PUSH_RANGE(name, cid)                                \
  {                                                          \
    nvtxEventAttributes_t eventAttrib = {0};                 \
    eventAttrib.version = NVTX_VERSION;                      \
    eventAttrib.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;        \
    eventAttrib.colorType = NVTX_COLOR_ARGB;                 \
    eventAttrib.color = kColors[(cid) % 3];                  \
    eventAttrib.messageType = NVTX_MESSAGE_TYPE_ASCII;       \
    eventAttrib.message.ascii = name;                        \
    nvtxRangePushEx(&eventAttrib);                           \
  }
#define POP_RANGE nvtxRangePop();

__global__ void scale(float* x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

struct Range {  // RAII range, as training code writes it
  explicit Range(const char* name) { nvtxRangePush(name); }
  ~Range() { nvtxRangePop(); }
};

int main() {
  const int n = 1024;
  float* x = nullptr;
  cudaMalloc(&x, n * sizeof(float));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  nvtxNameCudaStreamA(stream, "work stream");
  nvtxMarkA("start");
  nvtxRangeId_t whole = nvtxRangeStartA("whole run");
  {
    Range r("scale");
    scale<<<(n + 255) / 256, 256>>>(x, 2.0f, n);
    cudaDeviceSynchronize();
  }
  PUSH_RANGE("scale on a stream", 1)
  scale<<<(n + 255) / 256, 256, 0, stream>>>(x, 0.5f, n);
  cudaStreamSynchronize(stream);
  POP_RANGE
  nvtxRangeEnd(whole);
  cudaStreamDestroy(stream);
  cudaFree(x);
  std::printf("done\n");
  return 0;
}
