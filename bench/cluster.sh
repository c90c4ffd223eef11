#!/usr/bin/env bash
# Local run against a run on worker processes of this machine: the knight census n=13 and 14 (bnb, --all),
# first on the local executor, then with --cluster on WORKERS workers (default 2, THREADS threads each, default
# 1) started from the same distribution on free loopback ports. One JVM per row, wall-clock milliseconds, and
# the solve's own millis (the coordinator's join included). On one machine the cluster cannot be faster: the
# rows show what going through the cluster costs.
# QUEENS="16 20" adds queen domination rows (enumerate, rounds that stop at their first find).
# Usage: [ROWS="13 14 15"] [QUEENS="16 20"] bench/cluster.sh [DIST]   (DIST defaults to launcher/target/polyboard; build first:
# mvn -B -ntp -q package -DskipTests). JAVA_OPTS (default -Xmx256m) is passed to every JVM.
set -euo pipefail
cd "$(dirname "$0")/.."
dist=${1:-launcher/target/polyboard}
[ -x "$dist/bin/polyboard" ] || { echo "bench: no distribution at $dist; build first" >&2; exit 2; }
bin="$dist/bin/polyboard"
workers=${WORKERS:-2}
threads=${THREADS:-1}
export JAVA_OPTS=${JAVA_OPTS:--Xmx256m}
data=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$data"
}
trap cleanup EXIT

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

members=()
for i in $(seq "$workers"); do
    port=$(free_port)
    join=()
    if [ "${#members[@]}" -gt 0 ]; then join=(--join "${members[0]}"); fi
    "$bin" worker --port "$port" --threads "$threads" "${join[@]}" > "$data/worker$i.out" 2>&1 &
    pids+=($!)
    until grep -q "ready" "$data/worker$i.out" 2>/dev/null; do sleep 0.2; done
    members+=("127.0.0.1:$port")
done
cluster=$(IFS=,; echo "${members[*]}")
echo "workers: $cluster ($threads thread(s) each)"

row() { # row NAME ARGS...: wall millis and the fields of the JSON result
    local name=$1 start end out
    shift
    rm -f "$data/checkpoints.jsonl"
    start=$(date +%s%N)
    out=$("$bin" "$@" --format json --data "$data" 2>/dev/null | tail -n 1) || true
    end=$(date +%s%N)
    out=$(printf '%s' "$out" | grep -o -e '"value":[0-9]*' -e '"nodes":[0-9]*' -e '"solutionCount":[0-9]*' -e '"distinctUpToSymmetry":[0-9]*' \
        -e '"millis":[0-9]*' -e '"units":[0-9]*' -e '"unitsByMember":"[^"]*"' | tr '\n' ' ')
    printf '%-28s %8d ms   %s\n' "$name" $(( (end - start) / 1000000 )) "$out"
}

for n in ${ROWS-13 14}; do
    row "census n=$n local" solve knight-cover n=$n --all --solver bnb
    row "census n=$n cluster" solve knight-cover n=$n --all --solver bnb --cluster "$cluster"
done
for n in ${QUEENS:-}; do
    row "queens n=$n local" solve queens n=$n --solver enumerate
    row "queens n=$n cluster" solve queens n=$n --solver enumerate --cluster "$cluster"
done
