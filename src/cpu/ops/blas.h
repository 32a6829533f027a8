// The CPU backend's one BLAS entry point: OpenBLAS's cblas_sgemm, opened with dlopen on first use.
//
// Why not linked: OpenBLAS's pthread build (Debian's libopenblas0-pthread) starts its worker threads
// in its library constructor, and each worker polls with sched_yield for about 0.1 s before it
// sleeps. Linked into libcrosswarp, that ran in every crosswarp process, BLAS or not, and took a
// core from port's lint thread on the 2-core build machine. Measured there (perf stat, the same
// binary with and without LD_PRELOAD of libopenblas.so.0, load ~2): `crosswarp --version` 8.9 ->
// 4.9 ms, `crosswarp port` of one sample 14.4 -> 8.4 ms, of the 60 cuda-samples concatenated
// 173-190 -> 94-139 ms of CPU per run. Opened here, only a process that runs a GEMM loads OpenBLAS:
// the CPU backend's first stream opens it (cpu_backend.cpp), so a model run pays it before its first
// forward, as it paid it at start-up before.
#pragma once

#include <cblas.h>

#include <initializer_list>
#include <string>

namespace crosswarp::cpu::blas {

// Opens OpenBLAS once (thread-safe) and sets it single-threaded: every call runs inside one of the
// pool's tasks, and OpenBLAS's own workers would compete with the pool's for the same cores.
// False when the library cannot be opened; error() then says why.
bool load();
const char* error();

// What load() opened: the file, OpenBLAS's build configuration (openblas_get_config) and the kernels
// it runs (describe_kernels), or why it could not open it. For `crosswarp doctor`; loads the library.
std::string describe();

// Opens the first of `names` that is an OpenBLAS, as load() does with the configured names; "" when
// one was, else the error load() would report. For tests.
std::string probe(std::initializer_list<const char*> names);

// What the CPU offers that decides which OpenBLAS kernels can run.
struct CpuFeatures {
  bool avx512 = false;        // AVX-512 F, DQ, CD, BW and VL
  bool os_saves_zmm = false;  // XCR0: the OS saves the opmask and all 32 ZMM registers
};

// This CPU's (CPUID and XGETBV); all false off x86-64.
CpuFeatures cpu_features();

// The kernels part of describe(): OpenBLAS's core name (openblas_get_corename), who chose it, and a
// hint when OPENBLAS_CORETYPE forces kernels without AVX-512 on a CPU that has it. OpenBLAS's
// DYNAMIC_ARCH build picks by CPUID unless OPENBLAS_CORETYPE names a core; some environments set it
// (the build machine's sets Haswell). Measured there (AMD EPYC family 0x1a, Zen 5, OpenBLAS 0.3.21),
// `bench_kernels --backend cpu --dtype f32 --batch 8 --seq 128 --only bert-base`, one thread, the
// QKV projection (1024 x 2304 x 768): Haswell 29.5 ms (123 GFLOP/s), Cooperlake, OpenBLAS's own
// choice with the variable unset, 15.2 ms (239 GFLOP/s) (session 18, bench/RESULTS.md).
std::string describe_kernels(const char* core, const char* coretype_env, const CpuFeatures& cpu);

// cblas_sgemm. Call only after load() returned true.
void sgemm(CBLAS_ORDER order, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, blasint m, blasint n, blasint k,
           float alpha, const float* a, blasint lda, const float* b, blasint ldb, float beta, float* c,
           blasint ldc);

}  // namespace crosswarp::cpu::blas
