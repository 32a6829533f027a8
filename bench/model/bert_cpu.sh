#!/usr/bin/env bash
# BERT inference on the CPU backend (issue 5): the tiny model and BERT-base (seeded random weights
# from `crosswarp init-model`), batch 1x128 and 8x128, fp32, with a thread-count sweep over
# crosswarp's CPU pool (CROSSWARP_CPU_THREADS) and OpenBLAS (OPENBLAS_NUM_THREADS), plus a padding
# sweep (packed vs padded) that sets the packing threshold. One JSON line per run in $OUT/cpu.jsonl,
# a markdown table at the end. PyTorch's number for the same machine class is in the issue
# (Debian python3-torch, 2 cores: 549 ms at 1x128, 2,227 ms at 8x128 for BERT-base).
#   BUILD=build-bert bench/model/bert_cpu.sh
set -u
BUILD=${BUILD:-build}
OUT=${OUT:-out/bert-cpu}
WORK=${WORK:-/tmp/crosswarp-bert}
ITERS=${ITERS:-10}
mkdir -p "$OUT" "$WORK"
CW="$BUILD/bin/crosswarp"
export CROSSWARP_CACHE_DIR="$WORK/cache"
RES="$OUT/cpu.jsonl"
: > "$RES"
for cfg in tiny bert-base; do
  [ -f "$WORK/$cfg/model.safetensors" ] || "$CW" init-model --config "$cfg" "$WORK/$cfg" --seed 0 || exit 1
done
for cfg in tiny bert-base; do
  for threads in 1 2; do
    for shape in "1 128" "8 128"; do
      set -- $shape
      CROSSWARP_CPU_THREADS=$threads OPENBLAS_NUM_THREADS=$threads "$CW" bench "$WORK/$cfg" --backend cpu \
        --batch "$1" --seq "$2" --warmup 2 --iters "$ITERS" --json | sed "s/^{/{\"impl\":\"crosswarp-cpu-$cfg-t$threads\",/" | tee -a "$RES"
    done
  done
done
echo "== padding sweep (BERT-base 8x128, 2 threads): packed vs padded"
for pad in 0.1 0.2 0.3 0.5; do
  for th in -1 0; do
    "$CW" bench "$WORK/bert-base" --backend cpu --batch 8 --seq 128 --padding-fraction "$pad" --packed-threshold "$th" \
      --warmup 1 --iters 5 --json | sed "s/^{/{\"impl\":\"crosswarp-cpu-th$th\",/" | tee -a "$OUT/padding.jsonl"
  done
done
python3 bench/device/bert_torch.py table "$RES" "$OUT/padding.jsonl" 2>/dev/null || cat "$RES"
