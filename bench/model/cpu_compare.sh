#!/usr/bin/env bash
# crosswarp's CPU backend against PyTorch on the same machine (issue 5, "On the CPU"): BERT-base and
# the tiny model (seeded random weights from `crosswarp init-model`), batch 1 x 128 and 8 x 128,
# fp32, a thread-count sweep. Ours is `crosswarp bench --backend cpu` with CROSSWARP_CPU_THREADS=T
# (the CPU backend's pool; OpenBLAS runs single-threaded inside it); PyTorch is
# bench/model/bert_cpu_torch.py (plain-PyTorch BertModel, Debian's python3-torch, whose BLAS is
# libopenblas0-pthread) with torch.set_num_threads(T), OMP_NUM_THREADS=T and OPENBLAS_NUM_THREADS=T.
# Builds nothing.
#
#   bench/model/cpu_compare.sh CROSSWARP_BIN WORK_DIR
#
# WORK_DIR keeps the two checkpoints (made on first use) and the raw JSON lines (results.jsonl).
# First it checks that both sides compute the same thing (`crosswarp run --output` against the
# torch script on one padded batch, max |diff| <= 1e-3), then for every (model, shape, threads) it
# runs ours and torch ROUNDS times, interleaved (the order alternates), and prints one table: the
# median over rounds of each side's p50 latency, the ratio torch / ours, and the 1-minute load
# average around the runs (the machine is shared; every figure has its load next to it).
#
# Environment: MODELS (default "tiny bert-base"), SHAPES ("1x128 8x128"), THREADS ("1 2"),
# ROUNDS (3), ITERS (timed runs per process; default by model and batch, at least 5), WARMUP (2),
# PYTHON (/usr/bin/python3). Both sides take OpenBLAS's kernels from the same environment: OpenBLAS
# picks them by CPUID unless OPENBLAS_CORETYPE names a core (the build machine's environment sets
# Haswell, half the GEMM rate of OpenBLAS's own choice on its Zen 5); the header prints what ours
# runs, and `env -u OPENBLAS_CORETYPE bench/model/cpu_compare.sh ...` measures OpenBLAS's own choice.
# BEFORE=OTHER_CROSSWARP_BIN adds a third side, interleaved the same way
# (an earlier build, to measure a change; BEFORE_LIBS is its LD_LIBRARY_PATH, and it gets
# OPENBLAS_NUM_THREADS=T too, as the backend before the shared pool needed).
set -u -o pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 CROSSWARP_BIN WORK_DIR" >&2
  exit 2
fi
CW=$1
WORK=$2
[ -x "$CW" ] || { echo "$CW: not an executable" >&2; exit 2; }
HERE=$(cd "$(dirname "$0")" && pwd)
PY=${PYTHON:-/usr/bin/python3}
TORCH="$HERE/bert_cpu_torch.py"
MODELS=${MODELS:-"tiny bert-base"}
SHAPES=${SHAPES:-"1x128 8x128"}
THREADS=${THREADS:-"1 2"}
ROUNDS=${ROUNDS:-3}
WARMUP=${WARMUP:-2}
mkdir -p "$WORK" || exit 2
RES="$WORK/results.jsonl"
: > "$RES"
export CROSSWARP_CACHE_DIR="$WORK/cache"

load1() { cut -d' ' -f1 /proc/loadavg; }

for m in $MODELS; do
  if [ ! -f "$WORK/$m/model.safetensors" ]; then
    "$CW" init-model --config "$m" "$WORK/$m" --seed 0 2>/dev/null || { echo "init-model $m failed" >&2; exit 1; }
  fi
done

echo "== OpenBLAS, both sides: OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-(unset)}; ours: $("$CW" doctor 2>/dev/null | grep -o 'kernels .*' | head -1)"
echo "== same computation: crosswarp run --output against $TORCH (2 x 128, 25% padding)"
for m in $MODELS; do
  "$PY" "$TORCH" make-input "$WORK/$m" --batch 2 --seq 128 --padding 0.25 --out "$WORK/check_in.safetensors" || exit 1
  "$CW" run "$WORK/$m" --backend cpu --strict --input "$WORK/check_in.safetensors" \
    --output "$WORK/check_out_$m.safetensors" > /dev/null || { echo "crosswarp run failed on $m" >&2; exit 1; }
  "$PY" "$TORCH" compare "$WORK/$m" --input "$WORK/check_in.safetensors" --ours "$WORK/check_out_$m.safetensors" \
    --tol 1e-3 | sed "s/^/$m: /" || { echo "$m: outputs differ" >&2; exit 1; }
done

iters_for() {  # about 10 s per process at most on this machine
  if [ -n "${ITERS:-}" ]; then echo "$ITERS"; return; fi
  case "$1:$2" in
    tiny:*) echo 50 ;;
    bert-base:1) echo 10 ;;
    *) echo 5 ;;
  esac
}

