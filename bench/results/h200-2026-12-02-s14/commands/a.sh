#!/usr/bin/env bash
# Call a (session 14): softmax.vec_* with L lanes per row (two 384-key bf16 rows per 32-lane pass,
# three packs on each of 16 lanes) and bias_gelu.pack16 with the degree-5 erfc fit on fp16/bf16 and
# no division per pack, A/B against the session-13 plugin (plugA), alternated twice; differential
# and sanitizers; goldens; BERT-large against PyTorch; the loader reading files vs the memory map.
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps
NEW=$PWD/.devdist/lib/crosswarp; OLD=$PWD/.devpack/plugA
export CROSSWARP_PLUGIN_PATH=$NEW CROSSWARP_PLUGIN_PATH_ONLY=1
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/a; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
( $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > $R/init.txt 2>&1 ) &
echo "== differential (cuda, all ops), sanitizers on softmax/bias_gelu, goldens"
CROSSWARP_TEST_BACKEND=cuda timeout 150 $D/kernels_differential > $R/diff_cuda.txt 2>&1; echo diff rc=$?; grep -E "SEED|PASSED|FAILED|Failure" $R/diff_cuda.txt | head -5
CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=softmax,bias_gelu timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 $D/kernels_differential --gtest_filter='*vec_w*:*pack16*' > $R/memcheck.txt 2>&1; echo "memcheck rc=$?"; tail -1 $R/memcheck.txt
CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=softmax timeout 90 compute-sanitizer --tool racecheck --error-exitcode 9 $D/kernels_differential --gtest_filter='*vec_w*' > $R/racecheck.txt 2>&1; echo "racecheck rc=$?"; tail -1 $R/racecheck.txt
CROSSWARP_CACHE_DIR=/tmp/cwg timeout 100 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt | head -12
echo "== A/B softmax and bias+gelu (old = plugA, new), bert-large"
for cfg in bf16:32 bf16:128 fp16:32; do dt=${cfg%%:*}; B=${cfg#*:}; for i in 1 2; do for which in old new; do
  P=$NEW; [ $which = old ] && P=$OLD
  CROSSWARP_PLUGIN_PATH=$P timeout 60 $D/bench_kernels --backend cuda --dtype $dt --batch $B --seq 128,384 --only "bert-large attn softmax" --variant vec_w32 2>&1 | grep -E "vec_w32" | sed "s/^/$dt b$B $which $i: /"
  CROSSWARP_PLUGIN_PATH=$P timeout 60 $D/bench_kernels --backend cuda --dtype $dt --batch $B --seq 384 --only "bert-large bias+gelu" --variant pack16 2>&1 | grep -E "pack16" | sed "s/^/$dt b$B $which $i: /"
done; done; done | tee $R/ab.txt
timeout 60 $D/bench_kernels --backend cuda --dtype bf16 --batch 32 --seq 384 --only "bert-large LN" --variant vec_w32 2>&1 | grep -E "vec_w32|ceiling" | tee $R/ln_b32.txt
timeout 100 python3 bench/device/kernels_torch.py --dtype bf16 --batch 32 --seq 384 > $R/torch_kernels_b32.txt 2>&1
timeout 100 python3 bench/device/kernels_torch.py --dtype bf16 --batch 128 --seq 384 > $R/torch_kernels_b128.txt 2>&1
grep -E "bert-large" $R/torch_kernels_b32.txt $R/torch_kernels_b128.txt | grep -E "LN|softmax|gelu" | head
wait
echo "== loader: file reads vs the memory map (fp32 BERT-large)"
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 80 $D/crosswarp bench-copy --backend cuda --no-table --model /tmp/bl --model-reps 3 --json-out $R/model.json > $R/model.txt 2> $R/model.log; echo model rc=$?; cat $R/model.txt | head -14
echo "== BERT-large (new plugin)"
B() { timeout 60 $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype ${DT:-bf16} "$@" --outputs device --warmup 10 --iters 100 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB")'; }
for dt in bf16 fp16; do rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt DT=$dt B --batch 1 --seq 128; done
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 8 --seq 384
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 128 --seq 384
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 128 --seq 384 --padding-fraction 0.5
rm -rf /tmp/cwt; CROSSWARP_PLUGIN_PATH=$OLD CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 128 --seq 384 | sed 's/^/old plugin: /'
rm -rf /tmp/cwt; CROSSWARP_PLUGIN_PATH=$OLD CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 1 --seq 128 | sed 's/^/old plugin: /'
T() { timeout 120 python3 bench/device/bert_torch.py bench --model /tmp/bl --dtype ${DT:-bf16} "$@" --iters 30 2>/dev/null | tail -1 | tee -a $R/torch.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print(j["impl"], j["dtype"] if "dtype" in j else "", j["batch"], j["seq"], round(j["padding_fraction"],2), "p50", round(j["latency_ms"]["p50"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB")'; }
T --batch 128 --seq 384 --device-only
T --batch 1 --seq 128 --device-only
echo done
