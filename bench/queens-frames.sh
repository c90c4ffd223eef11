#!/usr/bin/env bash
# Rounds of the enumerate queen-domination search on one thread, plain and split by frames, e.g.
# bench/queens-frames.sh 14:7 16:8 18:9:independent (n:k looks for k queens dominating n×n; a proof of the minimum m
# is the round m−1 refuted). FRAMES_ONLY=1 skips the plain search. JAVA_OPTS=-DdualAfter=N makes every frame use its
# linear relaxation's weights once it has searched N nodes (0: from its root; without it, the solver's default: from
# the root from 20×20 on, else after the board's cells squared) and runs the round twice, the second time with the
# weights solved. Build first: mvn -B -ntp -q install -DskipTests (the enumerate test classes
# and the testing jar).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/test-classpath.sh
cp=$(test_classpath org.polyboard.solver.enumerate)
[ $# -gt 0 ] || set -- 14:7 16:8
exec java ${JAVA_OPTS:-} -DframesOnly="${FRAMES_ONLY:+true}" -cp "$cp" org.polyboard.solver.enumerate.QueenRounds "$@"
