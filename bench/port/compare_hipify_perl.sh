#!/bin/sh
# Times hipify-perl (Debian 13's, in the HIP chroot) and crosswarp port on the same input: CUDA's
# headers, copied into the chroot. usage: bench/port/compare_hipify_perl.sh BUILD_DIR
set -eu
BUILD=${1:-build}
CHROOT=${CROSSWARP_HIP_CHROOT:-$HOME/.cache/crosswarp/rocm-trixie}
SRC=/usr/local/cuda/include
rm -rf "$CHROOT/tmp/cw-bench" && mkdir -p "$CHROOT/tmp/cw-bench" && cp -r "$SRC"/. "$CHROOT/tmp/cw-bench/"
FILES=$(cd "$CHROOT/tmp/cw-bench" && find . -type f \( -name '*.h' -o -name '*.hpp' -o -name '*.cuh' -o -name '*.inl' \) | sort)
LINES=$(cd "$CHROOT/tmp/cw-bench" && cat $FILES | wc -l)
start=$(date +%s.%N)
chroot "$CHROOT" sh -c "cd /tmp/cw-bench && for f in $(echo $FILES | tr '\n' ' '); do hipify-perl \$f > /dev/null 2>&1 || true; done"
end=$(date +%s.%N)
echo "hipify-perl: $LINES lines in $(echo "$end - $start" | bc) s = $(echo "$LINES / ($end - $start)" | bc) lines/s"
"$BUILD/bin/bench_port_throughput" "$CHROOT/tmp/cw-bench"
