#!/usr/bin/env bash
# The transfer engine's open goals (issue 6) on the H200, each against its baseline in this one run,
# in at most ~4 minutes (BUDGET seconds for all steps; a step that would not fit is skipped, every
# step has its own timeout and is killed 5 s after it):
#   1. pageable >= 0.80 of pinned from 16 MB, both ways: bench-copy's table (engine from pageable
#      memory vs memcpy_sync/memcpy_async on pageable and pinned memory, 4K..1G, both directions),
#      after a fresh calibration logged at CROSSWARP_LOG=debug (every probe cell), and two more fresh
#      calibrations at 4K/16M/256M/1G (does the choice, and the result, hold run to run?);
#   2. small copies no slower than cudaMemcpy: the same table's 4K/64K/1M rows, and --diag: the
#      per-call cost of memcpy_sync, memcpy_async + stream/event sync (pageable, pinned),
#      pointer_is_pinned, and of the engine's own blocking 4K/64K copies;
#   3. BERT-large fp32 weights from the memory-mapped checkpoint >= 0.80 of the link: bench-copy
#      --model (the loader's upload_bert_weights, which now reads the file into the pinned ring, vs
#      the pinned link and vs per-tensor copies / upload_many / MADV_POPULATE_READ + upload_many from
#      a fresh map), and `crosswarp bench`'s load_ms end to end;
#   4. demotions: every run's fallbacks and re-check notes ("kept: ... cold source" is the new
#      verdict when a slow window does not repeat on the same data);
#   diagnostics: the copy threads' answer after idle gaps, the engine's 16 MiB copies one by one
#   (a slow first window?), a small sweep around the chosen cells (16M, 256M), test_transfer on cuda.
# Run from the repository root with a dist packed by scripts/device-dist.sh (bin/crosswarp, and
# bin/test_transfer if present; lib/libcrosswarp*; lib/crosswarp/libcrosswarp-backend-cuda.so):
#   DIST=.devdist bash bench/device/transfer_s12.sh
# Results in $OUT/transfer/ (default out/transfer), packed into $OUT/transfer.tar.gz; the summary
# table is printed last (and kept as summary.txt). MODEL (default /tmp/bl) is made with init-model
# when it has no model.safetensors.
set -u
DIST=${DIST:-.devdist}
export LD_LIBRARY_PATH="$PWD/$DIST/lib:$PWD/$DIST/lib/deps${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export CROSSWARP_PLUGIN_PATH="$PWD/$DIST/lib/crosswarp"
ROOT_OUT=${OUT:-out}
R="$ROOT_OUT/transfer"
mkdir -p "$R"
CW="$DIST/bin/crosswarp"
MODEL=${MODEL:-/tmp/bl}
BUDGET=${BUDGET:-225}
BACKEND=${BACKEND:-cuda}                       # simt/cpu for a dry run on the build machine
SIZES=${SIZES:-4K,64K,1M,16M,256M,1G}
RECAL_SIZES=${RECAL_SIZES:-4K,16M,256M,1G}
MODEL_CONFIG=${MODEL_CONFIG:-bert-large}
CACHE=/tmp/cw-s12-cache
rm -rf "$CACHE" /tmp/cw-s12-recal1 /tmp/cw-s12-recal2
START=$(date +%s)
: > "$R/steps.txt"

left() { echo $((BUDGET - ($(date +%s) - START))); }
# step NAME TIMEOUT CMD...: runs CMD for at most min(TIMEOUT, what is left of BUDGET - 5) seconds.
step() {
  local name=$1 t=$2
  shift 2
  local l=$(($(left) - 5))
  if [ "$l" -lt 10 ]; then
    echo "== $name: skipped (time budget)" | tee -a "$R/steps.txt"
    return 124
  fi
  [ "$t" -gt "$l" ] && t=$l
  local t0=$(date +%s)
  timeout -k 5 "$t" "$@"
  local rc=$?
  echo "== $name: rc $rc, $(($(date +%s) - t0)) s (limit $t s)" | tee -a "$R/steps.txt"
  return $rc
}

{
  date -u +"%Y-%m-%dT%H:%M:%SZ"
  timeout 20 nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current,clocks.sm,clocks.mem --format=csv
  uname -r
  lscpu | grep -E "Model name|^CPU\(s\)|Thread|Core|Socket|NUMA|L3"
  grep -E "MemTotal|MemFree|Cached" /proc/meminfo
  echo "THP: $(cat /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null)"
  git log --oneline -1 2>/dev/null
} > "$R/host.txt" 2>&1
cat "$R/host.txt"

