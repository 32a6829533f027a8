#!/usr/bin/env bash
# Call b (session 13): the loader's weights in one arena (3edb2e2) through transfer_s12.sh; cuBLASLt algos timed from captured graphs (default) against eager timing
# (CROSSWARP_GEMM_AUTOTUNE=eager, the previous behaviour) at BERT-large 1x128, alternated; goldens
# and the gemm differential with graph-timed algos; per-kernel times at 1x128; ncu sections of the
# memory-bound kernels (issue 4: why LN/softmax/GELU stay under 80% of the copy bandwidth).
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/b; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
( $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > $R/init.txt 2>&1 ) &
echo "== gemm differential (cuda) + goldens, graph-timed algos"
CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=gemm timeout 100 $D/kernels_differential > $R/diff_gemm.txt 2>&1; echo diff rc=$?; grep -E "SEED|PASSED|FAILED" $R/diff_gemm.txt | head -3
CROSSWARP_CACHE_DIR=/tmp/cwg timeout 100 $D/bert_golden_test --gtest_filter='*cuda*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt | head -12
wait
echo "== transfer_s12 (weights in one arena, 3edb2e2)"
OUT=$R DIST=.devdist BUDGET=150 bash bench/device/transfer_s12.sh > $R/transfer_stdout.txt 2>&1; echo transfer rc=$?; grep -A12 "^goal 1" $R/transfer_stdout.txt; grep -A7 "^goal 3" $R/transfer_stdout.txt
echo "== BERT-large 1x128, algo timing graph vs eager, alternated, fresh tuning cache each"
B() { timeout 60 $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype ${DT:-bf16} "$@" --outputs device --warmup 10 --iters 100 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB")'; }
for i in 1 2; do
  for m in graph eager; do
    for dt in bf16 fp16; do
      echo -n "$m $i: "; rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt CROSSWARP_GEMM_AUTOTUNE=$m DT=$dt B --batch 1 --seq 128
    done
  done
done
echo "== other shapes, graph-timed algos"
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 8 --seq 384
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 128 --seq 384
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt CROSSWARP_GEMM_AUTOTUNE=eager B --batch 128 --seq 384
echo "== kernels at 1x128 (ncu, eager launches, graph-timed algos)"
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt timeout 150 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum --csv $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype bf16 --batch 1 --seq 128 --warmup 1 --iters 1 --no-graphs --outputs device > $R/ncu_1x128.csv 2> $R/ncu_1x128.err; echo "ncu rc=$?"
python3 bench/device/ncu_summary.py $R/ncu_1x128.csv > $R/summary_1x128.txt; head -16 $R/summary_1x128.txt
echo "== ncu sections of the memory-bound kernels, bert-large b32 s384"
for op in "LN" "attn softmax"; do
  timeout 100 $NCU --clock-control none --section SpeedOfLight --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis -k regex:'layernorm_rows|softmax_stream|bias_act_packed' -c 2 $D/bench_kernels --backend cuda --dtype bf16 --batch 32 --seq 384 --iters 2 --only "bert-large $op" --variant ${V:-vec_w32} > "$R/ncu_${op// /_}.txt" 2>&1; echo "$op rc=$?"
  grep -E "^  [a-z_]+.*<|DRAM Throughput|Memory Throughput|Achieved Occupancy|Theoretical Occupancy|Registers Per|Duration|Warp Cycles Per Issued|Block Limit Reg|L2 Hit" "$R/ncu_${op// /_}.txt" | head -24
done
V=pack16; op="bias+gelu"
timeout 100 $NCU --clock-control none --section SpeedOfLight --section Occupancy --section WarpStateStats -k regex:'bias_act_packed' -c 1 $D/bench_kernels --backend cuda --dtype bf16 --batch 32 --seq 384 --iters 2 --only "bert-large bias+gelu" --variant pack16 > "$R/ncu_gelu_pack16.txt" 2>&1; echo "gelu pack16 rc=$?"
grep -E "DRAM Throughput|Achieved Occupancy|Registers Per|Duration|Warp Cycles Per Issued" "$R/ncu_gelu_pack16.txt" | head
