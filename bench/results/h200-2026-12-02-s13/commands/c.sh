#!/usr/bin/env bash
# Call c (session 13): e24fa2d (LN params in shared memory on long batches, softmax at 48 registers)
# A/B against the plugin built just before it (plugA = 3edb2e2), alternated; full differential and
# sanitizers on the new LN/softmax; goldens; final BERT-large figures against PyTorch, same run.
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps
NEW=$PWD/.devdist/lib/crosswarp; OLD=$PWD/.devpack/plugA
export CROSSWARP_PLUGIN_PATH=$NEW CROSSWARP_PLUGIN_PATH_ONLY=1
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/c; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
( $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > $R/init.txt 2>&1 ) &
echo "== differential (cuda, all ops), sanitizers on LN/softmax, goldens"
CROSSWARP_TEST_BACKEND=cuda timeout 150 $D/kernels_differential > $R/diff_cuda.txt 2>&1; echo diff rc=$?; grep -E "SEED|PASSED|FAILED|Failure" $R/diff_cuda.txt | head -5
for tool in memcheck racecheck; do CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=layernorm,softmax timeout 120 compute-sanitizer --tool $tool --error-exitcode 9 $D/kernels_differential --gtest_filter='*vec_w*' > $R/$tool.txt 2>&1; echo "$tool rc=$?"; tail -1 $R/$tool.txt; done
CROSSWARP_CACHE_DIR=/tmp/cwg timeout 100 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt | head -12
echo "== A/B LN and softmax (old = plugA, new), bf16 bert-large seq 384"
for B in 32 128; do for i in 1 2; do for which in old new; do
  P=$NEW; [ $which = old ] && P=$OLD
  for op in "LN" "attn softmax"; do CROSSWARP_PLUGIN_PATH=$P timeout 60 $D/bench_kernels --backend cuda --dtype bf16 --batch $B --seq 384 --only "bert-large $op" --variant vec_w32 2>&1 | grep -E "vec_w32|ceiling" | sed "s/^/b$B $which $i: /"; done
done; done; done | tee $R/ab.txt
timeout 100 python3 bench/device/kernels_torch.py --dtype bf16 --batch 32 --seq 384 > $R/torch_kernels_b32.txt 2>&1
timeout 100 python3 bench/device/kernels_torch.py --dtype bf16 --batch 128 --seq 384 > $R/torch_kernels_b128.txt 2>&1
grep -E "bert-large" $R/torch_kernels_b32.txt $R/torch_kernels_b128.txt | grep -E "LN|softmax|gelu" | head
wait
echo "== BERT-large (new plugin)"
B() { timeout 60 $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype ${DT:-bf16} "$@" --outputs device --warmup 10 --iters 100 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB load_ms", round(j["load_ms"]), sorted(set(v["variant"] for v in j["variants"] if v["op"] in ("layernorm","attention","attention_varlen"))))'; }
for dt in bf16 fp16; do rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt DT=$dt B --batch 1 --seq 128; done
for dt in bf16 fp16; do rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt DT=$dt B --batch 8 --seq 384; done
for dt in bf16 fp16; do rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt DT=$dt B --batch 128 --seq 384; done
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 128 --seq 384 --padding-fraction 0.5
rm -rf /tmp/cwt; CROSSWARP_PLUGIN_PATH=$OLD CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 128 --seq 384 | sed 's/^/old plugin: /'
T() { timeout 120 python3 bench/device/bert_torch.py bench --model /tmp/bl --dtype ${DT:-bf16} "$@" --iters 30 2>/dev/null | tail -1 | tee -a $R/torch.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print(j["impl"], j["dtype"] if "dtype" in j else "", j["batch"], j["seq"], round(j["padding_fraction"],2), "p50", round(j["latency_ms"]["p50"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB")'; }
T --batch 1 --seq 128 --device-only
T --batch 8 --seq 384 --device-only
T --batch 128 --seq 384 --device-only
DT=fp16 T --batch 1 --seq 128 --device-only
