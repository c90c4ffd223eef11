#!/usr/bin/env bash
# What a resumed solve holds in memory for its checkpoints (bench/ResumeMemory.java): RECORDS saved outcomes of about
# BYTES bytes each, e.g. bench/resume-memory.sh 770000 700 (the 26x26 proof's checkpoints were 1.2 M records, 895 MB).
# Build first: mvn -B -ntp -q install -DskipTests. JAVA_OPTS sets the heap (e.g. -Xmx1g); DIST another distribution.
set -euo pipefail
cd "$(dirname "$0")/.."
dist=${DIST:-launcher/target/polyboard}
[ -d "$dist/bundle" ] || { echo "bench: no distribution at $dist; build first" >&2; exit 2; }
exec java ${JAVA_OPTS:-} -cp "$dist/lib/*:$dist/bundle/*" bench/ResumeMemory.java "${1:-770000}" "${2:-700}"
