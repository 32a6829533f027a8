// CUDA functions whose signature changed from one CUDA release to another while HIP kept one form under the name
// and gave the other a suffixed name, or has no parameter for what CUDA added. A call's form is told by its argument
// count (where two forms have the same count, by the type of an argument) and written as HIP's function of that form:
//  - CUDA 12's cudaStreamGetCaptureInfo(stream, status, id, graph, deps, numDeps) (CUDA 11.3's _v2 under the plain
//    name; the driver's cuStreamGetCaptureInfo too) is HIP's hipStreamGetCaptureInfo_v2: hipStreamGetCaptureInfo
//    takes CUDA 11's three arguments (HIPIFY maps the name only, its open issue 782);
//  - CUDA 13 made CUDA 12.3's graph edge-data forms (*_v2, cudaStreamGetCaptureInfo_v3) the plain names:
//    cudaGraphAddNode, cudaGraphGetEdges, cudaGraphNodeGetDependencies, cudaGraphNodeGetDependentNodes,
//    cudaGraphAddDependencies, cudaGraphRemoveDependencies, cudaStreamGetCaptureInfo and
//    cudaStreamUpdateCaptureDependencies take a cudaGraphEdgeData argument (and the cu* driver forms a
//    CUgraphEdgeData one) that HIP's functions do not: a null pointer (default edges, or no edge data wanted back)
//    is dropped; any other is reported, since HIP would lose what it says;
//  - CUDA 13's cudaMemPrefetchAsync(ptr, n, location, flags[, stream]) and cudaMemAdvise(ptr, n, advice, location)
//    take a cudaMemLocation (CUDA 12.2's *_v2; cuMemPrefetchAsync/cuMemAdvise likewise): HIP 7.1's
//    hipMemPrefetchAsync_v2 / hipMemAdvise_v2. For a HIP before 7.1 the call is CUDA 12's form, which HIP's plain
//    hipMemPrefetchAsync/hipMemAdvise take: the location becomes a device number (a braced location's id, or
//    hipCpuDeviceId for a host one; a variable v becomes (v.type == hipMemLocationTypeDevice ? v.id :
//    hipCpuDeviceId)) and the flags argument, which CUDA 13 requires to be 0, is dropped;
//  - CUDA 13's cudaMemcpyBatchAsync / cudaMemcpy3DBatchAsync (and cu*) dropped CUDA 12.8's failIdx argument, which
//    HIP's (7.1) still takes: nullptr is passed (HIP accepts it: no failing index is written back);
//  - HIP's hipGetDriverEntryPoint and hipGetProcAddress take the status out-argument that CUDA's C++ default leaves
//    out of cudaGetDriverEntryPoint calls and CUDA 11's cuGetProcAddress lacked: nullptr is passed;
//  - CUDA 13's cuCtxCreate (cuCtxCreate_v4) takes a CUctxCreateParams* after the context: a null one is dropped
//    (hipCtxCreate takes CUDA 12's three arguments);
//  - CUDA 12's cudaGraphExecUpdate(exec, graph, &info) (and cuGraphExecUpdate) reports into a
//    cudaGraphExecUpdateResultInfo, which HIP lacks: hipGraphExecUpdate takes CUDA 11's (exec, graph, &errorNode,
//    &result). The call passes the struct's members, (info.errorFromNode = nullptr, hipGraphExecUpdate(exec, graph,
//    &info.errorNode, &info.result)), and the type becomes crosswarpGraphExecUpdateResultInfo, a struct of the same
//    members that the translator defines once in the file (emulated_result_info_definition).
#pragma once

#include "port/lexer.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::port {

// CUDA 12's graph-update result struct (cudaGraphExecUpdateResultInfo, CUgraphExecUpdateResultInfo and their _st
// tags): the name of the struct the port defines for it, or "" for another name.
std::string_view emulated_result_info_type(std::string_view cuda);
// That struct's definition (#ifndef-guarded, so files that share it can each have it), one line each.
std::string emulated_result_info_definition();

// Whether toks[i] is the type of a braced location argument (`{cudaMemLocationTypeHost, 0}`) that
// rewrite_signature_form replaces with a device number for `hip_version`: HIP before 7.1 lacks the host location
// types, and the name is not written at all.
bool in_older_location_argument(const std::vector<Token>& toks, std::size_t i, std::string_view hip_version);

// Whether `cuda` (a CUDA name) has more than one signature form (above).
bool has_signature_forms(std::string_view cuda);

struct FormRewrite {
  enum class Result { None, Rewritten, Unsupported } result = Result::None;
  std::string rule;     // the report's rule for the note or warning ("dropped-argument", "unsupported-api", ...)
  std::string message;  // Rewritten: what changed (empty: a plain rename, nothing to note); Unsupported: why
};

// The call toks[i](...) of CUDA function `cuda`, whose name the tables have already mapped (out[i]): writes the HIP
// function and arguments of the call's form. `hip_version` is --hip-version ("" = the newest); `c_source`: the file
// is C (NULL for nullptr). Unsupported: nothing is written and the caller reports `message` and restores the name.
FormRewrite rewrite_signature_form(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i,
                                   std::string_view cuda, std::string_view hip_version, bool c_source);

}  // namespace crosswarp::port
