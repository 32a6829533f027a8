#!/usr/bin/env bash
# Call a (session 12): correctness of the streaming LN/softmax kernels, the erfc GELU, the two-pack
# bias pass, fa2_w8 and one-warp fa2 blocks, the GEMM algo autotune; kernel bench vs PyTorch at
# batch 32 and 128; BERT-large vs PyTorch at 1x128, 8x384, 128x384 (padded and packed).
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/a; mkdir -p $R
export CROSSWARP_CACHE_DIR=/tmp/cwcache-a
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
( [ -f /tmp/bl/model.safetensors ] || $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > /dev/null 2>&1 ) &
echo "== differential (cuda, all ops)"
CROSSWARP_TEST_BACKEND=cuda timeout 150 $D/kernels_differential > $R/diff_cuda.txt 2>&1; echo rc=$?; grep -E "SEED|PASSED|FAILED|Failure" $R/diff_cuda.txt | head
for tool in memcheck racecheck; do CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=attention,layernorm,softmax,bias_gelu timeout 100 compute-sanitizer --tool $tool --error-exitcode 9 $D/kernels_differential --gtest_filter='*fa2_w8*:*vec_w32*:*pack16*:*fa2.*' > $R/$tool.txt 2>&1; echo "$tool rc=$?"; tail -1 $R/$tool.txt; done
timeout 100 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*:BertCls.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt
echo "== kernels, batch 32"
timeout 150 $D/bench_kernels --backend cuda --dtype bf16 --batch 32 --seq 128,384 --peak-tflops 765 > $R/bench_kernels_bf16.txt 2>&1
grep -E "attention fused|LN|softmax|gelu|bias add" $R/bench_kernels_bf16.txt | grep -vE "\.w32 |block|flash_w|flash_mma|tiled|vec  " 
timeout 100 python3 bench/device/kernels_torch.py --dtype bf16 --batch 32 --seq 128,384 > $R/torch_kernels_bf16.txt 2>&1
grep -E "attention fused|LN|softmax|gelu" $R/torch_kernels_bf16.txt | grep -E "384"
echo "== kernels, batch 128 x 384 (memory-bound ops, attention)"
timeout 100 $D/bench_kernels --backend cuda --dtype bf16 --batch 128 --seq 384 --only "bert-large" --variant "." > $R/bench_kernels_b128.txt 2>&1
grep -E "attention fused|LN|softmax|gelu|bias add" $R/bench_kernels_b128.txt | grep -vE "\.w32 |block|flash_w|flash_mma|tiled|vec  "
wait
echo "== BERT-large"
B() { $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype ${DT:-bf16} "$@" --warmup 10 --iters 50 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["outputs"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB", sorted(set(v["variant"] for v in j["variants"])))'; }
B --outputs device --batch 1 --seq 128
DT=fp16 B --outputs device --batch 1 --seq 128
CROSSWARP_GEMM_AUTOTUNE=0 CROSSWARP_CACHE_DIR=/tmp/cwcache-a0 B --outputs device --batch 1 --seq 128
B --outputs host --batch 1 --seq 128
B --outputs device --batch 8 --seq 384
B --outputs device --batch 128 --seq 384
B --outputs device --batch 128 --seq 384 --padding-fraction 0.5
T() { timeout 120 python3 bench/device/bert_torch.py bench --model /tmp/bl --dtype bf16 "$@" --iters 30 2>/dev/null | tail -1 | tee -a $R/torch.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print(j["impl"], j["batch"], j["seq"], round(j["padding_fraction"],2), "p50", round(j["latency_ms"]["p50"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB")'; }
T --batch 1 --seq 128 --device-only
T --batch 128 --seq 384 --device-only
cd $OUT && tar -czf a.tar.gz a
