#!/usr/bin/env python3
"""Runs the solver workloads through bench/kiwi_run.py (kiwisolver) and our `cassowary` and
prints, for each workload and phase, kiwi's median, ours and the ratio ours/kiwi (goals: see
docs/solver.md).

    solver_bench.py --cassowary .build/release/cassowary [--quick] [--extra DIR]
                    [--baseline OTHER_CASSOWARY]

With --baseline, a second build of `cassowary` (say, the previous commit's) runs each workload
too and the table gains its columns, so that before and after come from the same run.

Each solver runs each workload in several processes, alternating with the other, and the
table gives the median over the processes of each process's median over its reps.

The workloads are written by this folder's generators into a temporary directory (never
committed): a form (gen_form.py), the card layouts of gen_cards.py and the add/remove cycles
of gen_add_remove.py.
--extra DIR adds every `.cas` file of DIR as a workload of its own (named after the file),
for scripts that are not ours to ship, such as kiwi's enaml benchmark (see BENCHMARKS.md).
Each run has a time limit; a run that exceeds it, or its memory cap, shows as "did not finish".
Checksums of both solvers are compared and any difference is reported under the table.
"""
import argparse
import glob
import os
import resource
import subprocess
import sys
import tempfile

# (name, generator and its arguments, or the path of a script, kiwi reps, our reps, run kiwi?,
#  processes). Each solver runs the workload in `processes` separate processes, in turn with
# the other (kiwi, ours, kiwi, ours, ...), each process reporting the median of its reps; the
# table shows the median over the processes. One process alone moved by up to a third between
# runs on this shared machine (where the kernel puts and faults in a growing tableau's memory,
# what else runs): a ratio from one pair of processes was a coin toss near a goal's line.
WORKLOADS = [
    # A form of six rows in a window resized 1,000 times: a small system built at once, where
    # fixed costs per constraint show (kiwi's enaml benchmark is of this kind).
    ("form", ["gen_form.py"], 15, 15, True, 5),
    ("chained-100", ["gen_cards.py", "100", "--anim", "1000", "--resize"], 5, 9, True, 3),
    ("chained-1000", ["gen_cards.py", "1000", "--anim", "1000", "--resize"], 3, 5, True, 3),
    ("chained-10000", ["gen_cards.py", "10000", "--anim", "1000", "--resize"], 0, 1, False, 1),
    ("slotted-1000", ["gen_cards.py", "1000", "--layout", "slotted"], 3, 5, True, 3),
    # 5,000 cycles of adding and removing one required, then one optional constraint (a layout
    # that remakes a constraint each frame).
    ("add-remove", ["gen_add_remove.py"], 5, 5, True, 5),
]
# Reps and processes of a script given with --extra (a small form such as kiwi's enaml
# benchmark takes a millisecond a run).
EXTRA_REPS, EXTRA_PROCESSES = 15, 5
HERE = os.path.dirname(os.path.abspath(__file__))


def median(values):
    ordered = sorted(values)
    return ordered[len(ordered) // 2] if len(ordered) % 2 else (ordered[len(ordered) // 2 - 1] + ordered[len(ordered) // 2]) / 2


def combine(results):
    """The per-process results of one solver -> one result: per phase, the median over the
    processes; checksums must agree between processes (they are deterministic). None if any
    process failed."""
    if not results or any(r is None for r in results):
        return None
    if any(r[1] != results[0][1] for r in results):
        sys.stderr.write(f"checksums differ between processes of one solver: {[r[1] for r in results]}\n")
    phases = {}
    for name in results[0][0]:
        phases[name] = median([r[0][name] for r in results if name in r[0]])
    return phases, results[0][1]


def run(cmd, limit, memory_mb):
    """-> (phases {name: seconds} in order, checksum lines) or None on timeout/failure.
    The run is capped at memory_mb of address space: the machine is shared, and a solver whose
    tableau fills in quadratically (chained N = 10,000) must fail alone, not take the machine."""
    cap = memory_mb * 1024 * 1024

    def limit_memory():
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=limit, preexec_fn=limit_memory)
    except subprocess.TimeoutExpired:
        return None
    if p.returncode not in (0, 1):
        last = (p.stderr.strip().splitlines() or [""])[0][:200]
        sys.stderr.write(f"{os.path.basename(cmd[-3])} failed (status {p.returncode}): {last}\n")
        return None
    phases, sums = {}, []
    for line in p.stdout.splitlines():
        parts = line.split()
        if parts and parts[0] == "phase":
            phases[parts[1]] = float(parts[2])
        elif parts and parts[0] == "checksum":
            sums.append(parts[1])
    return phases, sums


