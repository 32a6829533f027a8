#!/usr/bin/env bash
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=.devdist/bin; R=$OUT/c; mkdir -p $R
export CROSSWARP_CACHE_DIR=/tmp/cwcache2
echo "== differential attention (cuda) + memcheck fa2"
CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=attention,attention_varlen timeout 100 $D/kernels_differential > $R/diff_attn.txt 2>&1; echo rc=$?; grep -E "SEED|PASSED|FAILED|Failure" $R/diff_attn.txt | head
CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=attention,attention_varlen timeout 100 compute-sanitizer --tool memcheck --error-exitcode 9 $D/kernels_differential --gtest_filter='*fa2*' > $R/memcheck.txt 2>&1; echo "memcheck rc=$?"; tail -1 $R/memcheck.txt
timeout 100 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt
timeout 100 $D/bench_kernels --backend cuda --dtype bf16 --batch 32 --seq 128,384 --peak-tflops 765 > $R/bench_kernels_bf16.txt 2>&1; grep -E "fa2|flash_mma" $R/bench_kernels_bf16.txt
[ -f /tmp/bl/model.safetensors ] || $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > /dev/null 2>&1
B() { $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype bf16 "$@" --warmup 10 --iters 30 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["outputs"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", round(j["padding_fraction"],2), "p50", round(j["latency_ms"]["p50"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB", {k:v for k,v in j["counters"].items() if "graph" in k})'; }
T() { timeout 120 python3 bench/device/bert_torch.py bench --model /tmp/bl --dtype bf16 "$@" --iters 30 2>/dev/null | tee -a $R/torch.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read().strip().splitlines()[-1]); print(j["impl"], j["batch"], j["seq"], round(j["padding_fraction"],2), "p50", round(j["latency_ms"]["p50"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB")'; }
for o in host device; do
B --outputs $o --batch 1 --seq 128
B --outputs $o --batch 8 --seq 384
B --outputs $o --batch 128 --seq 384
B --outputs $o --batch 128 --seq 384 --padding-fraction 0.5
B --outputs $o --batch 128 --seq 384 --padding-fraction 0.5 --packed-threshold -1
done
T --batch 1 --seq 128
T --batch 1 --seq 128 --device-only
T --batch 8 --seq 384 --device-only
T --batch 128 --seq 384 --device-only
T --batch 128 --seq 384
T --batch 128 --seq 384 --padding 0.5 --device-only
echo "== profile 1x128"
MODEL=/tmp/bl BUILD=.devdist OUT=$R NCU_TIMEOUT=100 timeout 150 bash bench/device/profile_h200.sh 1 128 bf16 2>&1 | head -16
