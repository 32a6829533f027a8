#!/usr/bin/env bash
# Call d (session 12): the final tree (the kernels, the transfer engine of 6fa6bc8..f8adcb8, graph
# timing of short tuning candidates): differential, BERT goldens and transfer tests on cuda, BERT-large
# 1x128 three times (does the variant choice hold?), then bench/device/transfer_s12.sh (issue 6's
# goals, ~4 minutes), unless the transfer tests fail on cuda.
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/d; mkdir -p $R
export CROSSWARP_CACHE_DIR=/tmp/cwcache-d
( [ -f /tmp/bl/model.safetensors ] || $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > /dev/null 2>&1 ) &
echo "== transfer tests on cuda"
CROSSWARP_TEST_BACKEND=cuda timeout 120 $D/test_transfer > $R/test_transfer.txt 2>&1; trc=$?; echo "test_transfer rc=$trc"; grep -E "PASSED|FAILED|SKIPPED \]" $R/test_transfer.txt | head -12
echo "== differential + goldens on cuda"
CROSSWARP_TEST_BACKEND=cuda timeout 150 $D/kernels_differential > $R/diff_cuda.txt 2>&1; echo rc=$?; grep -E "SEED|PASSED|FAILED" $R/diff_cuda.txt | head -5
timeout 120 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*:BertCls.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED|SKIPPED \]" $R/golden.txt | head -8
wait
echo "== BERT-large 1x128 (three fresh tunings) and 128x384"
B() { $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype ${DT:-bf16} "$@" --warmup 10 --iters 50 --json 2>>$R/warn.txt | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print("ours", j["dtype"], j["outputs"], j["batch"], j["seq"], "packed" if j["packed"] else "padded", "p50", round(j["latency_ms"]["p50"],3), "min", round(j["latency_ms"]["min"],3), round(j["throughput_seq_per_s"],1), "seq/s", "load_ms", j.get("load_ms"), sorted(set(v["variant"] for v in j["variants"])))'; }
for i in 1 2 3; do CROSSWARP_CACHE_DIR=/tmp/cwcache-d$i B --outputs device --batch 1 --seq 128; done
DT=fp16 CROSSWARP_CACHE_DIR=/tmp/cwcache-d4 B --outputs device --batch 1 --seq 128
B --outputs device --batch 128 --seq 384
if [ $trc -eq 0 ]; then
  echo "== transfer_s12.sh"
  DIST=.devdist BUDGET=${XFER_BUDGET:-215} OUT=$R bash bench/device/transfer_s12.sh > $R/transfer_s12.txt 2>&1; echo "transfer_s12 rc=$?"
  tail -45 $R/transfer_s12.txt
else
  echo "transfer tests failed on cuda: transfer_s12.sh not run"; grep -E "Failure|error|FAILED" -A3 $R/test_transfer.txt | head -30
fi
cd $OUT && tar -czf d.tar.gz d
