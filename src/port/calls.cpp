// Call-argument rewrites: HIP_SYMBOL for symbol arguments, mask-less warp builtins for older HIP.
#include "port/calls.h"

#include <array>
#include <cctype>
#include <cstdint>
#include <iterator>
#include <string>
#include <utility>

namespace crosswarp::port {

namespace {

bool side_effect_free(const std::vector<Token>& toks, std::size_t first, std::size_t last, bool calls);

struct SymbolArg {
  std::string_view cuda;
  int arg;
};
// The symbol parameter's position, from the CUDA Runtime API signatures (HIPIFY wraps the same ones).
constexpr std::array<SymbolArg, 12> kSymbolArgs{{
    {"cudaMemcpyToSymbol", 0},
    {"cudaMemcpyToSymbolAsync", 0},
    {"cudaGetSymbolAddress", 1},
    {"cudaGetSymbolSize", 1},
    {"cudaMemcpyFromSymbol", 1},
    {"cudaMemcpyFromSymbolAsync", 1},
    {"cudaGraphMemcpyNodeSetParamsToSymbol", 1},
    {"cudaGraphMemcpyNodeSetParamsFromSymbol", 2},
    {"cudaGraphExecMemcpyNodeSetParamsToSymbol", 2},
    {"cudaGraphExecMemcpyNodeSetParamsFromSymbol", 3},
    {"cudaGraphAddMemcpyNodeToSymbol", 4},
    {"cudaGraphAddMemcpyNodeFromSymbol", 5},
}};

constexpr std::array<std::pair<std::string_view, std::string_view>, 7> kMaskless{{
    {"__shfl_sync", "__shfl"},
    {"__shfl_up_sync", "__shfl_up"},
    {"__shfl_down_sync", "__shfl_down"},
    {"__shfl_xor_sync", "__shfl_xor"},
    {"__ballot_sync", "__ballot"},
    {"__any_sync", "__any"},
    {"__all_sync", "__all"},
}};

}  // namespace

bool call_arguments(const std::vector<Token>& toks, std::size_t i,
                    std::vector<std::pair<std::size_t, std::size_t>>& args, std::size_t& close) {
  std::size_t open = next_significant(toks, i);
  if (open >= toks.size() || !toks[open].is_punct("(")) return false;
  int depth = 0;
  std::size_t first = SIZE_MAX, last = SIZE_MAX;
  for (std::size_t k = open + 1; k < toks.size(); ++k) {
    const Token& t = toks[k];
    if (t.is_trivia()) continue;
    if (t.kind == TokenKind::Directive) return false;
    bool opens = t.is_punct("(") || t.is_punct("[") || t.is_punct("{");
    bool closes = t.is_punct(")") || t.is_punct("]") || t.is_punct("}");
    if (depth == 0 && (t.is_punct(",") || t.is_punct(")"))) {
      if (first == SIZE_MAX) {
        if (t.is_punct(")") && args.empty()) {  // f()
          close = k;
          return true;
        }
        return false;  // empty argument
      }
      args.emplace_back(first, last);
      first = SIZE_MAX;
      if (t.is_punct(")")) {
        close = k;
        return true;
      }
      continue;
    }
    if (opens) ++depth;
    if (closes && --depth < 0) return false;
    if (first == SIZE_MAX) first = k;
    last = k;
  }
  return false;
}

std::string significant_text(const std::vector<Token>& toks, std::size_t first, std::size_t last,
                             std::size_t limit) {
  std::string text;
  for (std::size_t k = first; k <= last && text.size() < limit; ++k)
    if (!toks[k].is_trivia()) text += toks[k].text;
  return text;
}

namespace {

bool full_mask(const std::vector<Token>& toks, std::size_t first, std::size_t last) {
  const std::string text = significant_text(toks, first, last);
  std::string lower;
  for (char c : text) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  while (!lower.empty() && (lower.back() == 'u' || lower.back() == 'l')) lower.pop_back();
  if (lower.starts_with("(") && lower.ends_with(")")) lower = lower.substr(1, lower.size() - 2);
  return lower == "0xffffffff" || lower == "0xffffffffffffffff" || lower == "~0" || lower == "-1" ||
         lower == "4294967295" || lower == "~0u" || lower == "~0ul" || lower == "~0ull";
}

// Where HIP's signature differs from CUDA's (HIP API reference; HIPIFY makes the same edits). `when` says
// for which target: the hip* libraries, the roc* ones (--roc), or both.
struct ArgumentRewrite {
  std::string_view cuda;
  enum Op : std::uint8_t { Cast, ConstCast, DropConst, Qualify, Append, Drop, Rename, Insert, Replace, Keep, Declare, SizeOut } op;
  int arg;                // the argument concerned (Append, Rename, Keep, Declare: the argument count it applies to)
  std::string_view text;  // the type cast to (DropConst: the HIP parameter's type, which lacks a const of CUDA's:
                          // const_cast to it unless the argument is a variable declared without that const;
                          // Qualify: the HIP parameter's type, whose qualifiers differ from CUDA's: const_cast to
                          // it unless the argument is a variable declared with exactly that type),
                          // the argument appended or inserted ("$k": a copy of argument k),
                          // the HIP function called instead, the replacement, (Keep) the arguments kept, in
                          // the HIP call's order, each an index or a literal passed as it is ("0,2,1,true"; a
                          // number is written "#0"; an index listed twice copies the argument, which must then
                          // have no side effects), or
                          // (Declare) the parameters appended, "type name=default, ...": each is declared
                          // value-initialized before the statement as hipify_<name>[_N] and passed (HIPIFY's
                          // form, so the new arguments are visible and can be set), or, where no declaration can
                          // go before the statement (an else/case/do body, a for header), the defaults are passed;
                          // (SizeOut, arg: the argument count) the last argument &n, an int the call writes, is a
                          // size_t hipify_buffer_size[_N] declared before the statement and copied to n after it
  enum When : std::uint8_t { Always, Hip, Roc } when = Always;
};
using AR = ArgumentRewrite;

// The four precisions of a cuSPARSE routine: cusparse{S,D,C,Z}<name>.
#define CW_SDCZ(name, ...)                                                                     \
  AR{"cusparseS" name, __VA_ARGS__}, AR{"cusparseD" name, __VA_ARGS__}, AR{"cusparseC" name, __VA_ARGS__}, \
      AR{"cusparseZ" name, __VA_ARGS__}

constexpr AR kArgumentRewrites[] = {
    // CUDA 12's cudaGraphInstantiate(exec, graph, flags) (and cuGraphInstantiate, a macro for
    // cuGraphInstantiateWithFlags) is HIP's hipGraphInstantiateWithFlags; hipGraphInstantiate keeps CUDA 11's
    // five arguments (exec, graph, errorNode, logBuffer, bufferSize)
    {"cudaGraphInstantiate", AR::Rename, 3, "hipGraphInstantiateWithFlags"},
    // ... and CUDA 12's two-argument form (flags default to 0)
    {"cudaGraphInstantiate", AR::Rename, 2, "hipGraphInstantiateWithFlags"},
    {"cudaGraphInstantiate", AR::Append, 2, "0"},
    // arguments CUDA's cuda_runtime_api.h defaults (__dv) and HIP requires (no __dparm in HIP 5.7's
    // hip_runtime_api.h; the newest HIP defaults hipStreamWaitEvent's flags only): CUDA's default written out
    {"cudaStreamWaitEvent", AR::Append, 2, "0"},
    {"cudaMalloc3DArray", AR::Append, 3, "0"},
    {"cudaGraphInstantiateWithFlags", AR::Append, 2, "0"},
    {"cudaSignalExternalSemaphoresAsync", AR::Append, 3, "0"},
    {"cudaWaitExternalSemaphoresAsync", AR::Append, 3, "0"},
    // CUDA's C++ overload cudaEventCreate(event, flags) calls cudaEventCreateWithFlags; HIP has no such overload
    {"cudaEventCreate", AR::Rename, 2, "hipEventCreateWithFlags"},
    {"cuGraphInstantiate", AR::Rename, 3, "hipGraphInstantiateWithFlags"},
    // hipHostMalloc(ptr, size, flags): cudaMallocHost(void**, size) has no flags (CUDA's C++ template adds
    // flags = 0): written out as HIPIFY does, which compiles in C and C++ for any pointer type.
    {"cudaMallocHost", AR::Append, 2, "hipHostMallocDefault"},
    // cuLink* -> hiprtcLink*, which take hiprtcJIT_option* where CUDA takes CUjit_option* (-> hipJitOption*, see
    // overrides.py): the options array is cast; both HIP enums follow CUDA's numbering
    {"cuLinkCreate", AR::Cast, 1, "hiprtcJIT_option*"},
    {"cuLinkCreate_v2", AR::Cast, 1, "hiprtcJIT_option*"},
    {"cuLinkAddData", AR::Cast, 6, "hiprtcJIT_option*"},
    {"cuLinkAddData_v2", AR::Cast, 6, "hiprtcJIT_option*"},
    {"cuLinkAddFile", AR::Cast, 4, "hiprtcJIT_option*"},
    {"cuLinkAddFile_v2", AR::Cast, 4, "hiprtcJIT_option*"},
    // HIP takes the kernel as const void*; CUDA's template overloads take any function pointer
    {"cudaFuncSetAttribute", AR::Cast, 0, "const void*"},
    {"cudaLaunchCooperativeKernel", AR::Cast, 0, "const void*"},
    {"cudaLaunchKernel", AR::Cast, 0, "const void*"},
    {"cudaFuncSetCacheConfig", AR::Cast, 0, "const void*"},
    {"cudaFuncSetSharedMemConfig", AR::Cast, 0, "const void*"},
    {"cudaFuncGetAttributes", AR::Cast, 1, "const void*"},
    // hiprtc takes const char** where nvrtc takes const char* const*
    {"nvrtcCompileProgram", AR::ConstCast, 2, "const char**"},
    {"nvrtcCreateProgram", AR::ConstCast, 4, "const char**"},
    {"nvrtcCreateProgram", AR::ConstCast, 5, "const char**"},
    // hipBLAS's getri/getrs/trsm Batched take the matrices as T* const A[] (hipBLAS 0.54 of ROCm 5.5, and the newest
    // declaration HIPIFY's tests quote) where cuBLAS takes const T* const A[]: an argument that is const (as cuBLAS
    // allows) is const_cast (the routines only read it; were a release to take const, the cast still converts). Complex: hipComplex is hipBLAS's complex type from 6.0 and, with ROCM_MATHLIBS_API_USE_HIP_COMPLEX
    // (written for an older target), before. rocBLAS's trsm_batched takes const (--roc: left).
    {"cublasSgetriBatched", AR::DropConst, 2, "float* const*", AR::Hip},
    {"cublasDgetriBatched", AR::DropConst, 2, "double* const*", AR::Hip},
    {"cublasCgetriBatched", AR::DropConst, 2, "hipComplex* const*", AR::Hip},
    {"cublasZgetriBatched", AR::DropConst, 2, "hipDoubleComplex* const*", AR::Hip},
    {"cublasSgetrsBatched", AR::DropConst, 4, "float* const*", AR::Hip},
    {"cublasDgetrsBatched", AR::DropConst, 4, "double* const*", AR::Hip},
    {"cublasCgetrsBatched", AR::DropConst, 4, "hipComplex* const*", AR::Hip},
    {"cublasZgetrsBatched", AR::DropConst, 4, "hipDoubleComplex* const*", AR::Hip},
    {"cublasStrsmBatched", AR::DropConst, 8, "float* const*", AR::Hip},
    {"cublasDtrsmBatched", AR::DropConst, 8, "double* const*", AR::Hip},
    {"cublasCtrsmBatched", AR::DropConst, 8, "hipComplex* const*", AR::Hip},
    {"cublasZtrsmBatched", AR::DropConst, 8, "hipDoubleComplex* const*", AR::Hip},
    // hipModuleOccupancyMaxPotentialBlockSize[WithFlags] has no blockSizeToDynamicSMemSize callback
    {"cuOccupancyMaxPotentialBlockSize", AR::Drop, 3, ""},
    {"cuOccupancyMaxPotentialBlockSizeWithFlags", AR::Drop, 3, ""},
    // hipsparseSpSM_solve(..., spsmDescr, externalBuffer): CUDA 12 dropped the buffer, hipSPARSE keeps it
    {"cusparseSpSM_solve", AR::Append, 10, "nullptr", AR::Hip},
    // rocSPARSE (--roc), from its signatures:
    // interleaved batched tridiagonal/pentadiagonal solvers take a batch stride after the batch count, which
    // is the batch count in cuSPARSE's interleaved layout
    CW_SDCZ("gtsvInterleavedBatch", AR::Insert, 8, "$7", AR::Roc),
    CW_SDCZ("gtsvInterleavedBatch_bufferSizeExt", AR::Insert, 8, "$7", AR::Roc),
    CW_SDCZ("gpsvInterleavedBatch", AR::Insert, 10, "$9", AR::Roc),
    CW_SDCZ("gpsvInterleavedBatch_bufferSizeExt", AR::Insert, 10, "$9", AR::Roc),
    // rocsparse_Xcsrmv takes an optional analysis info before x; rocsparse_Xcsrmm a transB, rocsparse_Xcsrgemm
    // transA and transB (cuSPARSE's are non-transposed)
    CW_SDCZ("csrmv", AR::Insert, 10, "nullptr", AR::Roc),
    CW_SDCZ("csrmm", AR::Insert, 2, "rocsparse_operation_none", AR::Roc),
    CW_SDCZ("csrgemm2", AR::Insert, 1, "rocsparse_operation_none, rocsparse_operation_none", AR::Roc),
    // rocsparse_Xcsrgeam and rocsparse_csrgeam_nnz need no work buffer
    CW_SDCZ("csrgeam2", AR::Drop, 19, "", AR::Roc),
    {"cusparseXcsrgeam2Nnz", AR::Drop, 14, "", AR::Roc},
    // rocSPARSE has one solve policy (auto) and an analysis policy before it
    CW_SDCZ("csrsv2_solve", AR::Replace, 12, "rocsparse_solve_policy_auto", AR::Roc),
    CW_SDCZ("csrsv2_analysis", AR::Replace, 9, "rocsparse_analysis_policy_force, rocsparse_solve_policy_auto",
            AR::Roc),
    // the same for incomplete LU/Cholesky and the BSR triangular solvers: every _analysis takes both policies
    // (rocsparse_Xcsrilu0_analysis(..., info, analysis, solve, temp_buffer)); a solve's single policy is passed
    // on, as a rocsparse_solve_policy, except where HIPIFY writes rocSPARSE's one value (the same call either way)
    CW_SDCZ("csrilu02", AR::Replace, 8, "rocsparse_solve_policy_auto", AR::Roc),
    CW_SDCZ("csrilu02_analysis", AR::Replace, 8, "rocsparse_analysis_policy_force, rocsparse_solve_policy_auto",
            AR::Roc),
    CW_SDCZ("csric02_analysis", AR::Replace, 8, "rocsparse_analysis_policy_force, rocsparse_solve_policy_auto",
            AR::Roc),
    CW_SDCZ("bsrilu02", AR::Replace, 10, "rocsparse_solve_policy_auto", AR::Roc),
    CW_SDCZ("bsrilu02_analysis", AR::Replace, 10, "rocsparse_analysis_policy_force, rocsparse_solve_policy_auto",
            AR::Roc),
    CW_SDCZ("bsric02", AR::Replace, 10, "rocsparse_solve_policy_auto", AR::Roc),
    CW_SDCZ("bsric02_analysis", AR::Replace, 10, "rocsparse_analysis_policy_force, rocsparse_solve_policy_auto",
            AR::Roc),
    CW_SDCZ("bsrsv2_solve", AR::Replace, 14, "rocsparse_solve_policy_auto", AR::Roc),
    CW_SDCZ("bsrsv2_analysis", AR::Replace, 11, "rocsparse_analysis_policy_force, rocsparse_solve_policy_auto",
            AR::Roc),
    // (HIPIFY passes bsrsm2_analysis's one policy on, one argument short of rocSPARSE's signature)
    CW_SDCZ("bsrsm2_analysis", AR::Replace, 13, "rocsparse_analysis_policy_force, rocsparse_solve_policy_auto",
            AR::Roc),
    // rocsparse_Xcsrsm_* have no algo argument (HIPIFY keeps it, which does not compile) and the same policies
    CW_SDCZ("csrsm2_solve", AR::Drop, 1, "", AR::Roc),
    CW_SDCZ("csrsm2_solve", AR::Replace, 15, "rocsparse_solve_policy_auto", AR::Roc),
    CW_SDCZ("csrsm2_analysis", AR::Drop, 1, "", AR::Roc),
    CW_SDCZ("csrsm2_analysis", AR::Replace, 15, "rocsparse_analysis_policy_force, rocsparse_solve_policy_auto",
            AR::Roc),
    CW_SDCZ("csrsm2_bufferSizeExt", AR::Drop, 1, "", AR::Roc),
    CW_SDCZ("csrsm2_bufferSizeExt", AR::Replace, 15, "rocsparse_solve_policy_auto", AR::Roc),
    // rocsparse_csr2csc_buffer_size(handle, m, n, nnz, csrRowPtr, csrColInd, copyValues, bufferSize)
    {"cusparseCsr2cscEx2_bufferSize", AR::Keep, 15, "0,1,2,3,5,6,11,14", AR::Roc},
    // rocSPARSE's generic API is one function per operation with (size_t* buffer_size, void* temp_buffer)
    // and, for SpMM/SpSV/SpSM, a stage before them: cuSPARSE's _bufferSize/_analysis/_preprocess/compute
    // calls become the stages (SpSV/SpSM's descriptor has no rocSPARSE counterpart and is dropped)
    {"cusparseSparseToDense", AR::Insert, 4, "nullptr", AR::Roc},
    {"cusparseSparseToDense_bufferSize", AR::Append, 5, "nullptr", AR::Roc},
    {"cusparseDenseToSparse_bufferSize", AR::Append, 5, "nullptr", AR::Roc},
    {"cusparseDenseToSparse_analysis", AR::Insert, 4, "nullptr", AR::Roc},
    {"cusparseDenseToSparse_convert", AR::Insert, 4, "nullptr", AR::Roc},
    {"cusparseSpVV", AR::Insert, 6, "nullptr", AR::Roc},
    {"cusparseSpVV_bufferSize", AR::Append, 7, "nullptr", AR::Roc},
    // rocsparse_spmv(handle, trans, alpha, mat, x, beta, y, compute_type, alg, stage, buffer_size, temp_buffer):
    // rocSPARSE 3.0's (2.x: rocsparse_spmv_ex, the same arguments; the translator picks the name)
    {"cusparseSpMV", AR::Insert, 9, "rocsparse_spmv_stage_compute, nullptr", AR::Roc},
    {"cusparseSpMV_preprocess", AR::Insert, 9, "rocsparse_spmv_stage_preprocess, nullptr", AR::Roc},
    {"cusparseSpMV_bufferSize", AR::Insert, 9, "rocsparse_spmv_stage_buffer_size", AR::Roc},
    {"cusparseSpMV_bufferSize", AR::Append, 10, "nullptr", AR::Roc},
    {"cusparseSpMM", AR::Insert, 10, "rocsparse_spmm_stage_compute, nullptr", AR::Roc},
    {"cusparseSpMM_preprocess", AR::Insert, 10, "rocsparse_spmm_stage_preprocess, nullptr", AR::Roc},
    {"cusparseSpMM_bufferSize", AR::Insert, 10, "rocsparse_spmm_stage_buffer_size", AR::Roc},
    {"cusparseSpMM_bufferSize", AR::Append, 11, "nullptr", AR::Roc},
    {"cusparseSpSV_bufferSize", AR::Replace, 8, "rocsparse_spsv_stage_buffer_size", AR::Roc},
    {"cusparseSpSV_bufferSize", AR::Append, 10, "nullptr", AR::Roc},
    {"cusparseSpSV_analysis", AR::Replace, 8, "rocsparse_spsv_stage_preprocess, nullptr", AR::Roc},
    {"cusparseSpSM_bufferSize", AR::Replace, 9, "rocsparse_spsm_stage_buffer_size", AR::Roc},
    {"cusparseSpSM_bufferSize", AR::Append, 11, "nullptr", AR::Roc},
    {"cusparseSpSM_analysis", AR::Replace, 9, "rocsparse_spsm_stage_preprocess, nullptr", AR::Roc},
    // the solves: the compute stage, whose buffer (the analysis call's) the translator appends
    {"cusparseSpSV_solve", AR::Replace, 8, "rocsparse_spsv_stage_compute, nullptr", AR::Roc},
    {"cusparseSpSM_solve", AR::Replace, 9, "rocsparse_spsm_stage_compute, nullptr", AR::Roc},
    // rocsolver_<t>potrf(handle, uplo, n, A, lda, info): rocSOLVER takes its workspace from the rocBLAS handle
    // MIOpen (--miopen): miopenSetDropoutDescriptor takes use_mask, state_evo and rng_mode after the seed
    // (false, false and MIOPEN_RNG_PSEUDO_XORWOW, 0, give cuDNN's behaviour)
    {"cudnnSetDropoutDescriptor", AR::Declare, 6,
     "bool use_mask=false, bool state_evo=false, miopenRNGType_t rng_mode=MIOPEN_RNG_PSEUDO_XORWOW"},
    {"cudnnRestoreDropoutDescriptor", AR::Declare, 6,
     "bool use_mask=false, bool state_evo=false, miopenRNGType_t rng_mode=MIOPEN_RNG_PSEUDO_XORWOW"},
    // miopenDropoutForward/Backward take a noise-shape descriptor (a placeholder, miopen.h: "currently not
    // enabled") before the input's: the input's own is passed
    {"cudnnDropoutForward", AR::Insert, 2, "$2"},
    {"cudnnDropoutBackward", AR::Insert, 2, "$2"},
    // miopenSoftmaxForward_V2/Backward_V2 take cuDNN's algorithm and mode last
    {"cudnnSoftmaxForward", AR::Keep, 9, "0,3,4,5,6,7,8,1,2"},
    {"cudnnSoftmaxBackward", AR::Keep, 11, "0,3,4,5,6,7,8,9,10,1,2"},
    // MIOpen (--miopen), from miopen.h's signatures: pooling descriptors have no NaN option; miopenSetLRNDescriptor
    // takes the mode (cuDNN's LRN is cross-channel only); miopenFindConvolutionForwardAlgorithm takes
    // exhaustiveSearch (true: cudnnFind*Ex measures every algorithm); the workspace-size queries take
    // (w, x) and (dy, w) where cuDNN takes (x, w) and (w, dy), and no algorithm (MIOpen's is the largest over
    // all); the convolutions take beta, the output and then the workspace, and backward-data dy before w
    {"cudnnSetPooling2dDescriptor", AR::Drop, 2, ""},
    {"cudnnGetPooling2dDescriptor", AR::Drop, 2, ""},
    {"cudnnSetPoolingNdDescriptor", AR::Drop, 2, ""},
    {"cudnnGetPoolingNdDescriptor", AR::Drop, 3, ""},
    {"cudnnSetLRNDescriptor", AR::Insert, 1, "miopenLRNCrossChannel"},
    {"cudnnFindConvolutionForwardAlgorithmEx", AR::Append, 13, "true"},
    {"cudnnGetConvolutionForwardWorkspaceSize", AR::Keep, 7, "0,2,1,3,4,6"},
    {"cudnnGetConvolutionBackwardDataWorkspaceSize", AR::Keep, 7, "0,2,1,3,4,6"},
    {"cudnnConvolutionForward", AR::Keep, 13, "0,1,2,3,4,5,6,7,10,11,12,8,9"},
    {"cudnnConvolutionBackwardData", AR::Keep, 13, "0,1,4,5,2,3,6,7,10,11,12,8,9"},
    // miopenRNNBackwardWeights takes the weight gradient (dwDesc, dw) before the workspace
    {"cudnnRNNBackwardWeights", AR::Keep, 15, "0,1,2,3,4,5,6,7,8,11,12,9,10,13,14"},
    // hipBLAS's GemmBatchedEx takes const void* A[], const void* B[] and void* C[] (hipblas.h of ROCm 5.5; hipBLAS
    // 2.x's _v2 the same, as HIPIFY's tests quote it) where cuBLAS takes const void* const[] and void* const[]: a
    // void** A, which cuBLAS takes, converts to neither, so such arguments are const_cast (to any later, more
    // const, signature the cast type still converts)
    {"cublasGemmBatchedEx", AR::Qualify, 7, "const void**", AR::Hip},
    {"cublasGemmBatchedEx", AR::Qualify, 10, "const void**", AR::Hip},
    {"cublasGemmBatchedEx", AR::Qualify, 14, "void**", AR::Hip},
    // rocblas_syrk_ex takes the execution type last; cublasCsyrkEx computes in complex float
    {"cublasCsyrkEx", AR::Append, 13, "rocblas_datatype_f32_c", AR::Roc},
    // rocblas_gemm_ex and its batched forms write D = alpha*op(A)*op(B) + beta*C, a matrix of its own (d, d_type,
    // ldd [, stride_d]) after C, and take a solution index and flags last (rocblas-functions.h of ROCm 5.5, every
    // release since): cuBLAS's in-place C is passed as D too, which rocBLAS allows ("C and D may point to the same
    // matrix if their parameters are identical"); solution 0 and rocblas_gemm_flags_none are rocBLAS's defaults
    {"cublasGemmEx", AR::Keep, 19, "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,14,15,16,17,18,#0,rocblas_gemm_flags_none",
     AR::Roc},
    {"cublasGemmBatchedEx", AR::Keep, 20,
     "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,14,15,16,17,18,19,#0,rocblas_gemm_flags_none", AR::Roc},
    {"cublasGemmStridedBatchedEx", AR::Keep, 23,
     "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,16,17,18,19,20,21,22,#0,rocblas_gemm_flags_none", AR::Roc},
    // cuSPARSE's buffer-size queries write an int, rocSPARSE's a size_t (same arguments otherwise; cuSPARSE 12 and
    // rocSPARSE 5.7 headers). HIPIFY casts &n to size_t*, which writes 8 bytes into a 4-byte int. hipSPARSE's
    // gebsr2gebsc and csr2gebsr queries write a size_t too (every hipSPARSE release; HIPIFY passes &n, an int*, which
    // does not compile); its others take cuSPARSE's int*.
    CW_SDCZ("gemvi_bufferSize", AR::SizeOut, 6, "", AR::Roc),
    CW_SDCZ("csrsv2_bufferSize", AR::SizeOut, 10, "", AR::Roc),
    CW_SDCZ("csrilu02_bufferSize", AR::SizeOut, 9, "", AR::Roc),
    CW_SDCZ("csric02_bufferSize", AR::SizeOut, 9, "", AR::Roc),
    CW_SDCZ("bsric02_bufferSize", AR::SizeOut, 11, "", AR::Roc),
    CW_SDCZ("bsrilu02_bufferSize", AR::SizeOut, 11, "", AR::Roc),
    CW_SDCZ("bsrsv2_bufferSize", AR::SizeOut, 12, "", AR::Roc),
    CW_SDCZ("bsrsm2_bufferSize", AR::SizeOut, 14, "", AR::Roc),
    CW_SDCZ("gebsr2gebsc_bufferSize", AR::SizeOut, 10, ""),
    CW_SDCZ("csr2gebsr_bufferSize", AR::SizeOut, 11, ""),
    CW_SDCZ("gebsr2gebsr_bufferSize", AR::SizeOut, 14, "", AR::Roc),
    {"cusolverDnSpotrf", AR::Keep, 8, "0,1,2,3,4,7", AR::Roc},
    {"cusolverDnDpotrf", AR::Keep, 8, "0,1,2,3,4,7", AR::Roc},
    {"cusolverDnCpotrf", AR::Keep, 8, "0,1,2,3,4,7", AR::Roc},
    {"cusolverDnZpotrf", AR::Keep, 8, "0,1,2,3,4,7", AR::Roc},
};
#undef CW_SDCZ

// The text of argument k (its tokens' current output, trimmed).
std::string argument_text(const std::vector<std::string>& out, std::pair<std::size_t, std::size_t> arg) {
  std::string text;
  for (std::size_t k = arg.first; k <= arg.second; ++k) text += out[k];
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n')) text.pop_back();
  return text;
}

// The first token of the statement holding toks[i], or SIZE_MAX where declarations cannot go before it: inside a
// for header or braces of an expression, or a statement that is the body of else/do or follows a case label.
// Whether toks[k] (a ';' or '{') lies inside parentheses: a for header, or a lambda or braced list in a call.
bool inside_parentheses(const std::vector<Token>& toks, std::size_t k) {
  int depth = 0;
  while (k-- > 0) {
    const Token& t = toks[k];
    if (t.is_trivia()) continue;
    if (t.kind == TokenKind::Directive) return false;
    if (t.is_punct(")")) ++depth;
    if (t.is_punct("(") && depth-- == 0) return true;
    if (depth == 0 && (t.is_punct("{") || t.is_punct("}") || t.is_punct(";"))) {
      if (!t.is_punct(";")) return false;
    }
  }
  return false;
}

std::size_t statement_start(const std::vector<Token>& toks, std::size_t i) {
  int depth = 0;
  std::size_t start = i;
  for (std::size_t k = i; k-- > 0;) {
    const Token& t = toks[k];
    if (t.is_trivia()) continue;
    if (t.kind == TokenKind::Directive) break;
    if (t.is_punct(")") || t.is_punct("]")) {
      ++depth;
    } else if (t.is_punct("(") || t.is_punct("[")) {
      if (depth > 0) --depth;  // else: an enclosing call, CHECK(f(...)): the statement goes on before it
    } else if (depth == 0 && (t.is_punct(";") || t.is_punct("{") || t.is_punct("}"))) {
      if (t.is_punct("}")) break;
      if (inside_parentheses(toks, k)) return SIZE_MAX;
      if (t.is_punct("{")) {
        // a block opens after ')' (a function or if/for/while body), else, do, try, another block or a ';'; any
        // other '{' is a braced initializer
        std::size_t p = prev_significant(toks, k);
        bool block = p == SIZE_MAX || toks[p].is_punct(")") || toks[p].is_punct("{") || toks[p].is_punct("}") ||
                     toks[p].is_punct(";") || toks[p].is_identifier("else") || toks[p].is_identifier("do") ||
                     toks[p].is_identifier("try") || toks[p].kind == TokenKind::Directive;
        if (!block) return SIZE_MAX;
      }
      break;
    } else if (depth == 0 && t.is_punct(":")) {
      return SIZE_MAX;  // a label, a ternary or an initializer list
    }
    start = k;
  }
  const Token& s = toks[start];
  if (s.is_identifier("else") || s.is_identifier("do") || s.is_identifier("case") || s.is_identifier("default"))
    return SIZE_MAX;
  // a directive's own tokens (a macro body, lexed on its own by lex_directive, so they start after the '#', at a
  // non-zero offset; a whole file's start at 0): a declaration would change what the macro is
  if (toks.front().offset != 0) return SIZE_MAX;
  return start;
}

// Whether `name` is an identifier of the source or one a previous Declare already wrote.
bool name_taken(const std::vector<Token>& toks, const std::vector<std::string>& out, const std::string& name) {
  for (const Token& t : toks)
    if (t.kind == TokenKind::Identifier && t.text == name) return true;
  std::string declared = " " + name + " = {};";
  for (std::size_t k = 0; k < out.size() && k < toks.size(); ++k)
    if (toks[k].kind != TokenKind::Comment && toks[k].kind != TokenKind::String &&
        out[k].find(declared) != std::string::npos)
      return true;
  return false;
}

// An argument text of the tables for a C source (c_source): C has NULL where C++ has nullptr.
std::string in_language(std::string_view text, bool c_source) {
  std::string s(text);
  if (!c_source) return s;
  for (std::size_t at = s.find("nullptr"); at != std::string::npos; at = s.find("nullptr", at))
    s.replace(at, 7, "NULL");
  return s;
}

// Declare: "type name=default, ..." -> declarations before the statement and the names appended, or the defaults.
void declare_arguments(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i,
                       std::size_t last_arg_token, std::string_view params, bool c_source) {
  struct Param {
    std::string type, name, value;
  };
  std::vector<Param> ps;
  while (!params.empty()) {
    std::size_t comma = params.find(", ");
    std::string_view p = params.substr(0, comma);
    params = comma == std::string_view::npos ? std::string_view{} : params.substr(comma + 2);
    std::size_t eq = p.find('='), sp = p.rfind(' ', eq);
    ps.push_back({std::string(p.substr(0, sp)), std::string(p.substr(sp + 1, eq - sp - 1)), std::string(p.substr(eq + 1))});
  }
  std::size_t start = statement_start(toks, i);
  std::string appended;
  if (start == SIZE_MAX) {
    for (const Param& p : ps) appended += ", " + p.value;
    out[last_arg_token] += appended;
    return;
  }
  // one suffix for the whole set: the first N for which no name is taken
  std::string suffix;
  for (int n = 0;; ++n) {
    // (appended, not "_" + to_string(n): GCC 12 warns about that form with a bogus -Wrestrict, libstdc++ PR 105329)
    suffix = n == 0 ? std::string() : std::string("_").append(std::to_string(n));
    bool taken = false;
    for (const Param& p : ps) taken = taken || name_taken(toks, out, "hipify_" + p.name + suffix);
    if (!taken) break;
  }
  // the statement's indentation when it begins a line
  std::string sep = " ";
  if (start > 0 && toks[start - 1].kind == TokenKind::Newline) {
    sep = "\n";
  } else if (start > 1 && toks[start - 1].kind == TokenKind::Whitespace && toks[start - 2].kind == TokenKind::Newline) {
    sep = "\n" + std::string(toks[start - 1].text);
  }
  std::string decls;
  for (const Param& p : ps) {
    decls += p.type + " hipify_" + p.name + suffix + (c_source ? " = {0};" : " = {};") + sep;
    appended += ", hipify_" + p.name + suffix;
  }
  out[start] = decls + out[start];
  out[last_arg_token] += appended;
}

bool declaration_keyword(const Token& t) {
  for (std::string_view k : {"return", "case", "goto", "else", "do", "throw", "sizeof", "new", "delete", "co_return",
                             "co_yield", "operator", "typedef", "using", "struct", "class", "enum", "union"})
    if (t.is_identifier(k)) return true;
  return false;
}

}  // namespace

std::pair<std::size_t, std::size_t> declaration_of(const std::vector<Token>& toks, std::size_t use,
                                                   std::string_view name) {
  int depth = 0;  // blocks closed between the use and here: their declarations are out of scope
  for (std::size_t k = use; k-- > 0;) {
    const Token& t = toks[k];
    if (t.is_punct("}")) {
      ++depth;
      continue;
    }
    if (t.is_punct("{")) {
      if (depth > 0) --depth;
      continue;
    }
    if (depth > 0 || !t.is_identifier(name)) continue;
    std::size_t n = next_significant(toks, k);
    if (n >= toks.size() || !(toks[n].is_punct("=") || toks[n].is_punct(";") || toks[n].is_punct(",") ||
                              toks[n].is_punct(")") || toks[n].is_punct("[") || toks[n].is_punct("{")))
      continue;
    std::size_t first = SIZE_MAX;
    for (std::size_t j = prev_significant(toks, k); j != SIZE_MAX; j = prev_significant(toks, j)) {
      const Token& u = toks[j];
      if (u.is_punct(";") || u.is_punct("{") || u.is_punct("}") || u.is_punct("(") || u.is_punct(",") ||
          u.kind == TokenKind::Directive)
        break;
      if (!(u.kind == TokenKind::Identifier || u.is_punct("*") || u.is_punct("&") || u.is_punct("::")) ||
          (u.kind == TokenKind::Identifier && declaration_keyword(u))) {
        first = SIZE_MAX;
        break;
      }
      first = j;
    }
    if (first == SIZE_MAX || toks[first].is_punct("*") || toks[first].is_punct("&")) continue;  // an expression
    return {first, k};
  }
  return {SIZE_MAX, SIZE_MAX};
}

std::string declared_type(const std::vector<Token>& toks, std::pair<std::size_t, std::size_t> decl) {
  std::string type;
  if (decl.first == SIZE_MAX) return type;
  for (std::size_t j = decl.first; j < decl.second; ++j)
    if (!toks[j].is_trivia()) type += toks[j].text;
  return type;
}

bool has_type(const std::vector<Token>& toks, std::pair<std::size_t, std::size_t> arg, std::string_view type) {
  std::string want;
  for (char c : type)
    if (c != ' ') want += c;
  const Token& a = toks[arg.first];
  std::string declared = arg.first == arg.second && a.kind == TokenKind::Identifier
                             ? declared_type(toks, declaration_of(toks, arg.first, a.text))
                             : std::string();
  if (declared.ends_with("const")) declared.resize(declared.size() - 5);
  const std::string text = significant_text(toks, arg.first, arg.second, want.size() + 20);
  return declared == want || text.starts_with("(" + want + ")") || text.starts_with("const_cast<" + want + ">") ||
         text.starts_with("reinterpret_cast<" + want + ">") || text.starts_with("static_cast<" + want + ">");
}

void cast_argument(std::vector<std::string>& out, std::pair<std::size_t, std::size_t> arg, std::string_view type,
                   std::string_view named_cast, bool c_source) {
  std::string cast = c_source ? std::string("(").append(type).append(")(")
                              : std::string(named_cast).append("<").append(type).append(">(");
  out[arg.first] = cast.append(out[arg.first]);
  out[arg.second] += ")";
}

namespace {

// Whether a rewrite applies to the library the call goes to (`roc`: --roc's rocSPARSE, else hipSPARSE).
bool applies(const ArgumentRewrite& r, bool roc) {
  return !((r.when == AR::Hip && roc) || (r.when == AR::Roc && !roc));
}

// Whether toks[callee](...) with `nargs` arguments writes a size_t through its last argument where cuSPARSE
// writes an int (a SizeOut rewrite for the library the call goes to).
bool size_out_call(const Token& callee, std::size_t nargs, bool roc) {
  for (const ArgumentRewrite& r : kArgumentRewrites)
    if (r.op == ArgumentRewrite::SizeOut && r.cuda == callee.text && static_cast<std::size_t>(r.arg) == nargs &&
        applies(r, roc))
      return true;
  return false;
}

// The callee of the innermost call whose parentheses hold toks[k] within its statement, or SIZE_MAX.
std::size_t enclosing_callee(const std::vector<Token>& toks, std::size_t k, std::size_t* nargs = nullptr) {
  int depth = 0;
  for (std::size_t j = prev_significant(toks, k); j != SIZE_MAX; j = prev_significant(toks, j)) {
    const Token& t = toks[j];
    if (t.is_punct(";") || t.is_punct("{") || t.is_punct("}") || t.kind == TokenKind::Directive) return SIZE_MAX;
    if (t.is_punct(")") || t.is_punct("]")) ++depth;
    if ((t.is_punct("(") || t.is_punct("[")) && depth-- == 0) {
      std::size_t c = prev_significant(toks, j);
      if (!t.is_punct("(") || c == SIZE_MAX || toks[c].kind != TokenKind::Identifier) return SIZE_MAX;
      for (std::string_view kw : {"if", "while", "for", "switch", "return", "sizeof", "alignof", "decltype"})
        if (toks[c].is_identifier(kw)) return SIZE_MAX;
      if (nargs != nullptr) {
        std::vector<std::pair<std::size_t, std::size_t>> args;
        std::size_t close = 0;
        *nargs = call_arguments(toks, c, args, close) ? args.size() : 0;
      }
      return c;
    }
  }
  return SIZE_MAX;
}

// A SizeOut call's &n where n is a local "int n [= init];" (one declarator, not a parameter) whose address goes
// only to such calls and whose value is not formatted (printf) or compared through min/max (where int and size_t
// differ in the call): n is declared size_t, and every such call passes &n unchanged. False when n does not
// qualify (the caller then copies through a size_t temporary).
bool retype_size_variable(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t use, bool roc) {
  std::string_view name = toks[use].text;
  auto [type, decl] = declaration_of(toks, use, name);
  if (type == SIZE_MAX || prev_significant(toks, decl) != type || !toks[type].is_identifier("int")) return false;
  if (out[type] == "size_t") return true;  // an earlier call of this translation retyped it
  std::size_t before = prev_significant(toks, type);
  if (before != SIZE_MAX && !(toks[before].is_punct(";") || toks[before].is_punct("{") ||
                              toks[before].is_punct("}") || toks[before].kind == TokenKind::Directive))
    return false;  // a parameter, a for-init or a declaration after a qualifier
  // one declarator: "int n;" or "int n = init;" with no top-level comma in the initializer
  int depth = 0;
  std::size_t end = decl;
  for (std::size_t j = next_significant(toks, decl); j < toks.size(); j = next_significant(toks, j)) {
    const Token& t = toks[j];
    if (t.kind == TokenKind::Directive) return false;
    if (t.is_punct("(") || t.is_punct("[") || t.is_punct("{")) ++depth;
    if (t.is_punct(")") || t.is_punct("]") || t.is_punct("}")) --depth;
    if (depth == 0 && t.is_punct(",")) return false;
    if (depth == 0 && t.is_punct(";")) {
      end = j;
      break;
    }
  }
  if (end == decl) return false;
  // every use up to the end of the declaring block
  depth = 0;
  for (std::size_t j = end + 1; j < toks.size(); ++j) {
    const Token& t = toks[j];
    if (t.is_punct("{")) ++depth;
    if (t.is_punct("}") && --depth < 0) break;
    if (!t.is_identifier(name)) continue;
    std::size_t p = prev_significant(toks, j);
    if (p != SIZE_MAX && (toks[p].is_punct(".") || toks[p].is_punct("->") || toks[p].is_punct("::"))) continue;
    std::size_t nargs = 0;
    std::size_t callee = enclosing_callee(toks, j, &nargs);
    if (p != SIZE_MAX && toks[p].is_punct("&")) {
      std::size_t pp = prev_significant(toks, p), n = next_significant(toks, j);
      bool last_argument = pp != SIZE_MAX && (toks[pp].is_punct(",") || toks[pp].is_punct("(")) && n < toks.size() &&
                           toks[n].is_punct(")");
      if (!last_argument || callee == SIZE_MAX || !size_out_call(toks[callee], nargs, roc)) return false;
      continue;
    }
    if (callee != SIZE_MAX) {
      for (std::string_view f : {"printf", "fprintf", "sprintf", "snprintf", "dprintf", "scanf", "sscanf", "fscanf",
                                 "min", "max", "fmin", "fmax", "swap", "clamp"})
        if (toks[callee].is_identifier(f)) return false;
    }
  }
  out[type] = "size_t";
  return true;
}

// SizeOut: the call writes an int through its last argument &n where the HIP function writes a size_t. Where n
// is a local int used only that way, it is declared size_t (retype_size_variable). Otherwise a size_t is declared
// before the statement, passed instead, and copied to n after it; only where the statement is the call's own (an
// assignment or a macro around it), so that the copy runs exactly when the call did.
bool size_out_argument(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i, std::size_t close,
                       std::pair<std::size_t, std::size_t> arg, bool roc, bool c_source) {
  auto [first, last] = arg;
  if (!toks[first].is_punct("&") || next_significant(toks, first) != last || toks[last].kind != TokenKind::Identifier)
    return false;
  if (retype_size_variable(toks, out, last, roc)) return true;
  std::size_t start = statement_start(toks, i);
  if (start == SIZE_MAX) return false;
  for (std::string_view keyword : {"if", "while", "for", "switch", "return", "goto"})
    if (toks[start].is_identifier(keyword)) return false;
  std::size_t semi = next_significant(toks, close);
  while (semi < toks.size() && toks[semi].is_punct(")")) semi = next_significant(toks, semi);  // CHECK(f(...));
  if (semi >= toks.size() || !toks[semi].is_punct(";")) return false;
  std::string var;
  for (int n = 0;; ++n) {
    var = n == 0 ? "hipify_buffer_size" : "hipify_buffer_size_" + std::to_string(n);
    if (!name_taken(toks, out, var)) break;
  }
  std::string decl = "size_t ";
  decl.append(var).append(c_source ? " = 0;" : " = {};");
  // on a line of its own, indented as the statement, when the statement begins a line
  if (start > 0 && toks[start - 1].kind == TokenKind::Newline) {
    decl += '\n';
  } else if (start > 1 && toks[start - 1].kind == TokenKind::Whitespace && toks[start - 2].kind == TokenKind::Newline) {
    decl += '\n';
    decl.append(toks[start - 1].text);
  } else {
    decl += ' ';
  }
  out[start].insert(0, decl);
  out[first].clear();
  out[first].push_back('&');
  out[first] += var;
  for (std::size_t k = first + 1; k <= last; ++k) out[k].clear();
  out[semi].append(" ").append(toks[last].text).append(c_source ? " = (int)(" : " = static_cast<int>(").append(var).append(");");
  return true;
}

// Whether the argument toks[first..last] is an expression cast to void**: "(void**)p", "(void **)&p",
// "reinterpret_cast<void**>(&p)", "static_cast<void**>(p)".
bool cast_to_void_pointer_pointer(const std::vector<Token>& toks, std::pair<std::size_t, std::size_t> arg) {
  const std::string text = significant_text(toks, arg.first, arg.second, 32);
  for (std::string_view cast : {"(void**)", "reinterpret_cast<void**>(", "static_cast<void**>("})
    if (text.starts_with(cast)) return true;
  return false;
}

}  // namespace

bool has_argument_rewrite(std::string_view cuda) {
  for (const ArgumentRewrite& r : kArgumentRewrites)
    if (r.cuda == cuda) return true;
  return false;
}

bool void_pointer_pointer_argument(const std::vector<Token>& toks, std::size_t i) {
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close) || args.empty()) return false;
  if (cast_to_void_pointer_pointer(toks, args.front())) return true;
  auto [first, last] = args.front();
  if (!toks[first].is_punct("&") || next_significant(toks, first) != last || toks[last].kind != TokenKind::Identifier)
    return false;
  return declared_type(toks, declaration_of(toks, last, toks[last].text)) == "void*";
}

