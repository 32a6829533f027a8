// Inline PTX that only reads a special register, which HIP has as an expression:
//   asm("mov.u32 %0, %%laneid;" : "=r"(lane));   ->   lane = __lane_id();
// `asm`, `__asm__` or `__asm` (optionally volatile / __volatile__) with one string holding a single
// "mov.{u32,s32,b32,u64,s64,b64} %0, %%REG;" and one output operand "=r" / "=l" (or "+r" / "+l") and nothing
// else. Registers: laneid -> __lane_id() (the lane in the wavefront: 0 .. warpSize - 1, as HIP's warpSize is
// the wavefront's), WARP_SZ -> warpSize, tid/ntid/ctaid/nctaid.{x,y,z} ->
// threadIdx/blockDim/blockIdx/gridDim, clock -> clock(), clock64 -> clock64(), lanemask_eq/lt/le/gt/ge -> the
// 64-bit mask of those lanes computed from
// __lane_id() (HIP's __lanemask_lt/gt AND in the active lanes, CUDA's do not), warpid -> the wavefront's
// index in the block, smid -> __smid(). Any other asm stays PTX and is reported by the translator.
#pragma once

#include "port/lexer.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::port {

// An asm statement whose template is one plain string literal: its text (\n and \t read as blanks) and
// operands.
struct AsmOperand {
  std::string constraint;
  std::string expr;                // the operand's expression as written
  std::size_t begin = 0, end = 0;  // its tokens: [begin, end), end the ")" after it
};
struct AsmStatement {
  std::string templ;
  std::vector<AsmOperand> outputs, inputs;
  int sections = 0;  // how many ':' sections follow the template (outputs, inputs, clobbers)
  std::size_t close = 0;
};
// Whether the asm keyword at toks[i] starts such a statement; fills `st` when it does.
bool asm_statement(const std::vector<Token>& toks, std::size_t i, AsmStatement& st);

// Whether `t` is the asm keyword in one of its spellings (asm, __asm__, __asm).
bool asm_keyword(const Token& t);

// A PTX instruction's operands, split at the commas and trimmed: "%0, [%1], %2" -> "%0", "[%1]", "%2".
std::vector<std::string_view> ptx_operand_list(std::string_view operands);

struct PtxRegisterRead {
  std::size_t close = 0;        // the ")" closing the asm statement's operand list
  std::size_t lvalue_begin = 0;  // the output operand's expression: tokens [lvalue_begin, lvalue_end)
  std::size_t lvalue_end = 0;
  std::string reg;              // "laneid", "tid.x", ...
  std::string hip;              // "__lane_id()", "threadIdx.x", ...
  bool wide = false;            // a 64-bit output ("=l" / "+l")
};

// Whether the asm keyword at toks[i] starts such a statement; fills `read` when it does.
bool ptx_register_read(const std::vector<Token>& toks, std::size_t i, PtxRegisterRead& read);

// Inline PTX that is one global load or store with only cache hints, as hand-tuned kernels write to keep
// weights out of L1 and the like:
//   asm volatile("ld.global.L1::no_allocate.v4.u32 {%0,%1,%2,%3}, [%4];" : "=r"(r.x), "=r"(r.y), "=r"(r.z),
//                "=r"(r.w) : "l"(ptr));
// `hip` is a statement-expression of the same access in C++ (an immediately invoked lambda over the operands:
// [&] { const unsigned int* p = reinterpret_cast<const unsigned int*>(ptr); r.x = p[0]; ... }()), the hint
// dropped; "ld"/"st" with state space .global, optional hints (.nc .ca .cg .cs .lu .cv .wb .wt,
// .L1::no_allocate, .L1::evict_*, .L2::evict_*, .L2::64B/128B/256B; .cv reads through a volatile pointer),
// optional .v2/.v4, a type .u8-.u64, .s8-.s64, .b8-.b64, .f32 or .f64, and an address [%n] whose operand is
// "l"(expr). Anything else is not matched (and stays PTX, reported). Also a volatile load or store
// (ld.volatile.global.u64, ld.global.cv), and a load or store with a memory order (ld.acquire.gpu.global.u32,
// ld.global.acquire.gpu.b32 as CUTLASS writes it, st.release.sys.b64, ld.relaxed...; global or generic
// addresses): an atomic access of that order, clang's __atomic_load/__atomic_store, which are at system scope
// on AMD GPUs (at least the instruction's scope).
// The shared state space too (.shared, .shared::cta), whose address [%n] is a shared-window address ("r" or
// "l"): the access goes through crosswarpCvtaSharedToGeneric (shared_window_definition, `definition`).
struct PtxGlobalAccess {
  std::size_t close = 0;    // the ")" closing the asm statement's operand list
  std::string hip;          // the replacement of toks [asm keyword, close]
  std::string instruction;  // "ld.global.L1::no_allocate.v4.u32", for the note
  std::string what;         // what the note says it became: "the same access in C++ (its cache hint dropped)"
  std::vector<std::string> definitions;  // what `hip` calls that the file must define (guarded blocks)
};
bool ptx_global_access(const std::vector<Token>& toks, std::size_t i, PtxGlobalAccess& access);

