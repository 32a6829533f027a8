// CUDA's SIMD video intrinsics and DPX functions, written as loops over the lanes (simd.h).
#include "port/simd.h"

#include "port/calls.h"

#include <cctype>

namespace crosswarp::port {

namespace {

enum class Lanes { Byte, Half, Word };  // four 8-bit lanes, two 16-bit lanes, one 32-bit value
enum class Post { Wrap, Saturate, Relu, Sum };

// One function: its lanes, whether they are signed, its arguments, what it computes and how the lane's value
// v is stored. `body` computes v (and p, the predicate of __vibmax/__vibmin) from the lanes x, y, z; T is the
// lane's type and ADD(x, y) their sum wrapped to the lane's width.
struct Spec {
  Lanes lanes;
  bool is_signed;
  int arity;
  bool predicate;
  std::string_view body;
  Post post;
  std::string what;
};

// The SIMD intrinsics: __v<stem>2 (halfwords) and __v<stem>4 (bytes).
struct SimdOp {
  std::string_view stem;
  bool is_signed;
  int arity;
  std::string_view body;
  Post post;
  std::string_view what;
};

constexpr std::string_view kAbs = "const T v = x < 0 ? -x : x;";
constexpr std::string_view kAbsDiff = "const T v = x < y ? y - x : x - y;";
constexpr std::string_view kSum = "const T v = x + y;";
constexpr std::string_view kDifference = "const T v = x - y;";

constexpr SimdOp kSimdOps[] = {
    {"abs", true, 1, kAbs, Post::Wrap, "absolute value"},
    {"absss", true, 1, kAbs, Post::Saturate, "absolute value with signed saturation"},
    {"absdiffs", true, 2, kAbsDiff, Post::Wrap, "absolute difference of signed lanes"},
    {"absdiffu", false, 2, kAbsDiff, Post::Wrap, "absolute difference of unsigned lanes"},
    {"add", false, 2, kSum, Post::Wrap, "addition"},
    {"addss", true, 2, kSum, Post::Saturate, "addition with signed saturation"},
    {"addus", false, 2, kSum, Post::Saturate, "addition with unsigned saturation"},
    {"avgs", true, 2, "const T v = (x + y + (x + y >= 0 ? 1 : 0)) >> 1;", Post::Wrap,
     "signed rounded average (halves rounded away from zero)"},
    {"avgu", false, 2, "const T v = (x + y + 1) >> 1;", Post::Wrap, "unsigned rounded average"},
    {"haddu", false, 2, "const T v = (x + y) >> 1;", Post::Wrap, "unsigned average, rounded down"},
    {"cmpeq", false, 2, "const T v = x == y ? -1 : 0;", Post::Wrap,
     "comparison a == b (all ones where true)"},
    {"cmpne", false, 2, "const T v = x != y ? -1 : 0;", Post::Wrap,
     "comparison a != b (all ones where true)"},
    {"cmpges", true, 2, "const T v = x >= y ? -1 : 0;", Post::Wrap,
     "signed comparison a >= b (all ones where true)"},
    {"cmpgeu", false, 2, "const T v = x >= y ? -1 : 0;", Post::Wrap,
     "unsigned comparison a >= b (all ones where true)"},
    {"cmpgts", true, 2, "const T v = x > y ? -1 : 0;", Post::Wrap,
     "signed comparison a > b (all ones where true)"},
    {"cmpgtu", false, 2, "const T v = x > y ? -1 : 0;", Post::Wrap,
     "unsigned comparison a > b (all ones where true)"},
    {"cmples", true, 2, "const T v = x <= y ? -1 : 0;", Post::Wrap,
     "signed comparison a <= b (all ones where true)"},
    {"cmpleu", false, 2, "const T v = x <= y ? -1 : 0;", Post::Wrap,
     "unsigned comparison a <= b (all ones where true)"},
    {"cmplts", true, 2, "const T v = x < y ? -1 : 0;", Post::Wrap,
     "signed comparison a < b (all ones where true)"},
    {"cmpltu", false, 2, "const T v = x < y ? -1 : 0;", Post::Wrap,
     "unsigned comparison a < b (all ones where true)"},
    {"seteq", false, 2, "const T v = x == y;", Post::Wrap, "comparison a == b (1 where true)"},
    {"setne", false, 2, "const T v = x != y;", Post::Wrap, "comparison a != b (1 where true)"},
    {"setges", true, 2, "const T v = x >= y;", Post::Wrap, "signed comparison a >= b (1 where true)"},
    {"setgeu", false, 2, "const T v = x >= y;", Post::Wrap, "unsigned comparison a >= b (1 where true)"},
    {"setgts", true, 2, "const T v = x > y;", Post::Wrap, "signed comparison a > b (1 where true)"},
    {"setgtu", false, 2, "const T v = x > y;", Post::Wrap, "unsigned comparison a > b (1 where true)"},
    {"setles", true, 2, "const T v = x <= y;", Post::Wrap, "signed comparison a <= b (1 where true)"},
    {"setleu", false, 2, "const T v = x <= y;", Post::Wrap, "unsigned comparison a <= b (1 where true)"},
    {"setlts", true, 2, "const T v = x < y;", Post::Wrap, "signed comparison a < b (1 where true)"},
    {"setltu", false, 2, "const T v = x < y;", Post::Wrap, "unsigned comparison a < b (1 where true)"},
    {"maxs", true, 2, "const T v = x > y ? x : y;", Post::Wrap, "signed maximum"},
    {"maxu", false, 2, "const T v = x > y ? x : y;", Post::Wrap, "unsigned maximum"},
    {"mins", true, 2, "const T v = x < y ? x : y;", Post::Wrap, "signed minimum"},
    {"minu", false, 2, "const T v = x < y ? x : y;", Post::Wrap, "unsigned minimum"},
    {"neg", true, 1, "const T v = -x;", Post::Wrap, "negation"},
    {"negss", true, 1, "const T v = -x;", Post::Saturate, "negation with signed saturation"},
    {"sads", true, 2, kAbsDiff, Post::Sum, "sum of the absolute differences of signed lanes"},
    {"sadu", false, 2, kAbsDiff, Post::Sum, "sum of the absolute differences of unsigned lanes"},
    {"sub", false, 2, kDifference, Post::Wrap, "subtraction"},
    {"subss", true, 2, kDifference, Post::Saturate, "subtraction with signed saturation"},
    {"subus", false, 2, kDifference, Post::Saturate, "subtraction with unsigned saturation"},
};

// The DPX functions: __<base>_<type>[_relu].
struct DpxOp {
  std::string_view base;
  int arity;
  bool predicate;
  bool relu_only;  // only the _relu form exists (__vimax_s32_relu)
  std::string_view body;
  std::string_view what;
};

constexpr DpxOp kDpxOps[] = {
    {"vimax3", 3, false, false, "const T m = x > y ? x : y;\n    const T v = m > z ? m : z;", "max(a, b, c)"},
    {"vimin3", 3, false, false, "const T m = x < y ? x : y;\n    const T v = m < z ? m : z;", "min(a, b, c)"},
    {"viaddmax", 3, false, false, "const T s = ADD(x, y);\n    const T v = s > z ? s : z;", "max(a + b, c)"},
    {"viaddmin", 3, false, false, "const T s = ADD(x, y);\n    const T v = s < z ? s : z;", "min(a + b, c)"},
    {"vibmax", 2, true, false, "const bool p = x >= y;\n    const T v = p ? x : y;",
     "max(a, b), and whether a >= b"},
    {"vibmin", 2, true, false, "const bool p = x <= y;\n    const T v = p ? x : y;",
     "min(a, b), and whether a <= b"},
    {"vimax", 2, false, true, "const T v = x > y ? x : y;", "max(a, b)"},
    {"vimin", 2, false, true, "const T v = x < y ? x : y;", "min(a, b)"},
};

std::string replace_all(std::string text, std::string_view from, std::string_view to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// The block defining `name` as CUDA's `cuda` computes it.
std::string definition(std::string_view cuda, const std::string& name, const Spec& s, bool host) {
  const bool word = s.lanes == Lanes::Word;
  const int width = s.lanes == Lanes::Byte ? 8 : s.lanes == Lanes::Half ? 16 : 32;
  const std::string type = word && !s.is_signed ? "unsigned int" : "int";
  std::string guard = "CROSSWARP_SIMD_";
  for (char c : cuda.substr(2)) guard += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));