bool rewrite_arguments(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i,
                       std::string_view cuda, bool roc, std::string* unapplied, bool c_source) {
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close)) return false;
  std::size_t keep_counts = 0;  // argument counts the Keep lists for this call were written for
  bool kept_applied = false;
  // Copies ("$k") read the arguments as they were mapped, before this call's edits.
  std::vector<std::string> original;
  for (const auto& a : args) original.push_back(argument_text(out, a));
  bool changed = false;
  // From the highest argument down, so earlier positions stay valid.
  for (auto it = std::rbegin(kArgumentRewrites); it != std::rend(kArgumentRewrites); ++it) {
    const ArgumentRewrite& r = *it;
    if (r.cuda != cuda || !applies(r, roc)) continue;
    auto n = static_cast<std::size_t>(r.arg);
    switch (r.op) {
      case ArgumentRewrite::Append:
        if (args.size() != n || args.empty()) continue;
        out[args.back().second] += ", " + in_language(r.text, c_source);
        break;
      case ArgumentRewrite::Cast:
      case ArgumentRewrite::ConstCast:
      case ArgumentRewrite::DropConst:
      case ArgumentRewrite::Qualify:
        if (n >= args.size()) continue;
        if (args[n].first == args[n].second) {
          const Token& a = toks[args[n].first];
          // a null pointer needs no cast (and reinterpret_cast<T*>(nullptr) does not compile)
          if (a.text == "nullptr" || a.text == "NULL" || a.text == "0") continue;
          if (r.op == ArgumentRewrite::DropConst && a.kind == TokenKind::Identifier) {
            // a variable declared here without a const on what it points to (float**, float* const*) converts
            // as it is: no cast (the common case); unknown declarations are cast
            std::string type = declared_type(toks, declaration_of(toks, args[n].first, a.text));
            const std::size_t star = type.find('*');
            if (star != std::string::npos && type.find("const") > star) continue;
          }
        }
        if (r.op == ArgumentRewrite::Qualify && has_type(toks, args[n], r.text)) continue;
        cast_argument(out, args[n], r.text, r.op == ArgumentRewrite::Cast ? "reinterpret_cast" : "const_cast",
                      c_source);
        break;
      case ArgumentRewrite::Drop:
        if (n >= args.size()) continue;
        if (n + 1 < args.size()) {
          for (std::size_t k = args[n].first; k < args[n + 1].first; ++k) out[k].clear();
        } else if (n > 0) {  // the last argument: from the comma after the previous one
          for (std::size_t k = args[n - 1].second + 1; k <= args[n].second; ++k) out[k].clear();
        } else {
          continue;
        }
        break;
      case ArgumentRewrite::Rename:
        if (args.size() != n) continue;
        out[i] = std::string(r.text);
        break;
      case ArgumentRewrite::Insert: {
        if (n >= args.size()) continue;
        std::string text = in_language(r.text, c_source);
        if (text.size() > 1 && text[0] == '$') {
          std::size_t k = static_cast<std::size_t>(std::stoi(text.substr(1)));
          if (k >= original.size()) continue;
          text = original[k];
        }
        out[args[n].first] = text + ", " + out[args[n].first];
        break;
      }
      case ArgumentRewrite::Replace:
        if (n >= args.size()) continue;
        out[args[n].first] = in_language(r.text, c_source);
        for (std::size_t k = args[n].first + 1; k <= args[n].second; ++k) out[k].clear();
        break;
      case ArgumentRewrite::Declare:
        if (args.size() != n || args.empty()) continue;
        declare_arguments(toks, out, i, args.back().second, r.text, c_source);
        break;
      case ArgumentRewrite::SizeOut:
        if (args.size() != n || args.empty() || !size_out_argument(toks, out, i, close, args.back(), roc, c_source))
          continue;
        break;
      case ArgumentRewrite::Keep: {
        ++keep_counts;
        if (args.size() != n || args.empty()) continue;  // the argument count the list was written for
        kept_applied = true;
        std::vector<std::string> items;
        std::size_t same = 0;  // the list starts with arguments 0..same-1 in place: their text stays as written
        std::vector<int> uses(original.size(), 0);
        std::string_view list = r.text;
        while (!list.empty()) {
          std::size_t comma = list.find(',');
          std::string_view item = list.substr(0, comma);
          if (!item.empty() && item.front() >= '0' && item.front() <= '9') {
            std::size_t k = static_cast<std::size_t>(std::stoi(std::string(item)));
            if (k < original.size()) {
              if (k == items.size() && same == items.size()) ++same;
              items.push_back(original[k]);
              ++uses[k];
            }
          } else {
            if (item.starts_with("#")) item.remove_prefix(1);  // a number passed as it is
            items.push_back(in_language(item, c_source));      // a literal the HIP call takes too
          }
          list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
        }
        // an argument passed twice is evaluated twice: not one that assigns (C[i++]); a call in it (v.data()) is
        // taken to only read
        std::size_t twice = 0;
        while (twice < uses.size() &&
               (uses[twice] < 2 || side_effect_free(toks, args[twice].first, args[twice].second, true)))
          ++twice;
        if (twice < uses.size()) {
          if (unapplied != nullptr)
            *unapplied = std::string(cuda) + "'s argument " + std::to_string(twice + 1) + " (" + original[twice] +
                         ") is passed twice to its HIP counterpart and has side effects; the call was left as it "
                         "was: pass it by hand";
          return changed;
        }
        std::string rest;
        for (std::size_t k = same; k < items.size(); ++k) rest += (k == same ? "" : ", ") + items[k];
        if (same == args.size()) {  // arguments appended
          if (!rest.empty()) out[args.back().second] += ", " + rest;
        } else if (!rest.empty()) {  // the arguments from the first one out of place on are written anew
          for (std::size_t k = args[same].first; k <= args.back().second; ++k) out[k].clear();
          out[args[same].first] = rest;
        } else {  // trailing arguments dropped, with the comma before them
          for (std::size_t k = args[same - 1].second + 1; k <= args.back().second; ++k) out[k].clear();
        }
        break;
      }
    }
    changed = true;
  }
  if (keep_counts > 0 && !kept_applied && unapplied != nullptr) {
    *unapplied = std::string(cuda) + " is called with " + std::to_string(args.size()) +
                 " argument(s) where its HIP counterpart's argument order needs ";
    bool first = true;
    for (const ArgumentRewrite& r : kArgumentRewrites) {
      if (r.cuda != cuda || r.op != ArgumentRewrite::Keep || !applies(r, roc))
        continue;
      *unapplied += (first ? "" : " or ") + std::to_string(r.arg);
      first = false;
    }
    *unapplied += "; the arguments were left in CUDA's order: reorder them by hand";
    if (first) unapplied->clear();  // no list applies to this target
  }
  return changed;
}

