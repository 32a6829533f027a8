#!/usr/bin/env bash
# The README's second quickstart command, and what CI runs (.ci/run): builds everything and runs
# the whole test suite.
#   1. the main build: libcrosswarp, the CLI, the CPU backend, crosswarp-simt and its plugin, and the
#      CUDA plugin when nvcc is found (/usr/local/cuda); all tests (GPU-only ones skip, saying why)
#   2. the HIP plugin, built in a Debian 13 chroot with ROCm 5.7 for gfx90a, gfx942 and gfx1100
#      (scripts/hip-chroot.sh; the chroot is cached outside the clone), with its own checks
#   3. the core with the CPU and simt paths under AddressSanitizer + UndefinedBehaviorSanitizer
#      (clang), its tests, and each libFuzzer target run briefly
# Set CROSSWARP_SKIP_HIP=1 or CROSSWARP_SKIP_SANITIZE=1 to leave a stage out (CI never does).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
JOBS=${JOBS:-$(nproc)}
# A compiler cache outside the clone; paths relative to the clone so that another clone (CI's)
# hits the same entries.
export CCACHE_BASEDIR=$ROOT CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-5G}
stage() { printf '\n=== %s (%s) ===\n' "$1" "$(date +%H:%M:%S)"; }

stage "dependencies"
scripts/install-deps.sh

stage "HIP plugin (Debian 13 chroot, ROCm 5.7)"
if [ "${CROSSWARP_SKIP_HIP:-0}" != 1 ]; then
  scripts/hip-chroot.sh build "$ROOT" "$ROOT/build/hip-plugin"
else
  echo "skipped: CROSSWARP_SKIP_HIP=1"
fi

stage "main build"
mkdir -p build
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >build/configure.log 2>&1 || { cat build/configure.log; exit 1; }
grep -E "crosswarp:" build/configure.log || true
ninja -C build -j "$JOBS"
# The HIP plugin sits with the others, so doctor and the tests see it (it cannot load on Debian 12:
# it links Debian 13's C++ runtime and ROCm, and there is no AMD GPU; doctor says so).
if [ -f build/hip-plugin/libcrosswarp-backend-hip.so ]; then
  cp build/hip-plugin/libcrosswarp-backend-hip.so build/lib/crosswarp/
fi
build/bin/crosswarp doctor

stage "tests"
ctest --test-dir build --output-on-failure -j "$JOBS" --timeout 600

if [ "${CROSSWARP_SKIP_SANITIZE:-0}" != 1 ]; then
  stage "ASan + UBSan build (clang, CPU and simt paths, fuzz targets)"
  CC=clang CXX=clang++ cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCROSSWARP_SANITIZE=ON -DCROSSWARP_FUZZ=ON -DCROSSWARP_CUDA=OFF -DCROSSWARP_BENCH=OFF \
    >build-asan.configure.log 2>&1 || { cat build-asan.configure.log; exit 1; }
  ninja -C build-asan -j "$JOBS"
  stage "tests under ASan + UBSan"
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:detect_stack_use_after_return=0
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  # Left out here, and run in the main build above: tests that compile programs of their own with
  # the system compiler against the instrumented libcrosswarp-simt (emulate, the simt programs,
  # pkg-config; the external program would need the same sanitizer flags), and simt's fault death
  # tests, which expect simt's own SIGSEGV report where ASan installs its handler.
  ASAN_EXCLUDE='^(Emulate\.|Simt/Program\.|SimtPkgConfig\.|SimtFaults\.)'
  echo "not run under the sanitizers (run in the main build): $ASAN_EXCLUDE"
  ctest --test-dir build-asan --output-on-failure -j "$JOBS" --timeout 900 -LE "slow" -E "$ASAN_EXCLUDE"
  stage "fuzzing (each target briefly, under ASan + UBSan)"
  for f in build-asan/bin/fuzz_*; do
    [ -x "$f" ] || continue
    name=$(basename "$f"); name=${name#fuzz_}
    corpus="tests/fuzz/corpus/$name"
    work=$(mktemp -d)
    [ -d "$corpus" ] && cp -r "$corpus/." "$work/"
    echo "fuzz_$name: 20 s"
    "$f" -max_total_time=20 -timeout=10 -rss_limit_mb=2048 -print_final_stats=0 "$work" >"$work.log" 2>&1 \
      || { tail -40 "$work.log"; echo "fuzz_$name found a failure"; exit 1; }
    rm -rf "$work" "$work.log"
  done
else
  echo "ASan/UBSan stage skipped: CROSSWARP_SKIP_SANITIZE=1"
fi
stage "done"
