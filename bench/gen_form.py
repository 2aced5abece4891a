#!/usr/bin/env python3
"""Writes a form-layout workload as a `.cas` script (docs/cas-format.md) to standard output.

    python3 bench/gen_form.py [--rows N] [--resizes STEPS]

A settings form in a window: N rows (6 by default), each a label and a field beside it, the
fields lined up in one column, the window's width and height edited (priority 750) the way a
user drags its corner. The size of a form such a toolkit lays out at once (a hundred
constraints), where a solver's fixed costs per constraint show more than in the long card
workloads.

Window: `win.w`, `win.h` (edit variables), content inset by 10: `body.left` 10, `body.top`
10, `body.right == win.w - 10`, `body.bottom == win.h - 10`. The fields' column `col`:
`col >= label right + 8` for every row, and `col == body.left @250`, so it sits 8 past the
widest label. Row i, label width `lw` = 40 + 7 (i mod 4):

    lab.left == body.left;  lab.w >= lw @750;  lab.w <= lw @250;  lab.h == 16 @750
    fld.left == col;  fld.left + fld.w == body.right;  fld.w >= 60 @750;  fld.h == 24 @750
    lab.top == fld.top + 4                      (the label centred on the field)
    fld.top >= body.top (first row) or >= the field above's bottom + 6
    fld.top == body.top @250                    (rows pulled up as far as they go)
    fld.top + fld.h <= body.bottom

Phases: `build` (the edits, the first size 400 x 300, every constraint), `first-update`, and
`resize`: STEPS (1,000 by default) sizes, width 300..500 and height 250..450 back and forth
(every size leaves room for the form), an update after each. A `checksum` follows each phase.
Every optimum is unique (each priority level's violations are independent of one another), so
kiwi and our solver give the same checksums.
"""
import argparse
import sys


def row(i):
    """Row i's constraints (the `constraint` bodies), in the order they are added."""
    lab, fld, lw = f"lab{i}.", f"fld{i}.", 40 + 7 * (i % 4)
    above = "body.top" if i == 0 else f"fld{i - 1}.top + fld{i - 1}.h + 6"
    return [
        f"{lab}left == body.left",
        f"{lab}w >= {lw} @750",
        f"{lab}w <= {lw} @250",
        f"{lab}h == 16 @750",
        f"col >= {lab}left + {lab}w + 8",
        f"{fld}left == col",
        f"{fld}left + {fld}w == body.right",
        f"{fld}w >= 60 @750",
        f"{fld}h == 24 @750",
        f"{lab}top == {fld}top + 4",
        f"{fld}top >= {above}",
        f"{fld}top == body.top @250",
        f"{fld}top + {fld}h <= body.bottom",
    ]


def sizes(steps):
    """`steps` (width, height) pairs, each sweeping its range up and back down."""
    for k in range(steps):
        phase = k % 200
        offset = phase if phase <= 100 else 200 - phase
        yield 300 + 2 * offset, 250 + 2 * offset


def workload(rows, resizes):
    yield f"# a form of {rows} rows: bench/gen_form.py"
    yield "var win.w win.h body.left body.top body.right body.bottom col"
    yield "phase build"
    yield from ("edit win.w 750", "edit win.h 750", "suggest win.w 400", "suggest win.h 300")
    yield from ("constraint body.left == 10", "constraint body.top == 10")
    yield from ("constraint body.right == win.w - 10", "constraint body.bottom == win.h - 10")
    yield "constraint col == body.left @250"
    for i in range(rows):
        yield from (f"constraint {c}" for c in row(i))
    yield from ("phase first-update", "update", "endphase", "checksum")
    if resizes:
        yield "phase resize"
        for w, h in sizes(resizes):
            yield from (f"suggest win.w {w}", f"suggest win.h {h}", "update")
        yield from ("endphase", "checksum")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", type=int, default=6, help="rows of the form (default 6)")
    ap.add_argument("--resizes", type=int, default=1000, metavar="STEPS", help="window sizes (default 1000)")
    a = ap.parse_args()
    if a.rows < 1 or a.rows > 7:
        ap.error("--rows must be 1..7: the smallest window (250 high) holds seven")
    sys.stdout.write("".join(line + "\n" for line in workload(a.rows, a.resizes)))


if __name__ == "__main__":
    main()
