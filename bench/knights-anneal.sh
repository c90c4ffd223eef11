#!/usr/bin/env bash
# What the anneal solver reaches on knight-cover n=FROM..TO with a time limit of LIMIT seconds each (default
# 60 s, n = 15..25), next to the best known covers (OEIS A006075; n >= 22 upper bounds from Frank Rubin's
# Contest Center, quoted in A006075). Build first: mvn -B -ntp -q install -DskipTests.
# Environment: FROM (15), TO (25), LIMIT seconds (60), SEED (1).
# The distribution is copied to a temporary directory and the anneal bundle added when it does not ship it.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/field.sh
dist=launcher/target/polyboard
[ -x "$dist/bin/polyboard" ] || { echo "bench: build first: mvn -B -ntp -q install -DskipTests" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$dist" "$work/polyboard"
jar=$(ls bundles/org.polyboard.solver.anneal/target/org.polyboard.solver.anneal-*.jar 2>/dev/null | grep -v -e sources -e tests | head -1 || true)
[ -n "$jar" ] || { echo "bench: bundles/org.polyboard.solver.anneal is not built" >&2; exit 2; }
ls "$work/polyboard/bundle" | grep -q '^org.polyboard.solver.anneal-' || cp "$jar" "$work/polyboard/bundle/"
bin="$work/polyboard/bin/polyboard"

best_known() {
    case $1 in
        15) echo 36 ;; 16) echo 40 ;; 17) echo 46 ;; 18) echo 52 ;; 19) echo 57 ;; 20) echo 62 ;; 21) echo 68 ;;
        22) echo "<=75" ;; 23) echo "<=82" ;; 24) echo "<=88" ;; 25) echo "<=96" ;; *) echo "?" ;;
    esac
}


echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), ${LIMIT:=60} s each"
printf '%-3s %-6s %-6s %-9s %-8s %-10s %s\n' n value known status verified found-ms steps
for n in $(seq "${FROM:-15}" "${TO:-25}"); do
    out=$("$bin" solve knight-cover "n=$n" "seed=${SEED:-1}" --solver anneal --timeout "$LIMIT" --format json 2>&1) || true
    if ! printf '%s' "$out" | grep -q '"status"'; then
        printf '%-3s error %s\n' "$n" "$(printf '%s' "$out" | head -1)"
        continue
    fi
    printf '%-3s %-6s %-6s %-9s %-8s %-10s %s\n' "$n" "$(field value "$out")" "$(best_known "$n")" "$(field status "$out")" \
        "$(field verified "$out")" "$(field bestFoundMillis "$out")" "$(field steps "$out")"
done
