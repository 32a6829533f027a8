#!/usr/bin/env bash
# Everything crosswarp measures on the H200 machine, in parts that each fit one device call:
#   bench/device/h200.sh check     doctor, runtime tests, the simt comparison programs (built here
#                                  with nvcc -arch=sm_90), kernel differential + BERT goldens on
#                                  cuda, the transfer engine (tests + bench-copy)
#   bench/device/h200.sh kernels   bench/device/kernels_h200.sh (harness, compute-sanitizer, bench vs PyTorch)
#   bench/device/h200.sh bert      bench/device/bert_h200.sh (BERT-base vs transformers, BERT-large vs PyTorch)
# DIST is a folder made by scripts/device-dist.sh (executables, libcrosswarp, plugins, Debian libs).
# Results go to $OUT/<part>/ and are packed into $OUT/<part>.tar.gz (the device tool returns few files).
set -u
part=${1:?usage: h200.sh check|kernels|bert}
DIST=${DIST:-.devdist}
export LD_LIBRARY_PATH="$PWD/$DIST/lib:$PWD/$DIST/lib/deps${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export CROSSWARP_PLUGIN_PATH="$PWD/$DIST/lib/crosswarp"
ROOT_OUT=${OUT:-out}
R="$ROOT_OUT/$part"
mkdir -p "$R"
CW="$DIST/bin/crosswarp"
status=0
date -u +"%Y-%m-%dT%H:%MZ" | tee "$R/date.txt"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.mem,pcie.link.gen.current --format=csv | tee "$R/gpu.txt"

case "$part" in
  check)
    "$CW" doctor | tee "$R/doctor.txt"
    "$CW" doctor --json > "$R/doctor.json"
    echo "== runtime tests"
    "$DIST/bin/test_runtime" 2>&1 | tail -3 | tee "$R/test_runtime.txt"
    echo "== simt comparison programs on the H200 (nvcc -arch=sm_90)"
    for p in "$DIST"/simt_programs/*; do
      [ -x "$p" ] || continue
      out=$("$p" 2>&1); rc=$?
      echo "gpu    $out (exit $rc)"
      [ "$rc" -eq 0 ] || status=1
    done | tee "$R/simt_programs_gpu.txt"
    echo "== kernel differential on cuda"
    CROSSWARP_TEST_BACKEND=cuda timeout 240 "$DIST/bin/kernels_differential" > "$R/differential_cuda.txt" 2>&1 || status=1
    grep -E "SEED|PASSED|FAILED|SKIPPED|Failure" "$R/differential_cuda.txt" | head -40
    echo "== BERT goldens on cuda"
    timeout 180 "$DIST/bin/bert_golden_test" --gtest_filter='*cuda*:BertCls.*' > "$R/bert_golden_cuda.txt" 2>&1 || status=1
    grep -E "PASSED|FAILED|SKIPPED|Failure" "$R/bert_golden_cuda.txt" | head -30
    echo "== transfer"
    BUILD="$DIST" OUT="$R/transfer" timeout 300 bench/device/transfer_h200.sh > "$R/transfer.txt" 2>&1 || status=1
    tail -60 "$R/transfer.txt"
    ;;
  kernels)
    BUILD="$DIST" OUT="$R" timeout "${PART_TIMEOUT:-560}" bench/device/kernels_h200.sh 2>&1 | tee "$R/kernels.txt" | tail -80
    [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
    ;;
  bert)
    BUILD="$DIST" OUT="$R" timeout "${PART_TIMEOUT:-560}" bench/device/bert_h200.sh 2>&1 | tee "$R/bert.txt" | tail -80
    [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
    ;;
  *) echo "unknown part $part" >&2; exit 2 ;;
esac
tar -C "$ROOT_OUT" -czf "$ROOT_OUT/$part.tar.gz" "$part"
echo "h200.sh $part: status $status"
exit $status