AnalysisBuffer append_spsv_analysis_buffer(const std::vector<Token>& toks, std::vector<std::string>& out,
                                           std::size_t i) {
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close)) return AnalysisBuffer::NotThisForm;
  // cusparseSpSV_solve(..., alg, descr) / cusparseSpSM_solve(..., alg, descr) and the analysis call of the same
  // routine, (..., alg, descr, buffer)
  const bool spsm = toks[i].text == "cusparseSpSM_solve";
  const std::size_t arity = spsm ? 10 : 9;
  const std::string_view analysis_name = spsm ? "cusparseSpSM_analysis" : "cusparseSpSV_analysis";
  if (args.size() != arity) return AnalysisBuffer::NotThisForm;
  // the descriptor as written in the source (its tokens, not their translation), compared between the calls
  const std::string descriptor = significant_text(toks, args[arity - 1].first, args[arity - 1].second);
  std::string buffer;
  for (std::size_t k = 0; k < toks.size(); ++k) {
    if (!toks[k].is_identifier(analysis_name)) continue;
    std::vector<std::pair<std::size_t, std::size_t>> analysis;
    std::size_t end = 0;
    if (!call_arguments(toks, k, analysis, end) || analysis.size() != arity + 1 ||
        significant_text(toks, analysis[arity - 1].first, analysis[arity - 1].second) != descriptor)
      continue;
    if (k > i && !buffer.empty()) break;  // one before the solve wins over one after it
    buffer = argument_text(out, analysis[arity]);
    if (k > i) break;
  }
  if (buffer.empty()) return AnalysisBuffer::NotFound;
  out[args.back().second] += ", " + buffer;
  return AnalysisBuffer::Appended;
}

