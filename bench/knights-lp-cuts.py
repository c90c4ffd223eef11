#!/usr/bin/env python3
"""How far rounding lifts the knight covering LP at the root: the packing LP (min sum x, every cell's coverers at
least 1) alone, with a cut for each triple of cells that no one knight covers together (their coverers at least 2:
the sum of the three rows halved and rounded up, a {0, 1/2} Chvatal-Gomory cut), with a cut for each window of the
board (h x w cells, clipped at the edges) at its exact cover number, and with both. Solved by scipy's HiGHS.

Usage: bench/knights-lp-cuts.py N...   (needs python3 with scipy)
"""
import sys

try:
    import numpy as np
    from scipy.optimize import linprog
    from scipy.sparse import csr_matrix
except ImportError:
    print('bench: knights-lp-cuts.py needs python3 with numpy and scipy', file=sys.stderr)
    sys.exit(2)

MOVES = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
WINDOWS = [(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 3), (4, 4)]
# A006075
KNOWN = {8: 12, 9: 14, 10: 16, 11: 21, 12: 24, 13: 28, 14: 32, 15: 36, 16: 40, 17: 46, 18: 52, 19: 57, 20: 62}


def coverers(n):
    """Per cell r * n + c, the cells of the knights that cover it (its own and those a knight's move away)."""
    cov = []
    for r in range(n):
        for c in range(n):
            cov.append({r * n + c} | {(r + dr) * n + c + dc for dr, dc in MOVES if 0 <= r + dr < n and 0 <= c + dc < n})
    return cov


def cover_number(cells, cov):
    """The fewest knights that cover every cell of {@code cells}: depth-first on the first cell left."""
    hits = {k: frozenset(c for c in cells if k in cov[c]) for c in cells for k in cov[c]}

    def covers(left, t):
        if not left:
            return True
        return t > 0 and any(covers(left - hits[k], t - 1) for k in cov[min(left)])

    t = 1
    while not covers(frozenset(cells), t):
        t += 1
    return t


def triples(n, cov):
    """The cuts of triples of cells that pairwise share a coverer but have none in common."""
    near = [set() for _ in cov]
    for i, ks in enumerate(cov):
        for k in ks:
            near[i] |= cov[k]  # the relation is symmetric: k covers j exactly when j covers k
        near[i].discard(i)
    for a in range(len(cov)):
        for b in near[a]:
            if b > a:
                for c in near[a] & near[b]:
                    if c > b and not cov[a] & cov[b] & cov[c]:
                        yield cov[a] | cov[b] | cov[c], 2


def windows(n, cov):
    """The cuts of every window of WINDOWS at every place, clipped at the edges, at their cover numbers."""
    seen = set()
    for h, w in WINDOWS:
        for r0 in range(-h + 1, n):
            for c0 in range(-w + 1, n):
                cells = tuple(r * n + c for r in range(r0, r0 + h) for c in range(c0, c0 + w)
                              if 0 <= r < n and 0 <= c < n)
                if len(cells) > 1 and cells not in seen:
                    seen.add(cells)
                    k = cover_number(cells, cov)
                    if k > 1:
                        yield set().union(*(cov[c] for c in cells)), k


def lp(n, cov, cuts):
    rows = [(ks, 1) for ks in cov] + cuts
    data, ri, ci = [], [], []
    for r, (ks, _) in enumerate(rows):
        for k in ks:
            data.append(-1.0)
            ri.append(r)
            ci.append(k)
    a = csr_matrix((data, (ri, ci)), shape=(len(rows), n * n))
    res = linprog(np.ones(n * n), A_ub=a, b_ub=-np.array([b for _, b in rows], float), bounds=(0, 1), method='highs')
    return res.fun


def main():
    if len(sys.argv) < 2 or not all(a.isdigit() and 3 <= int(a) <= 40 for a in sys.argv[1:]):
        print('usage: bench/knights-lp-cuts.py N...   (3 <= N <= 40)', file=sys.stderr)
        sys.exit(2)
    print('| n | minimum | LP | with triples | with windows | with both |')
    print('|---|---|---|---|---|---|')
    for n in map(int, sys.argv[1:]):
        cov = coverers(n)
        t, w = list(triples(n, cov)), list(windows(n, cov))
        print('| %d | %s | %.3f | %.3f | %.3f | %.3f |' % (n, KNOWN.get(n, '?'), lp(n, cov, []), lp(n, cov, t),
                                                         lp(n, cov, w), lp(n, cov, t + w)), flush=True)


if __name__ == '__main__':
    main()
