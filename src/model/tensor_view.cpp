#include "model/tensor_view.h"

#include <array>

namespace crosswarp::model {
namespace {

struct DtypeInfo {
  Dtype dtype;
  std::string_view name;
  std::size_t bits;
};

constexpr std::array<DtypeInfo, 20> kDtypes{{
    {Dtype::BOOL, "BOOL", 8},       {Dtype::U8, "U8", 8},           {Dtype::I8, "I8", 8},
    {Dtype::F8_E5M2, "F8_E5M2", 8}, {Dtype::F8_E4M3, "F8_E4M3", 8}, {Dtype::F8_E8M0, "F8_E8M0", 8},
    {Dtype::I16, "I16", 16},        {Dtype::U16, "U16", 16},        {Dtype::F16, "F16", 16},
    {Dtype::BF16, "BF16", 16},      {Dtype::I32, "I32", 32},        {Dtype::U32, "U32", 32},
    {Dtype::F32, "F32", 32},        {Dtype::F64, "F64", 64},        {Dtype::I64, "I64", 64},
    {Dtype::U64, "U64", 64},        {Dtype::C64, "C64", 64},        {Dtype::F4, "F4", 4},
    {Dtype::F6_E2M3, "F6_E2M3", 6}, {Dtype::F6_E3M2, "F6_E3M2", 6},
}};

const DtypeInfo& info(Dtype d) {
  for (const auto& i : kDtypes)
    if (i.dtype == d) return i;
  return kDtypes[0];  // unreachable: every enumerator is listed
}

}  // namespace

std::string_view dtype_name(Dtype d) {
  return info(d).name;
}
std::size_t dtype_bits(Dtype d) {
  return info(d).bits;
}

std::optional<Dtype> parse_dtype(std::string_view name) {
  for (const auto& i : kDtypes)
    if (i.name == name) return i.dtype;
  return std::nullopt;
}

std::optional<std::uint64_t> shape_elements(const std::vector<std::uint64_t>& shape) {
  std::uint64_t n = 1;
  for (auto d : shape)
    if (__builtin_mul_overflow(n, d, &n)) return std::nullopt;
  return n;
}

std::optional<std::uint64_t> tensor_bytes(Dtype d, const std::vector<std::uint64_t>& shape) {
  auto n = shape_elements(shape);
  std::uint64_t bits = 0;
  if (!n || __builtin_mul_overflow(*n, static_cast<std::uint64_t>(dtype_bits(d)), &bits)) return std::nullopt;
  if (bits % 8 != 0) return std::nullopt;
  return bits / 8;
}

std::string shape_string(const std::vector<std::uint64_t>& shape) {
  std::string s = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

}  // namespace crosswarp::model
