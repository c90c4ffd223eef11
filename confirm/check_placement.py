#!/usr/bin/env python3
"""Checks a placement in a Polyboard result file from first principles, sharing no code with Polyboard.

    python3 confirm/check_placement.py RESULT.json

Peaceable queens (family peaceable-queens, n x n board or torus): both armies have the stated size, no cell is
used twice, every coordinate is on the board, and no white queen shares a row, a column, a diagonal or an
anti-diagonal (wrapping around on the torus) with a black one. Queens on boxes n^d (family polycube, objective
max-independent): no two queens differ by the same amount in every coordinate where they differ. Toeplitz queens
(family toeplitz-queens, objective min-domination or min-independent-domination; cell (i, j) labelled |i - j|, a
queen attacking its row, its column and its label): every cell holds a queen, shares its row or its column with
one, or carries a queen's label; for independent domination also no two queens share a row, a column or a label.
Queens on the n x n board (family queens, objective min-domination or min-independent-domination): every cell holds
a queen or shares a row, a column, a diagonal or an anti-diagonal with one; for independent domination also no two
queens share one. Prints one line per solution and exits 1 if any check fails.
"""
import json
import sys


def off_board(n, cells):
    """The first cell of cells off the n x n board (coordinates 1..n), as an error; None when all are on it."""
    for r, c in cells:
        if not (1 <= r <= n and 1 <= c <= n):
            return "cell (%d,%d) is off the board" % (r, c)
    return None


def peaceable(n, torus, white, black):
    error = off_board(n, white) or off_board(n, black)
    if error:
        return error
    if len(set(map(tuple, white)) | set(map(tuple, black))) != len(white) + len(black):
        return "a cell is used twice"
    rows = {r for r, _ in white}
    cols = {c for _, c in white}
    if torus:
        diag = {(r - c) % n for r, c in white}
        anti = {(r + c) % n for r, c in white}
        key = lambda r, c: ((r - c) % n, (r + c) % n)
    else:
        diag = {r - c for r, c in white}
        anti = {r + c for r, c in white}
        key = lambda r, c: (r - c, r + c)
    for r, c in black:
        d, a = key(r, c)
        if r in rows or c in cols or d in diag or a in anti:
            return "black queen (%d,%d) is attacked by a white one" % (r, c)
    return None


def independent_queens(extents, queens):
    for q in queens:
        if len(q) != len(extents) or any(not (1 <= x <= e) for x, e in zip(q, extents)):
            return "cell %s is off the box" % (q,)
    seen = set()
    for q in queens:
        if tuple(q) in seen:
            return "cell %s is used twice" % (q,)
        seen.add(tuple(q))
    for i in range(len(queens)):
        for j in range(i + 1, len(queens)):
            steps = {abs(a - b) for a, b in zip(queens[i], queens[j])} - {0}
            if len(steps) == 1:
                return "queens %s and %s attack each other" % (queens[i], queens[j])
    return None


def toeplitz(n, queens, independent):
    import numpy
    error = off_board(n, queens)
    if error:
        return error
    rows = {r for r, _ in queens}
    cols = {c for _, c in queens}
    labels = {abs(r - c) for r, c in queens}
    if independent and not len(rows) == len(cols) == len(labels) == len(queens):
        return "two queens share a row, a column or a label"
    free_rows = numpy.array([r for r in range(1, n + 1) if r not in rows], dtype=numpy.int64)
    free_cols = numpy.array([c for c in range(1, n + 1) if c not in cols], dtype=numpy.int64)
    if len(free_rows) and len(free_cols):
        diff = numpy.abs(free_rows[:, None] - free_cols[None, :])
        missed = ~numpy.isin(diff, numpy.array(sorted(labels), dtype=numpy.int64))
        if missed.any():
            i, j = numpy.argwhere(missed)[0]
            return "cell (%d,%d) is not dominated" % (free_rows[i], free_cols[j])
    return None


def queen_domination(n, queens, independent):
    error = off_board(n, queens)
    if error:
        return error
    if len(set(map(tuple, queens))) != len(queens):
        return "a cell is used twice"
    lines = [{r for r, _ in queens}, {c for _, c in queens}, {r - c for r, c in queens}, {r + c for r, c in queens}]
    if independent and any(len(line) != len(queens) for line in lines):
        return "two queens share a row, a column or a diagonal"
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            if not (r in lines[0] or c in lines[1] or r - c in lines[2] or r + c in lines[3]):
                return "cell (%d,%d) is not dominated" % (r, c)
    return None


DOMINATION = ("MIN_DOMINATION", "MIN_INDEPENDENT_DOMINATION")


def main(path):
    result = json.load(open(path))
    family = result["family"]
    params = result["params"]
    failures = 0
    for index, solution in enumerate(result["solutions"], 1):
        if family == "peaceable-queens":
            n = int(params["n"])
            torus = str(params.get("torus", "false")).lower() == "true"
            white, black = solution["white"], solution["black"]
            error = peaceable(n, torus, white, black)
            size = min(len(white), len(black))
            what = "%s %dx%d: %d white, %d black" % ("torus" if torus else "board", n, n, len(white), len(black))
        elif family == "polycube":
            n, d = int(params["n"]), int(params["d"])
            queens = solution if isinstance(solution, list) else solution["cells"]
            error = independent_queens([n] * d, queens)
            size = len(queens)
            what = "box %d^%d: %d queens" % (n, d, size)
        elif family == "toeplitz-queens" or family == "queens" and result["objective"] in DOMINATION:
            n = int(params["n"])
            independent = result["objective"] == "MIN_INDEPENDENT_DOMINATION"
            check, board = (toeplitz, "Toeplitz") if family == "toeplitz-queens" else (queen_domination, "queens")
            error = check(n, solution, independent)
            size = len(solution)
            what = "%s %dx%d %s: %d queens" % (board, n, n, "independent domination" if independent else "domination",
                                                size)
        else:
            error, size, what = "family %s is not checked here" % family, 0, family
        if error is None and size != int(result["value"]):
            error = "the placement holds %d, the result says %s" % (size, result["value"])
        print("%s solution %d: %s: %s" % (path, index, what, "valid" if error is None else "INVALID: " + error))
        failures += error is not None
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main(sys.argv[1])
