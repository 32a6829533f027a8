// Users build their own HIP code against crosswarp-simt with pkg-config: from the build tree, the
// .pc names the source headers and the built library; a program built with it runs with either
// wavefront size.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace {

struct Result {
  int code;
  std::string out;
};

Result sh(const std::string& cmd) {
  Result r{-1, ""};
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  if (!p) return r;
  std::array<char, 4096> buf;
  while (std::fgets(buf.data(), buf.size(), p)) r.out += buf.data();
  int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

TEST(SimtPkgConfig, BuildTreeFlagsBuildARunnableProgram) {
  if (sh("command -v pkg-config").code != 0) GTEST_SKIP() << "pkg-config is not installed";
  std::string env = std::string("PKG_CONFIG_PATH=") + CROSSWARP_BINARY_DIR + "/lib/pkgconfig ";
  Result flags = sh(env + "pkg-config --cflags --libs crosswarp-simt");
  ASSERT_EQ(flags.code, 0) << flags.out;
  EXPECT_NE(flags.out.find(std::string("-I") + CROSSWARP_SOURCE_DIR + "/src/simt/include"), std::string::npos) << flags.out;
  EXPECT_NE(flags.out.find("-lcrosswarp-simt"), std::string::npos) << flags.out;

  auto dir = std::filesystem::temp_directory_path() / ("cw-simt-pc-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "p.cpp") << R"(#include <hip/hip_runtime.h>
__global__ void k(int* out) { out[threadIdx.x] = __popcll(__ballot(1)); }
int main() {
  int* d; int h[64] = {};
  hipMalloc(&d, sizeof h);
  hipLaunchKernelGGL(k, 1, 64, 0, 0, d);
  hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
  hipDeviceProp_t p; hipGetDeviceProperties(&p, 0);
  printf("%s %d %d\n", p.gcnArchName, p.warpSize, h[0]);
  return hipGetLastError() != hipSuccess;
})";
  Result build = sh("export " + env + "; c++ " + (dir / "p.cpp").string() + " -o " + (dir / "p").string() +
                    " $(pkg-config --cflags --libs crosswarp-simt)");
  ASSERT_EQ(build.code, 0) << build.out;
  Result w32 = sh("CROSSWARP_SIMT_WARP=32 " + (dir / "p").string());
  Result w64 = sh("CROSSWARP_SIMT_WARP=64 " + (dir / "p").string());
  std::filesystem::remove_all(dir);
  EXPECT_EQ(w32.code, 0);
  EXPECT_EQ(w32.out, "gfx1100 32 32\n");
  EXPECT_EQ(w64.out, "gfx90a 64 64\n");
}

}  // namespace
