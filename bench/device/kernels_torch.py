#!/usr/bin/env python3
"""The kernel benchmark's PyTorch side: the same ops and shapes as bench_kernels (bench/kernels/),
timed with CUDA events, with the same byte and FLOP counts, so one run compares them.

    python3 bench/device/kernels_torch.py [--dtype bf16] [--batch 32] [--seq 128,384] [--iters 50]
                                          [--json torch.json]

What PyTorch runs for each row (eager, as a user would write it):
  embeddings+LN      F.embedding x3, adds, F.layer_norm
  *-proj, ffn-*      F.linear (cuBLASLt; addmm with bias; ffn-up+gelu adds F.gelu)
  attn QK^T / PV     torch.matmul on the packed-QKV head views
  attn softmax+mask  torch.softmax(scores + additive mask)
  attention fused    F.scaled_dot_product_attention with the key-padding mask (and without)
  LN(x+res+bias)     F.layer_norm(x + res + bias)
  bias+gelu(erf)     F.gelu(x + bias)
"""
import argparse
import json
import math
import os
import sys

import torch
import torch.nn.functional as F

MODELS = [("bert-base", 768, 12, 3072, 30522), ("bert-large", 1024, 16, 4096, 30522)]


def time_ms(fn, iters):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(iters):
        fn()
    stop.record()
    stop.synchronize()
    return start.elapsed_time(stop) / iters