bool inplace_trmm(const std::vector<Token>& toks, std::size_t i) {
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close) || args.size() != 14) return false;
  auto same = [&](std::size_t a, std::size_t b) {
    return significant_text(toks, args[a].first, args[a].second) ==
           significant_text(toks, args[b].first, args[b].second);
  };
  return same(10, 12) && same(11, 13) && side_effect_free(toks, args[10].first, args[11].second, true);
}

bool drop_trmm_output(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i) {
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close) || args.size() != 14) return false;
  for (std::size_t k = args[11].second + 1; k <= args[13].second; ++k) out[k].clear();
  return true;
}

bool sparse_status_text(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i, bool c_source,
                        bool roc) {
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close) || args.size() != 1) return false;
  // hipSPARSE's values 0-11 (hipsparse.h of ROCm 5.5), rocSPARSE's 0-13 (rocsparse-types.h of ROCm 5.5)
  constexpr std::string_view kHip =
      "{\"HIPSPARSE_STATUS_SUCCESS\", \"HIPSPARSE_STATUS_NOT_INITIALIZED\", \"HIPSPARSE_STATUS_ALLOC_FAILED\", "
      "\"HIPSPARSE_STATUS_INVALID_VALUE\", \"HIPSPARSE_STATUS_ARCH_MISMATCH\", \"HIPSPARSE_STATUS_MAPPING_ERROR\", "
      "\"HIPSPARSE_STATUS_EXECUTION_FAILED\", \"HIPSPARSE_STATUS_INTERNAL_ERROR\", "
      "\"HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED\", \"HIPSPARSE_STATUS_ZERO_PIVOT\", "
      "\"HIPSPARSE_STATUS_NOT_SUPPORTED\", \"HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES\"}";
  constexpr std::string_view kRoc =
      "{\"rocsparse_status_success\", \"rocsparse_status_invalid_handle\", \"rocsparse_status_not_implemented\", "
      "\"rocsparse_status_invalid_pointer\", \"rocsparse_status_invalid_size\", \"rocsparse_status_memory_error\", "
      "\"rocsparse_status_internal_error\", \"rocsparse_status_invalid_value\", \"rocsparse_status_arch_mismatch\", "
      "\"rocsparse_status_zero_pivot\", \"rocsparse_status_not_initialized\", \"rocsparse_status_type_mismatch\", "
      "\"rocsparse_status_requires_sorted_storage\", \"rocsparse_status_thrown_exception\"}";
  const std::string names(roc ? kRoc : kHip);
  const std::string unknown = roc ? "\"rocsparse_status_unknown\"" : "\"HIPSPARSE_STATUS_UNKNOWN\"";
  if (!c_source) {
    out[i] = std::string("[](") + (roc ? "rocsparse_status" : "hipsparseStatus_t") +
             " status) { constexpr const char* names[] = " + names +
             "; const auto k = static_cast<unsigned>(status); return k < sizeof(names) / sizeof(*names) ? names[k] : " +
             unknown + "; }";
    return true;
  }
  out[i] = "__extension__({ static const char* const crosswarp_status_names[] = " + names +
           "; unsigned crosswarp_status = (unsigned)";
  out[close] += "; crosswarp_status < sizeof(crosswarp_status_names) / sizeof(*crosswarp_status_names) ? "
                "crosswarp_status_names[crosswarp_status] : " + unknown + "; })";
  return true;
}

