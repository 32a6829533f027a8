#!/usr/bin/python3
"""Plain-PyTorch BERT encoder on the CPU: the baseline of bench/model/cpu_compare.sh (issue 5).

transformers is not packaged in Debian 12, so this is BertModel's inference path written out in
plain torch, the way transformers' eager BertModel computes it: embeddings (word + position +
token type) + LayerNorm; per layer separate Q/K/V Linear layers, scores = QK^T / sqrt(d) plus an
additive key-padding mask (finfo.min where the mask is 0), softmax, PV, output Linear, LayerNorm
(x + residual), intermediate Linear + GELU (erf, tanh or ReLU per config.json), output Linear,
LayerNorm; pooler = tanh(Linear(hidden[:, 0])). fp32, torch.inference_mode.

It loads the Hugging Face directory that `crosswarp init-model` writes (config.json +
model.safetensors, single file), parsing safetensors itself (8-byte little-endian header length,
JSON header, raw little-endian data), with or without the `bert.` prefix and with the old
LayerNorm gamma/beta names.

  bench DIR --batch B --seq S --threads T [--warmup W] [--iters N] [--seed K] [--json]
      p50/p90/min latency of model(ids, types, mask) over N timed calls
  make-input DIR --batch B --seq S [--padding F] [--seed K] --out IN.safetensors
      random ids within the vocabulary, right padding with `crosswarp bench`'s length recipe
  compare DIR --input IN.safetensors --ours OUT.safetensors [--threads T] [--tol 1e-3]
      our forward on IN against crosswarp's `run --output` (last_hidden_state at unpadded
      positions and pooler_output); prints max |diff|, exit 1 above --tol

Run with Debian's /usr/bin/python3 (python3-torch 1.13.1, BLAS from libopenblas0-pthread).
"""
import argparse
import json
import math
import os
import statistics
import struct
import sys
import time

import torch
import torch.nn.functional as F

# The input recipe (`crosswarp bench --padding-fraction`'s lengths, seeded ids) is the GPU baseline's.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "device"))
from bert_torch import random_inputs  # noqa: E402

DTYPES = {"F32": torch.float32, "F64": torch.float64, "F16": torch.float16, "BF16": torch.bfloat16,
          "I64": torch.int64, "I32": torch.int32, "I16": torch.int16, "I8": torch.int8, "U8": torch.uint8,
          "BOOL": torch.bool}
DTYPE_NAMES = {v: k for k, v in DTYPES.items()}


def fail(path, problem):
    print(f"{path}: {problem}", file=sys.stderr)
    sys.exit(2)


