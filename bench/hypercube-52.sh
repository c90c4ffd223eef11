#!/usr/bin/env bash
# Queens on 3^d by ils (its subcube packing search, dancing links pruned by the character sums, one thread a core)
# and by subcubes (CP-SAT on the subcube packing model, two workers on two cores): each case timed, its status, value
# and bound, and the placement one cell a line (coordinates 0..2). On 3^8 a placement of 52 meets the middle-set
# bound (OEIS A115993) and is OPTIMAL. ils's search depends on its seed (seed=, SEEDS); CP-SAT's is not
# deterministic: times vary from run to run.
# Usage: [SOLVERS="ils subcubes"] [SEEDS="1"] bench/hypercube-52.sh [LIMIT_SECONDS] [D...] (default 3600 s, d = 7, 8).
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
  for solver in ${SOLVERS:-ils subcubes}; do
    for seed in ${SEEDS:-1}; do
    "$bin" solve polycube n=3 d="$d" seed="$seed" --objective max-independent --solver "$solver" --timeout "$limit" \
        --data "$work/data" -f json > "$work/r.json" 2> "$work/err" || true
    python3 - "$work/r.json" "$d" "$solver" "$seed" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
s = r.get("stats", {})
print("3^%s %-8s seed %s  %-8s value %s bound %s verified %s  %.1f s  %s" % (sys.argv[2], sys.argv[3], sys.argv[4],
      r.get("status"), r.get("value", "-"), r.get("bound", "-"), r.get("verified"), r.get("millis", 0) / 1000,
      " ".join(k + "=" + str(s[k]) for k in ("packingNodes", "packingRestarts", "countVector") if k in s)))
for cell in (r.get("solutions") or [[]])[0]:
    print("".join(str(c - 1) for c in cell))
PY
    done
  done
done
