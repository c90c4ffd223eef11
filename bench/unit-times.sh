#!/usr/bin/env bash
# The work units of the knight census n=14 (bnb, --all) and of queen domination n=16 (enumerate), timed one at
# a time on one thread, with the makespan of 1 to 64 workers simulated from those times (bench/UnitTimes.java).
# Usage: bench/unit-times.sh [knight:N|queen:N ...]   (build first: mvn -B -ntp -q install -DskipTests, for testing/ and the bundles)
set -euo pipefail
cd "$(dirname "$0")/.."
dist=launcher/target/polyboard
[ -d "$dist/bundle" ] || { echo "bench: no distribution at $dist; build first" >&2; exit 2; }
cp="$dist/lib/*:$dist/bundle/*"
for jar in testing/target/polyboard-testing-*.jar; do cp="$cp:$jar"; done
exec java ${JAVA_OPTS:-} -cp "$cp" bench/UnitTimes.java "$@"