def copy_ceiling_gbs(iters):
    n = 1 << 30
    src = torch.empty(n, dtype=torch.uint8, device="cuda")
    dst = torch.empty_like(src)
    ms = time_ms(lambda: dst.copy_(src), max(3, iters // 5))
    return 2.0 * n / (ms * 1e6)


def cases(model, B, S, dt):
    name, H, heads, ffn, vocab = model
    T, dh = B * S, H // heads
    es = torch.tensor([], dtype=dt).element_size()
    dev = "cuda"
    r = lambda *shape: torch.empty(*shape, dtype=dt, device=dev).uniform_(-1, 1)
    p = name + " "
    ids = torch.randint(0, vocab, (B, S), device=dev)
    types = torch.randint(0, 2, (B, S), device=dev)
    mask = (torch.rand(B, S, device=dev) > 0.125)
    mask[:, 0] = True
    word, pos, typ, g, b = r(vocab, H), r(512, H), r(2, H), r(H), r(H)
    positions = torch.arange(S, device=dev)
    out = []
    out.append((p + "embeddings+LN", "torch eager",
                lambda: F.layer_norm(F.embedding(ids, word) + F.embedding(positions, pos) + F.embedding(types, typ),
                                     (H,), g, b, 1e-12),
                es * 4.0 * T * H + 16.0 * T, 0.0))

    def linear(label, n_in, n_out, gelu):
        x, w, bias = r(T, n_in), r(n_out, n_in), r(n_out)
        fn = (lambda: F.gelu(F.linear(x, w, bias))) if gelu else (lambda: F.linear(x, w, bias))
        return (p + label, "F.linear" + ("+gelu" if gelu else ""), fn, es * (T * n_in + n_out * n_in + T * n_out),
                2.0 * T * n_in * n_out)

    out.append(linear("qkv-proj", H, 3 * H, False))
    qkv = r(B, S, 3, heads, dh)
    q, k, v = (qkv[:, :, i].transpose(1, 2) for i in range(3))  # [B, heads, S, dh] strided views
    scale = 1.0 / math.sqrt(dh)
    out.append((p + "attn QK^T (gemm)", "torch.matmul", lambda: torch.matmul(q, k.transpose(-1, -2)) * scale,
                es * (2.0 * T * H + B * heads * S * S), 2.0 * B * heads * S * S * dh))
    scores = r(B, heads, S, S)
    add_mask = torch.zeros(B, 1, 1, S, dtype=dt, device=dev).masked_fill(~mask[:, None, None, :], torch.finfo(dt).min)
    out.append((p + "attn softmax+mask", "torch.softmax", lambda: torch.softmax(scores + add_mask, dim=-1),
                es * 2.0 * B * heads * S * S, 0.0))
    probs = torch.softmax(scores, dim=-1)
    out.append((p + "attn PV (gemm)", "torch.matmul", lambda: torch.matmul(probs, v),
                es * (B * heads * S * S + 2.0 * T * H), 2.0 * B * heads * S * S * dh))
    bool_mask = mask[:, None, None, :]
    out.append((p + "attention fused", "sdpa(mask)",
                lambda: F.scaled_dot_product_attention(q, k, v, attn_mask=bool_mask, scale=scale),
                es * 4.0 * T * H, 4.0 * B * heads * S * S * dh))
    out.append((p + "attention fused", "sdpa(no mask)", lambda: F.scaled_dot_product_attention(q, k, v, scale=scale),
                es * 4.0 * T * H, 4.0 * B * heads * S * S * dh))
    out.append(linear("attn-out proj", H, H, False))
    x, res, bias = r(T, H), r(T, H), r(H)
    out.append((p + "LN(x+res+bias)", "F.layer_norm(x+res+b)", lambda: F.layer_norm(x + res + bias, (H,), g, b, 1e-12),
                es * 3.0 * T * H, 0.0))
    out.append((p + "LN(x+res+bias)", "F.layer_norm(x) only", lambda: F.layer_norm(x, (H,), g, b, 1e-12),
                es * 2.0 * T * H, 0.0))
    out.append(linear("ffn-up+gelu", H, ffn, True))
    out.append(linear("ffn-up (no epilogue)", H, ffn, False))
    y, fb = r(T, ffn), r(ffn)
    out.append((p + "bias+gelu(erf)", "F.gelu(x+b)", lambda: F.gelu(y + fb), es * 2.0 * T * ffn, 0.0))
    out.append(linear("ffn-down", ffn, H, False))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dtype", default="bf16", choices=["f32", "f16", "bf16"])
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--seq", default="128,384")
    ap.add_argument("--iters", type=int, default=50)
    ap.add_argument("--peak-tflops", type=float, default=765.0)
    ap.add_argument("--json")
    a = ap.parse_args()
    if not torch.cuda.is_available():
        print("kernels_torch: no CUDA device", file=sys.stderr)
        return 2
    dt = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}[a.dtype]
    torch.backends.cuda.matmul.allow_tf32 = False  # our f32 GEMM is strict fp32 too
    copy = copy_ceiling_gbs(a.iters)
    print(f"torch {torch.__version__}, device {torch.cuda.get_device_name()}, dtype {a.dtype}, batch {a.batch}")
    print(f"ceiling: device copy {copy:.0f} GB/s (read + write); GEMM peak given {a.peak_tflops:.0f} TFLOP/s\n")
    print(f"{'op':34s} {'torch':26s} {'seq':>5s} {'us':>9s} {'rate':>12s} {'of ceil':>8s}")
    rows = []
    with torch.inference_mode():
        for seq in [int(s) for s in a.seq.split(",")]:
            for model in MODELS:
                for label, what, fn, nbytes, flops in cases(model, a.batch, seq, dt):
                    try:
                        ms = time_ms(fn, a.iters)
                    except RuntimeError as e:  # e.g. no SDPA kernel for this mask/dtype
                        print(f"{label:34s} {what:26s} {seq:5d}  failed: {str(e).splitlines()[0]}")
                        continue
                    if flops:
                        rate, frac, unit = flops / (ms * 1e9), flops / (ms * 1e9) / a.peak_tflops, "TF/s"
                    else:
                        rate, frac, unit = nbytes / (ms * 1e6), nbytes / (ms * 1e6) / copy, "GB/s"
                    print(f"{label:34s} {what:26s} {seq:5d} {ms * 1e3:9.1f} {rate:8.1f} {unit} {100 * frac:7.1f}%")
                    rows.append({"op": label, "variant": what, "batch": a.batch, "seq": seq, "us": ms * 1e3,
                                 "rate": rate, "unit": "TFLOP/s" if flops else "GB/s", "fraction": frac})
    if a.json:
        tmp = a.json + ".tmp"
        with open(tmp, "w") as f:
            json.dump({"backend": "torch", "device": torch.cuda.get_device_name(), "dtype": a.dtype,
                       "copy_gbs": copy, "peak_tflops": a.peak_tflops, "rows": rows}, f)
        os.replace(tmp, a.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
