#!/usr/bin/env bash
# Ports CUDA sample programs to HIP and compiles + links each one with ROCm 5.7's hipcc for gfx90a inside
# the Debian 13 HIP chroot (scripts/hip-chroot.sh), then prints per program: ported ok, compiled ok and the
# first compiler error, and the totals. The same programs can be translated with HIPIFY's hipify-perl (in the
# chroot) instead, for the comparison, with or without extra -D flags.
#
#   bench/port/samples_compile.sh [options] [SAMPLES_ROOT]
#     SAMPLES_ROOT         a tree laid out like NVIDIA/cuda-samples: Samples/<category>/<program>/ and Common/
#                          (default /tmp/cuda-samples; not part of this repository)
#     --translator T       crosswarp (default) or hipify-perl
#     --build DIR          crosswarp build directory holding bin/crosswarp (default: build)
#     -D NAME              extra define for every hipcc call (repeatable), e.g. -D __DRIVER_TYPES_H__
#     --only NAME          only this program (repeatable)
#     --jobs N             programs compiled at once (default 1; the build machine has 2 shared cores)
#     --keep DIR           keep the ported trees and logs in DIR (default: a temporary folder, removed)
#     --port-args "ARGS"   options for crosswarp port (default "--hip-version 5.7": the chroot's HIP; "" ports
#                          for the newest HIP, the translator's default)
#
# A program is the set of .cu/.cpp files in its folder, minus files another file there #includes; the Common
# headers are ported as a tree next to it, so "#include <helper_cuda.h>" finds the ported copy. Libraries are
# linked when the translation includes their header (hipblas, hipfft, hiprand, hipsparse, hipsolver, rocblas,
# rocsparse, rocsolver, rocfft);
# -fgpu-rdc is added when device code is declared extern __device__ (the samples' Makefiles use nvcc -rdc=true).
# Compile results are cached by the hash of the ported sources and the command (under
# ${XDG_CACHE_HOME:-~/.cache}/crosswarp/samples-compile), so a re-run only compiles what changed.
# Needs root (chroot). Exit 0 when it ran, whatever the counts; 2 on bad usage.
set -uo pipefail

ROOT=/tmp/cuda-samples
TRANSLATOR=crosswarp
BUILD=build
DEFINES=()
ONLY=()
JOBS=1
KEEP=""
PORT_ARGS="--hip-version 5.7"
usage() { sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --translator) TRANSLATOR=${2:?}; shift 2 ;;
    --build) BUILD=${2:?}; shift 2 ;;
    -D) DEFINES+=("${2:?}"); shift 2 ;;
    -D*) DEFINES+=("${1#-D}"); shift ;;
    --only) ONLY+=("${2:?}"); shift 2 ;;
    --jobs) JOBS=${2:?}; shift 2 ;;
    --keep) KEEP=${2:?}; shift 2 ;;
    --port-args) PORT_ARGS=$2; shift 2 ;;
    -h|--help) usage ;;
    -*) echo "samples_compile.sh: unknown option $1" >&2; usage ;;
    *) ROOT=$1; shift ;;
  esac
done
case "$TRANSLATOR" in crosswarp|hipify-perl) ;; *) echo "samples_compile.sh: --translator crosswarp|hipify-perl" >&2; exit 2 ;; esac
[ -d "$ROOT/Samples" ] && [ -d "$ROOT/Common" ] || { echo "samples_compile.sh: $ROOT: no Samples/ and Common/ folders" >&2; exit 2; }
CHROOT=${CROSSWARP_HIP_CHROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/crosswarp/rocm-trixie}
[ -x "$CHROOT/usr/bin/hipcc" ] || { echo "samples_compile.sh: no hipcc in $CHROOT (scripts/hip-chroot.sh ensure)" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "samples_compile.sh: chroot needs root" >&2; exit 2; }
CW="$BUILD/bin/crosswarp"
if [ "$TRANSLATOR" = crosswarp ]; then
  [ -x "$CW" ] || { echo "samples_compile.sh: $CW not built" >&2; exit 2; }
  CW=$(cd "$(dirname "$CW")" && pwd)/crosswarp
fi
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/crosswarp/samples-compile
mkdir -p "$CACHE"

