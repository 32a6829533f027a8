// Our own GPU code (src/gpu) must lint clean: it is the project's claim of wave64 portability.
#include "lint_test_util.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace fs = std::filesystem;

TEST(LintOwnKernels, SrcGpuHasNoFindings) {
  fs::path root = fs::path(CROSSWARP_SOURCE_DIR) / "src/gpu";
  if (!fs::exists(root)) GTEST_SKIP() << "src/gpu is not present in this tree";
  int files = 0;
  for (const auto& e : fs::recursive_directory_iterator(root)) {
    if (!e.is_regular_file()) continue;
    auto ext = e.path().extension().string();
    if (ext != ".hip" && ext != ".h" && ext != ".cuh" && ext != ".cu") continue;
    // vendor/cuda.h is the one file where NVIDIA-only code belongs (ARCHITECTURE.md: the vendor
    // headers are the only vendor-specific code); everything else must be portable.
    if (e.path().filename() == "cuda.h" && e.path().parent_path().filename() == "vendor") continue;
    ++files;
    auto findings = crosswarp::lint::lint_file(e.path().string());
    EXPECT_TRUE(findings.empty()) << crosswarp::lint::to_text(findings);
  }
  if (files == 0) GTEST_SKIP() << "no GPU sources under src/gpu yet";
}
