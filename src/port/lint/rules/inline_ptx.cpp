// inline-ptx: asm("...") statements. In CUDA sources these are PTX, which hipcc cannot compile.
#include "port/lint/rule.h"
#include "port/lint/rule_util.h"
#include "port/inline_ptx.h"

#include <cctype>

namespace crosswarp::lint {
namespace {

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  for (std::size_t i = 0; i < u.toks.size(); ++i) {
    const std::string_view t = u.toks[i]->text;  // asm, __asm, __asm__: 3-7 bytes from 'a' or '_'
    if (t.size() < 3 || t.size() > 7 || (t[0] != 'a' && t[0] != '_')) continue;
    if (!(u.is(i, "asm") || u.is(i, "__asm__") || u.is(i, "__asm"))) continue;
    std::size_t k = i + 1;
    while (u.is(k, "volatile") || u.is(k, "__volatile__") || u.is(k, "goto") || u.is(k, "inline")) ++k;
    if (!u.is(k, "(")) continue;
    if (nvidia_only(u, u.toks[i]->offset)) continue;  // guarded: AMD gets another path
    // Host functions: their asm is for the host CPU, which hipcc compiles too -- unless it is PTX by its
    // first instruction, in a device function declared through a macro of another header (CUTLASS_DEVICE).
    const std::size_t at = static_cast<std::size_t>(u.toks[i] - u.lexed.tokens.data());
    const Function* fn = function_at(u, i);
    if ((!fn || !fn->device) && !port::looks_like_ptx(u.lexed.tokens, at)) continue;
    // asm volatile("" ::: "memory") is a compiler barrier, not PTX.
    if (k + 1 < u.toks.size() && u.toks[k + 1]->kind == port::TokenKind::String) {
      auto body = u.toks[k + 1]->text;
      bool empty = true;
      for (std::size_t c = body.find('"') + 1; c + 1 < body.size(); ++c)
        if (!std::isspace(static_cast<unsigned char>(body[c]))) empty = false;
      if (empty) continue;
    }
    std::string first;
    if (k + 1 < u.toks.size() && u.toks[k + 1]->kind == port::TokenKind::String) first = std::string(u.toks[k + 1]->text);
    if (first.size() > 40) first = first.substr(0, 37) + "...\"";
    // The forms crosswarp port rewrites (port/inline_ptx.h) are still PTX in this source; the message says so.
    port::PtxRegisterRead read;
    port::PtxGlobalAccess access;
    port::PtxAlu alu;
    std::string ported;
    if (port::ptx_register_read(u.lexed.tokens, at, read))
      ported = " (crosswarp port writes this register read as " + read.hip + ")";
    else if (port::ptx_global_access(u.lexed.tokens, at, access) ||
             port::ptx_atomic(u.lexed.tokens, at, access) ||
             port::ptx_async_copy(u.lexed.tokens, at, access) ||
             port::ptx_mbarrier(u.lexed.tokens, at, access))
      ported = " (crosswarp port writes this as " + access.what + ")";
    else if (port::ptx_alu(u.lexed.tokens, at, alu))
      ported = " (crosswarp port writes this " + alu.instruction +
               (alu.function.empty() ? "" : " as " + alu.function) + ", in C++)";
    ctx.report(info, i, "inline assembly " + (first.empty() ? std::string("") : first + " ") +
                            "is PTX and does not compile for AMD GPUs" + ported);
  }
}

}  // namespace

CW_LINT_RULE(
    RuleInfo{"inline-ptx", Severity::Error, "Inline PTX assembly (asm / asm volatile) in device code.",
             "PTX is NVIDIA's virtual ISA; hipcc compiles device code for AMDGPU (GCN/CDNA/RDNA) and has "
             "no PTX front end, so any asm(\"...\") statement in device code fails to build for AMD. "
             "PTX special registers such as %laneid and %warpid also assume 32-lane warps.",
             "Replace the PTX with the CUDA/HIP intrinsic it implements (__lane_id(), __shfl_*, "
             "__ldg, atomics, __funnelshift_*), or guard it with #ifdef __CUDA_ARCH__ / "
             "__HIP_PLATFORM_NVIDIA__ and give AMD a portable path. crosswarp port writes special-register "
             "reads, single cache-hinted global loads and stores, single integer, video and packed-half "
             "instructions (prmt, lop3, bfe, bfi, shf, dp4a, vadd4, sub.f16x2, ...), warp shuffles, "
             "shared-window addresses (cvta, ld.shared), cp.async, ldmatrix and mma.sync (m16n8k8/k16 on "
             "f16/bf16), nanosleep, mbarriers and bulk copies (on an mbarrier of its own), elect.sync, and "
             "templates of several of them with registers, predicates and carries, in C++ itself.",
             false},
    check);

}  // namespace crosswarp::lint
