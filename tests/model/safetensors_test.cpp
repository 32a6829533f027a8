// The safetensors reader enforces every format rule; the writer's output reads back byte for byte.
#include "model/safetensors.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace crosswarp::model;
using namespace crosswarp::model::testing;

namespace {

const std::string kGoldens = CROSSWARP_GOLDENS;

// Parses bytes held in memory (the fuzzing entry point), naming them "x.safetensors".
SafetensorsHeader parse(const std::string& bytes) {
  return parse_safetensors({reinterpret_cast<const std::byte*>(bytes.data()), bytes.size()}, "x.safetensors");
}

void expect_bad(const std::string& bytes, std::initializer_list<std::string> needles) {
  std::vector<std::string> all(needles);
  all.push_back("x.safetensors: ");
  expect_input_error([&] { parse(bytes); }, {});
  try {
    parse(bytes);
  } catch (const crosswarp::Error& e) {
    for (const auto& n : all)
      EXPECT_NE(std::string(e.what()).find(n), std::string::npos) << "'" << n << "' not in: " << e.what();
  }
}

const std::string k8(8, 'a');  // 8 bytes of data: two F32 or four F16

}  // namespace

TEST(Safetensors, ReadsGoldenCheckpoint) {
  SafetensorsFile f(kGoldens + "/bert-tiny/model.safetensors");
  EXPECT_EQ(f.tensors().size(), 39u);
  EXPECT_EQ(f.metadata().at("format"), "pt");
  const auto& w = f.at("embeddings.word_embeddings.weight");
  EXPECT_EQ(w.dtype, Dtype::F32);
  EXPECT_EQ(w.shape, (std::vector<std::uint64_t>{2020, 64}));
  EXPECT_EQ(w.nbytes, 2020u * 64 * 4);
  expect_input_error([&] { f.at("nope"); }, {"model.safetensors", "nope"});
}

TEST(Safetensors, ReadsGoldenInputsZeroCopy) {
  SafetensorsFile f(kGoldens + "/bert-tiny/golden.safetensors");
  const auto& ids = f.at("input_ids");
  ASSERT_EQ(ids.dtype, Dtype::I64);
  ASSERT_EQ(ids.shape, (std::vector<std::uint64_t>{8, 41}));
  std::int64_t first;
  std::memcpy(&first, ids.data, 8);
  EXPECT_EQ(first, 2);  // [CLS] in the goldens' vocabulary
  // Views point into the mapping: the data section ends the file, so the tensor's bytes sit at
  // file size - data size + (offset of the tensor in the data section).
  const auto bytes = read_file(kGoldens + "/bert-tiny/golden.safetensors");
  std::uint64_t data_size = 0;
  for (const auto& t : f.tensors()) data_size += t.nbytes;
  const auto offset = static_cast<std::size_t>(ids.data - f.tensors().front().data);
  EXPECT_EQ(std::memcmp(ids.data, bytes.data() + bytes.size() - data_size + offset, ids.nbytes), 0);
}

TEST(Safetensors, WriterRoundTripsAndPadsHeader) {
  TempDir dir;
  const float a[3] = {1.5f, -2.0f, 3.25f};
  const std::int64_t b[2] = {7, -9};
  const std::string path = dir.file("out.safetensors");
  write_safetensors(
      path, {{"a", Dtype::F32, {3}, a}, {"b", Dtype::I64, {2, 1}, b}, {"empty", Dtype::F16, {0, 4}, nullptr}},
      {{"note", "hi"}});
  const auto bytes = read_file(path);
  std::uint64_t n = 0;
  std::memcpy(&n, bytes.data(), 8);
  EXPECT_EQ(n % 8, 0u);
  EXPECT_EQ(bytes.size(), 8 + n + 12 + 16);
  SafetensorsFile f(path);
  EXPECT_EQ(f.metadata().at("note"), "hi");
  EXPECT_EQ(std::memcmp(f.at("a").data, a, 12), 0);
  EXPECT_EQ(std::memcmp(f.at("b").data, b, 16), 0);
  EXPECT_EQ(f.at("empty").nbytes, 0u);
  EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));
  // Writing again replaces the file atomically; no temporary files are left behind.
  write_safetensors(path, {{"c", Dtype::U8, {2}, "xy"}});
  EXPECT_EQ(SafetensorsFile(path).tensors().size(), 1u);
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path()), {}), 1);
}

