#!/usr/bin/env bash
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=.devdist/bin; R=$OUT/e; mkdir -p $R
export CROSSWARP_CACHE_DIR=/tmp/cwcache5
CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=attention,attention_varlen timeout 100 $D/kernels_differential > $R/diff_attn.txt 2>&1; echo diff rc=$?; grep -E "SEED|PASSED|FAILED" $R/diff_attn.txt
timeout 120 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*:BertCls.*:BertDispatcher.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt
timeout 150 $D/test_transfer > $R/test_transfer.txt 2>&1; echo transfer rc=$?; grep -E "PASSED|FAILED|SKIPPED \]" $R/test_transfer.txt | head
[ -f /tmp/bl/model.safetensors ] || $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > /dev/null 2>&1
B() { $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype ${DT:-bf16} "$@" --warmup 10 --iters 50 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["outputs"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3), round(j["throughput_seq_per_s"],1), "seq/s")'; }
B --outputs device --batch 1 --seq 128
B --outputs host --batch 1 --seq 128
DT=fp16 B --outputs device --batch 1 --seq 128
DT=fp16 B --outputs device --batch 128 --seq 384
B --outputs device --batch 128 --seq 384
B --outputs device --batch 128 --seq 384 --padding-fraction 0.5
cat $R/warn.txt | sort | uniq -c | head -5