# The GPU's PCIe link generation, P-state and clocks every 500 ms for the whole run: a link that
# trains down while the GPU idles and back up under traffic would make the first copies after a
# quiet spell slow (one explanation of the 2026-12-01 demotions, whose slow first window at 16M
# did not last: d2h went from 12.3 GB/s over its first 8 copies to a 30.4 GB/s median).
SAMPLER=
if command -v nvidia-smi > /dev/null; then
  nvidia-smi --query-gpu=timestamp,pstate,pcie.link.gen.current,pcie.link.width.current,clocks.sm,clocks.mem \
    --format=csv,noheader -lms 500 > "$R/gpu_samples.csv" 2> /dev/null &
  SAMPLER=$!
  trap 'kill "$SAMPLER" 2> /dev/null' EXIT
fi

if [ ! -f "$MODEL/model.safetensors" ]; then
  step init-model 110 "$CW" init-model --config "$MODEL_CONFIG" "$MODEL" > "$R/init_model.txt" 2>&1
fi

# 1 + 2: the table, after a fresh calibration (writes the cache the later steps read).
CROSSWARP_CACHE_DIR=$CACHE CROSSWARP_LOG=debug step table 100 \
  "$CW" bench-copy --backend "$BACKEND" --sizes "$SIZES" --no-pool ${TABLE_FLAGS:-} --json-out "$R/table.json" > "$R/table.txt" 2> "$R/table.log"
cp "$CACHE/transfer-calibration.json" "$R/calibration.json" 2>/dev/null

# 3: the checkpoint's upload as the loader does it.
if [ -f "$MODEL/model.safetensors" ]; then
  CROSSWARP_CACHE_DIR=$CACHE CROSSWARP_LOG=info step model 80 \
    "$CW" bench-copy --backend "$BACKEND" --no-table --model "$MODEL" --model-reps 3 --json-out "$R/model.json" \
    > "$R/model.txt" 2> "$R/model.log"
fi

# 2 + diagnostics.
CROSSWARP_CACHE_DIR=$CACHE CROSSWARP_LOG=info step diag 60 \
  "$CW" bench-copy --backend "$BACKEND" --no-table --diag --json-out "$R/diag.json" > "$R/diag.txt" 2> "$R/diag.log"

# 1: two more fresh calibrations.
for i in 1 2; do
  CROSSWARP_CACHE_DIR=/tmp/cw-s12-recal$i CROSSWARP_LOG=debug step recal$i 45 \
    "$CW" bench-copy --backend "$BACKEND" --no-cache --no-bert --no-pool --sizes "$RECAL_SIZES" \
    --json-out "$R/recal$i.json" > "$R/recal$i.txt" 2> "$R/recal$i.log"
done

# The sweep around the chosen cells.
CROSSWARP_CACHE_DIR=$CACHE step sweep 60 \
  "$CW" bench-copy --backend "$BACKEND" --no-table --sweep --sweep-sizes ${SWEEP_SIZES:-16M,256M} --sweep-threads 2,4,8,12,16 \
  --sweep-chunks 1M,2M,4M,16M --json-out "$R/sweep.json" > "$R/sweep.txt" 2>&1

# 3, end to end: ModelDispatcher::load_model (parse, calibration cached, weights up).
if [ -f "$MODEL/model.safetensors" ]; then
  CROSSWARP_CACHE_DIR=$CACHE step load 60 \
    "$CW" bench "$MODEL" --backend "$BACKEND" --dtype fp32 --batch 1 --seq 128 --warmup 1 --iters 3 --json \
    > "$R/bench_load.json" 2> "$R/bench_load.log"
fi

if [ -x "$DIST/bin/test_transfer" ]; then
  CROSSWARP_CACHE_DIR=/tmp/cw-s12-tests step test_transfer 50 \
    "$DIST/bin/test_transfer" --gtest_filter='*cuda*:Shapes/*:*FileUpload*:*WeightUpload*' > "$R/test_transfer.txt" 2>&1
  grep -E "^\[  (PASSED|FAILED) " "$R/test_transfer.txt" | head -20 | tee -a "$R/steps.txt"
fi

