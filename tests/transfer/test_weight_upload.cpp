// The loader's weight upload (upload_bert_weights) through the engine: fp32 tensors are copied out
// of the memory map (upload_many) or, when asked, read from the checkpoint file into the ring
// (upload_from_file), QKV stacked in place, converted dtypes go through upload_many; every weight lands byte for byte, on every backend (the async one runs the
// DMAs behind the caller's back).
#include <algorithm>
#include "async_link_backend.h"
#include "transfer_test_util.h"

#include "model/bert_forward_weights.h"
#include "model/checkpoint.h"
#include "model/init_model.h"
#include "runtime/monitor.h"

#include <filesystem>

using namespace crosswarp;
using namespace cwtest;

namespace {

struct TinyCheckpoint {
  std::string dir;
  TinyCheckpoint() {
    dir = (std::filesystem::temp_directory_path() / ("cw-weight-upload-" + std::to_string(::getpid()))).string();
    std::filesystem::remove_all(dir);
    model::init_model(dir, model::preset_config("tiny"));
  }
  ~TinyCheckpoint() { std::filesystem::remove_all(dir); }
};

const TinyCheckpoint& tiny() {
  static TinyCheckpoint t;
  return t;
}

std::vector<unsigned char> bytes_of(const model::TensorView& v) {
  auto* p = reinterpret_cast<const unsigned char*>(v.data);
  return {p, p + v.nbytes};
}

// The backend named by the parameter (skipped when absent), fresh fake links, and an engine forced
// onto the staged path.
class WeightUpload : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    reset_fake_link();
    reset_async_link();
    fake_link().pageable_gbps = 1000;
    std::string why;
    b = GetParam() == "async" ? async_backend() : backend_named(GetParam(), &why);
    if (!b) GTEST_SKIP() << why;
  }
  TransferEngine staged_engine(int copy_threads = 0) {
    auto p = std::make_shared<CopyPolicy>(*forced_policy("staged"));
    if (copy_threads) p->copy_threads = copy_threads;
    TransferOptions o;
    o.use_cache = false;
    o.force_h2d = o.force_d2h = p;
    return TransferEngine(b, 0, o);
  }
  std::shared_ptr<Backend> b;
};

TEST_P(WeightUpload, Fp32WeightsComeFromTheFileWhenAsked) {
  TransferEngine engine = staged_engine(3);
  auto ck = model::load_bert_checkpoint(tiny().dir);
  runtime::Monitor monitor;
  auto w = model::upload_bert_weights(ck, b, 0, CW_F32, monitor, engine, {.read_files = true});
  size_t total = 0;
  for (const model::DeviceBuffer* d : model::weight_buffers(*w)) total += d->bytes();
  auto m = engine.metrics();
  EXPECT_EQ(m.file_bytes, total) << m.to_text();
  EXPECT_TRUE(read_device(*b, w->word.data(), w->word.bytes()) == bytes_of(ck.at("embeddings.word_embeddings.weight")));
  EXPECT_TRUE(read_device(*b, w->pooler_b.data(), w->pooler_b.bytes()) == bytes_of(ck.at("pooler.dense.bias")));
  for (int l = 0; l < 2; ++l) {
    std::vector<unsigned char> qkv;
    for (const char* part : {"query", "key", "value"}) {
      auto v = bytes_of(ck.layer_tensor(l, std::string("attention.self.") + part + ".weight"));
      qkv.insert(qkv.end(), v.begin(), v.end());
    }
    EXPECT_TRUE(read_device(*b, w->layers[size_t(l)].qkv_w.data(), qkv.size()) == qkv) << "layer " << l;
    EXPECT_TRUE(read_device(*b, w->layers[size_t(l)].ln2_b.data(), w->layers[size_t(l)].ln2_b.bytes()) ==
                bytes_of(ck.layer_tensor(l, "output.LayerNorm.bias")))
        << "layer " << l;
  }
}

