#!/usr/bin/env bash
# Call g (session 17): the differential harness with uploads on the op stream (fcc338b), final
# plugin: the full cuda differential 8 times with fresh seeds (call f: the old harness failed
# softmax.vec_w32.f32 in 6 of 25 runs).
set -u
tar -xJf .devpack/dist.tar.xz
export LD_LIBRARY_PATH=$PWD/.devdist/lib:$PWD/.devdist/lib/deps CROSSWARP_PLUGIN_PATH_ONLY=1 CROSSWARP_PLUGIN_PATH=$PWD/.devdist/lib/crosswarp
D=$PWD/.devdist/bin; R=$OUT/g; mkdir -p $R
for i in $(seq 8); do CROSSWARP_TEST_BACKEND=cuda timeout 60 $D/kernels_differential 2>&1 | grep -E "SEED|PASSED  \]|FAILED  \]|mismatches" | tr '\n' ' ' | sed "s|^|run $i: |"; echo; done | tee $R/diff_runs.txt
