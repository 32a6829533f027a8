#!/usr/bin/env bash
# Builds, on the build machine, the GPU checks of the port's C++ for inline PTX integer instructions
# (src/port/inline_ptx.h: ptx_alu), for the device machine to run:
#   OUT/ptx_exhaustive   every form as the port writes it (ported from tests/simt/emulate_inputs/ptx_alu.cu) against
#                        the PTX instruction itself on 2^24 inputs each, lop3 with all 256 tables
#                        (tests/device/ptx_exhaustive.cu)
#   OUT/ptx_alu_cuda     the CUDA original of the simt test program (--print: its hashes, which the program embeds)
# usage: tests/device/ptx_check.sh BUILD OUT   (BUILD holds bin/crosswarp; nvcc from /usr/local/cuda, sm_90)
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 2 ] || { echo "usage: $0 BUILD OUT" >&2; exit 2; }
BUILD=$1 OUT=$2
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
mkdir -p "$OUT"
SRC=tests/simt/emulate_inputs/ptx_alu.cu
"$BUILD/bin/crosswarp" port "$SRC" -o "$OUT/ptx_alu.hip" >/dev/null
python3 - "$SRC" "$OUT" <<'PY'
import re, sys
src, out = sys.argv[1], sys.argv[2]
original, ported = open(src).read(), open(out + '/ptx_alu.hip').read()
region = lambda text: re.search(r'// ---- forms begin\n(.*?)// ---- forms end\n', text, re.S).group(1)
blocks = re.findall(r'#ifndef CROSSWARP_PTX_\w+\n.*?\n#endif\n', ported, re.S)
if 'asm' in region(ported):
    sys.exit('the port left asm in the forms')
open(out + '/ptx_forms_original.inc', 'w').write(region(original))
open(out + '/ptx_forms_ported.inc', 'w').write(''.join(blocks) + region(ported))
names = [n for n in re.findall(r'^__device__ unsigned long long (\w+)\(', region(original), re.M) if n != 'lop3']  # lop3: a template
open(out + '/ptx_forms_list.inc', 'w').write('#define PTX_FORMS(X) ' + ' '.join('X(%s)' % n for n in names) + '\n')
print('%d definitions, %d forms and lop3' % (len(blocks), len(names)))
PY
"$NVCC" -std=c++17 -O2 -arch=sm_90 -I"$OUT" -o "$OUT/ptx_exhaustive" tests/device/ptx_exhaustive.cu
"$NVCC" -std=c++17 -O2 -arch=sm_90 -o "$OUT/ptx_alu_cuda" "$SRC"
echo "built $OUT/ptx_exhaustive and $OUT/ptx_alu_cuda"
