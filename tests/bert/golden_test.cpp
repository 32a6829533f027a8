// The BERT forward pass against transformers' BertModel (../shared/goldens, computed in float64):
// fp32 max |diff| <= 1e-4 at unpadded positions; fp16 / bf16 relative norm <= 1e-2 / 2e-2. On the
// cpu backend always; on simt (CROSSWARP_SIMT_WARP=32 and =64 entries in CMakeLists.txt) and cuda
// when they can run here — skipped with the reason otherwise.
#include "bert_test_util.h"

#include <crosswarp/crosswarp.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <thread>

namespace {

using crosswarp::Batch;
using crosswarp::LoadOptions;
using crosswarp::ModelDispatcher;
using crosswarp::model::SafetensorsFile;
using namespace bert_test;

struct Case {
  std::string backend;
  std::string dtype;
  double threshold;           // packed_threshold: -1 padded, 0 packed
  std::string attention;      // "" = dispatcher's choice, else forced variant
};

void PrintTo(const Case& c, std::ostream* os) {
  *os << c.backend << " " << c.dtype << " threshold " << c.threshold << " " << (c.attention.empty() ? "auto" : c.attention);
}

std::string name(const testing::TestParamInfo<Case>& i) {
  std::string a = i.param.attention.empty() ? "auto" : i.param.attention == "attention.unfused" ? "unfused" : "fused";
  return i.param.backend + "_" + i.param.dtype + (i.param.threshold < 0 ? "_padded_" : "_packed_") + a;
}

class BertGolden : public testing::TestWithParam<Case> {
 protected:
  void SetUp() override {
    setenv("CROSSWARP_CACHE_DIR", (std::string(CROSSWARP_BINARY_DIR) + "/test-cache/bert").c_str(), 1);
  }
};

std::unique_ptr<ModelDispatcher> load_or_skip(const Case& c, std::string* skip) {
  LoadOptions o;
  o.backend = c.backend;
  o.dtype = c.dtype;
  o.strict = c.backend != "cpu";  // a GPU run that silently fell back to the CPU would prove nothing
  o.packed_threshold = c.threshold;
  if (!c.attention.empty()) o.force_variant["attention"] = c.attention;
  if (c.backend == "simt" && !std::getenv("CROSSWARP_SIMT_WARP")) {
    *skip = "simt runs under the ctest entries bert_golden_simt_w32 / _w64 (CROSSWARP_SIMT_WARP set)";
    return nullptr;
  }
  if (c.backend != "cpu") {
    const auto* s = crosswarp::PluginRegistry::instance().status(c.backend);
    if (!s || !s->available) {
      *skip = "backend " + c.backend + " is not available here: " + (s ? s->reason : "not found");
      return nullptr;
    }
  }
  return ModelDispatcher::load_model(goldens() + "/bert-tiny", o);
}

TEST_P(BertGolden, MatchesTransformers) {
  const Case& c = GetParam();
  std::string skip;
  std::unique_ptr<ModelDispatcher> model;
  try {
    model = load_or_skip(c, &skip);
  } catch (const crosswarp::Error& e) {
    if (c.backend == "cpu") throw;
    GTEST_SKIP() << c.backend << " cannot run bert-tiny yet: " << e.what();
  }
  if (!model) GTEST_SKIP() << skip;
  SafetensorsFile g(goldens() + "/bert-tiny/golden.safetensors");
  const Batch batch = batch_from(g);
  crosswarp::InferOutputs out;
  try {
    out = model->infer_step(batch);
  } catch (const crosswarp::Error& e) {
    if (c.backend == "cpu" || e.kind() != crosswarp::ErrorKind::Strict) throw;
    GTEST_SKIP() << "an op is not available on " << c.backend << " yet: " << e.what();
  }
  EXPECT_EQ(out.packed, c.threshold >= 0);
  ASSERT_EQ(out.last_hidden_state.shape, (std::vector<std::int64_t>{8, 41, 64}));
  ASSERT_EQ(out.pooler_output.shape, (std::vector<std::int64_t>{8, 64}));
  const auto ref = floats(g.at("last_hidden_state"));
  const auto pref = floats(g.at("pooler_output"));
  if (c.dtype == "fp32") {
    EXPECT_LE(max_diff_masked(out.last_hidden_state.data, ref, batch.attention_mask, 64), 1e-4);
    EXPECT_LE(max_diff_masked(out.pooler_output.data, pref, std::vector<std::int64_t>(8, 1), 64), 1e-4);
  } else {
    const double tol = c.dtype == "fp16" ? 1e-2 : 2e-2;
    EXPECT_LE(rel_norm_masked(out.last_hidden_state.data, ref, batch.attention_mask, 64), tol);
    EXPECT_LE(rel_norm_masked(out.pooler_output.data, pref, {}, 64), tol);
  }
  const auto m = model->metrics();
  EXPECT_TRUE(m.fallbacks.empty()) << m.fallbacks.front().reason;
  bool saw_attention = false;
  for (const auto& v : m.variants)
    if (v.op == "attention" || v.op == "attention_varlen") {  // packed batches: one varlen launch
      saw_attention = true;
      if (!c.attention.empty()) {
        EXPECT_EQ(v.variant, c.attention);
      }
    }
  EXPECT_TRUE(saw_attention);
}

std::vector<Case> cases() {
  std::vector<Case> v;
  for (const char* be : {"cpu", "simt", "cuda"})
    for (const char* dt : {"fp32", "fp16", "bf16"})
      for (double th : {-1.0, 0.0}) v.push_back({be, dt, th, ""});
  for (const char* be : {"cpu", "simt", "cuda"}) {
    v.push_back({be, "fp32", -1.0, "attention.unfused"});
    v.push_back({be, "fp32", 0.0, "attention.unfused"});
  }
  return v;
}

INSTANTIATE_TEST_SUITE_P(Backends, BertGolden, testing::ValuesIn(cases()), name);

// BertForSequenceClassification checkpoint (bert. prefix, classifier): its pooled output through
// the classifier gives transformers' logits.
TEST(BertCls, PrefixedCheckpointGivesTransformersLogits) {
  auto model = ModelDispatcher::load_model(goldens() + "/bert-tiny-cls", {});
  SafetensorsFile g(goldens() + "/bert-tiny-cls/train_golden.safetensors");
  const Batch batch = batch_from(g);
  const auto out = model->infer_step(batch);
  ASSERT_EQ(out.pooler_output.shape, (std::vector<std::int64_t>{4, 64}));
  SafetensorsFile w(goldens() + "/bert-tiny-cls/model.safetensors");
  const auto W = floats(w.at("classifier.weight")), bias = floats(w.at("classifier.bias"));
  const auto logits = floats(g.at("logits"));
  for (int b = 0; b < 4; ++b)
    for (int l = 0; l < 3; ++l) {
      double z = bias[l];
      for (int h = 0; h < 64; ++h) z += double(W[l * 64 + h]) * out.pooler_output.data[b * 64 + h];
      EXPECT_NEAR(z, logits[b * 3 + l], 1e-4) << "batch " << b << " label " << l;
    }
}

TEST(BertDispatcher, ConcurrentInferStepsAgree) {
  auto model = ModelDispatcher::load_model(goldens() + "/bert-tiny", {});
  SafetensorsFile g(goldens() + "/bert-tiny/golden.safetensors");
  const Batch batch = batch_from(g);
  const auto ref = floats(g.at("last_hidden_state"));
  std::vector<double> diffs(4, 1.0);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < 3; ++i)
        diffs[t] = std::min(1.0, max_diff_masked(model->infer_step(batch).last_hidden_state.data, ref,
                                                 batch.attention_mask, 64));
    });
  for (auto& th : threads) th.join();
  for (double d : diffs) EXPECT_LE(d, 1e-4);
  EXPECT_EQ(model->metrics().counters.at("infer_steps"), 12);
}

