// The mapping tables against the real headers: every CUDA name is declared in the CUDA 13 headers and
// every HIP name in Debian 13's HIP 5.7 headers (unless the entry records the newer HIP version that
// introduced it). Grep-level: the name appears as an identifier in the headers, comments excluded.
#include "port/calls.h"
#include "port/emulated_enums.h"
#include "port/lexer.h"
#include "port/tables.h"

#include <crosswarp/port.h>

#include <cctype>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace fs = std::filesystem;
using namespace crosswarp::port;

namespace {

// Identifiers in every header under the roots (comments and strings skipped by the lexer).
std::unordered_set<std::string> identifiers(const std::vector<fs::path>& roots, const std::string& skip_dir) {
  std::unordered_set<std::string> names;
  for (const fs::path& root : roots) {
    if (!fs::exists(root)) continue;
    for (const auto& e : fs::recursive_directory_iterator(root, fs::directory_options::skip_permission_denied)) {
      if (!e.is_regular_file()) continue;
      std::string p = e.path().string();
      if (!skip_dir.empty() && p.find(skip_dir) != std::string::npos) continue;
      std::ifstream in(e.path(), std::ios::binary);
      std::stringstream ss;
      ss << in.rdbuf();
      std::string text = ss.str();
      LexResult lx = lex(text);
      for (std::size_t k = 0; k < lx.tokens.size(); ++k) {
        const Token& t = lx.tokens[k];
        if (t.kind == TokenKind::Identifier) names.emplace(t.text);
        // amd_hip_vector_types.h declares make_double4 & co. through a macro, DECLOP_MAKE_FOUR_COMPONENT(double,
        // double4): make_ and the last argument
        if (t.kind == TokenKind::Identifier && t.text.starts_with("DECLOP_MAKE_") && t.text.ends_with("_COMPONENT")) {
          std::string_view type;
          for (std::size_t j = k + 1; j < lx.tokens.size() && !lx.tokens[j].is_punct(")"); ++j)
            if (lx.tokens[j].kind == TokenKind::Identifier) type = lx.tokens[j].text;
          if (!type.empty()) names.emplace("make_" + std::string(type));
        }
        if (t.kind == TokenKind::Directive) {
          LexResult in2 = lex_directive(t);
          for (const Token& u : in2.tokens)
            if (u.kind == TokenKind::Identifier) names.emplace(u.text);
        }
      }
    }
  }
  return names;
}

fs::path hip_chroot() {
  if (const char* env = std::getenv("CROSSWARP_HIP_CHROOT")) return env;
  const char* home = std::getenv("HOME");
  return fs::path(home ? home : "/root") / ".cache/crosswarp/rocm-trixie";
}

// An entry whose HIP name appeared after HIP 5.7 (it records that version); every other entry, one that
// records 5.7 or an older version included, must be found in the 5.7 headers.
bool after_hip57(const ApiEntry& e) { return hip_version_older("5.7", e.hip_version); }

// Debian 13 ships HIP 5.7 with the math libraries of ROCm 5.5 (rocBLAS 2.47, hipBLAS 0.54, rocSPARSE 2.5,
// hipSPARSE 2.3, rocSOLVER 3.21, hipSOLVER 1.7, hipCUB 2.13, rocRAND/hipRAND 2.10): a library name that ROCm 5.6
// or 5.7 introduced (and the entry records) is not in those headers either.
bool newer_than_installed(Library lib, const ApiEntry& e, bool roc) {
  bool hip_itself = lib == Library::Runtime || lib == Library::Driver || lib == Library::Device;
  // Debian 13 packages HIP 5.7, the math libraries of ROCm 5.5 and RCCL 5.4.3 (NCCL 2.13.4's API)
  const char* installed = hip_itself ? "5.7" : lib == Library::Nccl ? "5.4" : "5.5";
  return hip_version_older(installed, roc ? target_version(e, true) : std::string_view(e.hip_version));
}

// The names a tests/port/data/*_names.txt lists (one a line, the first word; '#' lines are comments), or none
// when the file cannot be read.
std::unordered_set<std::string> listed_names(const char* file) {
  std::unordered_set<std::string> names;
  std::ifstream in(fs::path(CROSSWARP_SOURCE_DIR) / "tests/port/data" / file);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    names.insert(line.substr(0, line.find(' ')));
  }
  return names;
}

