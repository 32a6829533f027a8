#!/usr/bin/env bash
# Call b (session 16): where a 16 MiB pipeline's time goes -- bench-copy --diag with the new
# per-load timeline (host copy, DMA enqueue, DMA on the device from timing events), after a fresh
# calibration; the 16M sweep on one copy stream next to call a's two; test_transfer again with the
# CLI where the tests look for it (call a's BenchCopyCli/CopySweepCli failures were the tests not
# finding /work/main/build/bin/crosswarp in the dist), its whole output kept.
set -u
t0=$(date +%s); el() { echo "[+$(( $(date +%s) - t0 ))s] $*"; }
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps
export CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp CROSSWARP_PLUGIN_PATH_ONLY=1
D=$PWD/.devdist/bin; R=$OUT/b; mkdir -p $R /work/main/build/bin
[ -e /work/main/build/bin/crosswarp ] || ln -s $D/crosswarp /work/main/build/bin/crosswarp
el "test_transfer"
CROSSWARP_CACHE_DIR=/tmp/cwtt timeout 120 $D/test_transfer > $R/test_transfer.txt 2>&1; echo test_transfer rc=$?; grep -E "^\[  (PASSED|FAILED) |tests ran" $R/test_transfer.txt | head -12
grep -B2 -A12 "RUN .*TiesKeepTheSimplestHostCopy" $R/test_transfer.txt | head -40
el "diag with timelines, fresh calibration"
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 150 $D/crosswarp bench-copy --backend cuda --no-table --diag --json-out $R/diag.json > $R/diag.txt 2> $R/diag.log; echo diag rc=$?; sed -n '/diag: engine 16M/,$p' $R/diag.txt
el "sweep 16M on one copy stream"
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 60 $D/crosswarp bench-copy --backend cuda --no-table --sweep --sweep-streams 1 --sweep-sizes 16M --sweep-threads 8,12,16 --sweep-chunks 1M,2M,4M > $R/sweep_s1.txt 2>&1; echo rc=$?; sed -n 1,20p $R/sweep_s1.txt
tar -C $OUT -czf $OUT/b.tar.gz b && rm -rf $R
el done
