#!/usr/bin/env python3
"""Instructions the solver executes in each phase of a .cas script, under callgrind: a steady
measure for before/after comparisons on a shared machine, where times move by a third.

    solver_callgrind.py CASSOWARY FILE.cas [FILE.cas ...]

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


def count(exe, lines, tmp):
    path = os.path.join(tmp, "prefix.cas")
    with open(path, "w") as f:
        f.write("".join(lines))
    out = os.path.join(tmp, "cg.out")
    cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--collect-atstart=no"]
    cmd += [f"--toggle-collect={t}" for t in TOGGLES]
    # Swift seeds its hashing at random per process; the solver's dictionaries then probe a
    # different number of times in each run, and a phase's count (a difference of two
    # runs) moved by a few thousand instructions. A fixed seed makes every count repeat.
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    p = subprocess.run(cmd + [exe, path], capture_output=True, text=True, env=env)
    m = re.search(r"Collected : (\d+)", p.stderr)
    if not m:
        sys.exit(f"callgrind failed: {p.stderr[-500:]}")
    return int(m.group(1))


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    exe = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        for script in sys.argv[2:]:
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
                totals[name] = totals.get(name, 0) + count(exe, lines[:b], tmp) - count(exe, lines[:a], tmp)
            for name, n in totals.items():
                print(f"{os.path.basename(script)} {name} {n}")


if __name__ == "__main__":
    main()