// Checks the HIP name of every entry of `library`'s tables that `selected` accepts against `names` (a list
// transcribed from `source`, a library no Debian 13 package installs); returns how many were checked.
template <class Selected>
std::size_t expect_hip_names_listed(Library library, const std::unordered_set<std::string>& names,
                                    std::string_view source, Selected selected) {
  std::size_t checked = 0;
  for (const ApiTable& t : all_tables()) {
    if (t.library != library) continue;
    for (const ApiEntry& e : t.entries) {
      if (!e.hip[0] || !selected(e)) continue;
      ++checked;
      EXPECT_TRUE(names.count(e.hip)) << e.cuda << " -> " << e.hip << " is not in " << source;
    }
  }
  return checked;
}

}  // namespace

// The experimental list (hipify-perl's %experimental_funcs) is sorted, for its binary search, and names table
// entries with a HIP name: the list gates translations we make, not names we do not translate anyway.
TEST(PortTables, ExperimentalNamesAreSortedTableEntries) {
  auto names = experimental_names();
  EXPECT_FALSE(names.empty());
  for (std::size_t k = 0; k < names.size(); ++k) {
    if (k) {
      EXPECT_LT(std::string_view(names[k - 1].cuda), std::string_view(names[k].cuda));
    }
    ApiMatch m = find_api(names[k].cuda);
    ASSERT_NE(m.entry, nullptr) << names[k].cuda;
    EXPECT_TRUE(m.entry->hip[0]) << names[k].cuda;
    EXPECT_TRUE(std::isdigit(static_cast<unsigned char>(names[k].since[0]))) << names[k].cuda;
  }
}

TEST(PortTables, VersionedEntriesAreWellFormed) {
  EXPECT_TRUE(after_hip57({"x", "y", "", ApiKind::Function, ApiStatus::Supported, "6.2.0"}));
  EXPECT_FALSE(after_hip57({"x", "y", "", ApiKind::Function, ApiStatus::Supported, "5.7"}));
  EXPECT_FALSE(after_hip57({"x", "y", "", ApiKind::Function, ApiStatus::Supported, "5.6.1"}));
  EXPECT_FALSE(after_hip57({"x", "y", "", ApiKind::Function, ApiStatus::Supported, ""}));
  std::size_t versioned = 0, roc_versioned = 0;
  for (const ApiTable& t : all_tables()) {
    for (const ApiEntry& e : t.entries) {
      if (e.roc_version[0]) {
        ++roc_versioned;
        EXPECT_TRUE(e.roc[0]) << e.cuda << " records roc " << e.roc_version << " but no roc name";
        EXPECT_TRUE(std::isdigit(static_cast<unsigned char>(e.roc_version[0]))) << e.cuda << ": " << e.roc_version;
        EXPECT_STRNE(e.roc_version, e.hip_version) << e.cuda << ": a roc version equal to the HIP one is not recorded";
      }
      if (!e.hip_version[0]) continue;
      ++versioned;
      EXPECT_TRUE(e.hip[0]) << e.cuda << " records HIP " << e.hip_version << " but no HIP name";
      EXPECT_TRUE(std::isdigit(static_cast<unsigned char>(e.hip_version[0]))) << e.cuda << ": " << e.hip_version;
    }
  }
  // the roc name's own version gates --roc, the HIP one the rest
  auto host = find_api("curandCreateGeneratorHost");
  ASSERT_NE(host.entry, nullptr);
  EXPECT_STREQ(target_version(*host.entry, false), "");
  EXPECT_STREQ(target_version(*host.entry, true), "6.2.0");
  EXPECT_GE(roc_versioned, 2u);
  auto shfl = find_api("__shfl_xor_sync");
  ASSERT_NE(shfl.entry, nullptr);
  EXPECT_STREQ(shfl.entry->hip, "__shfl_xor_sync");
  EXPECT_STREQ(shfl.entry->hip_version, "6.2.0");
  EXPECT_GE(versioned, 11u);
}

