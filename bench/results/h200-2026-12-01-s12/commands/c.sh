#!/usr/bin/env bash
# Call c (session 12): the final row kernels (LN: one row per warp, contiguous runs on one wave of
# resident blocks, early parameter loads for short batches; softmax: D rows in lockstep), fa2 with
# Q re-read from shared memory (no spill); full differential + sanitizers; kernel bench vs PyTorch
# at batch 32 and 128; A/B of the erf form and the softmax D; BERT-large vs PyTorch.
# Built from 60c9fb8 + the kernel commits (the transfer engine of 73aa922 failed on cuda in call b).
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/c; mkdir -p $R
export CROSSWARP_CACHE_DIR=/tmp/cwcache-c
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
( [ -f /tmp/bl/model.safetensors ] || $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > /dev/null 2>&1 ) &
echo "== differential (cuda, all ops) + sanitizers"
CROSSWARP_TEST_BACKEND=cuda timeout 150 $D/kernels_differential > $R/diff_cuda.txt 2>&1; echo rc=$?; grep -E "SEED|PASSED|FAILED|Failure" $R/diff_cuda.txt | head
for tool in memcheck racecheck; do CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=attention,attention_varlen,layernorm,softmax timeout 120 compute-sanitizer --tool $tool --error-exitcode 9 $D/kernels_differential --gtest_filter='*fa2*:*vec_w32*' > $R/$tool.txt 2>&1; echo "$tool rc=$?"; tail -1 $R/$tool.txt; done
timeout 100 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*:BertCls.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt
echo "== kernels, batch 32 (all variants) and PyTorch"
timeout 150 $D/bench_kernels --backend cuda --dtype bf16 --batch 32 --seq 128,384 --peak-tflops 765 > $R/bench_kernels_bf16.txt 2>&1
grep -E "attention fused|LN|softmax|gelu|bias add" $R/bench_kernels_bf16.txt | grep -E "vec_w32|pack16|fa2" | grep -v varlen
timeout 100 python3 bench/device/kernels_torch.py --dtype bf16 --batch 32 --seq 128,384 > $R/torch_kernels_bf16.txt 2>&1
echo "== kernels, batch 128 x 384"
timeout 120 $D/bench_kernels --backend cuda --dtype bf16 --batch 128 --seq 384 --only bert-large > $R/bench_kernels_b128.txt 2>&1
grep -E "attention fused|LN|softmax|gelu|bias add" $R/bench_kernels_b128.txt | grep -E "vec_w32|pack16|fa2"
timeout 100 python3 bench/device/kernels_torch.py --dtype bf16 --batch 128 --seq 384 > $R/torch_kernels_b128.txt 2>&1
grep -E "bert-large" $R/torch_kernels_b128.txt | grep -E "attention fused|LN|softmax|gelu"
echo "== A/B: textbook erff GELU, softmax rows in lockstep"
for B in 32 128; do
  CROSSWARP_DEV_GELU=1 timeout 60 $D/bench_kernels --backend cuda --dtype bf16 --batch $B --seq 384 --only "bert-large bias+gelu" --variant pack16 2>&1 | grep pack16 | sed 's/^/erff /'
  for d in 1 4; do CROSSWARP_DEV_ROWS_D=$d timeout 60 $D/bench_kernels --backend cuda --dtype bf16 --batch $B --seq 384 --only "bert-large attn softmax" --variant vec_w32 2>&1 | grep vec_w32 | sed "s/^/D=$d /"; done
done | tee $R/ab.txt
wait
echo "== BERT-large"
B() { $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype ${DT:-bf16} "$@" --warmup 10 --iters 50 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["outputs"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB", sorted(set(v["variant"] for v in j["variants"])))'; }
B --outputs device --batch 1 --seq 128
B --outputs device --batch 1 --seq 128
DT=fp16 B --outputs device --batch 1 --seq 128
B --outputs host --batch 1 --seq 128
B --outputs device --batch 8 --seq 384
B --outputs device --batch 128 --seq 384
DT=fp16 B --outputs device --batch 128 --seq 384
B --outputs device --batch 128 --seq 384 --padding-fraction 0.5
T() { timeout 120 python3 bench/device/bert_torch.py bench --model /tmp/bl --dtype bf16 "$@" --iters 30 2>/dev/null | tail -1 | tee -a $R/torch.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print(j["impl"], j["batch"], j["seq"], round(j["padding_fraction"],2), "p50", round(j["latency_ms"]["p50"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB")'; }
T --batch 1 --seq 128 --device-only
T --batch 1 --seq 128 --device-only
T --batch 8 --seq 384 --device-only
T --batch 128 --seq 384 --device-only
echo "== ncu 1x128 (no cache flush)"
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
timeout 120 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum --csv $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype bf16 --batch 1 --seq 128 --warmup 1 --iters 1 --no-graphs --outputs device > $R/ncu_1x128.csv 2> $R/ncu_1x128.err; echo "ncu rc=$?"
python3 bench/device/ncu_summary.py $R/ncu_1x128.csv > $R/summary_1x128.txt; head -14 $R/summary_1x128.txt
cd $OUT && tar -czf c.tar.gz c
