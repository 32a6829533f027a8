#!/usr/bin/env bash
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=.devdist/bin; R=$OUT/d; mkdir -p $R
export CROSSWARP_CACHE_DIR=/tmp/cwcache3
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "== differential (cuda, all ops) + sanitizers on attention"
CROSSWARP_TEST_BACKEND=cuda timeout 120 $D/kernels_differential > $R/diff_cuda.txt 2>&1; echo rc=$?; grep -E "SEED|PASSED|FAILED|Failure" $R/diff_cuda.txt | head
for tool in memcheck racecheck; do CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=attention,attention_varlen timeout 120 compute-sanitizer --tool $tool --error-exitcode 9 $D/kernels_differential --gtest_filter='*fa2*' > $R/$tool.txt 2>&1; echo "$tool rc=$?"; tail -1 $R/$tool.txt; done
timeout 100 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*:BertCls.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt
echo "== kernels"
timeout 120 $D/bench_kernels --backend cuda --dtype bf16 --batch 32 --seq 128,384 --peak-tflops 765 > $R/bench_kernels_bf16.txt 2>&1; grep -E "attention" $R/bench_kernels_bf16.txt
timeout 120 python3 bench/device/kernels_torch.py --dtype bf16 --batch 32 --seq 128,384 > $R/torch_kernels_bf16.txt 2>&1
echo "== transfer sweep"
( cd $R && CROSSWARP_LOG=debug timeout 200 $OLDPWD/$D/crosswarp bench-copy --backend cuda --no-cache --sweep --json-out bench_copy_sweep.json > bench_copy_sweep.txt 2>&1; echo "bench-copy rc=$?" )
grep -iE "best|goal|summary|bert|upload|pool" $R/bench_copy_sweep.txt | head -30
echo "== BERT-large bf16"
[ -f /tmp/bl/model.safetensors ] || $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > /dev/null 2>&1
B() { $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype bf16 "$@" --warmup 10 --iters 30 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["outputs"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", round(j["padding_fraction"],2), "p50", round(j["latency_ms"]["p50"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB", [v["variant"] for v in j["variants"] if v["op"].startswith("attention")])'; }
T() { timeout 150 python3 bench/device/bert_torch.py bench --model /tmp/bl --dtype bf16 "$@" --iters 30 2>/dev/null | tee -a $R/torch.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read().strip().splitlines()[-1]); print(j["impl"], j["batch"], j["seq"], round(j["padding_fraction"],2), "p50", round(j["latency_ms"]["p50"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB")'; }
for o in device host; do
B --outputs $o --batch 1 --seq 128
B --outputs $o --batch 8 --seq 384
B --outputs $o --batch 128 --seq 384
B --outputs $o --batch 128 --seq 384 --padding-fraction 0.5
B --outputs $o --batch 128 --seq 384 --padding-fraction 0.5 --packed-threshold -1
done
T --batch 1 --seq 128 --device-only
T --batch 8 --seq 384 --device-only
T --batch 128 --seq 384 --device-only
T --batch 128 --seq 384 --padding 0.5 --device-only
T --batch 1 --seq 128
T --batch 128 --seq 384
T --batch 1 --seq 128 --device-only --mode compile
T --batch 128 --seq 384 --device-only --mode compile
cd $OUT && tar -czf d.tar.gz d
