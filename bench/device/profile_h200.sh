#!/usr/bin/env bash
# Where the time of one BERT forward goes on the H200: Nsight Compute's gpu__time_duration for
# every kernel of one infer_step, summed by kernel name (bench/device/ncu_summary.py).
# The variant choices come from the tuning cache of a plain bench run made first (so the profiled
# step launches what the dispatcher really uses, not the tuning candidates); graphs are off so
# each kernel is profiled as a launch. ncu leaves the clocks alone (--clock-control none; METHOD.md).
#   BUILD=.devdist MODEL=/tmp/bl bench/device/profile_h200.sh 128 384 bf16
set -u
B=${1:-128}; S=${2:-384}; DT=${3:-bf16}
BUILD=${BUILD:-.devdist}
MODEL=${MODEL:?set MODEL to a BERT directory (crosswarp init-model)}
OUT=${OUT:-out/profile}
mkdir -p "$OUT"
CW="$BUILD/bin/crosswarp"
NCU=${NCU:-$(command -v ncu || echo /usr/local/cuda/bin/ncu)}
export CROSSWARP_CACHE_DIR=${CROSSWARP_CACHE_DIR:-/tmp/crosswarp-profile-cache}
"$CW" bench "$MODEL" --backend cuda --strict --dtype "$DT" --batch "$B" --seq "$S" --warmup 2 --iters 3 --no-graphs \
  > "$OUT/prime_${B}x${S}.txt" 2>&1 || { echo "priming bench failed"; cat "$OUT/prime_${B}x${S}.txt"; exit 1; }
timeout "${NCU_TIMEOUT:-300}" "$NCU" --clock-control none --metrics gpu__time_duration.sum --csv \
  "$CW" bench "$MODEL" --backend cuda --strict --dtype "$DT" --batch "$B" --seq "$S" --warmup 0 --iters 1 --no-graphs \
  > "$OUT/ncu_${B}x${S}.csv" 2> "$OUT/ncu_${B}x${S}.err"
echo "ncu exit $?"
python3 "$(dirname "$0")/ncu_summary.py" "$OUT/ncu_${B}x${S}.csv" | tee "$OUT/summary_${B}x${S}.txt"
