// Rewrites of a call's arguments, after the names are mapped (translator.cpp):
//  - symbol arguments: cudaMemcpyToSymbol(sym, ...) -> hipMemcpyToSymbol(HIP_SYMBOL(sym), ...), as HIPIFY does
//    (HIP takes the symbol's address through HIP_SYMBOL);
//  - arguments whose type or presence differs in HIP: cudaMallocHost(p, n) -> hipHostMalloc(p, n,
//    hipHostMallocDefault), cudaFuncSetAttribute(f, ...) -> hipFuncSetAttribute(reinterpret_cast<const void*>(f), ...),
//    and calls whose HIP counterpart depends on the argument count: CUDA 12's cudaGraphInstantiate(e, g, flags)
//    -> hipGraphInstantiateWithFlags(e, g, flags);
//  - warp-synchronous builtins for a HIP older than 6.2 (--hip-version): __shfl_xor_sync(mask, v, l, w) ->
//    __shfl_xor(v, l, w) for any mask without side effects (HIP 6.2's own __shfl*_sync only checks the mask,
//    in debug builds, then calls __shfl*); the votes (__ballot_sync, __any_sync, __all_sync) only when `mask`
//    is provably the full warp (0xffffffff, ~0, -1, ..., or a local variable declared with such an
//    initializer and not changed before the call), since their result depends on it.
#pragma once

#include "port/lexer.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace crosswarp::port {

// Call syntax, shared with signatures.cpp.
// Significant-token ranges [first, last] of each argument of the call toks[i](...); false if it does not parse.
bool call_arguments(const std::vector<Token>& toks, std::size_t i,
                    std::vector<std::pair<std::size_t, std::size_t>>& args, std::size_t& close);
// The source text of toks[first..last] without comments and blanks ("( void ** ) & p" -> "(void**)&p"), compared
// as written; reading stops once it holds `limit` characters.
std::string significant_text(const std::vector<Token>& toks, std::size_t first, std::size_t last,
                             std::size_t limit = SIZE_MAX);
// The nearest declaration of `name` in scope before toks[use] ("type name" followed by = ; , ) [ or {, its type
// running back to a ';', '{', '}', '(' or ','): the index of the type's first token and of the name, or
// {SIZE_MAX, SIZE_MAX} when there is none (a global of another file, a member, a macro).
std::pair<std::size_t, std::size_t> declaration_of(const std::vector<Token>& toks, std::size_t use,
                                                   std::string_view name);
// The declared type of toks[decl.second] without blanks ("void*", "constvoid*", "int"), or "" when unknown.
std::string declared_type(const std::vector<Token>& toks, std::pair<std::size_t, std::size_t> decl);
// Whether argument `arg` already has pointer type `type` (blanks ignored): a variable declared with it (a top-level
// const aside), or an expression cast to it.
bool has_type(const std::vector<Token>& toks, std::pair<std::size_t, std::size_t> arg, std::string_view type);
// Wraps argument `arg` in a cast to `type`: named_cast<type>(x) ("const_cast", "reinterpret_cast"), in C (type)(x).
void cast_argument(std::vector<std::string>& out, std::pair<std::size_t, std::size_t> arg, std::string_view type,
                   std::string_view named_cast, bool c_source);

// The index of the argument of CUDA function `cuda` that names a device symbol, or -1.
int symbol_argument(std::string_view cuda);

// Wraps argument `arg` of the call whose name is toks[i] in HIP_SYMBOL(...). False when the call does not
// parse or the argument is missing.
bool wrap_symbol_argument(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i, int arg);

// Whether HIP's signature of `cuda`'s counterpart differs in one argument (a cast, an added flags argument,
// a dropped callback), and the rewrite of such a call toks[i](...). False when the call does not parse.
bool has_argument_rewrite(std::string_view cuda);
// `roc`: the call is translated for the roc* libraries (--roc), whose signatures differ from hip*'s.
// `unapplied` (when given) says why a call whose arguments must be reordered for HIP was left as it was
// (its argument count is not the one the reordering was written for, e.g. arguments from a macro); it
// stays empty otherwise.
// `c_source`: the file is C (a .c file), so what is written is C: NULL for nullptr, (T)(x) for the named casts,
// {0} and 0 as initializers.
bool rewrite_arguments(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i,
                       std::string_view cuda, bool roc = false, std::string* unapplied = nullptr,
                       bool c_source = false);

