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
LOG=$(mktemp)
"$BUILD/bin/bench_port_throughput" "$IN" --strip "$CHROOT" --hipify-perl "chroot $CHROOT hipify-perl$QUIET" | tee "$LOG" || true
HIPIFY_S=$(sed -n 's/^hipify-perl: \([0-9.]*\) s.*/\1/p' "$LOG")
LINES=$(sed -n 's/^input: [0-9]* files, \([0-9]*\) lines.*/\1/p' "$LOG")
rm -f "$LOG"
# The CLI end to end (start-up, reading, lexing, translating, linting, writing; one process), best and
# median of RUNS, as users run it (with the lint findings port adds to its report) and with --no-lint;
# each ratio is hipify-perl's one timed pass over the same input against that figure.
RUNS=${RUNS:-7}
OUT=$(mktemp -d)
for mode in default --no-lint; do
  flag=""; [ "$mode" = --no-lint ] && flag=--no-lint
  : > "$OUT/times"
  i=0
  while [ $i -lt "$RUNS" ]; do
    start=$(date +%s.%N)
    "$BUILD/bin/crosswarp" port "$IN" -o "$OUT/out" $flag >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc >> "$OUT/times"
    rm -rf "$OUT/out"
    i=$((i + 1))
  done
  best=$(sort -n "$OUT/times" | head -1)
  median=$(sort -n "$OUT/times" | sed -n "$(( (RUNS + 1) / 2 ))p")
  line="crosswarp port $mode (CLI, files read and written, 1 process): best of $RUNS $best s (median $median s)"
  if [ -n "$HIPIFY_S" ] && [ -n "$LINES" ]; then
    line="$line = $(echo "$LINES / $best" | bc) lines/s, $(echo "scale=1; $HIPIFY_S / $best" | bc)x hipify-perl$QUIET"
    line="$line (median $(echo "$LINES / $median" | bc) lines/s, $(echo "scale=1; $HIPIFY_S / $median" | bc)x)"
  fi
  echo "$line"
done
rm -rf "$OUT" "$CHROOT/tmp/cw-bench"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
