// Each diagnostic fires on a planted bug, names kernel, block, warp, lanes and line, makes the launch
// fail (hipGetLastError and hipDeviceSynchronize), never hangs; and correct code stays quiet.
#include "simt_test_util.h"

namespace {

class Diagnostics : public WarpSizes {
 protected:
  // Expects a failed launch whose diagnostic mentions every one of `parts`.
  void expect_failure(std::initializer_list<std::string> parts) {
    EXPECT_EQ(hipGetLastError(), hipErrorLaunchFailure);
    EXPECT_EQ(hipDeviceSynchronize(), hipErrorLaunchFailure);
    EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);  // reported once
    EXPECT_EQ(hipGetLastError(), hipErrorLaunchFailure);  // which set the last error again
    std::string text = crosswarp::simt::last_diagnostic();
    for (const auto& p : parts) EXPECT_NE(text.find(p), std::string::npos) << "missing '" << p << "' in:\n" << text;
  }
  void expect_quiet() {
    EXPECT_EQ(hipGetLastError(), hipSuccess) << crosswarp::simt::last_diagnostic();
    EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);
    EXPECT_EQ(crosswarp::simt::diagnostic_count(), 0u) << crosswarp::simt::last_diagnostic();
  }
  static std::string at(int line) { return "test_simt_diagnostics.cpp:" + std::to_string(line); }
};

int g_line = 0;  // the line of the planted bug, set by the kernel itself

// The classic port bug: a 32-bit full mask on a 64-lane wavefront.
__global__ void mask32(int* out) {
  int v = threadIdx.x;
  v += __shfl_xor_sync(0xffffffff, v, 1); g_line = __LINE__;
  out[threadIdx.x] = v;
}

TEST_P(Diagnostics, MaskLeavingOutCallingLanes) {
  DeviceBuffer<int> out(W());
  hipLaunchKernelGGL(mask32, 1, W(), 0, 0, out.ptr);
  if (W() == 32) return expect_quiet();
  expect_failure({"kernel 'mask32'", "block (0,0,0)", "warp 0", "lanes 32-63", "__shfl_xor_sync", at(g_line),
                  "0x00000000ffffffff leaves out the calling lanes"});
}

__global__ void never_arrive(int* out) {
  int lane = threadIdx.x % warpSize;
  int v = lane;
  if (lane < warpSize / 2) { v = __shfl_sync(~0ull, v, 0); g_line = __LINE__; }
  __syncthreads();
  out[threadIdx.x] = v;
}

TEST_P(Diagnostics, MaskNamesLanesThatNeverArrive) {
  DeviceBuffer<int> out(W());
  hipLaunchKernelGGL(never_arrive, 1, W(), 0, 0, out.ptr);
  std::string half = std::to_string(W() / 2) + "-" + std::to_string(W() - 1);
  expect_failure({"kernel 'never_arrive'", "warp 0", "lanes 0-" + std::to_string(W() / 2 - 1), at(g_line),
                  "names lanes " + half + " that never arrive here", "wait at __syncthreads"});
}

int g_line2 = 0;
__global__ void two_call_sites(int* out) {
  int lane = threadIdx.x % warpSize;
  int v = lane;
  if (lane % 2) { v = __shfl_sync(~0ull, v, 0); g_line = __LINE__; }
  else { v = __shfl_sync(~0ull, v, 0); g_line2 = __LINE__; }
  out[threadIdx.x] = v;
}

TEST_P(Diagnostics, OneCollectiveFromDifferentCallSites) {
  DeviceBuffer<int> out(W());
  hipLaunchKernelGGL(two_call_sites, 1, W(), 0, 0, out.ptr);
  expect_failure({"kernel 'two_call_sites'", "warp 0", at(g_line), at(g_line2), "never arrive here", "are at __shfl_sync"});
}

__global__ void different_collectives(int* out) {
  int lane = threadIdx.x % warpSize;
  int v = lane;
  if (lane % 2) v = __shfl_xor(v, 1);
  else v = __shfl_down(v, 1);
  out[threadIdx.x] = v;
}

TEST_P(Diagnostics, LanesReachingDifferentCollectives) {
  DeviceBuffer<int> out(W());
  hipLaunchKernelGGL(different_collectives, 2, W(), 0, 0, out.ptr);
  // Blocks run in parallel: whichever block meets the bug first is the one named.
  expect_failure({"kernel 'different_collectives'", "block (", "lanes of one warp reach different collectives",
                  "__shfl_xor", "__shfl_down", "more times"});
}

__global__ void read_exited(int* out) {
  int lane = threadIdx.x % warpSize;
  if (lane >= 8) return;
  int v = __shfl_down_sync(~0ull, lane, 4); g_line = __LINE__;
  out[threadIdx.x] = v;
}

TEST_P(Diagnostics, ShuffleReadingAnExitedLane) {
  DeviceBuffer<int> out(W());
  hipLaunchKernelGGL(read_exited, 1, W(), 0, 0, out.ptr);
  expect_failure({"lanes 4-7", "reads lanes 8-11", "which have exited", at(g_line)});
}

