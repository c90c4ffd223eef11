#!/usr/bin/env bash
# Times the ILP solver on knight-cover n=8..14 (optimum with proof), one JVM per run of the table.
# Build first: mvn -B -ntp -q package -DskipTests
set -euo pipefail
cd "$(dirname "$0")/.."
bin=launcher/target/polyboard/bin/polyboard
[ -x "$bin" ] || { echo "bench: build first: mvn -B -ntp -q package -DskipTests" >&2; exit 2; }
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
"$bin" table knight-cover "n=${1:-8..14}" --solver ilp