int symbol_argument(std::string_view cuda) {
  for (const SymbolArg& s : kSymbolArgs)
    if (s.cuda == cuda) return s.arg;
  return -1;
}

bool wrap_symbol_argument(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i, int arg) {
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close) || arg < 0 || static_cast<std::size_t>(arg) >= args.size()) return false;
  auto [first, last] = args[static_cast<std::size_t>(arg)];
  if (toks[first].is_identifier("HIP_SYMBOL")) return true;  // already wrapped
  out[first] = "HIP_SYMBOL(" + out[first];
  out[last] += ")";
  return true;
}

std::string_view maskless_equivalent(std::string_view cuda) {
  for (const auto& [sync, old] : kMaskless)
    if (sync == cuda) return old;
  return {};
}

namespace {

bool assigns(const Token& t) {
  constexpr std::string_view kOps[] = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--"};
  for (std::string_view op : kOps)
    if (t.is_punct(op)) return true;
  return false;
}

// A mask named by a local variable: "unsigned mask = 0xffffffff; ... __any_sync(mask, p)" is full when the
// nearest declaration of `name` in scope before the call has a full-mask initializer and no use of `name` in
// between can change it (assigned, incremented or its address taken: then it is not provable).
bool full_mask_variable(const std::vector<Token>& toks, std::size_t call, std::string_view name) {
  int depth = 0;  // blocks closed between the use and here: their declarations are out of scope
  for (std::size_t k = call; k-- > 0;) {
    const Token& t = toks[k];
    if (t.is_punct("}")) {
      ++depth;
      continue;
    }
    if (t.is_punct("{")) {
      if (depth > 0) --depth;
      continue;
    }
    if (!t.is_identifier(name)) continue;
    std::size_t p = prev_significant(toks, k), n = next_significant(toks, k);
    if (p != SIZE_MAX && (toks[p].is_punct(".") || toks[p].is_punct("->") || toks[p].is_punct("::"))) continue;
    bool eq = n < toks.size() && toks[n].is_punct("=");
    if (depth == 0 && eq && p != SIZE_MAX && toks[p].kind == TokenKind::Identifier) {
      // "type name = initializer;" (or ", ..."): the initializer is the mask
      std::size_t first = next_significant(toks, n), last = SIZE_MAX;
      int paren = 0;
      for (std::size_t j = first; j < toks.size(); ++j) {
        const Token& u = toks[j];
        if (u.is_trivia()) continue;
        if (u.kind == TokenKind::Directive) return false;
        if (u.is_punct("(")) ++paren;
        if (u.is_punct(")") && --paren < 0) return false;
        if (paren == 0 && (u.is_punct(";") || u.is_punct(","))) break;
        last = j;
      }
      return first < toks.size() && last != SIZE_MAX && full_mask(toks, first, last);
    }
    if (n < toks.size() && assigns(toks[n])) return false;
    if (p != SIZE_MAX && (toks[p].is_punct("&") || toks[p].is_punct("++") || toks[p].is_punct("--"))) return false;
  }
  return false;
}

// A mask named by an object-like macro: "#define FULL_MASK 0xffffffff ... __any_sync(FULL_MASK, p)" is full when
// the nearest #define or #undef of `name` before the call defines it as a full mask.
bool full_mask_macro(const std::vector<Token>& toks, std::size_t call, std::string_view name) {
  for (std::size_t k = call; k-- > 0;) {
    if (toks[k].kind != TokenKind::Directive || toks[k].text.find(name) == std::string_view::npos) continue;
    const std::string_view kind = directive_name(toks[k]);
    if (kind != "define" && kind != "undef") continue;
    LexResult in = lex_directive(toks[k]);
    std::vector<std::size_t> sig;
    for (std::size_t j = 0; j < in.tokens.size(); ++j)
      if (!in.tokens[j].is_trivia()) sig.push_back(j);
    // '#'? define NAME body...: find NAME after the keyword
    std::size_t at = 0;
    while (at < sig.size() && !in.tokens[sig[at]].is_identifier(kind)) ++at;
    if (at + 1 >= sig.size() || !in.tokens[sig[at + 1]].is_identifier(name)) continue;
    if (kind == "undef" || at + 2 >= sig.size()) return false;
    const Token& n = in.tokens[sig[at + 1]];
    const Token& after = in.tokens[sig[at + 2]];
    if (after.is_punct("(") && after.offset == n.offset + n.text.size()) return false;  // function-like
    return full_mask(in.tokens, sig[at + 2], sig.back());
  }
  return false;
}

// Whether the mask argument [first, last] of the call at toks[call] is provably the full warp: a full-mask literal,
// or a name held by a full-mask local variable or object-like macro.
bool provably_full_mask(const std::vector<Token>& toks, std::size_t call, std::size_t first, std::size_t last) {
  if (first != last || toks[first].kind != TokenKind::Identifier) return full_mask(toks, first, last);
  return full_mask_variable(toks, call, toks[first].text) || full_mask_macro(toks, call, toks[first].text);
}

// No token of [first, last] can change state: no assignment, ++/--, or (unless `calls` are taken as reading only)
// call (a name followed by "("). Such a mask expression can be dropped without changing what the program does.
bool side_effect_free(const std::vector<Token>& toks, std::size_t first, std::size_t last, bool calls) {
  for (std::size_t k = first; k <= last; ++k) {
    const Token& t = toks[k];
    if (t.is_trivia()) continue;
    if (t.kind == TokenKind::Directive || assigns(t)) return false;
    if (t.kind == TokenKind::Identifier && !calls) {
      std::size_t n = next_significant(toks, k);
      if (n <= last && toks[n].is_punct("(")) return false;
    }
  }
  return true;
}

}  // namespace