// Whether the first argument of the call toks[i](...) is a void**: cast to it ("(void**)&p",
// "reinterpret_cast<void**>(p)") or the address of a variable declared void* in scope ("&p"). Such a call
// resolves to the C function in both APIs, so HIP's functions without a T** template (hipHostAlloc) take it.
bool void_pointer_pointer_argument(const std::vector<Token>& toks, std::size_t i);

// cuSPARSE 12's cusparseSpSV_solve(h, op, alpha, A, x, y, type, alg, descr) for hipSPARSE before 3.0 (ROCm 6.0),
// whose hipsparseSpSV_solve takes one more argument, the buffer the solve works in, which is the one given to
// hipsparseSpSV_analysis (cuSPARSE 12 keeps it in the descriptor): appends the buffer argument of the file's
// cusparseSpSV_analysis call on the same descriptor (the nearest one before the solve, else after it). False
// The same for cusparseSpSM_solve (ten arguments) and cusparseSpSM_analysis. rocSPARSE's compute stages
// (rocsparse_spsv/rocsparse_spsm, --roc) take that buffer too, as their last argument. Nothing is changed when the
// call does not parse or has another argument count (NotThisForm: CUDA 11's eleven-argument SpSM solve passes its
// buffer itself) or no such analysis call is found (NotFound).
enum class AnalysisBuffer { Appended, NotThisForm, NotFound };
AnalysisBuffer append_spsv_analysis_buffer(const std::vector<Token>& toks, std::vector<std::string>& out,
                                           std::size_t i);

// cuBLAS's trmm is out of place: cublas<t>trmm(h, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
// hipBLAS's was BLAS's in-place one without C and ldc until hipBLAS 2.0 (ROCm 6.0). inplace_trmm: the call writes
// C and ldc as B and ldb (the in-place use cuBLAS documents), with no side effects; drop_trmm_output removes them.
bool inplace_trmm(const std::vector<Token>& toks, std::size_t i);
bool drop_trmm_output(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i);

// cusparseGetErrorString(status) / cusparseGetErrorName(status)// cusparseGetErrorString(status) / cusparseGetErrorName(status) for hipSPARSE before 3.0 (ROCm 6.0), which has
// neither: the name of the status's enumerator (HIPSPARSE_STATUS_*, hipSPARSE's values 0-11; CUDA's
// GetErrorString gives a description instead). In C++ an immediately invoked lambda replaces the name; in C
// (c_source), which has no lambdas, a GNU statement expression wraps the call's argument (GCC and Clang, the
// compilers of HIP host code, take it). False (nothing changed) when the call does not parse.
// `roc`: for rocSPARSE before 3.0 (--roc, ROCm 6.0 added rocsparse_get_status_name/_description): the names of
// rocsparse_status (rocsparse_status_*, its values 0-13).
bool sparse_status_text(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i, bool c_source,
                        bool roc);

// The pre-6.2 HIP name of a warp-synchronous builtin (__shfl_xor_sync -> __shfl_xor), or "" when there is none.
std::string_view maskless_equivalent(std::string_view cuda);

// Rewrites toks[i](mask, rest...) to `maskless`(rest...) when the mask can go (see above: shuffles: no side
// effects; votes: provably full-width). False otherwise (nothing changed).
bool drop_full_mask(const std::vector<Token>& toks, std::vector<std::string>& out, std::size_t i,
                    std::string_view maskless);

// CUDA device functions HIP lacks but can express with what it has: the text that replaces the name in a call
// `name(args)` (an immediately invoked lambda taking the same arguments), or "" when there is none.
// atomicInc_system / atomicDec_system (no HIP release has them) become a compare-and-swap loop on
// atomicCAS_system, computing CUDA's ((old >= val) ? 0 : old + 1) and (((old == 0) || (old > val)) ? val : old - 1);
// __float2bfloat162_rn / __floats2bfloat162_rn (not in HIP 5.7 to 6.x) become HIP's __float22bfloat162_rn on a float2.
struct EmulatedCall {
  std::string_view cuda;
  std::string_view text;  // the lambda replacing the name
  std::string_view how;   // for the note: "emulated with ..."
  bool host_compiler;     // also for crosswarp-simt's host compile (false: simt declares CUDA's name)
};
const EmulatedCall* emulated_call(std::string_view cuda);

// The text paired with `key` in a constant table of (name, text) pairs, or "".
template <std::size_t N>
constexpr std::string_view lookup(const std::pair<std::string_view, std::string_view> (&table)[N],
                                  std::string_view key) {
  for (const auto& [name, text] : table)
    if (name == key) return text;
  return {};
}

