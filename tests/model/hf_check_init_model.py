#!/usr/bin/env python3
"""Cross-check `crosswarp init-model` and `crosswarp tokenize` against Hugging Face transformers.

Needs torch + transformers (the GPU machine has them; CPU is enough). Usage:
    python3 tests/model/hf_check_init_model.py BUILD/bin/crosswarp [--config tiny|bert-base|bert-large]

Checks that the generated directory loads with BertModel.from_pretrained with no missing or
unexpected keys, that every tensor equals the file's, and that BertTokenizer (as transformers loads
it from the directory) gives the same ids as `crosswarp tokenize` on a set of texts. Exit 0 when all
agree, 1 otherwise.
"""
import argparse, json, subprocess, sys, tempfile, os

TEXTS = [
    ("The Program is distributed in the hope that it will be useful.", None),
    ("Hello, World! Licensed under the Apache License, Version 2.0.", None),
    ("Überraschung: café naïve résumé — ACCENTS are stripped.", None),
    ("中文 and 日本 characters; emoji 🚀 becomes unknown.", None),
    ("[CLS] literal special tokens [SEP] in text [MASK]", None),
    ("Who may use the software?", "Anyone may use it under the terms of the license."),
    ("x" * 120 + " is longer than one hundred characters", None),
    ("word " * 600, "pair " * 300),  # truncation, longest_first
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("crosswarp")
    ap.add_argument("--config", default="tiny")
    args = ap.parse_args()
    import torch
    from safetensors.torch import load_file
    from transformers import BertModel, BertTokenizer

    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        d = os.path.join(tmp, "model")
        subprocess.run([args.crosswarp, "init-model", "--config", args.config, d, "--seed", "11", "-q"], check=True)
        model, info = BertModel.from_pretrained(d, output_loading_info=True)
        for k in ("missing_keys", "unexpected_keys", "mismatched_keys", "error_msgs"):
            if info.get(k):
                print(f"FAIL {k}: {info[k]}")
                ok = False
        sd, ref = model.state_dict(), load_file(os.path.join(d, "model.safetensors"))
        for name, t in ref.items():
            if name not in sd or not torch.equal(sd[name], t):
                print(f"FAIL tensor {name} differs after loading")
                ok = False
        tok = BertTokenizer.from_pretrained(d)
        max_len = model.config.max_position_embeddings
        for text, pair in TEXTS:
            hf = tok(text, pair, truncation=True, max_length=max_len)
            cmd = [args.crosswarp, "tokenize", d, "--json", "--text", text] + (["--text-pair", pair] if pair else [])
            cw = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
            same = cw["input_ids"] == hf["input_ids"] and cw["token_type_ids"] == hf["token_type_ids"]
            print(("ok  " if same else "FAIL") + f" tokenize {text[:40]!r}")
            ok &= same
    print("all agree" if ok else "DISAGREEMENT")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
