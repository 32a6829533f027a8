// Warp-level matrix instructions of Ampere kernels as C++ (see inline_ptx.h: ptx_matrix): ldmatrix and
// mma.sync on f16/bf16 with f32 accumulators. Each lane holds a fragment of the matrices in the layout the
// PTX ISA gives (groupID = lane / 4, threadID_in_group = lane % 4); the functions the port defines gather the
// rows and columns a lane needs from the other lanes of its CUDA warp with HIP's __shfl of width 32 (each
// half of a 64-lane wavefront is one CUDA warp) and compute in plain C++. AMD GPUs have matrix instructions
// of their own (MFMA) with other layouts: this is a correct port, not a fast one.
#include "port/inline_ptx.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crosswarp::port {

namespace {

// "{%0, %1}" -> the operand numbers; nullopt on anything else.
std::optional<std::vector<std::size_t>> register_group(std::string_view s) {
  s = ptx_trim(s);
  if (s.size() < 2 || s.front() != '{' || s.back() != '}') return std::nullopt;
  std::vector<std::size_t> out;
  for (std::string_view r : ptx_operand_list(s.substr(1, s.size() - 2))) {
    const std::optional<std::size_t> n = ptx_operand_number(r);
    if (!n) return std::nullopt;
    out.push_back(*n);
  }
  return out;
}

// The operands of a PTX instruction split at the commas outside braces: "{%0,%1}, [%2]" -> "{%0,%1}", "[%2]".
std::vector<std::string_view> grouped_operands(std::string_view ops) {
  std::vector<std::string_view> out;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t k = 0; k <= ops.size(); ++k) {
    if (k == ops.size() || (ops[k] == ',' && depth == 0)) {
      out.push_back(ptx_trim(ops.substr(start, k - start)));
      start = k + 1;
    } else if (ops[k] == '{') {
      ++depth;
    } else if (ops[k] == '}') {
      --depth;
    }
  }
  return out;
}

// Operand n of the statement as read (an input, or a "+" output) with constraint `c`; its expression.
std::optional<std::string> read_operand(const AsmStatement& st, std::size_t n, std::string_view c) {
  const std::size_t n_out = st.outputs.size();
  if (n < n_out) {
    const AsmOperand& o = st.outputs[n];
    if (o.constraint.size() != 2 || o.constraint[0] != '+' || o.constraint.substr(1) != c)
      return std::nullopt;
    return ptx_argument(o.expr);
  }
  if (n - n_out >= st.inputs.size() || st.inputs[n - n_out].constraint != c) return std::nullopt;
  return ptx_argument(st.inputs[n - n_out].expr);
}

// Operand n as written (an "=" or "+" output with constraint `c`): its expression.
std::optional<std::string> written_operand(const AsmStatement& st, std::size_t n, std::string_view c) {
  if (n >= st.outputs.size()) return std::nullopt;
  const AsmOperand& o = st.outputs[n];
  if (o.constraint.size() != 2 || (o.constraint[0] != '=' && o.constraint[0] != '+') ||
      o.constraint.substr(1) != c)
    return std::nullopt;
  return ptx_operand(o.expr);
}

// Every operand the statement has is one the template names (none the C++ would drop unread or unwritten).
bool all_named(const AsmStatement& st, const std::vector<std::size_t>& named) {
  const std::size_t total = st.outputs.size() + st.inputs.size();
  std::vector<bool> seen(total, false);
  for (std::size_t n : named)
    if (n < total) seen[n] = true;
  for (bool s : seen)
    if (!s) return false;
  return true;
}