// CUDA's shared-window addresses for HIP, defined once in a file (guarded by CROSSWARP_SHARED_WINDOW):
// crosswarpCvtaGenericToShared / crosswarpCvtaSharedToGeneric are __cvta_generic_to_shared and
// __cvta_shared_to_generic (on AMD GPUs the offset in the workgroup's LDS, an address-space cast to and from
// address space 3; elsewhere CUDA's own, which crosswarp-simt has), crosswarpCvtaGenericToGlobal /
// crosswarpCvtaGlobalToGeneric the identity (a global address is the generic one on both vendors).
std::string_view shared_window_definition();
// The generic pointer of a shared-window address expression: crosswarpCvtaSharedToGeneric((size_t)(expr)).
std::string shared_window_pointer(std::string_view expr);
// The port's name for one of CUDA's four __cvta_{generic_to,to_generic}_{shared,global} ("" for other names).
std::string_view shared_window_function(std::string_view cuda_name);

// CUDA's __nanosleep(ns) and PTX's nanosleep.u32, which HIP does not have, as crosswarpNanosleep, defined
// once in a file (guarded by CROSSWARP_NANOSLEEP). PTX lets the sleep last anywhere from 0 to twice ns: on
// AMD GPUs the wave sleeps ns / 64 times for 64 clocks (s_sleep 1), which is about ns nanoseconds at 1 GHz
// and less at higher clocks (no clock is read); elsewhere it is CUDA's __nanosleep, which crosswarp-simt has
// as a point where the GPU thread lets the others of its block run (so a spin-wait with a back-off completes
// there).
std::string_view nanosleep_definition();

// Inline PTX of the shared window and of asynchronous copies (an Ampere kernel's pipeline):
//   cvta.to.shared.u{32,64} %d, %a / cvta.shared.u{32,64} / cvta.to.global.u64 / cvta.global.u64 -> the
//     conversions above, the result cast to the output's type (a pointer or an integer);
//   cp.async.{ca,cg}.shared{::cta}.global{.L2::cache_hint}{.L2::64B,128B,256B} [%d], [%s], size{, src-size}
//     {, policy} -> crosswarpPtxCpAsync, which copies at once (bytes past src-size are zeros): HIP's C++ has
//     no asynchronous copy into LDS, and a copy done at issue meets every guarantee cp.async gives (its data
//     is in place before wait_group, for the thread, and before the barrier after it, for the block);
//   cp.async.commit_group, cp.async.wait_group n, cp.async.wait_all -> nothing (there is nothing to wait
//   for); so do the bulk copies' cp.async.bulk.commit_group and cp.async.bulk.wait_group{.read} n
//   (ptx_mbarrier's bulk copies are done at issue too).
// `access.definitions` holds what the replacement calls.
bool ptx_async_copy(const std::vector<Token>& toks, std::size_t i, PtxGlobalAccess& access);
// Hopper's mbarrier objects and bulk (TMA) copies, as DeepEP and CUTLASS write them, on the port's own
// mbarrier (a 64-bit word in shared memory: pending and expected arrivals, a transaction count in bytes, the
// phase's parity; updated with atomics) defined once in the file (CROSSWARP_PTX_MBARRIER):
//   mbarrier.init / inval / arrive{.expect_tx} (state "_" or "=l") / expect_tx / complete_tx
//     {.release,.relaxed}{.cta}{.shared{::cta}}.b64 on a shared-window ("r", "l") or generic ("l") address
//     -> crosswarpPtxMbarrierInit / Inval / Update(bar, arrivals, bytes);
//   the try_wait.parity loop ({ .reg .pred P; L: mbarrier.try_wait.parity... P, [%0], %1{, hint}; @P bra D;
//     bra L; D: }, or @!P bra L) -> crosswarpPtxMbarrierWaitParity, which sleeps (crosswarpNanosleep) between
//     tests; {try,test}_wait.parity whose predicate selp makes 1 or 0 -> a call that returns it;
//   cp.async.bulk.shared::{cluster,cta}.global.mbarrier::complete_tx::bytes{.L2::cache_hint} -> a copy at
//   issue
//     that then completes its bytes on the mbarrier (crosswarpPtxBulkCopyToShared), and
//     cp.async.bulk.global.shared::cta.bulk_group{.L2::cache_hint} -> a copy at issue (crosswarpPtxBulkCopy);
//     their commit_group / wait_group are ptx_async_copy's;
//   fence.proxy.async{.shared::cta,.shared::cluster,.global} and fence.mbarrier_init.release.cluster ->
//     __threadfence_block() (the copies are the block's ordinary memory operations);
//   prefetch{.global,.local}.{L1,L2,L2::evict_last,L2::evict_normal} [a], prefetchu.L1 [a] and
//     cp.async.bulk.prefetch.L2.global{.L2::cache_hint} [a], size{, policy} -> the operands cast to void
//     (hints, without effect on results).
// AMD GPUs have neither TMA nor mbarriers; a copy done at issue gives what the mbarrier's phase promises (the
// bytes are in place when it completes). Clusters of more than one block are not: .cluster scopes other than
// the init fence stay PTX.
bool ptx_mbarrier(const std::vector<Token>& toks, std::size_t i, PtxGlobalAccess& access);