bool drop_full_mask(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i,
                    std::string_view maskless) {
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close) || args.size() < 2) return false;
  // HIP 6.2 defines __shfl*_sync(mask, ...) as a debug check of the mask followed by __shfl*(...): the mask
  // never changes a shuffle's value, so any mask without side effects goes. A vote's result depends on its
  // mask (__ballot_sync is __ballot & mask), so there the mask must be provably the full warp.
  bool shuffle = maskless.starts_with("__shfl");
  if (shuffle ? !side_effect_free(toks, args[0].first, args[0].second, false)
              : !provably_full_mask(toks, i, args[0].first, args[0].second))
    return false;
  out[i] = std::string(maskless);
  // Drop the mask, the comma after it and the blanks before the next argument.
  for (std::size_t k = args[0].first; k < args[1].first; ++k) out[k].clear();
  return true;
}

std::string_view min_max_call(std::string_view cuda) {
  // CUDA's parameter types, given as the template argument so that the arguments convert as they did
  static constexpr std::pair<std::string_view, std::string_view> kCalls[] = {
      {"umin", "min<unsigned int>"},         {"umax", "max<unsigned int>"},
      {"llmin", "min<long long int>"},       {"llmax", "max<long long int>"},
      {"ullmin", "min<unsigned long long int>"}, {"ullmax", "max<unsigned long long int>"},
  };
  return lookup(kCalls, cuda);
}