TEST(PortTables, NoDuplicatesAndConsistentStatus) {
  std::size_t total = 0;
  for (const ApiTable& t : all_tables()) {
    std::unordered_set<std::string> seen;
    for (const ApiEntry& e : t.entries) {
      ++total;
      EXPECT_TRUE(seen.insert(e.cuda).second) << to_string(t.library) << ": " << e.cuda << " listed twice";
      bool has_target = e.hip[0] != '\0' || e.roc[0] != '\0';
      // Deprecated: "translated when a HIP name exists" (port.h); a name CUDA removed that HIP never had has none
      if (e.status != ApiStatus::Deprecated) {
        EXPECT_EQ(e.status == ApiStatus::Unsupported, !has_target) << e.cuda;
      }
    }
  }
  EXPECT_GT(total, 5000u);
  EXPECT_NE(find_api("cudaMalloc").entry, nullptr);
  EXPECT_STREQ(find_api("cudaMalloc").entry->hip, "hipMalloc");
}

TEST(PortTables, HipNamesExistInHip57Headers) {
  fs::path inc = hip_chroot() / "usr/include";
  if (!fs::exists(inc / "hip/hip_runtime_api.h"))
    GTEST_SKIP() << "no HIP headers at " << inc << " (set CROSSWARP_HIP_CHROOT or run scripts/hip-chroot.sh ensure)";
  auto names = identifiers({inc / "hip", inc / "hipblas", inc / "hipcub", inc / "hiprand", inc / "rocrand",
                            inc / "rocblas", inc / "rccl", inc / "hipfft", inc / "hipsparse", inc / "rocsparse",
                            inc / "rocprim", inc / "hipblaslt", inc / "hiptensor", inc / "hipsolver", inc / "rocsolver",
                            inc / "roctracer"},
                           "nvidia_detail");
  // A HIP or roc name may be a type spelled with a namespace and template arguments (cuRAND's curandStateSobol32 is
  // rocRAND's rocrand_device::sobol32_engine<false>): each of its identifiers must be declared.
  auto declared = [&](std::string_view target) {
    std::string word;
    bool ok = true;
    auto flush = [&] {
      if (!word.empty() && word != "false" && word != "true" && !std::isdigit(static_cast<unsigned char>(word[0])))
        ok = ok && names.count(word) > 0;
      word.clear();
    };
    for (char c : target) {
      if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
        word += c;
      } else {
        flush();
      }
    }
    flush();
    return ok;
  };
  bool have_miopen = fs::exists(inc / "miopen/miopen.h");
  bool have_hipblaslt = fs::exists(inc / "hipblaslt/hipblaslt.h");
  bool have_hiptensor = fs::exists(inc / "hiptensor/hiptensor.hpp");
  std::size_t checked = 0;
  for (const ApiTable& t : all_tables()) {
    for (const ApiEntry& e : t.entries) {
      // introduced after HIP 5.7 (recorded): not checkable in the 5.7 headers
      bool hip_new = newer_than_installed(t.library, e, false), roc_new = newer_than_installed(t.library, e, true);
      if (hip_new && roc_new) continue;
      if (t.library == Library::Headers) {
        if (e.hip[0] && !hip_new && !(std::string(e.hip).starts_with("miopen/") && !have_miopen) &&
            !(std::string(e.hip).starts_with("hipblaslt/") && !have_hipblaslt) &&
            !(std::string(e.hip).starts_with("hiptensor/") && !have_hiptensor)) {
          EXPECT_TRUE(fs::exists(inc / e.hip)) << e.cuda << " -> " << e.hip << " not installed";
        }
        if (e.roc[0] && !roc_new) {
          EXPECT_TRUE(fs::exists(inc / e.roc)) << e.cuda << " -> " << e.roc;
        }
        continue;
      }
      if (t.library == Library::Dnn && !have_miopen) continue;  // Debian 13 has no MIOpen (reported below)
      if (t.library == Library::BlasLt && !have_hipblaslt) continue;  // nor hipBLASLt
      if (t.library == Library::Tensor && !have_hiptensor) continue;  // nor hipTensor
      if (e.hip[0] && !hip_new) {
        ++checked;
        EXPECT_TRUE(declared(e.hip)) << to_string(t.library) << ": " << e.cuda << " -> " << e.hip;
      }
      if (e.roc[0] && !roc_new) {
        ++checked;
        EXPECT_TRUE(declared(e.roc)) << e.cuda << " -> " << e.roc;
      }
    }
  }
  EXPECT_GT(checked, 2500u);
  if (!have_miopen) std::cout << "[ note ] cuDNN->MIOpen entries not checked: no miopen/miopen.h in " << inc << "\n";
}

