// Blocks: built-in variables in 3-D, per-block static and dynamic shared memory while blocks run in
// parallel, barriers and their _count/_and/_or forms, atomics on every type from many blocks.
#include "simt_test_util.h"

#include <numeric>

namespace {

class Block : public WarpSizes {};

__global__ void indices(int* out) {
  int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  int b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  int threads = blockDim.x * blockDim.y * blockDim.z;
  out[b * threads + t] = b * 100000 + t * 10 + (warpSize == 64);
}

TEST_P(Block, BuiltinsIn3D) {
  dim3 grid(3, 2, 2), block(4, 3, 5);
  int total = 12 * 60;
  DeviceBuffer<int> out(total);
  hipLaunchKernelGGL(indices, grid, block, 0, 0, out.ptr);
  auto h = out.host();
  for (int b = 0; b < 12; ++b)
    for (int t = 0; t < 60; ++t) ASSERT_EQ(h[b * 60 + t], b * 100000 + t * 10 + (W() == 64));
}

// Each block writes its own index into static shared memory, waits, then reads all of it back:
// blocks running at the same time on several cores must not see each other's shared memory.
__global__ void shared_is_per_block(int* out, int rounds) {
  __shared__ int tile[256];
  for (int r = 0; r < rounds; ++r) {
    tile[threadIdx.x] = blockIdx.x * 1000 + r;
    __syncthreads();
    int sum = 0;
    for (int i = 0; i < (int)blockDim.x; ++i) sum += tile[i] - (int)(blockIdx.x * 1000 + r);
    __syncthreads();
    if (sum != 0) atomicAdd(out, 1);
  }
}

TEST_P(Block, StaticSharedIsPerBlock) {
  DeviceBuffer<int> bad(1);
  hipLaunchKernelGGL(shared_is_per_block, 64, 256, 0, 0, bad.ptr, 4);
  EXPECT_EQ(bad.host()[0], 0);
}

__global__ void dynamic_reverse(const float* in, float* out) {
  HIP_DYNAMIC_SHARED(float, s)
  int t = threadIdx.x, n = blockDim.x;
  s[t] = in[blockIdx.x * n + t];
  __syncthreads();
  out[blockIdx.x * n + t] = s[n - 1 - t];
}

TEST_P(Block, DynamicShared) {
  int n = 128, blocks = 8;
  std::vector<float> in(n * blocks);
  std::iota(in.begin(), in.end(), 0.0f);
  DeviceBuffer<float> din(in), dout(in.size());
  hipLaunchKernelGGL(dynamic_reverse, blocks, n, n * sizeof(float), 0, din.ptr, dout.ptr);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  auto h = dout.host();
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < n; ++t) ASSERT_EQ(h[b * n + t], in[b * n + n - 1 - t]);
  EXPECT_EQ(crosswarp::simt::diagnostic_count(), 0u);
}

__global__ void barrier_votes(int* out) {
  int t = threadIdx.x;
  out[0 * blockDim.x + t] = __syncthreads_count(t % 3 == 0);
  out[1 * blockDim.x + t] = __syncthreads_and(t < 1000);
  out[2 * blockDim.x + t] = __syncthreads_and(t != 7);
  out[3 * blockDim.x + t] = __syncthreads_or(t == 99);
  out[4 * blockDim.x + t] = __syncthreads_or(0);
}

TEST_P(Block, BarrierCountAndOr) {
  int n = 100;
  DeviceBuffer<int> out(5 * n);
  hipLaunchKernelGGL(barrier_votes, 1, n, 0, 0, out.ptr);
  auto h = out.host();
  for (int t = 0; t < n; ++t) {
    EXPECT_EQ(h[t], 34);
    EXPECT_EQ(h[n + t], 1);
    EXPECT_EQ(h[2 * n + t], 0);
    EXPECT_EQ(h[3 * n + t], 1);
    EXPECT_EQ(h[4 * n + t], 0);
  }
}

