#!/usr/bin/env bash
# Rounds of the bnb knight-cover search on one thread, e.g. bench/knights-refute.sh 14:31 15:34 15:35 16:38 13:28:all 12x14:25
# (n:k searches every n×n cover with at most k knights, RxC:k every R×C cover, nt:k or RxCt:k the torus; :all counts them, with k the
# minimum: a census skips dominated knights on that premise, and counts wrongly above it). A proof of the minimum m is the round
# m−1 refuted. Build first: mvn -B -ntp -q install -DskipTests (the bnb test classes and the testing jar).
# JAVA_OPTS="-Dthreads=2 -Dtable-cell=N -Dtable-total=N -Dsample=100 -Dtrace=true": the last cells' table on two
# threads with other budgets, every 100th unit of the round only, each cell's bound as the table finds it;
# -Dtable-grow=160000000,2560000000: then the larger tables the solver's rounds grow, each continuing the one before.
# -Dpolyboard.bnb.triples=false: the search without the bound of triples (the trees t8 to t10), for before and after.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/test-classpath.sh
cp=$(test_classpath org.polyboard.solver.bnb)
[ $# -gt 0 ] || set -- 14:31 15:34
exec java ${JAVA_OPTS:-} -cp "$cp" org.polyboard.solver.bnb.RefuteRounds "$@"
