#!/usr/bin/env bash
# Builds, on the build machine, the GPU checks of the port's emulations of CUDA's SIMD video intrinsics and DPX
# functions (src/port/simd.h), for the device machine to run:
#   OUT/simd_exhaustive   the emulations `crosswarp port` writes (ported from tests/simt/emulate_inputs/simd_video.cu)
#                         against CUDA's functions on 2^24 inputs each (tests/device/simd_exhaustive.cu)
#   OUT/simd_video_cuda   the CUDA original of the simt test program (--print: its hashes, which the program embeds)
# usage: tests/device/simd_check.sh BUILD OUT   (BUILD holds bin/crosswarp; nvcc from /usr/local/cuda, sm_90)
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 2 ] || { echo "usage: $0 BUILD OUT" >&2; exit 2; }
BUILD=$1 OUT=$2
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
mkdir -p "$OUT"
"$BUILD/bin/crosswarp" port tests/simt/emulate_inputs/simd_video.cu -o "$OUT/simd_video.hip" >/dev/null
python3 - "$OUT" <<'PY'
import re, sys
out = sys.argv[1]
text = open(out + '/simd_video.hip').read()
blocks = re.findall(r'#ifndef CROSSWARP_SIMD_\w+\n.*?#endif\n#endif\n', text, re.S)
open(out + '/simd_definitions.h', 'w').write(''.join(blocks))
calls = []
for cuda, ours in sorted((c, o) for o, c in re.findall(r'#define (crosswarpV\w+) (__v\w+)\n', text)):
    if '_' not in cuda[2:]:  # the SIMD intrinsics
        macro = 'ONE' if re.fullmatch(r'__v(abs|absss|neg|negss)[24]', cuda) else 'TWO'
    elif cuda.startswith(('__vibmax', '__vibmin')):
        macro = {'s32': 'PRED(%s, %s, int)', 'u32': 'PRED(%s, %s, unsigned)'}.get(cuda.split('_')[-1], 'PREDS(%s, %s)')
        calls.append(macro % (cuda, ours) + ';')
        continue
    elif re.match(r'__vi(max|min)_', cuda):
        macro = 'STWO' if '_s32' in cuda else 'TWO'
    else:
        macro = 'STHREE' if '_s32' in cuda else 'THREE'
    calls.append('%s(%s, %s);' % (macro, cuda, ours))
open(out + '/simd_exhaustive_calls.inc', 'w').write('\n'.join(calls) + '\n')
print('%d definitions, %d checks' % (len(blocks), len(calls)))
PY
"$NVCC" -std=c++17 -O2 -arch=sm_90 --extended-lambda -I"$OUT" -DSIMD_DEFINITIONS='"simd_definitions.h"' \
  -o "$OUT/simd_exhaustive" tests/device/simd_exhaustive.cu
"$NVCC" -std=c++17 -O2 -arch=sm_90 -o "$OUT/simd_video_cuda" tests/simt/emulate_inputs/simd_video.cu
echo "built $OUT/simd_exhaustive and $OUT/simd_video_cuda"
