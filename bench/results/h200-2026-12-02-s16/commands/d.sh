#!/usr/bin/env bash
# Call d (session 16, HEAD f8e0be9): call c ran on a slower host (one thread's 1 MiB memcpy 141 us
# against call b's 61) and its 16M h2d copies had 4 GB/s outliers, so the event poll that call c
# added (PinnedRing::wait) is put against the same build without it (.devdist-nopoll: the poll
# disabled, nothing else changed), alternating, three times, on one calibration. Also: test_transfer
# and --diag timelines for the d2h enqueue change (f8e0be9: load 0 first, the rest while it runs).
set -u
t0=$(date +%s); el() { echo "[+$(( $(date +%s) - t0 ))s] $*"; }
tar -xJf .devpack/dist.tar.xz
export CROSSWARP_PLUGIN_PATH_ONLY=1
A=$PWD/.devdist B=$PWD/.devdist-nopoll; R=$OUT/d; mkdir -p $R /work/main/build/bin
use() { export LD_LIBRARY_PATH=$1/lib:$1/lib/deps CROSSWARP_PLUGIN_PATH=$1/lib/crosswarp; }
use $A
[ -e /work/main/build/bin/crosswarp ] || ln -s $A/bin/crosswarp /work/main/build/bin/crosswarp
( $A/bin/crosswarp init-model --config bert-large /tmp/bl --seed 0 > $R/init.txt 2>&1 ) &
el "test_transfer"
CROSSWARP_CACHE_DIR=/tmp/cwtt timeout 120 $A/bin/test_transfer > $R/test_transfer.txt 2>&1; echo test_transfer rc=$?; grep -E "^\[  (PASSED|FAILED) |tests ran" $R/test_transfer.txt | head -12
wait
el "diag with timelines, fresh calibration"
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 150 $A/bin/crosswarp bench-copy --backend cuda --no-table --diag --json-out $R/diag.json > $R/diag.txt 2> $R/diag.log; echo diag rc=$?; sed -n '/copy-thread rounds/,/^   8 threads, gap       0/p' $R/diag.txt; sed -n '/copy by copy/,$p' $R/diag.txt | head -40
for i in 1 2 3; do for v in A B; do
  el "table $v run $i"; use ${!v}
  CROSSWARP_CACHE_DIR=/tmp/cwx timeout 60 ${!v}/bin/crosswarp bench-copy --backend cuda --sizes 4K,16M,256M,1G --no-pool --model /tmp/bl --json-out $R/table_${v}$i.json > $R/table_${v}$i.txt 2> $R/table_${v}$i.log; echo rc=$?
  grep -E "^(4K|16M|256M|1G) |BERT-large|  loader " $R/table_${v}$i.txt
done; done
use $A
tar -C $OUT -czf $OUT/d.tar.gz d && rm -rf $R
el done
