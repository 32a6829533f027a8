// `crosswarp emulate`: translates and runs CUDA and HIP programs under both wavefront sizes, passes
// arguments and exit codes through, exits 1 on warp-level misuse and 2 on bad input. Also runs every
// program in tests/simt/programs under both wavefront sizes and checks that their checksums agree.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <string>
#include <utility>

namespace fs = std::filesystem;

namespace {

struct Result {
  int code;
  std::string out;  // stdout and stderr
};

Result emulate(const std::string& args) {
  std::string cmd = std::string(CROSSWARP_CLI) + " emulate " + args + " 2>&1";
  Result r{-1, ""};
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  std::array<char, 4096> buf;
  while (std::fgets(buf.data(), buf.size(), p)) r.out += buf.data();
  int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

std::string input(const std::string& name) { return std::string(CROSSWARP_SOURCE_DIR) + "/tests/simt/emulate_inputs/" + name; }

TEST(Emulate, HipProgramArgumentsAndExitCodePassThrough) {
  Result r = emulate(input("exit_code.hip") + " --warp 32 -- 0 hello");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("warp=32 arg=0 arg=hello"), std::string::npos) << r.out;
  r = emulate(input("exit_code.hip") + " -- 3");
  EXPECT_EQ(r.code, 3) << r.out;
  EXPECT_NE(r.out.find("warp=64 arg=3"), std::string::npos) << r.out;  // 64 is the default
}

TEST(Emulate, WarpMisuseExitsOne) {
  Result r = emulate(input("mask32_bug.cu") + " --warp 64");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("mask32_bug.cu:7"), std::string::npos) << r.out;  // the line of the shuffle
  EXPECT_NE(r.out.find("kernel 'warp_sum'"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("leaves out the calling lanes"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("warp-level misuse"), std::string::npos) << r.out;
  r = emulate(input("mask32_bug.cu") + " --warp 32");
  EXPECT_EQ(r.code, 0) << r.out;  // correct for 32-lane warps
  EXPECT_NE(r.out.find("sum=32"), std::string::npos) << r.out;
}

// Writes `crosswarp port ARGS` of emulate input `name` to a temporary .hip file and returns its path and text.
std::pair<fs::path, std::string> ported(const std::string& name, const std::string& args) {
  const fs::path hip = fs::temp_directory_path() / ("crosswarp_" + name + "_" + std::to_string(::getpid()) + ".hip");
  const std::string port =
      std::string(CROSSWARP_CLI) + " port " + input(name) + " " + args + " -o " + hip.string() + " > /dev/null 2>&1";
  if (std::system(port.c_str()) != 0) return {hip, ""};
  std::string text;
  if (std::FILE* f = std::fopen(hip.c_str(), "r")) {
    for (int c; (c = std::fgetc(f)) != EOF;) text += static_cast<char>(c);
    std::fclose(f);
  }
  return {hip, text};
}

// `crosswarp port` writes inline PTX's lane-mask reads as masks of __lane_id(): the program checks them on every
// lane, inactive lanes included, under both wavefront sizes (exit 3 and "lanemask wrong" when one differs).
TEST(Emulate, PortedLaneMaskPtxReadsAreRightOnBothWavefronts) {
  Result r = emulate(input("lanemask_ptx.cu") + " --warp both");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("lanemask ok (warp 32)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("lanemask ok (warp 64)"), std::string::npos) << r.out;
}

// What `crosswarp port --hip-version 5.7` writes for warp-synchronous code HIP 5.7 has no names for -- __syncwarp
// (crosswarpSyncwarp, defined in the file: HIP 6.2's builtins on AMD, the platform's __syncwarp elsewhere),
// __activemask (__ballot(1)) and a vote on a full mask named by a macro (__any) -- runs right under both wavefront
// sizes: the program checks its results (exit 3 and "warp sync wrong" otherwise).
TEST(Emulate, PortForHip57OfWarpSyncCodeRunsOnBothWavefronts) {
  const auto [hip, text] = ported("warp_sync_hip57.cu", "--hip-version 5.7");
  ASSERT_FALSE(text.empty());
  EXPECT_NE(text.find("crosswarpSyncwarp();"), std::string::npos) << text;
  EXPECT_NE(text.find("__ballot(1)"), std::string::npos) << text;
  EXPECT_NE(text.find("__any(in[t] == 7)"), std::string::npos) << text;
  EXPECT_NE(text.find("__shfl_xor(r, offset)"), std::string::npos) << text;  // __reduce_add_sync on the full mask
  EXPECT_NE(text.find("return __ballot(predicate) & mask; }(lanes"), std::string::npos) << text;
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("warp sync ok (warp 32)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("warp sync ok (warp 64)"), std::string::npos) << r.out;
}

// __match_any_sync / __match_all_sync for HIP 5.7 (which lacks them): __shfl of every lane's value bits, on the full
// wavefront for a full mask. The program checks masks and predicates on every lane, -0.0 against 0.0 included.
TEST(Emulate, PortForHip57OfMatchSyncRunsOnBothWavefronts) {
  const auto [hip, text] = ported("match_sync_hip57.cu", "--hip-version 5.7");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("__match_any_sync("), std::string::npos) << text;
  EXPECT_EQ(text.find("__match_all_sync("), std::string::npos) << text;
  EXPECT_NE(text.find("__shfl(bits, lane)"), std::string::npos) << text;
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("match sync ok (warp 32)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("match sync ok (warp 64)"), std::string::npos) << r.out;
}

// IEEE float operations in a rounding mode, as inline PTX (mul.rz.f32, ...) and as CUDA's intrinsics, both
// ported to HIP's __fmul_rz & co. (crosswarp-simt computes them in the host's mode of that name): every
// result is the exact one rounded that way, under both wavefront sizes.
TEST(Emulate, PortOfRoundedFloatPtxAndIntrinsicsRoundsAsStated) {
  const auto [hip, text] = ported("ptx_rounded.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm("), std::string::npos) << text;
  EXPECT_NE(text.find("d = __fmul_rd(a, b);"), std::string::npos) << text;
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("ptx rounded ok (warp 32)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ptx rounded ok (warp 64)"), std::string::npos) << r.out;
}

// An Ampere-style pipeline in inline PTX (cp.async into static and dynamic shared memory, its waits,
// shared-window addresses from __cvta_generic_to_shared and cvta, XOR-swizzled, ld/st.shared on 32- and
// 64-bit addresses) as the port writes it: no asm left, and every result right under both wavefront sizes
// (crosswarp-simt encodes a shared address as an offset that keeps its low bits, so swizzles and address
// arithmetic work).
TEST(Emulate, PortOfCpAsyncPipelineRunsOnBothWavefronts) {
  const auto [hip, text] = ported("ptx_cp_async.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm"), std::string::npos) << text;
  EXPECT_NE(
      text.find(
          "crosswarpPtxCpAsync(crosswarpCvtaSharedToGeneric((size_t)(slot(0, t))), (const void*)(in + 4 "
          "* t), 16, 16);"),
      std::string::npos)
      << text;
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("ptx cp.async ok (warp 32)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ptx cp.async ok (warp 64)"), std::string::npos) << r.out;
}

