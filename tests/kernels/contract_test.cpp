// Unit tests of the op contract's validator, the fp16/bf16 conversions and the CPU parallel-for.
#include "cpu/ops/convert.h"
#include "cpu/ops/parallel.h"
#include "runtime/ops.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <vector>

namespace crosswarp {
namespace {

TEST(Convert, HalfRoundTripsEveryFiniteValue) {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    const uint16_t v = static_cast<uint16_t>(h);
    const float f = cpu::half_to_float(v);
    if (std::isnan(f)) continue;
    EXPECT_EQ(cpu::float_to_half(f), v) << std::hex << h;
  }
}

TEST(Convert, HalfRoundsToNearestEven) {
  EXPECT_EQ(cpu::half_to_float(cpu::float_to_half(1.0f + 1.0f / 2048)), 1.0f);            // tie -> even
  EXPECT_EQ(cpu::half_to_float(cpu::float_to_half(1.0f + 3.0f / 2048)), 1.0f + 1.0f / 512);  // tie -> even (up)
  EXPECT_TRUE(std::isinf(cpu::half_to_float(cpu::float_to_half(65520.f))));
  EXPECT_EQ(cpu::half_to_float(cpu::float_to_half(65519.f)), 65504.f);
  EXPECT_EQ(cpu::half_to_float(cpu::float_to_half(std::ldexp(1.0f, -24))), std::ldexp(1.0f, -24));
  EXPECT_EQ(cpu::half_to_float(cpu::float_to_half(std::ldexp(1.0f, -25))), 0.f);
}

TEST(Convert, Bf16RoundTripsAndRounds) {
  for (uint32_t h = 0; h < 0x10000; h += 7) {
    const float f = cpu::bf16_to_float(static_cast<uint16_t>(h));
    if (!std::isnan(f)) {
      EXPECT_EQ(cpu::float_to_bf16(f), h);
    }
  }
  EXPECT_EQ(cpu::bf16_to_float(cpu::float_to_bf16(1.0f + 1.0f / 256)), 1.0f);  // tie -> even
  EXPECT_TRUE(std::isnan(cpu::bf16_to_float(cpu::float_to_bf16(NAN))));
}

TEST(Parallel, CoversEveryIndexOnce) {
  std::vector<std::atomic<int>> hits(10007);
  cpu::parallel_for(10007, 13, [&](int64_t b, int64_t e) {
    for (int64_t i = b; i < e; ++i) hits[i]++;
  });
  for (auto& h : hits) ASSERT_EQ(h.load(), 1);
}

cw_op_call layernorm_call(cw_tensor x, cw_tensor gamma) {
  cw_op_call c{};
  c.op = ops::kLayerNorm;
  c.n_inputs = 5;
  c.n_outputs = 1;
  c.inputs[0] = x;
  c.inputs[3] = gamma;
  c.inputs[4] = gamma;
  c.outputs[0] = x;
  return c;
}

TEST(Contract, ValidatesShapesAndNamesTheProblem) {
  float buf[16];
  cw_op_call c = layernorm_call(ops::make_tensor(buf, CW_F32, {2, 8}), ops::make_tensor(buf, CW_F32, {8}));
  EXPECT_EQ(ops::validate(c), "");
  c.inputs[3] = ops::make_tensor(buf, CW_F32, {7});
  EXPECT_EQ(ops::validate(c), "layernorm: gamma has 7 elements, expected 8");
  c.inputs[3] = ops::make_tensor(buf, CW_F16, {8});
  EXPECT_NE(ops::validate(c).find("dtype"), std::string::npos);
}

TEST(Contract, GemmChecksChainingAndStrides) {
  float buf[64];
  cw_op_call c{};
  c.op = ops::kGemm;
  c.n_inputs = 2;
  c.n_outputs = 1;
  c.inputs[0] = ops::make_tensor(buf, CW_F32, {3, 4});
  c.inputs[1] = ops::make_tensor(buf, CW_F32, {4, 5});
  c.outputs[0] = ops::make_tensor(buf, CW_F32, {3, 5});
  EXPECT_EQ(ops::validate(c), "");
  c.iparams[1] = 1;  // transB: B must be [5, 4]
  EXPECT_NE(ops::validate(c).find("do not chain"), std::string::npos);
  c.iparams[1] = 0;
  c.inputs[0].stride[0] = 4;
  c.inputs[0].stride[1] = 2;
  EXPECT_NE(ops::validate(c).find("stride 1"), std::string::npos);
  c.inputs[0].stride[1] = 1;
  c.iparams[2] = ops::kEpilogueBiasGeluErf;  // needs a bias
  EXPECT_NE(ops::validate(c).find("bias"), std::string::npos);
}

TEST(Contract, DenseDetection) {
  cw_tensor t = ops::make_tensor(nullptr, CW_F32, {2, 3, 4});
  EXPECT_TRUE(ops::is_dense(t));
  t.stride[0] = 12, t.stride[1] = 4, t.stride[2] = 1;
  EXPECT_TRUE(ops::is_dense(t));
  t.stride[1] = 5;
  EXPECT_FALSE(ops::is_dense(t));
}

}  // namespace
}  // namespace crosswarp
