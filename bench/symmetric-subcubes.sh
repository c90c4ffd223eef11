#!/usr/bin/env bash
# Non-attacking queens on 3^d as subcubes with a symmetry imposed, asked of CP-SAT (bench/SymmetricSubcubes.java):
# bench/symmetric-subcubes.sh D COUNTS CYCLES TRANSLATION SECONDS WORKERS, e.g.
#   bench/symmetric-subcubes.sh 9 1,9,36,43 012,345,678 0 1200 2
# The first run downloads OR-Tools (about 100 MB) from Maven Central.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mvn -B -ntp -q -f bench/native/pom.xml dependency:build-classpath -Dmdep.outputFile="$work/cp.txt" >&2
cp=$(cat "$work/cp.txt")
javac -d "$work" -cp "$cp" bench/SymmetricSubcubes.java
exec java -cp "$work:$cp" SymmetricSubcubes "$@"