// ldmatrix (x1, x2, x4, .trans) and mma.sync m16n8k16 / m16n8k8 on f16 and bf16, two CUDA warps per block, as
// the port writes them (functions that gather fragments with __shfl of width 32): every ldmatrix word and
// every product, exact by construction, equals the host's under both wavefront sizes (on a 64-lane one the
// two warps are the wavefront's halves).
TEST(Emulate, PortOfLdmatrixAndMmaGivesTheFragmentsOfThePtxLayout) {
  const auto [hip, text] = ported("ptx_mma.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm"), std::string::npos) << text;
  EXPECT_NE(text.find("crosswarpPtxMmaM16n8k8F32Bf16(crosswarp_ptx_d, crosswarp_ptx_a, crosswarp_ptx_b, "
                      "crosswarp_ptx_c);"),
            std::string::npos)
      << text;
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("ptx mma ok (warp 32)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ptx mma ok (warp 64)"), std::string::npos) << r.out;
}

// Spin-waits with a back-off (CUDA's __nanosleep, PTX's nanosleep.u32 on a register and an immediate) as the
// port writes them: crosswarpNanosleep, which is __nanosleep off AMD GPUs and there lets the other threads of
// the block run. A chain of 64-thread groups, a lock whose holder sleeps in it, and a block waiting for
// another through global memory all complete under both wavefront sizes, with one worker thread too.
TEST(Emulate, PortOfNanosleepSpinWaitsCompletes) {
  const auto [hip, text] = ported("ptx_nanosleep.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm"), std::string::npos) << text;
  EXPECT_NE(text.find("while (atomicCAS(&lock, 0, 1) != 0) crosswarpNanosleep(100);"), std::string::npos)
      << text;
  EXPECT_NE(text.find("crosswarpNanosleep(200);"), std::string::npos) << text;
  Result r = emulate(hip.string() + " --warp both");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("ptx nanosleep ok (warp 32)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ptx nanosleep ok (warp 64)"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("warning"), std::string::npos) << r.out;  // no barrier opened early
  ::setenv("CROSSWARP_SIMT_THREADS", "1", 1);
  r = emulate(hip.string() + " --warp 64");
  ::unsetenv("CROSSWARP_SIMT_THREADS");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("ptx nanosleep ok (warp 64)"), std::string::npos) << r.out;
}

