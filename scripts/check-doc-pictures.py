#!/usr/bin/env python3
"""The pictures of the app in README.md and docs/*.md are what the app draws.

A screen picture is a fenced block right after a paragraph holding, in backticks, the exact
`payday render ... --demo ...` command that prints it. This script runs each such command with
the built binary and compares its output with the block, line by line. It also refuses a
picture that has no command (a fenced or indented block with a box's corner in it that no
render command precedes), and a render command without `--demo` (it would render the reader's
own data) or without `--today` (the demo's dates follow today).

    scripts/check-doc-pictures.py [--binary PATH] [--update] [--self-test] [FILE ...]

--update rewrites each picture with the command's output instead of comparing (then read the
diff). Exits 1 on any difference or problem, naming the file and line.
"""

import argparse
import difflib
import glob
import os
import re
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMMAND = re.compile(r"`(payday render [^`]*)`")
# A box's top-left corner: what a screen has and a layer diagram (└─, ├─) does not.
CORNER = re.compile("[┌╭┏╔]")
FENCE = re.compile(r"^(```+|~~~+)(.*)$")


def blocks(lines):
    """Yields (kind, first body line index, end index exclusive, body) for each fenced and
    indented block."""
    i = 0
    while i < len(lines):
        fence = FENCE.match(lines[i])
        if fence:
            marker = fence.group(1)
            j = i + 1
            while j < len(lines) and not lines[j].startswith(marker):
                j += 1
            yield ("fenced", i + 1, j, lines[i + 1 : j], fence.group(2).strip())
            i = j + 1
            continue
        if lines[i].startswith("    ") and (i == 0 or lines[i - 1].strip() == ""):
            j = i
            while j < len(lines) and (lines[j].startswith("    ") or lines[j].strip() == ""):
                j += 1
            yield ("indented", i, j, lines[i:j], "")
            i = j
            continue
        i += 1


def command_before(lines, fence_line):
    """The last render command in the paragraph right before the block's opening fence."""
    k = fence_line - 1
    while k >= 0 and lines[k].strip() == "":
        k -= 1
    paragraph = []
    while k >= 0 and lines[k].strip() != "" and not FENCE.match(lines[k]):
        paragraph.insert(0, lines[k].strip())
        k -= 1
    found = COMMAND.findall(" ".join(paragraph))
    return (found[-1] if found else None), k


def render(binary, command):
    words = shlex.split(command)
    if words[:2] != ["payday", "render"]:
        raise ValueError("not a payday render command")
    # A fixed environment: the language comes from --lang or is English, whatever the reader's.
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp")}
    result = subprocess.run(
        [binary] + words[1:], capture_output=True, text=True, encoding="utf-8", env=env, timeout=120
    )
    if result.returncode != 0:
        raise RuntimeError(f"exit {result.returncode}: {result.stderr.strip()}")
    return result.stdout.rstrip("\n").split("\n")


def check(path, binary, update):
    problems = []
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    replacements = []
    pictures = 0
    for kind, start, end, body, info in blocks(lines):
        has_corner = any(CORNER.search(line) for line in body)
        fence_line = start - 1 if kind == "fenced" else start
        command, where = command_before(lines, fence_line)
        name = f"{os.path.relpath(path, ROOT)}:{fence_line + 1}"
        if command is None:
            if has_corner and info not in ("swift", "sh", "bash", "console"):
                problems.append(f"{name}: a screen picture with no `payday render ... --demo` command before it")
            continue
        if kind != "fenced":
            problems.append(f"{name}: the picture after `{command}` must be a fenced block")
            continue
        words = shlex.split(command)
        if "--demo" not in words:
            problems.append(f"{name}: `{command}` needs --demo (without it, it renders the reader's own data)")
            continue
        if "--today" not in words:
            problems.append(f"{name}: `{command}` needs --today (the demo's dates follow today)")
            continue
        pictures += 1
        try:
            screen = render(binary, command)
        except Exception as error:  # noqa: BLE001 - every failure is reported with its place
            problems.append(f"{name}: `{command}` failed: {error}")
            continue
        if update:
            replacements.append((start, end, screen))
        elif screen != body:
            diff = "\n".join(
                difflib.unified_diff(body, screen, "the picture", "the command's output", lineterm="", n=1)
            )
            problems.append(f"{name}: the picture differs from what `{command}` prints:\n{diff}")
    if update and replacements:
        for start, end, screen in reversed(replacements):
            lines[start:end] = screen
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))
    return pictures, problems


def self_test(binary):
    """The check catches what it is for: a wrong picture, a picture without its command, and a
    command without --demo. Returns the problems it failed to catch."""
    import tempfile

    command = "payday render --demo --today 2026-11-21 --lang en --width 40 --height 10"
    right = render(binary, command)
    wrong = list(right)
    wrong[1] = wrong[1][:-1] + "x"
    cases = {
        "a right picture": (f"`{command}`:\n\n```\n" + "\n".join(right) + "\n```\n", 0),
        "a wrong picture": (f"`{command}`:\n\n```\n" + "\n".join(wrong) + "\n```\n", 1),
        "no command": ("A screen:\n\n```\n" + "\n".join(right) + "\n```\n", 1),
        "an indented picture": ("A screen:\n\n" + "\n".join("    " + line for line in right) + "\n", 1),
        "no --demo": ("`payday render --today 2026-11-21 --width 40 --height 6`:\n\n```\n╭\n```\n", 1),
    }
    missed = []
    with tempfile.TemporaryDirectory() as folder:
        for name, (text, expected) in cases.items():
            path = os.path.join(folder, "case.md")
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
            _, problems = check(path, binary, update=False)
            if len(problems) != expected:
                missed.append(f"self-test, {name}: expected {expected} problem(s), found {problems}")
    return missed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "payday"))
    parser.add_argument("--update", action="store_true")
    parser.add_argument("--self-test", action="store_true", help="check that the check catches its cases first")
    parser.add_argument("files", nargs="*")
    options = parser.parse_args()
    files = options.files or [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    total, problems = 0, []
    if options.self_test:
        problems += self_test(options.binary)
    for path in files:
        count, found = check(path, options.binary, options.update)
        total += count
        problems += found
    for problem in problems:
        print(problem, file=sys.stderr)
    verb = "re-made" if options.update else "match their commands"
    print(f"doc pictures: {total} {verb}, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
