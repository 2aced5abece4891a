#!/usr/bin/env python3
"""Runs the payday binary in a pseudo-terminal and types keys into it as a terminal sends them
(bytes on the pty's master side), then waits for it to exit. Used by the Swift tests that check
what the app saved.

    keys_pty.py WIDTH HEIGHT KEYS_JSON BINARY ARG...

KEYS_JSON is a list of strings, each written as UTF-8 bytes once the app is at rest: it has
read the keys before, drawn what it had to and waits for input with no frame due (the pty
driver of the terminal tests tells it, Tests/TerminalTests/Driver/pty_session.py). No wait is
for a fixed time; each is bounded (60 s), which matters only when the app never gets there.
After the last key the program must exit. Prints the exit status, or "timeout" (the child is
then killed)."""
import json, os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "TerminalTests", "Driver"))
from pty_session import Session  # noqa: E402

PATIENCE = 60


def main():
    width, height = int(sys.argv[1]), int(sys.argv[2])
    keys = json.loads(sys.argv[3])
    session = Session(width, height, sys.argv[4:])
    session.at_rest(PATIENCE)
    for key in keys:
        session.send(key.encode("utf-8"))
        session.at_rest(PATIENCE)
    status = session.wait_status(PATIENCE)
    session.close()
    print("timeout" if status is None else status)


main()
