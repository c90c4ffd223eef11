#!/usr/bin/env bash
# The lattice search of queen domination (anneal's LatticeChain) alone on one thread, board after board:
# bench/queens-lattice.sh FROM TO SECONDS [independent|diagonal]   e.g. bench/queens-lattice.sh 26 60 20
# Prints for each n×n whether ⌈n/2⌉ queens on the odd rows and columns were found, the lattice searched through
# (none), or the time ran out (stopped), with nodes and seconds. JAVA_OPTS="-Dseed=N" for another seed,
# "-Dlast=N" for budgets doubled to N nodes instead of the chain's own, "-Dlast=N -Dcycles=K" for K passes of those
# budgets (each from new random orders) until a placement or the time given. 'diagonal': only the lattice of side 4k + 1
# above a board of side 4k or 4k - 1 with queens on its corner and on the main diagonal (ceil(n/2) without the corner).
# 'inside:B:E' (or 'inside:B:E:R:C'): only the lattice of side n - B inside the board at each first cell the symmetries
# leave (or at row R, column C), with E queens more, e.g. bench/queens-lattice.sh 48 48 120 inside:3:2 (25 queens).
# Build first: mvn -B -ntp -q install -DskipTests (the anneal bundle's test classes and the testing jar).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/test-classpath.sh
cp=$(test_classpath org.polyboard.solver.anneal)
[ $# -ge 3 ] || { echo "usage: bench/queens-lattice.sh FROM TO SECONDS [independent|diagonal|centred|inside:B:E]" >&2; exit 2; }
exec java ${JAVA_OPTS:-} -cp "$cp" org.polyboard.solver.anneal.LatticeSweep "$@"