template <class T>
__global__ void atomics(T* v) {
  atomicAdd(&v[0], T(1));
  atomicMax(&v[1], T(threadIdx.x + blockIdx.x));
  atomicMin(&v[2], T(threadIdx.x + blockIdx.x + 5));
  if (threadIdx.x == 0) atomicExch(&v[3], T(7));
  atomicCAS(&v[4], T(0), T(1));
  __threadfence();
}
template <class T>
__global__ void bit_atomics(T* v) {
  atomicAnd(&v[0], ~(T(1) << (threadIdx.x % 8)));
  atomicOr(&v[1], T(1) << (threadIdx.x % 8));
  atomicXor(&v[2], T(1));
  atomicSub(&v[3], T(1));
}

template <class T>
void check_atomics() {
  std::vector<T> init = {T(0), T(0), T(1000000), T(0), T(0)};
  DeviceBuffer<T> v(init);
  hipLaunchKernelGGL(atomics<T>, 16, 64, 0, 0, v.ptr);
  auto h = v.host();
  EXPECT_EQ(h[0], T(16 * 64));
  EXPECT_EQ(h[1], T(63 + 15));
  EXPECT_EQ(h[2], T(5));
  EXPECT_EQ(h[3], T(7));
  EXPECT_EQ(h[4], T(1));
}

TEST_P(Block, AtomicsOnEveryType) {
  check_atomics<int>();
  check_atomics<unsigned>();
  check_atomics<unsigned long long>();
  check_atomics<float>();
  check_atomics<double>();
  std::vector<unsigned> init = {0xffu, 0u, 0u, 5000u};
  DeviceBuffer<unsigned> v(init);
  hipLaunchKernelGGL(bit_atomics<unsigned>, 8, 64, 0, 0, v.ptr);
  auto h = v.host();
  EXPECT_EQ(h[0], 0u);
  EXPECT_EQ(h[1], 0xffu);
  EXPECT_EQ(h[2], 0u);  // 512 flips
  EXPECT_EQ(h[3], 5000u - 512u);
}

__global__ void inc_dec(unsigned* v) {
  atomicInc(&v[0], 9u);
  atomicDec(&v[1], 9u);
}

TEST_P(Block, AtomicIncDecWrap) {
  DeviceBuffer<unsigned> v(std::vector<unsigned>{0u, 0u});
  hipLaunchKernelGGL(inc_dec, 1, 25, 0, 0, v.ptr);
  auto h = v.host();
  EXPECT_EQ(h[0], 25u % 10u);
  EXPECT_EQ(h[1], (10u - 25u % 10u) % 10u);
}

// __nanosleep lets the other threads of the block run: every thread of the first wavefront waits, with a
// back-off, for a flag the block's last thread sets; the barrier after the spin is not released while threads
// still spin (the wait is between wavefronts, as on AMD GPUs it must be).
__global__ void spin_until_last(int* out) {
  __shared__ volatile int flag;
  __shared__ int arrived;
  if (threadIdx.x == 0) flag = 0, arrived = 0;
  __syncthreads();
  if (threadIdx.x < warpSize) {
    int polls = 0;
    while (flag == 0) {
      __nanosleep(64);
      ++polls;
    }
    out[threadIdx.x] = polls > 0;
  }
  if (threadIdx.x == blockDim.x - 1) flag = 1;
  atomicAdd(&arrived, 1);
  __syncthreads();
  if (threadIdx.x == 0) out[blockDim.x] = arrived;
}

TEST_P(Block, NanosleepYieldsToTheBlock) {
  const int n = 2 * W();
  DeviceBuffer<int> out(n + 1);
  hipLaunchKernelGGL(spin_until_last, 1, n, 0, 0, out.ptr);
  EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);
  auto h = out.host();
  for (int t = 0; t < W(); ++t) EXPECT_EQ(h[t], 1) << t;  // each spun at least once
  EXPECT_EQ(h[n], n);                                     // the barrier opened once every thread had arrived
}

CW_BOTH_WAVES(Block);

}  // namespace
