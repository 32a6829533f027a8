// The differential harness (after ggml's test-backend-ops): every op x every variant the backend
// lists x f32/f16/bf16 x the shapes in op_cases.cpp, against the float64 reference.
//
//   CROSSWARP_TEST_BACKEND=cpu|simt|cuda|hip  which backend this process tests (default cpu)
//   CROSSWARP_SIMT_WARP=32|64                 simt's wavefront size
//   CROSSWARP_TEST_SEED=N                     replay a run (the seed is printed on every run)
//   CROSSWARP_TEST_OPS=softmax,gemm           only these ops
#include "backend_under_test.h"
#include "op_case.h"
#include "runtime/ops.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <random>

namespace crosswarp::test {
namespace {

uint64_t g_seed = 0;
std::unique_ptr<BackendUnderTest> g_backend;

class OpVariantTest : public testing::Test {
 public:
  OpVariantTest(uint32_t op, uint32_t variant, int32_t dtype) : op_(op), variant_(variant), dtype_(dtype) {}
  void TestBody() override {
    // Each test draws from its own stream of the run's seed, so one test replays alone too.
    std::seed_seq seq{g_seed, uint64_t{op_}, uint64_t{variant_}, uint64_t(dtype_)};
    std::mt19937_64 rng(seq);
    for (OpCase& c : make_cases(op_, rng)) {
      const std::string problem = run_case(*g_backend, variant_, dtype_, std::move(c));
      EXPECT_TRUE(problem.empty()) << problem << "\n  replay: CROSSWARP_TEST_SEED=" << g_seed;
    }
  }

 private:
  uint32_t op_, variant_;
  int32_t dtype_;
};

class SkippedBackend : public testing::Test {
 public:
  explicit SkippedBackend(std::string why) : why_(std::move(why)) {}
  void TestBody() override { GTEST_SKIP() << why_; }

 private:
  std::string why_;
};

// Every backend checks calls against the op contract before launching anything: a bad shape is
// CW_E_INVALID with a message naming the op and tensor, an unknown variant CW_E_UNSUPPORTED.
class RejectsInvalidCalls : public testing::Test {
 public:
  void TestBody() override {
    BackendUnderTest& b = *g_backend;
    void* mem = b.alloc(4096);
    cw_op_call c{};
    c.op = ops::kLayerNorm;
    c.n_inputs = 5;
    c.n_outputs = 1;
    c.inputs[0] = ops::make_tensor(mem, CW_F32, {4, 8});
    c.inputs[3] = ops::make_tensor(mem, CW_F32, {7});  // gamma: 7 elements for H = 8
    c.inputs[4] = ops::make_tensor(mem, CW_F32, {8});
    c.outputs[0] = ops::make_tensor(static_cast<char*>(mem) + 1024, CW_F32, {4, 8});
    std::string error;
    EXPECT_EQ(b.run(c, error), CW_E_INVALID);
    EXPECT_NE(error.find("layernorm: gamma has 7 elements, expected 8"), std::string::npos) << error;
    c.inputs[3] = ops::make_tensor(mem, CW_F32, {8});
    c.variant = 1000;
    error.clear();
    EXPECT_EQ(b.run(c, error), CW_E_UNSUPPORTED) << error;
    EXPECT_FALSE(error.empty());
    c.variant = 0;
    c.op = 999;
    EXPECT_NE(b.run(c, error), CW_OK);
    b.release(mem);
  }
};

class MissingOp : public testing::Test {
 public:
  MissingOp(std::string backend, uint32_t op) : backend_(std::move(backend)), op_(op) {}
  void TestBody() override { FAIL() << backend_ << " lists no variant for op " << ops::op_name(op_); }

 private:
  std::string backend_;
  uint32_t op_;
};

bool op_selected(uint32_t op) {
  const char* list = std::getenv("CROSSWARP_TEST_OPS");
  if (!list || !*list) return true;
  const std::string all = std::string(",") + list + ",";
  return all.find(std::string(",") + ops::op_name(op) + ",") != std::string::npos;
}

}  // namespace
}  // namespace crosswarp::test

int main(int argc, char** argv) {
  using namespace crosswarp;
  using namespace crosswarp::test;
  testing::InitGoogleTest(&argc, argv);
  const char* seed_env = std::getenv("CROSSWARP_TEST_SEED");
  g_seed = seed_env ? std::strtoull(seed_env, nullptr, 10)
                    : static_cast<uint64_t>(std::chrono::high_resolution_clock::now().time_since_epoch().count()) ^
                          std::random_device{}();
  const char* name_env = std::getenv("CROSSWARP_TEST_BACKEND");
  const std::string backend = name_env && *name_env ? name_env : "cpu";
  std::cout << "crosswarp differential: backend " << backend << ", CROSSWARP_TEST_SEED=" << g_seed << "\n";
  std::string why;
  try {
    g_backend = open_backend(backend, why);
  } catch (const std::exception& e) {
    why = e.what();
  }
  if (!g_backend) {
    testing::RegisterTest("Differential", ("unavailable_" + backend).c_str(), nullptr, nullptr, __FILE__, __LINE__,
                          [why]() -> testing::Test* { return new SkippedBackend(why); });
    return RUN_ALL_TESTS();
  }
  testing::RegisterTest(("Differential_" + backend).c_str(), "contract.rejects_invalid_calls", nullptr, nullptr,
                        __FILE__, __LINE__, []() -> testing::Test* { return new RejectsInvalidCalls(); });
  for (uint32_t op = 1; op < ops::kOpCount; ++op) {
    if (!op_selected(op)) continue;
    const auto variants = g_backend->variants(op);
    if (variants.empty() && !ops::is_optional_op(op)) {  // a backend must implement every op in the contract
      const std::string name = backend;
      testing::RegisterTest(("Differential_" + backend).c_str(), (std::string(ops::op_name(op)) + ".has_variants").c_str(),
                            nullptr, nullptr, __FILE__, __LINE__,
                            [name, op]() -> testing::Test* { return new MissingOp(name, op); });
    }
    for (uint32_t v = 0; v < variants.size(); ++v) {
      for (int32_t dtype : {CW_F32, CW_F16, CW_BF16}) {
        const std::string test = std::string(variants[v].name) + "." + ops::dtype_name(dtype);
        testing::RegisterTest(("Differential_" + backend).c_str(), test.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [op, v, dtype]() -> testing::Test* { return new OpVariantTest(op, v, dtype); });
      }
    }
  }
  const int rc = RUN_ALL_TESTS();
  g_backend.reset();
  return rc;
}
