#!/usr/bin/env bash
# Degenerate systems at full size (run by `make bench` after the release build): systems of
# 1,000 variables and 2,000 required constraints from bench/gen_degenerate.py, through our
# `cassowary` and (when kiwisolver is installed) kiwi through bench/kiwi_run.py in the same
# run, each capped in time; then our output against the LP oracle
# (bench/solver_degenerate_check.py) at every printed state. Seeds and sizes:
# DEGENERATE_SEEDS, DEGENERATE_SIZE ("N M"). `--extra DIR` also runs every .cas file of DIR
# the same way (scripts that came with reports of a fault, kept outside the repository).
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
kiwi="$root/bench/kiwi_run.py"
extra=""
if [ "${1:-}" = --extra ]; then
    extra=${2:?"--extra needs a folder"}
    ls "$extra"/*.cas > /dev/null || exit 2
fi
ours="$root/.build/release/cassowary"
limit=${DEGENERATE_LIMIT:-600}
read -r n m <<< "${DEGENERATE_SIZE:-1000 2000}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# CPU time (user + system) beside the wall time: on a shared machine the wall time of one run
# moved tenfold with the load, the CPU time by a few percent.
cpu() { if [ -x /usr/bin/time ]; then /usr/bin/time -f '%U %S' -o "$tmp/cpu" "$@"; else : > "$tmp/cpu"; "$@"; fi; }
cpu_seconds() { awk '{ printf "%.2f", $1 + $2 }' "$tmp/cpu"; }
printf '| seed or script | size | ours: wall s (build/remove/suggest), CPU s | verify | LP oracle | kiwi (s) |\n|---|---|---|---|---|---|\n'
# One script: ours (wall and CPU time, verify, LP oracle) and kiwi, as one row of the table.
measure() {
    local script=$1 label=$2 size=$3
    start=$(date +%s.%N)
    if cpu timeout "$limit" "$ours" "$script" > "$tmp/ours.out" 2> "$tmp/ours.err"; then status=0; else status=$?; fi
    end=$(date +%s.%N)
    if [ "$status" = 124 ]; then
        ours_time="did not finish in ${limit} s"; verify="-"; oracle="-"
    else
        phases=$(awk '$1 == "phase" { printf "%s%.2f", sep, $3; sep = "/" }' "$tmp/ours.out")
        ours_time="$(echo "$end - $start" | bc | xargs printf '%.2f') ($phases), CPU $(cpu_seconds)"
        failed=$(grep -c -e '^verify-failed' -e '^unsatisfiable' "$tmp/ours.out")
        verify=$([ "$status" = 0 ] && [ "$failed" = 0 ] && echo clean || echo "FAILED (status $status, $failed lines)")
        if python3 -c 'import scipy' 2>/dev/null; then
            oracle=$(python3 "$root/bench/solver_degenerate_check.py" "$script" "$tmp/ours.out" | tail -1)
        else
            oracle="scipy absent"
        fi
    fi
    if python3 -c 'import kiwisolver' 2>/dev/null; then
        start=$(date +%s.%N)
        if timeout "$limit" python3 "$kiwi" "$script" > "$tmp/kiwi.out" 2> "$tmp/kiwi.err"; then kstatus=0; else kstatus=$?; fi
        end=$(date +%s.%N)
        if [ "$kstatus" = 124 ]; then
            kiwi_time="did not finish in ${limit} s"
        elif [ "$kstatus" -gt 1 ]; then
            kiwi_time="failed: $(head -c 80 "$tmp/kiwi.err" | tr '\n' ' ')"
        else
            kiwi_time=$(echo "$end - $start" | bc | xargs printf '%.2f')
            kfailed=$(grep -c -e '^verify-failed' "$tmp/kiwi.out")
            [ "$kfailed" = 0 ] || kiwi_time="$kiwi_time ($kfailed verify-failed)"
        fi
    else
        kiwi_time="not run (kiwisolver is not installed)"
    fi
    printf '| %s | %s | %s | %s | %s | %s |\n' "$label" "$size" "$ours_time" "$verify" "$oracle" "$kiwi_time"
}
for seed in ${DEGENERATE_SEEDS:-1 2 3}; do
    python3 "$root/bench/gen_degenerate.py" "$seed" --variables "$n" --constraints "$m" > "$tmp/d$seed.cas"
    measure "$tmp/d$seed.cas" "$seed" "$n x $m"
done
if [ -n "$extra" ]; then
    for script in "$extra"/*.cas; do
        measure "$script" "$(basename "$script")" "$(grep -c '^constraint' "$script") constraints"
    done
fi
