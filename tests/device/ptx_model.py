#!/usr/bin/env python3
"""A model of the PTX ISA's text for the forms of tests/simt/emulate_inputs/ptx_video.cu, ptx_shfl.cu and
ptx_block.cu: what each form gives on the programs' 4096 inputs, hashed as the programs hash them (64-bit FNV-1a).
Written from the PTX ISA's pseudo-code, independently of the C++ the port writes (src/port/ptx_video.cpp,
ptx_block.cpp, ptx_alu.cpp's shfl), and the source of the hashes those programs embed: ported, they must give them on
crosswarp-simt (tests/simt/test_simt_emulate.cpp); as CUDA on an NVIDIA GPU, the instructions themselves must
(tests/device/ptx_check.sh builds the originals; `NAME_cuda` prints "ptx ... ok"). Where an H100 departs from the
ISA's text (scalar video instructions: see scalar_video), the model follows the H100.

usage: tests/device/ptx_model.py check FILE.cu...   each program's embedded hashes against the model (exit 1 if any
                                                    differs)
       tests/device/ptx_model.py print FILE.cu      the model's hashes in the programs' --print format
"""
import re, struct, sys
M32, M64 = (1 << 32) - 1, (1 << 64) - 1
N = 4096

def mix(t, k):
    x = (t * 0x9e3779b9 + k * 0x85ebca6b + 0x165667b1) & M32
    x ^= x >> 16; x = (x * 0x85ebca6b) & M32
    x ^= x >> 13; x = (x * 0xc2b2ae35) & M32
    x ^= x >> 16
    return x

EDGES = [0, 1, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff, 0x7f7f7f7f, 0x80808080, 0x80000000, 0x7fffffff,
         0xffffffff, 0xfffffffe, 0x01ff7f80, 0x8000ffff]

def low(t, k):
    x = mix(t, k)
    if t < 256:
        x = EDGES[(t & 15) if k == 0 else ((t >> 4) & 15) if k == 1 else ((t * 7 + 3 + k) & 15)]
    elif t < 2048:
        x &= 0x81ff7f01 if (t & 1) else 0x0f0f0f0f
    return x

def wide(t, k):  # ptx_block.cu / ptx_shfl.cu: 64-bit operands
    return (mix(t, k + 4) << 32) | low(t, k)

def fnv(values, both):
    h = 14695981039346656037
    for v in values:
        h = ((h ^ (v & M32)) * 1099511628211) & M64
        if both: h = ((h ^ (v >> 32)) * 1099511628211) & M64
    return h

def sx(v, bits):
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v

def part(v, sel, signed):
    if sel is None: return sx(v, 32) if signed else v & M32
    kind, i = sel[0], int(sel[1])
    bits = 8 if kind == 'b' else 16
    f = (v >> (bits * i)) & ((1 << bits) - 1)
    return sx(f, bits) if signed else f

# ---- video
def clamp(v, lo, hi): return lo if v < lo else hi if v > hi else v

