#!/usr/bin/env bash
# Call d (session 14): softmax.vec_* with at most 8 passes per warp (a grid of several waves, the
# block scheduler balancing the tail) against the final one-wave grid (plugF), alternated twice.
set -u
tar -xJf .devpack/dist.tar.xz && tar -xJf .devpack/plugs.tar.xz -C .devpack
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH_ONLY=1
D=$PWD/.devdist/bin; R=$OUT/d; mkdir -p $R
for cfg in bf16:32 bf16:128 fp16:32 bf16:8; do dt=${cfg%%:*}; B=${cfg#*:}; for i in 1 2; do for which in F V; do
  CROSSWARP_PLUGIN_PATH=$PWD/.devpack/plug$which timeout 60 $D/bench_kernels --backend cuda --dtype $dt --batch $B --seq 128,384,512 --only "bert-large attn softmax" --variant vec_w32 2>&1 | grep -E "vec_w32" | sed "s/^/$dt b$B $which $i: /"
done; done; done | tee $R/ab.txt