TEST(PortTables, CudaNamesExistInCuda13Headers) {
  fs::path inc = "/usr/local/cuda/include";
  if (!fs::exists(inc / "cuda_runtime_api.h")) GTEST_SKIP() << "no CUDA toolkit headers at " << inc;
  auto names = identifiers({inc}, "");
  for (const ApiTable& t : all_tables()) {
    for (const ApiEntry& e : t.entries) {
      if (t.library == Library::Headers) {
        // cuDNN and NCCL are not in the toolkit; a deprecated header is one CUDA 13 no longer ships
        if (!std::string(e.cuda).starts_with("cudnn") && !std::string(e.cuda).starts_with("nccl") &&
            !((std::string(e.cuda) == "cufile.h" || std::string(e.cuda) == "cusparseLt.h" ||
               std::string(e.cuda) == "cutensor.h") && !fs::exists(inc / e.cuda)) &&
            e.status != ApiStatus::Deprecated) {
          EXPECT_TRUE(fs::exists(inc / e.cuda) || fs::exists(inc / "crt" / e.cuda) || fs::exists(inc / "cccl" / e.cuda)) << e.cuda << " not a CUDA header";
        }
        continue;
      }
      // cuFile ships with GPUDirect Storage and cuSPARSELt on its own, outside the toolkit
      if (t.library == Library::File && !fs::exists(inc / "cufile.h")) continue;
      if (t.library == Library::SparseLt && !fs::exists(inc / "cusparseLt.h")) continue;
      if (t.library == Library::Tensor && !fs::exists(inc / "cutensor.h")) continue;
      // APIs removed from CUDA 13 (deprecated since long before) are kept for older code.
      if (e.status == ApiStatus::Deprecated && !names.count(e.cuda)) continue;
      EXPECT_TRUE(names.count(e.cuda)) << to_string(t.library) << ": " << e.cuda << " not in " << inc;
    }
  }
}

// No header of the CUDA toolkit is left silently: an #include of any header at the top of CUDA 13's include
// directory is rewritten to its HIP counterpart or reported (no counterpart, or one newer than the target HIP).
// So is one of its crt/ directory (the runtime's internal parts), one of nvtx3/ and libcu++'s <nv/target>.
// cuda_fp6.h is the exception: HIP's documentation lists a hip_fp6.h, but no release here confirms which HIP has
// it, so the include is left as it is.
TEST(PortTables, EveryCuda13HeaderIsPortedOrReported) {
  fs::path inc = "/usr/local/cuda/include";
  if (!fs::exists(inc / "cuda_runtime_api.h")) GTEST_SKIP() << "no CUDA toolkit headers at " << inc;
  std::size_t headers = 0;
  std::vector<std::string> names = {"nv/target"};  // libcu++'s, kept with a warning
  for (const char* dir : {"", "crt/", "nvtx3/"}) {  // the runtime's internal parts, which code includes too; NVTX
    for (const auto& e : fs::directory_iterator(inc / dir)) {
      const std::string name = e.path().filename().string();
      if (e.is_regular_file() && (name.ends_with(".h") || name.ends_with(".hpp"))) names.push_back(dir + name);
    }
  }
  for (const std::string& name : names) {
    if (name.starts_with("cuda_fp6.")) continue;
    for (const char* options : {"", "--hip-version 5.7"}) {
      TranslateOptions opt;
      if (*options) opt.hip_version = "5.7";
      const std::string src = "#include <" + name + ">\n";
      TranslateResult r = translate_source(src, "h.cpp", opt);
      EXPECT_TRUE(r.text != src || !r.diagnostics.empty()) << name << " left silently " << options;
    }
    ++headers;
  }
  EXPECT_GT(headers, 175u);
}

