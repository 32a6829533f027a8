#!/usr/bin/env bash
# The simt comparison programs on a real NVIDIA GPU: compiles each tests/simt/programs/*.cu with
# nvcc for sm_90 (H200) and prints its output, to compare with `crosswarp emulate` under simt:
#
#   tests/device/simt_programs.sh                 # on the GPU machine, from the repository root
#   tests/device/simt_programs.sh --simt build    # the same listing from crosswarp emulate (32 and 64)
#
# Each program checks itself (exit 0/1) and prints "<name>: checksum=<N> ok". All data are integers
# (or small exact floats), so the checksums must match bit for bit across the H200 and both simt
# wavefront sizes.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
mode=gpu
build=""
if [ "${1:-}" = "--simt" ]; then mode=simt; build=${2:?usage: --simt BUILD_DIR}; fi
nvcc=${NVCC:-nvcc}
if [ "$mode" = gpu ] && ! command -v "$nvcc" >/dev/null; then
  [ -x /usr/local/cuda/bin/nvcc ] && nvcc=/usr/local/cuda/bin/nvcc || { echo "nvcc not found" >&2; exit 2; }
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for src in "$root"/tests/simt/programs/*.cu; do
  name=$(basename "$src" .cu)
  if [ "$mode" = gpu ]; then
    if ! "$nvcc" -arch=sm_90 -O2 -o "$tmp/$name" "$src" 2>"$tmp/$name.log"; then
      echo "$name: COMPILE FAILED"; cat "$tmp/$name.log"; status=1; continue
    fi
    out=$("$tmp/$name"); rc=$?
    echo "gpu    $out (exit $rc)"
  else
    for w in 32 64; do
      out=$("$build/bin/crosswarp" emulate "$src" --warp $w); rc=$?
      echo "simt$w $out (exit $rc)"
      [ $rc -eq 0 ] || status=1
    done
  fi
  [ "${rc:-1}" -eq 0 ] || status=1
done
exit $status
