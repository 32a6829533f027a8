// The registry of mapping tables and the name lookup the translator uses.
#include "port/tables.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace crosswarp::port {

const char* to_string(ApiKind kind) {
  switch (kind) {
    case ApiKind::Function: return "function";
    case ApiKind::Type: return "type";
    case ApiKind::Enum: return "enum";
    case ApiKind::Macro: return "macro";
    case ApiKind::DeviceFunction: return "device-function";
    case ApiKind::Header: return "header";
    case ApiKind::Namespace: return "namespace";
  }
  return "?";
}

const char* to_string(Library library) {
  switch (library) {
    case Library::Runtime: return "runtime";
    case Library::Driver: return "driver";
    case Library::Device: return "device";
    case Library::Blas: return "cublas";
    case Library::Rand: return "curand";
    case Library::Fft: return "cufft";
    case Library::Sparse: return "cusparse";
    case Library::Cub: return "cub";
    case Library::Nccl: return "nccl";
    case Library::Dnn: return "cudnn";
    case Library::File: return "cufile";
    case Library::BlasLt: return "cublaslt";
    case Library::SparseLt: return "cusparselt";
    case Library::Tensor: return "cutensor";
    case Library::Solver: return "cusolver";
    case Library::Nvtx: return "nvtx";
    case Library::Headers: return "headers";
  }
  return "?";
}

std::span<const ApiTable> all_tables() {
  static const std::array<ApiTable, 17> tables = {{
      {Library::Runtime, runtime_api_table()},
      {Library::Driver, driver_api_table()},
      {Library::Device, device_api_table()},
      {Library::Blas, blas_api_table()},
      {Library::Rand, rand_api_table()},
      {Library::Fft, fft_api_table()},
      {Library::Sparse, sparse_api_table()},
      {Library::Cub, cub_api_table()},
      {Library::Nccl, nccl_api_table()},
      {Library::Dnn, dnn_api_table()},
      {Library::File, file_api_table()},
      {Library::BlasLt, blaslt_api_table()},
      {Library::SparseLt, sparselt_api_table()},
      {Library::Tensor, tensor_api_table()},
      {Library::Solver, solver_api_table()},
      {Library::Nvtx, nvtx_api_table()},
      {Library::Headers, header_table()},
  }};
  return tables;
}

std::span<const ExperimentalName> experimental_names() {
  static constexpr ExperimentalName kNames[] = {
#include "tables/experimental_table.inc"
  };
  return kNames;
}

const char* hipify_experimental(std::string_view cuda_name) {
  auto names = experimental_names();
  auto it = std::lower_bound(names.begin(), names.end(), cuda_name,
                             [](const ExperimentalName& n, std::string_view c) { return std::string_view(n.cuda) < c; });
  return it != names.end() && it->cuda == cuda_name ? it->since : nullptr;
}

std::span<const std::string_view> hipblas_v2_names() {
  static constexpr std::string_view kNames[] = {
#include "tables/hipblas_v2_table.inc"
  };
  return kNames;
}

bool hipblas_v2(std::string_view hip_name) {
  auto names = hipblas_v2_names();
  return std::binary_search(names.begin(), names.end(), hip_name);
}

namespace {

// The name index behind find_api: open addressing with linear probing over one array, built on first use. An
// std::unordered_map of the ~9,400 names cost a node allocation each and a chain of rehashes to build, and as many
// frees at exit: about 1 ms of CPU in `crosswarp port` on the build machine.
class NameIndex {
 public:
  NameIndex() {
    std::size_t count = 0;
    for (const ApiTable& t : all_tables())
      if (t.library != Library::Headers) count += t.entries.size();
    std::size_t capacity = 16;
    while (capacity < 2 * count) capacity *= 2;  // load factor <= 1/2: short probes
    slots_.assign(capacity, Slot{});
    mask_ = capacity - 1;
    for (const ApiTable& t : all_tables()) {
      if (t.library == Library::Headers) continue;
      for (const ApiEntry& e : t.entries) {
        const std::string_view name(e.cuda);
        const std::uint32_t h = hash(name);
        Slot& s = slots_[slot_of(name, h)];
        if (s.entry == nullptr) s = Slot{&e, h, static_cast<std::uint32_t>(name.size()), t.library};
        // else: the first table wins for a name listed twice
      }
    }
  }

  ApiMatch find(std::string_view name) const {
    const Slot& s = slots_[slot_of(name, hash(name))];
    return s.entry ? ApiMatch{s.entry, s.library} : ApiMatch{};
  }

 private:
  struct Slot {
    const ApiEntry* entry = nullptr;
    std::uint32_t hash = 0;
    std::uint32_t size = 0;
    Library library = Library::Runtime;
  };

  // The slot that holds `name` (hash h), or the empty one where it would go.
  std::size_t slot_of(std::string_view name, std::uint32_t h) const {
    std::size_t k = h & mask_;
    for (; slots_[k].entry != nullptr; k = (k + 1) & mask_) {
      const Slot& s = slots_[k];
      if (s.hash == h && s.size == name.size() && std::memcmp(s.entry->cuda, name.data(), name.size()) == 0) break;
    }
    return k;
  }

  static std::uint32_t hash(std::string_view s) {  // FNV-1a, folded to 32 bits
    std::uint64_t h = 14695981039346656037ull;
    for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
    return static_cast<std::uint32_t>(h ^ (h >> 32));
  }

  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
};

}  // namespace

ApiMatch find_api(std::string_view cuda_name) {
  // Built once; identifiers (not headers) only.
  static const NameIndex index;
  return index.find(cuda_name);
}

}  // namespace crosswarp::port