def read_safetensors(path):
    """{name: tensor} from a single safetensors file (copies out of the file's bytes)."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        fail(path, f"cannot read: {e.strerror}")
    if len(raw) < 8:
        fail(path, "shorter than the 8-byte header length")
    (n,) = struct.unpack("<Q", raw[:8])
    if n > len(raw) - 8:
        fail(path, f"header length {n} runs past the end of the file")
    try:
        header = json.loads(raw[8:8 + n].decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        fail(path, f"header is not UTF-8 JSON ({e})")
    data = memoryview(raw)[8 + n:]
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        dt = DTYPES.get(info.get("dtype"))
        if dt is None:
            fail(path, f"tensor {name}: unsupported dtype {info.get('dtype')}")
        b, e = info["data_offsets"]
        if not 0 <= b <= e <= len(data):
            fail(path, f"tensor {name}: data_offsets {b}..{e} outside the data ({len(data)} bytes)")
        shape = info["shape"]
        count = math.prod(shape)
        t = torch.frombuffer(bytearray(data[b:e]), dtype=dt) if e > b else torch.empty(0, dtype=dt)
        if t.numel() != count:
            fail(path, f"tensor {name}: {e - b} bytes do not hold shape {shape} of {info['dtype']}")
        out[name] = t.reshape(shape)
    return out


def write_safetensors(path, tensors):
    header, blobs, off = {}, [], 0
    for name, t in tensors.items():
        b = t.contiguous().numpy().tobytes()
        header[name] = {"dtype": DTYPE_NAMES[t.dtype], "shape": list(t.shape), "data_offsets": [off, off + len(b)]}
        blobs.append(b)
        off += len(b)
    h = json.dumps(header).encode()
    h += b" " * ((8 - len(h) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h)))
        f.write(h)
        for b in blobs:
            f.write(b)


class Bert:
    """BERT encoder + pooler from an HF-layout directory; weights as plain fp32 tensors."""

    def __init__(self, d):
        try:
            cfg = json.load(open(f"{d}/config.json"))
        except (OSError, json.JSONDecodeError) as e:
            fail(f"{d}/config.json", f"cannot read ({e})")
        self.H = cfg.get("hidden_size", 768)
        self.L = cfg.get("num_hidden_layers", 12)
        self.heads = cfg.get("num_attention_heads", 12)
        self.eps = cfg.get("layer_norm_eps", 1e-12)
        self.vocab = cfg.get("vocab_size", 30522)
        act = cfg.get("hidden_act", "gelu")
        if act in ("gelu", "gelu_python"):
            self.act = F.gelu
        elif act in ("gelu_new", "gelu_pytorch_tanh", "gelu_fast"):
            self.act = lambda x: F.gelu(x, approximate="tanh")
        elif act == "relu":
            self.act = F.relu
        else:
            fail(f"{d}/config.json", f"hidden_act {act!r} is not supported")
        w = read_safetensors(f"{d}/model.safetensors")
        norm = {}
        for k, v in w.items():
            k = k[5:] if k.startswith("bert.") else k
            k = k.replace("LayerNorm.gamma", "LayerNorm.weight").replace("LayerNorm.beta", "LayerNorm.bias")
            norm[k] = v.float().contiguous()

        def get(name):
            if name not in norm:
                fail(f"{d}/model.safetensors", f"tensor {name} is missing")
            return norm[name]

        self.word = get("embeddings.word_embeddings.weight")
        self.pos = get("embeddings.position_embeddings.weight")
        self.type = get("embeddings.token_type_embeddings.weight")
        self.emb_ln = (get("embeddings.LayerNorm.weight"), get("embeddings.LayerNorm.bias"))
        self.layers = []
        for i in range(self.L):
            p = f"encoder.layer.{i}."
            g = lambda n: get(p + n)
            self.layers.append(dict(
                q=(g("attention.self.query.weight"), g("attention.self.query.bias")),
                k=(g("attention.self.key.weight"), g("attention.self.key.bias")),
                v=(g("attention.self.value.weight"), g("attention.self.value.bias")),
                o=(g("attention.output.dense.weight"), g("attention.output.dense.bias")),
                ln1=(g("attention.output.LayerNorm.weight"), g("attention.output.LayerNorm.bias")),
                i=(g("intermediate.dense.weight"), g("intermediate.dense.bias")),
                out=(g("output.dense.weight"), g("output.dense.bias")),
                ln2=(g("output.LayerNorm.weight"), g("output.LayerNorm.bias"))))
        self.pooler = None
        if "pooler.dense.weight" in norm:
            self.pooler = (get("pooler.dense.weight"), get("pooler.dense.bias"))

    def __call__(self, ids, types, mask):
        B, S = ids.shape
        H, nh = self.H, self.heads
        dh = H // nh
        x = self.word[ids] + self.pos[:S].unsqueeze(0) + self.type[types]
        x = F.layer_norm(x, (H,), *self.emb_ln, self.eps)
        # transformers' extended attention mask: 0 where attended, finfo.min where padding
        ext = (1.0 - mask[:, None, None, :].to(x.dtype)) * torch.finfo(x.dtype).min
        scale = 1.0 / math.sqrt(dh)
        for L in self.layers:
            def heads(t):
                return t.view(B, S, nh, dh).permute(0, 2, 1, 3)
            q = heads(F.linear(x, *L["q"]))
            k = heads(F.linear(x, *L["k"]))
            v = heads(F.linear(x, *L["v"]))
            scores = torch.matmul(q, k.transpose(-1, -2)) * scale + ext
            probs = torch.softmax(scores, dim=-1)
            ctx = torch.matmul(probs, v).permute(0, 2, 1, 3).reshape(B, S, H)
            a = F.layer_norm(F.linear(ctx, *L["o"]) + x, (H,), *L["ln1"], self.eps)
            h = self.act(F.linear(a, *L["i"]))
            x = F.layer_norm(F.linear(h, *L["out"]) + a, (H,), *L["ln2"], self.eps)
        pooled = torch.tanh(F.linear(x[:, 0], *self.pooler)) if self.pooler else None
        return x, pooled


def cmd_bench(a):
    torch.set_num_threads(a.threads)
    model = Bert(a.model)
    ids, types, mask = random_inputs(model.vocab, a.batch, a.seq, a.padding, a.seed)
    lat = []
    with torch.inference_mode():
        for i in range(a.warmup + a.iters):
            t0 = time.perf_counter()
            model(ids, types, mask)
            if i >= a.warmup:
                lat.append((time.perf_counter() - t0) * 1e3)
    lat.sort()
    p = lambda q: lat[min(len(lat) - 1, int(q * len(lat)))]
    res = {"impl": "torch", "torch": torch.__version__, "threads": torch.get_num_threads(), "batch": a.batch,
           "seq": a.seq, "padding_fraction": a.padding, "warmup": a.warmup, "iters": a.iters,
           "latency_ms": {"p50": statistics.median(lat), "p90": p(0.9), "min": lat[0], "max": lat[-1]}}
    if a.json:
        print(json.dumps(res))
    else:
        print(f"torch {torch.__version__} | {res['threads']} threads | batch {a.batch} x seq {a.seq} | "
              f"p50 {res['latency_ms']['p50']:.3f} ms  p90 {res['latency_ms']['p90']:.3f}  min {lat[0]:.3f}")


def cmd_make_input(a):
    cfg = json.load(open(f"{a.model}/config.json"))
    ids, types, mask = random_inputs(cfg.get("vocab_size", 30522), a.batch, a.seq, a.padding, a.seed)
    write_safetensors(a.out, {"input_ids": ids, "token_type_ids": types, "attention_mask": mask})


def cmd_compare(a):
    torch.set_num_threads(a.threads)
    model = Bert(a.model)
    inp = read_safetensors(a.input)
    ours = read_safetensors(a.ours)
    ids = inp["input_ids"].long()
    types = inp["token_type_ids"].long() if "token_type_ids" in inp else torch.zeros_like(ids)
    mask = inp["attention_mask"].long() if "attention_mask" in inp else torch.ones_like(ids)
    with torch.inference_mode():
        h, pooled = model(ids, types, mask)
    keep = mask.bool()
    d = (ours["last_hidden_state"].float() - h)[keep].abs().max().item()
    res = {"compare": a.ours, "shape": list(h.shape), "max_abs_diff_last_hidden_state": d,
           "max_abs_last_hidden_state": h[keep].abs().max().item()}
    ok = d <= a.tol
    if pooled is not None and "pooler_output" in ours:
        pd = (ours["pooler_output"].float() - pooled).abs().max().item()
        res["max_abs_diff_pooler_output"] = pd
        ok = ok and pd <= a.tol
    res["tol"] = a.tol
    res["ok"] = ok
    print(json.dumps(res))
    sys.exit(0 if ok else 1)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("bench")
    b.add_argument("model")
    b.add_argument("--batch", type=int, default=1)
    b.add_argument("--seq", type=int, default=128)
    b.add_argument("--padding", type=float, default=0.0)
    b.add_argument("--threads", type=int, default=2)
    b.add_argument("--warmup", type=int, default=2)
    b.add_argument("--iters", type=int, default=10)
    b.add_argument("--seed", type=int, default=0)
    b.add_argument("--json", action="store_true")
    m = sub.add_parser("make-input")
    m.add_argument("model")
    m.add_argument("--batch", type=int, default=2)
    m.add_argument("--seq", type=int, default=128)
    m.add_argument("--padding", type=float, default=0.0)
    m.add_argument("--seed", type=int, default=0)
    m.add_argument("--out", required=True)
    c = sub.add_parser("compare")
    c.add_argument("model")
    c.add_argument("--input", required=True)
    c.add_argument("--ours", required=True)
    c.add_argument("--threads", type=int, default=2)
    c.add_argument("--tol", type=float, default=1e-3)
    a = ap.parse_args()
    {"bench": cmd_bench, "make-input": cmd_make_input, "compare": cmd_compare}[a.cmd](a)


if __name__ == "__main__":
    main()
