#!/usr/bin/env bash
# Call b (session 14): against call a's new plugin (plugB = 850bd09): softmax.vec_* taking the
# narrower row layout on a tie (a 128-key bf16 row: 8 lanes x 2 packs, four rows per 32-lane pass,
# instead of 16 x 1) and bias_gelu.pack16's grid sized for equal steps per thread; alternated twice.
# Then the cuda differential, BERT-large, the loader again, the copy table.
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps
NEW=$PWD/.devdist/lib/crosswarp; OLD=$PWD/.devpack/plugB
export CROSSWARP_PLUGIN_PATH=$NEW CROSSWARP_PLUGIN_PATH_ONLY=1
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/b; mkdir -p $R
( $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > $R/init.txt 2>&1 ) &
echo "== A/B softmax and bias+gelu (old = plugB, new), bert-large"
for cfg in bf16:32 bf16:128 fp16:32; do dt=${cfg%%:*}; B=${cfg#*:}; for i in 1 2; do for which in old new; do
  P=$NEW; [ $which = old ] && P=$OLD
  CROSSWARP_PLUGIN_PATH=$P timeout 60 $D/bench_kernels --backend cuda --dtype $dt --batch $B --seq 128,384,512 --only "bert-large attn softmax" --variant vec_w32 2>&1 | grep -E "vec_w32" | sed "s/^/$dt b$B $which $i: /"
  CROSSWARP_PLUGIN_PATH=$P timeout 60 $D/bench_kernels --backend cuda --dtype $dt --batch $B --seq 384 --only "bert-large bias+gelu" --variant pack16 2>&1 | grep -E "pack16" | sed "s/^/$dt b$B $which $i: /"
done; done; done | tee $R/ab.txt
echo "== differential (cuda, all ops), memcheck on softmax/bias_gelu, goldens"
CROSSWARP_TEST_BACKEND=cuda timeout 150 $D/kernels_differential > $R/diff_cuda.txt 2>&1; echo diff rc=$?; grep -E "SEED|PASSED|FAILED|Failure" $R/diff_cuda.txt | head -5
CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=softmax,bias_gelu timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 $D/kernels_differential --gtest_filter='*vec_w*:*pack16*' > $R/memcheck.txt 2>&1; echo "memcheck rc=$?"; tail -1 $R/memcheck.txt
CROSSWARP_CACHE_DIR=/tmp/cwg timeout 100 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt | head -3
wait
echo "== loader (fp32 BERT-large), second sample"
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 80 $D/crosswarp bench-copy --backend cuda --no-table --model /tmp/bl --model-reps 3 --json-out $R/model.json > $R/model.txt 2> $R/model.log; echo model rc=$?; head -12 $R/model.txt
echo "== BERT-large (new plugin)"
B() { timeout 60 $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype ${DT:-bf16} "$@" --outputs device --warmup 10 --iters 100 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB load_ms", round(j["load_ms"]))'; }
for dt in bf16 fp16; do rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt DT=$dt B --batch 1 --seq 128; done
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 8 --seq 384
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 128 --seq 384
rm -rf /tmp/cwt; CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 128 --seq 384 --padding-fraction 0.5
rm -rf /tmp/cwt; CROSSWARP_PLUGIN_PATH=$OLD CROSSWARP_CACHE_DIR=/tmp/cwt B --batch 128 --seq 384 | sed 's/^/plugB: /'
echo "== copy table"
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 120 $D/crosswarp bench-copy --backend cuda --sizes 4K,64K,1M,16M,256M,1G --no-pool --json-out $R/table.json > $R/table.txt 2> $R/table.log; echo table rc=$?; cat $R/table.txt | head -40
echo done
