// wavefront-size-macro: __AMDGCN_WAVEFRONT_SIZE / __AMDGCN_WAVEFRONT_SIZE__ in code or #if.
#include "port/lint/rule.h"

namespace crosswarp::lint {
namespace {

void check(Context& ctx, const RuleInfo& info) {
  const Unit& u = ctx.unit;
  for (std::size_t i = 0; i < u.toks.size(); ++i)
    if (const std::size_t n = u.toks[i]->text.size(); (n == 23 || n == 25) &&
        (u.is(i, "__AMDGCN_WAVEFRONT_SIZE") || u.is(i, "__AMDGCN_WAVEFRONT_SIZE__")))
      ctx.report(info, i, quoted(u.text(i)) + " is deprecated and removed from recent clang; it is no longer a way to get the wavefront size");
  for (const auto* d : u.directives) {
    // Lexed only when the name is in its text at all (most directives do not mention it).
    if (d->text.find("__AMDGCN_WAVEFRONT_SIZE") == std::string_view::npos) continue;
    auto inner = port::lex_directive(*d);
    for (const auto& t : inner.tokens)
      if (t.kind == port::TokenKind::Identifier && (t.text == "__AMDGCN_WAVEFRONT_SIZE" || t.text == "__AMDGCN_WAVEFRONT_SIZE__"))
        ctx.report_at(info, t.offset, quoted(t.text) + " is deprecated and removed from recent clang; #if/#ifdef on it silently takes the wrong branch");
  }
}

}  // namespace

CW_LINT_RULE(RuleInfo{
                 "wavefront-size-macro",
                 Severity::Warning,
                 "Uses of the __AMDGCN_WAVEFRONT_SIZE / __AMDGCN_WAVEFRONT_SIZE__ macros.",
                 "Clang deprecated both macros (llvm-project PR 112849, ROCm 6.3 release notes) and recent "
                 "clang no longer defines them: ROCm's notes say the wavefront size is no longer available as "
                 "a compile-time constant. Code that reads the macro fails to compile, and #ifdef/#if tests on "
                 "it silently pick the fallback branch.",
                 "Read warpSize at run time in device code and hipDeviceProp_t::warpSize on the host, and "
                 "pass the width as a template parameter (instantiate for 32 and 64) where a constant is "
                 "needed.",
                 false},
             check);

}  // namespace crosswarp::lint
