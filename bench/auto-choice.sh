#!/usr/bin/env bash
# The automatic solver choice against every solver named by hand, with the same time limit, on each family
# at a small, a medium and a large size. One JVM per run; prints status, value and time per solver.
# Build first: mvn -B -ntp -q package -DskipTests. Environment: TIMEOUT seconds per run (15).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/field.sh
bin=launcher/target/polyboard/bin/polyboard
[ -x "$bin" ] || { echo "bench: build first: mvn -B -ntp -q package -DskipTests" >&2; exit 2; }
timeout=${TIMEOUT:-15}
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT


one() { # one SOLVER ARGS...: "solver status value ms", or the first error line
    local solver=$1 out start end
    shift
    start=$(date +%s%N)
    if [ "$solver" = auto ]; then
        out=$("$bin" solve "$@" --timeout "$timeout" --format json --data "$data" 2>&1) || true
    else
        out=$("$bin" solve "$@" --solver "$solver" --timeout "$timeout" --format json --data "$data" 2>&1) || true
    fi
    end=$(date +%s%N)
    if printf '%s' "$out" | grep -q '"status"'; then
        printf '%s %s %s %dms' "$(field solver "$out")" "$(field status "$out")" "$(field value "$out")" $(( (end - start) / 1000000 ))
    else
        printf '%s: %s' "$solver" "$(printf '%s' "$out" | head -1 | cut -c1-60)"
    fi
}

row() { # row "SOLVERS" ARGS...
    local solvers=$1
    shift
    printf '%s\n' "$*"
    printf '  auto      -> %s\n' "$(one auto "$@")"
    for s in $solvers; do
        printf '  %-9s -> %s\n' "$s" "$(one "$s" "$@")"
    done
}

for n in 8 14 20; do row "bnb ilp anneal enumerate" knight-cover n=$n; done
for n in 8 14 20; do row "enumerate ilp anneal bnb" queens n=$n objective=min-domination; done
for n in 8 16 24; do row "enumerate ilp bnb" queens n=$n objective=min-independent-domination; done
for side in 4 8 20; do row "enumerate ilp ils" polycube shape=box:$side^3 piece=queen objective=max-independent; done
for n in 6 12 30; do row "ilp swap construct-peaceable" peaceable-queens n=$n; done
for n in 12 200 100000; do row "construct toeplitz-count enumerate ilp" toeplitz-queens n=$n; done
