// Tensor dtypes and zero-copy tensor views, as stored in safetensors files.
// A TensorView points into memory someone else owns (usually a memory-mapped SafetensorsFile); keep
// the owner alive while you use the view. Data is NOT guaranteed to be aligned to the element size:
// safetensors packs tensors back to back, so a 3-element F32 tensor followed by a BF16 one is legal.
// Read through memcpy (or copy once) when alignment matters; `aligned()` tells which case you have.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::model {

// The dtypes of the reference implementation (huggingface/safetensors), named as in the file.
enum class Dtype {
  BOOL,
  U8,
  I8,
  F8_E5M2,
  F8_E4M3,
  F8_E8M0,
  I16,
  U16,
  F16,
  BF16,
  I32,
  U32,
  F32,
  F64,
  I64,
  U64,
  C64,
  F4,
  F6_E2M3,
  F6_E3M2,
};

std::string_view dtype_name(Dtype d);                     // "F32"
std::optional<Dtype> parse_dtype(std::string_view name);  // nullopt for unknown names
std::size_t dtype_bits(Dtype d);                          // 4 for F4, 16 for BF16, ...
inline bool is_float_weight_dtype(Dtype d) {
  return d == Dtype::F32 || d == Dtype::F16 || d == Dtype::BF16;
}

// Number of elements of a shape, or nullopt when the product overflows 64 bits.
std::optional<std::uint64_t> shape_elements(const std::vector<std::uint64_t>& shape);
// Bytes a tensor of this dtype and shape takes, or nullopt on overflow or a sub-byte total.
std::optional<std::uint64_t> tensor_bytes(Dtype d, const std::vector<std::uint64_t>& shape);

std::string shape_string(const std::vector<std::uint64_t>& shape);  // "[2, 64]"

struct TensorView {
  std::string name;
  Dtype dtype = Dtype::F32;
  std::vector<std::uint64_t> shape;
  const std::byte* data = nullptr;  // first byte of the tensor (may be null when nbytes == 0)
  std::uint64_t nbytes = 0;

  std::uint64_t numel() const { return shape_elements(shape).value_or(0); }
  bool aligned() const { return reinterpret_cast<std::uintptr_t>(data) % ((dtype_bits(dtype) + 7) / 8) == 0; }
};

}  // namespace crosswarp::model