// cuSPARSE's deprecations as CUDA 13's cusparse.h marks them: a function declared after a CUSPARSE_DEPRECATED* line
// is deprecated (or unsupported) in the table, and one declared without it is not deprecated. The marker also names
// replacements (`CUSPARSE_DEPRECATED_REPLACE_WITH(cusparseSpMM)` before cusparseSbsrmm, deprecated in CUDA 12.8): the
// generator once took cusparseSpMM for a deprecated type and the bsrmm functions for current.
TEST(PortTables, SparseDeprecationsMatchCuda13Header) {
  const fs::path header = "/usr/local/cuda/include/cusparse.h";
  if (!fs::exists(header)) GTEST_SKIP() << "no CUDA toolkit headers at " << header;
  std::ifstream in(header);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  std::size_t deprecated = 0, current = 0;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    // `cusparseStatus_t CUSPARSEAPI` on the line before, the name and '(' starting this one
    if (lines[i - 1].find("CUSPARSEAPI") == std::string::npos || !lines[i].starts_with("cusparse")) continue;
    const std::string name = lines[i].substr(0, lines[i].find_first_of(" ("));
    const bool marked = i >= 2 && lines[i - 2].find("CUSPARSE_DEPRECATED") != std::string::npos;
    ApiMatch m = find_api(name);
    if (!m.entry) continue;
    SCOPED_TRACE(name);
    EXPECT_EQ(m.entry->kind, ApiKind::Function);
    if (marked) {
      EXPECT_NE(m.entry->status, ApiStatus::Supported);
      ++deprecated;
    } else {
      EXPECT_NE(m.entry->status, ApiStatus::Deprecated);
      ++current;
    }
  }
  EXPECT_GT(deprecated, 150u);
  EXPECT_GT(current, 150u);
  EXPECT_EQ(find_api("cusparseSpMM").entry->status, ApiStatus::Supported);
  EXPECT_EQ(find_api("cusparseSbsrmm").entry->status, ApiStatus::Deprecated);
}

// The data-only enums the port defines in a ported file (emulated_enums.h) have CUDA's enumerators and values: each
// `typedef enum { NAME = VALUE, ... } type;` of the CUDA header is read and compared, names and values, in order.
TEST(PortTables, EmulatedEnumsMatchCuda13Headers) {
  fs::path inc = "/usr/local/cuda/include";
  if (!fs::exists(inc / "cusolver_common.h")) GTEST_SKIP() << "no CUDA toolkit headers at " << inc;
  for (const EmulatedEnum& e : emulated_enums()) {
    std::ifstream in(inc / e.header);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    // `typedef enum [tag] { ... } type;`, or C++'s `enum [__device_builtin__] type { ... };` (driver_types.h)
    std::size_t end = text.find("} " + std::string(e.type) + ";"), open = std::string::npos;
    if (end != std::string::npos) {
      open = text.rfind('{', end);
    } else if (std::size_t named = text.find(" " + std::string(e.type) + " {"); named != std::string::npos &&
                                                                                 text.rfind("enum", named) != std::string::npos) {
      open = text.find('{', named);
      end = text.find('}', open);
    }
    ASSERT_NE(end, std::string::npos) << e.type << " not defined in " << e.header;
    ASSERT_NE(open, std::string::npos);
    std::vector<std::pair<std::string, int>> cuda;
    std::stringstream body(text.substr(open + 1, end - open - 1));
    std::string line;
    while (std::getline(body, line)) {
      line = line.substr(0, line.find("/*"));
      std::size_t eq = line.find('=');
      if (eq == std::string::npos) continue;
      std::string name = line.substr(0, eq);
      name.erase(0, name.find_first_not_of(" \t"));
      name.erase(name.find_last_not_of(" \t") + 1);
      cuda.emplace_back(name, std::stoi(line.substr(eq + 1)));
    }
    ASSERT_EQ(cuda.size(), e.enumerators.size()) << e.type;
    for (std::size_t k = 0; k < cuda.size(); ++k) {
      EXPECT_EQ(cuda[k].first, e.enumerators[k].name) << e.type;
      EXPECT_EQ(cuda[k].second, e.enumerators[k].value) << e.enumerators[k].name;
    }
  }
}