// Bulk (TMA) copies and mbarriers in DeepEP's and CUTLASS's templates (a two-stage ring filled by
// cp.async.bulk with expect_tx in both orders, try_wait.parity loops, an empty barrier of 128 arrivals, a
// bulk store, test_wait / try_wait through selp, expect_tx and complete_tx) as the port writes them, on its
// own mbarrier with copies at issue: no asm left, and every value right under both wavefront sizes.
TEST(Emulate, PortOfTmaAndMbarrierRingRunsOnBothWavefronts) {
  const auto [hip, text] = ported("ptx_tma.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm"), std::string::npos) << text;
  EXPECT_NE(text.find("crosswarpPtxMbarrierWaitParity(crosswarpCvtaSharedToGeneric((size_t)(window(bar))), "
                      "(parity));"),
            std::string::npos)
      << text;
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("ptx tma ok (warp 32)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ptx tma ok (warp 64)"), std::string::npos) << r.out;
}

// Locks every lane takes for itself, with the release after the loop or within the iteration, are lint's
// lane-spin-lock (reported with their lines before the run: they hang on AMD's lockstep wavefronts) and still
// run here, a failed atomicCAS letting the block's other threads run; the lock taken one lane of the
// wavefront at a time is not reported and runs too. The __device__ and __constant__ symbols travel through
// the port's HIP_SYMBOL forms of cudaMemcpyToSymbol/FromSymbol, their Async forms, cudaGetSymbolSize and
// cudaGetSymbolAddress, whose address then copies as device memory.
TEST(Emulate, LaneSpinLockIsReportedAndSymbolsCopy) {
  const auto [hip, text] = ported("locks_symbols.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_NE(text.find("hipGetSymbolAddress(&sum_address, HIP_SYMBOL(sum_value));"), std::string::npos)
      << text;
  EXPECT_NE(text.find("hipMemcpyFromSymbolAsync(&got_sum, HIP_SYMBOL(sum_value), "), std::string::npos)
      << text;
  fs::remove(hip);
  Result r = emulate(input("locks_symbols.cu") + " --warp both");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("locks_symbols.cu:19:10: error: each lane that reaches this loop spins until its own "
                       "'atomicCAS' takes the lock"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("locks_symbols.cu:32:9: error: "), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("locks_symbols.cu:48:"), std::string::npos) << r.out;  // one lane at a time
  EXPECT_NE(r.out.find("locks symbols ok (warp 32)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("locks symbols ok (warp 64)"), std::string::npos) << r.out;
}

// %warpid, %smid, %laneid and %clock64 read by inline PTX (CUB's WarpId, profilers' SM ids): the ported
// program checks that the warp ids are shared within a warp and differ between warps of 2-D and 1-D blocks,
// that a block sees one SM id, that lanes are tid % warpSize and that clock64() does not run backwards, under
// both sizes.
TEST(Emulate, PortOfSpecialRegisterReadsKeepsTheirPtxProperties) {
  const auto [hip, text] = ported("ptx_ids.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm"), std::string::npos) << text;
  EXPECT_NE(text.find("r = __smid();"), std::string::npos) << text;
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("ptx ids ok (warp 32)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ptx ids ok (warp 64)"), std::string::npos) << r.out;
}

// Cooperative groups of a block (crosswarp-simt's hip_cooperative_groups.h, which the port's include of
// cooperative_groups.h names): cg::sync, static tiles of 32 and 16 lanes with shfl_down, shfl, any and
// ballot, meta_group_rank, and a dynamic partition of 8 passed as a thread_group, checked on the host under
// both sizes.
TEST(Emulate, CooperativeGroupsOfABlockRunOnBothWavefronts) {
  Result r = emulate(input("cg_groups.cu") + " --warp both");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("cg groups ok (warp 32)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("cg groups ok (warp 64)"), std::string::npos) << r.out;
}

// A __nanosleep spin or a lock that nothing releases would hang a GPU: crosswarp-simt reports the thread and
// the line once no thread of the block has got anywhere for CROSSWARP_SIMT_SPIN_SECONDS, ends it, and the
// launch fails.
TEST(Emulate, SpinThatNothingReleasesIsReported) {
  ::setenv("CROSSWARP_SIMT_SPIN_SECONDS", "0.5", 1);
  Result r = emulate(input("spin_forever.hip") + " --warp 32");
  ::unsetenv("CROSSWARP_SIMT_SPIN_SECONDS");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("kernel 'wait_forever' block (0,0,0) thread (5,0,0): spins in __nanosleep "
                       "(spin_forever.hip:12) with nothing to release it: for 0.5 s"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("spin hipErrorLaunchFailure, thread 0 wrote 1"), std::string::npos) << r.out;
  // a lock nobody releases: the failed compare-and-swaps give way, and the spin is reported at the atomicCAS
  EXPECT_NE(r.out.find("kernel 'lock_forever' block (0,0,0) thread (7,0,0): spins in atomicCAS "
                       "(spin_forever.hip:19) with nothing to release it"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("lock hipErrorLaunchFailure, thread 0 wrote 2"), std::string::npos) << r.out;
}

// __cvta_generic_to_shared of a global address is reported with the thread and the call's line (the
// definitions the port adds for the host compiler keep the source's line numbers), and ends that thread only.
TEST(Emulate, SharedWindowOfANonSharedAddressIsReported) {
  Result r = emulate(input("cvta_not_shared.hip") + " --warp 64");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("kernel 'window' block (0,0,0) thread (3,0,0): __cvta_generic_to_shared ("),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("cvta_not_shared.hip:9) of 0x"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("which is not in the block's shared memory"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("step 4"), std::string::npos) << r.out;
}

// CUDA's SIMD video intrinsics and DPX functions (no HIP has them) as the port writes them, loops over the lanes
// defined in the file: the program's 118 functions give on 512 inputs, under both wavefront sizes, the results an H100
// gave for its CUDA original (the hashes it embeds: "simd video ok", else the functions that differ and exit 3).
TEST(Emulate, PortOfSimdVideoAndDpxFunctionsGivesTheH100sResults) {
  const auto [hip, text] = ported("simd_video.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find(" = __v"), std::string::npos) << text;  // every call is the port's
  EXPECT_NE(text.find("static __device__ inline unsigned int crosswarpVsads4(unsigned int a, unsigned int b) {"),
            std::string::npos);
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(r.out.find("differs"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("simd video ok"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("64-lane wavefront"), std::string::npos) << r.out;
}

// Inline PTX integer instructions (prmt and its modes, bfe, bfi, lop3, shf, dp4a/dp2a, bfind, sad, CUB's
// video shifts, mul/mad, add/sub, popc/clz/brev) as the port writes them: HIP intrinsics or functions defined in
// the file. The program's 110 forms give on 4096 inputs, under both wavefront sizes, the results an H100 gave for
// its CUDA original (the 8 add/sub ones: the wrapped sum and difference, not yet run on a GPU).
TEST(Emulate, PortOfInlinePtxIntegerInstructionsGivesTheH100sResults) {
  const auto [hip, text] = ported("ptx_alu.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm"), std::string::npos) << text;  // every asm statement is the port's C++
  EXPECT_NE(
      text.find("static __device__ inline unsigned int crosswarpPtxPrmtB32(unsigned int a, unsigned int b, "
                "unsigned int c) {"),
      std::string::npos);
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(r.out.find("differs"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ptx alu ok"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("64-lane wavefront"), std::string::npos) << r.out;
}

// Inline PTX video instructions (SIMD vadd2/4 ... vset2/4 as the emulation of CUDA's SIMD intrinsics; scalar
// vadd, vsub, vabsdiff, vmin, vmax, vset with selectors, saturation, secondary operations and merges as
// functions defined in the file): the program's 351 forms give on 4096 inputs, under both wavefront sizes,
// the results of a model of the PTX ISA's text with an H100's departures from it (tests/device/ptx_model.py),
// which are the H100's.
TEST(Emulate, PortOfInlinePtxVideoInstructionsGivesThePtxIsasResults) {
  const auto [hip, text] = ported("ptx_video.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm"), std::string::npos) << text;  // every asm statement is the port's C++
  EXPECT_NE(
      text.find("static __device__ inline unsigned int crosswarpPtxVaddU32U32U32SatDB1AB1BB1(unsigned int a, "
                "unsigned int b, unsigned int c) {"),
      std::string::npos);
  EXPECT_NE(
      text.find("static __device__ inline unsigned int crosswarpVsubss4(unsigned int a, unsigned int b) {"),
      std::string::npos);
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(r.out.find("differs"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ptx video ok"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("64-lane wavefront"), std::string::npos) << r.out;
}

// Inline PTX templates of several instructions (ccminer's swab64, xor3, ROTL64, SHL2 and others: .reg
// registers, mov packing, integer, video and bit-field instructions, "+r" and "n" operands, an output that is
// also an input, setp/selp/guards, carry chains) as a lambda over locals: the program's 24 forms give on 4096
// inputs, under both wavefront sizes, the results of a model of the PTX ISA's text (tests/device/ptx_model.py),
// which are an H100's too.
TEST(Emulate, PortOfInlinePtxBlocksGivesThePtxIsasResults) {
  const auto [hip, text] = ported("ptx_block.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm"), std::string::npos) << text;
  EXPECT_NE(text.find("crosswarp_ptx_lhs = crosswarpPtxShlB64(crosswarp_ptx_1, crosswarp_ptx_2);"),
            std::string::npos)
      << text;
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(r.out.find("differs"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ptx block ok"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("64-lane wavefront"), std::string::npos) << r.out;
}

// Inline PTX warp shuffles (shfl.sync.{idx,up,down,bfly}.b32 with __shfl*_sync's clamps and segment masks,
// any clamp and segment mask, per-lane offsets, a float): the port's functions read through HIP's __shfl of
// width 32, so each 32-lane half of a 64-lane wavefront is one CUDA warp, and the program's 12 forms give
// under both wavefront sizes the results of a model of PTX's shuffle on 32-lane warps (tests/device/ptx_model.py),
// which are an H100's too.
TEST(Emulate, PortOfInlinePtxShufflesGiveThePtxIsasResultsOnBothWavefronts) {
  const auto [hip, text] = ported("ptx_shfl.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm"), std::string::npos) << text;
  EXPECT_NE(text.find("__uint_as_float(crosswarpPtxShflBflyB32(__float_as_uint("), std::string::npos) << text;
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(r.out.find("differs"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("warning"), std::string::npos) << r.out;  // no misuse reported
  EXPECT_NE(r.out.find("ptx shfl ok"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("64-lane wavefront"), std::string::npos) << r.out;
}

// The approximate float instructions as HIP's function of the same math, within each instruction's error
// bound (the program checks against the math in double, as it checks the instructions themselves on an NVIDIA
// GPU), and barriers and fences as HIP's (a block sum over bar.sync steps, the last block's sum after
// membar.gl and an atomic counter).
TEST(Emulate, PortOfInlinePtxApproximateMathAndBarriersRunsOnBothWavefronts) {
  const auto [hip, text] = ported("ptx_float_sync.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm"), std::string::npos) << text;
  EXPECT_NE(text.find("y = exp2f(input(0, t));"), std::string::npos) << text;
  EXPECT_NE(text.find("__threadfence();"), std::string::npos) << text;
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(r.out.find("differs"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ptx float sync ok"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("64-lane wavefront"), std::string::npos) << r.out;
}

// Inline PTX memory operations as clang's __atomic builtins and volatile accesses: reductions from every
// thread, a last-block sum over relaxed stores, an acq_rel counter and acquire loads, atom.exch and atom.cas,
// volatile ld/st.
TEST(Emulate, PortOfInlinePtxMemoryOrderRunsOnBothWavefronts) {
  const auto [hip, text] = ported("ptx_memory_order.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm"), std::string::npos) << text;
  EXPECT_NE(text.find("__atomic_load(crosswarp_ptx_p, &crosswarp_ptx_v, __ATOMIC_ACQUIRE)"),
            std::string::npos);
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("ptx memory order ok"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("64-lane wavefront"), std::string::npos) << r.out;
}

// Inline PTX half-precision arithmetic (add, sub, mul, fma, min, max, neg, abs on f16x2/bf16x2 and f16/bf16,
// cvt of floats) as the port's C++ on the raw bits: every form's results on edge values (NaNs, subnormals,
// signed zeros, infinities), rounding ties and hashed bits hash as the H100's did for the CUDA original.
TEST(Emulate, PortOfInlinePtxHalfPrecisionGivesTheH100sResults) {
  const auto [hip, text] = ported("ptx_half.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm"), std::string::npos) << text;  // every asm statement is the port's C++
  EXPECT_NE(
      text.find(
          "static __device__ inline unsigned int crosswarpPtxFmaRnBf16x2(unsigned int a, unsigned int b, "
          "unsigned int c) {"),
      std::string::npos);
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(r.out.find("differs"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ptx half ok"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("64-lane wavefront"), std::string::npos) << r.out;
}

// set.cmp.u32 on packed halves (flash-attention's relu2 before sm_80) for all 14 comparisons, f16x2 with and
// without .ftz and bf16x2, on pairs of special values: the port's results are the PTX ISA's definitions
// (computed on the host by the program) under both wavefront sizes.
TEST(Emulate, PortOfPackedHalfComparisonsFollowsThePtxDefinitions) {
  const auto [hip, text] = ported("ptx_set_half.cu", "");
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.find("asm"), std::string::npos) << text;
  EXPECT_NE(text.find("d = crosswarpPtxSetGtuFtzU32F16x2(a, b);"), std::string::npos) << text;
  Result r = emulate(hip.string() + " --warp both");
  fs::remove(hip);
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("ptx set ok (warp 32)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ptx set ok (warp 64)"), std::string::npos) << r.out;
}

// A program in several files: a header next to it (a kernel and its launch) and one found through -I (an
// error check macro), both translated too, and a macro from -D. Without the -D the program's #error stops the
// build; an -I that is not a folder is bad input.
TEST(Emulate, HeadersFromItsFolderAndIncludeFoldersAreTranslated) {
  const std::string dir = input("headers");
  Result r = emulate(dir + "/main.cu -I " + dir + "/inc -D SCALE=3 --warp both");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("== " + dir + "/main.cu with a 32-lane wavefront\nheaders ok, scale 3"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("== " + dir + "/main.cu with a 64-lane wavefront\nheaders ok, scale 3"),
            std::string::npos)
      << r.out;
  r = emulate(dir + "/main.cu -I " + dir + "/inc");
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_NE(r.out.find("main.cu:10:2: error: #error \"build with -D SCALE=...\""), std::string::npos)
      << r.out;
  r = emulate(dir + "/main.cu -I " + dir + "/no_such_folder -D SCALE=1");
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_NE(r.out.find("no_such_folder: -I: not a directory"), std::string::npos) << r.out;
}

TEST(Emulate, BadInputExitsTwo) {
  Result r = emulate(input("compile_error.cu"));
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_NE(r.out.find("compile_error.cu: does not compile"), std::string::npos) << r.out;
  r = emulate(input("no_such_file.cu"));
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_NE(r.out.find("no_such_file.cu: cannot read file"), std::string::npos) << r.out;
  r = emulate(std::string(CROSSWARP_SOURCE_DIR) + "/tests/simt/CMakeLists.txt");
  EXPECT_EQ(r.code, 2) << r.out;
  r = emulate(input("exit_code.hip") + " --warp 48");
  EXPECT_EQ(r.code, 2) << r.out;
}

TEST(Emulate, Help) {
  Result r = emulate("--help");
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("--warp"), std::string::npos);
}

std::vector<std::string> programs() {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(std::string(CROSSWARP_SOURCE_DIR) + "/tests/simt/programs"))
    if (e.path().extension() == ".cu") names.push_back(e.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

class Program : public ::testing::TestWithParam<std::string> {};

// Built once, run with 32 and then 64 lanes: both pass their own check, with the same checksum.
TEST_P(Program, PassesUnderBothWavefrontsWithTheSameChecksum) {
  Result r = emulate(std::string(CROSSWARP_SOURCE_DIR) + "/tests/simt/programs/" + GetParam() + ".cu --warp both");
  EXPECT_EQ(r.code, 0) << r.out;
  std::regex line(GetParam() + ": checksum=(-?[0-9]+) ok");
  std::vector<std::string> sums;
  for (std::sregex_iterator it(r.out.begin(), r.out.end(), line), end; it != end; ++it) sums.push_back((*it)[1]);
  ASSERT_EQ(sums.size(), 2u) << r.out;
  EXPECT_EQ(sums[0], sums[1]);
  EXPECT_EQ(r.out.find("crosswarp-simt: error"), std::string::npos) << r.out;
}

INSTANTIATE_TEST_SUITE_P(Simt, Program, ::testing::ValuesIn(programs()),
                         [](const ::testing::TestParamInfo<std::string>& i) { return i.param; });

}  // namespace
