#!/bin/sh
# Times hipify-perl (Debian 13's, in the HIP chroot) and crosswarp port on the same input in the same run:
# bench_port_throughput translates it in memory (best of 3), then runs hipify-perl on each of its files (one
# process per file, as hipify-perl works) and prints both rates and the ratio; then the crosswarp CLI is
# timed end to end on the same input (reading and writing files, one process).
#
#   bench/port/compare_hipify_perl.sh [--quiet-warnings] BUILD_DIR [INPUT]
#     INPUT             a file or a directory of headers (default /usr/local/cuda/include); copied into the chroot
#     --quiet-warnings  pass -quiet-warnings to hipify-perl: without it, hipify-perl matches every line against
#                       each of its lists of unsupported/deprecated/removed names to warn, which costs it ~40 ms
#                       per line (about 25 lines/s); with it, it only translates
set -eu
QUIET=""
if [ "${1:-}" = --quiet-warnings ]; then QUIET=" -quiet-warnings"; shift; fi
BUILD=${1:-build}
SRC=${2:-/usr/local/cuda/include}
CHROOT=${CROSSWARP_HIP_CHROOT:-$HOME/.cache/crosswarp/rocm-trixie}
[ -x "$CHROOT/usr/bin/hipify-perl" ] || { echo "compare_hipify_perl.sh: no hipify-perl in $CHROOT (scripts/hip-chroot.sh ensure)" >&2; exit 2; }
rm -rf "$CHROOT/tmp/cw-bench" && mkdir -p "$CHROOT/tmp/cw-bench"
if [ -d "$SRC" ]; then
  cp -r "$SRC"/. "$CHROOT/tmp/cw-bench/"
  IN="$CHROOT/tmp/cw-bench"
else
  cp "$SRC" "$CHROOT/tmp/cw-bench/"
  IN="$CHROOT/tmp/cw-bench/$(basename "$SRC")"
fi
echo "load: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
"$BUILD/bin/bench_port_throughput" "$IN" --strip "$CHROOT" --hipify-perl "chroot $CHROOT hipify-perl$QUIET" || true
OUT=$(mktemp -d)
start=$(date +%s.%N)
"$BUILD/bin/crosswarp" port "$IN" -o "$OUT/out" --no-lint >/dev/null 2>&1 || true
end=$(date +%s.%N)
echo "crosswarp port (CLI, files read and written, 1 process): $(echo "$end - $start" | bc) s"
rm -rf "$OUT" "$CHROOT/tmp/cw-bench"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