// An emulated enum is one HIP lacks: no table maps its type or an enumerator to a HIP or roc name (a mapping added
// later would otherwise be shadowed by the emulation).
TEST(PortTables, EmulatedEnumsHaveNoHipMapping) {
  for (const EmulatedEnum& e : emulated_enums()) {
    std::vector<std::string_view> names{e.type};
    for (const EmulatedEnumerator& v : e.enumerators) names.push_back(v.name);
    for (std::string_view n : names) {
      EXPECT_EQ(find_emulated_enum(n), &e) << n;
      ApiMatch m = find_api(n);
      if (!m.entry) continue;
      if (!e.hip_version.empty()) {  // HIP has it from then on (or never, CUDA 13's newest modes): emulated before
        if (m.entry->hip[0]) EXPECT_EQ(std::string_view(m.entry->hip_version), e.hip_version) << n;
        continue;
      }
      EXPECT_STREQ(m.entry->hip, "") << n;
      EXPECT_STREQ(m.entry->roc, "") << n;
    }
  }
  EXPECT_EQ(emulated_enum_name("cusolverPrecType_t"), "crosswarpCusolverPrecType_t");
  EXPECT_EQ(emulated_enum_name("CUSOLVER_R_32F"), "CROSSWARP_CUSOLVER_R_32F");
  EXPECT_EQ(find_emulated_enum("cusolverStatus_t"), nullptr);
  EXPECT_EQ(emulated_enum_name("cudaSharedCarveout"), "crosswarpCudaSharedCarveout");
  EXPECT_EQ(emulated_enum_name("cudaSharedmemCarveoutMaxShared"), "crosswarpCudaSharedmemCarveoutMaxShared");
  EXPECT_EQ(emulated_enum_name("CUshared_carveout"), "crosswarpCUshared_carveout");
  EXPECT_EQ(emulated_enum_name("CU_SHAREDMEM_CARVEOUT_MAX_L1"), "CROSSWARP_CU_SHAREDMEM_CARVEOUT_MAX_L1");
}

// cuDNN -> hipDNN (HIPIFY's default without --miopen). hipDNN ships with no ROCm, so its names are checked against
// the list transcribed from the archived hipDNN header (tests/port/data/hipdnn_names.txt says where from); the table
// is sorted for find_hipdnn's binary search.
TEST(PortTables, HipdnnNamesAreInTheArchivedHeader) {
  std::unordered_set<std::string> names = listed_names("hipdnn_names.txt");
  ASSERT_FALSE(names.empty()) << "tests/port/data/hipdnn_names.txt";
  EXPECT_GT(names.size(), 250u);
  auto table = hipdnn_api_table();
  EXPECT_GT(table.size(), 250u);
  std::string_view prev;
  for (const ApiEntry& e : table) {
    std::string_view cuda = e.cuda;
    EXPECT_TRUE(names.count(e.hip)) << e.cuda << " -> " << e.hip << " is not in hipDNN's header";
    EXPECT_TRUE(cuda.starts_with("cudnn") || cuda.starts_with("CUDNN_")) << cuda;
    EXPECT_LT(prev, cuda) << "hipdnn_table.inc not sorted at " << cuda;
    EXPECT_EQ(find_hipdnn(cuda), &e) << cuda;
    prev = cuda;
  }
  EXPECT_EQ(find_hipdnn("cudnnNoSuchFunction"), nullptr);
  EXPECT_EQ(find_hipdnn("cudnnGetReduceTensorDescriptor"), nullptr);  // hipDNN declares no such function
}