def scalar_video(label, a, b, c):
    """The ISA's pseudo-code, except where an H100 departs from it (session 36: the mismatch counts of
    ptx_exhaustive.cu over 2^24 inputs on all 318 forms of ptx_video.cu, bench/results/build-2026-12-07-s36):
    - .sat on a byte or halfword destination clamps a negative result to the destination's largest value
      (127/255, 32767/65535), not its smallest;
    - .sat on a u32 word clamps a negative result to 0 but wraps one over 2^32 - 1;
    - a halfword merge puts the result's own bits of that halfword into c (d.h1: its high half), where a byte
      merge moves its low byte into place as the ISA says;
    - .min/.max after vadd/vsub compare the result's low 32 bits, sign-extended to 33 bits (read as unsigned for
      a u32 destination), with c; after vmin/vmax/vabsdiff with a u32 destination, the result as 33 bits read as
      unsigned (a negative one is large);
    - vset's .min/.max/.add read c as signed when a is s32."""
    opc, ops = label.split(' ', 1)
    p = opc.split('.')
    op = p[0]
    operands = [o.strip() for o in ops.split(',')]
    sels = [o.split('.')[1] if '.' in o else None for o in operands]
    if op == 'vset':
        at, bt, cmp = p[1], p[2], p[3]; dt = 'u32'; rest = p[4:]; sat = False
    else:
        dt, at, bt = p[1], p[2], p[3]; rest = p[4:]
        sat = 'sat' in rest
    op2 = next((r for r in rest if r in ('add', 'min', 'max')), None)
    x, y = part(a, sels[1], at == 's32'), part(b, sels[2], bt == 's32')
    if op == 'vadd': t = x + y
    elif op == 'vsub': t = x - y
    elif op == 'vabsdiff': t = abs(x - y)
    elif op == 'vmin': t = min(x, y)
    elif op == 'vmax': t = max(x, y)
    else:
        t = int({'eq': x == y, 'ne': x != y, 'lt': x < y, 'le': x <= y, 'gt': x > y, 'ge': x >= y}[cmp])
    s = dt == 's32'
    d = sels[0]
    if sat:
        if d is not None:
            bits = 8 if d[0] == 'b' else 16
            top = (1 << (bits - 1)) - 1 if s else (1 << bits) - 1
            t = top if t < 0 else min(t, top)
        elif s:
            t = clamp(t, -(1 << 31), (1 << 31) - 1)
        else:
            t = 0 if t < 0 else t & M32
    if op2:
        z = part(c, None, (at if op == 'vset' else dt) == 's32')
        if op2 != 'add' and op in ('vadd', 'vsub'):
            t = sx(t, 32) if s else sx(t, 32) & ((1 << 33) - 1)
        elif op2 != 'add' and op != 'vset' and not s:
            t &= (1 << 33) - 1
        t = t + z if op2 == 'add' else min(t, z) if op2 == 'min' else max(t, z)
    if d is not None:
        bits = 8 if d[0] == 'b' else 16
        sh = bits * int(d[1]); m = ((1 << bits) - 1) << sh
        v = t & m if d[0] == 'h' else t << sh
        return (v & m) | (c & ~m & M32)
    return t & M32

