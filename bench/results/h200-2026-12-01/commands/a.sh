#!/usr/bin/env bash
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=.devdist/bin; R=$OUT/a; mkdir -p $R
export CROSSWARP_CACHE_DIR=/tmp/cwcache
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv
echo "== differential attention (cuda)"
CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=attention,attention_varlen timeout 120 $D/kernels_differential > $R/diff_attn.txt 2>&1; echo rc=$?
grep -E "SEED|PASSED|FAILED|Failure" $R/diff_attn.txt | head -20
echo "== memcheck/racecheck fa2+varlen"
for tool in memcheck racecheck; do
CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=attention,attention_varlen timeout 150 compute-sanitizer --tool $tool --error-exitcode 9 --print-limit 10 $D/kernels_differential --gtest_filter='*fa2*:*varlen*' > $R/$tool.txt 2>&1; echo "$tool rc=$?"; tail -3 $R/$tool.txt
done
echo "== bert goldens cuda + graphs"
timeout 150 $D/bert_golden_test --gtest_filter='*cuda*:BertCls.*:BertGraphs.*:BertDispatcher.*' > $R/golden.txt 2>&1; echo rc=$?
grep -E "OK \]|PASSED|FAILED|Failure|SKIPPED|Expected|Which|actual" $R/golden.txt | head -40
echo "== bench_kernels bf16 (attention rows)"
timeout 150 $D/bench_kernels --backend cuda --dtype bf16 --batch 32 --seq 128,384 --peak-tflops 765 > $R/bench_kernels_bf16.txt 2>&1; echo rc=$?
grep -iE "attention|variant|op " $R/bench_kernels_bf16.txt | head -30
timeout 120 python3 bench/device/kernels_torch.py --dtype bf16 --batch 32 --seq 128,384 > $R/torch_bf16.txt 2>&1; echo rc=$?
grep -iE "sdpa|attention" $R/torch_bf16.txt | head
