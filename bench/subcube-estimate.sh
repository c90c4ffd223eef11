#!/usr/bin/env bash
# What refuting K queens on 3^D by the subcube packing (ils' exact cover of the middle sets) would cost: for each
# count of subcubes K queens can have, Knuth's estimate of the tree a search of every option walks, from PATHS random
# paths (support/subcubes SubcubeEstimate, one thread).
# Usage: bench/subcube-estimate.sh D K PATHS [SEED]   e.g. bench/subcube-estimate.sh 9 89 10000
# JAVA_OPTS="-Dsearch=N" also runs the search itself to N nodes beside each estimate; "-Dcount=I" only the I-th count.
# Build first: mvn -B -ntp -q install -DskipTests (the subcubes module's test classes).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { sed -n '5p' "$0" | sed 's/^# //' >&2; exit 2; }
target=support/subcubes/target
[ -d "$target/test-classes" ] || { echo "bench: build first: mvn -B -ntp -q install -DskipTests" >&2; exit 2; }
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
exec java ${JAVA_OPTS:-} -cp "$target/classes:$target/test-classes:$(ls bundles/org.polyboard.api/target/org.polyboard.api-*.jar | head -1)" \
    org.polyboard.support.subcubes.SubcubeEstimate "$@"
