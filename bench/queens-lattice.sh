#!/usr/bin/env bash
# The lattice search of queen domination (anneal's LatticeChain) alone on one thread, board after board:
# bench/queens-lattice.sh FROM TO SECONDS [independent]   e.g. bench/queens-lattice.sh 26 60 20
# Prints for each n×n whether ⌈n/2⌉ queens on the odd rows and columns were found, the lattice searched through
# (none), or the time ran out (stopped), with nodes and seconds. JAVA_OPTS="-Dseed=N" for another seed.
# Build first: mvn -B -ntp -q install -DskipTests (the anneal bundle's test classes and the testing jar).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/test-classpath.sh
cp=$(test_classpath org.polyboard.solver.anneal)
[ $# -ge 3 ] || { echo "usage: bench/queens-lattice.sh FROM TO SECONDS [independent]" >&2; exit 2; }
exec java ${JAVA_OPTS:-} -cp "$cp" org.polyboard.solver.anneal.LatticeSweep "$@"
