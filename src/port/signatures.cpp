// CUDA functions with several signature forms (signatures.h): which form a call is, and HIP's function for it.
#include "port/signatures.h"

#include "port/calls.h"

#include <cstdint>
#include <utility>

namespace crosswarp::port {

namespace {

// One form of a CUDA function: the call's argument count and what HIP needs for it. Signatures from CUDA 13's
// cuda_runtime_api.h/cuda.h and CUDA 12's (the *_v2/_v3 names CUDA 13 removed or made the plain ones), HIP's from
// hip_runtime_api.h (HIP 5.7 in the chroot; 7.1's hipMemPrefetchAsync_v2, hipMemAdvise_v2, hipMemcpyBatchAsync and
// hipMemcpy3DBatchAsync from HIP's CHANGELOG and ROCm's hip_runtime_api.h).
struct Form {
  std::string_view cuda;
  int args;                   // the call's argument count for this form
  std::string_view hip;       // HIP's function ("": the tables' mapping, already written)
  std::string_view since = {};  // the HIP release that declares `hip` ("": every release targeted)
  int drop = -1;              // an argument HIP's function lacks: dropped when a null pointer, else reported
  int insert = -1;            // nullptr is passed before this argument (CUDA 12.8's failIdx)
  int location = -1;          // the form has a cudaMemLocation here (same count as the other form: told by type)
  int null_at = -1;           // the form has a null pointer here (same count as the other form: told by value)
  std::string_view what = {};  // which form this is, for messages
  bool unconst = false;       // CUDA 13's const void* const* srcs (and dsts, sizes) -> HIP's void**, size_t*
  bool result_info = false;   // CUDA 12's update-result struct (argument 2) -> HIP's two out-arguments
  std::string_view inserted = {};  // what the inserted nullptr stands for
};

constexpr std::string_view kCuda13 = "CUDA 13's";
constexpr std::string_view kEdges = "CUDA 12.3's edge-data";

constexpr Form kForms[] = {
    // stream capture: CUDA 11's three arguments are hipStreamGetCaptureInfo's; more (CUDA 12, default arguments)
    // are _v2's; CUDA 13's seven carry edge data (argument 5) before numDependencies
    {"cudaStreamGetCaptureInfo", 2, "hipStreamGetCaptureInfo_v2"},
    {"cudaStreamGetCaptureInfo", 4, "hipStreamGetCaptureInfo_v2"},
    {"cudaStreamGetCaptureInfo", 5, "hipStreamGetCaptureInfo_v2"},
    {"cudaStreamGetCaptureInfo", 6, "hipStreamGetCaptureInfo_v2"},
    {"cudaStreamGetCaptureInfo", 7, "hipStreamGetCaptureInfo_v2", {}, 5, -1, -1, -1, kCuda13},
    {"cudaStreamGetCaptureInfo_v3", 6, "hipStreamGetCaptureInfo_v2", {}, 5, -1, -1, -1, kEdges},
    {"cudaStreamGetCaptureInfo_v3", 7, "hipStreamGetCaptureInfo_v2", {}, 5, -1, -1, -1, kEdges},
    {"cuStreamGetCaptureInfo", 6, "hipStreamGetCaptureInfo_v2"},
    {"cuStreamGetCaptureInfo", 7, "hipStreamGetCaptureInfo_v2", {}, 5, -1, -1, -1, kCuda13},
    {"cuStreamGetCaptureInfo_v3", 7, "hipStreamGetCaptureInfo_v2", {}, 5, -1, -1, -1, kEdges},
    // (stream, deps, [edgeData,] numDeps[, flags]): four arguments are CUDA 12's with flags unless the third is a
    // null pointer (CUDA 13's, flags defaulted; a count is written 0, not nullptr)
    {"cudaStreamUpdateCaptureDependencies", 4, "", {}, 2, -1, -1, 2, kCuda13},
    {"cudaStreamUpdateCaptureDependencies", 5, "", {}, 2, -1, -1, -1, kCuda13},
    {"cudaStreamUpdateCaptureDependencies_v2", 4, "", {}, 2, -1, -1, -1, kEdges},
    {"cudaStreamUpdateCaptureDependencies_v2", 5, "", {}, 2, -1, -1, -1, kEdges},
    {"cuStreamUpdateCaptureDependencies", 5, "", {}, 2, -1, -1, -1, kCuda13},
    {"cuStreamUpdateCaptureDependencies_v2", 5, "", {}, 2, -1, -1, -1, kEdges},
    // graph topology with edge data
    {"cudaGraphAddNode", 6, "", {}, 3, -1, -1, -1, kCuda13},
    {"cudaGraphAddNode_v2", 6, "", {}, 3, -1, -1, -1, kEdges},
    {"cuGraphAddNode", 6, "", {}, 3, -1, -1, -1, kCuda13},
    {"cuGraphAddNode_v2", 6, "", {}, 3, -1, -1, -1, kEdges},
    {"cudaGraphGetEdges", 5, "", {}, 3, -1, -1, -1, kCuda13},
    {"cudaGraphGetEdges_v2", 5, "", {}, 3, -1, -1, -1, kEdges},
    {"cuGraphGetEdges", 5, "", {}, 3, -1, -1, -1, kCuda13},
    {"cuGraphGetEdges_v2", 5, "", {}, 3, -1, -1, -1, kEdges},
    {"cudaGraphNodeGetDependencies", 4, "", {}, 2, -1, -1, -1, kCuda13},
    {"cudaGraphNodeGetDependencies_v2", 4, "", {}, 2, -1, -1, -1, kEdges},
    {"cuGraphNodeGetDependencies", 4, "", {}, 2, -1, -1, -1, kCuda13},
    {"cuGraphNodeGetDependencies_v2", 4, "", {}, 2, -1, -1, -1, kEdges},
    {"cudaGraphNodeGetDependentNodes", 4, "", {}, 2, -1, -1, -1, kCuda13},
    {"cudaGraphNodeGetDependentNodes_v2", 4, "", {}, 2, -1, -1, -1, kEdges},
    {"cuGraphNodeGetDependentNodes", 4, "", {}, 2, -1, -1, -1, kCuda13},
    {"cuGraphNodeGetDependentNodes_v2", 4, "", {}, 2, -1, -1, -1, kEdges},
    {"cudaGraphAddDependencies", 5, "", {}, 3, -1, -1, -1, kCuda13},
    {"cudaGraphAddDependencies_v2", 5, "", {}, 3, -1, -1, -1, kEdges},
    {"cuGraphAddDependencies", 5, "", {}, 3, -1, -1, -1, kCuda13},
    {"cuGraphAddDependencies_v2", 5, "", {}, 3, -1, -1, -1, kEdges},
    {"cudaGraphRemoveDependencies", 5, "", {}, 3, -1, -1, -1, kCuda13},
    {"cudaGraphRemoveDependencies_v2", 5, "", {}, 3, -1, -1, -1, kEdges},
    {"cuGraphRemoveDependencies", 5, "", {}, 3, -1, -1, -1, kCuda13},
    {"cuGraphRemoveDependencies_v2", 5, "", {}, 3, -1, -1, -1, kEdges},
    // managed memory with a location: (ptr, n, location, flags[, stream]) against CUDA 12's (ptr, n, device[, stream])
    {"cudaMemPrefetchAsync", 4, "hipMemPrefetchAsync_v2", "7.1.0", -1, -1, 2, -1, kCuda13},
    {"cudaMemPrefetchAsync", 5, "hipMemPrefetchAsync_v2", "7.1.0", -1, -1, -1, -1, kCuda13},
    {"cuMemPrefetchAsync", 5, "hipMemPrefetchAsync_v2", "7.1.0", -1, -1, -1, -1, kCuda13},
    {"cudaMemAdvise", 4, "hipMemAdvise_v2", "7.1.0", -1, -1, 3, -1, kCuda13},
    {"cuMemAdvise", 4, "hipMemAdvise_v2", "7.1.0", -1, -1, 3, -1, kCuda13},
    // batched copies without CUDA 12.8's failIdx
    {"cudaMemcpyBatchAsync", 8, "", {}, -1, 7, -1, -1, kCuda13, true, false, "CUDA 12.8's failIdx"},
    {"cuMemcpyBatchAsync", 8, "", {}, -1, 7, -1, -1, kCuda13, false, false, "CUDA 12.8's failIdx"},
    {"cuMemcpyBatchAsync_v2", 8, "", {}, -1, 7, -1, -1, kCuda13, false, false, "CUDA 12.8's failIdx"},
    {"cudaMemcpy3DBatchAsync", 4, "", {}, -1, 2, -1, -1, kCuda13, false, false, "CUDA 12.8's failIdx"},
    {"cuMemcpy3DBatchAsync", 4, "", {}, -1, 2, -1, -1, kCuda13, false, false, "CUDA 12.8's failIdx"},
    {"cuMemcpy3DBatchAsync_v2", 4, "", {}, -1, 2, -1, -1, kCuda13, false, false, "CUDA 12.8's failIdx"},
    // CUDA 12's graph update reports into a cudaGraphExecUpdateResultInfo*; HIP's takes CUDA 11's (exec, graph,
    // &errorNode, &result)
    {"cudaGraphExecUpdate", 3, "", {}, -1, -1, -1, -1, "CUDA 12's", false, true},
    {"cuGraphExecUpdate", 3, "", {}, -1, -1, -1, -1, "CUDA 12's", false, true},
    {"cuGraphExecUpdate_v2", 3, "", {}, -1, -1, -1, -1, "CUDA 12's", false, true},
    // driver entry points: CUDA's default (C++) or CUDA 11's missing status argument, which HIP's take
    {"cudaGetDriverEntryPoint", 3, "", {}, -1, 3, -1, -1, {}, false, false, "the driverStatus out-argument"},
    {"cuGetProcAddress", 4, "", {}, -1, 4, -1, -1, "CUDA 11's", false, false, "the symbolStatus out-argument"},
    // contexts: (pctx, CUctxCreateParams*, flags, dev)
    {"cuCtxCreate", 4, "", {}, 1, -1, -1, -1, kCuda13},
    {"cuCtxCreate_v4", 4, "", {}, 1, -1, -1, -1, kCuda13},
};

bool null_pointer(const std::vector<Token>& toks, std::pair<std::size_t, std::size_t> arg, bool literal_zero) {
  const std::string text = significant_text(toks, arg.first, arg.second, 16);
  return text == "nullptr" || text == "NULL" || text == "(void*)0" || (literal_zero && text == "0");
}

// Whether the argument is a cudaMemLocation/CUmemLocation: a variable declared with that type, or one built in place.
bool memory_location(const std::vector<Token>& toks, std::pair<std::size_t, std::size_t> arg) {
  const std::string text = significant_text(toks, arg.first, arg.second, 24);
  for (std::string_view type : {"cudaMemLocation", "CUmemLocation", "CUmemLocation_v1", "CUmemLocation_st"})
    if (text.starts_with(std::string(type) + "{") || text.starts_with(std::string(type) + "(")) return true;
  if (text.starts_with("{")) return true;  // a braced location; CUDA 12's device is an int
  const Token& a = toks[arg.first];
  if (arg.first != arg.second || a.kind != TokenKind::Identifier) return false;
  const std::string type = declared_type(toks, declaration_of(toks, arg.first, a.text));
  return type.find("cudaMemLocation") != std::string::npos || type.find("CUmemLocation") != std::string::npos;
}

std::string argument_number(int k) { return std::to_string(k + 1); }

// CUDA 13's cudaMemcpyBatchAsync takes void* const* dsts, const void* const* srcs and const size_t* sizes where
// HIP's takes void**, void** and size_t*: an argument is const_cast to HIP's type unless it is a variable declared
// with it (an array of void*, a size_t array) or a null pointer. Typed pointers (float**), which CUDA's template
// overload takes, HIP does not: the cast then fails to compile where the call would have.
void unconst_argument(const std::vector<Token>& toks, std::vector<std::string>& out,
                      std::pair<std::size_t, std::size_t> arg, std::string_view hip_type, bool c_source) {
  if (null_pointer(toks, arg, true)) return;
  const Token& a = toks[arg.first];
  if (arg.first == arg.second && a.kind == TokenKind::Identifier) {
    const std::string type = declared_type(toks, declaration_of(toks, arg.first, a.text));
    std::string element(hip_type.substr(0, hip_type.size() - 1));  // void* (an array of them), size_t
    if (type == hip_type || type == element) return;
  }
  const std::string text = significant_text(toks, arg.first, arg.second, 32);
  const std::string named_cast = std::string("const_cast<").append(hip_type).append(">");
  const std::string c_cast = std::string("(").append(hip_type).append(")");
  if (text.starts_with(named_cast) || text.starts_with(c_cast)) return;
  out[arg.first] = std::string(c_source ? c_cast : named_cast).append("(").append(out[arg.first]);
  out[arg.second] += ")";
}

// The struct members of a result-info argument: "info." for &info (an lvalue of names, '.' and '->'), "p->" for a
// pointer variable p, "" for anything else.
std::string result_info_members(const std::vector<Token>& toks, const std::vector<std::string>& out,
                                std::pair<std::size_t, std::size_t> arg) {
  auto [first, last] = arg;
  if (first == last && toks[first].kind == TokenKind::Identifier) return out[first] + "->";
  if (!toks[first].is_punct("&")) return {};
  std::string lvalue;
  bool name_next = true;
  for (std::size_t k = next_significant(toks, first); k <= last && k < toks.size(); k = next_significant(toks, k)) {
    const Token& t = toks[k];
    if (name_next != (t.kind == TokenKind::Identifier)) return {};
    if (!name_next && !t.is_punct(".") && !t.is_punct("->")) return {};
    lvalue += out[k];
    name_next = !name_next;
  }
  return name_next || lvalue.empty() ? std::string() : lvalue + ".";
}

}  // namespace

std::string_view emulated_result_info_type(std::string_view cuda) {
  if (cuda == "cudaGraphExecUpdateResultInfo" || cuda == "CUgraphExecUpdateResultInfo" ||
      cuda == "CUgraphExecUpdateResultInfo_v1")
    return "crosswarpGraphExecUpdateResultInfo";
  if (cuda == "cudaGraphExecUpdateResultInfo_st" || cuda == "CUgraphExecUpdateResultInfo_st")
    return "crosswarpGraphExecUpdateResultInfo_st";
  return {};
}

std::string emulated_result_info_definition() {
  return "#ifndef CROSSWARP_GRAPH_EXEC_UPDATE_RESULT_INFO\n"
         "#define CROSSWARP_GRAPH_EXEC_UPDATE_RESULT_INFO\n"
         "// CUDA 12's cudaGraphExecUpdateResultInfo, which HIP does not have (crosswarp port)\n"
         "typedef struct crosswarpGraphExecUpdateResultInfo_st {\n"
         "  hipGraphExecUpdateResult result;\n"
         "  hipGraphNode_t errorNode;\n"
         "  hipGraphNode_t errorFromNode;\n"
         "} crosswarpGraphExecUpdateResultInfo;\n"
         "#endif\n";
}

bool has_signature_forms(std::string_view cuda) {
  for (const Form& f : kForms)
    if (f.cuda == cuda) return true;
  return false;
}

FormRewrite rewrite_signature_form(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i,
                                   std::string_view cuda, std::string_view hip_version, bool c_source) {
  FormRewrite r;
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close)) return r;
  const Form* form = nullptr;
  for (const Form& f : kForms) {
    if (f.cuda != cuda || static_cast<std::size_t>(f.args) != args.size()) continue;
    if (f.location >= 0 && !memory_location(toks, args[static_cast<std::size_t>(f.location)])) continue;
    if (f.null_at >= 0 && !null_pointer(toks, args[static_cast<std::size_t>(f.null_at)], false)) continue;
    form = &f;
    break;
  }
  if (form == nullptr) return r;
  const std::string hip = form->hip.empty() ? out[i] : std::string(form->hip);
  const std::string name(cuda);
  const std::string what = form->what.empty() ? std::string() : std::string(form->what) + " ";
  if (!form->since.empty() && hip_version_older(hip_version, form->since)) {
    r.result = FormRewrite::Result::Unsupported;
    r.rule = "unsupported-api";
    r.message = what + name + " with " + std::to_string(args.size()) + " arguments -> " + hip + " needs HIP " +
                std::string(form->since) + " (--hip-version " + std::string(hip_version) + ")";
    return r;
  }
  if (form->drop >= 0) {
    const auto k = static_cast<std::size_t>(form->drop);
    if (!null_pointer(toks, args[k], true)) {
      r.result = FormRewrite::Result::Unsupported;
      r.rule = "unsupported-api";
      r.message = what + name + " passes " +
                  (name.starts_with("cuCtxCreate") ? std::string("context-creation parameters")
                                                   : std::string("graph edge data")) +
                  " (argument " + argument_number(form->drop) + "), which " + hip +
                  " has no parameter for: port it by hand (a null pointer there is dropped)";
      return r;
    }
    // from the comma after the previous argument (the dropped one is never the first)
    for (std::size_t t = args[k - 1].second + 1; t <= args[k].second; ++t) out[t].clear();
    r.rule = "dropped-argument";
    r.message = what + name + ": its null argument " + argument_number(form->drop) + " (" +
                (name.starts_with("cuCtxCreate") ? "context-creation parameters" : "edge data") +
                ") dropped; " + hip + " has no such parameter";
  }
  if (form->result_info) {
    const std::string m = result_info_members(toks, out, args[2]);
    if (m.empty()) {
      r.result = FormRewrite::Result::Unsupported;
      r.rule = "unsupported-api";
      r.message = what + name + " reports into a result-info struct; " + hip +
                  " takes (exec, graph, &errorNode, &result): port it by hand (an argument written &info or as a "
                  "pointer variable is rewritten)";
      return r;
    }
    const std::string null = c_source ? "NULL" : "nullptr";
    for (std::size_t t = args[2].first; t <= args[2].second; ++t) out[t].clear();
    out[args[2].first] = "&" + m + "errorNode, &" + m + "result";
    out[close] += ")";
    out[i] = "(" + m + "errorFromNode = " + null + ", " + hip;
    r.result = FormRewrite::Result::Rewritten;
    r.rule = "emulated-api";
    r.message = what + name + "(exec, graph, resultInfo) -> " + hip +
                "(exec, graph, &errorNode, &result), HIP's (CUDA 11's) arguments; errorFromNode, which HIP does not "
                "report, is set to " + null;
    return r;
  }
  if (form->insert >= 0) {
    const auto k = static_cast<std::size_t>(form->insert);
    const std::string null = c_source ? "NULL" : "nullptr";
    if (k < args.size())
      out[args[k].first] = null + ", " + out[args[k].first];
    else
      out[args.back().second] += ", " + null;
    if (form->unconst) {
      unconst_argument(toks, out, args[0], "void**", c_source);
      unconst_argument(toks, out, args[1], "void**", c_source);
      unconst_argument(toks, out, args[2], "size_t*", c_source);
    }
    r.rule = "added-argument";
    r.message = what + name + " passes no " + std::string(form->inserted) + ", which " + hip + " takes: " + null +
                " passed";
  }
  out[i] = hip;
  r.result = FormRewrite::Result::Rewritten;
  return r;
}

}  // namespace crosswarp::port
