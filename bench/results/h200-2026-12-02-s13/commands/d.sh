#!/usr/bin/env bash
# Call d (session 13): layernorm.vec_* long-batch kernel at 64 registers (pack_f32's bf16 unpacking
# let ptxas fit it without spilling: 4 blocks/SM instead of 2) and softmax.vec_* loading the next
# row before reducing the current one, A/B against 0b75e03's plugin (plugA), alternated; full
# differential + sanitizers on LN/softmax; goldens; BERT-large with the new LN.
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps
NEW=$PWD/.devdist/lib/crosswarp; OLD=$PWD/.devpack/plugA
export CROSSWARP_PLUGIN_PATH=$NEW CROSSWARP_PLUGIN_PATH_ONLY=1
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/d; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
( $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > $R/init.txt 2>&1 ) &
echo "== differential (cuda, all ops), sanitizers on LN/softmax, goldens"
CROSSWARP_TEST_BACKEND=cuda timeout 150 $D/kernels_differential > $R/diff_cuda.txt 2>&1; echo diff rc=$?; grep -E "SEED|PASSED|FAILED|Failure" $R/diff_cuda.txt | head -5
for tool in memcheck; do CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=layernorm,softmax timeout 120 compute-sanitizer --tool $tool --error-exitcode 9 $D/kernels_differential --gtest_filter='*vec_w*' > $R/$tool.txt 2>&1; echo "$tool rc=$?"; tail -1 $R/$tool.txt; done
CROSSWARP_CACHE_DIR=/tmp/cwg timeout 100 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt | head -12
echo "== A/B LN and softmax (old = plugA, new), bf16 and fp16 bert-large seq 384"
for dtb in bf16:32:1 bf16:32:2 bf16:128:1 bf16:128:2; do dt=${dtb%%:*}; B=${dtb#*:}; B=${B%%:*}; i=${dtb##*:}; for which in old new; do
  P=$NEW; [ $which = old ] && P=$OLD
  for op in "LN" "attn softmax"; do CROSSWARP_PLUGIN_PATH=$P timeout 60 $D/bench_kernels --backend cuda --dtype $dt --batch $B --seq 384 --only "bert-large $op" --variant vec_w32 2>&1 | grep -E "vec_w32" | sed "s/^/$dt b$B $which $i: /"; done
done; done | tee $R/ab.txt
wait
echo "== BERT-large (new plugin)"
B() { timeout 60 $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype ${DT:-bf16} "$@" --outputs device --warmup 10 --iters 100 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB load_ms", round(j["load_ms"]), sorted(set(v["variant"] for v in j["variants"] if v["op"] in ("layernorm","attention","attention_varlen"))))'; }
export CROSSWARP_CACHE_DIR=/tmp/cwd
for dt in bf16 fp16; do DT=$dt B --batch 1 --seq 128; done
B --batch 8 --seq 384
B --batch 128 --seq 384
