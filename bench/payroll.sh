#!/usr/bin/env bash
# Payroll benchmark (run by `make bench` after the release build): load and compute 10,000
# workplaces x 100 shifts; wall time and peak memory, median of 3 runs. The data is generated
# into a temporary directory and removed afterwards. Runs the binary from that directory, which
# also shows the holiday list is found from any working directory.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
payday="$root/.build/release/payday"
[ -x "$payday" ] || { echo "payroll bench: build first: make release" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
workplaces=${PAYROLL_BENCH_WORKPLACES:-10000}
shifts=${PAYROLL_BENCH_SHIFTS:-100}
python3 "$root/bench/gen_workplaces.py" "$workplaces" "$shifts" "$work/workplaces.json"
cp "$root/Data/workplaces.json" "$work/example.json"
cd "$work"

# Prints "wall-seconds cpu-seconds max-resident-kB" of one run of the command.
measure() {
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f "%e %U %M" -o "$work/time.txt" "$@" >/dev/null
        cat "$work/time.txt"
    else
        python3 - "$@" <<'PY'
import resource, subprocess, sys, time
t = time.perf_counter()
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"{time.perf_counter() - t:.2f} {usage.ru_utime:.2f} {usage.ru_maxrss}")
PY
    fi
}

# Median of three runs, of each figure on its own.
median3() {
    local runs=()
    for _ in 1 2 3; do runs+=("$(measure "$@")"); done
    median() { printf '%s\n' "${runs[@]}" | cut -d' ' -f"$1" | sort -n | sed -n 2p; }
    echo "$(median 1) s wall, $(median 2) s CPU, $(($(median 3) / 1024)) MB peak"
}

size=$(du -m workplaces.json | cut -f1)
echo "payroll: $workplaces workplaces x $shifts shifts ($size MB of JSON)"
echo "  validate (read + parse + validate):  $(median3 "$payday" validate workplaces.json)"
echo "  summary --json (load + compute + print): $(median3 "$payday" summary --data workplaces.json --today 2026-11-21 --json)"
echo "  summary --year --json (12 periods of every workplace): $(median3 "$payday" summary --data workplaces.json --today 2026-11-21 --year 2026 --json)"
echo "  payslip of one workplace (load + one period): $(median3 "$payday" payslip --data workplaces.json --today 2026-11-21 "일터 4321 🏪" --period 2026-10)"
echo "  summary of the shipped example (start-up): $(median3 "$payday" summary --data example.json --today 2026-11-21)"
