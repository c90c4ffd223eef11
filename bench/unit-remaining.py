#!/usr/bin/env python3
"""What is left of a long search by work units, estimated from its checkpoints (a `--data` folder's
checkpoints.jsonl, read while the run goes on or after a stop).

Usage: bench/unit-remaining.py CHECKPOINTS [NODES_PER_SECOND]

A done unit's checkpoint holds its nodes and the nodes it left open (its children, each written with the placements
on its path, so each has a depth; `enumerate`'s and `bnb`'s are read); a child without a checkpoint of its own is
pending. Each depth gets the mean subtree of its done units, a done unit's subtree being its nodes and its
children's: a done child's own subtree, a pending child's the mean of its depth, computed from the deepest depth up.
The pending units are valued at the mean of their depth. Unlike an estimate from a few random descents
(bench/census-estimate.sh), it uses every unit the run has done, so it sharpens as the run goes on: on the finished
run of 16 queens on 32x32 (2.22e9 nodes), its first 10 %, 25 %, 50 % and 75 % of checkpoints gave 2.67e9, 2.28e9,
2.36e9 and 2.29e9 nodes for the whole tree. A round's planned units (the roots) have no checkpoint until they have
run, so it knows only the roots it prints: read it once every root has run (the 4 095 frames of 17 queens on 34x34
had, in its first 2 % of units). Given the run's node rate (nodes a second, from its progress lines), it prints the
time left too.
"""
import base64
import collections
import json
import sys
import zlib


def depth(node):
    """The placements on an open node's path: bnb writes depth:pieces:word:placed:forbidden[:swaps], enumerate
    placed:lines, the placed cells joined by dots."""
    fields = node.split(':')
    if len(fields) >= 5 and fields[0].isdigit():
        return int(fields[0])
    return len(fields[0].split('.')) if fields[0] else 0


def units(path):
    """Per unit id: (nodes, [(child id, child depth)]), from each line that records a unit's outcome."""
    done = {}
    with open(path) as lines:
        for line in lines:
            try:
                record = json.loads(line)
            except ValueError:
                continue  # a line cut short by a stop
            unit = record.get('id')
            if not unit or 's' not in record:
                continue  # a run's header
            if 'dz' in record:
                outcome = json.loads(zlib.decompress(base64.b64decode(record['dz'])))
            else:
                outcome = record.get('data', {})
            children = []
            for j in range(int(outcome.get('data.open', 0))):
                children.append((unit + '/' + str(j), depth(outcome.get('data.open.%d' % j, ''))))
            done[unit] = (int(outcome.get('nodes', 0)), children)
    return done


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__.split('\n\n')[1], file=sys.stderr)
        sys.exit(2)
    try:
        done = units(sys.argv[1])
        rate = float(sys.argv[2]) if len(sys.argv) == 3 else None
    except (OSError, ValueError, zlib.error) as e:
        print('bench: cannot read %s: %s' % (sys.argv[1], e), file=sys.stderr)
        sys.exit(2)
    if not done:
        print('bench: no unit outcomes in %s' % sys.argv[1], file=sys.stderr)
        sys.exit(2)
    depth = {child: d for _, children in done.values() for child, d in children}
    pending = collections.Counter(d for _, children in done.values() for child, d in children if child not in done)
    by_depth = collections.defaultdict(list)
    for unit in done:
        by_depth[depth.get(unit, 0)].append(unit)
    mean, subtree = {}, {}
    for d in sorted(by_depth, reverse=True):
        for unit in by_depth[d]:
            nodes, children = done[unit]
            subtree[unit] = nodes + sum(subtree[c] if c in done else mean.get(cd, 0.0) for c, cd in children)
        mean[d] = sum(subtree[u] for u in by_depth[d]) / len(by_depth[d])
    searched = sum(nodes for nodes, _ in done.values())
    print('%d units done (%.4g nodes), %d pending, %d known' % (len(done), searched, sum(pending.values()),
                                                                  len(done) + sum(pending.values())))
    left = 0.0
    for d in sorted(set(by_depth) | set(pending)):
        share = pending[d] * mean.get(d, 0.0)
        left += share
        print('depth %2d: %8d done, mean subtree %9.3g nodes; %8d pending, %9.3g nodes' % (
            d, len(by_depth.get(d, [])), mean.get(d, 0.0), pending[d], share))
    roots = [u for u in done if u not in depth]
    whole = sum(subtree[u] for u in roots)
    print('%d roots: the whole tree about %.3g nodes, %.3g left (%.0f %% searched)' % (
        len(roots), whole, left, 100.0 * searched / whole if whole else 100.0))
    if rate:
        print('at %.3g nodes a second: about %.1f hours left' % (rate, left / rate / 3600))


if __name__ == '__main__':
    main()
