#!/usr/bin/env bash
# Call e (session 13): ffa66f4 (the cuBLASLt algo timings share one launch lambda and EventPair;
# meant to change nothing): gemm differential and goldens on cuda, BERT-large 1x128 bf16/fp16.
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/e; mkdir -p $R
( $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > $R/init.txt 2>&1 ) &
CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=gemm timeout 100 $D/kernels_differential > $R/diff_gemm.txt 2>&1; echo diff rc=$?; grep -E "PASSED|FAILED" $R/diff_gemm.txt | head -3
CROSSWARP_CACHE_DIR=/tmp/cwg timeout 100 $D/bert_golden_test --gtest_filter='*cuda*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt | head -5
wait
export CROSSWARP_CACHE_DIR=/tmp/cwe
for dt in bf16 fp16; do timeout 60 $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype $dt --batch 1 --seq 128 --outputs device --warmup 10 --iters 100 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["batch"], j["seq"], "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3))'; done