// Object-like macros of a file whose body is one string literal, the pieces inline PTX templates are built
// with (DeepEP's `#define LD_NC_FUNC "ld.global.nc.L1::no_allocate.L2::256B"`, used as
// asm(LD_NC_FUNC ".u8 %0, [%1];" ...); NCCL's PTX_relaxed_gpu), function-like macros of one parameter that
// make an operand's constraint (msieve's `#define PTR_CONSTRAINT(x) "l"(x)`, used as
// asm("..." : "=l"(res) : PTR_CONSTRAINT(addr)); the literal is the constraint), and the #if groups they are
// defined in. A name with any other definition, or defined again after an #undef, is left out.
struct PtxMacroDefinition {
  Token literal;  // the body (a token of lex_directive: its text views the source)
  std::size_t group =
      SIZE_MAX;            // the innermost #if group around the #define (an index of groups); none: SIZE_MAX
  std::size_t branch = 0;  // which of that group's branches (0: the #if's)
};
struct PtxMacros {
  struct Macro {
    std::string_view name;
    std::vector<PtxMacroDefinition> definitions;  // in the file's order
    std::size_t undefined_at = SIZE_MAX;  // the offset of its first #undef: a use after it is not this macro
    bool constraint = false;              // NAME(x) "c"(x), used at an operand's place
  };
  std::vector<Macro> macros;
  std::vector<std::vector<const Token*>>
      groups;  // each #if group's directives: #if/#ifdef/#ifndef, #elif.., #else, #endif
  const Macro* find(std::string_view name) const;
};
PtxMacros ptx_macros(const std::vector<Token>& toks);

// Whether `opcode` is one of those cp.async forms (cache_hint: it takes a policy operand last), and the
// guarded definition of crosswarpPtxCpAsync(void* dst, const void* src, size, src_size) (ptx_block writes
// cp.async in templates too).
bool cp_async_opcode(std::string_view opcode, bool& cache_hint);
std::string_view cp_async_definition();
// The call that copies: crosswarpPtxCpAsync of the destination's window address, the source, the size and the
// source size (C++ expressions).
std::string cp_async_call(std::string_view dst, std::string_view src, std::string_view size,
                          std::string_view bytes);

// Inline PTX that is one atomic reduction or atomic operation on an integer in memory:
//   red{.sem}{.scope}{.global}.{add,and,or,xor}.type [%a], %b;
//   atom{.sem}{.scope}{.global}.{add,and,or,xor,exch,cas}.type %d, [%a], %b{, %c};
// type u32/s32/u64/s64 (add) or b32/b64 (bitwise, exch, cas); .sem relaxed (the default), acquire, release or
// acq_rel. `hip` calls clang's __atomic_fetch_<op>, __atomic_exchange_n or __atomic_compare_exchange_n with
// that order (system scope on AMD GPUs: at least the instruction's scope).
bool ptx_atomic(const std::vector<Token>& toks, std::size_t i, PtxGlobalAccess& access);

