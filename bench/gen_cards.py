#!/usr/bin/env python3
"""Writes a card-stack workload as a `.cas` script (docs/cas-format.md) to standard output.

    python3 bench/gen_cards.py N [--layout chained|slotted] [--anim STEPS] [--resize]

N workplace cards one under the other, all in one constraint system, as the app's list would
lay them out if nothing split the work. Every card has an outer frame (`top`, `bottom`,
`left`, `right`), a row of three labels (`lNx` and `lNw`, N = 1..3), a middle section of
edited height `midH` and a footer starting at `footTop`; the terminal width `W` is shared.

Edit variables, all at priority 750, come first: `W` (suggested 80), then each card's `midH`
(suggested 3 + i mod 5). Then each card's 15 constraints, card by card:

    left == 1;  right == W - 1                      the frame, one cell in from each side
    top == 1 for the first card, else top == bottom of the card above + 1   (chained)
    top == 1 + 210 i                                (slotted: every card in its own slot)
    l1x == left + 1;  l2x == l1x + l1w + 1;  l3x == l2x + l2w + 1
    l3x + l3w <= right - 1                          the row fits in the frame
    lNw >= its width @750, then lNw <= its width @250   (holding out, then hugging)
    footTop == top + 2 + midH;  bottom == footTop + 2

The label widths of card i are 8 + i mod 5, 12 + i mod 7 and 6 + i mod 3.

Phases, each followed by a `checksum`: `build` (the edits, their suggestions and every
constraint), `first-update`; with --anim STEPS, `anim`: the middle card's (N // 2) `midH`
suggested STEPS times, evenly from 0 to 200, with an update after each; with --resize,
`resize`: W suggested 50, 51, ... 120, then 119 ... 50 (141 widths), an update after each.

Checksums (the sum of every variable), as kiwisolver gives them through bench/kiwi_run.py and
as CardChecksumTests pins them: chained 100 -> 165969; chained 1000 -> 15159073, after
--anim 1000 -> 15454573, after --resize -> 15424543; slotted 1000 -> 314865073.
"""
import argparse
import sys

PARTS = ("top", "bottom", "left", "right", "l1x", "l1w", "l2x", "l2w", "l3x", "l3w", "midH", "footTop")
SLOT = 210  # rows per card in the slotted layout, more than the tallest card (midH up to 200)


def label_widths(i):
    return (8 + i % 5, 12 + i % 7, 6 + i % 3)


def card(i, layout):
    """The 15 constraints of card i (as `constraint` bodies), in the order they are added."""
    v = {part: f"c{i}.{part}" for part in PARTS}
    if layout == "slotted":
        stacked = f"{v['top']} == {1 + SLOT * i}"
    elif i == 0:
        stacked = f"{v['top']} == 1"
    else:
        stacked = f"{v['top']} == c{i - 1}.bottom + 1"
    rows = [f"{v['left']} == 1", f"{v['right']} == W - 1", stacked, f"{v['l1x']} == {v['left']} + 1"]
    for n in (2, 3):
        rows.append(f"{v[f'l{n}x']} == {v[f'l{n - 1}x']} + {v[f'l{n - 1}w']} + 1")
    rows.append(f"{v['l3x']} + {v['l3w']} <= {v['right']} - 1")
    widths = label_widths(i)
    rows += [f"{v[f'l{n}w']} >= {w} @750" for n, w in zip((1, 2, 3), widths)]
    rows += [f"{v[f'l{n}w']} <= {w} @250" for n, w in zip((1, 2, 3), widths)]
    rows += [f"{v['footTop']} == {v['top']} + 2 + {v['midH']}", f"{v['bottom']} == {v['footTop']} + 2"]
    return rows


def workload(n, layout, anim, resize):
    """The script's lines."""
    yield f"# {n} cards, {layout}: bench/gen_cards.py"
    yield "var W"
    for i in range(n):
        yield "var " + " ".join(f"c{i}.{part}" for part in PARTS)
    yield "phase build"
    yield "edit W 750"
    yield "suggest W 80"
    for i in range(n):
        yield f"edit c{i}.midH 750"
        yield f"suggest c{i}.midH {3 + i % 5}"
    for i in range(n):
        yield from (f"constraint {row}" for row in card(i, layout))
    yield from ("phase first-update", "update", "endphase", "checksum")
    if anim:
        yield "phase anim"
        for step in range(anim):
            # repr: the shortest text that reads back as the same double.
            yield f"suggest c{n // 2}.midH {repr(200.0 * step / max(anim - 1, 1))}"
            yield "update"
        yield from ("endphase", "checksum")
    if resize:
        yield "phase resize"
        for width in [*range(50, 121), *range(119, 49, -1)]:
            yield f"suggest W {width}"
            yield "update"
        yield from ("endphase", "checksum")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("n", type=int, help="number of cards")
    ap.add_argument("--layout", choices=("chained", "slotted"), default="chained")
    ap.add_argument("--anim", type=int, default=0, metavar="STEPS", help="steps of the middle card's animation")
    ap.add_argument("--resize", action="store_true", help="resize the width 50..120..50 after the build")
    a = ap.parse_args()
    if a.n < 1:
        ap.error("N must be at least 1")
    sys.stdout.write("".join(line + "\n" for line in workload(a.n, a.layout, a.anim, a.resize)))


if __name__ == "__main__":
    main()
