// crosswarp run / bench as a user meets them: JSON shape, --output round trip, bad inputs exit 2
// with one line naming the file, backend fallback reported (or refused under --strict).
#include "bert_test_util.h"

#include "model/safetensors.h"

#include <crosswarp/runtime.h>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>

namespace {

namespace fs = std::filesystem;
using namespace bert_test;
using crosswarp::model::Dtype;

struct Result {
  int code = -1;
  std::string out, err;
};

fs::path scratch() {
  fs::path d = fs::path(CROSSWARP_BINARY_DIR) / "test-scratch" / "bert_cli";
  fs::create_directories(d);
  return d;
}

Result cli(const std::string& args) {
  // one stderr file per test: ctest runs the tests of this file in parallel
  const fs::path err = scratch() / (std::string(testing::UnitTest::GetInstance()->current_test_info()->name()) + ".stderr");
  const std::string cmd = "CROSSWARP_STRICT= CROSSWARP_BACKEND= CROSSWARP_CACHE_DIR=" + (scratch() / "cache").string() + " " + CROSSWARP_CLI + " " + args +
                          " 2>" + err.string();
  Result r;
  FILE* p = popen(cmd.c_str(), "r");
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  const int st = pclose(p);
  r.code = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  std::ifstream e(err);
  r.err.assign(std::istreambuf_iterator<char>(e), {});
  return r;
}

std::string tiny() { return goldens() + "/bert-tiny"; }

void write_ids(const fs::path& path, std::int64_t b, std::int64_t s, std::vector<std::int64_t> ids) {
  crosswarp::model::write_safetensors(
      path.string(), {{"input_ids", Dtype::I64, {std::uint64_t(b), std::uint64_t(s)}, ids.data()}});
}

int lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

TEST(RunCli, JsonHasTheContractFields) {
  Result r = cli("run " + tiny() + " --text 'hello world' --text 'the second text is longer' --json");
  ASSERT_EQ(r.code, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  for (const char* k : {"backend", "device", "dtype", "batch", "seq", "latency_ms", "variants", "fallbacks"})
    EXPECT_TRUE(j.contains(k)) << k;
  EXPECT_EQ(j["backend"], "cpu");
  EXPECT_EQ(j["dtype"], "fp32");
  EXPECT_EQ(j["batch"], 2);
  EXPECT_EQ(j["last_hidden_state_shape"][0], 2);
  EXPECT_EQ(j["last_hidden_state_shape"][2], 64);
  EXPECT_EQ(j["pooler_output_shape"], nlohmann::json({2, 64}));
  ASSERT_TRUE(j["variants"].is_array());
  ASSERT_FALSE(j["variants"].empty());
  for (auto& v : j["variants"]) {
    EXPECT_TRUE(v.contains("op") && v.contains("variant"));
    const std::string src = v["source"];
    EXPECT_TRUE(src == "rule" || src == "tuned" || src == "cache" || src == "demoted") << src;
  }
  EXPECT_TRUE(j["fallbacks"].empty());
}

TEST(RunCli, OutputRoundTripMatchesTheGolden) {
  const fs::path out = scratch() / "out.safetensors";
  fs::remove(out);
  Result r = cli("run " + tiny() + " --input " + tiny() + "/golden.safetensors --output " + out.string());
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("[8, 41, 64]"), std::string::npos) << r.out;
  crosswarp::model::SafetensorsFile f(out.string()), g(tiny() + "/golden.safetensors");
  EXPECT_EQ(f.at("last_hidden_state").dtype, Dtype::F32);
  EXPECT_EQ(f.at("pooler_output").shape, (std::vector<std::uint64_t>{8, 64}));
  EXPECT_LE(max_diff_masked(floats(f.at("last_hidden_state")), floats(g.at("last_hidden_state")),
                            longs(g.at("attention_mask")), 64), 1e-4);
  EXPECT_LE(max_diff_masked(floats(f.at("pooler_output")), floats(g.at("pooler_output")),
                            std::vector<std::int64_t>(8, 1), 64), 1e-4);
}

TEST(RunCli, TruncatedCheckpointIsExit2OneLine) {
  const fs::path dir = scratch() / "truncated";
  fs::remove_all(dir);
  fs::copy(tiny(), dir);
  fs::resize_file(dir / "model.safetensors", fs::file_size(dir / "model.safetensors") - 100);
  Result r = cli("run " + dir.string() + " --text hi");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("model.safetensors"), std::string::npos) << r.err;
}

TEST(RunCli, IdsOutOfVocabularyIsExit2NamingTheFile) {
  const fs::path in = scratch() / "oov.safetensors";
  write_ids(in, 1, 3, {2, 5000, 3});
  Result r = cli("run " + tiny() + " --input " + in.string());
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find(in.string() + ": input_ids[0][1] = 5000 is out of the vocabulary"), std::string::npos) << r.err;
}