std::string ldmatrix_definition() {
  return "#ifndef CROSSWARP_PTX_LDMATRIX\n"
         "#define CROSSWARP_PTX_LDMATRIX\n"
         "// PTX's ldmatrix.sync.aligned.m8n8.x{1,2,4}{.trans}.shared.b16 in C++ (crosswarp port): matrix "
         "i's rows are\n"
         "// at the shared-window addresses of lanes 8i .. 8i+7 of the CUDA warp; a lane receives the 32 "
         "bits at row\n"
         "// lane / 4, columns 2 (lane % 4) and + 1, or with trans the 16 bits at rows 2 (lane % 4) and + 1, "
         "column\n"
         "// lane / 4. The addresses come from the other lanes of the lane's 32-lane half of the wavefront "
         "(__shfl of\n"
         "// width 32): on a 64-lane wavefront each half is one CUDA warp\n"
         "static __device__ __forceinline__ void crosswarpPtxLdmatrix(unsigned int* d, unsigned int count, "
         "bool trans,\n"
         "                                                           unsigned long long address) {\n"
         "  const unsigned int lane = __lane_id() & 31u;\n"
         "  for (unsigned int i = 0; i < count; ++i) {\n"
         "    if (!trans) {\n"
         "      const unsigned long long row = __shfl(address, static_cast<int>(8u * i + (lane >> 2)), 32);\n"
         "      d[i] = *reinterpret_cast<const unsigned int*>(\n"
         "          static_cast<const char*>(crosswarpCvtaSharedToGeneric(static_cast<size_t>(row))) + 4u * "
         "(lane & 3u));\n"
         "    } else {\n"
         "      const unsigned long long r0 = __shfl(address, static_cast<int>(8u * i + 2u * (lane & 3u)), "
         "32);\n"
         "      const unsigned long long r1 = __shfl(address, static_cast<int>(8u * i + 2u * (lane & 3u) + "
         "1u), 32);\n"
         "      const unsigned int lo = *reinterpret_cast<const unsigned short*>(\n"
         "          static_cast<const char*>(crosswarpCvtaSharedToGeneric(static_cast<size_t>(r0))) + 2u * "
         "(lane >> 2));\n"
         "      const unsigned int hi = *reinterpret_cast<const unsigned short*>(\n"
         "          static_cast<const char*>(crosswarpCvtaSharedToGeneric(static_cast<size_t>(r1))) + 2u * "
         "(lane >> 2));\n"
         "      d[i] = lo | hi << 16;\n"
         "    }\n"
         "  }\n"
         "}\n"
         "#endif\n";
}

