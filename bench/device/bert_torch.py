#!/usr/bin/env python3
"""PyTorch + transformers side of bench/device/bert_h200.sh (BERT inference, issue 5).

  make-input --model DIR --batch B --seq S [--padding F] --out IN.safetensors
      random ids within the vocabulary; padding share F with the same length recipe as
      `crosswarp bench --padding-fraction` (sequence b keeps S * (1 - 2F (b + 0.5) / B) tokens)
  compare --model DIR --input IN.safetensors --ours OUT.safetensors [--dtype fp32|fp16|bf16]
      transformers' BertModel in float64 on the GPU against our --output; max |diff| and relative
      norm at unpadded positions; exit 1 when over the goldens' tolerances
  bench --model DIR --dtype bf16 --batch B --seq S [--padding F] [--mode eager|compile] [--json]
      BertModel (attn_implementation="sdpa"), CUDA-event timing, p50/p90/p99, sequences/s and
      torch.cuda.max_memory_allocated
  table FILE.jsonl...
      one markdown table from the JSON lines that `bench` and `crosswarp bench --json` print
"""
import argparse
import json
import math
import sys

try:
    import torch
except ImportError:  # `table` works without torch
    torch = None


def lengths(batch, seq, padding):
    out = []
    for b in range(batch):
        keep = 1.0 - 2.0 * padding * (b + 0.5) / batch if padding <= 0.5 else 1.0 - padding
        out.append(max(1, min(seq, int(round(seq * keep)))))
    return out


def random_inputs(vocab, batch, seq, padding, seed=0):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(0, vocab, (batch, seq), generator=g, dtype=torch.int64)
    mask = torch.zeros(batch, seq, dtype=torch.int64)
    for b, n in enumerate(lengths(batch, seq, padding)):
        mask[b, :n] = 1
    ids = ids * mask
    return ids, torch.zeros_like(ids), mask


def load_model(path, dtype):
    from transformers import BertModel
    m = BertModel.from_pretrained(path, attn_implementation="sdpa", torch_dtype=dtype)
    return m.eval().cuda()


DT = {"fp32": "float32", "fp16": "float16", "bf16": "bfloat16"}


def cmd_make_input(a):
    from safetensors.torch import save_file
    cfg = json.load(open(f"{a.model}/config.json"))
    ids, tt, mask = random_inputs(cfg["vocab_size"], a.batch, a.seq, a.padding, a.seed)
    save_file({"input_ids": ids, "token_type_ids": tt, "attention_mask": mask}, a.out)


def cmd_compare(a):
    from safetensors.torch import load_file
    inp = load_file(a.input)
    ours = load_file(a.ours)
    torch.backends.cuda.matmul.allow_tf32 = False
    model = load_model(a.model, torch.float64)
    with torch.no_grad():
        ref = model(input_ids=inp["input_ids"].cuda(), token_type_ids=inp["token_type_ids"].cuda(),
                    attention_mask=inp["attention_mask"].cuda())
    mask = inp["attention_mask"].bool().cuda()
    h = ours["last_hidden_state"].cuda().double()
    r = ref.last_hidden_state
    diff = (h - r)[mask]
    max_abs = diff.abs().max().item()
    rel = (diff.norm() / r[mask].norm()).item()
    p = ours["pooler_output"].cuda().double()
    prel = ((p - ref.pooler_output).norm() / ref.pooler_output.norm()).item()
    pmax = (p - ref.pooler_output).abs().max().item()
    tol_ok = max_abs <= 1e-4 and pmax <= 1e-4 if a.dtype == "fp32" else rel <= {"fp16": 1e-2, "bf16": 2e-2}[a.dtype] and prel <= {"fp16": 1e-2, "bf16": 2e-2}[a.dtype]
    print(json.dumps({"compare": a.ours, "dtype": a.dtype, "max_abs_diff": max_abs, "rel_norm": rel,
                      "pooler_max_abs_diff": pmax, "pooler_rel_norm": prel, "ok": tol_ok}))
    return 0 if tol_ok else 1


