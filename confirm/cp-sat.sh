#!/usr/bin/env bash
# Runs one of the CP-SAT confirmations (CubeSplit, Cubes, Peaceable, QueenFrames) with OR-Tools from Maven Central:
# resolves the OR-Tools classpath once (bench/native/pom.xml), compiles confirm/*.java (Java 17 runs a single source
# file only, and CubeSplit shares Cubes.java) and runs the class. JVM options (-Dthreads=2, -Dworkers=2, -Dfrom=N)
# come first.
# Usage: confirm/cp-sat.sh [-Dname=value ...] CLASS ARGS...
#   e.g. confirm/cp-sat.sh -Dthreads=2 CubeSplit 10 91 both
set -euo pipefail
cd "$(dirname "$0")/.."
out=confirm/target
mkdir -p "$out/classes"
if [ ! -s "$out/classpath.txt" ]; then
    mvn -B -ntp -q -f bench/native/pom.xml dependency:build-classpath -Dmdep.outputFile="$PWD/$out/classpath.txt" >&2
fi
cp=$(cat "$out/classpath.txt")
javac -d "$out/classes" -cp "$cp" confirm/*.java
options=()
while [ $# -gt 0 ] && [[ "$1" == -D* ]]; do
    options+=("$1")
    shift
done
if [ $# -lt 1 ]; then
    echo "usage: confirm/cp-sat.sh [-Dname=value ...] CubeSplit|Cubes|Peaceable|QueenFrames ARGS..." >&2
    exit 2
fi
exec java "${options[@]}" -cp "$out/classes:$cp" "$@"
