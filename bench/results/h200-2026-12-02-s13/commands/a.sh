#!/usr/bin/env bash
# Call a (session 13): HEAD with the transfer rework re-applied (2560159) and its fix (fc30a59: no DMA
# spans two buffers), graph-timed tuning (e43ce2c, never run on a GPU before). Correctness on cuda
# (differential, goldens, test_transfer), transfer_s12.sh (issue 6's goals), BERT-large vs PyTorch.
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/a; mkdir -p $R
export CROSSWARP_CACHE_DIR=/tmp/cwcache-a
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
( $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > $R/init.txt 2>&1 ) &
echo "== differential (cuda) + goldens"
CROSSWARP_TEST_BACKEND=cuda timeout 150 $D/kernels_differential > $R/diff_cuda.txt 2>&1; echo diff rc=$?; grep -E "SEED|PASSED|FAILED|Failure" $R/diff_cuda.txt | head -5
timeout 100 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*:BertCls.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt | head -12
wait
echo "== transfer_s12"
OUT=$R DIST=.devdist BUDGET=200 bash bench/device/transfer_s12.sh > $R/transfer_stdout.txt 2>&1; echo transfer rc=$?; tail -40 $R/transfer_stdout.txt
echo "== BERT-large"
B() { timeout 60 $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype ${DT:-bf16} "$@" --warmup 10 --iters 50 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB load_ms", round(j["load_ms"]), sorted(set(v["variant"] for v in j["variants"])), j["counters"].get("variant_graph_timings"))'; }
B --outputs device --batch 1 --seq 128
B --outputs device --batch 1 --seq 128
DT=fp16 B --outputs device --batch 1 --seq 128
DT=fp16 B --outputs device --batch 1 --seq 128
B --outputs device --batch 8 --seq 384
B --outputs device --batch 128 --seq 384
B --outputs device --batch 128 --seq 384 --padding-fraction 0.5
T() { timeout 120 python3 bench/device/bert_torch.py bench --model /tmp/bl --dtype bf16 "$@" --iters 30 2>/dev/null | tail -1 | tee -a $R/torch.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print(j["impl"], j["batch"], j["seq"], round(j["padding_fraction"],2), "p50", round(j["latency_ms"]["p50"],3), round(j["throughput_seq_per_s"],1), "seq/s", j["peak_device_bytes"]>>20, "MiB")'; }
T --batch 1 --seq 128 --device-only
T --batch 128 --seq 384 --device-only
