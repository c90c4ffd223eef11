#!/usr/bin/env bash
# An estimate of a split search round from sampled work units (bench/CensusEstimate.java): the knight census (bnb
# --all) at larger n, or the round of queen domination (enumerate) looking for k queens, independent or not.
# The census round is planned as a solve plans it; sampled units are searched on one thread, each followed into
# one of the nodes it left open at its node budget, and the census's nodes and one-core time extrapolated.
# The estimate runs low where a few subtrees hold most of the nodes: on 15×15, 1000 samples estimated 2.9e9 nodes
# (standard error 0.6e9) for a census round that searched about 8.8e9; on 17×17 it ran high instead: 200 samples
# estimated 5.7e10 (standard error 3.0e10) for the round refuting 45, which searched at most 1.77e10. Read it as an
# order of magnitude.
# Usage: bench/census-estimate.sh 14:32 15:36 16:40 iqueen:27:14 queen:26:13 [samples=40] [seed=1]   (n:k with k the
# knight minimum; queen:n:k and iqueen:n:k the round of k queens, a refutation below the optimum; samples=0 runs every
# unit of the first level and descents=D walks down D times below each that split; build first:
# mvn -B -ntp -q install -DskipTests, for testing/ and the bundles)
set -euo pipefail
cd "$(dirname "$0")/.."
dist=launcher/target/polyboard
[ -d "$dist/bundle" ] || { echo "bench: no distribution at $dist; build first" >&2; exit 2; }
cp="$dist/lib/*:$dist/bundle/*"
for jar in testing/target/polyboard-testing-*.jar; do cp="$cp:$jar"; done
exec java ${JAVA_OPTS:-} -cp "$cp" bench/CensusEstimate.java "$@"