// mma.sync m16n8kK (K 8 or 16), A row-major, B column-major, f16 or bf16 inputs, f32 C and D.
std::string mma_definition(const std::string& function, int k, bool bf16) {
  const std::string to_float = bf16 ? "crosswarpPtxBf16Float" : "crosswarpPtxF16Float";
  const std::string ks = std::to_string(k), a_regs = std::to_string(k / 4), b_regs = std::to_string(k / 8);
  const std::string g = ptx_guard("mma.m16n8k" + ks + ".f32." + (bf16 ? "bf16" : "f16"));
  return ptx_half_float_helpers() + "#ifndef " + g + "\n#define " + g + "\n// PTX's mma.sync.aligned.m16n8k" +
         ks + ".row.col.f32." + (bf16 ? "bf16.bf16" : "f16.f16") +
         ".f32 in C++ (crosswarp port): D = A B + C for a 16x" + ks + " A, a " + ks +
         "x8 B and a 16x8 C and D held in the\n"
         "// fragments of the PTX ISA's layout. A lane gathers rows lane / 4 and + 8 of A and columns 2 "
         "(lane % 4) "
         "and + 1 of B\n"
         "// from the lanes of its CUDA warp (__shfl of width 32: each half of a 64-lane wavefront is one "
         "warp); "
         "the products\n"
         "// are exact in float and are summed in order of k onto C with fmaf (a tensor core's order and "
         "rounding "
         "of the\n"
         "// sum are its own: results may differ from it in the last bits)\n"
         "static __device__ __forceinline__ void " +
         function +
         "(float* d, const unsigned int* a, const unsigned int* b, const float* c) {\n"
         "  const unsigned int lane = __lane_id() & 31u, group = lane >> 2, t = lane & 3u;\n"
         "  float rows[2][" +
         ks + "], cols[2][" + ks +
         "];\n"
         "  for (unsigned int j = 0; j < " +
         a_regs +
         "u; ++j)\n"
         "    for (unsigned int s = 0; s < 4u; ++s) {\n"
         "      const unsigned int v = static_cast<unsigned int>(__shfl(static_cast<int>(a[j]), "
         "static_cast<int>(4u * "
         "group + s), 32));\n"
         "      rows[j & 1u][8u * (j >> 1) + 2u * s] = " +
         to_float +
         "(v & 0xffffu);\n"
         "      rows[j & 1u][8u * (j >> 1) + 2u * s + 1u] = " +
         to_float +
         "(v >> 16);\n"
         "    }\n"
         "  for (unsigned int n = 0; n < 2u; ++n)\n"
         "    for (unsigned int j = 0; j < " +
         b_regs +
         "u; ++j)\n"
         "      for (unsigned int s = 0; s < 4u; ++s) {\n"
         "        const unsigned int v = static_cast<unsigned int>(__shfl(static_cast<int>(b[j]), "
         "static_cast<int>(4u "
         "* (2u * t + n) + s), 32));\n"
         "        cols[n][8u * j + 2u * s] = " +
         to_float +
         "(v & 0xffffu);\n"
         "        cols[n][8u * j + 2u * s + 1u] = " +
         to_float +
         "(v >> 16);\n"
         "      }\n"
         "  for (unsigned int i = 0; i < 4u; ++i) {\n"
         "    float sum = c[i];\n"
         "    for (unsigned int kk = 0; kk < " +
         ks +
         "u; ++kk) sum = fmaf(rows[i >> 1][kk], cols[i & 1u][kk], sum);\n"
         "    d[i] = sum;\n"
         "  }\n"
         "}\n#endif\n";
}

// Completes `alu`: `hip`, a lambda's start that left its results in crosswarp_ptx_d, assigns each to output
// operand d[i] (constraint `c`) and closes.
bool finish(const AsmStatement& st, std::string_view opcode, const std::vector<std::size_t>& d,
            std::string_view c, std::string hip, std::string function, std::string definition,
            bool approximate, PtxAlu& alu) {
  for (std::size_t i = 0; i < d.size(); ++i) {
    const std::optional<std::string> out = written_operand(st, d[i], c);
    if (!out) return false;
    hip += *out + " = crosswarp_ptx_d[" + std::to_string(i) + "]; ";
  }
  alu.close = st.close;
  alu.hip = hip + "}()";
  alu.instruction = std::string(opcode);
  alu.function = std::move(function);
  alu.definition = std::move(definition);
  alu.approximate = approximate;
  alu.departure.clear();
  return true;
}

}  // namespace