// Inline PTX that is one integer instruction whose result C++ computes exactly, on register ("r", "l") or
// immediate ("n", literal) operands into one output ("=r", "=l", or "+r"/"+l" read as %0 too):
//   asm("prmt.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(s));  ->  d = crosswarpPtxPrmtB32(a, b, s)
// Forms: prmt.b32 and its six modes, bfe.{u,s}{32,64}, bfi.b{32,64}, lop3.b32, shf.{l,r}.{wrap,clamp}.b32,
// dp4a and dp2a.{lo,hi} on every signedness, bfind{,.shiftamt}.{u,s}{32,64}, sad.{u,s}32, the unsigned video
// shifts vshl/vshr.u32.u32.u32.{clamp,wrap}{,.add} (CUB's SHL_ADD/SHR_ADD), mul.{lo,wide}, mad.{lo,hi,wide}
// on 32 bits (mul.lo on 64 too), not/and/or/xor.b{32,64}, shl.b{32,64} and shr.{b,u,s}{32,64} (amounts past
// the width clamped, as PTX does), add/sub.{u,s}{32,64} (wrapping), and, as HIP's intrinsics, mul.hi
// (__umulhi,
// __mulhi, __umul64hi), popc, clz, brev. Each other form is a function crosswarpPtx<Form>
// (crosswarpPtxBfeU32, crosswarpPtxPrmtB32F4e), defined once in the file in plain C++ (`definition`, guarded
// by CROSSWARP_PTX_<FORM>). mov.b64/mov.b32 between a register and {lo, hi} halves: packing as
// crosswarpPtxMovB{64,32}Pack, unpacking (two outputs) as a lambda. Also, on "f" operands, the approximate
// float instructions {ex2,lg2,rcp,rsqrt,sqrt,sin,cos}.approx{,.ftz}.f32 and tanh.approx.f32 as HIP's exp2f,
// log2f, __frcp_rn, rsqrtf, sqrtf, __sinf, __cosf, tanhf (the same math, not bit for bit: `approximate`),
// and, without operands, bar.sync 0 / barrier.sync 0 as __syncthreads() and membar.{cta,gl,sys},
// fence.{sc,acq_rel}.{cta,gpu,sys} as __threadfence_block(), __threadfence(),
// __threadfence_system(), trap as __builtin_trap(); nanosleep.u32 of a register ("r") or an immediate as
// crosswarpNanosleep (nanosleep_definition); and shfl.sync.{up,down,bfly,idx}.b32 (and the older shfl
// without .sync) on "r" or "f" operands as crosswarpPtxShfl<Mode>B32, PTX's shuffle on the lane's 32-lane
// half of the wavefront through HIP's __shfl of width 32 (each half of a 64-lane wavefront is one CUDA warp;
// the member mask dropped). Anything else stays PTX and is reported.
struct PtxAlu {
  std::size_t close = 0;  // the ")" closing the asm statement's operand list
  std::string hip;        // the replacement of toks [asm keyword, close]: "d = crosswarpPtxPrmtB32(a, b, s)"
  std::string instruction;  // "prmt.b32"
  std::string function;     // "crosswarpPtxPrmtB32", "__popc", "__syncthreads"
  std::string definition;   // the function's guarded definition; empty for HIP's own
  bool approximate = false;  // an approximate float instruction written as HIP's function of the same math
  // where an NVIDIA GPU computes the form otherwise than the PTX ISA's text says, and the port follows the
  // GPU: what differs ("a halfword merge takes the result's own high half"), for the report
  std::string departure;
};
bool ptx_alu(const std::vector<Token>& toks, std::size_t i, PtxAlu& alu);
// The same for a parsed statement of one instruction.
bool ptx_alu_statement(const AsmStatement& st, PtxAlu& alu);
// A template of several instructions, optionally in braces with .reg declarations, each instruction one that
// ptx_alu_statement writes, plus register moves (ptx_block.cpp):
//   asm("{ .reg .b32 x, y;\n\t mov.b64 {x,y}, %1;\n\t prmt.b32 x, x, 0, 0x0123;\n\t ... }" : "=l"(r) :
//   "l"(v));
// becomes an immediately invoked lambda that copies the inputs into locals, runs the instructions in order as
// C++ on locals for the operands and registers (crosswarp_ptx_1, crosswarp_ptx_x), then assigns the outputs:
//   [&] { unsigned long long crosswarp_ptx_0{}; const unsigned long long crosswarp_ptx_1 = v; unsigned int
//   crosswarp_ptx_x, crosswarp_ptx_y; ...; r = crosswarp_ptx_0; }()
// Predicates are bool locals: setp.cmp.type (integer and float types) writes one, @p / @!p guard an
// instruction, selp selects by one. The carry flag is a local too: add.cc, addc{.cc}, sub.cc, subc{.cc} on 32
// and 64 bits, mad{c}.{lo,hi}{.cc} on 32. Memory operations, special registers, setp with a second predicate
// or a boolean operation, and instructions ptx_alu_statement does not write leave the statement as it is.
bool ptx_block(const AsmStatement& st, PtxAlu& alu);
// Operand helpers of the PTX writers (ptx_alu.cpp): "%3" -> 3 (nullopt for anything else); `e` as a call's
// argument (in parentheses only where a top-level comma would split it); whether `r` is a PTX integer literal
// that C++ reads the same; `e` as an operand of a call or an assignment (in parentheses unless a name, a
// member or a number).
std::optional<std::size_t> ptx_operand_number(std::string_view r);
std::string ptx_argument(std::string_view e);
bool ptx_integer_literal(std::string_view r);
std::string ptx_operand(std::string_view e);
// More of them: `v` without its leading and trailing blanks; the guard macro of a form's definition
// ("add.ftz.f16x2" -> CROSSWARP_PTX_ADD_FTZ_F16X2); a form's name in a function's ("add.ftz.f16x2" ->
// "AddFtzF16x2"); the operand "%n" names as a source (%1.. the inputs, %0 the output where `output_read`: "+r"),
// nullptr for anything else.
std::string_view ptx_trim(std::string_view v);
// An instruction's text trimmed (blanks, a trailing ';'), its runs of blanks as one space.
std::string ptx_flat(std::string_view text);
// A fence without operands (membar.{cta,gl,sys}, fence.{sc,acq_rel}.{cta,gpu,sys}) as HIP's call of the same
// scope ("__threadfence()"); empty for anything else.
std::string_view ptx_fence(std::string_view instruction);
// A template or instruction without its leading blanks and its trailing blanks and ';'s: "  add.u32 %0, %1;  " ->
// "add.u32 %0, %1".
std::string_view ptx_statement_text(std::string_view v);
std::string ptx_guard(std::string_view ptx);
std::string ptx_camel(std::string_view ptx);
const AsmOperand* ptx_source_operand(const AsmStatement& st, std::string_view op, bool output_read);
// Video instructions (ptx_video.cpp), tried by ptx_alu likewise: the scalar vadd, vsub, vabsdiff, vmin, vmax
// (every type, .sat, a secondary .add/.min/.max or a merge into c through d's selector, operands'
// byte/halfword selectors) and vset as a function crosswarpPtx<Form> defined in the file; the SIMD vadd2/4,
// vsub2/4, vavrg2/4, vabsdiff2/4, vmin2/4, vmax2/4 and vset2/4 on their default lanes, without mask or
// accumulate, as the port's emulation of CUDA's SIMD intrinsic of the same computation (simd.h:
// crosswarpVaddus4).
bool ptx_video(const AsmStatement& st, std::string_view t, PtxAlu& alu);
// Packed half-precision arithmetic (ptx_half.cpp), tried by ptx_alu on a one-instruction template `t`
// (trimmed, no trailing ';') of statement `st`: fills `alu` as ptx_alu does when it writes the instruction in
// C++.
bool ptx_packed_half(const AsmStatement& st, std::string_view t, PtxAlu& alu);
// Every instruction form ptx_packed_half writes: for tests.
std::vector<std::string> ptx_half_instructions();
// The guarded definitions of crosswarpPtxF16Float and crosswarpPtxBf16Float (f16/bf16 bits to float,
// exactly).
std::string ptx_half_float_helpers();
// Warp-level matrix instructions (ptx_mma.cpp), tried by ptx_alu likewise:
// ldmatrix.sync.aligned.m8n8.x{1,2,4}
// {.trans}{.shared}.b16 as crosswarpPtxLdmatrix, and mma.sync.aligned.m16n8k{8,16}.row.col.f32.{f16,bf16}.f32
// as crosswarpPtxMmaM16n8k<K>F32<F16|Bf16>, functions defined in the file that gather each lane's rows and
// columns from its CUDA warp (the PTX ISA's fragment layouts) with __shfl of width 32 and compute in C++.
bool ptx_matrix(const AsmStatement& st, std::string_view t, PtxAlu& alu);
// Whether the asm statement at toks[i] is PTX by its first instruction: a PTX opcode with a dotted type or
// modifier (mov.u32, prmt.b32, sub.f16x2, cp.async...), a .reg/.pred declaration, or trap/exit. For asm in
// functions the port cannot tell to be device code (declared through a macro of another header): x86 and
// AArch64 asm are never this.
bool looks_like_ptx(const std::vector<Token>& toks, std::size_t i);

// Every instruction form ptx_alu writes ("prmt.b32", "bfe.u32", ...): for tests.
std::vector<std::string> ptx_alu_instructions();

}  // namespace crosswarp::port
