#!/usr/bin/env bash
# Polyboard beside the native solvers of OR-Tools (SCIP, HiGHS, CP-SAT; one thread each) on the same problem, same
# machine: the 0-1 program `polyboard export --format mps` writes is read by OR-Tools and solved by each solver in
# turn (bench/NativeSolvers.java), after `polyboard solve` with the same arguments and the same time limit.
# Usage: bench/native-solvers.sh LIMIT_SECONDS PROBLEM [ARGS...], e.g. bench/native-solvers.sh 300 knight-cover n=15
# SOLVERS="scip highs sat" (the default) chooses the native solvers; POLYBOARD_ARGS adds options to the solve only
# (e.g. "--solver bnb"); THREADS="1 2" runs the solve once per share of the pool (--threads; default: the whole pool),
# one thread being the figure to set beside the native solvers' one; THREADS=none skips the solve. ORDERS="asis reverse
# transpose shuffle1" runs the native solvers once per order of the program's rows and columns (bench/mps-order.py):
# SCIP's time on the same program moves with it, and the fastest order is the one to compare against. A maximum
# appears negated in the native solvers' lines (the program minimises −Σx).
# Build first: mvn -B -ntp -q install -DskipTests. The first run downloads OR-Tools (about 100 MB) from Maven Central.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=launcher/target/polyboard/bin/polyboard
[ -x "$bin" ] || { echo "bench: build first: mvn -B -ntp -q install -DskipTests" >&2; exit 2; }
[ $# -ge 2 ] || { echo "usage: bench/native-solvers.sh LIMIT_SECONDS PROBLEM [ARGS...]" >&2; exit 2; }
limit=$1
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mvn -B -ntp -q -f bench/native/pom.xml dependency:build-classpath -Dmdep.outputFile="$work/cp.txt" >&2
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg): $*, ${limit} s each"
"$bin" export "$@" --format mps > "$work/model.mps"
for threads in ${THREADS:-0}; do
    [ "$threads" = none ] && continue
    start=$(date +%s.%N)
    # shellcheck disable=SC2086
    "$bin" solve "$@" ${POLYBOARD_ARGS:-} --threads "$threads" --timeout "$limit" --data "$work/data-$threads" -f json \
        > "$work/solve.json" || true
    wall=$(echo "$(date +%s.%N) - $start" | bc)
    python3 - "$work/solve.json" "$wall" "$threads" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
stats = r.get("stats", {})
print("%-6s %-10s value %s bound %s %.1f s (%s, %s threads, %s nodes)" % ("polyboard", r.get("status"), r.get("value"),
      r.get("bound", "-"), float(sys.argv[2]), r.get("solver"), stats.get("threads", sys.argv[3]), stats.get("nodes", "-")))
PY
done
for order in ${ORDERS:-asis}; do
    python3 bench/mps-order.py "$order" < "$work/model.mps" > "$work/ordered.mps"
    # shellcheck disable=SC2086
    java -cp "$(cat "$work/cp.txt")" bench/NativeSolvers.java "$work/ordered.mps" "$limit" ${SOLVERS:-scip highs sat} \
        2>/dev/null | grep -v "^Running HiGHS" | sed "s/\$/ (order $order)/"
done
