#!/usr/bin/env bash
# The exact peaceable-queens search (the peaceable solver's line colouring) against the published values: each case as one
# `polyboard solve peaceable-queens --solver peaceable`, with its status, value, bound, nodes and wall time beside the
# proven term of OEIS A250000 (board) or A279405 (torus). Arguments: sizes, a leading t for the torus
# (default 11 12 13 t10 t11 t12). Environment: TIMEOUT seconds per case (600); ALL=1 counts every optimal placement
# (--all) and adds the count, the classes under the board's symmetries and the colour swap, and A260680 beside them.
# Build first: mvn -B -ntp -q install -DskipTests.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/field.sh
bin=launcher/target/polyboard/bin/polyboard
[ -x "$bin" ] || { echo "bench: build first: mvn -B -ntp -q install -DskipTests" >&2; exit 2; }
known=support/published/src/main/resources/org/polyboard/support/published/known-values.tsv
timeout=${TIMEOUT:-600}
all=()
[ "${ALL:-0}" = 1 ] && all=(--all)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ $# -gt 0 ] || set -- 11 12 13 t10 t11 t12
for case in "$@"; do
    [[ "${case#t}" =~ ^[0-9]+$ ]] || { echo "bench: not a size: $case (e.g. 13, or t12 for the torus)" >&2; exit 2; }
done

echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), timeout ${timeout} s"
printf '%-8s %-10s %-9s %-6s %-6s %-12s %-9s' case published status value bound nodes wall-ms
[ ${#all[@]} -eq 0 ] && echo || printf ' %-9s %-8s %s\n' count classes published-classes
for case in "$@"; do
    n=${case#t}
    if [ "$case" != "$n" ]; then
        torus=true
        sequence='peaceable_queens_torus(A279405)'
    else
        torus=false
        sequence='peaceable_queens(A250000)'
    fi
    published=$(awk -F'\t' -v s="$sequence" -v n="$n" '$1 == s && $2 == n { print $3 }' "$known")
    start=$(date +%s%N)
    out=$("$bin" solve peaceable-queens "n=$n" "torus=$torus" --solver peaceable --timeout "$timeout" ${all[@]+"${all[@]}"} \
        --format json --data "$work/data-$case" 2>/dev/null) || true
    end=$(date +%s%N)
    printf '%-8s %-10s %-9s %-6s %-6s %-12s %-9s' "$case" "${published:--}" "$(field status "$out")" \
        "$(field value "$out")" "$(field bound "$out")" "$(field nodes "$out")" "$(( (end - start) / 1000000 ))"
    if [ ${#all[@]} -eq 0 ]; then
        echo
    else
        classes=$([ "$torus" = true ] || awk -F'\t' -v n="$n" \
            '$1 == "peaceable_inequivalent_solutions(A260680)" && $2 == n { print $3 }' "$known")
        printf ' %-9s %-8s %s\n' "$(field solutionCount "$out")" "$(field distinctUpToSymmetry "$out")" "${classes:--}"
    fi
done
