// Emulation overhead of crosswarp-simt: the same work as a HIP kernel under simt (each GPU thread a
// fiber, each collective a meeting of the warp's lanes) and as a plain C++ loop, in one run.
// Prints, after Google Benchmark's table, the simt/C++ time ratio for each case.
#include <hip/hip_runtime.h>
#include <crosswarp_simt.h>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace {

constexpr int kReduceN = 1 << 18;
constexpr int kSide = 256;  // transpose kSide x kSide
constexpr int kTile = 32, kRows = 8;

__global__ void block_reduce(const float* in, float* out, int n) {
  __shared__ float partial[1024 / 32];
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  float v = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += in[i];
  for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down(v, o);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < (int)(blockDim.x / warpSize) ? partial[lane] : 0.0f;
    for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down(v, o);
    if (lane == 0) out[blockIdx.x] = v;
  }
}

__global__ void transpose(const float* in, float* out, int side) {
  __shared__ float tile[kTile][kTile + 1];
  int x = blockIdx.x * kTile + threadIdx.x, y = blockIdx.y * kTile + threadIdx.y;
  for (int j = 0; j < kTile; j += kRows) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * side + x];
  __syncthreads();
  x = blockIdx.y * kTile + threadIdx.x;
  y = blockIdx.x * kTile + threadIdx.y;
  for (int j = 0; j < kTile; j += kRows) out[(y + j) * side + x] = tile[threadIdx.x][threadIdx.y + j];
}

void BM_Reduce_Simt(benchmark::State& state) {
  crosswarp::simt::set_warp_size(int(state.range(0)));
  std::vector<float> h(kReduceN, 1.0f);
  float *in, *out;
  hipMalloc(&in, kReduceN * sizeof(float));
  hipMalloc(&out, 64 * sizeof(float));
  hipMemcpy(in, h.data(), kReduceN * sizeof(float), hipMemcpyHostToDevice);
  for (auto _ : state) {
    hipLaunchKernelGGL(block_reduce, 64, 256, 0, 0, in, out, kReduceN);
    hipDeviceSynchronize();
    benchmark::ClobberMemory();
  }
  float first = 0;
  hipMemcpy(&first, out, sizeof(float), hipMemcpyDeviceToHost);
  if (first != float(kReduceN / 64)) state.SkipWithError("wrong sum");
  state.SetItemsProcessed(state.iterations() * kReduceN);
  hipFree(in);
  hipFree(out);
}

void BM_Reduce_Cpp(benchmark::State& state) {
  std::vector<float> in(kReduceN, 1.0f), out(64);
  for (auto _ : state) {
    // The same work split the same way: 64 blocks, each summing a strided slice.
    for (int b = 0; b < 64; ++b) {
      float s = 0;
      for (int t = 0; t < 256; ++t)
        for (int i = b * 256 + t; i < kReduceN; i += 256 * 64) s += in[i];
      out[b] = s;
    }
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * kReduceN);
}

void BM_Transpose_Simt(benchmark::State& state) {
  crosswarp::simt::set_warp_size(int(state.range(0)));
  std::vector<float> h(kSide * kSide);
  for (int i = 0; i < kSide * kSide; ++i) h[i] = float(i);
  float *in, *out;
  hipMalloc(&in, h.size() * sizeof(float));
  hipMalloc(&out, h.size() * sizeof(float));
  hipMemcpy(in, h.data(), h.size() * sizeof(float), hipMemcpyHostToDevice);
  for (auto _ : state) {
    hipLaunchKernelGGL(transpose, dim3(kSide / kTile, kSide / kTile), dim3(kTile, kRows), 0, 0, in, out, kSide);
    hipDeviceSynchronize();
    benchmark::ClobberMemory();
  }
  float probe = 0;
  hipMemcpy(&probe, out + 1, sizeof(float), hipMemcpyDeviceToHost);
  if (probe != float(kSide)) state.SkipWithError("wrong transpose");
  state.SetItemsProcessed(state.iterations() * kSide * kSide);
  hipFree(in);
  hipFree(out);
}

void BM_Transpose_Cpp(benchmark::State& state) {
  std::vector<float> in(kSide * kSide), out(kSide * kSide);
  for (int i = 0; i < kSide * kSide; ++i) in[i] = float(i);
  for (auto _ : state) {
    for (int y = 0; y < kSide; ++y)
      for (int x = 0; x < kSide; ++x) out[x * kSide + y] = in[y * kSide + x];
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * kSide * kSide);
}

BENCHMARK(BM_Reduce_Simt)->Arg(32)->Arg(64)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Reduce_Cpp)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Transpose_Simt)->Arg(32)->Arg(64)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Transpose_Cpp)->Unit(benchmark::kMillisecond);

// Keeps each run's time per iteration so main() can print the ratios.
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  std::map<std::string, double> seconds;
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const auto& r : runs)
      if (!r.error_occurred && r.iterations) seconds[r.benchmark_name()] = r.real_accumulated_time / double(r.iterations);
    ConsoleReporter::ReportRuns(runs);
  }
};

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  std::printf("\ncrosswarp-simt emulation overhead (simt time / plain C++ time, %d worker threads):\n",
              crosswarp::simt::worker_count());
  for (const char* op : {"Reduce", "Transpose"})
    for (int w : {32, 64}) {
      std::string simt = std::string("BM_") + op + "_Simt/" + std::to_string(w), cpp = std::string("BM_") + op + "_Cpp";
      if (reporter.seconds.count(simt) && reporter.seconds.count(cpp))
        std::printf("  %-9s wave%d: %8.1fx  (%.3f ms vs %.3f ms)\n", op, w, reporter.seconds[simt] / reporter.seconds[cpp],
                    reporter.seconds[simt] * 1e3, reporter.seconds[cpp] * 1e3);
    }
  benchmark::Shutdown();
  return 0;
}
