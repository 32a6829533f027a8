// CUDA functions with several signature forms (signatures.h): which form a call is, and HIP's function for
// it.
#include "port/signatures.h"

#include "port/calls.h"

#include <cstdint>
#include <utility>

namespace crosswarp::port {

namespace {

// One form of a CUDA function: the call's argument count and what HIP needs for it. Signatures from CUDA 13's
// cuda_runtime_api.h/cuda.h and CUDA 12's (the *_v2/_v3 names CUDA 13 removed or made the plain ones), HIP's
// from hip_runtime_api.h (HIP 5.7 in the chroot; 7.1's hipMemPrefetchAsync_v2, hipMemAdvise_v2,
// hipMemcpyBatchAsync and hipMemcpy3DBatchAsync from HIP's CHANGELOG and ROCm's hip_runtime_api.h).
struct Form {
  std::string_view cuda;
  int args;                     // the call's argument count for this form
  std::string_view hip = {};    // HIP's function ("": the tables' mapping, already written)
  std::string_view since = {};  // the HIP release that declares `hip` ("": every release targeted)
  int drop = -1;      // an argument HIP's function lacks: dropped when a null pointer, else reported
  int insert = -1;    // nullptr is passed before this argument (after the last when it is the count)
  int location = -1;  // the form has a cudaMemLocation here (same count as the other form: told by type)
  int null_at = -1;   // the form has a null pointer here (same count as the other form: told by value)
  std::string_view what = {};  // which form this is, for messages
  bool unconst = false;        // CUDA 13's const void* const* srcs (and dsts, sizes) -> HIP's void**, size_t*
  bool result_info = false;    // CUDA 12's update-result struct (argument 2) -> HIP's two out-arguments
  std::string_view inserted = {};  // what the inserted nullptr stands for
  // HIP before `since` (the plain function, CUDA 12's form): this cudaMemLocation argument becomes the device
  // number it takes, and CUDA 13's flags argument (which must be 0) is dropped
  int older_location = -1;
  int older_flags = -1;
};

constexpr std::string_view kCuda13 = "CUDA 13's";
constexpr std::string_view kEdges = "CUDA 12.3's edge-data";

constexpr Form kForms[] = {
    // stream capture: CUDA 11's three arguments are hipStreamGetCaptureInfo's; more (CUDA 12, default
    // arguments)
    // are _v2's; CUDA 13's seven carry edge data (argument 5) before numDependencies
    {.cuda = "cudaStreamGetCaptureInfo", .args = 2, .hip = "hipStreamGetCaptureInfo_v2"},
    {.cuda = "cudaStreamGetCaptureInfo", .args = 4, .hip = "hipStreamGetCaptureInfo_v2"},
    {.cuda = "cudaStreamGetCaptureInfo", .args = 5, .hip = "hipStreamGetCaptureInfo_v2"},
    {.cuda = "cudaStreamGetCaptureInfo", .args = 6, .hip = "hipStreamGetCaptureInfo_v2"},
    {.cuda = "cudaStreamGetCaptureInfo",
     .args = 7,
     .hip = "hipStreamGetCaptureInfo_v2",
     .drop = 5,
     .what = kCuda13},
    {.cuda = "cudaStreamGetCaptureInfo_v3",
     .args = 6,
     .hip = "hipStreamGetCaptureInfo_v2",
     .drop = 5,
     .what = kEdges},
    {.cuda = "cudaStreamGetCaptureInfo_v3",
     .args = 7,
     .hip = "hipStreamGetCaptureInfo_v2",
     .drop = 5,
     .what = kEdges},
    {.cuda = "cuStreamGetCaptureInfo", .args = 6, .hip = "hipStreamGetCaptureInfo_v2"},
    {.cuda = "cuStreamGetCaptureInfo",
     .args = 7,
     .hip = "hipStreamGetCaptureInfo_v2",
     .drop = 5,
     .what = kCuda13},
    {.cuda = "cuStreamGetCaptureInfo_v3",
     .args = 7,
     .hip = "hipStreamGetCaptureInfo_v2",
     .drop = 5,
     .what = kEdges},
    // (stream, deps, [edgeData,] numDeps[, flags]): four arguments are CUDA 12's with flags unless the third
    // is a
    // null pointer (CUDA 13's, flags defaulted; a count is written 0, not nullptr)
    {.cuda = "cudaStreamUpdateCaptureDependencies", .args = 4, .drop = 2, .null_at = 2, .what = kCuda13},
    {.cuda = "cudaStreamUpdateCaptureDependencies", .args = 5, .drop = 2, .what = kCuda13},
    {.cuda = "cudaStreamUpdateCaptureDependencies_v2", .args = 4, .drop = 2, .what = kEdges},
    {.cuda = "cudaStreamUpdateCaptureDependencies_v2", .args = 5, .drop = 2, .what = kEdges},
    {.cuda = "cuStreamUpdateCaptureDependencies", .args = 5, .drop = 2, .what = kCuda13},
    {.cuda = "cuStreamUpdateCaptureDependencies_v2", .args = 5, .drop = 2, .what = kEdges},
    // graph topology with edge data
    {.cuda = "cudaGraphAddNode", .args = 6, .drop = 3, .what = kCuda13},
    {.cuda = "cudaGraphAddNode_v2", .args = 6, .drop = 3, .what = kEdges},
    {.cuda = "cuGraphAddNode", .args = 6, .drop = 3, .what = kCuda13},
    {.cuda = "cuGraphAddNode_v2", .args = 6, .drop = 3, .what = kEdges},
    {.cuda = "cudaGraphGetEdges", .args = 5, .drop = 3, .what = kCuda13},
    {.cuda = "cudaGraphGetEdges_v2", .args = 5, .drop = 3, .what = kEdges},
    {.cuda = "cuGraphGetEdges", .args = 5, .drop = 3, .what = kCuda13},
    {.cuda = "cuGraphGetEdges_v2", .args = 5, .drop = 3, .what = kEdges},
    {.cuda = "cudaGraphNodeGetDependencies", .args = 4, .drop = 2, .what = kCuda13},
    {.cuda = "cudaGraphNodeGetDependencies_v2", .args = 4, .drop = 2, .what = kEdges},
    {.cuda = "cuGraphNodeGetDependencies", .args = 4, .drop = 2, .what = kCuda13},
    {.cuda = "cuGraphNodeGetDependencies_v2", .args = 4, .drop = 2, .what = kEdges},
    {.cuda = "cudaGraphNodeGetDependentNodes", .args = 4, .drop = 2, .what = kCuda13},
    {.cuda = "cudaGraphNodeGetDependentNodes_v2", .args = 4, .drop = 2, .what = kEdges},
    {.cuda = "cuGraphNodeGetDependentNodes", .args = 4, .drop = 2, .what = kCuda13},
    {.cuda = "cuGraphNodeGetDependentNodes_v2", .args = 4, .drop = 2, .what = kEdges},
    {.cuda = "cudaGraphAddDependencies", .args = 5, .drop = 3, .what = kCuda13},
    {.cuda = "cudaGraphAddDependencies_v2", .args = 5, .drop = 3, .what = kEdges},
    {.cuda = "cuGraphAddDependencies", .args = 5, .drop = 3, .what = kCuda13},
    {.cuda = "cuGraphAddDependencies_v2", .args = 5, .drop = 3, .what = kEdges},
    {.cuda = "cudaGraphRemoveDependencies", .args = 5, .drop = 3, .what = kCuda13},
    {.cuda = "cudaGraphRemoveDependencies_v2", .args = 5, .drop = 3, .what = kEdges},
    {.cuda = "cuGraphRemoveDependencies", .args = 5, .drop = 3, .what = kCuda13},
    {.cuda = "cuGraphRemoveDependencies_v2", .args = 5, .drop = 3, .what = kEdges},
    // managed memory with a location: (ptr, n, location, flags[, stream]) against CUDA 12's (ptr, n, device[,
    // stream])
    {.cuda = "cudaMemPrefetchAsync",
     .args = 4,
     .hip = "hipMemPrefetchAsync_v2",
     .since = "7.1.0",
     .location = 2,
     .what = kCuda13,
     .older_location = 2,
     .older_flags = 3},
    {.cuda = "cudaMemPrefetchAsync",
     .args = 5,
     .hip = "hipMemPrefetchAsync_v2",
     .since = "7.1.0",
     .what = kCuda13,
     .older_location = 2,
     .older_flags = 3},
    {.cuda = "cuMemPrefetchAsync",
     .args = 5,
     .hip = "hipMemPrefetchAsync_v2",
     .since = "7.1.0",
     .what = kCuda13,
     .older_location = 2,
     .older_flags = 3},
    {.cuda = "cudaMemAdvise",
     .args = 4,
     .hip = "hipMemAdvise_v2",
     .since = "7.1.0",
     .location = 3,
     .what = kCuda13,
     .older_location = 3},
    {.cuda = "cuMemAdvise",
     .args = 4,
     .hip = "hipMemAdvise_v2",
     .since = "7.1.0",
     .location = 3,
     .what = kCuda13,
     .older_location = 3},
    // batched copies without CUDA 12.8's failIdx
    {.cuda = "cudaMemcpyBatchAsync",
     .args = 8,
     .insert = 7,
     .what = kCuda13,
     .unconst = true,
     .inserted = "CUDA 12.8's failIdx"},
    {.cuda = "cuMemcpyBatchAsync",
     .args = 8,
     .insert = 7,
     .what = kCuda13,
     .inserted = "CUDA 12.8's failIdx"},
    {.cuda = "cuMemcpyBatchAsync_v2",
     .args = 8,
     .insert = 7,
     .what = kCuda13,
     .inserted = "CUDA 12.8's failIdx"},
    {.cuda = "cudaMemcpy3DBatchAsync",
     .args = 4,
     .insert = 2,
     .what = kCuda13,
     .inserted = "CUDA 12.8's failIdx"},
    {.cuda = "cuMemcpy3DBatchAsync",
     .args = 4,
     .insert = 2,
     .what = kCuda13,
     .inserted = "CUDA 12.8's failIdx"},
    {.cuda = "cuMemcpy3DBatchAsync_v2",
     .args = 4,
     .insert = 2,
     .what = kCuda13,
     .inserted = "CUDA 12.8's failIdx"},
    // CUDA 12's graph update reports into a cudaGraphExecUpdateResultInfo*; HIP's takes CUDA 11's (exec,
    // graph,
    // &errorNode, &result)
    {.cuda = "cudaGraphExecUpdate", .args = 3, .what = "CUDA 12's", .result_info = true},
    {.cuda = "cuGraphExecUpdate", .args = 3, .what = "CUDA 12's", .result_info = true},
    {.cuda = "cuGraphExecUpdate_v2", .args = 3, .what = "CUDA 12's", .result_info = true},
    // driver entry points: CUDA's default (C++) or CUDA 11's missing status argument, which HIP's take
    {.cuda = "cudaGetDriverEntryPoint", .args = 3, .insert = 3, .inserted = "the driverStatus out-argument"},
    {.cuda = "cuGetProcAddress",
     .args = 4,
     .insert = 4,
     .what = "CUDA 11's",
     .inserted = "the symbolStatus out-argument"},
    // contexts: (pctx, CUctxCreateParams*, flags, dev)
    {.cuda = "cuCtxCreate", .args = 4, .drop = 1, .what = kCuda13},
    {.cuda = "cuCtxCreate_v4", .args = 4, .drop = 1, .what = kCuda13},
};

bool null_pointer(const std::vector<Token>& toks, std::pair<std::size_t, std::size_t> arg,
                  bool literal_zero) {
  const std::string text = significant_text(toks, arg.first, arg.second, 16);
  return text == "nullptr" || text == "NULL" || text == "(void*)0" || (literal_zero && text == "0");
}

// The spellings of the location type, as significant_text() writes them (no blanks: "struct cudaMemLocation" is
// "structcudaMemLocation"); memory_location() and braced_location() both take these.
constexpr std::string_view kLocationTypeSpellings[] = {"cudaMemLocation",       "CUmemLocation",
                                                       "CUmemLocation_v1",      "CUmemLocation_st",
                                                       "structcudaMemLocation", "structCUmemLocation_st"};

// Whether the argument is a cudaMemLocation/CUmemLocation: a variable declared with that type, or one built
// in place.
bool memory_location(const std::vector<Token>& toks, std::pair<std::size_t, std::size_t> arg) {
  const std::string text = significant_text(toks, arg.first, arg.second, 32);  // "(structCUmemLocation_st){" fits
  const std::string_view t(text);
  for (std::string_view type : kLocationTypeSpellings) {
    if (t.starts_with(type) && (t.substr(type.size()).starts_with("{") || t.substr(type.size()).starts_with("(")))
      return true;
    if (t.starts_with("(") && t.substr(1).starts_with(type) && t.substr(1 + type.size()).starts_with("){"))
      return true;  // C's compound literal
  }
  if (text.starts_with("{")) return true;  // a braced location; CUDA 12's device is an int
  const Token& a = toks[arg.first];
  if (arg.first != arg.second || a.kind != TokenKind::Identifier) return false;
  const std::string type = declared_type(toks, declaration_of(toks, arg.first, a.text));
  return type.find("cudaMemLocation") != std::string::npos || type.find("CUmemLocation") != std::string::npos;
}

bool device_location_type(std::string_view t) {
  return t == "cudaMemLocationTypeDevice" || t == "CU_MEM_LOCATION_TYPE_DEVICE";
}

bool host_location_type(std::string_view t) {
  return t == "cudaMemLocationTypeHost" || t == "cudaMemLocationTypeHostNuma" ||
         t == "cudaMemLocationTypeHostNumaCurrent" || t == "CU_MEM_LOCATION_TYPE_HOST" ||
         t == "CU_MEM_LOCATION_TYPE_HOST_NUMA" || t == "CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT";
}

// The braced location `{type, id}` of argument `arg` (also `cudaMemLocation{...}`, C's `(cudaMemLocation){...}` and
// designated `.type =`/`.id =`): the significant-token ranges of its type and id ({SIZE_MAX, SIZE_MAX} for an id
// left out). False when the argument is not such a braced location with one identifier as its type.
struct BracedLocation {
  std::size_t type = SIZE_MAX;
  std::pair<std::size_t, std::size_t> id{SIZE_MAX, SIZE_MAX};
};
bool braced_location(const std::vector<Token>& toks, std::pair<std::size_t, std::size_t> arg, BracedLocation& loc) {
  std::size_t open = arg.first;
  while (open <= arg.second && !toks[open].is_punct("{")) open = next_significant(toks, open);
  if (open > arg.second || !toks[arg.second].is_punct("}")) return false;
  if (open != arg.first) {
    const std::string before = significant_text(toks, arg.first, prev_significant(toks, open), 32);
    bool known = false;
    for (std::string_view type : kLocationTypeSpellings)
      known = known || before == type ||
              (before.size() == type.size() + 2 && before.front() == '(' && before.back() == ')' &&
               before.compare(1, type.size(), type) == 0);
    if (!known) return false;
  }
  // the elements, split at the brace's own commas
  std::vector<std::pair<std::size_t, std::size_t>> elements;
  int depth = 0;
  std::size_t first = SIZE_MAX;
  for (std::size_t k = next_significant(toks, open); k < arg.second; k = next_significant(toks, k)) {
    const Token& t = toks[k];
    if (t.is_punct("(") || t.is_punct("{") || t.is_punct("[")) ++depth;
    if (t.is_punct(")") || t.is_punct("}") || t.is_punct("]")) --depth;
    if (depth == 0 && t.is_punct(",")) {
      if (first == SIZE_MAX) return false;
      elements.emplace_back(first, prev_significant(toks, k));
      first = SIZE_MAX;
      continue;
    }
    if (first == SIZE_MAX) first = k;
  }
  if (first != SIZE_MAX) elements.emplace_back(first, prev_significant(toks, arg.second));
  for (std::size_t e = 0; e < elements.size(); ++e) {
    auto [from, to] = elements[e];
    bool is_type = e == 0, is_id = e == 1;
    if (toks[from].is_punct(".")) {  // .type = x / .id = x
      const std::size_t field = next_significant(toks, from), eq = next_significant(toks, field);
      if (field > to || eq >= to || !toks[eq].is_punct("=")) return false;
      is_type = toks[field].is_identifier("type");
      is_id = toks[field].is_identifier("id");
      from = next_significant(toks, eq);
    }
    if (is_type) {
      if (from != to || toks[from].kind != TokenKind::Identifier) return false;
      loc.type = from;
    } else if (is_id) {
      loc.id = {from, to};
    } else {
      return false;
    }
  }
  return loc.type != SIZE_MAX;
}

// CUDA 13's location argument `arg` as the device number HIP's functions before 7.1 take: a braced location gives
// its id (a device) or hipCpuDeviceId (the host, a host NUMA node); a variable v gives (v.type ==
// hipMemLocationTypeDevice ? v.id : hipCpuDeviceId). "" for anything else.
std::string location_device(const std::vector<Token>& toks, const std::vector<std::string>& out,
                            std::pair<std::size_t, std::size_t> arg) {
  BracedLocation loc;
  if (braced_location(toks, arg, loc)) {
    if (host_location_type(toks[loc.type].text)) return "hipCpuDeviceId";
    if (!device_location_type(toks[loc.type].text)) return {};
    if (loc.id.first == SIZE_MAX) return "0";
    std::string id;
    for (std::size_t k = loc.id.first; k <= loc.id.second; ++k) id += out[k];
    return id;
  }
  const Token& a = toks[arg.first];
  if (arg.first != arg.second || a.kind != TokenKind::Identifier) return {};
  return "(" + out[arg.first] + ".type == hipMemLocationTypeDevice ? " + out[arg.first] + ".id : hipCpuDeviceId)";
}

std::string argument_number(int k) {
  return std::to_string(k + 1);
}

// CUDA 13's cudaMemcpyBatchAsync takes void* const* dsts, const void* const* srcs and const size_t* sizes
// where HIP's takes void**, void** and size_t*: an argument is const_cast to HIP's type unless it is a null
// pointer, has that type already (calls.h: has_type) or is an array of its elements (void* d[2], size_t
// n[2]). Typed pointers (float**), which CUDA's template overload takes, HIP does not: the cast then fails to
// compile where the call would have.
void unconst_argument(const std::vector<Token>& toks, std::vector<std::string>& out,
                      std::pair<std::size_t, std::size_t> arg, std::string_view hip_type, bool c_source) {
  if (null_pointer(toks, arg, true) || has_type(toks, arg, hip_type)) return;
  const Token& a = toks[arg.first];
  if (arg.first == arg.second && a.kind == TokenKind::Identifier &&
      declared_type(toks, declaration_of(toks, arg.first, a.text)) == hip_type.substr(0, hip_type.size() - 1))
    return;
  cast_argument(out, arg, hip_type, "const_cast", c_source);
}

// The struct members of a result-info argument: "info." for &info (an lvalue of names, '.' and '->'), "p->"
// for a pointer variable p, "" for anything else.
std::string result_info_members(const std::vector<Token>& toks, const std::vector<std::string>& out,
                                std::pair<std::size_t, std::size_t> arg) {
  auto [first, last] = arg;
  if (first == last && toks[first].kind == TokenKind::Identifier) return out[first] + "->";
  if (!toks[first].is_punct("&")) return {};
  std::string lvalue;
  bool name_next = true;
  for (std::size_t k = next_significant(toks, first); k <= last && k < toks.size();
       k = next_significant(toks, k)) {
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

namespace {

// The form of the call toks[i](...) of `cuda`, with its arguments, or nullptr.
const Form* call_form(const std::vector<Token>& toks, std::size_t i, std::string_view cuda,
                      std::vector<std::pair<std::size_t, std::size_t>>& args, std::size_t& close) {
  if (!call_arguments(toks, i, args, close)) return nullptr;
  for (const Form& f : kForms) {
    if (f.cuda != cuda || static_cast<std::size_t>(f.args) != args.size()) continue;
    if (f.location >= 0 && !memory_location(toks, args[static_cast<std::size_t>(f.location)])) continue;
    if (f.null_at >= 0 && !null_pointer(toks, args[static_cast<std::size_t>(f.null_at)], false)) continue;
    return &f;
  }
  return nullptr;
}

}  // namespace

bool in_older_location_argument(const std::vector<Token>& toks, std::size_t i, std::string_view hip_version) {
  if (hip_version.empty()) return false;
  // the brace around toks[i], then the call's parenthesis around that
  // a location argument is a few tokens: the scan stops after 64, so that a file of many such names stays linear
  std::size_t open = i, call = SIZE_MAX;
  int depth = 0, budget = 64;
  for (std::size_t k = prev_significant(toks, i); k != SIZE_MAX && budget-- > 0; k = prev_significant(toks, k)) {
    const Token& t = toks[k];
    if (t.is_punct(";")) return false;
    if (t.is_punct("}") || t.is_punct(")")) ++depth;
    if (t.is_punct("{") || t.is_punct("(")) {
      if (depth > 0) {
        --depth;
        continue;
      }
      if (open == i) {
        if (!t.is_punct("{")) return false;
        open = k;
      } else if (t.is_punct("(")) {
        call = prev_significant(toks, k);
        break;
      }
    }
  }
  if (call == SIZE_MAX || toks[call].kind != TokenKind::Identifier) return false;
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  const Form* form = call_form(toks, call, toks[call].text, args, close);
  if (form == nullptr || form->older_location < 0 || !hip_version_older(hip_version, form->since)) return false;
  const auto arg = args[static_cast<std::size_t>(form->older_location)];
  BracedLocation loc;
  return arg.first <= i && i <= arg.second && braced_location(toks, arg, loc) && loc.type == i;
}

FormRewrite rewrite_signature_form(const std::vector<Token>& toks, std::vector<std::string>& out,
                                   std::size_t i, std::string_view cuda, std::string_view hip_version,
                                   bool c_source) {
  FormRewrite r;
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  const Form* form = call_form(toks, i, cuda, args, close);
  if (form == nullptr) return r;
  const std::string hip = form->hip.empty() ? out[i] : std::string(form->hip);
  const std::string name(cuda);
  const std::string what = form->what.empty() ? std::string() : std::string(form->what) + " ";
  if (!form->since.empty() && hip_version_older(hip_version, form->since) && form->older_location >= 0) {
    // CUDA 12's form, which HIP's plain function has: the location's device number, no flags
    const std::string device = location_device(toks, out, args[static_cast<std::size_t>(form->older_location)]);
    bool flags_zero = true;
    if (form->older_flags >= 0) {  // 0, 0u, 0U, 0ul...
      const std::string flags = significant_text(toks, args[static_cast<std::size_t>(form->older_flags)].first,
                                                 args[static_cast<std::size_t>(form->older_flags)].second, 8);
      flags_zero = flags.find_first_not_of("0uUlL") == std::string::npos && flags.starts_with("0");
    }
    if (device.empty() || !flags_zero) {
      r.result = FormRewrite::Result::Unsupported;
      r.rule = "unsupported-api";
      r.message = what + name + " with a cudaMemLocation -> " + hip + " needs HIP " + std::string(form->since) +
                  " (--hip-version " + std::string(hip_version) + "); " + out[i] +
                  ", which takes a device number, is written for a braced location of a literal type or a "
                  "cudaMemLocation variable" +
                  (form->older_flags >= 0 ? " with flags 0" : "") + ": port this one by hand";
      return r;
    }
    const auto k = static_cast<std::size_t>(form->older_location);
    for (std::size_t t = args[k].first; t <= args[k].second; ++t) out[t].clear();
    out[args[k].first] = device;
    if (form->older_flags >= 0) {
      const auto f = static_cast<std::size_t>(form->older_flags);
      for (std::size_t t = args[f - 1].second + 1; t <= args[f].second; ++t) out[t].clear();
      // C has no default arguments: HIP's stream (default 0 in C++) is passed
      if (c_source && args.size() == f + 1) out[args[f].second] = ", 0";
    }
    r.result = FormRewrite::Result::Rewritten;
    r.rule = "changed-arguments";
    r.message = what + name + " with a cudaMemLocation -> " + out[i] + " with a device number (HIP " +
                std::string(hip_version) + " has no " + hip +
                "): a host location is hipCpuDeviceId, and a host NUMA node is not kept" +
                (form->older_flags >= 0 ? "; the flags argument (0) dropped" : "");
    return r;
  }
  if (!form->since.empty() && hip_version_older(hip_version, form->since)) {
    r.result = FormRewrite::Result::Unsupported;
    r.rule = "unsupported-api";
    r.message = what + name + " with " + std::to_string(args.size()) + " arguments -> " + hip +
                " needs HIP " + std::string(form->since) + " (--hip-version " + std::string(hip_version) +
                ")";
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
      r.message =
          what + name + " reports into a result-info struct; " + hip +
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
    r.message =
        what + name + "(exec, graph, resultInfo) -> " + hip +
        "(exec, graph, &errorNode, &result), HIP's (CUDA 11's) arguments; errorFromNode, which HIP does not "
        "report, is set to " +
        null;
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
    r.message = what + name + " passes no " + std::string(form->inserted) + ", which " + hip +
                " takes: " + null + " passed";
  }
  out[i] = hip;
  r.result = FormRewrite::Result::Rewritten;
  return r;
}

}  // namespace crosswarp::port
