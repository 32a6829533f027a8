#!/bin/sh
# Makes the large single-file input of the throughput comparison (compare_hipify_perl.sh BUILD FILE): every
# .cu/.cpp/.cuh/.h under DIR, in sorted path order, each followed by a newline, written COPIES times (default 1)
# to OUT. Session 22's file: bench/port/concat_sources.sh ~/.cache/crosswarp/cuda-samples/Samples OUT (18,184 lines;
# COPIES=10 for the ten-copy input).
#
#   bench/port/concat_sources.sh DIR OUT [COPIES]
set -eu
if [ $# -lt 2 ] || [ "$1" = --help ]; then
  echo "usage: bench/port/concat_sources.sh DIR OUT [COPIES]" >&2
  [ "${1:-}" = --help ] && exit 0
  exit 2
fi
DIR=$1
OUT=$2
COPIES=${3:-1}
[ -d "$DIR" ] || { echo "concat_sources.sh: $DIR: not a directory" >&2; exit 2; }
case $COPIES in '' | *[!0-9]*) echo "concat_sources.sh: COPIES must be a positive number" >&2; exit 2 ;; esac
TMP="$OUT.tmp.$$"
trap 'rm -f "$TMP" "$TMP.one"' EXIT
find "$DIR" -type f \( -name '*.cu' -o -name '*.cpp' -o -name '*.cuh' -o -name '*.h' \) | LC_ALL=C sort |
  while IFS= read -r f; do cat "$f"; echo; done > "$TMP.one"
: > "$TMP"
i=0
while [ "$i" -lt "$COPIES" ]; do cat "$TMP.one" >> "$TMP"; i=$((i + 1)); done
mv "$TMP" "$OUT"
echo "$OUT: $(wc -l < "$OUT") lines from $(find "$DIR" -type f \( -name '*.cu' -o -name '*.cpp' -o -name '*.cuh' -o -name '*.h' \) | wc -l) files x $COPIES" >&2
