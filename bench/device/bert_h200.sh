#!/usr/bin/env bash
# BERT inference on the H200, ours against PyTorch 2.11 + transformers in the same run (issue 5).
# Run from the repository root in one call; results go to $OUT (default out/bert):
#   1. bert_golden_test on cuda (bert-tiny goldens, fp32/fp16/bf16, padded/packed, fused/unfused);
#   2. BERT-base-sized random checkpoint (crosswarp init-model): our --output against transformers'
#      BertModel in float64 on the same inputs (fp32, fp16, bf16), mixed-length batch;
#   3. BERT-large: crosswarp bench vs bert_torch.py (eager and torch.compile), fp16 and bf16, at
#      1x128, 8x384, 128x384 and a 128x384 batch with about half padding (ours packed and padded);
#      latency percentiles, sequences/s, peak device memory; one markdown table at the end.
# Build first (on the build machine; the tree is carried over):
#   cmake -S . -B build-bert-cuda -G Ninja -DCROSSWARP_CUDA=ON -DCROSSWARP_SIMT=OFF -DCROSSWARP_BENCH=OFF && \
#     ninja -C build-bert-cuda crosswarp_cli crosswarp-backend-cuda bert_golden_test
#   BUILD=build-bert-cuda bench/device/bert_h200.sh
set -u
BUILD=${BUILD:-build-bert-cuda}
OUT=${OUT:-out/bert}
WORK=${WORK:-/tmp/crosswarp-bert}
ITERS=${ITERS:-50}
MODES=${MODES:-eager compile}          # PyTorch baselines to run
DTYPES=${DTYPES:-fp16 bf16}
SHAPES=${SHAPES:-1x128x0 8x384x0 128x384x0 128x384x0.5}  # batch x seq x padding fraction
STAGES=${STAGES:-golden compare perf attention threshold}
mkdir -p "$OUT" "$WORK"
export LD_LIBRARY_PATH="$PWD/$BUILD/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export CROSSWARP_PLUGIN_PATH="$PWD/$BUILD/lib/crosswarp"
export CROSSWARP_CACHE_DIR="$WORK/cache"
CW="$BUILD/bin/crosswarp"
PY="python3 bench/device/bert_torch.py"
status=0

nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv | tee "$OUT/gpu.txt"
"$CW" doctor | tee "$OUT/doctor.txt" | grep -E "cuda|device"

has() { case " $STAGES " in *" $1 "*) return 0;; esac; return 1; }

if has golden; then
echo "== goldens on cuda"
"$BUILD/bin/bert_golden_test" --gtest_filter='*cuda*:BertCls.*' 2>&1 | tee "$OUT/golden_cuda.txt" | grep -E "OK|FAILED|SKIPPED|Failure|PASSED"
[ "${PIPESTATUS[0]}" -eq 0 ] || status=1
fi

echo "== checkpoints (seeded random weights)"
for cfg in bert-base bert-large; do
  [ -f "$WORK/$cfg/model.safetensors" ] || "$CW" init-model --config "$cfg" "$WORK/$cfg" --seed 0 || status=1
done

if has compare; then
echo "== BERT-base: ours vs transformers BertModel (float64 reference), 8x128, half padding"
$PY make-input --model "$WORK/bert-base" --batch 8 --seq 128 --padding 0.5 --out "$WORK/base_in.safetensors"
for dt in fp32 fp16 bf16; do
  for th in -1 0; do
    tag="${dt}_$([ "$th" = 0 ] && echo packed || echo padded)"
    "$CW" run "$WORK/bert-base" --backend cuda --strict --dtype "$dt" --packed-threshold "$th" \
      --input "$WORK/base_in.safetensors" --output "$WORK/base_out_$tag.safetensors" --json > "$OUT/run_base_$tag.json" || status=1
    $PY compare --model "$WORK/bert-base" --input "$WORK/base_in.safetensors" --ours "$WORK/base_out_$tag.safetensors" \
      --dtype "$dt" | tee "$OUT/compare_base_$tag.json" || status=1
  done
done

fi

if has perf; then
echo "== BERT-large performance"
RES="$OUT/bench.jsonl"
: > "$RES"
for dt in $DTYPES; do
  for shape in $SHAPES; do
    set -- ${shape//x/ }
    b=$1; s=$2; pad=$3
    "$CW" bench "$WORK/bert-large" --backend cuda --strict --dtype "$dt" --batch "$b" --seq "$s" \
      --padding-fraction "$pad" --warmup 10 --iters "$ITERS" --json | tee -a "$RES" || status=1
    if [ "$pad" != 0 ]; then  # our own padded run: the packed path must beat it by >= 1.8x
      "$CW" bench "$WORK/bert-large" --backend cuda --strict --dtype "$dt" --batch "$b" --seq "$s" \
        --padding-fraction "$pad" --packed-threshold -1 --warmup 10 --iters "$ITERS" --json | tee -a "$RES" || status=1
    fi
    for mode in $MODES; do
      $PY bench --model "$WORK/bert-large" --dtype "$dt" --batch "$b" --seq "$s" --padding "$pad" --mode "$mode" \
        --iters "$ITERS" | tee -a "$RES" || status=1
    done
  done
done

fi

if has attention; then
echo "== attention path: the dispatcher's choice vs the unfused GEMM+softmax+GEMM path pinned (bf16)"
for shape in "8 384" "128 384"; do
  set -- $shape
  for pin in "" "--variant attention=attention.unfused"; do
    "$CW" bench "$WORK/bert-large" --backend cuda --dtype bf16 --batch "$1" --seq "$2" $pin --warmup 5 --iters 20 --json \
      | tee -a "$OUT/attention_path.jsonl" || status=1
  done
done

fi

if has threshold; then
echo "== padding threshold sweep (bf16, 64x384): packed vs padded by padding share"
for pad in 0.1 0.2 0.3 0.4 0.5; do
  for th in -1 0; do
    "$CW" bench "$WORK/bert-large" --backend cuda --dtype bf16 --batch 64 --seq 384 --padding-fraction "$pad" \
      --packed-threshold "$th" --warmup 5 --iters 20 --json | tee -a "$OUT/threshold.jsonl" || status=1
  done
done

fi

echo "== table"
[ -s "$OUT/bench.jsonl" ] && $PY table "$OUT/bench.jsonl" | tee "$OUT/table.md"
[ -s "$OUT/threshold.jsonl" ] && $PY table "$OUT/threshold.jsonl" | tee "$OUT/threshold.md"
exit $status
