// Votes and warp synchronisation under both wavefront sizes: ballots are 64-bit and hold only the
// lanes that take part (no stale bits from an earlier launch), __all/__any on partial and 32-thread
// blocks, the *_sync forms with masks, __syncwarp, __match_any_sync.
#include "simt_test_util.h"

namespace {

class Vote : public WarpSizes {};

__global__ void ballot_kernel(const int* pred, unsigned long long* out) {
  out[threadIdx.x] = __ballot(pred[threadIdx.x]);
}

TEST_P(Vote, BallotIs64BitAndPerWarp) {
  int threads = 2 * W();
  std::vector<int> pred(threads);
  for (int i = 0; i < threads; ++i) pred[i] = (i % 3 == 0) || i == W() - 1;
  DeviceBuffer<int> dp(pred);
  DeviceBuffer<unsigned long long> out(threads);
  hipLaunchKernelGGL(ballot_kernel, 1, threads, 0, 0, dp.ptr, out.ptr);
  auto h = out.host();
  for (int w = 0; w < 2; ++w) {
    unsigned long long expect = 0;
    for (int l = 0; l < W(); ++l)
      if (pred[w * W() + l]) expect |= 1ull << l;
    for (int l = 0; l < W(); ++l) EXPECT_EQ(h[w * W() + l], expect);
  }
  if (W() == 64) {
    EXPECT_NE(h[0] >> 32, 0u);  // the upper half is there
  }
}

// HIP-CPU carries bits of a previous launch into a partial wave's ballot.
TEST_P(Vote, PartialWaveBallotHasNoStaleBits) {
  std::vector<int> all(W(), 1);
  DeviceBuffer<int> dp(all);
  DeviceBuffer<unsigned long long> out(W());
  hipLaunchKernelGGL(ballot_kernel, 1, W(), 0, 0, dp.ptr, out.ptr);
  EXPECT_EQ(out.host()[0], W() == 64 ? ~0ull : 0xffffffffull);
  hipLaunchKernelGGL(ballot_kernel, 1, 5, 0, 0, dp.ptr, out.ptr);
  EXPECT_EQ(out.host()[0], 0x1full);
}

__global__ void all_any_kernel(const int* pred, int* all_out, int* any_out) {
  all_out[threadIdx.x] = __all(pred[threadIdx.x]);
  any_out[threadIdx.x] = __any(pred[threadIdx.x]);
}

// HIP-CPU's __all returns 0 on a 32-thread block (it counts the missing half of the wave64).
TEST_P(Vote, AllAndAnyOnA32ThreadBlock) {
  DeviceBuffer<int> ones(std::vector<int>(32, 1)), all(32), any(32);
  hipLaunchKernelGGL(all_any_kernel, 1, 32, 0, 0, ones.ptr, all.ptr, any.ptr);
  for (int v : all.host()) EXPECT_EQ(v, 1);
  for (int v : any.host()) EXPECT_EQ(v, 1);
  std::vector<int> one_zero(32, 1);
  one_zero[17] = 0;
  DeviceBuffer<int> oz(one_zero);
  hipLaunchKernelGGL(all_any_kernel, 1, 32, 0, 0, oz.ptr, all.ptr, any.ptr);
  for (int v : all.host()) EXPECT_EQ(v, 0);
  for (int v : any.host()) EXPECT_EQ(v, 1);
  DeviceBuffer<int> zeros(std::vector<int>(32, 0));
  hipLaunchKernelGGL(all_any_kernel, 1, 32, 0, 0, zeros.ptr, all.ptr, any.ptr);
  for (int v : any.host()) EXPECT_EQ(v, 0);
}

__global__ void sync_votes(unsigned long long* ballots, int* alls, int* anys) {
  int lane = threadIdx.x % warpSize;
  int half = warpSize / 2;
  // Two independent halves, each with its own mask: legal, and each sees only its half.
  unsigned long long mask = lane < half ? ((1ull << half) - 1) : (((1ull << half) - 1) << half);
  ballots[threadIdx.x] = __ballot_sync(mask, lane % 2 == 0);
  alls[threadIdx.x] = __all_sync(mask, lane < half);
  anys[threadIdx.x] = __any_sync(mask, lane == warpSize - 1);
  __syncwarp(mask);
  __syncwarp();
}

TEST_P(Vote, SyncFormsWithHalfMasks) {
  DeviceBuffer<unsigned long long> b(W());
  DeviceBuffer<int> al(W()), an(W());
  hipLaunchKernelGGL(sync_votes, 1, W(), 0, 0, b.ptr, al.ptr, an.ptr);
  ASSERT_EQ(hipDeviceSynchronize(), hipSuccess) << crosswarp::simt::last_diagnostic();
  int half = W() / 2;
  unsigned long long lo = (1ull << half) - 1, evens = 0;
  for (int l = 0; l < W(); l += 2) evens |= 1ull << l;
  auto hb = b.host();
  auto ha = al.host();
  auto hn = an.host();
  for (int l = 0; l < W(); ++l) {
    unsigned long long m = l < half ? lo : lo << half;
    EXPECT_EQ(hb[l], evens & m) << l;
    EXPECT_EQ(ha[l], l < half ? 1 : 0) << l;
    EXPECT_EQ(hn[l], l < half ? 0 : 1) << l;
  }
}

__global__ void match_kernel(unsigned long long* out) {
  int lane = threadIdx.x % warpSize;
  out[threadIdx.x] = __match_any_sync(~0ull, lane % 3);
}

TEST_P(Vote, MatchAny) {
  DeviceBuffer<unsigned long long> out(W());
  hipLaunchKernelGGL(match_kernel, 1, W(), 0, 0, out.ptr);
  auto h = out.host();
  for (int l = 0; l < W(); ++l) {
    unsigned long long expect = 0;
    for (int k = 0; k < W(); ++k)
      if (k % 3 == l % 3) expect |= 1ull << k;
    EXPECT_EQ(h[l], expect);
  }
}

__global__ void divergent_ballot(unsigned long long* out) {
  int lane = threadIdx.x % warpSize;
  if (lane < 5) out[threadIdx.x] = __ballot(1);  // the others have left the branch: 5 lanes active
}

TEST_P(Vote, BallotInABranchCountsOnlyActiveLanes) {
  DeviceBuffer<unsigned long long> out(W());
  hipLaunchKernelGGL(divergent_ballot, 1, W(), 0, 0, out.ptr);
  EXPECT_EQ(out.host()[0], 0x1full);
}

CW_BOTH_WAVES(Vote);

}  // namespace
