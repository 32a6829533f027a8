// `crosswarp bench-copy` end to end on the CPU backend: --help, bad input, the JSON it prints.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
#include <cstdlib>
#include <string>
#include <sys/wait.h>

namespace {

struct CliResult {
  int code;
  std::string out;
};

CliResult run(const std::string& args) {
  std::string cmd = std::string("CROSSWARP_CACHE_DIR=") + std::filesystem::temp_directory_path().string() +
                    "/cw-bench-copy-test " + CROSSWARP_CLI + " bench-copy " + args + " 2>/dev/null";
  FILE* p = popen(cmd.c_str(), "r");
  std::string out;
  std::array<char, 4096> buf;
  while (size_t n = fread(buf.data(), 1, buf.size(), p)) out.append(buf.data(), n);
  int status = pclose(p);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

TEST(BenchCopyCli, Help) {
  CliResult r = run("--help");
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("--sizes"), std::string::npos);
}

TEST(BenchCopyCli, BadSizeIsAUsageError) { EXPECT_EQ(run("--backend cpu --sizes 12Q").code, 2); }

TEST(BenchCopyCli, JsonOnTheCpuBackend) {
  CliResult r = run("--backend cpu --sizes 4K,1M --reps 3 --no-bert --json");
  ASSERT_EQ(r.code, 0) << r.out;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["backend"], "cpu");
  ASSERT_EQ(j["rows"].size(), 4u);  // 2 sizes x 2 directions
  for (const auto& row : j["rows"]) {
    EXPECT_GT(row["engine_gbps"].get<double>(), 0.0);
    EXPECT_GT(row["memcpy_sync_pageable_gbps"].get<double>(), 0.0);
    EXPECT_TRUE(row["memcpy_async_pinned_gbps"].is_null());  // the CPU backend has no pinned memory
    EXPECT_EQ(row["engine_path"], "driver");
  }
  EXPECT_EQ(j["rows"][0]["bytes"], 4096);
  EXPECT_EQ(j["rows"][1]["direction"], "d2h");
}

// --no-table with --diag and --model: only those sections, as data.
TEST(BenchCopyCli, DiagAndModelUploadOnTheCpuBackend) {
  auto dir = std::filesystem::temp_directory_path() / ("cw-bench-copy-model-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::string init = std::string(CROSSWARP_CLI) + " init-model --config tiny " + dir.string() + " > /dev/null 2>&1";
  ASSERT_EQ(std::system(init.c_str()), 0);
  CliResult r = run("--backend cpu --no-table --diag --model " + dir.string() + " --model-reps 1 --json");
  ASSERT_EQ(r.code, 0) << r.out;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_FALSE(j.contains("rows"));
  ASSERT_TRUE(j.contains("diag"));
  EXPECT_FALSE(j["diag"]["small_calls"].empty());
  EXPECT_FALSE(j["diag"]["copier_rounds_1MiB"].empty());
  ASSERT_TRUE(j.contains("model_upload"));
  const auto& m = j["model_upload"];
  EXPECT_GT(m["tensor_bytes"].get<double>(), 1e6);
  for (const char* k : {"loader", "mmap_per_tensor", "mmap_upload_many", "mmap_populate_upload_many"})
    EXPECT_GT(m[k]["gbps"].get<double>(), 0.0) << k;
  EXPECT_TRUE(m["pinned_link_gbps"].is_null());  // the CPU backend has no pinned memory
  // The text form names each variant.
  CliResult t = run("--backend cpu --no-table --model " + dir.string() + " --model-reps 1");
  ASSERT_EQ(t.code, 0) << t.out;
  EXPECT_NE(t.out.find("mmap_populate_upload_many"), std::string::npos) << t.out;
  std::filesystem::remove_all(dir);
}

}  // namespace