def simd_video(label, a, b):
    opc = label.split(' ')[0]
    p = opc.split('.')
    op, n = p[0][:-1], int(p[0][-1])
    bits = 32 // n
    if op == 'vset':
        signed = p[1] == 's32'; cmp = p[3]; sat = False
    else:
        signed = p[1] == 's32'; sat = 'sat' in p[4:]
    r = 0
    for i in range(n):
        x = (a >> (bits * i)) & ((1 << bits) - 1); y = (b >> (bits * i)) & ((1 << bits) - 1)
        if signed: x, y = sx(x, bits), sx(y, bits)
        if op == 'vadd': v = x + y
        elif op == 'vsub': v = x - y
        elif op == 'vavrg': v = (x + y + (1 if x + y >= 0 else 0)) >> 1
        elif op == 'vabsdiff': v = abs(x - y)
        elif op == 'vmin': v = min(x, y)
        elif op == 'vmax': v = max(x, y)
        else: v = int({'eq': x == y, 'ne': x != y, 'lt': x < y, 'le': x <= y, 'gt': x > y, 'ge': x >= y}[cmp])
        if sat:
            v = clamp(v, -(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else clamp(v, 0, (1 << bits) - 1)
        r |= (v & ((1 << bits) - 1)) << (bits * i)
    return r

def video_hash(label):
    simd = re.match(r'v[a-z]+[24]\.', label) is not None
    vals = []
    for t in range(N):
        a, b, c = low(t, 0), low(t, 1), low(t, 2)
        vals.append(simd_video(label, a, b) if simd else scalar_video(label, a, b, c))
    return fnv(vals, False)

# ---- shuffles: PTX's shfl on 32-lane warps (thread t: warp t // 32, lane t % 32)
def shfl_src(mode, lane, b, c):
    bval, cval, seg = b & 31, c & 31, (c >> 8) & 31
    max_lane = (lane & seg) | (cval & ~seg & 31); min_lane = lane & seg
    if mode == 'up': j = lane - bval; ok = j >= max_lane
    elif mode == 'down': j = lane + bval; ok = j <= max_lane
    elif mode == 'bfly': j = lane ^ bval; ok = j <= max_lane
    else: j = min_lane | (bval & ~seg & 31); ok = j <= max_lane
    return j if ok else lane

SHFL = {  # form: (mode, a(t), b(t), c(t))
    'idx32': ('idx', lambda t: wide(t, 1) & M32, lambda t: 0x1f),
    'idx8': ('idx', lambda t: wide(t, 1) & 7, lambda t: 0x181f),
    'up32': ('up', lambda t: wide(t, 1) & 31, lambda t: 0),
    'up16': ('up', lambda t: wide(t, 1) & 15, lambda t: 0x1000),
    'down32': ('down', lambda t: wide(t, 1) & M32, lambda t: 0x1f),
    'down4': ('down', lambda t: wide(t, 1) & 3, lambda t: 0x1c1f),
    'bfly32': ('bfly', lambda t: wide(t, 1) & M32, lambda t: 0x1f),
    'bfly_f32': ('bfly', lambda t: (1 << (wide(t, 1) & 3)) & M32, lambda t: 0x1f),
    'idx_any': ('idx', lambda t: wide(t, 1) & M32, lambda t: wide(t, 2) & 0x1f1f),
    'down_any': ('down', lambda t: wide(t, 1) & M32, lambda t: wide(t, 2) & 0x1f1f),
    'up_any': ('up', lambda t: wide(t, 1) & M32, lambda t: wide(t, 2) & 0x1f1f),
    'bfly_any': ('bfly', lambda t: wide(t, 1) & M32, lambda t: wide(t, 2) & 0x1f1f),
}

def shfl_hash(name):
    mode, bf, cf = SHFL[name]
    vals = []
    for t in range(N):
        lane = t % 32
        j = shfl_src(mode, lane, bf(t), cf(t))
        vals.append(wide(t - lane + j, 0) & M32)
    return fnv(vals, True)

# ---- blocks
def bswap32(x): return int.from_bytes((x & M32).to_bytes(4, 'little'), 'big')
def shf_l_wrap(a, b, c): n = c & 31; return ((((b << 32) | a) << n) >> 32) & M32
def shf_l_clamp(a, b, c): n = min(c, 32); return ((((b << 32) | a) << n) >> 32) & M32
def f32(bits): return struct.unpack('<f', struct.pack('<I', bits & M32))[0]
def s32(v): return sx(v, 32)
def hi_u(a, b): return ((a & M32) * (b & M32)) >> 32
def hi_s(a, b): return ((s32(a) * s32(b)) >> 32) & M32
K = 0x9e3779b97f4a7c15

def block(name, A, B, C, D):
    a, b, c = A & M32, B & M32, C & M32
    if name == 'swab64': return (bswap32(A) << 32) | bswap32(A >> 32)
    if name == 'xor3': return A ^ B ^ C
    if name == 'rotl64':
        off = B & 63; lhs = (A << off) & M64; roff = (64 - off) & M32
        return (lhs + (0 if roff > 63 else A >> roff)) & M64
    if name == 'rotr64':
        off = b; lhs = 0 if off > 63 else A >> off; roff = (64 - off) & M32
        return ((0 if roff > 63 else (A << roff) & M64) + lhs) & M64
    if name == 'shl2':
        n = C & 63; y = shf_l_clamp(a, b, n); x = 0 if n > 31 else (a << n) & M32
        return (y << 32) | x
    if name == 'inout': return ((a + b) & M32) ^ c
    if name == 'alias': return (a + b + a) & M32
    if name == 'lop3_shf': t = a ^ b ^ c; return shf_l_wrap(t, t, 7)
    if name == 'immediate':
        d = (a >> 4) & 0xff; m = 0xf << 24
        return (a & ~m & M32) | ((d << 24) & m)
    if name == 'halves': return ((a & 0xffff) << 16) | (a >> 16)
    if name == 'video':
        t = simd_video('vadd4.u32.u32.u32.sat', a, b)
        m = max((t >> 16) & 0xff, c & 0xff)
        return (a & ~0xff00 & M32) | (m << 8)
    if name == 'moves': return (((a + 5) & M32) * a) & M32
    if name == 'wide':
        h = (hi_u(a, b) + a) & M32
        return (h * b + C) & M64
    if name == 'rotl64_pred':
        n = B & 63; tl, th = A & M32, A >> 32
        vl, vh = shf_l_wrap(tl, th, n), shf_l_wrap(th, tl, n)
        return (vl << 32) | vh if n < 32 else (vh << 32) | vl
    if name == 'mul_uint2':
        ax, ay, bx, by = a, A >> 32, b, B >> 32
        x = (ax * bx) & M32; y = hi_u(ax, bx)
        s = ((ay * bx) & M32) + y; cf = s >> 32; y = s & M32
        y = (((ay * by) & M32) + y + cf) & M32
        return (y << 32) | x
    if name == 'add96':
        s = a + b; x, cf = s & M32, s >> 32
        s = (A >> 32) + (B >> 32) + cf; y, cf = s & M32, s >> 32
        return ((y << 32) | x) ^ (cf << 63)
    if name == 'sub96':
        s = a - b; x, bf = s & M32, 1 if s < 0 else 0
        s = (A >> 32) - (B >> 32) - bf; y, bf = s & M32, 1 if s < 0 else 0
        z = (0 - bf) & M32
        return ((y << 32) | x) ^ ((z << 40) & M64)
    if name == 'add128':
        s = A + B; x, cf = s & M64, s >> 64
        s = C + D + cf; y, cf = s & M64, s >> 64
        return x ^ ((y * K) & M64) ^ cf
    if name == 'sub128':
        s = A - B; x, bf = s & M64, 1 if s < 0 else 0
        s = C - D - bf; y, bf = s & M64, 1 if s < 0 else 0
        return x ^ ((y * K) & M64) ^ ((0 - bf) & M32)
    if name == 'madhi':
        s = hi_u(a, b) + c; x, cf = s & M32, s >> 32
        s = hi_u(b, c) + a + cf; y, cf = s & M32, s >> 32
        x = (((x * b) & M32) + y + cf) & M32
        return (y << 32) | x
    if name == 'madhi_s':
        s = hi_s(a, b) + c; x, cf = s & M32, s >> 32
        return (hi_s(b, c) + x + cf) & M32
    if name == 'selp_min': return a if s32(a) < s32(b) else b
    if name == 'selp_u64': return A if A >= B else B
    if name == 'setp_f32':
        x = f32(a); y = f32(a if (A & 0xff) == 3 else b)
        d = 1 if (x < y or x > y) else 0
        return d + 2 if x >= y else d
    raise KeyError(name)

def block_hash(name):
    return fnv([block(name, wide(t, 0), wide(t, 1), wide(t, 2), wide(t, 3)) for t in range(N)], True)


def hashes(path):
    """(label, model hash, embedded hash) for each form of the program at path."""
    text = open(path).read()
    names = re.findall(r'forms::(\w+)\(A', text)
    labels = re.findall(r'^    "(.*)",$', text.split('kNames')[1].split('};')[0], re.M)
    embedded = [int(h, 16) for h in re.findall(r'^    (0x[0-9a-f]{16})ull,', text.split('kExpected')[1], re.M)]
    kind = 'video' if path.endswith('ptx_video.cu') else 'shfl' if path.endswith('ptx_shfl.cu') else 'block'
    for name, label, want in zip(names, labels, embedded):
        got = video_hash(label) if kind == 'video' else shfl_hash(name) if kind == 'shfl' else block_hash(name)
        yield label, got, want


def main(argv):
    if len(argv) < 3 or argv[1] not in ('check', 'print'):
        print(__doc__.strip().split('usage: ')[1], file=sys.stderr)
        return 2
    bad = forms = 0
    for path in argv[2:]:
        for label, got, want in hashes(path):
            forms += 1
            if argv[1] == 'print':
                print('0x%016x  %s' % (got, label))
            elif got != want:
                bad += 1
                print('%s: %s: the model gives 0x%016x, the program embeds 0x%016x' % (path, label, got, want))
    if argv[1] == 'check':
        print('ptx model: %d of %d forms differ' % (bad, forms))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