TEST(Safetensors, WriterWithProducerStreamsChunks) {
  TempDir dir;
  const std::string path = dir.file("p.safetensors");
  write_safetensors(path, {{"x", Dtype::U8, {5}}, {"y", Dtype::U8, {3}}}, {},
                    [](std::size_t i, std::uint64_t off, std::span<std::byte> out) {
                      for (std::size_t k = 0; k < out.size(); ++k) out[k] = std::byte(10 * i + off + k);
                    });
  SafetensorsFile f(path);
  EXPECT_EQ(std::to_integer<int>(f.at("x").data[4]), 4);
  EXPECT_EQ(std::to_integer<int>(f.at("y").data[2]), 12);
  expect_input_error(
      [&] {
        write_safetensors(path, {{"x", Dtype::U8, {1}, "a"}, {"x", Dtype::U8, {1}, "b"}});
      },
      {"p.safetensors", "duplicate"});
}

TEST(Safetensors, AcceptsWhatTheReferenceAccepts) {
  // Any key order, zero-sized tensors, sub-byte F4 with a whole number of bytes, null metadata.
  auto h = parse(safetensors_bytes(
      R"({"b":{"dtype":"F16","shape":[2,2],"data_offsets":[0,8]},"z":{"dtype":"F32","shape":[0],"data_offsets":[8,8]},)"
      R"("f4":{"dtype":"F4","shape":[4],"data_offsets":[8,10]},"__metadata__":null})",
      k8 + "xy"));
  EXPECT_EQ(h.tensors.size(), 3u);
  EXPECT_EQ(h.tensors[0].name, "b");
  EXPECT_EQ(h.tensors.back().name, "f4");
  for (const char* dt : {"F64", "F32", "F16", "BF16", "I64", "I32", "I16", "I8", "U8", "BOOL", "F8_E4M3",
                         "F8_E5M2", "U16", "U32", "U64"})
    EXPECT_TRUE(parse_dtype(dt)) << dt;
  EXPECT_EQ(parse(safetensors_bytes("{}", "")).tensors.size(), 0u);
}

TEST(Safetensors, RejectsTooShortAndBadHeaderLength) {
  expect_bad("abc", {"too short"});
  expect_bad(safetensors_bytes("{}", "", 100'000'001), {"exceeds the 100 MB limit"});
  expect_bad(safetensors_bytes("{}", "", 3), {"runs past the end of the file"});
  expect_bad(safetensors_bytes("", ""), {"not valid JSON"});
}

TEST(Safetensors, RejectsBadJson) {
  expect_bad(safetensors_bytes("{\"a\xff\":1}", ""), {"not valid UTF-8"});
  expect_bad(safetensors_bytes("{\"a\":", ""), {"not valid JSON"});
  expect_bad(safetensors_bytes("[1,2]", ""), {"not a JSON object"});
  expect_bad(
      safetensors_bytes(
          R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]},"a":{"dtype":"U8","shape":[1],"data_offsets":[1,2]}})",
          "xy"),
      {"duplicate key \"a\""});
  expect_bad(safetensors_bytes(R"({"a":{"dtype":"U8","dtype":"U8","shape":[1],"data_offsets":[0,1]}})", "x"),
             {"duplicate key \"dtype\""});
}

