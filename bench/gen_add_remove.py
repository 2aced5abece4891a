#!/usr/bin/env python3
"""Writes the add/remove workload as a `.cas` script (docs/cas-format.md) to standard output.

    python3 bench/gen_add_remove.py [--cycles N] > add-remove-cycles.cas

The work of a layout that remakes one constraint each frame: a base layout of five variables
(a box of `height` at `top`, its `bottom`, a `gap`, the `next` box's top) with two soft pins,
then two timed phases of N cycles each (5,000 by default), a cycle being one `constraint` and
its `remove`:

- `required`: `r: height <= B`, B going 12, 13, ... 18 and round again (never binding: the
  base layout wants height 9);
- `optional`: `o: height == H @750`, H going 5, 6, ... 9 and round again (each one outweighs
  the height's @500 pin while it is in).

After the last removal only the base layout is left: top 0, height 9 (its @500 pin), gap 2
(its @250 pin), bottom 9 and next 11, which the closing `print` shows
(`ScriptRunnerTests.addRemoveCyclesScript` checks them).
"""
import argparse
import sys

BASE = """\
var top height bottom gap next
constraint top == 0
constraint bottom == top + height
constraint next == bottom + gap
constraint gap >= 1
constraint height >= 3
constraint height == 9 @500
constraint gap == 2 @250
update"""


def cycles(phase, label, bodies, count):
    yield f"phase {phase}"
    for k in range(count):
        yield f"constraint {label}: {bodies[k % len(bodies)]}"
        yield f"remove {label}"
    yield "endphase"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cycles", type=int, default=5000, help="cycles per phase (default 5000)")
    a = ap.parse_args()
    lines = ["# Adding and removing one constraint, over and over: bench/gen_add_remove.py", BASE]
    lines += cycles("required", "r", [f"height <= {b}" for b in range(12, 19)], a.cycles)
    lines.append("update")
    lines += cycles("optional", "o", [f"height == {h} @750" for h in range(5, 10)], a.cycles)
    lines += ["update", "print"]
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