// CUDA's device-only integer min/max (umin, llmax, ...), which HIP does not name: HIP's min/max template with CUDA's
// parameter type (min<unsigned int>), or "" for another name.
std::string_view min_max_call(std::string_view cuda);

// CUDA's cache-hint loads and stores (__ldcs, __ldcg, __ldca, __ldlu; __stcs, __stcg, __stwb, __stwt: every
// scalar and vector type). HIP declares the loads only for __half and __half2 (amd_hip_fp16.h) and none of the
// stores, so a call on a float fails to compile: the text that replaces the name in a call `name(args)`, an
// immediately invoked lambda doing the plain load or store (the cache hint is dropped), or "" for another name.
// __ldcv (a volatile load) is not among them.
std::string_view cache_hint_call(std::string_view cuda);

// NVTX's event-attribute API, which roctx lacks (roctx takes a message only): nvtxEventAttributes_t (and its _v2
// name) and the calls taking one, nvtxRangePushEx, nvtxRangeStartEx and nvtxMarkEx. The name the port writes instead,
// or "" for another name. nvtx_event_attributes_definition() defines them once in a file: the struct with NVTX 3's
// layout and the NVTX_* constants code fills it with, and the calls passing an ASCII message on to roctx (the color,
// category and payload are dropped; another message type gives an empty one).
std::string_view nvtx_event_attributes_name(std::string_view cuda);
std::string_view nvtx_event_attributes_definition();

// CUDA's __syncwarp(mask) for HIP before 6.2, which lacks it: crosswarpSyncwarp, defined once in a file. On AMD it is
// HIP 6.2's own __syncwarp (the lanes of a wavefront run in lockstep: a wavefront barrier between a release and an
// acquire fence orders their memory accesses; the mask is evaluated and not needed); on another platform (CUDA,
// crosswarp-simt) it is that platform's __syncwarp (a macro).
std::string_view syncwarp_definition();

// CUDA's __reduce_{add,min,max,and,or,xor}_sync(mask, value) (sm_80), which HIP does not have: the text replacing the
// name in the call at toks[i] (an immediately invoked lambda over the same arguments), or "" for another name or a
// call it cannot read. A provably full mask (a literal, a variable or an object-like macro, as for the votes) is a
// butterfly of __shfl_xor over the wavefront; any other mask combines __shfl of each lane the mask names (the
// callers, all in the mask, shuffle only from lanes in it); `full` says which.
std::string reduce_sync_call(const std::vector<Token>& toks, std::size_t i, bool& full);

// CUDA's __match_any_sync(mask, value) and __match_all_sync(mask, value, &pred) for HIP before 6.2, which lacks them:
// the text replacing the name in the call at toks[i] (an immediately invoked lambda over the same arguments), or "" for
// another name or a call it cannot read. Each lane shuffles the value's bits (up to 64) from every lane of the
// wavefront and keeps the lanes of the mask that hold the same bits: any returns those lanes; all returns the mask when
// they are all of it (and sets *pred), else 0. On a provably full mask (`full`) the lanes are the whole wavefront.
// The result is a 64-bit mask, as HIP 6.2's.
std::string match_sync_call(const std::vector<Token>& toks, std::size_t i, bool& full);

// A vote whose mask is not provably the full warp, for HIP before 6.2: the text replacing __ballot_sync / __any_sync /
// __all_sync in a call (an immediately invoked lambda over the same arguments), HIP 6.2's definitions on the
// mask-less __ballot: __ballot(p) & mask, (__ballot(p) & mask) != 0, (__ballot(p) & mask) == mask. "" for another name.
std::string_view masked_vote_call(std::string_view cuda);

// CUDA's atomicAdd on __half and __half2 (sm_70 and later), which HIP 5.7 does not have: overloads of atomicAdd for
// them, defined once in a file for an explicit target before 6.0 (guarded HIP_VERSION < 60000000), each a
// compare-and-swap loop on the 32-bit word holding the value (the other half of the word is kept), adding with
// __hadd / __hadd2 (one rounding, as CUDA's), returning the old value.
std::string_view half_atomic_add_definition();

// The name the port gives what it defines in a file in place of CUDA's `name`: crosswarp and the name with its first
// letter capitalized (cusolverPrecType_t -> crosswarpCusolverPrecType_t, vmaxs4 -> crosswarpVmaxs4).
std::string crosswarp_name(std::string_view name);

// True when version `have` ("6.1", "5.7.1"; "" = newest) is older than `need` ("6.2.0").
bool hip_version_older(std::string_view have, std::string_view need);

}  // namespace crosswarp::port
