#!/usr/bin/env bash
# Ports HIPIFY's unit-test inputs (any folder of .cu/.cpp files) with crosswarp and compiles each result with
# ROCm 5.7's hipcc (-fsyntax-only, gfx90a) inside the Debian 13 HIP chroot (scripts/hip-chroot.sh), then counts the
# compiler errors of each file in two kinds:
#   left  errors that name a CUDA identifier (cu*, CU*, __nv*, CUDA*): an API the port left (and reported) because
#         the target has no counterpart, and the follow-on errors of its declarations;
#   other every other error: a translation that names HIP's API and still does not compile (a wrong type, arity or
#         header), the bugs this check exists to find, or a name newer than the chroot's libraries (HIP 5.7 with
#         ROCm 5.5's math libraries: port for --hip-version 5.5 to leave those out).
# The test files are synthetic (calls on placeholder variables), so "other" is rarely 0; read its lines (--show).
#
#   bench/port/hipify_tests_compile.sh [options] TEST_DIR
#     --build DIR          crosswarp build directory holding bin/crosswarp (default: build)
#     --port-args "ARGS"   options for crosswarp port (default "--hip-version 5.7 --experimental")
#     --only SUBSTRING     only files whose path contains it (repeatable)
#     --show N             print the first N "other" errors of each file (default 0)
# Needs root (chroot). Exit 0 when it ran, whatever the counts; 2 on bad usage.
set -uo pipefail

BUILD=build
PORT_ARGS="--hip-version 5.7 --experimental"
ONLY=()
SHOW=0
DIR=""
usage() { sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --build) BUILD=${2:?}; shift 2 ;;
    --port-args) PORT_ARGS=$2; shift 2 ;;
    --only) ONLY+=("${2:?}"); shift 2 ;;
    --show) SHOW=${2:?}; shift 2 ;;
    -h|--help) usage ;;
    -*) echo "hipify_tests_compile.sh: unknown option $1" >&2; usage ;;
    *) DIR=$1; shift ;;
  esac
done
[ -n "$DIR" ] && [ -d "$DIR" ] || { echo "hipify_tests_compile.sh: give a folder of test files" >&2; usage; }
CHROOT=${CROSSWARP_HIP_CHROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/crosswarp/rocm-trixie}
[ -x "$CHROOT/usr/bin/hipcc" ] || { echo "hipify_tests_compile.sh: no hipcc in $CHROOT (scripts/hip-chroot.sh ensure)" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "hipify_tests_compile.sh: chroot needs root" >&2; exit 2; }
CW="$BUILD/bin/crosswarp"
[ -x "$CW" ] || { echo "hipify_tests_compile.sh: $CW not built" >&2; exit 2; }

WORK_IN=/tmp/cw-hipify-compile-$$
WORK="$CHROOT$WORK_IN"
rm -rf "$WORK" && mkdir -p "$WORK"
trap 'rm -rf "$WORK"' EXIT
CUDA_NAME="(undeclared identifier|unknown type name|no member named|no type named|unknown template name) '(cu|CU|__nv|CUDA|nv)"

total_left=0 total_other=0 files=0 clean=0
printf '%-58s %6s %6s\n' file left other
while IFS= read -r f; do
  rel=${f#"$DIR"/}
  if [ ${#ONLY[@]} -gt 0 ]; then
    keep=0
    for o in "${ONLY[@]}"; do [[ "$rel" == *"$o"* ]] && keep=1; done
    [ $keep = 1 ] || continue
  fi
  name=$(echo "$rel" | tr '/' '_')
  # shellcheck disable=SC2086
  "$CW" port $PORT_ARGS "$f" -o "$WORK/$name.hip.cpp" >/dev/null 2>&1
  [ -f "$WORK/$name.hip.cpp" ] || { printf '%-58s %s\n' "$rel" "not ported"; continue; }
  chroot "$CHROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root sh -c \
    "hipcc --offload-arch=gfx90a -fsyntax-only -ferror-limit=0 -w -D__CUDA_API_VERSION_INTERNAL '$WORK_IN/$name.hip.cpp'" \
    >"$WORK/$name.log" 2>&1
  left=$(grep ' error: ' "$WORK/$name.log" | grep -cE "$CUDA_NAME")
  other=$(grep ' error: ' "$WORK/$name.log" | grep -cvE "$CUDA_NAME")
  printf '%-58s %6d %6d\n' "$rel" "$left" "$other"
  if [ "$SHOW" -gt 0 ] && [ "$other" -gt 0 ]; then
    grep ' error: ' "$WORK/$name.log" | grep -vE "$CUDA_NAME" | head -n "$SHOW" | sed 's/^/    /'
  fi
  files=$((files + 1)); total_left=$((total_left + left)); total_other=$((total_other + other))
  [ $((left + other)) = 0 ] && clean=$((clean + 1))
done < <(find "$DIR" -type f \( -name '*.cu' -o -name '*.cpp' \) | sort)
echo "total: $files files, $clean compile with no error; errors: $total_left on names left unported, $total_other other"
