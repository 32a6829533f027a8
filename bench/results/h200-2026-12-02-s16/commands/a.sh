#!/usr/bin/env bash
# Call a (session 16, HEAD 1c451b2): the checks session 14's softmax grid cap (ca11e54) and session
# 15's transfer changes (706596f sampled small-copy timing, 7cde373 ramped loads) never had on the
# H200: test_transfer on every backend, the cuda differential, memcheck on softmax, goldens; then the
# copy table with a fresh calibration (which now times the ramp), the 16M sweep even vs ramped, and
# BERT-large's weights through the loader.
set -u
t0=$(date +%s); el() { echo "[+$(( $(date +%s) - t0 ))s] $*"; }
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps
export CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp CROSSWARP_PLUGIN_PATH_ONLY=1
mkdir -p /work/shared && rm -rf /work/shared/goldens && cp -r .devpack/goldens /work/shared/goldens
D=$PWD/.devdist/bin; R=$OUT/a; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,pcie.link.gen.current,pcie.link.width.current --format=csv > $R/gpu.txt
( $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > $R/init.txt 2>&1 ) &
el "differential (cuda, all ops)"
CROSSWARP_TEST_BACKEND=cuda timeout 90 $D/kernels_differential > $R/diff_cuda.txt 2>&1; echo diff rc=$?; grep -E "SEED|PASSED|FAILED|Failure" $R/diff_cuda.txt | head -5
el "memcheck softmax"
CROSSWARP_TEST_BACKEND=cuda CROSSWARP_TEST_OPS=softmax timeout 70 compute-sanitizer --tool memcheck --error-exitcode 9 $D/kernels_differential --gtest_filter='*vec_w*' > $R/memcheck.txt 2>&1; echo "memcheck rc=$?"; tail -1 $R/memcheck.txt
el "goldens"
CROSSWARP_CACHE_DIR=/tmp/cwg timeout 80 $D/bert_golden_test --gtest_filter='*cuda*:BertGraphs.*' > $R/golden.txt 2>&1; echo golden rc=$?; grep -E "PASSED|FAILED" $R/golden.txt | head -5
el "test_transfer"
CROSSWARP_CACHE_DIR=/tmp/cwtt timeout 100 $D/test_transfer > $R/test_transfer.txt 2>&1; echo test_transfer rc=$?; grep -E "PASSED|FAILED|tests ran" $R/test_transfer.txt | head -12; grep -c "SKIPPED \]" $R/test_transfer.txt
wait
el "copy table, fresh calibration, with the model"
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 110 $D/crosswarp bench-copy --backend cuda --no-cache --sizes 4K,64K,1M,16M,256M,1G --no-pool --model /tmp/bl --json-out $R/table.json > $R/table.txt 2> $R/table.log; echo table rc=$?; head -40 $R/table.txt
el "sweep 16M even, then ramped"
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 60 $D/crosswarp bench-copy --backend cuda --no-table --sweep --sweep-sizes 16M --sweep-threads 4,8,12,16 --sweep-chunks 1M,2M,4M --json-out $R/sweep_even.json > $R/sweep_even.txt 2>&1; echo rc=$?; tail -8 $R/sweep_even.txt
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 60 $D/crosswarp bench-copy --backend cuda --no-table --sweep --sweep-ramp --sweep-sizes 16M --sweep-threads 4,8,12,16 --sweep-chunks 1M,2M,4M --json-out $R/sweep_ramp.json > $R/sweep_ramp.txt 2>&1; echo rc=$?; tail -8 $R/sweep_ramp.txt
el "copy table again from the cache (run-to-run)"
CROSSWARP_CACHE_DIR=/tmp/cwx timeout 80 $D/crosswarp bench-copy --backend cuda --sizes 4K,16M,256M --no-pool --model /tmp/bl --json-out $R/table2.json > $R/table2.txt 2> $R/table2.log; echo table2 rc=$?; grep -E "^(4K|16M|256M) |BERT-large|loader " $R/table2.txt
el done
