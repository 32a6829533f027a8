// Helpers for the model tests: temporary directories and hand-made safetensors files.
#pragma once

#include <crosswarp/error.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

namespace crosswarp::model::testing {

// A fresh directory under the build tree, removed when the object dies.
class TempDir {
 public:
  TempDir() {
    static std::mt19937_64 rng(std::random_device{}());
    path_ = std::filesystem::path(CROSSWARP_BINARY_DIR) / "tmp" / ("model-" + std::to_string(rng()));
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  const std::filesystem::path& path() const { return path_; }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

inline void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// 8-byte little-endian length + header text + data, exactly as given (no padding, no checks).
inline std::string safetensors_bytes(const std::string& header, const std::string& data,
                                     std::uint64_t n = UINT64_MAX) {
  if (n == UINT64_MAX) n = header.size();
  std::string out(8, '\0');
  for (int i = 0; i < 8; ++i) out[i] = static_cast<char>((n >> (8 * i)) & 0xff);
  return out + header + data;
}

// Runs f, expects crosswarp::Error of kind Input whose one-line message contains every needle.
template <typename F>
void expect_input_error(F&& f, std::initializer_list<std::string> needles) {
  try {
    f();
    ADD_FAILURE() << "expected an Input error";
  } catch (const crosswarp::Error& e) {
    EXPECT_EQ(e.kind(), crosswarp::ErrorKind::Input) << e.what();
    const std::string msg = e.what();
    EXPECT_EQ(msg.find('\n'), std::string::npos) << "multi-line message: " << msg;
    for (const auto& n : needles)
      EXPECT_NE(msg.find(n), std::string::npos) << "'" << n << "' not in: " << msg;
  }
}

}  // namespace crosswarp::model::testing
