// Stream capture into a CUDA graph, written for CUDA 13, whose capture and topology calls take graph edge data
// (CUDA 12.3's *_v2 forms became the plain names): the capture's dependencies are read back mid-capture, a second
// branch is joined by updating them, and the finished graph's edges are counted, its executable updated in place
// and replayed.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                                        \
  do {                                                                                     \
    cudaError_t err_ = (call);                                                             \
    if (err_ != cudaSuccess) {                                                             \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_));   \
      return 1;                                                                            \
    }                                                                                      \
  } while (0)

__global__ void axpy(float* y, const float* x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += a * x[i];
}

int main() {
  const int n = 1 << 16;
  float *x, *y;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  CHECK(cudaMalloc(&y, n * sizeof(float)));
  CHECK(cudaMemset(x, 0, n * sizeof(float)));
  CHECK(cudaMemset(y, 0, n * sizeof(float)));
  cudaStream_t s, side;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  CHECK(cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking));
  cudaEvent_t fork, join;
  CHECK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
  CHECK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));

  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  axpy<<<(n + 255) / 256, 256, 0, s>>>(y, x, 2.0f, n);
  CHECK(cudaEventRecord(fork, s));
  CHECK(cudaStreamWaitEvent(side, fork, 0));
  axpy<<<(n + 255) / 256, 256, 0, side>>>(x, y, 0.5f, n);
  CHECK(cudaEventRecord(join, side));

  // what the capture depends on now: the first kernel (no edge data wanted back)
  cudaStreamCaptureStatus status;
  unsigned long long id = 0;
  cudaGraph_t graph;
  const cudaGraphNode_t* deps = nullptr;
  size_t ndeps = 0;
  CHECK(cudaStreamGetCaptureInfo(s, &status, &id, &graph, &deps, nullptr, &ndeps));
  std::vector<cudaGraphNode_t> current(deps, deps + ndeps);

  // join the side branch: its last node becomes a dependency too (default edges)
  CHECK(cudaStreamWaitEvent(s, join, 0));
  CHECK(cudaStreamGetCaptureInfo(s, &status, &id, &graph, &deps, nullptr, &ndeps));
  current.assign(deps, deps + ndeps);
  CHECK(cudaStreamUpdateCaptureDependencies(s, current.data(), nullptr, current.size(), cudaStreamSetCaptureDependencies));
  axpy<<<(n + 255) / 256, 256, 0, s>>>(y, x, 1.0f, n);
  CHECK(cudaStreamEndCapture(s, &graph));

  // the topology, edges left out
  size_t nodes = 0, edges = 0;
  CHECK(cudaGraphGetNodes(graph, nullptr, &nodes));
  CHECK(cudaGraphGetEdges(graph, nullptr, nullptr, nullptr, &edges));
  std::vector<cudaGraphNode_t> all(nodes);
  CHECK(cudaGraphGetNodes(graph, all.data(), &nodes));
  size_t roots = 0;
  for (cudaGraphNode_t node : all) {
    size_t in = 0;
    CHECK(cudaGraphNodeGetDependencies(node, nullptr, nullptr, &in));
    roots += in == 0;
  }
  std::printf("capture %llu: %zu nodes, %zu edges, %zu roots\n", id, nodes, edges, roots);

  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  // the same topology updates in place (CUDA 12's result struct)
  cudaGraphExecUpdateResultInfo update;
  CHECK(cudaGraphExecUpdate(exec, graph, &update));
  if (update.result != cudaGraphExecUpdateSuccess) {
    std::fprintf(stderr, "graph update refused: %d\n", (int)update.result);
    return 1;
  }
  for (int i = 0; i < 10; ++i) CHECK(cudaGraphLaunch(exec, s));
  CHECK(cudaStreamSynchronize(s));
  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(graph));
  CHECK(cudaStreamDestroy(side));
  CHECK(cudaStreamDestroy(s));
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  return 0;
}
