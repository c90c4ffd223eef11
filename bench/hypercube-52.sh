#!/usr/bin/env bash
# Queens on 3^d by the subcubes solver (CP-SAT on the subcube packing model, two workers on two cores): each case
# timed, its status, value and bound, and the placement one cell a line (coordinates 0..2). On 3^8 a placement of 52
# meets the middle-set bound (OEIS A115993) and is OPTIMAL; Polyboard's other solvers stop at 51 there. CP-SAT's
# search is not deterministic: times vary from run to run.
# Usage: bench/hypercube-52.sh [LIMIT_SECONDS] [D...] (default 3600 s, d = 7 and 8).
# Build first: mvn -B -ntp -q install -DskipTests.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=launcher/target/polyboard/bin/polyboard
[ -x "$bin" ] || { echo "bench: build first: mvn -B -ntp -q install -DskipTests" >&2; exit 2; }
limit=${1:-3600}
shift || true
[ $# -gt 0 ] || set -- 7 8
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), limit ${limit} s"
for d in "$@"; do
    "$bin" solve polycube n=3 d="$d" --objective max-independent --solver subcubes --timeout "$limit" \
        --data "$work/data" -f json > "$work/r.json" 2> "$work/err" || true
    python3 - "$work/r.json" "$d" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
print("3^%s  %-8s value %s bound %s verified %s  %.1f s  %s" % (sys.argv[2], r.get("status"), r.get("value", "-"),
      r.get("bound", "-"), r.get("verified"), r.get("millis", 0) / 1000, r.get("message", "")))
for cell in (r.get("solutions") or [[]])[0]:
    print("".join(str(c - 1) for c in cell))
PY
done