// By default (bench-copy --model's "loader_map"): the same bytes, copied out of the memory map
// through upload_many, no file reads; the times are filled in.
TEST_P(WeightUpload, Fp32WeightsFromTheMapByDefault) {
  TransferEngine engine = staged_engine();
  auto ck = model::load_bert_checkpoint(tiny().dir);
  runtime::Monitor monitor;
  model::WeightUploadTimes times;
  auto w = model::upload_bert_weights(ck, b, 0, CW_F32, monitor, engine, {}, &times);
  EXPECT_EQ(engine.metrics().file_bytes, 0u);
  EXPECT_GT(times.upload_seconds, 0.0);
  EXPECT_GE(times.allocate_seconds, 0.0);
  EXPECT_TRUE(read_device(*b, w->word.data(), w->word.bytes()) == bytes_of(ck.at("embeddings.word_embeddings.weight")));
  std::vector<unsigned char> qkv;
  for (const char* part : {"query", "key", "value"}) {
    auto v = bytes_of(ck.layer_tensor(1, std::string("attention.self.") + part + ".bias"));
    qkv.insert(qkv.end(), v.begin(), v.end());
  }
  EXPECT_TRUE(read_device(*b, w->layers[1].qkv_b.data(), qkv.size()) == qkv);
  EXPECT_TRUE(read_device(*b, w->layers[1].out_w.data(), w->layers[1].out_w.bytes()) ==
              bytes_of(ck.layer_tensor(1, "output.dense.weight")));
}

TEST_P(WeightUpload, ConvertedWeightsGoThroughMemory) {
  TransferEngine engine = staged_engine();
  auto ck = model::load_bert_checkpoint(tiny().dir);
  runtime::Monitor monitor;
  auto w = model::upload_bert_weights(ck, b, 0, CW_BF16, monitor, engine);
  EXPECT_EQ(engine.metrics().file_bytes, 0u);
  const auto& v = ck.layer_tensor(1, "intermediate.dense.weight");
  std::vector<uint16_t> expect(v.numel());
  model::convert_elements(v.data, CW_F32, expect.data(), CW_BF16, v.numel());
  std::vector<uint16_t> got(v.numel());
  b->check(b->api().memcpy_sync(0, got.data(), w->layers[1].i_w.data(), got.size() * 2, CW_D2H), "readback");
  EXPECT_EQ(got, expect);
}

// Every weight views one device allocation (one cudaMalloc, not one per tensor): the buffers lie
// inside a span no longer than what the monitor saw allocated, each 256 bytes from the next (the
// data itself is checked by the tests above).
TEST_P(WeightUpload, WeightsShareOneAllocation) {
  TransferEngine engine = staged_engine();
  auto ck = model::load_bert_checkpoint(tiny().dir);
  runtime::Monitor monitor;
  auto w = model::upload_bert_weights(ck, b, 0, CW_BF16, monitor, engine);
  const std::vector<const model::DeviceBuffer*> all = model::weight_buffers(*w);
  auto* lo = static_cast<const char*>(all[0]->data());
  const char* hi = lo;
  size_t sum = 0;
  for (const model::DeviceBuffer* d : all) {
    auto* p = static_cast<const char*>(d->data());
    lo = std::min(lo, p);
    hi = std::max(hi, p + d->bytes());
    sum += d->bytes();
  }
  for (const model::DeviceBuffer* d : all)  // 256-byte steps from the arena's start
    EXPECT_EQ(size_t(static_cast<const char*>(d->data()) - lo) % 256, 0u);
  const auto snap = monitor.snapshot();
  EXPECT_LE(size_t(hi - lo), snap.peak_device_bytes);
  EXPECT_LE(snap.peak_device_bytes, sum + 256 * all.size());
}

INSTANTIATE_TEST_SUITE_P(Backends, WeightUpload, ::testing::Values("cpu", "simt", "cuda", "fake", "async"),
                         [](const auto& info) { return std::string(info.param); });

}  // namespace