[ -n "$SAMPLER" ] && kill "$SAMPLER" 2> /dev/null
timeout 30 python3 - "$R" > "$R/summary.txt" 2>&1 <<'PY'
import json, os, sys
R = sys.argv[1]
def load(name):
    try:
        with open(os.path.join(R, name)) as f: return json.load(f)
    except Exception as e:
        return None
def f2(v, fmt="%.2f"): return "n/a" if v is None else fmt % v
def part(name, key):
    j = load(name)
    return j.get(key) if isinstance(j, dict) else None
table, model, diag = load("table.json"), part("model.json", "model_upload"), part("diag.json", "diag")
recals = [load("recal1.json"), load("recal2.json")]
bench = None
try:
    bench = json.loads(open(os.path.join(R, "bench_load.json")).read().strip().splitlines()[-1])
except Exception:
    pass

def row(r, size, d):
    if not r: return None
    for x in r.get("rows", []):
        if x["size"] == size and x["direction"] == d: return x
    return None

print("SUMMARY (transfer_s12.sh): engine vs baselines, same run; last session's figures in [ ]")
print("goal 1: pageable >= 0.80 of memcpy_async from pinned, sizes >= 16M")
cols = [("16M", "h2d"), ("16M", "d2h"), ("256M", "h2d"), ("256M", "d2h"), ("1G", "h2d"), ("1G", "d2h")]
print("  %-9s" % "run" + "".join("%11s" % (s + " " + d) for s, d in cols))
print("  %-9s" % "[last]" + "".join("%11s" % v for v in ["0.74", "0.47", "0.76", "0.71", "0.76", "0.74"]))
for name, r in [("table", table), ("recal1", recals[0]), ("recal2", recals[1])]:
    vals = []
    for s, d in cols:
        x = row(r, s, d)
        vals.append("n/a" if not x else f2(x.get("engine_vs_async_pinned")) + ("" if x["engine_path"] == "staged" else "(" + x["engine_path"][0] + ")"))
    print("  %-9s" % name + "".join("%11s" % v for v in vals))
print("goal 2: small copies, engine / memcpy_sync from pageable (>= 1.00), table rows  [4K h2d 0.85, 4K d2h 0.95]")
for s in ["4K", "64K", "1M"]:
    for d in ["h2d", "d2h"]:
        x = row(table, s, d)
        if x:
            print("  %-4s %s  %-7s engine %8.2f GB/s  sync-pageable %8.2f  ratio %s" % (s, d, x["engine_path"], x["engine_gbps"] or 0,
                  x["memcpy_sync_pageable_gbps"] or 0, f2(x["engine_vs_sync_pageable"])))
