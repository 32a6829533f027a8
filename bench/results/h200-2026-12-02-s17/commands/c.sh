#!/usr/bin/env bash
# Call c (session 17): attention.fa2_m32 and fa2_w8 with three K/V stages in flight (shared memory
# does not limit their two resident blocks per SM; fa2 keeps two), and the mask staged evenly by
# every warp (kBc / NW keys each) instead of by the first 64 threads. A/B: new2 = call b's kernel
# (commit 1, "651 -> 522 instructions"), new = this; alternated twice. Full cuda differential,
# memcheck/racecheck on fa2, goldens, BERT-large new2 vs new, PyTorch in the same call.
set -u
t0=$(date +%s); el() { echo "[+$(( $(date +%s) - t0 ))s] $*"; }
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH_ONLY=1
NEW=$PWD/.devdist/lib/crosswarp NEW2=$PWD/plug_new2
export CROSSWARP_PLUGIN_PATH=$NEW
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/c; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
( $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > $R/init.txt 2>&1 ) &
el "differential (cuda, all ops), sanitizers on fa2"
CROSSWARP_TEST_BACKEND=cuda timeout 120 $D/kernels_differential > $R/diff_cuda.txt 2>&1; echo diff rc=$?; grep -E "SEED|PASSED|FAILED|Failure" $R/diff_cuda.txt | head -8
for tool in memcheck racecheck; do CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=attention,attention_varlen timeout 100 compute-sanitizer --tool $tool --error-exitcode 9 $D/kernels_differential --gtest_filter='*fa2*' > $R/$tool.txt 2>&1; echo "$tool rc=$?"; tail -n 1 $R/$tool.txt; done
el "A/B/C attention"
for i in 1 2; do for which in new2 new; do
  P=$NEW; [ $which = new2 ] && P=$NEW2
  for cfg in bf16:32:128,384 bf16:128:384 fp16:32:384; do IFS=: read dt B S <<< "$cfg"
    CROSSWARP_PLUGIN_PATH=$P timeout 60 $D/bench_kernels --backend cuda --dtype $dt --batch $B --seq $S --only "bert-large attention fused" --variant fa2 2>&1 | grep -E "attention.fa2" | sed "s/^/$dt b$B $which $i: /"
  done
done; done | tee $R/ab.txt
el "PyTorch kernels"
timeout 100 python3 bench/device/kernels_torch.py --dtype bf16 --batch 32 --seq 128,384 > $R/torch_kernels_b32.txt 2>&1
timeout 100 python3 bench/device/kernels_torch.py --dtype bf16 --batch 128 --seq 384 > $R/torch_kernels_b128.txt 2>&1
grep -hE "attention fused" $R/torch_kernels_*.txt | grep bert-large
el "ncu (new, fa2_w8)"
timeout 90 ncu --clock-control none --set full --import-source no -k regex:attention_fa2_kernel --launch-skip 3 -c 1 -f -o $R/ncu_new $D/bench_kernels --backend cuda --dtype bf16 --batch 32 --seq 384 --only "bert-large attention fused" --variant "attention.fa2_w8" --iters 5 > $R/ncu_new.log 2>&1; echo "ncu rc=$?"
ncu -i $R/ncu_new.ncu-rep --page details > $R/ncu_new.txt 2>&1
ncu -i $R/ncu_new.ncu-rep --page source --csv --print-source sass > $R/ncu_new_sass.csv 2>&1
grep -E "Duration|Executed Ipc A|Issued Warp|No Eligible|Registers Per|Executed Instructions  " $R/ncu_new.txt | head -8
rm -f $R/ncu_new.ncu-rep
wait
el "goldens"
CROSSWARP_CACHE_DIR=/tmp/cwg timeout 100 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt | head -12
el "BERT-large old vs new"
B() { timeout 60 $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype ${DT:-bf16} "$@" --outputs device --warmup 10 --iters 60 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB")'; }
for i in 1 2; do for which in new2 new; do P=$NEW; [ $which = new2 ] && P=$NEW2
  for shape in "1 128" "8 384" "128 384"; do set -- $shape; rm -rf /tmp/cwt; CROSSWARP_PLUGIN_PATH=$P CROSSWARP_CACHE_DIR=/tmp/cwt B --batch $1 --seq $2 | sed "s/^/$which $i: /"; done
done; done
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 128 --seq 384 --padding-fraction 0.5 | sed "s/^/new: /"
T() { timeout 120 python3 bench/device/bert_torch.py bench --model /tmp/bl --dtype ${DT:-bf16} "$@" --iters 30 2>/dev/null | tail -1 | tee -a $R/torch.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print(j["impl"], j["batch"], j["seq"], round(j["padding_fraction"],2), "p50", round(j["latency_ms"]["p50"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB")'; }
T --batch 128 --seq 384 --device-only
T --batch 8 --seq 384 --device-only
T --batch 1 --seq 128 --device-only
tar -C $OUT -czf $OUT/c.tar.gz c && rm -rf $R
el done
