#!/usr/bin/env bash
# What refuting T queens on 5^4 by cases costs (bench/HypercubeCases.java, one thread, no build needed): for each
# group K:P, every EVERY-th canonical case, extrapolated to the group; or `check` on a placement as `solve` prints it.
# Usage: bench/hypercube-cases.sh T EVERY K:P...   e.g. bench/hypercube-cases.sh 39 1 12:0 11:1 11:2
#        bench/hypercube-cases.sh check "(1,1,2,4) (1,1,3,2) ..."
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { sed -n '4,5s/^# //p' "$0" >&2; exit 2; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac -d "$out" bench/HypercubeCases.java
run() { java -Xmx2g ${JAVA_OPTS:-} -cp "$out" HypercubeCases "$@"; }
if [ "$1" = check ]; then
    run check "$2"
    exit
fi
t=$1 every=$2
shift 2
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for group in "$@"; do
    run estimate "$t" "${group%%:*}" "${group##*:}" "$every"
done
