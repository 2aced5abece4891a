#!/usr/bin/env bash
# Plans benchmark (run by `make bench` after the release build): what the schedule and the
# forecast cost, at 10 and 1,000 workplaces, each with a year of recorded shifts (mon, wed, fri
# 18:00-23:00 from 2025-11-24) and a schedule running a year ahead (to 2027-11-30), seen on
# 2026-11-21. Three files of each size, differing only in the schedule:
#   none   no schedule (the baseline: load, validate, payslips, forecasts of recorded shifts);
#   year   the schedule from 2025-11-24 (a year back: its span is two years);
#   month  the same schedule from 2026-10-26 (the Monday of the current period's first week: the
#          period's weeks hold the same plans as with `year`, only the span is shorter).
# `payday summary --json` computes each workplace's current period and its forecast;
# `payday paydays --months 12` forecasts twelve periods of each. year - none and month - none are
# what the plans cost; year and month should cost the same (the forecast reads the period's weeks,
# not the schedule's span). Median of 5 runs, wall and CPU; callgrind instruction counts of the
# 10-workplace summary when valgrind is there (the steady measure). PLANS_BENCH_PAYDAY names
# another binary.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
payday=${PLANS_BENCH_PAYDAY:-$root/.build/release/payday}
[ -x "$payday" ] || { echo "plans bench: build first: make release" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import datetime, json, sys
work = sys.argv[1]
first, today = datetime.date(2025, 11, 24), datetime.date(2026, 11, 21)
for count in (10, 1000):
    for kind, start in (("none", None), ("year", "2025-11-24"), ("month", "2026-10-26")):
        places = []
        for w in range(count):
            shifts, day = [], first
            while day < today:
                # A year of recorded shifts on the scheduled days, one in ten of them missed.
                if day.weekday() in (0, 2, 4) and (day.toordinal() + w) % 10:
                    shifts.append({"date": day.isoformat(), "start": "18:00", "end": "23:00", "break": 30})
                day += datetime.timedelta(days=1)
            place = {"name": f"일터 {w}", "employees": 5 + w % 3, "wage": 10320,
                     "payday": {"day": 1 + w % 28}, "contractWeeklyHours": 15,
                     "deductions": {"incomeTax": "3.3%", "insurance": "four" if w % 2 else "none"},
                     "shifts": shifts}
            if start:
                place["startDate"] = "2025-11-24"
                place["schedule"] = [{"days": ["mon", "wed", "fri"], "start": "18:00", "end": "23:00",
                                      "break": 30, "from": start, "until": "2027-11-30"}]
                place["absences"] = [{"date": "2026-11-27", "kind": "closed"}]
            places.append(place)
        with open(f"{work}/{kind}{count}.json", "w", encoding="utf-8") as f:
            json.dump({"version": 1, "workplaces": places}, f, ensure_ascii=False)
PY
cd "$work"
python3 - "$payday" <<'PY'
import os, resource, statistics, subprocess, sys, time
payday = sys.argv[1]

def run(args):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([payday] + args, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

def median(args, runs=5):
    results = [run(args) for _ in range(runs)]
    return statistics.median(r[0] for r in results) * 1000, statistics.median(r[1] for r in results) * 1000

print(f"plans: load {os.getloadavg()[0]:.1f}")
for count in (10, 1000):
    for what, extra in (("summary --json", ["summary", "--json"]), ("paydays --months 12", ["paydays", "--months", "12"])):
        figures = {}
        for kind in ("none", "year", "month"):
            figures[kind] = median(extra + ["--data", f"{kind}{count}.json", "--today", "2026-11-21"])
        line = ", ".join(f"{kind} {wall:.1f} ms ({cpu:.1f} CPU)" for kind, (wall, cpu) in figures.items())
        cost = lambda kind: figures[kind][1] - figures["none"][1]
        print(f"  {count} workplaces, {what}: {line}; plans cost (CPU) year {cost('year'):.1f} ms, month {cost('month'):.1f} ms")
PY
if command -v valgrind >/dev/null; then
    for count in 10 1000; do
        for kind in none year month; do
            valgrind --tool=callgrind --callgrind-out-file="$work/cg.$kind" "$payday" summary --json \
                --data "$work/$kind$count.json" --today 2026-11-21 >/dev/null 2>"$work/cg.$kind.log"
            echo "  callgrind, $count workplaces, summary --json, $kind: $(grep -o 'Collected : [0-9]*' "$work/cg.$kind.log" | grep -o '[0-9]*') instructions"
        done
    done
fi