TEST(Safetensors, RejectsBadEntries) {
  auto one = [](const std::string& entry, const std::string& data = "xy") {
    return safetensors_bytes("{\"t\":" + entry + "}", data);
  };
  expect_bad(one(R"({"dtype":"Q8","shape":[2],"data_offsets":[0,2]})"),
             {"tensor \"t\"", "unknown dtype \"Q8\""});
  expect_bad(one(R"({"dtype":7,"shape":[2],"data_offsets":[0,2]})"), {"dtype is not a string"});
  expect_bad(one(R"({"dtype":"U8","shape":[-2],"data_offsets":[0,2]})"), {"negative"});
  expect_bad(one(R"({"dtype":"U8","shape":[2.0],"data_offsets":[0,2]})"), {"not a non-negative integer"});
  expect_bad(one(R"({"dtype":"U8","shape":2,"data_offsets":[0,2]})"), {"shape is not an array"});
  expect_bad(one(R"({"dtype":"U8","shape":[3],"data_offsets":[0,2]})"), {"needs 3 bytes", "span 2"});
  expect_bad(one(R"({"dtype":"F32","shape":[1],"data_offsets":[0,2]})"), {"needs 4 bytes"});
  expect_bad(one(R"({"dtype":"F32","shape":[4294967296,4294967296],"data_offsets":[0,2]})"), {"overflows"});
  expect_bad(one(R"({"dtype":"F4","shape":[3],"data_offsets":[0,2]})"), {"whole number of bytes"});
  expect_bad(one(R"({"dtype":"U8","shape":[2],"data_offsets":[2,0]})"), {"end 0 < begin 2"});
  expect_bad(one(R"({"dtype":"U8","shape":[2],"data_offsets":[0]})"), {"not [begin, end]"});
  expect_bad(one(R"({"dtype":"U8","shape":[2]})"), {"missing \"data_offsets\""});
  expect_bad(one(R"({"dtype":"U8","shape":[2],"data_offsets":[0,2],"extra":1})"),
             {"unknown field \"extra\""});
  expect_bad(one(R"([1])"), {"entry is not an object"});
  expect_bad(safetensors_bytes(R"({"":{"dtype":"U8","shape":[2],"data_offsets":[0,2]}})", "xy"),
             {"empty name"});
}

TEST(Safetensors, RejectsBadOffsets) {
  const std::string a = R"("a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]})";
  expect_bad(safetensors_bytes("{" + a + R"(,"b":{"dtype":"U8","shape":[4],"data_offsets":[2,6]}})", k8),
             {"tensor \"b\"", "overlaps"});
  expect_bad(safetensors_bytes("{" + a + R"(,"b":{"dtype":"U8","shape":[2],"data_offsets":[6,8]}})", k8),
             {"tensor \"b\"", "gap"});
  expect_bad(safetensors_bytes(R"({"a":{"dtype":"U8","shape":[4],"data_offsets":[4,8]}})", k8),
             {"gap", "expected 0"});
  expect_bad(safetensors_bytes("{" + a + "}", k8), {"trailing bytes"});
  expect_bad(safetensors_bytes("{" + a + "}", "ab"), {"runs past the end of the data", "truncated"});
}

TEST(Safetensors, RejectsBadMetadata) {
  expect_bad(safetensors_bytes(R"({"__metadata__":{"k":1}})", ""), {"__metadata__", "\"k\"", "not a string"});
  expect_bad(safetensors_bytes(R"({"__metadata__":{"k":{"x":"y"}}})", ""), {"not a string"});
  expect_bad(safetensors_bytes(R"({"__metadata__":["a"]})", ""), {"__metadata__ is not an object"});
  expect_bad(safetensors_bytes(R"({"__metadata__":{"k":"a","k":"b"}})", ""), {"duplicate key \"k\""});
}

TEST(Safetensors, FileErrorsNameThePath) {
  TempDir dir;
  expect_input_error([&] { SafetensorsFile(dir.file("missing.safetensors")); },
                     {"missing.safetensors", "cannot open"});
  write_file(dir.file("empty.safetensors"), "");
  expect_input_error([&] { SafetensorsFile(dir.file("empty.safetensors")); },
                     {"empty.safetensors", "too short"});
  // A truncated copy of a real checkpoint.
  auto bytes = read_file(kGoldens + "/bert-tiny/model.safetensors");
  write_file(dir.file("cut.safetensors"), bytes.substr(0, bytes.size() - 100));
  expect_input_error([&] { SafetensorsFile(dir.file("cut.safetensors")); }, {"cut.safetensors", "truncated"});
  expect_input_error([&] { SafetensorsFile(dir.path().string()); }, {"not a regular file"});
}
