#!/usr/bin/env bash
# A member paused in the middle of a run: the knight census n=N (default 15; bnb, --all) on two one-thread workers
# of this machine, once undisturbed, then with the second worker stopped (kill -STOP) AT seconds into the run for
# FOR seconds and continued (kill -CONT). Prints each run's wall time, totals and units per member: the totals must
# be the same, and the paused run should take little more than the work the pause took away.
# Usage: bench/cluster-pause.sh [N [AT [FOR [DIST]]]]   (defaults 15 60 60 launcher/target/polyboard; build first:
# mvn -B -ntp -q package -DskipTests). JAVA_OPTS (default -Xmx512m) is passed to every JVM. LOGS=DIR keeps the
# workers' output there; PAUSED_ONLY=1 skips the undisturbed run.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-15}
at=${2:-60}
for=${3:-60}
dist=${4:-launcher/target/polyboard}
[ -x "$dist/bin/polyboard" ] || { echo "bench: no distribution at $dist; build first" >&2; exit 2; }
bin="$dist/bin/polyboard"
export JAVA_OPTS=${JAVA_OPTS:--Xmx512m}
data=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -CONT "$pid" 2>/dev/null || true; kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    if [ -n "${LOGS:-}" ]; then mkdir -p "$LOGS" && cp "$data"/worker*.out "$LOGS"/; fi
    rm -rf "$data"
}
trap cleanup EXIT

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

first=$(free_port)
"$bin" worker --port "$first" --threads 1 > "$data/worker1.out" 2>&1 &
pids+=($!)
until grep -q "ready" "$data/worker1.out" 2>/dev/null; do sleep 0.2; done
second=$(free_port)
"$bin" worker --port "$second" --threads 1 --join "127.0.0.1:$first" > "$data/worker2.out" 2>&1 &
paused=$!
pids+=($paused)
until grep -q "ready" "$data/worker2.out" 2>/dev/null; do sleep 0.2; done
echo "workers: 127.0.0.1:$first, 127.0.0.1:$second (1 thread each); census n=$n"

run() { # run NAME: wall seconds and the fields of the JSON result
    local start end out
    rm -f "$data/checkpoints.jsonl"
    start=$(date +%s%N)
    out=$("$bin" solve knight-cover n="$n" --all --solver bnb --cluster "127.0.0.1:$first" --format json \
        --data "$data" 2>/dev/null | tail -n 1) || true
    end=$(date +%s%N)
    out=$(printf '%s' "$out" | grep -o -e '"status":"[A-Z]*"' -e '"solutionCount":[0-9]*' \
        -e '"distinctUpToSymmetry":[0-9]*' -e '"nodes":[0-9]*' -e '"unitsByMember":"[^"]*"' -e '"message":"[^"]*"' \
        | tr '\n' ' ')
    printf '%-34s %6.1f s   %s\n' "$1" "$(echo "($end - $start) / 1000000000" | bc -l)" "$out"
}

[ -n "${PAUSED_ONLY:-}" ] || run "undisturbed"
( sleep "$at"; kill -STOP "$paused"; sleep "$for"; kill -CONT "$paused" ) &
pauser=$!
run "worker 2 stopped at ${at} s for ${for} s"
wait "$pauser" 2>/dev/null || true
