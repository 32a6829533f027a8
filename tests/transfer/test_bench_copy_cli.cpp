// `crosswarp bench-copy` end to end on the CPU backend: --help, bad input, the JSON it prints.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
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

}  // namespace
