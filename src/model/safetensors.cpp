#include "model/safetensors.h"

#include "model/strict_json.h"

#include <crosswarp/error.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <set>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace crosswarp::model {
namespace {

std::uint64_t read_le64(const std::byte* p) {
  std::uint64_t v = 0;
  for (int i = 7; i >= 0; --i) v = (v << 8) | std::to_integer<std::uint64_t>(p[i]);
  return v;
}

std::uint64_t json_u64(const nlohmann::json& v, const std::string& file, const std::string& what) {
  if (!v.is_number_unsigned()) {
    if (v.is_number_integer()) throw input_error(file, what + " is negative");
    throw input_error(file, what + " is not a non-negative integer");
  }
  return v.get<std::uint64_t>();
}

TensorView parse_entry(const std::string& name, const nlohmann::json& e, const std::string& file) {
  const std::string where = "tensor \"" + name + "\"";
  if (name.empty()) throw input_error(file, "a tensor has an empty name");
  if (!e.is_object()) throw input_error(file, where + ": entry is not an object");
  for (auto it = e.begin(); it != e.end(); ++it)
    if (it.key() != "dtype" && it.key() != "shape" && it.key() != "data_offsets")
      throw input_error(file, where + ": unknown field \"" + it.key() + "\"");
  for (const char* field : {"dtype", "shape", "data_offsets"})
    if (!e.contains(field)) throw input_error(file, where + ": missing \"" + field + "\"");

  TensorView t;
  t.name = name;
  const auto& dt = e["dtype"];
  if (!dt.is_string()) throw input_error(file, where + ": dtype is not a string");
  auto dtype = parse_dtype(dt.get_ref<const std::string&>());
  if (!dtype) throw input_error(file, where + ": unknown dtype \"" + dt.get<std::string>() + "\"");
  t.dtype = *dtype;

  const auto& shape = e["shape"];
  if (!shape.is_array()) throw input_error(file, where + ": shape is not an array");
  for (const auto& d : shape) t.shape.push_back(json_u64(d, file, where + ": a shape dimension"));

  const auto& off = e["data_offsets"];
  if (!off.is_array() || off.size() != 2)
    throw input_error(file, where + ": data_offsets is not [begin, end]");
  std::uint64_t begin = json_u64(off[0], file, where + ": data_offsets begin");
  std::uint64_t end = json_u64(off[1], file, where + ": data_offsets end");
  if (end < begin)
    throw input_error(
        file, where + ": data_offsets end " + std::to_string(end) + " < begin " + std::to_string(begin));
  auto bytes = tensor_bytes(t.dtype, t.shape);
  if (!bytes)
    throw input_error(file, where + ": shape " + shape_string(t.shape) + " x " +
                                std::string(dtype_name(t.dtype)) +
                                " overflows or is not a whole number of bytes");
  if (*bytes != end - begin)
    throw input_error(file, where + ": shape " + shape_string(t.shape) + " of " +
                                std::string(dtype_name(t.dtype)) + " needs " + std::to_string(*bytes) +
                                " bytes but data_offsets span " + std::to_string(end - begin));
  // Until the data base is known, keep the begin offset in the pointer's place.
  t.data = reinterpret_cast<const std::byte*>(static_cast<std::uintptr_t>(begin));
  t.nbytes = end - begin;
  return t;
}

}  // namespace