# Work inside the chroot so hipcc sees the files; the host writes them through the chroot's path.
WORK_IN=/tmp/cw-samples-$$
WORK="$CHROOT$WORK_IN"
rm -rf "$WORK" && mkdir -p "$WORK"
cleanup() { if [ -n "$KEEP" ]; then mkdir -p "$KEEP" && cp -a "$WORK/." "$KEEP/"; fi; rm -rf "$WORK"; }
trap cleanup EXIT

chroot_sh() { chroot "$CHROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root sh -c "$1"; }

# Programs: Samples/<category>/<program>/ folders holding a .cu or .cpp file.
mapfile -t PROGRAMS < <(find "$ROOT/Samples" -mindepth 2 -maxdepth 2 -type d | sort | while read -r d; do
  if ls "$d" | grep -qE '\.(cu|cpp)$'; then echo "$d"; fi
done)
if [ ${#ONLY[@]} -gt 0 ]; then
  sel=()
  for d in "${PROGRAMS[@]}"; do for o in "${ONLY[@]}"; do [ "$(basename "$d")" = "$o" ] && sel+=("$d"); done; done
  PROGRAMS=("${sel[@]}")
fi
[ ${#PROGRAMS[@]} -gt 0 ] || { echo "samples_compile.sh: no programs under $ROOT/Samples" >&2; exit 2; }

# Ports one program (its folder + Common) into $WORK/<name>/; prints the port's exit status.
port_program() {
  local dir=$1 name out
  name=$(basename "$dir")
  out="$WORK/$name"
  mkdir -p "$out"
  if [ "$TRANSLATOR" = crosswarp ]; then
    # shellcheck disable=SC2086  # PORT_ARGS is a list of options
    "$CW" port "$dir" "$ROOT/Common" -o "$out" $PORT_ARGS --no-lint --report "$out/port-report.json" \
      >"$out/port.log" 2>&1
    echo $?
  else
    # hipify-perl translates one file at a time (-inplace) and keeps file names (hipcc compiles .cu as HIP);
    # Common is translated once per run ($WORK/.common) and copied next to each program.
    mkdir -p "$out/$name"
    cp -r "$dir/." "$out/$name/"
    cp -r "$WORK/.common" "$out/Common"
    local files
    files=$(cd "$out" && find "$name" -type f \( -name '*.cu' -o -name '*.cuh' -o -name '*.h' -o -name '*.hpp' \
      -o -name '*.cpp' -o -name '*.inl' \) | sort | tr '\n' ' ')
    hipify_in_chroot "$WORK_IN/$name" "$files" >"$out/port.log" 2>&1
    echo $?
  fi
}

# Runs hipify-perl -inplace on FILES (relative to DIR) inside the chroot; non-zero if any failed.
hipify_in_chroot() {
  chroot_sh "cd '$1' && rc=0 && for f in $2; do hipify-perl -inplace -quiet-warnings \"\$f\" || rc=1; rm -f \"\$f.prehip\"; done; exit \$rc"
}

# Sources compiled for a ported program folder: .hip/.cu/.cpp files that no other file there #includes.
program_sources() {
  local pdir=$1 f base
  for f in $(cd "$pdir" && ls | grep -E '\.(hip|cu|cpp|cc)$' | sort); do
    base=$f
    if grep -qsE "#[[:space:]]*include[[:space:]]*[\"<]([^\">]*/)?${base//./\\.}[\">]" "$pdir"/* 2>/dev/null; then continue; fi
    printf '%s ' "$f"
  done
}

libraries_for() {
  local pdir=$1 common=$2 libs=""
  local text
  text=$(cat "$pdir"/* "$common"/*.h 2>/dev/null)
  grep -qE 'include[[:space:]]*[<"]hipblas' <<<"$text" && libs+=" -lhipblas"
  grep -qE 'include[[:space:]]*[<"]rocblas' <<<"$text" && libs+=" -lrocblas"
  grep -qE 'include[[:space:]]*[<"]hipfft' <<<"$text" && libs+=" -lhipfft"
  grep -qE 'include[[:space:]]*[<"]hiprand' <<<"$text" && libs+=" -lhiprand"
  grep -qE 'include[[:space:]]*[<"]hipsparse' <<<"$text" && libs+=" -lhipsparse"
  grep -qE 'include[[:space:]]*[<"]hipsolver' <<<"$text" && libs+=" -lhipsolver"
  grep -qE 'include[[:space:]]*[<"]rocsparse' <<<"$text" && libs+=" -lrocsparse"
  grep -qE 'include[[:space:]]*[<"]rocsolver' <<<"$text" && libs+=" -lrocsolver"
  grep -qE 'include[[:space:]]*[<"]rocfft' <<<"$text" && libs+=" -lrocfft"
  grep -qE 'include[[:space:]]*[<"]omp\.h' <<<"$text" && libs+=" -fopenmp"
  # Device code split over files (extern __device__ declarations) is what CUDA's Makefiles build with
  # nvcc -rdc=true; hipcc's equivalent is -fgpu-rdc.
  grep -qE 'extern[[:space:]]+(__device__|"C"[[:space:]]+__device__)' <<<"$text" && libs+=" -fgpu-rdc"
  echo "$libs"
}

# Compiles and links one ported program; writes "rc<TAB>first error" to $WORK/<name>/result.
compile_program() {
  local name=$1 pdir="$WORK/$1/$1" common="$WORK/$1/Common" srcs libs defs="" d cmd key
  srcs=$(program_sources "$pdir")
  libs=$(libraries_for "$pdir" "$common")
  for d in "${DEFINES[@]}"; do defs+=" -D$d"; done
  cmd="hipcc --offload-arch=gfx90a -w$defs -I../Common -I. $srcs -o $name$libs"
  key=$( (echo "$cmd"; cd "$WORK/$1" && find "$1" Common -type f ! -name '*.log' ! -name '*.json' | sort | xargs cat) | sha256sum | cut -c1-32)
  if [ -f "$CACHE/$key" ]; then cp "$CACHE/$key" "$WORK/$1/result"; return; fi
  chroot_sh "cd '$WORK_IN/$1/$1' && $cmd" >"$WORK/$1/compile.log" 2>&1
  local rc=$?
  local first
  first=$(grep -m1 -E 'error:|undefined reference|cannot find|No such file' "$WORK/$1/compile.log" | sed "s|$WORK_IN/$1/||g" | cut -c1-220)
  [ $rc -ne 0 ] && [ -z "$first" ] && first=$(tail -1 "$WORK/$1/compile.log" | cut -c1-220)
  printf '%s\t%s\n' "$rc" "$first" | tee "$CACHE/$key" >"$WORK/$1/result"
}

if [ "$TRANSLATOR" = hipify-perl ]; then
  cp -r "$ROOT/Common" "$WORK/.common"
  hipify_in_chroot "$WORK_IN/.common" "$(cd "$WORK/.common" && find . -type f | sort | tr '\n' ' ')" \
    >"$WORK/.common.log" 2>&1
fi
echo "translator: $TRANSLATOR${DEFINES:+  defines: ${DEFINES[*]}}  samples: $ROOT  hipcc: $(chroot_sh 'hipcc --version 2>/dev/null | grep -m1 -i "HIP version"')"
printf '%-34s %-6s %-8s %s\n' program ported compiled "first error"
ported_ok=0; compiled_ok=0; total=0
running=0
for dir in "${PROGRAMS[@]}"; do
  name=$(basename "$dir")
  prc=$(port_program "$dir")
  echo "$prc" >"$WORK/$name/port.rc"
  compile_program "$name" &
  running=$((running + 1))
  if [ "$running" -ge "$JOBS" ]; then wait -n; running=$((running - 1)); fi
done
wait
for dir in "${PROGRAMS[@]}"; do
  name=$(basename "$dir")
  total=$((total + 1))
  prc=$(cat "$WORK/$name/port.rc")
  IFS=$'\t' read -r crc first <"$WORK/$name/result"
  [ "$prc" = 0 ] && ported_ok=$((ported_ok + 1))
  [ "$crc" = 0 ] && compiled_ok=$((compiled_ok + 1))
  printf '%-34s %-6s %-8s %s\n' "$name" "$([ "$prc" = 0 ] && echo ok || echo "rc=$prc")" \
    "$([ "$crc" = 0 ] && echo ok || echo FAIL)" "${first:-}"
done
echo "total: $compiled_ok/$total compiled and linked for gfx90a; $ported_ok/$total ported without an unsupported-API report ($TRANSLATOR${DEFINES:+, -D ${DEFINES[*]}})"