__global__ void read_outside_mask(int* out) {
  int lane = threadIdx.x % warpSize;
  int v = lane;
  if (lane < 4) { v = __shfl_sync(0xfull, v, 5); g_line = __LINE__; }
  __syncwarp();
  out[threadIdx.x] = v;
}

TEST_P(Diagnostics, ShuffleReadingOutsideTheMask) {
  DeviceBuffer<int> out(W());
  hipLaunchKernelGGL(read_outside_mask, 1, W(), 0, 0, out.ptr);
  expect_failure({"lanes 0-3", "reads lanes 5", "outside the mask 0x000000000000000f", at(g_line)});
}

__global__ void read_missing_lane(int* out) {
  int v = __shfl_down((int)threadIdx.x, 2); g_line = __LINE__;
  out[threadIdx.x] = v;
}

TEST_P(Diagnostics, ShuffleReadingALaneOfAPartialWarpThatDoesNotExist) {
  DeviceBuffer<int> out(W() + 4);
  hipLaunchKernelGGL(read_missing_lane, 1, W() + 4, 0, 0, out.ptr);
  expect_failure({"warp 1", "lanes 2-3", "reads lanes 4-5", "do not exist in this partial warp", at(g_line)});
}

__global__ void split_barrier(int* out) {
  if (threadIdx.x < 16) { __syncthreads(); g_line = __LINE__; }
  else __syncthreads();
  out[threadIdx.x] = 1;
}

TEST_P(Diagnostics, SyncthreadsNotReachedByEveryThreadDoesNotHang) {
  DeviceBuffer<int> out(100);
  hipLaunchKernelGGL(split_barrier, 3, 100, 0, 0, out.ptr);
  expect_failure({"kernel 'split_barrier'", at(g_line), "is not reached by every live thread", "thread 16 waits at"});
  EXPECT_EQ(out.host()[99], 1);  // every thread finished
}

__global__ void early_exit_then_barrier(int* out, int n) {
  if ((int)threadIdx.x >= n) return;
  __syncthreads();
  out[threadIdx.x] = 1;
}

TEST_P(Diagnostics, ThreadsExitingBeforeABarrierIsAWarningOnly) {
  DeviceBuffer<int> out(64);
  hipLaunchKernelGGL(early_exit_then_barrier, 1, 64, 0, 0, out.ptr, 40);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  EXPECT_EQ(crosswarp::simt::diagnostic_count(), 0u);
  EXPECT_NE(crosswarp::simt::last_diagnostic().find("warning: "), std::string::npos);
  EXPECT_NE(crosswarp::simt::last_diagnostic().find("24 threads of the block exited without reaching it"), std::string::npos);
}

__global__ void shared_overflow(int* out, int index) {
  HIP_DYNAMIC_SHARED(int, s)
  if (threadIdx.x == 0) s[index] = 42;
  __syncthreads();
  out[0] = s[0];
}

TEST_P(Diagnostics, DynamicSharedOutOfBounds) {
  DeviceBuffer<int> out(1);
  hipLaunchKernelGGL(shared_overflow, 2, 32, 16 * sizeof(int), 0, out.ptr, 16);
  expect_failure({"kernel 'shared_overflow'", "block (", "written out of bounds", "past the end of the 64-byte"});
  hipLaunchKernelGGL(shared_overflow, 1, 32, 16 * sizeof(int), 0, out.ptr, -2);
  expect_failure({"before its start"});
  crosswarp::simt::clear_diagnostics();
  hipLaunchKernelGGL(shared_overflow, 1, 32, 16 * sizeof(int), 0, out.ptr, 15);
  expect_quiet();
}

// Correct code using every collective stays quiet under both wavefront sizes.
__global__ void correct_everything(const float* in, float* out, unsigned long long* ballots) {
  HIP_DYNAMIC_SHARED(float, partial)
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_xor_sync(~0ull, v, o);
  for (int o = 1; o < warpSize; o *= 2) {
    float u = __shfl_up(v, o);
    if (lane >= o) v += 0.0f * u;
  }
  unsigned long long b = __ballot_sync(__activemask(), v > 0);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    float s = lane < (int)(blockDim.x / warpSize) ? partial[lane] : 0.0f;
    for (int o = warpSize / 2; o > 0; o /= 2) s += __shfl_down(s, o);
    if (lane == 0) out[blockIdx.x] = s;
    ballots[blockIdx.x] = b;
  }
  __syncwarp();
}

TEST_P(Diagnostics, CorrectCodeIsQuiet) {
  int threads = 256, blocks = 4;
  DeviceBuffer<float> in(std::vector<float>(threads * blocks, 1.0f)), out(blocks);
  DeviceBuffer<unsigned long long> ballots(blocks);
  hipLaunchKernelGGL(correct_everything, blocks, threads, (threads / W()) * sizeof(float), 0, in.ptr, out.ptr,
                     ballots.ptr);
  expect_quiet();
  EXPECT_EQ(crosswarp::simt::last_diagnostic(), "");
  for (float s : out.host()) EXPECT_EQ(s, float(threads));
}

CW_BOTH_WAVES(Diagnostics);

}  // namespace