std::string_view cache_hint_call(std::string_view cuda) {
  constexpr std::string_view kLoad = "[](const auto* address) { return *address; }";
  constexpr std::string_view kStore = "[](auto* address, auto value) { *address = value; }";
  static constexpr std::pair<std::string_view, std::string_view> kCalls[] = {
      {"__ldcs", kLoad},  {"__ldcg", kLoad},  {"__ldca", kLoad},  {"__ldlu", kLoad},
      {"__stcs", kStore}, {"__stcg", kStore}, {"__stwb", kStore}, {"__stwt", kStore},
  };
  return lookup(kCalls, cuda);
}

const EmulatedCall* emulated_call(std::string_view cuda) {
  // CUDA's signatures: unsigned int atomicInc_system(unsigned int* address, unsigned int val) (and Dec).
  // The lambda is host-device for hip-clang, as every unannotated lambda is; each argument is evaluated once.
  constexpr std::string_view kCas = "emulated with a compare-and-swap loop on atomicCAS_system";
  constexpr std::string_view kBf16 = "written with HIP's __float22bfloat162_rn on a float2 (rounding to nearest even)";
  static constexpr EmulatedCall kEmulated[] = {
      {"atomicInc_system",
       "[](unsigned int* address, unsigned int val) { unsigned int old = *address, assumed; do { assumed = old; "
       "old = atomicCAS_system(address, assumed, assumed >= val ? 0u : assumed + 1u); } while (old != assumed); "
       "return old; }",
       kCas, true},
      {"atomicDec_system",
       "[](unsigned int* address, unsigned int val) { unsigned int old = *address, assumed; do { assumed = old; "
       "old = atomicCAS_system(address, assumed, (assumed == 0u || assumed > val) ? val : assumed - 1u); } "
       "while (old != assumed); return old; }",
       kCas, true},
      // cuda_bf16.h's float -> bf16 pair conversions, which HIP lacks (5.7 to 6.x at least): HIP's host-and-device
      // __float22bfloat162_rn (round to nearest even, as CUDA's _rn) on the float2; crosswarp-simt has CUDA's names
      {"__float2bfloat162_rn", "[](float a) { return __float22bfloat162_rn(make_float2(a, a)); }", kBf16, false},
      {"__floats2bfloat162_rn", "[](float a, float b) { return __float22bfloat162_rn(make_float2(a, b)); }", kBf16,
       false},
  };
  for (const EmulatedCall& e : kEmulated)
    if (e.cuda == cuda) return &e;
  return nullptr;
}

std::string_view nvtx_event_attributes_name(std::string_view cuda) {
  static constexpr std::pair<std::string_view, std::string_view> kNames[] = {
      {"nvtxEventAttributes_t", "crosswarpNvtxEventAttributes_t"},
      {"nvtxEventAttributes_v2", "crosswarpNvtxEventAttributes_t"},
      {"nvtxRangePushEx", "crosswarpNvtxRangePushEx"},
      {"nvtxRangeStartEx", "crosswarpNvtxRangeStartEx"},
      {"nvtxMarkEx", "crosswarpNvtxMarkEx"},
  };
  return lookup(kNames, cuda);
}

