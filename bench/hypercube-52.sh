#!/usr/bin/env bash
# 52 non-attacking queens on 3^8 (OEIS A115992(8)), which meets the middle-set bound (A115993) that `ils` proves
# with, so 52 is the maximum. Polyboard's own solvers stop at 51 there; this searches the subcube packing model of
# bench/SubcubePacking.java with CP-SAT (two workers), in the count vector (1,7,28,16) whose one hole the character
# sums pin to 01111111 (up to symmetry), then checks the placement with `polyboard verify`.
# Usage: bench/hypercube-52.sh [LIMIT_SECONDS] (default 3600). The search is not deterministic: it took 786 s once.
# Other cases: D COUNTS HOLES FIXED as further arguments, e.g. bench/hypercube-52.sh 600 7 1,7,21,3 5 -.
# Build first: mvn -B -ntp -q install -DskipTests. The first run downloads OR-Tools (about 100 MB) from Maven Central.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=launcher/target/polyboard/bin/polyboard
[ -x "$bin" ] || { echo "bench: build first: mvn -B -ntp -q install -DskipTests" >&2; exit 2; }
limit=${1:-3600}
d=${2:-8}
counts=${3:-1,7,28,16}
holes=${4:-1}
fixed=${5:-01111111}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mvn -B -ntp -q -f bench/native/pom.xml dependency:build-classpath -Dmdep.outputFile="$work/cp.txt" >&2
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg): 3^$d, counts $counts, $holes holes, fixed $fixed, ${limit} s"
java -cp "$(cat "$work/cp.txt")" bench/SubcubePacking.java "$d" "$counts" "$holes" "$fixed" "$limit" 2 "$work/result.json" 2>/dev/null
"$bin" verify "$work/result.json"
python3 - "$work/result.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for cell in r["solutions"][0]:
    print("".join(str(c - 1) for c in cell))
PY
