// The warp layer (src/gpu/warp.h) on crosswarp-simt, under both wavefront sizes: reductions,
// shuffles and ballots of warp<32> and warp<64>, and that the two 32-lane subgroups of a wave64
// reduce independently with no warp-misuse diagnostic (their masks name exactly their lanes).
#include "gpu.h"
#include "warp.h"

#include <crosswarp_simt.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace crosswarp::gpu {
namespace {

constexpr int kThreads = 128;

template <int W>
__global__ void warp_ops_kernel(float* sums, float* maxes, float* shuffled, unsigned long long* ballots) {
  const int t = static_cast<int>(threadIdx.x);
  const float v = static_cast<float>(t);
  sums[t] = warp<W>::reduce_sum(v);
  maxes[t] = warp<W>::reduce_max(v);
  shuffled[t] = warp<W>::shfl(v, 3);  // logical lane 3 of this thread's logical warp
  ballots[t] = warp<W>::ballot(t % 3 == 0);
}

template <int W>
void check_width() {
  float *sums, *maxes, *shuffled;
  unsigned long long* ballots;
  ASSERT_EQ(hipMalloc(&sums, kThreads * sizeof(float)), hipSuccess);
  ASSERT_EQ(hipMalloc(&maxes, kThreads * sizeof(float)), hipSuccess);
  ASSERT_EQ(hipMalloc(&shuffled, kThreads * sizeof(float)), hipSuccess);
  ASSERT_EQ(hipMalloc(&ballots, kThreads * sizeof(unsigned long long)), hipSuccess);
  simt::clear_diagnostics();
  hipLaunchKernelGGL(HIP_KERNEL_NAME(warp_ops_kernel<W>), dim3(1), dim3(kThreads), 0, nullptr, sums, maxes, shuffled,
                     ballots);
  ASSERT_EQ(hipDeviceSynchronize(), hipSuccess);
  EXPECT_EQ(simt::diagnostic_count(), 0u) << simt::last_diagnostic();
  std::vector<float> s(kThreads), m(kThreads), sh(kThreads);
  std::vector<unsigned long long> b(kThreads);
  hipMemcpy(s.data(), sums, kThreads * sizeof(float), hipMemcpyDeviceToHost);
  hipMemcpy(m.data(), maxes, kThreads * sizeof(float), hipMemcpyDeviceToHost);
  hipMemcpy(sh.data(), shuffled, kThreads * sizeof(float), hipMemcpyDeviceToHost);
  hipMemcpy(b.data(), ballots, kThreads * sizeof(unsigned long long), hipMemcpyDeviceToHost);
  for (int t = 0; t < kThreads; ++t) {
    const int base = t / W * W;
    float want_sum = 0;
    unsigned long long want_ballot = 0;
    for (int l = 0; l < W; ++l) {
      want_sum += static_cast<float>(base + l);
      if ((base + l) % 3 == 0) want_ballot |= 1ull << l;
    }
    EXPECT_EQ(s[t], want_sum) << "thread " << t;
    EXPECT_EQ(m[t], static_cast<float>(base + W - 1)) << "thread " << t;
    EXPECT_EQ(sh[t], static_cast<float>(base + 3)) << "thread " << t;
    EXPECT_EQ(b[t], want_ballot) << "thread " << t;
  }
  hipFree(sums);
  hipFree(maxes);
  hipFree(shuffled);
  hipFree(ballots);
}

TEST(WarpLayer, Width32OnWave32) {
  simt::set_warp_size(32);
  check_width<32>();
}

TEST(WarpLayer, Width32SubgroupsOnWave64) {
  simt::set_warp_size(64);
  check_width<32>();
}

TEST(WarpLayer, Width64OnWave64) {
  simt::set_warp_size(64);
  check_width<64>();
}

}  // namespace
}  // namespace crosswarp::gpu
