#!/usr/bin/env bash
# Call b (session 12): correctness of the D-rows softmax / LN forms and the templated bias pass;
# a sweep of the streaming row kernels' shape (rows in flight per warp, persistent grid or not,
# LN prefetch) at batch 32 and 128 x 384; BERT-large 1x128 with a per-kernel ncu profile (no cache
# flush) to see where the last 4% above 1.0 ms go. (First run of this call: the sweep's env wrapper
# swallowed bench_kernels' options and the BERT runs failed in the transfer engine of the tree at
# 73aa922; re-run from a build of 60c9fb8 + the kernel commits.)
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/b; mkdir -p $R
export CROSSWARP_CACHE_DIR=/tmp/cwcache-b
( [ -f /tmp/bl/model.safetensors ] || $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > /dev/null 2>&1 ) &
echo "== differential (cuda: layernorm, softmax, bias_gelu, gemm)"
for cfg in "" "CROSSWARP_DEV_LN_PREFETCH=0 CROSSWARP_DEV_ROWS_D=2"; do
env $cfg CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=layernorm,softmax,bias_gelu,gemm timeout 100 $D/kernels_differential > $R/diff.txt 2>&1; echo "[$cfg] rc=$? $(grep -E 'PASSED|FAILED' $R/diff.txt | tr '\n' ' ')"; done
CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=layernorm,softmax,bias_gelu timeout 100 compute-sanitizer --tool memcheck --error-exitcode 9 $D/kernels_differential --gtest_filter='*vec_w32*:*pack16*' > $R/memcheck.txt 2>&1; echo "memcheck rc=$?"; tail -1 $R/memcheck.txt
echo "== sweep (bert-large, seq 384, us and % of copy)"
K() { local cfg=$1; shift; timeout 60 env $cfg $D/bench_kernels --backend cuda --dtype bf16 --seq 384 --iters 50 "$@" 2>&1 | grep -E "bert-large|rror" | grep -E "vec_w32|pack16|rror" ; }
for B in 32 128; do
for cfg in "X=0" "CROSSWARP_DEV_ROWS_PERSIST=0" "CROSSWARP_DEV_LN_PREFETCH=0" "CROSSWARP_DEV_LN_PREFETCH=0 CROSSWARP_DEV_ROWS_PERSIST=0" "CROSSWARP_DEV_LN_PREFETCH=0 CROSSWARP_DEV_ROWS_D=2" "CROSSWARP_DEV_LN_PREFETCH=0 CROSSWARP_DEV_ROWS_D=2 CROSSWARP_DEV_ROWS_PERSIST=0"; do
  echo "-- batch $B [$cfg]"; K "$cfg" --batch $B --only "LN(" ; done
for cfg in "X=0" "CROSSWARP_DEV_ROWS_PERSIST=0" "CROSSWARP_DEV_ROWS_D=1" "CROSSWARP_DEV_ROWS_D=2" "CROSSWARP_DEV_ROWS_D=1 CROSSWARP_DEV_ROWS_PERSIST=0"; do
  echo "-- batch $B [$cfg]"; K "$cfg" --batch $B --only "softmax" ; done
echo "-- batch $B bias"; K "X=0" --batch $B --only "bias"
done | tee $R/sweep.txt
wait
echo "== BERT-large 1x128"
B() { $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype ${DT:-bf16} "$@" --warmup 10 --iters 50 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["outputs"], j["batch"], j["seq"], "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3), [ (v["op"],v["variant"]) for v in j["variants"]])'; }
B --outputs device --batch 1 --seq 128
DT=fp16 B --outputs device --batch 1 --seq 128
B --outputs device --batch 1 --seq 128
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
timeout 150 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum --csv $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype bf16 --batch 1 --seq 128 --warmup 0 --iters 1 --no-graphs --outputs device > $R/ncu_1x128.csv 2> $R/ncu_1x128.err; echo "ncu rc=$?"
python3 bench/device/ncu_summary.py $R/ncu_1x128.csv | tee $R/summary_1x128.txt | head -25
echo "== ncu: fa2 at bert-large batch 32 x 384"
timeout 120 $NCU --clock-control none -k "regex:attention_fa2" --launch-skip 3 --launch-count 3 --section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section LaunchStats $D/bench_kernels --backend cuda --dtype bf16 --batch 32 --seq 384 --only "bert-large attention fused" --variant fa2 --iters 1 > $R/ncu_fa2.txt 2>&1; echo "ncu rc=$?"
grep -E "attention_fa2_kernel|Duration|Registers Per|Achieved Occupancy|Theoretical Occupancy|Issued Warp|No Eligible|Stall|Compute \(SM\) Throughput|Memory Throughput|L1/TEX Hit|L2 Hit|Block Limit|Executed Ipc A|Pipe" $R/ncu_fa2.txt | head -70
cd $OUT && tar -czf b.tar.gz b
