#!/usr/bin/env bash
# Independent queen domination by the local searches (`anneal`) against OEIS A075324: for each size and seed one
# `polyboard solve queens n=N --objective min-independent-domination --solver anneal seed=S --timeout LIMIT`, with the
# value reached, when the best cover was found, and the published term. Arguments: sizes (default 26 28 29 30).
# Environment: LIMIT seconds per run (60), SEEDS (1 2 3), JAVA_OPTS (e.g. -XX:ActiveProcessorCount=1 for one chain,
# as in `table`, where `enumerate` takes the other core), DIST another build's distribution folder.
# Build first: mvn -B -ntp -q install -DskipTests.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/field.sh
bin=${DIST:-launcher/target/polyboard}/bin/polyboard
[ -x "$bin" ] || { echo "bench: build first: mvn -B -ntp -q install -DskipTests" >&2; exit 2; }
known=support/published/src/main/resources/org/polyboard/support/published/known-values.tsv
limit=${LIMIT:-60}
seeds=${SEEDS:-1 2 3}
[ $# -gt 0 ] || set -- 26 28 29 30
for n in "$@"; do
    [[ "$n" =~ ^[0-9]+$ ]] || { echo "bench: not a size: $n" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), ${limit} s a run," \
    "JAVA_OPTS=${JAVA_OPTS:-}"
printf '%-4s %-5s %-10s %-6s %-9s %-10s %s\n' n seed published value found-ms steps chains
for n in "$@"; do
    published=$(awk -F'\t' -v n="$n" '$1 == "queen_independent_domination(A075324)" && $2 == n { print $3 }' "$known")
    for seed in $seeds; do
        out=$("$bin" solve queens "n=$n" "seed=$seed" --objective min-independent-domination --solver anneal \
            --timeout "$limit" --format json --data "$work/data" 2>/dev/null) || true
        printf '%-4s %-5s %-10s %-6s %-9s %-10s %s\n' "$n" "$seed" "${published:--}" "$(field value "$out")" \
            "$(field bestFoundMillis "$out")" "$(field steps "$out")" "$(field chains "$out")"
    done
done