// cuTENSOR 2.x -> hipTensor 2.x (ROCm 7.0). hipTensor is not in Debian 13, so every hipTensor name the table records
// at 7.0 or later is checked against the list transcribed from hipTensor 2.x's headers
// (tests/port/data/hiptensor_names.txt says where from).
TEST(PortTables, HiptensorNamesAreInHiptensor2Headers) {
  std::unordered_set<std::string> names = listed_names("hiptensor_names.txt");
  ASSERT_FALSE(names.empty()) << "tests/port/data/hiptensor_names.txt";
  EXPECT_GT(names.size(), 150u);
  std::size_t checked = expect_hip_names_listed(Library::Tensor, names, "hipTensor 2.x's headers", [](const ApiEntry& e) {
    return e.hip_version[0] && !hip_version_older(e.hip_version, "7.0");  // recorded at 7.0 or later
  });
  EXPECT_GT(checked, 100u);
  // cuTENSOR 2.x's plan API, and a 1.x compute type that 2.x renamed, under their hipTensor 2.x names
  EXPECT_STREQ(find_api("cutensorCreatePlanPreference").entry->hip, "hiptensorCreatePlanPreference");
  EXPECT_STREQ(find_api("CUTENSOR_COMPUTE_32F").entry->hip, "HIPTENSOR_COMPUTE_DESC_32F");
  EXPECT_EQ(find_api("CUTENSOR_COMPUTE_32F").entry->status, ApiStatus::Deprecated);  // removed in cuTENSOR 2.0
  EXPECT_STREQ(find_api("cutensorPlan_t").entry->hip, "hiptensorPlan_t");
}

// cuDNN -> MIOpen (--miopen). Where no MIOpen is installed (Debian 13 has none), every MIOpen name in the table is
// checked against the list transcribed from MIOpen's miopen.h (tests/port/data/miopen_names.txt says where from).
TEST(PortTables, MiopenNamesAreInMiopenHeader) {
  std::unordered_set<std::string> names = listed_names("miopen_names.txt");
  ASSERT_FALSE(names.empty()) << "tests/port/data/miopen_names.txt";
  EXPECT_GT(names.size(), 400u);
  std::size_t checked =
      expect_hip_names_listed(Library::Dnn, names, "MIOpen's miopen.h", [](const ApiEntry&) { return true; });
  EXPECT_GT(checked, 120u);
  // declared only in a comment ("Support discontinued"): never written
  EXPECT_FALSE(names.count("miopenInt8x4"));
  const ApiEntry* int8x4 = find_api("CUDNN_DATA_INT8x4").entry;
  EXPECT_TRUE(int8x4 == nullptr || int8x4->hip[0] == '\0');
  // MIOpen's convolutions take the workspace last (miopen.h): the arguments are reordered, not just renamed
  TranslateOptions o;
  o.miopen = true;
  EXPECT_EQ(translate_source("cudnnConvolutionForward(h, a, xD, x, wD, w, cD, algo, ws, wsSize, b, yD, y);", "x.cu", o).text,
            "#include <hip/hip_runtime.h>\nmiopenConvolutionForward(h, a, xD, x, wD, w, cD, algo, b, yD, y, ws, wsSize);");
  // arguments the reordering cannot see (from a macro) are left in cuDNN's order, and that is reported
  TranslateResult r = translate_source("cudnnConvolutionForward(CONV_ARGS);", "x.cu", o);
  EXPECT_EQ(r.text, "#include <hip/hip_runtime.h>\nmiopenConvolutionForward(CONV_ARGS);");
  bool reported = false;
  for (const Diagnostic& d : r.diagnostics)
    if (d.cuda_name == "cudnnConvolutionForward" && d.status == ApiStatus::Unsupported &&
        d.message.find("reorder them by hand") != std::string::npos && d.message.find("13") != std::string::npos)
      reported = true;
  EXPECT_TRUE(reported) << "a call whose arguments could not be reordered must be reported";
}

