#!/usr/bin/env bash
# Units of a long queen domination search by frames (`enumerate`, e.g. `solve queens n=27 --objective
# min-independent-domination --data D`), sampled from its checkpoints and timed on one thread, each with every unit
# split off below it, once with each enumerate bundle given, one after the other on the same units
# (bench/UnitSample.java): the way to compare two builds of the search on the part of a proof still to come.
# Usage: bench/unit-sample.sh CHECKPOINTS LEVEL COUNT [SEED] [ENUMERATE_JAR...]
#   CHECKPOINTS  a data folder's checkpoints.jsonl (copy it first if its run is still going)
#   LEVEL        2, 3, ...: the units that units of the level before left open
#   ENUMERATE_JAR  bundles to compare (default: this build's); each goes first on the class path
#   JAVA_OPTS=-Dbudget=N  another node budget for the sampled units and those split off below them
# Build first: mvn -B -ntp -q install -DskipTests.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { sed -n '6,10s/^# //p' "$0" >&2; exit 2; }
file=$1 level=$2 count=$3 seed=${4:-1}
shift $(( $# < 4 ? $# : 4 ))
[ -f "$file" ] || { echo "bench: no checkpoints at $file" >&2; exit 2; }
[[ "$level" =~ ^[0-9]+$ && "$count" =~ ^[0-9]+$ && "$seed" =~ ^[0-9]+$ ]] || { echo "bench: LEVEL, COUNT and SEED are numbers" >&2; exit 2; }
dist=launcher/target/polyboard
[ -d "$dist/bundle" ] || { echo "bench: no distribution at $dist; build first" >&2; exit 2; }
[ $# -gt 0 ] || set -- bundles/org.polyboard.solver.enumerate/target/org.polyboard.solver.enumerate-*-SNAPSHOT.jar
cp="$dist/lib/*:$dist/bundle/*"
for jar in testing/target/polyboard-testing-*.jar; do cp="$cp:$jar"; done
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for jar in "$@"; do
    [ -f "$jar" ] || { echo "bench: no bundle at $jar" >&2; exit 2; }
    echo -n "$jar: "
    java ${JAVA_OPTS:-} -cp "$jar:$cp" bench/UnitSample.java "$file" "$level" "$count" "$seed"
done
