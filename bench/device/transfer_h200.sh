#!/usr/bin/env bash
# The transfer engine on the H200 (issue 6). Run from the repository root; results go to $OUT
# (default out/transfer):
#   1. test_transfer on cuda (every copy path, sizes 0..chunk boundaries..larger than the ring, both
#      directions, stream-ordered, pinned direct, upload_many/download_many), plus cpu/simt/fake;
#   2. crosswarp bench-copy --sweep: the staged pipeline at threads 1..16 x chunks 1/4/16M x streaming
#      stores on/off, 16M/256M/1G both ways, next to memcpy_async from pinned memory, and the CPU
#      side alone (bench_copy_sweep.txt/.json): the best configuration and whether 0.8 is reachable;
#      then bench-copy with a fresh calibration (its probe time is printed), as a table and as
#      JSON: engine (pageable source) vs cudaMemcpy / cudaMemcpyAsync on pageable and on pinned
#      memory, 4K..1G, both directions; BERT-large fp32 weights (1.34 GB) through upload_many vs the
#      pinned link rate;
#   3. the same again reading the calibration cache, with a pipelined inference loop traced
#      (trace.json: open in ui.perfetto.dev or chrome://tracing).
# Issue 6's goals, read off the output: engine >= 0.80 x async-pin for sizes >= 16M both ways
# (column vs-pin); small sizes no slower than sync-page; BERT engine/link >= 0.80.
# Build first (on the build machine; the tree is carried over):
#   cmake -S . -B build-transfer-cuda -G Ninja -DCROSSWARP_CUDA=ON -DCROSSWARP_SIMT=ON -DCROSSWARP_BENCH=OFF && \
#     ninja -C build-transfer-cuda crosswarp_cli crosswarp-backend-cuda crosswarp-backend-simt test_transfer
#   BUILD=build-transfer-cuda bench/device/transfer_h200.sh
set -u
BUILD=${BUILD:-build-transfer-cuda}
OUT=${OUT:-out/transfer}
WORK=${WORK:-/tmp/crosswarp-transfer}
mkdir -p "$OUT" "$WORK"
rm -rf "$WORK/cache"
export LD_LIBRARY_PATH="$PWD/$BUILD/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export CROSSWARP_PLUGIN_PATH="$PWD/$BUILD/lib/crosswarp"
export CROSSWARP_CACHE_DIR="$WORK/cache"
export CROSSWARP_LOG=info
CW="$BUILD/bin/crosswarp"
status=0

nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv | tee "$OUT/gpu.txt"
"$CW" doctor | tee "$OUT/doctor.txt" | grep -E "cuda|device"

echo "== test_transfer (cuda, cpu, simt, fake link)"
"$BUILD/bin/test_transfer" 2>&1 | tee "$OUT/test_transfer.txt" | grep -E "FAILED|Failure|PASSED|SKIPPED \]" | head -40
[ "${PIPESTATUS[0]}" -eq 0 ] || status=1

echo "== bench-copy, fresh calibration, with the pipeline sweep (threads x chunk x streaming stores)"
"$CW" bench-copy --backend cuda --no-cache --sweep --json-out "$OUT/bench_copy_sweep.json" 2>&1 | tee "$OUT/bench_copy_sweep.txt" || status=1

echo "== bench-copy, fresh calibration"
"$CW" bench-copy --backend cuda 2>&1 | tee "$OUT/bench_copy.txt" || status=1
cp "$WORK/cache/transfer-calibration.json" "$OUT/" 2>/dev/null

echo "== bench-copy, cached calibration, JSON + pipelined loop trace"
"$CW" bench-copy --backend cuda --json --trace "$OUT/trace.json" --trace-steps 8 > "$OUT/bench_copy.json" 2> "$OUT/bench_copy_json.stderr" || status=1
python3 - "$OUT/bench_copy.json" <<'PY' || status=1
import json, sys
r = json.load(open(sys.argv[1]))
print("calibration ms (cached run):", round(r["calibration_ms"], 1))
for row in r["rows"]:
    print(f'{row["size"]:>5} {row["direction"]} {row["engine_path"]:7} engine {row["engine_gbps"]:7.2f} GB/s'
          f'  vs async-pinned {row["engine_vs_async_pinned"] or 0:5.2f}  vs sync-pageable {row["engine_vs_sync_pageable"]:5.2f}')
b = r.get("bert_large_fp32_upload", {})
print("BERT-large upload:", b.get("engine_upload_many_gbps"), "GB/s; link", b.get("pinned_link_gbps"), "; ratio", b.get("engine_vs_link"))
t = r.get("pipeline_trace", {})
print("pipelined loop: serial", t.get("serial_ms"), "ms, overlapped", t.get("overlapped_ms"), "ms, speedup", t.get("speedup"))
print("fallbacks:", r["metrics"]["fallbacks"])
PY
exit $status
