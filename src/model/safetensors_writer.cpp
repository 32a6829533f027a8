// write_safetensors: header + data to a temporary file in the target's directory, fsync, rename.
#include "model/safetensors.h"

#include <crosswarp/error.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <set>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace crosswarp::model {
namespace {

// Large writes keep bert-large (1.3 GB) at disk speed; 16 MiB is past the point where the syscall
// count matters and small enough to stay out of the way of the page cache.
constexpr std::size_t kChunk = std::size_t{16} << 20;

[[noreturn]] void io_error(const std::string& path, const std::string& what) {
  throw Error(ErrorKind::Runtime, path + ": " + what + ": " + std::strerror(errno));
}

void write_all(int fd, const std::byte* p, std::size_t n, const std::string& path) {
  while (n > 0) {
    ssize_t w = ::write(fd, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      io_error(path, "write failed");
    }
    p += w;
    n -= static_cast<std::size_t>(w);
  }
}

std::string build_header(const std::vector<TensorToWrite>& tensors,
                         const std::map<std::string, std::string>& metadata, const std::string& path,
                         std::vector<std::uint64_t>& sizes) {
  // nlohmann's ordered_json keeps insertion order, so the header lists tensors as given.
  nlohmann::ordered_json h = nlohmann::ordered_json::object();
  if (!metadata.empty()) {
    nlohmann::ordered_json m = nlohmann::ordered_json::object();
    for (const auto& [k, v] : metadata) m[k] = v;
    h["__metadata__"] = std::move(m);
  }
  std::set<std::string> names;
  std::uint64_t offset = 0;
  for (const auto& t : tensors) {
    if (t.name.empty() || t.name == "__metadata__")
      throw input_error(path, "invalid tensor name \"" + t.name + "\"");
    if (!names.insert(t.name).second) throw input_error(path, "duplicate tensor name \"" + t.name + "\"");
    auto bytes = tensor_bytes(t.dtype, t.shape);
    if (!bytes)
      throw input_error(path, "tensor \"" + t.name + "\": shape " + shape_string(t.shape) + " overflows");
    sizes.push_back(*bytes);
    h[t.name] = {
        {"dtype", dtype_name(t.dtype)}, {"shape", t.shape}, {"data_offsets", {offset, offset + *bytes}}};
    offset += *bytes;
  }
  std::string text = h.dump();
  text.append((8 - text.size() % 8) % 8, ' ');
  return text;
}

}  // namespace

void write_safetensors(const std::string& path, const std::vector<TensorToWrite>& tensors,
                       const std::map<std::string, std::string>& metadata, const TensorProducer& producer) {
  std::vector<std::uint64_t> sizes;
  const std::string header = build_header(tensors, metadata, path, sizes);
  for (std::size_t i = 0; i < tensors.size(); ++i)
    if (!tensors[i].data && !producer && sizes[i] > 0)
      throw Error(ErrorKind::Usage,
                  path + ": tensor \"" + tensors[i].name + "\" has no data and no producer was given");

  std::string tmp = path + ".tmp.XXXXXX";
  int fd = ::mkstemp(tmp.data());
  if (fd < 0) io_error(path, "cannot create a temporary file next to it");
  try {
    ::fchmod(fd, 0644);
    std::byte len[8];
    for (int i = 0; i < 8; ++i) len[i] = static_cast<std::byte>((header.size() >> (8 * i)) & 0xff);
    write_all(fd, len, 8, tmp);
    write_all(fd, reinterpret_cast<const std::byte*>(header.data()), header.size(), tmp);
    std::vector<std::byte> buf;
    for (std::size_t i = 0; i < tensors.size(); ++i) {
      if (tensors[i].data) {
        write_all(fd, static_cast<const std::byte*>(tensors[i].data), sizes[i], tmp);
        continue;
      }
      for (std::uint64_t off = 0; off < sizes[i]; off += kChunk) {
        const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, sizes[i] - off));
        buf.resize(n);
        producer(i, off, {buf.data(), n});
        write_all(fd, buf.data(), n, tmp);
      }
    }
    if (::fsync(fd) != 0) io_error(tmp, "fsync failed");
    if (::close(fd) != 0) {
      fd = -1;
      io_error(tmp, "close failed");
    }
    fd = -1;
    if (::rename(tmp.c_str(), path.c_str()) != 0) io_error(path, "rename from " + tmp + " failed");
    // Make the rename itself durable: fsync the directory that holds the new name.
    const auto slash = path.find_last_of('/');
    const std::string parent = slash == std::string::npos ? "." : (slash == 0 ? "/" : path.substr(0, slash));
    if (int dfd = ::open(parent.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dfd >= 0) {
      ::fsync(dfd);
      ::close(dfd);
    }
  } catch (...) {
    if (fd >= 0) ::close(fd);
    ::unlink(tmp.c_str());
    throw;
  }
}

}  // namespace crosswarp::model
