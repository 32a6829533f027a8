#include "blas.h"

#include <dlfcn.h>

#include <string>

namespace crosswarp::cpu::blas {
namespace {

using SgemmFn = void (*)(CBLAS_ORDER, CBLAS_TRANSPOSE, CBLAS_TRANSPOSE, blasint, blasint, blasint, float,
                         const float*, blasint, const float*, blasint, float, float*, blasint);
using SetThreadsFn = void (*)(int);

struct Library {
  SgemmFn sgemm = nullptr;
  std::string error;
};

// The names CMake found at configure time (src/cpu/ops/CMakeLists.txt): the library's SONAME, as the
// dynamic linker would have looked it up (libopenblas.so.0 on Debian, through its alternatives), then
// the file it was built against, for an OpenBLAS outside the loader's search path.
Library open_library() {
  Library lib;
  void* handle = nullptr;
  std::string tried;
  for (const char* name : {CW_OPENBLAS_SONAME, CW_OPENBLAS_PATH}) {
    if (!*name) continue;
    handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (handle) break;
    const char* why = dlerror();
    tried += std::string(tried.empty() ? "" : "; ") + (why ? why : name);
  }
  if (!handle) {
    lib.error = "cannot open OpenBLAS (" + tried + "); install libopenblas0 (Debian: libopenblas0-pthread)";
    return lib;
  }
  auto sgemm = reinterpret_cast<SgemmFn>(dlsym(handle, "cblas_sgemm"));
  auto set_threads = reinterpret_cast<SetThreadsFn>(dlsym(handle, "openblas_set_num_threads"));
  if (!sgemm || !set_threads) {
    lib.error = std::string("the OpenBLAS library ") + CW_OPENBLAS_SONAME +
                " has no cblas_sgemm/openblas_set_num_threads";
    return lib;
  }
  set_threads(1);
  lib.sgemm = sgemm;
  return lib;  // the handle stays open for the life of the process
}

const Library& library() {
  static const Library lib = open_library();
  return lib;
}

}  // namespace

bool load() {
  return library().sgemm != nullptr;
}

const char* error() {
  return library().error.c_str();
}

void sgemm(CBLAS_ORDER order, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, blasint m, blasint n, blasint k,
           float alpha, const float* a, blasint lda, const float* b, blasint ldb, float beta, float* c,
           blasint ldc) {
  library().sgemm(order, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}

}  // namespace crosswarp::cpu::blas
