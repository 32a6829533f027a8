// The registry of mapping tables and the name lookup the translator uses.
#include "port/tables.h"

#include <algorithm>
#include <array>
#include <string>
#include <unordered_map>

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

ApiMatch find_api(std::string_view cuda_name) {
  // Built once; identifiers (not headers) only. The first table wins for a name listed twice.
  static const auto index = [] {
    std::unordered_map<std::string_view, ApiMatch> m;
    for (const ApiTable& t : all_tables()) {
      if (t.library == Library::Headers) continue;
      for (const ApiEntry& e : t.entries) m.emplace(e.cuda, ApiMatch{&e, t.library});
    }
    return m;
  }();
  auto it = index.find(cuda_name);
  return it == index.end() ? ApiMatch{} : it->second;
}

}  // namespace crosswarp::port
