#!/usr/bin/env python3
"""Whole-process figures of the release `payday`, each paired with `payday --help` in the same run.

Run by bench/process.sh (which builds nothing: `make bench` builds first). Eight commands take
turns, round after round, so a burst of load from elsewhere falls on all of them alike:

  help     `payday --help`: the process floor (the Swift runtime, the argument parser)
  demo     `payday render --demo` at 80x24
  render   `payday render` at 80x24 on the generated file (workplaces x shifts, ~5 MB)
  clock    `payday clock in` on a fresh copy of that file and its history (the copy made before
           the clock starts; with the history the save copies the workplaces it did not change)
  whole    `payday clock in` on a fresh copy of that file without its history: the save writes
           every workplace (a file another program wrote last, or one payday saves the first time)
  stats    `payday stats` on that file
  csv      `payday export --format csv` of that file (a 6 MB document on standard output)
  ics      `payday export --format ics` of that file (a 25 MB calendar on standard output)

Each figure is the median wall time of its runs and its ratio to the median of `--help`, then the
same for the CPU time (user + system, from wait4: less moved by other processes' load); the
peak memory is the largest resident set of any run (wait4's ru_maxrss, as `/usr/bin/time -v`
reports it). The copy's own time is printed beside the clock-in figure. PROCESS_BENCH_BEFORE names
an older build (beside its resource bundles) to run in the same rounds; the standard output of
every command that writes no file is then compared between the two builds once (the calendar's
DTSTAMP lines, the time of the export, aside), and each difference named. With
PROCESS_BENCH_CALLGRIND=1 each command also runs once under callgrind, for instruction counts that
load does not move.
usage: process_bench.py PAYDAY DATA.json WORKDIR ROUNDS
"""
import os
import shutil
import statistics
import subprocess
import sys
import time

payday, data, work, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
today = "2026-11-21"  # the generated shifts run on past it: planned ones, as in a forecast
now = today + "T06:30"  # between two of the generated shifts (the clock in's moment)
place = "일터 7 "  # a unique part of one workplace's name
env = dict(os.environ, PAYDAY_TEST_NOW=now, LANG="C.UTF-8")
env.pop("PAYDAY_DATA", None)
env.pop("LC_ALL", None)
# The generated file saved once by payday (a clock in and out the day before, untimed): every
# command then reads the text payday writes, and the clock in finds its history beside it.
for moment, verb in (("2026-11-20T06:30", "in"), ("2026-11-20T07:00", "out")):
    subprocess.run([payday, "clock", verb, place, "--data", data], env=dict(env, PAYDAY_TEST_NOW=moment),
                   check=True, capture_output=True)


