#!/usr/bin/env bash
# Call e (session 16, HEAD with the sweep's stall counts): are the slow copy-thread rounds of calls
# c/d (a 2 MiB load's host copy taking 1 ms) a thread the OS parks for a time slice, and do they
# grow with the copy-thread count? The 16M sweep with 100 runs per cell at 4..16 threads on 1 and
# 2 streams, and 256M at 8..16, each cell's median next to its slowest run and its count of runs
# over twice the median; vmstat beside it for CPU steal and the run queue.
set -u
t0=$(date +%s); el() { echo "[+$(( $(date +%s) - t0 ))s] $*"; }
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps
export CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp CROSSWARP_PLUGIN_PATH_ONLY=1
D=$PWD/.devdist/bin; R=$OUT/e; mkdir -p $R
nproc; uptime; (ps -eo pid,pcpu,comm --sort=-pcpu | head -8) > $R/ps.txt
vmstat 1 > $R/vmstat.txt 2>&1 & VM=$!
for st in 1 2; do
  el "sweep 16M, $st stream(s)"
  CROSSWARP_CACHE_DIR=/tmp/cwx timeout 100 $D/crosswarp bench-copy --backend cuda --no-table --sweep --sweep-streams $st --sweep-sizes 16M --sweep-threads 4,8,12,14,16 --sweep-chunks 2M,4M --sweep-reps 100 --json-out $R/sweep16_s$st.json > $R/sweep16_s$st.txt 2>&1; echo rc=$?
  grep -E "^sweep|^threads|^[0-9]+ |^runs slower|^best" $R/sweep16_s$st.txt
done
el "sweep 256M, 2 streams"
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 100 $D/crosswarp bench-copy --backend cuda --no-table --sweep --sweep-streams 2 --sweep-sizes 256M --sweep-threads 8,12,14,16 --sweep-chunks 8M,16M --sweep-reps 20 --json-out $R/sweep256.json > $R/sweep256.txt 2>&1; echo rc=$?
grep -E "^sweep|^threads|^[0-9]+ |^runs slower|^best" $R/sweep256.txt
kill $VM; awk 'NR>2 {r+=$1; us+=$13; sy+=$14; id+=$15; st+=$17; n++} END {printf "vmstat over %d s: run queue %.1f, user %.1f%%, system %.1f%%, idle %.1f%%, steal %.1f%%\n", n, r/n, us/n, sy/n, id/n, st/n}' $R/vmstat.txt
tar -C $OUT -czf $OUT/e.tar.gz e && rm -rf $R
el done
