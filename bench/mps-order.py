#!/usr/bin/env python3
"""Writes an MPS file (as `polyboard export --format mps` writes it) with its rows and columns in another order, for
timing a MIP solver on the same model in several orders (SCIP's time moves with them). Orders: asis, reverse
(rows and columns reversed), transpose (cells (i, j) read as (j, i): column-major), shuffleN (a random permutation,
seed N). Usage: bench/mps-order.py ORDER < model.mps > other.mps"""
import random
import re
import sys


def main():
    order = sys.argv[1]
    lines = sys.stdin.read().splitlines()
    rows_at = lines.index("ROWS")
    cols_at = lines.index("COLUMNS")
    end = next(i for i in range(cols_at + 1, len(lines)) if not lines[i].startswith(" "))
    rows = lines[rows_at + 1:cols_at]
    objective = [r for r in rows if r.split()[0] == "N"]
    constraints = [r for r in rows if r.split()[0] != "N"]
    groups = {}
    names = []
    markers = []
    for line in lines[cols_at + 1:end]:
        if "MARKER" in line:
            markers.append(line)
            continue
        name = line.split()[0]
        if name not in groups:
            groups[name] = []
            names.append(name)
        groups[name].append(line)
    key = permutation(order)
    constraints = key(constraints, lambda r: r.split()[1])
    names = key(names, lambda n: n)
    out = lines[:rows_at + 1] + objective + constraints + [lines[cols_at]] + markers[:1]
    for n in names:
        out += groups[n]
    out += markers[1:] + lines[end:]
    print("\n".join(out))


def permutation(order):
    if order == "asis":
        return lambda items, name: items
    if order == "reverse":
        return lambda items, name: items[::-1]
    if order == "transpose":
        def transposed(items, name):
            def cell(item):
                m = re.search(r"_(\d+)_(\d+)$", name(item))
                return (int(m.group(2)), int(m.group(1))) if m else (0, 0)
            return sorted(items, key=cell)
        return transposed
    if order.startswith("shuffle"):
        seed = int(order[len("shuffle"):] or "1")
        def shuffled(items, name):
            items = list(items)
            random.Random(seed).shuffle(items)
            return items
        return shuffled
    sys.exit("unknown order " + order + "; asis, reverse, transpose or shuffleN")


if __name__ == "__main__":
    main()
