// libFuzzer: the safetensors reader on arbitrary bytes. Any input either parses into views that lie
// inside the buffer and tile the data section exactly, or throws crosswarp::Error(Input).
#include "model/safetensors.h"

#include <crosswarp/error.h>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace crosswarp::model;
  const auto* bytes = reinterpret_cast<const std::byte*>(data);
  try {
    auto h = parse_safetensors({bytes, size}, "fuzz.safetensors");
    std::uint64_t covered = 0;
    for (const auto& t : h.tensors) {
      if (t.nbytes && (t.data < bytes + h.data_start || t.data + t.nbytes > bytes + size)) __builtin_trap();
      if (tensor_bytes(t.dtype, t.shape) != t.nbytes) __builtin_trap();
      covered += t.nbytes;
    }
    if (h.data_start + covered != size) __builtin_trap();
  } catch (const crosswarp::Error& e) {
    if (e.kind() != crosswarp::ErrorKind::Input) __builtin_trap();
  }
  return 0;
}