def fmt(seconds):
    if seconds is None:
        return "-"
    if seconds >= 1:
        return f"{seconds:.3f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.3f} ms"
    return f"{seconds * 1e6:.1f} us"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cassowary", required=True)
    ap.add_argument("--limit", type=float, default=300, help="seconds per run (default 300)")
    ap.add_argument("--memory", type=int, default=3000, help="MB of address space per run (default 3000)")
    ap.add_argument("--quick", action="store_true", help="one rep each, skip N = 10,000")
    ap.add_argument("--baseline", help="another cassowary binary to compare with (e.g. before a change)")
    ap.add_argument("--extra", metavar="DIR", help="a folder whose .cas files are run as further workloads")
    a = ap.parse_args()
    if not os.access(a.cassowary, os.X_OK):
        sys.exit(f"{a.cassowary} is not built (make release PRODUCT=cassowary)")
    try:
        import kiwisolver  # noqa: F401
        have_kiwi = True
    except ImportError:
        print("kiwisolver is not installed: kiwi columns are empty")
        have_kiwi = False
    workloads = list(WORKLOADS)
    if a.extra:
        scripts = sorted(glob.glob(os.path.join(a.extra, "*.cas")))
        if not scripts:
            sys.exit(f"--extra {a.extra}: no .cas file there")
        for path in scripts:
            name = os.path.splitext(os.path.basename(path))[0]
            workloads.append((name, os.path.abspath(path), EXTRA_REPS, EXTRA_REPS, True, EXTRA_PROCESSES))
    kiwi_run = os.path.join(HERE, "kiwi_run.py")
    rows, notes = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for name, spec, kreps, oreps, with_kiwi, processes in workloads:
            if a.quick:
                if name == "chained-10000":
                    continue
                kreps, oreps, processes = min(kreps, 1), min(oreps, 1), 1
            if isinstance(spec, str):
                path = spec
            else:
                path = os.path.join(tmp, f"{name}.cas")
                with open(path, "w") as f:
                    subprocess.run([sys.executable, os.path.join(HERE, spec[0]), *spec[1:]], stdout=f, check=True)
            kiwi_runs, our_runs, base_runs = [], [], []
            for _ in range(processes):
                if with_kiwi and have_kiwi and kreps > 0:
                    kiwi_runs.append(run([sys.executable, kiwi_run, path, "--reps", str(kreps)], a.limit, a.memory))
                our_runs.append(run([a.cassowary, path, "--reps", str(oreps)], a.limit, a.memory))
                if a.baseline:
                    base_runs.append(run([a.baseline, path, "--reps", str(oreps)], a.limit, a.memory))
            kiwi = combine(kiwi_runs)
            ours = combine(our_runs)
            base = combine(base_runs) if a.baseline else None
            if a.baseline and base is None:
                notes.append(f"{name}: baseline failed or did not finish within {a.limit:.0f} s and {a.memory} MB")
            if base and ours and base[1] != ours[1]:
                notes.append(f"{name}: checksums differ: baseline {base[1]} ours {ours[1]}")
            if ours is None:
                notes.append(f"{name}: ours failed or did not finish within {a.limit:.0f} s and {a.memory} MB")
            if with_kiwi and have_kiwi and kiwi is None:
                notes.append(f"{name}: kiwi failed or did not finish within {a.limit:.0f} s and {a.memory} MB")
            if kiwi and ours and kiwi[1] != ours[1]:
                notes.append(f"{name}: checksums differ: kiwi {kiwi[1]} ours {ours[1]}")
            phases = list((ours or kiwi or ({}, []))[0]) or ["(all)"]
            for ph in phases:
                k = kiwi[0].get(ph) if kiwi else None
                o = ours[0].get(ph) if ours else None
                ratio = f"{o / k:.4f}" if k and o is not None and k > 0 else "-"
                row = (name, ph, fmt(k), fmt(o) if ours else "did not finish", ratio)
                if a.baseline:
                    b = base[0].get(ph) if base else None
                    bratio = f"{b / k:.4f}" if k and b is not None and k > 0 else "-"
                    row += (fmt(b) if base else "did not finish", bratio)
                rows.append(row)
    header = ("workload", "phase", "kiwi median", "ours median", "ours/kiwi")
    if a.baseline:
        header += ("baseline median", "baseline/kiwi")
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    line = lambda r: "| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |"
    print(line(header))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        print(line(r))
    for n in notes:
        print(n)


if __name__ == "__main__":
    main()
