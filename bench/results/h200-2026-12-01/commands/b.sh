#!/usr/bin/env bash
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp
D=.devdist/bin; R=$OUT/b; mkdir -p $R
export CROSSWARP_CACHE_DIR=/tmp/cwcache
[ -f /tmp/bl/model.safetensors ] || $D/crosswarp init-model --config bert-large /tmp/bl --seed 0 > /dev/null
B() { $D/crosswarp bench /tmp/bl --backend cuda --strict --dtype bf16 "$@" --warmup 10 --iters 30 --json | tee -a $R/ours.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read()); print(j.get("batch"), j.get("seq"), j.get("packed", j.get("padding_fraction")), j["latency_ms"], round(j.get("throughput_seq_per_s",0),1), j.get("peak_device_bytes",0)>>20, "MiB", {k:v for k,v in j.get("counters",{}).items() if "graph" in k})'; }
T() { timeout 120 python3 bench/device/bert_torch.py bench --model /tmp/bl --dtype bf16 "$@" --iters 30 | tee -a $R/torch.jsonl | python3 -c 'import json,sys; j=json.loads(sys.stdin.read().strip().splitlines()[-1]); print(j["impl"], j["batch"], j["seq"], j["latency_ms"]["p50"], round(j["throughput_seq_per_s"],1), j["peak_device_bytes"]>>20, "MiB")'; }
echo "== ours"
B --batch 1 --seq 128
B --batch 1 --seq 128 --no-graphs
B --batch 8 --seq 384
B --batch 128 --seq 384
B --batch 128 --seq 384 --padding-fraction 0.5
B --batch 128 --seq 384 --padding-fraction 0.5 --packed-threshold -1
echo "== torch eager (with host copy of outputs as ours; and device-only)"
T --batch 1 --seq 128
T --batch 1 --seq 128 --device-only
T --batch 8 --seq 384
T --batch 128 --seq 384
T --batch 128 --seq 384 --device-only
T --batch 128 --seq 384 --padding 0.5
echo "== profile 128x384"
MODEL=/tmp/bl BUILD=.devdist OUT=$R NCU_TIMEOUT=200 timeout 260 bash bench/device/profile_h200.sh 128 384 bf16 2>&1 | head -40
