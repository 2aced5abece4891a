#!/usr/bin/env python3
"""Instructions the solver executes in each phase of a .cas script, under callgrind: a steady
measure for before/after comparisons on a shared machine, where times move by a third.

    solver_callgrind.py CASSOWARY FILE.cas [FILE.cas ...]
    solver_callgrind.py --kiwi FILE.cas [FILE.cas ...]
    solver_callgrind.py [--warm] CASSOWARY|--kiwi FILE.cas ...

With --warm each phase is counted in a second run of the script in the same process (`--reps
2` less `--reps 1`): what a timed median sees, without the first run's one-time costs (the
Swift runtime making the metadata of each generic type on its first use, about 0.3 M
instructions in a small build; kiwi's allocator warming up).

With --kiwi the same phases are counted on kiwi's C++ core: `python3 bench/kiwi_run.py` under
callgrind, collecting only inside the kiwisolver binding's solver calls (`Solver_addConstraint`,
`Solver_removeConstraint`, `Solver_suggestValue`, ...: each holds the C++ solver's call and the
binding's argument handling, nothing of Python's interpreter), so both columns count the solver
and not the languages around it.

For each phase, the script is cut just before the phase starts and just after it ends, both
prefixes run under `valgrind --tool=callgrind` with collection on inside the solver's public
calls only (adding and removing constraints and edit variables, suggestions, updates), and
the phase's count is the difference. Parsing, the constraint objects built before the timed
phases, and statements outside any phase are not counted. Prints `FILE PHASE INSTRUCTIONS`.
"""
import os
import re
import subprocess
import sys
import tempfile

TOGGLES = ["*Cassowary6SolverC13addConstraint*", "*Cassowary6SolverC16removeConstraint*",
           "*Cassowary6SolverC15addEditVariable*", "*Cassowary6SolverC18removeEditVariable*",
           "*Cassowary6SolverC12suggestValue*", "*Cassowary6SolverC12updateValues*",
           "*Cassowary6SolverC15updateVariables*", "*Cassowary6SolverC14updateConstant*"]

KIWI_TOGGLES = [f"*Solver_{name}*" for name in ("addConstraint", "removeConstraint", "addEditVariable",
                                                "removeEditVariable", "suggestValue", "updateVariables")]
KIWI_RUN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "kiwi_run.py")


def count(exe, lines, tmp, reps=1):
    path = os.path.join(tmp, "prefix.cas")
    with open(path, "w") as f:
        f.write("".join(lines))
    out = os.path.join(tmp, "cg.out")
    cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--collect-atstart=no"]
    if exe == "--kiwi":
        cmd += [f"--toggle-collect={t}" for t in KIWI_TOGGLES] + [sys.executable, KIWI_RUN]
    else:
        cmd += [f"--toggle-collect={t}" for t in TOGGLES] + [exe]
    # Swift seeds its hashing at random per process; the solver's dictionaries then probe a
    # different number of times in each run, and a phase's count (a difference of two
    # runs) moved by a few thousand instructions. A fixed seed makes every count repeat.
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    p = subprocess.run(cmd + [path, "--reps", str(reps)], capture_output=True, text=True, env=env)
    m = re.search(r"Collected : (\d+)", p.stderr)
    if not m:
        sys.exit(f"callgrind failed: {p.stderr[-500:]}")
    return int(m.group(1))


def main():
    args = sys.argv[1:]
    warm = bool(args) and args[0] == "--warm"
    if warm:
        args = args[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    exe = args[0]

    def measure(lines, tmp):
        if not warm:
            return count(exe, lines, tmp)
        return count(exe, lines, tmp, reps=2) - count(exe, lines, tmp, reps=1)

    with tempfile.TemporaryDirectory() as tmp:
        for script in args[1:]:
            lines = open(script).readlines()
            # (name, first line index inside the phase, index of the line that ends it)
            spans, current, start = [], None, 0
            for i, line in enumerate(lines):
                words = line.split("#")[0].split()
                if words and words[0] in ("phase", "endphase"):
                    if current is not None:
                        spans.append((current, start, i))
                    current = words[1] if words[0] == "phase" else None
                    start = i + 1
            if current is not None:
                spans.append((current, start, len(lines)))
            totals = {}
            for name, a, b in spans:
                totals[name] = totals.get(name, 0) + measure(lines[:b], tmp) - measure(lines[:a], tmp)
            for name, n in totals.items():
                print(f"{os.path.basename(script)} {name} {n}")


if __name__ == "__main__":
    main()