// Status and error codes: CUDA code switches over them (cuda-samples' helper_cuda.h has a switch over every
// cuBLAS, cuFFT, cuSPARSE, cuSOLVER and cuRAND status), so two CUDA codes of different values must not become the
// same HIP (or, under --roc, roc*) name: the ported switch would have duplicate case labels and not compile.
// cuBLAS's statuses under --roc once broke this (ALLOC_FAILED and EXECUTION_FAILED both rocblas_status_memory_error).
// Values are read from the CUDA 13 headers ("NAME = value" enumerators); codes of equal value are CUDA's own aliases.
TEST(PortTables, DistinctStatusCodesStayDistinct) {
  fs::path inc = "/usr/local/cuda/include";
  if (!fs::exists(inc / "cuda_runtime_api.h")) GTEST_SKIP() << "no CUDA toolkit headers at " << inc;
  const std::vector<std::string_view> prefixes = {"cudaError",     "CUDA_ERROR_",      "CUBLAS_STATUS_",
                                                  "CUFFT_",        "CUSPARSE_STATUS_", "CUSOLVER_STATUS_",
                                                  "CURAND_STATUS_"};
  auto selected = [&](std::string_view name) {
    for (std::string_view p : prefixes)
      if (name.starts_with(p)) return true;
    return false;
  };
  std::unordered_map<std::string, std::string> value;  // CUDA name -> its value's spelling
  for (const auto& e : fs::directory_iterator(inc)) {
    if (e.path().extension() != ".h") continue;
    std::ifstream in(e.path(), std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string text = ss.str();
    LexResult lx = lex(text);
    std::vector<const Token*> sig;
    for (const Token& t : lx.tokens)
      if (t.kind != TokenKind::Whitespace && t.kind != TokenKind::Newline && t.kind != TokenKind::Comment)
        sig.push_back(&t);
    for (std::size_t i = 0; i + 2 < sig.size(); ++i)
      if (sig[i]->kind == TokenKind::Identifier && selected(sig[i]->text) && sig[i + 1]->is_punct("=") &&
          sig[i + 2]->kind == TokenKind::Number)
        value.emplace(std::string(sig[i]->text),
                      std::to_string(std::stoll(std::string(sig[i + 2]->text), nullptr, 0)));
  }
  ASSERT_GT(value.size(), 300u) << "status enumerators not found in " << inc;
  // cuSOLVER's iterative-refinement statuses, returned only by the cusolverDnIRS* API that hipSOLVER lacks,
  // are sent (as HIPIFY sends them) to hipSOLVER's general status of the same meaning.
  const std::unordered_set<std::string> shared = {"CUSOLVER_STATUS_IRS_PARAMS_INVALID",
                                                  "CUSOLVER_STATUS_IRS_INTERNAL_ERROR",
                                                  "CUSOLVER_STATUS_IRS_NOT_SUPPORTED"};
  std::size_t checked = 0;
  for (bool roc : {false, true}) {
    for (std::string_view prefix : prefixes) {  // one CUDA enumeration each
      std::unordered_map<std::string, std::pair<std::string, std::string>>
          by_target;  // target -> (CUDA name, value)
      for (const ApiTable& t : all_tables()) {
        for (const ApiEntry& e : t.entries) {
          const char* target = roc ? e.roc : e.hip;
          auto v = value.find(e.cuda);
          if (!target[0] || e.status == ApiStatus::Unsupported || v == value.end() || shared.count(e.cuda) ||
              !std::string_view(e.cuda).starts_with(prefix))
            continue;
          ++checked;
          auto [it, fresh] = by_target.emplace(target, std::make_pair(std::string(e.cuda), v->second));
          if (!fresh && it->second.second != v->second)
            ADD_FAILURE() << it->second.first << " (" << it->second.second << ") and " << e.cuda << " ("
                          << v->second << ") both become " << target << (roc ? " under --roc" : "");
        }
      }
    }
  }
  EXPECT_GT(checked, 200u);
}