  std::string add;
  if (word)
    add = s.is_signed ? "static_cast<int>(static_cast<unsigned int>(x) + static_cast<unsigned int>(y))"
                      : "x + y";
  else
    add = s.is_signed ? (width == 8 ? "static_cast<signed char>(x + y)" : "static_cast<short>(x + y)")
                      : (width == 8 ? "((x + y) & 0xff)" : "((x + y) & 0xffff)");
  std::string body = replace_all(replace_all(std::string(s.body), "ADD(x, y)", add), "T ", type + " ");

  std::string value = "v";
  if (s.post == Post::Relu) value = "(v > 0 ? v : 0)";
  if (s.post == Post::Saturate) {
    const long lo = s.is_signed ? -(1L << (width - 1)) : 0,
               hi = s.is_signed ? (1L << (width - 1)) - 1 : (1L << width) - 1;
    value = "(v < " + std::to_string(lo) + " ? " + std::to_string(lo) + " : v > " + std::to_string(hi) +
            " ? " + std::to_string(hi) + " : v)";
  }

  const char* params[] = {"a", "b", "c"};
  const char* lanes[] = {"x", "y", "z"};
  std::string text = "#ifndef " + guard + "\n#define " + guard + "\n// CUDA's " + std::string(cuda) +
                     ", which HIP lacks: " + s.what +
                     " (crosswarp port)\n#if defined(__HIP_PLATFORM_NVIDIA__)\n#define " + name + " " +
                     std::string(cuda) + "\n#else\nstatic " + (host ? "__host__ __device__" : "__device__") +
                     " inline " + (word ? type : "unsigned int") + " " + name + "(";
  for (int k = 0; k < s.arity; ++k)
    text += std::string(k ? ", " : "") + (word ? type : "unsigned int") + " " + params[k];
  if (s.predicate) text += word ? ", bool* const pred" : ", bool* const pred_hi, bool* const pred_lo";
  text += ") {\n";
  if (word) {
    text += "  const " + type + " ";
    for (int k = 0; k < s.arity; ++k) text += std::string(k ? ", " : "") + lanes[k] + " = " + params[k];
    text += ";\n  " + replace_all(body, "\n    ", "\n  ") + "\n";
    if (s.predicate) text += "  *pred = p;\n";
    text += "  return " + value + ";\n}\n";
  } else {
    const std::string lane =
        s.is_signed ? std::string(width == 8 ? "static_cast<signed char>(" : "static_cast<short>(")
                    : "static_cast<int>((";
    const std::string lane_end = s.is_signed ? ")" : std::string(width == 8 ? ") & 0xffu)" : ") & 0xffffu)");
    const std::string mask = width == 8 ? "0xffu" : "0xffffu";
    text += "  unsigned int r = 0;\n  for (int i = 0; i < 32; i += " + std::to_string(width) +
            ") {\n    const int ";
    for (int k = 0; k < s.arity; ++k)
      text += std::string(k ? ", " : "") + lanes[k] + " = " + lane + params[k] + " >> i" + lane_end;
    text += ";\n    " + body + "\n";
    if (s.predicate) text += "    *(i ? pred_hi : pred_lo) = p;\n";
    text += s.post == Post::Sum ? "    r += static_cast<unsigned int>(v);\n"
                                : "    r |= (static_cast<unsigned int>" + (value == "v" ? "(v)" : value) +
                                      " & " + mask + ") << i;\n";
    text += "  }\n  return r;\n}\n";
  }
  text += "#endif\n#endif\n";
  return text;
}

std::optional<Spec> simd_spec(std::string_view cuda) {
  if (!cuda.starts_with("__v") || cuda.size() < 5) return std::nullopt;
  const char size = cuda.back();
  if (size != '2' && size != '4') return std::nullopt;
  const std::string_view stem = cuda.substr(3, cuda.size() - 4);
  for (const SimdOp& op : kSimdOps) {
    if (op.stem != stem) continue;
    const std::string_view part = size == '2' ? "per-halfword " : "per-byte ";
    return Spec{size == '2' ? Lanes::Half : Lanes::Byte, op.is_signed, op.arity, false, op.body, op.post,
                std::string(part) + std::string(op.what)};
  }
  return std::nullopt;
}

std::optional<Spec> dpx_spec(std::string_view cuda) {
  if (!cuda.starts_with("__v")) return std::nullopt;
  std::string_view rest = cuda.substr(2);
  bool relu = false;
  if (rest.ends_with("_relu")) {
    relu = true;
    rest.remove_suffix(5);
  }
  const std::size_t underscore = rest.find('_');
  if (underscore == std::string_view::npos) return std::nullopt;
  const std::string_view base = rest.substr(0, underscore), kind = rest.substr(underscore + 1);
  Lanes lanes;
  if (kind == "s32" || kind == "u32") {
    lanes = Lanes::Word;
  } else if (kind == "s16x2" || kind == "u16x2") {
    lanes = Lanes::Half;
  } else {
    return std::nullopt;
  }
  const bool is_signed = kind.front() == 's';
  for (const DpxOp& op : kDpxOps) {
    if (op.base != base) continue;
    // the _relu forms are signed; __vimax/__vimin exist only as them, __vibmax/__vibmin only without
    if ((relu && !is_signed) || (op.relu_only && !relu) || (op.predicate && relu)) return std::nullopt;
    std::string what(op.what);
    if (relu) what = "max(" + what + ", 0)";
    if (lanes == Lanes::Half) what = "per-halfword " + what;
    return Spec{lanes,          is_signed, op.arity, op.predicate, op.body, relu ? Post::Relu : Post::Wrap,
                std::move(what)};
  }
  return std::nullopt;
}

}  // namespace

std::optional<SimdEmulation> simd_emulation(std::string_view cuda) {
  bool host = false;
  std::optional<Spec> spec = simd_spec(cuda);
  if (!spec) {
    spec = dpx_spec(cuda);
    host = spec.has_value();
  }
  if (!spec) return std::nullopt;
  std::string name = crosswarp_name(cuda.substr(2));
  std::string text = definition(cuda, name, *spec, host);
  return SimdEmulation{std::move(name), std::move(text), host};
}

}  // namespace crosswarp::port
