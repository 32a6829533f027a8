#!/usr/bin/env python3
"""Sums Nsight Compute's gpu__time_duration.sum per kernel name from `ncu --csv` output.

Usage: ncu_summary.py NCU.csv   (prints total GPU time, then kernels by total time, with counts)
"""
import csv
import sys
from collections import defaultdict


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    rows = []
    with open(sys.argv[1], newline="", errors="replace") as f:
        lines = [line for line in f if line.startswith('"')]  # ncu's own log lines are not CSV
    for row in csv.DictReader(lines):
        if row.get("Metric Name") != "gpu__time_duration.sum":
            continue
        value = float(row["Metric Value"].replace(",", ""))
        unit = row.get("Metric Unit", "nsecond")
        scale = {"nsecond": 1e-3, "usecond": 1.0, "msecond": 1e3, "second": 1e6}.get(unit, 1e-3)
        rows.append((row["Kernel Name"], value * scale))
    if not rows:
        print("no gpu__time_duration rows in", sys.argv[1])
        return 1
    total = sum(t for _, t in rows)
    by = defaultdict(lambda: [0.0, 0])
    for name, t in rows:
        short = name.split("(")[0][:90]
        by[short][0] += t
        by[short][1] += 1
    print(f"kernels: {len(rows)}  total GPU time: {total / 1e3:.2f} ms")
    print(f"{'total ms':>9} {'share':>6} {'count':>6} {'avg us':>8}  kernel")
    for name, (t, n) in sorted(by.items(), key=lambda kv: -kv[1][0]):
        print(f"{t / 1e3:9.3f} {100 * t / total:5.1f}% {n:6d} {t / n:8.1f}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
