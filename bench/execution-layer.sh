#!/usr/bin/env bash
# Before/after timings for the execution layer: the knight census n=13 and 14, table queens n=8..16
# (min-domination, fresh), toeplitz counting n=20, the exact peaceable search n=9 and 10 (peaceable: work units since
# they were added). One JVM per row, wall-clock milliseconds.
# Usage: bench/execution-layer.sh [DIST]   (DIST defaults to launcher/target/polyboard; build first:
# mvn -B -ntp -q package -DskipTests). Compare two builds by passing each one's distribution folder.
# Environment: REPEAT (1) runs of each row; the smallest wall time is printed.
set -euo pipefail
cd "$(dirname "$0")/.."
dist=${1:-launcher/target/polyboard}
[ -x "$dist/bin/polyboard" ] || { echo "bench: no distribution at $dist; build first" >&2; exit 2; }
bin="$dist/bin/polyboard"
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
repeat=${REPEAT:-1}

row() { # row NAME ARGS...: best wall millis of REPEAT runs and the command's last output line
    local name=$1 best= out= start end ms
    shift
    for _ in $(seq "$repeat"); do
        start=$(date +%s%N)
        out=$("$bin" "$@" --data "$data" 2>&1 | tail -n 1) || true
        end=$(date +%s%N)
        ms=$(( (end - start) / 1000000 ))
        if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
    done
    case "$out" in
        "{"*) out=$(printf '%s' "$out" | grep -o -e '"status":"[A-Z]*"' -e '"value":[0-9]*' \
                    -e '"solutionCount":[0-9]*' -e '"distinctUpToSymmetry":[0-9]*' -e '"millis":[0-9]*' | tr '\n' ' ') ;;
    esac
    printf '%-26s %8d ms   %s\n' "$name" "$best" "$out"
}

row "knight census n=13" solve knight-cover n=13 --all --solver bnb --format json
row "knight census n=14" solve knight-cover n=14 --all --solver bnb --format json
row "table queens n=8..16" table queens n=8..16 --fresh
row "toeplitz count n=20" solve toeplitz-queens n=20 --all --format json
row "peaceable queens n=9 peaceable" solve peaceable-queens n=9 --solver peaceable --format json
row "peaceable queens n=10 peaceable" solve peaceable-queens n=10 --solver peaceable --format json
