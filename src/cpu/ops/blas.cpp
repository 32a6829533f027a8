#include "blas.h"

#include <dlfcn.h>
#include <link.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace crosswarp::cpu::blas {
namespace {

using SgemmFn = void (*)(CBLAS_ORDER, CBLAS_TRANSPOSE, CBLAS_TRANSPOSE, blasint, blasint, blasint, float,
                         const float*, blasint, const float*, blasint, float, float*, blasint);
using SetThreadsFn = void (*)(int);

using GetConfigFn = char* (*)();
using GetCorenameFn = char* (*)();

struct Library {
  SgemmFn sgemm = nullptr;
  std::string error;
  std::string description;  // the file opened, OpenBLAS's build configuration and its kernels
};

// The threads of this process (/proc/self/stat's 20th field); 0 when it cannot be read.
int process_threads() {
  FILE* f = std::fopen("/proc/self/stat", "r");
  if (!f) return 0;
  char buf[1024];
  size_t n = std::fread(buf, 1, sizeof buf - 1, f);
  std::fclose(f);
  buf[n] = 0;
  const char* p = std::strrchr(buf, ')');  // the command name may hold spaces
  int field = 2;
  for (; p && *p; ++p)
    if (*p == ' ' && ++field == 20) return std::atoi(p + 1);
  return 0;
}

// Opens the first of `names` that loads and has what we call.
//
// OpenBLAS's pthread build starts its workers in its library constructor, as many as
// OPENBLAS_NUM_THREADS (else the cores) say, and each polls for ~0.1 s before it sleeps; we call it
// single-threaded (set_threads(1) below), so they only take cores from our own threads. Set to 1
// before the constructor runs, there are none: crosswarp run on the tiny model took ~50 ms less CPU
// (perf stat, 2-core build machine). The environment is only touched while this is the process's
// one thread (setenv races with getenv in other threads), and is put back after; a user's own
// OPENBLAS_NUM_THREADS is left alone.
Library open_from(std::initializer_list<const char*> names) {
  Library lib;
  void* handle = nullptr;
  std::string tried;
  const bool set_env = !std::getenv("OPENBLAS_NUM_THREADS") && process_threads() == 1;
  if (set_env) setenv("OPENBLAS_NUM_THREADS", "1", 0);
  for (const char* name : names) {
    if (!name || !*name) continue;
    handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (handle) break;
    const char* why = dlerror();
    tried += std::string(tried.empty() ? "" : "; ") + (why ? why : name);
  }
  if (set_env) unsetenv("OPENBLAS_NUM_THREADS");
  if (!handle) {
    lib.error = "cannot open OpenBLAS (" + tried + "); install libopenblas0 (Debian: libopenblas0-pthread)";
    return lib;
  }
  auto sgemm = reinterpret_cast<SgemmFn>(dlsym(handle, "cblas_sgemm"));
  auto set_threads = reinterpret_cast<SetThreadsFn>(dlsym(handle, "openblas_set_num_threads"));
  std::string file = "?";
  if (link_map* map = nullptr; dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name) {
    file = map->l_name;  // through Debian's alternatives links, to the variant (pthread, openmp, serial)
    if (char* real = realpath(map->l_name, nullptr)) {
      if (file != real) file += std::string(" -> ") + real;
      std::free(real);
    }
  }
  if (!sgemm || !set_threads) {
    lib.error = "the library " + file + " has no cblas_sgemm/openblas_set_num_threads: not OpenBLAS";
    return lib;
  }
  set_threads(1);
  lib.sgemm = sgemm;
  auto config = reinterpret_cast<GetConfigFn>(dlsym(handle, "openblas_get_config"));
  const char* text = config ? config() : nullptr;
  lib.description = file + " (" + (text ? text : "no openblas_get_config") + ")";
  auto corename = reinterpret_cast<GetCorenameFn>(dlsym(handle, "openblas_get_corename"));
  lib.description += ", " + describe_kernels(corename ? corename() : nullptr, std::getenv("OPENBLAS_CORETYPE"),
                                             cpu_features());
  return lib;  // the handle stays open for the life of the process
}

// The names CMake found at configure time (src/cpu/ops/CMakeLists.txt): the library's SONAME, as the
// dynamic linker would have looked it up (libopenblas.so.0 on Debian, through its alternatives), then
// the file it was built against, for an OpenBLAS outside the loader's search path.
Library open_library() { return open_from({CW_OPENBLAS_SONAME, CW_OPENBLAS_PATH}); }

const Library& library() {
  static const Library lib = open_library();
  return lib;
}

}  // namespace

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
CpuFeatures cpu_features() {
  CpuFeatures f;
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (!__get_cpuid(0, &a, &b, &c, &d)) return f;
  const unsigned max_leaf = a;
  __get_cpuid(1, &a, &b, &c, &d);
  if (c & (1u << 27)) {  // OSXSAVE: xgetbv says which register state the OS saves
    unsigned lo = 0, hi = 0;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    f.os_saves_zmm = (lo & 0xe6) == 0xe6;  // XMM, YMM, opmask, upper ZMM halves, ZMM16-31
  }
  if (max_leaf >= 7) {
    __get_cpuid_count(7, 0, &a, &b, &c, &d);
    const unsigned want = (1u << 16) | (1u << 17) | (1u << 28) | (1u << 30) | (1u << 31);  // F DQ CD BW VL
    f.avx512 = (b & want) == want;
  }
  return f;
}
#else
CpuFeatures cpu_features() { return {}; }
#endif

std::string describe_kernels(const char* core, const char* coretype_env, const CpuFeatures& cpu) {
  std::string text = std::string("kernels ") + (core ? core : "unknown");
  if (!coretype_env) return text + " (OpenBLAS's choice for this CPU)";
  text += std::string(" (OPENBLAS_CORETYPE=") + coretype_env + ")";
  const bool avx512_kernels = core && (!std::strcmp(core, "SkylakeX") || !std::strcmp(core, "Cooperlake") ||
                                       !std::strcmp(core, "SapphireRapids"));
  if (cpu.avx512 && cpu.os_saves_zmm && !avx512_kernels)
    text += "; this CPU has AVX-512 and these kernels do not use it: unset OPENBLAS_CORETYPE to let OpenBLAS "
            "choose (GEMMs about twice as fast on an AMD EPYC Zen 5)";
  return text;
}

bool load() {
  return library().sgemm != nullptr;
}

const char* error() {
  return library().error.c_str();
}

std::string describe() {
  const Library& lib = library();
  return lib.sgemm ? lib.description : lib.error;
}

std::string probe(std::initializer_list<const char*> names) {
  Library lib = open_from(names);
  return lib.sgemm ? "" : lib.error;
}

void sgemm(CBLAS_ORDER order, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, blasint m, blasint n, blasint k,
           float alpha, const float* a, blasint lda, const float* b, blasint ldb, float beta, float* c,
           blasint ldc) {
  library().sgemm(order, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}

}  // namespace crosswarp::cpu::blas