bool ptx_matrix(const AsmStatement& st, std::string_view t, PtxAlu& alu) {
  const std::size_t space = t.find_first_of(" \t");
  if (space == std::string_view::npos) return false;
  const std::string_view opcode = t.substr(0, space);
  const std::vector<std::string_view> ops = grouped_operands(t.substr(space + 1));
  if (opcode.starts_with("ldmatrix.sync.aligned.m8n8.")) {
    // .x1/.x2/.x4, optional .trans, optional .shared{::cta}, .b16
    std::string_view rest = opcode.substr(27);
    unsigned count = 0;
    if (rest.starts_with("x1.")) count = 1;
    if (rest.starts_with("x2.")) count = 2;
    if (rest.starts_with("x4.")) count = 4;
    if (!count) return false;
    rest.remove_prefix(3);
    const bool trans = rest.starts_with("trans.");
    if (trans) rest.remove_prefix(6);
    if (rest.starts_with("shared::cta."))
      rest.remove_prefix(12);
    else if (rest.starts_with("shared."))
      rest.remove_prefix(7);
    if (rest != "b16" || ops.size() != 2) return false;
    const std::optional<std::vector<std::size_t>> d = register_group(ops[0]);
    const std::string_view address = ops[1];
    if (!d || d->size() != count || address.size() < 3 || address.front() != '[' || address.back() != ']')
      return false;
    const std::optional<std::size_t> a = ptx_operand_number(ptx_trim(address.substr(1, address.size() - 2)));
    if (!a) return false;
    std::optional<std::string> addr = read_operand(st, *a, "r");
    if (!addr) addr = read_operand(st, *a, "l");
    std::vector<std::size_t> named = *d;
    named.push_back(*a);
    if (!addr || !all_named(st, named)) return false;
    std::string hip = "[&] { unsigned int crosswarp_ptx_d[" + std::to_string(count) +
                      "]; crosswarpPtxLdmatrix(crosswarp_ptx_d, " + std::to_string(count) + "u, " +
                      (trans ? "true" : "false") + ", (unsigned long long)(" + *addr + ")); ";
    return finish(st, opcode, *d, "r", std::move(hip), "crosswarpPtxLdmatrix",
                  std::string(shared_window_definition()) + ldmatrix_definition(), false, alu);
  }
  // mma.sync.aligned.m16n8k{8,16}.row.col.f32.{f16.f16,bf16.bf16}.f32 {d0..d3}, {a..}, {b..}, {c0..c3}
  static constexpr std::string_view kMma = "mma.sync.aligned.m16n8k";
  if (!opcode.starts_with(kMma)) return false;
  std::string_view rest = opcode.substr(kMma.size());
  const int k = rest.starts_with("16.") ? 16 : rest.starts_with("8.") ? 8 : 0;
  if (!k) return false;
  rest.remove_prefix(k == 16 ? 3 : 2);
  const bool bf16 = rest == "row.col.f32.bf16.bf16.f32";
  if (!bf16 && rest != "row.col.f32.f16.f16.f32") return false;
  if (ops.size() != 4) return false;
  const std::optional<std::vector<std::size_t>> d = register_group(ops[0]), a = register_group(ops[1]),
                                                b = register_group(ops[2]), c = register_group(ops[3]);
  if (!d || !a || !b || !c || d->size() != 4 || a->size() != static_cast<std::size_t>(k / 4) ||
      b->size() != static_cast<std::size_t>(k / 8) || c->size() != 4)
    return false;
  std::vector<std::size_t> named = *d;
  for (const auto* g : {&*a, &*b, &*c}) named.insert(named.end(), g->begin(), g->end());
  if (!all_named(st, named)) return false;
  const std::string function = "crosswarpPtxMmaM16n8k" + std::to_string(k) + "F32" + (bf16 ? "Bf16" : "F16");
  // the operands are read into arrays before any output is written (C is often D itself)
  auto list = [&](const std::vector<std::size_t>& regs, std::string_view constraint, std::string& out) {
    for (std::size_t n : regs) {
      const std::optional<std::string> v = read_operand(st, n, constraint);
      if (!v) return false;
      out += (out.empty() ? "" : ", ") + *v;
    }
    return true;
  };
  std::string as, bs, cs;
  if (!list(*a, "r", as) || !list(*b, "r", bs) || !list(*c, "f", cs)) return false;
  std::string hip = "[&] { const unsigned int crosswarp_ptx_a[" + std::to_string(k / 4) + "] = {" + as +
                    "}; const unsigned int crosswarp_ptx_b[" + std::to_string(k / 8) + "] = {" + bs +
                    "}; const float crosswarp_ptx_c[4] = {" + cs + "}; float crosswarp_ptx_d[4]; " +
                    function + "(crosswarp_ptx_d, crosswarp_ptx_a, crosswarp_ptx_b, crosswarp_ptx_c); ";
  // approximate: the sum's order and rounding
  return finish(st, opcode, *d, "f", std::move(hip), function, mma_definition(function, k, bf16), true, alu);
}

}  // namespace crosswarp::port
