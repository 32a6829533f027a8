#!/usr/bin/env bash
# Builds, on the build machine, the GPU checks of the port's C++ for inline PTX half-precision instructions
# (src/port/inline_ptx.h: ptx_packed_half), for the device machine to run:
#   OUT/ptx_half_exhaustive  every form as the port writes it (ported from tests/simt/emulate_inputs/ptx_half.cu)
#                            against the PTX instruction itself: two-operand forms on all 2^32 operand pairs of the
#                            low half, one-operand forms on every register value, cvt on every float, fma on 2^32
#                            triples (tests/device/ptx_half_exhaustive.cu)
#   OUT/ptx_half_cuda        the CUDA original of the simt test program (--print: its hashes, which the program embeds)
# usage: tests/device/ptx_half_check.sh BUILD OUT   (BUILD holds bin/crosswarp; nvcc from /usr/local/cuda, sm_90)
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 2 ] || { echo "usage: $0 BUILD OUT" >&2; exit 2; }
BUILD=$1 OUT=$2
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
mkdir -p "$OUT"
SRC=tests/simt/emulate_inputs/ptx_half.cu
"$BUILD/bin/crosswarp" port "$SRC" -o "$OUT/ptx_half.hip" >/dev/null
python3 - "$SRC" "$OUT" <<'PY'
import re, sys
src, out = sys.argv[1], sys.argv[2]
original, ported = open(src).read(), open(out + '/ptx_half.hip').read()
region = lambda text: re.search(r'// ---- forms begin\n(.*?)// ---- forms end\n', text, re.S).group(1)
blocks = re.findall(r'#ifndef CROSSWARP_PTX_\w+\n.*?\n#endif\n', ported, re.S)
if 'asm' in region(ported):
    sys.exit('the port left asm in the forms')
open(out + '/ptx_half_forms_original.inc', 'w').write(region(original))
open(out + '/ptx_half_forms_ported.inc', 'w').write(''.join(blocks) + region(ported))
# Each form's operands, by its asm statement: one, two or three half operands ('r': packed, 'h': one half) or floats.
forms = []
for name, body in re.findall(r'^__device__ unsigned long long (\w+)\(.*?\{\n(.*?)^\}', region(original), re.M | re.S):
    ins = re.findall(r'"([rhf])"\(', body)
    packed = '"=r"' in body or '"+r"' in body
    inputs = len(ins) + ('"+r"' in body)
    kind = 'kCvt' if 'f' in ins or 'cvt.' in body else ['', 'kUnary', 'kBinary', 'kTernary'][inputs]
    bf16 = 'true' if re.search(r'asm[^"]*"\w+[.\w]*\.bf16', body) else 'false'
    forms.append('X(%s, %s, %s, %s)' % (name, kind, 'true' if packed else 'false', bf16))
open(out + '/ptx_half_forms_list.inc', 'w').write('#define HALF_FORMS(X) ' + ' '.join(forms) + '\n')
print('%d definitions, %d forms' % (len(blocks), len(forms)))
PY
"$NVCC" -std=c++17 -O2 -arch=sm_90 -I"$OUT" -o "$OUT/ptx_half_exhaustive" tests/device/ptx_half_exhaustive.cu
"$NVCC" -std=c++17 -O2 -arch=sm_90 -o "$OUT/ptx_half_cuda" "$SRC"
echo "built $OUT/ptx_half_exhaustive and $OUT/ptx_half_cuda"
