#!/usr/bin/env bash
# Call c (session 14): bias_gelu.pack16 without the `break` (so hip-clang unrolls it) against call b's
# plugin (plugC = 3baf1b3), alternated twice; the cuda differential and memcheck on bias_gelu; goldens;
# final BERT-large figures next to PyTorch eager in the same call.
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps
NEW=$PWD/.devdist/lib/crosswarp; OLD=$PWD/.devpack/plugC
export CROSSWARP_PLUGIN_PATH=$NEW CROSSWARP_PLUGIN_PATH_ONLY=1
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/c; mkdir -p $R
( $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > $R/init.txt 2>&1 ) &
echo "== A/B bias+gelu (old = plugC, new)"
for cfg in bf16:32 bf16:128 fp16:32; do dt=${cfg%%:*}; B=${cfg#*:}; for i in 1 2; do for which in old new; do
  P=$NEW; [ $which = old ] && P=$OLD
  CROSSWARP_PLUGIN_PATH=$P timeout 60 $D/bench_kernels --backend cuda --dtype $dt --batch $B --seq 384 --only "bert-large bias+gelu" --variant pack16 2>&1 | grep -E "pack16" | sed "s/^/$dt b$B $which $i: /"
done; done; done | tee $R/ab.txt
CROSSWARP_TEST_BACKEND=cuda timeout 150 $D/kernels_differential > $R/diff_cuda.txt 2>&1; echo diff rc=$?; grep -E "SEED|PASSED|FAILED|Failure" $R/diff_cuda.txt | head -5
CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=bias_gelu timeout 90 compute-sanitizer --tool memcheck --error-exitcode 9 $D/kernels_differential --gtest_filter='*pack16*' > $R/memcheck.txt 2>&1; echo "memcheck rc=$?"; tail -1 $R/memcheck.txt
CROSSWARP_CACHE_DIR=/tmp/cwg timeout 100 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt | head -3
wait
echo "== BERT-large, final plugin, and PyTorch eager"
B() { timeout 60 $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype ${DT:-bf16} "$@" --outputs device --warmup 10 --iters 100 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB")'; }
T() { timeout 120 python3 bench/device/bert_torch.py bench --model /tmp/bl --dtype ${DT:-bf16} "$@" --iters 30 2>/dev/null | tail -1 | tee -a $R/torch.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print(j["impl"], j["dtype"] if "dtype" in j else "", j["batch"], j["seq"], round(j["padding_fraction"],2), "p50", round(j["latency_ms"]["p50"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB")'; }
for dt in bf16 fp16; do rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt DT=$dt B --batch 1 --seq 128; done
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 8 --seq 384
T --batch 128 --seq 384 --device-only
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 128 --seq 384
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 128 --seq 384 --padding-fraction 0.5
T --batch 8 --seq 384 --device-only
echo done
