#!/usr/bin/env bash
# The most non-attacking queens on hypercubes n^d (OEIS A115992 for 3^d, A068940 for n^3, A068941 for n^4), with
# proof where one is reached: each case as one `polyboard solve polycube n=N d=D --objective max-independent`,
# and, when python3 has highspy, HiGHS on one thread on the 0-1 program `polyboard export` writes, same machine,
# same run. Arguments: N:D cases (default 3:5 3:6 3:7 4:4 4:5 6:3 7:3).
# Environment: TIMEOUT seconds per case and per solver (300). Build first: mvn -B -ntp -q install -DskipTests.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/field.sh
bin=launcher/target/polyboard/bin/polyboard
[ -x "$bin" ] || { echo "bench: build first: mvn -B -ntp -q install -DskipTests" >&2; exit 2; }
timeout=${TIMEOUT:-300}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ $# -gt 0 ] || set -- 3:5 3:6 3:7 4:4 4:5 6:3 7:3
highs=no
python3 -c 'import highspy' 2>/dev/null && highs=yes


echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), timeout ${timeout} s"
printf '%-6s %-9s %-6s %-6s %-9s %-10s %-9s %-6s %-6s %s\n' case status value bound solver wall-ms \
    highs value bound seconds
for case in "$@"; do
    n=${case%%:*}
    d=${case##*:}
    start=$(date +%s%N)
    out=$("$bin" solve polycube "n=$n" "d=$d" --objective max-independent --timeout "$timeout" --format json \
        --data "$work/data" 2>/dev/null) || true
    end=$(date +%s%N)
    printf '%-6s %-9s %-6s %-6s %-9s %-10s ' "${n}^$d" "$(field status "$out")" "$(field value "$out")" \
        "$(field bound "$out")" "$(field solver "$out")" "$(( (end - start) / 1000000 ))"
    if [ "$highs" = yes ]; then
        "$bin" export polycube "n=$n" "d=$d" --objective max-independent --format lp --out "$work/model.lp" >/dev/null
        python3 - "$work/model.lp" "$timeout" <<'PY'
import sys, time, highspy
h = highspy.Highs()
h.setOptionValue("output_flag", False)
h.setOptionValue("threads", 1)
h.setOptionValue("time_limit", float(sys.argv[2]))
h.readModel(sys.argv[1])
start = time.time()
h.run()
info = h.getInfo()
print("%-9s %-6.0f %-6.0f %.1f" % (h.modelStatusToString(h.getModelStatus()).split()[0], info.objective_function_value,
                                   info.mip_dual_bound, time.time() - start))
PY
    else
        echo "(no highspy)"
    fi
done
