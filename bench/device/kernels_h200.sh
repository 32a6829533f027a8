#!/usr/bin/env bash
# The kernels area on the H200 machine, in one call (run from the repository root; results go to
# $OUT, default ./out/kernels):
#   1. the differential harness on the cuda backend (every op x variant x dtype vs float64);
#   2. compute-sanitizer memcheck (every case) and racecheck (the shared-memory kernels: attention,
#      the packed row kernels, the block-per-row kernels), each under its own time limit;
#   3. bench_kernels (bf16 and f32) and kernels_torch.py on BERT-base/-large shapes.
# Needs a build directory with the CUDA plugin, kernels_differential and bench_kernels:
#   cmake -S . -B build-kernels -G Ninja -DCROSSWARP_CUDA=ON && \
#     ninja -C build-kernels crosswarp-backend-cuda kernels_differential bench_kernels
#   BUILD=build-kernels bench/device/kernels_h200.sh
set -u
BUILD=${BUILD:-build-kernels}
OUT=${OUT:-out/kernels}
SEQ=${SEQ:-128,384}
BATCH=${BATCH:-32}
DTYPES=${DTYPES:-bf16 f16 f32}  # the tensor-core attention is f16/bf16; f32 is the reference point
mkdir -p "$OUT"
export LD_LIBRARY_PATH="$PWD/$BUILD/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# The build tree may sit at another path here: point the registry at its plugins explicitly.
export CROSSWARP_PLUGIN_PATH="$PWD/$BUILD/lib/crosswarp"
export CROSSWARP_TEST_BACKEND=cuda
status=0

echo "== shared libraries"
for b in "$BUILD/bin/kernels_differential" "$BUILD/bin/bench_kernels" "$BUILD/lib/crosswarp/libcrosswarp-backend-cuda.so"; do
  ldd "$b" | grep "not found" && { echo "missing libraries for $b"; status=1; }
done
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv | tee "$OUT/gpu.txt"

echo "== differential on cuda"
"$BUILD/bin/kernels_differential" 2>&1 | tee "$OUT/differential_cuda.txt" | grep -E "SEED|FAILED|PASSED|SKIPPED|Failure|mismatch|op_run" | head -60
[ "${PIPESTATUS[0]}" -eq 0 ] || status=1

echo "== variants listed on cuda (attention.flash_mma must be among them on sm_80+)"
grep -oE "Differential_cuda\.[a-z_]+\.[a-z0-9_]+" "$OUT/differential_cuda.txt" | sort -u | tr '\n' ' '; echo
grep -q "Differential_cuda.attention.flash_mma" "$OUT/differential_cuda.txt" || { echo "attention.flash_mma not listed"; status=1; }

SAN=/usr/local/cuda/bin/compute-sanitizer
for tool in memcheck racecheck; do
  echo "== compute-sanitizer $tool"
  filter='*'; limit=200
  [ "$tool" = racecheck ] && filter='*attention*:*vec_w*:*pack16*:*block*' && limit=150
  timeout "$limit" "$SAN" --tool "$tool" --error-exitcode 9 --print-limit 20 "$BUILD/bin/kernels_differential" \
    --gtest_filter="$filter" > "$OUT/sanitizer_$tool.txt" 2>&1
  rc=$?
  tail -5 "$OUT/sanitizer_$tool.txt"
  echo "compute-sanitizer $tool exit $rc"
  [ "$rc" -eq 0 ] || status=1
done

echo "== bench_kernels"
for dt in $DTYPES; do
  peak=765; [ "$dt" = f32 ] && peak=50
  "$BUILD/bin/bench_kernels" --backend cuda --dtype "$dt" --batch "$BATCH" --seq "$SEQ" --peak-tflops "$peak" \
    --json "$OUT/bench_kernels_$dt.json" 2>&1 | tee "$OUT/bench_kernels_$dt.txt"
done

echo "== PyTorch"
for dt in $DTYPES; do
  peak=765; [ "$dt" = f32 ] && peak=50
  python3 bench/device/kernels_torch.py --dtype "$dt" --batch "$BATCH" --seq "$SEQ" --peak-tflops "$peak" \
    --json "$OUT/torch_$dt.json" 2>&1 | tee "$OUT/torch_$dt.txt"
done
exit $status
