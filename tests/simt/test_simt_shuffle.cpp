// Shuffles under both wavefront sizes: every width from 2 to the wavefront, every kind, several
// value types, full and partial warps; checked lane by lane against HIP's definition.
#include "simt_test_util.h"

#include <hip/hip_fp16.h>

namespace {

enum Kind { kIdx, kUp, kDown, kXor };

template <class T>
__global__ void shuffle_kernel(const T* in, T* out, int kind, int arg, int width, int sync) {
  int t = threadIdx.x;
  T v = in[t];
  T r{};
  unsigned long long full = ~0ull;
  switch (kind) {
    case kIdx: r = sync ? __shfl_sync(full, v, arg, width) : __shfl(v, arg, width); break;
    case kUp: r = sync ? __shfl_up_sync(full, v, arg, width) : __shfl_up(v, arg, width); break;
    case kDown: r = sync ? __shfl_down_sync(full, v, arg, width) : __shfl_down(v, arg, width); break;
    default: r = sync ? __shfl_xor_sync(full, v, arg, width) : __shfl_xor(v, arg, width); break;
  }
  out[t] = r;
}

// HIP's definition of each shuffle, for lane `l` of a warp of `w` lanes.
int source_lane(int kind, int l, int arg, int width) {
  int base = l & ~(width - 1);
  switch (kind) {
    case kIdx: return base + (arg & (width - 1));
    case kUp: return (l - base) >= arg ? l - arg : l;
    case kDown: return (l - base) + arg < width ? l + arg : l;
    default: {
      int x = l ^ arg;
      return x >= base && x < base + width ? x : l;
    }
  }
}

class Shuffle : public WarpSizes {};

template <class T>
void check_all_widths(int W, int threads, T (*make)(int)) {
  std::vector<T> in(threads);
  for (int i = 0; i < threads; ++i) in[i] = make(i);
  DeviceBuffer<T> din(in), dout(threads);
  for (int width = 2; width <= W; width *= 2)
    for (int kind = kIdx; kind <= kXor; ++kind)
      for (int arg : {1, width / 2, width - 1, 3})
        for (int sync = 0; sync <= 1; ++sync) {
          hipLaunchKernelGGL(shuffle_kernel<T>, dim3(1), dim3(threads), 0, 0, din.ptr, dout.ptr, kind, arg, width, sync);
          ASSERT_EQ(hipGetLastError(), hipSuccess) << crosswarp::simt::last_diagnostic();
          auto out = dout.host();
          for (int t = 0; t < threads; ++t) {
            int l = t % W;
            int src = source_lane(kind, l, arg, width) + (t - l);
            ASSERT_TRUE(out[t] == in[src]) << "width " << width << " kind " << kind << " arg " << arg << " lane " << t;
          }
        }
}

TEST_P(Shuffle, EveryWidthAndKindInt) {
  check_all_widths<int>(W(), 2 * W(), [](int i) { return i * 7 + 1; });
}
TEST_P(Shuffle, EveryWidthAndKindDouble) {
  check_all_widths<double>(W(), W(), [](int i) { return i * 0.5 - 3; });
}
TEST_P(Shuffle, HalfValues) {
  check_all_widths<__half>(W(), W(), [](int i) { return __float2half(float(i) * 0.25f); });
}

// HIP-CPU gets the upper half of a wave64 wrong for widths below 64: check lane 40's segment.
TEST_P(Shuffle, NarrowWidthUpperHalfOfWave) {
  if (W() != 64) GTEST_SKIP() << "wave64 only";
  std::vector<int> in(64);
  for (int i = 0; i < 64; ++i) in[i] = 100 + i;
  DeviceBuffer<int> din(in), dout(64);
  hipLaunchKernelGGL(shuffle_kernel<int>, 1, 64, 0, 0, din.ptr, dout.ptr, int(kIdx), 0, 16, 0);
  auto out = dout.host();
  EXPECT_EQ(out[40], 100 + 32);  // lane 40 is in segment 32..47, lane 0 of it is 32
  EXPECT_EQ(out[63], 100 + 48);
}

// A partial warp (block not a multiple of the wavefront): activemask names only existing lanes.
TEST_P(Shuffle, PartialWarpActiveMask) {
  int threads = W() + W() / 2 + 3;
  DeviceBuffer<int> din(std::vector<int>(threads, 1)), dout(threads);
  __global__ void (*k)(const int*, int*) = [](const int* in, int* out) {
    unsigned long long m = __activemask();
    out[threadIdx.x] = __popcll(m) + 0 * in[0];
  };
  hipLaunchKernelGGL(k, 1, threads, 0, 0, din.ptr, dout.ptr);
  auto out = dout.host();
  for (int t = 0; t < threads; ++t) EXPECT_EQ(out[t], t < W() ? W() : W() / 2 + 3) << t;
  EXPECT_EQ(crosswarp::simt::diagnostic_count(), 0u);
}

CW_BOTH_WAVES(Shuffle);

}  // namespace
