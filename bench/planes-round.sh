#!/usr/bin/env bash
# One round of the plane search on n^3 (is there a placement of T queens?), every EVERY-th unit on one thread, once
# with each enumerate bundle given (bench/PlanesRound.java): the walk's nodes do not depend on the build, its CPU
# time does. Usage: bench/planes-round.sh N T [EVERY] [ENUMERATE_CLASSES_OR_JAR...]
# e.g. bench/planes-round.sh 12 141; bench/planes-round.sh 12 139 10 old.jar new.jar
# Build first: mvn -B -ntp -q install -DskipTests.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { sed -n '4,5s/^# //p' "$0" >&2; exit 2; }
n=$1 t=$2 every=${3:-1}
shift $(( $# < 3 ? $# : 3 ))
source bench/test-classpath.sh
cp=$(test_classpath org.polyboard.solver.enumerate)
[ $# -gt 0 ] || set -- bundles/org.polyboard.solver.enumerate/target/classes
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for build in "$@"; do
    [ -e "$build" ] || { echo "bench: no build at $build" >&2; exit 2; }
    rm -rf "$out"/*
    javac -d "$out" -cp "$build:$cp" bench/PlanesRound.java
    echo -n "$build: "
    java ${JAVA_OPTS:-} -cp "$build:$out:$cp" org.polyboard.solver.enumerate.PlanesRound "$n" "$t" "$every"
done
