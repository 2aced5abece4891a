#!/usr/bin/env bash
# Store benchmark (run by `make bench` after the release build): `payday clock in` on a file of
# 2,000 workplaces x 60 shifts, whole process (start, read, validate, lock, save with fsync and
# rename, backup), median of 11 runs; and `payday validate` of the same file for the reading
# part alone. Each timed clock-in is followed by an untimed clock-out, so every run does the
# same work. The file is generated into a temporary directory (removed afterwards) and saved
# once by payday first, so the timed runs read the format payday writes. Also `payday --version`,
# the cost of starting the process at all. STORE_BENCH_PAYDAY names another binary (an older
# build beside its resource bundles), to compare two builds in the same minutes.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
payday=${STORE_BENCH_PAYDAY:-$root/.build/release/payday}
[ -x "$payday" ] || { echo "store bench: build first: make release" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
workplaces=${STORE_BENCH_WORKPLACES:-2000}
shifts=${STORE_BENCH_SHIFTS:-60}
runs=${STORE_BENCH_RUNS:-11}
python3 "$root/bench/gen_workplaces.py" "$workplaces" "$shifts" "$work/workplaces.json"
cd "$work"
python3 - "$payday" "$work/workplaces.json" "$workplaces" "$runs" <<'PY'
import datetime, os, resource, statistics, subprocess, sys, time
payday, data, workplaces, runs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
place = f"일터 {workplaces - 1} "   # the last workplace: a unique part of its name

def cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime

cpu_times = {}

def run(args, now, key=None):
    """Wall time of one whole process; its CPU time (user + system) goes to cpu_times[key]."""
    env = dict(os.environ, PAYDAY_TEST_NOW=now)
    env.pop("PAYDAY_DATA", None)
    cpu_before, start = cpu(), time.perf_counter()
    result = subprocess.run([payday] + args + ["--data", data], env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if key: cpu_times.setdefault(key, []).append(cpu() - cpu_before)
    if result.returncode != 0:
        sys.exit(f"store bench: {' '.join(args)} failed: {result.stderr}")
    return elapsed

# The first save rewrites the generated file in payday's own format (untimed).
run(["clock", "in", place], "2026-11-20T08:00")
run(["clock", "out", place], "2026-11-20T09:00")
size = os.path.getsize(data)
clock_in, validate = [], []
first = datetime.datetime(2026, 11, 21)
for i in range(runs):
    # A 30-minute shift every 40 minutes from the 21st on: any number of runs, no overlap.
    start = first + datetime.timedelta(minutes=40 * i)
    end = start + datetime.timedelta(minutes=30)
    clock_in.append(run(["clock", "in", place], start.strftime("%Y-%m-%dT%H:%M"), key="clock in"))
    run(["clock", "out", place], end.strftime("%Y-%m-%dT%H:%M"))
for _ in range(runs):
    cpu_before, start = cpu(), time.perf_counter()
    subprocess.run([payday, "validate", data], capture_output=True, check=True)
    validate.append(time.perf_counter() - start)
    cpu_times.setdefault("validate", []).append(cpu() - cpu_before)
start = []
for _ in range(runs):
    cpu_before, begin = cpu(), time.perf_counter()
    subprocess.run([payday, "--version"], capture_output=True, check=True)
    start.append(time.perf_counter() - begin)
    cpu_times.setdefault("start", []).append(cpu() - cpu_before)
ms = lambda values: f"{statistics.median(values) * 1000:.1f} ms (min {min(values) * 1000:.1f}, max {max(values) * 1000:.1f})"
print(f"store: {workplaces} workplaces x 60 shifts, {size / 1e6:.1f} MB as payday writes it, {runs} runs each")
print(f"  payday clock in (whole process, saved with fsync): median {ms(clock_in)} wall, {ms(cpu_times['clock in'])} CPU")
print(f"  payday validate (read and validate only):          median {ms(validate)} wall, {ms(cpu_times['validate'])} CPU")
print(f"  payday --version (process start alone):            median {ms(start)} wall, {ms(cpu_times['start'])} CPU")
print(f"  load average while measuring: {os.getloadavg()[0]:.1f} (wall times grow with it; CPU times much less)")
print(f"  backups kept: {len(os.listdir(os.path.join(os.path.dirname(data), 'backups')))}")
PY