run_ours() {  # model batch seq threads iters -> one JSON line
  local l0 l1 out
  l0=$(load1)
  out=$(CROSSWARP_CPU_THREADS=$4 "$CW" bench "$WORK/$1" --backend cpu --strict --batch "$2" --seq "$3" \
    --warmup "$WARMUP" --iters "$5" --json) || { echo "crosswarp bench failed" >&2; exit 1; }
  l1=$(load1)
  echo "$out" | "$PY" -c "import json,sys; j=json.loads(sys.stdin.read()); print(json.dumps({'impl':'crosswarp','model':'$1','batch':$2,'seq':$3,'threads':$4,'iters':$5,'p50_ms':j['latency_ms']['p50'],'min_ms':j['latency_ms']['min'],'load_before':$l0,'load_after':$l1}))"
}

run_before() {
  local l0 l1 out
  l0=$(load1)
  out=$(LD_LIBRARY_PATH=${BEFORE_LIBS:-} CROSSWARP_CPU_THREADS=$4 OPENBLAS_NUM_THREADS=$4 "$BEFORE" bench "$WORK/$1" \
    --backend cpu --strict --batch "$2" --seq "$3" --warmup "$WARMUP" --iters "$5" --json) || { echo "before: bench failed" >&2; exit 1; }
  l1=$(load1)
  echo "$out" | "$PY" -c "import json,sys; j=json.loads(sys.stdin.read()); print(json.dumps({'impl':'before','model':'$1','batch':$2,'seq':$3,'threads':$4,'iters':$5,'p50_ms':j['latency_ms']['p50'],'min_ms':j['latency_ms']['min'],'load_before':$l0,'load_after':$l1}))"
}

run_torch() {
  local l0 l1 out
  l0=$(load1)
  out=$(OMP_NUM_THREADS=$4 OPENBLAS_NUM_THREADS=$4 "$PY" "$TORCH" bench "$WORK/$1" --batch "$2" --seq "$3" \
    --threads "$4" --warmup "$WARMUP" --iters "$5" --json) || { echo "torch bench failed" >&2; exit 1; }
  l1=$(load1)
  echo "$out" | "$PY" -c "import json,sys; j=json.loads(sys.stdin.read()); print(json.dumps({'impl':'torch','torch':j['torch'],'model':'$1','batch':$2,'seq':$3,'threads':$4,'iters':$5,'p50_ms':j['latency_ms']['p50'],'min_ms':j['latency_ms']['min'],'load_before':$l0,'load_after':$l1}))"
}

echo "== timings ($ROUNDS rounds, ours and torch interleaved; start load $(cat /proc/loadavg))"
for m in $MODELS; do
  for shape in $SHAPES; do
    b=${shape%x*}
    s=${shape#*x}
    it=$(iters_for "$m" "$b")
    for t in $THREADS; do
      for r in $(seq 1 "$ROUNDS"); do
        if [ -n "${BEFORE:-}" ]; then run_before "$m" "$b" "$s" "$t" "$it" | tee -a "$RES" || exit 1; fi
        if [ $((r % 2)) -eq 1 ]; then
          run_ours "$m" "$b" "$s" "$t" "$it" | tee -a "$RES" || exit 1
          run_torch "$m" "$b" "$s" "$t" "$it" | tee -a "$RES" || exit 1
        else
          run_torch "$m" "$b" "$s" "$t" "$it" | tee -a "$RES" || exit 1
          run_ours "$m" "$b" "$s" "$t" "$it" | tee -a "$RES" || exit 1
        fi
      done
    done
  done
done
echo "== end load $(cat /proc/loadavg)"

"$PY" - "$RES" <<'EOF'
import json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
keys = []
for r in rows:
    k = (r["model"], r["batch"], r["seq"], r["threads"])
    if k not in keys:
        keys.append(k)
print()
before = any(r["impl"] == "before" for r in rows)
print("| model | batch x seq | threads |" + (" before p50 ms |" if before else "") +
      " crosswarp p50 ms | PyTorch p50 ms | torch / ours | load avg (1 min) during |")
print("|---|---|---|" + ("---|" if before else "") + "---|---|---|---|")
for k in keys:
    sel = [r for r in rows if (r["model"], r["batch"], r["seq"], r["threads"]) == k]
    ours = [r["p50_ms"] for r in sel if r["impl"] == "crosswarp"]
    torch = [r["p50_ms"] for r in sel if r["impl"] == "torch"]
    loads = [r["load_before"] for r in sel] + [r["load_after"] for r in sel]
    o, t = statistics.median(ours), statistics.median(torch)
    bcol = ""
    if before:
        bv = [r["p50_ms"] for r in sel if r["impl"] == "before"]
        bcol = f" {statistics.median(bv):.1f} |" if bv else " - |"
    print(f"| {k[0]} | {k[1]} x {k[2]} | {k[3]} |{bcol} {o:.1f} | {t:.1f} | {t / o:.2f} | {min(loads):.2f}-{max(loads):.2f} |")
EOF