if diag and "small_calls" in diag:
    calls = {(c["call"], c["bytes"]): c["median_us"] for c in diag["small_calls"]}
    for b in [4096, 65536]:
        for d in ["h2d", "d2h"]:
            e = calls.get(("engine blocking copy, pageable " + d, b)); m = calls.get(("memcpy_sync pageable " + d, b))
            a = calls.get(("memcpy_async+stream_synchronize pinned " + d, b))
            print("  diag %3dK %s: engine %s us, memcpy_sync pageable %s us, memcpy_async+sync pinned %s us" % (b // 1024, d, f2(e), f2(m), f2(a)))
    for k in ["pointer_is_pinned (pageable pointer)", "event_record", "stream_synchronize (idle stream)"]:
        if (k, 0) in calls: print("  diag %s: %s us" % (k, f2(calls[(k, 0)])))
print("goal 3: BERT-large fp32 weights from the memory-mapped checkpoint >= 0.80 of the link  [0.75 from memory, synthetic]")
if model:
    print("  pinned link %s GB/s, %d tensors %.2f GB, page cache warm-up read %s GB/s" % (f2(model.get("pinned_link_gbps")),
          model.get("tensors", 0), model.get("tensor_bytes", 0) / 1e9, f2(model.get("page_cache_warmup_read_gbps"))))
    for k in ["loader", "mmap_per_tensor", "mmap_upload_many", "mmap_populate_upload_many"]:
        v = model.get(k, {})
        print("  %-27s %7s GB/s  %5s of link" % (k, f2(v.get("gbps")), f2(v.get("vs_link"))))
else:
    print("  no model.json (model step skipped or failed: see steps.txt, model.log)")
if table and table.get("bert_large_fp32_upload"):
    b = table["bert_large_fp32_upload"]
    print("  synthetic (bench-copy table): upload_many from memory %s GB/s = %s of link; page-locked %s" % (
        f2(b.get("engine_upload_many_gbps")), f2(b.get("engine_vs_link")),
        f2((b.get("registered") or {}).get("vs_link"))))
if bench:
    print("  crosswarp bench: load_ms %s (whole load: parse, engine, weights; %.2f GB / that = %s GB/s)" % (
        f2(bench.get("load_ms"), "%.0f"), 1.34, f2(1.34e3 / bench["load_ms"] if bench.get("load_ms") else None)))
print("goal 4: demotions and re-check verdicts")
for name, r in [("table", table), ("model", model), ("diag16M", (diag or {}).get("engine_16MiB_metrics") and {"metrics": diag["engine_16MiB_metrics"]}),
                ("recal1", recals[0]), ("recal2", recals[1])]:
    if not r: continue
    m = r.get("metrics", {})
    fb = m.get("fallbacks", [])
    notes = [n for n in m.get("notes", []) if not n.startswith("policy:")]
    print("  %-8s %d fallback(s)%s" % (name, len(fb), "".join("\n    fallback: " + f["from"] + " -> " + f["to"] + ": " + f["reason"] for f in fb)))
    for n in notes[:6]: print("    note: " + n)
print("policy chosen (h2d | d2h): large shape [threads/chunk/stores/streams], mid shape below mid_below")
def shape(p):
    if not p: return "n/a"
    big = "%dt %dK %s %ds" % (p["copy_threads"], p["chunk_bytes"] >> 10, "nt" if p["streaming_stores"] else "pl", p["streams"])
    m = p.get("mid") or {}
    mid = "%dt %dK %s %ds <%dM" % (m.get("copy_threads", 0), m.get("chunk_bytes", 0) >> 10, "nt" if m.get("streaming_stores") else "pl",
                                   m.get("streams", 0), p.get("mid_below", 0) >> 20) if p.get("mid_below") else "none"
    return "%s; mid %s; small<%s staged>=%s" % (big, mid, p.get("small_threshold"), p.get("staged_small_from"))
for name, r in [("table", table), ("recal1", recals[0]), ("recal2", recals[1])]:
    if r and "policy" in r:
        print("  %-7s cal %5.0f ms  h2d %s" % (name, r.get("calibration_ms", 0), shape(r["policy"]["h2d"])))
        print("  %-7s               d2h %s" % ("", shape(r["policy"]["d2h"])))
if diag and "engine_16MiB_copy_us" in diag:
    for d in ["h2d", "d2h"]:
        t = diag["engine_16MiB_copy_us"][d]
        g = [16 * 1048576 / x / 1e3 for x in t]
        print("  engine 16M %s, GB/s: first 8 %s | median of the rest %.1f" % (d, " ".join("%.0f" % v for v in g[:8]), sorted(g[8:])[len(g[8:]) // 2]))
if diag and "copier_rounds_1MiB" in diag:
    print("  copier 1 MiB rounds (median us) by gap 0/200us/2ms/20ms:")
    by = {}
    for rr in diag["copier_rounds_1MiB"]: by.setdefault(rr["threads"], []).append("%.0f" % rr["round"]["median_us"])
    for k, v in by.items(): print("    %2d threads: %s" % (k, " / ".join(v)))
try:
    gens = {}
    for line in open(os.path.join(R, "gpu_samples.csv")):
        f = [x.strip() for x in line.split(",")]
        if len(f) >= 4: gens[(f[1], f[2], f[3])] = gens.get((f[1], f[2], f[3]), 0) + 1
    print("  GPU samples (pstate, PCIe gen, width): " + ", ".join("%s gen%s x%s: %d" % (k[0], k[1], k[2], v) for k, v in sorted(gens.items())))
except Exception:
    pass
sw = part("sweep.json", "sweep")
if sw and "results" in sw:
    for res in sw["results"]:
        b = res.get("best")
        if b: print("  sweep %s %s best: %dt %dK %s = %.2f of pinned" % (res["direction"], res["size"], b["threads"], b["chunk_bytes"] >> 10,
                                                                       "nt" if b["streaming"] else "pl", b["vs_pinned"]))
PY
cat "$R/steps.txt"
tar -C "$ROOT_OUT" -czf "$ROOT_OUT/transfer.tar.gz" transfer 2>/dev/null
cat "$R/summary.txt"
