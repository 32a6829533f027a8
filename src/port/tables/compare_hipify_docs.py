#!/usr/bin/env python3
"""Compares the translation tables (src/port/tables/*_table.inc) with HIPIFY's published support tables
(docs/reference/tables/*.md of ROCm/HIPIFY: CUDA name, the HIP (and ROC) name, the release that added it).

Those tables are facts to check ours against, not a source to copy: every difference this prints is looked at
by hand, and a name goes into overrides.py only with the HIP release that added it (tables_test then checks
it against the HIP 5.7 headers or requires that version). The .md files are not part of this repository; fetch
them into a folder and pass it.

usage: compare_hipify_docs.py DOCS_DIR [--library sparse|runtime|driver|device|rand|fft|solver|blas] [--all]
  prints, per library, the CUDA names the doc maps that our table leaves unsupported (with the doc's HIP name
  and version), and the names whose HIP name differs (--all: also the ROC column's differences).
Exit 0 when it ran; 2 on bad usage.
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROW = re.compile(r"^\|`([^`]+)`\|(.*)$")
ENTRY = re.compile(r'^\s*\{"([^"]*)", "([^"]*)", "([^"]*)", ApiKind::(\w+), ApiStatus::(\w+), "([^"]*)"(?:, "([^"]*)")?\},')

# doc file -> our table
DOCS = {
    "sparse": "CUSPARSE_API_supported_by_HIP_and_ROC.md",
    "solver": "CUSOLVER_API_supported_by_HIP_and_ROC.md",
    "blas": "CUBLAS_API_supported_by_HIP_and_ROC.md",
    "rand": "CURAND_API_supported_by_HIP_and_ROC.md",
    "runtime": "CUDA_Runtime_API_functions_supported_by_HIP.md",
    "driver": "CUDA_Driver_API_functions_supported_by_HIP.md",
    "device": "CUDA_Device_API_supported_by_HIP.md",
    "fft": "CUFFT_API_supported_by_HIP.md",
}


def parse_doc(path):
    """{cuda: (hip, hip_added, hip_experimental, roc, roc_added)} from the markdown tables."""
    out = {}
    for line in open(path, encoding="utf-8"):
        m = ROW.match(line.rstrip("\n"))
        if not m:
            continue
        cells = [c.strip() for c in line.rstrip("\n").strip("|").split("|")]
        # |CUDA|A|D|C|R|HIP|A|D|C|R|E| [ROC|A|D|C|R|E|]
        if len(cells) < 11:
            continue
        cuda = cells[0].strip("`")
        hip = cells[5].strip("`")
        hip_added, hip_exp = cells[6], cells[10]
        roc = roc_added = ""
        if len(cells) >= 17:
            roc, roc_added = cells[11].strip("`"), cells[12]
        out[cuda] = (hip, hip_added, hip_exp, roc, roc_added)
    return out


def parse_table(lib):
    out = {}
    for line in open(os.path.join(HERE, f"{lib}_table.inc"), encoding="utf-8"):
        m = ENTRY.match(line)
        if m:
            cuda, hip, roc, kind, status, version, roc_version = m.groups()
            out[cuda] = (hip, roc, status, version, roc_version or "")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("docs")
    ap.add_argument("--library", choices=sorted(DOCS))
    ap.add_argument("--all", action="store_true")
    a = ap.parse_args()
    for lib in [a.library] if a.library else sorted(DOCS):
        path = os.path.join(a.docs, DOCS[lib])
        if not os.path.exists(path):
            print(f"{lib}: {path} not there, skipped")
            continue
        doc, ours = parse_doc(path), parse_table(lib)
        missing, differ, roc_missing = [], [], []
        for cuda, (hip, added, exp, roc, roc_added) in sorted(doc.items()):
            if cuda not in ours:
                continue  # a name CUDA 13's headers no longer declare
            o_hip, o_roc, status, version, roc_version = ours[cuda]
            if hip and not o_hip:
                missing.append(f"  {cuda} -> {hip} (HIP {added}{', experimental ' + exp if exp else ''})")
            elif hip and o_hip != hip:
                differ.append(f"  {cuda}: ours {o_hip}, HIPIFY {hip} (HIP {added})")
            if a.all and roc and roc != o_roc:
                roc_missing.append(f"  {cuda}: ours {o_roc or '-'}, HIPIFY {roc} ({roc_added})")
        print(f"{lib}: {len(doc)} doc rows; {len(missing)} mapped by HIPIFY, unsupported here; {len(differ)} other HIP name"
              + (f"; {len(roc_missing)} other ROC name" if a.all else ""))
        for line in missing + differ + roc_missing:
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