TEST(BertDispatcher, RejectsBadBatchesNamingTheSource) {
  auto model = ModelDispatcher::load_model(goldens() + "/bert-tiny", {});
  auto expect_input = [&](Batch b, const std::string& needle) {
    b.source = "in.safetensors";
    try {
      model->infer_step(b);
      ADD_FAILURE() << "accepted a bad batch (" << needle << ")";
    } catch (const crosswarp::Error& e) {
      EXPECT_EQ(e.kind(), crosswarp::ErrorKind::Input);
      EXPECT_NE(std::string(e.what()).find("in.safetensors: "), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
    }
  };
  Batch ok = Batch::from_rows({{2, 10, 3}}, "x");
  Batch b = ok;
  b.input_ids[1] = 2020;
  expect_input(b, "out of the vocabulary (size 2020)");
  b = ok;
  b.input_ids[1] = -1;
  expect_input(b, "input_ids[0][1] = -1");
  expect_input(Batch::from_rows({std::vector<std::int64_t>(129, 5)}, "x"), "exceeds the model's max_position_embeddings 128");
  b = ok;
  b.attention_mask.pop_back();
  expect_input(b, "attention_mask has 2 values");
  b = ok;
  b.token_type_ids[0] = 2;
  expect_input(b, "token_type_ids[0][0] = 2");
}

TEST(BertDispatcher, PackedAndPaddedAgreeAndPackedZeroesPadding) {
  LoadOptions padded, packed;
  padded.packed_threshold = -1;
  packed.packed_threshold = 0;
  auto a = ModelDispatcher::load_model(goldens() + "/bert-tiny", padded);
  auto b = ModelDispatcher::load_model(goldens() + "/bert-tiny", packed);
  const Batch batch = Batch::from_rows({{2, 50, 60, 70, 3}, {2, 80, 3}, {2, 3}}, "rows");
  const auto oa = a->infer_step(batch), ob = b->infer_step(batch);
  EXPECT_FALSE(oa.packed);
  EXPECT_TRUE(ob.packed);
  EXPECT_LE(max_diff_masked(oa.last_hidden_state.data, ob.last_hidden_state.data, batch.attention_mask, 64), 1e-5);
  for (std::size_t i = 0; i < oa.pooler_output.data.size(); ++i)
    EXPECT_NEAR(oa.pooler_output.data[i], ob.pooler_output.data[i], 1e-5);
  EXPECT_EQ(ob.last_hidden_state.data[(1 * 5 + 4) * 64], 0.0f);  // sequence 1, position 4 is padding
}

// infer_step(batch, out) reuses out's storage and gives what infer_step(batch) gives; the device
// outputs (cpu backend: its device memory is host memory, so the test can read it) hold the same
// rows, padded or packed.
TEST(BertDispatcher, ReusedAndDeviceOutputsMatchTheHostOutputs) {
  LoadOptions o;
  o.backend = "cpu";
  o.packed_threshold = 0;
  auto model = ModelDispatcher::load_model(goldens() + "/bert-tiny", o);
  const Batch batch = Batch::from_rows({{2, 50, 60, 70, 3}, {2, 80, 3}, {2, 3}}, "rows");
  const auto ref = model->infer_step(batch);
  crosswarp::InferOutputs out;
  model->infer_step(batch, out);
  const float* first = out.last_hidden_state.data.data();
  model->infer_step(batch, out);
  EXPECT_EQ(out.last_hidden_state.data.data(), first) << "the second step should reuse the storage";
  EXPECT_EQ(out.last_hidden_state.data, ref.last_hidden_state.data);
  EXPECT_EQ(out.pooler_output.data, ref.pooler_output.data);
  const crosswarp::DeviceOutputs d = model->infer_step_on_device(batch);
  ASSERT_TRUE(d.packed);
  EXPECT_EQ(d.backend, "cpu");
  EXPECT_EQ(d.dtype, "fp32");
  EXPECT_EQ(d.hidden, 64);
  EXPECT_EQ(d.rows, 10);
  EXPECT_EQ(d.row_starts, (std::vector<std::int64_t>{0, 5, 8, 10}));
  const auto* rows = static_cast<const float*>(d.last_hidden_state);
  for (std::int64_t b = 0; b < 3; ++b)
    for (std::int64_t t = d.row_starts[b]; t < d.row_starts[b + 1]; ++t)
      for (std::int64_t h = 0; h < 64; ++h)
        EXPECT_EQ(rows[t * 64 + h], ref.last_hidden_state.data[((b * 5) + (t - d.row_starts[b])) * 64 + h]);
}

// Device graphs (issue 5: "CUDA/HIP graphs for the steady state"): the first step of a shape runs
// eagerly (tuning), the second captures and launches the graph, later ones replay it. Replays must
// give what eager launches give. GPU backends only: the CPU and simt have no graphs.
TEST(BertGraphs, ReplayMatchesEagerLaunches) {
  std::string backend;
  for (const char* b : {"cuda", "hip"}) {
    const auto* s = crosswarp::PluginRegistry::instance().status(b);
    if (s && s->available) {
      backend = b;
      break;
    }
  }
  if (backend.empty()) GTEST_SKIP() << "no CUDA or HIP device here: graph replay needs one (runs on the H200 machine)";
  setenv("CROSSWARP_CACHE_DIR", (std::string(CROSSWARP_BINARY_DIR) + "/test-cache/bert-graphs").c_str(), 1);
  LoadOptions eager, graphs;
  eager.backend = graphs.backend = backend;
  eager.strict = graphs.strict = true;
  eager.packed_threshold = graphs.packed_threshold = -1;
  eager.graphs = false;
  eager.recheck_interval = graphs.recheck_interval = 0;  // same choices on both sides for the whole test
  auto a = ModelDispatcher::load_model(goldens() + "/bert-tiny", eager);
  auto b = ModelDispatcher::load_model(goldens() + "/bert-tiny", graphs);
  SafetensorsFile g(goldens() + "/bert-tiny/golden.safetensors");
  const Batch batch = batch_from(g);
  const auto ref = floats(g.at("last_hidden_state"));
  for (int step = 0; step < 4; ++step) {
    const auto oa = a->infer_step(batch), ob = b->infer_step(batch);
    EXPECT_LE(max_diff_masked(oa.last_hidden_state.data, ob.last_hidden_state.data, batch.attention_mask, 64), 1e-6)
        << "step " << step;
    EXPECT_LE(max_diff_masked(ob.last_hidden_state.data, ref, batch.attention_mask, 64), 1e-4) << "step " << step;
  }
  const auto m = b->metrics();
  auto count = [&](const char* k) { return m.counters.count(k) ? m.counters.at(k) : 0; };
  EXPECT_EQ(count("graph_captures"), 1);
  EXPECT_EQ(count("graph_replays"), 2);  // step 2 captured and launched it; steps 3 and 4 replayed it
  EXPECT_EQ(count("graph_capture_failures"), 0);
  EXPECT_EQ(a->metrics().counters.count("graph_captures"), 0u);
}

}  // namespace
