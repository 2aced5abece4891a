#!/usr/bin/env bash
# History benchmark (run by `make bench` after the release build): `payday history --last 1` on a
# history of 200,000 entries, half of them changes and half undos that name entries not in the
# file (a history written by hand, or damaged), the worst case of the undo and redo stacks; the
# whole process, median of HISTORY_BENCH_RUNS (default 5). Also the same history with every undo
# naming the change just before it (the ordinary case). HISTORY_BENCH_PAYDAY names another
# binary (an older build beside its resource bundles), to compare two builds in the same minutes.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
payday=${HISTORY_BENCH_PAYDAY:-$root/.build/release/payday}
[ -x "$payday" ] || { echo "history bench: build first: make release" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
entries=${HISTORY_BENCH_ENTRIES:-200000}
runs=${HISTORY_BENCH_RUNS:-5}
python3 - "$payday" "$work" "$entries" "$runs" <<'PY'
import json, os, statistics, subprocess, sys, time
payday, work, entries, runs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])

def write(name, undo_target):
    folder = os.path.join(work, name)
    os.makedirs(folder + "/backups")
    data = folder + "/w.json"
    with open(data, "w") as f:
        f.write('{ "version": 1, "workplaces": [] }\n')
    with open(folder + "/backups/w.json.history", "w") as f:
        for number in range(1, entries + 1):
            if number % 2:
                event = {"addedWorkplace": {"name": f"w{number}"}}
            else:
                event = {"undid": {"entry": undo_target(number), "undone": {"encoded": ""}}}
            entry = {"after": "%016x" % number, "event": event, "number": number, "shifts": 0,
                     "source": "commandLine", "time": 1795000000 + number, "workplaces": 0}
            f.write(json.dumps(entry, separators=(",", ":"), sort_keys=True) + "\n")
    return data

def median(data):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run([payday, "history", "--last", "1", "--data", data], capture_output=True)
        times.append(time.perf_counter() - start)
        if result.returncode != 0:
            sys.exit("history bench: payday history failed: " + result.stderr.decode())
    return statistics.median(times)

missing = write("missing", lambda number: entries + number)   # never in the file
present = write("present", lambda number: number - 1)         # the change just before
size = os.path.getsize(os.path.join(work, "missing/backups/w.json.history")) / 1e6
print(f"== history: {entries:,} entries ({size:.1f} MB), median of {runs}")
print(f"history --last 1, undos of entries not in the file: {median(missing) * 1000:.0f} ms")
print(f"history --last 1, undos of the change before each:  {median(present) * 1000:.0f} ms")
PY
