#!/usr/bin/env bash
# The tabu search over lines of queen domination (anneal's LineTabuChain) alone on one thread, board after board:
# bench/queens-lines.sh SECONDS TARGET N...   e.g. bench/queens-lines.sh 60 lower 27 28 36
# Prints per board and seed each cover found on the way down to TARGET queens (a number, or 'lower' for n/2 rounded
# down, the literature's lower bound ⌈(n − 1)/2⌉), checked by the tests' own checker. JAVA_OPTS="-Dseeds=1,2,3" for
# other seeds, "-Dindependent=true" for independent covers, "-Dsolver=true" for the chain as the solver runs it
# second (its seed derived from the run's seed=, after the prelude over half-turn orbits).
# Build first: mvn -B -ntp -q install -DskipTests (the anneal bundle's test classes and the testing jar).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/test-classpath.sh
cp=$(test_classpath org.polyboard.solver.anneal)
[ $# -ge 3 ] || { echo "usage: bench/queens-lines.sh SECONDS TARGET N..." >&2; exit 2; }
exec java ${JAVA_OPTS:-} -cp "$cp" org.polyboard.solver.anneal.LineTabuSweep "$@"
