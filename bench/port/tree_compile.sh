#!/usr/bin/env bash
# Ports a folder of CUDA programs with crosswarp and checks each ported program with ROCm 5.7's hipcc for gfx90a in
# the Debian 13 HIP chroot (scripts/hip-chroot.sh): -fsyntax-only, no error limit. A program is a .cu file, or a .c
# or .cpp file that calls main() and includes a HIP header after porting (host code that links the CUDA libraries,
# as NVIDIA's CUDALibrarySamples are written), at any depth. Each is compiled from its own folder, so relative -I
# paths in --hipcc-args work (e.g. "-I../utils"); a .c or .cpp file gets -D__HIP_PLATFORM_AMD__ (what CMake's
# hip::host target adds; hipcc sets it only for HIP sources), and a .cpp file with kernels or launches (built as
# CUDA by its project) is compiled with -x hip. Prints per program the number of errors, then every error message
# (file and position dropped) with how often it came, most frequent first. For real code that is not laid out like
# cuda-samples (samples_compile.sh): llm.c's dev/cuda, NVIDIA's CUDALibrarySamples, say.
#
#   bench/port/tree_compile.sh [--build DIR] [--port-args "ARGS"] [--hipcc-args "ARGS"] [--keep DIR] SRC_DIR
#     --build DIR          crosswarp build directory holding bin/crosswarp (default: build)
#     --port-args "ARGS"   options for crosswarp port (default "--hip-version 5.7": the chroot's HIP)
#     --hipcc-args "ARGS"  extra hipcc flags, e.g. "-fopenmp -I/tmp/stubs" (paths as seen inside the chroot)
#     --keep DIR           keep the ported tree and the compiler logs in DIR (default: a temporary folder, removed)
# Needs root (chroot). Exit 0 when it ran, whatever the counts; 2 on bad usage.
set -uo pipefail
BUILD=build
PORT_ARGS="--hip-version 5.7"
HIPCC_ARGS=""
KEEP=""
usage() { sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --build) BUILD=${2:?}; shift 2 ;;
    --port-args) PORT_ARGS=${2?}; shift 2 ;;
    --hipcc-args) HIPCC_ARGS=${2?}; shift 2 ;;
    --keep) KEEP=${2:?}; shift 2 ;;
    -h | --help) usage ;;
    -*) echo "tree_compile.sh: unknown option $1" >&2; usage ;;
    *) break ;;
  esac
done
[ $# -eq 1 ] || usage
SRC=$1
[ -d "$SRC" ] || { echo "tree_compile.sh: $SRC: not a directory" >&2; exit 2; }
[ -x "$BUILD/bin/crosswarp" ] || { echo "tree_compile.sh: no $BUILD/bin/crosswarp (build it first)" >&2; exit 2; }
CHROOT=${CROSSWARP_HIP_CHROOT:-$HOME/.cache/crosswarp/rocm-trixie}
[ -x "$CHROOT/usr/bin/hipcc" ] || { echo "tree_compile.sh: no hipcc in $CHROOT (scripts/hip-chroot.sh ensure)" >&2; exit 2; }

WORK=${KEEP:-$(mktemp -d)}
mkdir -p "$WORK"
[ -n "$KEEP" ] || trap 'rm -rf "$WORK"' EXIT
rm -rf "$WORK/ported" "$WORK/logs"
# shellcheck disable=SC2086
"$BUILD/bin/crosswarp" port "$SRC" -o "$WORK/ported" $PORT_ARGS --report "$WORK/report.json" >"$WORK/port.log" 2>&1
echo "ported $SRC with: crosswarp port $PORT_ARGS (exit $?; report $WORK/report.json)"
INSIDE=/tmp/crosswarp-tree-compile-$$
rm -rf "${CHROOT:?}$INSIDE" && mkdir -p "$CHROOT$INSIDE" && cp -r "$WORK/ported/." "$CHROOT$INSIDE/"
mkdir -p "$WORK/logs"
total=0
programs=$(cd "$CHROOT$INSIDE" && {
  find . -name '*.hip'
  find . \( -name '*.c' -o -name '*.cpp' \) -exec grep -l -E '\bmain[[:space:]]*\(' {} + 2>/dev/null |
    xargs -r grep -l -E '#[[:space:]]*include[[:space:]]*[<"](hip|hipblas|hipsparse|hipsolver|hipfft|hiprand|rocblas|rocsparse|rocsolver|rocrand|rocfft)' 2>/dev/null
} | sed 's|^\./||' | sort -u)
for rel in $programs; do
  b=$(basename "$rel") d=$(dirname "$rel")
  log="$WORK/logs/$(printf '%s' "$rel" | tr / _).log"
  host_only=""
  case "$b" in *.c | *.cpp) host_only="-D__HIP_PLATFORM_AMD__" ;; esac
  case "$b" in *.cpp) grep -q -E '<<<|hipLaunchKernelGGL|__global__' "$CHROOT$INSIDE/$rel" && host_only="-x hip" ;; esac
  chroot "$CHROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
    sh -c "cd $INSIDE/$d && hipcc --offload-arch=gfx90a -fsyntax-only -ferror-limit=0 $host_only $HIPCC_ARGS $b" >"$log" 2>&1
  # clang's diagnostics ("file:line:col: error: ..."), not the source lines it quotes (a printf("... error: %s"))
  n=$(grep -cE '(^|: )(fatal )?error: ' "$log")
  total=$((total + n))
  printf '%-60s %d\n' "$rel" "$n"
done
rm -rf "${CHROOT:?}$INSIDE"
echo "total errors: $total"
echo "errors by message:"
cat "$WORK"/logs/*.log 2>/dev/null | grep -E '(^|: )(fatal )?error: ' | sed -E 's/^.*(^|: )(fatal )?error: //' |
  sort | uniq -c | sort -rn