def cmd_bench(a):
    cfg = json.load(open(f"{a.model}/config.json"))
    model = load_model(a.model, getattr(torch, DT[a.dtype]))
    ids, tt, mask = (t.cuda() for t in random_inputs(cfg["vocab_size"], a.batch, a.seq, a.padding, a.seed))
    fwd = model
    if a.mode == "compile":
        fwd = torch.compile(model)
    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    times = []
    with torch.inference_mode():
        for i in range(a.warmup + a.iters):
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            s.record()
            out = fwd(input_ids=ids, token_type_ids=tt, attention_mask=mask)
            # the same work as crosswarp's infer_step: outputs back on the host as F32 (unless
            # --device-only: the forward alone, as the baseline figures were taken)
            if not a.device_only:
                out.last_hidden_state.float().cpu()
                out.pooler_output.float().cpu()
            e.record()
            torch.cuda.synchronize()
            if i >= a.warmup:
                times.append(s.elapsed_time(e))
    times.sort()
    rank = lambda p: times[min(len(times) - 1, max(0, math.ceil(p * len(times)) - 1))]
    mean = sum(times) / len(times)
    res = {"impl": f"torch-{a.mode}" + ("-device-only" if a.device_only else ""), "device": torch.cuda.get_device_name(), "dtype": a.dtype, "batch": a.batch,
           "seq": a.seq, "padding_fraction": float(1 - mask.float().mean().item()),
           "latency_ms": {"p50": rank(0.5), "p90": rank(0.9), "p99": rank(0.99), "mean": mean, "min": times[0]},
           "throughput_seq_per_s": a.batch * 1000.0 / mean,
           "peak_device_bytes": torch.cuda.max_memory_allocated(),
           "torch": torch.__version__}
    print(json.dumps(res))


def cmd_table(a):
    rows = []
    for f in a.files:
        for line in open(f):
            line = line.strip()
            if line.startswith("{"):
                try:
                    rows.append(json.loads(line))
                except json.JSONDecodeError:
                    pass
    print("| impl | dtype | batch x seq | padding | p50 ms | p90 ms | p99 ms | seq/s | peak MiB |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        if "latency_ms" not in r or not isinstance(r["latency_ms"], dict):
            continue
        impl = r.get("impl") or ("crosswarp-" + r.get("backend", "?") + ("-packed" if r.get("packed") else "-padded"))
        l = r["latency_ms"]
        print(f"| {impl} | {r['dtype']} | {r['batch']}x{r['seq']} | {r.get('padding_fraction', 0):.2f} | "
              f"{l['p50']:.3f} | {l['p90']:.3f} | {l['p99']:.3f} | {r['throughput_seq_per_s']:.1f} | "
              f"{r.get('peak_device_bytes', 0) / 2**20:.0f} |")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("make-input")
    m.add_argument("--model", required=True)
    m.add_argument("--batch", type=int, required=True)
    m.add_argument("--seq", type=int, required=True)
    m.add_argument("--padding", type=float, default=0.0)
    m.add_argument("--seed", type=int, default=0)
    m.add_argument("--out", required=True)
    c = sub.add_parser("compare")
    c.add_argument("--model", required=True)
    c.add_argument("--input", required=True)
    c.add_argument("--ours", required=True)
    c.add_argument("--dtype", default="fp32", choices=["fp32", "fp16", "bf16"])
    b = sub.add_parser("bench")
    b.add_argument("--model", required=True)
    b.add_argument("--dtype", default="bf16", choices=["fp32", "fp16", "bf16"])
    b.add_argument("--batch", type=int, required=True)
    b.add_argument("--seq", type=int, required=True)
    b.add_argument("--padding", type=float, default=0.0)
    b.add_argument("--mode", default="eager", choices=["eager", "compile"])
    b.add_argument("--device-only", action="store_true", help="time the forward only, outputs left on the GPU")
    b.add_argument("--warmup", type=int, default=10)
    b.add_argument("--iters", type=int, default=50)
    b.add_argument("--seed", type=int, default=0)
    t = sub.add_parser("table")
    t.add_argument("files", nargs="+")
    a = p.parse_args()
    return {"make-input": cmd_make_input, "compare": cmd_compare, "bench": cmd_bench, "table": cmd_table}[a.cmd](a) or 0


if __name__ == "__main__":
    sys.exit(main())