SafetensorsHeader parse_safetensors(std::span<const std::byte> bytes, const std::string& file) {
  if (bytes.size() < 8)
    throw input_error(file, "too short for a safetensors file (" + std::to_string(bytes.size()) +
                                " bytes; the header length alone takes 8)");
  const std::uint64_t n = read_le64(bytes.data());
  if (n > kSafetensorsMaxHeader)
    throw input_error(file, "header length " + std::to_string(n) +
                                " exceeds the 100 MB limit (truncated or not a safetensors file?)");
  if (n > bytes.size() - 8)
    throw input_error(file, "header length " + std::to_string(n) + " runs past the end of the file (" +
                                std::to_string(bytes.size()) + " bytes; truncated?)");
  std::string_view text(reinterpret_cast<const char*>(bytes.data() + 8), n);
  nlohmann::json header = parse_json_strict(text, file, "header");
  if (!header.is_object()) throw input_error(file, "header is not a JSON object");

  SafetensorsHeader out;
  out.data_start = 8 + n;
  for (auto it = header.begin(); it != header.end(); ++it) {
    if (it.key() == "__metadata__") {
      if (it.value().is_null()) continue;
      if (!it.value().is_object()) throw input_error(file, "__metadata__ is not an object of strings");
      for (auto m = it.value().begin(); m != it.value().end(); ++m) {
        if (!m.value().is_string())
          throw input_error(file, "__metadata__ value for \"" + m.key() + "\" is not a string");
        out.metadata[m.key()] = m.value().get<std::string>();
      }
      continue;
    }
    out.tensors.push_back(parse_entry(it.key(), it.value(), file));
  }

  auto begin_of = [](const TensorView& t) { return reinterpret_cast<std::uintptr_t>(t.data); };
  std::stable_sort(out.tensors.begin(), out.tensors.end(), [&](const TensorView& a, const TensorView& b) {
    return begin_of(a) != begin_of(b) ? begin_of(a) < begin_of(b) : a.nbytes < b.nbytes;
  });
  const std::uint64_t data_size = bytes.size() - out.data_start;
  std::uint64_t expected = 0;
  for (auto& t : out.tensors) {
    const std::uint64_t b = begin_of(t);
    if (b != expected)
      throw input_error(file, "tensor \"" + t.name + "\": data_offsets begin " + std::to_string(b) +
                                  (b < expected ? " overlaps the previous tensor" : " leaves a gap") +
                                  " (expected " + std::to_string(expected) + ")");
    expected = b + t.nbytes;
    if (expected > data_size)
      throw input_error(file, "tensor \"" + t.name + "\": data_offsets end " + std::to_string(expected) +
                                  " runs past the end of the data (" + std::to_string(data_size) +
                                  " bytes; truncated?)");
    t.data = t.nbytes ? bytes.data() + out.data_start + b : nullptr;
  }
  if (expected != data_size)
    throw input_error(file, "tensors cover " + std::to_string(expected) +
                                " bytes of data but the file holds " + std::to_string(data_size) +
                                " (trailing bytes)");
  return out;
}

SafetensorsFile::SafetensorsFile(const std::string& path) : path_(path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw input_error(path, std::string("cannot open: ") + std::strerror(errno));
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    throw input_error(path, "not a regular file");
  }
  map_size_ = static_cast<std::size_t>(st.st_size);
  if (map_size_ > 0) {
    map_ = ::mmap(nullptr, map_size_, PROT_READ, MAP_PRIVATE, fd, 0);
    if (map_ == MAP_FAILED) {
      map_ = nullptr;
      int err = errno;
      ::close(fd);
      throw Error(ErrorKind::Runtime, path + ": mmap failed: " + std::strerror(err));
    }
  }
  ::close(fd);
  try {
    header_ = parse_safetensors({static_cast<const std::byte*>(map_), map_size_}, path);
  } catch (...) {
    if (map_) ::munmap(map_, map_size_);
    map_ = nullptr;
    throw;
  }
}

SafetensorsFile::~SafetensorsFile() {
  if (map_) ::munmap(map_, map_size_);
}

SafetensorsFile::SafetensorsFile(SafetensorsFile&& o) noexcept
    : path_(std::move(o.path_)), map_(o.map_), map_size_(o.map_size_), header_(std::move(o.header_)) {
  o.map_ = nullptr;
  o.map_size_ = 0;
}

SafetensorsFile& SafetensorsFile::operator=(SafetensorsFile&& o) noexcept {
  if (this != &o) {
    if (map_) ::munmap(map_, map_size_);
    path_ = std::move(o.path_);
    map_ = o.map_;
    map_size_ = o.map_size_;
    header_ = std::move(o.header_);
    o.map_ = nullptr;
    o.map_size_ = 0;
  }
  return *this;
}

const TensorView* SafetensorsFile::find(const std::string& name) const {
  for (const auto& t : header_.tensors)
    if (t.name == name) return &t;
  return nullptr;
}

const TensorView& SafetensorsFile::at(const std::string& name) const {
  if (const auto* t = find(name)) return *t;
  throw input_error(path_, "no tensor named \"" + name + "\"");
}

}  // namespace crosswarp::model
