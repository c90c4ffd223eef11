#!/usr/bin/env bash
# Rounds of the bnb knight-cover search on one thread, e.g. bench/knights-refute.sh 14:31 15:34 15:35 16:38 13:28:all
# (n:k searches every n×n cover with at most k knights; :all counts them). A proof of the minimum m is the round
# m−1 refuted. Build first: mvn -B -ntp -q install -DskipTests (the bnb test classes and the testing jar).
set -euo pipefail
cd "$(dirname "$0")/.."
bnb=bundles/org.polyboard.solver.bnb/target
[ -d "$bnb/test-classes" ] || { echo "bench: build first: mvn -B -ntp -q install -DskipTests" >&2; exit 2; }
cp="$bnb/classes:$bnb/test-classes:support/target/classes"
for jar in bundles/org.polyboard.{api,boards,pieces,core}/target/org.polyboard.*-SNAPSHOT.jar testing/target/polyboard-testing-*.jar; do
    cp="$cp:$jar"
done
[ $# -gt 0 ] || set -- 14:31 15:34
exec java ${JAVA_OPTS:-} -cp "$cp" org.polyboard.solver.bnb.RefuteRounds "$@"
