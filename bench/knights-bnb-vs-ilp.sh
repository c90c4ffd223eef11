#!/usr/bin/env bash
# Wall-clock times of the bnb and ilp solvers on knight-cover n=FROM..TO (minimum with proof), one JVM
# per solve, same machine, same run; then bnb --all (every minimum cover) on n=13 and 14.
# Build first: mvn -B -ntp -q install -DskipTests (the launcher distribution and the solver bundles).
# Environment: FROM (8), TO (14), ALL ("13 14"), TIMEOUT seconds per solve (900).
# The distribution is copied to a temporary directory and the bnb bundle added to it when it does not
# ship it yet; the build output itself is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/field.sh
dist=launcher/target/polyboard
[ -x "$dist/bin/polyboard" ] || { echo "bench: build first: mvn -B -ntp -q install -DskipTests" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$dist" "$work/polyboard"
for module in bnb anneal; do
    jar=$(ls bundles/org.polyboard.solver.$module/target/org.polyboard.solver.$module-*.jar 2>/dev/null | grep -v -e sources -e tests | head -1 || true)
    [ -n "$jar" ] || { echo "bench: bundles/org.polyboard.solver.$module is not built" >&2; exit 2; }
    ls "$work/polyboard/bundle" | grep -q "^org.polyboard.solver.$module-" || cp "$jar" "$work/polyboard/bundle/"
done
bin="$work/polyboard/bin/polyboard"
timeout=${TIMEOUT:-900}


run() { # run ARGS...: prints status value count distinct solver-millis wall-millis
    local start end out
    start=$(date +%s%N)
    out=$("$bin" solve knight-cover "$@" --timeout "$timeout" --format json 2>&1) || true
    end=$(date +%s%N)
    if ! printf '%s' "$out" | grep -q '"status"'; then
        printf '%-9s %s\n' "error" "$(printf '%s' "$out" | head -1)"
        return
    fi
    printf '%-9s %-6s %-6s %-6s %-10s %s\n' "$(field status "$out")" "$(field value "$out")" \
        "$(field solutionCount "$out")" "$(field distinctUpToSymmetry "$out")" "$(field millis "$out")" \
        "$(( (end - start) / 1000000 ))"
}

echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), java $(java -version 2>&1 | head -1)"
echo "# minimum with proof; millis = inside the solver, wall = whole command with JVM and framework"
printf '%-3s %-7s %-9s %-6s %-6s %-6s %-10s %s\n' n solver status value count classes millis wall
for n in $(seq "${FROM:-8}" "${TO:-14}"); do
    for solver in bnb ilp; do
        printf '%-3s %-7s ' "$n" "$solver"
        run "n=$n" --solver "$solver"
    done
done
echo "# every minimum cover (--all) with bnb"
for n in ${ALL:-13 14}; do
    printf '%-3s %-7s ' "$n" "bnb-all"
    run "n=$n" --solver bnb --all
done
