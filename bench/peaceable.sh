#!/usr/bin/env bash
# The exact peaceable-queens search (ilp's line colouring) against the published values: each case as one
# `polyboard solve peaceable-queens --solver ilp`, with its status, value, bound, nodes and wall time beside the
# proven term of OEIS A250000 (board) or A279405 (torus). Arguments: sizes, a leading t for the torus
# (default 11 12 13 t10 t11 t12). Environment: TIMEOUT seconds per case (600).
# Build first: mvn -B -ntp -q install -DskipTests.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/field.sh
bin=launcher/target/polyboard/bin/polyboard
[ -x "$bin" ] || { echo "bench: build first: mvn -B -ntp -q install -DskipTests" >&2; exit 2; }
known=support/src/main/resources/org/polyboard/support/published/known-values.tsv
timeout=${TIMEOUT:-600}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ $# -gt 0 ] || set -- 11 12 13 t10 t11 t12
for case in "$@"; do
    [[ "${case#t}" =~ ^[0-9]+$ ]] || { echo "bench: not a size: $case (e.g. 13, or t12 for the torus)" >&2; exit 2; }
done

echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), timeout ${timeout} s"
printf '%-8s %-10s %-9s %-6s %-6s %-12s %s\n' case published status value bound nodes wall-ms
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
    out=$("$bin" solve peaceable-queens "n=$n" "torus=$torus" --solver ilp --timeout "$timeout" --format json \
        --data "$work/data-$case" 2>/dev/null) || true
    end=$(date +%s%N)
    printf '%-8s %-10s %-9s %-6s %-6s %-12s %s\n' "$case" "${published:--}" "$(field status "$out")" \
        "$(field value "$out")" "$(field bound "$out")" "$(field nodes "$out")" "$(( (end - start) / 1000000 ))"
done