std::string_view half_atomic_add_definition() {
  return "#ifndef CROSSWARP_HALF_ATOMIC_ADD\n"
         "#define CROSSWARP_HALF_ATOMIC_ADD\n"
         "// CUDA's atomicAdd on __half and __half2, which HIP 5.7 lacks: a compare-and-swap loop on the 32-bit word "
         "(crosswarp port)\n"
         "#include <hip/hip_fp16.h>\n"
         "#if defined(HIP_VERSION) && HIP_VERSION < 60000000\n"
         "static __device__ inline __half atomicAdd(__half* address, __half val) {\n"
         "  unsigned int* word = reinterpret_cast<unsigned int*>(reinterpret_cast<unsigned long long>(address) & ~3ull);\n"
         "  const unsigned int shift = (reinterpret_cast<unsigned long long>(address) & 2) ? 16 : 0;\n"
         "  unsigned int old = *word, assumed;\n"
         "  do {\n"
         "    assumed = old;\n"
         "    const __half sum = __hadd(__ushort_as_half(static_cast<unsigned short>(assumed >> shift)), val);\n"
         "    old = atomicCAS(word, assumed, (assumed & ~(0xffffu << shift)) |\n"
         "                                       (static_cast<unsigned int>(__half_as_ushort(sum)) << shift));\n"
         "  } while (old != assumed);\n"
         "  return __ushort_as_half(static_cast<unsigned short>(old >> shift));\n"
         "}\n"
         "static __device__ inline __half2 atomicAdd(__half2* address, __half2 val) {\n"
         "  unsigned int* word = reinterpret_cast<unsigned int*>(address);\n"
         "  unsigned int old = *word, assumed;\n"
         "  do {\n"
         "    assumed = old;\n"
         "    __half2 now, sum;\n"
         "    __builtin_memcpy(&now, &assumed, sizeof now);\n"
         "    sum = __hadd2(now, val);\n"
         "    unsigned int bits;\n"
         "    __builtin_memcpy(&bits, &sum, sizeof bits);\n"
         "    old = atomicCAS(word, assumed, bits);\n"
         "  } while (old != assumed);\n"
         "  __half2 r;\n"
         "  __builtin_memcpy(&r, &old, sizeof r);\n"
         "  return r;\n"
         "}\n"
         "#endif\n"
         "#endif\n";
}

std::string_view masked_vote_call(std::string_view cuda) {
  static constexpr std::pair<std::string_view, std::string_view> kVotes[] = {
      {"__ballot_sync", "[](unsigned long long mask, int predicate) { return __ballot(predicate) & mask; }"},
      {"__any_sync", "[](unsigned long long mask, int predicate) { return int((__ballot(predicate) & mask) != 0); }"},
      {"__all_sync", "[](unsigned long long mask, int predicate) { return int((__ballot(predicate) & mask) == mask); }"},
  };
  return lookup(kVotes, cuda);
}

std::string reduce_sync_call(const std::vector<Token>& toks, std::size_t i, bool& full) {
  struct Reduction {
    std::string_view name, combine, start;  // r = combine(r, o); start: r's value before the masked lanes
  };
  static constexpr Reduction kReductions[] = {
      {"__reduce_add_sync", "r + o", "static_cast<decltype(value)>(0)"},
      {"__reduce_min_sync", "o < r ? o : r", "value"},
      {"__reduce_max_sync", "r < o ? o : r", "value"},
      {"__reduce_and_sync", "r & o", "value"},
      {"__reduce_or_sync", "r | o", "value"},
      {"__reduce_xor_sync", "r ^ o", "static_cast<decltype(value)>(0)"},
  };
  const Reduction* reduction = nullptr;
  for (const Reduction& r : kReductions)
    if (toks[i].text == r.name) reduction = &r;
  if (!reduction) return {};
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close) || args.size() != 2) return {};
  full = provably_full_mask(toks, i, args[0].first, args[0].second);
  const std::string combine(reduction->combine);
  if (full)
    return "[](unsigned long long, auto value) { auto r = value; for (int offset = warpSize / 2; offset > 0; "
           "offset /= 2) { auto o = __shfl_xor(r, offset); r = " + combine + "; } return r; }";
  return "[](unsigned long long mask, auto value) { auto r = " + std::string(reduction->start) +
         "; for (int lane = 0; lane < warpSize; ++lane) if ((mask >> lane) & 1) { auto o = __shfl(value, lane); r = " +
         combine + "; } return r; }";
}

std::string match_sync_call(const std::vector<Token>& toks, std::size_t i, bool& full) {
  const bool all = toks[i].text == "__match_all_sync";
  if (!all && toks[i].text != "__match_any_sync") return {};
  std::vector<std::pair<std::size_t, std::size_t>> args;
  std::size_t close = 0;
  if (!call_arguments(toks, i, args, close) || args.size() != (all ? 3u : 2u)) return {};
  full = provably_full_mask(toks, i, args[0].first, args[0].second);
  // the lanes taking part: the mask's, or the whole wavefront for a full mask (its 32-bit literal names lanes 0-31)
  const std::string lanes = full ? "const unsigned long long lanes = ~0ull >> (64 - warpSize); "
                                 : "const unsigned long long lanes = mask; ";
  // the value's bits are compared, as CUDA does (a NaN matches itself, -0.0 does not match 0.0)
  std::string text = std::string("[](unsigned long long") + (full ? "" : " mask") + ", auto value" +
                     (all ? ", int* pred" : "") + ") { " + lanes +
                     "unsigned long long bits = 0, same = 0; __builtin_memcpy(&bits, &value, sizeof value); for (int "
                     "lane = 0; lane < warpSize; ++lane) if (__shfl(bits, lane) == bits && ((lanes >> lane) & 1)) same "
                     "|= 1ull << lane; ";
  text += all ? "*pred = same == lanes; return same == lanes ? lanes : 0ull; }" : "return same; }";
  return text;
}

std::string_view syncwarp_definition() {
  return "#ifndef CROSSWARP_SYNCWARP\n"
         "#define CROSSWARP_SYNCWARP\n"
         "// CUDA's __syncwarp, which HIP has from 6.2 (crosswarp port): on AMD GPUs HIP 6.2's definition\n"
         "#if defined(__HIP_PLATFORM_AMD__)\n"
         "static __device__ inline void crosswarpSyncwarp(unsigned long long = ~0ull) {\n"
         "  __builtin_amdgcn_fence(__ATOMIC_RELEASE, \"wavefront\");\n"
         "  __builtin_amdgcn_wave_barrier();\n"
         "  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, \"wavefront\");\n"
         "}\n"
         "#else\n"
         "#define crosswarpSyncwarp __syncwarp\n"
         "#endif\n"
         "#endif\n";
}

std::string_view nvtx_event_attributes_definition() {
  // nvToolsExt.h (NVTX 3): the struct's members and the constants' values; C and C++ alike
  return "#ifndef CROSSWARP_NVTX_EVENT_ATTRIBUTES\n"
         "#define CROSSWARP_NVTX_EVENT_ATTRIBUTES\n"
         "// NVTX's event attributes, which roctx lacks (crosswarp port): the *Ex calls pass an ASCII message on to roctx;\n"
         "// the color, category and payload are dropped\n"
         "#include <stddef.h>\n"
         "#include <stdint.h>\n"
         "#include <roctracer/roctx.h>\n"
         "typedef struct crosswarpNvtxEventAttributes_t {\n"
         "  uint16_t version;\n"
         "  uint16_t size;\n"
         "  uint32_t category;\n"
         "  int32_t colorType;\n"
         "  uint32_t color;\n"
         "  int32_t payloadType;\n"
         "  int32_t reserved0;\n"
         "  union { uint64_t ullValue; int64_t llValue; double dValue; uint32_t uiValue; int32_t iValue; float fValue; } "
         "payload;\n"
         "  int32_t messageType;\n"
         "  union { const char* ascii; const wchar_t* unicode; const void* registered; } message;\n"
         "} crosswarpNvtxEventAttributes_t;\n"
         "#ifndef NVTX_VERSION\n#define NVTX_VERSION 3\n#endif\n"
         "#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)sizeof(crosswarpNvtxEventAttributes_t))\n"
         "enum { NVTX_COLOR_UNKNOWN = 0, NVTX_COLOR_ARGB = 1 };\n"
         "enum { NVTX_MESSAGE_UNKNOWN = 0, NVTX_MESSAGE_TYPE_ASCII = 1, NVTX_MESSAGE_TYPE_UNICODE = 2, "
         "NVTX_MESSAGE_TYPE_REGISTERED = 3 };\n"
         "enum { NVTX_PAYLOAD_UNKNOWN = 0, NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1, NVTX_PAYLOAD_TYPE_INT64 = 2, "
         "NVTX_PAYLOAD_TYPE_DOUBLE = 3, NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4, NVTX_PAYLOAD_TYPE_INT32 = 5, "
         "NVTX_PAYLOAD_TYPE_FLOAT = 6 };\n"
         "static inline const char* crosswarpNvtxMessage(const crosswarpNvtxEventAttributes_t* a) {\n"
         "  return a && a->messageType == NVTX_MESSAGE_TYPE_ASCII && a->message.ascii ? a->message.ascii : \"\";\n"
         "}\n"
         "static inline int crosswarpNvtxRangePushEx(const crosswarpNvtxEventAttributes_t* a) {\n"
         "  return roctxRangePushA(crosswarpNvtxMessage(a));\n"
         "}\n"
         "static inline roctx_range_id_t crosswarpNvtxRangeStartEx(const crosswarpNvtxEventAttributes_t* a) {\n"
         "  return roctxRangeStartA(crosswarpNvtxMessage(a));\n"
         "}\n"
         "static inline void crosswarpNvtxMarkEx(const crosswarpNvtxEventAttributes_t* a) { roctxMarkA(crosswarpNvtxMessage(a)); }\n"
         "#endif\n";
}

std::string crosswarp_name(std::string_view name) {
  std::string out = "crosswarp" + std::string(name);
  if (!name.empty()) out[9] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[9])));
  return out;
}

bool hip_version_older(std::string_view have, std::string_view need) {
  if (have.empty() || need.empty()) return false;
  auto parts = [](std::string_view v) {
    std::array<int, 3> p{0, 0, 0};
    std::size_t n = 0;
    for (char c : v) {
      if (c == '.') {
        if (++n >= p.size()) break;
      } else if (c >= '0' && c <= '9') {
        p[n] = p[n] * 10 + (c - '0');
      }
    }
    return p;
  };
  return parts(have) < parts(need);
}

}  // namespace crosswarp::port
