#!/usr/bin/env bash
# An estimate of the knight census (bnb --all) at larger n from sampled work units (bench/CensusEstimate.java).
# The census round is planned as a solve plans it; sampled units are searched on one thread, each followed into
# one of the nodes it left open at its node budget, and the census's nodes and one-core time extrapolated.
# The estimate runs low where a few subtrees hold most of the nodes: on 15×15, 1000 samples estimated 2.9e9 nodes
# (standard error 0.6e9) for a census round that searched about 8.8e9; on 17×17 it ran high instead: 200 samples
# estimated 5.7e10 (standard error 3.0e10) for the round refuting 45, which searched at most 1.77e10. Read it as an
# order of magnitude.
# Usage: bench/census-estimate.sh 14:32 15:36 16:40 [samples=40] [seed=1]   (n:k with k the minimum; build first:
# mvn -B -ntp -q install -DskipTests, for testing/ and the bundles)
set -euo pipefail
cd "$(dirname "$0")/.."
dist=launcher/target/polyboard
[ -d "$dist/bundle" ] || { echo "bench: no distribution at $dist; build first" >&2; exit 2; }
cp="$dist/lib/*:$dist/bundle/*"
for jar in testing/target/polyboard-testing-*.jar; do cp="$cp:$jar"; done
exec java ${JAVA_OPTS:-} -cp "$cp" bench/CensusEstimate.java "$@"
