#!/usr/bin/env python3
"""Bytes payday writes to the terminal for one unfold animation (and one fold), on a pty.

    terminal_unfold.py PAYDAY WIDTH HEIGHT

Starts the app on the shipped data at WIDTHxHEIGHT with TERM=xterm-256color, selects the
second card, then unfolds and folds it five times, counting what arrives between pressing
Enter and the output going quiet (the animation's frames, 0.3 s). Prints medians."""
import os, pty, statistics, struct, sys, termios, fcntl

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from terminal_pty import drain  # noqa: E402

def main():
    binary, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.environ["LANG"] = "C.UTF-8"
        os.environ.pop("NO_COLOR", None)
        os.execv(binary, [binary, "--data", os.path.join(root, "Data/workplaces.json"), "--today", "2026-11-21", "--lang", "en"])
    first = drain(fd, 1.0)
    os.write(fd, b"j")
    drain(fd, 0.5)
    unfolds, folds = [], []
    for _ in range(5):
        os.write(fd, b"\r")
        unfolds.append(drain(fd, 0.5))
        os.write(fd, b"\r")
        folds.append(drain(fd, 0.5))
    os.write(fd, b"q")
    drain(fd, 0.5)
    os.waitpid(pid, 0)
    print(f"payday {width}x{height}: first frame {first} bytes; unfold animation median {statistics.median(unfolds):.0f} bytes "
          f"(min {min(unfolds)}, max {max(unfolds)}); fold median {statistics.median(folds):.0f} bytes")

main()
