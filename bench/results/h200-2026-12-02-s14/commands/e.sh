#!/usr/bin/env bash
# Call e (session 14): softmax.vec_* with at most 8, 16 or 32 passes per warp (grids of several waves)
# against the final one-wave grid (plugF), alternated twice, seq 384 and 512.
set -u
tar -xJf .devpack/dist.tar.xz && tar -xJf .devpack/plugs.tar.xz -C .devpack
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH_ONLY=1
D=$PWD/.devdist/bin; R=$OUT/e; mkdir -p $R
for cfg in bf16:32 bf16:128 fp16:32; do dt=${cfg%%:*}; B=${cfg#*:}; for i in 1 2; do for which in F V8 V16 V32; do
  CROSSWARP_PLUGIN_PATH=$PWD/.devpack/plug$which timeout 60 $D/bench_kernels --backend cuda --dtype $dt --batch $B --seq 384,512 --only "bert-large attn softmax" --variant vec_w32 2>&1 | grep -E "vec_w32" | sed "s/^/$dt b$B $which $i: /"
done; done; done | tee $R/ab.txt