def spawn(args, cwd=None):
    """Wall seconds, CPU seconds (user + system) and peak resident KiB of one whole process; fails
    loudly on a non-zero exit."""
    start = time.perf_counter()
    child = subprocess.Popen(args, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        sys.exit(f"process bench: {' '.join(args)} failed: {child.stderr.read().decode()}")
    child.stderr.close()
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


copies = 0
history = os.path.join(os.path.dirname(data), "backups", os.path.basename(data) + ".history")


def fresh_copy(with_history=True):
    """A copy of the data file and (unless told not to) its history in a new folder, as payday
    left them (no backups)."""
    global copies
    copies += 1
    folder = os.path.join(work, f"copy{copies}")
    os.makedirs(os.path.join(folder, "backups"))
    target = os.path.join(folder, os.path.basename(data))
    start = time.perf_counter()
    shutil.copyfile(data, target)
    if with_history:
        shutil.copyfile(history, os.path.join(folder, "backups", os.path.basename(history)))
    return folder, target, time.perf_counter() - start


commands = {
    "help": lambda binary: [binary, "--help"],
    "demo": lambda binary: [binary, "render", "--demo", "--width", "80", "--height", "24", "--today", today,
                            "--lang", "en"],
    "render": lambda binary: [binary, "render", "--data", data, "--width", "80", "--height", "24", "--today",
                              today, "--lang", "en"],
    "stats": lambda binary: [binary, "stats", "--data", data, "--year", "2026", "--lang", "en"],
    "csv": lambda binary: [binary, "export", "--format", "csv", "--data", data, "--lang", "en"],
    "ics": lambda binary: [binary, "export", "--format", "ics", "--data", data, "--lang", "en"],
}
# PROCESS_BENCH_BEFORE: another build, run in the same rounds (each command by both builds in
# turn), so that before and after see the same load.
binaries = {"": payday}
if os.environ.get("PROCESS_BENCH_BEFORE"):
    binaries = {"before": os.environ["PROCESS_BENCH_BEFORE"], "after": payday}
labels = {
    "help": "payday --help (the floor)",
    "demo": "render --demo 80x24",
    "render": "render, generated file",
    "clock": "clock in on a copy",
    "whole": "clock in, no history",
    "stats": "stats --year 2026",
    "csv": "export --format csv",
    "ics": "export --format ics",
}
times = {(build, name): [] for build in binaries for name in labels}
peaks = {(build, name): 0 for build in binaries for name in labels}
cpu = {(build, name): [] for build in binaries for name in labels}
copy_times = []
for _ in range(rounds):
    for name in labels:
        for build, binary in binaries.items():
            if name in ("clock", "whole"):
                folder, target, copy_seconds = fresh_copy(with_history=name == "clock")
                copy_times.append(copy_seconds)
                elapsed, seconds, peak = spawn([binary, "clock", "in", place, "--data", target], cwd=folder)
                shutil.rmtree(folder)
            else:
                elapsed, seconds, peak = spawn(commands[name](binary))
            times[build, name].append(elapsed)
            cpu[build, name].append(seconds)
            peaks[build, name] = max(peaks[build, name], peak)

size = os.path.getsize(data)
print(f"   data: {size / 1e6:.1f} MB; {rounds} rounds, the {len(labels)} commands in turn in each;"
      f" load average {os.getloadavg()[0]:.2f} at the end")
for build, binary in binaries.items():
    if build:
        print(f"   {build}: {binary}")
    floor = statistics.median(times[build, "help"])
    cpu_floor = statistics.median(cpu[build, "help"])
    print(f"   {'command':<28} {'wall':>9} {'x --help':>9} {'min':>9} {'CPU':>9} {'x --help':>9} {'peak RSS':>10}")
    for name, label in labels.items():
        median, cpu_median = statistics.median(times[build, name]), statistics.median(cpu[build, name])
        print(f"   {label:<28} {median * 1000:6.1f} ms {median / floor:8.2f}x {min(times[build, name]) * 1000:6.1f} ms"
              f" {cpu_median * 1000:6.1f} ms {cpu_median / cpu_floor:8.2f}x {peaks[build, name] / 1024:6.1f} MiB")
print(f"   (the copy before each clock in, not counted above: median {statistics.median(copy_times) * 1000:.1f} ms)")

if len(binaries) > 1:
    # The same output from both builds: a speed change that changes what is printed is a defect.
    def printed(binary, name):
        result = subprocess.run(commands[name](binary), env=env, capture_output=True)
        if result.returncode != 0:
            sys.exit(f"process bench: {' '.join(commands[name](binary))} failed: {result.stderr.decode()}")
        return [line for line in result.stdout.split(b"\r\n") if not line.startswith(b"DTSTAMP:")]
    differing = [name for name in commands if printed(binaries["before"], name) != printed(payday, name)]
    print(f"   outputs of both builds: {len(commands) - len(differing)} of {len(commands)} the same"
          + (f"; differ: {', '.join(differing)}" if differing else ""))

if os.environ.get("PROCESS_BENCH_CALLGRIND") == "1" and shutil.which("valgrind"):
    print("   instructions (callgrind, one run each" + (": before, after" if len(binaries) > 1 else "") + "):")
    for name, label in labels.items():
        counts = []
        for build, binary in binaries.items():
            out = os.path.join(work, f"callgrind.{name}")
            prefix = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"]
            if name in ("clock", "whole"):
                folder, target, _ = fresh_copy(with_history=name == "clock")
                result = subprocess.run(prefix + [binary, "clock", "in", place, "--data", target], env=env,
                                        cwd=folder, capture_output=True, text=True)
                shutil.rmtree(folder)
            else:
                result = subprocess.run(prefix + commands[name](binary), env=env, capture_output=True, text=True)
            total = next((line.split()[-1] for line in result.stderr.splitlines() if "Collected" in line), "?")
            counts.append(int(total) if total.isdigit() else 0)
        change = f" ({counts[1] / counts[0] - 1:+.1%})" if len(counts) == 2 and counts[0] else ""
        print(f"   {label:<28} " + " ".join(f"{count:>14,}" for count in counts) + change)
