#!/usr/bin/env bash
# Whole-process figures (run by `make bench` after the release build): `payday render --demo`,
# `render`, `stats` and the CSV and iCalendar exports of a generated file of 50 workplaces x 1,500
# shifts (~5 MB), and `clock in`
# on a fresh copy of it with its history and without it (the save then writes every workplace),
# each beside `payday --help` (the process floor) in the same run, the
# commands taking turns round after round; medians, ratios to --help, peak memory. Prints
# figures, asserts nothing. PROCESS_BENCH_ROUNDS (default 15) sets the rounds,
# PROCESS_BENCH_PAYDAY another binary (an older build beside its resource bundles),
# PROCESS_BENCH_BEFORE an older build run in the same rounds (before and after side by side, and
# their outputs compared),
# PROCESS_BENCH_CALLGRIND=1 adds an instruction count of each command.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
payday=${PROCESS_BENCH_PAYDAY:-$root/.build/release/payday}
[ -x "$payday" ] || { echo "process bench: build first: make release" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "== process: $(date -u +%Y-%m-%dT%H:%MZ) on $(uname -m), $(nproc) cores," \
    "commit $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "   binary: $payday"
python3 "$root/bench/gen_workplaces.py" 50 1500 "$work/workplaces.json"
python3 "$root/bench/process_bench.py" "$payday" "$work/workplaces.json" "$work" "${PROCESS_BENCH_ROUNDS:-15}"
