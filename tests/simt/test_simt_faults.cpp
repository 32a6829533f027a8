// Faults the kernel causes in our guard pages are named before the process dies: dynamic shared
// memory read out of bounds (past the red zone) and a GPU thread's stack overflow.
#include "simt_test_util.h"

#include <csignal>

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAsan = true;  // AddressSanitizer reports these faults itself
#else
constexpr bool kAsan = false;
#endif

__global__ void shared_read(const int* index, int* out) {
  HIP_DYNAMIC_SHARED(int, s)
  s[threadIdx.x] = 1;
  __syncthreads();
  out[threadIdx.x] = s[index[threadIdx.x]];
}

void read_far_out_of_bounds() {
  setenv("CROSSWARP_SIMT_QUIET", "1", 1);
  std::vector<int> idx(32, 0);
  idx[5] = 5000;  // 20000 bytes into a 128-byte allocation
  DeviceBuffer<int> d(idx), out(32);
  hipLaunchKernelGGL(shared_read, 1, 32, 32 * sizeof(int), 0, d.ptr, out.ptr);
  std::exit(0);
}

__device__ int deep(int n) {
  volatile char pad[4096];
  pad[0] = char(n);
  return n == 0 ? pad[0] : deep(n - 1) + pad[0];
}
__global__ void recurse(int* out, int n) { out[threadIdx.x] = deep(n); }

void overflow_the_stack() {
  DeviceBuffer<int> out(4);
  hipLaunchKernelGGL(recurse, 1, 4, 0, 0, out.ptr, 100000);
  std::exit(0);
}

TEST(SimtFaults, DynamicSharedReadFarOutOfBoundsIsNamed) {
  if (kAsan) GTEST_SKIP() << "AddressSanitizer build";
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(read_far_out_of_bounds(), ::testing::KilledBySignal(SIGSEGV),
              "kernel 'shared_read' block \\(0,0,0\\) thread \\(5,0,0\\): dynamic shared memory accessed out of "
              "bounds at byte 20000 of the 128-byte allocation");
}

TEST(SimtFaults, StackOverflowIsNamed) {
  if (kAsan) GTEST_SKIP() << "AddressSanitizer build";
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(overflow_the_stack(), ::testing::KilledBySignal(SIGSEGV),
              "kernel 'recurse' block \\(0,0,0\\) thread \\(0,0,0\\): stack overflow .*CROSSWARP_SIMT_STACK_KB");
}

// Reads within the page slack after the allocation are not faults; in-bounds use stays quiet.
TEST(SimtFaults, InBoundsUseIsQuiet) {
  std::vector<int> idx(32);
  for (int i = 0; i < 32; ++i) idx[i] = 31 - i;
  DeviceBuffer<int> d(idx), out(32);
  hipLaunchKernelGGL(shared_read, 1, 32, 32 * sizeof(int), 0, d.ptr, out.ptr);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  for (int v : out.host()) EXPECT_EQ(v, 1);
}

}  // namespace
