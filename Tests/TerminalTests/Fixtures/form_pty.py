#!/usr/bin/env python3
"""Drives `terminal-demo --form` through a pseudo-terminal with the bytes a terminal sends,
and prints what the screen showed at each checkpoint as JSON (the Swift test asserts on it).

The screen is rebuilt from the demo's output by pyte, a terminal emulator, so checkpoints
see cells as a terminal would. No wait is for a fixed time: after each key the driver waits
until the demo is at rest (it read the key, drew what it had to and waits for input with no
frame due; see Tests/TerminalTests/Driver/pty_session.py), and a checkpoint waits until the
screen at rest shows its text. Every wait is bounded; a wait that runs out records the screen
as it was, and the test's assertion fails with it."""
import json, os, sys, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Driver"))
from pty_session import Session  # noqa: E402  (the pty, the emulator and the waits of the pty tests)

WIDTH, HEIGHT = 80, 24
# The longest any wait lasts (a debug build on a loaded machine); it matters only when what is
# waited for never comes.
PATIENCE = 60


def main():
    binary = sys.argv[1]
    session = Session(WIDTH, HEIGHT, [binary, "--form"])
    screen = session.screen
    checkpoints = {}
    cursors = {}

    def text():
        # Built from the cells (pyte's own `display` trips over a half-overwritten wide
        # character): the second cell of a wide character holds "" and adds nothing.
        rows = []
        for y in range(HEIGHT):
            row = screen.buffer[y]
            rows.append("".join(row[x].data for x in range(WIDTH)).rstrip())
        return "\n".join(rows)

    def record(name):
        checkpoints[name] = text()
        cursors[name] = [screen.cursor.x, screen.cursor.y, 1 if screen.cursor.hidden else 0]

    def wait_for(needle, name):
        """The screen once the demo is at rest showing `needle` (or at the time limit)."""
        end = time.monotonic() + PATIENCE
        session.at_rest(PATIENCE)
        while needle not in text() and time.monotonic() < end:
            if not session.output_wait(end - time.monotonic()) or session.status is not None:
                break
            session.at_rest(max(end - time.monotonic(), 0))
        record(name)

    def send(data):
        """Sends `data` and waits until the demo has read it and acted on it (at rest), so the
        next bytes come in a read of their own (a lone Esc is not taken for Alt)."""
        session.send(data)
        session.at_rest(PATIENCE)

    wait_for("Nothing submitted yet.", "start")
    send(b"\x1b[Z")           # Shift-Tab with nothing focused: the last view, Submit
    send(b"\r")               # an incomplete form: the alert
    wait_for("Not saved", "alert")
    send(b"\x1b")             # Esc: the alert's cancel action; at rest, its animation is over
    record("after alert")
    send(b"\t")               # from Submit, Tab wraps to the first field
    send("카페 블루".encode())
    wait_for("[카페 블루", "name typed")
    send(b"\t" + b"10320")
    send(b"\t" + b"20261123")
    send(b"\t" + b"0900")
    send(b"\t" + b"1800")
    send(b"\t" + b" ")        # the night switch on
    wait_for("[─●]", "switch on")
    send(b"\t" + b"\x1bOC")   # → as a terminal in keypad (application) mode sends it: Monthly
    send(b"\t" + b"\x1b[200~" + "야간\t근무 🌙".encode() + b"\x1b[201~")  # a bracketed paste
    wait_for("야간근무", "filled")
    send(b"\t" + b"\r")       # Submit
    wait_for("Saved", "submitted")
    session.send(b"\x03")     # Ctrl-C
    status = session.wait_status(PATIENCE)
    session.drain()
    session.close()
    tail = bytes(session.written).decode("utf-8", "replace")
    # The line printed after the screen was given back (escape sequences may precede it).
    submitted = ["submitted: " + line.split("submitted: ", 1)[1] for line in tail.replace("\r", "").split("\n")
                 if "submitted: " in line]
    print(json.dumps({"checkpoints": checkpoints, "cursors": cursors, "status": -1 if status is None else status,
                      "submitted": submitted[-1] if submitted else None}, ensure_ascii=False))


main()
