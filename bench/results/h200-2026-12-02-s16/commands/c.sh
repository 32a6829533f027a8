#!/usr/bin/env bash
# Call c (session 16, HEAD ac13c97): the two changes call b's timelines suggested -- staged d2h DMAs
# kept in load order across streams (stream_wait_event), and the ring's wait polling its event --
# checked with test_transfer, then measured: --diag timelines after a fresh calibration (which
# may now pick ramped d2h), the copy table with BERT-large's weights from that calibration, the 16M
# ramped sweep on 1 and 4 streams, and the table again from the cache (run-to-run).
set -u
t0=$(date +%s); el() { echo "[+$(( $(date +%s) - t0 ))s] $*"; }
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps
export CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp CROSSWARP_PLUGIN_PATH_ONLY=1
D=$PWD/.devdist/bin; R=$OUT/c; mkdir -p $R /work/main/build/bin
[ -e /work/main/build/bin/crosswarp ] || ln -s $D/crosswarp /work/main/build/bin/crosswarp
( $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > $R/init.txt 2>&1 ) &
el "test_transfer"
CROSSWARP_CACHE_DIR=/tmp/cwtt timeout 120 $D/test_transfer > $R/test_transfer.txt 2>&1; echo test_transfer rc=$?; grep -E "^\[  (PASSED|FAILED) |tests ran" $R/test_transfer.txt | head -12
wait
el "diag with timelines, fresh calibration"
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 150 $D/crosswarp bench-copy --backend cuda --no-table --diag --json-out $R/diag.json > $R/diag.txt 2> $R/diag.log; echo diag rc=$?; sed -n '/timeline of/,$p' $R/diag.txt | head -40
el "copy table from that calibration, with the model"
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 100 $D/crosswarp bench-copy --backend cuda --sizes 4K,64K,1M,16M,256M,1G --no-pool --model /tmp/bl --json-out $R/table.json > $R/table.txt 2> $R/table.log; echo table rc=$?; head -40 $R/table.txt
el "sweep 16M ramped, 1 and 4 streams"
for st in 1 4; do
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 50 $D/crosswarp bench-copy --backend cuda --no-table --sweep --sweep-ramp --sweep-streams $st --sweep-sizes 16M --sweep-threads 8,12,16 --sweep-chunks 2M,4M > $R/sweep_ramp_s$st.txt 2>&1; echo rc=$?; sed -n 1,14p $R/sweep_ramp_s$st.txt
done
el "copy table again from the cache (run-to-run)"
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 80 $D/crosswarp bench-copy --backend cuda --sizes 4K,16M,256M --no-pool --model /tmp/bl --json-out $R/table2.json > $R/table2.txt 2> $R/table2.log; echo table2 rc=$?; grep -E "^(4K|16M|256M) |BERT-large|loader " $R/table2.txt
tar -C $OUT -czf $OUT/c.tar.gz c && rm -rf $R
el done