TEST(RunCli, SequenceTooLongIsExit2) {
  const fs::path in = scratch() / "long.safetensors";
  write_ids(in, 1, 129, std::vector<std::int64_t>(129, 7));
  Result r = cli("run " + tiny() + " --input " + in.string());
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("max_position_embeddings 128"), std::string::npos) << r.err;
}

TEST(RunCli, MismatchedShapesAreExit2) {
  const fs::path in = scratch() / "mismatch.safetensors";
  std::vector<std::int64_t> ids(6, 7), mask(4, 1);
  crosswarp::model::write_safetensors(in.string(), {{"input_ids", Dtype::I64, {2, 3}, ids.data()},
                                                    {"attention_mask", Dtype::I64, {2, 2}, mask.data()}});
  Result r = cli("run " + tiny() + " --input " + in.string());
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("attention_mask has shape [2, 2], expected [2, 3]"), std::string::npos) << r.err;
}

TEST(RunCli, UnavailableCudaFallsBackOrFailsUnderStrict) {
  const auto* s = crosswarp::PluginRegistry::instance().status("cuda");
  if (s && s->available) GTEST_SKIP() << "CUDA is available here; the fallback cannot be observed";
  Result strict = cli("run " + tiny() + " --text hi --backend cuda --strict");
  EXPECT_NE(strict.code, 0);
  EXPECT_EQ(lines(strict.err), 1) << strict.err;
  EXPECT_NE(strict.err.find("backend 'cuda' is unavailable"), std::string::npos) << strict.err;
  Result env = cli("run " + tiny() + " --text hi --backend cuda");
  ASSERT_EQ(env.code, 0) << env.err;
  Result r = cli("run " + tiny() + " --text hi --backend cuda --json");
  ASSERT_EQ(r.code, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["backend"], "cpu");
  ASSERT_EQ(j["fallbacks"].size(), 1u);
  EXPECT_EQ(j["fallbacks"][0]["from"], "cuda");
  EXPECT_EQ(j["fallbacks"][0]["to"], "cpu");
  EXPECT_EQ(j["fallbacks"][0]["op"], "backend");
}

TEST(BenchCli, JsonHasPercentilesAndThroughput) {
  Result r = cli("bench " + tiny() + " --batch 4 --seq 32 --warmup 1 --iters 5 --padding-fraction 0.5 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["batch"], 4);
  EXPECT_EQ(j["seq"], 32);
  EXPECT_NEAR(j["padding_fraction"].get<double>(), 0.5, 0.05);
  EXPECT_TRUE(j["packed"].get<bool>());
  for (const char* k : {"p50", "p90", "p99", "mean"}) EXPECT_GT(j["latency_ms"][k].get<double>(), 0) << k;
  EXPECT_LE(j["latency_ms"]["p50"].get<double>(), j["latency_ms"]["p99"].get<double>());
  EXPECT_GT(j["throughput_seq_per_s"].get<double>(), 0);
  EXPECT_GT(j["peak_device_bytes"].get<std::uint64_t>(), 0u);
  EXPECT_TRUE(j["variants"].is_array());
  EXPECT_TRUE(j["fallbacks"].is_array());
  // On the CPU backend: the OpenBLAS and its kernels, as doctor names them.
  EXPECT_EQ(j["backend"], "cpu");
  EXPECT_NE(j.value("blas", std::string()).find("OpenBLAS"), std::string::npos) << r.out;
  EXPECT_NE(j.value("blas", std::string()).find(", kernels "), std::string::npos) << r.out;
}

TEST(RunCli, TraceFileIsChromeTraceJson) {
  const fs::path trace = scratch() / "trace.json";
  fs::remove(trace);
  // A cache of its own: a choice tuned by another test (e.g. the unfused attention path) would change
  // the number of GEMMs counted below.
  const fs::path cache = scratch() / "cache-trace";
  fs::remove_all(cache);
  const std::string cmd = "CROSSWARP_CACHE_DIR=" + cache.string() + " CROSSWARP_TRACE=" + trace.string() + " " + CROSSWARP_CLI + " run " + tiny() + " --text hi --no-tune >/dev/null";  // no tuning: one launch per op
  ASSERT_EQ(std::system(cmd.c_str()), 0);
  std::ifstream in(trace);
  auto j = nlohmann::json::parse(in);
  ASSERT_TRUE(j["traceEvents"].is_array());
  int steps = 0, gemms = 0;
  for (auto& e : j["traceEvents"]) {
    EXPECT_EQ(e["ph"], "X");
    steps += e["name"] == "infer_step";
    gemms += e["name"] == "gemm";
  }
  EXPECT_EQ(steps, 1);
  EXPECT_EQ(gemms, 2 * 4 + 1);  // per layer: qkv, attention output, intermediate, output; + pooler
}

TEST(BenchCli, HelpAndBadUsage) {
  EXPECT_EQ(cli("bench --help").code, 0);
  EXPECT_EQ(cli("run --help").code, 0);
  EXPECT_EQ(cli("bench " + tiny() + " --batch 0 --seq 8").code, 2);
  EXPECT_EQ(cli("run " + tiny()).code, 2);  // neither --text nor --input
}

}  // namespace
