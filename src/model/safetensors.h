// safetensors (https://github.com/huggingface/safetensors): read with a memory map and zero-copy
// views, write atomically.
//
// File layout: 8-byte little-endian header length N, N bytes of UTF-8 JSON header, then the data.
// The reader enforces what the reference implementation enforces, and more:
//   - N <= 100,000,000 and 8 + N <= file size;
//   - the header is UTF-8 JSON, an object, with no duplicate keys (at any depth);
//   - every tensor entry has exactly "dtype" (a known name), "shape" (non-negative integers) and
//     "data_offsets" ([begin, end], integers);
//   - shape x dtype size == end - begin, computed without overflow;
//   - sorted by offset, the tensors are contiguous, start at 0 and end exactly at the end of the file;
//   - "__metadata__", when present, maps strings to strings (null is accepted, as the reference does).
// Every violation throws crosswarp::Error(ErrorKind::Input, "<file>: <problem>").
#pragma once

#include "model/tensor_view.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <vector>

namespace crosswarp::model {

inline constexpr std::uint64_t kSafetensorsMaxHeader = 100'000'000;

struct SafetensorsHeader {
  std::vector<TensorView> tensors;              // in file order (by data offset); data relative to `base`
  std::map<std::string, std::string> metadata;  // "__metadata__"
  std::uint64_t data_start = 0;                 // 8 + N: where tensor data begins in the file
};

// Parses and validates a complete safetensors image held in memory. The views point into `bytes`.
// `file` names the source in error messages. This is the fuzzing entry point.
SafetensorsHeader parse_safetensors(std::span<const std::byte> bytes, const std::string& file);

// A memory-mapped safetensors file. Views stay valid while the object lives. Move-only.
class SafetensorsFile {
 public:
  explicit SafetensorsFile(const std::string& path);  // throws Input errors as above
  ~SafetensorsFile();
  SafetensorsFile(SafetensorsFile&& other) noexcept;
  SafetensorsFile& operator=(SafetensorsFile&& other) noexcept;
  SafetensorsFile(const SafetensorsFile&) = delete;
  SafetensorsFile& operator=(const SafetensorsFile&) = delete;

  const std::string& path() const { return path_; }
  const std::vector<TensorView>& tensors() const { return header_.tensors; }
  const std::map<std::string, std::string>& metadata() const { return header_.metadata; }
  const TensorView* find(const std::string& name) const;  // nullptr when absent
  // The mapping: tensor views point into [data(), data() + size()), at file offset p - data().
  const std::byte* data() const { return static_cast<const std::byte*>(map_); }
  std::size_t size() const { return map_size_; }
  bool holds(const void* p, std::size_t n) const {
    auto* b = static_cast<const std::byte*>(p);
    return map_ && b >= data() && b + n <= data() + map_size_;
  }
  const TensorView& at(const std::string& name) const;    // Input error naming the tensor when absent

 private:
  std::string path_;
  void* map_ = nullptr;
  std::size_t map_size_ = 0;
  SafetensorsHeader header_;
};

// One tensor to write. Give either `data` (nbytes = tensor_bytes(dtype, shape)) or leave it null and
// pass a producer to write_safetensors that fills the bytes in chunks.
struct TensorToWrite {
  std::string name;
  Dtype dtype = Dtype::F32;
  std::vector<std::uint64_t> shape;
  const void* data = nullptr;
};

// Fills `out` with the bytes [offset, offset + out.size()) of tensor `index`.
using TensorProducer = std::function<void(std::size_t index, std::uint64_t offset, std::span<std::byte> out)>;

// Writes a safetensors file: the header (tensors in the order given, "__metadata__" first when not
// empty) padded with spaces to a multiple of 8 bytes as the reference writer does, then the data.
// Written to a temporary file in the same directory, fsynced, then renamed over `path`.
// Duplicate or empty names are an Input error (naming `path`); I/O failures are Runtime errors.
void write_safetensors(const std::string& path, const std::vector<TensorToWrite>& tensors,
                       const std::map<std::string, std::string>& metadata = {},
                       const TensorProducer& producer = nullptr);

}  // namespace crosswarp::model
