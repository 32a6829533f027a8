// unsupported-api: CUDA features with no HIP equivalent (HIPIFY leaves them untranslated).
#include "port/lint/rule.h"

#include <map>

namespace crosswarp::lint {
namespace {

// name -> what to do instead. Every entry is absent from HIPIFY's "CUDA APIs supported by HIP"
// tables (ROCm 6.x/7.x) or belongs to hardware AMD GPUs do not have.
const std::map<std::string, std::string, std::less<>>& unsupported() {
  static const std::map<std::string, std::string, std::less<>> m = {
      {"wmma", "nvcuda::wmma has no HIP equivalent; port the fragments to rocWMMA (rocwmma::) or to a tiled GEMM"},
      {"__pipeline_memcpy_async", "the cp.async pipeline primitives have no HIP equivalent; stage through registers or use plain loads to LDS"},
      {"__pipeline_commit", "the cp.async pipeline primitives have no HIP equivalent"},
      {"__pipeline_wait_prior", "the cp.async pipeline primitives have no HIP equivalent"},
      {"__cluster_dims__", "thread-block clusters do not exist on AMD GPUs; use independent blocks"},
      {"this_cluster", "thread-block clusters do not exist on AMD GPUs"},
      {"cluster_group", "thread-block clusters do not exist on AMD GPUs"},
      {"cudaLaunchAttributeClusterDimension", "thread-block clusters do not exist on AMD GPUs"},
      {"cudaFuncAttributeNonPortableClusterSizeAllowed", "thread-block clusters do not exist on AMD GPUs"},
      {"cudaClusterSchedulingPolicySpread", "thread-block clusters do not exist on AMD GPUs"},
      {"cudaFuncAttributeClusterSchedulingPolicyPreference", "thread-block clusters do not exist on AMD GPUs"},
      {"cuTensorMapEncodeTiled", "the Tensor Memory Accelerator (TMA) is NVIDIA Hopper hardware; HIP has no tensor maps"},
      {"CUtensorMap", "the Tensor Memory Accelerator (TMA) is NVIDIA Hopper hardware; HIP has no tensor maps"},
  };
  return m;
}

// The names of unsupported(), for a quick test of every identifier before the map lookup.
const WordSet& unsupported_names() {
  static const WordSet names = [] {
    std::vector<std::string_view> keys;
    for (const auto& [name, why] : unsupported()) keys.push_back(name);
    WordSet s{};
    for (std::string_view k : keys) s.add(k);
    return s;
  }();
  return names;
}

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  std::size_t last_wmma_line = 0;
  const WordSet& names = unsupported_names();
  for (std::size_t i = 0; i < u.toks.size(); ++i) {
    if (!u.id(i) || !names.contains(u.text(i))) continue;
    auto it = unsupported().find(u.text(i));
    if (it == unsupported().end()) continue;
    if (it->first == "wmma") {
      // Only the namespace: nvcuda::wmma or wmma::fragment, once per line.
      if (!(u.is(i + 1, "::") || (i > 0 && u.is(i - 1, "::") && u.is(i - 2, "nvcuda")))) continue;
      if (u.toks[i]->line == last_wmma_line) continue;
      last_wmma_line = u.toks[i]->line;
    }
    if (i > 0 && (u.is(i - 1, ".") || u.is(i - 1, "->"))) continue;  // a member of the same name
    ctx.report(info, i, quoted(u.text(i)) + " has no HIP equivalent: " + it->second);
  }
}

}  // namespace

CW_LINT_RULE(RuleInfo{
                 "unsupported-api",
                 Severity::Error,
                 "CUDA APIs with no HIP equivalent: WMMA, cp.async pipelines, thread-block clusters, TMA tensor maps.",
                 "HIPIFY's tables of CUDA APIs supported by HIP have no entry for these, and the hardware "
                 "behind some of them (thread-block clusters, the Tensor Memory Accelerator) does not exist "
                 "on AMD GPUs, so the code does not compile for AMD after translation.",
                 "Rewrite the feature: WMMA fragments -> rocWMMA or MFMA-based kernels, cp.async pipelines -> "
                 "register-staged loads into LDS, clusters -> independent blocks with global-memory "
                 "exchange, TMA -> ordinary tiled loads. Keep the CUDA path behind __HIP_PLATFORM_NVIDIA__ if "
                 "it matters there.",
                 false},
             check);

}  // namespace crosswarp::lint
