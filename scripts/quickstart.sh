#!/usr/bin/env bash
# The README's first quickstart command: install what is needed, build, and run the main job —
# BERT inference on an example model that crosswarp generates (seeded random weights, Hugging Face
# layout), on the GPU when one is usable and on the CPU otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C build crosswarp_cli crosswarp-backend-simt $(ninja -C build -t targets all 2>/dev/null | grep -o '^crosswarp-backend-cuda' | head -1)
CW=build/bin/crosswarp
$CW doctor
MODEL=build/examples/bert-base
[ -f "$MODEL/model.safetensors" ] || $CW init-model --config bert-base "$MODEL" --seed 0
$CW run "$MODEL" --text "crosswarp runs BERT on CUDA, HIP or the CPU from one codebase." \
  --text "The quick brown fox jumps over the lazy dog."
