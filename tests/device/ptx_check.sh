#!/usr/bin/env bash
# Builds, on the build machine, the GPU checks of the port's C++ for inline PTX integer and video instructions
# (src/port/inline_ptx.h: ptx_alu, ptx_video), for the device machine to run:
#   OUT/ptx_exhaustive         every form of tests/simt/emulate_inputs/ptx_alu.cu as the port writes it against the PTX
#                              instruction itself on 2^24 inputs each, lop3 with all 256 tables
#                              (tests/device/ptx_exhaustive.cu)
#   OUT/ptx_video_exhaustive   the same for tests/simt/emulate_inputs/ptx_video.cu
#   OUT/ptx_alu_cuda, OUT/ptx_video_cuda
#                              the CUDA originals of the simt test programs (--print: their hashes, which the programs
#                              embed)
# usage: tests/device/ptx_check.sh BUILD OUT   (BUILD holds bin/crosswarp; nvcc from /usr/local/cuda, sm_90)
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 2 ] || { echo "usage: $0 BUILD OUT" >&2; exit 2; }
BUILD=$1 OUT=$2
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
mkdir -p "$OUT"
for name in ptx_alu ptx_video ptx_block ptx_shfl; do
  SRC=tests/simt/emulate_inputs/$name.cu
  INC=$OUT/$name.inc
  mkdir -p "$INC"
  "$BUILD/bin/crosswarp" port "$SRC" -o "$INC/ported.hip" >/dev/null
  python3 - "$SRC" "$INC" <<'PY'
import re, sys
src, out = sys.argv[1], sys.argv[2]
original, ported = open(src).read(), open(out + '/ported.hip').read()
region = lambda text: re.search(r'// ---- forms begin\n(.*?)// ---- forms end\n', text, re.S).group(1)
if 'asm' in region(ported):
    sys.exit('the port left asm in the forms')
open(out + '/ptx_forms_original.inc', 'w').write(region(original))
open(out + '/ptx_forms_ported.inc', 'w').write(region(ported))  # the port puts its definitions in the region
names = re.findall(r'^__device__ unsigned long long (\w+)\(', region(original), re.M)
lop3 = 'lop3' in names  # a template: all 256 tables
names = [n for n in names if n != 'lop3']
open(out + '/ptx_forms_list.inc', 'w').write(('#define PTX_LOP3 1\n' if lop3 else '') +
                                             '#define PTX_FORMS(X) ' + ' '.join('X(%s)' % n for n in names) + '\n')
print('%s: %d forms%s' % (src, len(names), ' and lop3' if lop3 else ''))
PY
  exe=${name/ptx_alu/ptx}_exhaustive
  "$NVCC" -std=c++17 -O2 -arch=sm_90 -I"$INC" -o "$OUT/$exe" tests/device/ptx_exhaustive.cu
  "$NVCC" -std=c++17 -O2 -arch=sm_90 -o "$OUT/${name}_cuda" "$SRC"
done
echo "built $OUT: ptx_exhaustive, ptx_video_exhaustive, ptx_block_exhaustive, ptx_shfl_exhaustive and the CUDA originals"
